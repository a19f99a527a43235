"""A stop by signal ends the process whichever thread holds the children registry's lock.

Python runs a signal handler in the main thread between two bytecodes, possibly inside one of
the registry's `with _LOCK` blocks; the stop then called `children.close()`, which waited on that
lock forever (a clean-clone CI run of test_signals' double-signal test hung once that way).
"""

from __future__ import annotations

import subprocess
import textwrap

from tests.conftest import PY, ROOT

STOP = """
    import os, signal, threading, time
    from mcpcheck.cli import interrupts
    from mcpcheck.wire import children

    def on_stop(signum):
        os.write(2, b"stopped\\n")
        os._exit(100 + signum)

    interrupts.install(on_stop)
"""


def _run(body: str) -> subprocess.CompletedProcess[str]:
    code = textwrap.dedent(STOP) + textwrap.dedent(body)
    return subprocess.run([PY, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=ROOT)


def test_a_signal_inside_the_main_threads_lock_still_stops() -> None:
    proc = _run("""
        with children._LOCK:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)
        print("not stopped")
        """)
    assert proc.returncode == 102, proc.stderr
    assert proc.stderr == "stopped\n"
    assert proc.stdout == ""


def test_a_lock_held_for_good_by_another_thread_delays_the_stop_only_a_little() -> None:
    proc = _run("""
        threading.Thread(target=children._LOCK.acquire, daemon=True).start()
        time.sleep(0.3)
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(30)
        print("not stopped")
        """)
    assert proc.returncode == 115, proc.stderr
    assert proc.stderr == "stopped\n"
