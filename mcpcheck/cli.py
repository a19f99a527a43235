"""The typer app: parse flags, build settings, call the core, print, exit. Nothing else."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from mcpcheck import __version__
from mcpcheck.errors import ExitCode, McpcheckError, UsageError
from mcpcheck.models import FailOn, Report, ServerResult, ServerTarget, Severity
from mcpcheck.reporters import Format

if TYPE_CHECKING:
    from mcpcheck.commands.common import Source

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


RequireOpt = Annotated[list[str] | None, typer.Option("--require", help="Tools that must be advertised (comma-separated, repeatable).")]
OptionalOpt = Annotated[list[str] | None, typer.Option("--optional", help="Tools whose absence is a warning.")]


def _source(stdio: str | None, url: str | None, sse: str | None, env: list[str] | None,
            header: list[str] | None, cwd: str | None, timeout: float, protocol: str,
            name: str | None, snapshot: Path | None) -> Source:
    from mcpcheck.commands.common import Source

    if stdio or url or sse or _TRAILING:
        return Source(target=_target(stdio, url, sse, env, header, cwd, timeout, protocol, name))
    if snapshot is None:
        raise UsageError("choose a server (--stdio, --url, --sse, -- CMD) or --snapshot PATH")
    return Source(snapshot=snapshot)


def _overrides(items: list[str] | None) -> dict[str, Severity]:
    out = {}
    for item in items or ():
        rule, sep, level = item.partition("=")
        if not sep or level not in {s.value for s in Severity}:
            raise UsageError(f"--severity expects RULE=error|warning|info, got {item!r}")
        out[rule.strip()] = Severity(level)
    return out


@app.command()
def diff(
    files: Annotated[list[Path] | None, typer.Argument(help="OLD.json NEW.json: compare two snapshots offline.")] = None,
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 30.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, snapshot: SnapshotOpt = None,
    require: RequireOpt = None, optional: OptionalOpt = None,
    ignore: Annotated[Path | None, typer.Option("--ignore", help="TOML file of accepted changes ([[ignore]] entries with a reason).")] = None,
    severity: Annotated[list[str] | None, typer.Option("--severity", help="RULE=LEVEL severity override (repeatable).")] = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    debug: DebugOpt = False,
) -> None:
    """Compare the live server (or NEW.json) with the stored snapshot; exit 1 on breaking drift."""

    def work() -> NoReturn:
        from mcpcheck.commands import diff as cmd
        from mcpcheck.required import parse_names

        settings = cmd.DiffSettings(require=parse_names(require), optional=parse_names(optional),
                                    ignore=ignore, overrides=_overrides(severity))
        if files:
            if len(files) != 2 or stdio or url or sse or _TRAILING or snapshot:
                raise UsageError("offline diff takes exactly two snapshot files: OLD.json NEW.json")
            result = cmd.run_files(files[0], files[1], settings)
        else:
            target = _target(stdio, url, sse, env, header, cwd, timeout, protocol, name)
            result = cmd.run_live(target, path=snapshot, settings=settings)
        emit(single("diff", fail_on, result), fmt, output)

    guarded(work, debug)


@app.command()
def lint(
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 30.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, snapshot: SnapshotOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    debug: DebugOpt = False,
) -> None:
    """Judge each tool: usable, degraded or unusable, with the reasons."""

    def work() -> NoReturn:
        from mcpcheck.commands import lint as cmd

        source = _source(stdio, url, sse, env, header, cwd, timeout, protocol, name, snapshot)
        emit(single("lint", fail_on, cmd.run(source)), fmt, output)

    guarded(work, debug)


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="Argument files, JSON Lines files or DIR/<tool>/*.json folders.")],
    tool: Annotated[str | None, typer.Option("--tool", help="Tool for files that hold plain arguments.")] = None,
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 30.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, snapshot: SnapshotOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    debug: DebugOpt = False,
) -> None:
    """Check argument files against the tools' input schemas, without calling any tool."""

    def work() -> NoReturn:
        from mcpcheck.commands import validate as cmd

        source = _source(stdio, url, sse, env, header, cwd, timeout, protocol, name, snapshot)
        emit(single("validate", fail_on, cmd.run(source, files, tool=tool)), fmt, output)

    guarded(work, debug)


