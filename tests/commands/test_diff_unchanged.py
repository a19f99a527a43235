"""The offline diff's cost follows what changed: a tool with the same verified hash on both sides
is neither linted nor compared, and the findings are those of the whole comparison."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.drift import tools as drift_tools
from mcpcheck.checks.lint import engine, intake
from mcpcheck.commands.diff import DiffSettings, run_files
from mcpcheck.models import Surface
from mcpcheck.snapshots.canonical import member_hashes, sha256_of
from mcpcheck.snapshots.store import build_document, render


def tool(i: int) -> dict[str, Any]:
    """Not plainly usable (a `pattern`), so the intake runs the full lint on it."""
    return {"name": f"t{i:02d}", "description": f"tool {i}",
            "inputSchema": {"type": "object", "properties": {
                "n": {"type": "integer", "maximum": 100}, "o": {"$ref": "#/definitions/O"},
                "p": {"type": "string", "pattern": "^[a-z]+$"}},
                "definitions": {"O": {"type": "object"}}}}


def write(path: Path, tools: list[dict[str, Any]], protocol: str = "2025-11-25") -> Path:
    surface = Surface(server_name="s", server_version="1", protocol_version=protocol,
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


@pytest.fixture
def judged(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Names of the tools the intake looked at (its lean proof, which every tool meets first)
    and of the tools the drift engine compared."""
    seen: dict[str, list[str]] = {"intake": [], "compared": []}
    plain, compare = intake.plainly_usable, drift_tools.diff_tool

    def counting_plain(tool: Any, *args: Any) -> bool:
        seen["intake"].append(tool.get("name"))
        return plain(tool, *args)

    def counting_compare(sink: Any, name: str, *args: Any) -> None:
        seen["compared"].append(name)
        compare(sink, name, *args)

    monkeypatch.setattr(intake, "plainly_usable", counting_plain)
    monkeypatch.setattr(drift_tools, "diff_tool", counting_compare)
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


@pytest.mark.parametrize(("before", "after"), [
    ("2025-06-18", "2025-11-25"), ("2026-07-28", "2027-01-01")])
def test_a_new_protocol_date_alone_does_not_make_every_tool_changed(
        tmp_path: Path, judged: dict[str, list[str]], before: str, after: str) -> None:
    """Two protocol versions on the same side of the version-dependent lint rules: an unchanged
    tool is still neither judged by the intake nor compared (it was all 30 before)."""
    base = [tool(i) for i in range(30)]
    revision = copy.deepcopy(base)
    revision[7]["inputSchema"]["properties"]["n"]["maximum"] = 50
    result = run_files(write(tmp_path / "a.json", base, before),
                       write(tmp_path / "b.json", revision, after), DiffSettings())
    assert [(f.rule, f.tool) for f in result.findings] == [
        ("server-protocol-version-changed", None), ("input-range-narrowed", "t07")]
    assert judged == {"intake": ["t07", "t07"], "compared": ["t07"]}


def test_across_the_output_schema_rule_every_tool_is_judged_again(
        tmp_path: Path, judged: dict[str, list[str]], linted: list[str]) -> None:
    """From 2026-07-28 an outputSchema need not be an object: a tool unusable in the baseline
    may be usable now, so each tool gets its verdict under the revision's version."""
    base = [tool(i) for i in range(3)]
    base[1]["outputSchema"] = {"type": "array"}
    result = run_files(write(tmp_path / "a.json", base, "2025-11-25"),
                       write(tmp_path / "b.json", copy.deepcopy(base), "2026-07-28"),
                       DiffSettings())
    assert [(f.rule, f.tool) for f in result.findings] == [
        ("server-protocol-version-changed", None)]
    assert linted == ["t00", "t01", "t02"] * 2  # the revision's intake, the baseline's
    assert judged["compared"] == ["t00", "t01", "t02"]


def test_the_offline_diff_command_imports_nothing_heavy(tmp_path: Path) -> None:
    """`mcpcheck diff A.json B.json -f json`, as a process: no pydantic (typer's value parsing),
    no SDK, no jsonschema, no regex engine, no rich and no full lint when the changed tools are
    plainly usable (here: a local $ref)."""
    import subprocess
    import sys

    base = [{**tool(i), "inputSchema": {**tool(i)["inputSchema"], "properties": {
        k: v for k, v in tool(i)["inputSchema"]["properties"].items() if k != "p"}}}
        for i in range(5)]
    revision = copy.deepcopy(base)
    revision[2]["inputSchema"]["properties"]["n"]["maximum"] = 50
    a, b = write(tmp_path / "a.json", base), write(tmp_path / "b.json", revision)
    out = tmp_path / "modules.json"
    code = ("import atexit, json, sys\n"
            f"atexit.register(lambda: open({str(out)!r}, 'w')"
            ".write(json.dumps(sorted(sys.modules))))\n"
            f"sys.argv = ['mcpcheck', 'diff', {str(a)!r}, {str(b)!r}, '-f', 'json']\n"
            "from mcpcheck.cli.app import main\n"
            "main()\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 1, proc.stderr
    assert json.loads(proc.stdout)["servers"][0]["findings"][0]["rule"] == "input-range-narrowed"
    modules = json.loads(out.read_text())
    heavy = sorted(m for m in modules if m.split(".")[0] in (
        "pydantic", "mcp", "jsonschema", "referencing", "regex", "rich", "httpx2", "anyio")
        or m in ("mcpcheck.checks.lint.engine", "mcpcheck.schemas.ecma"))
    assert heavy == []


def test_the_offline_diff_command_pauses_the_garbage_collector_while_it_reads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`mcpcheck diff A.json B.json` reads and compares with Python's cyclic collector paused
    (the parsed snapshots are acyclic; traversing them was about a tenth of the run), and leaves
    it as it was: enabled after the command, also when the comparison fails."""
    import gc

    from typer.testing import CliRunner

    from mcpcheck.cli.app import app
    from mcpcheck.commands import diff as cmd

    base = [tool(i) for i in range(3)]
    revision = copy.deepcopy(base)
    revision[1]["inputSchema"]["properties"]["n"]["maximum"] = 50
    a, b = write(tmp_path / "a.json", base), write(tmp_path / "b.json", revision)
    seen: list[bool] = []
    real = cmd.run_files

    def watching(*args: Any) -> Any:
        seen.append(gc.isenabled())
        return real(*args)

    monkeypatch.setattr(cmd, "run_files", watching)
    assert gc.isenabled()
    result = CliRunner().invoke(app, ["diff", str(a), str(b), "-f", "json"])
    assert result.exit_code == 1, result.output
    assert json.loads(result.output)["servers"][0]["findings"][0]["rule"] == (
        "input-range-narrowed")
    assert seen == [False]
    assert gc.isenabled()

    def failing(*args: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(cmd, "run_files", failing)
    result = CliRunner().invoke(app, ["diff", str(a), str(b)])
    assert result.exit_code == 3
    assert "internal error: RuntimeError: boom" in result.output
    assert gc.isenabled()
