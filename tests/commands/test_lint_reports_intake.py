"""`lint` reports what the intake learned about the exchange (intake-stdout-noise,
intake-list-unavailable, intake-note), live and from a snapshot's `intake`, with the rule ids,
severities and messages `snapshot` gives; they judge no tool. Real raw server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import raw_server, run_cli

NOISY = raw_server("--stdout-banner", "--with-prompts", "--failing", "resources/list",
                   "--unanswered", "prompts/list")
INTAKE = {"intake-stdout-noise", "intake-list-unavailable", "intake-note"}


def _intake(entry: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    return sorted((f["rule"], f["severity"], f["path"], f["message"])
                  for f in entry["findings"] if f["rule"] in INTAKE)


def test_lint_reports_the_intake_live_and_from_a_snapshot(tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    taken = run_cli("snapshot", "--snapshot", str(snap), "-f", "json", "--", *NOISY)
    assert taken.code == 0, taken.err
    expected = _intake(taken.json()["servers"][0])
    assert [(rule, severity, path) for rule, severity, path, _ in expected] == [
        ("intake-list-unavailable", "warning", "/resources"), ("intake-note", "info", ""),
        ("intake-stdout-noise", "warning", "")]

    live = run_cli("lint", "-f", "json", "--", *NOISY)
    assert live.code == 0, live.err  # warnings and info: under the default --fail-on error
    entry = live.json()["servers"][0]
    assert _intake(entry) == expected
    assert set(entry["details"]["verdicts"].values()) == {"usable"}
    assert live.json()["summary"]["warning"] == 2

    stored = run_cli("lint", "--snapshot", str(snap), "-f", "json")
    assert stored.code == 0, stored.err
    assert _intake(stored.json()["servers"][0]) == expected

    strict = run_cli("lint", "--snapshot", str(snap), "--fail-on", "warning")
    assert strict.code == 1
    assert "intake-stdout-noise" in strict.out and "intake-list-unavailable" in strict.out


def test_a_quiet_exchange_adds_nothing() -> None:
    run = run_cli("lint", "-f", "json", "--", *raw_server("--with-prompts"))
    assert run.code == 0, run.err
    assert _intake(run.json()["servers"][0]) == []
