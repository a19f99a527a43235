"""A markdown report that works as a sticky pull-request comment or a job summary.

Layout: the first line is the verdict with its counts (naming what failed by check kind); a
table of findings per check kind and severity; then per server a table of its errors and,
collapsed in `<details>`, its warnings and its info findings (identical info findings of one
rule on several tools share a row naming the tools). Rule ids link to their anchor in
docs/rules.md (base: $MCPCHECK_RULES_URL, default `docs/rules.md`). Findings are sorted, so a
rerun on the same servers produces the same text.

Size: GitHub refuses comments over 65,536 characters, so the report stays under LIMIT (60,000)
whatever the run. Errors are listed in full; warnings and info down to `--show` are listed one
by one while that fits, else summarised per rule with counts (info first, then warnings); only
when the errors alone do not fit are some left out. A closing line says how many findings were
not listed and that the JSON, SARIF and JUnit reports carry every one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from mcpcheck.models import (
    CheckDetails,
    DiffDetails,
    Finding,
    LintDetails,
    Report,
    ServerResult,
    Severity,
)
from mcpcheck.reporters.verdict import (
    SEVERITIES,
    Group,
    by_kind,
    by_severity,
    counts_phrase,
    finding_span,
    flagged_verdicts,
    group_key,
    grouped,
    headline,
    kind,
    plural,
    shown,
    tools_phrase,
)
from mcpcheck.textsafety import inert

RULES_URL_ENV = "MCPCHECK_RULES_URL"
DEFAULT_RULES_URL = "docs/rules.md"
# GitHub refuses pull-request comments over 65,536 characters; the report stays under this.
LIMIT = 60_000
_NOTE_ROOM = 1_000  # kept free for the closing note of what was left out
_ICON = {"error": "❌", "warning": "⚠️", "info": "ℹ️"}
_STATUS = {"ok": "✅ ok", "findings": "❌ findings", "error": "⛔ could not evaluate"}

# Characters that would let server text become markup in a rendered pull request: HTML tags and
# entities, links and images, emphasis, mentions, table pipes, code spans.
_MARKUP = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;", "|": "\\|", "`": "'",
           "[": "\\[", "]": "\\]", "(": "\\(", ")": "\\)", "!": "\\!", "*": "\\*",
           "_": "\\_", "~": "\\~", "#": "\\#", "\\": "\\\\"}


def cell(text: str | None, limit: int = 300) -> str:
    """Inert, single-line table cell in which nothing renders as markdown or HTML."""
    if not text:
        return ""
    return "".join(_MARKUP.get(ch, ch) for ch in inert(text, limit))


def code(text: str | None, limit: int = 300) -> str:
    """Inert text for inside a `code span` of a table cell: backslash escapes do not work there,
    so only what would end the span (a backtick) or the cell (a pipe) is replaced."""
    if not text:
        return ""
    return inert(text, limit).replace("`", "'").replace("|", "\\|")


def rules_url() -> str:
    return os.environ.get(RULES_URL_ENV) or DEFAULT_RULES_URL


def rule_link(rule: str, base: str) -> str:
    """`rule-id` linked to its anchor; an id that is not a plain slug is shown, not linked."""
    if rule and all(ch.isascii() and (ch.isalnum() or ch in "-_.") for ch in rule):
        return f"[`{rule}`]({base}#{rule.lower()})"
    return f"`{code(rule)}`"


def _change(f: Finding) -> str:
    """The changed span of a text or a value: `…lead <del>old</del><ins>new</ins> trail…`
    (escaped)."""
    span = finding_span(f)
    if span is None:
        return ""
    old = f"<del>{cell(span.old, 600)}</del>" if span.old else ""
    new = f"<ins>{cell(span.new, 600)}</ins>" if span.new else ""
    return f"<br>{cell(span.lead, 200)}{old}{new}{cell(span.trail, 200)}"


def _row(f: Finding, base: str, group: Group | None = None) -> str:
    grouped_tools = group.tools if group else ()
    where = cell(tools_phrase(grouped_tools)) if grouped_tools else cell(f.file if f.file
                                                                          else f.tool)
    key = group_key(group) if group and grouped_tools else f"`{code(f.fingerprint)}`"
    return (f"| {_ICON[f.severity.value]} {rule_link(f.rule, base)} | {where} | "
            f"`{code(f.path) or '/'}` | {cell(f.message)}{_change(f)} | {key} |")


_HEAD = ["| rule | tool | path | change | fingerprint |", "|---|---|---|---|---|"]


def _table(findings: list[Finding], base: str) -> list[str]:
    """Every finding on its own row; identical info findings on several tools share one row."""
    rows = []
    for group in (grouped(findings) if findings and findings[0].severity is Severity.INFO
                  else [Group(f, ()) for f in findings]):
        rows.append(_row(group.finding, base, group))
    return [*_HEAD, *rows, ""]


def _per_rule(findings: list[Finding], base: str) -> list[str]:
    """Findings summarised per rule: the count and the tools (or files) they are on."""
    by_rule: dict[str, list[Finding]] = {}
    for f in findings:
        by_rule.setdefault(f.rule, []).append(f)
    lines = ["| rule | findings | on |", "|---|---|---|"]
    for rule, items in sorted(by_rule.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        on = tuple(dict.fromkeys(str(f.file or f.tool or "(server)") for f in items))
        lines.append(f"| {_ICON[items[0].severity.value]} {rule_link(rule, base)} | "
                     f"{len(items)} | {cell(tools_phrase(on, 8).split(': ', 1)[1], 400)} |")
    return [*lines, ""]


def _verdicts(d: LintDetails | CheckDetails) -> list[str]:
    """Lint's verdicts that are not `usable`: tools, the server's instructions, prompts and
    resources (nothing when every one is usable)."""
    flagged = flagged_verdicts(d.verdicts, d.server_verdicts)
    if not flagged:
        return []
    shown_ = [f"{cell(what, 200)} **{verdict}**" for what, verdict in flagged[:20]]
    more = [f"and {len(flagged) - 20} more"] if len(flagged) > 20 else []
    return ["Lint verdicts: " + " · ".join([*shown_, *more]), ""]


def _details(result: ServerResult) -> list[str]:
    """What was compared and what the ignore file accepted, under the server's heading."""
    d = result.details
    parts: list[str] = []
    if isinstance(d, DiffDetails):
        parts = [f"{key} `{code(value)}`" for key, value in (("baseline", d.baseline),
                                                             ("revision", d.revision)) if value]
        if d.suppressed:
            parts.append(f"{d.suppressed} accepted by the ignore file")
    elif isinstance(d, CheckDetails) and d.baseline:
        parts.append(f"baseline `{code(d.baseline)}`")
    if result.ignore is not None and not isinstance(d, DiffDetails):
        parts.append(f"ignore file `{code(result.ignore)}`: {result.accepted} accepted")
    lines = [" · ".join(parts), ""] if parts else []
    return lines + _verdicts(d) if isinstance(d, LintDetails | CheckDetails) else lines


