"""Required and optional tools: present, missing, or likely renamed.

A rename hint is given only when it is right: with a baseline, the candidate must have the same
schemas as the missing tool, or the same required arguments (mcpcheck.checks.drift.renames
.compatible) and a close name; without a baseline (nothing to compare schemas with) only a near
spelling of the name is offered, said plainly to be a guess by name only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.snapshots.store import canonical_bytes, tool_name
from mcpcheck.suggest import near_miss


def parse_names(values: Sequence[str] | None) -> tuple[str, ...]:
    """`--require a,b --require c` -> ("a", "b", "c"), order kept, duplicates dropped."""
    out: list[str] = []
    for value in values or ():
        for name in value.split(","):
            name = name.strip()
            if name and name not in out:
                out.append(name)
    return tuple(out)


def _contract(tool: Any) -> bytes | None:
    if not isinstance(tool, dict):
        return None
    return canonical_bytes({"in": tool.get("inputSchema"), "out": tool.get("outputSchema")})


def _by_name(tools: Sequence[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for tool in tools:
        name = tool_name(tool)
        if name is not None and name not in out:
            out[name] = tool
    return out


def likely_rename(missing: str, tools: Sequence[Any], baseline: Sequence[Any] = ()) -> str | None:
    """The advertised tool that `missing` most likely became, by schema (see the module
    docstring); None when no candidate is compatible, and for a guess by name only: the guard
    hands this to an agent as `ToolMissing`, which would follow it as a fact."""
    name, why = _rename(missing, _by_name(tools), _by_name(baseline))
    return None if why == "name only" else name


NAME_ONLY_CUTOFF = 0.8  # difflib ratio: `get-summ` -> `get-sum`, not `get-library-docs` ->
# `resolve-library-id` (0.65)


def _rename(missing: str, live: dict[str, Any],
            baseline: dict[str, Any]) -> tuple[str | None, str]:
    """(candidate, why): why is "same schemas", "same required arguments" or "name only"."""
    from mcpcheck.checks.drift.names import fold
    from mcpcheck.checks.drift.renames import compatible

    old = baseline.get(missing)
    if old is not None:
        contract = _contract(old)
        fresh = {n: t for n, t in live.items() if n not in baseline}
        same = sorted(n for n, t in fresh.items()
                      if contract is not None and _contract(t) == contract)
        if same:
            return same[0], "same schemas"
        fitting = [n for n, t in fresh.items() if compatible(old, t)]
        folded = [n for n in fitting if fold(n) == fold(missing)]
        fit = folded[0] if folded else near_miss(missing, fitting)
        return (fit, "same required arguments") if fit else (None, "")
    close = near_miss(missing, live, cutoff=NAME_ONLY_CUTOFF)
    return (close, "name only") if close else (None, "")


def _hint(missing: str, live: dict[str, Any], baseline: dict[str, Any]) -> str:
    name, why = _rename(missing, live, baseline)
    if name is None:
        return ""
    if why == "name only":
        return f"; closest advertised name: `{name}` (a guess by name only)"
    return f"; likely renamed to `{name}` ({why})"


def required_findings(
    tools: Sequence[Any],
    require: Sequence[str],
    optional: Sequence[str],
    baseline: Sequence[Any] = (),
) -> list[Finding]:
    """`required-tool-missing` (error) and `optional-tool-missing` (warning) findings."""
    if not require and not optional:
        return []  # nothing asked for: the tools are not even indexed by name
    live = _by_name(tools)
    old = _by_name(baseline)
    findings = []
    for names, rule, severity, what in (
        (require, RuleId.REQUIRED_TOOL_MISSING, Severity.ERROR, "required"),
        (optional, RuleId.OPTIONAL_TOOL_MISSING, Severity.WARNING, "optional"),
    ):
        for name in names:
            if name not in live:
                findings.append(
                    Finding(
                        rule,
                        severity,
                        name,
                        "",
                        f"{what} tool `{name}` is not advertised" + _hint(name, live, old),
                    )
                )
    return findings
