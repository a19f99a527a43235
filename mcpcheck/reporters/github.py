"""GitHub Actions workflow commands: one annotation per finding, then the markdown summary.

Choices:
- `::error` / `::warning` / `::notice` follow the finding's severity (error / warning / info);
  `title=` is the rule id; `file=` and `line=` give the finding's physical location
  (`mcpcheck.reporters.locate`: the snapshot at the tool, the argument file at the call,
  ...), or `file=`
  alone for a file without a line. The message reads `SERVER / TOOL PATH: MESSAGE`.
- A server that could not be evaluated is `::error title=could-not-evaluate::SERVER: REASON`,
  followed by the annotations of the findings learned before it failed.
- With lint (`lint`, `check`), a server with a tool or an entry of its own (its instructions,
  a prompt, a resource) whose verdict is not `usable` gets one annotation naming them all, as
  the text report's `lint verdicts:` line: `::error title=lint-verdicts::SERVER: lint verdicts:
  tool send suspicious, server suspicious, prompt summary suspicious` (`::warning` when every
  one is `degraded`), after the servers that could not be evaluated and before the findings.
- GitHub shows at most 10 annotations per level and step, so the order and the number are
  chosen: errors first (servers that could not be evaluated, then findings), then warnings, then
  notices. At most SHOWN[level] of each level are printed; the rest are counted in one more
  annotation of that level, `and 131 more warnings: see the job summary` (title `mcpcheck`).
  Every finding is in the markdown summary below, which the job summary holds.
- Server text is made inert first (`textsafety.inert`: control characters, ANSI and line breaks
  become visible escapes), then escaped as GitHub documents: `%`, `\\r`, `\\n` in data, plus
  `:` and `,` in properties. Every annotation is therefore exactly one line.
- After the annotations and a blank line comes the markdown report (reporters.markdown) inside
  `::group::summary` ... `::endgroup::`, with workflow commands stopped around it
  (`::stop-commands::TOKEN` ... `::TOKEN::`; the token is derived from the summary's own hash),
  so no line of it can act as a command. The job summary file ($GITHUB_STEP_SUMMARY) is not
  written here: a renderer returns text; a CI step can copy the group's markdown there.
"""

from __future__ import annotations

import hashlib

from mcpcheck.models import Finding, Report, ServerResult, Severity
from mcpcheck.reporters import markdown
from mcpcheck.reporters.verdict import FROM_ERROR, flagged_verdicts, judged, stderr_lines
from mcpcheck.textsafety import inert

COMMAND = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}
UNEVALUATED_TITLE = "could-not-evaluate"
VERDICTS_TITLE = "lint-verdicts"
# Annotations printed per level; one more line counts the rest (GitHub shows 10 per level).
SHOWN = {"error": 9, "warning": 5, "notice": 5}
_PLURAL = {"error": "errors", "warning": "warnings", "notice": "notices"}


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(level: str, message: str, *, title: str, file: str | None = None,
               line: int | None = None, more: list[str] | None = None) -> str:
    """One workflow command; `more` are further (already inert) lines of its message."""
    props = []
    if file is not None:
        props.append(f"file={escape_property(inert(file, 500))}")
        if line is not None:
            props.append(f"line={max(1, line)}")
    props.append(f"title={escape_property(inert(title, 200))}")
    text = "\n".join([inert(message, 2000), *(more or [])])
    return f"::{level} {','.join(props)}::{escape_data(text)}"


def _finding_annotation(server: str, finding: Finding) -> str:
    where = server if finding.tool is None else f"{server} / {finding.tool}"
    if finding.path:
        where += f" {finding.path}"
    file, line = finding.location if finding.location is not None else (finding.file, None)
    return annotation(COMMAND[finding.severity], f"{where}: {finding.message}",
                      title=finding.rule, file=file, line=line)



def _verdicts_annotation(result: ServerResult) -> tuple[str, str] | None:
    """(level, annotation) naming every tool and server entry of one server whose lint verdict
    is not `usable`, as the text report's `lint verdicts:` line; an error when one of them is
    suspicious or unusable (those come from an error), else a warning."""
    flagged = flagged_verdicts(*judged(result))
    if not flagged:
        return None
    level = "error" if any(v in FROM_ERROR for _, v in flagged) else "warning"
    named = ", ".join(f"{what} {verdict}" for what, verdict in flagged[:20])
    more = f", and {len(flagged) - 20} more" if len(flagged) > 20 else ""
    return level, annotation(level, f"{result.server}: lint verdicts: {named}{more}",
                             title=VERDICTS_TITLE)


def annotation_lines(report: Report) -> list[str]:
    by_level: dict[str, list[str]] = {level: [] for level in SHOWN}
    for result in report.servers:
        if result.error is not None:
            by_level["error"].append(annotation(
                "error", f"{result.server}: could not evaluate: {result.error}",
                title=UNEVALUATED_TITLE, more=stderr_lines(result.error_detail)))
    for result in report.servers:
        verdicts = _verdicts_annotation(result)
        if verdicts is not None:
            by_level[verdicts[0]].append(verdicts[1])
    for result in report.servers:  # with those learned before a failure
        for f in result.findings:
            by_level[COMMAND[f.severity]].append(_finding_annotation(result.server, f))
    lines: list[str] = []
    for level, found in by_level.items():
        limit = SHOWN[level] if len(found) > SHOWN[level] + 1 else len(found)
        lines += found[:limit]
        if len(found) > limit:
            lines.append(annotation(level, f"and {len(found) - limit} more {_PLURAL[level]}: "
                                           "see the job summary", title="mcpcheck"))
    return lines


def summary_block(report: Report, show: Severity = Severity.INFO) -> list[str]:
    body = markdown.render(report, show=show).rstrip("\n")
    token = "mcpcheck-" + hashlib.sha256(body.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return ["::group::summary", f"::stop-commands::{token}", body, f"::{token}::", "::endgroup::"]


def render(report: Report, *, show: Severity = Severity.INFO) -> str:
    """Annotations carry every finding GitHub shows; the summary lists down to `show`."""
    return "\n".join([*annotation_lines(report), "", *summary_block(report, show)]) + "\n"
