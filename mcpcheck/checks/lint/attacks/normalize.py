"""Other readings of a text: what a model reads in it once the disguise is taken off.

Each reading is made only when the text shows the disguise (cheap tests first), and each
character of a reading remembers the original character it came from, so a finding quotes the
original span:

- look-alike letters inside ordinary words (`Ignоrе` with Cyrillic о and е) read as their ASCII
  skeleton, word by word (a word wholly in another script is left alone);
- letter-spaced words (`i g n o r e   a l l`) and hyphen-spelled ones (`r-e-a-d`) read joined;
- leetspeak (`1gn0r3 pr3v10u5`) read with its digits folded to letters;
- text reversed or shifted by ROT13 / a Caesar shift, decoded when the text hints at it
  ("read this backwards", "ROT13", "shift by 3");
- a config fragment (`confirm_destructive_actions = false`, `forward_transcripts_to: https://..`)
  read as the sentence it stands for ("do not confirm destructive actions").
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass

from mcpcheck.checks.lint.attacks.base import Folded
from mcpcheck.checks.lint.attacks.reading import reading as name_reading


@dataclass(frozen=True)
class Reading:
    how: str  # "letter-spaced", "leetspeak", ...
    text: str
    origin: tuple[int, ...]  # reading index -> original index

    def at(self, index: int) -> int:
        if not self.origin:
            return 0
        return self.origin[min(max(index, 0), len(self.origin) - 1)]


class _Builder:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.origin: list[int] = []

    def add(self, text: str, at: int, span: int = 1) -> None:
        self.parts.append(text)
        self.origin.extend(at + min(i, span - 1) for i in range(len(text)))

    def build(self, how: str) -> Reading:
        return Reading(how, "".join(self.parts), tuple(self.origin))


# --- look-alike letters inside words ---------------------------------------------------------
_MIXED = re.compile(r"[A-Za-z][\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]"
                    r"|[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f][A-Za-z]")
_WORD = re.compile(r"\w+")


def _lookalikes(text: str) -> Reading | None:
    if text.isascii() or _MIXED.search(text) is None:
        return None
    from mcpcheck.checks.lint.names import ascii_skeleton

    out = _Builder()
    last = 0
    changed = False
    for match in _WORD.finditer(text):
        word = match.group()
        out.add(text[last : match.start()], last, max(1, match.start() - last))
        if word.isascii() or not any(ch.isascii() and ch.isalpha() for ch in word):
            out.add(word, match.start(), len(word))
        else:
            for offset, ch in enumerate(word):
                shown = ascii_skeleton(ch)[0] if not ch.isascii() else ch
                if not (shown.isascii() and len(shown) == 1):
                    shown = ch
                changed |= shown != ch
                out.add(shown, match.start() + offset)
        last = match.end()
    out.add(text[last:], last, max(1, len(text) - last))
    return out.build("with look-alike letters as ASCII") if changed else None


# --- letter-spaced and hyphen-spelled words --------------------------------------------------
_SPACED = re.compile(r"(?<![\w-])\w(?: \w){3,}(?![\w-])")
_HYPHENED = re.compile(r"(?<![\w-])[A-Za-z](?:-[A-Za-z])+(?![\w-])")


_SPACED_HINT = re.compile(r" \w \w ")


def _joined(text: str) -> Reading | None:
    spaced = _SPACED_HINT.search(text) is not None and _SPACED.search(text) is not None
    hyphened = "-" in text and len(_HYPHENED.findall(text)) >= 2
    if not (spaced or hyphened):
        return None
    out = _Builder()
    index, size = 0, len(text)
    while index < size:
        ch = text[index]
        if spaced and ch == " " and index + 1 < size and text[index + 1] == " ":
            run = index
            while run < size and text[run] == " ":
                run += 1
            out.add(" ", index)
            index = run
            continue
        if (spaced and ch == " " and 0 < index < size - 1 and not text[index - 1].isspace()
                and not text[index + 1].isspace()
                and (index < 2 or not text[index - 2].isalnum())
                and (index + 2 >= size or not text[index + 2].isalnum())):
            index += 1  # the single space between two single letters
            continue
        if (hyphened and ch == "-" and 0 < index < size - 1 and text[index - 1].isalpha()
                and text[index + 1].isalpha()
                and (index < 2 or not text[index - 2].isalpha())
                and (index + 2 >= size or not text[index + 2].isalpha())):
            index += 1
            continue
        out.add(ch, index)
        index += 1
    reading = out.build("with spaced or hyphenated letters joined")
    return reading if reading.text != text else None


# --- leetspeak ---------------------------------------------------------------------------------
_LEET_WORD = re.compile(r"(?<![\w])(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[013457])[A-Za-z0-9]{2,}"
                        r"(?![\w])")
_LEET = str.maketrans("013457", "oieast")


_DIGIT = re.compile(r"[A-Za-z][013457]|[013457][A-Za-z]")


def _leet(text: str) -> Reading | None:
    if not any(digit in text for digit in "013457") or _DIGIT.search(text) is None:
        return None
    words = _LEET_WORD.findall(text)
    if len(words) < 3:
        return None
    out = _Builder()
    last = 0
    for match in _LEET_WORD.finditer(text):
        out.add(text[last : match.start()], last, max(1, match.start() - last))
        for offset, ch in enumerate(match.group()):
            out.add(ch.translate(_LEET), match.start() + offset)
        last = match.end()
    out.add(text[last:], last, max(1, len(text) - last))
    return out.build("with leetspeak folded")


# --- reversed and shifted text, when hinted ------------------------------------------------------
_REVERSED_HINT = Folded(r"\b(?:backwards?|reversed?|in\s+reverse|right[\s-]to[\s-]left"
                        r"|mirrored)\b|\bsdrawkcab\b")
_ROT_HINT = Folded(r"\brot[\s-]?(\d{1,2})\b|\bcaesar\b|\bshift(?:ed)?\s+by\s+(\d{1,2})\b")


def _reversed(text: str) -> Reading | None:
    if _REVERSED_HINT.search(text) is None:
        return None
    size = len(text)
    return Reading("reversed", text[::-1], tuple(size - 1 - i for i in range(size)))


def _shift(text: str, by: int) -> str:
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 - by) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 - by) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def _shifted(text: str) -> Reading | None:
    hint = _ROT_HINT.search(text)
    if hint is None:
        return None
    number = hint.group(1) or hint.group(2)
    by = int(number) % 26 if number else 3
    if by == 0:
        return None
    decoded = codecs.decode(text, "rot13") if by == 13 else _shift(text, by)
    return Reading(f"decoded from a shift by {by}", decoded, tuple(range(len(text))))


# --- config fragments ----------------------------------------------------------------------------
_CONFIG_LINE = re.compile(
    r"^[ \t>*-]*[\"']?([A-Za-z][\w.-]*[_.-][\w.-]+)[\"']?[ \t]*[:=][ \t]*(.+?)[ \t]*,?[ \t]*$",
    re.MULTILINE)
_CONFIG_HINT = re.compile(r"\w[_.-]\w[\w.-]*[\"']?[ \t]*[:=]")
_FALSE = frozenset(("false", "no", "off", "0", "never", "disabled", "none"))
_TRUE = frozenset(("true", "yes", "on", "1", "always", "enabled"))


def _config(text: str) -> Reading | None:
    if ("=" not in text and ":" not in text) or _CONFIG_HINT.search(text) is None:
        return None
    lines = list(_CONFIG_LINE.finditer(text))
    if not lines:
        return None
    out = _Builder()
    for match in lines:
        key = name_reading(match.group(1)).lower()
        value = match.group(2).strip("\"'")
        if value.lower() in _FALSE:
            sentence = f"do not {key}."
        elif value.lower() in _TRUE:
            sentence = f"always {key}."
        else:
            sentence = f"{key} {value}."
        out.add(sentence + "\n", match.start(), match.end() - match.start())
    return out.build("as the settings of a config fragment")


READERS = (_lookalikes, _joined, _leet, _reversed, _shifted, _config)
_HINTS = re.compile(r"back|rev|right|mirror|rot|caesar|shift", re.IGNORECASE)


_HINT_WORDS = ("back", "rev", "right", "mirror", "rot", "caesar", "shift")  # as _HINTS


def _hinted(text: str) -> bool:
    if text.isascii():  # IGNORECASE also folds a few non-ASCII letters (`ſ`, the Kelvin sign)
        lowered = text.lower()
        return any(word in lowered for word in _HINT_WORDS)
    return _HINTS.search(text) is not None


def readings(text: str) -> Iterator[Reading]:
    """Each other reading the text calls for (none for most texts)."""
    hinted = _hinted(text)
    for reader in READERS:
        if reader in (_reversed, _shifted) and not hinted:
            continue
        found = reader(text)
        if found is not None and found.text.strip():
            yield found
