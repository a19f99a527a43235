"""`mcpcheck snapshot` end to end: real servers, real processes, real files."""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import (
    EVERYTHING,
    PY,
    TIME_SERVER,
    everything_over_http,
    free_port,
    raw_server,
    run_cli,
    startup_seconds,
)


@pytest.fixture
def everything_http(request: pytest.FixtureRequest) -> Iterator[str]:
    """server-everything over Streamable HTTP (`/mcp`) or SSE (`/sse`) on 127.0.0.1."""
    with everything_over_http(free_port(), request.param) as url:
        yield url


def tool_names(path: Path) -> list[str]:
    return [t["name"] for t in json.loads(path.read_text())["tools"]]


def test_everything_over_stdio_is_byte_identical_twice(tmp_path: Path, tag: str) -> None:
    snap = tmp_path / "everything.json"
    args = ("snapshot", "--snapshot", str(snap), "--env", f"MCPCHECK_TEST_TAG={tag}",
            "--", "node", str(EVERYTHING), "stdio")
    first = run_cli(*args)
    assert first.code == 0, first.err
    assert "created" in first.out and "mcp-servers/everything" in first.out
    data = snap.read_bytes()
    names = tool_names(snap)
    assert {"echo", "get-sum", "get-structured-content"} <= set(names)
    assert names == sorted(names)
    doc = json.loads(data)
    assert doc["server"]["protocolVersion"] == "2025-11-25"
    assert doc["prompts"] and doc["resourceTemplates"]
    second = run_cli(*args)
    assert second.code == 0 and "unchanged" in second.out
    assert snap.read_bytes() == data


@pytest.mark.parametrize("everything_http", ["streamableHttp", "sse"], indirect=True)
def test_everything_over_http_and_sse(tmp_path: Path, everything_http: str) -> None:
    snap = tmp_path / "e.json"
    flag = "--url" if everything_http.endswith("/mcp") else "--sse"
    run = run_cli("snapshot", flag, everything_http, "--snapshot", str(snap), "-f", "json")
    assert run.code == 0, run.err
    report = run.json()
    assert report["servers"][0]["status"] == "ok"
    assert report["servers"][0]["details"]["outcome"] == "created"
    assert {"echo", "get-sum"} <= set(tool_names(snap))


def test_time_server_speaks_2026_07_28(tmp_path: Path) -> None:
    snap = tmp_path / "time.json"
    run = run_cli("snapshot", "--stdio", TIME_SERVER, "--snapshot", str(snap))
    assert run.code == 0, run.err
    doc = json.loads(snap.read_text())
    assert doc["server"]["protocolVersion"] == "2026-07-28"
    assert doc["server"]["name"] == "mcp-time"
    assert tool_names(snap) == ["convert_time", "get_current_time"]


def test_default_path_is_snapshots_slash_server_name(tmp_path: Path) -> None:
    run = run_cli("snapshot", "--", *raw_server("--server-name", "My Server/x"), cwd=tmp_path)
    assert run.code == 0, run.err
    assert (tmp_path / "snapshots" / "My-Server-x.json").exists()


def test_paginated_server_is_followed_to_the_end(tmp_path: Path, tag: str) -> None:
    tools = [{"name": f"t{i:02d}", "inputSchema": {"type": "object"}} for i in range(25)]
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps(tools))
    snap = tmp_path / "p.json"
    run = run_cli("snapshot", "--snapshot", str(snap), "--env", f"MCPCHECK_TEST_TAG={tag}", "--",
                  *raw_server("--tools", str(spec), "--page-size", "4"))
    assert run.code == 0, run.err
    assert tool_names(snap) == [f"t{i:02d}" for i in range(25)]


