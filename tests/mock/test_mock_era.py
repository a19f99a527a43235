"""`mcpcheck mock` speaks the protocol era its snapshot recorded.

Real servers only: server-everything (a 2025-11-25 server over stdio), the demo and
mcp-server-time (2026-07-28); the mock is the real `python -m mcpcheck mock` process, spoken to
by the real `mcpcheck snapshot` (default `--protocol auto`) and by raw JSON-RPC lines.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import (
    EVERYTHING,
    PY,
    TIME_SERVER,
    free_port,
    raw_server,
    run_cli,
    serving,
)

pytestmark = pytest.mark.timeout(120)

ENVELOPE = {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "1"},
            "io.modelcontextprotocol/clientCapabilities": {}}
INITIALIZE = {"protocolVersion": "2025-11-25", "capabilities": {},
              "clientInfo": {"name": "raw", "version": "1"}}


def snapshot_of(target: Path, *command: str) -> Path:
    made = run_cli("snapshot", "--snapshot", str(target), "--update", "--", *command)
    assert made.code == 0, made.err
    return target


def mock_command(snapshot: Path, *extra: str) -> list[str]:
    return [PY, "-m", "mcpcheck", "mock", "--snapshot", str(snapshot), *extra]


@pytest.fixture(scope="module")
def everything(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """server-everything's stdio snapshot: protocol 2025-11-25, with 2025-era fields."""
    path = snapshot_of(tmp_path_factory.mktemp("era") / "everything.json", "node",
                       str(EVERYTHING), "stdio")
    doc = json.loads(path.read_text())
    assert doc["server"]["protocolVersion"] == "2025-11-25"
    assert "tasks" in doc["server"]["capabilities"]
    assert any("execution" in t["definition"] for t in doc["tools"])
    return path


