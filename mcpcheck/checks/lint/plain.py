"""Tools that plainly cannot be `unusable`: a sound, cheap proof for the common shapes.

`plainly_usable(tool, protocol_version)` is True only when no blocking lint rule (see
mcpcheck.checks.lint.rules) can fire on the tool: a string name, an inputSchema of type "object", an
outputSchema that is absent or an object schema, within the lint bounds, and every subschema made
only of keywords whose values are checked here exactly as the metaschema checks them (default
2020-12 or draft-07 dialect; no `pattern`, no composition the check would need to follow; a
`$ref` only as a local JSON Pointer to a subschema that holds no `$ref` itself, so it can neither
dangle nor loop, and `definitions`/`$defs` of plain subschemas). Anything else is "not proven"
(False), and the caller runs the full lint. Names that repeat across the list
(`tool-name-duplicate`) are the caller's to check (see `usable_name`).

This module imports nothing heavy (no jsonschema, no regex engine, no text scanners).
"""

from __future__ import annotations

import json
import re
from typing import Any

from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.pointer import resolve_fragment

# Protocol revisions in order; date strings compare correctly as text.
LATEST_WITH_OBJECT_OUTPUT = "2025-11-25"
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

_TYPE_NAMES = frozenset({"array", "boolean", "integer", "null", "number", "object", "string"})
_DIALECTS = frozenset(
    f"{scheme}://json-schema.org/{path}{hash_}"
    for scheme in ("http", "https")
    for path in ("draft/2020-12/schema", "draft-07/schema")
    for hash_ in ("", "#")
)
_TEXT = ("title", "description", "$comment", "format", "contentMediaType", "contentEncoding")
_NUMBER = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")
_COUNT = ("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties")
_FLAG = ("uniqueItems", "readOnly", "writeOnly", "deprecated")
_ANY = ("default", "const")
_ARRAY = ("enum", "examples")
_BRANCHES = ("anyOf", "oneOf", "allOf")
_ONE = ("items", "additionalProperties")
_CHECKED = frozenset((*_TEXT, *_NUMBER, *_COUNT, *_FLAG, *_ANY, *_ARRAY, *_BRANCHES, *_ONE,
                      "type", "properties", "required", "multipleOf"))
# Every other keyword either dialect's metaschema constrains: its presence means "not proven".
_OTHER_KEYWORDS = frozenset({
    "$id", "$ref", "$schema", "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef",
    "$recursiveAnchor", "$vocabulary", "$defs", "definitions", "additionalItems", "contains",
    "dependencies", "dependentRequired", "dependentSchemas", "else", "if", "then", "not",
    "pattern", "patternProperties", "prefixItems", "propertyNames", "unevaluatedItems",
    "unevaluatedProperties", "maxContains", "minContains", "contentSchema",
})  # fmt: skip


def usable_name(tool: Any) -> str | None:
    """The tool's name when it is a non-empty string, else None."""
    if isinstance(tool, dict):
        name = tool.get("name")
        if isinstance(name, str) and name:
            return name
    return None


def legacy_protocol(version: str | None) -> bool:
    """2025-11-25 or earlier, or unknown: outputSchema must be "object", execution exists."""
    if version is None or _DATE.fullmatch(version) is None:
        return True
    return version <= LATEST_WITH_OBJECT_OUTPUT


def plainly_usable(tool: Any, protocol_version: str | None, bounds: LintBounds) -> bool:
    if usable_name(tool) is None:
        return False
    schema = tool.get("inputSchema")
    if not (isinstance(schema, dict) and schema.get("type") == "object"
            and _plain_schema(schema, bounds)):
        return False
    output = tool.get("outputSchema")
    if output is None:
        return True
    if not isinstance(output, dict):
        return False
    if legacy_protocol(protocol_version) and output.get("type") != "object":
        return False
    return _plain_schema(output, bounds)


def _plain_schema(schema: dict[str, Any], bounds: LintBounds) -> bool:
    dialect = schema.get("$schema")
    if dialect is not None and dialect not in _DIALECTS:
        return False
    if not within_bounds(schema, bounds):
        return False
    root = {k: v for k, v in schema.items() if k != "$schema"}
    return _plain(root, schema)  # with the root: local `$ref`s and definitions are followed


# The compact ASCII JSON text of a schema, by the C encoder; NaN and Infinity refused.
_COMPACT = json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # a string in that text
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
# survey's approximate size of a value is at most 9 times its share of that text: a float
# counts 24 (its text is at least 3 characters, "1.0"), an integer its digits + 2 (at most 3
# times its text), true, false and null 5 (at least 4), a string its UTF-8 bytes + 2 (its text
# escapes every non-ASCII character: longer), an object 2 + 4 per key (its text has `{}`, a
# colon per key and a comma between keys), an array 2 + 1 per item (`[]` and the commas), a
# tuple 24 where the encoder writes it as an array (`[]` and its comma: at least 3).
_SIZE_FACTOR = 9


