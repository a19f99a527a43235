"""JUnit XML for GitLab and Jenkins: a testsuite per server, a testcase per server-and-check.

A check is one tool (or argument file) of one server: findings are grouped like the text report
(by file, else tool, else "(server)"). A group with a finding at or above `report.fail_on` gets one
`<failure>` listing those findings; findings below the threshold go to the testcase's
`<system-out>`. With lint (`lint`, `check`), each tool and each server entry (the server
judged on its instructions, a prompt, a resource, a resource template) whose verdict is not
`usable` is one more testcase, `lint verdict: tool NAME`, `lint verdict: server`, `lint verdict:
prompt NAME`, ..., with a `<failure type="VERDICT">` when the verdict trips `fail_on`
(`suspicious` and `unusable` come from an error; `degraded` fails from `--fail-on warning`),
else the verdict in `<system-out>`; the findings stay in their own testcases. A server with no
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



def _verdict_cases(classname: str, result: ServerResult, report: Report) -> list[ET.Element]:
    """One testcase per judged tool or server entry whose lint verdict is not `usable`, as the
    text and markdown reports name them: a failure when the verdict trips `report.fail_on`
    (suspicious and unusable come from an error, degraded at least from a warning)."""
    cases = []
    for what, verdict in flagged_verdicts(*judged(result)):
        case = _testcase(classname, f"{VERDICT_CASE} {what}")
        at_least = Severity.ERROR if verdict in FROM_ERROR else Severity.WARNING
        if report.fail_on.trips(at_least):
            failure = ET.SubElement(case, "failure", {"message": xml_safe(f"{what}: {verdict}"),
                                                      "type": xml_safe(verdict, 100)})
            failure.text = xml_safe(f"{what}: lint verdict {verdict}", 600)
        else:
            ET.SubElement(case, "system-out").text = xml_safe(f"lint verdict {verdict}", 300)
        cases.append(case)
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
    for key, items in groupby(sorted(result.findings, key=_group_key), key=_group_key):
        cases.append(_group_case(classname, key, list(items), report))  # also partial ones
    cases += _verdict_cases(classname, result, report)
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
