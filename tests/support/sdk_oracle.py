"""The SDK as the oracle of mcpcheck's own client (mcpcheck.wire), for the conformance tests.

This was the SDK-based client of `call` and legacy SSE before every command moved to the wire
client; it stays here, in the tests only, as the reference the wire client is held to. It
opens a ClientSession over stdio (a server started and stopped by tests/support/sdk_pipes.py,
or the SDK's own stdio_client, see tests/wire/test_wire_conformance.py), Streamable HTTP or
legacy SSE (the SDK's own transports), reads *raw* results (the typed client rejects a whole
tools/list when one tool is malformed), follows pagination with guards, bounds the whole
exchange with one deadline, and translates every third-party failure into a ConnectError /
ServerTimeout with a one-line reason, so outcomes compare with the wire client's. Only the
SDK's public API is used: nothing in it is patched.
"""

from __future__ import annotations

import copy
import json
import logging
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TextIO, TypeVar

import anyio
import httpx2
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
from pydantic import TypeAdapter, ValidationError

from mcpcheck.errors import ConnectError, McpcheckError, ServerTimeout
from mcpcheck.models import ServerTarget, StrayOutput, Surface, redact
from mcpcheck.textsafety import inert
from mcpcheck.wire import framing, negotiate
from mcpcheck.wire.client import build_surface, declared_lists
from mcpcheck.wire.failures import RpcError, SpawnError
from mcpcheck.wire.framing import FrameError
from mcpcheck.wire.negotiate import Refused
from mcpcheck.wire.reasons import detail_of, list_error, unanswered_list
from mcpcheck.wire.reasons import http_status as _http_status
from mcpcheck.wire.reasons import one_line as _one_line
from mcpcheck.wire.reasons import reason as _wire_reason
from mcpcheck.wire.reasons import stderr_tail as _tail
from mcpcheck.wire.session import take_page
from tests.support.sdk_pipes import StrayLine, stdio_streams

# The SDK logs transport faults with tracebacks; mcpcheck reports them itself in one line.
logging.getLogger("mcp").setLevel(logging.CRITICAL)
logging.getLogger("httpx2").setLevel(logging.CRITICAL)

MAX_PAGES = 1000

# What the session sees of a list result: an empty page that always validates. The raw page
# (malformed entries included) is kept by RawDispatcher.
_LIST_KEYS = {
    "tools/list": "tools",
    "prompts/list": "prompts",
    "resources/list": "resources",
    "resources/templates/list": "resourceTemplates",
}

T = TypeVar("T")
_ANY_RESULT: TypeAdapter[Any] = TypeAdapter(Any)


