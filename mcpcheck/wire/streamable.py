"""The Streamable HTTP transport: every message is a POST; a request's answer comes back as a
JSON body or as a text/event-stream of messages that ends with it.

What the SDK's transport does and mcpcheck relies on, done the same way: the Mcp-Session-Id
of the initialize answer goes on every later message, the negotiated MCP-Protocol-Version
header too; a redirect is followed only to the same origin (307/308, method kept), any other
is not followed; an HTTP error becomes a JSON-RPC error for the request it answered (404
without a session is "method not found"), and the first status >= 300 is kept so the reason
can name it. On close a session gets its DELETE. No GET stream: mcpcheck's requests do not
need one. Bodies arrive with their Content-Encoding undone (mcpcheck.wire.http1); a JSON answer
over the message cap after decoding ends the exchange (TooLarge) instead of a wait.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote, urljoin, urlsplit

from mcpcheck.wire import encoding, framing
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import (
    CONNECTION_CLOSED,
    INTERNAL_ERROR,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    STATUS_STAND_IN,
    Closed,
    TooLarge,
)
from mcpcheck.wire.http1 import Body, Connection, Head

ACCEPT = "application/json, text/event-stream"
MAX_REDIRECTS = 5
DELETE_SECONDS = 2.0


def _error(rid: Any, code: int, text: str) -> framing.Message:
    """An error made here of what the HTTP answer was, marked as not the server's words."""
    return framing.Message("error", id=rid,
                           error={"code": code, "message": text, "data": STATUS_STAND_IN})


