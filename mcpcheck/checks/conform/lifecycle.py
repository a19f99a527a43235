"""Lifecycle: version negotiation, ping, a request before initialize."""

from __future__ import annotations

from mcpcheck.checks.conform.base import Level, Requirement
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId

AREA = "lifecycle"
UNSUPPORTED_VERSION = "1999-01-01"


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


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_VERSION_NEGOTIATED, AREA, "2025-11-25",
                "basic/lifecycle#version-negotiation", Level.MUST, version_negotiated),
    Requirement(RuleId.CONFORM_PING, AREA, "2025-11-25",
                "basic/utilities/ping#behavior-requirements", Level.MUST, ping),
    Requirement(RuleId.CONFORM_REQUEST_BEFORE_INITIALIZE, AREA, "2025-11-25",
                "basic/lifecycle#initialization (JSON-RPC 2.0 §4: every request is answered)",
                Level.MUST, request_before_initialize),
)
