"""Numeric range (minimum/maximum, exclusive bounds in draft-04 and 2020-12 form, multipleOf)
and count limits (string length, object size, array items, contains)."""

from __future__ import annotations

import math
from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.context import At, SchemaDiff
from mcpcheck.checks.drift.jsonutil import show, strict_equal
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.scalars import ABSENT, type_set
from mcpcheck.schemas.exactnum import is_multiple

Bound = tuple[float, bool]  # (limit, exclusive)
_BAD: Any = object()


def _number(value: Any) -> bool:
    if isinstance(value, float):
        return not math.isnan(value)
    return isinstance(value, int) and not isinstance(value, bool)


def _bound(schema: dict[str, Any], upper: bool) -> tuple[Bound | None, str] | None:
    """The tightest bound on one side and the keyword holding it; None when malformed."""
    inclusive_key, exclusive_key = (
        ("maximum", "exclusiveMaximum") if upper else ("minimum", "exclusiveMinimum")
    )
    inclusive, exclusive = schema.get(inclusive_key, ABSENT), schema.get(exclusive_key, ABSENT)
    found: list[tuple[Bound, str]] = []
    if inclusive is not ABSENT:
        if not _number(inclusive):
            return None
        draft04 = exclusive is True
        found.append(((inclusive, draft04), inclusive_key))
    if exclusive is not ABSENT and not isinstance(exclusive, bool):
        if not _number(exclusive):
            return None
        found.append(((exclusive, True), exclusive_key))
    if not found:
        return None, inclusive_key
    return min(found, key=lambda item: _rank(item[0], upper))


def _rank(bound: Bound, upper: bool) -> tuple[float, int]:
    """Smaller rank = tighter bound."""
    value, exclusive = bound
    return (value if upper else -value, 0 if exclusive else 1)


def _tighter(a: Bound | None, b: Bound | None, upper: bool) -> bool:
    if a is None:
        return False
    return b is None or _rank(a, upper) < _rank(b, upper)


def _fmt(bound: Bound | None, upper: bool) -> str:
    if bound is None:
        return "none"
    op = ("<" if bound[1] else "<=") if upper else (">" if bound[1] else ">=")
    return f"{op} {show(bound[0])}"


def _int_limit(bound: Bound, upper: bool) -> int:
    value, exclusive = bound
    if upper:
        return math.floor(value) if not exclusive else math.ceil(value) - 1
    return math.ceil(value) if not exclusive else math.floor(value) + 1


def _region(tight: Bound, loose: Bound | None, upper: bool, integer: bool) -> str:
    """The values the tight bound excludes and the loose one allows."""
    if integer and all(math.isfinite(b[0]) for b in (tight, loose) if b is not None):
        edge = _int_limit(tight, upper) + (1 if upper else -1)
        if loose is None:
            return f"values {'above' if upper else 'below'} {_int_limit(tight, upper)}"
        far = _int_limit(loose, upper)
        low, high = (edge, far) if upper else (far, edge)
        if low <= high:
            return f"{low}..{high}" if low != high else str(low)
    word = (
        ("at or above" if tight[1] else "above")
        if upper
        else ("at or below" if tight[1] else "below")
    )
    return f"values {word} {show(tight[0])}"


MAX_SAFE = 2**53 - 1  # zod 4 writes this bound on every integer: not a practical narrowing


def effective_bounds(schema: dict[str, Any], upper: bool, integer: bool) -> Any:
    """The tightest bound on one side as (limit, exclusive), integer-aware (an integer's bound is
    the inclusive integer limit, so `exclusiveMinimum: 0` equals `minimum: 1`); None when there
    is none, ABSENT when a bound is malformed."""
    found = _bound(schema, upper)
    if found is None:
        return ABSENT
    return _effective(found[0], upper, integer)


def _beyond_safe(bound: Bound | None, upper: bool) -> bool:
    return bound is not None and (bound[0] >= MAX_SAFE if upper else bound[0] <= -MAX_SAFE)


def only_integers(types: frozenset[str] | None) -> bool:
    """The numbers a schema admits are integers (`["integer", "null"]` too; no `number`)."""
    return types is not None and "integer" in types and "number" not in types


