"""attacks.base.Folded searches through its case-sensitive twin in a text whose only non-ASCII
characters are uncased (ASCII prose with an em dash, an arrow, an emoji: base.twin_holds), when
the pattern is written in ASCII (Folded.symbol_safe). The twin must find exactly the spans the
pattern as written finds, and the whole scan must not change: both are checked here with the
twin allowed and with it kept to ASCII texts (as before), on the corpus strings that are such
texts, on the ASCII corpus strings with symbols put in, and on generated text. To keep the
suite's time, each pattern's spans are compared on a fixed quarter of those texts (the quarters
rotate over the patterns, so every text is read by a quarter of them), and the whole scan on a
fixed quarter (every eighth text, from two offsets).

The held-out corpora are not read here (they measure generalization, not speed).
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.checks.lint import attacks
from mcpcheck.checks.lint.attacks import (
    base,
)
from mcpcheck.checks.lint.attacks.base import Folded, twin_holds, uncased
from tests.support import corpus_text
from tests.support.folded_patterns import folded_searchers
from tests.support.lint_judge import SITE, judge, judge_as_is

# uncased characters met in tool prose, and `×` (in `[À-ÿ]` as written, not in its twin `[à-ÿ]`),
# `’` (in the apostrophe classes of some patterns), a no-break space (`\s`), CJK punctuation (a
# sentence end), an emoji with its variation selector (a mark)
SYMBOLS = ("\u2014", "\u2192", "\u00d7", "\u2019", "\u00a0", "\u3002", "\U0001f6e1\ufe0f",
           "\u2022", "\u2026", "\u00b7", "\u00a9", "\u2713")


FOLDED = folded_searchers()


def _with_symbols(text: str, seed: int) -> str:
    """The text with a symbol after each of its first spaces and at its end."""
    symbol = SYMBOLS[seed % len(SYMBOLS)]
    return text.replace(" ", f" {symbol}", 3).replace(".", f".{symbol}", 1) + symbol


def _symbol_texts() -> list[str]:
    """Every corpus string the twins now serve that they did not (not ASCII, twin_holds), and
    each ASCII corpus string of the lint corpora with symbols put in."""
    strings = corpus_text.corpus_strings(held_out=False)
    found = [t for t in strings if not t.isascii() and twin_holds(t)]
    found += [_with_symbols(t, i) for i, t in enumerate(strings) if t.isascii() and len(t) > 3]
    return found


@pytest.fixture
def symbol_texts() -> list[str]:
    return _symbol_texts_once()


@cache  # once per test process: tests/conftest.py runs some of this module's tests first
def _symbol_texts_once() -> list[str]:
    return _symbol_texts()


def test_uncased() -> None:
    for ch in ("\u2014", "\u2192", "\u00d7", "\u2019", "\u00a0", "\U0001f6e1", "\u3002", "1"):
        assert uncased(ch), ch
    # each matches another character under IGNORECASE, or changes length when lowercased
    for ch in ("\u212a", "\u017f", "\u00df", "\u0130", "\u0131", "\u00e9", "\u0345", "\u1fbe",
               "A", "a"):
        assert not uncased(ch), ch
    assert twin_holds("plain ASCII") and twin_holds("Reads a file \u2014 fast \u2192 \U0001f680")
    assert not twin_holds("the \u212aEY") and not twin_holds("caf\u00e9 \u2014 open")


def test_a_pattern_with_a_non_ascii_class_keeps_the_original_for_symbol_texts() -> None:
    searcher = Folded(r"x[À-ÿ]")
    assert searcher.twin is not None and not searcher.symbol_safe
    assert searcher.span("a x\u00d7 b") == (2, 4)  # the twin [à-ÿ] would miss `×`
    assert Folded(r"\bsend\b").symbol_safe


def test_the_symbol_texts_are_many_and_some_match(symbol_texts: list[str]) -> None:
    # the floors divided by the corpus share (suite31: 12,222 and 6,096 at shares 10 and 20)
    assert len(symbol_texts) > 100_000 // corpus_text.share()
    assert sum(not t.isascii() for t in symbol_texts) > 100_000 // corpus_text.share()
    # every second text: every seventh left the floor on its edge as the corpora grew (34 of 68
    # patterns on main 74f3670, 26 after stop 58's corpora; every second 53 and 50; all 58);
    # every text at share 20 (suite31: 44 of 69, every second 36), every second at 10 or less
    step = 1 if corpus_text.share() >= 20 else 2
    matched = [pid for pid, searcher in FOLDED
               if any(searcher.span(text) is not None for text in symbol_texts[::step])]
    assert len(matched) >= len(FOLDED) // 2


QUARTERS = 4


@pytest.mark.parametrize(("index", "pid", "searcher"),
                         [(i, pid, searcher) for i, (pid, searcher) in enumerate(FOLDED)],
                         ids=[pid for pid, _ in FOLDED])
def test_twin_finds_the_patterns_spans_in_symbol_texts(index: int, pid: str, searcher: Folded,
                                                       symbol_texts: list[str]) -> None:
    original = re.compile(searcher.pattern, searcher.flags)
    differ = []
    for text in symbol_texts[index % QUARTERS::QUARTERS]:
        if [m.span() for m in original.finditer(text)] != list(searcher.spans(text)):
            differ.append(text)
        expected = original.search(text, 3)
        if searcher.span(text, 3) != (None if expected is None else expected.span()):
            differ.append(text)
    assert differ == [], pid



def _ascii_only(text: str) -> bool:
    return text.isascii()


CHUNKS = 2  # tests, each of every STEP-th text from its own offset
STEP = 8


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_scan_is_the_same_with_the_twins_kept_to_ascii(monkeypatch: pytest.MonkeyPatch,
                                                            symbol_texts: list[str],
                                                            chunk: int) -> None:
    texts = symbol_texts[chunk::STEP]
    now = judge_as_is(texts)
    # the texts hold many matches (70 and 75 at share 10, since stop 59: the floor divided)
    assert sum(line != "[]" for line in now) > 500 // corpus_text.share()
    with monkeypatch.context() as patch:
        patch.setattr(base, "twin_holds", _ascii_only)
        before = judge(texts)
    assert [texts[i // 2][:80] for i in range(len(now)) if now[i] != before[i]] == []


_ALPHABET = st.sampled_from([*"abcdefghiklmnorstuvwxyzKSIE .,:;_-/~'\"`<>()[]\n", *SYMBOLS,
                             " ignore ", " previous ", " instructions ", " ssh ", " send ",
                             " user ", " do not tell ", "http://", " api key ", " curl "])


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_generated_text(text: str) -> None:
    if not twin_holds(text):
        return
    for _, searcher in FOLDED:
        original = re.compile(searcher.pattern, searcher.flags)
        assert list(searcher.spans(text)) == [m.span() for m in original.finditer(text)]
    now = repr(attacks.scan(text, SITE, 10_000))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(base, "twin_holds", _ascii_only)
        assert repr(attacks.scan(text, SITE, 10_000)) == now
