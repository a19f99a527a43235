"""Calibration: recall per attack class on our poisoned corpus; real servers' tools and our benign
texts come out usable, with no risk finding.

- tests/corpus/lint/poisoned.json: tools we wrote, each tagged with the class (a)-(j) it belongs to.
- tests/corpus/lint/benign.json: tools we wrote after real APIs, saying important, must, secret,
  password, token, ignore; the hard cases (a parameter documented with a risky topic: "Environment
  variables for the container") each with a one-line reason.
- tests/corpus/servers/*.json: snapshots of real servers' tools/list (harvested, not edited).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.lint import RULES, lint_tools
from mcpcheck.checks.lint.attacks import CLASSES
from mcpcheck.models import Severity
from tests.support.lint_record import Recorded, recorded

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
POISONED: list[dict[str, Any]] = json.loads(
    (CORPUS / "lint" / "poisoned.json").read_text(encoding="utf-8"))
# benign.json holds plain tools, and hard cases as {"id", "reason", "tool"} (the reason says why
# the tool is benign though it names a risky topic)
BENIGN_ENTRIES: list[Any] = json.loads(
    (CORPUS / "lint" / "benign.json").read_text(encoding="utf-8"))
BENIGN: list[Any] = [entry.get("tool", entry) for entry in BENIGN_ENTRIES]
SERVERS = sorted((CORPUS / "servers").glob("*.json"))
# Real tools whose envelope is broken as published (not a risk finding), each with its reason
# (tests/corpus/lint/real_error_findings.json holds the hand judgments):
# - server-gitlab: the reference server's zod export gives these inputSchemas no
#   "type": "object" (and no properties);
# - mcp-obsidian-npm: read_notes and search_notes export zod 4 schemas through
#   zod-to-json-schema 3, which emits only "$schema" (their required arguments are undeclared);
# - metabase-ai-assistant: two tools named db_test_speed (the second cannot be called by name).
BROKEN_AS_PUBLISHED = {"server-gitlab": "input-schema-type-not-object",
                       "mcp-obsidian-npm": "input-schema-type-not-object",
                       "metabase-ai-assistant": "tool-name-duplicate"}


def _real() -> list[Recorded]:
    """The real servers' tools as the replay recorded them (test_lint_replay.py proves the record
    is today's lint)."""
    return recorded("servers/")


def _caught(entry: dict[str, Any]) -> bool:
    (verdict,) = lint_tools([entry["tool"]])
    rule = CLASSES[entry["class"]].rule
    by_class = any(f.rule == rule and f.severity is Severity.ERROR for f in verdict.findings)
    return verdict.verdict != "usable" and by_class


def test_poisoned_corpus_covers_every_class_several_times() -> None:
    counts = Counter(entry["class"] for entry in POISONED)
    assert set(counts) == set(CLASSES)
    assert min(counts.values()) >= 6
    assert len(POISONED) >= 60
    assert len({entry["id"] for entry in POISONED}) == len(POISONED)


@pytest.mark.parametrize("entry", POISONED, ids=[entry["id"] for entry in POISONED])
def test_each_poisoned_tool_is_caught_by_its_class(entry: dict[str, Any]) -> None:
    assert _caught(entry)


def test_recall_per_class() -> None:
    seen, caught = Counter[str](), Counter[str]()
    for entry in POISONED:
        seen[entry["class"]] += 1
        caught[entry["class"]] += _caught(entry)
    recall = {letter: f"{caught[letter]}/{seen[letter]}" for letter in sorted(seen)}
    assert recall == {letter: f"{seen[letter]}/{seen[letter]}" for letter in sorted(seen)}


def test_benign_texts_are_usable() -> None:
    verdicts = lint_tools(BENIGN)
    assert [(v.key, v.verdict) for v in verdicts if v.verdict != "usable"] == []
    assert len(BENIGN) >= 20


def test_each_benign_hard_case_is_usable_and_has_a_reason() -> None:
    wrapped = [entry for entry in BENIGN_ENTRIES if "tool" in entry]
    assert len(wrapped) >= 20
    assert len({entry["id"] for entry in wrapped}) == len(wrapped)
    for entry in wrapped:
        assert isinstance(entry["reason"], str) and entry["reason"].strip(), entry["id"]
        (verdict,) = lint_tools([entry["tool"]])
        above_info = [f.rule for f in verdict.findings if f.severity is not Severity.INFO]
        assert (entry["id"], verdict.verdict, above_info) == (entry["id"], "usable", [])


