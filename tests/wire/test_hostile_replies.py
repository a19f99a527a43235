"""One acceptance for everything a server sends: the wire client and the SDK (the oracle,
tests/support/sdk_oracle.py) fed the same hostile replies reach the same outcome.

Two client paths once disagreed: a gzip-encoded answer failed `probe` ("not JSON-RPC") but
`call` accepted it; an id echoed as a string made `probe` wait out its timeout while `call`
passed. Every command now runs on the wire client; this holds it to the SDK on the whole class:
content encodings, id types, content types and framing, over stdio, Streamable HTTP and legacy
SSE, for the surface (handshake and lists) and for a tools/call. The outcome is the snapshot
bytes (or the raw call result) when both read the server, else the kind of failure and its
exit code; the reasons are mcpcheck's own words on both sides and may differ in wording where
the SDK's is a validation dump.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import anyio
import pytest

from mcpcheck.errors import McpcheckError
from mcpcheck.models import ServerTarget
from mcpcheck.snapshots.store import build_document, render
from mcpcheck.wire import client
from mcpcheck.wire.session import Session
from tests.conftest import PY, RAW_STDIO, ROOT
from tests.support import sdk_oracle as oracle
from tests.wire.test_faults_http import start_http

FRAMING = ROOT / "tests" / "servers" / "framing_stdio.py"
# The replies no client can use end at a deadline, on both paths: a short one for the cases
# whose outcome is that deadline (ServerTimeout; waiting longer checks nothing more), a long one
# for the others, which a loaded machine must not turn into a timeout (one 2 s budget for all
# made the answered cases fail at load ~10 and made the timeout cases wait 2 s each).
WAIT_OUT = 1.0
ANSWERED = 30.0


def budget(expected: str) -> float:
    """The deadline of a case whose outcome must be `expected`."""
    return WAIT_OUT if expected == "ServerTimeout" else ANSWERED
Outcome = tuple[Any, ...]


def surface(path: str, target: ServerTarget) -> Outcome:
    try:
        if path == "sdk":
            got = anyio.run(oracle.run_session, target, oracle._surface_of)
        else:
            got = client.fetch_surface(target)
    except McpcheckError as exc:
        return type(exc).__name__, int(exc.exit_code)
    return "ok", render(build_document(got))


def called(path: str, target: ServerTarget) -> Outcome:
    """One tools/call of `echo` after the tools/list, its raw result."""
    try:
        if path == "sdk":
            async def work(conn: oracle.Connection) -> dict[str, Any]:
                await conn.list_all("tools/list")
                return await conn.call_tool_raw("echo", {"text": "hi"})

            result = anyio.run(oracle.run_session, target, work)
        else:
            def sync_work(session: Session) -> dict[str, Any]:
                session.list_all("tools/list")
                return session.call_tool("echo", {"text": "hi"})

            result = client.run(target, sync_work)
    except McpcheckError as exc:
        return type(exc).__name__, int(exc.exit_code)
    return "ok", result


def both(start: Callable[[str], ServerTarget], fetch: Callable[[str, ServerTarget], Outcome]
         ) -> tuple[Outcome, Outcome]:
    """(sdk, wire): each path with its own server (`start(path)`), both at once."""
    with ThreadPoolExecutor(1) as pool:
        wire = pool.submit(lambda: fetch("wire", start("wire")))
        return fetch("sdk", start("sdk")), wire.result()


# ------------------------------------------------------------------ Streamable HTTP

HTTP_REPLIES = [
    *[("--encoding", coding) for coding in ("gzip", "deflate", "deflate-raw", "gzip, gzip",
                                            "identity", "x-gzip", "x-unknown", "br",
                                            "gzip-corrupt")],
    *[("--answer-id", kind) for kind in ("string", "wrong", "float", "null")],
    *[("--content-type", kind) for kind in ("application/json; charset=utf-8",
                                            "Application/JSON", "text/html", "text/plain", "")],
    ("--answer-as-sse",), ("--answer-as-sse", "--encoding", "gzip"),
    ("--answer-as-sse", "--answer-id", "string"), ("--answer-as-sse", "--answer-id", "wrong"),
    ("--answer-as-sse", "--answer-id", "null"),
    # a JSON-RPC error as the body of a 400, its id null or absent (a published server answers
    # notifications/initialized with an error that has no id: over HTTP that answer is unread)
    *[("--fault", f"http-400-error-{kind}", "--fault-on", method)
      for kind in ("null-id", "no-id") for method in ("tools/list", "notifications/initialized")],
]
# what each reply must come to (so that agreeing on a broken client fails too)
HTTP_EXPECTED = {
    ("--encoding", "x-gzip"): "ConnectError", ("--encoding", "gzip-corrupt"): "ConnectError",
    ("--answer-id", "wrong"): "ServerTimeout", ("--answer-id", "null"): "ServerTimeout",
    ("--answer-id", "float"): "ConnectError", ("--content-type", "text/html"): "ConnectError",
    ("--content-type", "text/plain"): "ConnectError", ("--content-type", ""): "ConnectError",
    ("--answer-as-sse", "--answer-id", "null"): "ConnectError",
    **{("--fault", f"http-400-error-{kind}", "--fault-on", "tools/list"): "ConnectError"
       for kind in ("null-id", "no-id")},
}


@pytest.mark.parametrize("flags", HTTP_REPLIES, ids=" ".join)
@pytest.mark.parametrize("fetch", [surface, called], ids=["surface", "call"])
def test_http_replies_reach_the_same_outcome(tmp_path: Path, flags: tuple[str, ...],
                                             fetch: Callable[[str, ServerTarget], Outcome]
                                             ) -> None:
    servers = []
    expected = HTTP_EXPECTED.get(flags, "ok")

    def start(path: str) -> ServerTarget:
        (tmp_path / path).mkdir()
        proc, url = start_http(tmp_path / path, *flags)
        servers.append(proc)
        return ServerTarget(name="", transport="http", url=url, timeout=budget(expected))

    try:
        sdk, wire = both(start, fetch)
    finally:
        for proc in servers:
            proc.kill()
            proc.wait(5)
    assert wire == sdk
    assert wire[0] == expected


@pytest.mark.parametrize(("kind", "said"), [
    ("null-id", "; it answered tools/list (page 1) with error -32602: "
                "fault http-400-error-null-id: params rejected"),
    ("no-id", ""),  # no usable id: not a JSON-RPC error (the SDK's models refuse it too)
])
def test_an_error_body_of_an_http_status_is_named_when_it_is_json_rpc(
        tmp_path: Path, kind: str, said: str) -> None:
    proc, url = start_http(tmp_path, "--fault", f"http-400-error-{kind}", "--fault-on",
                           "tools/list")
    try:
        with pytest.raises(McpcheckError) as caught:
            client.fetch_surface(ServerTarget(name="", transport="http", url=url,
                                              timeout=ANSWERED))
    finally:
        proc.kill()
        proc.wait(5)
    assert caught.value.message == f"HTTP 400 from {url}{said}"


def test_the_servers_words_are_redacted_before_they_are_cut(tmp_path: Path) -> None:
    """A 400 whose JSON-RPC error echoes the credential, long enough to be cut in the middle:
    the secret is redacted first, so no part of it is left at the cut."""
    proc, url = start_http(tmp_path, "--fault", "http-400-error-null-id", "--fault-on",
                           "tools/list")
    secret = "sk-live-" + "Q" * 400
    try:
        with pytest.raises(McpcheckError) as caught:
            client.fetch_surface(ServerTarget(name="", transport="http", url=url,
                                              headers=(("Authorization", secret),),
                                              timeout=ANSWERED))
    finally:
        proc.kill()
        proc.wait(5)
    assert caught.value.message.startswith(f"HTTP 400 from {url}; it answered tools/list")
    assert caught.value.message.endswith("params rejected for ***")
    assert "sk-live" not in caught.value.message and "QQQ" not in caught.value.message


# ------------------------------------------------------------------ legacy SSE

SSE_REPLIES = [(), ("--answer-id", "string"), ("--answer-id", "wrong"),
               ("--answer-id", "float"), ("--fault", "sse-keepalive-only")]
SSE_EXPECTED = {("--answer-id", "wrong"): "ServerTimeout", ("--answer-id", "float"): "ConnectError",
                ("--fault", "sse-keepalive-only"): "ServerTimeout"}


@pytest.mark.parametrize("flags", SSE_REPLIES, ids=lambda f: " ".join(f) or "plain")
@pytest.mark.parametrize("fetch", [surface, called], ids=["surface", "call"])
def test_legacy_sse_replies_reach_the_same_outcome(tmp_path: Path, flags: tuple[str, ...],
                                                   fetch: Callable[[str, ServerTarget], Outcome]
                                                   ) -> None:
    servers = []
    expected = SSE_EXPECTED.get(flags, "ok")

    def start(path: str) -> ServerTarget:
        (tmp_path / path).mkdir()
        proc, url = start_http(tmp_path / path, "--sse", "--with-prompts", *flags)
        servers.append(proc)
        return ServerTarget(name="", transport="sse", url=url.replace("/mcp", "/sse"),
                            timeout=budget(expected))

    try:
        sdk, wire = both(start, fetch)
    finally:
        for proc in servers:
            proc.kill()
            proc.wait(5)
    assert wire == sdk
    assert wire[0] == expected


# ------------------------------------------------------------------ stdio

STDIO_REPLIES = [
    *[(str(RAW_STDIO), "--answer-id", kind) for kind in ("string", "wrong", "float", "null")],
    *[(str(FRAMING), *framing) for framing in (("--crlf",), ("--bom",), ("--chunk", "3"),
                                               ("--merge",), ("--close-stdin",))],
]
STDIO_EXPECTED = {"wrong": "ServerTimeout", "null": "ServerTimeout", "float": "ConnectError",
                  "--close-stdin": "ConnectError"}


@pytest.mark.parametrize("argv", STDIO_REPLIES, ids=lambda a: " ".join(a[1:]))
@pytest.mark.parametrize("fetch", [surface, called], ids=["surface", "call"])
def test_stdio_replies_reach_the_same_outcome(argv: tuple[str, ...],
                                              fetch: Callable[[str, ServerTarget], Outcome]
                                              ) -> None:
    expected = STDIO_EXPECTED.get(argv[-1], "ok")
    target = ServerTarget(name="", transport="stdio", command=PY, args=argv,
                          timeout=budget(expected))
    sdk, wire = both(lambda _: target, fetch)
    assert wire == sdk
    assert wire[0] == expected
