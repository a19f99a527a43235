"""The offline diff's cost follows what changed: a tool with the same verified hash on both sides
is neither linted nor compared, and the findings are those of the whole comparison."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import engine
from mcpcheck.commands.diff import DiffSettings, run_files
from mcpcheck.models import Surface
from mcpcheck.snapshots.canonical import member_hashes, sha256_of
from mcpcheck.snapshots.store import build_document, render


def tool(i: int) -> dict[str, Any]:
    """Not plainly usable (a $ref), so the intake runs the full lint on it."""
    return {"name": f"t{i:02d}", "description": f"tool {i}",
            "inputSchema": {"type": "object", "properties": {
                "n": {"type": "integer", "maximum": 100}, "o": {"$ref": "#/definitions/O"}},
                "definitions": {"O": {"type": "object"}}}}


def write(path: Path, tools: list[dict[str, Any]]) -> Path:
    surface = Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                      capabilities={"tools": {}}, tools=tuple(tools))
    path.write_bytes(render(build_document(surface)))
    return path


@pytest.fixture
def linted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the tools the full lint judged."""
    seen: list[str] = []
    real = engine._lint_one

    def counting(tool: Any, ctx: Any) -> None:
        seen.append(ctx.tool_name)
        real(tool, ctx)

    monkeypatch.setattr(engine, "_lint_one", counting)
    return seen


def test_only_the_changed_tool_is_linted(tmp_path: Path, linted: list[str]) -> None:
    base = [tool(i) for i in range(30)]
    revision = copy.deepcopy(base)
    revision[7]["inputSchema"]["properties"]["n"]["maximum"] = 50
    result = run_files(write(tmp_path / "a.json", base), write(tmp_path / "b.json", revision),
                       DiffSettings())
    assert [(f.rule, f.tool, f.path) for f in result.findings] == [
        ("input-range-narrowed", "t07", "/inputSchema/properties/n/maximum")]
    # the revision's intake, then the baseline's verdict for the drift summary; the 29 others
    # are not linted (the whole lists were, three times over, before)
    assert linted == ["t07", "t07"]


def test_a_definition_edited_under_its_old_hash_is_still_compared(
        tmp_path: Path, linted: list[str]) -> None:
    """Same stored hashes, different definitions: the hashes do not vouch, so the tool is
    reported as edited and compared like any other."""
    base = [tool(i) for i in range(5)]
    a = write(tmp_path / "a.json", base)
    doc = json.loads(a.read_text())
    doc["tools"][2]["definition"]["inputSchema"]["properties"]["n"]["maximum"] = 10
    b = tmp_path / "b.json"
    b.write_text(json.dumps(doc))
    result = run_files(a, b, DiffSettings())
    assert sorted((f.rule, f.tool) for f in result.findings) == [
        ("input-range-narrowed", "t02"), ("snapshot-hash-mismatch", "t02")]
    assert linted == ["t02", "t02"]


def test_unusable_in_both_is_not_repeated_and_a_newly_unusable_tool_is(tmp_path: Path) -> None:
    broken = {"name": "bad", "inputSchema": {"type": "string"}}
    base = [tool(0), broken, tool(1)]
    revision = copy.deepcopy(base)
    revision[2]["inputSchema"] = {"type": "array"}
    result = run_files(write(tmp_path / "a.json", base), write(tmp_path / "b.json", revision),
                       DiffSettings())
    unusable = [f.tool for f in result.findings if f.rule == "tool-unusable"]
    assert unusable == ["t01"]


def test_member_hashes_are_the_hashes_of_the_parts() -> None:
    value = {"b": [1, {"x": None}], "a": "é", "inputSchema": {"type": "object"}, "n": 2.5}
    got = member_hashes(value, ("inputSchema", "b", "missing"))
    assert got == {"": sha256_of(value), "inputSchema": sha256_of(value["inputSchema"]),
                   "b": sha256_of(value["b"])}
    assert member_hashes([1], ("a",)) == {"": sha256_of([1])}
