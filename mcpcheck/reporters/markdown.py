"""A markdown report that works as a sticky pull-request comment or a job summary.

Layout: the first line is the verdict with its counts; then per server a table of its errors
(the breaking changes) and, collapsed in `<details>`, its warnings and its info findings. Rule
ids link to their anchor in docs/rules.md (base: $MCPCHECK_RULES_URL, default `docs/rules.md`).
Findings are sorted, so a rerun on the same servers produces the same text.
"""

from __future__ import annotations

import os

from mcpcheck.models import DiffDetails, Finding, Report, ServerResult, Severity
from mcpcheck.reporters.verdict import by_severity, changed_span, counts_phrase, headline, plural
from mcpcheck.textsafety import inert

RULES_URL_ENV = "MCPCHECK_RULES_URL"
DEFAULT_RULES_URL = "docs/rules.md"
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
    """The changed span of a text: `…lead <del>old</del><ins>new</ins> trail…` (escaped)."""
    if f.change is None:
        return ""
    span = changed_span(*f.change)
    old = f"<del>{cell(span.old, 600)}</del>" if span.old else ""
    new = f"<ins>{cell(span.new, 600)}</ins>" if span.new else ""
    return f"<br>{cell(span.lead, 200)}{old}{new}{cell(span.trail, 200)}"


def _table(findings: list[Finding], base: str) -> list[str]:
    lines = ["| rule | tool | path | change | fingerprint |", "|---|---|---|---|---|"]
    for f in findings:
        where = f.file if f.file else f.tool
        lines.append(f"| {_ICON[f.severity.value]} {rule_link(f.rule, base)} | {cell(where)} | "
                     f"`{code(f.path) or '/'}` | {cell(f.message)}{_change(f)} | "
                     f"`{code(f.fingerprint)}` |")
    return [*lines, ""]


def _details(result: ServerResult) -> list[str]:
    d = result.details
    if not isinstance(d, DiffDetails):
        return []
    parts = [f"{key} `{code(value)}`" for key, value in (("baseline", d.baseline),
                                                         ("revision", d.revision)) if value]
    if d.suppressed:
        parts.append(f"{d.suppressed} accepted by the ignore file")
    return [" · ".join(parts), ""] if parts else []


def _server(result: ServerResult, report: Report, base: str) -> list[str]:
    status = result.status(report.fail_on)
    if result.error is not None:
        head = [f"### {cell(result.server)}: {_STATUS[status]}", "",
                f"Could not evaluate: {cell(result.error, 500)}", ""]
        if not result.findings:
            return head
        # what was learned before the failure is kept
        lines = [*head, f"Learned before that: {counts_phrase(result.findings)}", ""]
    else:
        lines = [f"### {cell(result.server)}: {_STATUS[status]} "
                 f"({counts_phrase(result.findings)})", "", *_details(result)]
    groups = by_severity(result)
    if groups[Severity.ERROR]:
        lines += _table(groups[Severity.ERROR], base)
    for severity in (Severity.WARNING, Severity.INFO):
        items = groups[severity]
        if items:
            lines += [f"<details><summary>{plural(len(items), severity.value)}</summary>", "",
                      *_table(items, base), "</details>", ""]
    return lines


def render(report: Report) -> str:
    base = rules_url()
    lines = [f"**{headline(report)}**", "",
             f"`mcpcheck {report.command}` · fail on {report.fail_on.value} · "
             f"{plural(len(report.servers), 'server')}", ""]
    for result in report.servers:
        lines += _server(result, report, base)
    return "\n".join(lines).rstrip("\n") + "\n"
