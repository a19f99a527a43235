"""Raw access to a server for the conformance checks: send any JSON-RPC message (or any HTTP
request), read back what the server wrote, unjudged.

The session (mcpcheck.wire.session) decides what a server's bytes mean; the conformance checks
need to see the bytes before that: a line on stdout that is not JSON-RPC, the id exactly as it
was echoed, an HTTP status and its headers, an answer to a notification. Two channels:

- `RawStdio`: a server process started as `spawn` starts one (its own process group,
  registered in mcpcheck.wire.children); `send` writes one line, `read(seconds)` returns the
  next line as a `Line` (parsed JSON, or the text that is not JSON) or None when nothing came
  within `seconds`; `close_stdin` and `exited(seconds)` watch the end of the process.
- `RawHttp`: one HTTP/1.1 request per call (`request(method, headers, payload)`), its status,
  headers and the JSON-RPC messages of its body (a JSON body, or the events of a
  text/event-stream up to the first response); every call bounded by its own seconds.

Every wait is bounded; nothing here raises for what a server writes, only for a channel that is
gone (Closed) or could not be opened (SpawnError, HttpProblem).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import IO, Any

from mcpcheck.wire import encoding, framing
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import Closed
from mcpcheck.wire.http1 import Connection, Head
from mcpcheck.wire.stdio import READ_SIZE, _reap, _wait_readable, spawn, stop

BODY_LIMIT = 4 * 1024 * 1024


@dataclass(frozen=True)
class Line:
    """One line a stdio server wrote: `value` when it is JSON, else `text` (shortened)."""

    value: Any = None
    text: str = ""
    json: bool = True


class RawStdio:
    """A server process and its pipes, one line at a time."""

    def __init__(self, command: str, args: tuple[str, ...], env: Mapping[str, str],
                 cwd: str | None, errlog: IO[Any]) -> None:
        self.proc: subprocess.Popen[bytes] = spawn(command, args, env, cwd, errlog)
        self.framer = framing.LineFramer()
        self.lines: deque[bytes] = deque()
        self.eof = False

    def send(self, payload: Any) -> bool:
        """Write one JSON value as a line; False when the server no longer reads."""
        return self.send_bytes(framing.encode(payload) + b"\n")

    def send_bytes(self, data: bytes) -> bool:
        stdin = self.proc.stdin
        try:
            assert stdin is not None
            stdin.write(data)
        except (BrokenPipeError, ConnectionResetError, ValueError, OSError):
            return False
        return True

    def read(self, seconds: float) -> Line | None:
        """The next non-empty line within `seconds` (None when none came); Closed at EOF."""
        end = time.monotonic() + max(seconds, 0.0)
        while True:
            while self.lines:
                raw = self.lines.popleft()
                if raw.strip():
                    return _line(raw)
            if self.eof:
                raise Closed
            stdout = self.proc.stdout
            assert stdout is not None
            left = end - time.monotonic()
            if left <= 0 or not _wait_readable(stdout.fileno(), left):
                return None
            data = os.read(stdout.fileno(), READ_SIZE)
            if not data:
                self.eof = True
                continue
            self.lines.extend(self.framer.feed(data))

    def close_stdin(self) -> None:
        with contextlib.suppress(OSError):
            if self.proc.stdin is not None:
                self.proc.stdin.close()

    def exited(self, seconds: float) -> bool:
        """Did the process exit within `seconds`?"""
        return _reap(self.proc, seconds)

    def close(self) -> None:
        """Nothing of the server's process group survives this call."""
        stop(self.proc, ok=False)


def _line(raw: bytes) -> Line:
    try:
        return Line(value=framing.parse(raw))
    except framing.FrameError:
        return Line(text=framing.shown(raw.decode("utf-8", "replace")), json=False)


@dataclass
class Answer:
    """One HTTP exchange: status, headers (lower-case names), the JSON-RPC messages read from
    the body (parsed JSON values, unjudged), and the start of a body that was not JSON."""

    status: int
    headers: dict[str, str] = field(default_factory=dict)
    messages: list[Any] = field(default_factory=list)
    text: str = ""

    def header(self, name: str) -> str:
        return self.headers.get(name.lower(), "")


class RawHttp:
    """HTTP requests to one endpoint, each on a connection of its own."""

    def __init__(self, url: str, headers: tuple[tuple[str, str], ...]) -> None:
        from urllib.parse import urlsplit

        parts = urlsplit(url)
        self.https = parts.scheme == "https"
        self.host = parts.hostname or ""
        self.port = int(parts.port or (443 if self.https else 80))
        self.target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        self.user_headers = list(headers)

    def request(self, method: str, headers: Mapping[str, str], payload: Any = None, *,
                seconds: float, body: bytes | None = None, read_body: bool = True) -> Answer:
        """One request within `seconds` (TimeoutError past it). `headers` override the user's
        headers of the same name; a header given as "" is left out."""
        clock = Clock(seconds)
        ours = {k.lower(): v for k, v in headers.items()}
        merged = [(k, v) for k, v in self.user_headers if k.lower() not in ours]
        merged += [(k, v) for k, v in ours.items() if v != ""]
        data = body if body is not None else (framing.encode(payload) if payload is not None
                                              else b"")
        conn = Connection(self.host, self.port, self.https, clock)
        try:
            conn.send_request(method, self.target, merged, data)
            head = conn.read_head()
            answer = Answer(head.status, dict(head.headers))
            if read_body and method != "HEAD":
                _read_body(conn, head, answer)
            return answer
        finally:
            conn.close()


def _read_body(conn: Connection, head: Head, answer: Answer) -> None:
    kind = head.get("content-type").lower()
    body = conn.body(head)
    if kind.startswith("text/event-stream"):
        parser = framing.SseParser()
        while data := _piece(body):
            for event in parser.feed(data):
                if event.event != "message" or not event.data:
                    continue
                try:
                    value = framing.parse(event.data)
                except framing.FrameError:
                    answer.text = event.data[:200]
                    continue
                answer.messages.append(value)
                if isinstance(value, dict) and "method" not in value:
                    return  # a response: the stream has said what it was for
        return
    parts: list[bytes] = []
    size = 0
    while data := _piece(body):
        size += len(data)
        if size > BODY_LIMIT:
            break
        parts.append(data)
    raw = b"".join(parts)
    if not raw.strip():
        return
    try:
        value = framing.parse(raw)
    except framing.FrameError:
        answer.text = framing.shown(raw[:400].decode("utf-8", "replace"))
        return
    answer.messages.extend(value if isinstance(value, list) else [value])


def _piece(body: Any) -> bytes:
    try:
        data: bytes = body.read()
    except (Closed, encoding.DecodeError):
        return b""
    return data
