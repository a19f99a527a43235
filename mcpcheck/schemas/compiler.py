"""JSON Schemas from untrusted servers: dialect, metaschema check, offline compile, plain issues.

Patterns run through `mcpcheck.schemas.ecma` (ECMA-262 semantics, bounded time), never Python `re`.
Remote `$ref`s are never fetched; format checking is off (format is an annotation by default).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

import referencing
import referencing.exceptions
from jsonschema import (
    Draft4Validator,
    Draft6Validator,
    Draft7Validator,
    Draft201909Validator,
    Draft202012Validator,
    FormatChecker,
    validators,
)
from jsonschema.exceptions import UnknownType, ValidationError, best_match, relevance
from referencing.jsonschema import lookup_recursive_ref

from mcpcheck.errors import SchemaError
from mcpcheck.schemas import ecma, exactnum, metanodes
from mcpcheck.schemas.dialects import DIALECT_NAMES, UnsupportedSchema, dialect_of
from mcpcheck.schemas.jsonvalues import json_type

__all__ = [
    "DIALECTS",
    "TYPES",
    "CompiledSchema",
    "InvalidSchema",
    "SchemaIssue",
    "UnsupportedSchema",
    "compile_validator",
    "dialect_of",
    "json_pointer",
    "json_type",
    "metaschema_errors",
    "pattern_pointer",
]

TYPES = frozenset({"null", "boolean", "integer", "number", "string", "array", "object"})
PATTERN_TIMEOUT = 0.1  # seconds per pattern match

_DIALECT_CLASSES: dict[str, Any] = {
    "2020-12": Draft202012Validator,
    "2019-09": Draft201909Validator,
    "draft-07": Draft7Validator,
    "draft-06": Draft6Validator,
    "draft-04": Draft4Validator,
}
# `$schema` URI (http/https, with or without the empty fragment) -> (short name, validator class)
DIALECTS: dict[str, tuple[str, Any]] = {
    uri: (name, _DIALECT_CLASSES[name]) for uri, name in DIALECT_NAMES.items()
}


class InvalidSchema(SchemaError):
    """The schema violates its metaschema: the server's fault, not the caller's."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        pointer, message = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(f"invalid schema at `{pointer or '/'}`: {message}{more}")
        self.problems = problems


@dataclass(frozen=True)
class SchemaIssue:
    """One reason an instance fails its schema (or, with `fault`, the schema failed to judge it)."""

    pointer: str  # JSON Pointer into the instance
    keyword: str
    message: str
    fault: str | None = None  # None | "pattern-timeout" | "schema-invalid"
    schema_pointer: str = ""  # JSON Pointer into the schema: the keyword that judged (or failed)


def json_pointer(parts: Iterator[Any] | Any) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


# --- metaschema ---------------------------------------------------------------------------


def _is_ecma_regex(value: object) -> bool:
    if isinstance(value, str):
        ecma.translate(value)  # ValueError says why
    return True


_META_FORMATS = FormatChecker(formats=())
_META_FORMATS.checks("regex", raises=ValueError)(_is_ecma_regex)

_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_SCHEMA_ONE = (
    "not", "if", "then", "else", "additionalProperties", "unevaluatedProperties", "items",
    "unevaluatedItems", "contains", "propertyNames", "additionalItems",
)  # fmt: skip


def _subschemas(schema: Mapping[str, Any], at: str) -> Iterator[tuple[str, Any]]:
    for key in _SCHEMA_MAPS:
        value = schema.get(key)
        if isinstance(value, Mapping):
            for name, sub in value.items():
                yield f"{at}/{key}{json_pointer([name])}", sub
    for key in _SCHEMA_LISTS + _SCHEMA_ONE:
        value = schema.get(key)
        if isinstance(value, list):
            for i, sub in enumerate(value):
                yield f"{at}/{key}/{i}", sub
        elif key in _SCHEMA_ONE:
            yield f"{at}/{key}", value


