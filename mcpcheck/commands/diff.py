"""`mcpcheck diff`: the live server (or a second snapshot) against the stored baseline."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from mcpcheck.checks.required import required_findings
from mcpcheck.commands.common import intake_findings, live_surface, server_label
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import (
    DiffDetails,
    Finding,
    ServerResult,
    ServerTarget,
    Severity,
    Surface,
)
from mcpcheck.settings.targets import snapshot_path
from mcpcheck.snapshots.store import as_stored, hash_findings, read_snapshot

if TYPE_CHECKING:
    from mcpcheck.settings.ignore import IgnoreList


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
    from mcpcheck.fileio.gitref import at_ref

    return at_ref(against, path)


def read_ignore(path: Path) -> IgnoreList:
    """The ignore file, checked: an entry naming a rule mcpcheck does not have is an error
    (it could never match)."""
    from mcpcheck.checks.rulebook import all_rules
    from mcpcheck.settings.ignore import load_ignore

    return load_ignore(path, known_rules=set(all_rules()))


def compare(
    old: Surface, new: Surface, settings: DiffSettings, *, intake: bool = False
) -> tuple[list[Finding], int]:
    """Findings of new against old, after the ignore file; also the number suppressed.

    The one path of a live and an offline diff: with intake=True the revision's intake findings
    (tool-unusable, intake notes) come first, decided from the surface as stored, so a live
    diff and an offline diff of the same two snapshots report the same.
    """
    from mcpcheck.checks.drift import diff_surface

    findings = _new_intake(old, new) if intake else []
    findings += diff_surface(old, new, overrides=settings.overrides)
    findings += required_findings(new.tools, settings.require, settings.optional, old.tools)
    suppressed = 0
    if settings.ignore is not None:
        ignore = read_ignore(settings.ignore)
        unused = ignore.unused(findings)
        findings, dropped = ignore.apply(findings)
        findings += unused
        suppressed = len(dropped)
    return findings, suppressed


def _ignore_name(settings: DiffSettings) -> str | None:
    return None if settings.ignore is None else str(settings.ignore)


def _new_intake(old: Surface, new: Surface) -> list[Finding]:
    """Intake findings of the revision, except tool-unusable for a tool that the baseline
    already recorded as unusable: a diff reports what changed, and `snapshot` said it then."""
    from mcpcheck.checks.drift.baseline import unusable_tools

    before = unusable_tools(old)
    return [f for f in intake_findings(new)
            if not (f.rule == "tool-unusable" and f.tool in before)]


def run_live(target: ServerTarget, *, path: Path | None, settings: DiffSettings) -> ServerResult:
    label = target.name or "server"
    learned: list[Finding] = []  # kept when the baseline then cannot be read
    try:
        new = live_surface(target)
        label = server_label(target, new)
        learned = intake_findings(new)
        baseline = baseline_path(snapshot_path(path, label), settings.against)
        snap = read_snapshot(baseline)
        old = snap.surface()
        stored = replace(as_stored(new), notes=new.notes, leaks=new.leaks)
        findings, suppressed = compare(old, stored, settings, intake=True)
        return ServerResult(
            server=label,
            findings=hash_findings(snap) + findings,
            details=DiffDetails(baseline=str(baseline), suppressed=suppressed,
                                ignore=_ignore_name(settings)),
        )
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return ServerResult(server=label, findings=learned, error=exc.message,
                            error_detail=exc.detail)


def run_files(old_path: Path, new_path: Path, settings: DiffSettings) -> ServerResult:
    """Offline: two snapshot files, no server, no SDK import."""
    label = new_path.stem
    try:
        old_doc, new_doc = read_snapshot(old_path), read_snapshot(new_path)
        findings, suppressed = compare(old_doc.surface(), new_doc.surface(), settings,
                                       intake=True)
        return ServerResult(
            server=label,
            findings=hash_findings(old_doc) + hash_findings(new_doc) + findings,
            details=DiffDetails(baseline=str(old_path), revision=str(new_path),
                                suppressed=suppressed, ignore=_ignore_name(settings)),
        )
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
