"""`mcpcheck validate`: argument files against the live or snapshotted tool schemas."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mcpcheck.commands.common import Source, intake_findings
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import ServerResult, ValidateDetails


def run(source: Source, files: Sequence[Path], *, tool: str | None) -> ServerResult:
    from mcpcheck.checks.arguments import load_calls, validate_calls

    label = source.label()
    calls, findings = load_calls(files, tool=tool)
    try:
        label, surface = source.surface()
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        # what reading the files taught is kept; the calls themselves were not judged
        return ServerResult(server=label, findings=findings, error=exc.message,
                            error_detail=exc.detail,
                            details=ValidateDetails(calls=len(calls), files=len(files),
                                                    not_judged=len(calls)))
    if source.target is not None:
        findings += intake_findings(surface)
    findings += validate_calls(calls, surface.tools)
    failed = {f.file for f in findings if f.file}
    return ServerResult(server=label, findings=findings,
                        details=ValidateDetails(calls=len(calls), files=len(files),
                                                files_failed=len(failed)))
