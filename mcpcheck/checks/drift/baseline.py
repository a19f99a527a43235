"""A baseline tool that was unusable as recorded (an old release that published an empty or
malformed schema, which `snapshot` reported as tool-unusable).

Against such a baseline every property of the revision's schema reads as a change: an empty
input schema `{}` becomes an object with required arguments, and that is one error per property
with no hint why. Instead, the schema findings of that tool are summarized in one finding that
says the baseline was unusable. When none of them is an error, they stay as they are and each
says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from mcpcheck.checks.drift.jsonutil import safe_name
from mcpcheck.models import Finding, Severity, Surface
from mcpcheck.ruleids import RuleId

SCHEMA_PARTS = ("/inputSchema", "/outputSchema")
_SHOWN = 4


def _parts(problems: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    named = tuple(p for p in SCHEMA_PARTS if any(path.startswith(p) for _, path in problems))
    return named or SCHEMA_PARTS


def _in(finding: Finding, parts: tuple[str, ...]) -> bool:
    """A property-level finding in one of the parts (schema-* findings, about what the engine
    could not compare, are never folded into a summary)."""
    if not finding.rule.startswith(("input-", "output-")):
        return False
    return any(finding.path == p or finding.path.startswith(p + "/") for p in parts)


def summarize_unusable(
    findings: list[Finding],
    unusable: Mapping[str, Sequence[tuple[str, str]]],
    severity: Severity,
) -> list[Finding]:
    """`unusable`: tool name -> the (rule, path) of each blocking problem recorded for it."""
    if not unusable:
        return findings
    out = [f for f in findings if f.tool not in unusable]
    for name, problems in unusable.items():
        mine = [f for f in findings if f.tool == name]
        if not mine:
            continue
        parts = _parts(problems)
        group = [f for f in mine if _in(f, parts)]
        out += [f for f in mine if not _in(f, parts)]
        if not group:
            continue
        why = ", ".join(sorted({rule for rule, _ in problems})) or "malformed metadata"
        if any(f.severity is Severity.ERROR for f in group):
            out.append(_summary(name, why, group, parts, severity))
        else:
            note = f" (the baseline recorded this tool as unusable: {why})"
            out += [replace(f, message=f.message + note, fingerprint="") for f in group]
    return out


def _summary(name: str, why: str, group: list[Finding], parts: tuple[str, ...],
             severity: Severity) -> Finding:
    breaking = [f for f in group if f.severity is Severity.ERROR]
    shown = "; ".join(f"{f.rule} at {f.path}" for f in breaking[:_SHOWN])
    more = len(breaking) - _SHOWN
    if more > 0:
        shown += f"; and {more} more"
    others = len(group) - len(breaking)
    tail = f" and {others} other change{'s' if others != 1 else ''}" if others else ""
    message = (
        f"tool `{safe_name(name)}` was unusable as recorded in the baseline ({why}); against "
        f"that schema the revision makes {len(breaking)} breaking change"
        f"{'s' if len(breaking) != 1 else ''}{tail}, summarized here: {shown}. A call built from "
        "the recorded schema may now be rejected; review the tool's new schema as a whole"
    )
    path = parts[0] if len(parts) == 1 else ""
    return Finding(RuleId.TOOL_BASELINE_UNUSABLE, severity, name, path, message)


def unusable_tools(surface: Surface) -> dict[str, list[tuple[str, str]]]:
    """Tools of a surface that are unusable as recorded (lint's verdict, the same one `snapshot`
    reports as tool-unusable), each with the (rule, path) of its blocking problems.

    Through lint's intake question (mcpcheck.checks.lint.intake): the same verdicts as the full
    lint, which is not even run when every tool is plainly usable."""
    from mcpcheck.checks.lint.intake import unusable_tools as unusable_verdicts

    return {
        verdict.key: [(f.rule, f.path) for f in verdict.findings
                      if f.severity is Severity.ERROR]
        for verdict in unusable_verdicts(surface.tools, protocol_version=surface.protocol_version)
    }
