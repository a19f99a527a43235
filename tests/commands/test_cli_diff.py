"""`mcpcheck diff` end to end: the demo server in two versions, the ignore file, offline files."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.conftest import PY, run_cli

V1 = [PY, "-m", "mcpcheck.demo"]
V2 = [PY, "-m", "mcpcheck.demo", "--variant", "v2"]
EXPECTED = {
    ("tool-removed", "error", "add", ""),
    ("input-range-narrowed", "error", "search", "/inputSchema/properties/limit/maximum"),
    ("annotation-destructive-escalated", "error", "reserve", "/annotations/destructiveHint"),
    ("server-info-changed", "info", None, "/server/version"),  # 1.0.0 -> 1.1.0, stored too
}


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("diff") / "demo.json"
    made = run_cli("snapshot", "--name", "demo", "--snapshot", str(path), "--", *V1)
    assert made.code == 0, made.out + made.err
    return path


def found(run_json: dict) -> set[tuple[str, str, str | None, str]]:  # type: ignore[type-arg]
    return {(f["rule"], f["severity"], f["tool"], f["path"])
            for f in run_json["servers"][0]["findings"]}


def test_unchanged_server_diffs_clean(baseline: Path) -> None:
    run = run_cli("diff", "--snapshot", str(baseline), "-f", "json", "--", *V1)
    assert run.code == 0, run.out + run.err
    assert run.json()["servers"][0]["findings"] == []


def test_revision_gives_exactly_the_breaking_changes(baseline: Path) -> None:
    run = run_cli("diff", "--snapshot", str(baseline), "-f", "json", "--", *V2)
    assert run.code == 1
    assert found(run.json()) == EXPECTED
    fingerprints = {f["fingerprint"] for f in run.json()["servers"][0]["findings"]}
    again = run_cli("diff", "--snapshot", str(baseline), "-f", "json", "--", *V2)
    assert {f["fingerprint"] for f in again.json()["servers"][0]["findings"]} == fingerprints
    never = run_cli("diff", "--snapshot", str(baseline), "--fail-on", "never", "--", *V2)
    assert never.code == 0


def test_markdown_table_for_a_pull_request(baseline: Path) -> None:
    run = run_cli("diff", "--snapshot", str(baseline), "-f", "markdown", "--", *V2)
    assert run.code == 1
    assert run.out.startswith("**BREAKING: 3 errors in 1 of 1 server (drift 3)**\n")
    assert "| rule | tool | path | change | fingerprint |" in run.out
    assert ("| ❌ [`input-range-narrowed`](docs/rules.md#input-range-narrowed) | search | "
            "`/inputSchema/properties/limit/maximum` |") in run.out


def test_ignore_file_accepts_exactly_what_it_names(baseline: Path, tmp_path: Path) -> None:
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "tool-removed"\ntool = "add"\n'
                      'reason = "add moved to the math server (PR #12)"\n'
                      '[[ignore]]\nrule = "input-range-narrowed"\ntool = "search"\n'
                      'path = "/inputSchema/properties/limit/maximum"\nreason = "agreed"\n')
    run = run_cli("diff", "--snapshot", str(baseline), "--ignore", str(ignore), "-f", "json",
                  "--", *V2)
    assert run.code == 1  # the escalation is still there
    assert found(run.json()) == {("annotation-destructive-escalated", "error", "reserve",
                                  "/annotations/destructiveHint"),
                                 ("server-info-changed", "info", None, "/server/version")}
    assert run.json()["servers"][0]["details"]["suppressed"] == 2
    ignore.write_text('[[ignore]]\nrule = "tool-removed"\n')
    bad = run_cli("diff", "--snapshot", str(baseline), "--ignore", str(ignore), "--", *V2)
    assert bad.code == 2 and "`reason` is required" in bad.err


def test_offline_diff_of_two_files_never_imports_the_sdk(baseline: Path, tmp_path: Path) -> None:
    revision = tmp_path / "v2.json"
    assert run_cli("snapshot", "--name", "demo", "--snapshot", str(revision), "--", *V2).code == 0
    proc = subprocess.run([PY, "-X", "importtime", "-m", "mcpcheck", "diff", str(baseline),
                           str(revision), "-f", "json"], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 1
    modules = {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if "|" in line}
    assert not {m for m in modules if m == "mcp" or m.startswith("mcp.")}
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text("{")
    assert run_cli("diff", str(baseline), str(corrupt)).code == 3
    assert run_cli("diff", str(baseline)).code == 2
