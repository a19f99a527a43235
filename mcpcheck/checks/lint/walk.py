"""Iterative enumeration of the subschemas of a (bounded) JSON Schema.

Knows which keywords hold subschemas in draft-04..2020-12. Each visited node carries its pointer,
the pointer of the nearest enclosing `$id` (the base of its local `$ref`s), whether it describes a
value the caller sends (not under `not`/`if`/`propertyNames`/`contains`), and its in-place
children: subschemas that apply to the same instance (used to find endless `$ref` loops).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from mcpcheck.checks.lint.pointer import join

_SINGLE = (
    "additionalProperties",
    "additionalItems",
    "unevaluatedItems",
    "unevaluatedProperties",
    "then",
    "else",
    "contentSchema",
    "items",
)
_SINGLE_NOT_VALUE = ("not", "if", "propertyNames", "contains")
_MAPS = (
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "dependencies",
)
_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems", "items")
_CHILD_KEYWORDS = frozenset((*_SINGLE, *_SINGLE_NOT_VALUE, *_MAPS, *_LISTS))
IN_PLACE = frozenset(
    {"allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "dependencies"}
)


@dataclass
class Node:
    schema: dict[str, Any] | bool
    pointer: str
    base: str  # pointer of the nearest schema with an "$id", itself included (root when none)
    value_position: bool
    in_place: list[str] = field(default_factory=list)
    outer_base: str = ""  # the base in force around this node, its own "$id" aside


def _children(node: Node) -> Iterator[tuple[str, Any, str]]:
    """(keyword, subschema, pointer) for each direct subschema of `node`."""
    schema = node.schema
    if not isinstance(schema, dict) or _CHILD_KEYWORDS.isdisjoint(schema):
        return  # a leaf (most nodes of real schemas): no keyword to look up
    for keyword in (*_SINGLE, *_SINGLE_NOT_VALUE):
        sub = schema.get(keyword)
        if isinstance(sub, (dict, bool)):
            yield keyword, sub, join(node.pointer, keyword)
    for keyword in _MAPS:
        subs = schema.get(keyword)
        if isinstance(subs, dict):
            for name, sub in subs.items():
                if isinstance(sub, (dict, bool)):
                    yield keyword, sub, join(node.pointer, keyword, name)
    for keyword in _LISTS:
        subs = schema.get(keyword)
        if isinstance(subs, list):
            for index, sub in enumerate(subs):
                if isinstance(sub, (dict, bool)):
                    yield keyword, sub, join(node.pointer, keyword, index)


def walk(schema: dict[str, Any] | bool) -> Iterator[Node]:
    """Every subschema node, root first (depth-first, explicit stack)."""
    stack = [Node(schema, "", "", True)]
    while stack:
        node = stack.pop()
        node.outer_base = node.base
        schema = node.schema
        if isinstance(schema, dict) and isinstance(schema.get("$id"), str):
            node.base = node.pointer
        if not isinstance(schema, dict) or _CHILD_KEYWORDS.isdisjoint(schema):
            yield node  # a leaf (most nodes of real schemas)
            continue
        kids = []
        for keyword, sub, pointer in _children(node):
            value = node.value_position and keyword not in _SINGLE_NOT_VALUE
            kids.append(Node(sub, pointer, node.base, value))
            if keyword in IN_PLACE:
                node.in_place.append(pointer)
        yield node
        stack.extend(reversed(kids))
