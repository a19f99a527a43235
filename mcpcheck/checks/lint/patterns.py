"""Checks of one ECMA-262 pattern: length bound, validity, catastrophic backtracking."""

from __future__ import annotations

from mcpcheck.checks.lint.context import ToolContext, quote
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert


def _over_budget(pattern: str, path: str, ctx: ToolContext) -> bool:
    """True (and reported, once for the whole budget) when the pattern is not compiled."""
    limit = ctx.bounds.max_pattern_chars
    if len(pattern) > limit:
        ctx.add(
            RuleId.PATTERN_TOO_LONG,
            path,
            f"pattern is {len(pattern)} characters (bound {limit}); not compiled",
        )
    elif ctx.pattern_chars_left < 0:
        pass  # budget exhausted and already reported
    elif len(pattern) > ctx.pattern_chars_left:
        total = ctx.bounds.max_pattern_total_chars
        ctx.add(
            RuleId.PATTERN_TOO_LONG,
            path,
            f"the schema's patterns exceed {total} characters in all; "
            "this and later patterns were not compiled",
        )
        ctx.pattern_chars_left = -1
    else:
        ctx.pattern_chars_left -= len(pattern)
        return False
    ctx.skipped_patterns.append(path)
    return True


def check_pattern(pattern: str, path: str, ctx: ToolContext) -> None:
    if _over_budget(pattern, path, ctx):
        return
    # (imported with the first pattern: ecma and the `regex` module it runs on are not loaded by
    # a lint whose schemas have no pattern)
    from mcpcheck.schemas import ecma

    try:
        ecma.translate(pattern)
    except ValueError as exc:
        ctx.add(
            RuleId.PATTERN_INVALID,
            path,
            f"pattern {quote(pattern)} is not valid ECMA-262: {inert(str(exc), 120)}",
        )
        return
    reason = ecma.redos_risk(pattern)
    if reason is not None:
        ctx.add(
            RuleId.PATTERN_REDOS,
            path,
            f"pattern {quote(pattern)} can backtrack catastrophically: {inert(reason, 120)}",
        )
