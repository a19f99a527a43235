"""The learned detector's features: hashed word uni/bi-grams and character n-grams of a tool's
model-visible texts, read as the engine reads them.

Pure Python (zlib.crc32 for hashing), shared by model.py's scorer and by train_learned.py, so
training and scoring see the same numbers. Part of the learned-detector experiment, not of
mcpcheck.

Each text is read as the rule-based classes read it (attacks.view: NFKC, invisible characters
dropped; attacks.normalize.readings: look-alike skeleton, leetspeak fold, joined letters,
reversed or shifted text, config fragments; attacks.encoded: base64, hex, percent runs decoded)
and every reading adds its words. Character 3- and 4-grams of the plain view carry scripts
without spaces (CJK, Thai) and misspellings.

A unit is one model-visible string of a tool (name, title, description, every property's title,
description, enum/default/examples/const value, the `required` entries, the property names read
as words) or the tool's joined text (all of them in reading order).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from itertools import pairwise
from typing import Any, NamedTuple

from mcpcheck.checks.lint.attacks import encoded
from mcpcheck.checks.lint.attacks.joined import fields_of
from mcpcheck.checks.lint.attacks.normalize import readings
from mcpcheck.checks.lint.attacks.reading import reading as name_reading
from mcpcheck.checks.lint.attacks.view import view_of

BITS = 20  # hashed feature space: 2**BITS buckets
MASK = (1 << BITS) - 1
UNIT_CHARS = 4_000  # characters of one field read for features
JOINED_CHARS = 12_000  # characters of the joined text read for features
MAX_NAMES = 200  # property names read per tool
_WORD = re.compile(r"\w+", re.UNICODE)
_SPACE = re.compile(r"\s+")
JOINED = ""  # the path of the joined unit


class Unit(NamedTuple):
    path: str  # a JSON Pointer into the tool ("" for the joined text)
    text: str


def _bucket(kind: str, token: str) -> int:
    return zlib.crc32(f"{kind}\x1f{token}".encode("utf-8", "surrogatepass")) & MASK


def _readings_of(text: str) -> list[str]:
    """The text as the detectors read it, then each other reading it calls for."""
    plain = view_of(text).text
    out = [plain]
    out += [r.text for r in readings(plain)]
    for count, (_, _, _, decoded) in enumerate(encoded.decoded_runs(plain)):
        if count >= 4:
            break
        out.append(decoded)
    return out


def features(text: str) -> list[int]:
    """The sorted, distinct feature buckets of one unit's text."""
    found: set[int] = set()
    texts = _readings_of(text)
    for reading in texts:
        words = [w.lower() for w in _WORD.findall(reading)]
        found.update(_bucket("w", w) for w in words)
        found.update(_bucket("b", f"{a} {b}") for a, b in pairwise(words))
    plain = " " + _SPACE.sub(" ", texts[0].lower()).strip() + " "
    for size in (3, 4):
        found.update(_bucket("c", plain[i : i + size]) for i in range(len(plain) - size + 1))
    return sorted(found)


def _names(schema: Any, path: str, out: list[Unit], depth: int = 0) -> None:
    if not isinstance(schema, dict) or depth > 8 or len(out) >= MAX_NAMES:
        return
    for key, sub in schema.items():
        if key in ("properties", "$defs", "definitions", "patternProperties") and isinstance(
                sub, dict):
            for name, child in list(sub.items())[:100]:
                if not isinstance(name, str):
                    continue
                where = f"{path}/{key}/{name.replace('~', '~0').replace('/', '~1')}"
                if key == "properties":
                    out.append(Unit(where, name_reading(name)))
                _names(child, where, out, depth + 1)
        elif isinstance(sub, dict):
            _names(sub, f"{path}/{key}", out, depth + 1)
        elif isinstance(sub, list):
            for index, child in enumerate(sub[:20]):
                _names(child, f"{path}/{key}/{index}", out, depth + 1)


def units_of(tool: Any) -> list[Unit]:
    """The tool's units: each model-visible string, then the joined text (path "")."""
    if not isinstance(tool, dict):
        return []
    out: list[Unit] = []
    for field in fields_of(tool):
        text = name_reading(field.text) if field.what == "name" else field.text
        out.append(Unit(field.path, text[:UNIT_CHARS]))
    names: list[Unit] = []
    for key in ("inputSchema", "outputSchema"):
        _names(tool.get(key), f"/{key}", names)
    out += names[:MAX_NAMES]
    joined = "\n".join(unit.text for unit in out)[:JOINED_CHARS]
    out = [unit for unit in out if unit.text.strip()]
    if out:
        out.append(Unit(JOINED, joined))
    return out


def unit_features(tool: Any) -> Iterator[tuple[Unit, list[int]]]:
    for unit in units_of(tool):
        yield unit, features(unit.text)
