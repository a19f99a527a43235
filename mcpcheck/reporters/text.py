"""Human report for a terminal. Every server-supplied string is rendered inert.

Built with mcpcheck.reporters.styled: plain text without colour (rich is not imported), rich for
colour (the same calls replayed).
"""

from __future__ import annotations

from typing import Any

from mcpcheck.models import (
    CallDetails,
    CheckDetails,
    ConformDetails,
    Details,
    DiffDetails,
    Finding,
    LintDetails,
    Report,
    ServerResult,
    Severity,
    SnapshotDetails,
    ValidateDetails,
)
from mcpcheck.reporters.styled import PlainConsole, RichConsole, Table, Text
from mcpcheck.reporters.verdict import (
    Group,
    by_severity,
    counts_phrase,
    entry_label,
    finding_span,
    flagged_verdicts,
    group_key,
    grouped,
    headline,
    hidden_phrase,
    plural,
    shown,
    tools_phrase,
)
from mcpcheck.textsafety import inert

Console = PlainConsole | RichConsole
_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}
_STATUS = {"ok": "green", "findings": "bold red", "error": "bold magenta"}


def t(text: Any, limit: int = 300, style: str = "") -> Text:
    """Server text as a rich Text: no markup parsing, no control characters."""
    return Text(inert(str(text), limit), style=style)


def _snapshot_details(d: SnapshotDetails, console: Console) -> None:
    console.print(Text.assemble(
        ("  server ", "dim"),  # an empty name or version is left out, never a double space
        t(" ".join(str(v) for v in (d.server_name, d.server_version) if v) or "(unnamed)"),
        ("  protocol ", "dim"), t(d.protocol)))
    counts = d.counts
    console.print(Text.assemble(
        ("  ", ""), (", ".join(plural(counts.get(key, 0), noun) for key, noun in (
            ("tools", "tool"), ("prompts", "prompt"), ("resources", "resource"),
            ("resourceTemplates", "resource template"))), "")))
    table = Table(box=None, show_header=True, header_style="dim", pad_edge=False)
    table.add_column("  tool")
    table.add_column("sha256")
    for name, digest in d.tools:
        table.add_row(t(f"  {name}" if name else "  (unnamed)"), t((digest or "-")[:16]))
    console.print(table)
    console.print(Text.assemble(("  surface ", "dim"), t(d.surface_sha256 or "-"),
                                ("  ->  ", "dim"), t(d.path), " ", (d.outcome, "bold")))


def _generic_details(d: Details, console: Console) -> None:
    """Any other details (probe's): each plain value on a line."""
    for key, value in d.to_json().items():
        if isinstance(value, str | int | float) or value is None:
            console.print(Text.assemble((f"  {key} ", "dim"), t(value)))


def _lint_details(d: LintDetails, console: Console) -> None:
    console.print(Text(f"  {d.usable} usable, {d.degraded} degraded, "
                       f"{d.suspicious} suspicious, {d.unusable} unusable",
                       style="dim"))
    style = {"usable": "green", "degraded": "yellow", "suspicious": "bold magenta",
             "unusable": "bold red"}
    for key, verdict in d.verdicts.items():
        console.print(Text.assemble(("  ", ""), (f"{verdict:<10}", style.get(verdict, "")), " ",
                                    t(key, 120)))
    for key, verdict in d.server_verdicts.items():  # the server's instructions, prompts, ...
        kind, label = entry_label(key)
        console.print(Text.assemble(("  ", ""), (f"{verdict:<10}", style.get(verdict, "")), " ",
                                    (f"({kind})", "dim"), *((" ", t(label, 120)) if label else ())))


def _flagged_line(tools: dict[str, str], entries: dict[str, str], console: Console) -> None:
    flagged = flagged_verdicts(tools, entries)
    if flagged:
        console.print(Text.assemble(("  lint verdicts: ", "dim"), t(", ".join(
            f"{what} {verdict}" for what, verdict in flagged[:20]) + (
            f", and {len(flagged) - 20} more" if len(flagged) > 20 else ""), 2000)))


def _validate_details(d: ValidateDetails, console: Console) -> None:
    failed = d.files_failed or 0
    console.print(Text(f"  {plural(d.calls, 'call')} in {plural(d.files, 'file')}; "
                       f"{failed} {'file' if failed == 1 else 'files'} failed", style="dim"))


def _diff_details(d: DiffDetails, console: Console) -> None:
    parts: list[Text | tuple[str, str] | str] = [("  baseline ", "dim"), t(d.baseline)]
    if d.revision:
        parts += [("  revision ", "dim"), t(d.revision)]
    if d.suppressed:
        parts += [(f"  ({d.suppressed} accepted by the ignore file)", "dim")]
    console.print(Text.assemble(*parts))


def _check_details(d: CheckDetails, console: Console) -> None:
    checks = ", ".join(f"{name} {count}" for name, count in d.checks.items())
    baseline = f"; baseline {d.baseline}" if d.baseline else "; no baseline"
    console.print(Text(f"  {plural(d.tools, 'tool')}{baseline}; findings per check: {checks}",
                       style="dim"))
    _flagged_line(d.verdicts, d.server_verdicts, console)


def _call_details(d: CallDetails, console: Console) -> None:
    style = {"passed": "green", "failed": "bold red", "refused": "yellow",
             "not-sent": "yellow", "call-failed": "magenta", "not-evaluated": "magenta"}
    labels = [inert(entry.call, 120) for entry in d.results]
    width = max((len(label) for label in labels), default=0)
    for entry, label in zip(d.results, labels, strict=True):
        outcome = entry.outcome
        console.print(Text.assemble(("  ", ""), (f"{outcome:<11}", style.get(outcome, "")), " ",
                                    t(label.ljust(width), 130), ("  tool ", "dim"),
                                    t(entry.tool, 120)))


