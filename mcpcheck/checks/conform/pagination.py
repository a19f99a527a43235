"""Pagination: a cursor terminates, an invalid one is refused, no item twice, a stable list."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.conform.base import Level, NotApplicable, Requirement, capability
from mcpcheck.checks.conform.runner import Context, walk
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert

AREA = "pagination"
INVALID_CURSOR = "mcpcheck-conform-invalid-cursor"
# capability, method, items key, what names an item
LISTS = (("tools", "tools/list", "tools", "name"), ("prompts", "prompts/list", "prompts", "name"),
         ("resources", "resources/list", "resources", "uri"))


def _declared(ctx: Context) -> list[tuple[str, str, str]]:
    out = [(m, k, n) for cap, m, k, n in LISTS if cap in ctx.capabilities]
    if not out:
        raise NotApplicable("the server declares no list (tools, prompts, resources)")
    return out


def terminates(ctx: Context) -> str | None:
    wrong = []
    for method, key, _ in _declared(ctx):
        _, problem = walk(ctx, method, key)
        if problem is not None and not problem.startswith("page 1 "):
            wrong.append(f"{method}: {problem}")
    return "; ".join(wrong) or None


def invalid_cursor(ctx: Context) -> str | None:
    reply = ctx.ask("tools/list", {"cursor": INVALID_CURSOR})
    if reply.kind == "error" and reply.code == -32602:
        return None
    return (f"tools/list with a cursor the server never issued was answered with {reply}, "
            "not error -32602")


def _keys(items: list[Any], name: str) -> list[str]:
    return [str(item.get(name)) for item in items if isinstance(item, dict)]


def no_duplicates(ctx: Context) -> str | None:
    wrong = []
    for method, key, name in _declared(ctx):
        try:
            keys = _keys(ctx.listing(method, key), name)
        except NotApplicable:
            continue
        twice = sorted({k for k in keys if keys.count(k) > 1})
        if twice:
            wrong.append(f"{method} lists {', '.join(inert(k, 60) for k in twice[:5])} more "
                         "than once")
    return "; ".join(wrong) or None


def stable(ctx: Context) -> str | None:
    wrong = []
    for method, key, name in _declared(ctx):
        try:
            first = _keys(ctx.listing(method, key), name)
        except NotApplicable:
            continue
        items, problem = walk(ctx, method, key)
        if problem is not None:
            wrong.append(f"{method}: the second walk failed ({problem})")
            continue
        second = _keys(items, name)
        if sorted(first) != sorted(second):
            gone = sorted(set(first) - set(second))[:3]
            new = sorted(set(second) - set(first))[:3]
            wrong.append(f"{method}: a second walk gave another list ({len(first)} then "
                         f"{len(second)} items; gone {gone}, new {new})")
    return "; ".join(wrong) or None


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_CURSOR_TERMINATES, AREA, "2025-11-25",
                "basic/utilities/pagination#response-format", Level.MUST, terminates),
    Requirement(RuleId.CONFORM_INVALID_CURSOR, AREA, "2025-11-25",
                "basic/utilities/pagination#error-handling", Level.SHOULD, invalid_cursor,
                capability("tools")),
    Requirement(RuleId.CONFORM_LIST_NO_DUPLICATES, AREA, "2025-11-25",
                "server/tools#tool-names (names unique within a server)", Level.SHOULD,
                no_duplicates),
    Requirement(RuleId.CONFORM_LIST_STABLE, AREA, "2025-11-25",
                "basic/utilities/pagination#implementation-guidelines (stable cursors)",
                Level.SHOULD, stable),
)