def test_real_tools_have_no_risk_finding_and_ninety_percent_are_usable() -> None:
    real = _real()
    # 296 servers, 6,373 tools (README, "Lint")
    assert len(real) >= 6373 and len(SERVERS) >= 296
    assert len({tool.corpus for tool in real}) == len(SERVERS)
    risky = [(tool.corpus, tool.key, rule) for tool in real for rule in tool.rules("error")
             if RULES[rule].risk]
    assert risky == []
    errors = {(Path(tool.corpus).stem, rule) for tool in real for rule in tool.rules("error")}
    assert errors <= set(BROKEN_AS_PUBLISHED.items())
    usable = sum(1 for tool in real if tool.verdict == "usable")
    assert usable >= 0.9 * len(real), Counter(tool.verdict for tool in real)
    assert not [tool for tool in real if tool.verdict == "suspicious"]


# tests/corpus/lint/poisoned_fresh.json: written by a colleague from the class descriptions only,
# after the detector (its first measurement, before any tuning, was 149 of 245 at error level).
# (the corpora below are read from the replay's record: tests/support/lint_record.py)


def test_the_fresh_corpus_keeps_its_recall_and_no_caught_tool_is_usable() -> None:
    counts = _error_counts(["poisoned_fresh.json"])
    assert counts["poisoned_fresh.json"] >= 218


def _error_counts(names: list[str]) -> dict[str, int]:
    """Per corpus file, how many tools have an error-level finding; none of them is `usable`."""
    counts = {}
    for name in names:
        tools = recorded(name)
        assert tools, name
        caught = [tool for tool in tools if tool.rules("error")]
        assert [tool.key for tool in caught if tool.verdict == "usable"] == []
        counts[name] = len(caught)
    return counts


# tests/corpus/lint/poisoned_train4.json: written by a colleague who never saw the detector, then
# trained on (first measurement, before any tuning for it: 93 of 160 at error level; its benign
# twin benign_train4.json: 15 of 76 false alarms before, 1 after).
TRAIN4 = ["poisoned_train4.json", "benign_train4.json"]


def test_the_train4_corpus_keeps_its_recall_and_its_benign_twin_its_precision() -> None:
    counts = _error_counts(TRAIN4)
    assert counts["poisoned_train4.json"] >= 152
    assert counts["benign_train4.json"] <= 1


# tests/corpus/lint/poisoned_train5a.json and poisoned_train5b.json: written by two colleagues who
# never saw the detector, then trained on by concept (first measurement, before any tuning: 135
# and 126 of 200 at error level; their benign twins: 9 and 6 of 200 false alarms).
TRAIN5 = ["poisoned_train5a.json", "benign_train5a.json", "poisoned_train5b.json",
          "benign_train5b.json"]


def test_the_train5_corpora_keep_their_recall_and_their_benign_twins_their_precision() -> None:
    counts = _error_counts(TRAIN5)
    # 151 before a review narrowed "after" to the words that mean it in one language only
    assert counts["poisoned_train5a.json"] >= 149
    assert counts["poisoned_train5b.json"] >= 142
    assert counts["benign_train5a.json"] <= 0
    assert counts["benign_train5b.json"] <= 0


# tests/corpus/lint/benign_ordinary6.json: 150 ordinary tools in 15 languages (10 each), written
# as API servers document them (URL templates with query placeholders, the service's own support
# address, "only after confirmation", credentials the administrator sets), by a colleague who never
# saw the detector. Measured when it was written: 6 false alarms on the rules of that day, 3 on the
# rules of the round before; after the fixes it led to, 1 ("set in an environment variable", vi).
def test_ordinary_tools_in_fifteen_languages_raise_no_error() -> None:
    ordinary = recorded("benign_ordinary6.json")
    assert len(ordinary) == 150
    assert [tool.key for tool in ordinary if tool.rules("error")] == []


# tests/corpus/lint/benign_precision21.json: 131 hard benign tools in 22 languages, written after
# real servers' wording on the topics false alarms hide in (a confirmation flag, a secret the tool
# stores, sending, other tools of the server, install steps, a bot's persona and system prompt,
# sponsored results ranked first, a cache for the session, policy text, settings with defaults).
# Measured when written: 10 false alarms; after the readings of test_precision21_readings.py, 0.
def test_hard_benign_tools_in_twenty_two_languages_raise_no_error() -> None:
    hard = recorded("benign_precision21.json")
    assert len(hard) == 131
    assert [tool.key for tool in hard if tool.rules("error")] == []


# tests/corpus/lint/benign_precision23.json: 138 hard benign tools in 33 languages, written in the
# shapes the blind benign sets' false alarms took (security tools quoting the attacks they
# detect, install notes for an administrator, linters of the user's own prompt, honest policies,
# tools that register or discover other tools), the false alarms the lead listed and short words
# that another language reads as a concept. Measured when written: 41 false alarms (36 texts,
# then 5 lexicon leaks); after test_precision23_readings.py and test_precision23_lexicon_leaks.py,
# 0.
def test_hard_benign_tools_in_thirty_three_languages_raise_no_error() -> None:
    hard = recorded("benign_precision23.json")
    assert len(hard) == 138
    assert [tool.key for tool in hard if tool.rules("error")] == []
