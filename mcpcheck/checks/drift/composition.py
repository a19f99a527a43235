"""allOf (branches paired like unions: an added branch narrows), not, if/then/else and the other
applicators (propertyNames, contains, unevaluatedProperties, unevaluatedItems)."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff, sub_label
from mcpcheck.checks.drift.jsonutil import show, strict_equal
from mcpcheck.checks.drift.pairing import pair_branches
from mcpcheck.checks.drift.scalars import ABSENT
from mcpcheck.checks.drift.subsume import accepts_everything
from mcpcheck.checks.drift.unions import base_of, list_branches

APPLICATORS = ("propertyNames", "contains", "unevaluatedProperties", "unevaluatedItems")


def compare_all_of(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if "allOf" not in old and "allOf" not in new:
        return
    before = list_branches(old, "allOf", at.path, at.label)
    after = list_branches(new, "allOf", base_of(at, "allOf"), at.label)
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


# What an applicator that constrains nothing reads as: JSON itself implies it.
_IMPLIED = {
    "propertyNames": "object keys are always strings",
    "unevaluatedProperties": "it accepts every value",
    "unevaluatedItems": "it accepts every value",
}


def implied(keyword: str, schema: Any) -> bool:
    """An applicator whose every constraint JSON already implies: `propertyNames` that accepts
    every string (zod 4 writes `{"type": "string"}` for every `z.record(z.string(), ...)`), or an
    `unevaluated*` schema that accepts every value."""
    if keyword not in _IMPLIED or not isinstance(schema, bool | dict):
        return False
    if accepts_everything(schema):
        return True
    return keyword == "propertyNames" and isinstance(schema, dict) and accepts_everything(
        {k: v for k, v in schema.items() if not (k == "type" and v == "string")})


def _applicator(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At, keyword: str
) -> None:
    before, after = old.get(keyword, ABSENT), new.get(keyword, ABSENT)
    if before is ABSENT and after is ABSENT:
        return
    one = after if before is ABSENT else before if after is ABSENT else None
    if one is not None and implied(keyword, one):
        verb = "added" if before is ABSENT else "removed"
        d.emit(oc.REWRITTEN, at.kw(keyword), at.label, f"`{keyword}` {show(one)} {verb}",
               f"{_IMPLIED[keyword]}, so it accepts exactly the same values")
        return
    if before is ABSENT:
        d.emit(oc.COMPOSITION_NARROWED, at.kw(keyword), at.label, f"`{keyword}` added")
    elif after is ABSENT:
        d.emit(oc.RELAXED, at.kw(keyword), at.label, f"`{keyword}` removed")
    else:
        d.push(before, after, at.sub(keyword, label=sub_label(at.label, keyword)))
