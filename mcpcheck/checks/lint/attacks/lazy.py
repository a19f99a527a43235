"""Regular expressions compiled on their first use.

The detectors hold a few hundred patterns, and most texts reach few of them (a text's gates and
screens let it through to a handful of rules). Compiling every pattern when its module is
imported made every `mcpcheck lint` process pay for all of them before judging a single text
(re's parser and compiler were more than half of the engine's import). A pattern made by `lazy`
is compiled the first time it is searched; from then on its methods are the compiled pattern's
own (bound on the instance, so a search costs what `re`'s costs).

`lazy` is what the detectors' modules and builders call instead of `re.compile` (the concepts'
alternations of attacks.lexicon, the signals of attacks.concepts, the patterns of every attack
module): a pattern added there is lazy with no list to keep. tests/checks/lint/test_lazy_patterns
counts the patterns the engine's import compiles.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any, TypeGuard, cast

# the methods of re.Pattern that a LazyPattern answers; after the first call they are the
# compiled pattern's own bound methods
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split",
            "scanner")


class LazyPattern:
    """`re.compile(pattern, flags)`, compiled when first used."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.given_flags = flags
        self._compiled: re.Pattern[str] | None = None

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
            compiled = self._compiled = re.compile(self.pattern, self.given_flags)
            for name in _METHODS:  # instance attributes come before the class's methods
                self.__dict__[name] = getattr(compiled, name)
        return compiled

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled.groupindex

    # each method compiles the pattern and calls its own (then replaced by it: see `compiled`)
    def search(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        return self.compiled.fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> list[Any]:
        return self.compiled.findall(*args, **kwargs)

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
