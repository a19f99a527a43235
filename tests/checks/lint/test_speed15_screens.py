"""(speed15) The screens' word starts (concepts._Screens) indexed by their first two letters, not
their first one: `of_word` gives, for every word of a share of the corpus strings (held-out
corpora left out) and for words made from the starts themselves, the clauses the plain test of
every start gives.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import concepts
from mcpcheck.checks.lint.attacks.base import words_of
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


def _plain(word: str) -> frozenset[int]:
    """The clauses of the word, each start tried."""
    screens = _screens()
    hits = set(screens.words.get(word, ()))
    hits.update(cid for start, cid in _every_start() if word.startswith(start))
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
    assert len(words) > 5000
    screens = _screens()
    hit = 0
    for word in words:
        expected = _plain(word)
        assert screens.of_word(word) == expected, word
        hit += bool(expected)
    assert hit > 500  # the share holds words that satisfy clauses, not only words that do not


def test_words_made_from_the_starts() -> None:
    screens = _screens()
    made = sorted({form for start, _ in _every_start()
                   for form in (start, start + "s", start[:1], start[:-1], start + "_x")})
    hit = 0
    for word in made:
        expected = _plain(word)
        assert screens.of_word(word) == expected, word
        hit += bool(expected)
    assert hit > 1000