@dataclass(frozen=True)
class _Mode:
    """How much of each severity is listed one by one (the rest is summarised per rule)."""

    listed: frozenset[Severity]  # listed one by one
    summarised: frozenset[Severity]  # summarised per rule with counts; any other is hidden
    error_limit: int | None = None  # at most this many error rows per report


def _block(severity: Severity, items: list[Finding], mode: _Mode, base: str) -> list[str]:
    if severity in mode.listed:
        body = _table(items, base)
    elif severity in mode.summarised:
        body = _per_rule(items, base)
        summary = f"{plural(len(items), severity.value)}, per rule"
        return [f"<details><summary>{summary}</summary>", "", *body, "</details>", ""]
    else:
        return []
    return [f"<details><summary>{plural(len(items), severity.value)}</summary>", "",
            *body, "</details>", ""]


def _server(result: ServerResult, report: Report, base: str, mode: _Mode,
            budget: list[int]) -> list[str]:
    status = result.status(report.fail_on)
    if result.error is not None:
        head = [f"### {cell(result.server)}: {_STATUS[status]}", "",
                f"Could not evaluate: {cell(result.error, 500)}", ""]
        if result.error_detail:
            tail = [line for line in result.error_detail.splitlines() if line.strip()][-8:]
            head += ["<details open><summary>server stderr (last lines)</summary>", "",
                     *[f"    {inert(line, 300)}" for line in tail], "", "</details>", ""]
        if not result.findings:
            return head
        # what was learned before the failure is kept
        lines = [*head, f"Learned before that: {counts_phrase(result.findings)}", ""]
    else:
        lines = [f"### {cell(result.server)}: {_STATUS[status]} "
                 f"({counts_phrase(result.findings)})", "", *_details(result)]
    groups = by_severity(result)
    errors = groups[Severity.ERROR]
    if errors:
        if mode.error_limit is not None:
            take = max(0, min(len(errors), budget[0]))
            budget[0] -= take
            rows = _table(errors[:take], base) if take else []
            lines += rows
            if take < len(errors):
                lines += [f"and {plural(len(errors) - take, 'more error')} left out here "
                          "(see the full report)", ""]
        else:
            lines += _table(errors, base)
    for severity in (Severity.WARNING, Severity.INFO):
        if groups[severity]:
            lines += _block(severity, groups[severity], mode, base)
    return lines


