"""Self-check of the misbehaving test servers in tests/servers/ (raw exchanges, then the SDK)."""

from __future__ import annotations

import http.client
import json
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SERVERS = Path(__file__).parent / "servers"
RAW_STDIO = str(SERVERS / "raw_stdio.py")
RAW_HTTP = str(SERVERS / "raw_http.py")

INIT_PARAMS = {
    "protocolVersion": "2025-11-25",
    "capabilities": {},
    "clientInfo": {"name": "selfcheck", "version": "0"},
}


def request(msg_id: int, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    msg: dict[str, Any] = {"jsonrpc": "2.0", "id": msg_id, "method": method}
    if params is not None:
        msg["params"] = params
    return msg


class Stdio:
    """A raw_stdio process driven line by line, every read bounded by a timeout."""

    def __init__(self, *args: str, stderr_path: Path) -> None:
        self.stderr_file = stderr_path.open("wb")
        self.proc = subprocess.Popen(
            [sys.executable, RAW_STDIO, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr_file,
        )
        self.stderr_path = stderr_path
        self.buf = b""

    def send(self, msg: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg).encode() + b"\n")
        self.proc.stdin.flush()

    def line(self, timeout: float = 5.0) -> bytes | None:
        """The next raw stdout line, or None if none arrives within timeout / on EOF."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                return None
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        return line

    def ask(self, msg: dict[str, Any]) -> Any:
        self.send(msg)
        line = self.line()
        assert line is not None, "no answer"
        return json.loads(line)

    def initialize(self) -> Any:
        reply = self.ask(request(1, "initialize", INIT_PARAMS))
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return reply

    def stderr(self) -> str:
        return self.stderr_path.read_text()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                pipe.close()
        self.stderr_file.close()


@pytest.fixture
def stdio(tmp_path: Path) -> Iterator[Any]:
    started: list[Stdio] = []

    def start(*args: str) -> Stdio:
        server = Stdio(*args, stderr_path=tmp_path / f"stderr{len(started)}.txt")
        started.append(server)
        return server

    yield start
    for server in started:
        server.close()


# -- raw_stdio -------------------------------------------------------------------------------


def test_stdio_initialize_negotiates_version_and_reports_identity(stdio: Any) -> None:
    srv = stdio("--server-name", "demo", "--server-version", "9.9")
    discover = srv.ask(request(0, "server/discover", {}))
    assert discover["error"]["code"] == -32601
    params = {**INIT_PARAMS, "protocolVersion": "2025-06-18"}
    result = srv.ask(request(1, "initialize", params))["result"]
    assert result == {
        "protocolVersion": "2025-06-18",
        "capabilities": {"tools": {"listChanged": True}},
        "serverInfo": {"name": "demo", "version": "9.9"},
    }
    params = {**INIT_PARAMS, "protocolVersion": "1999-01-01"}
    assert srv.ask(request(2, "initialize", params))["result"]["protocolVersion"] == "2025-11-25"
    assert srv.ask(request(3, "ping")) == {"jsonrpc": "2.0", "id": 3, "result": {}}
    assert srv.ask(request(4, "prompts/list"))["error"]["code"] == -32601


def test_stdio_forced_protocol_and_prompts(stdio: Any) -> None:
    srv = stdio("--protocol", "2024-11-05", "--with-prompts")
    result = srv.initialize()["result"]
    assert result["protocolVersion"] == "2024-11-05"
    assert set(result["capabilities"]) == {"tools", "prompts", "resources"}
    assert srv.ask(request(2, "prompts/list"))["result"]["prompts"][0]["name"] == "greet"
    resources = srv.ask(request(3, "resources/list"))["result"]["resources"]
    assert resources[0]["uri"] == "file:///readme.txt"
    templates = srv.ask(request(4, "resources/templates/list"))["result"]["resourceTemplates"]
    assert templates[0]["uriTemplate"] == "file:///notes/{id}"


def test_stdio_pagination(stdio: Any) -> None:
    srv = stdio("--page-size", "1")
    srv.initialize()
    page1 = srv.ask(request(2, "tools/list"))["result"]
    assert [t["name"] for t in page1["tools"]] == ["echo"]
    assert page1["nextCursor"] == "page:1"
    page2 = srv.ask(request(3, "tools/list", {"cursor": "page:1"}))["result"]
    assert [t["name"] for t in page2["tools"]] == ["add"]
    assert "nextCursor" not in page2
    bad = srv.ask(request(4, "tools/list", {"cursor": "nope"}))
    assert bad["error"] == {"code": -32602, "message": "unknown cursor 'nope'"}


def test_stdio_serves_malformed_tools_verbatim_and_rereads_file(stdio: Any, tmp_path: Path) -> None:
    raw = (
        '[{"name":"bad","inputSchema":{"type":"object","required":"a"},'
        '"x":1e400,"y":NaN,"z":1.10},{"name":123},"not-a-tool"]'
    )
    tools_file = tmp_path / "tools.json"
    tools_file.write_text(raw)
    srv = stdio("--tools", str(tools_file))
    srv.initialize()
    srv.send(request(2, "tools/list"))
    assert srv.line() == b'{"jsonrpc":"2.0","id":2,"result":{"tools":' + raw.encode() + b"}}"
    tools_file.write_text('[{"name":"changed"}]')
    assert srv.ask(request(3, "tools/list"))["result"] == {"tools": [{"name": "changed"}]}


def test_stdio_tools_call_echo_and_verbatim_results(stdio: Any, tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text('{"add": {"content": [], "structuredContent": {"sum": "4096"}}}')
    srv = stdio("--results", str(results))
    srv.initialize()
    echo = srv.ask(request(2, "tools/call", {"name": "echo", "arguments": {"text": "hi"}}))
    assert echo["result"] == {
        "content": [{"type": "text", "text": '{"text":"hi"}'}],
        "isError": False,
        "structuredContent": {"text": "hi"},
    }
    add = srv.ask(request(3, "tools/call", {"name": "add", "arguments": {"a": 1, "b": 2}}))
    assert add["result"] == {"content": [], "structuredContent": {"sum": "4096"}}
    unknown = srv.ask(request(4, "tools/call", {"name": "nope", "arguments": {}}))
    assert unknown["error"] == {"code": -32602, "message": "Unknown tool: nope"}


def test_stdio_record_file_lists_received_methods(stdio: Any, tmp_path: Path) -> None:
    record = tmp_path / "record.txt"
    srv = stdio("--record", str(record))
    srv.initialize()
    srv.ask(request(2, "tools/list"))
    srv.ask(request(3, "bogus/method"))
    assert record.read_text().splitlines() == [
        "initialize",
        "notifications/initialized",
        "tools/list",
        "bogus/method",
    ]


def test_stdio_fault_wrong_id(stdio: Any) -> None:
    srv = stdio("--fault", "wrong-id")
    srv.initialize()
    reply = srv.ask(request(2, "tools/list"))
    assert reply["id"] == 1002
    assert [t["name"] for t in reply["result"]["tools"]] == ["echo", "add"]
    assert "answering tools/list id=2 with id=1002 (fault)" in srv.stderr()


def test_stdio_fault_repeat_cursor(stdio: Any) -> None:
    srv = stdio("--fault", "repeat-cursor")
    srv.initialize()
    page1 = srv.ask(request(2, "tools/list"))["result"]
    page2 = srv.ask(request(3, "tools/list", {"cursor": page1["nextCursor"]}))["result"]
    assert page1 == page2 == {"tools": [page1["tools"][0]], "nextCursor": "again"}


def test_stdio_fault_exit_immediately(stdio: Any) -> None:
    srv = stdio("--fault", "exit-immediately")
    assert srv.proc.wait(timeout=5) == 1
    assert srv.stderr().splitlines() == [
        "raw_stdio: fault=exit-immediately",
        "raw_stdio: exiting immediately with status 1 (fault)",
    ]


def test_stdio_fault_hang_after_handshake_then_crash_mid_list(stdio: Any) -> None:
    hang = stdio("--fault", "hang-after-handshake")
    assert hang.initialize()["result"]["protocolVersion"] == "2025-11-25"
    hang.send(request(2, "tools/list"))
    assert hang.line(timeout=0.5) is None
    assert "raw_stdio: hanging: answered initialize" in hang.stderr()
    crash = stdio("--fault", "crash-mid-list")
    crash.initialize()
    page1 = crash.ask(request(2, "tools/list"))["result"]
    assert page1["nextCursor"] == "page:1"
    crash.send(request(3, "tools/list", {"cursor": "page:1"}))
    assert crash.proc.wait(timeout=5) == 3


def test_stdio_fault_deep_nesting_exceeds_200_levels(stdio: Any) -> None:
    srv = stdio("--fault", "deep-nesting")
    srv.initialize()
    srv.send(request(2, "tools/list"))
    line = srv.line()
    assert line is not None
    depth = deepest = 0
    for byte in line:
        if byte in b"{[":
            depth += 1
        elif byte in b"}]":
            depth -= 1
        deepest = max(deepest, depth)
    assert deepest > 300
    assert [t["name"] for t in json.loads(line)["result"]["tools"]] == ["echo", "add", "deep"]


# -- raw_http --------------------------------------------------------------------------------


class Http:
    def __init__(self, tmp_path: Path, *args: str) -> None:
        portfile = tmp_path / "port.txt"
        self.stderr_file = (tmp_path / "http_stderr.txt").open("wb")
        self.proc = subprocess.Popen(
            [sys.executable, RAW_HTTP, "--port", "0", "--portfile", str(portfile), *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.stderr_file,
        )
        deadline = time.monotonic() + 5
        while not portfile.exists():
            assert time.monotonic() < deadline, "raw_http did not start"
            assert self.proc.poll() is None, "raw_http exited"
            time.sleep(0.01)
        self.port = int(portfile.read_text())

    def post(
        self, msg: Any, headers: dict[str, str] | None = None
    ) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            body = json.dumps(msg).encode()
            hdrs = {"Content-Type": "application/json", **(headers or {})}
            conn.request("POST", "/mcp", body=body, headers=hdrs)
            resp = conn.getresponse()
            return resp.status, dict(resp.getheaders()), resp.read()
        finally:
            conn.close()

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=5)
        self.stderr_file.close()


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[Any]:
    started: list[Http] = []

    def start(*args: str) -> Http:
        server = Http(tmp_path, *args)
        started.append(server)
        return server

    yield start
    for server in started:
        server.close()


def test_http_session_pagination_and_status_codes(http_server: Any) -> None:
    srv = http_server("--page-size", "1")
    status, headers, body = srv.post(request(1, "initialize", INIT_PARAMS))
    assert status == 200
    assert headers["Content-Type"] == "application/json"
    info = json.loads(body)["result"]["serverInfo"]
    assert info == {"name": "raw-test-server", "version": "1.0.0"}
    session = {"Mcp-Session-Id": headers["Mcp-Session-Id"]}
    status, _, body = srv.post({"jsonrpc": "2.0", "method": "notifications/initialized"}, session)
    assert (status, body) == (202, b"")
    status, _, body = srv.post(request(2, "tools/list"), session)
    assert json.loads(body)["result"]["nextCursor"] == "page:1"
    status, _, body = srv.post(request(3, "tools/list", {"cursor": "page:1"}), session)
    assert [t["name"] for t in json.loads(body)["result"]["tools"]] == ["add"]
    assert srv.post(request(4, "tools/list"))[0] == 400
    assert srv.post(request(5, "tools/list"), {"Mcp-Session-Id": "nope"})[0] == 404
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
    conn.request("GET", "/mcp")
    resp = conn.getresponse()
    resp.read()
    conn.close()
    assert resp.status == 405


def test_http_fault_401_unless_header_matches(http_server: Any) -> None:
    srv = http_server("--fault", "http-401", "--require-header", "Authorization: Bearer X")
    status, headers, _ = srv.post(request(1, "initialize", INIT_PARAMS))
    assert status == 401
    assert headers["WWW-Authenticate"] == 'Bearer realm="raw_http"'
    wrong = srv.post(request(1, "initialize", INIT_PARAMS), {"Authorization": "Bearer Y"})
    assert wrong[0] == 401
    right = srv.post(request(1, "initialize", INIT_PARAMS), {"Authorization": "Bearer X"})
    assert right[0] == 200


def test_http_fault_redirect_to_other_origin(http_server: Any) -> None:
    srv = http_server("--fault", "redirect")
    status, headers, _ = srv.post(request(1, "initialize", INIT_PARAMS))
    assert status == 307
    assert headers["Location"] == f"http://127.0.0.2:{srv.port}/mcp"


def test_http_fault_reset_closes_without_answer(http_server: Any) -> None:
    srv = http_server("--fault", "reset")
    with pytest.raises((ConnectionResetError, http.client.RemoteDisconnected)):
        srv.post(request(1, "initialize", INIT_PARAMS))


# -- the SDK can use both servers in auto mode -----------------------------------------------


def test_sdk_lists_tools_from_raw_stdio_and_raw_http(http_server: Any, tmp_path: Path) -> None:
    import anyio
    import httpx2
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters
    from mcp.client.streamable_http import streamable_http_client

    record = tmp_path / "record.txt"
    srv = http_server("--page-size", "1")

    async def names(target: Any) -> list[str]:
        with anyio.fail_after(10):
            async with Client(target, mode="auto") as client:
                assert client.protocol_version == "2025-11-25"
                page1 = await client.list_tools()
                page2 = await client.list_tools(cursor=page1.next_cursor)
                assert page2.next_cursor is None
                return [t.name for t in [*page1.tools, *page2.tools]]

    async def main() -> tuple[list[str], list[str]]:
        args = [RAW_STDIO, "--page-size", "1", "--record", str(record)]
        from_stdio = await names(StdioServerParameters(command=sys.executable, args=args))
        async with httpx2.AsyncClient() as http_client:
            url = f"http://127.0.0.1:{srv.port}/mcp"
            from_http = await names(streamable_http_client(url, http_client=http_client))
        return from_stdio, from_http

    assert anyio.run(main) == (["echo", "add"], ["echo", "add"])
    assert record.read_text().splitlines()[:3] == [
        "server/discover",
        "initialize",
        "notifications/initialized",
    ]
