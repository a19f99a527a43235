"""(j) Names that imitate other names: invisible characters and Unicode confusables.

The confusables data is Unicode's (UTS #39 confusables.txt) as packaged by confusable-homoglyphs;
it is loaded only when a name is not plain ASCII. `ascii_skeleton` maps each character to the
ASCII text it is confusable with (after NFKC, which folds fullwidth and mathematical letters),
keeps it when there is none, and drops invisible characters: the name a reader believes to see.
`comparison_key` further folds the ASCII look-alikes (l/1/I, 0/O, rn/m) and case, to match one
name against another.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Any

from mcpcheck.textsafety import needs_escaping

_ASCII_FOLD = str.maketrans({"1": "l", "i": "l", "|": "l", "0": "o"})


@cache
def _data() -> dict[str, Any]:
    """The confusables table; empty (NFKC folding and invisible characters still apply) only
    when the declared dependency is missing from a broken install: lint must not crash."""
    try:
        from confusable_homoglyphs import confusables
    except ImportError:  # pragma: no cover - a packaging fault, not an input
        return {}
    data: dict[str, Any] = confusables.confusables_data
    return data


def _ascii_lookalike(ch: str) -> str | None:
    for entry in _data().get(ch, ()):
        target = str(entry.get("c", "")).replace("\u200e", "").replace("\u200f", "")
        if target and target.isascii() and target.isprintable():
            return target
    return None


def ascii_skeleton(name: str) -> tuple[str, list[tuple[str, str]]]:
    """(the name as it reads, [(character, its ASCII look-alike or "" when invisible)])."""
    out: list[str] = []
    swapped: list[tuple[str, str]] = []
    for ch in name:
        if ch.isascii() and ch.isprintable():
            out.append(ch)
        elif needs_escaping(ch):
            swapped.append((ch, ""))
        else:
            folded = unicodedata.normalize("NFKC", ch)
            target = folded if folded.isascii() else _ascii_lookalike(ch)
            if target is None and len(folded) == 1:
                target = _ascii_lookalike(folded)
            if target is None:
                out.append(ch)
            else:
                out.append(target)
                swapped.append((ch, target))
    return "".join(out), swapped


def comparison_key(name: str) -> str:
    return ascii_skeleton(name)[0].lower().replace("rn", "m").translate(_ASCII_FOLD)


def describe(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'CONTROL CHARACTER')}"


def swaps_text(swapped: list[tuple[str, str]]) -> str:
    """The first three swapped characters, as a finding says them."""
    return ", ".join(f'{describe(ch)} {"is invisible" if not to else f"imitates {to!r}"}'
                     for ch, to in swapped[:3])
