"""How `serve` ends: no interpreter shutdown beside a thread it could not wait for.

A daemon thread still inside an import or a buffered write when the interpreter finalizes can
abort the process (SIGABRT, exit -6 instead of serve's 0): a CI run saw it once on
test_closed_stderr's serve test. The CLI ends such a run with `exit_now` (streams flushed,
os._exit), and only then.
"""

from __future__ import annotations

import subprocess
import textwrap

from tests.conftest import PY, ROOT


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PY, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)


def test_threads_left_sees_a_daemon_thread_and_not_the_signal_watcher() -> None:
    proc = _run("""
        import threading
        from mcpcheck.commands.serve import threads_left
        gate = threading.Event()
        print(threads_left())
        threading.Thread(target=gate.wait, name="mcpcheck-signals", daemon=True).start()
        print(threads_left())
        worker = threading.Thread(target=gate.wait, name="mcpcheck-checker", daemon=True)
        worker.start()
        print(threads_left())
        gate.set()
        worker.join()
        print(threads_left())
        """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "False", "True", "False"]


def test_exit_now_flushes_what_was_written_and_keeps_the_code() -> None:
    proc = _run("""
        import sys, threading, time
        from mcpcheck.cli.output import exit_now
        threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
        sys.stdout.write("report so far")
        sys.stderr.write("a message")
        exit_now(7)
        print("never")
        """)
    assert proc.returncode == 7
    assert proc.stdout == "report so far"
    assert proc.stderr == "a message"
