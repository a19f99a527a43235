"""Making two schemas comparable before their keywords are: a single-branch allOf is laid over
its parent, and a schema with a union on one side only is lifted: its constraint keywords become
one branch (one per type for a type list) or are laid over each branch of the union, so
`{"type": "string"}` -> `{"anyOf": [{"type": "string"}, {"type": "null"}]}` reads as "null added".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mcpcheck.checks.drift.context import At, SchemaDiff, sub_label
from mcpcheck.checks.drift.jsonutil import join
from mcpcheck.checks.drift.pairing import Branch
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import compare_default, compare_description, compare_dialect
from mcpcheck.checks.drift.unions import ANNOTATIONS, UNIONS, classify_union, unions_of


def _merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    """Both schemas apply: keywords of `top` win, except properties and required, which join."""
    out = {**base, **top}
    if isinstance(base.get("properties"), dict) and isinstance(top.get("properties"), dict):
        out["properties"] = {**base["properties"], **top["properties"]}
    if isinstance(base.get("required"), list) and isinstance(top.get("required"), list):
        out["required"] = base["required"] + [
            n for n in top["required"] if n not in base["required"]
        ]
    return out


def flatten_pair(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At
) -> tuple[dict[str, Any], dict[str, Any], At]:
    """Lay a single-branch allOf over its parent (unless the other side has several)."""
    flat_old = _flatten(d, old, new, d.old_root, at)
    flat_new = _flatten(d, new, old, d.new_root, at)
    if flat_old is not None:
        old = flat_old[0]
    if flat_new is not None:
        new = flat_new[0]
        at = At(at.path, at.label, at.depth, at.seen, flat_new[1], at.root)
    return old, new, at


def _flatten(
    d: SchemaDiff, schema: dict[str, Any], other: dict[str, Any], root: Any, at: At
) -> tuple[dict[str, Any], Mapping[str, str]] | None:
    branches = schema.get("allOf")
    if not isinstance(branches, list) or len(branches) != 1:
        return None
    others = other.get("allOf")
    if isinstance(others, list) and len(others) > 1:
        return None
    inner = resolve(branches[0], root)
    if inner.problem or not isinstance(inner.schema, dict):
        return None
    rest = {k: v for k, v in schema.items() if k != "allOf"}
    merged = _merge(inner.schema, rest)
    d.keepalive.append(merged)
    here = join(at.path, "allOf", 0)
    kpaths = {**(at.kpaths or {}), **{k: here for k in inner.schema if k not in rest}}
    return merged, kpaths


_ONLY_FOR = {
    "string": frozenset(
        {
            "minLength",
            "maxLength",
            "pattern",
            "format",
            "contentEncoding",
            "contentMediaType",
            "contentSchema",
        }
    ),
    "number": frozenset(
        {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"}
    ),
    "array": frozenset(
        {
            "items",
            "prefixItems",
            "additionalItems",
            "minItems",
            "maxItems",
            "uniqueItems",
            "contains",
            "minContains",
            "maxContains",
            "unevaluatedItems",
        }
    ),
    "object": frozenset(
        {
            "properties",
            "required",
            "additionalProperties",
            "patternProperties",
            "minProperties",
            "maxProperties",
            "propertyNames",
            "dependentRequired",
            "dependentSchemas",
            "dependencies",
            "unevaluatedProperties",
        }
    ),
}
_TYPE_SPECIFIC = frozenset().union(*_ONLY_FOR.values())


def split_by_type(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """`{"type": ["string", "null"], ...}` as one branch per type, each with its own keywords,
    so it pairs with the branches of an equivalent anyOf."""
    types = schema.get("type")
    if not (isinstance(types, list) and len(types) > 1 and all(isinstance(t, str) for t in types)):
        return [schema]
    parts = []
    for name in types:
        own = _ONLY_FOR.get("number" if name == "integer" else name, frozenset())
        part = {k: v for k, v in schema.items() if k not in _TYPE_SPECIFIC or k in own}
        part["type"] = name
        parts.append(part)
    return parts


def needs_lift(old: dict[str, Any], new: dict[str, Any]) -> bool:
    before, after = unions_of(old), unions_of(new)
    if bool(before) == bool(after):
        return False
    keys = before or after
    holder = old if before else new
    return len(keys) == 1 and isinstance(holder[keys[0]], list) and bool(holder[keys[0]])


def compare_lifted(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for group in (compare_dialect, compare_description, compare_default):
        group(d, old, new, at)
    keyword = (unions_of(old) or unions_of(new))[0]
    old_branches = _branches(d, old, at, d.old_root, new=False)
    new_branches = _branches(d, new, at, d.new_root, new=True)
    classify_union(d, keyword, old_branches, new_branches, at)


def _branches(
    d: SchemaDiff, schema: dict[str, Any], at: At, root: Any, *, new: bool
) -> list[Branch]:
    rest = {k: v for k, v in schema.items() if k not in ANNOTATIONS and k not in UNIONS}
    keywords = unions_of(schema)
    if not keywords:
        parts = split_by_type(rest)
        d.keepalive.append(parts)
        return [Branch(part, at.path, at.label, at.kpaths, None) for part in parts]
    keyword = keywords[0]
    out = []
    for j, raw in enumerate(schema[keyword]):
        path = join(at.kw(keyword) if new else at.path + "/" + keyword, j)
        label = sub_label(at.label, f"{keyword}[{j}]")
        if not rest:
            out.append(Branch(raw, path, label, None, j))
            continue
        target = resolve(raw, root)
        inner = target.schema if not target.problem else raw
        if inner is True:
            inner = {}
        if not isinstance(inner, dict):
            out.append(Branch(inner, path, label, None, j))
            continue
        merged = _merge(rest, inner)
        d.keepalive.append(merged)
        base = at.kpaths or {}
        kpaths = {k: base.get(k, at.path) for k in rest if k not in inner}
        out.append(Branch(merged, path, label, {**kpaths, **dict.fromkeys(inner, path)}, j))
    return out
