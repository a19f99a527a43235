"""The typer app: parse flags, build settings, call the core, print, exit. Nothing else."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import math
import os
import sys
import typing
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

import typer

from mcpcheck import __version__
from mcpcheck.cli.help_group import WholeSummaries
from mcpcheck.cli.launch import ended, started
from mcpcheck.cli.offline import no_shard, offline, overrides
from mcpcheck.cli.output import (
    Run,
    apart,
    begin,
    contexts_of,
    current,
    each,
    emit,
    exit_now,
    guarded,
    locate_findings,
    progress_printer,
    report_of,
    serve_log,
    write_extra,
    write_output,
    write_stdout,
)
from mcpcheck.cli.outputs_check import refuse_overwrites, written_snapshots
from mcpcheck.errors import UsageError
from mcpcheck.models import FailOn, Report, ServerResult, Severity, SnapshotDetails, Transport
from mcpcheck.reporters import Format

if TYPE_CHECKING:
    from mcpcheck.commands.common import Source
    from mcpcheck.reporters.locate import Context
    from mcpcheck.settings.config import ServerConfig

app = typer.Typer(
    name="mcpcheck",
    cls=WholeSummaries,
    help="Contract checker and drift detector for MCP servers.\n\n"
    "Exit codes: 0 ok, 1 findings, 2 usage error, 3 could not evaluate.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

_T = TypeVar("_T")

# ------------------------------------------------------------------ shared options
StdioOpt = Annotated[str | None, typer.Option("--stdio", help="Start a stdio server: \"CMD ARGS\" (or put `-- CMD ARGS` last).")]
UrlOpt = Annotated[str | None, typer.Option("--url", help="Streamable HTTP endpoint, e.g. http://127.0.0.1:8080/mcp.")]
SseOpt = Annotated[str | None, typer.Option("--sse", help="Legacy HTTP+SSE endpoint, e.g. http://127.0.0.1:8080/sse.")]
EnvOpt = Annotated[list[str] | None, typer.Option("--env", help="K=V for the stdio server (repeatable); ${VAR} is read from the environment.")]
HeaderOpt = Annotated[list[str] | None, typer.Option("--header", help="\"Name: value\" HTTP header (repeatable); ${VAR} is read from the environment.")]
CwdOpt = Annotated[str | None, typer.Option("--cwd", help="Working directory of the stdio server.")]
TimeoutOpt = Annotated[float | None, typer.Option("--timeout", help="Seconds for the whole exchange, handshake included (default 30; env MCPCHECK_TIMEOUT).")]
ProtocolOpt = Annotated[str | None, typer.Option("--protocol", help="auto | legacy | 2026-07-28 (default auto; env MCPCHECK_PROTOCOL).")]
NameOpt = Annotated[str | None, typer.Option("--name", help="Server name for reports and snapshots/<name>.json (default: the server's own name).")]
ServerOpt = Annotated[list[str] | None, typer.Option("--server", metavar="NAME[,NAME]", help="Run only these configured servers: NAME, NAME,NAME, or --server repeated (default: every server in the config); an unknown name is exit 2.")]
ShardOpt = Annotated[str | None, typer.Option("--shard", help="K/N: run only part K of N of the selected config servers (a stable split by name, for a CI matrix; join the JSON reports with `mcpcheck merge`); env MCPCHECK_SHARD.")]
ConfigOpt = Annotated[Path | None, typer.Option("--config", help="Config file: mcpcheck.toml, pyproject.toml, or an MCP client config (mcpServers / VS Code servers). Default: ./mcpcheck.toml, then [tool.mcpcheck] in ./pyproject.toml; env MCPCHECK_CONFIG.")]
IgnoreOpt = Annotated[Path | None, typer.Option("--ignore", help="TOML file of reviewed findings to accept ([[ignore]] entries with a reason); default: the config's `ignore`.")]
DeepOpt = Annotated[bool, typer.Option("--deep", help="Lint also asks the learned model shipped in the package (rule text-learned-poisoning, only where no rule found an attack; config key `deep = true`); a missing or corrupt model file is exit 3.")]
SnapshotOpt = Annotated[Path | None, typer.Option("--snapshot", help="Snapshot file (default snapshots/<server>.json).")]
FormatOpt = Annotated[Format, typer.Option("--format", "-f", envvar="MCPCHECK_FORMAT", help="Report format.")]
def _check_outputs(values: list[str] | None) -> list[str] | None:
    from mcpcheck.reporters import parse_outputs

    try:
        parse_outputs(values)
    except UsageError as exc:
        raise typer.BadParameter(exc.message) from None
    return values


OutputOpt = Annotated[list[str] | None, typer.Option("--output", "-o", callback=_check_outputs, help="FILE: write the --format report there instead of stdout. FORMAT=FILE (repeatable): also write that format of the same report there (e.g. -o junit=report.xml -o sarif=results.sarif); stdout keeps the --format report. Servers are contacted once.")]
FailOnOpt = Annotated[FailOn, typer.Option("--fail-on", envvar="MCPCHECK_FAIL_ON", help="Lowest severity that fails the run.")]
ShowOpt = Annotated[Severity, typer.Option("--show", envvar="MCPCHECK_SHOW", help="Lowest severity the text and markdown reports list one by one (they still count the rest); JSON, SARIF and JUnit carry every finding.")]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="Text format: print nothing when everything holds.")]
DebugOpt = Annotated[bool, typer.Option("--debug", help="Show tracebacks of internal errors.")]
RequireOpt = Annotated[list[str] | None, typer.Option("--require", help="Tools that must be advertised (comma-separated, repeatable). With a config, added to every selected server's `require` list: the union, the config's list is kept.")]
OptionalOpt = Annotated[list[str] | None, typer.Option("--optional", help="Tools whose absence is a warning. With a config, added to every selected server's `optional` list (the union).")]
PinOpt = Annotated[bool, typer.Option("--pin", help="Also fail on error-level drift of the required tools against the snapshot.")]
RetriesOpt = Annotated[int, typer.Option("--retries", min=0, help="Extra attempts when the server cannot be reached or evaluated.")]
RetryIntervalOpt = Annotated[float, typer.Option("--retry-interval", min=0.0, max=3600.0, help="Seconds between attempts (at most 3600).")]
HostOpt = Annotated[str, typer.Option("--host", help="Address to bind (default: loopback).")]
PortOpt = Annotated[int, typer.Option("--port", min=0, max=65535, help="Port for /healthz, /readyz and /metrics.")]
IntervalOpt = Annotated[float, typer.Option("--interval", min=0.1, max=86400.0, help="Seconds between checks (at most 86400, a day).")]
LogFormatOpt = Annotated[str, typer.Option("--log-format", help="serve's log lines on stderr: text or json (JSON Lines).")]
AgainstOpt = Annotated[str | None, typer.Option("--against", help="Git ref (e.g. origin/main): the baseline is the snapshot file as committed there (config key `against`).")]
JobsOpt = Annotated[int, typer.Option("--jobs", "-j", min=1, envvar="MCPCHECK_JOBS", help="Servers checked at the same time.")]
SerialJobsOpt = Annotated[int, typer.Option("--jobs", "-j", min=1, envvar="MCPCHECK_JOBS", help="Servers run at the same time (results keep the config order).")]


@dataclass(frozen=True)
class ServerFlags:
    """The options that choose the servers, shared by every command that runs on servers:
    declared once here, added to each command's signature by `server_options`, and handed to
    the command as one object."""

    stdio: StdioOpt = None
    url: UrlOpt = None
    sse: SseOpt = None
    env: EnvOpt = None
    header: HeaderOpt = None
    cwd: CwdOpt = None
    timeout: TimeoutOpt = None
    protocol: ProtocolOpt = None
    name: NameOpt = None
    server: ServerOpt = None
    config: ConfigOpt = None
    shard: ShardOpt = None

    def explicit(self) -> bool:
        """A server is chosen on the command line (not only by the config file)."""
        return bool(self.stdio or self.url or self.sse or current().trailing or self.server)


NO_FLAGS = ServerFlags()


@functools.cache
def _flag_hints() -> dict[str, Any]:
    return typing.get_type_hints(ServerFlags, include_extras=True)


def server_options(func: Callable[..., None]) -> Callable[..., None]:
    """The command with ServerFlags' options in place of its `flags: ServerFlags` parameter
    (for typer and quickargs, which read the signature), called with one ServerFlags."""
    names = [f.name for f in dataclasses.fields(ServerFlags)]
    hints = _flag_hints()
    own = inspect.signature(func, eval_str=True)
    params: list[inspect.Parameter] = []
    for param in own.parameters.values():
        if param.name != "flags":
            params.append(param)
            continue
        params += [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                                     annotation=hints[n]) for n in names]

    @functools.wraps(func)
    def command(**kwargs: Any) -> None:
        flags = ServerFlags(**{n: kwargs.pop(n) for n in names})
        func(flags=flags, **kwargs)

    signature = own.replace(parameters=params)
    command.__signature__ = signature  # type: ignore[attr-defined]
    command.__annotations__ = {p.name: p.annotation for p in params} | {"return": None}
    return command


def _version(value: bool) -> None:
    if value:
        typer.echo(f"mcpcheck {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    ctx: typer.Context,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Say on stderr which servers run, how they are reached (never secrets), and with which timeout.")] = False,
) -> None:
    """Contract checker and drift detector for MCP servers."""
    # main() hands its run over (with the words after `--`); any other caller gets a new one
    run = ctx.obj if isinstance(ctx.obj, Run) else Run()
    run.verbose = verbose
    begin(run)


# ------------------------------------------------------------------ plumbing


def _servers(flags: ServerFlags, require: list[str] | None = None,
             optional: list[str] | None = None,
             default_timeout: float = 30.0, needs: tuple[str, ...] = (),
             offline: bool = False) -> list[ServerConfig]:
    """The servers a command runs on: the one the flags give, or the configured fleet."""
    from mcpcheck.checks.required import parse_names
    from mcpcheck.settings.fleet import Choice, resolve
    from mcpcheck.settings.targets import Selection

    run = current()
    selection = Selection(stdio=flags.stdio, command=run.trailing, url=flags.url, sse=flags.sse,
                          env=tuple(flags.env or ()), headers=tuple(flags.header or ()),
                          cwd=flags.cwd, name=flags.name, environ=dict(os.environ))
    choice = Choice(selection=selection, config=flags.config, server=flags.server,
                    timeout=flags.timeout, protocol=flags.protocol, require=parse_names(require),
                    optional=parse_names(optional), default_timeout=default_timeout,
                    needs=needs, offline=offline)
    servers = _shard(flags, resolve(choice, os.environ))
    from mcpcheck.snapshots.redaction import known_secrets

    run.secrets.extend(secret for s in servers for secret in known_secrets(s.target))
    if run.verbose:
        _describe(servers)
    return servers


def _shard(flags: ServerFlags, servers: list[ServerConfig]) -> list[ServerConfig]:
    """--shard K/N (MCPCHECK_SHARD): this run's part of the selected servers."""
    from mcpcheck.settings.shard import requested, take

    spec = requested(flags.shard, os.environ)
    if spec is None:
        return servers
    if flags.stdio or flags.url or flags.sse or current().trailing:
        _no_shard(flags, "a server given by --stdio, --url, --sse or -- CMD")
    servers, current().shard = take(servers, _label, spec)
    return servers


