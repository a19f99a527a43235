"""`mcpcheck mock` and `mcpcheck mutate`: a recorded snapshot served, and drifted on purpose."""

from __future__ import annotations

from pathlib import Path

from mcpcheck.errors import UsageError


def run_mock(snapshot: Path, *, port: int | None, results: Path | None, drift: Path | None,
             drift_after_calls: int) -> None:
    """Serve until stdin closes (stdio) or the process is stopped (HTTP)."""
    import anyio

    from mcpcheck.mock.results import load_results
    from mcpcheck.mock.server import (
        MockState,
        build_server,
        load_surface,
        note_skipped,
        serve_http,
        serve_stdio,
    )

    state = MockState(load_surface(snapshot), load_surface(drift) if drift else None,
                      load_results(results), drift_after_calls)
    note_skipped(state)
    server = build_server(state)
    if port is None:
        anyio.run(serve_stdio, server)
    else:
        anyio.run(serve_http, server, port)


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
