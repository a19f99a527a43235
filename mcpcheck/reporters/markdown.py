"""A markdown report a reviewer can paste into a pull request."""

from __future__ import annotations

from mcpcheck.models import Finding, Report
from mcpcheck.textsafety import inert

_ICON = {"error": "❌ error", "warning": "⚠️ warning", "info": "ℹ️ info"}


def cell(text: str | None) -> str:
    """Inert, single-line, pipe-safe table cell."""
    if not text:
        return ""
    safe = inert(text, 300).replace("|", "\\|").replace("`", "'")
    return safe


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