class RawDispatcher(JSONRPCDispatcher[Any]):
    """Keeps a deep copy of every raw result; hands the session a list page it cannot reject."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.raw: dict[str, dict[str, Any]] = {}

    async def send_raw_request(
        self,
        method: str,
        params: Mapping[str, Any] | None,
        opts: Any = None,
        *,
        _related_request_id: Any = None,
    ) -> dict[str, Any]:
        result = await super().send_raw_request(
            method, params, opts, _related_request_id=_related_request_id
        )
        self.raw[method] = copy.deepcopy(result)
        key = _LIST_KEYS.get(method)
        if key is None:
            return result
        tame = {k: v for k, v in result.items() if k != key}
        tame[key] = []
        if not isinstance(tame.get("nextCursor"), str | None):
            del tame["nextCursor"]
        return tame


@dataclass
class _Watch:
    """Transport faults reported out of band (parse errors of a line, dropped messages)."""

    fault: Exception | None = None
    phase: str = "starting the server"
    scope: anyio.CancelScope | None = None
    http_status: int | None = None
    location: str | None = None
    dropped: int = 0  # stdout lines dropped for their size
    stray: framing.StrayLines = field(default_factory=framing.StrayLines)  # lines skipped

    def count_drop(self) -> None:
        self.dropped += 1

    async def on_response(self, response: httpx2.Response) -> None:
        if (
            response.status_code >= 300
            and self.http_status is None
            and response.request.method == "POST"
        ):
            self.http_status = response.status_code
            self.location = response.headers.get("location")

    async def on_message(self, message: Any) -> None:
        if isinstance(message, Exception) and self.fault is None:
            line = _stray_line(message)
            if line is not None:  # read on, as both SDKs do, within the wire client's budget
                try:
                    self.stray.take(line)
                    return
                except FrameError as exc:
                    message = exc
            self.fault = message
            if self.scope is not None:
                self.scope.cancel()


def _stray_line(exc: Exception) -> bytes | None:
    """The line behind an error the transport passed on, when it does not claim to be
    JSON-RPC: a StrayLine of the oracle's pipes, or the SDK's own transport's parse error of
    text without `"jsonrpc"` in it."""
    if isinstance(exc, StrayLine):
        return exc.line
    if isinstance(exc, ValidationError):
        errors = exc.errors()
        raw = errors[0].get("input") if errors else None
        if errors and errors[0]["type"] == "json_invalid":  # not JSON: the line itself
            if isinstance(raw, str) and framing.stray(raw.encode("utf-8", "replace")):
                return raw.encode("utf-8", "replace")
        else:  # JSON: the document is the input of its model-level errors (a field's own
            # error carries only that field's value, e.g. an id of 7.0)
            whole = [e.get("input") for e in errors if isinstance(e.get("input"), dict | list)]
            value = whole[0] if whole else raw
            if framing.stray(b"", value, parsed=True):
                return json.dumps(value).encode()
    return None


@dataclass
class Connection:
    """An open, negotiated session. Every request returns raw JSON."""

    session: ClientSession
    dispatcher: RawDispatcher
    watch: _Watch
    max_pages: int = MAX_PAGES
    notes: list[str] = field(default_factory=list)

    @property
    def protocol_version(self) -> str | None:
        return self.session.protocol_version

    def handshake_raw(self) -> dict[str, Any]:
        return self.dispatcher.raw.get("initialize") or self.dispatcher.raw.get(
            "server/discover", {}
        )

    async def list_all(self, method: str) -> list[Any]:
        """Every item of a paginated list, raw, with guards on cursors and page counts."""
        key = _LIST_KEYS[method]
        seen: set[str] = set()
        items: list[Any] = []
        cursor: str | None = None
        for page in range(1, self.max_pages + 1):
            self.watch.phase = f"{method} (page {page})"
            params = types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None
            self.dispatcher.raw.pop(method, None)
            try:
                await _call_list(self.session, method, params)
            except ValidationError:
                if method not in self.dispatcher.raw:
                    raise
                self.notes.append(f"{method} page {page}: result envelope does not match the "
                                  f"negotiated protocol {self.protocol_version}")
            raw = self.dispatcher.raw.get(method, {})
            problem, cursor = take_page(raw, key, method, page, seen, items)
            if problem is not None:
                raise ConnectError(problem)
            if cursor is None:
                return items
        raise ConnectError(f"{method}: more than {self.max_pages} pages; gave up")

    async def call_tool_raw(
        self, name: str, arguments: Mapping[str, Any], timeout: float | None = None
    ) -> dict[str, Any]:
        """tools/call, returning the raw result (validation is the caller's business).

        It goes through the public send_request, which stamps the session's per-request
        envelope (2026-07-28 servers require params._meta and the Mcp-* headers). The result
        is the dispatcher's raw copy: a result the SDK's own result check refuses is still
        returned as sent, for mcpcheck to judge.
        """
        self.watch.phase = f"tools/call {name}"
        self.dispatcher.raw.pop("tools/call", None)
        request = types.CallToolRequest(
            params=types.CallToolRequestParams(name=name, arguments=dict(arguments)))
        try:
            await self.session.send_request(request, _ANY_RESULT,
                                            request_read_timeout_seconds=timeout)
        except ValidationError:
            if "tools/call" not in self.dispatcher.raw:
                raise
        return self.dispatcher.raw["tools/call"]


async def _call_list(
    session: ClientSession, method: str, params: types.PaginatedRequestParams | None
) -> None:
    calls: dict[str, Callable[..., Awaitable[Any]]] = {
        "tools/list": session.list_tools,
        "prompts/list": session.list_prompts,
        "resources/list": session.list_resources,
        "resources/templates/list": session.list_resource_templates,
    }
    await calls[method](params=params)


async def _open_transport(
    stack: AsyncExitStack, target: ServerTarget, errlog: TextIO, watch: _Watch
) -> tuple[Any, Any]:
    if target.transport == "stdio":
        return await stack.enter_async_context(stdio_streams(target, errlog, watch.count_drop))
    headers = dict(target.headers)
    if target.transport == "sse":
        return await stack.enter_async_context(
            sse_client(target.url or "", headers=headers, timeout=target.timeout,
                       sse_read_timeout=target.timeout)
        )
    client = httpx2.AsyncClient(
        headers=headers,
        timeout=httpx2.Timeout(target.timeout),
        follow_redirects=False,
        event_hooks={"response": [watch.on_response]},
    )
    await stack.enter_async_context(client)
    streams = await stack.enter_async_context(
        streamable_http_client(target.url or "", http_client=client)
    )
    return streams[0], streams[1]


async def _handshake(session: ClientSession, protocol: str) -> None:
    if protocol == "legacy":
        await session.initialize()
    elif protocol == "auto":
        await negotiate_async(_Steps(session).act, _refusal)
    else:
        await session.discover()


async def negotiate_async(act: Callable[[str, Any], Awaitable[Any]],
                          refusal: Callable[[Exception], Refused | None]) -> None:
    """mcpcheck.wire.negotiate.negotiate with an awaitable `act` (the SDK session)."""
    plan = negotiate.auto_plan()
    step = negotiate.advance(plan)
    while step is not None:
        try:
            value = await act(*step)
        except Exception as exc:
            why = refusal(exc)
            if why is None or (step := negotiate.after_refusal(plan, why)) is negotiate.GAVE_UP:
                raise
        else:
            step = negotiate.advance(plan, value)


class _Steps:
    """The steps of mcpcheck.wire.negotiate's `auto` plan, on the SDK session's public API."""

    def __init__(self, session: ClientSession) -> None:
        self.session = session

    async def act(self, step: str, arg: Any) -> dict[str, Any] | None:
        if step == negotiate.DISCOVER:
            return await self.session.send_discover(arg)
        if step == negotiate.ADOPT:
            self.session.adopt(types.DiscoverResult.model_validate(arg))
        else:
            await self.session.initialize()
        return None


def _refusal(exc: Exception) -> negotiate.Refused | None:
    if isinstance(exc, MCPError):
        return negotiate.Refused(exc.code, exc.error.data)
    return None


@asynccontextmanager
async def open_connection(
    target: ServerTarget, errlog: TextIO, watch: _Watch
) -> AsyncIterator[Connection]:
    """Start/reach the server and negotiate; the caller bounds time with a cancel scope."""
    async with AsyncExitStack() as stack:
        read_stream, write_stream = await _open_transport(stack, target, errlog, watch)
        dispatcher = RawDispatcher(read_stream, write_stream)
        session = ClientSession(
            dispatcher=dispatcher,
            read_timeout_seconds=target.timeout,
            message_handler=watch.on_message,
        )
        await stack.enter_async_context(session)
        watch.phase = "the handshake"
        await _handshake(session, target.protocol)
        yield Connection(session=session, dispatcher=dispatcher, watch=watch)


async def _surface_of(conn: Connection) -> Surface:
    hello = conn.handshake_raw()
    lists = {"tools/list": await conn.list_all("tools/list")}
    unlisted: dict[str, str] = {}
    for method in declared_lists(hello):
        lists[method] = await _optional_list(conn, method, unlisted)
    stray = conn.watch.stray
    return build_surface(hello, conn.protocol_version, lists, conn.notes, unlisted,
                         StrayOutput(stray.lines, stray.first) if stray.lines else None)


async def _optional_list(conn: Connection, method: str, unlisted: dict[str, str]) -> list[Any]:
    try:
        return await conn.list_all(method)
    except MCPError as exc:
        if exc.code == -32601:
            conn.notes.append(unanswered_list(method))
        else:
            unlisted[method] = list_error(RpcError(exc.code, exc.message))
        return []


async def run_session(
    target: ServerTarget, work: Callable[[Connection], Awaitable[T]]
) -> T:
    """Connect, run `work`, close; one deadline over all of it; errors translated."""
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errlog:
        watch = _Watch()
        try:
            with anyio.fail_after(target.timeout) as scope:
                watch.scope = scope
                async with open_connection(target, errlog, watch) as conn:
                    result = await work(conn)
            return result
        except BaseException as exc:  # translated below; KeyboardInterrupt passes through
            if isinstance(exc, KeyboardInterrupt | SystemExit):
                raise
            error = translate(exc, target, watch, _tail(errlog))
            secrets = target.secrets()
            raise error.with_text(redact(error.message, secrets),
                                  error.detail and redact(error.detail, secrets)) from exc


def fetch_surface(target: ServerTarget) -> Surface:
    """Everything a server publishes, raw, within target.timeout."""
    return anyio.run(run_session, target, _surface_of)


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        out: list[BaseException] = []
        for sub in exc.exceptions:
            out.extend(_leaves(sub))
        return out
    return [exc]


def _primary(exc: BaseException) -> BaseException:
    """The most telling leaf of a nested ExceptionGroup (cancellations last)."""
    leaves = _leaves(exc)
    cancelled = anyio.get_cancelled_exc_class()
    for leaf in leaves:
        if not isinstance(leaf, cancelled | GeneratorExit):
            return leaf
    return leaves[0]


def translate(
    exc: BaseException, target: ServerTarget, watch: _Watch | None, stderr_tail: str
) -> McpcheckError:
    """One line saying why the server could not be evaluated."""
    phase = watch.phase if watch is not None else "starting the server"
    detail = detail_of(stderr_tail, watch.dropped if watch is not None else 0,
                       None if watch is None or watch.fault is not None else watch.stray,
                       target.secrets())
    if watch is not None and watch.fault is not None:
        return ConnectError(_fault_reason(watch.fault, target, phase), detail=detail)
    leaf = _primary(exc)
    if watch is not None and watch.http_status is not None and not isinstance(leaf, TimeoutError):
        return ConnectError(_http_status(watch.http_status, target, watch.location))
    if isinstance(leaf, McpcheckError):
        return leaf.with_text(leaf.message, leaf.detail or detail)
    if isinstance(leaf, TimeoutError):
        return ServerTimeout(f"no answer within {target.timeout:g}s (waiting for {phase})",
                             detail=detail)
    return ConnectError(_describe(leaf, target, phase), detail=detail)


def _tls_cause(exc: BaseException) -> str | None:
    """The reason of an ssl.SSLError behind an httpx2 connect error, if that is what it was."""
    import ssl

    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLCertVerificationError):
            return inert(current.verify_message or current.reason or str(current), 160)
        if isinstance(current, ssl.SSLError):
            return inert(current.reason or str(current), 160)
        current = current.__cause__ or current.__context__
    return None


def _describe(leaf: BaseException, target: ServerTarget, phase: str) -> str:
    if isinstance(leaf, SpawnError | FrameError):
        return _wire_reason(leaf, target, phase)
    if isinstance(leaf, httpx2.HTTPStatusError):
        return _http_status(leaf.response.status_code, target)
    if isinstance(leaf, httpx2.ConnectError):
        tls = _tls_cause(leaf)
        if tls is not None:
            return f"TLS failure talking to {target.shown_url()}: {tls}"
        return f"connection refused: {target.shown_url()}"
    if isinstance(leaf, httpx2.ReadError | httpx2.RemoteProtocolError):
        return f"the server closed the connection during {phase} ({target.shown_url()})"
    if isinstance(leaf, httpx2.TimeoutException):
        return f"HTTP timeout talking to {target.shown_url()} during {phase}"
    if isinstance(leaf, httpx2.HTTPError):
        return f"HTTP error during {phase}: {_one_line(leaf)}"
    if isinstance(leaf, MCPError):
        return _mcp_error(leaf, target, phase)
    if isinstance(leaf, ValidationError):
        if "json_invalid" in str(leaf) or "Invalid JSON" in str(leaf):
            return f"the server wrote something that is not JSON-RPC during {phase}"
        return f"protocol error during {phase}: the server's answer does not match the protocol"
    if isinstance(leaf, OSError):
        return f"could not reach the server during {phase}: {_one_line(leaf)}"
    return f"unexpected failure during {phase}: {type(leaf).__name__}: {_one_line(leaf)}"


def _mcp_error(err: MCPError, target: ServerTarget, phase: str) -> str:
    code = err.error.code
    text = _one_line(err)
    if code in (401, 403) or "401" in text or "403" in text or "nauthorized" in text:
        return _http_status(403 if "403" in text else 401, target)
    if "closed" in text.lower():
        return f"the server closed the connection during {phase}"
    return f"the server answered {phase} with error {code}: {text}"


def _fault_reason(fault: Exception, target: ServerTarget, phase: str) -> str:
    if isinstance(fault, FrameError):
        return _wire_reason(fault, target, phase)
    text = str(fault)
    if "recursion limit exceeded" in text.split("input_value=", 1)[0]:
        return f"the server sent JSON nested too deeply to parse during {phase}"
    if "json_invalid" in text or "Invalid JSON" in text:
        sample = text.split("input_value=", 1)[-1].split(", input_type", 1)[0] if (
            "input_value=" in text) else ""
        shown = f": {inert(sample, 60)}" if sample else ""
        return f"the server wrote a line that is not JSON-RPC during {phase}{shown}"
    return f"protocol error during {phase}: {_one_line(fault)}"
