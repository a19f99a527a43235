"""The cheap gates in front of the attack detectors never hide a finding: a fixed share of the
strings of every corpus (every third string in sorted order of the strings tests/support/
corpus_text.py keeps: a 120th of all under `make test` since the corpus share is 40 (stop 64;
a sixtieth in stops 62-63, a thirtieth in stops 59-61, a fifteenth before, 9,226 of 138,530 at
stop 57); a third under
`make test-full`, 46,176;
tool texts, property names, server texts, the held-out corpora included) is scanned with the
gates as they are and again with every gate forced open, and the matches are the same. The open
pass runs every rule on every text, the costliest test of the suite: the whole corpus took 106
CPU s in one process, half of it 61 s (218 s of the suite under load; a third since stop 48, a
ninth since stop 52, a fifteenth since stop 56, a thirtieth since stop 59, a sixtieth since
stop 62). The other strings are
not read here (a gate that hides a match only there goes unseen here, and fails the lint replay
if it changes a finding); the share is fixed,
so a failure reproduces.

Gates checked: the concept rules' gates (attacks.concepts: the any-rule word test, the English
anchors, each rule's trigger words, word starts and signal regex, and the word screens in front
of them), the readings' hint test
(attacks.normalize: reversed and shifted text read only when hinted), and the detectors'
per-pattern needs (directives, exfiltration, oversight, secret_requests, shell, side_channel),
and the substring screens every case-folded pattern derives from its regex (attacks.needs,
base.Folded._may_match). The open pass also reads the concept rules' parts in their plain order
(the order is only a cost: test_part_order.py).

KNOWN lists the corpus strings (by digest: the held-out wording never appears outside its file)
whose matches a gate changed when this test was written. Each is a gate that is not a necessary
condition of its patterns, a recall question for the detectors' content, not for their speed:
opening it changes findings. A new gate, or a narrower one, that hides any other match fails here.
"""

from __future__ import annotations

import hashlib

import pytest

from mcpcheck.checks.lint.attacks import (
    base,
    concepts,
    directives,
    exfiltration,
    normalize,
    oversight,
    secret_requests,
    shell,
    side_channel,
)
from tests.support import corpus_text
from tests.support.corpus_text import corpus_strings
from tests.support.lint_judge import judge, judge_as_is

KNOWN: dict[str, str] = {
    # (lead, stop 44) sampled since train11 and heldout11 shifted the every-second-string share;
    # a held-out string, not read: with the readings' hint test open, an Atbash reading of it is
    # a (f) match. Readings are hint-gated by design (reading every text in every cipher found
    # words in ordinary text); opening that gate is a recall question, not a speed one.
    "e1a24be7b763452f": "normalize._hinted: an unhinted Atbash reading (heldout10)",
    # (precision41) sampled since precision41's 20 servers and 24 corpus pairs shifted the share;
    # main ccc2d42 differs on it the same way, so no gate of this round: gated, the earlier
    # `e.go-ahead-deemed` match ("--yes implied when called by an agent") is found; with the
    # gates open and the parts read signals first, only the later `e.skip-confirmation` ("do not
    # stop to ask the human"). The same class (e) either way: no match hidden, a span moved.
    "ba639cd7b337943b": "e.go-ahead-deemed read concepts-first only (an envctl --yes flag)",
    # (stage57) recall41b's own corpus string (a PowerShell download run "before first use"):
    # gated, the (f) match "tells the model to run a command first" from "first use run ...";
    # with the gates open, an earlier (f) match "tells the model to install or run something
    # first" from "Before first use run `Invoke-WebRequest https://". The same class (f) either
    # way: no match hidden, a span moved. Which gate is not a necessary condition of that
    # concept rule's forms is left to the next round.
    "a09689d78a6b5ed0": "an (f) span moved by a gate (a PowerShell download before first use)",
    # Emptied after the gates were made necessary conditions of their patterns again (the
    # strings listed before, by digest, each with the gate that hid a match):
    # - 9aa497061afda5ce: oversight `e.skip-confirmation` gate lacked "asking" ("execute
    #   directly without asking");
    # - e3edc7125415fa77: oversight `e.guidance-void` gate lacked "voided";
    # - 904329b6729a24cc (train4) `vendor_rules_supersede`: base.words_of kept a snake_case word
    #   whole while the concept rules split it at `_` (ab20019be710ddbd, held-out, whose word was
    #   `earlier_guidance`, no longer differs either);
    # - 6a418062e395e829: oversight `e.conceal` gate lacked "find" ("must not find out");
    # - a9b13a5406d51699: concepts `d.any-language-other-tool`, satisfied by a foreign tool name
    #   (a signal) without any of its concepts' words: the signal's need ("_") opens its gate;
    # - 49ff772e9b8b7a00, ddcf466a2bf661fa (benign_hard3) and 1caae43c2cbc7567, cec196fdeb439a00,
    #   b2d977998fd3d171 (heldout4, not read; main listed them when the corpus landed): no longer
    #   differ after the fixes above.
}


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _always(*args: object) -> bool:
    del args
    return True


