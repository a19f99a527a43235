"""Secrets never reach the user: env values echoed by a dying server, header values that HTTP
cannot carry, credentials inside a URL."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import PY, free_port, raw_server, run_cli

SECRET = "hunter2-very-secret"


def test_env_secret_echoed_on_stderr_is_redacted(tmp_path: Path) -> None:
    leak = tmp_path / "leak.py"
    leak.write_text("import os, sys\nsys.stderr.write('token=' + os.environ['TOKEN'] + '\\n')\n"
                    "sys.exit(1)\n")
    for fmt in ("text", "json"):
        run = run_cli("snapshot", "--snapshot", str(tmp_path / "s.json"), "-f", fmt,
                      "--env", "TOKEN=${SEKRET}", "--", PY, str(leak), env={"SEKRET": SECRET})
        assert run.code == 3
        assert SECRET not in run.out + run.err
    text = run_cli("snapshot", "--snapshot", str(tmp_path / "s.json"), "--env",
                   "TOKEN=${SEKRET}", "--", PY, str(leak), env={"SEKRET": SECRET})
    assert "token=***" in text.out


def test_header_value_http_cannot_carry_is_a_usage_error_without_the_value() -> None:
    for bad in (SECRET + "\n", SECRET + "\u00e9\u20ac"):
        run = run_cli("snapshot", "--url", f"http://127.0.0.1:{free_port()}/mcp",
                      "--header", "Authorization: Bearer ${SEKRET}", env={"SEKRET": bad})
        assert run.code == 2, run.out + run.err
        assert "header Authorization contains a character" in run.err
        assert SECRET not in run.out + run.err


def test_url_credentials_are_not_echoed() -> None:
    port = free_port()
    run = run_cli("snapshot", "--url", f"http://user:{SECRET}@127.0.0.1:{port}/mcp?key={SECRET}")
    assert run.code == 3
    assert f"connection refused: http://127.0.0.1:{port}/mcp" in run.out
    assert SECRET not in run.out + run.err


def test_non_finite_number_diffs_clean_against_its_own_snapshot(tmp_path: Path) -> None:
    tools = json.dumps([{"name": "t", "inputSchema": {
        "type": "object", "properties": {"a": {"type": "number", "maximum": 1e400}}}}])
    tools = tools.replace("Infinity", "1e400")
    server = raw_server("--tools-json", tools)
    snap = tmp_path / "n.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--", *server).code == 0
    run = run_cli("diff", "--snapshot", str(snap), "-f", "json", "--", *server)
    assert run.code == 0, run.out
    assert run.json()["summary"]["error"] == 0


def test_verbose_names_servers_and_keys_but_never_values(tmp_path: Path) -> None:
    port = free_port()
    run = run_cli("-v", "snapshot", "--url", f"http://u:{SECRET}@127.0.0.1:{port}/mcp",
                  "--header", "Authorization: Bearer ${SEKRET}", "--timeout", "3",
                  env={"SEKRET": SECRET})
    assert run.code == 3
    assert (f"mcpcheck: server: http http://127.0.0.1:{port}/mcp headers Authorization "
            "(timeout 3s, protocol auto)") in run.err
    assert SECRET not in run.out + run.err
