"""What every attack-class detector shares: the site of a text, a hit, and the pattern helper."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from mcpcheck.checks.lint.attacks.compiled import compile_pattern
from mcpcheck.checks.lint.attacks.lazy import LONG_TEXT, ascii_classes, holds_any, lazy, presence
from mcpcheck.checks.lint.attacks.needs import stored_needs_of


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
    return tuple(Pattern(f"{letter}.{pid}", letter, reason, Folded(regex), why)
                 for pid, reason, regex in rows)


def by_id(patterns: Sequence[Pattern], pid: str) -> Pattern:
    for pattern in patterns:
        if pattern.id == pid:
            return pattern
    raise KeyError(pid)


def gate_of(words: Sequence[str]) -> re.Pattern[str]:
    """One search for any of `words` (lowercase substrings) that a class's patterns need."""
    return lazy("|".join(re.escape(word) for word in words))


def gated(lowered: str, gate: re.Pattern[str]) -> bool:
    """A cheap test that a text must pass before a class's patterns run on it."""
    return gate.search(lowered) is not None


def first_hit(text: str, patterns: Patterns) -> Hit | None:
    """The earliest match of any pattern (ties: the first listed)."""
    best: Hit | None = None
    for pattern in patterns:
        searcher = pattern.searcher
        if isinstance(searcher, Folded):
            span = searcher.span(text)
        else:
            match = searcher.search(text)
            span = None if match is None else match.span()
        if span is not None and (best is None or span[0] < best.start):
            best = Hit(span[0], span[1], pattern.reason)
    return best


def first_statement_hit(text: str, hints: Sequence[str], statements: re.Pattern[str],
                        judge: Callable[[str], tuple[int, int] | None], reason: str,
                        lowered: str | None = None) -> Hit | None:
    """The first statement of `text` in which `judge` finds a span, as a Hit on `text`. None at
    once when none of `hints` is in `lowered` (`text` itself when not given: the callers that
    pass a lowered text), the cheap screen that spares the statement walk."""
    screen = text if lowered is None else lowered
    if not any(hint in screen for hint in hints):
        return None
    for statement in statements.finditer(text):
        found = judge(statement.group(0))
        if found is not None:
            return Hit(statement.start() + found[0], statement.start() + found[1], reason)
    return None


_WORD = lazy(r"[a-z0-9_$]+")


@lru_cache(maxsize=16)
def words_of(lowered: str) -> frozenset[str]:
    """The words of a lowercased text (computed once for all the classes that scan it)."""
    words = _WORD.findall(lowered)
    if "$" in lowered:  # `$chat` is also the word "chat" (a pattern reads `$` as a separator)
        words += [part for word in words if "$" in word for part in word.split("$") if part]
    if "_" in lowered:  # `vendor_rules_supersede` also holds "supersede" (the concept rules
        # split words at `_`, so their gates must see the parts)
        words += [part for word in words if "_" in word for part in word.split("_") if part]
    return frozenset(words)


def has_word(lowered: str, words: frozenset[str]) -> bool:
    return not words.isdisjoint(words_of(lowered))


_REACH_TRIES = 4  # matches tried around one target until one reaches it


