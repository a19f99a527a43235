"""Lifecycle: version negotiation of both eras (initialize, server/discover), ping, a request
before initialize, no server request before `notifications/initialized`."""

from __future__ import annotations

from mcpcheck.checks.conform.base import Hung, Level, NotApplicable, Requirement
from mcpcheck.checks.conform.peer import HttpPeer, StdioPeer
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "lifecycle"
UNSUPPORTED_VERSION = "1999-01-01"
QUIET = 1.0  # seconds a stdio server is watched between its initialize answer and initialized


def version_negotiated(ctx: Context) -> str | None:
    peer = ctx.fresh()
    try:
        reply = peer.initialize(ctx.left(), version=UNSUPPORTED_VERSION)
    finally:
        ctx.close(peer)
    if reply.kind == "error" or (reply.kind == "http" and (reply.status or 0) >= 400):
        return None  # a proper refusal: the client knows it cannot go on
    if reply.kind != "result" or not isinstance(reply.result, dict):
        return f"initialize at protocol version {UNSUPPORTED_VERSION} was answered with {reply}"
    got = reply.result.get("protocolVersion")
    if not isinstance(got, str):
        return f"initialize at {UNSUPPORTED_VERSION} was answered without a protocolVersion"
    if got == UNSUPPORTED_VERSION:
        return (f"the server accepted protocol version {UNSUPPORTED_VERSION}, which no MCP "
                "revision has, instead of answering with a version it supports")
    return None


def ping(ctx: Context) -> str | None:
    reply = ctx.ask("ping")
    if reply.kind == "result" and isinstance(reply.result, dict) and set(reply.result) <= {
            "_meta"}:
        return None
    return f"ping was answered with {reply}, not an empty result"


def request_before_initialize(ctx: Context) -> str | None:
    peer = ctx.fresh()
    try:
        early = ctx.ask("tools/list", peer=peer)
        if early.kind not in ("result", "error", "http"):
            return f"tools/list before initialize was answered with {early}"
        reply = peer.initialize(ctx.left())
        if reply.kind != "result":
            return (f"after a request before initialize, initialize was answered with {reply}")
    finally:
        ctx.close(peer)
    return None


def initialized_ordering(ctx: Context) -> str | None:
    """A fresh conversation stops after the initialize answer: for QUIET seconds (stdio), or
    for one ping (HTTP: what the initialize and ping answers carry), no request of the server's
    but ping may arrive before the client's notifications/initialized."""
    from mcpcheck.textsafety import inert

    peer = ctx.fresh()
    try:
        reply = peer.initialize(ctx.left(), initialized=False)
        if reply.kind in ("timeout", "closed"):
            raise Hung(f"initialize was answered with {reply}")
        if reply.kind != "result":
            raise NotApplicable(f"initialize was answered with {reply}")
        if isinstance(peer, StdioPeer):
            peer.wait(None, min(QUIET, ctx.left()))
        else:
            ctx.ask("ping", peer=peer)
        early = [m for m in peer.server_requests if m != "ping"]
    finally:
        ctx.close(peer)
    if not early:
        return None
    names = ", ".join(sorted({inert(m, 60) for m in early}))
    return (f"the server sent {len(early)} request(s) ({names}) before the client's "
            "notifications/initialized: only ping (and logging) may come before it")


def discover_answered(ctx: Context) -> str | None:
    from mcpcheck.wire.negotiate import LATEST_MODERN, supported
    from mcpcheck.wire.session import META_CAPABILITIES, META_CLIENT, META_VERSION
    from mcpcheck.wire.shapes import discover_ok

    peer = ctx.fresh()
    try:
        params = {"_meta": {META_VERSION: LATEST_MODERN, META_CAPABILITIES: {},
                            META_CLIENT: {"name": "mcpcheck-conform", "version": "0"}}}
        if isinstance(peer, HttpPeer):
            rid = peer.new_id()
            payload = {"jsonrpc": "2.0", "id": rid, "method": "server/discover",
                       "params": params}
            reply = peer.exchange(payload, rid, ctx.left(), {
                "mcp-protocol-version": LATEST_MODERN, "mcp-method": "server/discover"})
            if reply.kind in ("timeout", "closed"):
                raise Hung(f"server/discover was answered with {reply}")
        else:
            reply = ctx.ask("server/discover", params, peer=peer)
    finally:
        ctx.close(peer)
    if reply.kind == "result":
        if discover_ok(reply.result):
            return None
        return (f"server/discover was answered with {reply}, which is no DiscoverResult "
                "(supportedVersions, capabilities): a client negotiating the era adopts it")
    if reply.kind == "error" and reply.code == -32022 and supported(
            reply.error.get("data")) is None:
        return ("server/discover was refused with -32022 (unsupported protocol version) "
                "without `data.supported` and `data.requested`: the client cannot pick a version")
    return None  # a refusal: the client falls back to initialize


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_VERSION_NEGOTIATED, AREA, "2025-11-25",
                "basic/lifecycle#version-negotiation", Level.MUST, version_negotiated),
    Requirement(RuleId.CONFORM_DISCOVER_ANSWERED, AREA, "2026-07-28",
                "server/discover (the era probe; -32022 carries data.supported)", Level.MUST,
                discover_answered),
    Requirement(RuleId.CONFORM_PING, AREA, "2025-11-25",
                "basic/utilities/ping#behavior-requirements", Level.MUST, ping),
    Requirement(RuleId.CONFORM_REQUEST_BEFORE_INITIALIZE, AREA, "2025-11-25",
                "basic/lifecycle#initialization (JSON-RPC 2.0 §4: every request is answered)",
                Level.MUST, request_before_initialize),
    Requirement(RuleId.CONFORM_INITIALIZED_ORDERING, AREA, "2025-11-25",
                "basic/lifecycle#initialization (no request but ping and logging before "
                "initialized)",
                Level.SHOULD, initialized_ordering),
)
