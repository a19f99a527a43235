"""Lint details: registry, verdict logic, protocol versions, exact messages, never raising."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.checks.lint import RULES, ToolVerdict, lint_tools, verdict_of
from mcpcheck.checks.rulebook import Family, Rule
from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId


def _tool(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": "t",
        "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
    }
    base.update(fields)
    return base


def _found(tool: Any, protocol: str | None = None) -> list[tuple[str, str, str]]:
    (verdict,) = lint_tools([tool], protocol_version=protocol)
    return [(f.rule, f.path, f.message) for f in verdict.findings]


def test_registry_entries_are_consistent() -> None:
    for rule_id, rule in RULES.items():
        assert isinstance(rule, Rule) and rule.family is Family.LINT
        assert rule.id == rule_id
        assert rule.summary
        assert not (rule.blocking and rule.severity is not Severity.ERROR)
    assert RULES["tool-not-object"] == Rule(
        RuleId.TOOL_NOT_OBJECT, Severity.ERROR, Family.LINT, "mcpcheck.checks.lint.engine",
        "the tool entry is not a JSON object", blocking=True
    )
    assert RULES["text-model-directive"].blocking is False
    assert RULES["text-model-directive"].risk is True


def test_verdict_of() -> None:
    def finding(rule: str, severity: Severity | None = None) -> Finding:
        return Finding(rule, severity or RULES[rule].severity, "t", "", "m")

    assert verdict_of([]) == "usable"
    assert verdict_of([finding("input-open-properties")]) == "usable"  # hygiene: info
    assert verdict_of([finding("input-unbounded-string", Severity.WARNING)]) == "degraded"
    assert verdict_of([finding("input-unbounded-array", Severity.ERROR)]) == "degraded"
    assert verdict_of([finding("ref-remote")]) == "degraded"  # error, not blocking, no risk
    assert verdict_of([finding("text-ansi-escape")]) == "suspicious"
    assert verdict_of([finding("text-ansi-escape", Severity.WARNING)]) == "degraded"
    assert verdict_of([finding("text-control-chars")]) == "degraded"  # a warning
    assert verdict_of([finding("ref-remote"), finding("ref-dangling")]) == "unusable"
    assert verdict_of([finding("text-ansi-escape"), finding("ref-dangling")]) == "unusable"


def test_hygiene_is_info_and_overrides_raise_it() -> None:
    tool = {"name": "t", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}
    (plain,) = lint_tools([tool])
    assert plain.verdict == "usable"
    assert {(f.rule, f.severity) for f in plain.findings} == {
        ("input-open-properties", Severity.INFO),
        ("input-unbounded-string", Severity.INFO),
    }
    (raised,) = lint_tools([tool], overrides={"input-unbounded-string": Severity.WARNING})
    assert raised.verdict == "degraded"
    assert ("input-unbounded-string", Severity.WARNING) in {
        (f.rule, f.severity) for f in raised.findings
    }
    with pytest.raises(UsageError, match="unknown lint rule in severity overrides: no-such"):
        lint_tools([tool], overrides={"no-such": Severity.ERROR})


def test_empty_list() -> None:
    assert lint_tools([]) == []


def test_output_schema_type_depends_on_protocol() -> None:
    tool = _tool(outputSchema={"type": "array"})
    expected = [
        (
            "output-schema-type-not-object",
            "/outputSchema/type",
            'outputSchema type is "array", not "object" (required through protocol 2025-11-25)',
        )
    ]
    assert _found(tool, "2025-06-18") == expected
    assert _found(tool, "2025-11-25") == expected
    assert _found(tool, None) == expected
    assert _found(tool, "not-a-date") == expected
    assert _found(tool, "2026-07-28") == []


def test_execution_is_checked_only_where_it_exists() -> None:
    tool = _tool(execution="sometimes")
    expected = [("tool-shape-invalid", "/execution", "execution is a string, not an object")]
    assert _found(tool, "2025-11-25") == expected
    assert _found(tool, "2026-07-28") == []


def test_null_optional_fields_count_as_absent() -> None:
    tool = _tool(description=None, title=None, annotations=None, icons=None, outputSchema=None)
    assert _found(tool) == []


def test_duplicate_names_flag_every_occurrence() -> None:
    tools = [_tool(name="a"), _tool(name="b"), _tool(name="a"), _tool(name="a")]
    verdicts = lint_tools(tools)
    assert [(v.key, v.verdict) for v in verdicts] == [
        ("a", "unusable"),
        ("b", "usable"),
        ("#2", "unusable"),
        ("#3", "unusable"),
    ]
    assert [f.message for f in verdicts[0].findings] == ["the name is also used by tool #2, #3"]
    assert [f.message for f in verdicts[3].findings] == ["the name is also used by tool #0, #2"]


def test_one_bad_tool_does_not_affect_its_neighbours() -> None:
    verdicts = lint_tools([_tool(name="ok1"), None, {"name": 5}, _tool(name="ok2")])
    assert verdicts[0] == ToolVerdict("ok1", "usable", ())
    assert verdicts[3] == ToolVerdict("ok2", "usable", ())
    assert [(v.key, v.verdict) for v in verdicts[1:3]] == [("#1", "unusable"), ("#2", "unusable")]


def test_metaschema_error_is_not_repeated_where_a_specific_rule_fired() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"type": ["integer", "strng"]}},
        "required": "q",
    }
    assert _found(_tool(inputSchema=schema)) == [
        (
            "schema-required-not-array",
            "/inputSchema/required",
            "required is a string, not an array of strings",
        ),
        (
            "schema-type-unknown",
            "/inputSchema/properties/q/type/1",
            'type "strng" is not a JSON Schema type name',
        ),
    ]


def test_refs_relative_to_an_embedded_id_are_local() -> None:
    schema = {
        "$id": "https://example.com/root.json",
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"$ref": "item.json"}, "r": {"$ref": "root.json#/$defs/n"}},
        "$defs": {
            "item": {"$id": "item.json", "type": "integer"},
            "n": {"type": "null"},
        },
    }
    assert _found(_tool(inputSchema=schema)) == []


def test_local_refs_resolve_against_the_nearest_id() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"$ref": "#/$defs/inner"}},
        "$defs": {
            "inner": {
                "$id": "https://example.com/inner.json",
                "anyOf": [{"$ref": "#/$defs/x"}, {"type": "null"}],
                "$defs": {"x": {"type": "integer"}},
            }
        },
    }
    assert _found(_tool(inputSchema=schema)) == []


def test_ref_to_percent_encoded_and_escaped_pointer() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"$ref": "#/$defs/a~1b%20c"}},
        "$defs": {"a/b c": {"type": "integer"}},
    }
    assert _found(_tool(inputSchema=schema)) == []


def test_ref_cycle_entered_from_the_side_is_found() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"$ref": "#/$defs/x/allOf/0"}},
        "$defs": {"x": {"allOf": [{"anyOf": [{"$ref": "#/$defs/x"}]}]}},
    }
    assert _found(_tool(inputSchema=schema)) == [
        (
            "ref-recursive",
            "/inputSchema/$defs/x/allOf/0/anyOf/0/$ref",
            "$ref leads back to itself without descending: validation never ends",
        )
    ]


def test_unbounded_checks_ignore_negated_and_output_positions() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"type": "integer", "not": {"type": "string"}}},
    }
    output = {"type": "object", "properties": {"s": {"type": "string"}}}
    assert _found(_tool(inputSchema=schema, outputSchema=output)) == []


def test_nan_and_infinity_are_not_json() -> None:
    schema = {
        "type": "object",
        "additionalProperties": False,
        "properties": {"q": {"type": "number", "minimum": -math.inf, "maximum": math.nan}},
    }
    assert _found(_tool(inputSchema=schema)) == [
        (
            "schema-number-not-finite",
            "/inputSchema/properties/q/minimum",
            "-inf is not a JSON number",
        )
    ]


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=20)
    | st.sampled_from(["object", "string", "array", "#", "#/$defs/a", "^(a+)+$", "[", "__proto__"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "type",
                    "properties",
                    "required",
                    "items",
                    "$ref",
                    "$defs",
                    "allOf",
                    "anyOf",
                    "not",
                    "pattern",
                    "patternProperties",
                    "enum",
                    "description",
                    "title",
                    "additionalProperties",
                    "$schema",
                    "$id",
                    "$anchor",
                    "a",
                    "maxLength",
                ]
            )
            | st.text(max_size=5),
            children,
            max_size=5,
        )
    ),
    max_leaves=30,
)
TOOL_FIELDS = ["name", "description", "title", "inputSchema", "outputSchema", "annotations",
               "icons", "execution", "_meta"]  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        JSON | st.dictionaries(st.sampled_from(TOOL_FIELDS), JSON, max_size=6),
        max_size=4,
    ),
    st.sampled_from([None, "2025-06-18", "2025-11-25", "2026-07-28"]),
)
def test_lint_never_raises_on_any_json(tools: list[Any], protocol: str | None) -> None:
    verdicts = lint_tools(tools, protocol_version=protocol)
    assert len(verdicts) == len(tools)
    assert len({v.key for v in verdicts}) == len(tools)
    for verdict in verdicts:
        assert verdict.verdict == verdict_of(verdict.findings)
        assert all(f.rule in RULES and f.tool == verdict.key for f in verdict.findings)


def test_an_unhashable_schema_dialect_is_judged_not_raised() -> None:
    """`$schema: []` in a subschema (found by the property test above): plain.plain_node looked
    the dialect up in a set and raised TypeError; the tool is judged like any other."""
    tool = {"name": "t", "inputSchema": {"type": "object",
                                         "properties": {"a": {"items": {"$schema": []}}}}}
    (verdict,) = lint_tools([tool])
    assert verdict.verdict in {"usable", "degraded", "unusable"}
