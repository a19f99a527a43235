"""A fast "certainly valid" check for the schemas most tools publish; the full engine decides
everything else.

`fast_acceptor(schema, dialect)` compiles a schema that uses only common keywords (type,
properties, required, additionalProperties, propertyNames, items, enum, const, numeric bounds,
lengths, counts, pattern, local $ref, allOf/anyOf) once into closures specialized to it, or
returns None when the schema uses anything else. The closure answers True only when the
instance is valid; False means "not known valid" and the caller then runs the full engine
(mcpcheck.schemas.compiler), which also produces the messages. So a fast False never rejects
anything by itself, and a fast True is held to the full engine by a property test
(tests/schemas/test_fastcheck.py).

Specialized: each schema object becomes one closure that holds only what its keywords ask
(`{"type": "string", "maxLength": 200}` becomes `type(x) is str and len(x) <= 200`); nothing
walks the schema at call time. Types are exact (`type(x) is dict`, never a subclass), so every
closure also proves the value is made only of what a JSON parser produces; a value no keyword
constrains (a property the schema does not list, `{}`) is walked for that alone.

Why: the full engine (jsonschema with mcpcheck's keyword overrides) takes 50–200 µs per
instance of a typical tool schema; a guarded call judges arguments, the result against the
outputSchema and the caller's expectation, and must add at most 10 µs in all
(bench/bench_guard.py).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Mapping
from typing import Any

from mcpcheck.schemas.compiler import _EXTENDED, _search
from mcpcheck.schemas.jsonpointer import local_ref

Acceptor = Callable[[Any], bool]

_SUPPORTED_DIALECTS = frozenset({"2020-12", "2019-09", "draft-07", "draft-06"})
# Keywords the full engine knows that are annotations there (no format checker is passed).
_NO_OPS = frozenset({"format", "$schema", "$defs", "definitions", "$comment", "title",
                     "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
                     "contentMediaType", "contentEncoding", "contentSchema"})
_HANDLED = frozenset({
    "type", "properties", "required", "additionalProperties", "items", "enum", "const",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
    "minItems", "maxItems", "minProperties", "maxProperties", "pattern", "$ref", "allOf",
    "anyOf", "propertyNames"})
# `oneOf` and `not` are left to the full engine: they turn a "not known valid" into "valid".
_KINDS = frozenset({"object", "array", "string", "boolean", "null", "number", "integer"})
_PLAIN = (dict, list, str, int, float, bool, type(None))
_NONE = type(None)
_isfinite = math.isfinite


class _Unsupported(Exception):
    pass


def json_equal(a: Any, b: Any) -> bool:
    """Equality as JSON Schema means it: 1 == 1.0, true != 1, deep for arrays and objects."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a is b
    if isinstance(a, str) or isinstance(b, str):
        return bool(a == b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list | dict) or isinstance(b, list | dict):
        return False
    return bool(a == b)


def _plain(x: Any) -> bool:
    """Only the types a JSON parser produces (subclasses of float allowed: exact floats)."""
    stack = [x]
    while stack:
        item = stack.pop()
        if type(item) in _PLAIN or isinstance(item, float):
            if isinstance(item, dict):
                if not all(type(k) is str for k in item):
                    return False
                stack.extend(item.values())
            elif isinstance(item, list):
                stack.extend(item)
        else:
            return False
    return True


def _never(x: Any) -> bool:
    return False


def _is_bool(x: Any) -> bool:
    return type(x) is bool


def _is_null(x: Any) -> bool:
    return x is None