def _open_gates(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(concepts, "_may_hold", _always)
    monkeypatch.setattr(concepts, "_EN_ANCHORS", None)  # no anchor filter
    monkeypatch.setattr(concepts, "_SCREENS", None)  # no word screen before the gates
    monkeypatch.setattr(concepts, "_GATES", {rule.id: _always for rule in concepts.RULES})
    monkeypatch.setattr(normalize, "_hinted", _always)
    for module in (directives, exfiltration, oversight):
        monkeypatch.setattr(module, "_NEEDS", {pid: _always for pid in module._NEEDS})
    monkeypatch.setattr(secret_requests, "gate", _always)
    monkeypatch.setattr(secret_requests, "has_word", _always)
    monkeypatch.setattr(shell, "has_word", _always)
    monkeypatch.setattr(side_channel, "gate", _always)
    monkeypatch.setattr(base.Folded, "_may_match", _always)  # attacks.needs' substring screens
    # and the concept rules' parts read in their plain order (signals first), never concepts first
    monkeypatch.setattr(concepts, "_CONCEPTS_FIRST", concepts._ORDERED)


def test_the_corpora_are_read() -> None:
    texts = corpus_strings()
    assert len(texts) > 100_000 // corpus_text.share()  # 8,906 at share 20, 17,865 at 10
    assert any("ssh" in text for text in texts)


SHARE = 3  # every third string of the corpus share (a sixtieth of all; a third under test-full)
# in five parts, each a test of its own (xdist spreads them); four until precision39's 23
# servers and 86 corpus tools made a quarter cost 31 CPU s instead of 23.5 (over the per-test
# timeout at load 9); six since precision40's 25 servers and 62 corpus tools
CHUNKS = 6


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_no_gate_hides_a_match(monkeypatch: pytest.MonkeyPatch, chunk: int) -> None:
    texts = corpus_strings()[::SHARE][chunk::CHUNKS]
    gated = judge_as_is(texts)
    # the corpora hold many matches (82-97 a chunk at share 10, since stop 59: the floor divided)
    assert sum(line != "[]" for line in gated) > 500 // corpus_text.share()
    with monkeypatch.context() as patch:
        _open_gates(patch)
        ungated = judge(texts)
    differ = {digest(texts[i // 2]) for i in range(len(gated)) if gated[i] != ungated[i]}
    assert sorted(differ - set(KNOWN)) == []


def test_segments_are_the_segment_pattern_runs() -> None:
    # normalize._segments finds _SEGMENT's runs by their ends (a cheaper search)
    texts = [*corpus_strings(), "a" * 19 + ".", "x" * 20 + ". " + "y" * 25 + ":z" + "q" * 3,
             "(" + "w " * 12 + ")|" + "v" * 40 + "!"]
    for text in texts:
        assert list(normalize._segments(text)) == [
            m.span() for m in normalize._SEGMENT.finditer(text)], text[:80]
