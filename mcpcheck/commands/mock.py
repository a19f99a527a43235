"""`mcpcheck mock` and `mcpcheck mutate`: a recorded snapshot served, and drifted on purpose."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcpcheck.errors import UsageError

if TYPE_CHECKING:
    from mcpcheck.models import Surface


def run_mock(snapshot: Path, *, port: int | None, results: Path | None, drift: Path | None,
             drift_after_calls: int, say: Callable[[str], None] = lambda line: None) -> None:
    """Serve until stdin closes (stdio) or the process is stopped (HTTP). `say` gets the lines
    meant for the person running the mock (stderr): malformed items not served, the address.

    Over stdio: UsageError when stdin or stdout is closed or stdout cannot be written (a full
    disk); BrokenPipeError when stdout's reader went away (the CLI ends quietly with 141)."""
    from mcpcheck.mock.address import listen

    # what the user can get wrong without the SDK is said before it is imported (about 1 s)
    if port is None:
        _stdio_open()
        _serve_stdio(_server(snapshot, results, drift, drift_after_calls, say))
        return
    sock = listen(port)
    try:
        server = _server(snapshot, results, drift, drift_after_calls, say)
    except BaseException:
        sock.close()
        raise
    import anyio

    from mcpcheck.mock.server import serve_http

    say(f"listening on http://127.0.0.1:{sock.getsockname()[1]}/mcp")
    anyio.run(serve_http, server, sock)


def _server(snapshot: Path, results: Path | None, drift: Path | None, drift_after_calls: int,
            say: Callable[[str], None]) -> Any:
    """The SDK server answering from the snapshot (and the drift and canned results). The
    files are read and the results' tool names checked before the SDK is imported (about 1 s
    of CPU), so a bad file is said at once."""
    from mcpcheck.mock.results import load_results
    from mcpcheck.snapshots.store import read_snapshot

    canned = load_results(results)
    base = read_snapshot(snapshot).surface()
    drifted = read_snapshot(drift).surface() if drift else None
    canned.check_tools(_named_tools(base, drifted))

    from mcpcheck.mock.server import MockState, build_server, served_tools, skipped_notes

    state = MockState(base, drifted, canned, drift_after_calls)
    canned.check_tools(served_tools(state))  # a named tool the SDK cannot serve (malformed)
    for line in skipped_notes(state):
        say(line)
    return build_server(state)


def _named_tools(*surfaces: Surface | None) -> set[str]:
    """Every tool name the snapshots hold (the served ones are these less the malformed)."""
    return {tool["name"] for surface in surfaces if surface is not None
            for tool in surface.tools
            if isinstance(tool, dict) and isinstance(tool.get("name"), str)}


def _stdio_open() -> None:
    # Python sets sys.stdin / sys.stdout to None when the descriptor was closed at start
    # (the descriptor number itself may have been reused since, by a pipe of our own).
    if sys.stdin is None:
        raise UsageError("stdin is closed: the stdio mock reads requests there "
                         "(or serve HTTP with --port)")
    if sys.stdout is None:
        raise UsageError("stdout is closed: the stdio mock answers there "
                         "(or serve HTTP with --port)")


def _serve_stdio(server: Any) -> None:
    import anyio

    from mcpcheck.mock.server import StdioBroken, serve_stdio

    assert sys.stdin is not None and sys.stdout is not None
    try:
        stdin, stdout = os.dup(sys.stdin.fileno()), os.dup(sys.stdout.fileno())
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot use stdin and stdout: {getattr(exc, 'strerror', exc)}"
                         ) from None
    try:
        anyio.run(serve_stdio, server, stdin, stdout)
    except StdioBroken as broken:
        if broken.side == "stdout" and isinstance(broken.error, BrokenPipeError):
            raise BrokenPipeError from None
        verb = "write to stdout" if broken.side == "stdout" else "read stdin"
        raise UsageError(f"cannot {verb}: {broken.error.strerror or broken.error}") from None


def run_mutate(snapshot: Path, *, rule: str, tool: str, path: str | None, rename_to: str | None,
               output: Path) -> str:
    """Write the mutated snapshot; returns what was done, in one line."""
    from mcpcheck.checks.mutate import check_arguments, mutate
    from mcpcheck.fileio import files
    from mcpcheck.fileio.gitref import refuse_write
    from mcpcheck.snapshots.store import read_snapshot

    check_arguments(rule, path, rename_to)
    refuse_write(output, "-o")
    if files.same_file(output, snapshot):
        raise UsageError("mutate: -o must name a new file, not the snapshot it reads")
    data = mutate(read_snapshot(snapshot).surface(), rule, tool, path, rename_to)
    try:
        files.write(output, data, replace=True)
    except files.FileProblem as exc:
        raise UsageError(f"-o {output}: {exc.reason}") from None
    return f"wrote {output}: {rule} on `{tool}`"
