"""`mcpcheck lint`: a verdict per tool (usable / degraded / suspicious / unusable) with reasons."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mcpcheck.commands.common import Source, note_findings
from mcpcheck.errors import McpcheckError, UsageError
from mcpcheck.models import Finding, LintDetails, ServerResult, Severity, Surface

if TYPE_CHECKING:
    from mcpcheck.checks.lint import ToolVerdict


def run(source: Source, bounds: Mapping[str, int] | None = None,
        overrides: Mapping[str, Severity] | None = None,
        accept: Callable[[ServerResult], ServerResult] | None = None,
        deep: bool = False) -> ServerResult:
    """Lint's findings, with what the intake learned about the exchange (stray stdout lines, a
    list answered with an error, notes: as `snapshot` and `diff` report them, live or from a
    snapshot's `intake`; they judge no tool). `accept`: the ignore file applied to the result
    (mcpcheck.commands.common.accept_reviewed); the verdicts are judged on the findings it
    keeps (an accepted finding changes no verdict). `deep`: also the learned model
    (`text-learned-poisoning`); a missing or corrupt model file fails the server (exit 3)."""
    from mcpcheck.checks.lint import LintBounds, lint_tools
    from mcpcheck.checks.lint.surface import lint_server_texts

    label = source.label()
    try:
        label, surface = source.surface()
        limits = LintBounds(**(bounds or {}))
        verdicts = lint_tools(surface.tools, protocol_version=surface.protocol_version,
                              bounds=limits, overrides=overrides, deep=deep)
        server_findings = lint_server_texts(surface, bounds=limits, overrides=overrides)
        findings = (source.stored_findings() + list(surface.leaks) + note_findings(surface)
                    + [f for v in verdicts for f in v.findings] + server_findings)
        result = ServerResult(server=label, findings=findings)
    except McpcheckError as exc:
        if isinstance(exc, UsageError):
            raise
        result = ServerResult(server=label, error=exc.message, error_detail=exc.detail)
        return accept(result) if accept is not None else result
    if accept is not None:
        result = accept(result)
    kept = set(result.findings)
    return replace(result, details=_details(surface, verdicts,
                                            [f for f in server_findings if f in kept], kept))


def _details(surface: Surface, verdicts: Sequence[ToolVerdict], server_findings: list[Finding],
             kept: set[Finding]) -> LintDetails:
    """The verdicts judged on the findings that remain once the ignore file accepted some."""
    from mcpcheck.checks.lint import VERDICTS, verdict_of
    from mcpcheck.checks.lint.surface import server_verdicts

    tools: dict[str, str] = {v.key: verdict_of([f for f in v.findings if f in kept])
                             for v in verdicts}
    counts = {name: sum(1 for v in tools.values() if v == name) for name in VERDICTS}
    return LintDetails(verdicts=tools, server_texts=verdict_of(server_findings),
                       server_verdicts=dict(server_verdicts(surface, server_findings)), **counts)
