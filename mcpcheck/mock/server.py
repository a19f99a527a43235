"""`mcpcheck mock`: serve a recorded snapshot as an MCP server (the mcp SDK's low-level server).

Calls are judged against the served input schema (JSON-RPC -32602 with `data` = path, keyword,
limit when invalid) and answered with a canned result from the results file, else with a small
instance of the tool's outputSchema plus a text block. With a drift snapshot, the first
tools/list is answered from the base snapshot; from the first tools/call on, the drift snapshot
is served and `notifications/tools/list_changed` is sent once: a client bound to the base meets
the drifted surface, as it would after a server upgrade. A list the recorded server answered
with an error (`intake.unlisted`) is answered with that error (code and message).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, cast

import anyio
import anyio.from_thread
import anyio.lowlevel
import anyio.to_thread
import mcp_types as types
from mcp.server.lowlevel.server import NotificationOptions, Server
from mcp.server.models import InitializationOptions
from mcp.server.runner import serve_loop
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import ValidationError

from mcpcheck.errors import SchemaError
from mcpcheck.guard.expect import Judge, schema_judge
from mcpcheck.mock.era import HandshakeEraOnly, handshake_era
from mcpcheck.mock.instance import TooLarge, instance_of
from mcpcheck.mock.results import CannedResults
from mcpcheck.models import Surface

INVALID_PARAMS = -32602


@dataclass
class Served:
    """One surface as served: typed tools (malformed ones left out) and raw ones by name."""

    surface: Surface
    tools: list[types.Tool] = field(default_factory=list)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)
    judges: dict[str, Judge | SchemaError] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    prompts: list[types.Prompt] = field(default_factory=list)
    resources: list[types.Resource] = field(default_factory=list)
    templates: list[types.ResourceTemplate] = field(default_factory=list)

    @classmethod
    def of(cls, surface: Surface) -> Served:
        served = cls(surface)
        for tool in surface.tools:
            typed = served._typed(types.Tool, tool, "tool")
            if typed is not None:
                served.tools.append(typed)
                served.raw[tool["name"]] = tool
        for kind, items, into in ((types.Prompt, surface.prompts, served.prompts),
                                  (types.Resource, surface.resources, served.resources),
                                  (types.ResourceTemplate, surface.resource_templates,
                                   served.templates)):
            into.extend(t for t in (served._typed(kind, i, kind.__name__) for i in items)
                        if t is not None)
        return served

    def _typed(self, kind: Any, item: Any, what: str) -> Any:
        """The typed item, or None (and a note) when the SDK cannot serve it."""
        try:
            return kind.model_validate(item, by_name=False)
        except ValidationError:
            name = item.get("name") if isinstance(item, dict) else None
            self.skipped.append(f"{what} {name if isinstance(name, str) else '?'}")
            return None

    def judge(self, name: str) -> Judge | SchemaError:
        if name not in self.judges:
            try:
                self.judges[name] = schema_judge(self.raw[name].get("inputSchema", {}))
            except SchemaError as exc:
                self.judges[name] = exc
        return self.judges[name]


class MockState:
    def __init__(self, base: Surface, drift: Surface | None, results: CannedResults,
                 drift_after_calls: int = 0) -> None:
        self.current = Served.of(base)
        self.pending = Served.of(drift) if drift is not None else None
        self.results = results
        self.drift_after_calls = drift_after_calls
        self.calls = 0

    async def maybe_drift(self, ctx: Any) -> None:
        if self.pending is not None and self.calls >= self.drift_after_calls:
            self.current, self.pending = self.pending, None
            if ctx.session.protocol_version in MODERN_PROTOCOL_VERSIONS:
                # 2026-07-28: change notifications travel on subscriptions/listen streams only
                await ctx.session.send_tool_list_changed()
                return
            # On the triggering request's own stream (its SSE response over Streamable HTTP),
            # so the client has it before that call's result, not at some point on the
            # standing GET stream.
            await ctx.session.send_notification(types.ToolListChangedNotification(),
                                                related_request_id=ctx.request_id)

    def refuse_unlisted(self, method: str) -> None:
        """A list the recorded server answered with an error (the snapshot's `intake.unlisted`)
        is answered with that error again, so a snapshot of the mock records it as not listed,
        as the snapshot it serves does."""
        recorded = dict(self.current.surface.unlisted).get(method)
        if recorded is not None:
            code, message = recorded_error(recorded)
            raise MCPError(code, message)

    def answer(self, name: str, arguments: dict[str, Any]) -> types.CallToolResult:
        tool = self.current.raw.get(name)
        if tool is None:
            raise MCPError(INVALID_PARAMS, f"Unknown tool: {name}", {"tool": name})
        judge = self.current.judge(name)
        if isinstance(judge, SchemaError):
            raise MCPError(INVALID_PARAMS, f"the served inputSchema of {name} is unusable: "
                           f"{judge.message}", {"tool": name})
        found = judge(arguments)
        if found is not None:
            raise MCPError(INVALID_PARAMS, f"invalid arguments for {name}: {found.pointer or '/'} "
                           f"{found.message}", {"path": found.pointer, "keyword": found.keyword,
                                                "limit": found.limit})
        canned = self.results.lookup(name, arguments)
        if canned is not None:
            return types.CallToolResult.model_validate(canned, by_name=False)
        return _generated(tool)


_RECORDED_ERROR = re.compile(r"error (-?\d{1,9}): (.*)", re.DOTALL)


def recorded_error(text: str) -> tuple[int, str]:
    """(code, message) of an error as `intake.unlisted` records it (`error -32603: Internal
    error: backend unreachable`, mcpcheck.wire.reasons.list_error); -32603 and the whole text
    for any other text."""
    match = _RECORDED_ERROR.fullmatch(text)
    if match is None:
        return -32603, text
    message = match.group(2)
    return int(match.group(1)), "" if message == "(no message)" else message


def _generated(tool: dict[str, Any]) -> types.CallToolResult:
    schema = tool.get("outputSchema")
    if not isinstance(schema, dict):
        text = types.TextContent(type="text", text=f"{tool['name']}: ok (mcpcheck mock)")
        return types.CallToolResult(content=[text])
    value, fits = None, False
    for fill in (True, False):
        try:
            value = instance_of(schema, fill_arrays=fill)
            fits = schema_judge(schema)(value) is None
        except (TooLarge, SchemaError):
            fits = False
        if fits:
            break
    if not fits:  # never serve a value that contradicts the schema the mock publishes
        text = types.TextContent(type="text", text=(
            f"mcpcheck mock: cannot make a value of {tool['name']}'s outputSchema; "
            "give one with --results"))
        return types.CallToolResult(content=[text], is_error=True)
    text = types.TextContent(type="text", text=json.dumps(value, ensure_ascii=False))
    return types.CallToolResult(content=[text], structured_content=value)


def build_server(state: MockState) -> Server[Any]:
    surface = state.current.surface

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=state.current.tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        await state.maybe_drift(ctx)
        state.calls += 1
        return state.answer(params.name, dict(params.arguments or {}))

    async def list_prompts(ctx: Any, params: Any) -> types.ListPromptsResult:
        state.refuse_unlisted("prompts/list")
        return types.ListPromptsResult(prompts=state.current.prompts)

    async def get_prompt(ctx: Any, params: types.GetPromptRequestParams) -> types.GetPromptResult:
        return types.GetPromptResult(messages=[])

    async def list_resources(ctx: Any, params: Any) -> types.ListResourcesResult:
        state.refuse_unlisted("resources/list")
        return types.ListResourcesResult(resources=state.current.resources)

    async def list_templates(ctx: Any, params: Any) -> types.ListResourceTemplatesResult:
        state.refuse_unlisted("resources/templates/list")
        return types.ListResourceTemplatesResult(resource_templates=state.current.templates)

    async def read_resource(ctx: Any, params: types.ReadResourceRequestParams
                            ) -> types.ReadResourceResult:
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=str(params.uri), text="")])

    handlers: dict[str, Any] = {"on_list_tools": list_tools, "on_call_tool": call_tool}
    caps = surface.capabilities
    if surface.prompts or "prompts" in caps:
        handlers.update(on_list_prompts=list_prompts, on_get_prompt=get_prompt)
    if surface.resources or surface.resource_templates or "resources" in caps:
        handlers.update(on_list_resources=list_resources, on_read_resource=read_resource,
                        on_list_resource_templates=list_templates)
    return _RecordedServer(caps, surface.protocol_version,
                           surface.server_name or "mcpcheck-mock",
                           version=surface.server_version or "",
                           instructions=surface.instructions, **handlers)


class _RecordedServer(Server[Any]):
    """Advertises the capabilities the snapshot recorded (tools.listChanged set when drifting),
    so a snapshot of the mock equals the snapshot it serves; speaks the era the snapshot
    recorded (mcpcheck.mock.era)."""

    def __init__(self, recorded: dict[str, Any], protocol: str | None, *args: Any,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._recorded = recorded
        self.handshake_only = handshake_era(protocol)
        if protocol is not None and self.handshake_only:
            self.middleware.append(HandshakeEraOnly(protocol))

    def get_capabilities(self, *args: Any, **kwargs: Any) -> types.ServerCapabilities:
        derived = super().get_capabilities(*args, **kwargs)
        if not self._recorded:
            return derived
        try:
            return types.ServerCapabilities.model_validate(self._recorded, by_name=False)
        except ValidationError:
            return derived

    async def run(self, read_stream: Any, write_stream: Any,
                  initialization_options: InitializationOptions,
                  raise_exceptions: bool = False) -> None:
        """A handshake-era mock runs the SDK's handshake-only loop: `initialize` is accepted
        after a refused `server/discover` on the same connection (the dual-era loop of
        `Server.run` would have committed the connection to 2026-07-28)."""
        if not self.handshake_only:
            await super().run(read_stream, write_stream, initialization_options,
                              raise_exceptions)
            return
        async with self.lifespan(self) as state:
            await serve_loop(self, read_stream, write_stream, lifespan_state=state,
                             init_options=initialization_options,
                             raise_exceptions=raise_exceptions)


class StdioBroken(Exception):
    """stdin or stdout failed while serving over stdio."""

    def __init__(self, side: str, error: OSError) -> None:
        super().__init__(f"{side}: {error.strerror or error}")
        self.side = side
        self.error = error


class _StdinLines:
    """The lines of stdin as an async iterator (what the SDK's stdio transport reads).

    A daemon thread reads them, so a mock that must stop (its stdout's reader went away) never
    waits for a read that may never return, and the process can exit with the read pending."""

    def __init__(self, fd: int) -> None:
        self._send, self._receive = anyio.create_memory_object_stream[str | StdioBroken](0)
        token = anyio.lowlevel.current_token()
        threading.Thread(target=self._pump, args=(fd, token), daemon=True,
                         name="mcpcheck-mock-stdin").start()

    def _pump(self, fd: int, token: Any) -> None:
        # a file object of this thread's own: the interpreter's sys.stdin is never touched, so
        # its shutdown cannot wait for a lock held by a read that never returns
        stdin = os.fdopen(fd, "rb", closefd=False)
        try:
            try:
                for raw in stdin:
                    anyio.from_thread.run(self._send.send, raw.decode("utf-8", "replace"),
                                          token=token)
            except OSError as exc:
                anyio.from_thread.run(self._send.send, StdioBroken("stdin", exc), token=token)
            anyio.from_thread.run_sync(self._send.close, token=token)
        except (RuntimeError, anyio.BrokenResourceError, anyio.ClosedResourceError):
            return  # the mock stopped serving: nobody reads any more

    def __aiter__(self) -> _StdinLines:
        return self

    async def __anext__(self) -> str:
        try:
            item = await self._receive.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None
        if isinstance(item, StdioBroken):
            raise item
        return item


class _StdoutWriter:
    """stdout as the SDK's stdio transport writes it (unbuffered: nothing is left to flush at
    exit after a failed write), failures named as StdioBroken."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self._fd, view):]

    async def write(self, text: str) -> None:
        try:
            await anyio.to_thread.run_sync(self._write, text.encode("utf-8"))
        except OSError as exc:
            raise StdioBroken("stdout", exc) from None

    async def flush(self) -> None:
        return None  # every write is flushed


def _broken(group: BaseExceptionGroup[Any]) -> StdioBroken | None:
    for error in group.exceptions:
        if isinstance(error, StdioBroken):
            return error
        if isinstance(error, BaseExceptionGroup):
            found = _broken(error)
            if found is not None:
                return found
    return None


async def serve_stdio(server: Server[Any], stdin: int, stdout: int) -> None:
    """Serve on these file descriptors until stdin ends; StdioBroken when either fails."""
    from mcp.server.stdio import stdio_server

    options = server.create_initialization_options(NotificationOptions(tools_changed=True))
    lines, writer = _StdinLines(stdin), _StdoutWriter(stdout)
    try:
        async with stdio_server(cast(Any, lines), cast(Any, writer)) as (read, write):
            await server.run(read, write, options)
    except BaseExceptionGroup as group:
        found = _broken(group)
        if found is None:
            raise
        raise found from None


async def serve_http(server: Server[Any], sock: socket.socket) -> None:
    import uvicorn

    class _Uvicorn(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            # The command's own SIGINT/SIGTERM/SIGHUP handling stays in place (exit 130, 143,
            # 129 at once): uvicorn's would wait for every open stream to close first.
            yield

    app = server.streamable_http_app(host="127.0.0.1")
    config = uvicorn.Config(app, log_level="warning")
    await _Uvicorn(config).serve(sockets=[sock])


def skipped_notes(state: MockState) -> list[str]:
    """One line per snapshot that has items the mock cannot serve."""
    return [f"not serving malformed items: {', '.join(served.skipped)}"
            for served in (state.current, state.pending) if served is not None and served.skipped]


def served_tools(state: MockState) -> set[str]:
    """Every tool name the mock serves at some point (the snapshot's and the drift's)."""
    return {name for served in (state.current, state.pending) if served is not None
            for name in served.raw}
