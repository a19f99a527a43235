"""`mcpcheck snapshot`: write the live surface to a canonical, reviewable file."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mcpcheck.checks.required import required_findings
from mcpcheck.commands.common import intake_findings, live_surface, server_label
from mcpcheck.errors import McpcheckError
from mcpcheck.fileio import files
from mcpcheck.models import (
    Finding,
    ServerResult,
    ServerTarget,
    Severity,
    SnapshotDetails,
    Surface,
)
from mcpcheck.ruleids import RuleId
from mcpcheck.settings.targets import snapshot_path
from mcpcheck.snapshots.store import (
    SnapshotDiffers,
    build_document,
    read_snapshot,
    render,
    tool_entry,
    write_snapshot,
)
from mcpcheck.textsafety import inert

_NAMED = 8  # tools named per kind of difference, then "and N more"


def _required(surface: Surface, dest: Path, require: Sequence[str],
              optional: Sequence[str]) -> list[Finding]:
    """Missing required/optional tools; the stored baseline (if readable) names renames."""
    if not require and not optional:
        return []
    try:
        baseline = read_snapshot(dest).surface().tools if files.present(dest) else ()
    except McpcheckError:
        baseline = ()
    return required_findings(surface.tools, require, optional, baseline)


def _tool_hashes(doc: dict[str, Any]) -> dict[str, str | None]:
    """Tool name -> hash of its definition, computed afresh (a stored hash may be stale)."""
    out: dict[str, str | None] = {}
    for entry in doc.get("tools") or ():
        if isinstance(entry, dict):
            fresh = tool_entry(entry.get("definition"))
            out[str(entry.get("name"))] = (fresh.get("sha256") or {}).get("tool")
    return out


def _names(label: str, names: list[str]) -> str:
    shown = ", ".join(inert(n, 60) for n in names[:_NAMED])
    more = f" and {len(names) - _NAMED} more" if len(names) > _NAMED else ""
    return f"{label} {shown}{more}"


def what_differs(stored: dict[str, Any], live: dict[str, Any]) -> str:
    """`tools changed: a, b; added: c; removed: d`, or the other parts that differ."""
    old, new = _tool_hashes(stored), _tool_hashes(live)
    parts = [_names(label, names) for label, names in (
        ("tools changed:", sorted(n for n in old.keys() & new.keys() if old[n] != new[n])),
        ("tools added:", sorted(new.keys() - old.keys())),
        ("tools removed:", sorted(old.keys() - new.keys()))) if names]
    if parts:
        return "; ".join(parts)
    others = [key for key in ("server", "prompts", "resources", "resourceTemplates")
              if stored.get(key) != live.get(key)]
    return ("the tools are the same; it differs in " + ", ".join(others)) if others else ""


def _naming(message: str, dest: Path, live: dict[str, Any]) -> str:
    """The SnapshotDiffers message with what differs named."""
    try:
        what = what_differs(read_snapshot(dest).document, live)
    except McpcheckError:
        return message
    if not what:
        return message
    marker = "from the live server"
    if marker in message:
        return message.replace(marker, f"{marker} ({what})", 1)
    return f"{message} ({what})"


def run(target: ServerTarget, *, path: Path | None, update: bool, require: Sequence[str] = (),
        optional: Sequence[str] = ()) -> ServerResult:
    from mcpcheck.fileio.gitref import refuse_write

    refuse_write(path)  # before the server is started: a usage error, exit 2
    label = target.name or "server"
    learned: list[Finding] = []  # kept when the file then cannot be written
    try:
        surface = live_surface(target)
        label = server_label(target, surface)
        doc = build_document(surface)
        dest = snapshot_path(path, label)
        learned = intake_findings(surface) + _required(surface, dest, require, optional)
        result = ServerResult(server=label, findings=list(learned))
        try:
            outcome = write_snapshot(dest, render(doc), update=update)
        except SnapshotDiffers as exc:
            outcome = "differs"
            result.findings.append(Finding(RuleId.SNAPSHOT_BASELINE_DIFFERS, Severity.ERROR,
                                           None, "", _naming(exc.message, dest, doc)))
        result.details = SnapshotDetails(
            path=str(dest),
            outcome=outcome,
            server_name=surface.server_name,
            server_version=surface.server_version,
            protocol=surface.protocol_version,
            surface_sha256=doc["sha256"]["surface"],
            tools=tuple((t["name"], t.get("sha256", {}).get("tool")) for t in doc["tools"]),
            counts={k: len(doc[k]) for k in ("tools", "prompts", "resources",
                                             "resourceTemplates")},
        )
        return result
    except McpcheckError as exc:
        return ServerResult(server=label, findings=learned, error=exc.message,
                            error_detail=exc.detail)
