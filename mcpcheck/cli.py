"""The typer app: parse flags, build settings, call the core, print, exit. Nothing else."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from mcpcheck import __version__
from mcpcheck.errors import ExitCode, McpcheckError, UsageError
from mcpcheck.models import FailOn, Report, ServerResult, ServerTarget
from mcpcheck.reporters import Format

app = typer.Typer(
    name="mcpcheck",
    help="Contract checker and drift detector for MCP servers.\n\n"
    "Exit codes: 0 ok, 1 findings, 2 usage error, 3 could not evaluate.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

# The words after a bare `--` are the stdio server command (split off before typer parses).
_TRAILING: list[str] = []
_STATE = {"debug": False}

# ------------------------------------------------------------------ shared options
StdioOpt = Annotated[str | None, typer.Option("--stdio", help="Start a stdio server: \"CMD ARGS\" (or put `-- CMD ARGS` last).")]
UrlOpt = Annotated[str | None, typer.Option("--url", help="Streamable HTTP endpoint, e.g. http://127.0.0.1:8080/mcp.")]
SseOpt = Annotated[str | None, typer.Option("--sse", help="Legacy HTTP+SSE endpoint, e.g. http://127.0.0.1:8080/sse.")]
EnvOpt = Annotated[list[str] | None, typer.Option("--env", help="K=V for the stdio server (repeatable); ${VAR} is read from the environment.")]
HeaderOpt = Annotated[list[str] | None, typer.Option("--header", help="\"Name: value\" HTTP header (repeatable); ${VAR} is read from the environment.")]
CwdOpt = Annotated[str | None, typer.Option("--cwd", help="Working directory of the stdio server.")]
TimeoutOpt = Annotated[float, typer.Option("--timeout", help="Seconds for the whole exchange, handshake included.")]
ProtocolOpt = Annotated[str, typer.Option("--protocol", help="auto | legacy | 2026-07-28.")]
NameOpt = Annotated[str | None, typer.Option("--name", help="Server name for reports and snapshots/<name>.json (default: the server's own name).")]
SnapshotOpt = Annotated[Path | None, typer.Option("--snapshot", help="Snapshot file (default snapshots/<server>.json).")]
FormatOpt = Annotated[Format, typer.Option("--format", "-f", help="Report format.")]
OutputOpt = Annotated[Path | None, typer.Option("--output", "-o", help="Write the report to this file instead of stdout.")]
FailOnOpt = Annotated[FailOn, typer.Option("--fail-on", help="Lowest severity that fails the run.")]
DebugOpt = Annotated[bool, typer.Option("--debug", help="Show tracebacks of internal errors.")]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"mcpcheck {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """Contract checker and drift detector for MCP servers."""


# ------------------------------------------------------------------ plumbing


def _target(stdio: str | None, url: str | None, sse: str | None, env: list[str] | None,
            header: list[str] | None, cwd: str | None, timeout: float, protocol: str,
            name: str | None) -> ServerTarget:
    from mcpcheck.targets import Selection, target_from_flags

    return target_from_flags(Selection(
        stdio=stdio, command=tuple(_TRAILING), url=url, sse=sse, env=tuple(env or ()),
        headers=tuple(header or ()), cwd=cwd, timeout=timeout, protocol=protocol, name=name))


def _color() -> bool:
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def emit(report: Report, fmt: Format, output: Path | None) -> NoReturn:
    from mcpcheck.reporters import render

    text = render(report, fmt, color=_color() and output is None)
    if output is not None:
        try:
            output.parent.mkdir(parents=True, exist_ok=True)
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"--output {output}: {exc.strerror}") from None
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    raise typer.Exit(report.exit_code())


def guarded(work: Callable[[], NoReturn], debug: bool) -> NoReturn:
    """Run a command body: project errors become one line and their exit code."""
    _STATE["debug"] = debug
    try:
        work()
    except (typer.Exit, typer.Abort):
        raise
    except McpcheckError as exc:
        _fail(exc.message, exc.exit_code, exc.detail)
    except KeyboardInterrupt:
        _fail("interrupted", ExitCode.UNEVALUATED)
    except Exception as exc:  # a bug in mcpcheck: one line unless --debug
        if debug:
            traceback.print_exc()
        _fail(f"internal error: {type(exc).__name__}: {exc}", ExitCode.UNEVALUATED)


def _fail(message: str, code: ExitCode, detail: str | None = None) -> NoReturn:
    from mcpcheck.textsafety import inert

    sys.stderr.write(f"mcpcheck: {inert(message, 500)}\n")
    if detail:
        sys.stderr.write("server stderr (last lines):\n")
        for line in detail.splitlines():
            sys.stderr.write(f"  {inert(line, 300)}\n")
    raise typer.Exit(int(code))


def single(command: str, fail_on: FailOn, result: ServerResult) -> Report:
    return Report(command=command, servers=[result], fail_on=fail_on)


# ------------------------------------------------------------------ commands


@app.command()
def snapshot(
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 30.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, snapshot: SnapshotOpt = None,
    update: Annotated[bool, typer.Option("--update", help="Replace a baseline that differs.")] = False,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    debug: DebugOpt = False,
) -> None:
    """Write the server's tools, prompts and resources to a canonical snapshot file."""

    def work() -> NoReturn:
        from mcpcheck.commands import snapshot as cmd

        target = _target(stdio, url, sse, env, header, cwd, timeout, protocol, name)
        emit(single("snapshot", fail_on, cmd.run(target, path=snapshot, update=update)),
             fmt, output)

    guarded(work, debug)


def main() -> None:
    """Console entry point: split off `-- CMD ARGS`, run typer, never show a traceback."""
    argv = sys.argv[1:]
    if "--" in argv:
        at = argv.index("--")
        _TRAILING[:] = argv[at + 1:]
        argv = argv[:at]
    try:
        app(args=argv, prog_name="mcpcheck", standalone_mode=True)
    except SystemExit:
        raise
    except Exception as exc:  # typer/click internals; never a traceback without --debug
        if "--debug" in argv:
            traceback.print_exc()
        sys.stderr.write(f"mcpcheck: internal error: {type(exc).__name__}: {exc}\n")
        sys.exit(int(ExitCode.UNEVALUATED))
