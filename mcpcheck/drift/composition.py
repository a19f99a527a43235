"""Composition: anyOf/oneOf (unions), allOf, not, if/then/else and the other applicators
(propertyNames, contains, unevaluatedProperties, unevaluatedItems).

A schema with a union on one side only is lifted: its constraint keywords become one branch (or are
laid over each branch of the other side), so `{"type": "string"}` -> `{"anyOf": [{"type":
"string"}, {"type": "null"}]}` reads as "null added". A single-branch allOf is flattened into its
parent before comparison.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mcpcheck.drift import outcomes as oc
from mcpcheck.drift.context import At, SchemaDiff, sub_label
from mcpcheck.drift.jsonutil import join, show, strict_equal
from mcpcheck.drift.pairing import Branch, pair_branches
from mcpcheck.drift.refs import resolve
from mcpcheck.drift.scalars import ABSENT, compare_default, compare_description, compare_dialect

UNIONS = ("anyOf", "oneOf")
APPLICATORS = ("propertyNames", "contains", "unevaluatedProperties", "unevaluatedItems")
ANNOTATIONS = frozenset(
    {
        "title",
        "description",
        "default",
        "examples",
        "$comment",
        "deprecated",
        "readOnly",
        "writeOnly",
        "$schema",
        "$id",
        "$anchor",
        "$dynamicAnchor",
        "$defs",
        "definitions",
        "$vocabulary",
    }
)


def _unions(schema: dict[str, Any]) -> list[str]:
    return [k for k in UNIONS if k in schema]


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
    before, after = _unions(old), _unions(new)
    if bool(before) == bool(after):
        return False
    keys = before or after
    holder = old if before else new
    return len(keys) == 1 and isinstance(holder[keys[0]], list) and bool(holder[keys[0]])


def compare_lifted(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for group in (compare_dialect, compare_description, compare_default):
        group(d, old, new, at)
    keyword = (_unions(old) or _unions(new))[0]
    old_branches = _branches(d, old, at, d.old_root, new=False)
    new_branches = _branches(d, new, at, d.new_root, new=True)
    _classify_union(d, keyword, old_branches, new_branches, at)


def _branches(
    d: SchemaDiff, schema: dict[str, Any], at: At, root: Any, *, new: bool
) -> list[Branch]:
    rest = {k: v for k, v in schema.items() if k not in ANNOTATIONS and k not in UNIONS}
    keywords = _unions(schema)
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


def _is_null(schema: Any) -> bool:
    return (
        isinstance(schema, dict)
        and schema.get("type") == "null"
        and all(k == "type" or k in ANNOTATIONS for k in schema)
    )


def _classify_union(
    d: SchemaDiff, keyword: str, old: list[Branch], new: list[Branch], at: At
) -> None:
    pairs, removed, added = pair_branches(old, new, d.old_root, d.new_root)
    for before, after in pairs:
        d.push(before.schema, after.schema, at.moved(after.path, after.label, after.kpaths))
    for branch in removed:
        if _is_null(resolve(branch.schema, d.old_root).schema):
            d.emit(
                oc.TYPE_NARROWED,
                branch.path,
                at.label,
                f"null no longer allowed ({keyword} branch removed)",
            )
        elif branch.index is None:
            d.emit(
                oc.BRANCH_REMOVED,
                branch.path,
                at.label,
                f"former schema {show(branch.schema)} matches no {keyword} branch",
            )
        else:
            d.emit(
                oc.BRANCH_REMOVED,
                branch.path,
                at.label,
                f"{keyword} branch {branch.index} {show(branch.schema)} removed",
            )
    for branch in added:
        if _is_null(resolve(branch.schema, d.new_root).schema):
            d.emit(
                oc.TYPE_WIDENED, branch.path, at.label, f"null now allowed ({keyword} branch added)"
            )
        elif branch.index is None:
            d.emit(
                oc.BRANCH_ADDED,
                branch.path,
                at.label,
                f"{keyword} replaced by schema {show(branch.schema)}",
            )
        else:
            d.emit(
                oc.BRANCH_ADDED,
                branch.path,
                at.label,
                f"{keyword} branch {branch.index} {show(branch.schema)} added",
            )


def _list_branches(
    schema: dict[str, Any], keyword: str, path: str, label: str
) -> list[Branch] | None:
    raw = schema.get(keyword, [])
    if not isinstance(raw, list):
        return None
    return [
        Branch(b, join(path, keyword, j), sub_label(label, f"{keyword}[{j}]"), None, j)
        for j, b in enumerate(raw)
    ]


def compare_unions(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    before, after = _unions(old), _unions(new)
    if not before and not after:
        return
    if len(before) == len(after) == 1 and before != after:
        word = "replaced by"
        if after == ["oneOf"]:
            d.emit(
                oc.COMPOSITION_NARROWED,
                at.kw("oneOf"),
                at.label,
                f"anyOf {word} oneOf: a value matching several branches is now rejected",
            )
        else:
            d.emit(
                oc.RELAXED,
                at.kw("anyOf"),
                at.label,
                f"oneOf {word} anyOf: a value may now match several branches",
            )
        _compare_lists(d, old, new, at, before[0], after[0])
        return
    for keyword in UNIONS:
        if keyword in old and keyword in new:
            _compare_lists(d, old, new, at, keyword, keyword)
        elif keyword in new:
            d.emit(oc.COMPOSITION_NARROWED, at.kw(keyword), at.label, f"`{keyword}` added")
        elif keyword in old:
            d.emit(oc.RELAXED, at.kw(keyword), at.label, f"`{keyword}` removed")


def _compare_lists(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At, old_kw: str, new_kw: str
) -> None:
    before = _list_branches(old, old_kw, at.path, at.label)
    after = _list_branches(new, new_kw, _base(at, new_kw), at.label)
    if before is None or after is None or not old[old_kw] or not new[new_kw]:
        if not strict_equal(old.get(old_kw), new.get(new_kw)):
            d.unclassified(at.kw(new_kw), at.label, f"`{new_kw}` is not a non-empty list")
        return
    _classify_union(d, new_kw, before, after, at)


def _base(at: At, keyword: str) -> str:
    return at.kw(keyword)[: -len(keyword) - 1]


def compare_all_of(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if "allOf" not in old and "allOf" not in new:
        return
    before = _list_branches(old, "allOf", at.path, at.label)
    after = _list_branches(new, "allOf", _base(at, "allOf"), at.label)
    if before is None or after is None:
        if not strict_equal(old.get("allOf"), new.get("allOf")):
            d.unclassified(at.kw("allOf"), at.label, "`allOf` is not a list")
        return
    pairs, removed, added = pair_branches(before, after, d.old_root, d.new_root)
    for one, two in pairs:
        d.push(one.schema, two.schema, at.moved(two.path, two.label))
    for branch in added:
        d.emit(
            oc.COMPOSITION_NARROWED,
            branch.path,
            at.label,
            f"allOf branch {branch.index} {show(branch.schema)} added",
        )
    for branch in removed:
        d.emit(
            oc.RELAXED,
            branch.path,
            at.label,
            f"allOf branch {branch.index} {show(branch.schema)} removed",
        )


def compare_applicators(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for keyword in APPLICATORS:
        _applicator(d, old, new, at, keyword)
    for keyword in ("not", "if"):
        before, after = old.get(keyword, ABSENT), new.get(keyword, ABSENT)
        if strict_equal(before, after):
            continue
        if before is ABSENT:
            d.emit(oc.COMPOSITION_NARROWED, at.kw(keyword), at.label, f"`{keyword}` added")
        elif after is ABSENT:
            d.emit(oc.RELAXED, at.kw(keyword), at.label, f"`{keyword}` removed")
        else:
            d.unclassified(
                at.kw(keyword),
                at.label,
                f"`{keyword}` changed from {show(before)} to {show(after)}",
            )
    if strict_equal(old.get("if", ABSENT), new.get("if", ABSENT)):
        for keyword in ("then", "else"):
            _applicator(d, old, new, at, keyword)


def _applicator(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At, keyword: str
) -> None:
    before, after = old.get(keyword, ABSENT), new.get(keyword, ABSENT)
    if before is ABSENT and after is ABSENT:
        return
    if before is ABSENT:
        d.emit(oc.COMPOSITION_NARROWED, at.kw(keyword), at.label, f"`{keyword}` added")
    elif after is ABSENT:
        d.emit(oc.RELAXED, at.kw(keyword), at.label, f"`{keyword}` removed")
    else:
        d.push(before, after, at.sub(keyword, label=sub_label(at.label, keyword)))