def _shape_problems(schema: Any, at: str = "", depth: int = 0) -> Iterator[tuple[str, str]]:
    """Checks that fail closed whatever the dialect: `type`, `required`, `properties` shapes."""
    if not isinstance(schema, Mapping) or depth > 200:
        return
    kinds = schema.get("type")
    if "type" in schema:
        listed = kinds if isinstance(kinds, list) else [kinds]
        for i, kind in enumerate(listed):
            where = f"{at}/type" + (f"/{i}" if isinstance(kinds, list) else "")
            if not isinstance(kind, str):
                yield where, f"type must be a string, got {json_type(kind)}"
            elif kind not in TYPES:
                yield where, f"unknown type `{kind}`"
    required = schema.get("required")
    if "required" in schema and not (
        isinstance(required, list) and all(isinstance(r, str) for r in required)
    ):
        yield f"{at}/required", "required must be an array of strings"
    if "properties" in schema and not isinstance(schema["properties"], Mapping):
        yield f"{at}/properties", "properties must be an object"
    for where, sub in _subschemas(schema, at):
        yield from _shape_problems(sub, where, depth + 1)


def metaschema_errors(schema: Any) -> list[tuple[str, str]]:
    """(JSON Pointer into the schema, message) for every violation; never raises."""
    if not isinstance(schema, (Mapping, bool)):
        return [("", f"schema must be an object or a boolean, got {json_type(schema)}")]
    try:
        cls = _DIALECT_CLASSES[dialect_of(schema)]
    except SchemaError as exc:
        return [("/$schema", exc.message)]
    problems = list(_shape_problems(schema))
    if not problems and proven_valid(schema, cls):
        return []  # what the whole check below finds for it: nothing
    return _whole_check(schema, cls, _meta_checker(cls), problems)


def proven_valid(schema: Any, cls: Any) -> bool:
    """The metaschema of `cls` finds nothing in `schema`, proven subschema by subschema
    (mcpcheck.schemas.metanodes); False: not proven (the whole check decides)."""
    checker = _meta_checker(cls)
    return all(_proven_part(part, checker, cls) for _, part in _metaschema_parts(schema, cls))


def _meta_checker(cls: Any) -> Any:
    """The dialect's metaschema validator, built once per process (it holds no state)."""
    checker = _META_CHECKERS.get(cls)
    if checker is None:
        meta = validators.validator_for(cls.META_SCHEMA, default=cls)
        checker = _META_CHECKERS[cls] = meta(cls.META_SCHEMA, format_checker=_META_FORMATS)
    return checker


_META_CHECKERS: dict[Any, Any] = {}


def _proven_part(part: Any, checker: Any, cls: Any) -> bool:
    if isinstance(part, bool):
        return bool(checker.is_valid(part))  # draft-04 refuses a boolean schema
    return isinstance(part, dict) and metanodes.proven_valid(part, cls.__name__, checker)


def _whole_check(
    schema: Any, cls: Any, checker: Any, problems: list[tuple[str, str]]
) -> list[tuple[str, str]]:
    """metaschema_errors without the node-by-node proof: the metaschema over the whole schema."""
    seen = {pointer for pointer, _ in problems}
    try:
        for at, part in _metaschema_parts(schema, cls):
            for error in checker.iter_errors(part):
                pointer = at + json_pointer(error.absolute_path)
                if "propertyNames" in error.absolute_schema_path:  # the instance is the key
                    pointer += json_pointer([error.instance])
                if not any(_related(pointer, other) for other in seen):
                    seen.add(pointer)
                    problems.append((pointer, _meta_message(error)))
    except (RecursionError, ValueError, TypeError) as exc:
        problems.append(("", f"schema could not be checked: {exc}"))
    return sorted(problems)


def _metaschema_parts(schema: Any, cls: Any) -> list[tuple[str, Any]]:
    """The schema, plus `$defs` entries where the dialect's metaschema does not look at them
    (draft-04..07 know only `definitions`, yet `$ref` can point into `$defs`)."""
    parts: list[tuple[str, Any]] = [("", schema)]
    defs = schema.get("$defs") if isinstance(schema, Mapping) else None
    if isinstance(defs, Mapping) and "$defs" not in cls.META_SCHEMA.get("properties", {}):
        parts += [(f"/$defs{json_pointer([name])}", sub) for name, sub in defs.items()]
    return parts


def _related(a: str, b: str) -> bool:
    return a == b or a.startswith(b + "/") or b.startswith(a + "/")


def _meta_message(error: ValidationError) -> str:
    if error.validator == "format" and error.validator_value == "regex":
        try:
            ecma.translate(error.instance)
        except ValueError as exc:
            return f"invalid ECMA-262 pattern `{error.instance}`: {exc}"
    return issue_message(error)


# --- compile ------------------------------------------------------------------------------