def within_bounds(schema: Any, bounds: LintBounds) -> bool:
    """True exactly when lint's survey (mcpcheck.checks.lint.survey) finds nothing: no bound
    crossed and no non-finite number. Proven from the C encoder's text where it can be: its
    length bounds the size, its colons (one per key, outside strings) the keys of any object,
    its commas the length of any enum, and its brackets the nesting. Otherwise (a long or deep
    schema, a non-finite number, a value JSON cannot carry) the survey decides."""
    try:
        text = _COMPACT(schema)
    except (TypeError, ValueError, RecursionError):
        text = None
    if text is not None and len(text) * _SIZE_FACTOR <= bounds.max_schema_bytes:
        bare = _STRING.sub("", text)
        # the nesting: each pass removes the innermost containers, one level
        shape = _NOT_BRACKET.sub("", bare).replace("[", "{").replace("]", "}")
        for _ in range(bounds.max_depth):
            shape = shape.replace("{}", "")
        if not shape:  # size, nesting and numbers are within: the widths decide
            if bare.count(":") <= bounds.max_properties and bare.count(",") < bounds.max_enum:
                return True
            return _widths_within(schema, bounds)
    from mcpcheck.checks.lint.survey import survey

    overrun, non_finite = survey(schema, bounds)
    return overrun is None and non_finite is None


def _widths_within(value: Any, bounds: LintBounds) -> bool:
    """No object at or below `value` has more keys than max_properties and no `enum` more
    values than max_enum (what survey checks of each container; like survey, a tuple is not
    entered)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if len(item) > bounds.max_properties:
                return False
            enum = item.get("enum")
            if isinstance(enum, list) and len(enum) > bounds.max_enum:
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def plain_node(node: dict[str, Any]) -> bool:
    """True when this (sub)schema, `$schema` included, has no metaschema problem: every keyword
    the metaschema constrains is one checked here, with a valid value (else "not proven")."""
    dialect = node.get("$schema")
    if dialect is None:
        return _plain(node)
    if not isinstance(dialect, str) or dialect not in _DIALECTS:  # `$schema: []` is unhashable
        return False
    return _plain({k: v for k, v in node.items() if k != "$schema"})


# A local reference as a URI fragment: a JSON Pointer of unreserved, sub-delimiter and
# percent-encoded characters (a `$ref` is a string to the metaschema; its format is not checked).
_LOCAL_REF = re.compile(r"#(?:/(?:[A-Za-z0-9._~$!&'()*+,;=:@-]|%[0-9A-Fa-f]{2})*)*")
_REF_KEYWORDS = frozenset({"$ref", "definitions", "$defs"})


def _plain(node: Any, root: dict[str, Any] | None = None) -> bool:
    """Every keyword of this subschema and of all below it is valid as far as we check. With
    the schema's `root`, local `$ref`s into it and `definitions`/`$defs` are checked too."""
    if isinstance(node, bool):
        return True
    if not isinstance(node, dict):
        return False
    for key, value in node.items():
        if key in _OTHER_KEYWORDS:
            if root is None or key not in _REF_KEYWORDS or not _ref_valid(key, value, root):
                return False
            continue
        if key in _CHECKED and not _valid(key, value, root):
            return False
    return True


def _ref_valid(key: str, value: Any, root: dict[str, Any]) -> bool:
    """A `$ref` that resolves in `root` (lint's resolution: no `$id` is plain, so the root is
    the base) to a subschema without any `$ref` below it: no dangling target, and no loop can
    pass through it (from the target only its own subschemas are reachable in place)."""
    if key != "$ref":
        return isinstance(value, dict) and all(_plain(sub, root) for sub in value.values())
    if not isinstance(value, str) or _LOCAL_REF.fullmatch(value) is None:
        return False
    found = resolve_fragment(root, value[1:])
    return found is not None and isinstance(found[1], dict | bool) and not _holds_ref(found[1])


def _holds_ref(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "$ref" in item:
                return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _valid(key: str, value: Any, root: dict[str, Any] | None = None) -> bool:
    if key in _TEXT:
        return isinstance(value, str)
    if key in _NUMBER:
        return _number(value)
    if key in _COUNT:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    if key in _FLAG:
        return isinstance(value, bool)
    if key in _ANY:
        return True
    if key in _ARRAY:
        return isinstance(value, list)
    if key == "multipleOf":
        return _number(value) and value > 0
    if key == "type":
        return _types(value)
    if key == "required":
        return (isinstance(value, list) and all(isinstance(r, str) for r in value)
                and len(set(value)) == len(value))
    if key == "properties":
        return isinstance(value, dict) and all(_plain(sub, root) for sub in value.values())
    if key in _BRANCHES:
        return isinstance(value, list) and bool(value) and all(_plain(sub, root) for sub in value)
    return _plain(value, root)  # items, additionalProperties: one schema


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _types(value: Any) -> bool:
    if isinstance(value, str):
        return value in _TYPE_NAMES
    return (isinstance(value, list) and bool(value) and len(set(map(str, value))) == len(value)
            and all(isinstance(t, str) and t in _TYPE_NAMES for t in value))
