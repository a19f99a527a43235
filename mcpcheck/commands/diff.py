"""`mcpcheck diff`: the live server (or a second snapshot) against the stored baseline."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mcpcheck.commands.common import intake_findings, live_surface, server_label, snapshot_path
from mcpcheck.errors import McpcheckError
from mcpcheck.models import Finding, ServerResult, ServerTarget, Severity, Surface
from mcpcheck.required import required_findings
from mcpcheck.snapshot import as_stored, read_snapshot


@dataclass(frozen=True)
class DiffSettings:
    require: Sequence[str] = ()
    optional: Sequence[str] = ()
    ignore: Path | None = None
    overrides: Mapping[str, Severity] = field(default_factory=dict)
    against: str | None = None  # a git ref: the baseline is the snapshot path as committed there


def baseline_path(path: Path, against: str | None) -> Path:
    """The file itself, or (with a ref) the same path as committed at that ref."""
    if against is None:
        return path
    from mcpcheck.gitref import at_ref

    return at_ref(against, path)


def compare(old: Surface, new: Surface, settings: DiffSettings) -> tuple[list[Finding], int]:
    """Findings of new against old, after the ignore file; also the number suppressed."""
    from mcpcheck.drift import diff_tools

    findings = diff_tools(old.tools, new.tools, overrides=settings.overrides)
    findings += required_findings(new.tools, settings.require, settings.optional, old.tools)
    suppressed = 0
    if settings.ignore is not None:
        from mcpcheck.ignore import load_ignore

        ignore = load_ignore(settings.ignore)
        unused = ignore.unused(findings)
        findings, dropped = ignore.apply(findings)
        findings += unused
        suppressed = len(dropped)
    return findings, suppressed


def _ignore_extra(settings: DiffSettings) -> dict[str, str]:
    return {} if settings.ignore is None else {"ignore": str(settings.ignore)}


def run_live(target: ServerTarget, *, path: Path | None, settings: DiffSettings) -> ServerResult:
    label = target.name or "server"
    try:
        new = live_surface(target)
        label = server_label(target, new)
        baseline = baseline_path(snapshot_path(path, label), settings.against)
        old = read_snapshot(baseline).surface()
        findings, suppressed = compare(old, as_stored(new), settings)
        return ServerResult(
            server=label,
            findings=intake_findings(new) + findings,
            extra={"baseline": str(baseline), "suppressed": suppressed,
                   **_ignore_extra(settings)},
        )
    except McpcheckError as exc:
        if exc.exit_code == 2:
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)


def run_files(old_path: Path, new_path: Path, settings: DiffSettings) -> ServerResult:
    """Offline: two snapshot files, no server, no SDK import."""
    label = new_path.stem
    try:
        old = read_snapshot(old_path).surface()
        new = read_snapshot(new_path).surface()
        findings, suppressed = compare(old, new, settings)
        return ServerResult(
            server=label,
            findings=findings,
            extra={"baseline": str(old_path), "revision": str(new_path), "suppressed": suppressed,
                   **_ignore_extra(settings)},
        )
    except McpcheckError as exc:
        if exc.exit_code == 2:
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
