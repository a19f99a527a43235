"""The substrings one of which every match of a pattern holds, read off the pattern itself.

`\\b(?:the\\s+user|you)\\s+(?:has|have|had)\\s+(?:pre-?)?approved` cannot match a text that holds
none of "approved" and "pre-approved"... more exactly, none of the strings of the best run of
literal elements the pattern cannot do without. Python's re tries such a pattern at every
position of the text (an alternation after `\\b` has no literal prefix to skip to), while
`in` finds a substring at C speed: a text without any of the substrings is not searched at all.

The strings come from the parsed pattern (re's own parser), so a pattern added or changed has
its substrings with no list to keep. A sequence's run of elements each of which matches one of
a few known strings (a literal, an optional literal, a small class, a branch of such runs, a
zero-width assertion) matches one of their concatenations, which the match then holds; a
group, a branch or a repeat at least once passes on what its inside needs. Anything else (a
class such as `\\w`, `.`, an unbounded repeat, a back reference) ends a run. The best run wins:
one none of whose strings is a word of almost every text, then the one whose shortest string is
the longest, then the one with the fewest strings.
A case-insensitive pattern (or group) has no substrings: its literals are not its text's.
"""

from __future__ import annotations

import hashlib
import importlib
import re
from typing import Any

from mcpcheck.checks.lint.attacks.needs_table import NEEDS

# re's parser and its opcodes (CPython's own modules: typeshed has no stubs for them)
_parser: Any = importlib.import_module("re._parser")
_constants: Any = importlib.import_module("re._constants")

_MAX_STRINGS = 48  # more alternatives than this: no screen (the `in` tests would cost more)
_MAX_CLASS = 6  # a class of at most this many characters counts as its characters
_MAX_REPEAT = 3  # a bounded repeat up to this many times counts as its repetitions
_MIN_LENGTH = 2  # a screen whose shortest string is shorter than this screens nothing much

_Strings = frozenset[str]
_REPEATS = (_constants.MAX_REPEAT, _constants.MIN_REPEAT,
            getattr(_constants, "POSSESSIVE_REPEAT", _constants.MAX_REPEAT))
_ZERO_WIDTH = (_constants.AT, _constants.ASSERT, _constants.ASSERT_NOT)


