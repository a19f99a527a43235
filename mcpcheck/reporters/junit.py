"""JUnit XML for GitLab and Jenkins: a testsuite per server, a testcase per server-and-check.

A check is one tool (or argument file) of one server: findings are grouped like the text report
(by file, else tool, else "(server)"). A group with a finding at or above `report.fail_on` gets one
`<failure>` listing those findings; findings below the threshold go to the testcase's
`<system-out>`. With lint (`lint`, `check`), the verdict of each tool and each server entry
(the server judged on its instructions, a prompt, a resource, a resource template) that is not
`usable` joins the testcase of its findings (a tool's to the tool's testcase, an entry's to
"(server)", where the findings of the server's own texts are grouped), so one poisoned tool is
one failing testcase, not two: the failure's message ends `lint verdict suspicious` and its text
has a line `tool NAME: lint verdict suspicious`. A verdict with no findings' testcase to join is
a testcase of its own, `lint verdict: tool NAME`, `lint verdict: server`, `lint verdict: prompt
NAME`, ..., with a `<failure type="VERDICT">` when the verdict trips `fail_on` (`suspicious`
and `unusable` come from an error; `degraded` fails from `--fail-on warning`), else the verdict
in `<system-out>`. A server with no
findings is one passing testcase "(server)"; a server that could
not be evaluated is one testcase with an `<error>` whose text ends with the server's stderr
tail (redacted of every known secret before any reporter sees it), next to the testcases of
any findings learned before it failed. Server text is made inert (`textsafety.inert`) and then
stripped of every character XML 1.0 forbids, so any parser reads the document.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import groupby

from mcpcheck.models import Finding, Report, ServerResult, Severity
from mcpcheck.reporters.verdict import FROM_ERROR, flagged_verdicts, judged, stderr_lines
from mcpcheck.textsafety import inert

SERVER_CASE = "(server)"
VERDICT_CASE = "lint verdict:"
_XML_FORBIDDEN = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_safe(text: str, limit: int = 300) -> str:
    """One inert line with no character that XML 1.0 forbids."""
    return _XML_FORBIDDEN.sub("", inert(text, limit))


def _group_key(finding: Finding) -> str:
    return finding.file or finding.tool or SERVER_CASE


def _finding_line(finding: Finding) -> str:
    where = f" {finding.path}" if finding.path else ""
    return xml_safe(f"{finding.severity.value} {finding.rule}{where}: {finding.message}", 2000)


def _testcase(classname: str, name: str) -> ET.Element:
    return ET.Element("testcase", {"classname": classname, "name": xml_safe(name, 200)})


def _group_case(classname: str, name: str, findings: list[Finding], report: Report) -> ET.Element:
    case = _testcase(classname, name)
    failing = [f for f in findings if report.fail_on.trips(f.severity)]
    passing = [f for f in findings if not report.fail_on.trips(f.severity)]
    if failing:
        rules = ", ".join(dict.fromkeys(f.rule for f in failing))
        failure = ET.SubElement(case, "failure", {
            "message": xml_safe(f"{len(failing)} finding(s): {rules}", 300),
            "type": xml_safe(failing[0].rule, 100),
        })
        failure.text = "\n".join(_finding_line(f) for f in failing)
    if passing:
        ET.SubElement(case, "system-out").text = "\n".join(_finding_line(f) for f in passing)
    return case



def _verdict_trips(verdict: str, report: Report) -> bool:
    """Whether a lint verdict fails the run: suspicious and unusable come from an error,
    degraded at least from a warning."""
    return report.fail_on.trips(Severity.ERROR if verdict in FROM_ERROR else Severity.WARNING)


def _join_verdicts(case: ET.Element, flagged: list[tuple[str, str]], report: Report) -> None:
    """Adds the verdicts of one surface's entries to the testcase of its findings: to the
    failure when one trips `fail_on` (its message ends `lint verdict(s) ...`), else to
    `<system-out>`."""
    lines = [xml_safe(f"{what}: lint verdict {verdict}", 600) for what, verdict in flagged]
    if any(_verdict_trips(verdict, report) for _, verdict in flagged):
        failure = case.find("failure")
        if failure is None:
            failure = ET.SubElement(case, "failure", {"message": "",
                                                      "type": xml_safe(flagged[0][1], 100)})
        named = ", ".join(f"{what} {verdict}" for what, verdict in flagged)
        message = failure.get("message", "")
        failure.set("message", xml_safe(f"{message}; lint verdicts: {named}" if message
                                        else f"lint verdicts: {named}"))
        failure.text = "\n".join([*([failure.text] if failure.text else []), *lines])
        return
    out = case.find("system-out")
    if out is None:
        out = ET.SubElement(case, "system-out")
    out.text = "\n".join([*([out.text] if out.text else []), *lines])


def _verdict_case(classname: str, what: str, verdict: str, report: Report) -> ET.Element:
    case = _testcase(classname, f"{VERDICT_CASE} {what}")
    if _verdict_trips(verdict, report):
        failure = ET.SubElement(case, "failure", {"message": xml_safe(f"{what}: {verdict}"),
                                                  "type": xml_safe(verdict, 100)})
        failure.text = xml_safe(f"{what}: lint verdict {verdict}", 600)
    else:
        ET.SubElement(case, "system-out").text = xml_safe(f"lint verdict {verdict}", 300)
    return case


def _verdict_cases(classname: str, result: ServerResult, report: Report,
                   groups: dict[str, ET.Element]) -> list[ET.Element]:
    """Every judged tool or server entry whose lint verdict is not `usable`, as the text and
    markdown reports name them: joined to the testcase of its findings when there is one (a
    tool's own, "(server)" for the server's entries), else a testcase of its own."""
    cases = []
    joined: dict[str, list[tuple[str, str]]] = {}
    for what, verdict in flagged_verdicts(*judged(result)):
        key = what.removeprefix("tool ") if what.startswith("tool ") else SERVER_CASE
        if key in groups:
            joined.setdefault(key, []).append((what, verdict))
        else:
            cases.append(_verdict_case(classname, what, verdict, report))
    for key, flagged in joined.items():
        _join_verdicts(groups[key], flagged, report)
    return cases


def _suite(result: ServerResult, report: Report) -> ET.Element:
    classname = f"mcpcheck.{report.command}.{xml_safe(result.server, 120)}"
    cases: list[ET.Element] = []
    if result.error is not None:
        case = _testcase(classname, SERVER_CASE)
        error = ET.SubElement(case, "error", {"message": xml_safe(result.error, 500),
                                              "type": "could-not-evaluate"})
        error.text = "\n".join(xml_safe(line, 2000) for line in [
            f"could not evaluate: {result.error}", *stderr_lines(result.error_detail)])
        cases.append(case)
    groups: dict[str, ET.Element] = {}
    for key, items in groupby(sorted(result.findings, key=_group_key), key=_group_key):
        groups[key] = _group_case(classname, key, list(items), report)  # also partial ones
    cases += groups.values()
    cases += _verdict_cases(classname, result, report, groups)
    if not cases:
        cases.append(_testcase(classname, SERVER_CASE))
    failures = sum(1 for c in cases if c.find("failure") is not None)
    errors = sum(1 for c in cases if c.find("error") is not None)
    suite = ET.Element("testsuite", {
        "name": xml_safe(result.server, 200), "tests": str(len(cases)),
        "failures": str(failures), "errors": str(errors), "skipped": "0",
    })
    suite.extend(cases)
    return suite


def render(report: Report) -> str:
    suites = [_suite(result, report) for result in report.servers]
    root = ET.Element("testsuites", {
        "name": f"mcpcheck {report.command}",
        "tests": str(sum(int(s.get("tests", "0")) for s in suites)),
        "failures": str(sum(int(s.get("failures", "0")) for s in suites)),
        "errors": str(sum(int(s.get("errors", "0")) for s in suites)),
    })
    root.extend(suites)
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"
