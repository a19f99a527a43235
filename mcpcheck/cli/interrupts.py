"""Stopping on SIGINT, SIGTERM and SIGHUP, whichever transport or thread is busy.

`install(on_stop)` sets the handlers (from the main thread, before any server starts). The
first of those signals kills every process group in the children registry and refuses new
ones, then calls `on_stop(signum)`; on_stop writes what was learned and ends the process (the
CLI exits 128 + signum without waiting for worker threads). A second signal during the stop
is ignored: the stop is already under way and takes well under a second.

`Progress` keeps the results a command has so far, so that the stop can report them.
"""

from __future__ import annotations

import os
import signal
import threading
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
        children.close()
        try:
            on_stop(signum)
        finally:  # on_stop should not return; if it does (or fails), still stop
            os._exit(exit_code(signum))

    def handler(signum: int, frame: FrameType | None) -> None:
        if children.starting_here():
            return  # mid-spawn in this thread: the watcher stops once the spawn registers
        stop(signum)

    for signum in SIGNALS:
        signal.signal(signum, handler)
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)

    def watch() -> None:
        while True:
            for number in os.read(read_end, 64):
                if number in SIGNALS and signal.getsignal(number) is handler:
                    stop(number)

    threading.Thread(target=watch, name="mcpcheck-signals", daemon=True).start()


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
        with self._lock:
            self._results[index] = result

    def started(self) -> bool:
        with self._lock:
            return bool(self._labels)

    def so_far(self, why: str) -> list[ServerResult]:
        """Finished servers as they ended; the others as errors saying `why`."""
        with self._lock:
            return [self._results.get(i) or ServerResult(server=label, error=why)
                    for i, label in enumerate(self._labels)]
