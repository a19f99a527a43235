"""One conversation with a server for the conformance checks, on mcpcheck.wire.raw.

A `Peer` sends requests with the id it is given (any JSON value) and returns the server's
answer as received (`Reply`): the id exactly as echoed, the result or error, and over HTTP the
status and headers. It answers the server's own requests (ping; anything else -32601), skips
notifications, and keeps what does not belong: lines on stdout that are not JSON-RPC (`noise`)
and answers whose id matches no request (`strays`), and the method of every request
(`server_requests`) and notification (`notifications`) the server sent. Every wait is bounded
by the seconds the caller gives; a silent server gives a Reply of kind "timeout", a closed one
"closed".
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from mcpcheck import __version__
from mcpcheck.models import ServerTarget, Transport
from mcpcheck.wire.failures import Closed, HttpProblem
from mcpcheck.wire.raw import Answer, RawHttp, RawStdio

CLIENT_INFO = {"name": "mcpcheck-conform", "version": __version__}
LATEST = "2025-11-25"
ACCEPT = "application/json, text/event-stream"


@dataclass
class Reply:
    kind: str  # result | error | timeout | closed | http (an HTTP status without a message)
    id: Any = None
    result: Any = None
    error: Any = None
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    has_id: bool = True

    @property
    def code(self) -> Any:
        return self.error.get("code") if isinstance(self.error, dict) else None

    def __str__(self) -> str:
        if self.kind == "result":
            return f"a result {_short(self.result)}"
        if self.kind == "error":
            return f"an error {_short(self.error)}"
        if self.kind == "http":
            return f"HTTP {self.status} without a JSON-RPC answer"
        if self.kind == "timeout":
            return "no answer"
        return "the connection closed"


def _short(value: Any) -> str:
    import json

    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _response(value: Any) -> bool:
    return (isinstance(value, dict) and "method" not in value
            and ("result" in value or "error" in value))


def _same_id(a: Any, b: Any) -> bool:
    """Loose correlation (7 and "7" are the same request); exactness is a check's business."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b or str(a) == str(b)


def _reply(value: dict[str, Any], **http: Any) -> Reply:
    if "error" in value:
        return Reply("error", id=value.get("id"), error=value.get("error"),
                     has_id="id" in value, **http)
    return Reply("result", id=value.get("id"), result=value.get("result"),
                 has_id="id" in value, **http)


class Peer:
    """The common part: ids, the initialize exchange."""

    transport = ""

    def __init__(self) -> None:
        self.next_id = 1
        self.version: str | None = None
        self.hello: dict[str, Any] = {}
        self.noise: list[str] = []
        self.strays: list[Any] = []
        self.server_requests: list[str] = []  # methods of the server's requests, in order
        self.notifications: list[str] = []  # methods of the server's notifications

    def heard(self, value: dict[str, Any]) -> None:
        """Keep the method of a request or notification the server sent."""
        method = value.get("method")
        name = method if isinstance(method, str) else repr(method)
        (self.server_requests if "id" in value else self.notifications).append(name)

    def new_id(self) -> int:
        rid = self.next_id
        self.next_id += 1
        return rid

    def request(self, method: str, params: Any = None, *, seconds: float,
                rid: Any = None) -> Reply:
        rid = self.new_id() if rid is None else rid
        payload: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            payload["params"] = params
        return self.exchange(payload, rid, seconds)

    def exchange(self, payload: dict[str, Any], rid: Any, seconds: float) -> Reply:
        raise NotImplementedError

    def notify(self, method: str, params: Any = None, *, seconds: float) -> Reply | None:
        raise NotImplementedError

    def initialize(self, seconds: float, version: str = LATEST, *,
                   initialized: bool = True) -> Reply:
        """initialize, then (unless `initialized` is False) notifications/initialized."""
        reply = self.request("initialize", {"protocolVersion": version, "capabilities": {},
                                            "clientInfo": CLIENT_INFO}, seconds=seconds)
        if reply.kind == "result" and isinstance(reply.result, dict):
            self.hello = reply.result
            got = reply.result.get("protocolVersion")
            self.version = got if isinstance(got, str) else None
            self.after_initialize(reply)
            if initialized:
                self.notify("notifications/initialized", seconds=seconds)
        return reply

    def after_initialize(self, reply: Reply) -> None:
        """What the transport keeps of the initialize answer (HTTP: the session id)."""

    def close(self) -> None:
        raise NotImplementedError


