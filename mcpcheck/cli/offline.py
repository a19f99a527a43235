"""The offline diff, `mcpcheck diff OLD.json NEW.json`, without typer.

Comparing two snapshot files needs no server and no SDK, and on a large surface the process a
user runs is mostly start-up, reading and hashing. Importing typer (and building the typer app
and its ~200 option declarations in `cli/app.py`) was about a tenth of it. So the console entry
point (`cli/launch.py`) asks `parse` first: when the command line is a plain offline diff,
`run` does what `app.diff` does with it, and typer is never imported; anything else (another
command, `--help`, a server flag, `--against`, an unknown, abbreviated, repeated or bad option,
an option's environment variable that is set, `--`) returns None and goes to the typer app,
which parses, refuses and explains as always.

`parse` reads the same option names typer reads for `diff` (declared in `cli/app.py`) and
gives the same values; tests/cli/test_offline_diff.py holds it to click's parsing of the same
command lines and the whole run to the typer path's bytes, exit codes and written files.
`offline` and the helpers below are the one body of the offline diff: `app.diff` calls them
too, so the two paths differ only in how the command line was read.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from mcpcheck.errors import UsageError

if TYPE_CHECKING:
    from mcpcheck.models import FailOn, Severity
    from mcpcheck.reporters import Format

_T = TypeVar("_T")

# option -> (parameter, kind), as `diff` declares them in cli/app.py (the test compares)
OPTIONS: dict[str, tuple[str, str]] = {
    "--format": ("fmt", "format"), "-f": ("fmt", "format"),
    "--output": ("output", "list"), "-o": ("output", "list"),
    "--fail-on": ("fail_on", "fail_on"), "--show": ("show", "severity"),
    "--quiet": ("quiet", "flag"), "-q": ("quiet", "flag"), "--debug": ("debug", "flag"),
    "--ignore": ("ignore", "path"), "--severity": ("severity", "list"),
    "--require": ("require", "list"), "--optional": ("optional", "list"),
}
# the environment variables typer reads for options of `diff`: when one is set, typer parses
ENVIRONMENT = ("MCPCHECK_FORMAT", "MCPCHECK_FAIL_ON", "MCPCHECK_SHOW", "MCPCHECK_JOBS")
_CHOICES = {
    "format": ("text", "json", "markdown", "junit", "github", "sarif"),
    "fail_on": ("error", "warning", "info", "never"),
    "severity": ("error", "warning", "info"),
}


def parse(argv: Sequence[str], environ: Mapping[str, str]) -> dict[str, Any] | None:
    """`mcpcheck ARGV` as the keyword arguments of an offline diff (the values typer would give
    those parameters of `diff`), or None when the typer app must read it."""
    if not argv or argv[0] != "diff" or "--" in argv or any(environ.get(v) for v in ENVIRONMENT):
        return None
    values: dict[str, Any] = {"fmt": "text", "output": None, "fail_on": "error",
                              "show": "info", "quiet": False, "debug": False, "ignore": None,
                              "severity": None, "require": None, "optional": None}
    files: list[Path] = []
    given: set[str] = set()
    i = 1
    while i < len(argv):
        token = argv[i]
        i += 1
        if not token.startswith("-"):
            if not token:
                return None
            files.append(Path(token))
            continue
        flag, eq, text = token.partition("=") if token.startswith("--") else (token, "", "")
        entry = OPTIONS.get(flag)
        if entry is None:
            return None
        name, kind = entry
        if kind != "list" and name in given:
            return None  # given twice: the typer path says so
        given.add(name)
        if kind == "flag":
            if eq:
                return None
            values[name] = True
            continue
        if not eq:
            if i >= len(argv) or (argv[i].startswith("-") and argv[i] != "-"):
                return None
            text = argv[i]
            i += 1
        if kind == "list":
            values[name] = [*(values[name] or ()), text]
        elif kind == "path":
            if not text:
                return None
            values[name] = Path(text)
        elif text in _CHOICES[kind]:
            values[name] = text
        else:
            return None
    if len(files) != 2 or not _outputs_plain(values["output"]):
        return None
    return {**_typed(values), "files": files}


def _outputs_plain(output: list[str] | None) -> bool:
    """-o values its check accepts (a bad one: typer's message)."""
    from mcpcheck.reporters import parse_outputs

    try:
        parse_outputs(output)
    except UsageError:
        return False
    return True


def _typed(values: dict[str, Any]) -> dict[str, Any]:
    from mcpcheck.models import FailOn, Severity
    from mcpcheck.reporters import Format

    return {**values, "fmt": Format(values["fmt"]), "fail_on": FailOn(values["fail_on"]),
            "show": Severity(values["show"])}


def run(values: dict[str, Any]) -> NoReturn:
    """The offline diff of parse's values, as `app.diff` runs it: the report, or one line on
    stderr, and the exit code."""
    from mcpcheck.cli.output import guarded

    def work() -> NoReturn:
        levels = overrides(values["severity"])
        offline(values["files"], levels, None, require=values["require"],
                optional=values["optional"], ignore=values["ignore"], fmt=values["fmt"],
                output=values["output"], fail_on=values["fail_on"], quiet=values["quiet"])

    guarded(work, values["debug"], "diff", values["fmt"], values["output"], values["fail_on"],
            show=values["show"])


def offline(pair: Sequence[Path], levels: dict[str, Severity], shard: str | None, *,
            require: list[str] | None, optional: list[str] | None, ignore: Path | None,
            fmt: Format, output: list[str] | None, fail_on: FailOn, quiet: bool) -> NoReturn:
    """Compare two snapshot files and emit the report (the body of `diff OLD.json NEW.json`)."""
    from mcpcheck.checks.required import parse_names
    from mcpcheck.cli.output import contexts_of, emit, report_of
    from mcpcheck.cli.outputs_check import refuse_overwrites
    from mcpcheck.commands import diff as cmd

    no_shard(shard, "an offline diff of two snapshot files")
    settings = cmd.DiffSettings(require=parse_names(require), optional=parse_names(optional),
                                ignore=ignore, overrides=levels)
    refuse_overwrites(output, reads=[("snapshot file", pair[0]), ("snapshot file", pair[1]),
                                     ("ignore file", ignore)])
    if ignore is not None:
        cmd.read_ignore(ignore)  # a broken ignore file first, before any snapshot
    results = [collector_paused(lambda: cmd.run_files(pair[0], pair[1], settings))]
    emit(report_of("diff", fail_on, results), fmt, output, quiet, contexts_of(results))


def no_shard(shard: str | None, what: str) -> None:
    """A shard asked for (--shard, or MCPCHECK_SHARD) where there is no config to split: a
    usage error."""
    from mcpcheck.settings.shard import ENV, requested

    spec = requested(shard, os.environ)
    if spec is not None:
        given = "--shard" if shard is not None else ENV
        raise UsageError(f"{given} {spec} splits the servers of a config file; {what} is "
                         "not split (unset it for this command)")


def overrides(items: list[str] | None) -> dict[str, Severity]:
    """--severity RULE=LEVEL values."""
    from mcpcheck.models import Severity

    out = {}
    for item in items or ():
        rule, sep, level = item.partition("=")
        if not sep or level not in {s.value for s in Severity}:
            raise UsageError(f"--severity expects RULE=error|warning|info, got {item!r}")
        out[rule.strip()] = Severity(level)
    return out


def collector_paused(work: Callable[[], _T]) -> _T:
    """work() with Python's cyclic garbage collector paused, then as it was. For the offline
    diff: it parses two snapshot files into some 10^5 containers (acyclic JSON, freed by
    reference counting) that the collector would otherwise traverse again and again, about a
    tenth of the run. Only on a path with one thread (the setting is the process's)."""
    import gc

    was = gc.isenabled()
    gc.disable()
    try:
        return work()
    finally:
        if was:
            gc.enable()
