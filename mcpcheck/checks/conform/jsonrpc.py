"""JSON-RPC: unknown methods, malformed params, ids echoed exactly, notifications unanswered."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.conform.base import Level, Requirement, capability
from mcpcheck.checks.conform.peer import HttpPeer
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "jsonrpc"
UNKNOWN_METHOD = "mcpcheck/conform-no-such-method"
METHOD_NOT_FOUND, INVALID_PARAMS = -32601, -32602


def unknown_method(ctx: Context) -> str | None:
    reply = ctx.ask(UNKNOWN_METHOD)
    if reply.kind == "error" and reply.code == METHOD_NOT_FOUND:
        return None
    return f"`{UNKNOWN_METHOD}` (no such method) was answered with {reply}, not error -32601"


def invalid_params(ctx: Context) -> str | None:
    reply = ctx.ask("tools/list", {"cursor": 7})
    if reply.kind == "error" and reply.code == INVALID_PARAMS:
        return None
    return ("tools/list with a cursor that is a number, not a string, was answered with "
            f"{reply}, not error -32602")


def _exact(got: Any, sent: Any) -> bool:
    return type(got) is type(sent) and got == sent


def id_echoed(ctx: Context) -> str | None:
    wrong = []
    for rid in ("mcpcheck-7", 424242):
        reply = ctx.ask("ping", rid=rid)
        if not reply.has_id or not _exact(reply.id, rid):
            shown = repr(reply.id) if reply.has_id else "no id"
            wrong.append(f"request id {rid!r} was answered with id {shown}")
    return "; ".join(wrong) or None


def notification_unanswered(ctx: Context) -> str | None:
    peer = ctx.main()
    before = len(peer.strays)
    params = {"requestId": "mcpcheck-conform-nothing-to-cancel", "reason": "conformance check"}
    sent = peer.notify("notifications/cancelled", params, seconds=ctx.left())
    if isinstance(peer, HttpPeer) and sent is not None:
        if sent.kind in ("timeout", "closed"):
            return f"the notification was answered with {sent}"
        if peer.strays[before:]:
            return (f"a notification was answered with a JSON-RPC response "
                    f"({len(peer.strays) - before}), HTTP {sent.status}")
        if sent.status != 202:
            return f"a notification was answered with HTTP {sent.status}, not 202 Accepted"
        return None
    ctx.ask("ping")  # everything the server wrote about the notification comes before this
    extra = peer.strays[before:]
    if extra:
        return f"a notification was answered: {len(extra)} response(s), the first {extra[0]}"
    return None


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_UNKNOWN_METHOD, AREA, "2025-11-25",
                "basic#responses (JSON-RPC 2.0 §5.1: -32601 Method not found)", Level.MUST,
                unknown_method),
    Requirement(RuleId.CONFORM_INVALID_PARAMS, AREA, "2025-11-25",
                "basic#responses (JSON-RPC 2.0 §5.1: -32602 Invalid params)", Level.SHOULD,
                invalid_params, capability("tools")),
    Requirement(RuleId.CONFORM_ID_ECHOED, AREA, "2025-11-25", "basic#responses",
                Level.MUST, id_echoed),
    Requirement(RuleId.CONFORM_NOTIFICATION_UNANSWERED, AREA, "2025-11-25",
                "basic#notifications (JSON-RPC 2.0 §4.1); over HTTP "
                "basic/transports#sending-messages-to-the-server", Level.MUST,
                notification_unanswered),
)
