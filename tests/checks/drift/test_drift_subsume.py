"""covers(old, new): every value `new` accepts, `old` accepted too; conservative (False when it
cannot show it). It decides whether an added output union branch is breaking (defect 1)."""

from __future__ import annotations

from typing import Any

import pytest

from mcpcheck.checks.drift.baseline import summarize_unusable
from mcpcheck.checks.drift.subsume import covers
from mcpcheck.models import Finding, Severity

IMAGE = {"type": "object", "required": ["type", "data", "mimeType"],
         "properties": {"type": {"const": "image"}, "data": {"type": "string"},
                        "mimeType": {"type": "string"}}}
RESOURCE = {"type": "object", "required": ["type", "resource"],
            "properties": {"type": {"const": "resource"}, "resource": {"type": "object"}}}

COVERED: list[tuple[Any, Any]] = [
    ({}, {"type": "string"}),
    (True, IMAGE),
    ({"type": "number"}, {"type": "integer", "minimum": 3}),
    ({"type": "string"}, {"type": "string", "format": "uri", "maxLength": 3}),
    ({"type": "integer", "minimum": 1}, {"type": "integer", "exclusiveMinimum": 0}),
    ({"enum": ["a", "b"]}, {"const": "a"}),
    ({"type": "array", "items": {"type": "string"}, "maxItems": 5},
     {"type": "array", "items": {"const": "x"}, "maxItems": 2}),
    (IMAGE, {**IMAGE, "properties": {**IMAGE["properties"], "mimeType": {"enum": ["image/png"]}}}),
    ({"anyOf": [IMAGE, RESOURCE]}, RESOURCE),
    ({"oneOf": [IMAGE, RESOURCE]}, RESOURCE),  # discriminated: the other branch cannot match
    ({"type": "object", "additionalProperties": False, "properties": {"a": {}}},
     {"type": "object", "additionalProperties": False, "properties": {}}),
    ({"anyOf": [{"type": "string"}, {"type": "null"}]},
     {"anyOf": [{"type": "null"}, {"type": "string", "pattern": "^a"}]}),
    ({"$ref": "#/$defs/S", "$defs": {"S": {"type": "string"}}}, {"type": "string"}),
]
NOT_COVERED: list[tuple[Any, Any]] = [
    (IMAGE, RESOURCE),  # another shape: no data, no mimeType
    ({"type": "integer"}, {"type": "number"}),
    ({"type": "string", "maxLength": 3}, {"type": "string"}),
    ({"type": "integer", "minimum": 1}, {"type": "integer", "minimum": 0}),
    ({"enum": ["a"]}, {"type": "string"}),
    ({"type": "object", "required": ["a"]}, {"type": "object"}),
    ({"type": "object", "additionalProperties": False}, {"type": "object", "properties": {
        "x": {"type": "string"}}}),
    ({"type": "string", "pattern": "^a"}, {"type": "string", "pattern": "^b"}),
    ({"not": {"type": "null"}}, {"type": "string"}),  # a keyword it does not model: no proof
    ({"oneOf": [{"type": "string"}, {"type": "string", "maxLength": 2}]}, {"const": "a"}),
    ({"type": "string"}, {"$ref": "#/nowhere"}),
]


@pytest.mark.parametrize(("old", "new"), COVERED)
def test_covered(old: Any, new: Any) -> None:
    assert covers(old, new, old, new)


@pytest.mark.parametrize(("old", "new"), NOT_COVERED)
def test_not_covered(old: Any, new: Any) -> None:
    assert not covers(old, new, old, new)


def test_a_deep_schema_is_not_proven() -> None:
    deep: Any = {"type": "string"}
    for _ in range(40):
        deep = {"type": "array", "items": deep}
    assert not covers(deep, deep, deep, deep)
    assert covers({}, deep, {}, deep)


def test_unusable_baseline_without_errors_keeps_each_finding_and_says_why() -> None:
    info = Finding("input-optional-property-added", Severity.INFO, "t", "/inputSchema/properties/a",
                   "`a`: optional property added")
    other = Finding("tool-title-changed", Severity.INFO, "t", "/title", "title added")
    out = summarize_unusable([info, other], {"t": [("input-schema-type-not-object",
                                                    "/inputSchema")]}, Severity.ERROR)
    assert [f.rule for f in out] == ["tool-title-changed", "input-optional-property-added"]
    assert out[1].message.endswith(
        "(the baseline recorded this tool as unusable: input-schema-type-not-object)")
    assert out[1].fingerprint != info.fingerprint
    assert out[0] is other
