"""The protocol era `mcpcheck mock` speaks: the one its snapshot recorded.

A server of the handshake era (protocol 2024-11-05 … 2025-11-25) does not know `server/discover`:
it answers JSON-RPC -32601, and a client in `auto` mode then falls back to `initialize` on the
same connection. A mock of a snapshot that recorded such a version behaves alike:

- stdio runs the SDK's handshake-only loop (`mcp.server.runner.serve_loop`), not the dual-era
  loop of `Server.run`: the dual-era loop commits a connection to 2026-07-28 on its first
  enveloped request and refuses `initialize` after it;
- the middleware below (`Server.middleware`, the SDK's public hook around every inbound request,
  `initialize` included) answers `server/discover` with -32601 on every transport, and any other
  request that arrives in the 2026-07-28 envelope (Streamable HTTP routes those by header, past
  any session) with -32600;
- `initialize` is answered as a server whose newest version is the recorded one answers it:
  at the client's version when it is a handshake-era version no newer than the recorded one (the
  SDK's own answer), else at the recorded version. So a snapshot that recorded 2025-06-18 comes
  back at 2025-06-18 from a client offering 2025-11-25. The middleware sets the version of the
  SDK's `InitializeResult`; the SDK's connection keeps the version it negotiated itself (the
  client's, or 2025-11-25), a newer one: its per-version result filter then admits a superset of
  what the recorded version carries, and every answer's content comes from the snapshot.

A snapshot that recorded 2026-07-28, or no version at all, is served in both eras, as the SDK's
server does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS

INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
DISCOVER = "server/discover"


def answered_version(offered: Any, recorded: str) -> str:
    """The version a server whose newest protocol is `recorded` answers to an `initialize` that
    offers `offered`."""
    known = HANDSHAKE_PROTOCOL_VERSIONS
    if offered in known and recorded in known and known.index(offered) <= known.index(recorded):
        return str(offered)
    return recorded


def handshake_era(recorded: str | None) -> bool:
    """Whether a snapshot that recorded protocol `recorded` comes from a handshake-era server
    (one that does not answer `server/discover`)."""
    return recorded in HANDSHAKE_PROTOCOL_VERSIONS


class HandshakeEraOnly:
    """Server middleware of a handshake-era mock: the 2026-07-28 era is not spoken."""

    def __init__(self, recorded: str) -> None:
        self.recorded = recorded

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
                       ) -> HandlerResult:
        if ctx.request_id is not None:  # a request (notifications pass)
            if ctx.method == "initialize":
                return self._pinned(await call_next(ctx), ctx.params)
            if ctx.method == DISCOVER:
                raise MCPError(METHOD_NOT_FOUND, "Method not found")
            if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
                raise MCPError(INVALID_REQUEST, f"this server speaks protocol {self.recorded} "
                               "(the initialize handshake), not the 2026-07-28 envelope")
        return await call_next(ctx)

    def _pinned(self, result: HandlerResult, params: Any) -> HandlerResult:
        offered = params.get("protocolVersion") if isinstance(params, Mapping) else None
        if isinstance(result, dict):
            return {**result, "protocolVersion": answered_version(offered, self.recorded)}
        return result
