"""`mcpcheck probe` end to end: real servers, real processes, exit codes 0/1/3."""

from __future__ import annotations

import copy
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import (
    EVERYTHING,
    PY,
    RAW_HTTP,
    everything_over_http,
    free_port,
    raw_server,
    run_cli,
)
from tests.servers._mcp_logic import DEFAULT_TOOLS


@pytest.fixture
def everything_url() -> Iterator[str]:
    with everything_over_http(free_port()) as url:
        yield url


def everything_stdio(tag: str) -> tuple[str, ...]:
    return ("--env", f"MCPCHECK_TEST_TAG={tag}", "--", "node", str(EVERYTHING), "stdio")


def write_tools(path: Path, tools: list[Any]) -> Path:
    path.write_text(json.dumps(tools), encoding="utf-8")
    return path


def raw_with(tools: Path, tag: str, *flags: str) -> tuple[str, ...]:
    return ("--env", f"MCPCHECK_TEST_TAG={tag}", "--",
            *raw_server("--tools", str(tools), *flags))


# ------------------------------------------------------------------ server-everything


def test_required_present_over_stdio_is_one_quiet_line(tag: str) -> None:
    run = run_cli("probe", "--require", "echo,get-sum", *everything_stdio(tag))
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(
        "ok: mcp-servers-everything: 13 tools, required present (echo, get-sum) in ")
    assert run.err == ""


def test_required_present_over_http(everything_url: str) -> None:
    run = run_cli("probe", "--url", everything_url, "--require", "echo", "--require", "get-sum")
    assert run.code == 0, run.err
    assert run.out.startswith("ok: mcp-servers-everything: 13 tools, required present "
                              "(echo, get-sum) in ")


def test_required_missing_over_http_names_the_tool(everything_url: str) -> None:
    run = run_cli("probe", "--url", everything_url, "--require", "echo,search_items")
    assert run.code == 1
    assert run.out == ("error: mcp-servers-everything: required tool `search_items` "
                       "is not advertised\n")


def test_required_missing_over_stdio_names_closest(tag: str) -> None:
    run = run_cli("probe", "--require", "get-summ", *everything_stdio(tag))
    assert run.code == 1
    assert run.out == ("error: mcp-servers-everything: required tool `get-summ` is not "
                       "advertised; closest advertised name: `get-sum` (a guess by name only)\n")


def test_optional_missing_warns_and_passes(tag: str) -> None:
    run = run_cli("probe", "--require", "echo", "--optional", "export", *everything_stdio(tag))
    assert run.code == 0, run.err
    first, second = run.out.splitlines()
    assert first == "warning: mcp-servers-everything: optional tool `export` is not advertised"
    assert second.startswith("ok: mcp-servers-everything: 13 tools, required present (echo)")


def test_json_report(tag: str) -> None:
    run = run_cli("probe", "--require", "nope", "-f", "json", *everything_stdio(tag))
    assert run.code == 1
    server = run.json()["servers"][0]
    assert server["status"] == "findings"
    assert [(f["rule"], f["tool"], f["severity"]) for f in server["findings"]] == [
        ("required-tool-missing", "nope", "error")]
    assert server["details"]["tools"] == 13 and server["details"]["attempts"] == 1


# ------------------------------------------------------------------ raw test servers


