"""A fast "certainly valid" check for the schemas most tools publish; the full engine decides
everything else.

`fast_acceptor(schema, dialect)` compiles a schema that uses only common keywords (type,
properties, required, additionalProperties, items, enum, const, numeric bounds, lengths, counts,
pattern, local $ref, allOf/anyOf) into closures, or returns None when the schema uses
anything else. The closure answers True only when the instance is valid; False means "not
known valid" and the caller then runs the full engine (mcpcheck.schemas.compiler), which also
produces
the messages. So a fast False never rejects anything by itself, and a fast True is held to the
full engine by a property test (tests/schemas/test_fastcheck.py).

Why: the full engine (jsonschema with mcpcheck's keyword overrides) takes 50–200 µs per
instance of a typical tool schema; a guarded call judges arguments, the result against the
outputSchema and the caller's expectation, and must add well under 50 µs in all.
"""

from __future__ import annotations

import math
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
_PLAIN = (dict, list, str, int, float, bool, type(None))


class _Unsupported(Exception):
    pass


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _type_ok(kind: str, x: Any) -> bool:
    if kind == "object":
        return isinstance(x, dict)
    if kind == "array":
        return isinstance(x, list)
    if kind == "string":
        return isinstance(x, str)
    if kind == "boolean":
        return isinstance(x, bool)
    if kind == "null":
        return x is None
    if kind == "number":
        return _is_number(x)
    if kind == "integer":
        return (isinstance(x, int) and not isinstance(x, bool)) or (
            isinstance(x, float) and x.is_integer())
    raise _Unsupported(kind)


_SIMPLE_TYPES: dict[str, type | tuple[type, ...]] = {
    "object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _type_test(kinds: tuple[str, ...] | None) -> Acceptor | None:
    if kinds is None:
        return None
    if len(kinds) == 1 and kinds[0] in _SIMPLE_TYPES:
        simple = _SIMPLE_TYPES[kinds[0]]
        return lambda x: isinstance(x, simple)
    return lambda x: any(_type_ok(k, x) for k in kinds)


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


class _Node:
    """The checks of one schema object, gathered so that one closure runs them in plain loops
    (generator expressions and one closure per keyword cost several times more)."""

    def __init__(self) -> None:
        self.types: tuple[str, ...] | None = None
        self.required: tuple[str, ...] = ()
        self.props: dict[str, Acceptor] = {}
        self.additional: Acceptor | None = None
        self.items: Acceptor | None = None
        self.options: list[Any] | None = None  # enum, or [const]
        self.numeric: list[tuple[Callable[[Any, Any], bool], Any]] = []
        self.strings: list[tuple[Callable[[int, int], bool], int]] = []
        self.arrays: list[tuple[Callable[[int, int], bool], int]] = []
        self.objects: list[tuple[Callable[[int, int], bool], int]] = []
        self.patterns: list[str] = []
        self.all: list[Acceptor] = []  # allOf branches and $ref targets
        self.any: list[list[Acceptor]] = []

    def acceptor(self) -> Acceptor:
        types, required, props, additional = self.types, self.required, self.props, self.additional
        items, options, numeric, strings = self.items, self.options, self.numeric, self.strings
        arrays, objects, patterns, every, anys = (self.arrays, self.objects, self.patterns,
                                                  self.all, self.any)

        type_ok = _type_test(types)

        def check(x: Any) -> bool:
            if type_ok is not None and not type_ok(x):
                return False
            if isinstance(x, dict):
                for name in required:
                    if name not in x:
                        return False
                for key, value in x.items():
                    sub = props.get(key)
                    if sub is not None:
                        if not sub(value):
                            return False
                    elif additional is not None and not additional(value):
                        return False
                for op, limit in objects:
                    if not op(len(x), limit):
                        return False
            elif isinstance(x, list):
                if items is not None:
                    for value in x:
                        if not items(value):
                            return False
                for op, limit in arrays:
                    if not op(len(x), limit):
                        return False
            elif isinstance(x, str):
                for op, limit in strings:
                    if not op(len(x), limit):
                        return False
                for pattern in patterns:
                    if not _search(pattern, x):
                        return False
            elif numeric and _is_number(x):
                if isinstance(x, float) and not math.isfinite(x):
                    return False
                for op, bound in numeric:
                    if not op(x, bound):
                        return False
            if options is not None and not any(json_equal(x, o) for o in options):
                return False
            for sub in every:
                if not sub(x):
                    return False
            return all(any(branch(x) for branch in branches) for branches in anys)

        return check


class _Compiler:
    def __init__(self, root: Any, dialect: str) -> None:
        self.root = root
        self.modern = dialect in ("2020-12", "2019-09")
        self.known = frozenset(_EXTENDED[dialect].VALIDATORS)
        self.refs: dict[str, Acceptor] = {}

    def compile(self, schema: Any) -> Acceptor:
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, Mapping):
            raise _Unsupported("schema")
        if "$id" in schema or "$anchor" in schema or "$dynamicAnchor" in schema:
            raise _Unsupported("$id")
        node = _Node()
        active = [k for k in schema if k in self.known and k not in _NO_OPS]
        if "$ref" in schema and not self.modern and len(active) > 1:
            raise _Unsupported("$ref with siblings before 2019-09")
        for key in active:
            builder = _BUILDERS.get(key)
            if builder is None:
                raise _Unsupported(key)
            builder(self, node, schema[key], schema)
        return node.acceptor()

    def ref(self, target: Any) -> Acceptor:
        if not isinstance(target, str) or not target.startswith("#"):
            raise _Unsupported("$ref")
        if target not in self.refs:
            self.refs[target] = lambda x: False  # placeholder while compiling a cycle
            found, resolved = local_ref(self.root, target)
            if not found:
                raise _Unsupported("unresolvable or non-pointer $ref")
            self.refs[target] = self.compile(resolved)
        refs = self.refs
        return lambda x: refs[target](x)