def _refuse_retrieval(uri: str) -> referencing.Resource[Any]:
    raise SchemaError(f"remote $ref `{uri}` is never fetched")


def _pattern(validator: Any, pattern: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and not _search(pattern, instance):
        yield ValidationError(f"value does not match pattern `{pattern}`")


def _pattern_properties(
    validator: Any, pattern_properties: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in pattern_properties.items():
        for key, value in instance.items():
            if _search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _extra_keys(instance: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    properties = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    return [
        key
        for key in instance
        if key not in properties and not any(_search(p, key) for p in patterns)
    ]


def _additional_properties(
    validator: Any, additional: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    extras = _extra_keys(instance, schema)
    if validator.is_type(additional, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], additional, path=extra)
    elif additional is False:
        for extra in extras:
            yield _unknown_property(extra)


def _unknown_property(name: str) -> ValidationError:
    return ValidationError(f"unknown property `{name}`")


def _required(
    validator: Any, required: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if validator.is_type(instance, "object"):
        for name in required:
            if name not in instance:
                yield ValidationError(f"missing required property `{name}`")


def _unevaluated_properties(
    validator: Any, unevaluated: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    evaluated = set(_evaluated_keys(validator, instance, schema))
    for key in instance:
        if key in evaluated:
            continue
        if unevaluated is False:
            yield _unknown_property(key)
        else:
            yield from validator.descend(instance[key], unevaluated, path=key)


def _valid(validator: Any, instance: Any, subschema: Any) -> bool:
    return next(validator.descend(instance, subschema), None) is None


def _evaluated_keys(validator: Any, instance: Any, schema: Any) -> list[str]:
    """Port of jsonschema's find_evaluated_property_keys_by_schema with ECMA patterns."""
    if not isinstance(schema, Mapping):
        return []
    keys: list[str] = []
    for ref_key in ("$ref", "$dynamicRef", "$recursiveRef"):
        if isinstance(ref := schema.get(ref_key), str):
            resolver = validator._resolver  # jsonschema's own resolution, as its keywords do
            if ref_key == "$recursiveRef":
                resolved = lookup_recursive_ref(resolver)
            else:
                resolved = resolver.lookup(ref)
            sub = validator.evolve(schema=resolved.contents, _resolver=resolved.resolver)
            keys += _evaluated_keys(sub, instance, resolved.contents)
    if isinstance(props := schema.get("properties"), Mapping):
        keys += [k for k in props if k in instance]
    for keyword in ("additionalProperties", "unevaluatedProperties"):
        if keyword in schema:
            keys += [k for k, v in instance.items() if _valid(validator, v, schema[keyword])]
    for pattern in schema.get("patternProperties", {}):
        keys += [k for k in instance if _search(pattern, k)]
    for name, sub in schema.get("dependentSchemas", {}).items():
        if name in instance:
            keys += _evaluated_keys(validator, instance, sub)
    for keyword in ("allOf", "oneOf", "anyOf"):
        for sub in schema.get(keyword, []):
            if _valid(validator, instance, sub):
                keys += _evaluated_keys(validator, instance, sub)
    if "if" in schema:
        if _valid(validator, instance, schema["if"]):
            keys += _evaluated_keys(validator, instance, schema["if"])
            keys += _evaluated_keys(validator, instance, schema.get("then", True))
        else:
            keys += _evaluated_keys(validator, instance, schema.get("else", True))
    return keys


class _BadPattern(SchemaError):
    def __init__(self, pattern: str, reason: str) -> None:
        super().__init__(f"invalid ECMA-262 pattern `{pattern}`: {reason}")
        self.pattern = pattern


def _search(pattern: str, text: str) -> bool:
    try:
        return ecma.search(pattern, text, timeout=PATTERN_TIMEOUT)
    except ValueError as exc:
        raise _BadPattern(pattern, str(exc)) from exc


def _multiple_of(
    validator: Any, step: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    """Exact decimal arithmetic (mcpcheck.schemas.exactnum); NaN, infinities: as jsonschema judges
    them.
    """
    if not validator.is_type(instance, "number"):
        return
    verdict = exactnum.is_multiple(instance, step)
    if verdict is None:
        floats = Draft202012Validator.VALIDATORS["multipleOf"]
        yield from floats(validator, step, instance, schema)
    elif not verdict:
        yield ValidationError(f"{instance!r} is not a multiple of {step}")


_OVERRIDES = {
    "multipleOf": _multiple_of,
    "pattern": _pattern,
    "patternProperties": _pattern_properties,
    "additionalProperties": _additional_properties,
    "unevaluatedProperties": _unevaluated_properties,
    "required": _required,
}


def _extended(cls: Any) -> Any:
    keys = set(cls.VALIDATORS)
    overrides = {k: fn for k, fn in _OVERRIDES.items() if k in keys}
    return validators.extend(cls, validators=overrides)


_EXTENDED = {name: _extended(cls) for name, cls in _DIALECT_CLASSES.items()}


def _refs(schema: Any, base: str, at: str, id_key: str) -> Iterator[tuple[str, str, str]]:
    """(pointer, ref as written, absolute ref) for every `$ref` outside data keywords."""
    if isinstance(schema, list):
        for i, item in enumerate(schema):
            yield from _refs(item, base, f"{at}/{i}", id_key)
        return
    if not isinstance(schema, Mapping):
        return
    if isinstance(schema.get(id_key), str):
        base = urljoin(base, schema[id_key])
    for key, value in schema.items():
        if key in ("$ref", "$dynamicRef", "$recursiveRef") and isinstance(value, str):
            yield f"{at}/{key}", value, _join(base, value)
        elif key not in ("enum", "const", "default", "examples"):
            yield from _refs(value, base, f"{at}{json_pointer([key])}", id_key)


def _join(base: str, ref: str) -> str:
    if not base:
        return ref
    if ref.startswith("#"):  # also for non-hierarchical bases (urn:), which urljoin ignores
        return base.split("#", 1)[0] + ref
    return urljoin(base, ref)


def _check_refs(validator: Any, schema: Any, dialect: str) -> None:
    id_key = "id" if dialect == "draft-04" else "$id"
    resolver = validator._resolver
    for pointer, written, absolute in _refs(schema, "", "", id_key):
        try:
            resolver.lookup(absolute)
        except (referencing.exceptions.Unresolvable, ValueError, TypeError) as exc:
            if _caused_by_retrieval(exc):
                raise UnsupportedSchema(
                    f"remote $ref `{written}` at `{pointer}` is not fetched (only local "
                    "references are followed)",
                    pointer=pointer,
                ) from None
            raise InvalidSchema([(pointer, f"$ref `{written}` does not resolve")]) from None


def _caused_by_retrieval(exc: BaseException | None) -> bool:
    while exc is not None:
        if isinstance(exc, referencing.exceptions.Unretrievable):
            return True
        exc = exc.__cause__
    return False


class CompiledSchema:
    """A schema ready to judge instances. Build with compile_validator (cached)."""

    def __init__(self, schema: Any, dialect: str) -> None:
        self.schema = schema
        self.dialect = dialect
        registry: referencing.Registry[Any] = referencing.Registry(retrieve=_refuse_retrieval)  # type: ignore[call-arg]
        self._validator = _EXTENDED[dialect](schema, registry=registry)
        _check_refs(self._validator, schema, dialect)

    def errors(self, instance: Any) -> list[SchemaIssue]:
        """Every issue with `instance`, best match first. Never raises."""
        found: list[ValidationError] = []
        fault: SchemaIssue | None = None
        try:
            for error in self._validator.iter_errors(instance):
                found.append(error)
        except (ecma.PatternTimeout, _BadPattern) as exc:
            kind = "pattern-timeout" if isinstance(exc, ecma.PatternTimeout) else "schema-invalid"
            where = pattern_pointer(self.schema, exc.pattern)
            fault = SchemaIssue("", "pattern", exc.message, kind, where)
        except UnknownType as exc:
            fault = SchemaIssue("", "type", f"unknown type `{exc.type}`", "schema-invalid")
        except Exception as exc:  # hostile schema in a place no check reached: never crash
            msg = f"schema could not be evaluated: {type(exc).__name__}: {exc}"
            fault = SchemaIssue("", "", msg[:300], "schema-invalid")
        issues = [_issue(e) for e in _by_relevance(found)]
        return [*issues, fault] if fault else issues

    def is_valid(self, instance: Any) -> bool:
        return not self.errors(instance)


def _by_relevance(errors: list[ValidationError]) -> list[ValidationError]:
    try:
        return sorted(errors, key=relevance, reverse=True)
    except TypeError:  # mixed path element types: keep validation order
        return errors


def _issue(error: ValidationError) -> SchemaIssue:
    return SchemaIssue(
        json_pointer(error.absolute_path),
        str(error.validator),
        issue_message(error),
        schema_pointer=json_pointer(error.absolute_schema_path),
    )


def pattern_pointer(schema: Any, pattern: str, at: str = "") -> str:
    """Where `pattern` first sits in the schema (`pattern` or a `patternProperties` key)."""
    if isinstance(schema, Mapping):
        if schema.get("pattern") == pattern:
            return f"{at}/pattern"
        props = schema.get("patternProperties")
        if isinstance(props, Mapping) and pattern in props:
            return f"{at}/patternProperties{json_pointer([pattern])}"
        children: list[tuple[Any, Any]] = list(schema.items())
    elif isinstance(schema, list):
        children = list(enumerate(schema))
    else:
        return ""
    for key, value in children:
        if key not in ("enum", "const", "default", "examples"):
            found = pattern_pointer(value, pattern, f"{at}{json_pointer([key])}")
            if found:
                return found
    return ""


_CACHE: OrderedDict[str, CompiledSchema | SchemaError] = OrderedDict()
_CACHE_SIZE = 512


def compile_validator(schema: Any) -> CompiledSchema:
    """Compile once (cached by canonical text). UnsupportedSchema / InvalidSchema if unusable."""
    try:
        key = json.dumps(schema, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return _compile(schema)
    if key in _CACHE:
        _CACHE.move_to_end(key)
        hit = _CACHE[key]
    else:
        try:
            hit = _compile(schema)
        except SchemaError as exc:
            hit = exc
        _CACHE[key] = hit
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    if isinstance(hit, SchemaError):
        raise hit
    return hit


def _compile(schema: Any) -> CompiledSchema:
    dialect = dialect_of(schema)
    problems = metaschema_errors(schema)
    if problems:
        raise InvalidSchema(problems)
    return CompiledSchema(schema, dialect)


# --- messages -----------------------------------------------------------------------------


def _shown(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _type_names(kinds: Any) -> str:
    listed = kinds if isinstance(kinds, list) else [kinds]
    return " or ".join(str(k) for k in listed)


def _bound(error: ValidationError, op: str, strict_op: str) -> str:
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    key = "exclusiveMaximum" if error.validator == "maximum" else "exclusiveMinimum"
    chosen = strict_op if schema.get(key) is True else op  # draft-04 boolean form
    return f"must be {chosen} {_shown(error.validator_value)}"


_SIMPLE: dict[str, str] = {
    "minLength": "must be at least {v} characters long (got {n})",
    "maxLength": "must be at most {v} characters long (got {n})",
    "minItems": "must have at least {v} items (got {n})",
    "maxItems": "must have at most {v} items (got {n})",
    "minProperties": "must have at least {v} properties (got {n})",
    "maxProperties": "must have at most {v} properties (got {n})",
    "multipleOf": "must be a multiple of {v}",
    "exclusiveMinimum": "must be > {v}",
    "exclusiveMaximum": "must be < {v}",
    "enum": "must be one of {v}",
    "const": "must equal {v}",
}


def _size(value: Any) -> int | str:
    return len(value) if isinstance(value, (str, list, dict)) else "?"


def issue_message(error: ValidationError) -> str:
    """A short message in the project's style for one jsonschema error."""
    kw, value = error.validator, error.validator_value
    if kw == "type":
        return f"expected {_type_names(value)}, got {json_type(error.instance)}"
    if kw in _SIMPLE and not (kw.startswith("exclusive") and isinstance(value, bool)):
        return _SIMPLE[str(kw)].format(v=_shown(value), n=_size(error.instance))
    if kw == "minimum":
        return _bound(error, ">=", ">")
    if kw == "maximum":
        return _bound(error, "<=", "<")
    if kw == "uniqueItems":
        return "items must be unique"
    if kw in ("anyOf", "oneOf") and error.context:
        best = best_match([error])
        if best is error:
            return str(error.message)
        where = json_pointer(best.absolute_path)
        at = f"`{where}`: " if where != json_pointer(error.absolute_path) else ""
        verb = "any" if kw == "anyOf" else "exactly one"
        return f"does not match {verb} of the alternatives (closest: {at}{issue_message(best)})"
    if kw == "oneOf":
        return "matches more than one of the alternatives"
    if kw == "not":
        return "must not match the `not` schema"
    return str(error.message)
