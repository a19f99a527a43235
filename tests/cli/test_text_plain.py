"""The text report without colour is written without rich: byte for byte what rich writes."""

from __future__ import annotations

import subprocess
import sys

import pytest

from mcpcheck.models import (
    CallDetails,
    CallEntry,
    CheckDetails,
    DiffDetails,
    Finding,
    LintDetails,
    ProbeDetails,
    Report,
    ServerResult,
    Severity,
    SnapshotDetails,
    ValidateDetails,
)
from mcpcheck.reporters.styled import PlainConsole, RichConsole
from mcpcheck.reporters.text import render, render_on

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
EVIL = "evil\r\n::error::pwn \x1b[31m\u202e\u200b é 名前"


def _findings() -> list[Finding]:
    return [
        Finding("tool-removed", E, "search", "/", "tool `search` was removed"),
        Finding("input-open-properties", W, EVIL, "/inputSchema/properties/a%b", EVIL * 3),
        Finding("argument-invalid", E, "add", "/a", "'x' is not of type 'integer'",
                file="args/add, one:1.json"),
        Finding("tool-description-changed", INF, "t", "/description", "changed",
                change=("the old text " * 30, "the new text " * 30)),
        Finding("tool-title-changed", W, "t", "/title", "x", change=(None, "added")),
        Finding("made-up-rule", W, None, "", "x" * 700),
    ]


def _snapshot(tools: list[tuple[str, str | None]]) -> SnapshotDetails:
    return SnapshotDetails(server_name="srv", server_version=EVIL, protocol="2025-11-25",
                           counts={"tools": len(tools), "prompts": 1}, tools=tuple(tools),
                           surface_sha256="ab" * 32, path="snapshots/srv.json",
                           outcome="created")


REPORTS = {
    "snapshot": Report("snapshot", [ServerResult("srv", _findings(), details=_snapshot(
        [(f"tool_{i:02d}", f"{i:064x}") for i in range(20)] + [("", None)]))]),
    "snapshot-wide": Report("snapshot", [ServerResult("srv", details=_snapshot(
        [("n" * 200, "ab" * 32), ("short", None)]))]),
    "snapshot-unicode": Report("snapshot", [ServerResult("srv", details=_snapshot(
        [("名前_tool", "cd" * 32), (EVIL, "ef" * 32)]))]),
    "lint": Report("lint", [ServerResult("srv", _findings(), details=LintDetails(
        usable=3, degraded=1, suspicious=0, unusable=1, server_texts="usable",
        verdicts={"a": "usable", EVIL: "unusable"}))]),
    "diff": Report("diff", [
        ServerResult("srv", _findings(), details=DiffDetails(baseline="b.json",
                                                             revision="HEAD~1", suppressed=2)),
        ServerResult("down", error="connection refused\x00 <&>", error_detail="l1\nl2\x1b"),
        ServerResult("down2", findings=_findings()[:1], error="timed out"),
        ServerResult("fine")]),
    "check": Report("check", [ServerResult("srv", _findings(), details=CheckDetails(
        tools=3, checks={"lint": 2, "drift": 0}))]),
    "call": Report("call", [ServerResult("srv", details=CallDetails((
        CallEntry("a", "t", "passed"), CallEntry(EVIL, "t", "weird"))))]),
    "validate": Report("validate", [ServerResult("srv", details=ValidateDetails(
        calls=3, files=2, files_failed=1))]),
    "probe": Report("probe", [ServerResult("srv", details=ProbeDetails(
        seconds=1.5, tools=1, server_name=EVIL, require=("a",), attempts=2))]),
}


@pytest.mark.parametrize("name", sorted(REPORTS))
def test_plain_text_equals_rich_without_colour(name: str) -> None:
    report = REPORTS[name]
    plain = render_on(report, PlainConsole())
    assert plain == render_on(report, RichConsole(color=False))
    assert plain == render(report)
    assert "\x1b" not in plain


def test_colour_is_still_rich() -> None:
    shown = render(REPORTS["diff"], color=True)
    assert "\x1b[" in shown
    assert render(REPORTS["diff"]).splitlines()[0] in shown.replace("\x1b[1m", "").replace(
        "\x1b[0m", "")


def test_plain_text_report_does_not_import_rich() -> None:
    code = ("import sys; from mcpcheck.models import Report, ServerResult, SnapshotDetails;"
            "from mcpcheck.reporters.text import render;"
            "render(Report('snapshot', [ServerResult('s', details=SnapshotDetails("
            "'p', 'created', 's', '1', 'p', 'c' * 64, (('a', 'b' * 64),), {}))]));"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
