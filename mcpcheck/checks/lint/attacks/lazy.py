"""Regular expressions compiled on their first use.

A module whose patterns only judge a match another detector found (attacks.own_scope: is this
waiver the tool's own business?) is read by few texts; compiling its patterns at import made
every `mcpcheck lint` process pay for them (own_scope's 69 patterns were the largest compile cost
of the engine's import).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator


class LazyPattern:
    """`re.compile(pattern, flags)`, compiled when first searched."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize
                 ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
