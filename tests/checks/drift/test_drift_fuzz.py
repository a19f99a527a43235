"""Property tests: arbitrary (often malformed) schemas and tools never make diff_tools raise,
a surface never drifts from itself, and findings are deterministic."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcpcheck.checks.drift import RULES, diff_tools

KEYWORDS = [
    "type",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "prefixItems",
    "additionalItems",
    "enum",
    "const",
    "anyOf",
    "oneOf",
    "allOf",
    "not",
    "if",
    "then",
    "else",
    "$ref",
    "$defs",
    "definitions",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "propertyNames",
    "patternProperties",
    "dependentRequired",
    "dependentSchemas",
    "dependencies",
    "unevaluatedProperties",
    "unevaluatedItems",
    "default",
    "description",
    "title",
    "$schema",
    "minProperties",
    "maxProperties",
]
TYPES = ["string", "integer", "number", "object", "array", "boolean", "null", "strng"]
REFS = [
    "#",
    "#/$defs/a",
    "#/$defs/b",
    "#/definitions/a",
    "#/properties/x",
    "#/nope",
    "https://example.invalid/s.json",
    "#a",
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 5),
    st.sampled_from([0.5, 1.0, -0.0, 1e308]),
    st.sampled_from(TYPES),
    st.sampled_from(REFS),
    st.text(max_size=4),
)


def _schemas(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    names = st.sampled_from(["x", "y", "a", "b", "a/b", "~"])
    values = st.one_of(
        children,
        st.lists(children, max_size=3),
        st.dictionaries(names, children, max_size=3),
        st.lists(st.sampled_from(TYPES), max_size=3),
        st.lists(names, max_size=3),
    )
    return st.one_of(
        st.dictionaries(st.sampled_from(KEYWORDS), values, max_size=5),
        st.lists(children, max_size=3),
    )


json_like = st.recursive(scalars, _schemas, max_leaves=25)
schema = st.one_of(
    st.dictionaries(st.sampled_from(KEYWORDS), json_like, max_size=6),
    json_like,
)
hints = st.dictionaries(
    st.sampled_from(
        ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"]
    ),
    st.one_of(st.booleans(), st.none(), st.text(max_size=2)),
    max_size=4,
)


@st.composite
def tools(draw: st.DrawFn) -> list[Any]:
    out: list[Any] = []
    for _ in range(draw(st.integers(0, 3))):
        tool: dict[str, Any] = {"name": draw(st.sampled_from(["a", "b", "c", 1]))}
        if draw(st.booleans()):
            tool["inputSchema"] = draw(schema)
        if draw(st.booleans()):
            tool["outputSchema"] = draw(schema)
        if draw(st.booleans()):
            tool["annotations"] = draw(st.one_of(hints, json_like))
        if draw(st.booleans()):
            tool["description"] = draw(st.one_of(st.text(max_size=5), json_like))
        out.append(tool)
    if draw(st.booleans()):
        out.append(draw(json_like))
    return out


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tools(), tools())
def test_arbitrary_surfaces_never_raise_and_are_deterministic(
    old: list[Any], new: list[Any]
) -> None:
    first = diff_tools(old, new)
    assert all(f.rule in RULES for f in first)
    assert all(f.severity == RULES[f.rule].severity for f in first)
    again = diff_tools(copy.deepcopy(old), copy.deepcopy(new))
    assert [f.fingerprint for f in first] == [f.fingerprint for f in again]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tools())
def test_a_surface_never_drifts_from_a_copy_of_itself(surface: list[Any]) -> None:
    assert diff_tools(surface, copy.deepcopy(surface)) == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(schema, schema)
def test_arbitrary_schema_pairs_in_both_directions(before: Any, after: Any) -> None:
    for key in ("inputSchema", "outputSchema"):
        findings = diff_tools([{"name": "t", key: before}], [{"name": "t", key: after}])
        assert all(f.rule in RULES and f.path.startswith(f"/{key}") for f in findings)


# --- the rest of the surface: prompts, resources, templates, capabilities, instructions ---

ITEM_KEYS = ["name", "title", "description", "arguments", "required", "uri", "uriTemplate",
             "mimeType", "size", "_meta", "icons"]
ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(ITEM_KEYS), inner, max_size=4),
    max_leaves=12,
)
ITEMS = st.lists(
    st.dictionaries(st.sampled_from(ITEM_KEYS), ANY_JSON, max_size=5) | ANY_JSON, max_size=4)


def surface_of(parts: tuple[Any, ...]) -> Any:
    from mcpcheck.models import Surface

    prompts, resources, templates, caps, instructions = parts
    return Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                   capabilities=caps, tools=(), prompts=tuple(prompts),
                   resources=tuple(resources), resource_templates=tuple(templates),
                   instructions=instructions)


SURFACE_PARTS = st.tuples(ITEMS, ITEMS, ITEMS, ANY_JSON, st.none() | st.text(max_size=8))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SURFACE_PARTS, SURFACE_PARTS)
def test_malformed_surfaces_never_raise_and_never_drift_from_themselves(
    a: tuple[Any, ...], b: tuple[Any, ...]
) -> None:
    from mcpcheck.checks.drift import diff_surface

    left, right = surface_of(a), surface_of(b)
    assert diff_surface(left, surface_of(copy.deepcopy(a))) == []
    found = diff_surface(left, right)
    assert all(f.rule in RULES for f in found)
    assert found == diff_surface(left, right)
