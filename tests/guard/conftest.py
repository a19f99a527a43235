"""Plumbing of the guard tests: the demo's snapshot, its mutations, and SDK sessions on
`mcpcheck mock` (stdio or Streamable HTTP) serving them."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import ExitStack, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from mcpcheck.guard import ListChangedWatch
from tests.conftest import PY, free_port, run_cli, wait_port


@pytest.fixture(scope="session")
def base(tmp_path_factory: pytest.TempPathFactory, live_demo_snapshot: Path) -> Path:
    """The demo server's snapshot, taken from the real demo server (once per test process, and
    shared with the mock tests: `live_demo_snapshot`), copied into a folder of the guard's own:
    every guard module reads it, and writes its mutations beside it."""
    path = tmp_path_factory.mktemp("guard") / "demo.json"
    shutil.copyfile(live_demo_snapshot, path)
    return path


def mutated(base: Path, rule: str, tool: str = "search") -> Path:
    out = base.parent / f"{rule}.json"
    if not out.exists():
        made = run_cli("mutate", str(base), "--rule", rule, "--tool", tool, "-o", str(out))
        assert made.code == 0, made.err
    return out


def output_schema(snapshot: Path, tool: str) -> dict[str, Any]:
    doc = json.loads(snapshot.read_text())
    return next(e["definition"]["outputSchema"] for e in doc["tools"] if e["name"] == tool)


@asynccontextmanager
async def session_on(command: str, *args: str, watch: ListChangedWatch | None = None,
                     initialize: bool = True) -> AsyncIterator[ClientSession]:
    """An SDK ClientSession on a stdio server process (initialized unless told otherwise)."""
    params = StdioServerParameters(command=command, args=list(args))
    with tempfile.TemporaryFile("w+") as errlog:  # the server's stderr: never a real device
        async with stdio_client(params, errlog=errlog) as (read, write), \
                ClientSession(read, write, message_handler=watch) as session:
            if initialize:
                await session.initialize()
            yield session


@contextmanager
def mock_over_http(snapshot: Path, *extra: str) -> Iterator[str]:
    """`mcpcheck mock --port` serving `snapshot`; yields the endpoint URL."""
    port = free_port()
    server = subprocess.Popen([PY, *mock_args(snapshot, "--port", str(port), *extra)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port, server, 60)  # the SDK's import: over 20 s at a load of 6 on 2 cores
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        server.terminate()
        server.wait(timeout=10)


Served = Callable[[Path], str]


@pytest.fixture(scope="module")
def served() -> Iterator[Served]:
    """The URL of a `mcpcheck mock --port` serving a snapshot: started on first use, one per
    snapshot for the whole module (each test opens its own session on it), stopped at the
    module's end. For the tests whose subject is not a fresh mock or the stdio transport: a
    mock's start is about 1.5 s of CPU, most of it the SDK's import."""
    urls: dict[Path, str] = {}
    with ExitStack() as stack:
        def url(snapshot: Path) -> str:
            if snapshot not in urls:
                urls[snapshot] = stack.enter_context(mock_over_http(snapshot))
            return urls[snapshot]

        yield url


@asynccontextmanager
async def http_session_on(url: str, watch: ListChangedWatch | None = None
                          ) -> AsyncIterator[ClientSession]:
    from mcp.client.streamable_http import streamable_http_client

    async with streamable_http_client(url) as (read, write), \
            ClientSession(read, write, message_handler=watch) as session:
        await session.initialize()
        yield session


def mock_args(snapshot: Path, *extra: str) -> tuple[str, ...]:
    return ("-m", "mcpcheck", "mock", "--snapshot", str(snapshot), *extra)


def run(coro: Any) -> Any:
    return anyio.run(coro)
