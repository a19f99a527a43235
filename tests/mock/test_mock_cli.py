"""`mcpcheck mock` as a command: its inputs (`--results`), its standard streams, its port and its
signals hold the README's exit codes like every other command. Real `python -m mcpcheck mock`
processes; device nodes are private ones made with mknod in tmp_path."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import stat
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest

from tests.conftest import PY, free_port, run_cli, wait_port

pytestmark = pytest.mark.timeout(120)

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-11-25", "capabilities": {},
    "clientInfo": {"name": "raw", "version": "1"}}}
root_only = pytest.mark.skipif(os.geteuid() != 0, reason="mknod of a device needs root")


@pytest.fixture(scope="module")
def demo(live_demo_snapshot: Path) -> Path:
    """The real demo server's snapshot (read only here; taken once per test process)."""
    return live_demo_snapshot


def mock_argv(snapshot: Path, *extra: str) -> list[str]:
    return [PY, "-m", "mcpcheck", "mock", "--snapshot", str(snapshot), *extra]


def _small_address_space() -> None:
    """A mock that reads a device without end fails here, not on the machine."""
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def mock_once(snapshot: Path, *extra: str, stdin: Any = subprocess.DEVNULL
              ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(mock_argv(snapshot, *extra), capture_output=True, text=True,
                          timeout=60, stdin=stdin, preexec_fn=_small_address_space)


def device(tmp_path: Path, name: str, minor: int) -> Path:
    """A private character device node (1, minor): 5 is zero, 7 is full."""
    path = tmp_path / name
    os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, minor))
    return path


# ------------------------------------------------------------------ --results (items 6, 14)