class StdioPeer(Peer):
    transport = "stdio"

    def __init__(self, target: ServerTarget) -> None:
        super().__init__()
        self.errlog = tempfile.TemporaryFile("w+b")  # noqa: SIM115 (closed by close())
        self.raw = RawStdio(target.command or "", target.args, dict(target.env), target.cwd,
                            self.errlog)

    def exchange(self, payload: dict[str, Any], rid: Any, seconds: float) -> Reply:
        if not self.raw.send(payload):
            return Reply("closed")
        return self.wait(rid, seconds)

    def wait(self, rid: Any, seconds: float) -> Reply:
        """Read until the answer to `rid` (or, with rid None, until `seconds` pass)."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            try:
                line = self.raw.read(left) if left > 0 else None
            except Closed:
                return Reply("closed")
            if line is None:
                return Reply("timeout")
            if not line.json:
                self.noise.append(line.text)
                continue
            value = line.value
            if not isinstance(value, dict) or value.get("jsonrpc") != "2.0":
                self.noise.append(_short(value))
                continue
            if "method" in value:
                self.heard(value)
                if "id" in value:
                    self.answer(value)
                continue
            if not _response(value):
                self.noise.append(_short(value))
                continue
            if rid is not None and _same_id(value.get("id"), rid):
                return _reply(value)
            self.strays.append(value)

    def answer(self, value: dict[str, Any]) -> None:
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": value.get("id")}
        if value.get("method") == "ping":
            reply["result"] = {}
        else:
            reply["error"] = {"code": -32601, "message": "Method not found"}
        self.raw.send(reply)

    def notify(self, method: str, params: Any = None, *, seconds: float) -> Reply | None:
        payload: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            payload["params"] = params
        self.raw.send(payload)
        return None

    def stderr_tail(self) -> str:
        from mcpcheck.wire.reasons import stderr_tail

        return stderr_tail(self.errlog) or ""

    def close(self) -> None:
        try:
            self.raw.close()
        finally:
            with contextlib.suppress(OSError):
                self.errlog.close()


class HttpPeer(Peer):
    transport = "http"

    def __init__(self, target: ServerTarget) -> None:
        super().__init__()
        self.raw = RawHttp(target.url or "", target.headers)
        self.session_id: str | None = None

    def headers(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        ours = {"accept": ACCEPT, "content-type": "application/json"}
        if self.session_id:
            ours["mcp-session-id"] = self.session_id
        if self.version:
            ours["mcp-protocol-version"] = self.version
        ours.update({k.lower(): v for k, v in (extra or {}).items()})
        return ours

    def post(self, payload: Any, seconds: float, extra: dict[str, str] | None = None
             ) -> Answer | Reply:
        try:
            return self.raw.request("POST", self.headers(extra), payload, seconds=seconds)
        except TimeoutError:
            return Reply("timeout")
        except (Closed, HttpProblem, OSError):
            return Reply("closed")

    def exchange(self, payload: dict[str, Any], rid: Any, seconds: float,
                 extra: dict[str, str] | None = None) -> Reply:
        answer = self.post(payload, seconds, extra)
        if isinstance(answer, Reply):
            return answer
        found: Reply | None = None
        for value in answer.messages:  # all of them: a request may follow the response
            if isinstance(value, dict) and "method" in value:
                self.heard(value)
            elif found is None and _response(value) and _same_id(value.get("id"), rid):
                found = _reply(value, status=answer.status, headers=answer.headers)
            else:
                self.strays.append(value)
        return found or Reply("http", status=answer.status, headers=answer.headers)

    def request_with(self, method: str, params: Any, extra: dict[str, str], *,
                     seconds: float) -> Reply:
        """A request with some headers replaced ("" leaves one out)."""
        rid = self.new_id()
        payload: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            payload["params"] = params
        return self.exchange(payload, rid, seconds, extra)

    def notify(self, method: str, params: Any = None, *, seconds: float) -> Reply | None:
        payload: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            payload["params"] = params
        answer = self.post(payload, seconds)
        if isinstance(answer, Reply):
            return answer
        self.strays.extend(v for v in answer.messages if _response(v))
        for value in answer.messages:
            if isinstance(value, dict) and "method" in value:
                self.heard(value)
        return Reply("http", status=answer.status, headers=answer.headers)

    def after_initialize(self, reply: Reply) -> None:
        sid = reply.headers.get("mcp-session-id")
        self.session_id = sid or None

    def call(self, method: str, extra: dict[str, str], seconds: float) -> Answer | Reply:
        """Another HTTP method (GET, DELETE) with this session's headers."""
        try:
            return self.raw.request(method, self.headers(extra), seconds=seconds,
                                    read_body=False)
        except TimeoutError:
            return Reply("timeout")
        except (Closed, HttpProblem, OSError):
            return Reply("closed")

    def close(self) -> None:
        if self.session_id:
            with contextlib.suppress(Exception):
                self.raw.request("DELETE", self.headers(), seconds=2.0, read_body=False)
            self.session_id = None


def open_peer(target: ServerTarget) -> Peer:
    if target.transport is Transport.STDIO:
        return StdioPeer(target)
    return HttpPeer(target)
