"""`mcpcheck call`: run a calls file against one server, in one session."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcpcheck.calls import CallFailed, CallOutcome, GoldenCall, load_calls_file, run_calls
from mcpcheck.commands.common import server_label
from mcpcheck.errors import McpcheckError
from mcpcheck.models import ServerResult, ServerTarget
from mcpcheck.targets import slug

SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"

if TYPE_CHECKING:
    from mcpcheck.connect import Connection


class _Channel:
    """A connect.Connection seen as a calls.Channel: per-call failures become CallFailed."""

    def __init__(self, conn: Connection, target: ServerTarget) -> None:
        self.conn = conn
        self.target = target

    async def list_tools(self) -> list[Any]:
        return await self.conn.list_all("tools/list")

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        timeout: float | None) -> Any:
        from mcpcheck.connect import translate

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


def _summary(outcomes: list[CallOutcome]) -> dict[str, Any]:
    counts = {k: sum(o.outcome == k for o in outcomes)
              for k in ("passed", "failed", "refused", "not-sent", "call-failed")}
    return {"calls": len(outcomes), **counts,
            "results": [{"call": o.label, "tool": o.tool, "outcome": o.outcome}
                        for o in outcomes]}


def run(target: ServerTarget, calls_file: Path) -> ServerResult:
    """Load the calls (UsageError when malformed), then run them all in one session."""
    import anyio

    from mcpcheck.connect import run_session

    calls: list[GoldenCall] = load_calls_file(calls_file)

    async def work(conn: Connection) -> tuple[str, list[CallOutcome]]:
        outcomes = await run_calls(_Channel(conn, target), calls)
        return _label(target, conn.handshake_raw()), outcomes

    try:
        label, outcomes = anyio.run(run_session, target, work)
    except McpcheckError as exc:
        if exc.exit_code == 2:
            raise
        return ServerResult(server=server_label(target, None), error=exc.message,
                            error_detail=exc.detail)
    findings = [f for o in outcomes for f in o.findings]
    return ServerResult(server=label, findings=findings, extra=_summary(outcomes))
