"""Array keywords: items and prefixItems (also the draft-07 tuple form with additionalItems),
uniqueItems. Item counts live in bounds.py, `contains` with the other applicators."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff
from mcpcheck.checks.drift.jsonutil import join, strict_equal
from mcpcheck.checks.drift.scalars import ABSENT

_KEYS = ("items", "prefixItems", "additionalItems")


class _Tuple:
    """Positional schemas, the schema for the rest, and the keywords that hold them."""

    def __init__(self, schema: dict[str, Any]) -> None:
        items = schema.get("items", ABSENT)
        if isinstance(items, list):
            self.prefix: Any = items
            self.prefix_key = "items"
            self.rest: Any = schema.get("additionalItems", True)
            self.rest_key = "additionalItems"
        else:
            self.prefix = schema.get("prefixItems", [])
            self.prefix_key = "prefixItems"
            self.rest = True if items is ABSENT else items
            self.rest_key = "items"
        self.ok = isinstance(self.prefix, list) and isinstance(self.rest, bool | dict)


def compare_items(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if all(k not in old and k not in new for k in _KEYS):
        return
    before, after = _Tuple(old), _Tuple(new)
    if not (before.ok and after.ok):
        if any(not strict_equal(old.get(k), new.get(k)) for k in _KEYS):
            d.unclassified(at.kw("items"), at.label, "`items` or `prefixItems` is malformed")
        return
    for index in range(max(len(before.prefix), len(after.prefix))):
        label = f"{at.label}[{index}]"
        old_item = before.prefix[index] if index < len(before.prefix) else before.rest
        if index < len(after.prefix):
            new_item, path = after.prefix[index], join(at.kw(after.prefix_key), index)
        else:
            new_item, path = after.rest, at.kw(after.rest_key)
        d.push(old_item, new_item, at.moved(path, label))
    d.push(before.rest, after.rest, at.sub(after.rest_key, label=f"{at.label}[]"))


def compare_unique(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    before, after = old.get("uniqueItems", False), new.get("uniqueItems", False)
    if before is after:
        return
    path = at.kw("uniqueItems")
    if not isinstance(before, bool) or not isinstance(after, bool):
        if not strict_equal(before, after):
            d.unclassified(path, at.label, "`uniqueItems` is not a boolean")
        return
    if after:
        d.emit(oc.ITEMS_NARROWED, path, at.label, "items must now be unique")
    else:
        d.emit(oc.RELAXED, path, at.label, "items no longer need to be unique")
