"""Required and optional tools: present, missing, or likely renamed."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId
from mcpcheck.snapshots.store import canonical_bytes, tool_name


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
    """The advertised tool that `missing` most likely became: one with the same schemas as the
    baseline's `missing`, else the closest name; None when nothing is close."""
    return _rename(missing, _by_name(tools), _by_name(baseline))[0]


def _rename(missing: str, live: dict[str, Any],
            baseline: dict[str, Any]) -> tuple[str | None, bool]:
    old = baseline.get(missing)
    if old is not None:
        contract = _contract(old)
        same = sorted(
            n
            for n, t in live.items()
            if n not in baseline and contract is not None and _contract(t) == contract
        )
        if same:
            return same[0], True
    close = difflib.get_close_matches(missing, list(live), n=1, cutoff=0.6)
    return (close[0], False) if close else (None, False)


def _hint(missing: str, live: dict[str, Any], baseline: dict[str, Any]) -> str:
    name, same_schemas = _rename(missing, live, baseline)
    if name is None:
        return ""
    if same_schemas:
        return f"; likely renamed to `{name}` (same schemas)"
    return f"; closest advertised name: `{name}`"


def required_findings(
    tools: Sequence[Any],
    require: Sequence[str],
    optional: Sequence[str],
    baseline: Sequence[Any] = (),
) -> list[Finding]:
    """`required-tool-missing` (error) and `optional-tool-missing` (warning) findings."""
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
