"""The tool envelope: tools removed, added and renamed; description, title and other fields;
then each tool's input schema, output schema and annotations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mcpcheck.checks.drift.annotations import compare_annotations
from mcpcheck.checks.drift.context import Sink
from mcpcheck.checks.drift.execution import compare_execution
from mcpcheck.checks.drift.jsonutil import (
    WHITESPACE_TAIL,
    join,
    safe_name,
    show,
    strict_equal,
    whitespace_only,
)
from mcpcheck.checks.drift.nodes import compare_schemas
from mcpcheck.checks.drift.outcomes import Direction
from mcpcheck.checks.drift.renames import likely_renames
from mcpcheck.ruleids import RuleId
from mcpcheck.snapshots.store import normalize_tool

KNOWN = frozenset(
    {"name", "title", "description", "inputSchema", "outputSchema", "annotations", "execution"}
)
NOISE = frozenset({"_meta", "ttlMs", "cacheScope", "resultType"})  # not drift (docs/design.md)
_ABSENT: Any = object()


def index_tools(tools: Sequence[Any]) -> dict[str, dict[str, Any]]:
    """Tools by name; entries that are not objects with a string name are skipped (lint judges
    them), and of duplicate names the first one counts."""
    out: dict[str, dict[str, Any]] = {}
    for tool in tools:
        if isinstance(tool, dict) and isinstance(tool.get("name"), str):
            out.setdefault(tool["name"], tool)
    return out


def diff_surfaces(sink: Sink, old_tools: Sequence[Any], new_tools: Sequence[Any]) -> None:
    old, new = index_tools(old_tools), index_tools(new_tools)
    for name in sorted(old.keys() & new.keys()):
        diff_tool(sink, name, old[name], new[name])
    removed = sorted(old.keys() - new.keys())
    added = sorted(new.keys() - old.keys())
    for name in removed:
        sink.add(
            RuleId.TOOL_REMOVED,
            name,
            "",
            f"tool `{safe_name(name)}` was removed; agents that call it will fail",
        )
    for name in added:
        sink.add(RuleId.TOOL_ADDED, name, "", f"tool `{safe_name(name)}` was added")
    _renames(sink, old, new, removed, added)


def _renames(
    sink: Sink,
    old: dict[str, dict[str, Any]],
    new: dict[str, dict[str, Any]],
    removed: list[str],
    added: list[str],
) -> None:
    for rename in likely_renames(old, new, removed, added):
        sink.add(
            RuleId.TOOL_RENAMED,
            rename.old,
            "",
            f"tool `{safe_name(rename.old)}` appears renamed to `{safe_name(rename.new)}` "
            f"({rename.why}); callers of the old name will fail",
        )


def diff_tool(sink: Sink, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    if strict_equal(old, new):
        return
    before = len(sink.findings)
    _diff_parts(sink, name, old, new)
    if len(sink.findings) == before:
        _otherwise(sink, name, old, new)


def _otherwise(sink: Sink, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """The safety net: a definition that changed as stored, where no rule found anything
    (an unreferenced `$defs` entry, enum order, an unknown annotation key, ...)."""
    left, right = normalize_tool(old), normalize_tool(new)
    if strict_equal(left, right):
        return
    keys = sorted(
        (str(k) for k in left.keys() | right.keys()
         if not strict_equal(left.get(k, _ABSENT), right.get(k, _ABSENT))),
    )
    shown = ", ".join(f"`{safe_name(k, 40)}`" for k in keys[:5])
    sink.add(
        RuleId.TOOL_DEFINITION_CHANGED,
        name,
        join("", keys[0]) if len(keys) == 1 else "",
        f"definition changed in {shown}, but no rule finds a difference in what the tool "
        "accepts, returns or promises (e.g. values or branches reordered, a `$ref` inlined, an "
        "unreferenced `$defs` entry, an unknown key); reported because the stored hash differs",
    )


def _diff_parts(sink: Sink, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    _text(
        sink,
        name,
        old.get("description", _ABSENT),
        new.get("description", _ABSENT),
        "/description",
        RuleId.TOOL_DESCRIPTION_CHANGED,
        "description",
    )
    _text(
        sink,
        name,
        old.get("title", _ABSENT),
        new.get("title", _ABSENT),
        "/title",
        RuleId.TOOL_TITLE_CHANGED,
        "title",
    )
    old_ann, new_ann = old.get("annotations"), new.get("annotations")
    _text(
        sink,
        name,
        _get(old_ann, "title"),
        _get(new_ann, "title"),
        "/annotations/title",
        RuleId.TOOL_TITLE_CHANGED,
        "annotations title",
    )
    compare_schemas(
        sink, name, Direction.INPUT, old.get("inputSchema"), new.get("inputSchema"), "/inputSchema"
    )
    _output(sink, name, old.get("outputSchema"), new.get("outputSchema"))
    compare_annotations(sink, name, old_ann, new_ann)
    compare_execution(sink, name, old.get("execution"), new.get("execution"))
    for key in sorted((old.keys() | new.keys()) - KNOWN - NOISE, key=str):
        before, after = old.get(key, _ABSENT), new.get(key, _ABSENT)
        if not strict_equal(before, after):
            sink.add(
                RuleId.TOOL_FIELD_CHANGED,
                name,
                join("", str(key)),
                f"field `{safe_name(str(key))}` changed from {_opt(before)} to "
                f"{_opt(after)}; clients that use it may behave differently",
            )


def _get(container: Any, key: str) -> Any:
    return container.get(key, _ABSENT) if isinstance(container, dict) else _ABSENT


def _opt(value: Any) -> str:
    return "none" if value is _ABSENT else show(value)


def _text(sink: Sink, name: str, before: Any, after: Any, path: str, rule: RuleId,
          noun: str) -> None:
    if strict_equal(before, after):
        return
    if rule == RuleId.TOOL_DESCRIPTION_CHANGED and whitespace_only(before, after):
        sink.add(RuleId.TOOL_DESCRIPTION_WHITESPACE_CHANGED, name, path,
                 f"{noun}: {WHITESPACE_TAIL}", (before, after))
        return
    if before is _ABSENT:
        what = f"{noun} added: {show(after)}"
    elif after is _ABSENT:
        what = f"{noun} removed (was {show(before)})"
    else:
        what = f"{noun} changed from {show(before)} to {show(after)}"
    reads = rule == RuleId.TOOL_DESCRIPTION_CHANGED
    tail = "; the model reads the new text, review it" if reads else ""
    sink.add(rule, name, path, what + tail, (before, after))


def _output(sink: Sink, name: str, before: Any, after: Any) -> None:
    """A missing or null outputSchema means the tool has none."""
    if before is None and after is None:
        return
    if before is None:
        sink.add(
            RuleId.OUTPUT_SCHEMA_ADDED,
            name,
            "/outputSchema",
            "output schema added; readers gain a structured result contract",
        )
    elif after is None:
        sink.add(
            RuleId.OUTPUT_SCHEMA_REMOVED,
            name,
            "/outputSchema",
            "output schema removed; readers lose the structured result contract",
        )
    else:
        compare_schemas(sink, name, Direction.OUTPUT, before, after, "/outputSchema")
