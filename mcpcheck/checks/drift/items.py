"""Shared pieces of the surface families: indexing items by identity, the fields of one item
that no specific rule covers, and wording."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.jsonutil import (
    WHITESPACE_TAIL,
    join,
    safe_name,
    show,
    strict_equal,
    whitespace_only,
)
from mcpcheck.ruleids import RuleId

ABSENT: Any = object()
NOISE = frozenset({"_meta"})


def index_by(items: Sequence[Any], key: str) -> dict[str, dict[str, Any]]:
    """Items by a string field; other entries are skipped, and of duplicates the first counts."""
    out: dict[str, dict[str, Any]] = {}
    for item in items:
        if isinstance(item, dict) and isinstance(item.get(key), str):
            out.setdefault(item[key], item)
    return out


def field(item: Any, key: str) -> Any:
    return item.get(key, ABSENT) if isinstance(item, dict) else ABSENT


def opt(value: Any) -> str:
    return "none" if value is ABSENT else show(value)


def change(noun: str, before: Any, after: Any) -> str:
    if before is ABSENT:
        return f"{noun} added: {show(after)}"
    if after is ABSENT:
        return f"{noun} removed (was {show(before)})"
    return f"{noun} changed from {show(before)} to {show(after)}"


def other_fields(
    sink: Sink,
    rule: RuleId,
    path: str,
    what: str,
    pair: tuple[dict[str, Any], dict[str, Any]],
    handled: Iterable[str],
    tail: str = "",
) -> None:
    """One finding per changed field that no specific rule covers (so nothing is silent)."""
    old, new = pair
    skip = frozenset(handled) | NOISE
    for key in sorted((old.keys() | new.keys()) - skip, key=str):
        before, after = old.get(key, ABSENT), new.get(key, ABSENT)
        if strict_equal(before, after):
            continue
        text = change(f"`{safe_name(str(key), 40)}`", before, after)
        sink.add(rule, None, join(path, str(key)), f"{what}: {text}{tail}")


# A text rule and the rule of the same text changed only in whitespace.
WHITESPACE_RULES = {RuleId.PROMPT_DESCRIPTION_CHANGED: RuleId.PROMPT_DESCRIPTION_WHITESPACE_CHANGED}


def text_field(
    sink: Sink, rule: RuleId, path: str, what: str, pair: tuple[Any, Any], key: str, tail: str
) -> None:
    before, after = field(pair[0], key), field(pair[1], key)
    if rule in WHITESPACE_RULES and whitespace_only(before, after):
        sink.add(WHITESPACE_RULES[rule], None, join(path, key), f"{what}: {key}: "
                 f"{WHITESPACE_TAIL}", (before, after))
    elif not strict_equal(before, after):
        sink.add(rule, None, join(path, key), f"{what}: {change(key, before, after)}{tail}",
                 (before, after))


