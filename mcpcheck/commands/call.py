"""`mcpcheck call`: run a calls file against one server, in one session."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcpcheck.checks.calls import (
    CallFailed,
    CallOutcome,
    GoldenCall,
    load_calls_file,
    not_evaluated,
    run_calls,
)
from mcpcheck.commands.common import server_label
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import CallDetails, CallEntry, Finding, ServerResult, ServerTarget
from mcpcheck.settings.targets import slug
from mcpcheck.snapshots.redaction import known_secrets, leak_finding, redact_tools, redact_value

SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"

if TYPE_CHECKING:
    from mcpcheck.sdk.bridge import Connection


class _Channel:
    """A connect.Connection seen as a calls.Channel: per-call failures become CallFailed."""

    def __init__(self, conn: Connection, target: ServerTarget, leaks: list[Finding]) -> None:
        self.conn = conn
        self.target = target
        self.secrets = known_secrets(target)
        self.leaks = leaks  # secret-in-metadata findings: echoed secrets are redacted here
        self.listed = False  # tools/list answered
        self.in_flight: str | None = None  # the tool of a tools/call sent and not answered

    async def list_tools(self) -> list[Any]:
        tools, leaks = redact_tools(await self.conn.list_all("tools/list"), self.secrets)
        self.leaks += leaks
        self.listed = True
        return list(tools)

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        timeout: float | None) -> Any:
        self.in_flight = name
        raw = await self._call_tool(name, arguments, timeout)
        self.in_flight = None
        result, hits = redact_value(raw, self.secrets)
        self.leaks += [leak_finding(name, path, what, "tools/call result")
                       for path, what in dict.fromkeys(hits)]
        return result

    async def _call_tool(self, name: str, arguments: dict[str, Any],
                         timeout: float | None) -> Any:
        from mcpcheck.sdk.bridge import translate

        try:
            return await self.conn.call_tool_raw(name, arguments, timeout)
        except McpcheckError:
            raise
        except Exception as exc:  # JSON-RPC error or per-call timeout (MCPError)
            if self.conn.watch.fault is not None:
                raise  # a transport fault: the whole session is gone (exit 3)
            err = translate(exc, self.target, self.conn.watch, "")
            if "closed the connection" in err.message:
                raise err from exc
            if "timed out" in err.message:
                limit = timeout if timeout is not None else self.target.timeout
                raise CallFailed(f"tools/call {name}: no answer within {limit:g}s") from exc
            raise CallFailed(err.message) from exc


def _label(target: ServerTarget, hello: dict[str, Any]) -> str:
    """--name, else the server's own name (initialize serverInfo or the discover stamp)."""
    info = hello.get("serverInfo")
    if not isinstance(info, dict):
        meta = hello.get("_meta")
        info = meta.get(SERVER_INFO_META) if isinstance(meta, dict) else None
    name = info.get("name") if isinstance(info, dict) else None
    if target.name or not isinstance(name, str) or not name:
        return server_label(target, None)
    return slug(name)


def _summary(outcomes: list[CallOutcome]) -> CallDetails:
    return CallDetails(tuple(CallEntry(o.label, o.tool, o.outcome) for o in outcomes))


def run(target: ServerTarget, calls_file: Path) -> ServerResult:
    """Load the calls (UsageError when malformed), then run them all in one session.

    When the session ends early (deadline, server gone) the result is an error (exit 3) that
    still carries every finding learned and names each call not evaluated.
    """
    import anyio

    from mcpcheck.sdk.bridge import run_session

    calls: list[GoldenCall] = load_calls_file(calls_file)
    leaks: list[Finding] = []
    outcomes: list[CallOutcome] = []
    seen: dict[str, Any] = {"label": None, "channel": None}

    async def work(conn: Connection) -> None:
        seen["label"] = _label(target, conn.handshake_raw())
        seen["channel"] = channel = _Channel(conn, target, leaks)
        await run_calls(channel, calls, outcomes)

    try:
        anyio.run(run_session, target, work)
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return _partial(target, calls, outcomes, leaks, seen, exc)
    findings = [*dict.fromkeys(leaks), *(f for o in outcomes for f in o.findings)]
    return ServerResult(server=seen["label"], findings=findings, details=_summary(outcomes))


def _partial(target: ServerTarget, calls: list[GoldenCall], outcomes: list[CallOutcome],
             leaks: list[Finding], seen: dict[str, Any], exc: McpcheckError) -> ServerResult:
    """What a session that ended early taught: kept findings, and the calls not evaluated."""
    label = seen["label"] or server_label(target, None)
    channel: _Channel | None = seen["channel"]
    if channel is None or not channel.listed:  # nothing learned: the error says it all
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
    left = not_evaluated(calls[len(outcomes):], exc.message,
                         in_flight=channel.in_flight is not None)
    done = outcomes + left
    findings = [*dict.fromkeys(leaks), *(f for o in done for f in o.findings)]
    return ServerResult(server=label, findings=findings, error=exc.message,
                        error_detail=exc.detail, details=_summary(done))
