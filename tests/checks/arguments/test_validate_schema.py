"""mcpcheck.schemas.compiler: dialects, metaschema faults, offline refs, no coercion, issue
messages.
"""

from __future__ import annotations

import re
import socket
import time
from typing import Any

import pytest

from mcpcheck.errors import SchemaError
from mcpcheck.schemas.compiler import (
    DIALECTS,
    InvalidSchema,
    SchemaIssue,
    UnsupportedSchema,
    compile_validator,
    dialect_of,
    metaschema_errors,
)

D4 = "http://json-schema.org/draft-04/schema#"
D6 = "http://json-schema.org/draft-06/schema#"
D7 = "http://json-schema.org/draft-07/schema#"
D2019 = "https://json-schema.org/draft/2019-09/schema"
D2020 = "https://json-schema.org/draft/2020-12/schema"


def issues(schema: Any, instance: Any) -> list[tuple[str, str, str]]:
    return [(i.pointer, i.keyword, i.message) for i in compile_validator(schema).errors(instance)]


# --- dialects -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("schema", "name"),
    [
        ({}, "2020-12"),
        ({"$schema": D2020}, "2020-12"),
        ({"$schema": "https://json-schema.org/draft/2020-12/schema#"}, "2020-12"),
        ({"$schema": "http://json-schema.org/draft/2020-12/schema"}, "2020-12"),
        ({"$schema": D2019}, "2019-09"),
        ({"$schema": D7}, "draft-07"),
        ({"$schema": "http://json-schema.org/draft-07/schema"}, "draft-07"),
        ({"$schema": "https://json-schema.org/draft-07/schema#"}, "draft-07"),
        ({"$schema": D6}, "draft-06"),
        ({"$schema": D4}, "draft-04"),
        (True, "2020-12"),
    ],
)
def test_dialect_of(schema: Any, name: str) -> None:
    assert dialect_of(schema) == name


def test_dialect_registry_covers_every_spelling() -> None:
    assert len(DIALECTS) == 20
    assert {name for name, _ in DIALECTS.values()} == {
        "2020-12",
        "2019-09",
        "draft-07",
        "draft-06",
        "draft-04",
    }


@pytest.mark.parametrize(
    ("uri", "message"),
    [
        (
            "http://json-schema.org/draft-03/schema#",
            "unsupported $schema: http://json-schema.org/draft-03/schema#",
        ),
        ("https://example.com/my-meta", "unsupported $schema: https://example.com/my-meta"),
        (7, "unsupported $schema: 7"),
    ],
)
def test_unknown_dialect_is_a_clear_error_never_a_fallback(uri: Any, message: str) -> None:
    with pytest.raises(UnsupportedSchema) as info:
        dialect_of({"$schema": uri})
    assert str(info.value) == message
    assert info.value.pointer == "/$schema"
    with pytest.raises(UnsupportedSchema, match="unsupported \\$schema"):
        compile_validator({"$schema": uri, "type": "object"})
    assert metaschema_errors({"$schema": uri}) == [("/$schema", message)]


def test_draft04_exclusive_maximum_is_boolean() -> None:
    draft4 = {"$schema": D4, "type": "number", "maximum": 5, "exclusiveMaximum": True}
    assert issues(draft4, 5) == [("", "maximum", "must be < 5")]
    assert issues(draft4, 4.5) == []
    draft7 = {"$schema": D7, "type": "number", "exclusiveMaximum": 5}
    assert issues(draft7, 5) == [("", "exclusiveMaximum", "must be < 5")]
    # A boolean exclusiveMaximum is a metaschema violation from draft-06 on.
    with pytest.raises(InvalidSchema) as info:
        compile_validator({"$schema": D7, "maximum": 5, "exclusiveMaximum": True})
    assert info.value.problems == [("/exclusiveMaximum", "expected number, got boolean")]


