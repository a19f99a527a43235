"""The guard after `notifications/tools/list_changed`: no call made after the notification is
judged against the old list, whether the calls are concurrent (stdio) or the notification rides
an HTTP stream (Streamable HTTP). Real `mcpcheck mock --drift` processes throughout."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import MCPError

from mcpcheck.guard import ArgumentsRejected, GuardUnavailable, ListChangedWatch, guarded
from tests.conftest import PY, raw_server
from tests.guard.conftest import (
    http_session_on,
    mock_args,
    mock_over_http,
    mutated,
    run,
    session_on,
)

pytestmark = pytest.mark.timeout(120)

NARROWED_CALL = {"query": "mug", "limit": 10}  # valid for the demo, not after the narrowing


async def until_notified(watch: ListChangedWatch) -> None:
    """Wait (without a time bound of its own: the test's timeout bounds it) until the watch has
    seen the notification."""
    while not watch.changed:
        await anyio.sleep(0.01)


def test_concurrent_calls_after_list_changed_all_wait_for_the_rebind(base: Path) -> None:
    """Five concurrent calls after the notification: each is judged against the new list (the
    narrowed `limit`), so each is refused by the guard and none reaches the server. Before,
    the first call cleared the flag and the other four went out judged against the old list."""
    narrowed = mutated(base, "input-range-narrowed")
    watch = ListChangedWatch()
    outcomes: list[BaseException | None] = []

    async def one(g: Any) -> None:
        try:
            await g.call_tool("search", NARROWED_CALL)
        except (ArgumentsRejected, MCPError) as exc:
            outcomes.append(exc)
        else:
            outcomes.append(None)

    async def scenario() -> None:
        async with session_on(PY, *mock_args(base, "--drift", str(narrowed)),
                              watch=watch) as session, guarded(session, watch=watch) as g:
            with pytest.raises(MCPError):  # the call that drifts the mock: the server refuses
                await g.call_tool("search", NARROWED_CALL)
            await until_notified(watch)
            async with anyio.create_task_group() as tg:
                for _ in range(5):
                    tg.start_soon(one, g)

    run(scenario)
    assert len(outcomes) == 5
    assert [type(o).__name__ for o in outcomes] == ["ArgumentsRejected"] * 5
    assert all(isinstance(o, ArgumentsRejected) and o.limit == 1 for o in outcomes)


def test_the_call_right_after_the_drift_over_http_is_judged_against_the_new_list(
        base: Path) -> None:
    """Over Streamable HTTP, without waiting: the call after the drifting one is refused by the
    guard (the notification came on the drifting call's own stream, before its result)."""
    narrowed = mutated(base, "input-range-narrowed")
    caught: list[BaseException] = []

    async def scenario(url: str) -> None:
        watch = ListChangedWatch()
        async with http_session_on(url, watch) as session, guarded(session, watch=watch) as g:
            with pytest.raises(MCPError):
                await g.call_tool("search", NARROWED_CALL)
            try:
                await g.call_tool("search", NARROWED_CALL)
            except (ArgumentsRejected, MCPError) as exc:
                caught.append(exc)

    for _ in range(3):  # it failed in about one run of three before
        with mock_over_http(base, "--drift", str(narrowed)) as url:
            anyio.run(scenario, url)
    assert [type(c).__name__ for c in caught] == ["ArgumentsRejected"] * 3


def _post(url: str, body: dict[str, Any], session_id: str | None = None
          ) -> tuple[str | None, str]:
    headers = {"Content-Type": "application/json",
               "Accept": "application/json, text/event-stream",
               "MCP-Protocol-Version": "2025-11-25"}
    if session_id is not None:
        headers["Mcp-Session-Id"] = session_id
    request = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    with urllib.request.urlopen(request, timeout=30) as reply:
        return reply.headers.get("Mcp-Session-Id"), reply.read().decode()


def _sse_messages(text: str) -> list[dict[str, Any]]:
    return [json.loads(line[len("data:"):]) for line in text.splitlines()
            if line.startswith("data:") and line[len("data:"):].strip()]


def test_mock_sends_list_changed_on_the_drifting_calls_own_stream(base: Path) -> None:
    """Raw HTTP: the response stream of the `tools/call` that drifts the mock carries
    `notifications/tools/list_changed` before the call's result (it went to the standing GET
    stream before, so it could arrive after the result)."""
    narrowed = mutated(base, "input-range-narrowed")
    with mock_over_http(base, "--drift", str(narrowed)) as url:
        session, _ = _post(url, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}})
        _post(url, {"jsonrpc": "2.0", "method": "notifications/initialized"}, session)
        _, body = _post(url, {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "search", "arguments": {"query": "mug"}}}, session)
    messages = _sse_messages(body)
    assert [m.get("method") or f"result {m.get('id')}" for m in messages] == [
        "notifications/tools/list_changed", "result 2"]


def test_a_rebind_that_never_answers_is_bounded(tmp_path: Path) -> None:
    """The server announces a change and then never answers tools/list: the call waiting for the
    rebind gets GuardUnavailable after `rebind_timeout`, not a hang."""
    tools = [{"name": "add", "inputSchema": {"type": "object"}}]
    watch = ListChangedWatch()
    caught: list[BaseException] = []

    async def scenario() -> None:
        async with session_on(*raw_server("--tools-json", json.dumps(tools),
                                          "--fault", "list-changed-then-hang"),
                              watch=watch) as session, \
                guarded(session, watch=watch, rebind_timeout=0.5) as g:
            await g.call_tool("add", {})  # the server announces a change after answering
            await until_notified(watch)
            try:
                await g.call_tool("add", {})
            except GuardUnavailable as exc:
                caught.append(exc)

    run(scenario)
    [error] = caught
    assert "tool list" in error.message and "0.5" in error.message
