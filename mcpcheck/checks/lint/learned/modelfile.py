"""The learned model's file: gzip-compressed JSON written by scripts/train_learned.py.

    {"format": "mcpcheck-learned/2", "families": [FAMILY, ...], "intercept": b,
     "threshold": t, "about": {...}}
    FAMILY: {"kind": "char" | "word" | "norm" | "concept", "ngram_range": [2, 5], "ngrams": [...],
             "idf": <base64 int16 LE>, "idf_scale": s, "weights": <base64 int16 LE>,
             "weight_scale": s}

A family's feature i is the n-gram ngrams[i]; its inverse document frequency is
idf[i] * idf_scale and its weight weights[i] * weight_scale (quantised to 16 bits). "char": the
character n-grams of the tool's text; "word": its word n-grams; "norm": the character n-grams of
the lint's normalised readings of it; "concept": lint's attack concepts found in each line of it
and pairs of consecutive ones (features.concept_grams). The first format ("mcpcheck-learned/1":
one char family, its keys at the top level) is still read. No pickle: the file is data only. A
missing, truncated or malformed file is a ModelFileError (exit 3), never a traceback.
"""

from __future__ import annotations

import base64
import json
import os
import sys
import zlib
from array import array
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from mcpcheck.checks.lint.learned.features import ConceptGrams, WordGrams, WordMemo
from mcpcheck.errors import ModelFileError
from mcpcheck.fileio import files

FORMAT = "mcpcheck-learned/2"
FORMAT_1 = "mcpcheck-learned/1"  # one char family, its keys at the top level
KINDS = ("char", "word", "norm", "concept")
MODEL_PATH = Path(__file__).with_name("model.json.gz")
MAX_BYTES = 64 * 1024 * 1024  # the file, and its decompressed JSON
GZIP_WBITS = 16 + zlib.MAX_WBITS  # zlib reads the gzip container
ENV_PATH = "MCPCHECK_DEEP_MODEL"  # another model file (a retrained one, under test)


def model_path() -> Path:
    """The shipped model, or the file $MCPCHECK_DEEP_MODEL names."""
    return Path(os.environ.get(ENV_PATH) or MODEL_PATH)


@dataclass(frozen=True)
class Family:
    """One feature family: its n-grams, their idf and weights, and its counter."""

    kind: str  # "char", "word", "norm" or "concept"
    low: int
    high: int
    index: dict[str, int]  # n-gram -> feature index
    idf: tuple[float, ...]
    weights: tuple[float, ...]
    counter: WordMemo | WordGrams | ConceptGrams = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kind = {"word": WordGrams, "concept": ConceptGrams}.get(self.kind, WordMemo)
        counter = kind(self.index, self.low, self.high)
        object.__setattr__(self, "counter", counter)


@dataclass(frozen=True)
class Model:
    families: tuple[Family, ...]
    intercept: float
    threshold: float
    about: dict[str, Any]


@lru_cache(maxsize=4)
def load_model(path: Path = MODEL_PATH) -> Model:
    """The model at `path` (read once per process and path)."""
    where = f"the learned model ({path})"
    if not files.present(path):
        raise ModelFileError(f"could not evaluate --deep: {where} is missing")
    try:
        # the guarded reader: a regular file only (never a FIFO or a device), bounded
        packed = files.read_bytes(path, MAX_BYTES)
        raw = zlib.decompressobj(wbits=GZIP_WBITS).decompress(packed, MAX_BYTES + 1)
    except (files.FileProblem, zlib.error) as exc:
        raise ModelFileError(f"could not evaluate --deep: {where} is unreadable: {exc}") from None
    if len(raw) > MAX_BYTES:
        raise ModelFileError(f"could not evaluate --deep: {where} is larger than {MAX_BYTES} bytes")
    try:
        return _model(json.loads(raw))
    except (ValueError, TypeError, KeyError) as exc:
        raise ModelFileError(f"could not evaluate --deep: {where} is corrupt: {exc}") from None


def _model(data: Any) -> Model:
    if not isinstance(data, dict) or data.get("format") not in (FORMAT, FORMAT_1):
        raise ValueError(f"not a {FORMAT} file")
    if data["format"] == FORMAT_1:
        families = [dict(data, kind="char")]
    else:
        families = data["families"]
        if not isinstance(families, list) or not families:
            raise ValueError("families is not a list of families")
    return Model(families=tuple(_family(family) for family in families),
                 intercept=float(data["intercept"]), threshold=float(data["threshold"]),
                 about=dict(data.get("about") or {}))


def _family(data: Any) -> Family:
    if not isinstance(data, dict) or data.get("kind") not in KINDS:
        raise ValueError(f"a family's kind is not one of {', '.join(KINDS)}")
    ngrams = data["ngrams"]
    if not isinstance(ngrams, list) or not all(isinstance(g, str) for g in ngrams):
        raise ValueError("ngrams is not a list of strings")
    idf = _int16(data["idf"], len(ngrams), "idf")
    weights = _int16(data["weights"], len(ngrams), "weights")
    low, high = (int(v) for v in data["ngram_range"])
    if not 1 <= low <= high <= 16:
        raise ValueError(f"ngram_range {low}-{high} is out of range")
    idf_scale, weight_scale = float(data["idf_scale"]), float(data["weight_scale"])
    return Family(kind=str(data["kind"]), low=low, high=high,
                  index={g: i for i, g in enumerate(ngrams)},
                  idf=tuple(v * idf_scale for v in idf),
                  weights=tuple(v * weight_scale for v in weights))


def _int16(text: Any, count: int, what: str) -> array[int]:
    if not isinstance(text, str):
        raise ValueError(f"{what} is not base64 text")
    values = array("h")
    values.frombytes(base64.b64decode(text, validate=True))
    if sys.byteorder == "big":
        values.byteswap()
    if len(values) != count:
        raise ValueError(f"{what} has {len(values)} values for {count} n-grams")
    return values


def encode_int16(values: list[int]) -> str:
    """The base64 text of 16-bit little-endian integers (the training script writes with it)."""
    out = array("h", values)
    if sys.byteorder == "big":
        out.byteswap()
    return base64.b64encode(out.tobytes()).decode("ascii")
