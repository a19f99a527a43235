"""A pattern is searched through its compilation with re.ASCII in a text where re.ASCII reads
its characters as Unicode does (attacks.lazy.ascii_classes: ASCII without the separators
\\x1c-\\x1f, and outside ASCII only characters that are no word character and no whitespace):
`\\b` and `\\w` are then a table lookup instead of several C calls per character. Two kinds:
attacks.base.Folded's case-sensitive twin, and every lazy pattern of class escapes
(attacks.lazy.LazyPattern.by_text; an IGNORECASE one only if written in ASCII). The re.ASCII
compilation must find exactly the spans the pattern finds, and the whole scan must not change:
both are checked here on the corpus strings (held-out corpora left out) and on generated text.
To keep the suite's time, each pattern's spans are compared on a fixed share of the texts (the
shares rotate over the patterns, so every text is read by some of them), and the whole scan on
a fixed eighth of the texts.
"""

from __future__ import annotations

import gc
import importlib
import re
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.checks.lint import attacks
from mcpcheck.checks.lint.attacks import base
from mcpcheck.checks.lint.attacks.base import Folded, lowered_of
from mcpcheck.checks.lint.attacks.lazy import LazyPattern, ascii_classes, ascii_safe
from tests.support import corpus_text
from tests.support.lint_judge import SITE, judge, judge_as_is

LAZY = importlib.import_module("mcpcheck.checks.lint.attacks.lazy")

# characters outside ASCII that are no word character and no whitespace (the ASCII twin serves
# a text that holds them), then ones that are (it does not): a no-break space, a superscript
# digit, a letter, a CJK letter (uncased: the twin serves it)
SYMBOLS = ("\u2014", "\u2192", "\u2019", "\u3002", "\U0001f6e1\ufe0f", "\u2022", "\u2026",
           "\u00b7", "\u00a9", "\u2713", "\u00d7")
NOT_ASCII_CLASSES = ("\u00a0", "\u00b2", "\u00e9", "\u5e02", "\x1c", "\x1f", "\u2003")


def _folded() -> list[Folded]:
    """Every Folded searcher the detectors and the concept signals made at import (one per
    pattern and flags, in their order)."""
    found = {(obj.pattern, int(obj.flags)): obj for obj in gc.get_objects()
             if isinstance(obj, Folded)}
    return [found[key] for key in sorted(found)]


FOLDED = [f for f in _folded() if f.twin is not None]


def _by_text() -> list[LazyPattern]:
    """Every lazy pattern of the detectors searched by text (one per pattern and flags)."""
    found = {(obj.pattern, int(obj.given_flags)): obj for obj in gc.get_objects()
             if isinstance(obj, LazyPattern) and obj.by_text}
    return [found[key] for key in sorted(found)]


BY_TEXT = _by_text()


@cache
def _texts() -> list[str]:
    """The corpus strings, and each tenth of them with a symbol (or a character that keeps the
    Unicode twin) put in after its first spaces and at its end."""
    strings = corpus_text.corpus_strings(held_out=False)
    out = list(strings)
    marks = SYMBOLS + NOT_ASCII_CLASSES
    for i, text in enumerate(strings[::10]):
        mark = marks[i % len(marks)]
        out.append(text.replace(" ", f" {mark}", 3) + mark)
    return out


def test_ascii_classes() -> None:
    assert ascii_classes("plain ASCII, with `code` and a_b")
    assert ascii_classes("Reads a file \u2014 fast \u2192 \U0001f680 \u2026 \u201cquoted\u201d")
    for ch in NOT_ASCII_CLASSES:
        assert not ascii_classes(f"plain {ch} text"), repr(ch)
    # Unicode reads these as `\s`, `\w` or `\d`, re.ASCII does not: the reason for the test
    for ch in NOT_ASCII_CLASSES:
        unicode = re.compile(r"\s|\w|\d").search(ch) is not None
        ascii_ = re.compile(r"\s|\w|\d", re.ASCII).search(ch) is not None
        assert unicode and not ascii_, repr(ch)


def test_the_ascii_twin_serves_only_such_texts() -> None:
    searcher = Folded(r"\bsend\s+it\b")
    assert searcher.twin is not None and searcher.ascii_twin is not None
    assert searcher.ascii_twin.flags & re.ASCII and not searcher.twin.flags & re.ASCII
    # the Unicode separator \x1c is whitespace to the pattern as written: the ASCII twin would
    # miss it, so the text is searched through the Unicode twin
    assert re.compile(r"\bsend\s+it\b", re.IGNORECASE).search("SEND\x1cit") is not None
    assert searcher.ascii_twin.search("send\x1cit") is None
    assert searcher.span("SEND\x1cit") == (0, 7)
    assert searcher.span("Please SEND it \u2014 now") == (7, 14)
    # a word character outside ASCII ends no word to re.ASCII: the Unicode twin reads it
    assert Folded(r"\bit\b").span("\u00e9it it") == (4, 6)


def test_the_twin_flags_are_the_compiled_twins() -> None:
    assert len(FOLDED) > 60
    for searcher in FOLDED:
        assert searcher.twin is not None
        assert searcher.twin.flags == searcher.twin_flags, searcher.pattern


