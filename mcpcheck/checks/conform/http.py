"""Streamable HTTP: sessions issued and enforced, DELETE, the protocol-version header, Accept,
GET without a stream, and the Origin check of a server bound to localhost."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from mcpcheck.checks.conform.base import HTTP, Hung, Level, NotApplicable, Requirement
from mcpcheck.checks.conform.peer import HttpPeer, Reply
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "http"
UNKNOWN_SESSION = "mcpcheck-conform-unknown-session"
BAD_VERSION = "1999-01-01"
FOREIGN_ORIGIN = "http://mcpcheck-conform.invalid"


def _main(ctx: Context) -> HttpPeer:
    peer = ctx.main()
    assert isinstance(peer, HttpPeer)
    return peer


def _ping(ctx: Context, peer: HttpPeer, headers: dict[str, str]) -> Reply:
    reply = peer.request_with("ping", None, headers, seconds=ctx.left())
    if reply.kind == "timeout":
        raise Hung(f"no answer within {ctx.options.step:g}s")
    if reply.kind == "closed":
        raise Hung("the server closed the connection")
    return reply


def session_issued(ctx: Context) -> str | None:
    return None if ctx.session_issued else "the server issues no Mcp-Session-Id (stateless)"


def session_enforced(ctx: Context) -> str | None:
    reply = _ping(ctx, _main(ctx), {"mcp-session-id": UNKNOWN_SESSION})
    if reply.status == 404:
        return None
    return f"a request with an unknown Mcp-Session-Id got HTTP {reply.status} ({reply}), not 404"


def delete_ends_session(ctx: Context) -> str | None:
    peer = ctx.fresh()
    assert isinstance(peer, HttpPeer)
    try:
        if peer.initialize(ctx.left()).kind != "result" or not peer.session_id:
            raise NotApplicable("a second session could not be opened")
        answer = peer.call("DELETE", {}, ctx.left())
        if isinstance(answer, Reply):
            raise Hung(f"DELETE was answered with {answer}")
        if answer.status == 405:
            raise NotApplicable("the server does not let clients end sessions (DELETE: 405)")
        if not 200 <= answer.status < 300:
            return f"DELETE of the session was answered with HTTP {answer.status}"
        reply = _ping(ctx, peer, {})
        if reply.status is not None and 400 <= reply.status < 500:
            return None  # refused (that it is 404 is conform-http-session-enforced's business)
        return f"after DELETE the session still answers: HTTP {reply.status} ({reply})"
    finally:
        peer.session_id = None
        ctx.close(peer)


def _header_era(ctx: Context) -> str | None:
    if ctx.version is None or ctx.version < "2025-06-18":
        return f"the negotiated version ({ctx.version}) predates the MCP-Protocol-Version header"
    return None


def protocol_version_header(ctx: Context) -> str | None:
    reply = _ping(ctx, _main(ctx), {"mcp-protocol-version": BAD_VERSION})
    if reply.status == 400:
        return None
    return (f"a request with MCP-Protocol-Version {BAD_VERSION} got HTTP {reply.status} "
            f"({reply}), not 400")


def accept(ctx: Context) -> str | None:
    reply = _ping(ctx, _main(ctx), {"accept": "text/plain"})
    if reply.status is not None and 400 <= reply.status < 500:
        return None
    return (f"a POST whose Accept lists neither application/json nor text/event-stream got "
            f"HTTP {reply.status} ({reply}), not a 4xx refusal (406)")


def get_stream(ctx: Context) -> str | None:
    answer = _main(ctx).call("GET", {"accept": "text/event-stream", "content-type": ""},
                             ctx.left())
    if isinstance(answer, Reply):
        raise Hung(f"GET was answered with {answer}")
    kind = answer.header("content-type").lower()
    if answer.status == 405 or (answer.status == 200 and kind.startswith("text/event-stream")):
        return None
    return (f"GET of the endpoint got HTTP {answer.status} ({kind or 'no content type'}), "
            "neither a text/event-stream nor 405")


def loopback(ctx: Context) -> str | None:
    host = urlsplit(ctx.target.url or "").hostname or ""
    if host == "localhost":
        return None
    try:
        if ipaddress.ip_address(host).is_loopback:
            return None
    except ValueError:
        pass
    return "the server is not bound to localhost"


def origin(ctx: Context) -> str | None:
    peer = ctx.fresh()
    assert isinstance(peer, HttpPeer)
    try:
        rid = peer.new_id()
        payload = {"jsonrpc": "2.0", "id": rid, "method": "initialize",
                   "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                              "clientInfo": {"name": "mcpcheck-conform", "version": "0"}}}
        reply = peer.exchange(payload, rid, ctx.left(), {"origin": FOREIGN_ORIGIN})
        if reply.kind in ("timeout", "closed"):
            raise Hung(f"initialize with a foreign Origin was answered with {reply}")
        peer.session_id = reply.headers.get("mcp-session-id") or None
    finally:
        ctx.close(peer)
    if reply.status == 403:
        return None
    return (f"initialize with Origin {FOREIGN_ORIGIN} got HTTP {reply.status} ({reply}), not "
            "403 Forbidden: a web page can reach this server by DNS rebinding")




REQUIREMENTS = (
    Requirement(RuleId.CONFORM_HTTP_SESSION_ENFORCED, AREA, "2025-11-25",
                "basic/transports#session-management", Level.MUST, session_enforced,
                session_issued, transports=(HTTP,)),
    Requirement(RuleId.CONFORM_HTTP_DELETE_ENDS_SESSION, AREA, "2025-11-25",
                "basic/transports#session-management", Level.MUST, delete_ends_session,
                session_issued, transports=(HTTP,)),
    Requirement(RuleId.CONFORM_HTTP_PROTOCOL_VERSION_HEADER, AREA, "2025-11-25",
                "basic/transports#protocol-version-header", Level.MUST,
                protocol_version_header, _header_era, transports=(HTTP,)),
    Requirement(RuleId.CONFORM_HTTP_ACCEPT, AREA, "2025-11-25",
                "basic/transports#sending-messages-to-the-server", Level.SHOULD, accept,
                transports=(HTTP,)),
    Requirement(RuleId.CONFORM_HTTP_GET_STREAM, AREA, "2025-11-25",
                "basic/transports#listening-for-messages-from-the-server", Level.MUST,
                get_stream, transports=(HTTP,)),
    Requirement(RuleId.CONFORM_HTTP_ORIGIN, AREA, "2025-11-25",
                "basic/transports#security-warning", Level.MUST, origin, loopback,
                transports=(HTTP,)),
)
