"""Real release history: the offline diff of every hand-judged pair agrees with its verdict.

tests/corpus/releases/<package>/<version>.json are snapshots of published MCP server releases
(made by scripts/harvest_releases.py); verdicts.toml judges each consecutive pair whose
published surface changed, by hand, from the caller's side. Breaking <=> `mcpcheck diff OLD NEW`
exits 1 at --fail-on error, for every pair (no pair is gated lower). Where the verdict is "not
breaking by contract, reported as a warning" (a behaviour change only prose announces, a behaviour
hint, a capability sub-flag), the pair's `worst` is the worst severity the diff must report and
each rule of `worst_rules` must report it. A pair that differs in what it publishes
(the surface hash as the snapshot module normalizes it, instructions, capabilities, protocol
version) gets a finding about that, not only the server-version note every release gets.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.commands.diff import DiffSettings, run_files
from mcpcheck.models import FailOn, Report
from mcpcheck.snapshots.store import build_document, read_snapshot
from tests.conftest import run_cli

CORPUS = Path(__file__).parents[1] / "corpus" / "releases"
PAIRS: list[dict[str, Any]] = tomllib.loads((CORPUS / "verdicts.toml").read_text())["pair"]
KEYS = {"package", "old", "new", "breaking", "changes", "worst", "worst_rules", "why",
        "behaviour_in_prose"}
SEVERITIES = ("info", "warning", "error")


def files(pair: dict[str, Any]) -> tuple[Path, Path]:
    folder = CORPUS / pair["package"]
    return folder / f"{pair['old']}.json", folder / f"{pair['new']}.json"


def published(path: Path) -> tuple[object, ...]:
    doc = build_document(read_snapshot(path).surface())
    server = doc["server"]
    return (doc["sha256"]["surface"], *(json.dumps(server.get(k), sort_keys=True)
                                        for k in ("protocolVersion", "capabilities",
                                                  "instructions")))


def test_the_corpus_is_whole() -> None:
    assert len(PAIRS) >= 40
    keys = [(p["package"], p["old"], p["new"]) for p in PAIRS]
    assert len(set(keys)) == len(keys), "a pair is judged twice"
    used: set[Path] = set()
    for pair in PAIRS:
        assert isinstance(pair["breaking"], bool)
        assert "fail_on" not in pair, "every pair is judged at --fail-on error"
        assert set(pair) <= KEYS, sorted(set(pair) - KEYS)
        assert pair.get("worst", "info") in ("error", "warning", "info")
        assert ("worst" in pair) == ("worst_rules" in pair), "worst names its rules"
        if "behaviour_in_prose" in pair:  # not breaking by contract, reported as a warning
            assert not pair["breaking"] and pair.get("worst") == "warning", pair
        assert pair["changes"] and all(isinstance(c, str) and c for c in pair["changes"])
        old, new = files(pair)
        assert old.is_file() and new.is_file(), (old, new)
        used |= {old, new}
    stored = set(CORPUS.glob("*/*.json"))
    assert stored == used, f"snapshots no pair uses: {sorted(map(str, stored - used))}"


def offline_diff(pair: dict[str, Any]) -> tuple[int, list[dict[str, Any]]]:
    """`mcpcheck diff OLD NEW --fail-on GATE`'s exit code and JSON findings, in this process
    (the command's own core: commands.diff.run_files and the report's exit code); the CLI
    itself is held to the same answers by test_the_cli_gives_the_same_answers."""
    old, new = files(pair)
    result = run_files(old, new, DiffSettings())
    code = Report(command="diff", servers=[result], fail_on=FailOn.ERROR).exit_code()
    return code, [f.to_json() for f in result.findings]


@pytest.mark.parametrize("pair", PAIRS, ids=[f"{p['package']}@{p['old']}->{p['new']}"
                                             for p in PAIRS])
def test_offline_diff_agrees_with_the_hand_verdict(pair: dict[str, Any]) -> None:
    old, new = files(pair)
    code, findings = offline_diff(pair)
    assert code in (0, 1), findings
    seen = sorted({f"{f['rule']}:{f['severity']}" for f in findings})
    assert code == (1 if pair["breaking"] else 0), (
        f"hand verdict breaking={pair['breaking']}, exit {code} at --fail-on error, "
        f"findings {seen}")
    if "worst" in pair:  # not breaking by contract, reported at this severity
        worst = max((SEVERITIES.index(f["severity"]) for f in findings), default=0)
        assert SEVERITIES[worst] == pair["worst"], seen
        for rule in pair["worst_rules"]:
            assert f"{rule}:{pair['worst']}" in seen, (rule, seen)
    if published(old) != published(new):
        about_the_change = [f for f in findings if f["rule"] != "server-info-changed"]
        assert about_the_change, "the published surface changed but the diff reports nothing"


# the real CLI on a breaking pair, a non-breaking one and every pair with a recorded worst
CLI_PAIRS = [next(p for p in PAIRS if p["breaking"]),
             next(p for p in PAIRS if not p["breaking"] and "worst" not in p),
             *(p for p in PAIRS if "worst" in p)]


@pytest.mark.parametrize("pair", CLI_PAIRS, ids=[f"{p['package']}@{p['old']}->{p['new']}"
                                                 for p in CLI_PAIRS])
def test_the_cli_gives_the_same_answers(pair: dict[str, Any]) -> None:
    old, new = files(pair)
    run = run_cli("diff", str(old), str(new), "-f", "json", "--fail-on", "error")
    assert run.err == ""
    # `location` (the line in the snapshot file) is the report's, not the engine's
    found = [{k: v for k, v in f.items() if k != "location"}
             for f in run.json()["servers"][0]["findings"]]
    assert (run.code, found) == offline_diff(pair)