def test_results_from_a_named_pipe_is_refused_at_once(demo: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "results.json"
    os.mkfifo(fifo)
    done = mock_once(demo, "--results", str(fifo))
    assert done.returncode == 2, done.stderr
    assert f"--results {fifo}: cannot read: is a named pipe, not a regular file" in done.stderr


@root_only
def test_results_from_a_device_is_refused_before_a_byte_is_read(demo: Path,
                                                                 tmp_path: Path) -> None:
    zero = device(tmp_path, "zero", 5)
    done = mock_once(demo, "--results", str(zero))
    assert done.returncode == 2, done.stderr
    assert "cannot read: is a device, not a regular file" in done.stderr


@pytest.mark.parametrize(("content", "said"), [
    ('{"search": {"result": {"content": [], "structuredContent": {"total": 1' + "0" * 5000
     + '}}}}', "a number has too many digits"),
    ('{"search": {"result": {"content": [], "structuredContent": {"total": NaN}}}}',
     "`NaN` is not a JSON value"),
    ('{"search": {"result": {"content": [], "structuredContent": {"total": -Infinity}}}}',
     "`-Infinity` is not a JSON value"),
    ('{"search": {"result": {"content": [], "structuredContent": {"total": 1e400}}}}',
     "`1e400` is out of range"),
    ('{"search": {"result": {"content": []}}, "search": {"result": {"content": []}}}',
     'duplicate key "search"'),
    ('[' * 100_000, "nested too deeply"),
    ('{"search": {"result": {"content": []}}, "serach": {"result": {"content": []}}}',
     "no tool `serach` in the served snapshot"),
], ids=["5000 digits", "NaN", "-Infinity", "1e400", "duplicate key", "deep", "unknown tool"])
def test_results_that_cannot_be_served_as_written_are_refused(demo: Path, tmp_path: Path,
                                                              content: str, said: str) -> None:
    results = tmp_path / "results.json"
    results.write_text(content)
    done = mock_once(demo, "--results", str(results))
    assert done.returncode == 2, done.stderr
    assert said in done.stderr and str(results) in done.stderr
    assert "internal error" not in done.stderr


def test_results_for_a_tool_of_the_drift_snapshot_only_are_accepted(demo: Path,
                                                                    tmp_path: Path) -> None:
    renamed = tmp_path / "renamed.json"
    made = run_cli("mutate", str(demo), "--rule", "tool-renamed", "--tool", "search",
                   "--to", "find", "-o", str(renamed))
    assert made.code == 0, made.err
    results = tmp_path / "results.json"
    results.write_text('{"find": {"result": {"content": [{"type": "text", "text": "hi"}]}}}')
    with raw_mock(demo, "--drift", str(renamed), "--results", str(results)) as raw:
        raw.send(INITIALIZE)
        assert "result" in raw.line()
        raw.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        raw.send({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                  "params": {"name": "find", "arguments": {"query": "x"}}})
        lines = [raw.line(), raw.line()]
    answer = next(m for m in lines if m.get("id") == 2)
    assert answer["result"]["content"] == [{"type": "text", "text": "hi"}]


# ------------------------------------------------------------------ standard streams (item 7)


class RawMock:
    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self.proc = proc

    def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def line(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        found: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return found


@contextmanager
def raw_mock(snapshot: Path, *extra: str, stdout: int | IO[Any] = subprocess.PIPE
             ) -> Iterator[RawMock]:
    proc = subprocess.Popen(mock_argv(snapshot, *extra), stdin=subprocess.PIPE, stdout=stdout,
                            stderr=subprocess.PIPE)
    try:
        yield RawMock(proc)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


def _shell_mock(snapshot: Path, redirect: str) -> subprocess.CompletedProcess[str]:
    command = " ".join(mock_argv(snapshot)) + " " + redirect
    return subprocess.run(["sh", "-c", f"exec {command}"], capture_output=True, text=True,
                          timeout=60, input=json.dumps(INITIALIZE) + "\n")


def test_stdin_closed_is_a_usage_error(demo: Path) -> None:
    done = subprocess.run(["sh", "-c", "exec " + " ".join(mock_argv(demo)) + " <&-"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr == ("mcpcheck: stdin is closed: the stdio mock reads requests there "
                           "(or serve HTTP with --port)\n")


def test_stdout_closed_is_a_usage_error(demo: Path) -> None:
    done = _shell_mock(demo, ">&-")
    assert done.returncode == 2, done.stderr
    assert done.stderr == ("mcpcheck: stdout is closed: the stdio mock answers there "
                           "(or serve HTTP with --port)\n")


@root_only
def test_stdout_full_is_a_usage_error_naming_it(demo: Path, tmp_path: Path) -> None:
    full = device(tmp_path, "full", 7)
    done = _shell_mock(demo, f">{full}")
    assert done.returncode == 2, done.stderr
    assert done.stderr == "mcpcheck: cannot write to stdout: No space left on device\n"


def test_a_reader_that_goes_away_ends_the_mock_quietly_with_141(demo: Path) -> None:
    """The client reads one answer, then closes its end of stdout but keeps stdin open: the
    next answer finds no reader, and the mock ends at once (exit 141, nothing on stderr)."""
    with raw_mock(demo) as raw:
        raw.send(INITIALIZE)
        assert raw.line()["id"] == 1
        assert raw.proc.stdout is not None
        raw.proc.stdout.close()
        raw.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        raw.send({"jsonrpc": "2.0", "id": 2, "method": "ping"})
        code = raw.proc.wait(30)  # stdin stays open: the mock must not wait for it
        assert raw.proc.stderr is not None
        err = raw.proc.stderr.read().decode()
    assert code == 141, err
    assert err == ""


# ------------------------------------------------------------------ the port (item 11)


def _listening_line(proc: subprocess.Popen[bytes]) -> str:
    assert proc.stderr is not None
    return proc.stderr.readline().decode()


def test_port_0_says_which_port_it_bound(demo: Path) -> None:
    proc = subprocess.Popen(mock_argv(demo, "--port", "0"), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        line = _listening_line(proc)
        assert line.startswith("mcpcheck mock: listening on http://127.0.0.1:"), line
        port = int(line.rsplit(":", 1)[1].removesuffix("/mcp\n"))
        assert port > 0
        socket.create_connection(("127.0.0.1", port), timeout=10).close()
    finally:
        proc.terminate()
        proc.wait(10)
        assert proc.stderr is not None
        proc.stderr.close()


def test_a_port_in_use_is_a_usage_error(demo: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = mock_once(demo, "--port", str(port))
    assert done.returncode == 2, done.stderr
    assert done.stderr == (f"mcpcheck: cannot listen on 127.0.0.1:{port}: "
                           "Address already in use\n")


def _said_before_the_sdk(call: str, setup: str = "") -> list[str]:
    """Run `run_mock(...)` in a fresh interpreter: the error's message, then the SDK's server
    modules (`mcp`) and its types (`mcp_types`, 0.35 s of the SDK's 1.2 s) loaded by then."""
    code = ("import socket, sys\n"
            "from mcpcheck.commands.mock import run_mock\n"
            "from mcpcheck.errors import McpcheckError\n"
            f"{setup}"
            "try:\n"
            f"    {call}\n"
            "except McpcheckError as exc:\n"
            "    print(exc.message)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'mcp'))\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'mcp_types'))\n")
    done = subprocess.run([PY, "-c", code], capture_output=True, text=True, timeout=60)
    lines = done.stdout.splitlines()
    assert len(lines) == 3, (done.stdout, done.stderr)
    return lines


def test_a_port_in_use_is_said_before_the_sdk_is_imported(demo: Path) -> None:
    said, server, types = _said_before_the_sdk(
        f"run_mock({str(demo)!r}, port=taken.getsockname()[1], results=None, drift=None, "
        "drift_after_calls=0)",
        "taken = socket.socket(); taken.bind(('127.0.0.1', 0)); taken.listen()\n")
    assert said.startswith("cannot listen on 127.0.0.1:")
    assert (server, types) == ("[]", "[]")


@pytest.mark.parametrize(("results", "drift", "said", "types_loaded"), [
    ('{"search": {"result": {"content": [], "structuredContent": {"total": NaN}}}}', None,
     "`NaN` is not a JSON value", False),
    # a case's result is checked as the SDK's CallToolResult (its types) before names are
    ('{"serach": {"result": {"content": []}}}', None, "no tool `serach` in the served snapshot",
     True),
    (None, "{not json", "drift.json: corrupt snapshot: Expecting property name", False),
], ids=["NaN result", "unknown tool", "corrupt drift"])
def test_a_bad_file_is_said_before_the_sdk_is_imported(demo: Path, tmp_path: Path,
                                                       results: str | None, drift: str | None,
                                                       said: str, types_loaded: bool) -> None:
    paths = {}
    for name, content in (("results", results), ("drift", drift)):
        if content is not None:
            paths[name] = tmp_path / f"{name}.json"
            paths[name].write_text(content)
    message, server, types = _said_before_the_sdk(
        f"run_mock({str(demo)!r}, port=None, results={_opt(paths.get('results'))}, "
        f"drift={_opt(paths.get('drift'))}, drift_after_calls=0)")
    assert said in message
    assert server == "[]"
    assert (types != "[]") is types_loaded


def _opt(path: Path | None) -> str:
    return "None" if path is None else f"__import__('pathlib').Path({str(path)!r})"


# ------------------------------------------------------------------ signals (README table)


def _stdio_mock(demo: Path) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(mock_argv(demo), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(INITIALIZE).encode() + b"\n")
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["id"] == 1  # serving
    return proc


def _http_mock(demo: Path) -> subprocess.Popen[bytes]:
    """An HTTP mock with a client's standing GET stream open (what an SDK client keeps)."""
    port = free_port()
    proc = subprocess.Popen(mock_argv(demo, "--port", str(port)), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    wait_port(port, proc)
    import urllib.request

    def post(body: dict[str, Any], session: str | None = None) -> str | None:
        headers = {"Content-Type": "application/json",
                   "Accept": "application/json, text/event-stream"}
        if session:
            headers["Mcp-Session-Id"] = session
        request = urllib.request.Request(f"http://127.0.0.1:{port}/mcp",
                                         json.dumps(body).encode(), headers)
        with urllib.request.urlopen(request, timeout=30) as reply:
            reply.read()
            return reply.headers.get("Mcp-Session-Id")

    session = post(INITIALIZE)
    assert session
    post({"jsonrpc": "2.0", "method": "notifications/initialized"}, session)
    stream = socket.create_connection(("127.0.0.1", port), timeout=30)
    stream.sendall(f"GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n"
                   f"Mcp-Session-Id: {session}\r\nMCP-Protocol-Version: 2025-11-25\r\n\r\n"
                   .encode())
    assert stream.recv(12).startswith(b"HTTP/1.1 200")
    proc.held = stream  # type: ignore[attr-defined]  # kept open until the mock is gone
    return proc


@pytest.mark.parametrize("transport", ["stdio", "http"])
@pytest.mark.parametrize(("signum", "code", "said"), [
    (signal.SIGINT, 130, "mcpcheck: interrupted\n"),
    (signal.SIGTERM, 143, "mcpcheck: interrupted (SIGTERM)\n"),
    (signal.SIGHUP, 129, "mcpcheck: interrupted (SIGHUP)\n"),
], ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_signals_stop_the_mock_with_the_readme_exit_code(demo: Path, transport: str,
                                                         signum: int, code: int,
                                                         said: str) -> None:
    proc = _stdio_mock(demo) if transport == "stdio" else _http_mock(demo)
    try:
        proc.send_signal(signum)
        got = proc.wait(30)  # a client's open stream must not hold the mock up
        assert proc.stderr is not None
        err = proc.stderr.read().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        held = getattr(proc, "held", None)
        if held is not None:
            held.close()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert got == code, err
    assert err.endswith(said), err
    assert "Traceback" not in err and "ERROR" not in err
