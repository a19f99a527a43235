"""The console entry point (`mcpcheck`, `python -m mcpcheck`) and how every run starts and ends.

A plain offline diff of two snapshot files runs without typer (cli/offline.py: typer and the
typer app are about a tenth of that run); every other command line goes to the typer app
(`cli.app.main`). This module imports neither typer nor the app until it needs them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from mcpcheck.cli.output import Run, begin, on_stop


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["diff"]:
        from mcpcheck.cli import offline

        # the cyclic collector paused from here (imports included) to the exit, as the diff
        # itself runs (offline.collector_paused): nothing this path builds is cyclic garbage
        offline.collector_paused(lambda: _offline_diff(argv))
    from mcpcheck.cli.app import main as typer_main

    typer_main()


def _offline_diff(argv: list[str]) -> None:
    """Run a plain offline diff to its exit; return when the typer app must read `argv`."""
    from mcpcheck.cli import offline

    try:
        values = offline.parse(argv, os.environ)
    except Exception:  # a fault in the fast reader: the typer app reads, refuses and explains
        values = None
    if values is not None:
        argv, _ = started(argv)
        ended(argv, lambda: offline.run(values))


def started(argv: list[str]) -> tuple[list[str], Run]:
    """Begin a run: the arguments before a bare `--` (the words after it are the stdio server
    command, kept in the run), signal handlers installed, standard streams prepared."""
    from mcpcheck.cli import interrupts, streams

    trailing: list[str] = []
    if "--" in argv:
        at = argv.index("--")
        trailing = argv[at + 1:]
        argv = argv[:at]
    run = begin(Run(trailing=tuple(trailing)))
    interrupts.install(on_stop)
    streams.prepare()
    return argv, run


def ended(argv: list[str], body: Callable[[], object]) -> None:
    """Run the command; whatever escapes it ends the process with an exit code, never a
    traceback (unless --debug)."""
    from mcpcheck.cli import interrupts, streams
    from mcpcheck.errors import ExitCode

    try:
        body()
    except SystemExit:
        raise
    except BrokenPipeError:  # --help or --version into a reader that went away
        streams.silence_stdout()
        sys.exit(streams.EPIPE_EXIT)
    except Exception as exc:  # typer/click internals; never a traceback without --debug
        if "--debug" in argv:
            import traceback

            traceback.print_exc()
        sys.stderr.write(f"mcpcheck: internal error: {type(exc).__name__}: {exc}\n")
        sys.exit(int(ExitCode.UNEVALUATED))
    finally:  # a stop by signal under way in another thread ends the process, not this exit
        interrupts.hold_if_stopping()
