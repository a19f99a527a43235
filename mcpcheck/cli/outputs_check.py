"""A run never writes over its own inputs, nor two of its outputs over each other.

Before any server is contacted, every path the run writes (`-o FILE`, `-o FORMAT=FILE`, the
snapshot files of `snapshot`, `mutate -o`) is compared with every file the run reads or its
config names for the selected servers (the config file, snapshots, ignore and calls files,
argument files and folders) and with the other outputs. The same file (the same path once links
are followed, or the same inode: a hard link) is a usage error naming both; so is an output
inside a folder of argument files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from mcpcheck.errors import UsageError

if TYPE_CHECKING:
    from mcpcheck.settings.config import ServerConfig

# (what it is, e.g. "ignore file" or "--output json=r.json"; its path)
Named = tuple[str, "Path | str | None"]


def server_files(servers: Sequence[ServerConfig], *, snapshots: bool = True) -> list[Named]:
    """The local files the configuration names for these servers (git: paths are not local)."""
    out: list[Named] = []
    for s in servers:
        if s.origin is not None:
            out.append(("config file", s.origin[0]))
        out += list(s.read_files)
        if snapshots:
            out.append(("snapshot file", s.snapshot_file()))
        out += [("ignore file", s.ignore), ("calls file", s.calls)]
        out += [("argument file", p) for p in _argument_files(s.validate)]
    return out


def _argument_files(patterns: tuple[str, ...]) -> list[Path]:
    """The `validate` globs as commands.check.argument_files expands them (not imported here:
    it would put the checks on the start-up path of every command)."""
    if not patterns:
        return []
    import glob

    return [Path(m) for pattern in patterns
            for m in (sorted(glob.glob(pattern, recursive=True)) or [pattern])]


def report_outputs(output: list[str] | None) -> list[Named]:
    """`--output` values as (how the user wrote it, path)."""
    from mcpcheck.reporters import parse_outputs

    outputs = parse_outputs(output)
    named: list[Named] = []
    if outputs.plain is not None:
        named.append((f"--output {outputs.plain}", outputs.plain))
    named += [(f"--output {fmt.value}={path}", path) for fmt, path in outputs.extra]
    return named


def refuse_overwrites(output: list[str] | None, *, reads: Iterable[Named] = (),
                      writes: Iterable[Named] = (), servers: Sequence[ServerConfig] = (),
                      snapshots_written: bool = False) -> None:
    """UsageError when a report or a written file is one of the run's inputs, or two outputs
    are one file. `servers` adds the files their configuration names (their snapshots count as
    written, not read, with snapshots_written)."""
    from mcpcheck.fileio.files import inside, same_file

    # each file once: every server of a config names the config (a fleet of N servers would
    # cost N x N comparisons of each snapshot written with the same file)
    inputs = list(dict.fromkeys(_local([*reads, *server_files(servers,
                                                              snapshots=not snapshots_written)])))
    written = list(dict.fromkeys(_local(writes)))
    reports = _local(report_outputs(output))
    for label, path in [*reports, *written]:
        for role, source in inputs:
            if same_file(path, source):
                raise UsageError(f"{label} is the {role} {source}, an input of this run; "
                                 "write it to another file")
            if role == "argument file" and inside(path, source):
                raise UsageError(f"{label} is inside the argument folder {source}, an input "
                                 "of this run; write it to another folder")
    for index, (label, path) in enumerate(reports):
        for other, other_path in [*reports[index + 1:]]:
            if same_file(path, other_path):
                raise UsageError(f"{label} and {other} are the same file; name it once")
        for written_label, snap in written:
            if same_file(path, snap):
                raise UsageError(f"{label} is the {written_label}; write the report to another "
                                 "file")


def _local(named: Iterable[Named]) -> list[tuple[str, Path]]:
    from mcpcheck.fileio.files import GIT_PREFIX

    out = []
    for label, path in named:
        if path is not None and not str(path).startswith(GIT_PREFIX):
            out.append((label, Path(path)))
    return out


def written_snapshots(paths: Iterable[Path | None]) -> list[Named]:
    return [(f"snapshot file {p}", p) for p in paths if p is not None]
