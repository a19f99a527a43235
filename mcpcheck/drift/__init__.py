"""The drift engine: direction-aware breaking-change findings between two tool lists.

Pure and offline: no I/O, no printing, no remote `$ref`. See rules.py for the rule catalog.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mcpcheck.drift.context import Sink
from mcpcheck.drift.rules import RULES, Family, Rule
from mcpcheck.drift.tools import diff_surfaces
from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, Severity

__all__ = ["RULES", "Family", "Rule", "diff_tools", "effective_severities"]


def effective_severities(overrides: Mapping[str, Severity] | None = None) -> dict[str, Severity]:
    """Default severity of every rule, with per-rule overrides; unknown ids are a UsageError."""
    result = {rule_id: rule.severity for rule_id, rule in RULES.items()}
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
    unique = {(f.rule, f.tool, f.path, f.message): f for f in sink.findings}
    return sorted(unique.values(), key=lambda f: (f.tool or "", f.path, f.rule, f.message))
