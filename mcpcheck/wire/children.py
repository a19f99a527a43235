"""The process groups of the servers this run started, so that every exit path can kill them.

Every transport that spawns a server process starts it in a new session (its process group id
is its pid) and registers the group here for as long as it may be alive. A signal handler, a
timeout or the normal close can then call `kill_all()` / `kill(pgid)` without knowing which
transport or thread started the process. Thread-safe; never raises.

On the way out (a signal), `close()` kills every registered group and refuses new ones: a
group registered after it is killed at once. Wrap the spawn itself in `starting()`: after
`close()` it refuses to begin (raises `Stopping`), and `close()` waits for a spawn already
under way to register (and so be killed). Between the two, no server can be started that the
process's exit would leave running.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator

# An RLock: a stop by signal runs in the main thread between two bytecodes, possibly inside one
# of the `with _LOCK` blocks below; it must not wait on a lock its own thread holds.
_LOCK = threading.RLock()
STOP_LOCK_WAIT = 1.0  # close() waits at most this long for the lock, then goes on without it
_GROUPS: set[int] = set()
_STATE = {"closed": False, "starting": 0}
_HERE = threading.local()  # how deep the calling thread is in starting()


class Stopping(Exception):
    """The run is stopping (close() was called): no new server is started."""


def register(pgid: int) -> None:
    """Remember a process group this run started (after close(): kill it at once)."""
    with _LOCK:
        closed = _STATE["closed"]
        if not closed:
            _GROUPS.add(pgid)
    if closed:
        _sigkill(pgid)


def unregister(pgid: int) -> None:
    """Forget a group (after it was killed or reaped)."""
    with _LOCK:
        _GROUPS.discard(pgid)


def live() -> tuple[int, ...]:
    """The groups registered now, in no particular order."""
    with _LOCK:
        return tuple(_GROUPS)


def _sigkill(pgid: int) -> None:
    """SIGKILL a whole group (the server and anything it started); gone already is fine."""
    with contextlib.suppress(OSError):
        os.killpg(pgid, signal.SIGKILL)


def kill(pgid: int) -> None:
    """SIGKILL a whole group and forget it."""
    _sigkill(pgid)
    unregister(pgid)


def kill_all(wait: float | None = None) -> int:
    """SIGKILL every registered group and forget them; returns how many there were. With
    `wait`, each wait on the lock is bounded and the kill goes on without it (the stop's way:
    see _held_or_not)."""
    with _LOCK if wait is None else _held_or_not(wait):
        groups = tuple(_GROUPS)
    for pgid in groups:
        _sigkill(pgid)
    with _LOCK if wait is None else _held_or_not(wait):
        _GROUPS.difference_update(groups)
    return len(groups)


@contextlib.contextmanager
def starting() -> Iterator[None]:
    """Wrap a spawn + register: close() waits for it to finish; after close(), Stopping."""
    with _LOCK:
        if _STATE["closed"]:
            raise Stopping("the run is stopping: no new server is started")
        _STATE["starting"] += 1
    _HERE.depth = getattr(_HERE, "depth", 0) + 1
    try:
        yield
    finally:
        _HERE.depth -= 1
        with _LOCK:
            _STATE["starting"] -= 1


def starting_here() -> bool:
    """Whether the calling thread is between a spawn and its registration (a stop from this
    thread could not wait for that spawn to register)."""
    return getattr(_HERE, "depth", 0) > 0


@contextlib.contextmanager
def _held_or_not(wait: float) -> Iterator[None]:
    """The lock if it comes within `wait` seconds, else nothing: the stop goes on (a thread
    that holds the lock may be the main thread, parked by the stop itself in a signal handler)."""
    got = _LOCK.acquire(timeout=wait)
    try:
        yield
    finally:
        if got:
            _LOCK.release()


def close(grace: float = 5.0) -> int:
    """Kill every group, refuse new ones, and wait up to `grace` seconds for spawns under way
    to register (they are killed as they do; a fork and exec takes milliseconds, but seconds
    on a machine under heavy load). Returns how many groups were killed. Never blocked for long
    on the lock: a stop must end the process whichever thread holds it."""
    with _held_or_not(STOP_LOCK_WAIT):
        _STATE["closed"] = True
    killed = kill_all(STOP_LOCK_WAIT)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        with _held_or_not(STOP_LOCK_WAIT):
            if _STATE["starting"] <= 0:
                break
        time.sleep(0.01)
    return killed + kill_all(STOP_LOCK_WAIT)


def closed() -> bool:
    with _LOCK:
        return bool(_STATE["closed"])
