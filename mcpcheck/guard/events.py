"""What the guard reports about itself: one event per check, and counters per tool and kind."""

from __future__ import annotations

import threading
from collections import Counter
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
    """Counters per (tool, check, outcome); thread-safe; `snapshot()` is a plain dict."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: Counter[tuple[str, str, str]] = Counter()

    def add(self, event: GuardEvent) -> None:
        self.tally(event.tool, event.check, event.outcome)

    def tally(self, tool: str | None, check: Check, outcome: Outcome) -> None:
        """Count one event without making it (the guard's path when no hook wants events)."""
        key = (tool or "", _VALUES[check], _VALUES[outcome])
        with self._lock:
            self._counts[key] += 1

    def count(self, tool: str | None = None, check: Check | str | None = None,
              outcome: Outcome | str | None = None) -> int:
        """Sum of the counters that match every given part."""
        want = (tool, _value(check), _value(outcome))
        with self._lock:
            return sum(n for key, n in self._counts.items()
                       if all(w is None or w == k for w, k in zip(want, key, strict=True)))

    def snapshot(self) -> dict[tuple[str, str, str], int]:
        with self._lock:
            return dict(self._counts)


_VALUES: dict[Enum, str] = {member: member.value for member in (*Check, *Outcome)}


def _value(item: Enum | str | None) -> str | None:
    return item.value if isinstance(item, Enum) else item
