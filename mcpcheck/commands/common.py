"""What every command shares: reaching the surface (live or stored)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, ServerResult, ServerTarget, Severity, StrayOutput, Surface
from mcpcheck.ruleids import RuleId
from mcpcheck.settings.targets import slug
from mcpcheck.snapshots.store import read_snapshot, tool_name


@dataclass(frozen=True)
class Source:
    """Where a command reads the surface from: a live server, or a stored snapshot."""

    target: ServerTarget | None = None
    snapshot: Path | None = None

    def label(self) -> str:
        if self.target is not None and self.target.name:
            return self.target.name
        if self.snapshot is not None:
            return self.snapshot.stem
        return "server"

    def surface(self) -> tuple[str, Surface]:
        if self.target is not None:
            surface = live_surface(self.target)
            return server_label(self.target, surface), surface
        if self.snapshot is None:
            raise UsageError(
            "choose a server (--stdio, --url, --sse, -- CMD) or --snapshot PATH")
        return self.label(), read_snapshot(self.snapshot).surface()

    def stored_findings(self) -> list[Finding]:
        """Notes on a stored snapshot itself (hashes that do not match); none for a server."""
        if self.target is not None or self.snapshot is None:
            return []
        from mcpcheck.snapshots.store import hash_findings

        return hash_findings(read_snapshot(self.snapshot))


def live_surface(target: ServerTarget) -> Surface:
    """mcpcheck's own client (mcpcheck.wire), whatever the transport.

    Known secret values the server echoes are redacted here (mcpcheck.snapshots.redaction).
    """
    from mcpcheck.snapshots.redaction import known_secrets, redact_surface
    from mcpcheck.wire.client import fetch_surface

    return redact_surface(fetch_surface(target), known_secrets(target))


def server_label(target: ServerTarget | None, surface: Surface | None) -> str:
    if target is not None and target.name:
        return target.name
    if surface is not None and surface.server_name:
        return slug(surface.server_name)
    return "server"



def tool_key(tool: Any, index: int) -> str:
    return tool_name(tool) or f"#{index}"


def intake_findings(surface: Surface) -> list[Finding]:
    """Tools that cannot be used as received: recorded, reported, never fatal."""
    from mcpcheck.checks.lint.intake import unusable_tools

    out: list[Finding] = []
    for verdict in unusable_tools(surface.tools, protocol_version=surface.protocol_version):
        reasons = ", ".join(sorted({f.rule for f in verdict.findings
                                    if f.severity is Severity.ERROR}))
        out.append(Finding(RuleId.TOOL_UNUSABLE, Severity.WARNING, verdict.key, "",
                           f"tool `{verdict.key}` is unusable as received ({reasons}); "
                           "run `mcpcheck lint` for details"))
    return [*surface.leaks, *out, *note_findings(surface)]


# The JSON Pointer of each optional list (the drift findings about a list use the same).
LIST_PATHS = {"prompts/list": "/prompts", "resources/list": "/resources",
              "resources/templates/list": "/resourceTemplates"}


def note_findings(surface: Surface) -> list[Finding]:
    """What the intake learned about the exchange itself: stray stdout lines (warning), lists
    answered with an error (warning), other notes (info). Never fatal."""
    out = [] if surface.stray is None else [stray_finding(surface.stray)]
    for method, error in surface.unlisted:
        out.append(Finding(RuleId.INTAKE_LIST_UNAVAILABLE, Severity.WARNING, None,
                           LIST_PATHS.get(method, ""),
                           f"the server declares the capability but answered {method} with "
                           f"{error}; recorded as not listed (nothing of it is compared)"))
    for note in surface.notes:
        out.append(Finding(RuleId.INTAKE_NOTE, Severity.INFO, None, "", note))
    return out


def rule_filter(families: Iterable[str] | None) -> Callable[[str], bool] | None:
    """Could a check of these rule families (and the command rules) produce this rule?"""
    if families is None:
        return None
    from mcpcheck.checks.rulebook import find
    from mcpcheck.checks.rulebook.record import Family

    allowed = {str(f) for f in families} | {str(Family.COMMAND)}

    def could_apply(rule: str) -> bool:
        known = find(rule)
        return known is None or str(known.family) in allowed

    return could_apply


def accept_reviewed(result: ServerResult, ignore: Path | None,
                    families: Iterable[str] | None = None) -> ServerResult:
    """The ignore file applied to every finding of one server's result (the one way every
    command accepts reviewed findings). `families`: the rule families the checks that ran can
    produce (None: every family); an entry naming another rule is not reported unused."""
    if ignore is None:
        return result
    from mcpcheck.commands.diff import read_ignore

    could_apply = rule_filter(families)
    if result.error is not None and not result.findings:
        return replace(result, ignore=str(ignore))
    findings, accepted = read_ignore(ignore).accept(
        result.findings, server=result.server, could_apply=None if result.error else could_apply)
    if result.error is not None:  # a check did not run: an entry may be for it
        findings = [f for f in findings if f.rule != RuleId.IGNORE_UNUSED]
    return replace(result, findings=findings, ignore=str(ignore), accepted=accepted)


def uncovered(intake: list[Finding], drift: list[Finding]) -> list[Finding]:
    """Intake findings without the lists a drift finding already calls not comparable (it
    names the same error): one finding per list."""
    covered = {f.path for f in drift if f.rule == RuleId.SERVER_LIST_NOT_COMPARABLE}
    return [f for f in intake
            if not (f.rule == RuleId.INTAKE_LIST_UNAVAILABLE and f.path in covered)]


def stray_finding(stray: StrayOutput) -> Finding:
    """The warning for stdout lines that are not JSON-RPC; `stray.first` is redacted already."""
    from mcpcheck.wire.reasons import stray_first

    return Finding(RuleId.INTAKE_STDOUT_NOISE, Severity.WARNING, None, "",
                   f"the server wrote {stray.lines} line(s) on stdout that are not JSON-RPC "
                   f"(skipped, as the MCP SDKs skip them); the first: "
                   f"{stray_first(stray.first)}; a stdio server should write only JSON-RPC on "
                   "stdout and its logs to stderr")