def _check_breakdown(report: Report) -> list[str]:
    """Findings per check kind (drift, required, validate, calls, lint, secrets) and severity,
    over every server: what failed, at a glance."""
    findings = [f for r in report.servers for f in r.findings]
    if not findings:
        return []
    table: dict[str, dict[Severity, int]] = {}
    for f in findings:
        row = table.setdefault(kind(f.rule), {s: 0 for s in SEVERITIES})
        row[f.severity] += 1
    order = by_kind(findings)
    lines = ["| check | errors | warnings | info |", "|---|---|---|---|"]
    for name in order:
        row = table[name]
        lines.append(f"| {name} | {row[Severity.ERROR]} | {row[Severity.WARNING]} | "
                     f"{row[Severity.INFO]} |")
    return [*lines, ""]


def _modes(show: Severity) -> list[_Mode]:
    """From the most listed to the least, until the report fits."""
    listed = [s for s in SEVERITIES if shown(s, show)]
    out = []
    for cut in range(len(listed), 0, -1):
        keep = frozenset(listed[:cut])
        out.append(_Mode(keep, frozenset(SEVERITIES) - keep))
    errors_only = frozenset({Severity.ERROR})
    out.append(_Mode(errors_only, frozenset()))
    return out


def render(report: Report, *, show: Severity = Severity.INFO, limit: int = LIMIT) -> str:
    """The markdown report, under `limit` characters whatever the run: errors in full, then
    warnings, then info; what does not fit is summarised per rule, then left out, and a note
    at the end says how much and where the full report is."""
    base = rules_url()
    head = [f"**{headline(report)}**", "",
            f"`mcpcheck {report.command}` · fail on {report.fail_on.value} · "
            f"{plural(len(report.servers), 'server')}", "", *_check_breakdown(report)]
    total = sum(len(r.findings) for r in report.servers)
    errors = sum(1 for r in report.servers for f in r.findings if f.severity is Severity.ERROR)
    room = limit - _NOTE_ROOM
    for mode in _modes(show):
        body = _body(report, base, mode, [errors])
        text = "\n".join([*head, *body]).rstrip("\n") + "\n"
        if len(text) <= room:
            return text + _note(report, mode, show)
    # even the errors alone do not fit: as many error rows as fit
    low, high = 0, errors
    best = ""
    while low <= high:
        mid = (low + high) // 2
        mode = _Mode(frozenset({Severity.ERROR}), frozenset(), error_limit=mid)
        text = "\n".join([*head, *_body(report, base, mode, [mid])]).rstrip("\n") + "\n"
        if len(text) <= room:
            best, low = text + _note(report, mode, show, errors - mid), mid + 1
        else:
            high = mid - 1
    if best:
        return best
    return (f"**{cell(headline(report), 500)}**\n\n{plural(total, 'finding')}: too many "
            f"servers for a comment; {_FULL}\n")


def _body(report: Report, base: str, mode: _Mode, budget: list[int]) -> list[str]:
    lines: list[str] = []
    for result in report.servers:
        lines += _server(result, report, base, mode, budget)
    return lines


_FULL = ("every finding is in the JSON, SARIF and JUnit reports (`-o json=FILE`, "
         "`-o sarif=FILE`, `-o junit=FILE`; in CI, the job's artifacts).")


def _note(report: Report, mode: _Mode, show: Severity, errors_left: int = 0) -> str:
    findings = [f for r in report.servers for f in r.findings if f.severity not in mode.listed]
    hidden = [f for f in findings if not shown(f.severity, show)]
    squeezed = [f for f in findings if shown(f.severity, show)]
    gone = [f for f in findings if f.severity not in mode.summarised]
    parts = []
    if hidden:
        parts.append(f"{counts_phrase(hidden)} not listed one by one (--show {show.value})")
    if squeezed:
        parts.append(f"{counts_phrase(squeezed)} not listed one by one to keep this report "
                     f"under {LIMIT:,} characters")
    if gone:
        parts.append(f"of those, {counts_phrase(gone)} not even summarised per rule")
    if errors_left:
        parts.append(f"{plural(errors_left, 'error')} left out to keep this report under "
                     f"{LIMIT:,} characters")
    if not parts:
        return ""
    return "\n_Left out: " + "; ".join(parts) + f". {_FULL[0].upper()}{_FULL[1:]}_\n"
