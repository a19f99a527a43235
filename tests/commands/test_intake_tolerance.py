"""Tolerate what the SDKs tolerate, and say so (issue 30 §2, docs/design.md policy 3).

(a) A stdio server that writes lines on stdout that are not JSON-RPC (a banner, a deprecation
warning, a JSON log line) is read on past them, within a budget, and every command that talks to
it reports one warning naming the first line, redacted. A server that floods stdout past the
budget is exit 3, fast and in bounded memory.
(b) A declared optional list answered with an error other than -32601 is recorded as not listed:
the snapshot keeps the tools and the other lists, and `diff` calls the list not comparable
instead of reporting every item removed.

Every test runs real server processes (tests/servers/raw_stdio.py, raw_http.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import PY, Run, raw_server, run_cli
from tests.wire.test_faults_http import start_http
from tests.wire.test_faults_stdio import MB, SMALL_RSS_BOUND, reason_line, run_measured

SECRET = "intake-secret-4c1d9e"
BANNER = ("--stdout-banner",)
FAILING = ("--with-prompts", "--failing", "resources/list")
FIRST = "Starting raw-test-server v1.0.0 on stdio (token [REDACTED])"
LIST_ERROR = "error -32603: Internal error: backend unreachable"


def cli(tmp_path: Path, *args: str) -> Run:
    """`mcpcheck ARGS` in tmp_path (run_cli: the servers are real processes)."""
    run = run_cli(*args, cwd=tmp_path)
    assert "Traceback" not in run.out + run.err
    assert SECRET not in run.out + run.err
    return run


def server(*flags: str, secret: bool = False) -> list[str]:
    env = ["--env", f"API_TOKEN={SECRET}"] if secret else []
    return [*env, "--", *raw_server(*flags)]


def findings(run: Run) -> list[dict[str, str]]:
    return [{k: f[k] for k in ("rule", "severity", "path", "message")}
            for f in run.json()["servers"][0]["findings"]]


def stored(path: Path) -> dict[str, object]:
    text = path.read_text()
    assert SECRET not in text
    doc: dict[str, object] = json.loads(text)
    return doc


# ------------------------------------------------------------------ (a) stdout lines


def test_snapshot_reads_past_a_banner_and_names_its_first_line(tmp_path: Path) -> None:
    run = cli(tmp_path, "snapshot", "--snapshot", "s.json", "-f", "json",
              *server(*BANNER, secret=True))
    assert run.code == 1, run.out  # 1: the banner echoes the token (secret-in-metadata)
    found = findings(run)
    noise = [f for f in found if f["rule"] == "intake-stdout-noise"]
    assert noise == [{"rule": "intake-stdout-noise", "severity": "warning", "path": "",
                      "message": "the server wrote 3 line(s) on stdout that are not JSON-RPC "
                                 "(skipped, as the MCP SDKs skip them); the first: "
                                 f"'{FIRST}'; a stdio server should write only JSON-RPC on "
                                 "stdout and its logs to stderr"}]
    assert [(f["rule"], f["path"]) for f in found if f["severity"] == "error"] == [
        ("secret-in-metadata", "/intake/stdout/first")]
    doc = stored(tmp_path / "s.json")
    assert [t["name"] for t in doc["tools"]] == ["add", "echo"]  # type: ignore[index]
    assert doc["intake"] == {"stdout": {"lines": 3, "first": FIRST}}


def test_probe_and_live_diff_report_the_same_warning(tmp_path: Path) -> None:
    assert cli(tmp_path, "snapshot", "--snapshot", "s.json", *server(*BANNER)).code == 0
    probe = cli(tmp_path, "probe", "--require", "echo", *server(*BANNER))
    assert probe.code == 0, probe.out + probe.err
    assert "the first: 'Starting raw-test-server v1.0.0 on stdio'" in probe.out
    assert "[intake-stdout-noise]" in probe.out
    live = cli(tmp_path, "diff", "--snapshot", "s.json", "-f", "json", *server(*BANNER))
    assert live.code == 0, live.out
    assert [f["rule"] for f in findings(live)] == ["intake-stdout-noise"]
    offline = cli(tmp_path, "diff", "s.json", "s.json", "-f", "json")  # decides alike
    assert findings(offline) == findings(live)


def test_check_reports_the_warning_under_intake(tmp_path: Path) -> None:
    (tmp_path / "mcpcheck.toml").write_text(
        f"[servers.banner]\ncommand = {json.dumps(PY)}\n"
        f"args = {json.dumps(raw_server(*BANNER)[1:])}\n")
    run = cli(tmp_path, "check", "-f", "json")
    assert run.code == 0, run.out
    entry = run.json()["servers"][0]
    assert entry["details"]["checks"]["intake"] == 1
    assert [f["rule"] for f in entry["findings"] if f["severity"] != "info"] == [
        "intake-stdout-noise"]


def test_a_snapshot_that_differs_only_in_its_stdout_note_is_unchanged(tmp_path: Path) -> None:
    assert cli(tmp_path, "snapshot", "--snapshot", "s.json", *server(*BANNER)).code == 0
    doc = stored(tmp_path / "s.json")
    doc["intake"] = {"stdout": {"lines": 9, "first": "another banner"}}
    (tmp_path / "s.json").write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    run = cli(tmp_path, "snapshot", "--snapshot", "s.json", "-f", "json", *server(*BANNER))
    assert run.code == 0, run.out
    assert run.json()["servers"][0]["details"]["outcome"] == "unchanged"


def test_a_flood_past_the_budget_is_exit_3_by_the_budget_bounded(tmp_path: Path) -> None:
    """The reason is the budget's, not the (30 s) timeout's; the peak memory is bounded."""
    (tmp_path / "pid").touch()
    run = run_measured("snapshot", "--snapshot", str(tmp_path / "x.json"), "--timeout", "30",
                       "--", *raw_server("--fault", "stdout-flood"))
    assert run.code == 3, run.text
    assert reason_line(run) == (
        "could not evaluate: the server wrote more than 100 lines or 64 KB on stdout that are "
        "not JSON-RPC during the handshake (mcpcheck skips a few, as the MCP SDKs do; the "
        "first: '[info] raw_stdio log line 1 lorem ipsum dolor sit amet'); a stdio server must "
        "write only JSON-RPC on stdout, and its logs to stderr")
    assert run.peak_rss < SMALL_RSS_BOUND, f"peak RSS {run.peak_rss // MB} MB"
    assert not (tmp_path / "x.json").exists()


def test_a_server_that_only_writes_garbage_times_out_naming_the_line(tmp_path: Path) -> None:
    run = cli(tmp_path, "snapshot", "--snapshot", "x.json", "--timeout", "2",
              *server("--fault", "garbage-stdout"))
    assert run.code == 3
    assert "could not evaluate: no answer within 2s (waiting for the handshake)" in run.out
    assert ("(mcpcheck skipped 1 line(s) on stdout that are not JSON-RPC; the first: "
            "'this is not JSON-RPC {{{ garbage')") in run.out


# ------------------------------------------------------------- (b) lists answered with an error


def test_a_list_answered_with_an_error_is_recorded_as_not_listed(tmp_path: Path) -> None:
    run = cli(tmp_path, "snapshot", "--snapshot", "s.json", "-f", "json", *server(*FAILING))
    assert run.code == 0, run.out
    assert findings(run) == [{
        "rule": "intake-list-unavailable", "severity": "warning", "path": "/resources",
        "message": f"the server declares the capability but answered resources/list with "
                   f"{LIST_ERROR}; recorded as not listed (nothing of it is compared)"}]
    assert run.json()["servers"][0]["details"]["counts"] == {
        "tools": 2, "prompts": 1, "resources": 0, "resourceTemplates": 1}
    assert stored(tmp_path / "s.json")["intake"] == {"unlisted": {"resources/list": LIST_ERROR}}


def test_the_error_text_is_redacted_in_the_note_and_the_snapshot(tmp_path: Path) -> None:
    run = cli(tmp_path, "snapshot", "--snapshot", "s.json", "-f", "json",
              *server(*FAILING, secret=True))
    assert f"{LIST_ERROR} with token [REDACTED]" in run.out
    assert stored(tmp_path / "s.json")["intake"] == {
        "unlisted": {"resources/list": f"{LIST_ERROR} with token [REDACTED]"}}


def test_diff_calls_the_list_not_comparable_not_removed(tmp_path: Path) -> None:
    assert cli(tmp_path, "snapshot", "--snapshot", "s.json", *server("--with-prompts")).code == 0
    run = cli(tmp_path, "diff", "--snapshot", "s.json", "-f", "json", *server(*FAILING))
    assert run.code == 0, run.out
    assert findings(run) == [{
        "rule": "server-list-not-comparable", "severity": "warning", "path": "/resources",
        "message": f"resources not comparable: the revision answered resources/list with "
                   f"{LIST_ERROR}, so the 1 resource of the baseline cannot be compared (not "
                   "reported as removed)"}]


def test_offline_diff_of_a_baseline_that_did_not_list(tmp_path: Path) -> None:
    assert cli(tmp_path, "snapshot", "--snapshot", "old.json", *server(*FAILING)).code == 0
    assert cli(tmp_path, "snapshot", "--snapshot", "new.json", *server("--with-prompts")).code == 0
    run = cli(tmp_path, "diff", "old.json", "new.json", "-f", "json")
    assert run.code == 0, run.out
    assert [(f["rule"], f["path"]) for f in findings(run)] == [
        ("server-list-not-comparable", "/resources")]
    assert "so the 1 resource of the revision cannot be compared (not reported as added)" in (
        findings(run)[0]["message"])


def test_over_http_too(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path, *FAILING)
    try:
        run = cli(tmp_path, "snapshot", "--snapshot", "s.json", "--url", url)
    finally:
        proc.kill()
        proc.wait(5)
    assert run.code == 0, run.out
    assert stored(tmp_path / "s.json")["intake"] == {"unlisted": {"resources/list": LIST_ERROR}}


@pytest.mark.parametrize("flags", [("--failing", "tools/list"), ("--unanswered", "tools/list")])
def test_tools_list_answered_with_an_error_still_fails(tmp_path: Path,
                                                       flags: tuple[str, ...]) -> None:
    run = cli(tmp_path, "snapshot", "--snapshot", "s.json", *server("--with-prompts", *flags))
    assert run.code == 3, run.out
    assert "could not evaluate: the server answered tools/list (page 1) with error" in run.out