def _conform_details(d: ConformDetails, console: Console) -> None:
    """The counts, then each requirement that did not apply, with the reason (failures are
    the findings below)."""
    console.print(Text(f"  protocol {d.protocol}: {d.count('passed')} passed, "
                       f"{d.count('failed')} failed, {d.count('not-applicable')} not applicable"
                       + (f", {d.count('not-evaluated')} not evaluated"
                          if d.count("not-evaluated") else ""), style="dim"))
    for entry in d.results:
        if entry.outcome in ("not-applicable", "not-evaluated"):
            label = "n/a" if entry.outcome == "not-applicable" else "not evaluated"
            console.print(Text.assemble(("  ", ""), (f"{label:<5}", "dim"), " ",
                                        t(entry.rule, 60), ("  ", ""), t(entry.reason, 200,
                                                                        style="dim")))


def _details(d: Details, console: Console) -> None:
    """The lines under a server's status line: what its command learned beside findings."""
    if isinstance(d, ConformDetails):
        _conform_details(d, console)
    elif isinstance(d, CheckDetails):
        _check_details(d, console)
    elif isinstance(d, CallDetails):
        _call_details(d, console)
    elif isinstance(d, SnapshotDetails):
        _snapshot_details(d, console)
    elif isinstance(d, LintDetails):
        _lint_details(d, console)
    elif isinstance(d, ValidateDetails):
        _validate_details(d, console)
    elif isinstance(d, DiffDetails):
        _diff_details(d, console)
    else:
        _generic_details(d, console)


def _change(f: Finding) -> Text | None:
    """The changed span of a text (description, title) or of a value (default, const, enum,
    examples): `…lead [-old-]{+new+} trail…`."""
    span = finding_span(f)
    if span is None:
        return None
    parts: list[Text | tuple[str, str] | str] = [("      change: ", "dim"), t(span.lead, 200)]
    if span.old:
        parts += [("[-", "red"), t(span.old, 600, "red"), ("-]", "red")]
    if span.new:
        parts += [("{+", "green"), t(span.new, 600, "green"), ("+}", "green")]
    parts.append(t(span.trail, 200))
    return Text.assemble(*parts)


def _finding_lines(f: Finding, console: Console, indent: str = "      ",
                   group: Group | None = None) -> None:
    sev = f.severity.value
    key = (("  ", ""), (group_key(group), "dim")) if group else (("  fingerprint ", "dim"),
                                                                  (f.fingerprint, ""))
    console.print(Text.assemble(
        (indent, ""), (f"{sev:<7}", _STYLE[sev]), " ", (f.rule, "bold"), "  ",
        t(f.path or "/", 160, "dim"), *key))
    console.print(Text.assemble((indent + "  ", ""), t(f.message, 600)))
    change = _change(f)
    if change is not None:
        console.print(Text.assemble("  ", change))


def _findings(result: ServerResult, console: Console, show: Severity) -> None:
    """Errors, then warnings, then info (down to `show`); within each, grouped by file or tool.
    Identical info findings on several tools are one entry naming the tools."""
    for severity, items in by_severity(result).items():
        if not items or not shown(severity, show):
            continue
        sev = severity.value
        console.print(Text.assemble(("  ", ""), (plural(len(items), sev), _STYLE[sev])))
        shared = [g for g in grouped(items) if g.tools] if severity is Severity.INFO else []
        in_shared = {id(f) for g in shared for f in g.members}
        groups: dict[str, list[Finding]] = {}
        for finding in items:
            if id(finding) not in in_shared:
                groups.setdefault(str(finding.file or finding.tool or "(server)"),
                                  []).append(finding)
        for key, group in groups.items():
            console.print(Text.assemble(("    ", ""), t(key, 120, "bold")))
            for f in group:
                _finding_lines(f, console)
        for g in shared:
            console.print(Text.assemble(("    ", ""), t(tools_phrase(g.tools), 600, "bold")))
            _finding_lines(g.finding, console, group=g)
    hidden = hidden_phrase(result.findings, show)
    if hidden:
        console.print(Text(f"  {hidden} not listed (--show {show.value}; JSON, SARIF and "
                           "JUnit reports list every finding)", style="dim"))


def render(report: Report, *, color: bool = False, show: Severity = Severity.INFO) -> str:
    return render_on(report, RichConsole(color=True) if color else PlainConsole(), show)


def render_on(report: Report, console: Console, show: Severity = Severity.INFO) -> str:
    console.print(Text(headline(report), style="bold"))
    console.print()
    for result in report.servers:
        status = result.status(report.fail_on)
        if result.error:
            console.print(Text.assemble(t(result.server, 120, "bold"), "  ",
                                        (status, _STATUS[status])))
            console.print(Text.assemble(("  could not evaluate: ", "magenta"), t(result.error)))
            if result.error_detail:
                console.print(Text("  server stderr (last lines):", style="dim"))
                for line in result.error_detail.splitlines():
                    console.print(Text.assemble(("    ", ""), t(line, 300, "dim")))
            if not result.findings:
                continue
            # what was learned before the failure is kept
            console.print(Text.assemble(("  learned before that: ", "dim"),
                                        (counts_phrase(result.findings), "dim")))
        else:
            console.print(Text.assemble(t(result.server, 120, "bold"), "  ",
                                        (status, _STATUS[status]), "  ",
                                        (counts_phrase(result.findings), "dim")))
        if result.details is not None:
            _details(result.details, console)
        if result.ignore is not None and not isinstance(result.details, DiffDetails):
            console.print(Text.assemble(("  ignore file ", "dim"), t(result.ignore),
                                        (f"  ({result.accepted} accepted)", "dim")))
        _findings(result, console, show)
    return console.getvalue()
