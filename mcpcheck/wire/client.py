"""mcpcheck's own MCP client: connect, negotiate, run the work (lists, calls), close.

`run(target, work)` opens the transport the target names (stdio, Streamable HTTP or legacy
HTTP+SSE: the one place a transport is chosen), runs the handshake, calls `work(session)`,
and closes, all within one deadline (target.timeout).
Every failure becomes a ConnectError/ServerTimeout with a one-line reason (secrets redacted)
and the server's stderr tail; no server process survives any path.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from typing import IO, Any, TypeVar

from mcpcheck.errors import ConnectError
from mcpcheck.models import ServerTarget, StrayOutput, Surface, redact
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import METHOD_NOT_FOUND, RpcError
from mcpcheck.wire.framing import StrayLines
from mcpcheck.wire.reasons import list_error, stderr_tail, translate, unanswered_list
from mcpcheck.wire.session import Session, Transport, server_info

T = TypeVar("T")


def open_transport(target: ServerTarget, errlog: IO[Any], clock: Clock) -> Transport:
    if target.transport == "stdio":
        from mcpcheck.wire.stdio import StdioTransport, spawn

        if not target.command:
            raise ConnectError("no command given for the stdio server")
        proc = spawn(target.command, target.args, dict(target.env), target.cwd, errlog)
        return StdioTransport(proc, clock)
    if target.transport == "http":
        from mcpcheck.wire.streamable import HttpTransport

        return HttpTransport(target.url or "", target.headers, clock)
    if target.transport == "sse":
        from mcpcheck.wire.sse import SseTransport

        return SseTransport(target.url or "", target.headers, clock)
    raise ConnectError(f"mcpcheck does not speak the {target.transport} transport")


def run(target: ServerTarget, work: Callable[[Session], T], clock: Clock | None = None) -> T:
    """Connect, negotiate, run `work`, close; one deadline over all of it; errors translated."""
    clock = clock or Clock(target.timeout)
    with tempfile.TemporaryFile("w+b") as errlog:
        transport: Transport | None = None
        session: Session | None = None
        try:
            transport = open_transport(target, errlog, clock)
            session = Session(transport, clock)
            session.phase = transport.opening
            transport.start()
            session.handshake(target.protocol)
            result = work(session)
        except Exception as exc:
            if transport is not None:
                transport.close(False)
            phase = session.phase if session is not None else "starting the server"
            error = translate(exc, target, phase, stderr_tail(errlog),
                              getattr(transport, "bad_status", None),
                              getattr(transport, "location", None),
                              getattr(transport, "dropped", 0),
                              getattr(transport, "stray", None))
            secrets = target.secrets()
            raise error.with_text(redact(error.message, secrets),
                                  error.detail and redact(error.detail, secrets)) from exc
        except BaseException:
            if transport is not None:
                transport.close(False)
            raise
        transport.close(True)
        return result


def declared_lists(hello: dict[str, Any]) -> tuple[str, ...]:
    """The optional lists a handshake result declares (prompts, resources and templates)."""
    raw = hello.get("capabilities")
    caps: dict[str, Any] = raw if isinstance(raw, dict) else {}
    methods: list[str] = []
    if "prompts" in caps:
        methods.append("prompts/list")
    if "resources" in caps:
        methods += ["resources/list", "resources/templates/list"]
    return tuple(methods)


def build_surface(hello: dict[str, Any], version: str | None, lists: dict[str, list[Any]],
                  notes: list[str], unlisted: dict[str, str] | None = None,
                  stray: StrayOutput | None = None) -> Surface:
    """A Surface from a handshake result and the raw lists (the same for both clients);
    `unlisted`: the declared lists answered with an error, and that error."""
    info = server_info(hello)
    raw = hello.get("capabilities")
    instructions = hello.get("instructions")
    return Surface(
        server_name=_str_or_none(info.get("name")),
        server_version=_str_or_none(info.get("version")),
        protocol_version=version,
        capabilities=raw if isinstance(raw, dict) else {},
        tools=tuple(lists.get("tools/list", ())),
        prompts=tuple(lists.get("prompts/list", ())),
        resources=tuple(lists.get("resources/list", ())),
        resource_templates=tuple(lists.get("resources/templates/list", ())),
        instructions=instructions if isinstance(instructions, str) else None,
        notes=tuple(notes),
        unlisted=tuple(sorted((unlisted or {}).items())),
        stray=stray,
    )


def stray_of(transport: Transport) -> StrayOutput | None:
    """The stdout lines a stdio server wrote that are not JSON-RPC (skipped), if any."""
    stray = getattr(transport, "stray", None)
    if isinstance(stray, StrayLines) and stray.lines:
        return StrayOutput(stray.lines, stray.first)
    return None


def surface_of(session: Session) -> Surface:
    lists = {"tools/list": session.list_all("tools/list")}
    unlisted: dict[str, str] = {}
    for method in declared_lists(session.hello):
        lists[method] = _optional_list(session, method, unlisted)
    return build_surface(session.hello, session.version, lists, session.notes, unlisted,
                         stray_of(session.transport))


def _optional_list(session: Session, method: str, unlisted: dict[str, str]) -> list[Any]:
    """A declared optional list; -32601 is an empty list with a note (the server has no such
    list), any other error answer is recorded as not listed (what failed, not what is gone)."""
    try:
        return session.list_all(method)
    except RpcError as exc:
        if exc.code == METHOD_NOT_FOUND:
            session.notes.append(unanswered_list(method))
        else:
            unlisted[method] = list_error(exc)
        return []


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def fetch_surface(target: ServerTarget, clock: Clock | None = None) -> Surface:
    """Everything a server publishes, raw, within target.timeout."""
    return run(target, surface_of, clock)


def fetch_tools(target: ServerTarget, clock: Clock | None = None
                ) -> tuple[str | None, tuple[Any, ...], StrayOutput | None]:
    """(server name, raw tools, stray stdout lines): the little a probe needs."""

    def work(session: Session) -> tuple[str | None, tuple[Any, ...], StrayOutput | None]:
        name = server_info(session.hello).get("name")
        tools = session.list_all("tools/list")
        return (name if isinstance(name, str) else None), tuple(tools), stray_of(
            session.transport)

    return run(target, work, clock)
