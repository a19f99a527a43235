"""`mcpcheck lint` and `mcpcheck validate` end to end against real server processes."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import EVERYTHING, PY, raw_server, run_cli

GOOD = {"name": "good", "description": "fine",
        "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "maxLength": 9}},
                        "required": ["q"], "additionalProperties": False}}
HOSTILE = [
    GOOD,
    None,
    {"name": "", "inputSchema": {"type": "object"}},
    {"name": "props", "inputSchema": {"type": "object", "properties": "query"}},
    {"name": "req", "inputSchema": {"type": "object", "required": "query"}},
    {"name": "redos", "inputSchema": {"type": "object", "additionalProperties": False,
                                      "properties": {"s": {"type": "string", "maxLength": 5,
                                                           "pattern": "^(a+)+$"}}}},
    {"name": "inject", "description": "[red]x[/red] \x1b[31mred\x1b[0m\rOVERWRITE <IMPORTANT>",
     "inputSchema": {"type": "object", "additionalProperties": False}},
]


def serve_tools(tmp_path: Path, tools: list[object]) -> list[str]:
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps(tools))
    return raw_server("--tools", str(spec))


def test_lint_gives_per_tool_verdicts_and_exit_1(tmp_path: Path) -> None:
    run = run_cli("lint", "-f", "json", "--", *serve_tools(tmp_path, HOSTILE))
    assert run.code == 1, run.err
    server = run.json()["servers"][0]
    verdicts = server["details"]["verdicts"]
    assert verdicts["good"] == "usable"
    assert verdicts["props"] == "unusable" and verdicts["req"] == "unusable"
    assert verdicts["#1"] == "unusable"
    rules = {(f["tool"], f["rule"]) for f in server["findings"]}
    assert ("redos", "pattern-redos") in rules
    assert ("inject", "text-ansi-escape") in rules
    assert ("inject", "text-model-directive") in rules


def test_lint_prints_server_text_inert(tmp_path: Path) -> None:
    run = run_cli("lint", "--", *serve_tools(tmp_path, HOSTILE))
    raw = run.out
    assert "\x1b" not in raw and "\r" not in raw
    assert "\\x1b[31m" in raw or "\\u001b" in raw
    # rich markup is shown literally, never interpreted
    assert "[red]" in raw or "inject" in raw
    forced = subprocess.run([PY, "-m", "mcpcheck", "lint", "--", *serve_tools(tmp_path, HOSTILE)],
                            capture_output=True, timeout=60, env={"TERM": "xterm",
                                                                 "PATH": "/usr/bin:/bin"})
    assert b"\r" not in forced.stdout


def test_lint_offline_from_snapshot_and_other_commands_survive(tmp_path: Path) -> None:
    server = serve_tools(tmp_path, HOSTILE)
    snap = tmp_path / "h.json"
    made = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--", *server)
    assert made.code == 0, made.out
    offline = run_cli("lint", "--snapshot", str(snap), "-f", "json")
    assert offline.code == 1
    assert offline.json()["servers"][0]["details"]["verdicts"]["good"] == "usable"
    same = run_cli("diff", "--snapshot", str(snap), "-f", "json", "--", *server)
    assert same.code == 0, same.out + same.err
    args = tmp_path / "call.json"
    args.write_text(json.dumps({"tool": "good", "arguments": {"q": "hi"}}))
    assert run_cli("validate", str(args), "--", *server).code == 0


STRICT = {
    "name": "read_file",
    "inputSchema": {
        "type": "object", "additionalProperties": False, "required": ["path"],
        "properties": {
            "path": {"type": "string", "pattern": "^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$"},
            "max_bytes": {"type": "integer", "minimum": 1, "maximum": 4096},
            "encoding": {"enum": ["utf-8", "latin-1"]},
            "lines": {"type": "array", "items": {"type": "integer"}, "maxItems": 3},
        },
    },
}


@pytest.mark.parametrize(("arguments", "path", "needle"), [
    ({"path": "a.txt", "max_bytes": "4096"}, "/max_bytes", "expected integer, got string"),
    ({"path": "a.txt", "max_bytes": 4.5}, "/max_bytes", "expected integer"),
    ({"path": "a.txt", "encoding": "UTF-8"}, "/encoding", "utf-8"),
    ({"path": "a.txt", "recursive": True}, "", "recursive"),
    ({"path": "../etc/passwd"}, "/path", "pattern"),
    ({"path": "/etc/passwd"}, "/path", "pattern"),
    ({"path": "a", "lines": [1, 2, 3, 4]}, "/lines", "4"),
    ({"path": "a", "lines": [1, "2"]}, "/lines/1", "expected integer, got string"),
    (None, "", "expected object"),
])
def test_validate_live_reports_exact_paths(tmp_path: Path, arguments: object, path: str,
                                           needle: str) -> None:
    server = serve_tools(tmp_path, [STRICT])
    record = tmp_path / "record.txt"
    server += ["--record", str(record)]
    args = tmp_path / "a.json"
    args.write_text(json.dumps({"tool": "read_file", "arguments": arguments}))
    run = run_cli("validate", str(args), "-f", "json", "--", *server)
    assert run.code == 1, run.out + run.err
    findings = run.json()["servers"][0]["findings"]
    assert any(f["rule"] == "argument-invalid" and f["path"] == path and needle in f["message"]
               for f in findings), findings
    assert "tools/call" not in record.read_text()


def test_validate_against_everything_and_offline(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"tool": "get-sum", "arguments": {"a": 1, "b": 2}}))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"tool": "get-sum", "arguments": {"a": "1", "b": 2}},
                               {"tool": "get_sum", "arguments": {}}]))
    live = run_cli("validate", str(good), str(bad), "-f", "json", "--", "node", str(EVERYTHING),
                   "stdio")
    assert live.code == 1, live.err
    rules = sorted((f["rule"], f["path"]) for f in live.json()["servers"][0]["findings"])
    assert rules == [("argument-invalid", "/a"), ("tool-not-advertised", "")]
    assert "get-sum" in json.dumps(live.json())
    snap = tmp_path / "e.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--", "node", str(EVERYTHING),
                   "stdio").code == 0
    ok = run_cli("validate", str(good), "--snapshot", str(snap))
    assert ok.code == 0, ok.out
    proc = subprocess.run([PY, "-X", "importtime", "-m", "mcpcheck", "validate", str(good),
                           "--snapshot", str(snap)], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0
    assert " mcp.client" not in proc.stderr and "| mcp\n" not in proc.stderr


def test_validate_truncated_json_and_unreachable_server(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"tool": "read_file",\n "arguments": {"path": ')
    run = run_cli("validate", str(broken), "-f", "json", "--", *serve_tools(tmp_path, [STRICT]))
    assert run.code == 1
    finding = run.json()["servers"][0]["findings"][0]
    assert finding["rule"] == "argument-file-invalid" and "2:" in finding["message"]
    down = run_cli("validate", str(broken), "--timeout", "3", "--",
                   *raw_server("--fault", "exit-immediately"))
    assert down.code == 3
    nothing = run_cli("validate", str(broken))
    assert nothing.code == 2 and "--snapshot" in nothing.err


def test_validate_live_reports_unusable_tools_and_still_judges_files(tmp_path: Path) -> None:
    args = tmp_path / "call.json"
    args.write_text(json.dumps({"tool": "good", "arguments": {"q": "x"}}))
    run = run_cli("validate", str(args), "-f", "json", "--", *serve_tools(tmp_path, HOSTILE))
    assert run.code == 0, run.out + run.err  # the file is valid; unusable tools are warnings
    findings = run.json()["servers"][0]["findings"]
    assert {f["tool"] for f in findings if f["rule"] == "tool-unusable"} >= {"props", "req", "#1"}


DOCS_TOOL = {"name": "get-library-docs", "inputSchema": {
    "type": "object", "required": ["libraryName"],
    "properties": {"libraryName": {"type": "string"}, "topic": {"type": "string"},
                   "filter": {"type": "object", "required": ["maxTokens"],
                              "properties": {"maxTokens": {"type": "integer"},
                                             "max_tokens_hint": {"type": "integer"}}}}}}


@pytest.mark.parametrize(("arguments", "message"), [
    ({"library_name": "react"}, "(root): missing required property `libraryName` "
                                "(`library_name` was given: did you mean `libraryName`?)"),
    ({"libraryNme": "react"}, "(root): missing required property `libraryName` "
                              "(`libraryNme` was given: did you mean `libraryName`?)"),
    ({"topic": "hooks"}, "(root): missing required property `libraryName`"),
    ({"libraryName": "react", "filter": {"max_tokens": 5}},
     "`/filter`: missing required property `maxTokens` "
     "(`max_tokens` was given: did you mean `maxTokens`?)"),
    # a declared property is never the near miss of another
    ({"libraryName": "react", "filter": {"max_tokens_hint": 5}},
     "`/filter`: missing required property `maxTokens`"),
])
def test_validate_names_the_near_miss_of_a_required_property(
        tmp_path: Path, arguments: object, message: str) -> None:
    args = tmp_path / "a.json"
    args.write_text(json.dumps({"tool": "get-library-docs", "arguments": arguments}))
    run = run_cli("validate", str(args), "-f", "json", "--", *serve_tools(tmp_path, [DOCS_TOOL]))
    assert run.code == 1, run.out + run.err
    assert [(f["rule"], f["message"]) for f in run.json()["servers"][0]["findings"]] == [
        ("argument-invalid", message)]