class HttpTransport:
    opening = "starting the server"

    def __init__(self, url: str, headers: tuple[tuple[str, str], ...], clock: Clock) -> None:
        self.clock = clock
        self.url = url
        parts = urlsplit(url)
        self.origin = (parts.scheme, parts.hostname or "", _port(parts))
        self.user_headers = list(headers)
        if parts.username is not None:
            self.user_headers.insert(0, ("Authorization", _basic(parts.username,
                                                                 parts.password or "")))
        self.session_id: str | None = None
        self.version_header: str | None = None
        self.bad_status: int | None = None  # the first POST answered with >= 300
        self.location: str | None = None
        self.idle: Connection | None = None  # a keep-alive connection ready for a request
        self.queue: deque[framing.Message] = deque()
        self.body: Body | None = None  # the answer being read
        self.stream: framing.SseParser | None = None
        self.rid: Any = None
        self._pending_conn: Connection | None = None
        self.opened: list[Connection] = []  # every connection, closed for sure by close()
        self.dropped = 0

    def start(self) -> None:
        """Nothing to open: the first POST connects."""

    # -------------------------------------------------------------- sending

    def send(self, payload: dict[str, Any], headers: Mapping[str, str]) -> None:
        method = payload.get("method")
        if method == "initialize":
            self.version_header = None
        elif "mcp-protocol-version" in headers:
            self.version_header = headers["mcp-protocol-version"]
        ours = {"accept": ACCEPT, "content-type": "application/json"}
        if self.session_id:
            ours["mcp-session-id"] = self.session_id
        if self.version_header:
            ours["mcp-protocol-version"] = self.version_header
        ours.update({k.lower(): v for k, v in headers.items()})
        merged = [(k, v) for k, v in self.user_headers if k.lower() not in ours]
        merged += list(ours.items())
        if not any(k.lower() == "accept-encoding" for k, _ in merged):  # the user's one wins
            merged.append(("accept-encoding", encoding.ACCEPT))
        is_request = "id" in payload and method is not None
        if is_request and self._pending_conn is not None:  # an abandoned answer (timed out)
            self._pending_conn.close()
            self._pending_conn, self.body, self.stream = None, None, None
        conn, head = self._post(merged, framing.encode(payload))
        if is_request:
            self._answer(conn, head, payload["id"], str(method))
        else:
            self._finish(conn, conn.body(head))

    def _post(self, headers: list[tuple[str, str]], body: bytes,
              url: str | None = None) -> tuple[Connection, Head]:
        """POST to `url` (the endpoint by default), following a 307/308 on the same origin;
        the first status >= 300 is kept for the reason."""
        url = url or self.url
        for _ in range(MAX_REDIRECTS + 1):
            conn, head = self._exchange(url, headers, body)
            if self.bad_status is None and head.status >= 300:
                self.bad_status = head.status
                self.location = head.get("location") or None
            target = urljoin(url, head.get("location")) if head.get("location") else None
            if head.status in (307, 308) and target and self._same_origin(target):
                self._finish(conn, conn.body(head))
                url = target
                continue
            return conn, head
        return conn, head

    def _exchange(self, url: str, headers: list[tuple[str, str]],
                  body: bytes) -> tuple[Connection, Head]:
        target = _request_target(url)
        reused = self.idle is not None
        conn = self.idle or self._connect()
        self.idle = None
        try:
            conn.send_request("POST", target, headers, body)
            return conn, conn.read_head()
        except Closed:
            conn.close()
            if not reused:
                raise
        conn = self._connect()  # the kept-alive connection had gone stale: once more, fresh
        conn.send_request("POST", target, headers, body)
        return conn, conn.read_head()

    def open_stream(self, headers: list[tuple[str, str]]) -> tuple[Connection, Head, str]:
        """GET the endpoint on a connection of its own (a stream that stays open), following
        redirects on the same origin; (connection, head, final URL)."""
        url = self.url
        for _ in range(MAX_REDIRECTS + 1):
            conn = self._connect()
            conn.send_request("GET", _request_target(url), headers)
            head = conn.read_head()
            target = urljoin(url, head.get("location")) if head.get("location") else None
            if 300 <= head.status < 400 and target and self._same_origin(target):
                conn.close()
                url = target
                continue
            break
        if head.status >= 300 and self.bad_status is None:
            self.bad_status = head.status
            self.location = head.get("location") or None
        return conn, head, url

    def _connect(self) -> Connection:
        scheme, host, port = self.origin
        conn = Connection(host, port, scheme == "https", self.clock)
        self.opened.append(conn)
        return conn

    def _same_origin(self, url: str) -> bool:
        parts = urlsplit(url)
        return (parts.scheme, parts.hostname or "", _port(parts)) == self.origin

    def _finish(self, conn: Connection, body: Body) -> None:
        """Read what is left of a small body; keep the connection if HTTP allows."""
        try:
            body.drain()
        except (Closed, TimeoutError, encoding.DecodeError):
            conn.reusable = False
        if conn.reusable and body.done and self.idle is None:
            self.idle = conn
        else:
            conn.close()

    # -------------------------------------------------------------- the answer

    def _answer(self, conn: Connection, head: Head, rid: Any, method: str) -> None:
        status = head.status
        body = conn.body(head)
        kind = head.get("content-type").lower()
        if status == 202:
            self._finish(conn, body)
            self.queue.append(_error(rid, INVALID_REQUEST,
                                     "server answered a request with 202 Accepted"))
        elif 300 <= status < 400:
            self._finish(conn, body)
            where = head.get("location") or "?"
            self.queue.append(_error(rid, INVALID_REQUEST, f"Redirect to {where} not followed"))
        elif status >= 400:
            self._status_error(conn, body, rid, status, kind)
        else:
            if method == "initialize" and head.get("mcp-session-id"):
                self.session_id = head.get("mcp-session-id")
            if kind.startswith("application/json"):
                self.body, self.stream, self.rid = body, None, rid
                self._pending_conn = conn
            elif kind.startswith("text/event-stream"):
                self.body, self.stream, self.rid = body, framing.SseParser(), rid
                self._pending_conn = conn
            else:
                self._finish(conn, body)
                self.queue.append(_error(rid, INVALID_REQUEST,
                                         f"Unexpected content type: {kind}"))

    def _status_error(self, conn: Connection, body: Body, rid: Any, status: int,
                      kind: str) -> None:
        try:
            data = body.drain()
        except encoding.DecodeError:
            data, conn.reusable = b"", False
        self._finish(conn, body)
        if kind.startswith("application/json"):
            with contextlib.suppress(framing.FrameError):
                msg = framing.message(framing.parse(data))
                if msg.kind == "error":
                    self.queue.append(framing.Message("error", id=rid, error=msg.error))
                    return
        if status == 404:
            self.queue.append(_error(rid, METHOD_NOT_FOUND, "Not Found") if self.session_id
                              is None else _error(rid, INVALID_REQUEST, "Session terminated"))
        else:
            self.queue.append(_error(rid, INTERNAL_ERROR, "Server returned an error response"))

    def receive(self) -> framing.Message:
        while not self.queue:
            if self.body is None:
                self._wait_forever()
            elif self.stream is None:
                self._read_json()
            else:
                self._read_events()
        return self.queue.popleft()

    def _wait_forever(self) -> None:
        """Nothing more can arrive: the answer was not ours; wait out the deadline."""
        import threading

        gate = threading.Event()
        self.clock.on_abort(gate.set)
        gate.wait(self.clock.remaining())
        self.clock.check()
        raise TimeoutError

    def _read_json(self) -> None:
        """The answer as one JSON body. Over the message cap (after decoding) nothing else can
        answer the request: TooLarge at once, naming the cap, rather than a wait."""
        assert self.body is not None
        parts: list[bytes] = []
        size = 0
        while True:
            data = self.body.read()
            if not data:
                break
            size += len(data)
            if size > framing.MAX_MESSAGE_BYTES:
                coding = ", ".join(encoding.codings(self.body.coding))
                self._end_body(reusable=False)
                raise TooLarge(coding)
            parts.append(data)
        self._end_body(reusable=True)
        self.queue.append(framing.message(framing.parse(b"".join(parts))))

    def _read_events(self) -> None:
        assert self.body is not None and self.stream is not None
        data = self.body.read()
        if not data:
            rid = self.rid
            self._end_body(reusable=False)
            self.queue.append(_error(rid, CONNECTION_CLOSED, "SSE stream ended without a response"))
            return
        for event in self.stream.feed(data):
            if event.event != "message" or not event.data:
                continue
            msg = framing.message(framing.parse(event.data))
            if msg.kind in ("result", "error"):
                msg = framing.Message(msg.kind, id=self.rid, result=msg.result, error=msg.error)
                self._end_body(reusable=False)
                self.queue.append(msg)
                return
            self.queue.append(msg)
        self.dropped = self.stream.dropped

    def _end_body(self, reusable: bool) -> None:
        conn = self._pending_conn
        assert conn is not None
        self._pending_conn = None
        if reusable and self.body is not None and self.body.done:
            self._finish(conn, self.body)
        else:
            conn.close()
        self.body, self.stream, self.rid = None, None, None

    # -------------------------------------------------------------- the end

    def close(self, ok: bool) -> None:
        if self._pending_conn is not None:
            self._pending_conn.close()
            self._pending_conn = None
            self.body = None
        try:
            if self.session_id and not self.clock.aborted:  # as the SDK: also after a fault
                self._delete()
        finally:
            for conn in self.opened:
                conn.close()
            self.opened.clear()
            self.idle = None

    def _delete(self) -> None:
        with contextlib.suppress(Exception):
            clock = Clock(min(self.clock.remaining(), DELETE_SECONDS))
            self.clock = clock
            conn = self.idle or self._connect()
            self.idle = None
            conn.clock = clock
            target = _request_target(self.url)
            headers = [(k, v) for k, v in self.user_headers]
            headers.append(("mcp-session-id", self.session_id or ""))
            if self.version_header:
                headers.append(("mcp-protocol-version", self.version_header))
            conn.send_request("DELETE", target, headers)
            head = conn.read_head()
            conn.body(head, "DELETE").drain()


def _request_target(url: str) -> str:
    parts = urlsplit(url)
    return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


def _port(parts: Any) -> int:
    return int(parts.port or (443 if parts.scheme == "https" else 80))


def _basic(user: str, password: str) -> str:
    import base64

    token = base64.b64encode(f"{unquote(user)}:{unquote(password)}".encode()).decode("ascii")
    return f"Basic {token}"
