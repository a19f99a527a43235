"""Word gates: the words a reader's patterns cannot do without, tested on a text's words.

A gate is alternatives, each a conjunction of word sets; a word set is whole words and word
starts (recall65a). A text's words are attacks.base.words_of's ASCII runs, computed once per
text for every class; its heads are their first HEAD characters (a set, cached the same way), so a
word set's starts are tested by one set lookup first and walked over the words only when a head
is shared. Only a text whose letters are all ASCII is gated (the sets hold ASCII words; a dash,
a curly quote or a bullet outside ASCII leaves the words what words_of reads).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mcpcheck.checks.lint.attacks.base import words_of

HEAD = 4  # every word start of a gate is at least this long
Heads = dict[str, list[str]]  # a text's words by their first HEAD letters


@dataclass(frozen=True)
class WordSet:
    whole: frozenset[str]
    starts: tuple[str, ...]
    heads: frozenset[str]
    # the runs of letters outside ASCII of the patterns the set stands for: a match of a form
    # written with such letters holds one of its runs (a text with other letters is gated by them)
    others: tuple[str, ...] = ()
    sourced: bool = False  # read from its patterns' sources: `others` is every run they hold
    firsts: frozenset[str] = frozenset()  # the first letters of `others`
    whole_heads: frozenset[str] = frozenset()  # the starts exactly HEAD letters long

    def held_by(self, words: frozenset[str], heads: Heads) -> bool:
        if not words.isdisjoint(self.whole):
            return True
        if not self.starts:
            return False
        shared = heads.keys() & self.heads
        if not shared:
            return False
        if not shared.isdisjoint(self.whole_heads):
            return True  # a start as long as a head: every word with that head holds it
        return any(word.startswith(self.starts) for head in shared for word in heads[head])

    def held_in(self, lowered: str, words: frozenset[str], heads: Heads) -> bool:
        """held_by for a text with letters outside ASCII: its ASCII words (an ASCII form of the
        patterns is a whole word there too), or one of the runs outside ASCII (none when the
        text has none of their first letters)."""
        if self.held_by(words, heads):
            return True
        if chars_of(lowered).isdisjoint(self.firsts):
            return False
        return any(run in lowered for run in self.others)


_OTHER_RUN = re.compile(r"(?:(?![\x00-\x7f])[^\W\d_])+")


def word_set(whole: str, starts: str = "", of: tuple[str, ...] = (),
             others: str | None = None) -> WordSet:
    """Whole words and word starts, each a space-separated string; `of`: the sources of the
    patterns the set stands for (their runs of letters outside ASCII gate a text that has such
    letters); `others`: those runs written out instead (space-separated), when the set stands
    for one part of a pattern whose other parts' runs would open it."""
    found = tuple(starts.split())
    short = [start for start in found if len(start) < HEAD]
    if short:
        raise ValueError(f"word starts shorter than {HEAD} characters: {short}")
    if others is not None:
        runs = tuple(sorted(set(others.split())))
    else:
        runs = tuple(sorted({run for source in of for run in _OTHER_RUN.findall(source.lower())}))
    return WordSet(frozenset(whole.split()), found, frozenset(start[:HEAD] for start in found),
                   runs, bool(of) or others is not None, frozenset(run[0] for run in runs),
                   frozenset(start for start in found if len(start) == HEAD))


def union(sets: list[WordSet]) -> WordSet:
    starts = tuple(sorted({start for found in sets for start in found.starts}))
    runs = tuple(sorted({run for found in sets for run in found.others}))
    return WordSet(frozenset().union(*(found.whole for found in sets)), starts,
                   frozenset(start[:HEAD] for start in starts), runs,
                   all(found.sourced for found in sets), frozenset(run[0] for run in runs),
                   frozenset(start for start in starts if len(start) == HEAD))


Gate = tuple[tuple[WordSet, ...], ...]  # alternatives, each a conjunction


def opens(gate: Gate, words: frozenset[str], heads: Heads) -> bool:
    return any(all(found.held_by(words, heads) for found in alternative)
               for alternative in gate)


def opens_in(gate: Gate, lowered: str, words: frozenset[str], heads: Heads) -> bool:
    """opens() for a text with letters outside ASCII (WordSet.held_in)."""
    return any(all(found.held_in(lowered, words, heads) for found in alternative)
               for alternative in gate)


def sourced(gate: Gate) -> bool:
    """Whether every set of the gate holds the runs of its patterns (else a text with letters
    outside ASCII is not gated by it)."""
    return all(found.sourced for alternative in gate for found in alternative)


def first_sets(gates: list[Gate]) -> WordSet:
    """One word set of the first set of every alternative of every gate: a text that holds none
    of it opens none of the gates."""
    return union([alternative[0] for gate in gates for alternative in gate])


def _heads(words: frozenset[str]) -> Heads:
    found: dict[str, list[str]] = {}
    for word in words:
        found.setdefault(word[:HEAD], []).append(word)
    return found


@lru_cache(maxsize=16)
def heads_of(lowered: str) -> Heads:
    """The text's words by their first HEAD letters."""
    return _heads(words_of(lowered))


@lru_cache(maxsize=16)
def chars_of(lowered: str) -> frozenset[str]:
    return frozenset(lowered)


@lru_cache(maxsize=16)
def ascii_letters(lowered: str) -> bool:
    """Whether every letter of the text is ASCII."""
    return lowered.isascii() or not any(ch.isalpha() for ch in set(lowered) if ord(ch) > 0x7F)


_UNCACHED_WORDS = words_of.__wrapped__  # words_of without its cache (a unit's words would evict
# the whole texts' entries the other classes read)


def unit_words(unit: str) -> tuple[frozenset[str], Heads]:
    """The words and heads of a part of a text (a statement), not cached."""
    words = _UNCACHED_WORDS(unit)
    return words, _heads(words)
