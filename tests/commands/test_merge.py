"""`mcpcheck merge`: the JSON reports of real sharded runs joined into one report, and every input
it must refuse with exit 2 (other versions, other commands, overlapping servers, incomplete or
mixed splits, files that are not reports: truncated, huge, deep, wrong types, FIFOs, devices)."""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck import __version__
from mcpcheck.commands import merge as merging
from mcpcheck.errors import UsageError
from mcpcheck.models import (
    CallDetails,
    CallEntry,
    CheckDetails,
    ConformDetails,
    ConformEntry,
    DiffDetails,
    FailOn,
    Finding,
    LintDetails,
    ProbeDetails,
    Report,
    ServerResult,
    Severity,
    Shard,
    SnapshotDetails,
    ValidateDetails,
)
from mcpcheck.reporters import Format, render
from mcpcheck.reporters.json_report import as_dict
from mcpcheck.settings.shard import assignment
from tests.conftest import PY, RAW_STDIO, run_cli

NAMES = ["zeta", "alpha", "mid", "omega", "down"]  # config order, not alphabetical


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three shards of `lint` and one unsharded run over five real servers (one down)."""
    work = tmp_path_factory.mktemp("merge")
    parts = []
    for name in NAMES[:4]:
        args = json.dumps([str(RAW_STDIO), "--server-name", name])
        parts.append(f"[servers.{name}]\ncommand = {json.dumps(PY)}\nargs = {args}\n")
    parts.append('[servers.down]\ncommand = "definitely-not-a-command-xyz"\n')
    (work / "mcpcheck.toml").write_text("\n".join(parts))
    for k in (1, 2, 3):
        run = run_cli("lint", "--shard", f"{k}/3", "-f", "json", "-o", f"lint-{k}.json",
                      cwd=work, timeout=120)
        assert run.code in (0, 3), run.err
    whole = run_cli("lint", "-f", "json", "-o", "whole.json", cwd=work, timeout=120)
    assert whole.code == 3, whole.err
    return work


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _refused(paths: list[Path], says: str, fail_on: FailOn | None = None) -> str:
    with pytest.raises(UsageError) as info:
        merging.merge(paths, fail_on)
    assert says in info.value.message, info.value.message
    return info.value.message


def _shards(runs: Path) -> list[Path]:
    return [runs / f"lint-{k}.json" for k in (1, 2, 3)]


def test_merged_shards_are_the_unsharded_run(runs: Path) -> None:
    merged = merging.merge(_shards(runs))
    whole = _load(runs / "whole.json")
    assert as_dict(merged) == whole
    assert [s["server"] for s in whole["servers"]] == NAMES
    assert merged.exit_code() == 3


def test_the_order_of_the_files_does_not_matter(runs: Path) -> None:
    shards = _shards(runs)
    assert as_dict(merging.merge(shards[::-1])) == as_dict(merging.merge(shards))


def test_merge_cli_exit_code_and_formats(runs: Path) -> None:
    shards = [str(p) for p in _shards(runs)]
    run = run_cli("merge", *shards, "-f", "junit", "-o", "markdown=merged.md", cwd=runs)
    assert run.code == 3, run.err
    whole = merging.merge([runs / "whole.json"])
    assert run.out == render(whole, Format.JUNIT)
    assert (runs / "merged.md").read_text("utf-8") == render(whole, Format.MARKDOWN)
    assert (runs / "merged.md").read_text("utf-8").startswith(
        "**NOT EVALUATED: 1 of 5 servers could not be evaluated")


def test_empty_shards_merge_and_are_never_missing(runs: Path, tmp_path: Path) -> None:
    """More shards than servers: an empty shard is exit 0 with a summary that says so; its
    report merges, and leaving it out is not a missing shard (it had no servers)."""
    config = runs / "mcpcheck.toml"
    home = assignment(["alpha"], 7)[0]
    reports = []
    for k in range(1, 8):
        out = tmp_path / f"s{k}.json"
        run = run_cli("lint", "--config", str(config), "--server", "alpha", "--shard", f"{k}/7",
                      "-o", f"json={out}", cwd=tmp_path)
        assert run.code == 0, run.err
        if k != home:
            assert run.out == ("OK: nothing to check in shard "
                               f"{k}/7 (1 selected server in 7 shards)\n\n"), run.out
            assert _load(out)["servers"] == []
        reports.append(out)
    assert [r.server for r in merging.merge(reports).servers] == ["alpha"]
    assert [r.server for r in merging.merge([reports[home - 1]]).servers] == ["alpha"]


# ------------------------------------------------------------------ refusals


def test_refuses_another_version(runs: Path, tmp_path: Path) -> None:
    data = _load(runs / "lint-1.json")
    data["mcpcheck"] = "0.0.1"
    other = _write(tmp_path / "old.json", data)
    _refused([other, *_shards(runs)[1:]], f"written by mcpcheck '0.0.1'; this is mcpcheck "
             f"{__version__}")


def test_refuses_reports_of_different_commands(runs: Path, tmp_path: Path) -> None:
    data = _load(runs / "whole.json")
    probe = {**data, "command": "probe", "servers": []}
    _refused([runs / "whole.json", _write(tmp_path / "p.json", probe)],
             "a `lint` report, ")


def test_refuses_overlapping_servers(runs: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy.json"
    copy.write_bytes((runs / "whole.json").read_bytes())
    message = _refused([runs / "whole.json", copy], "the reports overlap")
    assert "'zeta' is in " in message
    shard = next(p for p in _shards(runs) if _load(p)["servers"])
    twin = tmp_path / "twin.json"
    twin.write_bytes(shard.read_bytes())
    _refused([*_shards(runs), twin], "are both shard")
    _refused([shard, shard], "is given twice")


def test_refuses_a_missing_shard(runs: Path) -> None:
    shards = _shards(runs)
    owner = assignment(NAMES, 3)
    for k in (1, 2, 3):
        members = [n for n, s in zip(NAMES, owner, strict=True) if s == k]
        message = _refused([p for i, p in enumerate(shards, 1) if i != k],
                           f"shard {k}/3 is missing: its servers ")
        assert all(m in message for m in members)


def test_refuses_a_mix_of_splits_and_unsharded_reports(runs: Path, tmp_path: Path) -> None:
    shards = _shards(runs)
    _refused([shards[0], runs / "whole.json"], "is not the report of a shard")
    data = _load(shards[1])
    data["shard"]["count"] = 4
    _refused([shards[0], _write(tmp_path / "four.json", data), shards[2]], "of another split")
    data = _load(shards[1])
    data["shard"]["selected"] = [*data["shard"]["selected"], "extra"]
    _refused([shards[0], _write(tmp_path / "more.json", data), shards[2]], "of another split")
    data = _load(shards[1])
    data["shard"]["index"] = _load(shards[0])["shard"]["index"]
    data["servers"] = []
    _refused([shards[0], _write(tmp_path / "same.json", data), shards[2]], "are both shard 1/3")


def test_different_fail_on_levels_need_one(runs: Path, tmp_path: Path) -> None:
    shards = _shards(runs)
    data = _load(shards[1])
    data["fail_on"] = "warning"
    other = _write(tmp_path / "warn.json", data)
    _refused([shards[0], other, shards[2]], "give the merge one with --fail-on")
    merged = merging.merge([shards[0], other, shards[2]], FailOn.INFO)
    assert merged.fail_on is FailOn.INFO
    assert merged.exit_code() == 3


@pytest.mark.parametrize(("mangle", "says"), [
    (lambda d: [], "the report is not an object"),
    (lambda d: {**d, "mcpcheck": 1}, "the report.mcpcheck is not a string"),
    (lambda d: {k: v for k, v in d.items() if k != "fail_on"}, "the report.fail_on is missing"),
    (lambda d: {**d, "command": "mutate"}, "the report.command is not one of"),
    (lambda d: {**d, "servers": {}}, "the report.servers is not a list"),
    (lambda d: {**d, "servers": [1]}, "servers[0] is not an object"),
    (lambda d: {**d, "servers": [{**d["servers"][0], "findings": [{"rule": "x"}]}]},
     "servers[0].findings[0].severity is missing"),
    (lambda d: {**d, "servers": [{**d["servers"][0], "findings": [
        {"rule": "x", "severity": "error", "tool": None, "path": "", "message": "m",
         "fingerprint": "ab", "location": {"file": "f", "line": -1}}]}]},
     "servers[0].findings[0].location.line is not a whole number"),
    (lambda d: {**d, "servers": [{**d["servers"][0], "status": "fine"}]},
     "servers[0].status is not one of ok, findings, error"),
    (lambda d: {**d, "servers": [{**d["servers"][0], "details": {"verdicts": []}}]},
     "servers[0].details.verdicts is not an object"),
    (lambda d: {**d, "servers": [{**d["servers"][0], "error": ["x"]}]},
     "servers[0].error is not a string or null"),
    (lambda d: {**d, "shard": {"index": 4, "count": 3, "selected": []}},
     "index 4 is not from 1 to 3"),
    (lambda d: {**d, "shard": {"index": True, "count": 3, "selected": []}},
     "the report.shard.index is not a whole number"),
])
def test_refuses_what_is_not_a_report(runs: Path, tmp_path: Path, mangle: Any,
                                      says: str) -> None:
    data = _load(runs / "whole.json")
    bad = _write(tmp_path / "bad.json", mangle(data))
    message = _refused([bad], says)
    assert message.startswith(f"{bad}: not an mcpcheck JSON report: ")


@pytest.mark.parametrize(("content", "says"), [
    (b'{"mcpcheck": "0.1.0", "command": "li', "not a JSON report (Unterminated string"),
    (b"", "not a JSON report (Expecting value"),
    (b'{"mcpcheck": NaN}', "not a JSON report (NaN is not JSON)"),
    (b'{"x": Infinity}', "not a JSON report (Infinity is not JSON)"),
    (b"[" * 200_000 + b"]" * 200_000, "not a JSON report (nested too deeply)"),
    (b'{"mcpcheck": ' + b"9" * 5000 + b"}", "not a JSON report (Exceeds the limit"),
    (b'\xff\xfe{"a": 1}', "not a JSON report (not UTF-8 at byte 0)"),
])
def test_refuses_unreadable_json(tmp_path: Path, content: bytes, says: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    _refused([bad], says)


def test_refuses_a_huge_file_without_reading_it_all(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(merging, "MAX_REPORT_BYTES", 1000)
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(10 * 1024 * 1024 * 1024)  # sparse: 10 GiB that take no disk
    _refused([big], "cannot read the report: larger than the 1000 bytes limit")


def test_refuses_special_files_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)  # no writer: an open that blocked would hang the test
    _refused([fifo], "cannot read the report: is a named pipe, not a regular file")
    _refused([tmp_path], "cannot read the report: Is a directory")
    _refused([tmp_path / "absent.json"], "cannot read the report: No such file or directory")
    zero = tmp_path / "zero.json"
    try:
        os.mknod(zero, stat.S_IFCHR | 0o600, os.makedev(1, 5))  # a private /dev/zero
    except PermissionError:
        pytest.skip("mknod needs CAP_MKNOD")
    _refused([zero], "cannot read the report: is a device, not a regular file")


def test_cli_refusals_are_exit_2_without_traceback(runs: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"mcpcheck": "0.1.0", "command": "li')
    for argv in ([str(bad)], [str(runs / "lint-1.json")] * 2, [str(runs / "lint-1.json")],
                 [str(runs / "whole.json"), "-o", str(runs / "whole.json")],
                 [str(runs / "whole.json"), "--fail-on", "sometimes"]):
        run = run_cli("merge", *argv, cwd=tmp_path)
        assert run.code == 2, (argv, run.out, run.err)
        assert "Traceback" not in run.err and run.out == ""
    run = run_cli("merge", cwd=tmp_path)
    assert run.code == 2 and "Missing argument" in run.err


# ------------------------------------------------------------------ every command's details


def _finding(rule: str, severity: Severity, tool: str | None, **kw: Any) -> Finding:
    return Finding(rule, severity, tool, "/inputSchema", f"{rule} on {tool}", **kw)


DETAILS = {
    "snapshot": SnapshotDetails("snapshots/a.json", "updated", "a", "1.0", "2025-06-18",
                                "ab" * 32, (("echo", "cd" * 32), ("odd", None)),
                                {"tools": 2, "prompts": 0, "resources": 1,
                                 "resourceTemplates": 0}),
    "diff": DiffDetails("snapshots/a.json", 2, revision="b.json", ignore="ignore.toml"),
    "lint": LintDetails({"echo": "usable", "add": "unusable"}, "suspicious", 1, 0, 0, 1,
                        server_verdicts={"server": "suspicious", "prompt:p": "degraded"}),
    "validate": ValidateDetails(3, 2, files_failed=1, not_judged=None),
    "call": CallDetails((CallEntry("call #1", "echo", "passed"),
                         CallEntry("call #2", "add", "not-evaluated"))),
    "check": CheckDetails({"drift": 1, "lint": 2}, 4, ignore="i.toml",
                          not_evaluated=("calls",), baseline="snapshots/a.json",
                          verdicts={"echo": "suspicious"},
                          server_verdicts={"server": "usable", "resource:file:///r": "unusable"}),
    "probe": ProbeDetails(0.25, 2, "a", ("echo",), ("add",), attempts=2),
    "conform": ConformDetails("2025-06-18", (
        ConformEntry("jsonrpc-id-echoed", "jsonrpc", "MUST", "passed"),
        ConformEntry("http-accept", "http", "SHOULD", "not-applicable", reason="stdio"))),
}


@pytest.mark.parametrize("command", sorted(DETAILS))
def test_every_format_is_rebuilt_from_json(command: str) -> None:
    """A report of each command, through JSON and back: every format renders the same text."""
    findings = [
        _finding("input-range-narrowed", Severity.ERROR, "echo", location=("snapshots/a.json", 7)),
        _finding("tool-description-changed", Severity.WARNING, "add",
                 change=("old words", None)),
        _finding("ignore-unused", Severity.INFO, None, file="ignore.toml"),
        _finding("input-default-switched", Severity.ERROR, "add",
                 values=('{"a": [1, 2.5, null], "b": "x"}', None)),
        _finding("input-enum-narrowed", Severity.ERROR, "add", values=("null", '["p", "q"]'))]
    report = Report(command=command, fail_on=FailOn.WARNING, servers=[
        ServerResult("a", findings=findings, details=DETAILS[command], ignore="i.toml",
                     accepted=2),
        ServerResult("b", error="could not start the server", error_detail="line 1\nline 2")],
        shard=Shard(2, 3, ("b", "a", "c")))
    version, back = merging.from_json(json.loads(render(report, Format.JSON)))
    assert version == __version__
    assert back.shard == report.shard
    for fmt in Format:
        assert render(back, fmt) == render(report, fmt), fmt


def test_an_ignore_entry_used_in_another_shard_is_not_unused(tmp_path: Path) -> None:
    """Two servers share one ignore file; its entry accepts a drift of `left` only. A shard
    holding `right` alone reports the entry unused (it cannot see `left`); the merge, like one
    unsharded run, does not."""
    from tests.servers._mcp_logic import DEFAULT_TOOLS

    left, right = "left", "right-2"
    assert assignment([left, right], 2)[0] != assignment([left, right], 2)[1]

    def config(flags: list[str]) -> None:
        parts = []
        for name in (left, right):
            extra = flags if name == left else []
            args = json.dumps([str(RAW_STDIO), "--server-name", name, *extra])
            parts.append(f'[servers.{name}]\ncommand = {json.dumps(PY)}\nargs = {args}\n'
                         'ignore = "ignore.toml"\n')
        (tmp_path / "mcpcheck.toml").write_text("\n".join(parts))

    (tmp_path / "ignore.toml").write_text(
        '[[ignore]]\nrule = "tool-removed"\ntool = "add"\nreason = "retired on purpose"\n')
    config([])
    made = run_cli("snapshot", cwd=tmp_path)
    assert made.code == 0, made.err
    (tmp_path / "echo.json").write_text(json.dumps(DEFAULT_TOOLS[:1]))
    config(["--tools", str(tmp_path / "echo.json")])  # `left` loses its `add`
    for k in (1, 2):
        run = run_cli("diff", "--shard", f"{k}/2", "-f", "json", "-o", f"d{k}.json",
                      cwd=tmp_path)
        assert run.code in (0, 1), run.err
    whole = run_cli("diff", "-f", "json", "-o", "whole.json", cwd=tmp_path)
    assert whole.code == 0, whole.err
    shards = [_load(tmp_path / f"d{k}.json") for k in (1, 2)]
    unused = [(s["server"], f["rule"]) for d in shards for s in d["servers"]
              for f in s["findings"] if f["rule"] == "ignore-unused"]
    assert unused == [(right, "ignore-unused")]  # the shard alone cannot know
    merged = merging.merge([tmp_path / "d1.json", tmp_path / "d2.json"])
    assert as_dict(merged) == _load(tmp_path / "whole.json")
    assert merged.exit_code() == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="abcdefgh-", min_size=1, max_size=6), unique=True, min_size=1,
                max_size=12),
       st.integers(min_value=1, max_value=6), st.randoms(use_true_random=False))
def test_any_split_merges_back_to_the_whole(names: list[str], count: int, rnd: Any) -> None:
    """Whatever the servers and N, the shards' JSON reports, given in any order, merge into
    the report of the whole run."""
    from mcpcheck.settings.shard import ShardSpec, take

    def result(name: str) -> ServerResult:
        if rnd.random() < 0.2:
            return ServerResult(name, error="could not start the server")
        return ServerResult(name, details=DETAILS["check"], findings=[
            _finding("input-range-narrowed", rnd.choice(list(Severity)), f"t{i}")
            for i in range(rnd.randint(0, 3))])

    results = {name: result(name) for name in names}
    whole = Report("check", [results[n] for n in names], FailOn.WARNING)
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for k in range(1, count + 1):
            kept, shard = take(names, str, ShardSpec(k, count))
            part = Report("check", [results[n] for n in kept], FailOn.WARNING, shard=shard)
            path = Path(folder) / f"{k}.json"
            path.write_text(render(part, Format.JSON), encoding="utf-8")
            paths.append(path)
        rnd.shuffle(paths)
        merged = merging.merge(paths)
    assert as_dict(merged) == as_dict(whole)
    assert merged.exit_code() == whole.exit_code()
