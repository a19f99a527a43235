"""The MCP session over any transport: handshake (both eras), the list calls, tools/call, ping.

A transport has `start()` (what it must do before the handshake, named by `opening`),
`send(payload, headers)`, `receive() -> framing.Message` (bounded by the Clock it was given)
and `close(ok)`. The session numbers requests, matches answers by id as the SDK's dispatcher
does (an id echoed as a string, "7", answers request 7; a wrong or repeated id is ignored),
answers the server's own requests
(ping; anything else is "method not found"), and stamps each request for its era:
`initialize` era: the MCP-Protocol-Version header; 2026-07-28: the `_meta` envelope too.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from typing import Any, Protocol

from mcpcheck import __version__
from mcpcheck.textsafety import inert
from mcpcheck.wire import framing
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import (
    METHOD_NOT_FOUND,
    REQUEST_TIMEOUT,
    UNSUPPORTED_PROTOCOL_VERSION,
    CallTimeout,
    Closed,
    ProtocolMismatch,
    RpcError,
)
from mcpcheck.wire.negotiate import (
    ADOPT,
    DISCOVER,
    HANDSHAKE_VERSIONS,
    LATEST_MODERN,
    Refused,
    mutual_modern,
    negotiate,
    supported,
)
from mcpcheck.wire.shapes import discover_ok, initialize_ok, list_envelope_ok

LATEST_HANDSHAKE = HANDSHAKE_VERSIONS[-1]
CLIENT_INFO = {"name": "mcpcheck", "version": __version__}
DISCOVER_SECONDS = 10.0
CANCEL_SECONDS = 2.0
MAX_PAGES = 1000
META_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CLIENT = "io.modelcontextprotocol/clientInfo"
META_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
META_SERVER = "io.modelcontextprotocol/serverInfo"
LIST_KEYS = {
    "tools/list": "tools",
    "prompts/list": "prompts",
    "resources/list": "resources",
    "resources/templates/list": "resourceTemplates",
}


class Transport(Protocol):
    """`opening` names what `start()` waits for (before the handshake)."""

    opening: str

    @property
    def dropped(self) -> int: ...

    def start(self) -> None: ...

    def send(self, payload: dict[str, Any], headers: dict[str, str]) -> None: ...

    def receive(self) -> framing.Message: ...

    def close(self, ok: bool) -> None: ...


class Session:
    """One negotiated conversation; `phase` always says what it is waiting for."""

    def __init__(self, transport: Transport, clock: Clock) -> None:
        self.transport = transport
        self.clock = clock
        self.phase = "starting the server"
        self.version: str | None = None
        self.modern = False
        self.hello: dict[str, Any] = {}
        self.notes: list[str] = []
        self.max_pages = MAX_PAGES
        self._next_id = 1

    # -------------------------------------------------------------- messages

    def _stamp(self, method: str, params: dict[str, Any] | None
               ) -> tuple[dict[str, Any] | None, dict[str, str]]:
        if self.version is None:
            return params, {}
        if not self.modern:
            return params, {"mcp-protocol-version": self.version}
        stamped = dict(params or {})
        meta = dict(stamped.get("_meta") or {})
        meta.update({META_VERSION: self.version, META_CLIENT: CLIENT_INFO, META_CAPABILITIES: {}})
        stamped["_meta"] = meta
        return stamped, {"mcp-protocol-version": self.version, "mcp-method": method}

    def request(self, method: str, params: dict[str, Any] | None = None, *,
                headers: dict[str, str] | None = None, stamp: bool = True) -> dict[str, Any]:
        """Send a request; its result, or RpcError for an error answer."""
        rid = self._next_id
        self._next_id += 1
        extra: dict[str, str] = {}
        if stamp:
            params, extra = self._stamp(method, params)
        payload: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            payload["params"] = params
        self.transport.send(payload, {**extra, **(headers or {})})
        while True:
            msg = self.transport.receive()
            if msg.kind == "request":
                self._answer(msg)
            elif msg.kind in ("result", "error") and _answers(msg.id, rid):
                if msg.kind == "error":
                    err = msg.error
                    raise RpcError(err["code"], err["message"], err.get("data"))
                result: dict[str, Any] = msg.result
                return result

    def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        payload: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        params, headers = self._stamp(method, params)
        if params is not None:
            payload["params"] = params
        self.transport.send(payload, headers)

    def _answer(self, msg: framing.Message) -> None:
        """The server asked us something (a ping, roots, sampling): answer it and go on."""
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": msg.id}
        if msg.method == "ping":
            reply["result"] = {}
        else:
            reply["error"] = {"code": METHOD_NOT_FOUND, "message": "Method not found"}
        self.transport.send(reply, self._stamp("", None)[1])

    # -------------------------------------------------------------- the handshake

    def handshake(self, protocol: str) -> None:
        """legacy: initialize; 2026-07-28: server/discover; auto: discover, else initialize."""
        self.phase = "the handshake"
        if protocol == "legacy":
            self._initialize()
        elif protocol == "auto":
            self._negotiate()
        else:
            self._discover_strict()

    def _initialize(self) -> None:
        result = self.request("initialize", {"protocolVersion": LATEST_HANDSHAKE,
                                             "capabilities": {}, "clientInfo": CLIENT_INFO})
        check_initialize(result)
        version = result["protocolVersion"]
        if version not in HANDSHAKE_VERSIONS:
            raise ProtocolMismatch(f"the server answered the handshake with protocol version "
                                   f"{inert(version, 40)!r}, which mcpcheck does not speak")
        self.version, self.modern, self.hello = version, False, result
        self.notify("notifications/initialized")

    @contextlib.contextmanager
    def _capped(self, seconds: float) -> Iterator[None]:
        """Within it, the clock's deadline is `seconds` from now, or the session's own when
        that is sooner; a wait cut by the cap alone raises CallTimeout (the session's own
        deadline still raises TimeoutError)."""
        deadline = self.clock.deadline
        cap = time.monotonic() + seconds
        self.clock.deadline = min(deadline, cap)
        try:
            yield
        except TimeoutError:
            if cap >= deadline:
                raise
            raise CallTimeout(seconds) from None
        finally:
            self.clock.deadline = deadline

    def send_discover(self, version: str) -> dict[str, Any]:
        """One server/discover at `version`, answered within DISCOVER_SECONDS (else -32001)."""
        params = {"_meta": {META_VERSION: version, META_CLIENT: CLIENT_INFO,
                            META_CAPABILITIES: {}}}
        headers = {"mcp-protocol-version": version, "mcp-method": "server/discover"}
        try:
            with self._capped(DISCOVER_SECONDS):
                return self.request("server/discover", params, headers=headers, stamp=False)
        except CallTimeout:
            raise RpcError(REQUEST_TIMEOUT, "Request timed out") from None

    def _adopt(self, result: dict[str, Any]) -> None:
        mutual = mutual_modern(result["supportedVersions"])
        if not mutual:
            raise ProtocolMismatch("the server supports no protocol version mcpcheck speaks "
                                   f"({inert(repr(result['supportedVersions']), 80)})")
        self.version, self.modern, self.hello = mutual[-1], True, result

    def _negotiate(self) -> None:
        """The `auto` policy of mcpcheck.wire.negotiate (shared with the SDK-based client)."""
        negotiate(self._step, _refusal)

    def _step(self, step: str, arg: Any) -> dict[str, Any] | None:
        if step == DISCOVER:
            return self.send_discover(arg)
        if step == ADOPT:
            self._adopt(arg)
        else:
            self._initialize()
        return None

    def _discover_strict(self) -> None:
        try:
            raw = self.send_discover(LATEST_MODERN)
        except RpcError as exc:
            if exc.code != UNSUPPORTED_PROTOCOL_VERSION:
                raise
            listed = supported(exc.data)
            mutual = mutual_modern(listed)
            if listed is None or not mutual:
                raise
            raw = self.send_discover(mutual[-1])
        if not discover_ok(raw):
            raise ProtocolMismatch("")
        self._adopt(raw)

    # -------------------------------------------------------------- the calls

    def ping(self) -> None:
        """Is the server still answering? `ping` in the initialize era; 2026-07-28 has no
        ping, so there the era's own cheap request, `server/discover`, stands in for it."""
        self.phase = "ping"
        if self.modern and self.version is not None:
            self.send_discover(self.version)
        else:
            self.request("ping")

    def call_tool(self, name: str, arguments: dict[str, Any],
                  timeout: float | None = None) -> dict[str, Any]:
        """tools/call, the raw result (judging it is the caller's business); RpcError for an
        error answer. `timeout` bounds this call alone: past it, CallTimeout, the server is
        told (notifications/cancelled, as the SDK does) and the session goes on; the
        session's deadline still bounds everything."""
        self.phase = f"tools/call {name}"
        params = {"name": name, "arguments": arguments}
        if timeout is None:
            return self.request("tools/call", params)
        try:
            with self._capped(timeout):
                return self.request("tools/call", params)
        except CallTimeout:
            self._cancel(self._next_id - 1, f"no answer within {timeout:g}s")
            raise

    def _cancel(self, rid: int, why: str) -> None:
        """A courtesy notifications/cancelled, within CANCEL_SECONDS; its failure is not
        the call's (a server that cannot take it fails the next request on its own)."""
        with contextlib.suppress(CallTimeout, Closed), self._capped(CANCEL_SECONDS):
            self.notify("notifications/cancelled", {"requestId": rid, "reason": why})

    def list_all(self, method: str) -> list[Any]:
        """Every item of a paginated list, raw, with guards on cursors and page counts."""
        key = LIST_KEYS[method]
        seen: set[str] = set()
        items: list[Any] = []
        cursor: str | None = None
        for page in range(1, self.max_pages + 1):
            self.phase = f"{method} (page {page})"
            raw = self.request(method, {"cursor": cursor} if cursor is not None else None)
            if not list_envelope_ok(raw, self.modern):
                self.notes.append(f"{method} page {page}: result envelope does not match the "
                                  f"negotiated protocol {self.version}")
            problem, cursor = take_page(raw, key, method, page, seen, items)
            if problem is not None:
                raise ProtocolMismatch(problem)
            if cursor is None:
                return items
        raise ProtocolMismatch(f"{method}: more than {self.max_pages} pages; gave up")


