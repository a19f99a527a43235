"""Regular expressions compiled on their first use.

The detectors hold a few hundred patterns, and most texts reach few of them (a text's gates and
screens let it through to a handful of rules). Compiling every pattern when its module is
imported made every `mcpcheck lint` process pay for all of them before judging a single text
(re's parser and compiler were more than half of the engine's import). A pattern made by `lazy`
is compiled the first time it is searched; from then on its methods are the compiled pattern's
own (bound on the instance, so a search costs what `re`'s costs). A pattern of class escapes
(`\\w`, `\\b`, `\\s`, `\\d`) answers `search`, `match`, `fullmatch`, `finditer` and `findall` by
text instead: through its compilation with re.ASCII where that reads the text alike
(ascii_classes: most texts), else as written, each compiled when a text first needs it.

`lazy` is what the detectors' modules and builders call instead of `re.compile` (the concepts'
alternations of attacks.lexicon, the signals of attacks.concepts, the patterns of every attack
module): a pattern added there is lazy with no list to keep. tests/checks/lint/test_lazy_patterns
counts the patterns the engine's import compiles.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import Any, TypeGuard, cast

from mcpcheck.checks.lint.attacks.compiled import compile_pattern
from mcpcheck.checks.lint.attacks.needs import stored_needs_of

# the methods of re.Pattern that a LazyPattern answers; after the first call they are the
# compiled pattern's own bound methods
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split",
            "scanner")
# (speed12) the methods whose first argument is the text searched: a pattern of class escapes
# answers them through its re.ASCII compilation when ascii_classes(text) (below)
_TEXT_METHODS = ("search", "match", "fullmatch", "finditer", "findall")
_CLASS_ESCAPES = ("\\w", "\\W", "\\b", "\\B", "\\d", "\\D", "\\s", "\\S")

# (speed12) Python's re reads `\w`, `\W`, `\b`, `\B`, `\d`, `\D`, `\s` and `\S` of a str pattern
# by Unicode's tables: several C calls per character tested (`\b` at every position of a
# search). With re.ASCII they are a table lookup, and they read alike on a character that is
# ASCII but no separator \x1c-\x1f (Unicode counts those as whitespace, ASCII does not), or that
# is outside ASCII but no word character and no whitespace (an em dash, an arrow, an emoji: `\W`,
# `\D`, `\S` either way). Nothing else of a case-sensitive pattern depends on the flag (a
# literal or a class member is compared as written, `.` and `$` read only "\n"), nor of a
# case-insensitive one written in ASCII with no escape of a wider character (under IGNORECASE
# its letters match, besides ASCII letters, only letters outside ASCII: the Kelvin sign, the
# long s, the dotless i), so in such a text the pattern compiled with re.ASCII finds what it
# finds without it.
_UNICODE_SPACES = "\x1c\x1d\x1e\x1f"
_WIDE_ESCAPES = ("\\x", "\\u", "\\U", "\\N")  # (substring tests: no regex compiled at import)


@lru_cache(maxsize=16)
def ascii_classes(text: str) -> bool:
    """re.ASCII reads the class escapes (`\\w`, `\\s`, `\\d`, `\\b` and their negations) of every
    character of `text` as Unicode does (see above)."""
    if any(map(text.__contains__, _UNICODE_SPACES)):
        return False
    if text.isascii():
        return True
    return not any(ch.isalnum() or ch == "_" or ch.isspace()
                   for ch in set(text) if not ch.isascii())


# (speed18) A substring test (`need in text`) scans the text: on a text of thousands of
# characters each costs microseconds, and the patterns and gates tried on one text test the same
# substrings again and again ("tools", "send", "://"). On a long text each substring's answer is
# kept for the text (holds_any); a short text is scanned again (a scan costs less than the memo).
LONG_TEXT = 500


class _Presence(dict[str, bool]):
    """substring -> whether the text holds it, filled as substrings are asked for."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def __missing__(self, part: str) -> bool:
        found = self[part] = part in self.text
        return found


@lru_cache(maxsize=32)
def presence(text: str) -> Callable[[str], bool]:
    """`part in text`, each part's answer kept for the text (the last 32 texts asked about)."""
    return _Presence(text).__getitem__


def holds_any(text: str, parts: tuple[str, ...]) -> bool:
    """`any(part in text for part in parts)`, through presence() on a long text."""
    if len(text) < LONG_TEXT:
        return any(map(text.__contains__, parts))
    return any(map(presence(text), parts))


def ascii_safe(pattern: str, flags: int) -> bool:
    """The pattern compiled with re.ASCII finds what it finds without it in a text where
    ascii_classes holds (see above)."""
    if flags & re.ASCII:
        return False  # already so
    return not flags & re.IGNORECASE or (
        pattern.isascii() and not any(map(pattern.__contains__, _WIDE_ESCAPES)))


_NOTHING: dict[str, Callable[[], Any]] = {"search": lambda: None, "match": lambda: None,
                                          "fullmatch": lambda: None, "finditer": lambda: iter(()),
                                          "findall": list}


