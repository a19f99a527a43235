"""A stdio server for the SDK oracle's ClientSession (tests/support/sdk_oracle.py), started
and stopped by mcpcheck's own code, so that the oracle and the wire client read the same
process the same way and differ only in the client (tests/wire/test_wire_conformance.py also
holds these pipes to the SDK's own stdio transport).

The process is the wire client's (mcpcheck.wire.stdio.spawn): a new session, registered in
mcpcheck.wire.children, the same inherited environment, stderr to the caller's file. Two pumps
bridge its pipes to the memory streams a ClientSession reads and writes:

- stdout: split into lines with the wire client's framer (a line over the size limit is dropped,
  not buffered), each parsed by the wire client's framing (UTF-8, BOM, depth limit) and then by
  the SDK's JSON-RPC model. A line that fails either is passed on as the exception, which the
  session hands to its message handler (the oracle reports it in one line); a line that does not
  even claim to be JSON-RPC (mcpcheck.wire.framing.stray) is passed on as a StrayLine, which the
  oracle skips within the wire client's budget, as both SDKs read on past such a line.
- stdin: each message is one line; a server that closed its stdin ends the conversation (one
  that only stopped reading blocks the write, and the session's deadline ends it).

On the way out the server gets stdin EOF and short graces when all went well, SIGKILL to its
group at once otherwise (mcpcheck.wire.stdio.stop); nothing of the group survives.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any, TextIO

import anyio
import mcp_types as types
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

from mcpcheck.errors import ConnectError
from mcpcheck.models import ServerTarget
from mcpcheck.wire import framing
from mcpcheck.wire.stdio import READ_SIZE, spawn, stop

Incoming = SessionMessage | Exception


@asynccontextmanager
async def stdio_streams(
    target: ServerTarget, errlog: TextIO, on_drop: Callable[[], None] = lambda: None
) -> AsyncIterator[tuple[MemoryObjectReceiveStream[Incoming], MemoryObjectSendStream[Any]]]:
    """Start the server; yield (read stream, write stream) for a ClientSession.
    `on_drop` is called for each line dropped for its size (the caller names the drops)."""
    if not target.command:
        raise ConnectError("no command given for the stdio server")
    proc = spawn(target.command, tuple(target.args), dict(target.env), target.cwd, errlog)
    ok = False
    try:
        into_session, from_server = anyio.create_memory_object_stream[Incoming](0)
        to_server, from_session = anyio.create_memory_object_stream[SessionMessage](0)
        pipes = _Pipes(proc, into_session, on_drop)
        async with anyio.create_task_group() as tg:
            tg.start_soon(pipes.pump_out)
            tg.start_soon(pipes.pump_in, from_session)
            try:
                yield from_server, to_server
                ok = True
            finally:
                tg.cancel_scope.cancel()
    finally:
        stop(proc, ok)


class _Pipes:
    def __init__(self, proc: subprocess.Popen[bytes], sink: MemoryObjectSendStream[Incoming],
                 on_drop: Callable[[], None]) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        self.stdin = proc.stdin.fileno()
        self.stdout = proc.stdout.fileno()
        os.set_blocking(self.stdin, False)
        os.set_blocking(self.stdout, False)
        self.sink = sink
        self.framer = framing.LineFramer()
        self.on_drop = on_drop

    async def pump_out(self) -> None:
        """Server stdout to the session, until EOF (which closes the session's read stream)."""
        async with self.sink:
            while data := await self._read():
                dropped = self.framer.dropped
                lines = self.framer.feed(data)
                for _ in range(self.framer.dropped - dropped):
                    self.on_drop()
                for line in lines:
                    if line.strip():
                        try:
                            await self.sink.send(_message(line))
                        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
                            return

    async def _read(self) -> bytes:
        while True:
            await anyio.wait_readable(self.stdout)
            try:
                return os.read(self.stdout, READ_SIZE)
            except BlockingIOError:
                continue
            except OSError:
                return b""

    async def pump_in(self, source: MemoryObjectReceiveStream[SessionMessage]) -> None:
        """The session's messages to server stdin, one line each."""
        async with source:
            async for item in source:
                line = item.message.model_dump_json(by_alias=True, exclude_unset=True)
                if not await self._write(line.encode("utf-8") + b"\n"):
                    await self.sink.aclose()  # the server stopped reading: the talk is over
                    return

    async def _write(self, data: bytes) -> bool:
        view = memoryview(data)
        while view:
            await anyio.wait_writable(self.stdin)
            try:
                view = view[os.write(self.stdin, view):]
            except BlockingIOError:
                continue
            except OSError:
                return False
        return True


class StrayLine(Exception):
    """A stdout line that does not claim to be JSON-RPC (a banner, a warning, a log line)."""

    def __init__(self, line: bytes) -> None:
        super().__init__("a line that is not JSON-RPC")
        self.line = line


def _message(line: bytes) -> Incoming:
    """One stdout line as the session's message, or the reason it is not one."""
    try:
        value = framing.parse(line)
    except framing.FrameError as exc:
        return StrayLine(line) if exc.kind == "not-json" and framing.stray(line) else exc
    if framing.stray(line, value, parsed=True):
        return StrayLine(line)
    try:
        message = types.jsonrpc_message_adapter.validate_python(value, by_name=False)
    except ValidationError as exc:
        try:
            framing.message(value)
        except framing.FrameError as frame:
            return frame
        return exc
    return SessionMessage(message)
