"""(speed15) The screens' word starts (concepts._Screens) indexed by their first two letters, not
their first one: `of_word` gives, for every word of a share of the corpus strings (held-out
corpora left out) and for words made from the starts themselves, the clauses the plain test of
every start gives.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import concepts
from mcpcheck.checks.lint.attacks.base import words_of
from tests.support import corpus_text
from tests.support.corpus_text import corpus_strings

SHARE = 9  # every ninth corpus string (sorted: a fixed, deterministic share)


def _screens() -> concepts._Screens:
    assert concepts._SCREENS is not None
    return concepts._SCREENS


def _every_start() -> list[tuple[str, int]]:
    screens = _screens()
    found = [pair for bucket in screens.starts.values() for pair in bucket]
    found += [(start, cid) for start, cids in screens.short_starts.items() for cid in cids]
    return found


def _by_start(every_start: list[tuple[str, int]]) -> dict[str, frozenset[int]]:
    """Every start of `every_start` (`_every_start()`) with its clauses, listed once per test."""
    found: dict[str, set[int]] = {}
    for start, cid in every_start:
        found.setdefault(start, set()).add(cid)
    return {start: frozenset(cids) for start, cids in found.items()}


def _plain(word: str, by_start: dict[str, frozenset[int]]) -> frozenset[int]:
    """The clauses of the word: its own, and those of each start it begins with, found by
    looking each of the word's prefixes up among all the starts (`_by_start`), not through the
    index by first letters that `of_word` reads. (suite25) Trying each start's `startswith` on
    every word, the list of starts made again for each word, took 12 CPU s of the suite."""
    screens = _screens()
    hits = set(screens.words.get(word, ()))
    for end in range(len(word) + 1):
        hits.update(by_start.get(word[:end], ()))
    return frozenset(hits)


def test_every_start_is_indexed_once_under_its_letters() -> None:
    screens = _screens()
    starts = _every_start()
    assert len(starts) > 1000
    assert len(set(starts)) == len(starts)
    for key, bucket in screens.starts.items():
        assert all(start[:2] == key for start, _ in bucket)
    assert all(len(start) < 2 for start in screens.short_starts)


def test_the_words_of_the_corpus_share() -> None:
    words = sorted({word for text in corpus_strings(held_out=False)[::SHARE]
                    for word in words_of(text.lower())})
    assert len(words) > 25_000 // corpus_text.share()  # 3,688 at share 10 (stop 59)
    screens = _screens()
    by_start = _by_start(_every_start())
    hit = 0
    for word in words:
        expected = _plain(word, by_start)
        assert screens.of_word(word) == expected, word
        hit += bool(expected)
    assert hit > 500  # the share holds words that satisfy clauses, not only words that do not


def test_words_made_from_the_starts() -> None:
    screens = _screens()
    every_start = _every_start()
    made = sorted({form for start, _ in every_start
                   for form in (start, start + "s", start[:1], start[:-1], start + "_x")})
    by_start = _by_start(every_start)
    hit = 0
    for word in made:
        expected = _plain(word, by_start)
        assert screens.of_word(word) == expected, word
        hit += bool(expected)
    assert hit > 1000
