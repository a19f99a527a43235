"""The drift engine: direction-aware breaking-change findings between two published surfaces
(tools, prompts, resources, resource templates, instructions, capabilities, protocol version).

Pure and offline: no I/O, no printing, no remote `$ref`. The rules are the drift families of
the rule book (mcpcheck/checks/rulebook/drift_rules.py and surface_rules.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mcpcheck.checks.drift.baseline import summarize_unusable, unusable_tools
from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.lists import not_comparable
from mcpcheck.checks.drift.prompts import diff_prompts
from mcpcheck.checks.drift.resources import diff_resources, diff_templates
from mcpcheck.checks.drift.server import diff_server
from mcpcheck.checks.drift.tools import diff_surfaces
from mcpcheck.checks.rulebook import DRIFT_FAMILIES, Family, Rule, rules_of
from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, Severity, Surface
from mcpcheck.ruleids import RuleId

__all__ = ["RULES", "Family", "Rule", "diff_surface", "diff_tools", "effective_severities"]

RULES: dict[RuleId, Rule] = rules_of(DRIFT_FAMILIES)  # the rule book's drift families


def effective_severities(overrides: Mapping[str, Severity] | None = None) -> dict[str, Severity]:
    """Default severity of every rule, with per-rule overrides; unknown ids are a UsageError."""
    result: dict[str, Severity] = {rule_id: rule.severity for rule_id, rule in RULES.items()}
    overrides = overrides or {}
    unknown = sorted(str(k) for k in overrides if k not in RULES)
    if unknown:
        raise UsageError(f"unknown drift rule in severity overrides: {', '.join(unknown)}")
    for rule_id, severity in overrides.items():
        try:
            result[rule_id] = Severity(severity)
        except ValueError:
            raise UsageError(
                f"invalid severity {severity!r} for drift rule {rule_id} "
                "(expected error, warning or info)"
            ) from None
    return result


def diff_tools(
    old_tools: Sequence[Any],
    new_tools: Sequence[Any],
    *,
    overrides: Mapping[str, Severity] | None = None,
) -> list[Finding]:
    """Findings between a base and a revision tool list, sorted by (tool, path, rule, message)."""
    sink = Sink(effective_severities(overrides))
    diff_surfaces(sink, old_tools, new_tools)
    return _sorted(sink.findings)


def diff_surface(
    old: Surface,
    new: Surface,
    *,
    overrides: Mapping[str, Severity] | None = None,
) -> list[Finding]:
    """Findings between two whole surfaces, sorted by (tool, path, rule, message). Schema
    changes of a tool that was unusable in the baseline are summarized (baseline.py)."""
    severities = effective_severities(overrides)
    sink = Sink(severities)
    diff_surfaces(sink, old.tools, new.tools)
    findings = summarize_unusable(
        sink.findings, unusable_tools(old), severities[RuleId.TOOL_BASELINE_UNUSABLE]
    )
    sink.findings = findings
    skip = not_comparable(sink, old, new)  # a list not listed is not an empty one
    if "prompts" not in skip:
        diff_prompts(sink, old.prompts, new.prompts)
    if "resource_templates" not in skip:
        diff_templates(sink, old.resource_templates, new.resource_templates)
    if "resources" not in skip:
        diff_resources(sink, old.resources, new.resources)
    diff_server(sink, old, new)
    return _sorted(sink.findings)


def _sorted(findings: list[Finding]) -> list[Finding]:
    unique = {(f.rule, f.tool, f.path, f.message): f for f in findings}
    return sorted(unique.values(), key=lambda f: (f.tool or "", f.path, f.rule, f.message))
