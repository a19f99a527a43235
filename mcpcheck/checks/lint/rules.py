"""The lint rules (the rule book's `lint` family) and their effective severities.

The records are in mcpcheck/checks/rulebook/lint_rules.py. Verdicts (see
mcpcheck.checks.lint.verdict_of), from the effective severity of each finding:
- `unusable`: an error of a blocking rule (the tool cannot be called or its contract read);
- `suspicious`: an error of a risk rule (manipulation, hidden text, a confusable name);
- `degraded`: any other error or warning;
- `usable`: nothing above info (loose-schema hygiene is info by default).
"""

from __future__ import annotations

from collections.abc import Mapping

from mcpcheck.checks.rulebook import Family, Rule, rules_of
from mcpcheck.errors import UsageError
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId

RULES: dict[RuleId, Rule] = rules_of([Family.LINT])


def effective_severities(overrides: Mapping[str, Severity] | None = None) -> dict[str, Severity]:
    """Default severity of every lint rule with per-rule overrides; unknown ids: UsageError."""
    result: dict[str, Severity] = {rule_id: rule.severity for rule_id, rule in RULES.items()}
    unknown = sorted(str(k) for k in (overrides or {}) if k not in RULES)
    if unknown:
        raise UsageError(f"unknown lint rule in severity overrides: {', '.join(unknown)}")
    result.update({rule_id: Severity(level) for rule_id, level in (overrides or {}).items()})
    return result