def test_one_malformed_tool_is_recorded_and_reported(tmp_path: Path) -> None:
    tools = [{"name": "good", "inputSchema": {"type": "object"}},
             {"name": "bad", "inputSchema": {"type": "object", "properties": "query"}},
             {"name": 123}]
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps(tools))
    snap = tmp_path / "m.json"
    run = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--",
                  *raw_server("--tools", str(spec)))
    assert run.code == 0, run.err
    stored = [t["definition"] for t in json.loads(snap.read_text())["tools"]]
    assert {"name": 123} in stored and any(d.get("name") == "bad" for d in stored)
    findings = run.json()["servers"][0]["findings"]
    flagged = {f["tool"] for f in findings if f["rule"] == "tool-unusable"}
    assert flagged == {"bad", "#2"}


def test_differing_baseline_needs_update(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--", *raw_server()).code == 0
    before = snap.read_bytes()
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps([{"name": "only", "inputSchema": {"type": "object"}}]))
    changed = raw_server("--tools", str(spec))
    refused = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--", *changed)
    assert refused.code == 1
    assert refused.json()["servers"][0]["findings"][0]["rule"] == "snapshot-baseline-differs"
    assert snap.read_bytes() == before
    updated = run_cli("snapshot", "--snapshot", str(snap), "--update", "--", *changed)
    assert updated.code == 0 and "updated" in updated.out
    assert tool_names(snap) == ["only"]


