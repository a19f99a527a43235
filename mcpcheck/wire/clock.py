"""One deadline over a whole exchange, and a way to abort it from another thread."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable

from mcpcheck.wire.failures import Cancelled


class Clock:
    """The exchange's deadline (monotonic seconds) and its abort switch.

    Transports register an `on_abort` callback (kill the server's process group, shut the
    socket) so that a blocked read returns at once when another thread calls `abort()`.
    """

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.deadline = time.monotonic() + timeout
        self._lock = threading.Lock()
        self._aborted = False
        self._hooks: list[Callable[[], None]] = []

    def remaining(self, cap: float | None = None) -> float:
        """Seconds left (raises TimeoutError at zero, Cancelled after an abort)."""
        self.check()
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        return left if cap is None else min(left, cap)

    def check(self) -> None:
        if self._aborted:
            raise Cancelled

    @property
    def aborted(self) -> bool:
        return self._aborted

    def on_abort(self, hook: Callable[[], None]) -> None:
        with self._lock:
            if not self._aborted:
                self._hooks.append(hook)
                return
        hook()

    def abort(self) -> None:
        with self._lock:
            self._aborted = True
            hooks, self._hooks = self._hooks, []
        for hook in hooks:
            with contextlib.suppress(Exception):  # one failing hook must not stop the others
                hook()
