"""A markdown report a reviewer can paste into a pull request."""

from __future__ import annotations

from mcpcheck.models import Finding, Report
from mcpcheck.textsafety import inert

_ICON = {"error": "❌ error", "warning": "⚠️ warning", "info": "ℹ️ info"}


# Characters that would let server text become markup in a rendered pull request: HTML tags and
# entities, links and images, emphasis, mentions, table pipes, code spans.
_MARKUP = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;", "|": "\\|", "`": "'",
           "[": "\\[", "]": "\\]", "(": "\\(", ")": "\\)", "!": "\\!", "*": "\\*",
           "_": "\\_", "~": "\\~", "#": "\\#", "\\": "\\\\"}


def cell(text: str | None) -> str:
    """Inert, single-line table cell in which nothing renders as markdown or HTML."""
    if not text:
        return ""
    return "".join(_MARKUP.get(ch, ch) for ch in inert(text, 300))


def _row(f: Finding) -> str:
    where = f.file if f.file else f.tool
    return (f"| {_ICON[f.severity.value]} | `{cell(f.rule)}` | {cell(where)} | "
            f"`{cell(f.path) or '/'}` | {cell(f.message)} |")


def render(report: Report) -> str:
    lines = [f"## mcpcheck {report.command}", ""]
    for result in report.servers:
        status = result.status(report.fail_on)
        lines.append(f"### {cell(result.server)}: {status}")
        lines.append("")
        if result.error:
            lines += [f"Could not evaluate: {cell(result.error)}", ""]
            continue
        if not result.findings:
            lines += ["No findings.", ""]
            continue
        lines.append("| severity | rule | tool | path | change |")
        lines.append("|---|---|---|---|---|")
        lines += [_row(f) for f in result.findings]
        lines.append("")
    counts = report.summary()
    lines.append(f"**Summary:** {counts['error']} error, {counts['warning']} warning, "
                 f"{counts['info']} info")
    return "\n".join(lines) + "\n"
