"""Bytes to JSON-RPC messages: newline framing (stdio), SSE events (HTTP), and the message check.

Pure functions and small incremental parsers; no I/O, no clock. Limits:
- a message (line, SSE event or HTTP body) over MAX_MESSAGE_BYTES is dropped, not buffered
  (the caller keeps waiting and reports the drop with its timeout);
- JSON nested deeper than MAX_DEPTH non-empty containers is refused (the SDK's parser
  refuses the same documents, and a checker has no use for them);
- a line that is not UTF-8, not JSON, or carries a lone surrogate escape is "not JSON-RPC";
- on stdio, a line that does not even claim to be JSON-RPC (a banner, a deprecation warning, a
  log line: see `stray`) is skipped, as both MCP SDKs skip it, within StrayLines' budget of
  MAX_STRAY_LINES lines and MAX_STRAY_BYTES bytes; past it the exchange fails as before.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 200
MAX_STRAY_LINES = 100
MAX_STRAY_BYTES = 64 * 1024
STRAY_SAMPLE = 1024  # characters kept of the first stray line (it is cut further when shown)
CLAIM = b'"jsonrpc"'
BOM = b"\xef\xbb\xbf"
_LONE_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class FrameError(Exception):
    """A message that cannot be used. `kind`: not-json, too-deep, not-jsonrpc, or stray (more
    stdout lines that are not JSON-RPC than StrayLines' budget)."""

    def __init__(self, kind: str, sample: str = "", what: str = "") -> None:
        super().__init__(kind)
        self.kind = kind
        self.sample = sample  # the start and end of the offending text (repr-style)
        self.what = what  # for not-jsonrpc: what is wrong with the envelope


class LineFramer:
    """Splits a byte stream at b"\\n"; a line longer than `limit` is dropped, never kept whole."""

    def __init__(self, limit: int = MAX_MESSAGE_BYTES) -> None:
        self.limit = limit
        self._parts: list[bytes] = []
        self._size = 0
        self._skipping = False
        self.dropped = 0  # lines dropped for their size

    def feed(self, data: bytes) -> list[bytes]:
        lines: list[bytes] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                self._keep(data[start:])
                return lines
            self._keep(data[start:end])
            if self._skipping:
                self._skipping = False
            else:
                lines.append(b"".join(self._parts))
            self._parts = []
            self._size = 0
            start = end + 1

    def _keep(self, chunk: bytes) -> None:
        if self._skipping or not chunk:
            return
        self._size += len(chunk)
        if self._size > self.limit:
            self._parts = []
            self._size = 0
            self._skipping = True
            self.dropped += 1
            return
        self._parts.append(chunk)


def stray(line: bytes, value: Any = None, parsed: bool = False) -> bool:
    """Does a line not even claim to be JSON-RPC? Text that is not JSON without the `"jsonrpc"`
    member name anywhere in it (a banner, a warning); JSON that is no object (or array of
    objects) with a `jsonrpc` member (a structured log line). A line that claims to be JSON-RPC
    but is broken (a truncated or non-UTF-8 answer, a malformed envelope) is not stray: it is
    an answer that cannot be used, and fails the exchange as before."""
    if not parsed:
        return CLAIM not in line
    items = value if isinstance(value, list) else [value]
    return not any(isinstance(item, dict) and "jsonrpc" in item for item in items)


class StrayLines:
    """Counts the stray lines a stdio server wrote, keeps the first, and enforces the budget."""

    def __init__(self, max_lines: int = MAX_STRAY_LINES,
                 max_bytes: int = MAX_STRAY_BYTES) -> None:
        self.max_lines = max_lines
        self.max_bytes = max_bytes
        self.lines = 0
        self.size = 0
        self.first = ""

    def take(self, line: bytes) -> None:
        """Count one skipped line; FrameError("stray") once past the budget."""
        self.lines += 1
        self.size += len(line)
        if self.lines == 1:
            text = line.removeprefix(BOM)[:STRAY_SAMPLE * 4].decode("utf-8", "replace")
            self.first = text[:STRAY_SAMPLE].rstrip()
        if self.lines > self.max_lines or self.size > self.max_bytes:
            raise FrameError("stray", self.first,
                             what=f"more than {self.max_lines} lines or "
                                  f"{self.max_bytes >> 10} KB")


@dataclass(frozen=True)
class Event:
    event: str
    data: str
    id: str | None = None


class SseParser:
    """Server-sent events (text/event-stream): CRLF, CR or LF line ends, a leading BOM,
    comments, multi-line data. Events over `limit` bytes are dropped."""

    def __init__(self, limit: int = MAX_MESSAGE_BYTES) -> None:
        self.limit = limit
        self._pending = b""
        self._started = False
        self._cr = False  # the last chunk ended in CR: a following LF belongs to it
        self._data: list[str] = []
        self._event = ""
        self._id: str | None = None
        self._size = 0
        self._skipping = False
        self.dropped = 0

    def feed(self, data: bytes) -> list[Event]:
        if self._cr and data.startswith(b"\n"):
            data = data[1:]
        self._cr = data.endswith(b"\r")
        buf = self._pending + data
        if not self._started:
            if len(buf) < 3 and BOM.startswith(buf):
                self._pending = buf
                return []
            self._started = True
            if buf.startswith(BOM):
                buf = buf[3:]
        lines = re.split(rb"\r\n|\r|\n", buf)
        self._pending = lines.pop()
        if len(self._pending) > self.limit:
            self._pending = b""
            self._skip()
        events: list[Event] = []
        for raw in lines:
            event = self._line(raw)
            if event is not None:
                events.append(event)
        return events

    def _skip(self) -> None:
        if not self._skipping:
            self.dropped += 1
        self._skipping = True
        self._data = []

    def _line(self, raw: bytes) -> Event | None:
        if not raw:
            return self._dispatch()
        if raw.startswith(b":"):
            return None
        name, sep, value = raw.partition(b":")
        if sep and value.startswith(b" "):
            value = value[1:]
        field = name.decode("utf-8", "replace")
        text = value.decode("utf-8", "replace")
        if field == "data":
            self._size += len(value) + 1
            if self._size > self.limit:
                self._skip()
            if not self._skipping:
                self._data.append(text)
        elif field == "event":
            self._event = text
        elif field == "id" and "\x00" not in text:
            self._id = text
        return None

    def _dispatch(self) -> Event | None:
        data, kind, skipped = self._data, self._event or "message", self._skipping
        self._data, self._event, self._size, self._skipping = [], "", 0, False
        if skipped or not data:
            return None
        return Event(kind, "\n".join(data), self._id)


# ------------------------------------------------------------------ one message


def shown(text: str) -> str:
    """The start and end of a long text, the way the SDK's parser quotes it in errors."""
    quoted = repr(text)
    return quoted if len(quoted) <= 50 else f"{quoted[:25]}...{quoted[-24:]}"


def parse(data: bytes | str) -> Any:
    """One JSON document; FrameError unless it is UTF-8 JSON within the depth limit."""
    if isinstance(data, bytes):
        if data.startswith(BOM):
            data = data[3:]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise FrameError("not-json", shown(data.decode("utf-8", "replace"))) from None
    else:
        text = data.removeprefix("\ufeff")
    try:
        value = json.loads(text)
    except RecursionError:
        raise FrameError("too-deep") from None
    except ValueError:
        raise FrameError("not-json", shown(text)) from None
    if too_deep(value):
        raise FrameError("too-deep")
    if "\\u" in text and _LONE_SURROGATE_ESCAPE.search(text) and has_lone_surrogate(value):
        raise FrameError("not-json", shown(text))
    return value


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """More than `limit` nested non-empty arrays/objects."""
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node  # type: ignore[assignment]
        else:
            continue
        if not node:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def has_lone_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            strings = [node]
        elif isinstance(node, dict):
            strings = list(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
            continue
        else:
            continue
        for text in strings:
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                return True
    return False


# ------------------------------------------------------------------ the JSON-RPC envelope


@dataclass(frozen=True)
class Message:
    """A JSON-RPC 2.0 message: kind is request, notification, result or error."""

    kind: str
    id: Any = None
    method: str | None = None
    params: Any = None
    result: Any = None
    error: Any = None


def coerce_id(value: Any) -> Any:
    """The id an answer correlates by: a string that reads as an integer is that integer (a
    server that echoes id 7 as "7" still answers request 7), as the SDK correlates ids."""
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return value
    return value


def _is_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def message(value: Any) -> Message:
    """Classify a parsed document; FrameError("not-jsonrpc") if it is no JSON-RPC 2.0 message."""
    if not isinstance(value, dict):
        raise FrameError("not-jsonrpc", what="not a JSON object")
    if value.get("jsonrpc") != "2.0":
        raise FrameError("not-jsonrpc", what='"jsonrpc" is not "2.0"')
    method = value.get("method")
    params = value.get("params")
    if "method" in value:
        if not isinstance(method, str) or not isinstance(params, dict | None):
            raise FrameError("not-jsonrpc", what="a request with a malformed method or params")
        if "id" not in value:
            return Message("notification", method=method, params=params)
        if not _is_id(value["id"]):
            raise FrameError("not-jsonrpc", what="a request with a malformed id")
        return Message("request", id=value["id"], method=method, params=params)
    error = value.get("error")
    # an error may carry a null id (the request could not be read), never none at all: the SDK's
    # models refuse an error without its "id" member. A line that claims to be JSON-RPC and is not
    # is a protocol error here, as every other malformed envelope is (the SDK's default message
    # handler would drop it silently; a contract checker names it). A published server answers
    # notifications/initialized that way: before, this raised KeyError ("unexpected failure").
    null_error = "error" in value and "id" in value and value["id"] is None
    if not _is_id(value.get("id")) and not null_error:
        raise FrameError("not-jsonrpc", what="a response without a usable id")
    if "error" in value:
        if (isinstance(error, dict) and isinstance(error.get("code"), int)
                and not isinstance(error.get("code"), bool)
                and isinstance(error.get("message"), str)):
            return Message("error", id=value["id"], error=error)
        raise FrameError("not-jsonrpc", what="an error without an integer code and a message")
    if isinstance(value.get("result"), dict):
        return Message("result", id=value["id"], result=value["result"])
    raise FrameError("not-jsonrpc", what="a response whose result is not an object")


def encode(payload: dict[str, Any]) -> bytes:
    """Compact UTF-8 JSON, the way the SDK writes it."""
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