def test_corrupt_existing_snapshot_is_exit_3_and_kept(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    snap.write_text('{"mcpcheckSnapshot": 1, "tools": [')
    run = run_cli("snapshot", "--snapshot", str(snap), "--", *raw_server())
    assert run.code == 3
    assert "corrupt snapshot" in run.out
    assert snap.read_text() == '{"mcpcheckSnapshot": 1, "tools": ['


@pytest.mark.parametrize(("argv", "reason"), [
    (["definitely-not-a-command-xyz"], "command not found: definitely-not-a-command-xyz"),
    (raw_server("--fault", "exit-immediately"), "closed the connection"),
    (raw_server("--fault", "stdout-flood"), "not JSON-RPC"),
    (raw_server("--fault", "exit-after-initialize"), "closed the connection"),
])
def test_server_failures_are_exit_3_with_one_line(tmp_path: Path, tag: str, argv: list[str],
                                                  reason: str) -> None:
    run = run_cli("snapshot", "--snapshot", str(tmp_path / "x.json"), "--timeout", "10",
                  "--env", f"MCPCHECK_TEST_TAG={tag}", "--", *argv)
    assert run.code == 3, run.out + run.err
    assert reason in run.out
    assert "Traceback" not in run.out + run.err
    assert not (tmp_path / "x.json").exists()


def test_stderr_tail_is_shown_when_the_server_dies(tmp_path: Path) -> None:
    run = run_cli("snapshot", "--snapshot", str(tmp_path / "x.json"), "--",
                  *raw_server("--fault", "exit-immediately"))
    assert run.code == 3
    assert "server stderr" in run.out and "raw_stdio" in run.out


def test_silent_server_is_bounded_by_timeout(tmp_path: Path, tag: str) -> None:
    run = run_cli("snapshot", "--snapshot", str(tmp_path / "x.json"), "--timeout", "2",
                  "--env", f"MCPCHECK_TEST_TAG={tag}", "--",
                  *raw_server("--fault", "hang-before-handshake"))
    assert run.code == 3
    assert "no answer within 2s" in run.out
    assert run.seconds < 2 + startup_seconds() + 2  # budget + start-up + kill grace


def test_connection_refused_is_exit_3(tmp_path: Path) -> None:
    port = free_port()
    run = run_cli("snapshot", "--url", f"http://127.0.0.1:{port}/mcp", "--snapshot",
                  str(tmp_path / "x.json"))
    assert run.code == 3
    assert f"connection refused: http://127.0.0.1:{port}/mcp" in run.out


def test_header_secret_from_env_never_appears(tmp_path: Path) -> None:
    secret = "s3cr3t-token-value-123"
    portfile = tmp_path / "port"
    proc = subprocess.Popen([PY, str(Path(__file__).parents[1] / "servers" / "raw_http.py"),
                             "--port", "0", "--portfile", str(portfile),
                             "--require-header", f"Authorization: Bearer {secret}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not portfile.exists() or not portfile.read_text().strip():
            assert time.monotonic() < deadline
            time.sleep(0.05)
        url = f"http://127.0.0.1:{portfile.read_text().strip()}/mcp"
        snap = tmp_path / "h.json"
        for fmt in ("text", "json", "markdown"):
            run = run_cli("snapshot", "--url", url, "--header", "Authorization: Bearer ${TOKEN}",
                          "--snapshot", str(snap), "--update", "-f", fmt,
                          env={"TOKEN": secret})
            assert run.code == 0, run.out + run.err
            assert secret not in run.out + run.err
        assert secret not in snap.read_text()
        denied = run_cli("snapshot", "--url", url, "--snapshot", str(tmp_path / "d.json"),
                         "--header", "Authorization: Bearer wrong")
        assert denied.code == 3 and "401" in denied.out
        missing = run_cli("snapshot", "--url", url, "--header", "Authorization: ${NOPE_VAR}")
        assert missing.code == 2 and "NOPE_VAR" in missing.err
    finally:
        proc.terminate()
        proc.wait(5)


@pytest.mark.parametrize(("args", "message"), [
    (["snapshot"], "choose a server"),
    (["snapshot", "--url", "ftp://x"], "must be an http"),
    (["snapshot", "--stdio", "x", "--url", "http://a"], "choose exactly one server"),
    (["snapshot", "--stdio", "x", "--env", "NOEQUALS"], "--env expects K=V"),
    (["snapshot", "--stdio", "x", "--protocol", "1999"], "protocol must be one of"),
    (["snapshot", "--stdio", "x", "--timeout", "0"], "--timeout must be a positive"),
    (["snapshot", "--stdio", "'unclosed"], "cannot parse the command line"),
])
def test_usage_errors_are_exit_2(args: list[str], message: str) -> None:
    run = run_cli(*args)
    assert run.code == 2
    assert message in run.err
    assert "Traceback" not in run.err


def test_version_help_and_module_entry() -> None:
    assert run_cli("--version").out.strip() == "mcpcheck 0.1.0"
    help_run = run_cli("--help")
    assert help_run.code == 0 and "snapshot" in help_run.out


def test_help_does_not_import_mcp() -> None:
    proc = subprocess.run([PY, "-X", "importtime", "-m", "mcpcheck", "--help"],
                          capture_output=True, text=True, timeout=30)
    imported = {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if "|" in line}
    assert proc.returncode == 0
    assert "mcp" not in imported and "mcp.client" not in imported
    assert "jsonschema" not in imported


def test_snapshot_and_diff_honour_require_and_optional(tmp_path: Path) -> None:
    snap = tmp_path / "r.json"
    made = run_cli("snapshot", "--snapshot", str(snap), "--require", "echo,missing",
                   "--optional", "later", "-f", "json", "--", *raw_server())
    assert made.code == 1  # written, but a required tool is missing
    assert snap.exists()
    rules = {(f["rule"], f["tool"]) for f in made.json()["servers"][0]["findings"]}
    assert rules == {("required-tool-missing", "missing"), ("optional-tool-missing", "later")}
    fine = run_cli("diff", "--snapshot", str(snap), "--require", "echo", "--", *raw_server())
    assert fine.code == 0, fine.out
    spec = tmp_path / "tools.json"
    text = {"type": "string", "description": "Text to echo."}
    spec.write_text(json.dumps([{"name": "echo2", "inputSchema": {
        "type": "object", "properties": {"text": text},
        "required": ["text"], "additionalProperties": False},
        "outputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                         "required": ["text"]}}]))
    renamed = run_cli("diff", "--snapshot", str(snap), "--require", "echo", "-f", "json", "--",
                      *raw_server("--tools", str(spec)))
    assert renamed.code == 1
    missing = [f for f in renamed.json()["servers"][0]["findings"]
               if f["rule"] == "required-tool-missing"]
    assert missing and "likely renamed to `echo2`" in missing[0]["message"]
