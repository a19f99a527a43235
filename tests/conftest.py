"""Shared test plumbing: paths to real servers, running the real CLI, finding leftovers."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SERVERS = ROOT / ".servers" / "node_modules" / "@modelcontextprotocol"
EVERYTHING = SERVERS / "server-everything" / "dist" / "index.js"
FILESYSTEM = SERVERS / "server-filesystem" / "dist" / "index.js"
MEMORY = SERVERS / "server-memory" / "dist" / "index.js"
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
RAW_HTTP = ROOT / "tests" / "servers" / "raw_http.py"
PY = sys.executable
TIME_SERVER = str(Path(PY).parent / "mcp-server-time")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], seconds: float = 15) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert proc.poll() is None, "server exited early"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"port {port} never opened")


@contextlib.contextmanager
def serving(argv: list[str], port: int, path: str = "/mcp", env: dict[str, str] | None = None,
            stop_seconds: float = 5) -> Iterator[str]:
    """Start an HTTP server process listening on 127.0.0.1:`port`; yield its URL at `path`;
    stop it (SIGTERM, then wait) on the way out."""
    proc = subprocess.Popen(argv, env={**os.environ, **env} if env else None,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port, proc)
        yield f"http://127.0.0.1:{port}{path}"
    finally:
        proc.terminate()
        proc.wait(stop_seconds)


def everything_over_http(port: int, mode: str = "streamableHttp"
                         ) -> contextlib.AbstractContextManager[str]:
    """server-everything over Streamable HTTP (`/mcp`) or legacy SSE (`/sse`)."""
    return serving(["node", str(EVERYTHING), mode], port,
                   "/mcp" if mode == "streamableHttp" else "/sse", env={"PORT": str(port)})


@dataclass
class Run:
    code: int
    out: str
    err: str
    seconds: float

    def json(self) -> dict:  # type: ignore[type-arg]
        return json.loads(self.out)


def run_cli(*args: str, timeout: float = 60, env: dict[str, str] | None = None,
            cwd: Path | None = None) -> Run:
    """Run the real `python -m mcpcheck` in a subprocess."""
    full_env = {**os.environ, "NO_COLOR": "1", **(env or {})}
    start = time.monotonic()
    proc = subprocess.run([PY, "-m", "mcpcheck", *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env, cwd=cwd or ROOT)
    return Run(proc.returncode, proc.stdout, proc.stderr, time.monotonic() - start)


_STARTUP: list[float] = []


def startup_seconds() -> float:
    """What `python -m mcpcheck` pays before any exchange (interpreter + SDK import), measured
    on this machine now, so time bounds in tests are about the exchange, not machine load."""
    if not _STARTUP:
        runs = []
        for _ in range(2):
            start = time.monotonic()
            subprocess.run([PY, "-c", "import mcpcheck.cli.app, mcp.client.session"], check=True,
                           timeout=60)
            runs.append(time.monotonic() - start)
        _STARTUP.append(max(runs))
    return _STARTUP[0]


def procs_with_tag(tag: str) -> list[int]:
    """Pids of live processes whose environment carries MCPCHECK_TEST_TAG=tag."""
    found = []
    needle = f"MCPCHECK_TEST_TAG={tag}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes():
                state = (entry / "stat").read_text().split(") ")[-1][:1]
                if state != "Z":
                    found.append(int(entry.name))
        except OSError:
            continue
    return found


def assert_none_left(tag: str) -> None:
    """No live process carries the tag (a 3 s grace to exit); any found is killed, then named."""
    deadline = time.monotonic() + 3
    while procs_with_tag(tag) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = procs_with_tag(tag)
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, 9)
    assert not left, f"server processes left behind: {left}"


@pytest.fixture
def tag() -> Iterator[str]:
    """A unique tag to pass with --env MCPCHECK_TEST_TAG=...; asserts nothing is left behind."""
    value = uuid.uuid4().hex
    yield value
    assert_none_left(value)


def raw_server(*flags: str) -> list[str]:
    """argv (after --) for the SDK-free test server."""
    return [PY, str(RAW_STDIO), *flags]


def hard_benign(prefix: str) -> list[dict[str, Any]]:
    """The hand-adjudicated benign entries of tests/corpus/lint/benign.json whose id starts with
    `prefix` (e.g. "b-benign-"): each {"id", "reason", "tool"}."""
    entries = json.loads((ROOT / "tests" / "corpus" / "lint" / "benign.json").read_text(
        encoding="utf-8"))
    return [e for e in entries if "tool" in e and str(e.get("id", "")).startswith(prefix)]


def lint_on_raw_server(tmp_path: Path, tools: list[Any], *flags: str
                       ) -> tuple[int, dict[str, Any]]:
    """`mcpcheck lint -f json` on the raw test server serving `tools`: (exit code, the server's
    entry of the JSON report)."""
    spec = tmp_path / "tools.json"
    spec.write_text(json.dumps(tools), encoding="utf-8")
    run = run_cli("lint", "-f", "json", *flags, "--", *raw_server("--tools", str(spec)))
    assert run.code in (0, 1), run.err
    entry: dict[str, Any] = run.json()["servers"][0]
    return run.code, entry


@pytest.fixture(scope="session")
def everything_js() -> str:
    assert EVERYTHING.exists(), "run `make servers` (npm reference servers missing)"
    return str(EVERYTHING)
