"""Stopping on SIGINT, SIGTERM and SIGHUP, whichever transport or thread is busy.

`install(on_stop)` sets the handlers (from the main thread, before any server starts). The
first of those signals kills every process group in the children registry and refuses new
ones, then calls `on_stop(signum)`; on_stop writes what was learned and ends the process (the
CLI exits 128 + signum without waiting for worker threads). A second signal during the stop
is ignored: the stop is already under way and takes well under a second.

The stop may run in the watcher thread (below) while the main thread goes on. The main thread
must then not finish the run on its own (its report and exit code would race with the stop's):
its handler holds it while the stop is under way, and the CLI calls `hold_if_stopping()` on its
way out for the case where the handler let it go on (a spawn of its own under way).

`Progress` keeps the results a command has so far, so that the stop can report them.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Sequence
from types import FrameType

from mcpcheck.models import ServerResult
from mcpcheck.wire import children

SIGNALS: dict[int, str] = {
    signal.SIGINT: "SIGINT",
    signal.SIGTERM: "SIGTERM",
    signal.SIGHUP: "SIGHUP",
}
_ONCE = threading.Lock()
_STOPPING = threading.Event()  # set once a stop has begun, in whichever thread
_STOPPER: list[int] = []  # the ident of the thread that runs the stop (set before _STOPPING)


# The handler in force (the last one installed). The wake-up pipe and its watcher are made
# once per process: a library caller that runs the CLI twice gets no second pipe and thread.
_HANDLER: list[Callable[[int, FrameType | None], None]] = []


HOLD_LIMIT = 60.0  # a stop that has not ended the process by then has failed: go on


def exit_code(signum: int) -> int:
    """The shell's convention: 128 + the signal number (130, 143, 129)."""
    return 128 + signum


def install(on_stop: Callable[[int], object]) -> None:
    """Handle SIGINT, SIGTERM and SIGHUP with `on_stop` (call from the main thread).

    Python runs a handler in the main thread, but the kernel may hand the signal to any
    thread; a main thread asleep in a lock wait (a thread pool's result) would then not wake
    for it. So the signal's number also goes down a wake-up pipe that a small watcher thread
    reads: whichever sees the signal first stops the run. A command that sets its own handlers
    (serve) keeps them: the watcher acts only while these handlers are installed.
    """

    def stop(signum: int) -> None:
        if not _ONCE.acquire(blocking=False):
            return  # a stop is under way (the other thread, or a second signal)
        _STOPPER.append(threading.get_ident())
        _STOPPING.set()
        children.close()
        try:
            on_stop(signum)
        finally:  # on_stop should not return; if it does (or fails), still stop
            os._exit(exit_code(signum))

    def handler(signum: int, frame: FrameType | None) -> None:
        if children.starting_here():
            return  # mid-spawn in this thread: the watcher stops once the spawn registers
        if _STOPPER and _STOPPER[0] == threading.get_ident():
            # a second signal run on top of the stop in the thread that runs it: holding here
            # would hold the stop itself (it hung for HOLD_LIMIT), so let the stop go on
            return
        stop(signum)
        hold_if_stopping()  # the watcher began the stop first: it ends the process

    for signum in SIGNALS:
        signal.signal(signum, handler)
    first = not _HANDLER
    _HANDLER[:] = [handler]
    if not first:
        return  # installed again: the one watcher acts for the new handler
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)

    def watch() -> None:
        while True:
            for number in os.read(read_end, 64):
                current = _HANDLER[0]
                if number in SIGNALS and signal.getsignal(number) is current:
                    current(number, None)

    threading.Thread(target=watch, name="mcpcheck-signals", daemon=True).start()


def stopping() -> bool:
    """Whether a stop by signal has begun (it ends the process)."""
    return _STOPPING.is_set()


def hold_if_stopping() -> None:
    """If a stop has begun in another thread, wait for it to end the process, so that the
    caller's own report and exit code never race with the stop's (bounded by HOLD_LIMIT)."""
    if _STOPPING.is_set():
        time.sleep(HOLD_LIMIT)


class Progress:
    """The results of one command so far, in configuration order (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.RLock()  # the stop reads it from the main thread
        self._labels: list[str] = []
        self._results: dict[int, ServerResult] = {}

    def begin(self, labels: Sequence[str]) -> None:
        with self._lock:
            self._labels = list(labels)
            self._results = {}

    def record(self, index: int, result: ServerResult) -> None:
        """Keep a server's result, unless a stop has begun: the stop kills every server first,
        so what a worker ends with after that (a closed connection) was caused by the stop and
        the server is reported as interrupted."""
        with self._lock:
            if not _STOPPING.is_set():
                self._results[index] = result

    def started(self) -> bool:
        with self._lock:
            return bool(self._labels)

    def so_far(self, why: str) -> list[ServerResult]:
        """Finished servers as they ended; the others as errors saying `why`."""
        with self._lock:
            return [self._results.get(i) or ServerResult(server=label, error=why)
                    for i, label in enumerate(self._labels)]