def needs(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Strings one of which every match of `pattern` holds, or None (no such strings known)."""
    return needs_of(pattern.pattern, pattern.flags)


def needs_of(source: str, flags: int) -> tuple[str, ...] | None:
    """needs() of the pattern `re.compile(source)` would make, its flags `flags` (as the compiled
    pattern reports them), without compiling it."""
    if flags & re.IGNORECASE:
        return None
    try:
        parsed = _parser.parse(source, flags)
    except Exception:  # a pattern re compiled parses; no screen if it does not
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    found = _needed(list(parsed))
    if found is None or min(map(len, found)) < _MIN_LENGTH:
        return None
    return tuple(sorted(found))


def key_of(pattern: re.Pattern[str]) -> str:
    """The key of a pattern in the stored table (a digest of its source and flags)."""
    return key_of_source(pattern.pattern, pattern.flags)


def key_of_source(source: str, flags: int) -> str:
    return hashlib.blake2b(f"{int(flags)}:{source}".encode(), digest_size=8).hexdigest()


def stored_needs(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """needs(pattern), read from the table of the patterns made at import (attacks.needs_table,
    written from needs() itself: reading a pattern with re's parser costs more than compiling
    it); derived here for a pattern the table does not hold (one added since it was written)."""
    return stored_needs_of(pattern.pattern, pattern.flags)


def stored_needs_of(source: str, flags: int) -> tuple[str, ...] | None:
    """stored_needs() of the pattern `re.compile(source)` would make, its flags `flags`."""
    key = key_of_source(source, flags)
    if key in NEEDS:
        return NEEDS[key]
    return needs_of(source, flags)


def _product(left: _Strings, right: _Strings) -> _Strings | None:
    joined = frozenset(a + b for a in left for b in right)
    return joined if len(joined) <= _MAX_STRINGS else None


def _exact(items: list[Any]) -> _Strings | None:
    """The strings a sequence can match (a superset of them), or None if unbounded or many."""
    out: _Strings | None = frozenset(("",))
    for op, arg in items:
        item = _exact_item(op, arg)
        if item is None or out is None:
            return None
        out = _product(out, item)
    return out


def _exact_item(op: Any, arg: Any) -> _Strings | None:
    if op is _constants.LITERAL:
        return frozenset((chr(arg),))
    if op in _ZERO_WIDTH:
        return frozenset(("",))  # an anchor or a lookaround consumes nothing
    if op is _constants.IN:
        return _class_chars(arg)
    if op is _constants.BRANCH:
        alternatives = [_exact(list(alt)) for alt in arg[1]]
        if any(alt is None for alt in alternatives):
            return None
        union = frozenset().union(*[alt for alt in alternatives if alt is not None])
        return union if len(union) <= _MAX_STRINGS else None
    if op is _constants.SUBPATTERN:
        if arg[1] & re.IGNORECASE:
            return None
        return _exact(list(arg[3]))
    if op in _REPEATS:
        low, high, inner = arg
        if high > _MAX_REPEAT:
            return None
        once = _exact(list(inner))
        if once is None:
            return None
        out: _Strings = frozenset()
        power: _Strings | None = frozenset(("",))
        for count in range(high + 1):
            if power is None:
                return None
            if count >= low:
                out |= power
            power = _product(power, once)
        return out if len(out) <= _MAX_STRINGS else None
    return None


def _class_chars(members: list[Any]) -> _Strings | None:
    chars: set[str] = set()
    for op, arg in members:
        if op is _constants.LITERAL:
            chars.add(chr(arg))
        elif op is _constants.RANGE and arg[1] - arg[0] < _MAX_CLASS:
            chars.update(map(chr, range(arg[0], arg[1] + 1)))
        else:  # a negation, a category (`\w`), a wide range
            return None
    return frozenset(chars) if len(chars) <= _MAX_CLASS else None


# Words of almost every English text: a run that may be one of them screens almost nothing, so
# another run of the same sequence is preferred (a choice of cost only: any run is a sound screen).
_EVERYWHERE = frozenset((
    "the", "you", "your", "with", "from", "for", "and", "only", "this", "that", "are", "all", "any",
    "not", "use", "to", "of", "in", "is", "it", "on", "or", "be", "as", "at", "by", "an", "if",
    "do", "no", "can", "will", "when", "each", "have", "has", "its", "their", "before", "after",
    "output", "result", "results", "data", "file", "user", "tool", "must", "should", "other",
))


def _score(strings: _Strings) -> tuple[bool, int, int]:
    return (strings.isdisjoint(_EVERYWHERE), min(map(len, strings)), -len(strings))


def _better(best: _Strings | None, other: _Strings | None) -> _Strings | None:
    if other is None or "" in other:
        return best
    if best is None:
        return other
    return max(best, other, key=_score)


def _needed(items: list[Any]) -> _Strings | None:
    """Strings one of which every match of the sequence holds (None: none known)."""
    best: _Strings | None = None
    run: _Strings = frozenset(("",))  # the strings of the current run of exact elements
    for op, arg in items:
        exact = _exact_item(op, arg)
        if exact is not None:
            joined = _product(run, exact)
            if joined is None:  # too many strings: the run so far stands, a new one starts
                best = _better(best, run)
                run = exact
            else:
                run = joined
            continue
        best = _better(_better(best, run), _needed_item(op, arg))
        run = frozenset(("",))
    return _better(best, run)


def _needed_item(op: Any, arg: Any) -> _Strings | None:
    if op is _constants.SUBPATTERN:
        return None if arg[1] & re.IGNORECASE else _needed(list(arg[3]))
    if op is _constants.BRANCH:
        alternatives = [_needed(list(alt)) for alt in arg[1]]
        if any(alt is None for alt in alternatives):
            return None
        union = frozenset().union(*[alt for alt in alternatives if alt is not None])
        return union if len(union) <= _MAX_STRINGS else None
    if op in _REPEATS:
        low, _, inner = arg
        return _needed(list(inner)) if low >= 1 else None
    if op is getattr(_constants, "ATOMIC_GROUP", None):
        return _needed(list(arg))
    return None
