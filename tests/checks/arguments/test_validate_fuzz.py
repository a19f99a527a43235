"""Hostile input never crashes the schema toolkit: any JSON value, any pattern text."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcpcheck.errors import SchemaError
from mcpcheck.schemas import ecma
from mcpcheck.schemas.compiler import compile_validator, metaschema_errors

KEYWORDS = [
    "type", "properties", "required", "items", "pattern", "patternProperties", "enum", "const",
    "additionalProperties", "$ref", "$defs", "anyOf", "allOf", "not", "minimum", "maxLength",
    "unevaluatedProperties", "$schema", "prefixItems", "if", "then", "else", "format",
]  # fmt: skip
scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(KEYWORDS) | st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=20,
)
PATTERN_ALPHABET = st.sampled_from([*"ab()[]{}^$.*+?|\\-,:=!<>0123dwsbBcxuklpPDWS", "é", "😀"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_metaschema_errors_never_raises(schema: Any) -> None:
    problems = metaschema_errors(schema)
    assert all(isinstance(p, str) and isinstance(m, str) for p, m in problems)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values, json_values)
def test_compile_and_judge_never_crash(schema: Any, instance: Any) -> None:
    try:
        compiled = compile_validator(schema)
    except SchemaError:
        return
    issues = compiled.errors(instance)
    assert all(isinstance(i.message, str) and i.message for i in issues)


@settings(max_examples=1000, deadline=None)
@given(st.text(PATTERN_ALPHABET, max_size=16), st.text(st.sampled_from("ab-\n😀 1"), max_size=8))
def test_translate_either_refuses_or_compiles(pattern: str, text: str) -> None:
    try:
        ecma.translate(pattern)
    except ValueError:
        return
    assert isinstance(ecma.search(pattern, text, timeout=1.0), bool)
    ecma.redos_risk(pattern)
