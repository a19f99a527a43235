"""The fast acceptor never accepts what the full engine rejects (the full engine is the oracle):
on the JSON-Schema-Test-Suite's cases for the keywords it handles, on real tool schemas, and on
generated instances."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.errors import SchemaError
from mcpcheck.schemas.compiler import compile_validator
from mcpcheck.schemas.fastcheck import fast_acceptor, json_equal

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / ".servers" / "json-schema-test-suite" / "tests"
DIALECTS = {"draft2020-12": "https://json-schema.org/draft/2020-12/schema",
            "draft7": "http://json-schema.org/draft-07/schema#"}


def _suite_cases() -> list[tuple[str, Any, Any, bool, str]]:
    cases = []
    for folder, dialect in DIALECTS.items():
        for path in sorted((SUITE / folder).glob("*.json")):
            for group in json.loads(path.read_text()):
                schema = group["schema"]
                if isinstance(schema, dict) and "$schema" not in schema:
                    schema = {**schema, "$schema": dialect}
                for test in group["tests"]:
                    cases.append((f"{folder}/{path.stem}: {group['description']}: "
                                  f"{test['description']}", schema, test["data"], test["valid"],
                                  dialect))
    return cases


def test_suite_cases_never_accepted_when_invalid() -> None:
    cases = _suite_cases()
    assert len(cases) > 2000
    compiled_count = accepted = 0
    for label, schema, data, valid, _dialect in cases:
        try:
            full = compile_validator(schema)
        except SchemaError:
            continue
        fast = fast_acceptor(full.schema, full.dialect)
        if fast is None:
            continue
        compiled_count += 1
        if fast(data):
            accepted += 1
            assert full.is_valid(data), label
            assert valid, label
    # the fast path covers a real share of the suite and accepts most of its valid cases
    assert compiled_count > 600 and accepted > 250, (compiled_count, accepted)


def _real_schemas() -> list[Any]:
    schemas = []
    for path in sorted((ROOT / "tests").rglob("*.json")):
        if "corpus" not in path.parts and "fixtures" not in path.parts:
            continue
        try:
            doc = json.loads(path.read_text())
        except (UnicodeDecodeError, ValueError):
            continue
        tools = doc.get("tools") if isinstance(doc, dict) else None
        for entry in tools if isinstance(tools, list) else []:
            definition = entry.get("definition") if isinstance(entry, dict) else None
            for part in ("inputSchema", "outputSchema"):
                if isinstance(definition, dict) and isinstance(definition.get(part), dict):
                    schemas.append(definition[part])
    return schemas


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                               max_size=4),
    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_generated_instances_against_real_schemas(data: st.DataObject) -> None:
    schemas = _REAL or [{"type": "object"}]
    schema = data.draw(st.sampled_from(schemas))
    try:
        full = compile_validator(schema)
    except SchemaError:
        return
    fast = fast_acceptor(full.schema, full.dialect)
    if fast is None:
        return
    props = schema.get("properties") if isinstance(schema, dict) else None
    keys = st.sampled_from(sorted(props)) if isinstance(props, dict) and props else st.text()
    instance = data.draw(st.dictionaries(keys, json_values, max_size=5) | json_values)
    if fast(instance):
        assert full.is_valid(instance)


_REAL = _real_schemas()


@pytest.mark.parametrize(("a", "b", "same"), [
    (1, 1.0, True), (True, 1, False), (False, 0, False), ([1], [1.0], True),
    ({"a": [True]}, {"a": [1]}, False), ("1", 1, False), (None, None, True), (None, 0, False),
])
def test_json_equal(a: Any, b: Any, same: bool) -> None:
    assert json_equal(a, b) is same
    assert json_equal(b, a) is same


def test_unsupported_forms_are_left_to_the_full_engine() -> None:
    modern = "2020-12"
    for schema in ({"oneOf": [{"type": "string"}]}, {"not": {"type": "string"}},
                   {"patternProperties": {"^a": {}}}, {"if": {}, "then": {}},
                   {"$ref": "http://example.com/x"}, {"multipleOf": 2}):
        assert fast_acceptor(schema, modern) is None, schema
    assert fast_acceptor({"type": "string"}, "draft-04") is None
    fast = fast_acceptor({"type": "object", "properties": {"n": {"type": "integer"}}}, modern)
    assert fast is not None
    assert fast({"n": 1.0}) and not fast({"n": 1.5}) and not fast({"n": True})
    assert not fast({"n": float("nan")}) and not fast({1: 2})


@pytest.mark.parametrize("schema", [
    {"type": "object", "$defs": {"i": {"$anchor": "ident", "type": "string"}},
     "properties": {"user": {"$ref": "#ident"}}},
    {"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {
        "x": {"$id": "#foo", "type": "string"}}, "properties": {"user": {"$ref": "#foo"}}},
    {"$defs": {"a b": {"type": "string"}, "a%20b": {}},
     "properties": {"user": {"$ref": "#/$defs/a%20b"}}},
    {"properties": {"user": {"$ref": "#/"}}, "": {"type": "string"}},
])
def test_anchor_encoded_and_odd_refs_are_left_to_the_full_engine(schema: Any) -> None:
    full = compile_validator(schema)
    fast = fast_acceptor(full.schema, full.dialect)
    assert not full.is_valid({"user": {}})
    if "#/" in json.dumps(schema) and "%" not in json.dumps(schema):
        assert fast is not None  # `#/` is the key "" (RFC 6901), resolved as such
        assert not fast({"user": {}}) and fast({"user": "x"}) and full.is_valid({"user": "x"})
    else:
        assert fast is None
