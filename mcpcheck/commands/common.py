"""What every command shares: reaching the surface (live or stored)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpcheck.errors import UsageError
from mcpcheck.models import Finding, ServerTarget, Severity, Surface
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
    """mcpcheck's own wire client; the SDK only for legacy SSE (imported only then).

    Known secret values the server echoes are redacted here (mcpcheck.snapshots.redaction).
    """
    from mcpcheck.snapshots.redaction import known_secrets, redact_surface

    if target.transport == "sse":
        from mcpcheck.sdk.bridge import fetch_surface

        surface = fetch_surface(target)
    else:
        from mcpcheck.wire.client import fetch_surface as fetch

        surface = fetch(target)
    return redact_surface(surface, known_secrets(target))


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
    for note in surface.notes:
        out.append(Finding(RuleId.INTAKE_NOTE, Severity.INFO, None, "", note))
    return [*surface.leaks, *out]
