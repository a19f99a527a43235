"""The two exchanges the guard makes over the caller's own mcp SDK session.

`tools/list` is read raw: the SDK's typed `list_tools()` rejects a whole page when one tool is
malformed, and a guard must bind the well-formed tools all the same. The raw read goes through
the session's dispatcher with the session's own request stamp (protocol-version headers and, at
2026-07-28, the per-request `_meta`), both read as attributes of the session; nothing in the SDK
is patched. Where a future SDK lacks them, the typed `list_tools()` is used instead (and one
malformed tool then fails binding with GuardUnavailable).

`tools/call` goes through the public `send_request` with a plain-dict result type, so the
result's structuredContent is judged by the guard (not by the SDK's own output check, which
raises a bare RuntimeError).
"""

from __future__ import annotations

from typing import Any

import mcp_types as types
from mcp.shared.exceptions import MCPError
from pydantic import TypeAdapter, ValidationError

from mcpcheck.guard.errors import GuardUnavailable

MAX_PAGES = 1000
_DICT = TypeAdapter(dict[str, Any])


def session_of(target: Any) -> Any:
    """A ClientSession, given a ClientSession or the SDK's high-level Client."""
    if hasattr(target, "send_request"):
        return target
    session = getattr(target, "session", None)
    if session is not None and hasattr(session, "send_request"):
        return session
    raise TypeError(f"expected an mcp ClientSession or Client, got {type(target).__name__}")


async def _raw_page(session: Any, cursor: str | None) -> dict[str, Any]:
    params: dict[str, Any] = {} if cursor is None else {"cursor": cursor}
    dispatcher = getattr(session, "_dispatcher", None)
    stamp = getattr(session, "_stamp", None)
    if dispatcher is None or stamp is None or not hasattr(dispatcher, "send_raw_request"):
        typed = await session.list_tools(
            params=types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None)
        dumped: dict[str, Any] = typed.model_dump(by_alias=True, mode="json", exclude_none=True)
        return dumped
    data: dict[str, Any] = {"method": "tools/list", "params": params}
    opts: dict[str, Any] = {}
    stamp(data, opts)
    raw = await dispatcher.send_raw_request("tools/list", data.get("params") or None, opts)
    return raw if isinstance(raw, dict) else {}


async def list_tools_raw(session: Any) -> list[Any]:
    """Every tool of every page, as sent; guarded against repeated cursors and endless pages."""
    tools: list[Any] = []
    seen: set[str] = set()
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        try:
            page = await _raw_page(session, cursor)
        except ValidationError as exc:
            raise GuardUnavailable(f"the server's tool list is malformed: {exc.error_count()} "
                                   "problem(s) the SDK refused") from None
        except MCPError as exc:
            raise GuardUnavailable(f"the server refused tools/list: {exc}") from None
        listed = page.get("tools")
        if not isinstance(listed, list):
            raise GuardUnavailable("the server's tools/list result has no `tools` array")
        tools.extend(listed)
        cursor = page.get("nextCursor")
        if not isinstance(cursor, str):
            return tools
        if cursor in seen:
            raise GuardUnavailable(f"tools/list repeated the cursor {cursor[:40]!r}")
        seen.add(cursor)
    raise GuardUnavailable(f"tools/list returned more than {MAX_PAGES} pages")


async def call_tool_raw(session: Any, name: str, arguments: dict[str, Any] | None,
                        read_timeout_seconds: float | None = None) -> dict[str, Any]:
    """One tools/call; the result as a dict (already shape-checked by the SDK)."""
    request = types.CallToolRequest(
        params=types.CallToolRequestParams(name=name, arguments=arguments))
    result: dict[str, Any] = await session.send_request(
        request, _DICT, request_read_timeout_seconds=read_timeout_seconds)
    return result


def typed_result(raw: dict[str, Any]) -> types.CallToolResult:
    return types.CallToolResult.model_validate(raw, by_name=False)
