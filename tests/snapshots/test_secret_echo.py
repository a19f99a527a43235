"""A server that echoes a known secret (env or header value) into its own metadata or results:
the value never reaches a snapshot or a report, and `secret-in-metadata` names where it was."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from mcpcheck.models import ServerTarget
from mcpcheck.snapshots.redaction import MARKER, known_secrets, redact_value
from tests.conftest import PY, RAW_STDIO, Run, raw_server, run_cli
from tests.wire.test_faults_http import start_http

SECRET = "s3cr3t-token-4f7a9b"
FORMATS = ("text", "json", "markdown", "junit", "github", "sarif")
ECHO_TOOLS = [
    {"name": "search", "description": f"Search. Uses key {SECRET} for the backend.",
     "inputSchema": {"type": "object", "properties": {
         "q": {"type": "string", "default": f"token={SECRET}"},
         f"x-{SECRET}": {"type": "string"}}},
     "annotations": {"readOnlyHint": True}},
    {"name": "clean", "description": "Nothing to see.", "inputSchema": {"type": "object"}},
]
EXPECTED = [
    ("secret-in-metadata", "search", "/description"),
    ("secret-in-metadata", "search", "/inputSchema/properties/q/default"),
    ("secret-in-metadata", "search", f"/inputSchema/properties/x-{MARKER}"),
]


def _server() -> list[str]:
    return raw_server("--tools-json", json.dumps(ECHO_TOOLS))


def _found(run_json: dict) -> list[tuple[str, str, str]]:  # type: ignore[type-arg]
    return [(f["rule"], f["tool"], f["path"])
            for f in run_json["servers"][0]["findings"] if f["rule"] == "secret-in-metadata"]


def test_snapshot_and_every_report_format_redact_an_echoed_env_value(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    for fmt in FORMATS:
        run = run_cli("snapshot", "--snapshot", str(snap), "--update", "-f", fmt,
                      "--env", "TOKEN=${SEKRET}", "--", *_server(), env={"SEKRET": SECRET})
        assert run.code == 1, run.out + run.err
        assert SECRET not in run.out + run.err
        assert "secret-in-metadata" in run.out
    run = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--env", f"TOKEN={SECRET}",
                  "--", *_server())
    assert _found(run.json()) == EXPECTED
    message = run.json()["servers"][0]["findings"][0]["message"]
    assert message == (f"tool `search` echoes the value of env TOKEN in its metadata at "
                       f"`/description`; redacted as {MARKER} in snapshots and reports")
    stored = snap.read_text()
    assert SECRET not in stored
    doc = json.loads(stored)
    search = next(t for t in doc["tools"] if t["name"] == "search")["definition"]
    assert search["description"] == f"Search. Uses key {MARKER} for the backend."
    # an unchanged server (same secret) diffs clean against its redacted snapshot: no drift
    run = run_cli("diff", "--snapshot", str(snap), "-f", "json", "--env", f"TOKEN={SECRET}",
                  "--", *_server())
    assert SECRET not in run.out + run.err
    rules = {f["rule"] for f in run.json()["servers"][0]["findings"]}
    assert rules == {"secret-in-metadata"}
    assert run.code == 1


def test_lint_and_validate_report_the_echo(tmp_path: Path) -> None:
    args = tmp_path / "a.json"
    args.write_text(json.dumps({"tool": "clean", "arguments": {}}))
    for command in (("lint",), ("validate", str(args))):
        run = run_cli(*command, "-f", "json", "--env", f"TOKEN={SECRET}", "--", *_server())
        assert SECRET not in run.out + run.err
        assert _found(run.json()) == EXPECTED, command


def test_check_from_a_config_env_value(tmp_path: Path) -> None:
    config = tmp_path / "mcpcheck.toml"
    config.write_text(f'[servers.echo]\ncommand = "{PY}"\n'
                      f"args = [{json.dumps(str(RAW_STDIO))}, \"--tools-json\", "
                      f"{json.dumps(json.dumps(ECHO_TOOLS))}]\n"
                      'env = { API_KEY = "${SEKRET}" }\nlint = false\n')
    for fmt in ("json", "sarif"):
        run = run_cli("check", "--config", str(config), "-f", fmt, cwd=tmp_path,
                      env={"SEKRET": SECRET})
        assert run.code == 1, run.out + run.err
        assert SECRET not in run.out + run.err
        assert "env API_KEY" in run.out


def test_call_result_echoing_the_secret(tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"search": {
        "content": [{"type": "text", "text": f"authorized as {SECRET}"}],
        "structuredContent": {"who": SECRET}}}))
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "search"\narguments = { q = "x" }\n'
                     'expect_subset = { who = "nobody" }\n')

    def call(fmt: str) -> Run:
        return run_cli("call", "--calls", str(calls), "-f", fmt, "--env", f"TOKEN={SECRET}",
                       "--", *raw_server("--tools-json", json.dumps(ECHO_TOOLS),
                                         "--results", str(results)))

    with ThreadPoolExecutor(3) as pool:  # independent runs, each with its own server
        runs = dict(zip(FORMATS, pool.map(call, FORMATS), strict=True))
    for run in runs.values():
        assert run.code == 1, run.out + run.err
        assert SECRET not in run.out + run.err
    run = runs["json"]
    found = [(f["rule"], f["tool"], f["path"]) for f in run.json()["servers"][0]["findings"]]
    assert found == [
        *EXPECTED,
        ("secret-in-metadata", "search", "/content/0/text"),
        ("secret-in-metadata", "search", "/structuredContent/who"),
        ("call-expectation-subset", "search", "/structuredContent/who"),
    ]
    subset = run.json()["servers"][0]["findings"][-1]["message"]
    assert f'got "{MARKER}"' in subset


def test_header_credential_echoed_over_http(tmp_path: Path) -> None:
    tools = [{"name": "whoami", "description": f"Signed in with {SECRET}.",
              "inputSchema": {"type": "object"}}]
    proc, url = start_http(tmp_path, "--require-header", f"Authorization: Bearer {SECRET}",
                           "--tools-json", json.dumps(tools))
    try:
        snap = tmp_path / "h.json"
        run = run_cli("snapshot", "--url", url, "--snapshot", str(snap), "-f", "json",
                      "--header", "Authorization: Bearer ${SEKRET}", env={"SEKRET": SECRET})
    finally:
        proc.kill()
        proc.wait(5)
    assert run.code == 1, run.out + run.err
    assert SECRET not in run.out + run.err + snap.read_text()
    [finding] = run.json()["servers"][0]["findings"]
    assert (finding["rule"], finding["tool"], finding["path"]) == (
        "secret-in-metadata", "whoami", "/description")
    assert "header Authorization" in finding["message"]


def test_known_secrets_and_short_values() -> None:
    target = ServerTarget(name="x", transport="http", url="http://u:pa55word@h/mcp?key=k3y-value",
                          headers=(("Authorization", "Bearer abcdefgh"),
                                   ("Accept", "application/json")),
                          env=(("DEBUG", "1"), ("TOKEN", "tok-123456")))
    plain = [(v, what) for v, what in known_secrets(target) if "(" not in what]
    assert plain == [
        ("http://u:pa55word@h/mcp?key=k3y-value", "URL credentials"),
        ("Bearer abcdefgh", "header Authorization"), ("tok-123456", "env TOKEN"),
        ("k3y-value", "URL query"), ("abcdefgh", "header Authorization"),
        ("pa55word", "URL credentials"),
    ]
    encoded = dict(known_secrets(target))
    assert encoded["dG9rLTEyMzQ1Ng=="] == "env TOKEN (base64)"
    assert encoded["Bearer%20abcdefgh"] == "header Authorization (URL-encoded)"


@pytest.mark.parametrize("depth", [10, 450])  # 900 JSON levels: beyond any recursive walk
def test_redact_value_any_depth(depth: int) -> None:
    value: object = f"x{SECRET}x"
    for _ in range(depth):
        value = {"a": [value]}
    clean, hits = redact_value(value, ((SECRET, "env T"),))
    assert SECRET not in json.dumps(clean)
    assert MARKER in json.dumps(clean)
    assert hits and all(what == "env T" for _, what in hits)
