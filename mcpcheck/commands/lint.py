"""`mcpcheck lint`: a verdict per tool (usable / degraded / unusable) with its reasons."""

from __future__ import annotations

from collections.abc import Mapping

from mcpcheck.commands.common import Source
from mcpcheck.errors import McpcheckError
from mcpcheck.models import ServerResult


def run(source: Source, bounds: Mapping[str, int] | None = None) -> ServerResult:
    from mcpcheck.lint import LintBounds, lint_tools

    label = source.label()
    try:
        label, surface = source.surface()
        verdicts = lint_tools(surface.tools, protocol_version=surface.protocol_version,
                              bounds=LintBounds(**(bounds or {})))
        findings = [f for v in verdicts for f in v.findings]
        summary = {v.key: v.verdict for v in verdicts}
        return ServerResult(
            server=label,
            findings=findings,
            extra={
                "verdicts": summary,
                "unusable": sum(1 for v in verdicts if v.verdict == "unusable"),
                "degraded": sum(1 for v in verdicts if v.verdict == "degraded"),
                "usable": sum(1 for v in verdicts if v.verdict == "usable"),
            },
        )
    except McpcheckError as exc:
        if exc.exit_code == 2:
            raise
        return ServerResult(server=label, error=exc.message, error_detail=exc.detail)
