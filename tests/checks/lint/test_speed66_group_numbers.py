"""(speed66) A pattern that refers to a group by its number (`\\1`) gets a case-sensitive twin and
is narrowed to the alternatives a text may match, like any other (attacks.base.fold, Folded._split,
_numbering). Before, one such alternative took both away from its whole pattern: the trust
signal of the concept rules (`concepts._VERIFY_OFF`, 55 alternatives, one of them a `sed`
substitution whose separator is `\\1`) was searched with IGNORECASE in every text that held one
of its needs (0.24-0.32 CPU s of the lint of 1,000 unseen tools; 0.05 after).

Narrowed, the alternatives kept are joined and compiled alone: a numbered alternative keeps its
groups' numbers only when the capturing groups of the alternatives kept before it are those of
the whole twin, else the whole twin is searched. These tests hold every span to the pattern's
own, as written, on written texts and on texts hypothesis draws.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.checks.lint.attacks import base, concepts
from mcpcheck.checks.lint.attacks.base import Folded, _numbering, _top_level_branches


@pytest.mark.parametrize(("sources", "expected"), [
    (["a", "b"], (frozenset(), (0, 0), (0, 0))),
    ([r"s([/|])x\1", r"(y)z", "w"], (frozenset({0}), (0, 1, 2), (1, 1, 0))),
    ([r"(y)z", r"s([/|])x\2"], (frozenset({1}), (0, 1), (1, 1))),
    ([r"[(]q(r)\1", r"\(p"], (frozenset({0}), (0, 1), (1, 0))),  # a class, an escaped bracket
])
def test_numbering(sources: list[str], expected: object) -> None:
    assert _numbering(sources) == expected


@pytest.mark.parametrize("sources", [
    [r"(y)z", r"s([/|])x\1"],  # a group of another alternative
    [r"s([/|])x\2", "w"],  # no such group in its own
    [r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "w"],  # two digits
    [r"(?P=name)", "w"],
])
def test_what_is_not_split(sources: list[str]) -> None:
    assert _numbering(sources) is None


def test_the_trust_signal_is_folded_and_narrowed() -> None:
    searcher = next(s for s, _ in concepts._REGEX_SEARCHERS[concepts.VERIFY_OFF.find])
    assert isinstance(searcher, Folded)
    assert searcher.twin is not None
    branches = searcher._split()
    assert branches is not None and len(branches.sources) > 40
    assert len(branches.numbered) == 1
    # its sed alternative, matched in either case and with any separator, and not with two
    sed = "Run sed -i 's|verify=true|verify=false|' app.conf"
    for text in (sed, sed.upper(), sed.replace("|", "#"), sed.replace("|verify=false", "#x=0")):
        expected = [m.span() for m in re.finditer(concepts._VERIFY_OFF.pattern, text,
                                                  re.IGNORECASE)]
        for _ in range(base._NARROW_AFTER + 2):  # served whole, then by the narrowed compile
            assert list(searcher.spans(text)) == expected, text


# Patterns whose numbered alternatives sit after capturing ones, before them, and alone.
_PATTERNS = (
    r"\bsed\s+s([/|#])ON\1OFF\1|\bwarn(ing)?\b|\bmode=(fast|slow)\b",
    r"\bmode=(fast|slow)\b|\bsed\s+s([/|#])ON\2OFF\2|\bwarn\b",
    r"\bwarn\b|\b(q+)-\1\b|\bzz(top)\b|(x)y\3",
    r"<(b|i)>[^<]{0,20}</\1>|\bplain\b",
)
_PIECES = ("sed s/on/off/", "SED S|ON|OFF|", "sed s#On#oFf#", "sed s/on|off/", "warn", "WARNING",
           "mode=fast", "MODE=Slow", "qq-qq", "QQ-qq", "q-qq", "zztop", "xytop", "<b>hi</b>",
           "<I>x</i>", "<b>x</i>", "plain", " ", ". ", "\n", "tail")


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(_PATTERNS), st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8))
def test_narrowed_twins_find_what_the_pattern_finds(pattern: str, pieces: list[str]) -> None:
    searcher = _searcher(pattern)
    text = "".join(pieces)
    expected = [m.span() for m in re.finditer(pattern, text, re.IGNORECASE)]
    for _ in range(base._NARROW_AFTER + 2):
        assert list(searcher.spans(text)) == expected
        first = searcher.span(text)
        assert first == (expected[0] if expected else None)


def _searcher(pattern: str) -> Folded:
    """A new searcher each time: none is kept alive at module level, where the needs table's
    test (which collects every Folded alive) would read its twin as the engine's."""
    searcher = Folded(pattern, re.IGNORECASE)
    assert searcher.twin is not None
    assert len(_top_level_branches(searcher._twin_source() or "") or ()) >= 2
    return searcher


def test_a_numbered_alternative_after_a_capturing_one_is_searched_whole() -> None:
    searcher = _searcher(_PATTERNS[1])
    branches = searcher._split()
    assert branches is not None and branches.numbered == frozenset({1})
    assert not branches.numbers_kept([1])  # alone, its `\2` would name no group
    assert branches.numbers_kept([0, 1])
    assert branches.numbers_kept([2])
