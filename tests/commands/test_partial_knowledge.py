"""Partial knowledge is reported, never dropped: a session that ends early (a single-threaded
server hung by one call, a corrupt baseline, an unreachable server) is exit 3 and still carries
every finding learned before, in every report format."""

from __future__ import annotations

import json
import uuid
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.conftest import PY, RAW_STDIO, assert_none_left, raw_server, run_cli

FORMATS = ("text", "json", "markdown", "junit", "github", "sarif")
CALLS = """
[[call]]
name = "wrong echo"
tool = "echo"
arguments = { text = "hi" }
expect_subset = { text = "bye" }

[[call]]
name = "hangs"
tool = "add"
arguments = { a = 1, b = 2 }
allow_destructive = true

[[call]]
name = "after"
tool = "echo"
arguments = { text = "again" }
"""
HUNG = ("--fault", "hang-on-call", "--hang-tool", "add")


Runs = dict[str, tuple[int, str, str]]


@pytest.fixture(scope="module")
def hung_runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """`mcpcheck call` against a server that hangs on the second call, once per format, all at
    once (each waits out its own 4 s deadline on its own server); then nothing is left behind."""
    calls = tmp_path_factory.mktemp("hung") / "calls.toml"
    calls.write_text(CALLS)
    tag = uuid.uuid4().hex

    def one(fmt: str) -> tuple[int, str, str]:
        run = run_cli("call", "--calls", str(calls), "-f", fmt, "--timeout", "4",
                      "--env", f"MCPCHECK_TEST_TAG={tag}", "--", *raw_server(*HUNG))
        return run.code, run.out, run.err

    with ThreadPoolExecutor(len(FORMATS)) as pool:
        runs = dict(zip(FORMATS, pool.map(one, FORMATS), strict=True))
    assert_none_left(tag)
    return runs


def test_call_hung_mid_list_keeps_findings_and_names_the_rest(hung_runs: Runs) -> None:
    code, out, err = hung_runs["json"]
    assert err == ""
    assert code == 3
    [entry] = json.loads(out)["servers"]
    assert entry["status"] == "error"
    assert entry["error"] == "no answer within 4s (waiting for tools/call add)"
    found = [(f["rule"], f["severity"], f["tool"], f["message"]) for f in entry["findings"]]
    why = "(no answer within 4s (waiting for tools/call add))"
    assert found == [
        ("call-expectation-subset", "error", "echo",
         'call #1 (wrong echo): `/text`: expected "bye" (string), got "hi" (string)'),
        ("call-not-evaluated", "warning", "add",
         f"call #2 (hangs): not evaluated: sent, but no answer before the session ended {why}"),
        ("call-not-evaluated", "warning", "echo",
         f"call #3 (after): not evaluated: not sent: the session had ended {why}"),
    ]
    outcomes = [r["outcome"] for r in entry["details"]["results"]]
    assert outcomes == ["failed", "not-evaluated", "not-evaluated"]
    assert json.loads(out)["summary"] == {"error": 1, "warning": 2, "info": 0}


def test_call_partial_findings_in_every_format(hung_runs: Runs) -> None:
    for fmt in FORMATS:
        code, out, err = hung_runs[fmt]
        assert err == "" or fmt == "text", err
        assert code == 3, fmt
        assert "call-expectation-subset" in out, fmt
        assert out.count("call-not-evaluated") >= 2, fmt
        assert "no answer within 4s" in out, fmt  # the reason the rest was not evaluated
        if fmt == "junit":
            root = ET.fromstring(out)
            assert root.find(".//error") is not None
            assert root.find(".//failure") is not None
        if fmt == "sarif":
            run = json.loads(out)["runs"][0]
            assert {r["ruleId"] for r in run["results"]} == {"call-expectation-subset",
                                                              "call-not-evaluated"}
            assert run["invocations"][0]["executionSuccessful"] is False


def test_unreachable_server_gives_only_the_reason(tmp_path: Path) -> None:
    calls = tmp_path / "calls.toml"
    calls.write_text(CALLS)
    run = run_cli("call", "--calls", str(calls), "-f", "json", "--", "/nonexistent/server")
    assert run.code == 3
    [entry] = run.json()["servers"]
    assert (entry["status"], entry["findings"]) == ("error", [])


def test_validate_keeps_file_findings_when_the_server_is_unreachable(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"tool": "echo", "arguments": {"text": "hi"}}))
    run = run_cli("validate", str(bad), str(good), "-f", "json", "--", "/nonexistent/server")
    assert run.code == 3
    [entry] = run.json()["servers"]
    assert entry["status"] == "error"
    assert [(f["rule"], f["file"]) for f in entry["findings"]] == [
        ("argument-file-invalid", str(bad))]


def test_diff_keeps_intake_findings_when_the_baseline_is_corrupt(tmp_path: Path) -> None:
    corrupt = tmp_path / "base.json"
    corrupt.write_text("{ this is not a snapshot")
    tools = [{"name": "ok", "inputSchema": {"type": "object"}},
             {"name": "broken", "inputSchema": "not a schema"}]
    run = run_cli("diff", "--snapshot", str(corrupt), "-f", "json", "--",
                  *raw_server("--tools-json", json.dumps(tools)))
    assert run.code == 3, run.out + run.err
    [entry] = run.json()["servers"]
    assert entry["status"] == "error"
    assert [(f["rule"], f["tool"]) for f in entry["findings"]] == [("tool-unusable", "broken")]


def test_check_keeps_other_checks_when_drift_cannot_be_evaluated(tmp_path: Path) -> None:
    (tmp_path / "base.json").write_text("{ corrupt")
    (tmp_path / "args").mkdir()
    (tmp_path / "args" / "bad.json").write_text(json.dumps({"tool": "echo",
                                                            "arguments": {"text": 5}}))
    calls = tmp_path / "calls.toml"
    calls.write_text(CALLS)
    (tmp_path / "mcpcheck.toml").write_text(
        f'[servers.hung]\ncommand = "{PY}"\nargs = [{json.dumps(str(RAW_STDIO))}, '
        f'"--fault", "hang-on-call"]\ntimeout = 4\nsnapshot = "base.json"\n'
        'validate = ["args/*.json"]\ncalls = "calls.toml"\nrequire = ["nope"]\nlint = false\n')
    run = run_cli("check", "-f", "json", cwd=tmp_path)
    assert run.code == 3, run.out + run.err
    [entry] = run.json()["servers"]
    assert entry["status"] == "error"
    assert entry["error"].startswith("drift: ")
    assert "; calls: " in entry["error"]
    rules = [f["rule"] for f in entry["findings"]]
    assert rules == ["required-tool-missing", "argument-invalid", "call-expectation-subset",
                     "call-not-evaluated", "call-not-evaluated"]
    assert entry["details"]["not_evaluated"] == ["calls", "drift"]


def test_snapshot_keeps_findings_when_a_corrupt_file_blocks_the_write(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    snap.write_text("{ corrupt")
    tools = [{"name": "broken", "inputSchema": "not a schema"}]
    run = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--",
                  *raw_server("--tools-json", json.dumps(tools)))
    assert run.code == 3, run.out + run.err
    [entry] = run.json()["servers"]
    assert entry["status"] == "error"
    assert [(f["rule"], f["tool"]) for f in entry["findings"]] == [("tool-unusable", "broken")]
    assert snap.read_text() == "{ corrupt"
