"""`mcpcheck conform`: does the server keep the protocol? One finding per requirement it
breaks (a MUST is an error, a SHOULD a warning); requirements that do not apply are listed as
such in the details, never counted as passed. The checks are mcpcheck.checks.conform."""

from __future__ import annotations

from mcpcheck.errors import McpcheckError
from mcpcheck.models import (
    ConformDetails,
    ConformEntry,
    Finding,
    ServerResult,
    ServerTarget,
    Transport,
    redact,
)
from mcpcheck.settings.targets import slug


def run(target: ServerTarget, *, call_safe: bool = False) -> ServerResult:
    """Every requirement against one server; never raises a McpcheckError."""
    from mcpcheck.checks.conform import REQUIREMENTS, Options, Outcome
    from mcpcheck.checks.conform import run as run_requirements
    from mcpcheck.checks.rulebook import RULES

    label = target.name or "server"
    if target.transport is Transport.SSE:
        return ServerResult(server=label, error="conform checks stdio and Streamable HTTP "
                            "servers; legacy HTTP+SSE is not checked")
    secrets = target.secrets()
    options = Options(call_safe=call_safe, step=target.timeout)
    try:
        hello, results, tail = run_requirements(target, REQUIREMENTS, options)
    except McpcheckError as exc:
        return ServerResult(server=label, error=redact(exc.message, secrets),
                            error_detail=exc.detail and redact(exc.detail, secrets))
    info = hello.get("serverInfo")
    name = info.get("name") if isinstance(info, dict) else None
    if not target.name and isinstance(name, str) and name:
        label = slug(name)
    findings: list[Finding] = []
    entries: list[ConformEntry] = []
    for result in results:
        req = result.requirement
        reason = redact(result.message, secrets)
        entries.append(ConformEntry(req.rule, req.area, req.level.value, result.outcome.value,
                                    reason))
        if result.outcome is Outcome.FAILED:
            findings.append(Finding(req.rule, RULES[req.rule].severity, None, f"/{req.area}",
                                    f"{reason} ({req.level.value}: MCP {req.revision} "
                                    f"{req.section})"))
    version = hello.get("protocolVersion")
    details = ConformDetails(protocol=version if isinstance(version, str) else None,
                             results=tuple(entries))
    lost = [e for e in entries if e.outcome == Outcome.NOT_EVALUATED.value]
    error = None
    if lost:
        error = (f"{len(lost)} requirement(s) could not be evaluated: "
                 f"{', '.join(e.rule for e in lost)} ({lost[0].reason})")
    return ServerResult(server=label, findings=findings, error=error,
                        error_detail=(redact(tail, secrets) or None) if lost else None,
                        details=details)
