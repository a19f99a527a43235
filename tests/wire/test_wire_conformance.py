"""The wire client (mcpcheck.wire) against the SDK (tests/support/sdk_oracle.py) as the oracle.

Both paths run in this process against the same real server: a working server must give
byte-identical snapshot documents, a faulty one the same error class (exit code) and the
same one-line reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import anyio
import pytest

from mcpcheck.errors import McpcheckError
from mcpcheck.models import ServerTarget, StrayOutput, Surface
from mcpcheck.snapshots.store import build_document, render
from mcpcheck.wire import client
from tests.conftest import (
    EVERYTHING,
    PY,
    RAW_STDIO,
    TIME_SERVER,
    everything_over_http,
    free_port,
    serving,
)
from tests.support import sdk_oracle as connect
from tests.wire.test_faults_http import start_http


def snapshot_bytes(surface: Surface) -> bytes:
    return render(build_document(surface))


def both(target: ServerTarget) -> tuple[Surface, Surface]:
    return anyio.run(connect.run_session, target, connect._surface_of), client.fetch_surface(
        target)


def stdio(*argv: str, timeout: float = 20, protocol: str = "auto") -> ServerTarget:
    return ServerTarget(name="", transport="stdio", command=argv[0], args=tuple(argv[1:]),
                        timeout=timeout, protocol=protocol)


def http(url: str, timeout: float = 20, protocol: str = "auto") -> ServerTarget:
    return ServerTarget(name="", transport="http", url=url, timeout=timeout, protocol=protocol)


def assert_same_snapshot(target: ServerTarget) -> Surface:
    sdk, wire = both(target)
    assert snapshot_bytes(wire) == snapshot_bytes(sdk)
    assert wire.notes == sdk.notes
    return wire


# ------------------------------------------------------------------ working servers


@pytest.fixture(scope="module")
def everything_url() -> Iterator[str]:
    with everything_over_http(free_port()) as url:
        yield url


@pytest.fixture(scope="module")
def demo_url() -> Iterator[str]:
    port = free_port()
    with serving([PY, "-m", "mcpcheck.demo", "--http", str(port)], port) as url:
        yield url


@pytest.mark.parametrize("protocol", ["auto", "legacy"])
def test_raw_stdio_paginated_with_prompts(protocol: str) -> None:
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--page-size", "1",
                                         "--with-prompts", protocol=protocol))
    assert [t["name"] for t in surface.tools] == ["echo", "add"]
    assert surface.prompts and surface.resources and surface.resource_templates


@pytest.mark.parametrize("protocol", ["auto", "legacy"])
def test_declared_lists_left_unanswered_are_empty_with_a_note(protocol: str) -> None:
    """Real servers declare `resources` and answer resources/templates/list (or prompts/list)
    with -32601: the surface is still read, the list recorded empty, and a note says why."""
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--with-prompts", "--unanswered",
                                         "resources/templates/list", "--unanswered",
                                         "prompts/list", protocol=protocol))
    assert surface.resources and not surface.resource_templates and not surface.prompts
    assert [n.split(" with ")[0] for n in surface.notes] == [
        "the server declares the capability but answered prompts/list",
        "the server declares the capability but answered resources/templates/list"]


@pytest.mark.parametrize("protocol", ["auto", "legacy"])
def test_declared_lists_answered_with_an_error_are_not_listed(protocol: str) -> None:
    """-32603 on an optional list (a backend the server cannot reach) is no failure of the run:
    the list is recorded as not listed, with the error, and the rest is read."""
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--with-prompts", "--failing",
                                         "resources/list", "--failing", "prompts/list",
                                         protocol=protocol))
    assert surface.tools and surface.resource_templates
    assert not surface.resources and not surface.prompts and not surface.notes
    error = "error -32603: Internal error: backend unreachable"
    assert surface.unlisted == (("prompts/list", error), ("resources/list", error))


def test_stdout_lines_that_are_not_jsonrpc_are_skipped_on_both_paths() -> None:
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--stdout-banner"))
    assert [t["name"] for t in surface.tools] == ["echo", "add"]
    assert surface.stray == StrayOutput(3, "Starting raw-test-server v1.0.0 on stdio")


def test_unanswered_tools_list_still_fails() -> None:
    target = stdio(PY, str(RAW_STDIO), "--unanswered", "tools/list")
    with pytest.raises(McpcheckError) as wire:
        client.fetch_surface(target)
    assert wire.value.exit_code == 3 and "-32601" in wire.value.message


def test_raw_stdio_old_protocol_version() -> None:
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--protocol", "2024-11-05"))
    assert surface.protocol_version == "2024-11-05"


def test_everything_over_stdio() -> None:
    surface = assert_same_snapshot(stdio("node", str(EVERYTHING), "stdio"))
    assert len(surface.tools) > 5 and surface.prompts and surface.resources


def test_everything_over_http(everything_url: str) -> None:
    surface = assert_same_snapshot(http(everything_url))
    assert len(surface.tools) > 5 and surface.resource_templates


@pytest.mark.parametrize("protocol", ["auto", "2026-07-28"])
def test_time_server_in_the_2026_era(protocol: str) -> None:
    surface = assert_same_snapshot(stdio(TIME_SERVER, protocol=protocol))
    assert surface.protocol_version == "2026-07-28"
    assert surface.server_name == "mcp-time"


def test_demo_over_stdio() -> None:
    surface = assert_same_snapshot(stdio(PY, "-m", "mcpcheck.demo"))
    assert surface.tools


def test_demo_over_http(demo_url: str) -> None:
    for protocol in ("auto", "legacy", "2026-07-28"):
        surface = assert_same_snapshot(http(demo_url, protocol=protocol))
        assert surface.tools


def test_raw_http_paginated(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path, "--page-size", "1", "--with-prompts")
    try:
        surface = assert_same_snapshot(http(url))
        assert len(surface.tools) == 2 and surface.prompts
    finally:
        proc.kill()
        proc.wait(5)


# ------------------------------------------------------------------ faults


def outcome(fetch: object, target: ServerTarget) -> tuple[str, int, str]:
    try:
        if fetch == "sdk":
            anyio.run(connect.run_session, target, connect._surface_of)
        else:
            client.fetch_surface(target)
    except McpcheckError as exc:
        return type(exc).__name__, int(exc.exit_code), exc.message
    return "ok", 0, ""


def both_outcomes(target: ServerTarget) -> tuple[tuple[str, int, str], tuple[str, int, str]]:
    """(sdk, wire) outcomes of a stdio target, the two sessions run at once (one per thread, as
    the fleet runs them), so a fault that ends at the deadline costs one deadline, not two.
    Only for stdio, where each session starts its own server: two sessions at once on one
    raw_http change what it answers (test_http_fault_same_outcome gives each its own)."""
    with ThreadPoolExecutor(1) as pool:
        wire = pool.submit(outcome, "wire", target)
        sdk = outcome("sdk", target)
        return sdk, wire.result()


STDIO_FAULTS = [
    ("exit-immediately",), ("garbage-stdout",), ("partial-json",), ("hang-before-handshake",),
    ("hang-after-handshake",), ("hang-mid-list",), ("slow-bytes", "--byte-delay", "0.2"),
    ("huge-line", "--huge-mb", "64"), ("notification-flood",), ("crash-mid-list",),
    ("wrong-id",), ("duplicate-id",), ("repeat-cursor",), ("endless-pages",),
    ("ignore-sigterm",), ("spawn-child",), ("stderr-noise",), ("exit-after-initialize",),
    ("deep-nesting",), ("stdout-flood",), ("idless-error",),
]


@pytest.mark.parametrize("fault", STDIO_FAULTS, ids=lambda f: f[0])
def test_stdio_fault_same_outcome(fault: tuple[str, ...]) -> None:
    # endless-pages must end at the page guard on both paths, not at the deadline
    target = stdio(PY, str(RAW_STDIO), "--fault", *fault,
                   timeout=30 if fault[0] == "endless-pages" else 1.5)
    sdk, wire = both_outcomes(target)
    assert wire == sdk


HTTP_FAULTS = [
    ("--fault", "reset"), ("--fault", "http-500"), ("--fault", "http-401"),
    ("--fault", "http-403"), ("--fault", "never-ending"), ("--fault", "hang"),
    ("--fault", "redirect"), ("--fault", "http-500", "--fault-on", "tools/list"),
    ("--fault", "hang", "--fault-on", "tools/list"),
    ("--fault", "reset", "--fault-on", "tools/list"),
    ("--fault", "http-403", "--fault-on", "notifications/initialized"),
    ("--require-header", "Authorization: Bearer ok"),
]


@pytest.mark.parametrize("flags", HTTP_FAULTS, ids=" ".join)
def test_http_fault_same_outcome(tmp_path: Path, flags: tuple[str, ...]) -> None:
    # Each path talks to its own raw_http (two sessions at once on one change its answers), both
    # at once, so a fault that ends at the deadline costs one deadline; each reason is compared
    # with its own server's port written as {port}. The deadline leaves the SDK's handshake room
    # on a loaded machine (at 1.5 s, under a load of 6 on 2 cores, the SDK's session timed out
    # in the handshake while the wire's reached tools/list).
    servers = {}
    try:
        for path in ("sdk", "wire"):
            (tmp_path / path).mkdir()
            servers[path] = start_http(tmp_path / path, *flags)

        def seen(path: str) -> tuple[str, int, str]:
            url = servers[path][1]
            kind, code, message = outcome(path, http(url, timeout=3.0))
            port = url.rsplit(":", 1)[1].split("/")[0]
            return kind, code, message.replace(f":{port}", ":{port}")

        with ThreadPoolExecutor(1) as pool:
            wire = pool.submit(seen, "wire")
            assert seen("sdk") == wire.result()
    finally:
        for proc, _ in servers.values():
            proc.kill()
            proc.wait(5)


def test_nothing_listening_is_refused_on_both_paths() -> None:
    target = http(f"http://127.0.0.1:{free_port()}/mcp", timeout=3)
    assert outcome("wire", target) == outcome("sdk", target)
    assert "connection refused" in outcome("wire", target)[2]


def test_missing_command_on_both_paths() -> None:
    target = stdio("/nonexistent/mcp-server", timeout=3)
    assert outcome("wire", target) == outcome("sdk", target)



@pytest.fixture
def redirecting_front(tmp_path: Path) -> Iterator[str]:
    """POST /old answers 307 to /mcp on the same origin; /mcp is relayed to raw_http."""
    import http.client
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from urllib.parse import urlsplit

    backend, backend_url = start_http(tmp_path, "--with-prompts")
    target = urlsplit(backend_url)

    class Front(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            return

        def _relay(self, method: str) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.path == "/old":
                self.send_response(307)
                self.send_header("Location", "/mcp")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            conn = http.client.HTTPConnection(target.hostname, target.port, timeout=10)
            headers = {k: v for k, v in self.headers.items() if k.lower() != "host"}
            conn.request(method, target.path, body, headers)
            answer = conn.getresponse()
            data = answer.read()
            self.send_response(answer.status)
            for name, value in answer.getheaders():
                if name.lower() not in ("content-length", "transfer-encoding", "connection"):
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            conn.close()

        def do_POST(self) -> None:
            self._relay("POST")

        def do_DELETE(self) -> None:
            self._relay("DELETE")

    front = ThreadingHTTPServer(("127.0.0.1", 0), Front)
    front.daemon_threads = True
    thread = threading.Thread(target=front.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{front.server_address[1]}/old"
    finally:
        front.shutdown()
        front.server_close()
        backend.kill()
        backend.wait(5)


def test_a_same_origin_redirect_is_followed_on_both_paths(redirecting_front: str) -> None:
    surface = assert_same_snapshot(http(redirecting_front))
    assert [t["name"] for t in surface.tools] == ["echo", "add"] and surface.prompts


def test_missing_cwd_is_named_on_both_paths(tmp_path: Path) -> None:
    target = ServerTarget(name="", transport="stdio", command=PY, args=(str(RAW_STDIO),),
                          cwd=str(tmp_path / "gone"), timeout=5)
    assert outcome("wire", target) == outcome("sdk", target)
    assert "working directory not found" in outcome("sdk", target)[2]


def test_tls_failure_is_named_on_both_paths(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path)  # plain HTTP answering a TLS handshake
    try:
        target = http(url.replace("http://", "https://"), timeout=5)
        sdk, wire = outcome("sdk", target), outcome("wire", target)
    finally:
        proc.kill()
        proc.wait(5)
    assert sdk[:2] == wire[:2] == ("ConnectError", 3)
    assert sdk[2].startswith(f"TLS failure talking to {target.shown_url()}: ")
    assert wire[2].startswith(f"TLS failure talking to {target.shown_url()}: ")


# ------------------------------------------------------------------ the SDK's own stdio transport
# The oracle runs the SDK session over mcpcheck's own stdio pipes (tests/support/sdk_pipes.py) and
# mcpcheck's own `auto` plan (mcpcheck.wire.negotiate). The SDK's stdio_client and its auto
# negotiation stay the oracle for both: the same oracle session over the SDK's transport
# and negotiation must read the same snapshot and fail with the same reason.


def sdk_own(target: ServerTarget) -> tuple[str, int, str] | bytes:
    from mcp.client._probe import negotiate_auto
    from mcp.client.stdio import StdioServerParameters, stdio_client

    async def transport(stack: object, target: ServerTarget, errlog: object,
                        watch: object) -> object:
        params = StdioServerParameters(command=target.command or "", args=list(target.args),
                                       env=dict(target.env) or None, cwd=target.cwd)
        return await stack.enter_async_context(  # type: ignore[attr-defined]
            stdio_client(params, errlog=errlog))  # type: ignore[arg-type]

    async def handshake(session: object, protocol: str) -> None:
        assert protocol == "auto"
        await negotiate_auto(session)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(connect, "_open_transport", transport)
        patch.setattr(connect, "_handshake", handshake)
        return fetched("sdk", target)


def fetched(fetch: str, target: ServerTarget) -> tuple[str, int, str] | bytes:
    try:
        if fetch == "sdk":
            return snapshot_bytes(anyio.run(connect.run_session, target, connect._surface_of))
        return snapshot_bytes(client.fetch_surface(target))
    except McpcheckError as exc:
        return type(exc).__name__, int(exc.exit_code), exc.message


MODERN_DISCOVER = ('{"supportedVersions": ["2026-07-28"], "capabilities": {"tools": '
                   '{"listChanged": "true"}}, "ttlMs": -5, "_meta": {'
                   '"io.modelcontextprotocol/serverInfo": {"name": "raw-modern", "version": "2"}}}')
REFUSED_DISCOVER = ('{"supportedVersions": ["2026-07-28"], "capabilities": {}, '
                    '"cacheScope": "shared"}')
DISCOVER_ANSWERS = [MODERN_DISCOVER, REFUSED_DISCOVER,
                    '{"supportedVersions": ["2025-11-25"], "capabilities": {}}']


@pytest.mark.parametrize("answer", DISCOVER_ANSWERS, ids=["modern", "refused", "no-modern"])
def test_a_server_answering_discover_gets_the_same_era_on_both_paths(answer: str) -> None:
    surface = assert_same_snapshot(stdio(PY, str(RAW_STDIO), "--discover-result", answer))
    assert surface.protocol_version == ("2026-07-28" if answer == MODERN_DISCOVER
                                        else "2025-11-25")


def test_a_dropped_line_is_named_on_both_paths() -> None:
    target = stdio(PY, str(RAW_STDIO), "--fault", "huge-line", "--huge-mb", "40", timeout=3)

    def failure(fetch: Callable[[], object]) -> tuple[str, str | None]:
        with pytest.raises(McpcheckError) as caught:
            fetch()
        return caught.value.message, caught.value.detail

    with ThreadPoolExecutor(1) as pool:  # each path its own server, both at once
        wire = pool.submit(failure, lambda: client.fetch_surface(target))
        sdk = failure(lambda: anyio.run(connect.run_session, target, connect._surface_of))
        details = [sdk, wire.result()]
    assert details[0] == details[1]
    assert "(mcpcheck dropped 1 message(s) over 32 MB from the server)" in (details[0][1] or "")


SDK_ORACLE_SERVERS = [
    (PY, "-m", "mcpcheck.demo"),
    (PY, str(RAW_STDIO), "--discover-result", MODERN_DISCOVER),
    (PY, str(RAW_STDIO), "--discover-result", REFUSED_DISCOVER),
    ("node", str(EVERYTHING), "stdio"),
    (PY, str(RAW_STDIO), "--page-size", "1", "--with-prompts"),
    (PY, str(RAW_STDIO), "--protocol", "2024-11-05"),
    (TIME_SERVER,),
    (PY, str(RAW_STDIO), "--stdout-banner"),
]


@pytest.mark.parametrize("argv", SDK_ORACLE_SERVERS,
                         ids=["demo", "discover-modern", "discover-refused", "everything",
                              "raw-paginated", "raw-2024", "time", "raw-stdout-banner"])
def test_own_stdio_pipes_read_what_the_sdks_own_transport_reads(argv: tuple[str, ...]) -> None:
    target = stdio(*argv)
    ours = fetched("sdk", target)
    assert isinstance(ours, bytes)
    assert ours == sdk_own(target)


# Faults the SDK's own transport ends within the deadline (its hang handling waits 2 s + 2 s).
# huge-line is left out on purpose: the SDK buffers a 64 MB line whole, mcpcheck drops it;
# garbage-stdout is a hang now (its lines are skipped, as the SDK skips them): stdout-flood
# stands for it, ended by the budget of skipped lines on both.
SDK_ORACLE_FAULTS = [
    ("exit-immediately",), ("stdout-flood",), ("partial-json",), ("crash-mid-list",),
    ("wrong-id",), ("duplicate-id",), ("repeat-cursor",), ("stderr-noise",),
    ("exit-after-initialize",), ("deep-nesting",), ("notification-flood",),
]


@pytest.mark.parametrize("fault", SDK_ORACLE_FAULTS, ids=lambda f: f[0])
def test_own_stdio_pipes_fail_as_the_sdks_own_transport_fails(fault: tuple[str, ...]) -> None:
    target = stdio(PY, str(RAW_STDIO), "--fault", *fault, timeout=3)
    ours = fetched("sdk", target)
    assert ours == sdk_own(target)
