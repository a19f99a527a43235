"""The text the detectors read: what a model would read, with a map back to the original.

Invisible and format characters are dropped (a zero-width space cannot split "ig\u200bnore"),
compatibility forms are folded (fullwidth and mathematical letters read as ASCII), and each
character of the view remembers the index of the original character it came from, so a finding
quotes the original span. Linear in the length of the text.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from mcpcheck.checks.lint.attacks.lazy import lazy
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


_ASCII_CONTROL = lazy("[\x00-\x08\x0b-\x1f\x7f]")
# what needs_escaping() finds, as one search: controls, format characters, separators, and the
# invisible extras (a superset is fine: such a text takes the slow, exact path)
_HIDDEN = lazy(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a"
    "\U000e0000-\U000e01ef\ud800-\udfff\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3]"
)


def view_of(text: str) -> View:
    if text.isascii():
        if _ASCII_CONTROL.search(text) is None:
            return View(text, None)
    elif _HIDDEN.search(text) is None:
        if unicodedata.is_normalized("NFKC", text):
            return View(text, None)
        return _folded_view(text)
    return _view_by_character(text)


def _view_by_character(text: str) -> View:
    """The view built one character at a time: each invisible or format character dropped (a
    tab and a newline kept), each other character outside ASCII read as its NFKC form."""
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


def _folded_view(text: str) -> View:
    """(speed17) `_view_by_character(text)` for a text with no character to drop (_HIDDEN finds
    every character needs_escaping finds but a tab and a newline: tests/checks/lint/test_attacks),
    built from its distinct characters: the characters whose NFKC form differs are replaced by
    one `str.translate`, and the origin is the identity but where a form is longer or shorter
    than one character ("…" reads "...")."""
    table: dict[int, str] = {}
    for ch in set(text):
        if ord(ch) > 0x7F:
            folded = _nfkc(ch)
            if folded != ch:
                table[ord(ch)] = folded
    if all(len(folded) == 1 for folded in table.values()):
        return View(text.translate(table), tuple(range(len(text))))
    uneven = sorted(at for code, folded in table.items() if len(folded) != 1
                    for at in _positions(text, chr(code)))
    origin: list[int] = []
    last = 0
    for at in uneven:
        origin.extend(range(last, at))
        origin.extend([at] * len(table[ord(text[at])]))
        last = at + 1
    origin.extend(range(last, len(text)))
    return View(text.translate(table), tuple(origin))


@lru_cache(maxsize=4096)
def _nfkc(ch: str) -> str:
    return unicodedata.normalize("NFKC", ch)


def _positions(text: str, ch: str) -> list[int]:
    found = []
    at = text.find(ch)
    while at >= 0:
        found.append(at)
        at = text.find(ch, at + 1)
    return found