def test_the_texts_are_many_and_some_match() -> None:
    texts = _texts()
    # (suite29) divided by the share: 722 at share 10, about 1,440 at 5
    assert sum(ascii_classes(t) and not t.isascii() for t in texts) > 6_000 // corpus_text.share()
    # (suite64) divided by the share too: 500 at 20 as before (442 such texts at 40)
    assert sum(not ascii_classes(t) for t in texts) > 10_000 // corpus_text.share()
    # every 7th text at share 5 (every 13th until stop 55, when new rare patterns left 53 of 110
    # matched), every 3rd at share 10 (every 7th left 52 of 117 there; every 3rd 63)
    step = max(1, 35 // corpus_text.share())
    matched = [f for f in FOLDED if any(f.span(t) is not None for t in texts[::step])]
    assert len(matched) >= len(FOLDED) // 2


QUARTERS = 8  # each Folded twin reads an eighth of the texts (a quarter until stop 48)


@pytest.mark.parametrize("index", range(len(FOLDED)))
def test_the_ascii_twin_finds_the_twins_spans(index: int) -> None:
    searcher = FOLDED[index]
    twin, ascii_twin = searcher.twin, searcher.ascii_twin
    assert twin is not None and ascii_twin is not None
    differ = []
    for text in _texts()[index % QUARTERS::QUARTERS]:
        if not ascii_classes(text):
            continue
        lowered = lowered_of(text)
        if ([m.span() for m in twin.finditer(lowered)]
                != [m.span() for m in ascii_twin.finditer(lowered)]):
            differ.append(text[:80])
    assert differ == [], searcher.pattern


def _never(text: str) -> bool:
    del text
    return False



CHUNKS = 2  # tests, each of every STEP-th text from its own offset
STEP = 16


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_scan_is_the_same_without_re_ascii(monkeypatch: pytest.MonkeyPatch,
                                                       chunk: int) -> None:
    texts = _texts()[chunk::STEP]
    now = judge_as_is(texts)
    # the texts hold many matches (100 at the share of 3, scaled with the share)
    assert sum(line != "[]" for line in now) > 300 // corpus_text.share()
    with monkeypatch.context() as patch:
        patch.setattr(base, "ascii_classes", _never)
        patch.setattr(LAZY, "ascii_classes", _never)
        before = judge(texts)
    assert [texts[i // 2][:80] for i in range(len(now)) if now[i] != before[i]] == []


_ALPHABET = st.sampled_from([*"abcdefghiklmnorstuvwxyzKSIE .,:;_-/~'\"`<>()[]\n\t\x1c",
                             *SYMBOLS, *NOT_ASCII_CLASSES,
                             " ignore ", " previous ", " instructions ", " ssh ", " send ",
                             " user ", " do not tell ", "http://", " api key ", " curl "])


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_generated_text(text: str) -> None:
    for searcher in FOLDED:
        original = re.compile(searcher.pattern, searcher.flags)
        if text.isascii() or (searcher.symbol_safe and base.twin_holds(text)):
            assert list(searcher.spans(text)) == [m.span() for m in original.finditer(text)]
    now = repr(attacks.scan(text, SITE, 10_000))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(base, "ascii_classes", _never)
        patch.setattr(LAZY, "ascii_classes", _never)
        assert repr(attacks.scan(text, SITE, 10_000)) == now


def test_the_lazy_patterns_searched_by_text() -> None:
    assert len(BY_TEXT) > 150
    assert all(any(map(p.pattern.__contains__, LAZY._CLASS_ESCAPES)) for p in BY_TEXT)
    # an IGNORECASE pattern written outside ASCII is not: its letters may match other letters
    assert not ascii_safe("\u017f", re.IGNORECASE) and not ascii_safe("caf\u00e9", re.IGNORECASE)
    assert ascii_safe("caf\u00e9\\b", 0) and ascii_safe(r"\bsend\b", re.IGNORECASE)
    assert not ascii_safe(r"\x41\b", re.IGNORECASE)
    pattern = LazyPattern(r"\bsend\s+it\b", re.IGNORECASE)
    assert pattern.by_text
    assert pattern.search("SEND\x1cit") is not None  # the Unicode separator: as written
    assert pattern.narrow.search("SEND\x1cit") is None
    found = pattern.search("Please SEND it \u2014 now")
    assert found is not None and found.span() == (7, 14) and found.re.flags & re.ASCII
    assert not LazyPattern(r"[a-z]+").by_text


SHARES = 20  # each lazy pattern reads a twentieth of the texts (a tenth until stop 48)


@pytest.mark.parametrize("index", range(len(BY_TEXT)))
def test_the_narrow_lazy_pattern_finds_the_patterns_spans(index: int) -> None:
    """The re.ASCII compilation finds the same spans, and the pattern answering by text (with
    its substrings screen, attacks.needs, for a case-sensitive one) the same as written."""
    pattern = BY_TEXT[index]
    wide, narrow = pattern.compiled, pattern.narrow
    differ = []
    for text in _texts()[index % SHARES::SHARES]:
        spans = [m.span() for m in wide.finditer(text)]
        if ascii_classes(text) and spans != [m.span() for m in narrow.finditer(text)]:
            differ.append(text[:80])
        if spans != [m.span() for m in pattern.finditer(text)] or (
                pattern.findall(text) != wide.findall(text)):
            differ.append(text[:80])
        found, expected = pattern.search(text, 2), wide.search(text, 2)
        if (found and found.span()) != (expected and expected.span()):
            differ.append(text[:80])
    assert differ == [], pattern.pattern


def test_a_text_without_the_substrings_is_not_searched() -> None:
    pattern = LazyPattern(r"\b(?:upload|send)\s+the\s+ledger\b")
    assert pattern.by_text and pattern.needs == ("ledger",)
    assert pattern.search("upload the journal") is None
    assert pattern._narrow is None and pattern._compiled is None  # nothing compiled
    assert list(pattern.finditer("send the Ledger")) == [] and pattern.findall("x") == []
    found = pattern.search("please send the ledger")
    assert found is not None and found.span() == (7, 22)
    assert LazyPattern(r"\bsend\s+the\s+ledger\b", re.IGNORECASE).needs is None
