"""(speed28) One reading of a text, shared by the rule families that read it.

    words = shared(words_of_lowered, lowered)   # computed once per text, then answered

A family that splits, lowers or walks a text asks here instead of computing it again: the
answer of a pure function of one string is kept with the text's reading, so the next family
(or the next rule) that asks the same question of the same text gets the same object. The
readings are kept for one lint run (`fresh` starts a run) and at most MAX_READINGS of them
(then the store starts again), so memory stays bounded. An answer is shared: a caller must not
change it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
MAX_READINGS = 8192  # texts whose readings are kept at once

_READINGS: dict[str, dict[Callable[[str], Any], Any]] = {}


def shared(func: Callable[[str], T], text: str) -> T:
    """`func(text)`, computed once per text while its reading is kept."""
    reading = _READINGS.get(text)
    if reading is None:
        if len(_READINGS) >= MAX_READINGS:
            _READINGS.clear()
        reading = _READINGS[text] = {}
    elif func in reading:
        return reading[func]  # type: ignore[no-any-return]
    found = reading[func] = func(text)
    return found


def fresh() -> None:
    """Start a lint run: the readings of the last run are dropped."""
    _READINGS.clear()


def kept() -> int:
    """How many texts' readings are kept (for the tests)."""
    return len(_READINGS)
