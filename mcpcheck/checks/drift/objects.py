"""Object keywords: properties and required, additionalProperties, patternProperties and the
2020-12 object constraints (propertyNames, dependentRequired, dependentSchemas,
unevaluatedProperties; draft-07 `dependencies`)."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff, prop_label, sub_label
from mcpcheck.checks.drift.jsonutil import join, safe_name, show, strict_equal
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.scalars import ABSENT
from mcpcheck.checks.drift.subsume import accepts_everything, covers
from mcpcheck.errors import SchemaError

_BAD: Any = object()


def required_set(schema: dict[str, Any]) -> tuple[set[str], bool]:
    """Names in `required` (missing = none) and whether the keyword is well-formed."""
    raw = schema.get("required", ABSENT)
    if raw is ABSENT:
        return set(), True
    if not isinstance(raw, list):
        return set(), False
    names = {n for n in raw if isinstance(n, str)}
    return names, len(names) == len(raw)


def extra_schema(schema: dict[str, Any]) -> Any:
    """Effective additionalProperties: True when missing; True/False/dict, or _BAD."""
    raw = schema.get("additionalProperties", True)
    return raw if isinstance(raw, bool | dict) else _BAD


def _effective(extra: Any) -> Any:
    """A schema that accepts every value (`{}`, which zod 4 writes for every record and
    passthrough object, or one of annotations only) is `true`."""
    return True if isinstance(extra, dict) and accepts_everything(extra) else extra


def compare_properties(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    old_props, new_props = old.get("properties", {}), new.get("properties", {})
    if not isinstance(old_props, dict) or not isinstance(new_props, dict):
        if not strict_equal(old_props, new_props):
            d.unclassified(
                at.kw("properties"),
                at.label,
                f"`properties` is not an object (was {show(old_props)}, now {show(new_props)})",
            )
        return
    old_req, old_ok = required_set(old)
    new_req, new_ok = required_set(new)
    if not (old_ok and new_ok) and not strict_equal(old.get("required"), new.get("required")):
        d.unclassified(at.kw("required"), at.label, "`required` is not a list of names")
    old_extra, new_extra = _effective(extra_schema(old)), _effective(extra_schema(new))
    names = set(old_props) | set(new_props) | old_req | new_req
    if not names:
        return
    for name in sorted(names):
        _compare_property(
            d, name, (old_props, old_req, old_extra), (new_props, new_req, new_extra), at, new
        )


Side = tuple[dict[str, Any], set[str], Any]  # properties, required names, additionalProperties


def _compare_property(
    d: SchemaDiff, name: str, old: Side, new: Side, at: At, new_schema: dict[str, Any]
) -> None:
    (old_props, old_req, old_extra), (new_props, new_req, new_extra) = old, new
    label = prop_label(at.label, name)
    defined = name in old_props or name in new_props
    path = join(at.kw("properties"), name) if defined else at.kw("required")
    # a name only ever listed in `required` exists on both sides (as additionalProperties)
    in_old = name in old_props or name in old_req or not defined
    in_new = name in new_props or name in new_req or not defined
    if in_old and in_new:
        if name in new_req and name not in old_req:
            d.emit(oc.BECAME_REQUIRED, path, label, "became required")
        elif name in old_req and name not in new_req:
            d.emit(oc.BECAME_OPTIONAL, path, label, "became optional")
        if defined:
            sub = at.sub("properties", name, label=label) if name in new_props else None
            d.push(
                old_props.get(name, _open(old_extra)),
                new_props.get(name, _open(new_extra)),
                sub or at.moved(path, label),
            )
    elif in_new:
        required = name in new_req
        outcome = oc.PROPERTY_ADDED_REQUIRED if required else oc.PROPERTY_ADDED_OPTIONAL
        what = f"{'required' if required else 'optional'} property added"
        d.emit(outcome, path, label, what, _added_consequence(d, required, old_extra))
        if isinstance(old_extra, dict) and name in new_props:
            d.push(old_extra, new_props[name], at.sub("properties", name, label=label))
    else:
        _removed(d, name, old_props.get(name, True), name in old_req, new_schema, path, label, at)


def _removed(d: SchemaDiff, name: str, was: Any, was_required: bool, new: dict[str, Any],
             path: str, label: str, at: At) -> None:
    """A property gone from `properties`: what the revision does with a caller that still sends
    it decides the rule (docs/design.md, "An argument removed from an implicitly open schema")."""
    if d.direction is Direction.OUTPUT:  # readers: only whether it was required matters
        d.emit(oc.property_removed(closed=True, was_required=was_required), path, label,
               "property removed")
        extra = _effective(extra_schema(new))
        if isinstance(extra, dict):
            d.push(was, extra, at.moved(path, label))
        return
    takers = _pattern_takers(new, name)
    if takers is None:
        d.emit(oc.property_removed(closed=False, was_required=was_required), path, label,
               "property removed", "`patternProperties` cannot be evaluated for this name, so "
               "callers that still send it may be rejected or ignored")
        return
    extra = extra_schema(new)
    if takers:
        mapped = all(covers(t, was, d.new_root, d.old_root) for t in takers)
        why = "a `patternProperties` entry takes the name"
    elif "additionalProperties" in new and extra is not False and extra is not _BAD:
        mapped = extra is True or covers(extra, was, d.new_root, d.old_root)
        why = "the object is declared a map (`additionalProperties`)"
    elif extra is False:
        d.emit(oc.property_removed(closed=True, was_required=was_required), path, label,
               "property removed")
        return
    else:
        d.emit(oc.property_removed(closed=False, was_required=was_required), path, label,
               "property removed; the object does not declare `additionalProperties`, so a "
               "caller that still sends it is accepted", "the value is silently ignored: the "
               "same call no longer means the same")
        return
    if mapped:
        d.emit(oc.property_removed_into_map(was_required=was_required), path, label,
               f"property removed; {why} and accepts every value it accepted",
               "callers that still send it are accepted, and the value may still be passed "
               "through")
        return
    d.emit(oc.property_removed(closed=False, was_required=was_required), path, label,
           f"property removed; {why}, but does not accept every value it accepted",
           "callers that still send it may be rejected or ignored")
    for taker in takers or [extra]:
        d.push(was, taker, at.moved(path, label))


def _pattern_takers(schema: dict[str, Any], name: str) -> list[Any] | None:
    """The `patternProperties` schemas whose pattern matches `name` (ECMA-262 search); None
    when one cannot be evaluated."""
    raw = schema.get("patternProperties", {})
    if not isinstance(raw, dict):
        return None
    from mcpcheck.schemas.ecma import search  # the regex engine: only when a pattern is read

    out = []
    for pattern, sub in raw.items():
        try:
            if search(pattern, name):
                out.append(sub)
        except (SchemaError, ValueError):
            return None
    return out


def _added_consequence(d: SchemaDiff, required: bool, old_extra: Any) -> str | None:
    """The registry's sentence holds for a closed old object; an open one (extra properties
    allowed, e.g. an empty schema) may already have received the property from some callers."""
    if d.direction is not Direction.INPUT or old_extra is False:
        return None
    if required:
        return ("callers that do not send it will be rejected (the old schema allowed extra "
                "properties, so some callers may already send it)")
    return ("callers that do not send it are unaffected; the old schema allowed extra "
            "properties, so a caller that already sent one of this name must now match its schema")


def _open(extra: Any) -> Any:
    """The schema a property without its own definition gets from additionalProperties."""
    return extra if isinstance(extra, bool | dict) else True


def compare_additional(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    before, after = extra_schema(old), extra_schema(new)
    path = at.kw("additionalProperties")
    if before is _BAD or after is _BAD:
        if not strict_equal(old.get("additionalProperties"), new.get("additionalProperties")):
            d.unclassified(path, at.label, "`additionalProperties` is not a schema")
        return
    if (_effective(before) is True and _effective(after) is True
            and isinstance(before, dict) is not isinstance(after, dict)):
        written = show(before if isinstance(before, dict) else after)
        verb = "added" if isinstance(after, dict) else "removed"
        d.emit(oc.REWRITTEN, path, at.label, f"`additionalProperties` {written} {verb}",
               f"a schema of no constraint ({written}) accepts every value, as `true` and an "
               "absent keyword do: it accepts exactly the same values")
        return
    if isinstance(before, dict) and isinstance(after, dict):
        d.push(
            before,
            after,
            at.sub("additionalProperties", label=sub_label(at.label, "additionalProperties")),
        )
    elif before is True and after is not True:
        what = (
            "additional properties no longer allowed"
            if after is False
            else "additional properties must now match a schema"
        )
        d.emit(oc.AP_RESTRICTED, path, at.label, what)
    elif isinstance(before, dict) and after is False:
        d.emit(oc.AP_RESTRICTED, path, at.label, "additional properties no longer allowed")
    elif before is False and after is not False:
        d.emit(oc.RELAXED, path, at.label, "additional properties now allowed")
    elif isinstance(before, dict) and after is True:
        d.emit(oc.RELAXED, path, at.label, "additional properties no longer constrained")


def compare_schema_map(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At, key: str
) -> None:
    """patternProperties / dependentSchemas: entries in both are compared, new ones narrow."""
    before, after = old.get(key, {}), new.get(key, {})
    if not isinstance(before, dict) or not isinstance(after, dict):
        if not strict_equal(before, after):
            d.unclassified(at.kw(key), at.label, f"`{key}` is not an object")
        return
    for name in sorted(set(before) | set(after)):
        label = sub_label(at.label, f"{key} {safe_name(name, 40)}")
        if name in before and name in after:
            d.push(before[name], after[name], at.sub(key, name, label=label))
        elif name in after and key == "patternProperties" and accepts_everything(after[name]) \
                and _effective(extra_schema(old)) is True:
            d.emit(oc.REWRITTEN, join(at.kw(key), name), at.label,
                   f"`{key}` entry {show(name)} {show(after[name])} added",
                   "additional properties were already accepted, so it accepts exactly the "
                   "same values")
        elif name in after:
            d.emit(
                oc.COMPOSITION_NARROWED,
                join(at.kw(key), name),
                at.label,
                f"`{key}` entry {show(name)} added",
            )
        else:
            d.emit(
                oc.RELAXED, join(at.kw(key), name), at.label, f"`{key}` entry {show(name)} removed"
            )


def _dependency_pairs(schema: dict[str, Any]) -> tuple[set[tuple[str, str]], bool]:
    pairs: set[tuple[str, str]] = set()
    ok = True
    for key in ("dependentRequired", "dependencies"):
        raw = schema.get(key, {})
        if not isinstance(raw, dict):
            ok = False
            continue
        for name, needs in raw.items():
            if isinstance(needs, list):
                pairs.update((name, n) for n in needs if isinstance(n, str))
                ok = ok and all(isinstance(n, str) for n in needs)
            elif key == "dependentRequired" or not isinstance(needs, bool | dict):
                ok = False
    return pairs, ok


def compare_dependencies(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    keys = ("dependentRequired", "dependencies")
    if all(k not in old and k not in new for k in keys):
        return
    before, ok_old = _dependency_pairs(old)
    after, ok_new = _dependency_pairs(new)
    key = (
        "dependentRequired"
        if "dependentRequired" in new or "dependencies" not in new
        else ("dependencies")
    )
    if not (ok_old and ok_new):
        if any(not strict_equal(old.get(k), new.get(k)) for k in keys):
            d.unclassified(at.kw(key), at.label, f"`{key}` is malformed")
        return
    for name, needed in sorted(after - before):
        d.emit(
            oc.COMPOSITION_NARROWED,
            join(at.kw(key), name),
            at.label,
            f"`{safe_name(name)}` now requires `{safe_name(needed)}`",
        )
    for name, needed in sorted(before - after):
        d.emit(
            oc.RELAXED,
            join(at.kw(key), name),
            at.label,
            f"`{safe_name(name)}` no longer requires `{safe_name(needed)}`",
        )
    schemas_old = _dependency_schemas(old)
    schemas_new = _dependency_schemas(new)
    if schemas_old or schemas_new:
        compare_schema_map(
            d, {"dependencies": schemas_old}, {"dependencies": schemas_new}, at, "dependencies"
        )


def _dependency_schemas(schema: dict[str, Any]) -> dict[str, Any]:
    raw = schema.get("dependencies", {})
    if not isinstance(raw, dict):
        return {}
    return {k: v for k, v in raw.items() if isinstance(v, bool | dict)}
