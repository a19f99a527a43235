"""SARIF 2.1.0: one run, rules described from the rulebook, one result per finding.

- `tool.driver.rules`: every rule that has a result, sorted by id, with `shortDescription` from
  `mcpcheck.checks.rulebook` and `defaultConfiguration.level` from the rule's default severity (the
  finding's severity for an id no registry knows). Results point at them by `ruleId`/`ruleIndex`.
- A result's location has one logicalLocation: `name` is the tool (the server for a server-wide
  finding), `fullyQualifiedName` is `SERVER/TOOL` followed by the JSON pointer, `kind` "function"
  (a tool) or "module" (a server); its `properties` hold server, tool and jsonPointer.
- A physicalLocation (what code scanning needs) with the file and line that
`mcpcheck.reporters.locate`
  found: the snapshot at the tool's entry, the argument or ignore file at the entry, the calls
  file at the call, the config file at the server. Relative paths stay relative (to the checkout
  root for code scanning). A finding with a file but no line found gets the file alone; one with
  neither (a server given by flags, with no snapshot or config file) keeps its logical location.
- `partialFingerprints` {"mcpcheck/v1": finding.fingerprint}; `properties.server` on each result.
- With lint (`lint`, `check`), `runs[0].properties.lintVerdicts` holds every judged server's
  verdicts as the JSON report's `details` do: `{SERVER: {"tools": {TOOL: VERDICT}, "server":
  {"server" | "prompt:NAME" | "resource:URI" | "resourceTemplate:URI-TEMPLATE": VERDICT}}}`.
- One invocation: `executionSuccessful` is false when any server could not be evaluated; each such
  server is a `toolExecutionNotifications` entry (level error). `exitCode` is the report's code.
Server text is made inert (control characters and escapes become visible) before it is written.
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath, PureWindowsPath
from typing import Any
from urllib.parse import quote

from mcpcheck import __version__
from mcpcheck.checks import rulebook
from mcpcheck.models import Finding, Report, Severity
from mcpcheck.reporters.verdict import judged, stderr_lines
from mcpcheck.textsafety import inert

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "mcpcheck/v1"
LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _text(value: str, limit: int = 2000) -> str:
    return inert(value, limit)


def artifact_uri(path: str) -> str:
    """A file path as a URI reference: relative paths stay relative, absolute ones become file:."""
    if PureWindowsPath(path).drive:
        return PureWindowsPath(path).as_uri()
    posix = path.replace("\\", "/")
    if PurePosixPath(posix).is_absolute():
        return PurePosixPath(posix).as_uri()
    return quote(posix, safe="/")


def _rule(rule_id: str, seen: Severity) -> dict[str, Any]:
    severity = rulebook.default_severity(rule_id) or seen
    return {
        "id": rule_id,
        "shortDescription": {"text": _text(rulebook.describe(rule_id), 1000)},
        "defaultConfiguration": {"level": LEVEL[severity]},
    }


def _rules(report: Report) -> list[dict[str, Any]]:
    first_seen: dict[str, Severity] = {}
    for result in report.servers:
        for f in result.findings:
            first_seen.setdefault(f.rule, f.severity)
    return [_rule(rule_id, first_seen[rule_id]) for rule_id in sorted(first_seen)]


def _location(server: str, finding: Finding) -> dict[str, Any]:
    name = finding.tool if finding.tool is not None else server
    qualified = server if finding.tool is None else f"{server}/{finding.tool}"
    logical = {
        "name": _text(name, 300),
        "fullyQualifiedName": _text(qualified + finding.path, 1000),
        "kind": "function" if finding.tool is not None else "module",
        "properties": {
            "server": _text(server, 300),
            "tool": None if finding.tool is None else _text(finding.tool, 300),
            "jsonPointer": _text(finding.path, 1000),
        },
    }
    location: dict[str, Any] = {"logicalLocations": [logical]}
    if finding.location is not None:
        file, line = finding.location
        location["physicalLocation"] = {"artifactLocation": {"uri": artifact_uri(file)},
                                        "region": {"startLine": max(1, line)}}
    elif finding.file is not None:
        location["physicalLocation"] = {"artifactLocation": {"uri": artifact_uri(finding.file)}}
    return location


def _result(server: str, finding: Finding, index: dict[str, int]) -> dict[str, Any]:
    return {
        "ruleId": finding.rule,
        "ruleIndex": index[finding.rule],
        "level": LEVEL[finding.severity],
        "message": {"text": _text(finding.message) or finding.rule},
        "locations": [_location(server, finding)],
        "partialFingerprints": {FINGERPRINT_KEY: finding.fingerprint},
        "properties": {"server": _text(server, 300)},
    }



def _invocation(report: Report) -> dict[str, Any]:
    notes = [
        {"level": "error", "descriptor": {"id": "could-not-evaluate"},
         "message": {"text": "\n".join([_text(f"{result.server}: could not evaluate: "
                                                f"{result.error}"),
                                          *stderr_lines(result.error_detail)])},
         "properties": {"server": _text(result.server, 300)}}
        for result in report.servers if result.error is not None
    ]
    invocation: dict[str, Any] = {"executionSuccessful": not notes, "exitCode": report.exit_code()}
    if notes:
        invocation["toolExecutionNotifications"] = notes
    return invocation


def _properties(report: Report) -> dict[str, Any]:
    """The run's command and threshold; with lint, every judged server's verdicts."""
    out: dict[str, Any] = {"command": report.command, "failOn": report.fail_on.value}
    verdicts = {}
    for result in report.servers:
        tools, entries = judged(result)
        if tools or entries:
            verdicts[_text(result.server, 300)] = {
                "tools": {_text(k, 300): _text(v, 40) for k, v in tools.items()},
                "server": {_text(k, 1000): _text(v, 40) for k, v in entries.items()}}
    if verdicts:
        out["lintVerdicts"] = verdicts
    return out


def as_dict(report: Report) -> dict[str, Any]:
    rules = _rules(report)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    results = [_result(r.server, f, index) for r in report.servers for f in r.findings]
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "mcpcheck", "version": __version__, "rules": rules}},
            "invocations": [_invocation(report)],
            "results": results,
            "properties": _properties(report),
        }],
    }


def render(report: Report) -> str:
    return json.dumps(as_dict(report), indent=2, ensure_ascii=False) + "\n"
