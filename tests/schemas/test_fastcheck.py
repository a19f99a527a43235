"""The fast acceptor never accepts what the full engine rejects (the full engine is the oracle):
on the JSON-Schema-Test-Suite's cases for the keywords it handles (four dialects), on real tool
schemas, and on generated instances: random ones, and ones built from each real corpus schema
at and just past its bounds (so that many are valid and the acceptor's True is exercised)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.errors import SchemaError
from mcpcheck.schemas.compiler import compile_validator
from mcpcheck.schemas.fastcheck import fast_acceptor, json_equal
from mcpcheck.schemas.jsonpointer import local_ref
from tests.support.corpus_text import kept_item, share
from tests.support.server_schemas import server_schemas

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / ".servers" / "json-schema-test-suite" / "tests"
DIALECTS = {"draft2020-12": "https://json-schema.org/draft/2020-12/schema",
            "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
            "draft7": "http://json-schema.org/draft-07/schema#",
            "draft6": "http://json-schema.org/draft-06/schema#"}


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
    assert len(cases) > 4000
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
    assert compiled_count > 1200 and accepted > 500, (compiled_count, accepted)


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


# ------------------------------------------------------------------ instances built from schemas

_ODD = (None, True, False, 0, 1, -1, 1.0, 1.5, -0.0, 2**53 + 1, "", "x", "1", "true", [], {},
        [None], {"": None}, float("nan"), float("inf"), (1, 2))
_CHARS = "aZ09 _-./:é中𝄞\n\t\"\\"


def _near(schema: Any, root: Any, rng: random.Random, depth: int = 0) -> Any:
    """An instance shaped by `schema`, often at or just past a bound, sometimes of another
    kind altogether (the full engine says which are valid)."""
    if depth > 8 or not isinstance(schema, dict) or rng.random() < 0.04:
        return copy.deepcopy(rng.choice(_ODD))
    if "$ref" in schema and rng.random() < 0.9:
        found, target = local_ref(root, schema["$ref"]) if isinstance(schema["$ref"], str) \
            else (False, None)
        if found:
            return _near(target, root, rng, depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list) and schema[key] and rng.random() < 0.8:
            return _near(rng.choice(schema[key]), root, rng, depth + 1)
    if isinstance(schema.get("allOf"), list) and schema["allOf"] and rng.random() < 0.8:
        merged = dict(schema)
        for part in schema["allOf"]:
            if isinstance(part, dict):
                merged.update(part)
        merged.pop("allOf")
        return _near(merged, root, rng, depth + 1)
    for key in ("default", "examples"):
        if key in schema and rng.random() < 0.15:
            value = schema[key]
            if key == "examples" and isinstance(value, list) and value:
                value = rng.choice(value)
            return copy.deepcopy(value)
    options = [schema["const"]] if "const" in schema else schema.get("enum")
    if isinstance(options, list) and options:
        value = copy.deepcopy(rng.choice(options))
        if rng.random() < 0.2:
            value = value + "!" if isinstance(value, str) else [value]
        return value
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = rng.choice(kind) if kind else None
    if kind is None:
        kind = ("object" if "properties" in schema or "required" in schema else
                "array" if "items" in schema else
                "string" if "minLength" in schema or "maxLength" in schema or "pattern" in schema
                else "number" if "minimum" in schema or "maximum" in schema
                else rng.choice(["object", "string", "integer", "boolean", "null"]))
    return _near_kind(kind, schema, root, rng, depth)


def _near_size(schema: dict[str, Any], low: str, high: str, rng: random.Random,
               cap: int) -> int:
    picks = [0, 1, 2, 3]
    for key, delta in ((low, 0), (low, -1), (high, 0), (high, 1)):
        if isinstance(schema.get(key), int) and not isinstance(schema.get(key), bool):
            picks += [schema[key] + delta] * 2
    return max(0, min(cap, rng.choice(picks)))


def _near_kind(kind: Any, schema: dict[str, Any], root: Any, rng: random.Random,
               depth: int) -> Any:
    if kind == "object":
        props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
        required = schema.get("required") if isinstance(schema.get("required"), list) else []
        out: dict[str, Any] = {}
        for name, sub in props.items():
            if (name in required and rng.random() < 0.97) or rng.random() < 0.5:
                out[name] = _near(sub, root, rng, depth + 1)
        for name in required:
            if isinstance(name, str) and name not in out and rng.random() < 0.9:
                out[name] = copy.deepcopy(rng.choice(_ODD))
        if rng.random() < 0.15:
            out[rng.choice(["extra", "", "Id", "x-y"])] = copy.deepcopy(rng.choice(_ODD))
        return out
    if kind == "array":
        count = _near_size(schema, "minItems", "maxItems", rng, 5)
        return [_near(schema.get("items", {}), root, rng, depth + 1) for _ in range(count)]
    if kind == "string":
        size = _near_size(schema, "minLength", "maxLength", rng, 300)
        return "".join(rng.choice(_CHARS) for _ in range(size))
    if kind in ("integer", "number"):
        picks: list[Any] = [0, 1, -1, 10**6]
        for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            bound = schema.get(key)
            if isinstance(bound, int | float) and not isinstance(bound, bool):
                picks += [bound, bound - 1, bound + 1, float(bound), bound + 0.5, bound - 0.5]
        value = rng.choice(picks)
        if kind == "integer" and rng.random() < 0.7 and isinstance(value, float):
            value = int(value)
        return value
    if kind == "boolean":
        return rng.choice([True, False, 0, 1])
    if kind == "null":
        return rng.choice([None, None, 0, ""])
    return copy.deepcopy(rng.choice(_ODD))


def _corpus_schemas() -> list[tuple[int, Any]]:
    """(place in the whole list, schema) of the real schemas of the corpus share
    (tests/support/corpus_text.kept_item of the schema's JSON text: 1,300 of the 6,452 under
    `make test`, every one under `make test-full`). The place seeds the instances, so a schema
    gets the same instances whatever the share."""
    return [(index, schema) for index, schema in enumerate(server_schemas())
            if kept_item(json.dumps(schema, sort_keys=True))]


def test_instances_built_from_the_corpus_schemas() -> None:
    """Every real schema of tests/corpus/servers of the corpus share, 40 instances each built
    from the schema: whatever the fast acceptor accepts, the full engine accepts."""
    schemas = _corpus_schemas()
    assert len(schemas) > 5_000 // share()  # 450 at share 20, 1,334 at 10 (suite31)
    compiled = accepted = judged = 0
    schemas_accepting = 0
    for index, schema in schemas:
        try:
            full = compile_validator(schema)
        except SchemaError:
            continue
        fast = fast_acceptor(full.schema, full.dialect)
        if fast is None:
            continue
        compiled += 1
        rng = random.Random(index)
        hits = 0
        for _ in range(40):
            instance = _near(schema, schema, rng)
            judged += 1
            if fast(instance):
                hits += 1
                assert full.is_valid(instance), (index, json.dumps(schema)[:300], instance)
        accepted += hits
        schemas_accepting += hits > 0
    # the fast path covers nearly every real schema, and the generator reaches its True
    assert compiled > 0.95 * len(schemas), (compiled, len(schemas))
    assert schemas_accepting > 0.8 * compiled and accepted > 0.1 * judged, (
        schemas_accepting, compiled, accepted, judged)


def test_the_demo_search_call_is_accepted_on_the_fast_path() -> None:
    """The guard's benchmark call (bench/bench_guard.py): arguments, result and expectation are
    all decided here, never by the full engine; a value one step past a bound is not."""
    item = {"type": "object", "title": "Item", "required": ["category", "price", "sku", "title"],
            "properties": {"category": {"enum": ["kitchen", "office"], "type": "string"},
                           "price": {"type": "number"}, "sku": {"type": "string"},
                           "title": {"type": "string"}}}
    inputs = {"type": "object", "required": ["query"], "properties": {
        "limit": {"default": 10, "maximum": 50, "minimum": 1, "type": "integer"},
        "query": {"maxLength": 200, "minLength": 1, "type": "string"}}}
    output = {"$defs": {"Item": item}, "type": "object", "required": ["items", "total"],
              "properties": {"items": {"items": {"$ref": "#/$defs/Item"}, "type": "array"},
                             "total": {"type": "integer"}}}
    args = fast_acceptor(inputs, "2020-12")
    result = fast_acceptor(output, "2020-12")
    assert args is not None and result is not None
    found = {"items": [{"sku": "M-1", "title": "Blue mug", "price": 9.5, "category": "kitchen"}],
             "total": 1}
    assert args({"query": "mug", "limit": 10}) and args({"query": "m" * 200, "limit": 50.0})
    assert result(found)
    for bad in ({"query": "", "limit": 10}, {"query": "m" * 201}, {"query": "mug", "limit": 51},
                {"query": "mug", "limit": 0}, {"query": "mug", "limit": True},
                {"limit": 10}, {"query": ("m",)}):
        assert not args(bad), bad
    for bad_item in ({**found["items"][0], "category": "garden"},
                     {**found["items"][0], "price": "9.5"},
                     {k: v for k, v in found["items"][0].items() if k != "sku"}):
        assert not result({"items": [bad_item], "total": 1}), bad_item


def test_property_names_are_on_the_fast_path() -> None:
    schema = {"type": "object", "propertyNames": {"pattern": "^[a-z]+$", "maxLength": 4},
              "additionalProperties": {"type": "integer"}}
    full = compile_validator(schema)
    fast = fast_acceptor(full.schema, full.dialect)
    assert fast is not None
    assert fast({"ab": 1, "abcd": 2}) and full.is_valid({"ab": 1, "abcd": 2})
    for bad in ({"Ab": 1}, {"abcde": 1}, {"ab": "1"}):
        assert not fast(bad) and not full.is_valid(bad), bad


def test_cyclic_refs_and_shared_targets() -> None:
    tree = {"$defs": {"node": {"type": "object", "required": ["v"], "additionalProperties": False,
                               "properties": {"v": {"type": "integer", "minimum": 0},
                                              "kids": {"type": "array",
                                                       "items": {"$ref": "#/$defs/node"}}}}},
            "$ref": "#/$defs/node"}
    full = compile_validator(tree)
    fast = fast_acceptor(full.schema, full.dialect)
    assert fast is not None
    good = {"v": 1, "kids": [{"v": 2, "kids": [{"v": 0}]}, {"v": 3}]}
    assert fast(good) and full.is_valid(good)
    for bad in ({"v": 1, "kids": [{"v": -1}]}, {"v": 1, "kids": [{"v": 2, "x": 1}]}):
        assert not fast(bad) and not full.is_valid(bad), bad
    deep: dict[str, Any] = {"v": 0}
    for _ in range(3000):  # deeper than the interpreter's recursion: not known valid
        deep = {"v": 0, "kids": [deep]}
    assert not fast(deep)