def test_likely_rename_is_named_from_the_snapshot(tmp_path: Path, tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    snap = tmp_path / "snap.json"
    made = run_cli("snapshot", "--snapshot", str(snap), *raw_with(tools, tag))
    assert made.code == 0, made.err
    renamed = copy.deepcopy(DEFAULT_TOOLS)
    renamed[1]["name"] = "sum_integers"
    write_tools(tools, renamed)
    run = run_cli("probe", "--require", "add", "--snapshot", str(snap), *raw_with(tools, tag))
    assert run.code == 1
    assert run.out == ("error: raw-test-server: required tool `add` is not advertised; "
                       "likely renamed to `sum_integers` (same schemas)\n")


def test_malformed_tool_still_gets_a_verdict(tmp_path: Path, tag: str) -> None:
    bad = [{"name": 123, "inputSchema": "a"}, {"name": "broken", "inputSchema": {"required": "a"}}]
    tools = write_tools(tmp_path / "tools.json", [*DEFAULT_TOOLS, *bad])
    ok = run_cli("probe", "--require", "echo,broken", *raw_with(tools, tag))
    assert ok.code == 0, ok.err
    assert ok.out.startswith("ok: raw-test-server: 4 tools, required present (echo, broken)")
    missing = run_cli("probe", "--require", "echo,gone", *raw_with(tools, tag))
    assert missing.code == 1
    assert missing.out == "error: raw-test-server: required tool `gone` is not advertised\n"


def test_pin_fails_on_error_drift_of_a_required_tool_only(tmp_path: Path, tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    snap = tmp_path / "snap.json"
    assert run_cli("snapshot", "--snapshot", str(snap), *raw_with(tools, tag)).code == 0
    changed = copy.deepcopy(DEFAULT_TOOLS)
    changed[1]["inputSchema"]["properties"]["c"] = {"type": "integer"}
    changed[1]["inputSchema"]["required"] = ["a", "b", "c"]
    write_tools(tools, changed)
    other = run_cli("probe", "--pin", "--require", "echo", "--snapshot", str(snap),
                    *raw_with(tools, tag))
    assert other.code == 0, other.out + other.err
    pinned = run_cli("probe", "--pin", "--require", "add", "--snapshot", str(snap), "-f", "json",
                     *raw_with(tools, tag))
    assert pinned.code == 1, pinned.out + pinned.err
    text = run_cli("probe", "--pin", "--require", "add", "--snapshot", str(snap),
                   *raw_with(tools, tag))
    assert text.code == 1
    assert text.out.startswith("error: raw-test-server: tool `add`: `c`: required property added")
    assert text.out.rstrip().endswith("[input-required-property-added]")
    findings = pinned.json()["servers"][0]["findings"]
    assert ("input-required-property-added", "add", "/inputSchema/properties/c") in [
        (f["rule"], f["tool"], f["path"]) for f in findings]
    unpinned = run_cli("probe", "--require", "add", "--snapshot", str(snap),
                       *raw_with(tools, tag))
    assert unpinned.code == 0


def test_pin_without_snapshot_cannot_evaluate(tmp_path: Path, tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    missing = tmp_path / "none.json"
    run = run_cli("probe", "--pin", "--require", "add", "--snapshot", str(missing),
                  *raw_with(tools, tag))
    assert run.code == 3
    assert run.err == ""  # a result: on stdout with every other result (docs: README, probe)
    assert run.out == (f"error: raw-test-server: could not evaluate: {missing}: no snapshot "
                       "here (run `mcpcheck snapshot` first)\n")


def test_quiet_prints_nothing_on_success(tmp_path: Path, tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    run = run_cli("probe", "--quiet", "--require", "echo", *raw_with(tools, tag))
    assert (run.code, run.out, run.err) == (0, "", "")


def test_missing_tools_are_not_retried(tmp_path: Path, tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    run = run_cli("probe", "--require", "gone", "--retries", "3", "--retry-interval", "5",
                  "-f", "json", *raw_with(tools, tag))
    assert run.code == 1
    assert run.json()["servers"][0]["details"]["attempts"] == 1
    assert run.seconds < 5


# ------------------------------------------------------------------ could not evaluate


def test_http_server_down_exits_3_fast() -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    run = run_cli("probe", "--url", url, "--require", "echo", "--timeout", "3")
    assert run.code == 3
    assert run.err == ""
    assert run.out == f"error: server: could not evaluate: connection refused: {url}\n"
    assert run.seconds < 3 + 5


def test_hung_stdio_server_exits_3_within_timeout(tag: str) -> None:
    run = run_cli("probe", "--require", "echo", "--timeout", "2", "--env",
                  f"MCPCHECK_TEST_TAG={tag}", "--", *raw_server("--fault", "hang-before-handshake"))
    assert run.code == 3
    assert run.out == ("error: server: could not evaluate: no answer within 2s "
                       "(waiting for the handshake)\n"
                       "  server stderr (last lines):\n"
                       "    raw_stdio: fault=hang-before-handshake\n"
                       "    raw_stdio: hanging: never answering anything\n")
    assert run.seconds < 2 + 5


def test_retries_bounded_when_server_stays_down() -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    run = run_cli("probe", "--url", url, "--retries", "2", "--retry-interval", "0.2")
    assert run.code == 3
    assert run.out == (f"error: server: could not evaluate: connection refused: {url} "
                       "(after 3 attempts)\n")


def test_retries_succeed_against_a_late_starting_server() -> None:
    port = free_port()
    probe = subprocess.Popen(
        [PY, "-m", "mcpcheck", "probe", "--url", f"http://127.0.0.1:{port}/mcp", "--require",
         "echo,add", "--retries", "40", "--retry-interval", "0.25", "--timeout", "5",
         "-f", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    server = subprocess.Popen([PY, str(RAW_HTTP), "--port", str(port), "--fault", "slow-start",
                               "--delay", "1.5"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        out, err = probe.communicate(timeout=60)
        assert probe.returncode == 0, out + err
        details = json.loads(out)["servers"][0]["details"]
        assert details["attempts"] > 1
        assert details["tools"] == 2
    finally:
        probe.kill()
        server.terminate()
        server.wait(5)


def test_bad_flags_are_usage_errors() -> None:
    run = run_cli("probe", "--require", "echo")
    assert run.code == 2
    assert "choose a server" in run.err


def test_default_snapshot_gives_hints_and_a_corrupt_one_is_ignored(tmp_path: Path,
                                                                   tag: str) -> None:
    tools = write_tools(tmp_path / "tools.json", DEFAULT_TOOLS)
    assert run_cli("snapshot", *raw_with(tools, tag), cwd=tmp_path).code == 0
    assert (tmp_path / "snapshots" / "raw-test-server.json").is_file()
    renamed = copy.deepcopy(DEFAULT_TOOLS)
    renamed[0]["name"] = "say"
    write_tools(tools, renamed)
    hinted = run_cli("probe", "--require", "echo", *raw_with(tools, tag), cwd=tmp_path)
    assert hinted.code == 1
    assert hinted.out == ("error: raw-test-server: required tool `echo` is not advertised; "
                          "likely renamed to `say` (same schemas)\n")
    (tmp_path / "snapshots" / "raw-test-server.json").write_text("{not json", encoding="utf-8")
    plain = run_cli("probe", "--require", "add", *raw_with(tools, tag), cwd=tmp_path)
    assert plain.code == 0, plain.err
    assert plain.out.startswith("ok: raw-test-server: 2 tools, required present (add) in ")