class Windowed:
    """A verb-then-target pattern run only around each target: find the target first (a cheap
    search), then the whole pattern in the `reach` characters before it."""

    def __init__(self, target: str, whole: str, reach: int = 160, after: int = 0) -> None:
        self.target = Folded(target)
        self.whole = Folded(whole)
        self.pattern = self.whole  # what first_hit reports on, for callers that look
        self.reach = reach
        self.after = after  # characters after the target that the pattern may still need

    def search(self, text: str) -> re.Match[str] | None:
        return next(self.finditer(text), None)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Each match found around a target (at most 16 targets), in order, none twice."""
        last = -1
        size = len(text)
        for count, (target_start, target_end) in enumerate(self.target.spans(text)):
            if count >= 16:
                break
            start = max(0, target_start - self.reach, last + 1)
            end = min(size, target_end + self.after)
            for _ in range(_REACH_TRIES):
                span = self.whole.span(text, start, end)
                if span is None:
                    break
                last = span[0]
                match = self.whole.original.match(text, span[0], end)
                if match is not None:  # always (the twin and the original match alike)
                    yield match
                # (recall36) a match that ends before this target names an earlier one ("Do
                # NOT read any .env file; instead read ~/.aws/credentials"): the target's own
                # verb is searched for after it
                if span[1] > target_start:
                    break
                start = span[0] + 1


# --- case-insensitive patterns, searched case-sensitively -----------------------------------------
#
# Python's re tests each alternative of a branch on its first character before trying it only
# when the pattern is case-sensitive; an IGNORECASE pattern tries every alternative at every
# position (2-3x slower on the detectors' long alternations). So an IGNORECASE pattern also gets
# a case-sensitive twin: its source with every letter lowercased, searched in the lowercased
# text. In an ASCII text both find the same spans: a literal letter compared case-insensitively
# matches the text exactly when its lowercase form matches the lowercased text, escapes (`\S`,
# `\b`) are kept as written, and each character class is checked on all 128 ASCII characters.
# A pattern that cannot be folded this way (a hex or named escape, a group name, inline flags,
# a class that would change) has no twin and is searched as written.

_ASCII = tuple(chr(code) for code in range(128))
# (speed66) a group's number (`\1`-`\9`) folds as written: under IGNORECASE it matches the
# group's text with each character's case ignored, which in the lowercased text (ASCII, or
# characters without case: `twin_holds`) is the group's text itself. `\0` and `\1` then a digit
# (an octal escape, a group past nine) stay unfoldable.
_UNFOLDABLE_ESCAPES = frozenset("xuUN0")  # hex, named, octal escapes
_GROUP_NUMBER = frozenset("123456789")
_GROUP_KINDS = frozenset(":=!<>")  # (?:  (?=  (?!  (?<=  (?<!  (?>


def _class_end(source: str, start: int) -> int | None:
    """The index after the `]` that closes the class opened at `start`."""
    index = start + 1
    if source.startswith("^", index):
        index += 1
    if source.startswith("]", index):
        index += 1
    while index < len(source):
        if source[index] == "\\":
            index += 2
            continue
        if source[index] == "]":
            return index + 1
        index += 1
    return None


def _lower_unescaped(source: str) -> str:
    out = []
    index = 0
    while index < len(source):
        if source[index] == "\\":
            out.append(source[index : index + 2])
            index += 2
            continue
        out.append(source[index].lower())
        index += 1
    return "".join(out)


_SAME_CLASS: dict[tuple[str, int], str | None] = {}


def _folded_class(source: str, flags: int) -> str | None:
    """A class's case-sensitive twin for lowercased ASCII text, checked character by character."""
    key = (source, flags)
    if key not in _SAME_CLASS:
        twin = _lower_unescaped(source)
        before = re.compile(source, flags)
        after = re.compile(twin, flags & ~re.IGNORECASE)
        same = all((before.fullmatch(ch) is None) == (after.fullmatch(ch.lower()) is None)
                   for ch in _ASCII)
        _SAME_CLASS[key] = twin if same else None
    return _SAME_CLASS[key]


def _folded_literal(ch: str) -> str | None:
    """A literal character's twin: itself lowercased, if ASCII; a non-ASCII letter only if it
    matches no ASCII character either way (IGNORECASE folds `ſ` to `s`, the Kelvin sign to `k`)."""
    if ch.isascii():
        return ch.lower()
    pattern = re.compile(re.escape(ch), re.IGNORECASE)
    if ch.lower().isascii() or any(pattern.fullmatch(a) is not None for a in _ASCII):
        return None
    return ch


_SPECIAL = lazy(r"[\\\[(]|[^\x00-\x7f]")  # an escape, a class, a group, non-ASCII


def fold(source: str, flags: int = re.IGNORECASE) -> str | None:
    """The case-sensitive twin of an IGNORECASE pattern for lowercased ASCII text, or None."""
    if not flags & re.IGNORECASE or flags & re.VERBOSE:
        return None
    out: list[str] = []
    index = 0
    while True:
        special = _SPECIAL.search(source, index)
        if special is None:
            out.append(source[index:].lower())
            return "".join(out)
        out.append(source[index : special.start()].lower())
        index = special.start()
        ch = source[index]
        if ch == "\\":
            escaped = source[index + 1 : index + 2]
            if not escaped or escaped in _UNFOLDABLE_ESCAPES or (
                    escaped in _GROUP_NUMBER and source[index + 2 : index + 3].isdigit()):
                return None
            out.append(ch + escaped)
            index += 2
        elif ch == "[":
            end = _class_end(source, index)
            twin = None if end is None else _folded_class(source[index:end], flags)
            if end is None or twin is None:
                return None
            out.append(twin)
            index = end
        elif ch == "(":
            if source.startswith("?", index + 1):
                kind = source[index + 2 : index + 3]
                if kind not in _GROUP_KINDS or (kind == "<" and source[index + 3 : index + 4]
                                                not in ("=", "!")):
                    return None  # a named group, inline flags or a comment
                out.append(source[index : index + 3])
                index += 3
            else:
                out.append(ch)
                index += 1
        else:
            literal = _folded_literal(ch)
            if literal is None:
                return None
            out.append(literal)
            index += 1


