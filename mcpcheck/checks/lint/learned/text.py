"""The text of a tool a model reads, as the learned detector sees it: the name, title and
description, then every key and string of inputSchema, annotations and outputSchema, one per
line. Non-string fields are skipped (never str()-ed). Bounded: nesting deeper than
`max_depth` is not read, at most `max_nodes` JSON values are visited, and the text stops at
`max_chars` code points; the walk is iterative (no recursion limit on hostile nesting)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mcpcheck.checks.lint.bounds import LintBounds

TOP_FIELDS = ("name", "title", "description")
SCHEMA_FIELDS = ("inputSchema", "annotations", "outputSchema")


def tool_text(tool: Any, *, max_chars: int, max_depth: int, max_nodes: int) -> str:
    """The tool's text, at most max_chars code points ("" for a tool that is not an object)."""
    if not isinstance(tool, dict):
        return ""
    parts: list[str] = []
    size = 0
    for part in _parts(tool, max_depth, max_nodes):
        if not part:
            continue
        parts.append(part[: max_chars - size])
        size += len(parts[-1]) + 1
        if size >= max_chars:
            break
    return "\n".join(parts)[:max_chars]


def _parts(tool: dict[str, Any], max_depth: int, max_nodes: int) -> Iterator[str]:
    for key in TOP_FIELDS:
        value = tool.get(key)
        if isinstance(value, str):
            yield value
    budget = [max_nodes]
    for key in SCHEMA_FIELDS:
        yield from _strings(tool.get(key), max_depth, budget)


def _strings(root: Any, max_depth: int, budget: list[int]) -> Iterator[str]:
    """Keys and strings in document order, depth-first; `budget` counts values left to visit."""
    stack: list[tuple[Any, int]] = [(root, 1)]
    while stack and budget[0] > 0:
        value, depth = stack.pop()
        budget[0] -= 1
        if isinstance(value, str):
            yield value
        elif depth > max_depth:
            continue
        elif isinstance(value, dict):
            for key, inner in reversed(list(value.items())):
                stack.append((inner, depth + 1))
                stack.append((key, depth + 1))
        elif isinstance(value, list):
            stack.extend((inner, depth + 1) for inner in reversed(value))


def bounded_text(tool: Any, bounds: LintBounds) -> str:
    """The tool's text under lint's bounds: max_scan_chars code points in all, schemas read
    to max_depth, at most max_schema_bytes JSON values visited."""
    return tool_text(tool, max_chars=bounds.max_scan_chars, max_depth=bounds.max_depth,
                     max_nodes=bounds.max_schema_bytes)


def normalised_text(text: str) -> str:
    """The lint's other readings of the text (look-alikes, leetspeak folded, letter spacing
    collapsed, ciphers decoded when hinted, ...), one per line; "" when the text calls for none
    (most texts). The second feature family of the learned model reads this."""
    from mcpcheck.checks.lint.attacks.normalize import readings

    return "\n".join(found.text for found in readings(text))
