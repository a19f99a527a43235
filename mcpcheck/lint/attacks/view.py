"""The text the detectors read: what a model would read, with a map back to the original.

Invisible and format characters are dropped (a zero-width space cannot split "ig\u200bnore"),
compatibility forms are folded (fullwidth and mathematical letters read as ASCII), and each
character of the view remembers the index of the original character it came from, so a finding
quotes the original span. Linear in the length of the text.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from mcpcheck.textsafety import needs_escaping


@dataclass(frozen=True)
class View:
    text: str  # what the detectors scan
    origin: tuple[int, ...] | None  # view index -> original index; None when text is the original

    def at(self, index: int) -> int:
        if self.origin is None:
            return index
        if not self.origin:
            return 0
        return self.origin[min(index, len(self.origin) - 1)]


def view_of(text: str) -> View:
    if text.isascii() and not needs_escaping(text.replace("\n", " ").replace("\t", " ")):
        return View(text, None)
    out: list[str] = []
    origin: list[int] = []
    for index, ch in enumerate(text):
        if ch in "\n\t":
            out.append(ch)
            origin.append(index)
            continue
        if needs_escaping(ch):
            continue
        folded = unicodedata.normalize("NFKC", ch) if ord(ch) > 0x7F else ch
        out.append(folded)
        origin.extend([index] * len(folded))
    return View("".join(out), tuple(origin))