def _all_of(parts: list[Acceptor]) -> Acceptor:
    """One closure for several checks of one value (the common counts inlined)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        first, second = parts
        return lambda x: first(x) and second(x)
    checks = tuple(parts)

    def every(x: Any) -> bool:
        for check in checks:  # noqa: SIM110 (a loop: a generator costs a frame per call)
            if not check(x):
                return False
        return True

    return every


def _any_of(branches: list[Acceptor]) -> Acceptor:
    options = tuple(branches)

    def some(x: Any) -> bool:
        for branch in options:  # noqa: SIM110 (a loop: a generator costs a frame per call)
            if branch(x):
                return True
        return False

    return some


# ------------------------------------------------------------------ bounds


Bound = tuple[Callable[[Any, Any], bool], Any]


def _range(lows: list[Bound], highs: list[Bound]) -> Callable[[Any], bool] | None:
    """A check of a number (or a length) against its bounds; None when there are none."""
    if not lows and not highs:
        return None
    if len(lows) <= 1 and len(highs) <= 1:
        if lows and highs:
            (lo_op, lo), (hi_op, hi) = lows[0], highs[0]
            if lo_op is operator.ge and hi_op is operator.le:
                return lambda n: lo <= n <= hi
            return lambda n: lo_op(n, lo) and hi_op(n, hi)
        op, limit = (lows or highs)[0]
        if op is operator.ge:
            return lambda n: n >= limit
        if op is operator.le:
            return lambda n: n <= limit
        return lambda n: op(n, limit)
    bounds = tuple(lows + highs)

    def within(n: Any) -> bool:
        for op, limit in bounds:  # noqa: SIM110 (a loop: a generator costs a frame per call)
            if not op(n, limit):
                return False
        return True

    return within


def _number(within: Callable[[Any], bool] | None, integer: bool) -> Acceptor:
    """`type: number` or `type: integer` with bounds: int (never bool) or a finite float (an
    integral one for integer)."""
    if within is None:
        if integer:
            return lambda x: type(x) is int or (type(x) is float and x.is_integer())
        return lambda x: type(x) is int or (type(x) is float and _isfinite(x))

    def number(x: Any) -> bool:
        kind = type(x)
        if kind is int:
            return within(x)
        if kind is float:
            return (x.is_integer() if integer else _isfinite(x)) and within(x)
        return False

    return number


def _string(within: Callable[[Any], bool] | None, pattern: str | None,
            options: frozenset[str] | None) -> Acceptor:
    if options is not None and within is None and pattern is None:
        return lambda x: type(x) is str and x in options
    if within is not None and pattern is None and options is None:
        return lambda x: type(x) is str and within(len(x))
    if within is None and pattern is None:
        return lambda x: type(x) is str

    def string(x: Any) -> bool:
        if type(x) is not str:
            return False
        if options is not None and x not in options:
            return False
        if within is not None and not within(len(x)):
            return False
        return pattern is None or _search(pattern, x)

    return string


def _array(items: Acceptor | None, within: Callable[[Any], bool] | None) -> Acceptor:
    each = items or _plain

    def array(x: Any) -> bool:
        if type(x) is not list:
            return False
        if within is not None and not within(len(x)):
            return False
        return all(map(each, x))

    return array


def _object(props: dict[str, Acceptor], required: tuple[str, ...],
            extra: Acceptor | None, within: Callable[[Any], bool] | None,
            names: Acceptor | None) -> Acceptor:
    """`extra`: the check of a property `properties` does not list (None: refused, for
    `additionalProperties: false`); `names`: the check of every key (`propertyNames`)."""
    get = props.get
    if not props and not required and within is None and extra is _plain and names is None:
        return lambda x: type(x) is dict and _plain(x)

    def obj(x: Any) -> bool:
        if type(x) is not dict:
            return False
        for name in required:
            if name not in x:
                return False
        for key, value in x.items():
            sub = get(key)  # a key equal to a listed name is one, whatever its str type
            if sub is None:
                if extra is None or type(key) is not str or not extra(value):
                    return False
            elif not sub(value):
                return False
        return True

    if within is None and names is None:
        return obj

    def checked(x: Any) -> bool:
        if not obj(x):
            return False
        if within is not None and not within(len(x)):
            return False
        return names is None or all(map(names, x))

    return checked


# ------------------------------------------------------------------ compiling


class _Compiler:
    def __init__(self, root: Any, dialect: str) -> None:
        self.root = root
        self.modern = dialect in ("2020-12", "2019-09")
        self.known = frozenset(_EXTENDED[dialect].VALIDATORS)
        self.done: dict[str, Acceptor] = {}
        self.pending: dict[str, list[Acceptor]] = {}  # refs being compiled (cycles): a cell

    def compile(self, schema: Any) -> Acceptor:
        if schema is True:
            return _plain
        if schema is False:
            return _never
        if not isinstance(schema, Mapping):
            raise _Unsupported("schema")
        if "$id" in schema or "$anchor" in schema or "$dynamicAnchor" in schema:
            raise _Unsupported("$id")
        active = {k: schema[k] for k in schema if k in self.known and k not in _NO_OPS}
        for key in active:
            if key not in _HANDLED:
                raise _Unsupported(key)
        if "$ref" in active and not self.modern and len(active) > 1:
            raise _Unsupported("$ref with siblings before 2019-09")
        parts: list[Acceptor] = []
        local = self._local(active)
        if local is not None:
            parts.append(local)
        if "$ref" in active:
            parts.append(self.ref(active["$ref"]))
        if "allOf" in active:
            parts.extend(self.compile(sub) for sub in _listed(active, "allOf"))
        if "anyOf" in active:
            parts.append(_any_of([self.compile(s) for s in _listed(active, "anyOf")]))
        return _all_of(parts) if parts else _plain

    def ref(self, target: Any) -> Acceptor:
        if not isinstance(target, str) or not target.startswith("#"):
            raise _Unsupported("$ref")
        if target in self.done:
            return self.done[target]
        if target in self.pending:  # a cycle: read the target when called
            cell = self.pending[target]
            return lambda x: cell[0](x)
        found, resolved = local_ref(self.root, target)
        if not found:
            raise _Unsupported("unresolvable or non-pointer $ref")
        cell = [_never]
        self.pending[target] = cell
        compiled = self.compile(resolved)
        cell[0] = compiled
        del self.pending[target]
        self.done[target] = compiled
        return compiled

    def _local(self, active: Mapping[str, Any]) -> Acceptor | None:
        """The keywords of one schema object other than $ref/allOf/anyOf, as one closure;
        None when there are none."""
        keywords = set(active) - {"$ref", "allOf", "anyOf"}
        if not keywords:
            return None
        kinds = _kinds(active["type"]) if "type" in active else _KINDS
        options = _options(active)
        if options is not None and all(type(o) is str for o in options):
            if "string" not in kinds:
                return _never
            return self._string(active, frozenset(options))
        checks: dict[type, Acceptor] = {}
        if "object" in kinds:
            checks[dict] = self._object(active)
        if "array" in kinds:
            checks[list] = self._array(active)
        if "string" in kinds:
            checks[str] = self._string(active, None)
        if "boolean" in kinds:
            checks[bool] = _is_bool
        if "null" in kinds:
            checks[_NONE] = _is_null
        if "number" in kinds or "integer" in kinds:
            number = _number(self._bounds(active), "number" not in kinds)
            checks[int] = checks[float] = number
        by_type = _dispatch(checks)
        if options is None:
            return by_type
        values = tuple(options)
        return lambda x: by_type(x) and any(json_equal(x, o) for o in values)

    def _bounds(self, active: Mapping[str, Any]) -> Callable[[Any], bool] | None:
        lows: list[Bound] = []
        highs: list[Bound] = []
        for key, op, side in (("minimum", operator.ge, lows), ("exclusiveMinimum", operator.gt,
                              lows), ("maximum", operator.le, highs),
                              ("exclusiveMaximum", operator.lt, highs)):
            if key in active:
                value = active[key]
                if not (isinstance(value, int | float) and not isinstance(value, bool)):
                    raise _Unsupported("non-numeric bound")
                side.append((op, value))
        return _range(lows, highs)

    def _string(self, active: Mapping[str, Any], options: frozenset[str] | None) -> Acceptor:
        pattern = None
        if "pattern" in active:
            pattern = active["pattern"]
            if not isinstance(pattern, str):
                raise _Unsupported("pattern")
            try:
                _search(pattern, "")  # compiled now, once; a pattern it refuses: unsupported
            except Exception as exc:
                raise _Unsupported("pattern") from exc
        return _string(_sizes(active, "minLength", "maxLength"), pattern, options)

    def _array(self, active: Mapping[str, Any]) -> Acceptor:
        items = None
        if "items" in active:
            if isinstance(active["items"], list) or "prefixItems" in active:
                raise _Unsupported("tuple items")
            items = self.compile(active["items"])
        return _array(items, _sizes(active, "minItems", "maxItems"))

    def _object(self, active: Mapping[str, Any]) -> Acceptor:
        props = active.get("properties", {})
        if not isinstance(props, Mapping):
            raise _Unsupported("properties")
        compiled = {name: self.compile(sub) for name, sub in props.items()}
        required = tuple(_listed(active, "required"))
        extra: Acceptor | None = _plain
        if "additionalProperties" in active:
            if "patternProperties" in active:
                raise _Unsupported("patternProperties")
            additional = active["additionalProperties"]
            extra = None if additional is False else self.compile(additional)
        names = self.compile(active["propertyNames"]) if "propertyNames" in active else None
        return _object(compiled, required, extra,
                       _sizes(active, "minProperties", "maxProperties"), names)


def _listed(active: Mapping[str, Any], key: str) -> list[Any]:
    value = active.get(key, [])
    if not isinstance(value, list) or (key in ("allOf", "anyOf") and not value):
        raise _Unsupported(key)
    return value


def _kinds(value: Any) -> frozenset[str]:
    kinds = value if isinstance(value, list) else [value]
    if not all(isinstance(k, str) and k in _KINDS for k in kinds):
        raise _Unsupported("type")
    return frozenset(kinds)


def _options(active: Mapping[str, Any]) -> list[Any] | None:
    """The values enum and const allow together (None: no such keyword)."""
    options: list[Any] | None = None
    if "enum" in active:
        if not isinstance(active["enum"], list):
            raise _Unsupported("enum")
        options = list(active["enum"])
    if "const" in active:
        const = active["const"]
        options = [const] if options is None else [
            v for v in options if json_equal(v, const)]
    return options


def _sizes(active: Mapping[str, Any], low: str, high: str) -> Callable[[Any], bool] | None:
    lows: list[Bound] = []
    highs: list[Bound] = []
    for key, op, side in ((low, operator.ge, lows), (high, operator.le, highs)):
        if key in active:
            value = active[key]
            if not isinstance(value, int) or isinstance(value, bool):
                raise _Unsupported("non-integer size")
            side.append((op, value))
    return _range(lows, highs)


def _dispatch(checks: dict[type, Acceptor]) -> Acceptor:
    """One check per exact Python type; a value of any other type is not known valid."""
    distinct = set(checks.values())
    if len(distinct) == 1:
        return next(iter(distinct))  # each check tests its own type(s)
    get = checks.get

    def by_type(x: Any) -> bool:
        check = get(type(x))
        return check is not None and check(x)

    return by_type


_IDENTIFIERS = frozenset({"$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor"})


def _has_identifiers(schema: Any) -> bool:
    """Any `$id`/`$anchor` in the schema (data keywords aside) changes what refs mean."""
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, Mapping):
            for key, value in node.items():
                if key in _IDENTIFIERS and isinstance(value, str):
                    return True
                if key not in ("enum", "const", "default", "examples"):
                    stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    return False


def fast_acceptor(schema: Any, dialect: str) -> Acceptor | None:
    """A closure that returns True only for instances the full engine accepts; None when the
    schema (`dialect` as mcpcheck.schemas.compiler.dialect_of names it) uses a keyword or form this
    module does not handle."""
    if dialect not in _SUPPORTED_DIALECTS or _has_identifiers(schema):
        return None
    try:
        check = _Compiler(schema, dialect).compile(schema)
    except (_Unsupported, RecursionError, TypeError, AttributeError):
        return None

    def accept(x: Any) -> bool:
        try:
            return check(x)
        except Exception:  # a pattern refused or timed out, a recursion too deep
            return False

    return accept