def compare_range(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    types = type_set(new.get("type", ABSENT))
    integer = only_integers(types)
    for upper in (True, False):
        before, after = _bound(old, upper), _bound(new, upper)
        keys = ("maximum", "exclusiveMaximum") if upper else ("minimum", "exclusiveMinimum")
        if before is None or after is None:
            if any(not strict_equal(old.get(k), new.get(k)) for k in keys):
                d.unclassified(at.kw(keys[0]), at.label, "numeric bound is not a number")
            continue
        (ob, okey), (nb, nkey) = before, after
        path = at.kw(nkey if nb is not None else okey)
        eff_old, eff_new = _effective(ob, upper, integer), _effective(nb, upper, integer)
        edge = _beyond_safe(ob, upper) or _beyond_safe(nb, upper)
        if edge:
            eff_old = None if _beyond_safe(ob, upper) else eff_old
            eff_new = None if _beyond_safe(nb, upper) else eff_new
        narrowed, widened = _tighter(eff_new, eff_old, upper), _tighter(eff_old, eff_new, upper)
        if not narrowed and not widened:
            if any(not strict_equal(old.get(k), new.get(k)) for k in keys):
                _same_set(d, at, path, (ob, nb), upper, edge=edge, integer=integer)
            continue
        if nb is None or ob is None or (okey == nkey and ob[1] == nb[1]):
            what = change_text(nkey if nb is not None else okey, _value(ob), _value(nb))
        else:
            side = "upper" if upper else "lower"
            what = f"{side} bound changed from {_fmt(ob, upper)} to {_fmt(nb, upper)}"
        consequence = None
        if narrowed and d.direction is Direction.INPUT and eff_new is not None:
            region = _region(eff_new, eff_old, upper, integer)
            consequence = f"callers sending {region} will be rejected"
        elif widened and d.direction is Direction.OUTPUT and eff_old is not None:
            consequence = f"readers may now receive {_region(eff_old, eff_new, upper, integer)}"
        d.shift("range", narrowed, widened, path, at.label, what, consequence)
    _compare_multiple_of(d, old, new, at)


def _effective(bound: Bound | None, upper: bool, integer: bool) -> Bound | None:
    if bound is None or not integer or not math.isfinite(bound[0]):
        return bound
    return (_int_limit(bound, upper), False)


def _same_set(
    d: SchemaDiff, at: At, path: str, pair: tuple[Bound | None, Bound | None], upper: bool,
    *, edge: bool, integer: bool,
) -> None:
    """Bounds written differently that accept the same values (or differ only beyond the safe
    integer range): reported so nothing is silent, never as a narrowing."""
    ob, nb = pair
    side = "upper" if upper else "lower"
    what = f"{side} bound changed from {_fmt(ob, upper)} to {_fmt(nb, upper)}"
    if edge:
        d.emit(
            oc.SAFE_INTEGER_BOUND, path, at.label, what,
            f"the difference lies at or beyond +/-(2^53-1) = {MAX_SAFE}, where JSON numbers "
            "cannot be exchanged exactly anyway (zod 4 writes this bound on every integer); "
            "no practical value changes",
        )
    else:
        kind = "integers" if integer else "values"
        d.emit(oc.REWRITTEN, path, at.label, what, f"it accepts exactly the same {kind}")


def _is_multiple(a: float, b: float) -> bool:
    """Exact, on the numbers' decimal form (0.3 is a multiple of 0.1); never for NaN/infinity."""
    return is_multiple(a, b) is True


def _compare_multiple_of(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    before, after = old.get("multipleOf", ABSENT), new.get("multipleOf", ABSENT)
    if strict_equal(before, after):
        return
    path = at.kw("multipleOf")
    bad = [v for v in (before, after) if v is not ABSENT and not (_number(v) and v > 0)]
    if bad:
        d.unclassified(path, at.label, f"`multipleOf` is not a positive number: {show(bad[0])}")
        return
    if before is ABSENT:
        narrowed, widened = True, False
    elif after is ABSENT:
        narrowed, widened = False, True
    else:
        subset = _is_multiple(after, before)  # every new multiple was an old multiple
        superset = _is_multiple(before, after)
        if subset and superset:
            return
        narrowed, widened = not superset, not subset
    what = change_text(
        "multipleOf", None if before is ABSENT else before, None if after is ABSENT else after
    )
    d.shift("range", narrowed, widened, path, at.label, what)


def _value(bound: Bound | None) -> float | None:
    return None if bound is None else bound[0]


def change_text(keyword: str, before: float | None, after: float | None) -> str:
    if before is None:
        return f"{keyword} {show(after)} added"
    if after is None:
        return f"{keyword} {show(before)} removed"
    verb = "raised" if after > before else "lowered" if after < before else "changed"
    return f"{keyword} {verb} from {show(before)} to {show(after)}"


_COUNTS = (
    ("minLength", "maxLength", "length", 0),
    ("minProperties", "maxProperties", "length", 0),
    ("minItems", "maxItems", "items", 0),
    ("minContains", "maxContains", "items", 1),
)


def _count(value: Any) -> Any:
    """int, None when absent, or _BAD."""
    if value is ABSENT:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    if isinstance(value, float) and value >= 0 and value.is_integer():
        return int(value)
    return _BAD


def compare_counts(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for low_key, high_key, kind, floor in _COUNTS:
        for key, is_max in ((low_key, False), (high_key, True)):
            raw_old, raw_new = old.get(key, ABSENT), new.get(key, ABSENT)
            if strict_equal(raw_old, raw_new):
                continue
            before, after = _count(raw_old), _count(raw_new)
            if before is _BAD or after is _BAD:
                d.unclassified(at.kw(key), at.label, f"`{key}` is not a non-negative integer")
                continue
            if is_max:
                narrowed = after is not None and (before is None or after < before)
                widened = before is not None and (after is None or after > before)
            else:
                low_old = floor if before is None else before
                low_new = floor if after is None else after
                narrowed, widened = low_new > low_old, low_new < low_old
            what = change_text(key, before, after)
            d.shift(kind, narrowed, widened, at.kw(key), at.label, what)
