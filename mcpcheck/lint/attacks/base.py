"""What every attack-class detector shares: the site of a text, a hit, and the pattern helper."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache


@dataclass(frozen=True)
class Site:
    """Where a text sits, as far as the detectors care."""

    tool: str | None = None  # the tool the text belongs to (None: prompt, resource, server)
    param: str | None = None  # the input property whose text this is, if any
    own_tools: frozenset[str] = frozenset()  # every tool name this server advertises
    foreign_tools: Mapping[str, str] = field(default_factory=dict)  # other servers: name -> server


@dataclass(frozen=True)
class Hit:
    start: int  # in the scanned view
    end: int
    reason: str


Patterns = Sequence[tuple[str, re.Pattern[str]]]


def compile_all(pairs: Sequence[tuple[str, str]]) -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((reason, re.compile(pattern, re.IGNORECASE)) for reason, pattern in pairs)


def gate_of(words: Sequence[str]) -> re.Pattern[str]:
    """One search for any of `words` (lowercase substrings) that a class's patterns need."""
    return re.compile("|".join(re.escape(word) for word in words))


def gated(lowered: str, gate: re.Pattern[str]) -> bool:
    """A cheap test that a text must pass before a class's patterns run on it."""
    return gate.search(lowered) is not None


def first_hit(text: str, patterns: Patterns) -> Hit | None:
    """The earliest match of any pattern (ties: the first listed)."""
    best: Hit | None = None
    for reason, pattern in patterns:
        match = pattern.search(text)
        if match is not None and (best is None or match.start() < best.start):
            best = Hit(match.start(), match.end(), reason)
    return best


_WORD = re.compile(r"[a-z0-9_$]+")


@lru_cache(maxsize=16)
def words_of(lowered: str) -> frozenset[str]:
    """The words of a lowercased text (computed once for all the classes that scan it)."""
    return frozenset(_WORD.findall(lowered))


def has_word(lowered: str, words: frozenset[str]) -> bool:
    return not words.isdisjoint(words_of(lowered))
