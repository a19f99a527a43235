"""`mcpcheck diff`: the live server (or a second snapshot) against the stored baseline."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcpcheck.checks.required import required_findings
from mcpcheck.commands.common import intake_findings, live_surface, server_label, uncovered
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import (
    DiffDetails,
    Finding,
    ServerResult,
    ServerTarget,
    Severity,
    Surface,
)
from mcpcheck.ruleids import RuleId
from mcpcheck.settings.targets import snapshot_path
from mcpcheck.snapshots.store import (
    Snapshot,
    as_stored,
    hash_findings,
    read_snapshot,
    read_snapshots,
    tool_name,
)

if TYPE_CHECKING:
    from mcpcheck.settings.ignore import IgnoreList


@dataclass(frozen=True)
class DiffSettings:
    """What a diff applies besides the two surfaces: required tools, ignore file, severity
    overrides, and a git ref for the baseline."""

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
    old: Surface, new: Surface, settings: DiffSettings, *, intake: bool = False,
    server: str | None = None, unchanged: frozenset[str] = frozenset(),
) -> tuple[list[Finding], int]:
    """Findings of new against old, after the ignore file; also the number suppressed.

    The one path of a live and an offline diff: with intake=True the revision's intake findings
    (tool-unusable, intake notes) come first, decided from the surface as stored, so a live
    diff and an offline diff of the same two snapshots report the same.

    unchanged: names of tools proven identical on both sides (unchanged_tools): they are neither
    linted nor compared, since they can yield no finding (an identical definition has no drift,
    and its intake verdict is the baseline's, which a diff does not repeat).
    """
    from mcpcheck.checks.drift import diff_surface

    old_part, new_part = _without(old, unchanged), _without(new, unchanged)
    drift = diff_surface(old_part, new_part, overrides=settings.overrides)
    findings = uncovered(_new_intake(old_part, new_part), drift) if intake else []
    findings += drift
    findings += required_findings(new.tools, settings.require, settings.optional, old.tools)
    suppressed = 0
    if settings.ignore is not None:
        from mcpcheck.checks.rulebook.record import DRIFT_FAMILIES
        from mcpcheck.commands.common import rule_filter

        findings, suppressed = read_ignore(settings.ignore).accept(
            findings, server=server, could_apply=rule_filter(DRIFT_FAMILIES))
    return findings, suppressed


def _without(surface: Surface, names: frozenset[str]) -> Surface:
    if not names:
        return surface
    return replace(surface, tools=tuple(t for t in surface.tools if tool_name(t) not in names))


def unchanged_tools(old: Snapshot, new: Snapshot, stale: Sequence[Finding]) -> frozenset[str]:
    """Tools that are the same on both sides by their stored hashes: the same name once on each
    side, the same sha256 of the tool and of every part, and hashes that vouch for their
    definitions (no snapshot-hash-mismatch in `stale`). Empty when a name repeats or is not
    usable on either side (lint keys such tools by position) or the two protocol versions fall
    on different sides of the rules that depend on it (a tool's intake verdict depends on the
    version only through lint's `legacy_protocol`: outputSchema and `execution` rules)."""
    from mcpcheck.checks.lint.plain import legacy_protocol

    old_server, new_server = old.document.get("server") or {}, new.document.get("server") or {}
    old_version, new_version = old_server.get("protocolVersion"), new_server.get("protocolVersion")
    if old_version != new_version and (
            not all(isinstance(v, str | None) for v in (old_version, new_version))
            or legacy_protocol(old_version) != legacy_protocol(new_version)):
        return frozenset()
    before, after = _hashes_by_name(old), _hashes_by_name(new)
    if before is None or after is None:
        return frozenset()
    suspect = {f.tool for f in stale}
    return frozenset(name for name, digest in before.items()
                     if digest is not None and after.get(name) == digest
                     and name not in suspect)


def _hashes_by_name(snapshot: Snapshot) -> dict[str, Any] | None:
    """Stored hashes by tool name; None when some tool has no usable name or a name repeats."""
    out: dict[str, Any] = {}
    for entry in snapshot.document.get("tools") or ():
        name = entry.get("name")
        if not isinstance(name, str) or not name or name in out:
            return None
        digest = entry.get("sha256")
        ok = "error" not in entry and isinstance(digest, dict) and digest.get("tool")
        out[name] = digest if ok else None
    return out


def _ignore_name(settings: DiffSettings) -> str | None:
    return None if settings.ignore is None else str(settings.ignore)


def _new_intake(old: Surface, new: Surface) -> list[Finding]:
    """Intake findings of the revision, except tool-unusable for a tool that the baseline
    already recorded as unusable: a diff reports what changed, and `snapshot` said it then."""
    from mcpcheck.checks.drift.baseline import unusable_tools

    found = intake_findings(new)
    named = {f.tool for f in found if f.rule == RuleId.TOOL_UNUSABLE}
    if not named:
        return found  # nothing to hold against the baseline: it is not linted at all
    before = unusable_tools(_only(old, named))
    return [f for f in found if not (f.rule == RuleId.TOOL_UNUSABLE and f.tool in before)]


def _only(surface: Surface, names: set[str | None]) -> Surface:
    """The surface with just the named tools, when every tool has its own usable name (lint
    keys a tool by its name then, whatever else is listed); otherwise the whole surface."""
    keys = [tool_name(t) for t in surface.tools]
    if any(not k for k in keys) or len(set(keys)) != len(keys):
        return surface
    return replace(surface, tools=tuple(t for t, k in zip(surface.tools, keys, strict=True)
                                        if k in names))


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
        findings, suppressed = compare(old, stored, settings, intake=True, server=label)
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
        old_doc, new_doc = read_snapshots(old_path, new_path)  # a shared entry is parsed once
        checked: dict[int, list[str]] = {}  # and its stored hashes are checked once
        stale = hash_findings(old_doc, checked) + hash_findings(new_doc, checked)
        findings, suppressed = compare(old_doc.surface(), new_doc.surface(), settings,
                                       intake=True, server=label,
                                       unchanged=unchanged_tools(old_doc, new_doc, stale))
        return ServerResult(
            server=label,
            findings=stale + findings,
            details=DiffDetails(baseline=str(old_path), revision=str(new_path),
                                suppressed=suppressed, ignore=_ignore_name(settings)),
        )
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
