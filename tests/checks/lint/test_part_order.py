"""The order in which attacks.concepts reads a rule's parts is only a cost: the parts made of
signals first (`_ORDERED`) or the parts holding concepts first (`_CONCEPTS_FIRST`, once the
concept spans of the rule's languages are found), the corpus strings (the held-out corpora are
not read here) get the same findings at both kinds of site. A fixed quarter of the strings is
read (every eighth, from two offsets), to keep the suite's time: the orders are also compared on
every string at a property's site by test_gates.py, whose open pass reads the signals first."""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.attacks import concepts
from mcpcheck.checks.lint.attacks.base import Site
from tests.support import corpus_text

OWN = frozenset(("read_file", "write_file", "search", "send_email"))
SITES = (Site("send_email", "body", OWN, {"fetch_url": "other"}, frozenset(("body", "repo_name"))),
         Site("send_email", None, OWN, {"fetch_url": "other"}, frozenset(("body",))))
CHUNKS = 2  # tests, each of every STEP-th string from its own offset
STEP = 8


def _findings(texts: list[str]) -> list[str]:
    return [repr(concepts.detect_all(text, site)) for text in texts for site in SITES]


def test_both_orders_hold_every_part_once() -> None:
    for rule in concepts.RULES:
        for order in (concepts._ORDERED, concepts._CONCEPTS_FIRST):
            assert sorted(map(id, order[rule.id])) == sorted(map(id, rule.parts)), rule.id
        first = concepts._CONCEPTS_FIRST[rule.id]
        holds = [any(isinstance(item, concepts.Concept) for item in part) for part in first]
        assert holds == sorted(holds, reverse=True), rule.id  # the concept parts lead


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_order_of_the_parts_changes_no_finding(chunk: int,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    texts = corpus_text.corpus_strings(held_out=False)[chunk::STEP]
    assert len(texts) > 10_000 // corpus_text.share()  # 801-802 a chunk at share 20 (suite31)
    found = _findings(texts)
    # the corpora fire many rules (150 at the share of 3, scaled with the share)
    assert sum(entry != "[]" for entry in found) > 450 // corpus_text.share()
    signals_first, concepts_first = concepts._ORDERED, concepts._CONCEPTS_FIRST
    monkeypatch.setattr(concepts, "_CONCEPTS_FIRST", signals_first)  # signals always first
    assert _findings(texts) == found
    monkeypatch.setattr(concepts, "_CONCEPTS_FIRST", concepts_first)
    monkeypatch.setattr(concepts, "_ORDERED", concepts_first)  # concepts always first
    assert _findings(texts) == found
