"""Messages true in context (defect 8) and renames across naming conventions (defect 7)."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift import diff_tools


def tool(name: str, schema: Any = None, **extra: Any) -> dict[str, Any]:
    return {"name": name, "inputSchema": schema if schema is not None else {"type": "object"},
            **extra}


def messages(before: Any, after: Any) -> dict[str, str]:
    return {f.rule: f.message for f in diff_tools([tool("t", before)], [tool("t", after)])}


NEW = {"type": "object", "properties": {"path": {"type": "string"}, "head": {"type": "number"}},
       "required": ["path"]}


def test_required_property_added_to_a_closed_object_says_no_caller_sent_it() -> None:
    closed = {"type": "object", "properties": {}, "additionalProperties": False}
    text = messages(closed, {**NEW, "additionalProperties": False})
    assert text["input-required-property-added"] == (
        "`path`: required property added; existing callers cannot have sent it (the old "
        "schema did not allow it) and will be rejected")
    assert text["input-optional-property-added"].endswith("existing callers are unaffected")


def test_required_property_added_to_an_open_or_empty_schema_does_not_claim_it() -> None:
    for old in ({"type": "object"}, {}, {"type": "object", "additionalProperties": {}}):
        text = messages(old, NEW)
        required = text["input-required-property-added"]
        assert "callers that do not send it will be rejected" in required, old
        assert "cannot have sent" not in required
        assert "existing callers are unaffected" not in text["input-optional-property-added"]


def test_removed_output_properties_say_may() -> None:
    before = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
              "required": ["a"]}
    found = diff_tools([tool("t", outputSchema=before)],
                       [tool("t", outputSchema={"type": "object"})])
    text = {f.rule: f.message for f in found}
    assert text["output-required-property-removed"].endswith(
        "readers that rely on it may no longer receive it")
    assert text["output-optional-property-removed"].endswith(
        "readers that use it may no longer receive it")


def test_an_identifier_change_does_not_claim_validation_is_unaffected() -> None:
    text = messages({"type": "object", "$id": "urn:a"}, {"type": "object", "$id": "urn:b"})
    assert text["schema-annotation-changed"].endswith("it may change how references resolve")
    text = messages({"type": "object", "title": "a"}, {"type": "object", "title": "b"})
    assert text["schema-annotation-changed"].endswith("validation is unaffected")


def renamed(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> dict[str, str]:
    out = {}
    for f in diff_tools(old, new):
        if f.rule == "tool-renamed":
            out[f.tool or ""] = f.message.split("`")[3]
    return out


def test_renames_across_naming_conventions() -> None:
    args = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}
    changed = {"type": "object", "properties": {"path": {"type": "string"},
                                                "depth": {"type": "integer"}}}
    old = [tool("getTinyImage"), tool("list_files", args), tool("readFile", args),
           tool("longRunningOperation", {"type": "object", "properties": {
               "duration": {"type": "number"}, "steps": {"type": "number"}}})]
    new = [tool("get-tiny-image"), tool("listFiles", changed), tool("read-file", changed),
           tool("trigger-long-running-operation", {"type": "object", "properties": {
               "duration": {"type": "number"}, "steps": {"type": "integer"}}})]
    assert renamed(old, new) == {
        "getTinyImage": "get-tiny-image", "list_files": "listFiles", "readFile": "read-file",
        "longRunningOperation": "trigger-long-running-operation"}


def test_no_rename_hint_between_unrelated_tools() -> None:
    old = [tool("zip", {"type": "object", "properties": {"files": {"type": "object"}}}),
           tool("printEnv")]
    new = [tool("get-sum", {"type": "object", "properties": {"a": {"type": "number"}}}),
           tool("toggle-logging")]
    assert renamed(old, new) == {}


def test_description_likeness_hints_an_argumentless_rename() -> None:
    old = [tool("printEnv", description="Prints all environment variables, helpful for "
                "debugging MCP server configuration")]
    new = [tool("get-env", description="Returns all environment variables, helpful for "
                "debugging MCP server configuration"),
           tool("get-time", description="Returns the time")]
    assert renamed(old, new) == {"printEnv": "get-env"}