@pytest.mark.parametrize(
    ("uri", "one_point_oh_is_integer"),
    [(None, True), (D2019, True), (D7, True), (D6, True), (D4, False)],
)
def test_one_point_oh_is_an_integer_except_in_draft04(
    uri: str | None, one_point_oh_is_integer: bool
) -> None:
    schema: dict[str, Any] = {"type": "integer"}
    if uri:
        schema["$schema"] = uri
    expected = [] if one_point_oh_is_integer else [("", "type", "expected integer, got number")]
    assert issues(schema, 1.0) == expected


# --- no coercion, code points -------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "value", "got"),
    [
        ("integer", "4096", "string"),
        ("integer", 4.5, "number"),
        ("integer", True, "boolean"),
        ("number", True, "boolean"),
        ("number", "1", "string"),
        ("string", 1, "integer"),
        ("boolean", "true", "string"),
        ("boolean", 0, "integer"),
        ("object", None, "null"),
        ("object", [], "array"),
        ("array", {}, "object"),
        ("null", "", "string"),
    ],
)
def test_no_coercion(kind: str, value: Any, got: str) -> None:
    assert issues({"type": kind}, value) == [("", "type", f"expected {kind}, got {got}")]


def test_type_list_message() -> None:
    assert issues({"type": ["string", "null"]}, 3) == [
        ("", "type", "expected string or null, got integer")
    ]


def test_string_lengths_count_code_points() -> None:
    assert issues({"maxLength": 3}, "😀😀😀") == []
    assert issues({"minLength": 3}, "😀😀😀") == []
    assert issues({"maxLength": 3}, "😀😀😀😀") == [
        ("", "maxLength", "must be at most 3 characters long (got 4)")
    ]
    assert issues({"pattern": "^.{3}$"}, "😀😀😀") == []


# --- metaschema ---------------------------------------------------------------------------


def test_unknown_type_fails_closed() -> None:
    schema = {"type": "object", "properties": {"n": {"type": "int"}}}
    assert metaschema_errors(schema) == [("/properties/n/type", "unknown type `int`")]
    with pytest.raises(InvalidSchema) as info:
        compile_validator(schema)
    assert str(info.value) == "invalid schema at `/properties/n/type`: unknown type `int`"


def test_unknown_type_hidden_where_the_metaschema_does_not_look_fails_closed() -> None:
    # draft-07 has no `$defs` keyword, so its metaschema never checks what `$ref` points at.
    schema = {"$schema": D7, "$defs": {"n": {"type": "int"}}, "$ref": "#/$defs/n"}
    assert metaschema_errors(schema) == [("/$defs/n/type", "unknown type `int`")]


def test_shape_checks_jsonschema_misses() -> None:
    schema = {"required": "a", "properties": "a", "type": ["string", 3]}
    assert metaschema_errors(schema) == [
        ("/properties", "properties must be an object"),
        ("/required", "required must be an array of strings"),
        ("/type/1", "type must be a string, got integer"),
    ]


@pytest.mark.parametrize("value", [None, 3, "x", [1], 1.5, {"type": {"a": 1}}])
def test_metaschema_errors_never_raises(value: Any) -> None:
    assert metaschema_errors(value)  # every one of these is wrong, and none raises


def test_metaschema_errors_for_a_valid_schema_and_booleans() -> None:
    assert metaschema_errors({"type": "object", "properties": {"a": {"type": "string"}}}) == []
    assert metaschema_errors(True) == []
    assert metaschema_errors(None) == [("", "schema must be an object or a boolean, got null")]


def test_invalid_ecma_pattern_is_a_metaschema_error() -> None:
    schema = {"properties": {"a": {"pattern": "(?P<x>a)"}}, "patternProperties": {"\\Z": {}}}
    assert metaschema_errors(schema) == [
        (
            "/patternProperties/\\Z",
            "invalid ECMA-262 pattern `\\Z`: `\\Z` is not an ECMA-262 escape at position 2",
        ),
        (
            "/properties/a/pattern",
            "invalid ECMA-262 pattern `(?P<x>a)`: invalid group `(?P` at position 1",
        ),
    ]


