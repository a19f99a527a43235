"""`--shard K/N` (or MCPCHECK_SHARD): one part of the selected servers, for a CI matrix.

The partition depends on the set of server names only, never on their order in the config: the
names are sorted by the SHA-256 of their UTF-8 bytes (then by name) and dealt round-robin to the
N shards. Every server is in exactly one shard, shard sizes differ by at most one, and reordering
the config moves no server to another shard (adding or removing a server may move others).
Within a shard, servers keep their config order. `mcpcheck merge` joins the shards' reports.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from mcpcheck.errors import UsageError
from mcpcheck.models import Shard

ENV = "MCPCHECK_SHARD"
MAX_SHARDS = 10_000
_SPEC = re.compile(r"[ \t]*([0-9]{1,9})[ \t]*/[ \t]*([0-9]{1,9})[ \t]*")
T = TypeVar("T")


@dataclass(frozen=True)
class ShardSpec:
    """K/N: the K-th (1-based) of N shards."""

    index: int
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def parse_shard(text: str, what: str = "--shard") -> ShardSpec:
    """`K/N` with 1 <= K <= N <= MAX_SHARDS; a UsageError that says what is wrong otherwise."""
    match = _SPEC.fullmatch(text)
    shown = text if len(text) <= 40 else text[:40] + "…"
    if match is None:
        raise UsageError(f"{what} expects K/N (this job's part K of N parts, e.g. 2/3), "
                         f"got {shown!r}")
    index, count = int(match.group(1)), int(match.group(2))
    if count < 1:
        raise UsageError(f"{what} {shown}: N (the number of shards) must be at least 1")
    if count > MAX_SHARDS:
        raise UsageError(f"{what} {shown}: at most {MAX_SHARDS:,} shards")
    if not 1 <= index <= count:
        raise UsageError(f"{what} {shown}: K must be from 1 to {count} (shards count from 1)")
    return ShardSpec(index, count)


def requested(flag: str | None, environ: Mapping[str, str]) -> ShardSpec | None:
    """The shard asked for: the flag, else MCPCHECK_SHARD (an empty value is none)."""
    if flag is not None:
        return parse_shard(flag)
    raw = environ.get(ENV, "")
    return parse_shard(raw, ENV) if raw.strip() else None


def _key(name: str) -> tuple[bytes, str]:
    return hashlib.sha256(name.encode("utf-8", "surrogatepass")).digest(), name


def assignment(names: Sequence[str], count: int) -> list[int]:
    """The shard (1-based) of each name, in the order given."""
    order = sorted(range(len(names)), key=lambda i: (*_key(names[i]), i))
    shard = [0] * len(names)
    for rank, i in enumerate(order):
        shard[i] = rank % count + 1
    return shard


def take(items: Sequence[T], name: Callable[[T], str],
         spec: ShardSpec) -> tuple[list[T], Shard]:
    """The items of shard `spec` (in their given order) and the record of the split. Apply it
    after the selection (--server): it partitions what was selected."""
    names = [name(item) for item in items]
    shards = assignment(names, spec.count)
    kept = [item for item, k in zip(items, shards, strict=True) if k == spec.index]
    return kept, Shard(index=spec.index, count=spec.count, selected=tuple(names))
