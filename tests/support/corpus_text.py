"""Every string of the project's corpora (tests/corpus/**/*.json): keys, values, list items.

The gate tests scan them all to prove that a cheap screen never hides a match. A test written
by someone who must not see the held-out corpora asks for them to be left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, object keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


@cache
def corpus_strings(held_out: bool = True) -> list[str]:
    """The distinct strings under 30,000 characters, sorted; without the held-out corpora
    (files whose name holds "heldout") when `held_out` is False."""
    found: set[str] = set()
    for path in sorted(CORPUS.rglob("*.json")):
        if held_out or "heldout" not in path.name:
            found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    return sorted(text for text in found if len(text) < 30_000)


_RETIRED_HELDOUT = re.compile(r"(?:poisoned|benign)_heldout[2-9]?\.json")


@cache
def readable_strings() -> list[str]:
    """The distinct strings under 30,000 characters, sorted, of every corpus an engineer may read:
    the retired held-out sets (`heldout`, `heldout2` to `heldout9`) kept, the blind ones
    (`heldout10` on) and train13 (half of it kept back) left out."""
    found: set[str] = set()
    for path in sorted(CORPUS.rglob("*.json")):
        blind = "train13" in path.name or (
            "heldout" in path.name and _RETIRED_HELDOUT.fullmatch(path.name) is None)
        if not blind:
            found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    return sorted(text for text in found if len(text) < 30_000)