# ------------------------------------------------------------------ probe / serve (readiness)
QuietOpt = Annotated[bool, typer.Option(
    "--quiet", "-q", help="Text format: print nothing on success.")]
PinOpt = Annotated[bool, typer.Option(
    "--pin", help="Also fail on error-level drift of the required tools against the snapshot.")]
RetriesOpt = Annotated[int, typer.Option(
    "--retries", min=0, help="Extra attempts when the server cannot be reached or evaluated.")]
RetryIntervalOpt = Annotated[float, typer.Option(
    "--retry-interval", min=0.0, help="Seconds between attempts.")]
HostOpt = Annotated[str, typer.Option("--host", help="Address to bind (default: loopback).")]
PortOpt = Annotated[int, typer.Option(
    "--port", min=0, max=65535, help="Port for /healthz, /readyz and /metrics.")]
IntervalOpt = Annotated[float, typer.Option("--interval", min=0.1, help="Seconds between checks.")]


@app.command()
def probe(
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 10.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, require: RequireOpt = None,
    optional: OptionalOpt = None, pin: PinOpt = False, snapshot: SnapshotOpt = None,
    retries: RetriesOpt = 0, retry_interval: RetryIntervalOpt = 1.0,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, quiet: QuietOpt = False,
    debug: DebugOpt = False,
) -> None:
    """Readiness probe: 0 every required tool is advertised, 1 one is not, 3 unreachable."""

    def work() -> NoReturn:
        from mcpcheck.commands import probe as cmd

        target = _target(stdio, url, sse, env, header, cwd, timeout, protocol, name)
        spec = cmd.spec_from_flags(require, optional, pin, snapshot)
        result = cmd.probe(target, spec, retries=retries, interval=retry_interval)
        report = single("probe", FailOn.ERROR, result)
        if fmt is not Format.TEXT:
            emit(report, fmt, output)
        out, err = cmd.text_lines(result, quiet=quiet)
        if output is not None:
            _write_output(output, "".join(f"{line}\n" for line in out + err))
        else:
            sys.stdout.write("".join(f"{line}\n" for line in out))
            sys.stderr.write("".join(f"{line}\n" for line in err))
        raise typer.Exit(report.exit_code())

    guarded(work, debug)


def _write_output(output: Path, text: str) -> None:
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"--output {output}: {exc.strerror}") from None


@app.command()
def serve(
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 10.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None, require: RequireOpt = None,
    optional: OptionalOpt = None, pin: PinOpt = False, snapshot: SnapshotOpt = None,
    host: HostOpt = "127.0.0.1", port: PortOpt = 9090, interval: IntervalOpt = 30.0,
    debug: DebugOpt = False,
) -> None:
    """Sidecar: check the server every --interval seconds; serve /healthz, /readyz, /metrics."""

    def work() -> NoReturn:
        from mcpcheck.commands.probe import spec_from_flags
        from mcpcheck.serve import ServeSettings, run_serve

        target = _target(stdio, url, sse, env, header, cwd, timeout, protocol, name)
        spec = spec_from_flags(require, optional, pin, snapshot)
        settings = ServeSettings(host=host, port=port, interval=interval)
        raise typer.Exit(run_serve([target], spec, settings))

    guarded(work, debug)


@app.command()
def call(
    calls: Annotated[Path, typer.Option(
        "--calls", help="TOML or JSON file of [[call]] entries (tool, arguments, expectations).")],
    stdio: StdioOpt = None, url: UrlOpt = None, sse: SseOpt = None, env: EnvOpt = None,
    header: HeaderOpt = None, cwd: CwdOpt = None, timeout: TimeoutOpt = 30.0,
    protocol: ProtocolOpt = "auto", name: NameOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    debug: DebugOpt = False,
) -> None:
    """Golden calls: call tools with known arguments and check results against expectations."""

    def work() -> NoReturn:
        from mcpcheck.commands import call as cmd

        target = _target(stdio, url, sse, env, header, cwd, timeout, protocol, name)
        emit(single("call", fail_on, cmd.run(target, calls)), fmt, output)

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
