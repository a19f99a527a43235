"""The one "is narrower" comparison of two schemas, run iteratively over a work stack.

The comparison reports outcomes (narrowed, widened, changed); the direction of the SchemaDiff
(input: contravariant, output: covariant) maps them to rule ids. Nesting is followed through
properties, items, additionalProperties, composition and local `$ref` (with a cycle guard on the
chain of resolved targets). Depth is capped at MAX_DEPTH and total work at WORK_BUDGET: beyond
either, a difference is reported as schema-too-deep-to-compare instead of recursing further.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcpcheck.checks.drift import outcomes as oc
from mcpcheck.checks.drift.arrays import compare_items, compare_unique
from mcpcheck.checks.drift.bounds import compare_counts, compare_range
from mcpcheck.checks.drift.composition import compare_all_of, compare_applicators
from mcpcheck.checks.drift.context import At, SchemaDiff, Sink
from mcpcheck.checks.drift.jsonutil import safe_name, same_without_refs, show, strict_equal
from mcpcheck.checks.drift.lifting import compare_lifted, flatten_pair, needs_lift
from mcpcheck.checks.drift.objects import (
    compare_additional,
    compare_dependencies,
    compare_properties,
    compare_schema_map,
)
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import (
    ABSENT,
    compare_default,
    compare_description,
    compare_dialect,
    compare_enum,
    compare_string,
    compare_type,
)
from mcpcheck.checks.drift.unions import compare_unions
from mcpcheck.checks.drift.wrapping import compare_wrapped, wrapped_branch

MAX_DEPTH = 64
WORK_BUDGET = 500_000
EXPANSION_LIMIT = 16  # one $ref pair expanded at this many places is enough to report it

Group = Callable[[SchemaDiff, dict[str, Any], dict[str, Any], At], None]


def _pattern_properties(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if "patternProperties" in old or "patternProperties" in new:
        compare_schema_map(d, old, new, at, "patternProperties")


def _dependent_schemas(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    if "dependentSchemas" in old or "dependentSchemas" in new:
        compare_schema_map(d, old, new, at, "dependentSchemas")


# Keywords some group above compares; any other keyword that changed is reported as
# schema-annotation-changed (title, examples, $comment, unknown keywords, ...): nothing silent.
COMPARED = frozenset({
    "$schema", "description", "default", "type", "enum", "const", "minimum", "maximum",
    "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
    "minProperties", "maxProperties", "minItems", "maxItems", "minContains", "maxContains",
    "pattern", "format", "properties", "required", "additionalProperties", "patternProperties",
    "dependentSchemas", "dependentRequired", "dependencies", "items", "prefixItems",
    "additionalItems", "uniqueItems", "anyOf", "oneOf", "allOf", "not", "if", "then", "else",
    "propertyNames", "contains", "unevaluatedProperties", "unevaluatedItems", "$ref", "$defs",
    "definitions",
})


DYNAMIC_REFS = frozenset({"$dynamicRef", "$recursiveRef"})  # never resolved: unclassified
IDENTIFIERS = frozenset({"$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor"})


def _other_keywords(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At) -> None:
    for key in sorted((old.keys() | new.keys()) - COMPARED, key=str):
        before, after = old.get(key, ABSENT), new.get(key, ABSENT)
        if strict_equal(before, after):
            continue
        name = safe_name(str(key), 40)
        if key in DYNAMIC_REFS:
            d.unclassified(at.kw(str(key)), at.label, f"`{name}` changed")
            continue
        if before is ABSENT:
            what = f"`{name}` added: {show(after)}"
        elif after is ABSENT:
            what = f"`{name}` removed (was {show(before)})"
        else:
            what = f"`{name}` changed from {show(before)} to {show(after)}"
        tail = "it may change how references resolve" if key in IDENTIFIERS else None
        texts = all(v is ABSENT or isinstance(v, str) for v in (before, after))
        d.emit(oc.ANNOTATION_CHANGED, at.kw(str(key)), at.label, what, tail,
               change=(before, after) if texts else None,
               values=None if texts else (before, after))


GROUPS: tuple[Group, ...] = (
    compare_dialect,
    compare_description,
    compare_default,
    compare_type,
    compare_enum,
    compare_range,
    compare_counts,
    compare_string,
    compare_properties,
    compare_additional,
    _pattern_properties,
    _dependent_schemas,
    compare_dependencies,
    compare_items,
    compare_unique,
    compare_unions,
    compare_all_of,
    compare_applicators,
    _other_keywords,
)


def compare_schemas(
    sink: Sink, tool: str, direction: Direction, old: Any, new: Any, path: str
) -> None:
    """Compare two whole schemas (each the root its local `$ref`s resolve against)."""
    d = SchemaDiff(sink, tool, direction, old, new)
    seen = frozenset({(id(old), id(new))})  # a `$ref: "#"` cycles back to the root
    d.push(old, new, At(path, "", seen=seen, root=True))
    done = 0
    while d.stack:
        done += 1
        if done > WORK_BUDGET:
            d.emit(oc.TOO_DEEP, path, "", f"comparison stopped after {WORK_BUDGET} schema nodes")
            return
        compare_node(d, *d.stack.pop())


def compare_node(d: SchemaDiff, old: Any, new: Any, at: At) -> None:
    if at.depth > MAX_DEPTH:
        if not strict_equal(old, new):
            d.emit(oc.TOO_DEEP, at.path, at.label, f"nested more than {MAX_DEPTH} levels deep")
        return
    if same_without_refs(old, new):
        return
    resolved = _resolve_pair(d, old, new, at)
    if resolved is None:
        return
    old, new, at = resolved
    if not isinstance(old, bool | dict) or not isinstance(new, bool | dict):
        if not strict_equal(old, new):
            d.unclassified(at.path, at.label, f"not a schema (was {show(old)}, now {show(new)})")
        return
    if old is False or new is False:
        if new is False and old is not False:
            d.emit(oc.TYPE_NARROWED, at.path, at.label, "now rejects every value (schema false)")
        elif old is False and new is not False:
            d.emit(oc.TYPE_WIDENED, at.path, at.label, "now accepts values (was schema false)")
        return
    old_schema: dict[str, Any] = {} if old is True else old
    new_schema: dict[str, Any] = {} if new is True else new
    old_schema, new_schema, at = flatten_pair(d, old_schema, new_schema, at)
    wrapped = wrapped_branch(d, old_schema, new_schema)
    if wrapped is not None:
        compare_wrapped(d, old_schema, new_schema, at, wrapped)
        return
    if needs_lift(old_schema, new_schema):
        compare_lifted(d, old_schema, new_schema, at)
        return
    for group in GROUPS:
        group(d, old_schema, new_schema, at)


def _resolve_pair(d: SchemaDiff, old: Any, new: Any, at: At) -> tuple[Any, Any, At] | None:
    """Both sides with local `$ref`s resolved; None when the pair is done (reported or cycle)."""
    left, right = resolve(old, d.old_root), resolve(new, d.new_root)
    if left.problem or right.problem:
        if left.problem and right.problem and strict_equal(old.get("$ref"), new.get("$ref")):
            return _without_ref(old), _without_ref(new), at
        remote = "remote" in (left.problem, right.problem)
        what = f"`$ref` changed from {show(left.ref)} to {show(right.ref)}"
        if not remote:
            holder = old if left.problem else new
            what = f"`$ref` {show(holder.get('$ref'))} cannot be resolved"
        d.emit(oc.REMOTE_REF_CHANGED if remote else oc.UNCLASSIFIED, at.kw("$ref"), at.label, what)
        return None
    if left.target is None and right.target is None:
        return old, new, at
    d.keepalive.append((old, new))
    chain = (left.target or id(old), right.target or id(new))
    if chain in at.seen:
        return None  # a recursive schema: this pair is already being compared above
    place = (id(old), id(new))
    count = d.expansions.get(place, 0) + 1
    if count > EXPANSION_LIMIT:
        return None
    d.expansions[place] = count
    at = At(at.path, at.label, at.depth, at.seen | {chain}, at.kpaths, at.root)
    return left.schema, right.schema, at


def _without_ref(schema: Any) -> Any:
    return (
        {k: v for k, v in schema.items() if k != "$ref"} if isinstance(schema, dict) else (schema)
    )
