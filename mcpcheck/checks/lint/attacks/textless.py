"""A property whose value can hold no text (precision61): a boolean, a number, an integer.

Such a value cannot carry the conversation, a prompt or a secret: its text says when to set the
switch ("include_transcript: Set True if verbatim conversation excerpts are needed"), so it is no
side channel (class h). The other classes are still judged on its text: an instruction in a
switch's description is an instruction all the same.
"""

from __future__ import annotations

from typing import Any

_NO_TEXT = frozenset(("boolean", "integer", "number", "null"))
_BRANCHES = ("anyOf", "oneOf")


def holds_no_text(schema: Any) -> bool:
    """The schema declares a type, every type it allows is a boolean, a number or null, and no
    enum, const or branch lets a string in."""
    if not isinstance(schema, dict):
        return False
    if any(key in schema for key in ("enum", "const", "allOf", "$ref", "items", "properties")):
        return False
    given = [schema[key] for key in _BRANCHES if key in schema]
    if not all(isinstance(value, list) for value in given):
        return False  # a malformed branch ("anyOf": true) lets anything in
    branches = [b for value in given for b in value]
    if branches:
        return "type" not in schema and all(holds_no_text(b) for b in branches)
    kind = schema.get("type")
    kinds: list[Any] = [kind] if isinstance(kind, str) else kind if isinstance(kind, list) else []
    # a malformed type list ("type": [[]], found by hypothesis) names no type: it may hold text
    return bool(kinds) and all(isinstance(k, str) and k in _NO_TEXT for k in kinds)


def textless_params(tool: Any) -> frozenset[str]:
    """The tool's top-level input properties whose values hold no text."""
    schema = tool.get("inputSchema") if isinstance(tool, dict) else None
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(props, dict):
        return frozenset()
    return frozenset(name for name, sub in props.items()
                     if isinstance(name, str) and holds_no_text(sub))
