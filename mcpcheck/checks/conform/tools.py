"""Tools: an unknown tool gets the protocol error; structured output matches its schema (only
with --call-safe, on tools annotated read-only that take no required argument)."""

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


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_UNKNOWN_TOOL, AREA, "2025-11-25", "server/tools#error-handling",
                Level.SHOULD, unknown_tool, capability("tools")),
    Requirement(RuleId.CONFORM_STRUCTURED_OUTPUT, AREA, "2025-11-25",
                "server/tools#output-schema", Level.MUST, structured_output, call_safe),
)
