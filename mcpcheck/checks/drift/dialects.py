"""`$schema` changes: which keywords mean something else in another JSON Schema dialect.

A dialect change is drift only when the schema uses a keyword whose meaning differs between the
two dialects; otherwise it is restated metadata (schema-dialect-changed-same-meaning, info).
Dialects are ordered draft-04 < draft-06 < draft-07 < 2019-09 < 2020-12; an unknown `$schema`
URI is a dialect whose meaning we do not know, so every keyword counts as sensitive there.

Not flagged: `$ref` into `#/definitions/...` or `#/$defs/...` (a JSON Pointer resolves the same
in every dialect; only an embedded `$id`/`id` changes resolution, and that is flagged) and
`format` (optional to assert in draft-07, an annotation by default in 2019-09 and later: in
neither is a validator required to reject a value for it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

_LEVELS = {"draft-04": 4, "draft-06": 6, "draft-07": 7, "2019-09": 2019, "2020-12": 2020}
_URI = re.compile(
    r"^https?://json-schema\.org/(?:(draft-0[467])/schema|draft/(2019-09|2020-12)/schema)/?$"
)
DEFAULT_LEVEL = 2020  # no `$schema`: MCP 2025-11-25 says 2020-12
UNKNOWN = -1
_VISIT_LIMIT = 20_000

# keyword -> (first dialect level where it has its current meaning, last level where it has it,
# why it differs). A keyword is sensitive when exactly one of the two dialects lies in the range.
_SINCE: dict[str, tuple[int, int, str]] = {
    "const": (6, 2020, "`const` is ignored before draft-06"),
    "contains": (6, 2020, "`contains` is ignored before draft-06"),
    "propertyNames": (6, 2020, "`propertyNames` is ignored before draft-06"),
    "if": (7, 2020, "`if`/`then`/`else` are ignored before draft-07"),
    "dependentRequired": (2019, 2020, "`dependentRequired` is ignored before 2019-09"),
    "dependentSchemas": (2019, 2020, "`dependentSchemas` is ignored before 2019-09"),
    "unevaluatedProperties": (2019, 2020, "`unevaluatedProperties` is ignored before 2019-09"),
    "unevaluatedItems": (2019, 2020, "`unevaluatedItems` is ignored before 2019-09"),
    "minContains": (2019, 2020, "`minContains` is ignored before 2019-09"),
    "maxContains": (2019, 2020, "`maxContains` is ignored before 2019-09"),
    "dependencies": (4, 7, "`dependencies` is ignored from 2019-09 on"),
    "additionalItems": (4, 2019, "`additionalItems` is ignored in 2020-12"),
    "prefixItems": (2020, 2020, "`prefixItems` is ignored before 2020-12"),
    "$dynamicRef": (2020, 2020, "`$dynamicRef` is 2020-12 only"),
    "$recursiveRef": (2019, 2019, "`$recursiveRef` is 2019-09 only"),
    "id": (4, 4, "`id` sets the base URI only in draft-04"),
}


def dialect_level(value: Any) -> int:
    """The dialect a `$schema` value names; DEFAULT_LEVEL when absent (None)."""
    if value is None:
        return DEFAULT_LEVEL
    if not isinstance(value, str):
        return UNKNOWN
    match = _URI.match(value.removesuffix("#"))
    if match is None:
        return UNKNOWN
    return _LEVELS[match.group(1) or match.group(2)]


def _nodes(schema: Any) -> Iterator[dict[str, Any]]:
    """Every schema object below `schema` (data under const/enum/default/examples skipped)."""
    stack: list[Any] = [schema]
    seen = 0
    while stack and seen < _VISIT_LIMIT:
        node = stack.pop()
        seen += 1
        if isinstance(node, dict):
            yield node
            for key, value in node.items():
                if key not in ("const", "enum", "default", "examples", "example"):
                    stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)


def sensitive_keywords(schemas: tuple[Any, ...], old: int, new: int) -> list[str]:
    """Reasons, one per keyword used in `schemas` whose meaning differs between the dialects."""
    if old == new:
        return []
    if UNKNOWN in (old, new):
        return ["a `$schema` that is not a known JSON Schema dialect"]
    found: dict[str, str] = {}
    for schema in schemas:
        for node in _nodes(schema):
            for key, reason in _node_reasons(node, old, new):
                found.setdefault(key, reason)
    return [found[k] for k in sorted(found)]


def _in(level: int, span: tuple[int, int, str]) -> bool:
    return span[0] <= level <= span[1]


def _node_reasons(node: dict[str, Any], old: int, new: int) -> Iterator[tuple[str, str]]:
    for key in node:
        span = _SINCE.get(key)
        if span is not None and _in(old, span) != _in(new, span):
            yield key, span[2]
    if isinstance(node.get("items"), list) and (old >= 2020) != (new >= 2020):
        yield "items[]", "array-form `items` is a tuple before 2020-12 and invalid in 2020-12"
    if "$ref" in node and len(node) > 1 and (old >= 2019) != (new >= 2019):
        yield "$ref", "keywords beside `$ref` are ignored before 2019-09"
    for key in ("exclusiveMinimum", "exclusiveMaximum"):
        if key in node and (old == 4) != (new == 4):
            form = "boolean" if isinstance(node[key], bool) else "numeric"
            yield key, f"{form} `{key}` means something else in draft-04 than after it"
    if "$id" in node and (old == 4) != (new == 4):
        yield "$id", "`$id` is ignored in draft-04 (it uses `id`), which changes `$ref` resolution"