# --- references ---------------------------------------------------------------------------


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_remote_ref_is_never_fetched() -> None:
    port = _closed_port()
    listener = socket.socket()
    listener.bind(("127.0.0.1", port))
    listener.listen(1)
    listener.setblocking(False)
    try:
        started = time.monotonic()
        with pytest.raises(UnsupportedSchema) as info:
            compile_validator({"properties": {"a": {"$ref": f"http://127.0.0.1:{port}/x.json"}}})
        assert time.monotonic() - started < 2
        with pytest.raises(BlockingIOError):
            listener.accept()  # nobody knocked
    finally:
        listener.close()
    assert str(info.value) == (
        f"remote $ref `http://127.0.0.1:{port}/x.json` at `/properties/a/$ref` is not fetched "
        "(only local references are followed)"
    )
    assert info.value.pointer == "/properties/a/$ref"


def test_relative_ref_without_embedded_target_is_remote() -> None:
    with pytest.raises(UnsupportedSchema, match=re.escape("remote $ref `defs.json#/a`")):
        compile_validator({"$ref": "defs.json#/a"})


def test_dangling_local_ref_is_an_invalid_schema() -> None:
    with pytest.raises(InvalidSchema) as info:
        compile_validator({"$ref": "#/$defs/missing"})
    assert info.value.problems == [("/$ref", "$ref `#/$defs/missing` does not resolve")]


