"""Tools: an unknown tool gets the protocol error; structured output matches its schema (only
with --call-safe, on tools annotated read-only that take no required argument); arguments a
read-only tool's inputSchema cannot match come back as a tool execution error (only with
--call-safe)."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.conform.base import Level, NotApplicable, Requirement, capability
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert

AREA = "tools"
UNKNOWN_TOOL = "mcpcheck-conform-no-such-tool"


def unknown_tool(ctx: Context) -> str | None:
    names = {t.get("name") for t in ctx.listing("tools/list", "tools") if isinstance(t, dict)}
    name = UNKNOWN_TOOL
    while name in names:  # never call a tool the server has
        name += "-x"
    reply = ctx.ask("tools/call", {"name": name, "arguments": {}})
    if reply.kind == "error" and reply.code == -32602:
        return None
    return (f"tools/call of a tool the server does not list was answered with {reply}, not "
            "the protocol error -32602 the specification names for unknown tools")


def safe_tools(tools: list[Any]) -> list[dict[str, Any]]:
    """Tools annotated readOnlyHint with no required argument, that declare an outputSchema."""
    out = []
    for tool in tools:
        if not isinstance(tool, dict) or not isinstance(tool.get("name"), str):
            continue
        notes = tool.get("annotations")
        schema = tool.get("inputSchema")
        required = schema.get("required") if isinstance(schema, dict) else None
        if (isinstance(notes, dict) and notes.get("readOnlyHint") is True and not required
                and isinstance(tool.get("outputSchema"), dict)):
            out.append(tool)
    return out


def call_safe(ctx: Context) -> str | None:
    if not ctx.options.call_safe:
        return "tools are called only with --call-safe"
    return capability("tools")(ctx)


def structured_output(ctx: Context) -> str | None:
    from mcpcheck.errors import SchemaError
    from mcpcheck.schemas.compiler import compile_validator

    candidates = safe_tools(ctx.listing("tools/list", "tools"))
    if not candidates:
        raise NotApplicable("no tool is annotated read-only, takes no required argument and "
                            "declares an outputSchema")
    wrong = []
    judged = 0
    for tool in candidates[:5]:
        name = tool["name"]
        reply = ctx.ask("tools/call", {"name": name, "arguments": {}})
        if reply.kind != "result" or not isinstance(reply.result, dict) or reply.result.get(
                "isError") is True:
            continue  # the call failed: nothing to judge here
        judged += 1
        try:
            schema = compile_validator(tool["outputSchema"])
        except SchemaError:
            continue
        content = reply.result.get("structuredContent")
        if content is None:
            wrong.append(f"`{inert(name, 60)}` declares an outputSchema but its result has no "
                         "structuredContent")
            continue
        issues = schema.errors(content)
        if issues:
            wrong.append(f"`{inert(name, 60)}`: structuredContent does not match its "
                         f"outputSchema at `{issues[0].pointer or '/'}`: {issues[0].message}")
    if not judged and not wrong:
        raise NotApplicable("no safe call returned a result to judge")
    return "; ".join(wrong) or None


SEP_1303 = "2025-11-25"  # the revision that moved input validation errors to isError results


def _types(prop: Any) -> list[str]:
    kind = prop.get("type") if isinstance(prop, dict) else None
    if isinstance(kind, str):
        return [kind]
    return [k for k in kind if isinstance(k, str)] if isinstance(kind, list) else []


def wrong_arguments(tool: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """(property, arguments): a required property of a type its schema excludes, checked to
    fail the whole inputSchema; None when the schema gives no such property."""
    from mcpcheck.errors import SchemaError
    from mcpcheck.schemas.compiler import compile_validator

    schema = tool.get("inputSchema")
    if not isinstance(schema, dict):
        return None
    props = schema.get("properties")
    required = schema.get("required")
    if not isinstance(props, dict) or not isinstance(required, list):
        return None
    try:
        validator = compile_validator(schema)
    except SchemaError:
        return None
    for name in (r for r in required if isinstance(r, str)):
        types = _types(props.get(name))
        if not types:
            continue
        value: Any
        if "string" not in types:
            value = "mcpcheck-conform: not of the declared type"
        elif not {"number", "integer"} & set(types):
            value = 12345
        elif "boolean" not in types:
            value = True
        else:
            continue
        arguments = {name: value}
        if validator.errors(arguments):
            return name, arguments
    return None


def input_validation(ctx: Context) -> str | None:
    """One call of a read-only tool with arguments its inputSchema cannot match."""
    for tool in ctx.listing("tools/list", "tools"):
        notes = tool.get("annotations") if isinstance(tool, dict) else None
        if not (isinstance(notes, dict) and notes.get("readOnlyHint") is True
                and isinstance(tool.get("name"), str)):
            continue
        wrong = wrong_arguments(tool)
        if wrong is not None:
            break
    else:
        raise NotApplicable("no tool is annotated read-only with a required property of a "
                            "declared type")
    name, (prop, arguments) = tool["name"], wrong
    reply = ctx.ask("tools/call", {"name": name, "arguments": arguments})
    what = (f"tools/call of `{inert(name, 60)}` with `{inert(prop, 40)}` of the wrong type "
            f"({_short(arguments[prop])})")
    if reply.kind == "result" and isinstance(reply.result, dict):
        if reply.result.get("isError") is True:
            return None
        return (f"{what} was answered with a result without isError: true, so no input "
                "validation error was reported")
    version = ctx.version or ""
    if reply.kind == "error" and version < SEP_1303 and reply.code == -32602:
        return None  # before 2025-11-25, "Invalid arguments" were a protocol error
    at = version or "this revision"
    return (f"{what} was answered with {reply}, a protocol error: at {at} input validation "
            "errors are tool execution errors (a result with isError: true) the model can "
            "read and correct")


def _short(value: Any) -> str:
    import json

    return json.dumps(value)


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_UNKNOWN_TOOL, AREA, "2025-11-25", "server/tools#error-handling",
                Level.SHOULD, unknown_tool, capability("tools")),
    Requirement(RuleId.CONFORM_STRUCTURED_OUTPUT, AREA, "2025-11-25",
                "server/tools#output-schema", Level.MUST, structured_output, call_safe),
    Requirement(RuleId.CONFORM_INPUT_VALIDATION, AREA, "2025-11-25",
                "server/tools#error-handling (input validation errors are tool execution "
                "errors)", Level.SHOULD, input_validation, call_safe),
)
