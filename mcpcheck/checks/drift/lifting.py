"""Making two schemas comparable before their keywords are: an allOf is laid over its parent (one
branch, or several when the node is typed only through them, the other side has no allOf and
laying them into one object keeps their meaning), and a schema with a union on one side only is
lifted: its constraint keywords become one branch (one per type for a type list, one per value
for an enum facing a union of one-value branches) or are laid over each branch of the union, so
`{"type": "string"}` -> `{"anyOf": [{"type": "string"}, {"type": "null"}]}` reads as "null added".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff, sub_label
from mcpcheck.checks.drift.jsonutil import join, strict_equal, value_key
from mcpcheck.checks.drift.pairing import Branch, _const
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import (
    ABSENT,
    compare_default,
    compare_description,
    compare_dialect,
)
from mcpcheck.checks.drift.subsume import accepts_everything
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
    if not isinstance(branches, list) or not branches:
        return None
    others = other.get("allOf")
    if len(branches) > 1 and (others is not None or "type" in schema or not any(
            isinstance(b, dict) and "type" in b for b in branches)):
        return None  # typed by its parent, or both sides compose: branches are paired
    if isinstance(others, list) and len(others) > 1:
        return None
    rest = {k: v for k, v in schema.items() if k != "allOf"}
    merged, kpaths = rest, dict(at.kpaths or {})
    for i, branch in enumerate(branches):
        inner = resolve(branch, root)
        if inner.problem or not isinstance(inner.schema, dict):
            return None
        if len(branches) > 1 and not _mergeable(merged, inner.schema):
            return None
        here = join(at.path, "allOf", i)
        kpaths.update({k: here for k in inner.schema if k not in merged})
        merged = _merge(inner.schema, merged)
    d.keepalive.append(merged)
    return merged, kpaths


# Keywords whose meaning depends on their siblings in the same schema object: laying two allOf
# branches into one object would change what they apply to.
_SIBLING_BOUND = frozenset({
    "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "items", "prefixItems",
    "additionalItems", "contains", "minContains", "maxContains", "if", "then", "else", "$ref",
    "$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$dynamicRef", "$recursiveRef",
    "allOf", "anyOf", "oneOf",
})
_TEXT = frozenset({"title", "description", "$comment", "examples"})


def _mergeable(one: dict[str, Any], two: dict[str, Any]) -> bool:
    """Whether the conjunction of two schemas (an allOf of several branches) is exactly the one
    object `_merge` makes: no keyword bound to its siblings (other than one accepting every value)
    and no keyword both give differently, except properties with distinct names and required."""
    for schema in (one, two):
        for key in _SIBLING_BOUND & schema.keys():
            if not (key.startswith(("additional", "unevaluated"))
                    and accepts_everything(schema[key])):
                return False
    for key in (one.keys() & two.keys()) - _TEXT - {"required"}:
        if key == "properties" and isinstance(one[key], dict) and isinstance(two[key], dict):
            if any(not strict_equal(one[key][n], two[key][n]) for n in one[key].keys()
                   & two[key].keys()):
                return False
        elif not strict_equal(one[key], two[key]):
            return False
    return True


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
    consts = _const_union(old if unions_of(old) else new, keyword,
                          d.old_root if unions_of(old) else d.new_root)
    if consts and _one_value_each(old, d.old_root) == _one_value_each(new, d.new_root):
        where = at.kw(keyword) if unions_of(new) else at.kw("enum")
        d.emit(oc.REWRITTEN, where, at.label, f"`enum` written as an `{keyword}` of one value "
               "per branch (or back)", "it accepts exactly the same values")
    old_branches = _branches(d, old, at, d.old_root, new=False, split_enum=consts)
    new_branches = _branches(d, new, at, d.new_root, new=True, split_enum=consts)
    classify_union(d, keyword, old_branches, new_branches, at)


def _const_union(schema: dict[str, Any], keyword: str, root: Any) -> bool:
    """A union of two or more branches that each allow one value (zod 4 writes an enum of
    literals so): the other side's `enum` is then compared member by member."""
    branches = schema.get(keyword)
    if not isinstance(branches, list) or len(branches) < 2:
        return False
    for raw in branches:
        target = resolve(raw, root)
        one = target.schema if not target.problem else None
        enum = one.get("enum") if isinstance(one, dict) else None
        if not isinstance(one, dict) or not ("const" in one or (
                isinstance(enum, list) and len(enum) == 1)):
            return False
    return True


def _one_value_each(schema: dict[str, Any], root: Any) -> frozenset[str] | None:
    """The values of an `enum`, or of a union of one-value branches; None otherwise."""
    keys = unions_of(schema)
    if not keys:
        values = schema.get("enum")
        return frozenset(value_key(v) for v in values) if isinstance(values, list) else None
    out = set()
    for raw in schema[keys[0]]:
        target = resolve(raw, root)
        value = _const(target.schema) if not target.problem else ABSENT
        if value is ABSENT:
            return None
        out.add(value_key(value))
    return frozenset(out)


def _split_enum(schema: dict[str, Any]) -> list[dict[str, Any]]:
    values = schema.get("enum")
    if not isinstance(values, list) or len(values) < 2 or "const" in schema:
        return [schema]
    rest = {k: v for k, v in schema.items() if k != "enum"}
    return [{**rest, "const": value} for value in values]


def _branches(
    d: SchemaDiff, schema: dict[str, Any], at: At, root: Any, *, new: bool,
    split_enum: bool = False,
) -> list[Branch]:
    rest = {k: v for k, v in schema.items() if k not in ANNOTATIONS and k not in UNIONS}
    keywords = unions_of(schema)
    if not keywords:
        parts = [p for part in split_by_type(rest)
                 for p in (_split_enum(part) if split_enum else [part])]
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
