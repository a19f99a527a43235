"""The stdio transport: a server process, newline-delimited JSON-RPC on its stdin/stdout.

The server starts in a new session (its process group id is its pid), registered in
mcpcheck.wire.children while it may be alive. Its stderr goes to a file the caller owns (the tail
names crashes). Close: stdin EOF, 0.5 s to exit, SIGTERM to the group, 0.5 s, then SIGKILL to
whatever is left of the group; on a fault or timeout the group gets SIGKILL at once.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import time
from collections import deque
from collections.abc import Mapping
from typing import IO, Any

from mcpcheck.wire import children, framing
from mcpcheck.wire.clock import Clock
from mcpcheck.wire.failures import Closed, SpawnError

# What a server inherits from our environment (the rest stays private), as the SDK does.
INHERITED_ENV = ("HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER")
EXIT_GRACE = 0.5
TERM_GRACE = 0.5
READ_SIZE = 256 * 1024


def server_env(extra: Mapping[str, str]) -> dict[str, str]:
    env = {k: v for k in INHERITED_ENV if (v := os.environ.get(k)) is not None
           and not v.startswith("()")}
    env.update(extra)
    return env


def spawn(command: str, args: tuple[str, ...], env: Mapping[str, str], cwd: str | None,
          errlog: IO[Any]) -> subprocess.Popen[bytes]:
    if cwd is not None and not os.path.isdir(cwd):
        raise SpawnError("working directory not found", cwd)
    try:
        with children.starting():  # a stop by signal waits for this spawn, then kills it
            proc = _popen(command, args, env, cwd, errlog)
            children.register(proc.pid)
    except children.Stopping:
        raise SpawnError("interrupted", "no new server is started") from None
    return proc


def _popen(command: str, args: tuple[str, ...], env: Mapping[str, str], cwd: str | None,
           errlog: IO[Any]) -> subprocess.Popen[bytes]:
    try:
        return subprocess.Popen([command, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=errlog, env=server_env(env), cwd=cwd,
                                start_new_session=True, bufsize=0)
    except (FileNotFoundError, NotADirectoryError) as exc:
        # NotADirectoryError: a path through a regular file ("/etc/hosts/server")
        if cwd is not None and exc.filename == cwd:
            raise SpawnError("working directory not found", cwd) from None
        raise SpawnError("command not found", command) from None
    except PermissionError:
        raise SpawnError("permission denied", command) from None


class StdioTransport:
    """One server process; send() writes a line, receive() returns the next message."""

    opening = "starting the server"

    def __init__(self, proc: subprocess.Popen[bytes], clock: Clock) -> None:
        self.proc = proc
        self.clock = clock
        self.framer = framing.LineFramer()
        self.stray = framing.StrayLines()  # lines that are not JSON-RPC, skipped in a budget
        self.ready: deque[bytes] = deque()
        self.eof = False
        self.broken = False
        clock.on_abort(self.kill)

    @property
    def dropped(self) -> int:
        return self.framer.dropped

    def start(self) -> None:
        """The server was started by spawn(); it speaks when asked."""

    def send(self, payload: dict[str, Any], headers: Mapping[str, str]) -> None:
        """Write one line. A server that stopped reading has ended the conversation: the
        next receive() says so (a lost notification alone is not the failing step)."""
        stdin = self.proc.stdin
        assert stdin is not None
        if self.broken:
            return
        try:
            stdin.write(framing.encode(payload) + b"\n")
        except (BrokenPipeError, ConnectionResetError, ValueError):
            self.broken = True

    def receive(self) -> framing.Message:
        """The next message within the clock's deadline (TimeoutError, Closed, FrameError).
        A line that does not claim to be JSON-RPC (framing.stray) is skipped and counted in
        `stray`, within its budget."""
        if self.broken:
            raise Closed
        while True:
            while self.ready:
                line = self.ready.popleft()
                if line.strip():
                    msg = self._message(line)
                    if msg is not None:
                        return msg
            if self.eof:
                raise Closed
            self._read()

    def _message(self, line: bytes) -> framing.Message | None:
        try:
            value = framing.parse(line)
        except framing.FrameError as exc:
            if exc.kind != "not-json" or not framing.stray(line):
                raise
            self.stray.take(line)
            return None
        if framing.stray(line, value, parsed=True):
            self.stray.take(line)
            return None
        return framing.message(value)

    def _read(self) -> None:
        stdout = self.proc.stdout
        assert stdout is not None
        fd = stdout.fileno()
        if not _wait_readable(fd, self.clock.remaining()):
            self.clock.check()
            raise TimeoutError
        self.clock.check()
        data = os.read(fd, READ_SIZE)
        if not data:
            self.eof = True
            return
        self.ready.extend(self.framer.feed(data))

    # -------------------------------------------------------------- the end

    def kill(self) -> None:
        children.kill(self.proc.pid)

    def close(self, ok: bool) -> None:
        """Stop the server; nothing of its process group survives this call."""
        stop(self.proc, ok)


def stop(proc: subprocess.Popen[bytes], ok: bool) -> None:
    """Stop a server `spawn` started: gently when `ok` (stdin EOF, SIGTERM), then SIGKILL to
    whatever is left of its group; its pipes are closed. Never raises for a gone process."""
    try:
        if ok:
            _stop_gently(proc)
    finally:
        children.kill(proc.pid)
        _reap(proc, 1.0)
        for pipe in (proc.stdin, proc.stdout):
            with contextlib.suppress(OSError):
                if pipe is not None:
                    pipe.close()


def _stop_gently(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(OSError):
        if proc.stdin is not None:
            proc.stdin.close()
    if _reap(proc, EXIT_GRACE):
        return
    with contextlib.suppress(OSError):
        os.killpg(proc.pid, signal.SIGTERM)
    _reap(proc, TERM_GRACE)


def _wait_readable(fd: int, seconds: float) -> bool:
    """poll(2), not select(2): no limit on descriptor numbers (a fleet run opens many)."""
    poller = select.poll()
    poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)
    return bool(poller.poll(max(0, int(seconds * 1000) + 1)))


def _reap(proc: subprocess.Popen[bytes], seconds: float) -> bool:
    """Wait up to `seconds` for the process to exit (woken by a pidfd where there is one)."""
    if proc.poll() is not None:
        return True
    try:
        fd = os.pidfd_open(proc.pid)
    except (AttributeError, OSError):
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(seconds)
        return proc.poll() is not None
    try:
        end = time.monotonic() + seconds
        while proc.poll() is None:
            left = end - time.monotonic()
            if left <= 0:
                return False
            _wait_readable(fd, left)
        return True
    finally:
        os.close(fd)
