"""inputSchema and outputSchema: presence, root shape, bounds, keywords, refs, metaschema."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.lint.context import ToolContext, quote
from mcpcheck.checks.lint.keywords import check_node
from mcpcheck.checks.lint.metacheck import metaschema_errors, metaschema_problems
from mcpcheck.checks.lint.pointer import without_patterns
from mcpcheck.checks.lint.refs import check_refs
from mcpcheck.checks.lint.survey import survey
from mcpcheck.checks.lint.walk import Node, walk
from mcpcheck.errors import SchemaError
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.dialects import dialect_of
from mcpcheck.schemas.jsonvalues import kind_of
from mcpcheck.textsafety import inert


def check_input_schema(tool: dict[str, Any], ctx: ToolContext) -> None:
    if "inputSchema" not in tool:
        ctx.add(RuleId.INPUT_SCHEMA_MISSING, "", "the tool has no inputSchema")
        return
    schema = tool["inputSchema"]
    if not isinstance(schema, dict):
        ctx.add(
            RuleId.INPUT_SCHEMA_NOT_OBJECT,
            "/inputSchema",
            f"inputSchema is {kind_of(schema)}, not an object",
        )
        return
    if schema.get("type") != "object":
        ctx.add(
            RuleId.INPUT_SCHEMA_TYPE_NOT_OBJECT,
            _type_path("/inputSchema", schema),
            f'inputSchema type is {_type_text(schema)}, not "object"',
        )
    if check_schema(schema, "/inputSchema", ctx, is_input=True):
        _check_open_properties(schema, ctx)


def check_output_schema(tool: dict[str, Any], ctx: ToolContext) -> None:
    schema = tool.get("outputSchema")
    if schema is None:
        return
    if not isinstance(schema, dict):
        ctx.add(
            RuleId.OUTPUT_SCHEMA_NOT_OBJECT,
            "/outputSchema",
            f"outputSchema is {kind_of(schema)}, not an object",
        )
        return
    if ctx.legacy_protocol() and schema.get("type") != "object":
        ctx.add(
            RuleId.OUTPUT_SCHEMA_TYPE_NOT_OBJECT,
            _type_path("/outputSchema", schema),
            f'outputSchema type is {_type_text(schema)}, not "object" '
            f"(required through protocol 2025-11-25)",
        )
    check_schema(schema, "/outputSchema", ctx, is_input=False)


def _type_path(prefix: str, schema: dict[str, Any]) -> str:
    return f"{prefix}/type" if "type" in schema else prefix


def _type_text(schema: dict[str, Any]) -> str:
    return quote(schema["type"]) if "type" in schema else "missing"


def check_schema(schema: dict[str, Any], prefix: str, ctx: ToolContext, *, is_input: bool) -> bool:
    """All checks of one schema; False when it was over a bound and not checked in full."""
    dialect_ok = _check_dialect(schema, prefix, ctx)
    overrun, non_finite = survey(schema, ctx.bounds)
    if non_finite is not None:
        ctx.add(non_finite.rule, prefix + non_finite.pointer, non_finite.message)
    if overrun is not None:
        ctx.add(overrun.rule, prefix + overrun.pointer, overrun.message)
        return False
    ctx.pattern_chars_left = ctx.bounds.max_pattern_total_chars
    ctx.skipped_patterns = []
    nodes = list(walk(schema))
    for node in nodes:
        check_node(node, prefix, ctx, is_input=is_input)
    check_refs(nodes, prefix, ctx)
    if dialect_ok:
        _check_metaschema(schema, nodes, prefix, ctx)
    return True


def _check_dialect(schema: dict[str, Any], prefix: str, ctx: ToolContext) -> bool:
    try:
        dialect_of(schema)
    except SchemaError as exc:
        ctx.add(RuleId.SCHEMA_DIALECT_UNSUPPORTED, f"{prefix}/$schema", inert(exc.message, 200))
        return False
    return True


_SPECIFIC = frozenset(
    {RuleId.SCHEMA_TYPE_UNKNOWN, RuleId.SCHEMA_REQUIRED_NOT_ARRAY,
     RuleId.SCHEMA_PROPERTIES_NOT_OBJECT, RuleId.PATTERN_INVALID, RuleId.SCHEMA_DIALECT_UNSUPPORTED}
)  # fmt: skip


def _check_metaschema(schema: dict[str, Any], nodes: list[Node], prefix: str,
                      ctx: ToolContext) -> None:
    """Metaschema errors, except at (or just above) a spot a specific rule already named."""
    covered: set[str] = set()
    for finding in ctx.findings:
        if finding.rule in _SPECIFIC:
            covered.update((finding.path, finding.path.rsplit("/", 1)[0]))
    skipped = [path[len(prefix) :] for path in ctx.skipped_patterns]
    if skipped:
        problems = metaschema_errors(without_patterns(schema, skipped))
    else:
        problems = metaschema_problems(schema, nodes)
    for pointer, message in problems:
        path = prefix + pointer
        if path not in covered:
            covered.add(path)
            ctx.add(RuleId.SCHEMA_METASCHEMA_INVALID, path, inert(message, 200))


def _check_open_properties(schema: dict[str, Any], ctx: ToolContext) -> None:
    if schema.get("additionalProperties") is False or schema.get("unevaluatedProperties") is False:
        return
    if "additionalProperties" in schema:
        ctx.add(
            RuleId.INPUT_OPEN_PROPERTIES,
            "/inputSchema/additionalProperties",
            "additionalProperties is not false: undeclared arguments are accepted",
        )
    else:
        ctx.add(
            RuleId.INPUT_OPEN_PROPERTIES,
            "/inputSchema",
            "additionalProperties is missing (defaults to true): undeclared arguments are accepted",
        )
