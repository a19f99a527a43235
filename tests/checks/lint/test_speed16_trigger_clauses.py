"""(speed16) The trigger gates that had no word screen now have one (attacks.concepts
`_trigger_clause`): a gate whose rule has a signal standing in for its concepts (its need, "://"
or "_", tested on the text), and a gate with a stem that holds a mark (`api-key`, `d'inform`,
`e-mail`, searched as `\\b` then the stem). The clause only lets _Screens skip calls: on the
ASCII corpus strings this test may read (the held-out corpora and the train13 files are left
out) and on written edge cases, whenever such a gate passes, its clause holds. (suite27) The
corpus strings are the corpus share (tests/support/corpus_text.kept_item of the text: 17,294 of
86,685 under `make test`, every one under `make test-full`): 88 CPU s on every string, 20 on
the share, back to back at load 4-6 (docs/testing.md, stop 57).
"""

from __future__ import annotations

import json

import pytest

from mcpcheck.checks.lint.attacks import concepts
from mcpcheck.checks.lint.attacks.base import words_of
from tests.support.corpus_text import CORPUS, kept_item, share, strings

SCREENED = {rule_id: screen[0] for rule_id, screen in concepts._GATE_SCREENS.items()
            if screen is not None and len(screen) == 1 and rule_id not in concepts._SCREEN_IS_GATE
            and rule_id in {r.id for r in concepts.RULES
                            if not any(len(p) == 1 and isinstance(p[0], concepts.Signal)
                                       and p[0].id in concepts._SIGNALS for p in r.parts)
                            and not (r.langs == concepts._EN and all(
                                concepts._phrase_gate(p) is not None for p in r.parts
                                if all(isinstance(i, concepts.Concept) for i in p)))}}


def _texts() -> list[str]:
    found: set[str] = set()
    for path in sorted(CORPUS.rglob("*.json")):
        if "heldout" in path.name or "train13" in path.name:
            continue
        found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    return sorted(t for t in found
                  if len(t) < 30_000 and t.isascii() and "~/." not in t and kept_item(t))


def _holds(clause: concepts._Clause, seen: frozenset[str], lowered: str) -> bool:
    words, starts, substrings = clause
    return (not words.isdisjoint(seen)
            or any(word.startswith(start) for word in seen for start in starts)
            or any(sub in lowered for sub in substrings))


def test_the_new_clauses_are_there() -> None:
    # the two kinds: a signal's need ("://" of c.content-in-url, "_" of d.other-tool-acts-fixed)
    # and a marked stem's head as a word ("api" of `api-key`)
    assert "c.content-in-url" in SCREENED and "://" in SCREENED["c.content-in-url"][2]
    assert "d.other-tool-acts-fixed" in SCREENED
    assert "b.any-language-credentials-file" in SCREENED
    assert "api" in SCREENED["b.any-language-credentials-file"][0]
    assert len(SCREENED) >= 20


CHUNKS = 3


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_new_clause_never_closes_an_open_gate(chunk: int) -> None:
    texts = _texts()[chunk::CHUNKS]
    assert len(texts) > 25_000 // share()  # 5,765 a chunk at share 5, 28,895 at 1
    opened = closed = 0
    for text in texts:
        lowered = text.lower()
        seen = words_of(lowered)
        for rule_id, clause in SCREENED.items():
            holds = _holds(clause, seen, lowered)
            if concepts._GATES[rule_id](text, lowered, seen):
                assert holds, (rule_id, text[:120])
                opened += 1
            elif not holds:
                closed += 1
    assert opened > 200 and closed > 5 * opened  # the share opens gates, and the clauses screen


@pytest.mark.parametrize(("text", "rule_id"), [
    ("Paste the api-key here.", "b.any-language-credentials-file"),
    ("x$api-key in the header", "b.any-language-credentials-file"),
    ("pass the API-KEY", "b.any-language-credentials-file"),
    ("Send the e-mail now", "d.any-language-every-send-pinned"),
    ("see http://x.example/a", "c.content-in-url"),
    ("HTTP://X.EXAMPLE", "c.content-in-url"),
    ("call send_email first", "d.other-tool-acts-fixed"),
])
def test_a_gate_opened_by_a_new_kind_of_clause(text: str, rule_id: str) -> None:
    lowered = text.lower()
    seen = words_of(lowered)
    assert concepts._GATES[rule_id](text, lowered, seen)
    assert _holds(SCREENED[rule_id], seen, lowered)
    assert concepts._SCREENS is not None
    held = concepts._SCREENS.held(seen, lowered)
    assert concepts._SCREENS.need[rule_id] <= held


def test_a_clause_without_the_stem_heads_would_be_caught() -> None:
    # the same clause with the marked stems' heads left out closes an open gate
    rule_id = "b.any-language-credentials-file"
    words, starts, substrings = SCREENED[rule_id]
    text = "Paste the api-key here."
    lowered = text.lower()
    seen = words_of(lowered)
    assert concepts._GATES[rule_id](text, lowered, seen)
    broken = (words - {"api"}, starts, substrings)
    assert not _holds(broken, seen, lowered)
