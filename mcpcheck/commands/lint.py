"""`mcpcheck lint`: a verdict per tool (usable / degraded / suspicious / unusable) with reasons."""

from __future__ import annotations

from collections.abc import Mapping

from mcpcheck.commands.common import Source
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import LintDetails, ServerResult, Severity


def run(source: Source, bounds: Mapping[str, int] | None = None,
        overrides: Mapping[str, Severity] | None = None) -> ServerResult:
    from mcpcheck.checks.lint import VERDICTS, LintBounds, lint_tools, verdict_of
    from mcpcheck.checks.lint.surface import lint_server_texts, server_verdicts

    label = source.label()
    try:
        label, surface = source.surface()
        limits = LintBounds(**(bounds or {}))
        verdicts = lint_tools(surface.tools, protocol_version=surface.protocol_version,
                              bounds=limits, overrides=overrides)
        server_findings = lint_server_texts(surface, bounds=limits, overrides=overrides)
        findings = (source.stored_findings() + list(surface.leaks)
                    + [f for v in verdicts for f in v.findings] + server_findings)
        counts = {name: sum(1 for v in verdicts if v.verdict == name) for name in VERDICTS}
        details = LintDetails(verdicts={v.key: v.verdict for v in verdicts},
                              server_texts=verdict_of(server_findings),
                              server_verdicts=dict(server_verdicts(surface, server_findings)),
                              **counts)
        return ServerResult(server=label, findings=findings, details=details)
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
