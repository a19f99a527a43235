"""Keywords on values: type, enum/const, string pattern/format, description, default, $schema."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff
from mcpcheck.checks.drift.dialects import dialect_level, sensitive_keywords
from mcpcheck.checks.drift.jsonutil import ABSENT as ABSENT  # the drift modules import it here
from mcpcheck.checks.drift.jsonutil import show, strict_equal, value_key
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.schemas.jsonvalues import json_type

ALL_TYPES = frozenset({"null", "boolean", "object", "array", "number", "string", "integer"})
_LIST_LIMIT = 10


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def type_set(raw: Any) -> frozenset[str] | None:
    """Effective JSON types (absent = all); None when `type` is malformed."""
    if raw is ABSENT:
        return ALL_TYPES
    names = [raw] if isinstance(raw, str) else raw
    if not isinstance(names, list) or not names:
        return None
    if not all(isinstance(n, str) and n in ALL_TYPES for n in names):
        return None
    return frozenset(names)


def _covered(name: str, types: frozenset[str]) -> bool:
    return name in types or (name == "integer" and "number" in types)


def fmt_types(types: frozenset[str]) -> str:
    if types == ALL_TYPES:
        return "any type"
    return " or ".join(sorted(types))


def fmt_values(keys: list[str], values: dict[str, Any]) -> str:
    shown = [show(values[k], 40) for k in sorted(keys)[:_LIST_LIMIT]]
    more = len(keys) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more > 0 else "")


def compare_type(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    raw_old, raw_new = old.get("type", ABSENT), new.get("type", ABSENT)
    if raw_old is ABSENT and raw_new is ABSENT:
        return
    old_types, new_types = type_set(raw_old), type_set(raw_new)
    if old_types is None or new_types is None:
        if not strict_equal(raw_old, raw_new):
            d.unclassified(
                at.kw("type"),
                at.label,
                f"`type` is malformed (was {show(raw_old)}, now {show(raw_new)})",
            )
        return
    removed = frozenset(t for t in old_types if not _covered(t, new_types))
    added = frozenset(t for t in new_types if not _covered(t, old_types))
    if not removed and not added:
        return
    if removed and added:
        what = f"type changed from {fmt_types(old_types)} to {fmt_types(new_types)}"
    elif removed:
        what = f"type no longer allows {fmt_types(removed)} (now {fmt_types(new_types)})"
    else:
        what = f"type now also allows {fmt_types(added)} (was {fmt_types(old_types)})"
    d.shift("type", bool(removed), bool(added), at.kw("type"), at.label, what)


def allowed_values(schema: dict[str, Any]) -> tuple[str, dict[str, Any] | None] | None:
    """(keyword, {key: value}) of const/enum; (keyword, None) if unrestricted; None if malformed."""
    if "const" in schema:
        value = schema["const"]
        return "const", {value_key(value): value}
    if "enum" not in schema:
        return "enum", None
    values = schema["enum"]
    if not isinstance(values, list):
        return None
    return "enum", {value_key(v): v for v in values}


def compare_enum(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if not ("enum" in old or "enum" in new or "const" in old or "const" in new):
        return
    before, after = allowed_values(old), allowed_values(new)
    if before is None or after is None:
        keyword = "enum"
        if not strict_equal(old.get(keyword), new.get(keyword)):
            d.unclassified(at.kw(keyword), at.label, "`enum` is not a list")
        return
    path = at.kw(after[0] if after[1] is not None else before[0])
    old_values, new_values = before[1], after[1]
    whole = (old.get(before[0], ABSENT), new.get(after[0], ABSENT))  # both lists, complete
    if old_values is None and new_values is not None:
        what = f"restricted to {fmt_values(list(new_values), new_values)}"
        d.emit(oc.ENUM_INTRODUCED, path, at.label, what, values=whole)
    elif old_values is not None and new_values is None:
        what = f"no longer restricted to {fmt_values(list(old_values), old_values)}"
        d.emit(oc.RELAXED, path, at.label, what, values=whole)
    elif old_values is not None and new_values is not None:
        removed = [k for k in old_values if k not in new_values]
        added = [k for k in new_values if k not in old_values]
        if removed:
            d.emit(
                oc.ENUM_REMOVED,
                path,
                at.label,
                f"allowed values removed: {fmt_values(removed, old_values)}",
                values=whole,
            )
        if added:
            d.emit(
                oc.ENUM_ADDED,
                path,
                at.label,
                f"allowed values added: {fmt_values(added, new_values)}",
                values=whole,
            )


def compare_description(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    before, after = old.get("description", ABSENT), new.get("description", ABSENT)
    if strict_equal(before, after):
        return
    if before is ABSENT:
        what = f"description added: {show(after)}"
    elif after is ABSENT:
        what = f"description removed (was {show(before)})"
    else:
        what = f"description changed from {show(before)} to {show(after)}"
    d.emit(oc.DESCRIPTION_CHANGED, at.kw("description"), at.label, what,
           change=(before, after))


def compare_default(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    """A default is what the server assumes when the argument is omitted (docs/design.md, "A
    default that switches behaviour is breaking"): a boolean, a member of the enum/const or a
    value of another type switches what every such call does; `null` means "not given"; a
    string whose comma-separated items are the same in another order is a reordering."""
    if d.direction is Direction.OUTPUT:
        return
    before, after = old.get("default", ABSENT), new.get("default", ABSENT)
    if strict_equal(before, after):
        return
    path = at.kw("default")
    values = (before, after)
    if before is ABSENT and after is None:
        d.emit(oc.DEFAULT_NULL_ADDED, path, at.label, "default null added",
               "null means not given: the server's own default still applies", values=values)
    elif before is ABSENT:
        d.emit(oc.DEFAULT_CHANGED, path, at.label, f"default added: {show(after)}",
               values=values)
    elif after is ABSENT:
        d.emit(oc.DEFAULT_CHANGED, path, at.label, f"default removed (was {show(before)})",
               values=values)
    elif after is None and _nullable(new, d.new_root) and not _nullable(old, d.old_root):
        d.emit(oc.DEFAULT_CHANGED, path, at.label,
               f"default removed (was {show(before)}; now null, and the argument just became "
               "nullable: null means not given)", values=values)
    else:
        what = f"default changed from {show(before)} to {show(after)}"
        switch = _switch(before, after, (old, d.old_root), (new, d.new_root))
        items = reordered_items(before, after)
        if switch:
            d.emit(oc.DEFAULT_SWITCHED, path, at.label, f"{what} ({switch})", values=values)
        elif items:
            # The message names no value, so its fingerprint is the same whatever the order.
            d.emit(oc.DEFAULT_REORDERED, path, at.label,
                   f"default lists the same {items} comma-separated items in another order",
                   values=values)
        else:
            d.emit(oc.DEFAULT_CHANGED, path, at.label, what, values=values)


def reordered_items(before: Any, after: Any) -> int:
    """The number of comma-separated items two string defaults share in another order (spaces
    around an item do not count), or 0 when they are not a reordering of each other."""
    if not isinstance(before, str) or not isinstance(after, str):
        return 0
    old_items = [item.strip() for item in before.split(",")]
    new_items = [item.strip() for item in after.split(",")]
    if len(old_items) < 2 or old_items == new_items or sorted(old_items) != sorted(new_items):
        return 0
    return len(old_items)


def _switch(before: Any, after: Any, old: tuple[dict[str, Any], Any],
            new: tuple[dict[str, Any], Any]) -> str:
    """Why a changed default switches behaviour, or "" when it is a value on a scale."""
    if json_type(before) != json_type(after) and not (is_number(before) and is_number(after)):
        return f"now of type {json_type(after)}, was {json_type(before)}"
    if isinstance(before, bool):
        return "a boolean switched"
    members = _members(*old) + _members(*new)
    keys = {value_key(m) for m in members}
    if value_key(before) in keys or value_key(after) in keys:
        return "another of the argument's fixed values"
    return ""


def _nodes(schema: Any, root: Any, depth: int = 0) -> list[dict[str, Any]]:
    """The node and, a few levels down, its union/allOf branches and local `$ref` targets."""
    target = resolve(schema, root)
    node = target.schema if not target.problem else None
    if not isinstance(node, dict) or depth > 3:
        return []
    out = [node]
    for key in ("anyOf", "oneOf", "allOf"):
        branches = node.get(key)
        if isinstance(branches, list):
            for branch in branches[:64]:
                out += _nodes(branch, root, depth + 1)
    return out


def _members(schema: dict[str, Any], root: Any) -> list[Any]:
    out: list[Any] = []
    for node in _nodes(schema, root):
        if "const" in node:
            out.append(node["const"])
        if isinstance(node.get("enum"), list):
            out += node["enum"]
    return out


def _nullable(schema: dict[str, Any], root: Any) -> bool:
    for node in _nodes(schema, root):
        types = type_set(node.get("type", ABSENT))
        if "type" in node and types is not None and "null" in types:
            return True
        if node.get("const", ABSENT) is None or (
                isinstance(node.get("enum"), list) and None in node["enum"]):
            return True
    return False


def compare_dialect(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if not at.root:
        return
    before, after = old.get("$schema", ABSENT), new.get("$schema", ABSENT)
    if strict_equal(before, after):
        return
    what = f"`$schema` changed from {_opt(before)} to {_opt(after)}"
    levels = [dialect_level(None if v is ABSENT else v) for v in (before, after)]
    if levels[0] == levels[1] and strict_equal(_dialect(before), _dialect(after)):
        d.emit(oc.DIALECT_SAME_MEANING, at.kw("$schema"), at.label, what,
               "the same dialect, written differently")
        return
    reasons = sensitive_keywords((d.old_root, d.new_root), levels[0], levels[1])
    if reasons:
        shown = "; ".join(reasons[:4]) + (f"; and {len(reasons) - 4} more" if len(reasons) > 4
                                          else "")
        d.emit(oc.DIALECT_CHANGED, at.kw("$schema"), at.label, what,
               f"the schema uses keywords whose meaning differs: {shown}; validators may "
               "interpret it differently")
    else:
        d.emit(oc.DIALECT_SAME_MEANING, at.kw("$schema"), at.label, what)


DEFAULT_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def _dialect(value: Any) -> Any:
    """Absent means 2020-12 (MCP 2025-11-25); a trailing empty fragment does not matter."""
    if value is ABSENT:
        return DEFAULT_DIALECT
    return value.removesuffix("#") if isinstance(value, str) else value


def compare_string(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for key in ("pattern", "format"):
        before, after = old.get(key, ABSENT), new.get(key, ABSENT)
        if strict_equal(before, after):
            continue
        bad = [v for v in (before, after) if v is not ABSENT and not isinstance(v, str)]
        if bad:
            d.unclassified(at.kw(key), at.label, f"`{key}` is not a string: {show(bad[0])}")
        elif key == "format":
            what = f"format changed from {_opt(before)} to {_opt(after)}"
            d.emit(oc.FORMAT_CHANGED, at.kw(key), at.label, what)
        elif before is ABSENT:
            d.emit(oc.PATTERN_ADDED, at.kw(key), at.label, f"pattern {show(after)} added")
        elif after is ABSENT:
            d.emit(oc.RELAXED, at.kw(key), at.label, f"pattern {show(before)} removed")
        else:
            _pattern_changed(d, before, after, at)


def _pattern_changed(d: SchemaDiff, before: str, after: str, at: At) -> None:
    """Decided by language inclusion where it can be proven (patterns.py)."""
    from mcpcheck.checks.drift.patterns import compare_patterns  # the regex engine: when needed

    what = f"pattern changed from {show(before)} to {show(after)}"
    verdict = compare_patterns(before, after)
    path = at.kw("pattern")
    if isinstance(verdict, str):
        d.emit(oc.PATTERN_CHANGED, path, at.label, what, f"whether it narrows or widens could "
               f"not be decided ({verdict}): some values that matched before may now be "
               "rejected" if d.direction is Direction.INPUT else f"whether it narrows or "
               f"widens could not be decided ({verdict}): readers may receive values that did "
               "not match before")
    elif verdict.old_in_new and verdict.new_in_old:
        d.emit(oc.REWRITTEN, path, at.label, what)
    elif verdict.old_in_new:
        d.emit(oc.RELAXED, path, at.label, f"{what}: it accepts every value it accepted, and more")
    elif verdict.new_in_old:
        d.emit(oc.PATTERN_NARROWED, path, at.label, f"{what}: it rejects some values it accepted")
    else:
        d.shift("pattern", True, True, path, at.label,
                f"{what}: it rejects some values it accepted and accepts others it rejected")


def _opt(value: Any) -> str:
    return "none" if value is ABSENT else show(value)