def _by_text(pattern: LazyPattern, name: str) -> Callable[..., Any]:
    """The method `name` of the pattern compiled with re.ASCII for a text where ascii_classes
    holds, else of the pattern as written; each compiled when a text first needs it (a run of
    ASCII texts compiles only the first). A text that holds none of the substrings one of which
    every match of a case-sensitive pattern holds (attacks.needs) is not searched: the method
    answers as for a text without a match."""
    narrow: Callable[..., Any] | None = None
    wide: Callable[..., Any] | None = None
    needs: tuple[str, ...] | None = None
    read = False  # needs read yet
    nothing = _NOTHING[name]

    def method(string: str, *args: Any, **kwargs: Any) -> Any:
        nonlocal narrow, wide, needs, read
        if not read:
            needs, read = pattern.needs, True
        if needs is not None and not holds_any(string, needs):
            return nothing()
        if ascii_classes(string):
            if narrow is None:
                narrow = getattr(pattern.narrow, name)
            return narrow(string, *args, **kwargs)
        if wide is None:
            wide = getattr(pattern.compiled, name)
        return wide(string, *args, **kwargs)
    return method


class LazyPattern:
    """`re.compile(pattern, flags)`, compiled when first used."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.given_flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._narrow: re.Pattern[str] | None = None
        # (speed12) a pattern of class escapes searches a text where re.ASCII reads them alike
        # through its re.ASCII compilation (see ascii_classes)
        self.by_text = (isinstance(pattern, str) and any(map(pattern.__contains__, _CLASS_ESCAPES))
                        and ascii_safe(pattern, flags))

    @property
    def flags(self) -> int:
        """The flags as re.Pattern.flags reads them (re adds UNICODE to a str pattern's flags
        unless ASCII is given), without compiling: a global inline flag (`(?i)` at the start)
        is not seen (tests/checks/lint/test_lazy_patterns proves no detector pattern has one)."""
        if self._compiled is not None:
            return self._compiled.flags
        return self.given_flags if self.given_flags & re.ASCII else self.given_flags | re.UNICODE

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = compile_pattern(self.pattern, self.given_flags)
            for name in _METHODS:  # instance attributes come before the class's methods
                if not (self.by_text and name in _TEXT_METHODS):
                    self.__dict__[name] = getattr(compiled, name)
        return compiled

    def _text_method(self, name: str) -> Callable[..., Any]:
        """The method `name` of a text method's first call: for a pattern searched by text its
        choosing method (installed on the instance with the others: made on first use, not at
        import), else the compiled pattern's."""
        if not self.by_text:
            return cast(Callable[..., Any], getattr(self.compiled, name))
        for each in _TEXT_METHODS:  # instance attributes come before the class's methods
            self.__dict__[each] = _by_text(self, each)
        return cast(Callable[..., Any], self.__dict__[name])

    @property
    def needs(self) -> tuple[str, ...] | None:
        """Substrings one of which every match holds (attacks.needs; None for an IGNORECASE
        pattern or when none are known), read from the stored table (attacks.needs_table)."""
        return stored_needs_of(self.pattern, self.flags)

    @property
    def narrow(self) -> re.Pattern[str]:
        """The pattern compiled with re.ASCII (for a text where ascii_classes holds)."""
        narrow = self._narrow
        if narrow is None:
            narrow = self._narrow = compile_pattern(self.pattern, self.given_flags | re.ASCII)
        return narrow

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled.groupindex

    # each method compiles the pattern and calls its own (then replaced by it: see `compiled`)
    def search(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return cast(re.Match[str] | None, self._text_method("search")(*args, **kwargs))

    def match(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return cast(re.Match[str] | None, self._text_method("match")(*args, **kwargs))

    def fullmatch(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return cast(re.Match[str] | None, self._text_method("fullmatch")(*args, **kwargs))

    def finditer(self, *args: Any, **kwargs: Any) -> Iterator[re.Match[str]]:
        return cast(Iterator[re.Match[str]], self._text_method("finditer")(*args, **kwargs))

    def findall(self, *args: Any, **kwargs: Any) -> list[Any]:
        return cast(list[Any], self._text_method("findall")(*args, **kwargs))

    def sub(self, *args: Any, **kwargs: Any) -> str:
        return self.compiled.sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> tuple[str, int]:
        return self.compiled.subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> list[str | Any]:
        return self.compiled.split(*args, **kwargs)

    def scanner(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled.scanner(*args, **kwargs)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}, {self.given_flags})"


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern that answers as `re.compile(pattern, flags)` does, compiled when first used
    (typed as re.Pattern: it stands wherever one does)."""
    return cast(re.Pattern[str], LazyPattern(pattern, flags))


def is_pattern(value: object) -> TypeGuard[re.Pattern[str]]:
    """A compiled pattern or a lazy one."""
    return isinstance(value, (re.Pattern, LazyPattern))
