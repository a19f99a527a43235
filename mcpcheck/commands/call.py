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
    from mcpcheck.wire.session import Session


class _Channel:
    """A wire session seen as a calls.Channel: per-call failures become CallFailed."""

    def __init__(self, session: Session, target: ServerTarget, leaks: list[Finding]) -> None:
        self.session = session
        self.target = target
        self.secrets = known_secrets(target)
        self.leaks = leaks  # secret-in-metadata findings: echoed secrets are redacted here
        self.listed = False  # tools/list answered
        self.in_flight: str | None = None  # the tool of a tools/call sent and not answered

    def list_tools(self) -> list[Any]:
        tools, leaks = redact_tools(self.session.list_all("tools/list"), self.secrets)
        self.leaks += leaks
        self.listed = True
        return list(tools)

    def call_tool(self, name: str, arguments: dict[str, Any], timeout: float | None) -> Any:
        self.in_flight = name
        raw = self._call_tool(name, arguments, timeout)
        self.in_flight = None
        result, hits = redact_value(raw, self.secrets)
        self.leaks += [leak_finding(name, path, what, "tools/call result")
                       for path, what in dict.fromkeys(hits)]
        return result

    def _call_tool(self, name: str, arguments: dict[str, Any], timeout: float | None) -> Any:
        """The raw result. A JSON-RPC error answer or the call's own timeout fails this call
        only; anything else (the deadline, the server gone, a broken message) ends the
        session and is translated by mcpcheck.wire.client.run."""
        from mcpcheck.wire.failures import CallTimeout, RpcError
        from mcpcheck.wire.reasons import rpc_error

        try:
            return self.session.call_tool(name, arguments, timeout)
        except CallTimeout as exc:
            raise CallFailed(f"tools/call {name}: no answer within {exc.seconds:g}s") from None
        except RpcError as exc:
            reason = rpc_error(exc, self.target, self.session.phase)
            if "closed the connection" in reason:
                raise  # the session is gone
            raise CallFailed(reason, code=exc.code) from None


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
    from mcpcheck.wire.client import run as run_session

    calls: list[GoldenCall] = load_calls_file(calls_file)
    leaks: list[Finding] = []
    outcomes: list[CallOutcome] = []
    seen: dict[str, Any] = {"label": None, "channel": None}

    def work(session: Session) -> None:
        seen["label"] = _label(target, session.hello)
        seen["channel"] = channel = _Channel(session, target, leaks)
        run_calls(channel, calls, outcomes)

    try:
        run_session(target, work)
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
