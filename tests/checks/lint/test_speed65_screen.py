"""(speed65) The wide screen of a pattern (attacks.screen, attacks.needs.wide_needs_of): a text
none of whose three-character runs starts one of a pattern's wide strings is not searched.

Sound when (1) `Need.holds` is exactly "one of the strings is in the text" (a property test on
any strings), (2) every match of the pattern holds one of its wide strings (the needs reader, as
for the needs table, tested here on every corpus string against every pattern that has a wide
screen: a pattern that matches a corpus string holds its need there), and (3) the screened
search answers as the unscreened one (the lint of every corpus entry: the replay, byte-identical;
here a pattern made now, with and without its screen).
"""

from __future__ import annotations

import gc
import re
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mcpcheck.checks.lint.engine  # noqa: F401  (every detector's patterns are made)
from mcpcheck.checks.lint.attacks import screen
from mcpcheck.checks.lint.attacks.base import Folded
from mcpcheck.checks.lint.attacks.lazy import LazyPattern, lazy
from mcpcheck.checks.lint.attacks.needs import (
    WIDE_STRINGS,
    needs_of,
    stored_wide_need_of,
    wide_needs_of,
)
from mcpcheck.checks.lint.attacks.screen import Need, grams
from tests.support.corpus_text import corpus_strings

_CHARS = st.sampled_from("abcdeé é-_\n.日本ab")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(_CHARS, min_size=1, max_size=6), min_size=1, max_size=12),
       st.text(_CHARS, max_size=60))
def test_a_need_holds_exactly_when_one_of_its_strings_is_in_the_text(
        strings: list[str], text: str) -> None:
    assert Need(strings).holds(text) == any(string in text for string in strings)


@settings(max_examples=200, deadline=None)
@given(st.text(_CHARS, max_size=40))
def test_the_index_holds_every_run_of_three(text: str) -> None:
    index = grams(text)
    assert all(text[at : at + 3] in index for at in range(len(text) - 2))
    assert all(len(run) == 3 and run in text for run in index)


def test_a_need_without_any_string_in_the_text_does_not_hold() -> None:
    need = Need(("recommend", "suggest", "propon", "ai", "x"))
    assert need.holds("we recommend it") and need.holds("an ai") and need.holds("x")
    assert need.holds("propone") and not need.holds("the rows in a table")
    assert not need.holds("") and not need.holds("re")  # shorter than a run: no run at all


def _many_words_pattern(words: list[str]) -> str:
    return r"(?<!\w)(?:" + "|".join(words) + r")\w*\s+\d+"


def test_a_pattern_of_many_alternatives_gets_a_wide_screen_the_needs_table_cannot() -> None:
    words = [f"{chr(97 + n % 26)}{n:03d}rank" for n in range(80)]  # more alternatives than needs() keeps
    source = _many_words_pattern(words)
    assert needs_of(source, re.UNICODE) is None
    wide = wide_needs_of(source, re.UNICODE)
    assert wide is not None and set(wide) == set(words)
    # a word added to the pattern is in its screen: nothing is typed twice
    grown = wide_needs_of(_many_words_pattern([*words, "promote"]), re.UNICODE)
    assert grown is not None and "promote" in grown
    need = stored_wide_need_of(source, re.UNICODE)  # not in the table: derived
    assert need is not None and need.strings == tuple(sorted(words))


def test_a_screened_lazy_pattern_answers_as_the_pattern_does() -> None:
    words = [f"{chr(97 + n % 26)}{n:03d}rank" for n in range(80)]
    source = _many_words_pattern(words)
    screened, plain = lazy(source), re.compile(source)
    texts = ["h007rank 2 rows first", "h007ranked 12 files", "rank 3 rows first",
             "the b079rank 4 of a b c", "nothing here", "h0", "", "m012rank1"]
    for text in texts:
        for name in ("search", "match", "findall"):
            found, expected = getattr(screened, name)(text), getattr(plain, name)(text)
            if name == "findall":
                assert found == expected
            else:
                assert (found and found.span()) == (expected and expected.span()), (name, text)
        assert [m.span() for m in screened.finditer(text)] == [
            m.span() for m in plain.finditer(text)]
    assert screened.search(texts[0]) is not None and screened.search(texts[2]) is None


