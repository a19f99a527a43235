"""The legacy HTTP+SSE transport (MCP 2024-11-05): one GET stream carries every message from
the server; each message to the server is a POST to the endpoint the stream names first.

What the SDK's `sse_client` does, on the HTTP/1.1 and event-stream code of the Streamable
transport, within the exchange's one deadline: the GET follows redirects on the same origin
only and must answer `text/event-stream`; its first `endpoint` event names where to POST
(resolved against the URL, refused on another origin); `message` events are the server's
messages, keep-alive comments and empty events are skipped (they never extend the deadline).
Unlike the SDK, a POST the server refuses (status >= 300) fails the request it carried at
once, with the status in the reason, instead of leaving it to the deadline.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any
from urllib.parse import urljoin, urlsplit

from mcpcheck.textsafety import inert
from mcpcheck.wire import encoding, framing
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import INTERNAL_ERROR, Closed, ProtocolMismatch
from mcpcheck.wire.http1 import Body
from mcpcheck.wire.streamable import HttpTransport

OPENING = "the legacy SSE stream's endpoint event"


class SseTransport:
    """send() POSTs to the endpoint; receive() reads the next message of the GET stream."""

    opening = OPENING

    def __init__(self, url: str, headers: tuple[tuple[str, str], ...], clock: Clock) -> None:
        self.clock = clock
        self.url = url
        self.http = HttpTransport(url, headers, clock)
        self.stream: Body | None = None
        self.parser = framing.SseParser()
        self.endpoint: str | None = None
        self.queue: deque[framing.Message] = deque()

    @property
    def dropped(self) -> int:
        return self.parser.dropped

    @property
    def bad_status(self) -> int | None:
        return self.http.bad_status

    @property
    def location(self) -> str | None:
        return self.http.location

    # -------------------------------------------------------------- the stream

    def start(self) -> None:
        """Open the GET stream and read up to its endpoint event."""
        headers = [*self.http.user_headers, ("accept", "text/event-stream"),
                   ("cache-control", "no-store")]
        if not any(k.lower() == "accept-encoding" for k, _ in self.http.user_headers):
            headers.append(("accept-encoding", encoding.ACCEPT))
        conn, head, _ = self.http.open_stream(headers)
        conn.reusable = False
        self.stream = conn.body(head, "GET")
        if head.status >= 300:
            raise Closed(f"HTTP {head.status}")
        kind = head.get("content-type")
        if kind.split(";", 1)[0].strip().lower() != "text/event-stream":
            raise ProtocolMismatch(
                f"the legacy SSE endpoint {self.url_shown()} answered with Content-Type "
                f"{inert(kind, 60)!r}, not text/event-stream")
        while self.endpoint is None:
            self._read()

    def url_shown(self) -> str:
        parts = urlsplit(self.url)
        host = parts.hostname or ""
        host = f"[{host}]" if ":" in host else host
        port = f":{parts.port}" if parts.port else ""
        return f"{parts.scheme}://{host}{port}{parts.path}"

    def _read(self) -> None:
        assert self.stream is not None
        data = self.stream.read()
        if not data:
            raise Closed("the SSE stream ended")
        for event in self.parser.feed(data):
            if event.event == "endpoint" and self.endpoint is None:
                self._endpoint(event.data)
            elif event.event == "message" and event.data:
                self.queue.append(framing.message(framing.parse(event.data)))

    def _endpoint(self, data: str) -> None:
        url = urljoin(self.url, data)
        ours, theirs = urlsplit(self.url), urlsplit(url)
        if (ours.scheme, ours.netloc) != (theirs.scheme, theirs.netloc):
            raise ProtocolMismatch("the legacy SSE stream named an endpoint on another origin "
                                   f"({inert(url, 120)}); not followed")
        self.endpoint = url

    # -------------------------------------------------------------- messages

    def send(self, payload: dict[str, Any], headers: Mapping[str, str]) -> None:
        """POST one message (the era headers of the Streamable transport do not apply)."""
        assert self.endpoint is not None
        ours = [("content-type", "application/json")]
        if not any(k.lower() == "accept-encoding" for k, _ in self.http.user_headers):
            ours.append(("accept-encoding", encoding.ACCEPT))
        names = {k for k, _ in ours}
        merged = [(k, v) for k, v in self.http.user_headers if k.lower() not in names] + ours
        conn, head = self.http._post(merged, framing.encode(payload), self.endpoint)
        self.http._finish(conn, conn.body(head))
        if head.status >= 300 and "id" in payload and "method" in payload:
            self.queue.append(framing.Message("error", id=payload["id"], error={
                "code": INTERNAL_ERROR, "message": f"HTTP {head.status}"}))

    def receive(self) -> framing.Message:
        while not self.queue:
            self._read()
        return self.queue.popleft()

    def close(self, ok: bool) -> None:
        self.http.close(ok)
