"""(speed64) The scans of one process, kept across lint runs: a text linted again with the same
server around it (a `diff` or a drift check lints the old and the new snapshot, a `watch` lints
the same server every period, a `check` of several servers meets the same shared texts) is
judged once.

A scan depends on the text, the cap and what the detectors read of the text's site (see
attacks.ScanMemo, which builds the key of one text in one run). The part of the site that a run's
key leaves out is the run's own: the server's tool names (`own_tools`, read whole by the
shadowing readers: whether the server has other tools, their short names, their suffixes) and
the other servers' tools (`foreign_tools`). Two runs share an entry only when those are equal:
each distinct pair gets a number (`site_token`), never reused, and the number leads the key.

A run checked together with many other servers' tools (`check` of a fleet: thousands of foreign
names, a view of one shared table, attacks.base.ForeignTools) gets a number of its own, shared
with no other run: numbering it would copy the fleet's table once per server and keep the copy.

Bounded: at MAX_ENTRIES entries or MAX_CHARS characters of text the store starts again empty, and
its numbers with it (a number dropped is never given again, so an old run's keys cannot meet a
new server's entries). `clear()` empties it (the tests empty it around each test: a test that
patches a detector and lints again must read its texts again).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

__all__ = ["MAX_ENTRIES", "STORE", "TextStore"]

MAX_ENTRIES = 50_000  # texts kept
MAX_CHARS = 8_000_000  # characters of the texts kept (a text is at most the scan bound)
MAX_FOREIGN = 256  # other servers' tools beyond which a run's number is its own
_MAX_SITES = 4_096  # distinct servers (own and foreign tool names) numbered before a restart

V = TypeVar("V")


class TextStore(Generic[V]):
    """Scans by key, and the number of each run's site (its own and the foreign tool names)."""

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self.max_entries = max_entries
        self._entries: dict[tuple[object, ...], V] = {}
        self._sites: dict[tuple[frozenset[str], frozenset[tuple[str, str]]], int] = {}
        self._numbers = itertools.count()
        self._chars = 0

    def site_token(self, own_tools: frozenset[str], foreign_tools: Mapping[str, str]) -> int:
        """The number of this server's tool names and the other servers' tools: equal for equal
        names, in this process, until the store starts again; a number of its own past
        MAX_FOREIGN other servers' tools."""
        if len(foreign_tools) > MAX_FOREIGN:
            return next(self._numbers)
        site = (own_tools, frozenset(foreign_tools.items()))
        token = self._sites.get(site)
        if token is None:
            if len(self._sites) >= _MAX_SITES:
                self.clear()
            token = self._sites[site] = next(self._numbers)
        return token

    def get(self, key: tuple[object, ...]) -> V | None:
        return self._entries.get(key)

    def put(self, key: tuple[object, ...], text: str, value: V) -> None:
        """`value` kept under `key`, which holds `text` (counted against MAX_CHARS)."""
        if len(self._entries) >= self.max_entries or self._chars + len(text) > MAX_CHARS:
            self.clear()
        self._entries[key] = value
        self._chars += len(text)

    def clear(self) -> None:
        """Every entry and every site number dropped (numbers are not given again)."""
        self._entries.clear()
        self._sites.clear()
        self._chars = 0

    def __len__(self) -> int:
        return len(self._entries)


STORE: TextStore[tuple[Any, ...]] = TextStore()
