"""Is every value one schema admits also admitted by another? A conservative answer.

`covers(old, new)` is True only when it can show that every value `new` accepts, `old` accepted
too; anything it cannot show is False. An output union branch that gains values readers could not
receive before is breaking; a branch that `covers` proves harmless is not (drift defect 1).

Every keyword of `new` can only narrow it (keywords are conjunctive), so the check walks the
constraining keywords of `old` and asks whether `new` implies each one.
"""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.bounds import effective_bounds, only_integers
from mcpcheck.checks.drift.jsonutil import strict_equal, value_key
from mcpcheck.checks.drift.pairing import _const
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import ABSENT, ALL_TYPES, type_set

MAX_DEPTH = 24
# Keywords that never constrain a value.
ANNOTATIONS = frozenset({
    "title", "description", "default", "examples", "$comment", "deprecated", "readOnly",
    "writeOnly", "$schema", "$id", "$anchor", "$dynamicAnchor", "$defs", "definitions",
    "$vocabulary", "format", "contentMediaType", "contentEncoding", "contentSchema",
})
_HANDLED = frozenset({
    "type", "const", "enum", "properties", "required", "additionalProperties", "items",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
    "minItems", "maxItems", "minProperties", "maxProperties", "uniqueItems", "anyOf", "oneOf",
    "allOf", "pattern", "$ref",
})
_OBJECT = frozenset({"properties", "required", "additionalProperties", "minProperties",
                     "maxProperties"})
_ARRAY = frozenset({"items", "minItems", "maxItems", "uniqueItems"})
_STRING = frozenset({"minLength", "maxLength", "pattern"})
_NUMBER = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})


def accepts_everything(schema: Any) -> bool:
    """`true`, or an object schema whose keywords constrain nothing (`{}`, a description)."""
    if schema is True:
        return True
    return isinstance(schema, dict) and all(k in ANNOTATIONS and k != "format" for k in schema)


class _Roots:
    def __init__(self, old_root: Any, new_root: Any) -> None:
        self.old_root, self.new_root = old_root, new_root


def covers(old: Any, new: Any, old_root: Any, new_root: Any) -> bool:
    """True when every value `new` accepts is accepted by `old` (conservative)."""
    try:
        return _covers(old, new, _Roots(old_root, new_root), 0)
    except RecursionError:  # pragma: no cover - MAX_DEPTH keeps the walk shallow
        return False


def _schema(node: Any, root: Any) -> Any:
    target = resolve(node, root)
    if target.problem:
        return None
    schema = target.schema
    if schema is True:
        return {}
    return schema


def _covers(old: Any, new: Any, roots: _Roots, depth: int) -> bool:
    if depth > MAX_DEPTH:
        return False
    a, b = _schema(old, roots.old_root), _schema(new, roots.new_root)
    if b is False:
        return True
    if not isinstance(a, dict) or not isinstance(b, dict):
        return a is not None and b is not None and a is False and b is False
    if all(k in ANNOTATIONS for k in a):
        return True
    b_union = [k for k in ("anyOf", "oneOf") if isinstance(b.get(k), list) and b[k]]
    if b_union:  # each branch of new (with its siblings) must be covered
        rest = {k: v for k, v in b.items() if k not in ("anyOf", "oneOf")}
        return all(
            _covers(a, _with(rest, branch, roots.new_root), roots, depth + 1)
            for branch in b[b_union[0]]
        )
    for key in ("allOf", "anyOf", "oneOf"):
        if key in a and not _covers_applicator(a, b, key, roots, depth):
            return False
    types = _types_of(b)
    if types is None:
        return False
    if not _covers_type(a, types):
        return False
    if not _covers_values(a, b):
        return False
    for key in a:
        if key in ANNOTATIONS or key in _HANDLED:
            continue
        if not strict_equal(a[key], b.get(key, ABSENT)):
            return False  # a constraint this check does not model: prove nothing
    checks = (
        (_OBJECT, "object", _covers_object),
        (_ARRAY, "array", _covers_array),
        (_STRING, "string", _covers_string),
        (_NUMBER, "number", _covers_number),
    )
    for keys, kind, check in checks:
        if any(k in a for k in keys) and _admits(types, kind) and not check(a, b, roots, depth):
            return False
    return True


def _with(rest: dict[str, Any], branch: Any, root: Any) -> Any:
    inner = _schema(branch, root)
    if not rest or not isinstance(inner, dict):
        return inner if inner is not None else branch
    return {**rest, **inner}


def _covers_applicator(
    a: dict[str, Any], b: dict[str, Any], key: str, roots: _Roots, depth: int
) -> bool:
    branches = a[key]
    if not isinstance(branches, list) or not branches:
        return False
    if key == "allOf":
        return all(_covers(x, b, roots, depth + 1) for x in branches)
    matches = [i for i, x in enumerate(branches) if _covers(x, b, roots, depth + 1)]
    if not matches:
        return False
    if key == "anyOf":
        return True
    # oneOf: the value must match exactly one branch; prove the others cannot match it
    first = matches[0]
    return all(
        i == first or _disjoint(_schema(x, roots.old_root), b)
        for i, x in enumerate(branches)
    )


def _disjoint(a: Any, b: dict[str, Any]) -> bool:
    """True when no value can match both (different types, or a different const discriminator)."""
    if not isinstance(a, dict):
        return a is False
    ta, tb = _types_of(a), _types_of(b)
    if ta is not None and tb is not None and not _overlap(ta, tb):
        return True
    pa, pb = a.get("properties"), b.get("properties")
    if isinstance(pa, dict) and isinstance(pb, dict):
        for name in set(pa) & set(pb):
            ca, cb = _const(pa[name]), _const(pb[name])
            required = name in (b.get("required") or []) or name in (a.get("required") or [])
            if ca is not ABSENT and cb is not ABSENT and required and not strict_equal(ca, cb):
                return True
    return False


