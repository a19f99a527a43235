"""The whole published surface through the real CLI: real release snapshots of
server-everything (prompts renamed, 100 resources dropped, templates replaced, capabilities,
instructions) in every report format, the ignore file and --severity; and one code path for a
live and an offline diff (the same findings, intake warnings included)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.conftest import ROOT, raw_server, run_cli

RELEASES = ROOT / "tests" / "corpus" / "releases" / "server-everything"
OLD, NEW = RELEASES / "2025.12.18.json", RELEASES / "2026.1.14.json"
SURFACE_RULES = {
    "prompt-removed", "prompt-added", "resource-template-removed",
    "resource-template-added", "resource-removed", "resource-added", "server-capability-added",
    "server-instructions-changed", "server-info-changed",
}


def findings(out: str) -> list[dict[str, object]]:
    return list(json.loads(out)["servers"][0]["findings"])


def test_every_surface_family_is_diffed_offline() -> None:
    run = run_cli("diff", str(OLD), str(NEW), "-f", "json")
    assert run.code == 1, run.err
    got = findings(run.out)
    assert {f["rule"] for f in got} >= SURFACE_RULES
    removed = [f for f in got if f["rule"] == "resource-removed"]
    assert [(f["severity"], f["tool"], f["path"]) for f in removed] == [
        ("warning", None, "/resources/test:~1~1static~1resource~1")]
    assert str(removed[0]["message"]).startswith(
        "100 resources under `test://static/resource/` are no longer listed")
    renamed = {f["path"]: str(f["message"]) for f in got if f["rule"] == "prompt-removed"}
    assert renamed["/prompts/simple_prompt"].startswith(
        "prompt `simple_prompt` was removed (probably renamed to `simple-prompt`")
    assert "probably" not in renamed["/prompts/complex_prompt"]
    tools = {f["tool"] for f in got if f["rule"] == "tool-renamed"}
    assert tools == {"add", "annotatedMessage", "getResourceLinks", "getResourceReference",
                     "getTinyImage", "longRunningOperation", "printEnv", "structuredContent"}
    assert all(f["fingerprint"] for f in got)
    again = findings(run_cli("diff", str(OLD), str(NEW), "-f", "json").out)
    assert [f["fingerprint"] for f in again] == [f["fingerprint"] for f in got]


@pytest.mark.parametrize("fmt", ["text", "markdown", "junit", "github", "sarif"])
def test_surface_findings_in_every_report_format(fmt: str) -> None:
    run = run_cli("diff", str(OLD), str(NEW), "-f", fmt)
    assert run.code == 1, run.err
    for rule in ("prompt-removed", "resource-template-removed", "server-instructions-changed"):
        assert rule in run.out, (fmt, rule)
    if fmt == "sarif":
        results = json.loads(run.out)["runs"][0]["results"]
        assert any(r["ruleId"] == "resource-removed" and r["level"] == "warning"
                   for r in results)
    if fmt == "junit":
        ET.fromstring(run.out)  # well-formed


def test_ignore_and_severity_apply_to_surface_findings(tmp_path: Path) -> None:
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "prompt-removed"\npath = "/prompts/simple_prompt"\n'
                      'reason = "renamed to simple-prompt, clients updated"\n')
    run = run_cli("diff", str(OLD), str(NEW), "-f", "json", "--ignore", str(ignore))
    paths = {(f["rule"], f["path"]) for f in findings(run.out)}
    assert ("prompt-removed", "/prompts/simple_prompt") not in paths
    assert ("prompt-removed", "/prompts/complex_prompt") in paths
    raised = run_cli("diff", str(OLD), str(NEW), "-f", "json",
                     "--severity", "resource-removed=error")
    assert {f["severity"] for f in findings(raised.out) if f["rule"] == "resource-removed"} == {
        "error"}
    lowered = run_cli("diff", str(RELEASES / "2025.7.1.json"), str(RELEASES / "2025.7.29.json"),
                      "-f", "json", "--severity", "server-instructions-changed=info")
    assert lowered.code == 0
    assert "server-instructions-changed" in {f["rule"] for f in findings(lowered.out)}


UNUSABLE = [{"name": "broken", "inputSchema": {"type": "string"}},
            {"name": "fine", "inputSchema": {"type": "object"}}]
BEFORE = [{"name": "fine", "inputSchema": {"type": "object"}, "description": "old"}]


def test_live_and_offline_diff_decide_alike(tmp_path: Path) -> None:
    """Defect 9: intake warnings (tool-unusable) and drift come from one path."""
    base, revision = tmp_path / "base.json", tmp_path / "revision.json"
    made = run_cli("snapshot", "--snapshot", str(base), "--name", "s", "--",
                   *raw_server("--tools-json", json.dumps(BEFORE)))
    assert made.code == 0, made.err
    server = raw_server("--tools-json", json.dumps(UNUSABLE), "--server-version", "2.0.0")
    made = run_cli("snapshot", "--snapshot", str(revision), "--name", "s", "--", *server)
    assert made.code == 0, made.err
    live = run_cli("diff", "--snapshot", str(base), "--name", "s", "-f", "json", "--", *server)
    offline = run_cli("diff", str(base), str(revision), "-f", "json")

    def rows(out: str) -> list[tuple[object, ...]]:
        return sorted((f["rule"], f["severity"], f["tool"], f["path"], f["message"])
                      for f in findings(out))

    assert rows(live.out) == rows(offline.out)
    assert ("tool-unusable", "broken") in {(r[0], r[2]) for r in rows(offline.out)}
    assert live.code == offline.code == 0