def _no_shard(flags: ServerFlags, what: str) -> None:
    """A shard asked for where there is no config to split: a usage error."""
    no_shard(flags.shard, what)


def _describe(servers: list[ServerConfig]) -> None:
    from mcpcheck.textsafety import inert

    for s in servers:
        t = s.target
        env = f" env {','.join(k for k, _ in t.env)}" if t.env else ""
        headers = f" headers {','.join(k for k, _ in t.headers)}" if t.headers else ""
        how = f"stdio {t.describe()}" if t.transport is Transport.STDIO else t.describe()
        sys.stderr.write(f"mcpcheck: {inert(t.name or 'server', 80)}: {inert(how, 300)}{env}"
                         f"{headers} (timeout {t.timeout:g}s, protocol {t.protocol})\n")


def _one_path(path: Path | None, servers: list[ServerConfig], flag: str) -> None:
    if path is not None and len(servers) > 1:
        raise UsageError(f"{flag} names one file; pick one server with --server")


def _with_inputs(items: list[tuple[_T, ServerConfig | None]],
                 has: Callable[[ServerConfig | None], bool], key: str,
                 missing: str) -> list[tuple[_T, ServerConfig | None]]:
    """Keep the servers that have their inputs in the config; name the others on stderr.
    A usage error only when no selected server has any."""
    from mcpcheck.textsafety import inert

    kept = [item for item in items if has(item[1])]
    skipped = [sc.target.name or "server" for _, sc in items if sc is not None and not has(sc)]
    if not kept and current().shard is None:  # a shard may hold none of them
        raise UsageError(missing)
    if skipped:
        sys.stderr.write(f"mcpcheck: skipped (no `{key}` in the config): "
                         f"{inert(', '.join(skipped), 500)}\n")
    return kept


