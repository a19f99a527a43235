"""The learned-detector experiment's weights and scorer (pure Python; not part of mcpcheck).

weights.bin (written by train_learned.py beside this file, not tracked): a 24-byte header
(magic, version, hash bits, scale, bias, threshold, count; little endian), then `count` uint32
feature buckets in ascending order, then `count` int8 weights (weight = int8 * scale). A unit's
score is sigmoid(bias + sum of its features' weights / sqrt(number of its distinct features));
a tool's score is its joined text's (all its model-visible strings in reading order). The
finding names the single string that scores highest on its own.
"""

from __future__ import annotations

import math
import struct
from array import array
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from features import BITS, features, units_of

MAGIC = b"MCPL"
VERSION = 1
DEFAULT_THRESHOLD = 0.98
_HEADER = struct.Struct("<4sBBxxfffI")


@dataclass(frozen=True)
class Weights:
    bias: float
    threshold: float
    table: dict[int, float]  # feature bucket -> weight

    @classmethod
    def from_bytes(cls, blob: bytes) -> Weights:
        magic, version, bits, scale, bias, threshold, count = _HEADER.unpack_from(blob)
        if magic != MAGIC or version != VERSION or bits != BITS:
            raise ValueError("weights.bin: not a weights file of this version")
        start = _HEADER.size
        indices = array("I")
        indices.frombytes(blob[start : start + 4 * count])
        if indices.itemsize != 4:  # pragma: no cover - every supported platform has 4
            raise ValueError("weights.bin: unsupported platform")
        if struct.pack("=I", 1) != struct.pack("<I", 1):  # pragma: no cover - big endian
            indices.byteswap()
        quant = array("b")
        quant.frombytes(blob[start + 4 * count : start + 5 * count])
        if len(indices) != count or len(quant) != count:
            raise ValueError("weights.bin: truncated")
        return cls(bias, threshold, {i: q * scale for i, q in zip(indices, quant, strict=True)})


@cache
def weights() -> Weights:
    blob = (Path(__file__).resolve().parent / "weights.bin").read_bytes()
    return Weights.from_bytes(blob)


@dataclass(frozen=True)
class Score:
    score: float  # the tool's score (its joined text's), 0..1
    field: str  # the highest-scoring single string ("" when not asked for)
    field_score: float


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-35.0, min(35.0, z))))


def _unit_score(feats: list[int], table: Weights) -> float:
    get = table.table.get
    return _sigmoid(table.bias + sum(get(f, 0.0) for f in feats) / math.sqrt(len(feats)))


def score_tool(tool: Any, table: Weights | None = None, *, name_field: bool = True
               ) -> Score | None:
    """The tool's score, or None for a tool with no text. name_field: also score each string
    on its own to name the highest-scoring one (done only for a flagged tool by `detect`)."""
    table = table or weights()
    units = units_of(tool)
    if not units:
        return None
    joined = units[-1]
    score = _unit_score(features(joined.text), table)
    field, field_score = "", 0.0
    if name_field:
        for unit in units[:-1]:
            feats = features(unit.text)
            if feats and (p := _unit_score(feats, table)) > field_score:
                field, field_score = unit.path, p
    return Score(score, field, field_score)
