"""What the guard reports about itself: one event per check, and counters per tool and kind."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from mcpcheck.guard.errors import ContractError


class Check(str, Enum):
    """The kinds of check a guard runs."""

    BIND = "bind"  # tools/list read and required/optional/pin checked
    TOOL = "tool"  # the called tool is advertised
    ARGUMENTS = "arguments"  # arguments against the tool's current inputSchema
    RESULT_SCHEMA = "result-schema"  # structuredContent against the tool's own outputSchema
    RESULT_EXPECTATION = "result-expectation"  # the result against the caller's expectation


class Outcome(str, Enum):
    OK = "ok"
    VIOLATED = "violated"  # the check failed (raised or reported, per policy)
    SKIPPED = "skipped"  # nothing to check (no outputSchema, no expectation, an error result)


@dataclass(frozen=True)
class GuardEvent:
    check: Check
    outcome: Outcome
    tool: str | None = None
    error: ContractError | None = None
    raised: bool = False


EventHook = Callable[[GuardEvent], None]


class Stats:
    """Counters per (tool, check, outcome); thread-safe; `snapshot()` is a plain dict.

    Each thread counts into a table of its own (no lock on the way of a call: a guarded call
    counts three or four checks); reading sums the tables under the lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._mine = threading.local()
        self._tables: list[dict[tuple[str, str, str], int]] = []

    def add(self, event: GuardEvent) -> None:
        self.tally(event.tool, event.check, event.outcome)

    def tally(self, tool: str | None, check: Check, outcome: Outcome) -> None:
        """Count one event without making it (the guard's path when no hook wants events)."""
        key = (tool or "", _VALUES[check], _VALUES[outcome])
        try:
            table = self._mine.table
        except AttributeError:
            table = self._mine.table = {}
            with self._lock:
                self._tables.append(table)
        table[key] = table.get(key, 0) + 1  # only this thread writes this table

    def count(self, tool: str | None = None, check: Check | str | None = None,
              outcome: Outcome | str | None = None) -> int:
        """Sum of the counters that match every given part."""
        want = (tool, _value(check), _value(outcome))
        return sum(n for key, n in self.snapshot().items()
                   if all(w is None or w == k for w, k in zip(want, key, strict=True)))

    def snapshot(self) -> dict[tuple[str, str, str], int]:
        total: dict[tuple[str, str, str], int] = {}
        with self._lock:
            tables = list(self._tables)
        for table in tables:
            for key, n in table.copy().items():  # a copy is taken at once, under the GIL
                total[key] = total.get(key, 0) + n
        return total


_VALUES: dict[Enum, str] = {member: member.value for member in (*Check, *Outcome)}


def _value(item: Enum | str | None) -> str | None:
    return item.value if isinstance(item, Enum) else item
