"""The process groups of the servers this run started, so that every exit path can kill them.

Every transport that spawns a server process starts it in a new session (its process group id
is its pid) and registers the group here for as long as it may be alive. A signal handler, a
timeout or the normal close can then call `kill_all()` / `kill(pgid)` without knowing which
transport or thread started the process. Thread-safe; never raises.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading

_LOCK = threading.Lock()
_GROUPS: set[int] = set()


def register(pgid: int) -> None:
    """Remember a process group this run started."""
    with _LOCK:
        _GROUPS.add(pgid)


def unregister(pgid: int) -> None:
    """Forget a group (after it was killed or reaped)."""
    with _LOCK:
        _GROUPS.discard(pgid)


def live() -> tuple[int, ...]:
    """The groups registered now, in no particular order."""
    with _LOCK:
        return tuple(_GROUPS)


def kill(pgid: int) -> None:
    """SIGKILL a whole group (the server and anything it started) and forget it."""
    with contextlib.suppress(OSError):
        os.killpg(pgid, signal.SIGKILL)
    unregister(pgid)


def kill_all() -> int:
    """SIGKILL every registered group; returns how many there were."""
    groups = live()
    for pgid in groups:
        kill(pgid)
    return len(groups)