def _accepting(ignore: Path | None, configs: list[ServerConfig | None],
               families: list[str]) -> Callable[[int, ServerResult], ServerResult]:
    """The ignore file (--ignore, else each server's config `ignore`) applied to every finding
    of a command's results; every file is read first, so a broken one is a usage error."""
    from mcpcheck.commands.common import accept_reviewed
    from mcpcheck.commands.diff import read_ignore

    chosen = [ignore or (sc.ignore if sc else None) for sc in configs]
    for path in dict.fromkeys(chosen):
        if path is not None:
            read_ignore(path)
    return lambda i, result: accept_reviewed(result, chosen[i], families)


def _settled(results: list[ServerResult]) -> list[ServerResult]:
    from mcpcheck.settings.ignore import settle_unused

    settle_unused(results)
    return results


def _label(s: ServerConfig) -> str:
    return s.target.name or "server"


# ------------------------------------------------------------------ snapshot / diff


@app.command()
@server_options
def snapshot(
    flags: ServerFlags = NO_FLAGS, snapshot: SnapshotOpt = None,
    require: RequireOpt = None, optional: OptionalOpt = None,
    update: Annotated[bool, typer.Option("--update", help="Replace a baseline that differs.")] = False,
    ignore: IgnoreOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Write the server's tools, prompts and resources to a canonical snapshot file."""

    def work() -> NoReturn:
        from mcpcheck.commands import snapshot as cmd

        servers = _servers(flags, require, optional)
        _one_path(snapshot, servers, "--snapshot")
        refuse_overwrites(output, servers=servers, snapshots_written=True,
                          writes=written_snapshots(snapshot or s.snapshot_file() for s in servers))
        accept = _accepting(ignore, list(servers), [])
        results = _settled(each([_label(s) for s in servers], lambda i: accept(i, cmd.run(
            servers[i].target, path=snapshot or servers[i].snapshot_file(), update=update,
            require=servers[i].require, optional=servers[i].optional)), jobs))
        apart(output, [r.details.path if isinstance(r.details, SnapshotDetails) else None
                       for r in results])
        emit(report_of("snapshot", fail_on, results), fmt, output, quiet,
             contexts_of(results, list(servers), snapshot))

    guarded(work, debug, "snapshot", fmt, output, fail_on, show=show)


@app.command()
@server_options
def diff(
    files: Annotated[list[Path] | None, typer.Argument(help="OLD.json NEW.json: compare two snapshots offline.")] = None,
    flags: ServerFlags = NO_FLAGS, snapshot: SnapshotOpt = None,
    require: RequireOpt = None, optional: OptionalOpt = None,
    ignore: Annotated[Path | None, typer.Option("--ignore", help="TOML file of accepted changes ([[ignore]] entries with a reason).")] = None,
    severity: Annotated[list[str] | None, typer.Option("--severity", help="RULE=LEVEL severity override (repeatable).")] = None,
    against: AgainstOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Compare the live server (or NEW.json) with the stored snapshot; exit 1 on breaking drift.

    Any snapshot path may be git:REF:PATH (the file as committed at REF)."""

    def work() -> NoReturn:
        from mcpcheck.commands import diff as cmd

        levels = overrides(severity)
        ref = None
        if against is not None:
            from mcpcheck.fileio.gitref import check_ref

            ref = check_ref(against)
        if files:
            pair = list(files)
            if ref is not None and len(pair) == 1:
                pair = [cmd.baseline_path(pair[0], ref), pair[0]]
            elif ref is not None:
                raise UsageError("--against takes one snapshot file (NEW.json), or none")
            if len(pair) != 2 or flags.explicit() or snapshot:
                raise UsageError("offline diff takes exactly two snapshot files: OLD.json NEW.json")
            offline(pair, levels, flags.shard, require=require, optional=optional,
                    ignore=ignore, fmt=fmt, output=output, fail_on=fail_on, quiet=quiet)
        servers = _servers(flags, require, optional)
        _one_path(snapshot, servers, "--snapshot")
        refuse_overwrites(output, servers=servers,
                          reads=[("snapshot file", snapshot), ("ignore file", ignore)])
        for path in dict.fromkeys(ignore or s.ignore for s in servers):
            if path is not None:  # every local input before any server is contacted
                cmd.read_ignore(path)

        def one(i: int) -> ServerResult:
            s = servers[i]
            settings = cmd.DiffSettings(require=s.require, optional=s.optional,
                                        ignore=ignore or s.ignore,
                                        overrides={**s.severity, **levels},
                                        against=ref or s.against)
            return cmd.run_live(s.target, path=snapshot or s.snapshot_file(), settings=settings)

        results = each([_label(s) for s in servers], one, jobs)
        from mcpcheck.settings.ignore import settle_unused

        settle_unused(results)
        emit(report_of("diff", fail_on, results), fmt, output, quiet,
             contexts_of(results, list(servers), snapshot))

    guarded(work, debug, "diff", fmt, output, fail_on, show=show)


# ------------------------------------------------------------------ lint / validate / call


def _sources(flags: ServerFlags, snapshot: Path | None,
             needs: tuple[str, ...] = ()) -> list[tuple[Source, ServerConfig | None]]:
    """Live servers, or the stored snapshot alone when --snapshot is given without a server."""
    from mcpcheck.commands.common import Source

    if snapshot is not None and not flags.explicit():
        _no_shard(flags, "a stored surface read with --snapshot")
        return [(Source(snapshot=snapshot), None)]
    if snapshot is not None:
        raise UsageError("--snapshot reads a stored surface instead of a server: give either "
                         "--snapshot PATH or a server, not both")
    from mcpcheck.settings.config import find_config

    if not flags.explicit() and find_config(flags.config, os.environ) is None:
        raise UsageError("choose a server (--stdio, --url, --sse, -- CMD, --server NAME) "
                         "or read a stored one with --snapshot PATH")
    servers = _servers(flags, needs=needs)
    return [(Source(target=s.target), s) for s in servers]


@app.command()
@server_options
def lint(
    flags: ServerFlags = NO_FLAGS, snapshot: SnapshotOpt = None,
    severity: Annotated[list[str] | None, typer.Option("--severity", help="RULE=LEVEL lint severity override (repeatable), e.g. input-unbounded-string=warning.")] = None,
    ignore: IgnoreOpt = None,
    deep: DeepOpt = False,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Judge each tool: usable, degraded, suspicious or unusable, with the reasons."""

    def work() -> NoReturn:
        from mcpcheck.commands import lint as cmd

        levels = overrides(severity)
        sources = _sources(flags, snapshot)
        refuse_overwrites(output, servers=[sc for _, sc in sources if sc],
                          reads=[("snapshot file", snapshot)])

        accept = _accepting(ignore, [sc for _, sc in sources], ["lint"])

        def one(i: int) -> ServerResult:
            src, sc = sources[i]
            return cmd.run(src, sc.lint_bounds if sc else None,
                           {**(sc.lint_severity if sc else {}), **levels},
                           accept=lambda result: accept(i, result),
                           deep=deep or (sc is not None and sc.deep))

        results = _settled(each([src.label() for src, _ in sources], one, jobs))
        emit(report_of("lint", fail_on, results), fmt, output, quiet,
             contexts_of(results, [sc for _, sc in sources], snapshot))

    guarded(work, debug, "lint", fmt, output, fail_on, show=show)


@app.command()
@server_options
def validate(
    files: Annotated[list[Path] | None, typer.Argument(help="Argument files, JSON Lines files or DIR/<tool>/*.json folders (default: the config's `validate` list).")] = None,
    tool: Annotated[str | None, typer.Option("--tool", help="Tool for files that hold plain arguments.")] = None,
    flags: ServerFlags = NO_FLAGS, snapshot: SnapshotOpt = None, ignore: IgnoreOpt = None,
    offline: Annotated[bool, typer.Option("--offline", help="With a config: check each server's argument files against its own snapshot file; no server is started (for pre-commit).")] = False,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Check argument files against the tools' input schemas, without calling any tool."""

    def work() -> NoReturn:
        from mcpcheck.commands import validate as cmd
        from mcpcheck.commands.check import argument_files

        if offline and (flags.stdio or flags.url or flags.sse or current().trailing or snapshot):
            raise UsageError("--offline reads each configured server's snapshot: give --config "
                             "(and --server), not --stdio, --url, --sse, -- CMD or --snapshot")
        needs = () if files else ("validate",)
        sources: list[tuple[Source, ServerConfig | None]] = (
            list(cmd.offline_sources(_servers(flags, needs=needs, offline=True))) if offline
            else _sources(flags, snapshot, needs))
        if not files:
            sources = _with_inputs(sources, lambda sc: bool(sc and sc.validate), "validate",
                                   "name argument files (or a `validate` list in the config)")
        refuse_overwrites(output, servers=[sc for _, sc in sources if sc],
                          reads=[("snapshot file", snapshot),
                                 *(("argument file", f) for f in files or ())])

        accept = _accepting(ignore, [sc for _, sc in sources], ["arguments"])

        def one(i: int) -> ServerResult:
            src, sc = sources[i]
            return accept(i, cmd.run(src, list(files or ()) or argument_files(
                sc.validate if sc else ()), tool=tool,
                name=sc.target.name if offline and sc else None))

        results = _settled(each([sc.target.name if offline and sc else src.label()
                                 for src, sc in sources], one, jobs))
        emit(report_of("validate", fail_on, results), fmt, output, quiet,
             contexts_of(results, [sc for _, sc in sources], snapshot))

    guarded(work, debug, "validate", fmt, output, fail_on, show=show)


@app.command()
@server_options
def call(
    calls: Annotated[Path | None, typer.Option("--calls", help="TOML or JSON file of [[call]] entries (default: the config's `calls`).")] = None,
    flags: ServerFlags = NO_FLAGS, ignore: IgnoreOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Golden calls: call tools with known arguments and check results against expectations."""

    def work() -> NoReturn:
        from mcpcheck.commands import call as cmd

        servers = _servers(flags, needs=() if calls else ("calls",))
        if calls is None:
            pairs = _with_inputs([(s, s) for s in servers],
                                 lambda sc: sc is not None and sc.calls is not None, "calls",
                                 "no calls: give --calls FILE (or `calls` in the config)")
            servers = [s for s, _ in pairs]
        with_calls = [(s, path) for s in servers if (path := calls or s.calls) is not None]
        refuse_overwrites(output, servers=servers, reads=[("calls file", calls)])
        accept = _accepting(ignore, [s for s, _ in with_calls], ["calls"])
        results = _settled(each([_label(s) for s, _ in with_calls], lambda i: accept(
            i, cmd.run(with_calls[i][0].target, with_calls[i][1])), jobs))
        emit(report_of("call", fail_on, results), fmt, output, quiet,
             contexts_of(results, [s for s, _ in with_calls], calls=calls))

    guarded(work, debug, "call", fmt, output, fail_on, show=show)


# ------------------------------------------------------------------ probe / serve (readiness)


@app.command()
@server_options
def probe(
    flags: ServerFlags = NO_FLAGS, require: RequireOpt = None,
    optional: OptionalOpt = None, pin: PinOpt = False, snapshot: SnapshotOpt = None,
    retries: RetriesOpt = 0, retry_interval: RetryIntervalOpt = 1.0, ignore: IgnoreOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, quiet: QuietOpt = False,
    show: ShowOpt = Severity.INFO, debug: DebugOpt = False, jobs: SerialJobsOpt = 1,
) -> None:
    """Readiness probe: 0 every required tool is advertised, 1 one is not, 3 unreachable."""

    def work() -> NoReturn:
        from mcpcheck.commands import probe as cmd

        servers = _servers(flags, require, optional, default_timeout=10.0)
        _one_path(snapshot, servers, "--snapshot")
        refuse_overwrites(output, servers=servers, reads=[("snapshot file", snapshot)])
        from mcpcheck.checks.rulebook import DRIFT_FAMILIES

        # --pin reports drift of the required tools; without it, only the command's rules
        accept = _accepting(ignore, list(servers), [*DRIFT_FAMILIES] if pin else [])
        results = _settled(each([_label(s) for s in servers], lambda i: accept(i, cmd.probe(
            servers[i].target, cmd.ProbeSpec(servers[i].require, servers[i].optional, pin,
                                             snapshot or servers[i].snapshot,
                                             servers[i].default_snapshot),
            retries=retries, interval=retry_interval)), jobs))
        report = report_of("probe", FailOn.ERROR, results)
        _probe_report(report, results, fmt, output, quiet,
                      contexts_of(results, list(servers), snapshot))

    guarded(work, debug, "probe", fmt, output, show=show)


def _probe_report(report: Report, results: list[ServerResult], fmt: Format,
                  output: list[str] | None, quiet: bool, where: list[Context] | None) -> NoReturn:
    """probe's report: its own lines in text (stdout, problems on stderr), else the format's."""
    if fmt is not Format.TEXT:
        emit(report, fmt, output, where=where)
    from mcpcheck.reporters import parse_outputs

    outputs = parse_outputs(output)
    locate_findings(report, fmt, outputs, where)
    write_extra(report, outputs)
    from mcpcheck.reporters import probe_lines

    out = probe_lines.render(results, quiet=quiet)  # results on stdout, errors included
    if not report.servers and report.shard is not None and not quiet:
        from mcpcheck.reporters.verdict import headline

        out = f"ok: {headline(report).removeprefix('OK: ')}\n"
    if outputs.plain is not None:
        write_output(outputs.plain, out)
    else:
        write_stdout(out)
    raise typer.Exit(report.exit_code())


@app.command()
@server_options
def serve(
    flags: ServerFlags = NO_FLAGS, require: RequireOpt = None,
    optional: OptionalOpt = None, pin: PinOpt = False, snapshot: SnapshotOpt = None,
    host: HostOpt = "127.0.0.1", port: PortOpt = 9090, interval: IntervalOpt = 30.0,
    log_format: LogFormatOpt = "text", debug: DebugOpt = False, jobs: SerialJobsOpt = 1,
) -> None:
    """Sidecar: check the servers every --interval seconds; serve /healthz, /readyz, /metrics."""

    def work() -> NoReturn:
        if log_format not in ("text", "json"):
            raise UsageError(f"--log-format must be text or json, got {log_format!r}")
        if not math.isfinite(interval):
            raise UsageError("--interval must be a finite number of seconds")
        from mcpcheck.commands.probe import ProbeSpec
        from mcpcheck.commands.serve import ServeSettings, run_serve, threads_left

        servers = _servers(flags, require, optional, default_timeout=10.0)
        part = current().shard
        if not servers and part is not None:  # a sidecar with nothing to watch is a mistake
            raise UsageError(f"shard {part.index}/{part.count} has no servers to watch "
                             f"({len(part.selected)} selected in {part.count} shards)")
        _one_path(snapshot, servers, "--snapshot")
        checks = [(s.target, ProbeSpec(s.require, s.optional, pin, snapshot or s.snapshot,
                                       s.default_snapshot))
                  for s in servers]
        settings = ServeSettings(host=host, port=port, interval=interval,
                                 log=serve_log(log_format == "json"), jobs=jobs)
        code = run_serve(checks, settings)
        if threads_left():
            exit_now(code)
        raise typer.Exit(code)

    guarded(work, debug)


# ------------------------------------------------------------------ check (the fleet)


@app.command()
@server_options
def check(
    flags: ServerFlags = NO_FLAGS, require: RequireOpt = None, optional: OptionalOpt = None,
    jobs: JobsOpt = 4, against: AgainstOpt = None, ignore: IgnoreOpt = None,
    conform: Annotated[bool, typer.Option("--conform", help="Also run `mcpcheck conform` on every selected server (config key `conform = true`).")] = False,
    deep: DeepOpt = False,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
) -> None:
    """Everything configured for every server: drift, required tools, argument files, lint, calls."""

    def work() -> NoReturn:
        from mcpcheck.commands import check as cmd
        from mcpcheck.settings.fleet import run_all

        servers = _servers(flags, require, optional)
        if against is not None:
            from mcpcheck.fileio.gitref import check_ref

            servers = [dataclasses.replace(s, against=check_ref(against)) for s in servers]
        if ignore is not None:
            servers = [dataclasses.replace(s, ignore=ignore) for s in servers]
        if conform:
            servers = [dataclasses.replace(s, conform=True) for s in servers]
        if deep:
            servers = [dataclasses.replace(s, deep=True) for s in servers]
        progress = progress_printer(len(servers), fail_on) if sys.stderr.isatty() and not quiet else None
        refuse_overwrites(output, servers=servers)
        cmd.preflight(servers)
        progress_of_run = current().progress
        progress_of_run.begin([_label(s) for s in servers])
        index = {id(s): i for i, s in enumerate(servers)}

        def one(s: ServerConfig) -> ServerResult:
            result = cmd.run(s)
            progress_of_run.record(index[id(s)], result)
            return result

        results = run_all(servers, one, jobs=jobs, on_done=progress)
        cmd.cross_server(servers, results)
        from mcpcheck.settings.ignore import settle_unused

        settle_unused(results)
        emit(report_of("check", fail_on, results), fmt, output, quiet,
             contexts_of(results, list(servers)))

    guarded(work, debug, "check", fmt, output, fail_on, show=show)


# ------------------------------------------------------------------ conform (the protocol)


@app.command()
@server_options
def conform(
    flags: ServerFlags = NO_FLAGS,
    call_safe: Annotated[bool, typer.Option("--call-safe", help="Also call tools annotated readOnlyHint: those that take no required argument, to check structuredContent against outputSchema, and one with arguments its inputSchema cannot match, to check how the input validation error is reported (default: no tool is called).")] = False,
    ignore: IgnoreOpt = None,
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None, fail_on: FailOnOpt = FailOn.ERROR,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
    jobs: SerialJobsOpt = 1,
) -> None:
    """Protocol conformance: JSON-RPC, lifecycle, capabilities, pagination, stdio and HTTP rules (a MUST broken is an error, a SHOULD a warning)."""

    def work() -> NoReturn:
        from mcpcheck.commands import conform as cmd

        servers = _servers(flags, default_timeout=10.0)
        refuse_overwrites(output, servers=servers)
        accept = _accepting(ignore, list(servers), ["conform"])
        results = _settled(each([_label(s) for s in servers], lambda i: accept(
            i, cmd.run(servers[i].target, call_safe=call_safe)), jobs))
        emit(report_of("conform", fail_on, results), fmt, output, quiet,
             contexts_of(results, list(servers)))

    guarded(work, debug, "conform", fmt, output, fail_on, show=show)


# ------------------------------------------------------------------ merge (a CI matrix)


@app.command()
def merge(
    reports: Annotated[list[Path], typer.Argument(help="JSON reports (`-f json` or `-o json=FILE`) of runs of one command, e.g. the shards of a CI matrix.")],
    fmt: FormatOpt = Format.TEXT, output: OutputOpt = None,
    fail_on: Annotated[FailOn | None, typer.Option("--fail-on", envvar="MCPCHECK_FAIL_ON", help="Lowest severity that fails the merged run (default: the level the reports were run with).")] = None,
    quiet: QuietOpt = False, show: ShowOpt = Severity.INFO, debug: DebugOpt = False,
) -> None:
    """Join the JSON reports of several runs (the shards of --shard K/N) into one report."""

    def work() -> NoReturn:
        from mcpcheck.commands.merge import merge as join

        refuse_overwrites(output, reads=[("report", r) for r in reports])
        report = join(reports, fail_on)
        if report.command == "probe":
            _probe_report(report, report.servers, fmt, output, quiet, None)
        emit(report, fmt, output, quiet)

    guarded(work, debug, "merge", fmt, output, fail_on or FailOn.ERROR, show=show)


# ------------------------------------------------------------------ mock / mutate


@app.command()
def mock(
    snapshot: Annotated[Path, typer.Option("--snapshot", help="The snapshot to serve.")],
    port: Annotated[int | None, typer.Option("--port", min=0, max=65535, help="Serve Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio (0: a free port; the address is said on stderr).")] = None,
    results: Annotated[Path | None, typer.Option("--results", help="Canned results: JSON keyed by tool name (see README).")] = None,
    drift: Annotated[Path | None, typer.Option("--drift", help="A second snapshot: served from the first tools/call on, with a tools/list_changed notification.")] = None,
    drift_after_calls: Annotated[int, typer.Option("--drift-after-calls", min=0, help="Calls answered from --snapshot before --drift takes over.")] = 0,
    debug: DebugOpt = False,
) -> None:
    """Serve a snapshot as an MCP server: calls are validated and answered with canned or generated results."""

    def work() -> NoReturn:
        from mcpcheck.cli import streams
        from mcpcheck.commands.mock import run_mock

        def say(line: str) -> None:
            if sys.stderr is not None:
                sys.stderr.write(f"mcpcheck mock: {line}\n")
                sys.stderr.flush()

        try:
            run_mock(snapshot, port=port, results=results, drift=drift,
                     drift_after_calls=drift_after_calls, say=say)
        except BrokenPipeError:  # the client stopped reading stdout
            streams.silence_stdout()
            raise typer.Exit(streams.EPIPE_EXIT) from None
        raise typer.Exit(0)

    guarded(work, debug)


@app.command()
def mutate(
    snapshot: Annotated[Path, typer.Argument(help="The snapshot to start from.")],
    rule: Annotated[str, typer.Option("--rule", help="The drift rule to produce, e.g. input-range-narrowed.")],
    tool: Annotated[str, typer.Option("--tool", help="The tool to change.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the drifted snapshot.")],
    path: Annotated[str | None, typer.Option("--path", help="JSON Pointer into the tool (default: the first place that fits).")] = None,
    rename_to: Annotated[str | None, typer.Option("--to", help="tool-renamed: the new name (default NAME_v2).")] = None,
    debug: DebugOpt = False,
) -> None:
    """Write a drifted copy of a snapshot: one change that `mcpcheck diff` reports as RULE."""

    def work() -> NoReturn:
        from mcpcheck.commands.mock import run_mutate

        refuse_overwrites(None, reads=[("snapshot file", snapshot)],
                          writes=[(f"-o {output}", output)])
        write_stdout(run_mutate(snapshot, rule=rule, tool=tool, path=path,
                                rename_to=rename_to, output=output) + "\n")
        raise typer.Exit(0)

    guarded(work, debug)


# Commands whose plain command lines skip typer's value parsing (it imports pydantic, which
# costs more than a whole probe): mcpcheck.cli.quickargs builds the same keyword arguments.
QUICK: dict[str, Callable[..., None]] = {"probe": probe, "snapshot": snapshot, "lint": lint,
                                          "check": check, "diff": diff, "validate": validate,
                                          "call": call, "conform": conform, "merge": merge}


_SHORT = {"-f": "--format", "-j": "--jobs", "-o": "--output", "-q": "--quiet", "-v": "--verbose"}
_REPEATABLE = {"output"}  # -o FORMAT=FILE is repeatable on purpose


def _refuse_repeats(argv: list[str]) -> None:
    """A single-value option given twice is a usage error (click would keep the last one
    without a word). Cheap unless some option token repeats."""
    names = [_SHORT.get(n, n) for a in argv if a.startswith("-") and a != "-"
             for n in (a.split("=", 1)[0],)]
    if len(names) == len(set(names)) or not argv:
        return
    import typer.main

    group = typer.main.get_command(app)
    command = getattr(group, "commands", {}).get(argv[0])
    if command is None:
        return
    options = {opt: p for p in command.params for opt in (*p.opts, *p.secondary_opts)
               if opt.startswith("-")}
    seen: dict[str, str] = {}
    tokens = iter(argv[1:])
    for token in tokens:
        param = options.get(token.split("=", 1)[0])
        if param is None:
            continue
        single = not (getattr(param, "multiple", False) or getattr(param, "is_flag", False)
                      or getattr(param, "count", False)) and param.name not in _REPEATABLE
        flag = token.split("=", 1)[0]
        if single and param.name in seen:
            also = "" if seen[param.name] == flag else f" (also as {seen[param.name]})"
            raise UsageError(f"{flag} is given twice{also}; give it once")
        seen[str(param.name)] = flag
        if not getattr(param, "is_flag", False) and "=" not in token:
            next(tokens, None)  # its value, even if it looks like an option


def _quick(argv: list[str]) -> None:
    """Run a QUICK command directly when its arguments are plain; else return to typer."""
    command = QUICK.get(argv[0]) if argv else None
    if command is None:
        return
    from mcpcheck.cli.quickargs import parse

    kwargs = parse(command, argv[1:])
    if kwargs is None:
        return
    try:
        command(**kwargs)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    sys.exit(0)


def main() -> None:
    """Entry point through the typer app (cli/launch.py calls it for every command line but a
    plain offline diff): split off `-- CMD ARGS`, run typer, never show a traceback."""
    argv, run = started(sys.argv[1:])

    def typer_run() -> None:
        try:
            _refuse_repeats(argv)
        except UsageError as exc:
            sys.stderr.write(f"mcpcheck: {exc.message}\n")
            sys.exit(int(exc.exit_code))
        _quick(argv)
        app(args=argv, prog_name="mcpcheck", standalone_mode=True, obj=run)

    ended(argv, typer_run)