def uncased(ch: str) -> bool:
    """A character that case plays no part in: lowercasing, uppercasing and case-folding leave it
    as it is, and an IGNORECASE pattern matches it only as itself (an em dash, an arrow, an
    emoji). Every character with a case relation (`ſ`, the Kelvin sign, `ß`) changes one way."""
    return ch.lower() == ch and ch.upper() == ch and ch.casefold() == ch


# characters already judged: ASCII or uncased (the twins hold), and cased ones (a set
# difference and a disjointness test per text instead of a Python test per character)
_CASE_FREE = set(_ASCII)
_CASED: set[str] = set()


@lru_cache(maxsize=16)
def twin_holds(text: str) -> bool:
    """The case-sensitive twins (Folded) find what their patterns find in this text: it is ASCII,
    or every character of it outside ASCII is uncased (ASCII prose with an em dash or an emoji;
    lowercasing keeps each character in its place). A pattern that holds a non-ASCII character
    anywhere is searched as written in such a text (Folded.symbol_safe)."""
    if text.isascii():
        return True
    chars = set(text) - _CASE_FREE
    if not chars.isdisjoint(_CASED):
        return False
    for ch in chars:
        if not uncased(ch):
            _CASED.add(ch)
            return False
        _CASE_FREE.add(ch)
    return True


@lru_cache(maxsize=16)
def lowered_of(text: str) -> str:
    """The text lowercased (once for all the patterns searched in it)."""
    return text.lower()


# (speed18) a back reference, a named one or a conditional group (a twin holds no named group:
# fold): its group's number would change in an alternation with alternatives left out
_NARROW_KEPT = 64  # sets of alternatives compiled per pattern (then the whole twin serves)
_NARROW_AFTER = 2  # sightings of a set of alternatives served by the whole twin
_NARROW_COUNTED = 1024  # sets of alternatives counted per pattern (then the count starts again)


@dataclass(frozen=True)
class _Branches:
    """A twin's top-level alternatives (sources, in order), those without a substrings' screen
    (always kept), and each substring -> the alternatives it screens."""

    sources: tuple[str, ...]
    always: tuple[int, ...]
    needs: tuple[str, ...]
    by_need: dict[str, tuple[int, ...]]
    # (speed66) the alternatives that refer to a group by its number (`\1`: each to a group of
    # its own), with the capturing groups before each alternative and in each: a set of them
    # is searched alone only where every such alternative keeps its groups' numbers
    numbered: frozenset[int] = frozenset()
    groups_before: tuple[int, ...] = ()
    groups: tuple[int, ...] = ()

    def numbers_kept(self, kept: list[int]) -> bool:
        """The alternatives `kept` (in order), joined, give each numbered one the groups'
        numbers it has in the whole twin."""
        count = 0
        for at in kept:
            if at in self.numbered and count != self.groups_before[at]:
                return False
            count += self.groups[at]
        return True

    @classmethod
    def of(cls, sources: list[str], flags: int) -> _Branches | None:
        numbering = _numbering(sources)
        if numbering is None:
            return None
        always: list[int] = []
        by_need: dict[str, list[int]] = {}
        for at, source in enumerate(sources):
            needs = stored_needs_of(source, flags)
            if needs is None:
                always.append(at)
            else:
                for need in needs:
                    by_need.setdefault(need, []).append(at)
        if not by_need:
            return None
        numbered, groups_before, groups = numbering
        return cls(tuple(sources), tuple(always), tuple(by_need),
                   {need: tuple(ats) for need, ats in by_need.items()},
                   numbered, groups_before, groups)


