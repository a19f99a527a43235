"""`mcpcheck mutate`: write a drifted copy of a snapshot, one change of a named drift rule.

Each mutation is the smallest change that the drift rule of the same id reports, so that
`mcpcheck diff FILE OUT` reports exactly that rule (a rename also reports the removal and the
addition it consists of). `path` is a JSON Pointer into the tool, as in findings; without it the
first place that fits is chosen. The result is a valid snapshot (hashes recomputed).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.models import Surface
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.jsonpointer import resolve
from mcpcheck.snapshots.store import build_document, render

MUTATED_VALUE = "mcpcheck-mutated"


def _walk(node: Any, at: str = "") -> Iterator[tuple[str, Any]]:
    """Every schema object under `node` with its pointer, depth first, data keywords skipped."""
    stack = [(at, node)]
    while stack:
        here, item = stack.pop(0)
        if isinstance(item, dict):
            yield here, item
            for key, value in item.items():
                if key not in ("const", "enum", "default", "examples"):
                    stack.append((f"{here}/{key.replace('~', '~0').replace('/', '~1')}", value))
        elif isinstance(item, list):
            stack.extend((f"{here}/{i}", v) for i, v in enumerate(item))


def _at(tool: dict[str, Any], path: str) -> dict[str, Any]:
    """The schema object at `path` (a JSON Pointer into the tool); UsageError otherwise."""
    found, node = resolve(tool, path)
    if not found:
        raise UsageError(f"no `{path}` in tool `{tool.get('name')}`")
    if not isinstance(node, dict):
        raise UsageError(f"`{path}` in tool `{tool.get('name')}` is not a schema object")
    return node


def _props(tool: dict[str, Any], part: str) -> dict[str, Any]:
    schema = tool.get(part)
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(schema, dict) or not isinstance(props, dict) or not props:
        raise UsageError(f"tool `{tool.get('name')}` has no {part} properties to mutate")
    return schema


def _parent_and_name(tool: dict[str, Any], path: str) -> tuple[dict[str, Any], str]:
    parts = path.rsplit("/", 2)
    if len(parts) != 3 or parts[1] != "properties":
        raise UsageError(f"`{path}` is not a property pointer (…/properties/NAME)")
    parent = _at(tool, parts[0])
    return parent, parts[2].replace("~1", "/").replace("~0", "~")


Mutation = Callable[[dict[str, Any], "str | None"], None]

# rule id -> how to produce it. tool-removed and tool-renamed act on the list (see mutate()); the
# others change one tool and are registered by @mutation beside the function that makes them.
MUTATIONS: dict[RuleId, Mutation | None] = {RuleId.TOOL_REMOVED: None, RuleId.TOOL_RENAMED: None}


def mutation(rule: RuleId) -> Callable[[Mutation], Mutation]:
    """Register the decorated function as the mutation that produces `rule` (one per rule)."""
    def register(change: Mutation) -> Mutation:
        if rule in MUTATIONS:
            raise RuntimeError(f"two mutations for rule {rule}")
        MUTATIONS[rule] = change
        return change
    return register


def _numeric(node: Any) -> bool:
    return isinstance(node, dict) and node.get("type") in ("integer", "number")


@mutation(RuleId.INPUT_RANGE_NARROWED)
def range_narrowed(tool: dict[str, Any], path: str | None) -> None:
    if path is None:
        schema = _props(tool, "inputSchema")
        name = next((n for n, p in schema["properties"].items() if _numeric(p)), None)
        if name is None:
            raise UsageError(f"tool `{tool.get('name')}` has no numeric input property")
        node = schema["properties"][name]
    else:
        node = _at(tool, path)
    low, high = node.get("minimum"), node.get("maximum")
    if isinstance(high, int | float) and isinstance(low, int | float) and high > low:
        node["maximum"] = low
    elif isinstance(high, int | float):
        node["maximum"] = high - 1
    else:
        node["maximum"] = low if isinstance(low, int | float) else 0


@mutation(RuleId.INPUT_PROPERTY_BECAME_REQUIRED)
def became_required(tool: dict[str, Any], path: str | None) -> None:
    if path is None:
        schema = _props(tool, "inputSchema")
        required = schema.get("required") or []
        name = next((n for n in schema["properties"] if n not in required), None)
        if name is None:
            raise UsageError(f"tool `{tool.get('name')}` has no optional input property")
    else:
        schema, name = _parent_and_name(tool, path)
    schema["required"] = sorted({*(schema.get("required") or []), name})


@mutation(RuleId.OUTPUT_REQUIRED_PROPERTY_REMOVED)
def output_property_removed(tool: dict[str, Any], path: str | None) -> None:
    if path is None:
        schema = _props(tool, "outputSchema")
        required = schema.get("required") or []
        if not required:
            raise UsageError(f"tool `{tool.get('name')}` has no required output property")
        name = required[0]
    else:
        schema, name = _parent_and_name(tool, path)
    schema["properties"].pop(name, None)
    schema["required"] = [r for r in schema.get("required") or [] if r != name]
    if not schema["required"]:
        del schema["required"]


@mutation(RuleId.OUTPUT_ENUM_VALUE_ADDED)
def enum_value_added(tool: dict[str, Any], path: str | None) -> None:
    if path is None:
        found = next((n for _, n in _walk(tool.get("outputSchema"), "/outputSchema")
                      if isinstance(n.get("enum"), list)), None)
        if found is None:
            raise UsageError(f"tool `{tool.get('name')}` has no enum in its outputSchema")
        node = found
    else:
        node = _at(tool, path)
    values = node.get("enum")
    if not isinstance(values, list):
        raise UsageError(f"no enum at `{path}`")
    numeric = values and all(isinstance(v, int | float) for v in values)
    node["enum"] = [max(values) + 1 if numeric else MUTATED_VALUE, *values]


@mutation(RuleId.ANNOTATION_DESTRUCTIVE_ESCALATED)
def destructive_escalated(tool: dict[str, Any], path: str | None) -> None:
    notes = tool.setdefault("annotations", {})
    notes["readOnlyHint"] = False
    notes["destructiveHint"] = True


def mutate(surface: Surface, rule: str, tool: str, path: str | None = None,
           rename_to: str | None = None) -> bytes:
    """The rendered snapshot of `surface` with one `rule` change applied to `tool`."""
    if rule not in MUTATIONS:
        raise UsageError(f"no mutation for rule `{rule}` (one of: {', '.join(MUTATIONS)})")
    tools = [copy.deepcopy(t) for t in surface.tools]
    index = next((i for i, t in enumerate(tools) if isinstance(t, dict) and t.get("name") == tool),
                 None)
    if index is None:
        raise UsageError(f"the snapshot has no tool `{tool}`")
    if rule == RuleId.TOOL_REMOVED:
        del tools[index]
    elif rule == RuleId.TOOL_RENAMED:
        new_name = rename_to or f"{tool}_v2"
        if any(isinstance(t, dict) and t.get("name") == new_name for t in tools):
            raise UsageError(f"tool-renamed: the snapshot already has a tool `{new_name}`")
        tools[index]["name"] = new_name
    else:
        change = MUTATIONS[RuleId(rule)]
        assert change is not None
        try:
            change(tools[index], path)
        except (KeyError, TypeError, AttributeError, ValueError):
            raise UsageError(f"{rule} does not apply at `{path or '(default)'}` of tool "
                             f"`{tool}`") from None
    drifted = dataclasses.replace(surface, tools=tuple(tools))
    _check_outcome(surface, drifted, rule, tool)
    return render(build_document(drifted))


def _check_outcome(base: Surface, drifted: Surface, rule: str, tool: str) -> None:
    """The drift engine must report exactly `rule` (a rename: with its removal and addition);
    anything else is a usage error that names what the change would give instead."""
    from mcpcheck.checks.drift import diff_tools
    from mcpcheck.snapshots.store import as_stored

    expected = EXPECTED.get(rule, {rule})
    found = {f.rule for f in diff_tools(as_stored(base).tools, as_stored(drifted).tools)}
    if found != expected:
        got = ", ".join(sorted(found)) or "no finding"
        raise UsageError(f"{rule} on `{tool}` here would not be reported as {rule} "
                         f"(the change gives: {got}); pick another --tool or --path")


EXPECTED: dict[str, set[str]] = {
    RuleId.TOOL_RENAMED: {RuleId.TOOL_RENAMED, RuleId.TOOL_REMOVED, RuleId.TOOL_ADDED},
}
