"""Checks of one ECMA-262 pattern: length bound, validity, catastrophic backtracking."""

from __future__ import annotations

from mcpcheck import ecma
from mcpcheck.lint.context import ToolContext, quote
from mcpcheck.textsafety import inert


def check_pattern(pattern: str, path: str, ctx: ToolContext) -> None:
    limit = ctx.bounds.max_pattern_chars
    if len(pattern) > limit:
        ctx.add(
            "pattern-too-long",
            path,
            f"pattern is {len(pattern)} characters (bound {limit}); not compiled",
        )
        return
    try:
        ecma.translate(pattern)
    except ValueError as exc:
        ctx.add(
            "pattern-invalid",
            path,
            f"pattern {quote(pattern)} is not valid ECMA-262: {inert(str(exc), 120)}",
        )
        return
    reason = ecma.redos_risk(pattern)
    if reason is not None:
        ctx.add(
            "pattern-redos",
            path,
            f"pattern {quote(pattern)} can backtrack catastrophically: {inert(reason, 120)}",
        )
