"""`mcpcheck probe`'s text form: one line on success, one line per problem (a server that could
not be evaluated adds the last lines of its stderr, indented, when it wrote any); no rich.

Every result line goes to stdout, "could not evaluate" included, as every other command's report
does; stderr is left to what is about the run itself (usage errors, `-v`, an interruption)."""

from __future__ import annotations

from mcpcheck.models import Finding, ProbeDetails, ServerResult, Severity
from mcpcheck.reporters.verdict import plural, stderr_lines
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert

_PLAIN_RULES = frozenset({RuleId.REQUIRED_TOOL_MISSING, RuleId.OPTIONAL_TOOL_MISSING})


def _finding_line(server: str, finding: Finding) -> str:
    """`error: SERVER: tool `T`: MESSAGE [rule]`; the missing-tool lines name their tool in the
    message already."""
    if finding.rule in _PLAIN_RULES:
        return f"{finding.severity.value}: {server}: {inert(finding.message, 400)}"
    tool = f"tool `{inert(finding.tool, 80)}`: " if finding.tool else ""
    message = inert(finding.message, 400)
    return f"{finding.severity.value}: {server}: {tool}{message} [{finding.rule}]"


def text_lines(result: ServerResult, *, quiet: bool = False) -> list[str]:
    """The lines of one server's probe."""
    name = inert(result.server, 80)
    details = result.details if isinstance(result.details, ProbeDetails) else ProbeDetails(0.0)
    if result.error is not None:
        tries = details.attempts or 1
        after = f" (after {tries} attempts)" if tries > 1 else ""
        return [f"error: {name}: could not evaluate: {inert(result.error, 400)}{after}",
                *(f"  {line}" for line in stderr_lines(result.error_detail))]
    out = [_finding_line(name, f) for f in result.findings if f.severity is not Severity.INFO]
    failed = any(f.severity is Severity.ERROR for f in result.findings)
    if not failed and not quiet:
        required = details.require
        state = "checked" if result.accepted else "present"
        what = (f"required {state} ({inert(', '.join(required), 200)})" if required
                else "no required tools")
        accepted = (f", {result.accepted} accepted by {inert(result.ignore or '', 200)}"
                    if result.accepted else "")
        out.append(f"ok: {name}: {plural(details.tools or 0, 'tool')}, {what}{accepted} "
                   f"in {details.seconds:.2f}s")
    return out


def render(results: list[ServerResult], *, quiet: bool = False) -> str:
    """Every server's probe lines, in order (all for stdout)."""
    return "".join(f"{line}\n" for result in results for line in text_lines(result, quiet=quiet))
