"""`mcpcheck validate`: argument files against the live or snapshotted tool schemas."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from mcpcheck.commands.common import Source, intake_findings
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import ServerResult, ValidateDetails

if TYPE_CHECKING:
    from mcpcheck.settings.config import ServerConfig


def offline_sources(servers: Sequence[ServerConfig]) -> list[tuple[Source, ServerConfig]]:
    """`validate --offline`: each configured server's tools from its snapshot file (its
    `snapshot`, else snapshots/<name>.json beside the config), in the working copy whatever its
    `against` says; no server is started, so its command, env and headers are not needed."""
    out = []
    for server in servers:
        path = server.snapshot_file()
        if path is None:  # a server given by flags has no config to name its snapshot
            raise UsageError("--offline reads the snapshots of configured servers: give "
                             "--config (or --snapshot PATH for one server)")
        out.append((Source(snapshot=path), server))
    return out


def run(source: Source, files: Sequence[Path], *, tool: str | None,
        name: str | None = None) -> ServerResult:
    """The calls in `files` against the source's tools; `name` labels the result (a configured
    server read from its snapshot keeps its own name)."""
    result = _run(source, files, tool=tool)
    return dataclasses.replace(result, server=name) if name else result


def _run(source: Source, files: Sequence[Path], *, tool: str | None) -> ServerResult:
    from mcpcheck.checks.arguments import count_files, load_calls, validate_calls

    label = source.label()
    calls, findings = load_calls(files, tool=tool)
    read = count_files(files)  # a folder counts its files
    try:
        label, surface = source.surface()
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        # what reading the files taught is kept; the calls themselves were not judged
        return ServerResult(server=label, findings=findings, error=exc.message,
                            error_detail=exc.detail,
                            details=ValidateDetails(calls=len(calls), files=read,
                                                    not_judged=len(calls)))
    if source.target is not None:
        findings += intake_findings(surface)
    findings += validate_calls(calls, surface.tools)
    failed = {f.file for f in findings if f.file}
    return ServerResult(server=label, findings=findings,
                        details=ValidateDetails(calls=len(calls), files=read,
                                                files_failed=len(failed)))