def test_a_wide_need_keeps_at_most_its_bound() -> None:
    words = [f"{chr(97 + n % 26)}{n:04d}z" for n in range(WIDE_STRINGS + 1)]  # no common start
    assert wide_needs_of(r"\b(?:" + "|".join(words) + r")\b", re.UNICODE) is None
    assert wide_needs_of(r"(?i)\b(?:send|post)\b", re.UNICODE) is None  # case-insensitive


def _screened() -> list[tuple[str, Need, re.Pattern[str]]]:
    """(key, need, the pattern as the screen guards it) of every pattern made at import that has
    a wide screen: a Folded pattern's twin (searched in lowered text), a case-sensitive lazy
    pattern searched by text."""
    out: dict[str, tuple[str, Need, re.Pattern[str]]] = {}
    gc.collect()
    for obj in gc.get_objects():
        if isinstance(obj, Folded) and obj.twin is not None:
            need = stored_wide_need_of(obj.twin.pattern, obj.twin_flags)
            if need is not None:
                out[obj.twin.pattern] = (obj.twin.pattern, need, obj.twin)
        elif (isinstance(obj, LazyPattern) and obj.by_text
              and not obj.given_flags & re.IGNORECASE):
            need = stored_wide_need_of(obj.pattern, obj.flags)
            if need is not None:
                out[obj.pattern] = (obj.pattern, need, obj.compiled)
    return list(out.values())


def test_many_detector_patterns_have_a_wide_screen() -> None:
    found = _screened()
    assert len(found) > 150
    assert sum(len(need.strings) > 48 for _, need, _ in found) > 50


@pytest.mark.parametrize("part", range(4))
def test_every_corpus_match_of_a_screened_pattern_holds_its_need(part: int) -> None:
    """Over the corpus strings (the share; `make test-full`: all), lowered and as written: where
    a screened pattern matches, its need holds (so the screen never hides a match)."""
    found = _screened()
    texts = corpus_strings()[part::4]
    assert len(texts) > 500
    checked = 0
    for text in texts:
        for variant in {text, text.lower()}:
            for key, need, pattern in found:
                if need.holds(variant):
                    continue
                checked += 1
                assert pattern.search(variant) is None, (
                    key[:80], zlib.crc32(variant.encode("utf-8", "surrogatepass")))
    assert checked > 1000


@pytest.mark.parametrize("kind", ["Folded", "lazy"])
def test_the_screen_is_read_from_the_table_at_run_time(kind: str) -> None:
    """A pattern made at import reads its wide screen from the stored table: no parse."""
    found = [(obj.twin.pattern, obj.twin_flags) if isinstance(obj, Folded) else
             (obj.pattern, obj.flags) for obj in gc.get_objects()
             if (kind == "Folded" and isinstance(obj, Folded) and obj.twin is not None)
             or (kind == "lazy" and isinstance(obj, LazyPattern) and obj.by_text
                 and not obj.given_flags & re.IGNORECASE)]
    from mcpcheck.checks.lint.attacks import needs as needs_module
    from mcpcheck.checks.lint.attacks.wide_needs_table import WIDE

    stored = [pair for pair in found if needs_module.key_of_source(*pair) in WIDE]
    assert len(stored) > 50
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(needs_module, "_parser", None)  # a parse would fail
        for pair in stored:
            need = stored_wide_need_of(*pair)
            strings = WIDE[needs_module.key_of_source(*pair)]
            assert (need is None) == (strings is None)
            assert need is None or need.strings == tuple(sorted(set(strings or ())))


def test_the_module_is_a_leaf() -> None:
    """attacks.screen imports no detector (lazy and base import it)."""
    assert not any(name.startswith("mcpcheck") for name in screen.__dict__
                   if isinstance(screen.__dict__[name], type(re)))