def _numbering(sources: list[str]
               ) -> tuple[frozenset[int], tuple[int, ...], tuple[int, ...]] | None:
    """(speed66) The alternatives that refer to a group by number, the capturing groups before
    each alternative and in each; None when an alternative refers to a group outside itself, by
    name or by a condition (`(?P=`, `(?(`), or by a number of two digits: such a twin is not
    split. Counts the groups of a twin's source (`(` not followed by `?`: a twin holds no named
    group, attacks.base.fold), outside classes and escapes."""
    numbered: set[int] = set()
    before: list[int] = []
    counts: list[int] = []
    total = 0
    for at, source in enumerate(sources):
        if "(?P=" in source or "(?(" in source:
            return None
        count = 0
        refs: list[int] = []
        index, size = 0, len(source)
        while index < size:
            ch = source[index]
            if ch == "\\":
                escaped = source[index + 1 : index + 2]
                if escaped in _GROUP_NUMBER:
                    if source[index + 2 : index + 3].isdigit():
                        return None
                    refs.append(int(escaped))
                index += 2
                continue
            if ch == "[":
                end = _class_end(source, index)
                if end is None:
                    return None
                index = end
                continue
            if ch == "(" and not source.startswith("?", index + 1):
                count += 1
            index += 1
        if any(not total < ref <= total + count for ref in refs):
            return None
        if refs:
            numbered.add(at)
        before.append(total)
        counts.append(count)
        total += count
    return frozenset(numbered), tuple(before), tuple(counts)


def splittable(source: str) -> bool:
    """(speed66) A twin's source that Folded._split may split into its top-level alternatives:
    no reference to a group by name or by a condition (a group's number is checked by
    _numbering, alternative by alternative)."""
    return "(?P=" not in source and "(?(" not in source


def _top_level_branches(source: str) -> list[str] | None:
    """The source's alternatives at its top level (split at each `|` outside a group and a
    class), or None when its groups do not balance."""
    parts: list[str] = []
    depth = 0
    last = index = 0
    size = len(source)
    while index < size:
        ch = source[index]
        if ch == "\\":
            index += 2
            continue
        if ch == "[":
            end = _class_end(source, index)
            if end is None:
                return None
            index = end
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return None
        elif ch == "|" and depth == 0:
            parts.append(source[last:index])
            last = index + 1
        index += 1
    if depth != 0:
        return None
    parts.append(source[last:])
    return parts


