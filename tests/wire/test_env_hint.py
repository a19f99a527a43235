"""A stdio server that exits during the handshake because a setting is missing: the reason names
the variable its stderr asks for and the flag that passes it, and `probe` shows the stderr tail
under its one line (real processes: small scripts that write to stderr and exit)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.models import ServerTarget, Transport
from mcpcheck.wire.failures import Closed, RpcError
from mcpcheck.wire.reasons import env_hint
from tests.conftest import PY, run_cli

HANDSHAKE = "the handshake"


def dying_server(tmp_path: Path, stderr: str, code: int = 1) -> list[str]:
    """argv of a server that writes `stderr` and exits with `code` before any handshake."""
    script = tmp_path / "dies.py"
    script.write_text("import sys\n"
                      f"sys.stderr.write({stderr!r})\n"
                      f"sys.exit({code})\n", encoding="utf-8")
    return [PY, str(script)]


def test_probe_names_the_missing_variable_and_shows_the_stderr_tail(tmp_path: Path) -> None:
    argv = dying_server(tmp_path, "Error: ACME_API_KEY environment variable is required\n")
    run = run_cli("probe", "--timeout", "20", "--", *argv)
    assert run.code == 3
    assert run.out == ("error: server: could not evaluate: the server closed the connection "
                       "during the handshake; its stderr asks for ACME_API_KEY: pass it with "
                       "--env ACME_API_KEY=VALUE\n"
                       "  server stderr (last lines):\n"
                       "    Error: ACME_API_KEY environment variable is required\n"), run.out
    assert run.err == ""


def test_a_python_key_error_names_the_variable(tmp_path: Path) -> None:
    argv = dying_server(tmp_path, "Traceback (most recent call last):\n"
                                  "  File \"server.py\", line 3, in <module>\n"
                                  "KeyError: 'WIDGET_TOKEN'\n")
    run = run_cli("probe", "--timeout", "20", "--", *argv)
    assert run.code == 3
    assert "; its stderr asks for WIDGET_TOKEN: pass it with --env WIDGET_TOKEN=VALUE\n" in run.out
    assert "    KeyError: 'WIDGET_TOKEN'\n" in run.out


def test_a_variable_already_given_is_not_asked_for_again(tmp_path: Path) -> None:
    argv = dying_server(tmp_path, "ACME_API_KEY is set but ACME_REGION is missing\n")
    run = run_cli("probe", "--timeout", "20", "--env", "ACME_API_KEY=k", "--", *argv)
    assert run.code == 3
    assert "its stderr asks for ACME_REGION: pass it with --env ACME_REGION=VALUE" in run.out
    assert "--env ACME_API_KEY=VALUE" not in run.out


def test_no_hint_when_stderr_names_no_setting(tmp_path: Path) -> None:
    argv = dying_server(tmp_path, "ModuleNotFoundError: No module named 'acme_sdk'\n")
    run = run_cli("probe", "--timeout", "20", "--", *argv)
    assert run.code == 3
    assert run.out.splitlines()[0] == ("error: server: could not evaluate: the server closed the "
                                       "connection during the handshake")
    assert "    ModuleNotFoundError: No module named 'acme_sdk'" in run.out


def test_snapshot_reports_the_same_hint_in_json(tmp_path: Path) -> None:
    argv = dying_server(tmp_path, "fatal: Missing env var GH_PAT (a personal access token)\n")
    run = run_cli("snapshot", "--name", "gh", "--snapshot", str(tmp_path / "gh.json"),
                  "--format", "json", "--timeout", "20", "--", *argv)
    assert run.code == 3
    (server,) = json.loads(run.out)["servers"]
    assert server["error"].endswith("; its stderr asks for GH_PAT: pass it with --env "
                                    "GH_PAT=VALUE")
    assert not (tmp_path / "gh.json").exists()


@pytest.mark.parametrize("tail, expected", [
    ("Please set the environment variable for your key", "; its stderr asks for an environment "
     "variable: pass it with --env NAME=VALUE"),
    ("warning: DEBUG_LEVEL unknown\nready", ""),  # a name, but nothing says it is missing
    ("", ""),
    # an error code of the same shape is not a setting
    ("Error [ERR_MODULE_NOT_FOUND]: a required package is missing", ""),
])
def test_the_hint_reads_the_tail(tail: str, expected: str) -> None:
    target = ServerTarget(name="s", transport=Transport.STDIO, command="srv")
    assert env_hint(Closed(), target, HANDSHAKE, tail) == expected


def test_no_hint_outside_a_stdio_handshake_closed() -> None:
    tail = "Error: ACME_API_KEY environment variable is required"
    stdio = ServerTarget(name="s", transport=Transport.STDIO, command="srv")
    http = ServerTarget(name="s", transport=Transport.HTTP, url="http://127.0.0.1:9/mcp")
    assert env_hint(Closed(), stdio, "tools/list", tail) == ""
    assert env_hint(Closed(), http, HANDSHAKE, tail) == ""
    assert env_hint(RpcError(-32603, "internal error"), stdio, HANDSHAKE, tail) == ""
    assert env_hint(RpcError(-32000, "Connection closed"), stdio, HANDSHAKE,
                    tail).startswith("; its stderr asks for ACME_API_KEY")
