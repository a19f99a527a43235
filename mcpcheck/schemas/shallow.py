"""A subschema's shallow copy: what a dialect's metaschema asks of that node on its own keywords.

Every dialect's metaschema (draft-04 to 2020-12) checks a subschema in a schema position
(`properties` values, `items`, `allOf` members, ...) with the whole metaschema again, so a
schema is valid when each of its subschemas is valid as a shallow copy: its subschemas replaced
by `{}`, the names of its `properties`/`$defs`/`definitions`/`dependentSchemas` maps (once
every value is blanked) and of `required` replaced by placeholders, its annotation strings and
example values blanked. The copies of real tools repeat ({"type": "string", "description": ...}),
which is what lets their checks be remembered by shape.

Two readers: mcpcheck.schemas.metanodes keeps boolean subschemas in the copy (draft-04 refuses
them in most places, so the copy must show them) and checks the object ones as nodes of their
own (`children`); the lint's per-node check (mcpcheck.checks.lint.metacheck) walks every
subschema itself and blanks booleans too.
"""

from __future__ import annotations

from typing import Any

__all__ = ["LISTS", "MAPS", "SINGLE", "shallow_copy"]

SINGLE = (
    "additionalProperties", "additionalItems", "unevaluatedItems", "unevaluatedProperties",
    "items", "not", "if", "then", "else", "propertyNames", "contains", "contentSchema",
)  # fmt: skip
LISTS = ("allOf", "anyOf", "oneOf", "prefixItems", "items")
MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
        "dependencies")
_RENAMED = ("properties", "$defs", "definitions", "dependentSchemas")  # names no metaschema reads
_HOLDERS = frozenset((*SINGLE, *LISTS, *MAPS))
_BLANK_TEXT = ("description", "title", "$comment")


def shallow_copy(node: dict[str, Any], children: list[dict[str, Any]] | None = None, *,
                 keep_booleans: bool = True) -> dict[str, Any]:
    """`node` with its object subschemas replaced by `{}` (appended to `children` when given),
    its boolean ones too unless `keep_booleans`, and its names, annotations and examples
    blanked. `node` itself is not changed."""
    copy = dict(node)
    if not _HOLDERS.isdisjoint(node):
        _blank_subschemas(node, copy, children, keep_booleans)
    _blank_annotations(copy)
    return copy


def _blank_subschemas(node: dict[str, Any], copy: dict[str, Any],
                      children: list[dict[str, Any]] | None, keep_booleans: bool) -> None:
    def blanked(value: Any) -> Any:
        if isinstance(value, dict):
            if children is not None:
                children.append(value)
            return {}
        return value if keep_booleans or not isinstance(value, bool) else {}

    for key in SINGLE:
        value = node.get(key)
        if isinstance(value, (dict, bool)):
            copy[key] = blanked(value)
    for key in LISTS:
        value = node.get(key)
        if isinstance(value, list):
            copy[key] = [blanked(item) for item in value]
    for key in MAPS:
        value = node.get(key)
        if isinstance(value, dict):
            copy[key] = {name: blanked(item) for name, item in value.items()}
    for key in _RENAMED:
        value = copy.get(key)
        if isinstance(value, dict) and all(item == {} or isinstance(item, bool)
                                           for item in value.values()):
            copy[key] = {f"k{i}": item for i, item in enumerate(value.values())}


def _blank_annotations(copy: dict[str, Any]) -> None:
    required = copy.get("required")
    if (isinstance(required, list) and all(isinstance(name, str) for name in required)
            and len(set(required)) == len(required)):
        copy["required"] = [f"r{i}" for i in range(len(required))]
    for key in _BLANK_TEXT:
        if isinstance(copy.get(key), str):
            copy[key] = ""
    if isinstance(copy.get("examples"), list):
        copy["examples"] = []
    for key in ("default", "const"):
        if key in copy:
            copy[key] = None
