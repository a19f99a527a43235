"""What the CLI writes and how a run ends (the output half of mcpcheck/cli/app.py).

The report to stdout or --output files (and the extra FORMAT=FILE copies), one-line failures
with their exit code, the partial report and exit code of a stop by signal, the progress lines
of `check` and the log lines of `serve` on stderr. Like cli.py, and unlike the core, this module
prints and exits.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from mcpcheck.cli import interrupts
from mcpcheck.errors import ExitCode, McpcheckError, UsageError
from mcpcheck.models import FailOn, Report, ServerResult, Severity, Shard
from mcpcheck.reporters import Format, Outputs

if TYPE_CHECKING:
    from mcpcheck.reporters.locate import Context
    from mcpcheck.settings.config import ServerConfig


@dataclass(frozen=True)
class Wanted:
    """The report the running command was asked for (written on a stop by signal)."""

    command: str
    fmt: Format
    output: list[str] | None
    fail_on: FailOn
    show: Severity = Severity.INFO  # --show: the lowest severity text and markdown list


@dataclass
class Run:
    """One invocation of the CLI: what it was given beyond its flags and what it has learned.
    A new one per invocation (main, or typer's root callback), so nothing carries over from
    one run to the next in the same process."""

    trailing: tuple[str, ...] = ()  # the words after a bare `--`: the stdio server command
    verbose: bool = False
    progress: interrupts.Progress = field(default_factory=interrupts.Progress)
    wanted: Wanted | None = None
    secrets: list[tuple[str, str]] = field(default_factory=list)  # never shown
    shard: Shard | None = None  # --shard K/N: the part of the selected servers this run has


_CURRENT = [Run()]


def current() -> Run:
    """The run under way (the signal handler reads it too)."""
    return _CURRENT[0]


def begin(run: Run) -> Run:
    """Make `run` the one under way; the previous run's state is dropped with it."""
    _CURRENT[0] = run
    return run


def color() -> bool:
    return sys.stdout is not None and sys.stdout.isatty() and "NO_COLOR" not in os.environ


def write_output(output: Path, text: str) -> None:
    from mcpcheck.fileio import files

    try:
        files.write(output, text.encode("utf-8"), replace=False)
    except files.FileProblem as exc:
        raise UsageError(f"--output {output}: {exc.reason}") from None


def apart(output: list[str] | None, snapshots: list[Path | str | None]) -> None:
    """A report must never overwrite a snapshot file (checked before and after writing)."""
    from mcpcheck.reporters import parse_outputs

    outputs = parse_outputs(output)
    for out in [outputs.plain, *(path for _, path in outputs.extra)]:
        for snap in snapshots:
            if out is not None and snap is not None and same_file(out, Path(snap)):
                raise UsageError(f"--output {out} is the snapshot file {snap}; write the report "
                                 "to another file")


def same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def write_stdout(text: str, fmt: Format = Format.TEXT) -> None:
    from mcpcheck.cli import streams

    try:
        streams.write_stdout(text, json_text=fmt in (Format.JSON, Format.SARIF))
    except streams.StdoutGone:
        raise SystemExit(streams.EPIPE_EXIT) from None


def shown() -> Severity:
    """The run's --show level (info when no report was asked for)."""
    wanted = current().wanted
    return wanted.show if wanted is not None else Severity.INFO


def write_extra(report: Report, outputs: Outputs) -> None:
    from mcpcheck.reporters import render

    for extra_fmt, path in outputs.extra:
        write_output(path, render(report, extra_fmt, show=shown()))


def contexts_of(results: list[ServerResult], configs: list[ServerConfig | None] | None = None,
           snapshot: Path | None = None, calls: Path | None = None) -> list[Context]:
    """The files that describe each result (for the physical locations of SARIF and github)."""
    from mcpcheck.reporters.locate import context_for

    configs = configs if configs is not None else [None] * len(results)
    return [context_for(r, snapshot=snapshot, server=sc, calls=calls)
            for r, sc in zip(results, configs, strict=True)]


def locate_findings(report: Report, fmt: Format, outputs: Outputs,
                    where: list[Context] | None) -> None:
    formats = {fmt, *(f for f, _ in outputs.extra)}
    # JSON carries them too, so that `mcpcheck merge` can write SARIF and github from it
    if where is None or not formats & {Format.SARIF, Format.GITHUB, Format.JSON}:
        return
    from mcpcheck.reporters.locate import clear_cache, locate

    clear_cache()  # files as they are now: a run before may have read older ones at these paths
    for result, ctx in zip(report.servers, where, strict=True):
        locate(result, ctx)


def emit(report: Report, fmt: Format, output: list[str] | None, quiet: bool = False,
         where: list[Context] | None = None) -> NoReturn:
    from mcpcheck.reporters import parse_outputs, render

    interrupts.hold_if_stopping()  # a stop by signal writes its own report and ends the process
    code = report.exit_code()
    outputs = parse_outputs(output)
    locate_findings(report, fmt, outputs, where)
    write_extra(report, outputs)
    if quiet and fmt is Format.TEXT and code == 0:
        raise SystemExit(0)
    text = render(report, fmt, color=color() and outputs.plain is None, show=shown())
    if outputs.plain is not None:
        write_output(outputs.plain, text)
    else:
        write_stdout(text, fmt)
    raise SystemExit(code)


def guarded(work: Callable[[], NoReturn], debug: bool, command: str = "",
            fmt: Format = Format.TEXT, output: list[str] | None = None,
            fail_on: FailOn = FailOn.ERROR, show: Severity = Severity.INFO) -> NoReturn:
    """Run a command body: project errors become one line and their exit code."""
    current().wanted = Wanted(command=command, fmt=fmt, output=output, fail_on=fail_on,
                              show=show)
    try:
        work()
    except McpcheckError as exc:
        fail(exc.message, exc.exit_code, exc.detail)
    except KeyboardInterrupt:
        fail("interrupted", ExitCode.UNEVALUATED)
    except Exception as exc:  # a bug in mcpcheck: one line unless --debug
        if _typer_ending(exc):
            raise
        if debug:
            import traceback

            traceback.print_exc()
        fail(f"internal error: {type(exc).__name__}: {exc}", ExitCode.UNEVALUATED)


def _typer_ending(exc: Exception) -> bool:
    """typer.Exit or typer.Abort raised by a command body (typer ends the run with it). Only
    the typer app raises them, so without typer loaded (the offline diff, cli/offline.py)
    there is none; this module ends runs with SystemExit and does not import typer."""
    typer = sys.modules.get("typer")
    return typer is not None and isinstance(exc, (typer.Exit, typer.Abort))


def fail(message: str, code: ExitCode, detail: str | None = None) -> NoReturn:
    from mcpcheck.textsafety import inert

    sys.stderr.write(f"mcpcheck: {inert(message, 500)}\n")
    if detail:
        sys.stderr.write("server stderr (last lines):\n")
        for line in detail.splitlines():
            sys.stderr.write(f"  {inert(line, 300)}\n")
    raise SystemExit(int(code))


def report_of(command: str, fail_on: FailOn, results: list[ServerResult]) -> Report:
    """The report, with every known secret value redacted (even one a server echoed)."""
    from mcpcheck.snapshots.redaction import merge, redact_result

    secrets = merge([current().secrets])
    return Report(command=command, servers=[redact_result(r, secrets) for r in results],
                  fail_on=fail_on, shard=current().shard)


def each(labels: list[str], work: Callable[[int], ServerResult], jobs: int = 1,
         ) -> list[ServerResult]:
    """Run `work(i)` for every server, `jobs` at a time (the runner `check` uses), keeping what
    is learned for a stop by signal; results in configuration order whatever `jobs`."""
    from mcpcheck.settings.fleet import run_all

    progress = current().progress
    progress.begin(labels)

    def one(index: int) -> ServerResult:
        result = work(index)
        progress.record(index, result)
        return result

    return run_all(range(len(labels)), one, jobs=jobs)


def write_partial(name: str) -> None:
    """The report of what was learned so far, to every --output file asked for."""
    from mcpcheck.reporters import parse_outputs, render

    run = current()
    wanted = run.wanted
    if wanted is None or wanted.output is None or not run.progress.started():
        return
    outputs = parse_outputs(wanted.output)
    report = report_of(wanted.command, wanted.fail_on,
                       run.progress.so_far(f"interrupted by {name} before this server was "
                                           "checked"))
    write_extra(report, outputs)
    if outputs.plain is not None:
        write_output(outputs.plain, render(report, wanted.fmt, show=wanted.show))


def exit_now(code: int) -> NoReturn:
    """End the process with `code` after flushing the standard streams, without the
    interpreter's shutdown (for a run that leaves daemon threads it cannot wait for)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def on_stop(signum: int) -> NoReturn:
    """SIGINT/SIGTERM/SIGHUP: servers are dead already; write what was learned, say so, exit
    128 + signum at once (worker threads are not waited for)."""
    name = interrupts.SIGNALS.get(signum, str(signum))
    note = "" if signum == 2 else f" ({name})"
    try:
        write_partial(name)
    except Exception as exc:  # the stop goes on; say why nothing was written
        note += f"; --output not written: {exc}"
    with contextlib.suppress(Exception):
        sys.stdout.flush()
    with contextlib.suppress(OSError):
        os.write(2, f"mcpcheck: interrupted{note}\n".encode("utf-8", "replace"))
    os._exit(interrupts.exit_code(signum))


def serve_log(as_json: bool) -> Callable[[dict[str, object]], None]:
    """serve's events as one line each on stderr: plain text, or JSON Lines."""
    import datetime as dt
    import json

    from mcpcheck.textsafety import inert

    def log(event: dict[str, object]) -> None:
        if as_json:
            stamp = dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds")
            line = json.dumps({"time": stamp, **event}, ensure_ascii=True)
        elif event["event"] == "listening":
            line = f"mcpcheck serve: listening on {event['url']}"
        else:
            why = f": {inert(str(event['reason']), 300)}" if event["event"] != "ready" else ""
            stderr = event.get("stderr")
            if isinstance(stderr, list) and stderr:
                why += " (server stderr: " + " | ".join(inert(str(x), 200) for x in stderr) + ")"
            who = f"{inert(str(event['server']), 80)} " if "server" in event else ""
            line = f"mcpcheck serve: {who}{event['event']}{why}"
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(line + "\n")
            sys.stderr.flush()

    return log


def progress_printer(total: int, fail_on: FailOn) -> Callable[[ServerResult], None]:
    """One line per finished server on stderr (only when stderr is a terminal)."""
    import threading

    from rich.console import Console
    from rich.text import Text

    from mcpcheck.textsafety import inert

    console = Console(stderr=True, highlight=False, markup=False,
                      no_color="NO_COLOR" in os.environ)
    lock = threading.Lock()
    done = [0]
    style = {"ok": "green", "findings": "red", "error": "magenta"}

    def on_done(result: ServerResult) -> None:
        status = result.status(fail_on)
        with lock:
            done[0] += 1
            console.print(Text.assemble((f"[{done[0]}/{total}] ", "dim"),
                                        (f"{status:<8}", style[status]), inert(result.server)))

    return on_done
