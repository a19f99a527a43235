"""Real release history: the offline diff of every hand-judged pair agrees with its verdict.

tests/corpus/releases/<package>/<version>.json are snapshots of published MCP server releases
(made by scripts/harvest_releases.py); verdicts.toml judges each consecutive pair whose
published surface changed, by hand, from the caller's side. Breaking <=> `mcpcheck diff OLD NEW`
exits 1 at --fail-on error, or at the pair's `fail_on` when its only breaking change is one the
rule catalogue grades as a warning by design (`fail_on_why` names the rule: a behaviour change
stated only in prose, a behaviour hint, a capability sub-flag), and then a warning of that rule is
among the findings. A pair that differs in what it publishes
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
        assert pair.get("fail_on", "error") in ("error", "warning")
        assert ("fail_on" in pair) == ("fail_on_why" in pair), "fail_on needs its reason"
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
    code = Report(command="diff", servers=[result],
                  fail_on=FailOn(pair.get("fail_on", "error"))).exit_code()
    return code, [f.to_json() for f in result.findings]


@pytest.mark.parametrize("pair", PAIRS, ids=[f"{p['package']}@{p['old']}->{p['new']}"
                                             for p in PAIRS])
def test_offline_diff_agrees_with_the_hand_verdict(pair: dict[str, Any]) -> None:
    old, new = files(pair)
    gate = pair.get("fail_on", "error")
    code, findings = offline_diff(pair)
    assert code in (0, 1), findings
    seen = sorted({f"{f['rule']}:{f['severity']}" for f in findings})
    assert code == (1 if pair["breaking"] else 0), (
        f"hand verdict breaking={pair['breaking']}, exit {code} at --fail-on {gate}, "
        f"findings {seen}")
    if gate != "error":  # the lower gate is needed: nothing reaches error
        assert pair["breaking"] and not any(f["severity"] == "error" for f in findings), seen
        named = pair["fail_on_why"].split(":")[0]
        assert f"{named}:warning" in seen, (named, seen)
    if published(old) != published(new):
        about_the_change = [f for f in findings if f["rule"] != "server-info-changed"]
        assert about_the_change, "the published surface changed but the diff reports nothing"


# the real CLI on a breaking pair, a non-breaking one and every pair judged at --fail-on warning
CLI_PAIRS = [next(p for p in PAIRS if p["breaking"] and "fail_on" not in p),
             next(p for p in PAIRS if not p["breaking"]),
             *(p for p in PAIRS if "fail_on" in p)]


@pytest.mark.parametrize("pair", CLI_PAIRS, ids=[f"{p['package']}@{p['old']}->{p['new']}"
                                                 for p in CLI_PAIRS])
def test_the_cli_gives_the_same_answers(pair: dict[str, Any]) -> None:
    old, new = files(pair)
    run = run_cli("diff", str(old), str(new), "-f", "json", "--fail-on",
                  pair.get("fail_on", "error"))
    assert run.err == ""
    assert (run.code, run.json()["servers"][0]["findings"]) == offline_diff(pair)