@pytest.fixture(scope="module")
def modern(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Two 2026-07-28 snapshots: the demo and mcp-server-time."""
    where = tmp_path_factory.mktemp("era-modern")
    found = {"demo": snapshot_of(where / "demo.json", PY, "-m", "mcpcheck.demo"),
             "time": snapshot_of(where / "time.json", TIME_SERVER)}
    for path in found.values():
        assert json.loads(path.read_text())["server"]["protocolVersion"] == "2026-07-28"
    return found


@pytest.fixture(scope="module")
def older(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2025-06-18 server's snapshot (the SDK-free test server, answering that version)."""
    path = snapshot_of(tmp_path_factory.mktemp("era-older") / "older.json",
                       *raw_server("--protocol", "2025-06-18"))
    assert json.loads(path.read_text())["server"]["protocolVersion"] == "2025-06-18"
    return path


def assert_round_trip(served: Path, again: Path, *target: str) -> None:
    """`mcpcheck snapshot` (no --protocol: auto) of the mock equals the served snapshot."""
    made = run_cli("snapshot", "--snapshot", str(again), "--update", *target)
    assert made.code == 0, made.err
    assert again.read_bytes() == served.read_bytes()


def test_a_2025_snapshot_round_trips_through_its_mock_under_auto(everything: Path,
                                                                  tmp_path: Path) -> None:
    assert_round_trip(everything, tmp_path / "again.json", "--", *mock_command(everything))


def test_a_2025_06_18_snapshot_round_trips_though_mcpcheck_offers_2025_11_25(
        older: Path, tmp_path: Path) -> None:
    assert_round_trip(older, tmp_path / "again.json", "--", *mock_command(older))


def test_initialize_is_answered_as_the_recorded_server_would(older: Path) -> None:
    """At the client's version when it is a handshake-era one no newer than the recorded
    2025-06-18, else at 2025-06-18; `server/discover` is not known to it either."""
    answers = {}
    for offered in ("2025-11-25", "2025-06-18", "2024-11-05", "2026-07-28"):
        with raw_mock(older) as raw:
            if offered == "2025-11-25":
                refused = raw.request("server/discover", {"_meta": ENVELOPE})
                assert refused["error"]["code"] == -32601
            hello = raw.request("initialize", {**INITIALIZE, "protocolVersion": offered})
            answers[offered] = hello["result"]["protocolVersion"]
            raw.notify("notifications/initialized")
            assert [t["name"] for t in raw.request("tools/list")["result"]["tools"]] == [
                "add", "echo"]
    assert answers == {"2025-11-25": "2025-06-18", "2025-06-18": "2025-06-18",
                       "2024-11-05": "2024-11-05", "2026-07-28": "2025-06-18"}


def test_2026_snapshots_still_round_trip_under_auto(modern: dict[str, Path],
                                                    tmp_path: Path) -> None:
    for name, served in modern.items():
        assert_round_trip(served, tmp_path / f"again-{name}.json", "--", *mock_command(served))


CPU_BUDGET = 20.0  # CPU seconds a mock may spend before one answer (its start: about 1.5 s)
MAX_WAIT = 100.0  # wall seconds, below the module's 120 s timeout


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds the process has used so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[-1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def raw_mock(snapshot: Path, *extra: str) -> Iterator[RawStdio]:
    proc = subprocess.Popen(mock_command(snapshot, *extra), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        yield RawStdio(proc)
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)
        assert proc.stdout is not None
        proc.stdout.close()


class RawStdio:
    """JSON-RPC lines to and from a server process, each read bounded by a deadline."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self.proc = proc
        self.next_id = 0
        self.notes: list[str] = []
        self.pending = b""  # bytes read from the mock's stdout past the last whole line

    def notify(self, method: str) -> None:
        self._write({"jsonrpc": "2.0", "method": method})

    def request(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """The response to this request; notifications read meanwhile go to `notes`."""
        self.next_id += 1
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)
        while True:
            line = self._line()
            if line.get("id") == self.next_id and "method" not in line:
                return line
            if "method" in line and "id" not in line:
                self.notes.append(line["method"])

    def _write(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def _line(self) -> dict[str, Any]:
        # The first answer waits for the mock's start, mostly the SDK's import (about 1.5 s of
        # CPU): under a load of 6 on 2 cores that took over 20 s, and a 60 s wall-clock deadline
        # failed at load ~10. The budget is the mock's own CPU time (a mock that spins without
        # answering fails), the wall clock only bounded below the test's own 120 s timeout.
        # The lines are cut from bytes read off the pipe here, never by a buffered readline after
        # select: a notification and the response written together came in one read, readline
        # kept the second line in its buffer and select waited for the pipe (stop 62: the
        # drift test's call "got no answer" 2 times in 8 under load).
        out = self.proc.stdout
        assert out is not None
        deadline = time.monotonic() + MAX_WAIT
        while True:
            line, newline, rest = self.pending.partition(b"\n")
            if newline:
                self.pending = rest
                if line.strip():
                    parsed: dict[str, Any] = json.loads(line)
                    return parsed
                continue
            left = deadline - time.monotonic()
            if left <= 0 or cpu_seconds(self.proc.pid) >= CPU_BUDGET:
                raise AssertionError("no answer from the mock")
            if select.select([out], [], [], min(left, 1.0))[0]:
                chunk = os.read(out.fileno(), 1 << 16)
                assert chunk, "the mock closed its stdout"
                self.pending += chunk


def test_server_discover_to_a_2025_era_mock_is_method_not_found(everything: Path) -> None:
    """As server-everything answers it; then `initialize` on the same connection is accepted
    at the recorded version, and the 2025-era fields are served."""
    with raw_mock(everything) as raw:
        refused = raw.request("server/discover", {"_meta": ENVELOPE})
        assert refused["error"]["code"] == -32601
        assert "result" not in refused
        hello = raw.request("initialize", INITIALIZE)["result"]
        assert hello["protocolVersion"] == "2025-11-25"
        assert hello["serverInfo"]["name"] == "mcp-servers/everything"
        assert "tasks" in hello["capabilities"]
        raw.notify("notifications/initialized")
        tools = raw.request("tools/list")["result"]["tools"]
    assert len(tools) == 13
    assert any(t.get("execution", {}).get("taskSupport") for t in tools)


def test_server_discover_to_a_2026_or_unversioned_mock_answers(
        modern: dict[str, Path], everything: Path, tmp_path: Path) -> None:
    """A 2026-07-28 snapshot, and one with no recorded version (served in both eras, as
    before), answer `server/discover`."""
    unversioned = tmp_path / "unversioned.json"
    doc = json.loads(everything.read_text())
    del doc["server"]["protocolVersion"]
    unversioned.write_text(json.dumps(doc))
    for served in (modern["time"], unversioned):
        with raw_mock(served) as raw:
            found = raw.request("server/discover", {"_meta": ENVELOPE})
        assert "2026-07-28" in found["result"]["supportedVersions"], served
        assert "tools" in found["result"]["capabilities"]


def test_drift_on_a_2025_era_mock(everything: Path, tmp_path: Path) -> None:
    drifted = tmp_path / "drifted.json"
    made = run_cli("mutate", str(everything), "--rule", "tool-removed", "--tool", "echo",
                   "-o", str(drifted))
    assert made.code == 0, made.err
    with raw_mock(everything, "--drift", str(drifted)) as raw:
        assert raw.request("initialize", INITIALIZE)["result"]["protocolVersion"] == "2025-11-25"
        raw.notify("notifications/initialized")
        before = {t["name"] for t in raw.request("tools/list")["result"]["tools"]}
        call = raw.request("tools/call", {"name": "echo", "arguments": {"message": "hi"}})
        after = {t["name"] for t in raw.request("tools/list")["result"]["tools"]}
    assert "echo" in before
    assert call["error"]["code"] == -32602  # the first call already meets the drifted surface
    assert raw.notes == ["notifications/tools/list_changed"]
    assert after == before - {"echo"}


def post(url: str, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST", headers={
        "content-type": "application/json", "accept": "application/json, text/event-stream",
        **headers})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


@contextmanager
def http_mock(snapshot: Path) -> Iterator[str]:
    port = free_port()
    with serving(mock_command(snapshot, "--port", str(port)), port, stop_seconds=15) as url:
        yield url


def test_2025_era_mocks_over_streamable_http(everything: Path, older: Path,
                                             tmp_path: Path) -> None:
    with http_mock(older) as url:
        assert_round_trip(older, tmp_path / "again-older.json", "--url", url)
    with http_mock(everything) as url:
        assert_round_trip(everything, tmp_path / "again.json", "--url", url)
        modern_headers = {"mcp-protocol-version": "2026-07-28"}
        discover = {"jsonrpc": "2.0", "id": 1, "method": "server/discover",
                    "params": {"_meta": ENVELOPE}}
        _, refused = post(url, discover, {**modern_headers, "mcp-method": "server/discover"})
        listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list",
                   "params": {"_meta": ENVELOPE}}
        _, not_spoken = post(url, listing, {**modern_headers, "mcp-method": "tools/list"})
    assert refused["error"]["code"] == -32601
    assert not_spoken["error"]["code"] == -32600
    assert "2025-11-25" in not_spoken["error"]["message"]
