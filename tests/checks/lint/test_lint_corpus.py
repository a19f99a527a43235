"""The hostile-tool corpus: one verdict and an exact set of rule ids per entry."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import RULES, ToolVerdict, lint_tools

CORPUS_FILE = Path(__file__).resolve().parents[2] / "fixtures" / "hostile_tools.json"
CORPUS: list[dict[str, Any]] = json.loads(CORPUS_FILE.read_text(encoding="utf-8"))

GOOD = {
    "name": "good_tool",
    "title": "Good tool",
    "description": "Searches the catalogue and returns matching item names.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "maxLength": 200, "description": "What to find."},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            "tags": {"type": "array", "maxItems": 5, "items": {"enum": ["new", "old"]}},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    "outputSchema": {
        "type": "object",
        "properties": {"items": {"type": "array", "items": {"type": "string"}}},
        "required": ["items"],
    },
    "annotations": {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False},
}


def _tool(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": "t",
        "description": "A tool.",
        "inputSchema": {
            "type": "object",
            "properties": {"q": {"type": "integer"}},
            "additionalProperties": False,
        },
    }
    base.update(fields)
    return base


def _schema(properties: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "additionalProperties": False, **extra}


def _nested(levels: int) -> dict[str, Any]:
    inner: dict[str, Any] = {"type": "integer"}
    for _ in range(levels):
        inner = _schema({"n": inner})
    return inner


GENERATORS: dict[str, Callable[[], Any]] = {
    "properties_5000": lambda: _tool(
        inputSchema=_schema({f"p{i}": {"type": "integer"} for i in range(5000)})
    ),
    "description_1mb": lambda: _tool(description="Lists files. " + "x" * 1_000_000),
    "nested_200": lambda: _tool(inputSchema=_nested(200)),
    "enum_5000": lambda: _tool(inputSchema=_schema({"q": {"enum": list(range(5000))}})),
    "schema_1mb": lambda: _tool(
        inputSchema=_schema({"q": {"type": "integer", "default": 0}}, description="y" * 1_100_000)
    ),
    "maximum_nan": lambda: _tool(
        inputSchema=_schema({"q": {"type": "number", "maximum": float("nan")}})
    ),
}


def _build(entry: dict[str, Any]) -> Any:
    if "generate" in entry:
        return GENERATORS[entry["generate"]]()
    return entry["tool"]


@pytest.mark.parametrize("entry", CORPUS, ids=[e["id"] for e in CORPUS])
def test_corpus_entry(entry: dict[str, Any]) -> None:
    before = entry.get("before", [])
    tools = [*before, _build(entry), GOOD]
    verdicts = lint_tools(tools, protocol_version=entry.get("protocol"))

    assert len(verdicts) == len(tools)
    got = verdicts[len(before)]
    found = sorted({f.rule for f in got.findings})
    assert (got.verdict, found) == (entry["verdict"], sorted(entry["rules"]))
    pairs = {(f.rule, f.path) for f in got.findings}
    for rule, path in entry.get("paths", []):
        assert (rule, path) in pairs
    assert all(f.tool == got.key for f in got.findings)
    assert verdicts[-1] == ToolVerdict("good_tool", "usable", ())


def test_corpus_is_large_and_ids_are_unique() -> None:
    ids = [e["id"] for e in CORPUS]
    assert len(ids) >= 35
    assert len(set(ids)) == len(ids)
    assert {e["generate"] for e in CORPUS if "generate" in e} == set(GENERATORS)


def test_every_rule_is_exercised_by_the_corpus() -> None:
    exercised = {rule for entry in CORPUS for rule in entry["rules"]}
    # text-learned-poisoning needs `deep=True` and the model: tests/checks/lint/test_deep1_scorer.py
    assert exercised | {"text-learned-poisoning"} == set(RULES)


def test_keys_are_names_or_indexes() -> None:
    tools = [None, _tool(name="dup"), {"name": ""}, _tool(name="dup"), GOOD]
    keys = [v.key for v in lint_tools(tools)]
    assert keys == ["#0", "dup", "#2", "#3", "good_tool"]
