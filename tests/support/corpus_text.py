"""Every string of the project's corpora (tests/corpus/**/*.json): keys, values, list items.

The gate tests scan them to prove that a cheap screen never hides a match. A test written
by someone who must not see the held-out corpora asks for them to be left out.

`make test` reads a fixed share of the strings (one in `MCPCHECK_CORPUS_SHARE`, default 40, chosen
by a CRC of the text: the same strings on every run and on every machine, and a new corpus file
does not move which older strings are read); `make test-full` reads every string. The share keeps
the suite's time from growing with every corpus added; the lint replay lints every entry of the
hand-written lint corpora and the real servers' and releases' snapshots on the share of entries
and files (`kept_item`), and its record names the lint code and the corpora it was written from,
so a lint change fails `make test` until the record has been written again from every entry.
The default was 3 until stop 55, 5 until stop 58, 10 in stops 59-61, 20 in stops 62-63 and 40
since stop 64 (docs/testing.md): the shares nest (a string kept at 40 is kept at 20, 10 and 5), so
a larger default only reads fewer of the same strings (5,019 of the corpus strings at 40, 10,129
at 20, at stop 64).
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SHARE_ENV = "MCPCHECK_CORPUS_SHARE"


@cache
def share() -> int:
    """One in how many corpus strings the whole-corpus tests read (1: every string)."""
    value = os.environ.get(SHARE_ENV, "40")
    if not value.isdigit() or int(value) < 1:
        raise ValueError(f"{SHARE_ENV} must be a whole number >= 1, not {value!r}")
    return int(value)


def kept_item(key: str) -> bool:
    """Whether a whole-corpus test that reads corpus items other than strings (a snapshot file,
    a schema node) reads the item of `key` (a file's path under tests/corpus such as
    "servers/x.json", a node's JSON text): the same CRC share as the strings', of the key."""
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) % share() == 0


def _kept(text: str) -> bool:
    return len(text) < 30_000 and zlib.crc32(text.encode("utf-8", "surrogatepass")) % share() == 0


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
    """The distinct strings under 30,000 characters of the share (`share()`), sorted; without
    the held-out corpora (files whose name holds "heldout") when `held_out` is False."""
    found: set[str] = set()
    for path in sorted(CORPUS.rglob("*.json")):
        if held_out or "heldout" not in path.name:
            found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    return sorted(text for text in found if _kept(text))


_RETIRED_HELDOUT = re.compile(r"(?:poisoned|benign)_heldout[2-9]?\.json")


@cache
def readable_strings() -> list[str]:
    """The distinct strings under 30,000 characters of the share, sorted, of every corpus an
    engineer may read:
    the retired held-out sets (`heldout`, `heldout2` to `heldout9`) kept, the blind ones
    (`heldout10` on) and train13 (half of it kept back) left out."""
    found: set[str] = set()
    for path in sorted(CORPUS.rglob("*.json")):
        blind = "train13" in path.name or (
            "heldout" in path.name and _RETIRED_HELDOUT.fullmatch(path.name) is None)
        if not blind:
            found.update(strings(json.loads(path.read_text(encoding="utf-8"))))
    return sorted(text for text in found if _kept(text))