Builder = Callable[["_Compiler", _Node, Any, Mapping[str, Any]], None]


def _type(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    kinds = tuple(value) if isinstance(value, list) else (value,)
    for kind in kinds:
        _type_ok(kind, None)  # unknown type names: unsupported
    node.types = kinds


def _properties(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.props = {name: c.compile(sub) for name, sub in value.items()}


def _required(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.required = tuple(value)


def _additional(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    if "patternProperties" in schema:
        raise _Unsupported("patternProperties")
    node.additional = c.compile(value)


def _items(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    if isinstance(value, list) or "prefixItems" in schema:
        raise _Unsupported("tuple items")
    node.items = c.compile(value)


def _enum(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.options = list(value) if node.options is None else [
        v for v in value if any(json_equal(v, o) for o in node.options)]


def _const(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    _enum(c, node, [value], schema)


def _bound(op: Callable[[Any, Any], bool]) -> Builder:
    def build(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
        if not _is_number(value):
            raise _Unsupported("non-numeric bound")
        node.numeric.append((op, value))

    return build


def _size(kind: str, op: Callable[[int, int], bool]) -> Builder:
    def build(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _Unsupported("non-integer size")
        getattr(node, kind).append((op, value))

    return build


def _pattern(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.patterns.append(value)


def _ref(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.all.append(c.ref(value))


def _all_of(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.all.extend(c.compile(s) for s in value)


def _any_of(c: _Compiler, node: _Node, value: Any, schema: Mapping[str, Any]) -> None:
    node.any.append([c.compile(s) for s in value])


# `oneOf` and `not` are left to the full engine: they turn a "not known valid" into "valid".


_BUILDERS: dict[str, Builder] = {
    "type": _type,
    "properties": _properties,
    "required": _required,
    "additionalProperties": _additional,
    "items": _items,
    "enum": _enum,
    "const": _const,
    "minimum": _bound(lambda x, v: x >= v),
    "maximum": _bound(lambda x, v: x <= v),
    "exclusiveMinimum": _bound(lambda x, v: x > v),
    "exclusiveMaximum": _bound(lambda x, v: x < v),
    "minLength": _size("strings", lambda n, v: n >= v),
    "maxLength": _size("strings", lambda n, v: n <= v),
    "minItems": _size("arrays", lambda n, v: n >= v),
    "maxItems": _size("arrays", lambda n, v: n <= v),
    "minProperties": _size("objects", lambda n, v: n >= v),
    "maxProperties": _size("objects", lambda n, v: n <= v),
    "pattern": _pattern,
    "$ref": _ref,
    "allOf": _all_of,
    "anyOf": _any_of,
}


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
            return check(x) and _plain(x)
        except Exception:  # a pattern refused or timed out, a value of a strange kind
            return False

    return accept