def _overlap(ta: frozenset[str], tb: frozenset[str]) -> bool:
    if ta & tb:
        return True
    return ("number" in ta and "integer" in tb) or ("integer" in ta and "number" in tb)


def _value_type(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _types_of(schema: dict[str, Any]) -> frozenset[str] | None:
    """The JSON types a schema admits (narrowed by const/enum); None when malformed."""
    found = type_set(schema.get("type", ABSENT))
    if found is None:
        return None
    if "const" in schema:
        found = found & _widen(frozenset({_value_type(schema["const"])}))
    elif isinstance(schema.get("enum"), list):
        found = found & _widen(frozenset(_value_type(v) for v in schema["enum"]))
    if "number" in found:
        found = found | {"integer"}
    return found


def _widen(types: frozenset[str]) -> frozenset[str]:
    return types | {"number"} if "integer" in types else types


def _admits(types: frozenset[str], kind: str) -> bool:
    return kind in types or (kind == "number" and "integer" in types)


def _covers_type(a: dict[str, Any], types: frozenset[str]) -> bool:
    allowed = type_set(a.get("type", ABSENT))
    if allowed is None:
        return False
    if allowed == ALL_TYPES:
        return True
    for name in types:
        if name == "number" and "integer" in types and "number" not in allowed:
            return False
        if name not in allowed and not (name == "integer" and "number" in allowed):
            return False
    return True


def _covers_values(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if "const" in a:
        allowed = {value_key(a["const"])}
    elif "enum" in a:
        if not isinstance(a["enum"], list):
            return False
        allowed = {value_key(v) for v in a["enum"]}
    else:
        return True
    if "const" in b:
        return value_key(b["const"]) in allowed
    if isinstance(b.get("enum"), list):
        return all(value_key(v) in allowed for v in b["enum"])
    return False


def _names(schema: dict[str, Any], key: str) -> Any:
    raw = schema.get(key, {} if key == "properties" else [])
    return raw


def _covers_object(a: dict[str, Any], b: dict[str, Any], roots: _Roots, depth: int) -> bool:
    props_a, props_b = _names(a, "properties"), _names(b, "properties")
    req_a, req_b = _names(a, "required"), _names(b, "required")
    if not all(isinstance(x, dict) for x in (props_a, props_b)):
        return False
    if not all(isinstance(x, list) and all(isinstance(n, str) for n in x)
               for x in (req_a, req_b)):  # `required: [[]]` is malformed: not provably covered
        return False
    if not set(req_a) <= set(req_b):
        return False
    extra_a = a.get("additionalProperties", True)
    extra_b = b.get("additionalProperties", True)
    if "patternProperties" in b and extra_a is not True:
        return False
    for name, sub in props_a.items():
        if name in props_b:
            other = props_b[name]
        elif extra_b is False:
            continue  # new never has it
        else:
            other = extra_b
        if not _covers(sub, other, roots, depth + 1):
            return False
    if extra_a is not True:
        for name, sub in props_b.items():
            if name not in props_a and not _covers(extra_a, sub, roots, depth + 1):
                return False
        if extra_b is not False and not _covers(extra_a, extra_b, roots, depth + 1):
            return False
    return _within(a, b, "minProperties", "maxProperties")


def _within(a: dict[str, Any], b: dict[str, Any], low: str, high: str) -> bool:
    for key, is_max in ((low, False), (high, True)):
        if key not in a:
            continue
        limit, mine = a[key], b.get(key)
        if not isinstance(limit, int | float) or (mine is not None and
                                                  not isinstance(mine, int | float)):
            return False
        if mine is None or (mine > limit if is_max else mine < limit):
            return False
    return True


def _covers_array(a: dict[str, Any], b: dict[str, Any], roots: _Roots, depth: int) -> bool:
    items_a, items_b = a.get("items", True), b.get("items", True)
    if isinstance(items_a, list) or isinstance(items_b, list) or "prefixItems" in b:
        return strict_equal(items_a, items_b) and strict_equal(
            a.get("prefixItems"), b.get("prefixItems"))
    if not _covers(items_a, items_b, roots, depth + 1):
        return False
    if a.get("uniqueItems") is True and b.get("uniqueItems") is not True:
        return False
    return _within(a, b, "minItems", "maxItems")


def _covers_string(a: dict[str, Any], b: dict[str, Any], roots: _Roots, depth: int) -> bool:
    if "pattern" in a and not strict_equal(a["pattern"], b.get("pattern")):
        from mcpcheck.checks.drift.patterns import included  # the regex engine: when needed

        mine, theirs = a["pattern"], b.get("pattern")
        if not (isinstance(mine, str) and isinstance(theirs, str)
                and included(theirs, mine) is True):
            return False
    return _within(a, b, "minLength", "maxLength")


def _covers_number(a: dict[str, Any], b: dict[str, Any], roots: _Roots, depth: int) -> bool:
    integer = only_integers(_types_of(b))
    for upper in (True, False):
        limit_a, limit_b = effective_bounds(a, upper, integer), effective_bounds(b, upper, integer)
        if limit_a is ABSENT or limit_b is ABSENT:
            return False
        if limit_a is None:
            continue
        if limit_b is None:
            return False
        (va, xa), (vb, xb) = limit_a, limit_b
        if upper and (vb > va or (vb == va and xa and not xb)):
            return False
        if not upper and (vb < va or (vb == va and xa and not xb)):
            return False
    return True
