"""(speed65) The clean screen of a pattern: the many strings one of which its every match holds,
tested through one index of the text.

Every real text ends with no finding (speed64), and a large part of a lint's time is patterns
searched in texts they do not match. A case-sensitive pattern carries the substrings one of
which every match holds (attacks.needs), and a text with none of them is not searched; but
`needs` keeps at most 48 strings (each is one `in` test, and a test of hundreds would cost more
than the search it saves), so a pattern of many alternatives ("recommend|suggest|propose|..."
in twenty languages) has none and is searched in every text.

Here the text is indexed once: the set of its runs of three characters (`grams`, kept for the
last texts asked about, since a text is searched by hundreds of patterns). A pattern's wide
strings (attacks.needs.wide_needs_of, up to WIDE strings, stored with the needs table) are
grouped by their first three characters; a text none of whose runs is the start of one of
them holds none of them (a string in the text starts with one of its runs), and the others are
tested with `in` only for the runs the text has. Strings shorter than three characters are
tested with `in`. So `Need.holds(text)` is exactly "one of the strings is in the text", at the
cost of a set intersection: a pattern whose need does not hold cannot match, and is not
searched (the search answers as for a text without a match).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

__all__ = ["GRAM", "Need", "grams"]

GRAM = 3  # characters of the runs an index holds


@lru_cache(maxsize=64)
def grams(text: str) -> frozenset[str]:
    """The runs of GRAM characters of `text` (its index), for the last texts asked about."""
    return frozenset([text[at : at + GRAM] for at in range(len(text) - GRAM + 1)])


class Need:
    """One of `strings` is in the text."""

    __slots__ = ("by_gram", "starts", "short", "strings")

    def __init__(self, strings: Iterable[str]) -> None:
        self.strings = tuple(sorted(set(strings)))
        self.short = tuple(s for s in self.strings if len(s) < GRAM)
        by_gram: dict[str, list[str]] = {}
        for string in self.strings:
            if len(string) >= GRAM:
                by_gram.setdefault(string[:GRAM], []).append(string)
        self.by_gram = {gram: tuple(found) for gram, found in by_gram.items()}
        self.starts = frozenset(self.by_gram)

    def holds(self, text: str) -> bool:
        """One of the strings is in `text`."""
        if self.short and any(map(text.__contains__, self.short)):
            return True
        by_gram = self.by_gram
        return any(string in text for gram in self.starts.intersection(grams(text))
                   for string in by_gram[gram])