def test_recursive_local_ref_works() -> None:
    tree = {
        "$defs": {
            "node": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                },
                "additionalProperties": False,
            }
        },
        "$ref": "#/$defs/node",
    }
    good = {"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}
    assert issues(tree, good) == []
    bad = {"name": "a", "children": [{"name": "b", "children": [{"name": 3, "x": 1}]}]}
    assert issues(tree, bad) == [
        ("/children/0/children/0", "additionalProperties", "unknown property `x`"),
        ("/children/0/children/0/name", "type", "expected string, got integer"),
    ]


def test_embedded_resource_with_its_own_id_resolves_locally() -> None:
    schema = {
        "$id": "https://example.com/root.json",
        "$defs": {"n": {"$id": "node.json", "type": "integer"}},
        "properties": {"a": {"$ref": "node.json"}},
    }
    assert issues(schema, {"a": "x"}) == [("/a", "type", "expected integer, got string")]


# --- issues -------------------------------------------------------------------------------

STRICT = {
    "type": "object",
    "additionalProperties": False,
    "required": ["path"],
    "properties": {
        "path": {"type": "string", "pattern": "^[a-z]+$"},
        "mode": {"enum": ["a", "b"]},
        "n": {"type": "integer", "minimum": 1, "maximum": 10, "multipleOf": 2},
        "tags": {"type": "array", "uniqueItems": True, "maxItems": 2},
        "pick": {"anyOf": [{"type": "integer"}, {"type": "string", "maxLength": 2}]},
        "fixed": {"const": "x"},
    },
}


@pytest.mark.parametrize(
    ("instance", "expected"),
    [
        ({"path": "abc"}, []),
        ({"path": "abc\n"}, [("/path", "pattern", "value does not match pattern `^[a-z]+$`")]),
        ({}, [("", "required", "missing required property `path`")]),
        (
            {"path": "a", "recursive": True},
            [("", "additionalProperties", "unknown property `recursive`")],
        ),
        ({"path": "a", "mode": "A"}, [("/mode", "enum", 'must be one of ["a", "b"]')]),
        (
            {"path": "a", "n": -1},
            [("/n", "minimum", "must be >= 1"), ("/n", "multipleOf", "must be a multiple of 2")],
        ),
        ({"path": "a", "n": 12}, [("/n", "maximum", "must be <= 10")]),
        (
            {"path": "a", "tags": [1, 1, 2]},
            [
                ("/tags", "uniqueItems", "items must be unique"),
                ("/tags", "maxItems", "must have at most 2 items (got 3)"),
            ],
        ),
        (
            {"path": "a", "pick": "abc"},
            [
                (
                    "/pick",
                    "anyOf",
                    "does not match any of the alternatives "
                    "(closest: must be at most 2 characters long (got 3))",
                )
            ],
        ),
        ({"path": "a", "fixed": "y"}, [("/fixed", "const", 'must equal "x"')]),
    ],
)
def test_issue_messages(instance: Any, expected: list[tuple[str, str, str]]) -> None:
    assert sorted(issues(STRICT, instance)) == sorted(expected)


def test_best_match_comes_first_and_all_errors_are_listed() -> None:
    found = issues(STRICT, {"n": "x", "recursive": 1})
    assert found == [  # same depth: schema keyword order
        ("", "additionalProperties", "unknown property `recursive`"),
        ("", "required", "missing required property `path`"),
        ("/n", "type", "expected integer, got string"),
    ]


def test_issue_carries_the_schema_pointer() -> None:
    (issue,) = compile_validator(STRICT).errors({"path": "a", "n": 12})
    assert issue == SchemaIssue("/n", "maximum", "must be <= 10", None, "/properties/n/maximum")


def test_pattern_properties_and_additional_properties_use_ecma() -> None:
    schema = {
        "patternProperties": {"^x_[a-z]+$": {"type": "integer"}},
        "additionalProperties": False,
    }
    assert issues(schema, {"x_ab": 1}) == []
    assert issues(schema, {"x_ab": "1"}) == [("/x_ab", "type", "expected integer, got string")]
    assert issues(schema, {"x_ab\n": 1}) == [
        ("", "additionalProperties", "unknown property `x_ab\n`")
    ]


def test_unevaluated_properties_use_ecma() -> None:
    schema = {
        "properties": {"a": {}},
        "patternProperties": {"^x_\\d$": {}},
        "unevaluatedProperties": False,
    }
    assert issues(schema, {"a": 1, "x_1": 2}) == []
    assert issues(schema, {"a": 1, "x_٣": 2}) == [
        ("", "unevaluatedProperties", "unknown property `x_٣`")
    ]


def test_pattern_timeout_blames_the_schema_not_the_instance() -> None:
    schema = {"properties": {"p": {"type": "string", "pattern": "^(b|b)*$"}}}
    found = compile_validator(schema).errors({"p": "b" * 40 + "c"})
    assert found == [
        SchemaIssue(
            "",
            "pattern",
            "pattern `^(b|b)*$` refused: matching exceeded the time bound "
            "(catastrophic backtracking)",
            "pattern-timeout",
            "/properties/p/pattern",
        )
    ]


def test_compile_is_cached_by_canonical_text() -> None:
    first = compile_validator({"type": "object", "properties": {"a": {"type": "string"}}})
    again = compile_validator({"properties": {"a": {"type": "string"}}, "type": "object"})
    assert first is again
    assert compile_validator({"type": "integer"}) is not compile_validator({"type": "number"})
    with pytest.raises(SchemaError):
        compile_validator({"type": "nope"})
    with pytest.raises(InvalidSchema):  # the refusal is cached too, and raised again
        compile_validator({"type": "nope"})


def test_draft07_defs_are_checked_against_the_metaschema() -> None:
    schema = {"$schema": D7, "$defs": {"a": {"minLength": "x"}}, "$ref": "#/$defs/a"}
    assert metaschema_errors(schema) == [("/$defs/a/minLength", "expected integer, got string")]


def test_hostile_part_no_check_reaches_becomes_a_schema_fault() -> None:
    # draft-07: `$ref` may point into an unknown keyword, which no metaschema looks at.
    compiled = compile_validator({"$schema": D7, "x": {"minLength": "a"}, "$ref": "#/x"})
    (fault,) = compiled.errors("abc")
    assert fault.fault == "schema-invalid"
    assert fault.message.startswith("schema could not be evaluated: TypeError: ")
