"""What every attack-class detector shares: the site of a text, a hit, and the pattern helper."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol


class ForeignTools(Mapping[str, str]):
    """The tools of the other servers checked together, name -> server, as one server sees
    them: a view of one table of the whole fleet (name -> the servers that advertise it, in
    order), so N servers share one table instead of building N (`check`'s cross-server lint).
    A name is seen when another server advertises it (as the last such server's) and it is not
    `hidden`; `names` are the server's own tool names."""

    def __init__(self, owners: Mapping[str, tuple[str, ...]], server: str,
                 names: Iterable[str], hidden: frozenset[str] = frozenset()) -> None:
        self.owners = owners
        self.server = server
        self.names = frozenset(names)
        self.hidden = hidden
        unseen = {n for n in self.names | hidden if n in owners and n not in self}
        self._size = len(owners) - len(unseen)

    def hiding(self, names: frozenset[str]) -> ForeignTools:
        """The same view with `names` hidden too (no copy of the table)."""
        return ForeignTools(self.owners, self.server, self.names, self.hidden | names)

    def __getitem__(self, name: str) -> str:
        if name not in self.hidden:
            for owner in reversed(self.owners[name]):
                if owner != self.server:
                    return owner
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        found = self.owners.get(name) if isinstance(name, str) else None
        return (found is not None and name not in self.hidden
                and any(owner != self.server for owner in found))

    def __iter__(self) -> Iterator[str]:
        server, hidden = self.server, self.hidden
        return (name for name, found in self.owners.items()
                if name not in hidden and any(owner != server for owner in found))

    def __len__(self) -> int:
        return self._size


@dataclass(frozen=True)
class Site:
    """Where a text sits, as far as the detectors care."""

    tool: str | None = None  # the tool the text belongs to (None: prompt, resource, server)
    param: str | None = None  # the input property whose text this is, if any
    own_tools: frozenset[str] = frozenset()  # every tool name this server advertises
    foreign_tools: Mapping[str, str] = field(default_factory=dict)  # other servers: name -> server
    params: frozenset[str] = frozenset()  # the tool's own property names (not other tools)


@dataclass(frozen=True)
class Hit:
    start: int  # in the scanned view
    end: int
    reason: str


class Searcher(Protocol):
    def search(self, text: str) -> re.Match[str] | None: ...


@dataclass(frozen=True)
class Pattern:
    """One named pattern of an attack class: what it matches and why that is an attack.

    `id` is stable ("b.key-file"); `reason` is what a finding says it found; `why` is what makes
    it an attack (documentation); `kind` names the object a clause judgment looks at (the key
    file, the environment, the model's context, a credential) where the class needs one.
    """

    id: str
    letter: str
    reason: str
    searcher: Searcher
    why: str = ""
    lang: str = "en"
    kind: str = ""

    @property
    def regex(self) -> str:
        """The pattern's source (a windowed pattern's whole pattern)."""
        whole = getattr(self.searcher, "whole", self.searcher)
        return str(getattr(whole, "pattern", ""))


Patterns = Sequence[Pattern]


def compile_all(letter: str, rows: Sequence[tuple[str, str, str]], *, why: str = ""
                ) -> tuple[Pattern, ...]:
    """Pattern records from (id, reason, regex) rows, compiled case-insensitively."""
    return tuple(Pattern(f"{letter}.{pid}", letter, reason, re.compile(regex, re.IGNORECASE), why)
                 for pid, reason, regex in rows)


def by_id(patterns: Sequence[Pattern], pid: str) -> Pattern:
    for pattern in patterns:
        if pattern.id == pid:
            return pattern
    raise KeyError(pid)


def gate_of(words: Sequence[str]) -> re.Pattern[str]:
    """One search for any of `words` (lowercase substrings) that a class's patterns need."""
    return re.compile("|".join(re.escape(word) for word in words))


def gated(lowered: str, gate: re.Pattern[str]) -> bool:
    """A cheap test that a text must pass before a class's patterns run on it."""
    return gate.search(lowered) is not None


def first_hit(text: str, patterns: Patterns) -> Hit | None:
    """The earliest match of any pattern (ties: the first listed)."""
    best: Hit | None = None
    for pattern in patterns:
        match = pattern.searcher.search(text)
        if match is not None and (best is None or match.start() < best.start):
            best = Hit(match.start(), match.end(), pattern.reason)
    return best


_WORD = re.compile(r"[a-z0-9_$]+")


@lru_cache(maxsize=16)
def words_of(lowered: str) -> frozenset[str]:
    """The words of a lowercased text (computed once for all the classes that scan it)."""
    words = _WORD.findall(lowered)
    if "$" in lowered:  # `$chat` is also the word "chat" (a pattern reads `$` as a separator)
        words += [part for word in words if "$" in word for part in word.split("$") if part]
    return frozenset(words)


def has_word(lowered: str, words: frozenset[str]) -> bool:
    return not words.isdisjoint(words_of(lowered))


class Windowed:
    """A verb-then-target pattern run only around each target: find the target first (a cheap
    search), then the whole pattern in the `reach` characters before it."""

    def __init__(self, target: str, whole: str, reach: int = 160, after: int = 0) -> None:
        self.target = re.compile(target, re.IGNORECASE)
        self.whole = re.compile(whole, re.IGNORECASE)
        self.pattern = self.whole  # what first_hit reports on, for callers that look
        self.reach = reach
        self.after = after  # characters after the target that the pattern may still need

    def search(self, text: str) -> re.Match[str] | None:
        for count, found in enumerate(self.target.finditer(text)):
            if count >= 16:
                break
            start = max(0, found.start() - self.reach)
            match = self.whole.search(text, start, min(len(text), found.end() + self.after))
            if match is not None:
                return match
        return None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Each match found around a target (at most 16 targets), in order, none twice."""
        last = -1
        for count, found in enumerate(self.target.finditer(text)):
            if count >= 16:
                break
            start = max(0, found.start() - self.reach, last + 1)
            match = self.whole.search(text, start, min(len(text), found.end() + self.after))
            if match is not None:
                last = match.start()
                yield match
