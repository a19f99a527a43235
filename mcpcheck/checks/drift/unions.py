"""anyOf/oneOf: branches paired regardless of order, unpaired ones classified by direction;
a null branch added or removed reads as a type change; anyOf <-> oneOf is a composition change."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff, sub_label
from mcpcheck.checks.drift.jsonutil import join, show, strict_equal
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.pairing import Branch, pair_branches
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.subsume import covers
from mcpcheck.schemas.jsonvalues import json_type

UNIONS = ("anyOf", "oneOf")
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


def unions_of(schema: dict[str, Any]) -> list[str]:
    return [k for k in UNIONS if k in schema]


def _is_null(schema: Any) -> bool:
    return (
        isinstance(schema, dict)
        and schema.get("type") == "null"
        and all(k == "type" or k in ANNOTATIONS for k in schema)
    )


def classify_union(
    d: SchemaDiff, keyword: str, old: list[Branch], new: list[Branch], at: At
) -> None:
    pairs, removed, added = pair_branches(old, new, d.old_root, d.new_root)
    for before, after in pairs:
        d.push(before.schema, after.schema, at.moved(after.path, after.label, after.kpaths))
    kept = {keyword: [b.schema for b in new]}
    for branch in removed:
        if _is_null(resolve(branch.schema, d.old_root).schema):
            d.emit(
                oc.TYPE_NARROWED,
                branch.path,
                at.label,
                f"null no longer allowed ({keyword} branch removed)",
            )
        elif covers(kept, branch.schema, d.new_root, d.old_root):
            d.emit(
                oc.BRANCH_REMOVED_COVERED,
                branch.path,
                at.label,
                f"former {keyword} branch {show(branch.schema)} removed, but every value it "
                f"accepted still matches the new {keyword}",
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
    classify_added(d, keyword, [b.schema for b in old], {"anyOf": [b.schema for b in old]},
                   added, at)


def classify_added(
    d: SchemaDiff, keyword: str, old: list[Any], whole: Any, added: list[Branch], at: At
) -> None:
    """Added branches: `old` are the former alternatives (their types say what is fresh),
    `whole` the former schema (what an added branch must stay within to be covered)."""
    old_types = _union_types([resolve(b, d.old_root).schema for b in old])
    for branch in added:
        schema = resolve(branch.schema, d.new_root).schema
        new_types = _types(schema)
        if _is_null(schema):
            d.emit(
                oc.TYPE_WIDENED, branch.path, at.label, f"null now allowed ({keyword} branch added)"
            )
        elif keyword == "oneOf" and not _disjoint(new_types, old, d):
            fresh = _fresh(new_types, old_types)
            d.emit(
                oc.ONEOF_TYPE_ADDED if fresh else oc.ONEOF_BRANCH_ADDED,
                branch.path,
                at.label,
                f"oneOf branch {show(branch.schema)} added and may overlap an existing branch: "
                "a value that matched exactly one branch can now match two and be rejected"
                + (f"; results may now also be {fresh}" if fresh else ""),
            )
        elif fresh := _fresh(new_types, old_types):
            d.emit(oc.TYPE_WIDENED, branch.path, at.label,
                   f"{keyword} branch {show(branch.schema)} added: now also {fresh}")
        else:
            covered = covers(whole, branch.schema, d.old_root, d.new_root)
            what = (
                f"{keyword} replaced by schema {show(branch.schema)}"
                if branch.index is None
                else f"{keyword} branch {branch.index} {show(branch.schema)} added"
            )
            if covered:
                d.emit(oc.BRANCH_ADDED_COVERED, branch.path, at.label, what,
                       None if d.direction is Direction.OUTPUT else "existing callers are "
                       "unaffected")
            else:
                d.emit(oc.BRANCH_ADDED, branch.path, at.label, what)


_JSON_TYPES = frozenset({"null", "boolean", "object", "array", "number", "integer", "string"})


def _value_type(value: Any) -> str:
    """JSON type of a const/enum value; 1.0 is an integer, as JSON Schema says."""
    if isinstance(value, float) and value.is_integer():
        return "integer"
    return json_type(value)


def _types(schema: Any) -> set[str] | None:
    """The JSON types a schema admits, or None when it cannot be read off the schema alone."""
    if not isinstance(schema, dict):
        return None
    if "const" in schema:
        found = {_value_type(schema["const"])}
    elif isinstance(schema.get("enum"), list) and schema["enum"]:
        found = {_value_type(v) for v in schema["enum"]}
    elif isinstance(schema.get("type"), str):
        found = {schema["type"]}
    elif isinstance(schema.get("type"), list) and all(isinstance(t, str) for t in schema["type"]):
        found = set(schema["type"])
    else:
        return None
    if not found <= _JSON_TYPES:
        return None
    if "number" in found:
        found.add("integer")
    return found


def _fresh(new_types: set[str] | None, old_types: set[str] | None) -> str:
    """Types the added branch admits that no old branch did ("" when none or unknown)."""
    if new_types is None or old_types is None:
        return ""
    return ", ".join(sorted(new_types - old_types))


def _union_types(schemas: list[Any]) -> set[str] | None:
    out: set[str] = set()
    for schema in schemas:
        types = _types(schema)
        if types is None:
            return None
        out |= types
    return out


def _disjoint(new_types: set[str] | None, old: list[Any], d: SchemaDiff) -> bool:
    """True only when no value can match both the added branch and an existing one."""
    if new_types is None:
        return False
    for branch in old:
        types = _types(resolve(branch, d.old_root).schema)
        if types is None or types & new_types:
            return False
    return True


def list_branches(
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
    before, after = unions_of(old), unions_of(new)
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
    before = list_branches(old, old_kw, at.path, at.label)
    after = list_branches(new, new_kw, base_of(at, new_kw), at.label)
    if before is None or after is None or not old[old_kw] or not new[new_kw]:
        if not strict_equal(old.get(old_kw), new.get(new_kw)):
            d.unclassified(at.kw(new_kw), at.label, f"`{new_kw}` is not a non-empty list")
        return
    classify_union(d, new_kw, before, after, at)


def base_of(at: At, keyword: str) -> str:
    return at.kw(keyword)[: -len(keyword) - 1]
