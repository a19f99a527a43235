"""`mcpcheck snapshot`: write the live surface to a canonical, reviewable file."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

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
from mcpcheck.settings.targets import snapshot_path
from mcpcheck.snapshots.store import (
    SnapshotDiffers,
    build_document,
    read_snapshot,
    render,
    write_snapshot,
)


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
            result.findings.append(Finding("snapshot-baseline-differs", Severity.ERROR, None, "",
                                           exc.message))
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