class Folded:
    """An IGNORECASE pattern searched through its case-sensitive twin in an ASCII text (see
    above); the pattern as written serves other texts and makes the Match objects (it is
    compiled only when first needed)."""

    def __init__(self, source: str, flags: int = re.IGNORECASE) -> None:
        self.pattern = source
        self.flags = flags
        self._source: str | bool | None = False  # the twin's source (None: no twin; False: not
        # folded yet), compiled as the twin and, with re.ASCII, as the ASCII twin (ascii_classes)
        # when each is first needed
        self._twin: re.Pattern[str] | None = None
        self._ascii_twin: re.Pattern[str] | None = None
        self._original: re.Pattern[str] | None = None
        self._needs: tuple[str, ...] | None = None  # the twin's substrings (attacks.needs)
        # (speed18) the twin's top-level alternatives and their substrings (False: not split
        # yet; None: not split), the twins of the sets of alternatives texts keep, compiled once
        # per set, and how often each set not yet compiled was kept (see _narrowed)
        self._branches: _Branches | bool | None = False
        self._narrow_twins: dict[tuple[bool | int, ...], re.Pattern[str]] = {}
        self._narrow_seen: dict[tuple[bool | int, ...], int] = {}
        # the twin also holds in a text whose non-ASCII characters are all uncased (twin_holds):
        # such a character is in a class as written exactly when it is in the twin's class if
        # the pattern is written in ASCII (its ranges and letters then hold no non-ASCII
        # character either way, and `\w`, `\s`, `\b`, `.` and negation are kept as written; a
        # hex or named escape has no twin); a class with a non-ASCII range is checked on ASCII
        # only (`[À-ÿ]` holds `×`, its twin `[à-ÿ]` does not), so such a pattern keeps its twin
        # for ASCII texts only
        self.symbol_safe = source.isascii()

    @property
    def twin_flags(self) -> int:
        """The twin's flags, as the compiled twin reports them (re adds UNICODE to a str
        pattern's; the twin's source has no inline flags: fold)."""
        flags = self.flags & ~re.IGNORECASE
        return int(flags if flags & re.ASCII else flags | re.UNICODE)

    def _twin_source(self) -> str | None:
        """The twin's source (None: the pattern cannot be folded); its substrings (attacks.needs)
        are read with it, from the twin's source and flags."""
        if self._source is False:
            source = self._source = fold(self.pattern, self.flags)
            if source is not None:
                self._needs = stored_needs_of(source, self.twin_flags)
        return self._source if isinstance(self._source, str) else None

    def twin_source(self) -> str | None:
        """The twin's source (None: the pattern cannot be folded)."""
        return self._twin_source()

    @property
    def twin_needs(self) -> tuple[str, ...] | None:
        """The substrings one of which every match of the twin holds (attacks.needs): a
        lowercased text with none of them is not searched (_may_match). None: none known."""
        self._twin_source()
        return self._needs

    @property
    def twin(self) -> re.Pattern[str] | None:
        """The case-sensitive twin (None: the pattern cannot be folded), compiled when first
        needed: a run compiles only the patterns its texts reach."""
        if self._twin is None:
            source = self._twin_source()
            if source is None:
                return None
            self._twin = compile_pattern(source, self.flags & ~re.IGNORECASE)
        return self._twin

    def _may_match(self, lowered: str, pos: int = 0, endpos: int = sys.maxsize) -> bool:
        """The lowercased text holds, inside pos:endpos, one of the substrings that every match
        of the twin holds (attacks.needs): without one the twin cannot match, and it is not
        searched (a text without "approved" is not tried at each of its positions)."""
        wanted = self._needs
        if wanted is None:
            return True
        if pos == 0 and endpos >= len(lowered):  # the whole text: one `in` per part, no frame
            return holds_any(lowered, wanted)
        return any(lowered.find(part, pos, endpos) >= 0 for part in wanted)

    def _split(self) -> _Branches | None:
        """The twin's top-level alternatives with their substrings (attacks.needs), or None when
        the twin is no alternation of two or more, no alternative has a substrings' screen, or
        the twin holds a back reference (an alternative left out would renumber the groups it
        names)."""
        if self._branches is False:
            source = self._twin_source()
            branches = None
            if source is not None and splittable(source):
                parts = _top_level_branches(source)
                if parts is not None and len(parts) >= 2:
                    branches = _Branches.of(parts, self.twin_flags)
            self._branches = branches
        return self._branches if isinstance(self._branches, _Branches) else None

    def _narrowed(self, twin: re.Pattern[str], lowered: str) -> re.Pattern[str] | None:
        """(speed18) The twin without the top-level alternatives that cannot match in the text
        (none of an alternative's substrings is in it, `lowered`); None: no alternative can.
        An alternation tries its alternatives in their order at each position: one that matches
        nowhere in the text changes no match of the others, so the alternation of the others,
        in their order, finds what the twin finds (each alternative compiled alone: no flag nor
        group of one reaches another; a back reference is not split, _split). A big alternation
        (`\\bapt-key\\s+add\\b|...|--nogpgcheck\\b`, 37 alternatives) has no literal prefix and
        is tried at every position; the few alternatives a text keeps are searched much faster.
        A set of alternatives is compiled the third time a text keeps it (a compilation costs
        what a few hundred searches save: a set kept once or twice in a run is not worth it)."""
        branches = self._split()
        if branches is None:
            return twin
        contains = lowered.__contains__ if len(lowered) < LONG_TEXT else presence(lowered)
        kept_set = set(branches.always)
        for need in filter(contains, branches.needs):
            kept_set.update(branches.by_need[need])
        if len(kept_set) == len(branches.sources):
            return twin
        if not kept_set:
            return None
        kept = sorted(kept_set)
        if branches.numbered and not branches.numbers_kept(kept):
            return twin
        key = (twin is self._ascii_twin, *kept)
        narrow = self._narrow_twins.get(key)
        if narrow is None:
            if len(self._narrow_twins) >= _NARROW_KEPT:
                return twin
            if len(self._narrow_seen) >= _NARROW_COUNTED:
                self._narrow_seen.clear()
            seen = self._narrow_seen[key] = self._narrow_seen.get(key, 0) + 1
            if seen <= _NARROW_AFTER:
                return twin
            narrow = self._narrow_twins[key] = compile_pattern(
                "|".join(branches.sources[at] for at in key[1:]), twin.flags)
        return narrow

    @property
    def original(self) -> re.Pattern[str]:
        if self._original is None:
            self._original = compile_pattern(self.pattern, self.flags)
        return self._original

    def _twin_for(self, text: str) -> re.Pattern[str] | None:
        """The twin if it finds what the pattern finds in `text`, else None: compiled with
        re.ASCII when that reads the text's characters alike (lazy.ascii_classes: the twin is
        case-sensitive)."""
        if text.isascii() or (self.symbol_safe and twin_holds(text)):
            if ascii_classes(text):
                return self.ascii_twin
            return self.twin
        return None

    @property
    def ascii_twin(self) -> re.Pattern[str] | None:
        """The twin compiled with re.ASCII (None: the pattern cannot be folded)."""
        if self._ascii_twin is None:
            source = self._twin_source()
            if source is None:
                return None
            self._ascii_twin = compile_pattern(source, (self.twin_flags & ~re.UNICODE) | re.ASCII)
        return self._ascii_twin

    def span(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> tuple[int, int] | None:
        """Where the pattern first matches in text[pos:endpos] (as `search` would)."""
        twin = self._twin_for(text)
        if twin is not None:
            lowered = lowered_of(text)
            if not self._may_match(lowered, pos, endpos):
                return None
            narrow = self._narrowed(twin, lowered)
            if narrow is None:
                return None
            found = narrow.search(lowered, pos, endpos)
        else:
            found = self.original.search(text, pos, endpos)
        return None if found is None else found.span()

    def spans(self, text: str) -> Iterator[tuple[int, int]]:
        """Each match's span, as `finditer` finds them."""
        twin = self._twin_for(text)
        if twin is not None:
            lowered = lowered_of(text)
            if not self._may_match(lowered):
                return iter(())
            narrow = self._narrowed(twin, lowered)
            if narrow is None:
                return iter(())
            return (found.span() for found in narrow.finditer(lowered))
        return (found.span() for found in self.original.finditer(text))

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        span = self.span(text, pos, endpos)
        return None if span is None else self.original.match(text, span[0], endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize
                 ) -> Iterator[re.Match[str]]:
        twin = self._twin_for(text)
        if twin is None:
            yield from self.original.finditer(text, pos, endpos)
            return
        lowered = lowered_of(text)
        if not self._may_match(lowered, pos, endpos):
            return
        narrow = self._narrowed(twin, lowered)
        if narrow is None:
            return
        for found in narrow.finditer(lowered, pos, endpos):
            match = self.original.match(text, found.start(), endpos)
            if match is not None:
                yield match


# (precision17) an upper-case name beside the words for an environment variable is that variable's
# name ("the directory configured via the MCP_UPLOAD_BASE_DIR environment variable", "la variable
# de entorno MCP_UPLOAD_BASE_DIR"), not words: no "upload" is asked for
_ENV_WORDS = (r"(?:environment|env)\s*var(?:iable)?s?"
              r"|(?:variables?|vari[áa]ve(?:l|is)|variabil[ei])\s+(?:de\s+|d['’]\s*|di\s+)?(?:entorno|ambiente|environnement)"
              r"|umgebungsvariablen?|переменн\w*\s+(?:среды|окружения)|环境变量|環境変数|환경\s*변수")
_ENV_NAME_AFTER = lazy(r"[`'\"]?\s*(?:" + _ENV_WORDS + ")", re.IGNORECASE)
_ENV_NAME_BEFORE = lazy(r"(?:" + _ENV_WORDS + r")\s*[`'\"]?$", re.IGNORECASE)
_UPPER_NAME = lazy(r"(?<![\w$])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}(?!\w)")


def env_variable_name(text: str, start: int, end: int) -> bool:
    """text[start:end] is an upper-case name joined by underscores that the words for an
    environment variable name, right before or after it."""
    name = text[start:end]
    if name != name.upper():
        return False
    return bool(_ENV_NAME_AFTER.match(text, end, end + 40)
                or _ENV_NAME_BEFORE.search(text, max(0, start - 40), start))


def env_variable_names(text: str) -> list[tuple[int, int]]:
    """The spans of the text's environment variables' names (see env_variable_name)."""
    if "_" not in text:
        return []
    return [(m.start(), m.end()) for m in _UPPER_NAME.finditer(text)
            if env_variable_name(text, m.start(), m.end())]