def take_page(raw: Any, key: str, method: str, page: int, seen: set[str],
              items: list[Any]) -> tuple[str | None, str | None]:
    """Add one list page's items; (problem, next cursor). The guards both clients share: the
    items array, the cursor's type, a repeated cursor (a pagination loop)."""
    chunk = raw.get(key) if isinstance(raw, dict) else None
    if not isinstance(chunk, list):
        return f"{method}: result has no '{key}' array (page {page})", None
    items.extend(chunk)
    nxt = raw.get("nextCursor")
    if nxt is None:
        return None, None
    if not isinstance(nxt, str):
        return f"{method}: nextCursor is not a string on page {page}", None
    if nxt in seen:
        return (f"{method}: server repeated cursor {inert(nxt, 40)!r} on page {page} "
                "(pagination loop)"), None
    seen.add(nxt)
    return None, nxt


# ------------------------------------------------------------------ shapes


def _answers(answer_id: Any, rid: int) -> bool:
    """Does an answer with this id answer request `rid`? (True is no integer id here.)"""
    value = framing.coerce_id(answer_id)
    return type(value) is int and value == rid


def _refusal(exc: Exception) -> Refused | None:
    return Refused(exc.code, exc.data) if isinstance(exc, RpcError) else None


def check_initialize(result: dict[str, Any]) -> None:
    """The initialize result must have the shape the SDK's model accepts."""
    if not initialize_ok(result):
        raise ProtocolMismatch("")


def server_info(hello: dict[str, Any]) -> dict[str, Any]:
    """serverInfo of an initialize result, or the 2026-07-28 _meta stamp of discover."""
    info = hello.get("serverInfo")
    if isinstance(info, dict):
        return info
    meta = hello.get("_meta")
    stamp = meta.get(META_SERVER) if isinstance(meta, dict) else None
    return stamp if isinstance(stamp, dict) else {}
