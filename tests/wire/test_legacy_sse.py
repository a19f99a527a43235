"""Legacy HTTP+SSE (`--sse`) on mcpcheck's own client, for every command.

tests/servers/raw_http.py --sse serves the legacy transport; --fault sse-keepalive-only opens
the stream and sends keep-alive comments forever, never the endpoint event. On the SDK's
client that ran past `--timeout 5` (8.65 s) and was reported as "starting the server".
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, run_cli
from tests.wire.test_faults_http import start_http

ECHO = ROOT / "tests" / "fixtures" / "calls" / "valid_echo.toml"


@pytest.fixture
def sse_server(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    proc, url = start_http(tmp_path, "--sse", *request.param)
    try:
        yield url.replace("/mcp", "/sse")
    finally:
        proc.kill()
        proc.wait(5)


@pytest.mark.parametrize("sse_server", [("--with-prompts",)], indirect=True)
def test_every_command_speaks_legacy_sse(sse_server: str, tmp_path: Path) -> None:
    call = run_cli("call", "--sse", sse_server, "--calls", str(ECHO), "-f", "json")
    assert call.code == 0, call.out + call.err
    assert call.json()["servers"][0]["details"]["results"] == [
        {"call": "call #1", "tool": "echo", "outcome": "passed"}]
    probe = run_cli("probe", "--sse", sse_server, "--require", "echo,add")
    assert probe.code == 0, probe.err
    snap = run_cli("snapshot", "--sse", sse_server, "--snapshot", str(tmp_path / "s.json"))
    assert snap.code == 0, snap.err
    assert '"name": "greet"' in (tmp_path / "s.json").read_text()


ENDLESS = "no answer within 3s (waiting for the legacy SSE stream's endpoint event)"


@pytest.mark.parametrize("sse_server", [("--fault", "sse-keepalive-only")], indirect=True)
@pytest.mark.parametrize("command", ["call", "probe", "snapshot"])
def test_an_endless_keepalive_stream_ends_at_the_deadline_naming_the_phase(
        sse_server: str, command: str, tmp_path: Path) -> None:
    extra = {"call": ["--calls", str(ECHO)], "probe": [],
             "snapshot": ["--snapshot", str(tmp_path / "s.json")]}[command]
    run = run_cli(command, "--sse", sse_server, "--timeout", "3", "-f", "json", *extra)
    assert run.code == 3, run.out + run.err
    assert run.json()["servers"][0]["error"] == ENDLESS


@pytest.mark.parametrize("sse_server", [()], indirect=True)
@pytest.mark.parametrize("transport", ["stdio", "sse"])
def test_call_imports_no_sdk(sse_server: str, transport: str) -> None:
    """`call` once paid the SDK's import (~0.9 s) for an exchange the wire client speaks."""
    target = (["--sse", sse_server] if transport == "sse"
              else ["--", PY, str(ROOT / "tests" / "servers" / "raw_stdio.py")])
    proc = subprocess.run([PY, "-X", "importtime", "-m", "mcpcheck", "call", "--calls", str(ECHO),
                           *target], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    imported = {line.split("|")[-1].strip().split(".")[0] for line in proc.stderr.splitlines()
                if "|" in line}
    assert imported & {"mcp", "mcp_types", "anyio", "httpx2"} == set()  # pydantic: typer's
