"""Behaviour hints: compared on their effective values (a missing or non-boolean hint is its
default: readOnlyHint=false, destructiveHint=true, idempotentHint=false, openWorldHint=true)."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.jsonutil import show
from mcpcheck.ruleids import RuleId

DEFAULTS = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
}
_SAFE = {
    "readOnlyHint": True,
    "destructiveHint": False,
    "idempotentHint": True,
    "openWorldHint": False,
}  # the value that promises more
_ESCALATING = frozenset({"readOnlyHint", "destructiveHint"})
_ONLY_IF_WRITING = frozenset({"destructiveHint", "idempotentHint"})  # meaningless if read-only


def effective_hints(annotations: Any) -> dict[str, bool]:
    raw = annotations if isinstance(annotations, dict) else {}
    return {
        name: raw[name] if isinstance(raw.get(name), bool) else default
        for name, default in DEFAULTS.items()
    }


def _describe(raw: Any, name: str, value: bool) -> str:
    if isinstance(raw, dict) and name in raw and isinstance(raw[name], bool):
        return str(value).lower()
    if not isinstance(raw, dict) or name not in raw:
        return f"{str(value).lower()} (default)"
    return f"{str(value).lower()} (default; {show(raw[name])} is not a boolean)"


def compare_annotations(sink: Sink, tool: str, old: Any, new: Any) -> None:
    before, after = effective_hints(old), effective_hints(new)
    writing = not before["readOnlyHint"] and not after["readOnlyHint"]
    for name in DEFAULTS:
        if before[name] == after[name] or (name in _ONLY_IF_WRITING and not writing):
            continue
        weaker = after[name] != _SAFE[name]
        if weaker and name in _ESCALATING:
            rule = RuleId.ANNOTATION_DESTRUCTIVE_ESCALATED
            tail = "the tool may now modify or destroy; agents that auto-approve it are exposed"
        elif weaker:
            rule = RuleId.ANNOTATION_HINT_WEAKENED
            tail = "agents relying on the old promise may misbehave"
        else:
            rule = RuleId.ANNOTATION_HINT_STRENGTHENED
            tail = "the tool now promises more"
        text = (
            f"`{name}` changed from {_describe(old, name, before[name])} to "
            f"{_describe(new, name, after[name])}; {tail}"
        )
        sink.add(rule, tool, f"/annotations/{name}", text)
