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
- `initialize` is the SDK's: the client's version when the SDK knows it, else 2025-11-25. The
  version a client offers is normally the one the snapshot recorded (`mcpcheck snapshot` offers
  2025-11-25), so the recorded version comes back.

A snapshot that recorded 2026-07-28, or no version at all, is served in both eras, as the SDK's
server does.
"""

from __future__ import annotations

from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS

INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
DISCOVER = "server/discover"


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
            if ctx.method == DISCOVER:
                raise MCPError(METHOD_NOT_FOUND, "Method not found")
            if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
                raise MCPError(INVALID_REQUEST, f"this server speaks protocol {self.recorded} "
                               "(the initialize handshake), not the 2026-07-28 envelope")
        return await call_next(ctx)
