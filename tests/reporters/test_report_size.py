"""Reports that fit where they go: the markdown report stays under 60,000 characters whatever
the run and lists every error; --show hides lower severities from text and markdown but counts
them; identical info findings on many tools are one line naming the tools."""

from __future__ import annotations

import json
from pathlib import Path

from mcpcheck.models import CheckDetails, Finding, Report, ServerResult, Severity
from mcpcheck.reporters import Format, markdown, render, text
from tests.conftest import raw_server, run_cli
from tests.reporters.test_review_report import golden

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO


def big(servers: int = 8, tools: int = 300) -> Report:
    """Thousands of findings: a few errors, some warnings, a flood of info."""
    results = []
    for s in range(servers):
        findings = [Finding("tool-removed", E, f"gone{s}", "", f"tool 'gone{s}' was removed")]
        findings += [Finding("tool-description-changed", W, f"t{i}", "/description",
                             f"description of t{i} changed " + "word " * 30)
                     for i in range(0, tools, 5)]
        findings += [Finding("annotation-hint-strengthened", INF, f"t{i}",
                             "/annotations/readOnlyHint", "`readOnlyHint` changed from absent "
                             "to true; clients may now skip confirmation")
                     for i in range(tools)]
        findings += [Finding("tool-added", INF, f"new{s}_{i}", "", f"tool 'new{s}_{i}' was "
                             "added " + "x" * 80) for i in range(tools)]
        results.append(ServerResult(f"server-{s}", findings=findings))
    results[0].findings.append(Finding("argument-invalid", E, "t1", "/a", "'x' is not of type "
                                       "'integer'", file="args/t1.json"))
    return Report("check", results)


def test_markdown_of_thousands_of_findings_fits_a_comment_and_lists_every_error() -> None:
    report = big()
    findings = [f for r in report.servers for f in r.findings]
    assert len(findings) > 4000
    out = markdown.render(report)
    assert len(out) < 60_000
    for f in findings:
        if f.severity is E:
            assert f"`{f.fingerprint}`" in out, f
    assert "annotation-hint-strengthened" in out  # summarised per rule, with its count
    assert "| 300 |" in out
    tail = out.rstrip("\n").splitlines()[-1]
    assert tail.startswith("_Left out: ")
    assert "not listed one by one to keep this report under 60,000 characters" in tail
    assert "JSON, SARIF and JUnit reports" in tail


def test_markdown_of_errors_alone_too_many_for_a_comment_says_how_many_are_left_out() -> None:
    errors = [Finding("tool-removed", E, f"tool{i}", "", f"tool 'tool{i}' was removed "
                      + "y" * 200) for i in range(2000)]
    out = markdown.render(Report("diff", [ServerResult("huge", findings=errors)]))
    assert len(out) < 60_000
    listed = sum(1 for f in errors if f"`{f.fingerprint}`" in out)
    assert 0 < listed < 2000
    assert f"{2000 - listed} errors left out to keep this report under 60,000" in out


def small() -> Report:
    same = ("`readOnlyHint` changed from absent to true; clients may now skip confirmation")
    return Report("check", [
        ServerResult("alpha", findings=[
            Finding("tool-removed", E, "old", "", "tool 'old' was removed"),
            Finding("tool-description-changed", W, "search", "/description",
                    "description changed"),
            *[Finding("annotation-hint-strengthened", INF, name, "/annotations/readOnlyHint",
                      same) for name in ("list", "get", "find")],
            Finding("tool-added", INF, "new", "", "tool 'new' was added"),
        ], details=CheckDetails({"drift": 6, "lint": 0}, tools=5)),
        ServerResult("beta", findings=[
            Finding("tool-added", INF, "x", "", "tool 'x' was added")],
            details=CheckDetails({"drift": 1, "lint": 0}, tools=3)),
    ])


def test_markdown_golden_of_grouped_info_and_show_levels() -> None:
    full = markdown.render(small())
    assert "| ℹ️ [`annotation-hint-strengthened`](docs/rules.md#annotation-hint-strengthened) " \
           "| 3 tools: find, get, list |" in full
    assert full.count("annotation-hint-strengthened`]") == 1
    golden("grouped.md", full)
    errors_only = markdown.render(small(), show=E)
    assert "description changed" not in errors_only and "tool 'new' was added" not in errors_only
    assert "<details><summary>1 warning, per rule</summary>" in errors_only
    assert errors_only.rstrip().endswith("_") and "1 warning, 5 info not listed one by one " \
        "(--show error)" in errors_only
    golden("grouped-show-error.md", errors_only)


def test_text_groups_identical_info_and_show_hides_but_counts() -> None:
    full = text.render(small())
    assert "    3 tools: find, get, list\n" in full
    assert full.count("annotation-hint-strengthened") == 1
    hidden = text.render(small(), show=W)
    assert "tool 'new' was added" not in hidden and "description changed" in hidden
    assert "alpha  findings  1 error, 1 warning, 4 info" in hidden  # still counted
    assert "  4 info not listed (--show warning; JSON, SARIF and JUnit reports list every " \
           "finding)" in hidden


def test_json_sarif_and_junit_ignore_show() -> None:
    report = small()
    for fmt in (Format.JSON, Format.SARIF, Format.JUNIT):
        assert render(report, fmt, show=E) == render(report, fmt, show=INF)


def test_show_flag_on_a_real_server(tmp_path: Path) -> None:
    args = ("lint", "--", *raw_server())
    full = run_cli(*args, cwd=tmp_path)
    quiet = run_cli("lint", "--show", "error", "--", *raw_server(), cwd=tmp_path)
    as_json = run_cli("lint", "--show", "error", "-f", "json", "--", *raw_server(), cwd=tmp_path)
    assert full.code == quiet.code == as_json.code, (full.err, quiet.err)
    counts = json.loads(as_json.out)["summary"]
    hidden = counts["warning"] + counts["info"]
    assert hidden > 0, "the test server must give lint warnings or info"
    assert full.out.splitlines()[0] == quiet.out.splitlines()[0]  # the same verdict
    assert "not listed (--show error;" in quiet.out and "not listed" not in full.out
    assert len(quiet.out) < len(full.out)
    bad = run_cli("lint", "--show", "loud", "--", *raw_server(), cwd=tmp_path)
    assert bad.code == 2
