"""A stop by signal that begins in the watcher thread ends the process with 128 + signum, even
when the main thread could finish the run first (a flake seen under load: exit 3, "interrupted",
because the main thread went on to its own exit while the watcher wrote the partial report)."""

from __future__ import annotations

import subprocess
import textwrap

import pytest

from tests.conftest import PY, ROOT

PRELUDE = textwrap.dedent("""
    import hashlib, os, signal, sys, threading, time
    from mcpcheck.cli import interrupts
    from mcpcheck.wire import children

    def on_stop(signum):
        time.sleep(2.5)  # writing the partial report: longer than the main thread's work
        os.write(2, b"stopped by the stop\\n")
        os._exit(interrupts.exit_code(signum))

    interrupts.install(on_stop)
""")

# The main thread is mid-spawn when the signal arrives: its handler lets it go on (the spawn
# must register to be killed), the watcher stops the run, and the main thread reaches its own
# exit first; the CLI's way out holds it (cli.launch.ended's finally).
MID_SPAWN = PRELUDE + textwrap.dedent("""
    try:
        with children.starting():
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.3)
        sys.exit(3)
    finally:
        interrupts.hold_if_stopping()
""")

# The main thread is in a long call that releases the GIL and ignores EINTR (hashing): the
# watcher begins the stop first, then the main thread's own handler runs and must hold.
BUSY = PRELUDE + textwrap.dedent("""
    data = b"x" * 400_000_000
    threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT)).start()
    hashlib.sha256(data).hexdigest()
    sys.stderr.write("main thread went on\\n")
    sys.exit(3)
""")


@pytest.mark.parametrize("script", [MID_SPAWN, BUSY], ids=["mid-spawn", "busy-main-thread"])
def test_the_stop_ends_the_process_not_the_main_thread(script: str) -> None:
    run = subprocess.run([PY, "-c", script], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 130, run.stderr
    assert "stopped by the stop" in run.stderr
    assert "main thread went on" not in run.stderr


def test_installing_twice_keeps_one_watcher() -> None:
    script = textwrap.dedent("""
        import threading
        from mcpcheck.cli import interrupts
        for _ in range(5):
            interrupts.install(lambda signum: None)
        print(sum(t.name == "mcpcheck-signals" for t in threading.enumerate()))
    """)
    run = subprocess.run([PY, "-c", script], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "1"


# The stop runs in the main thread (its handler called as the signal would call it) and a second
# signal arrives while it writes: the handler run on top of the stop must let it go on. It held
# the stop itself for HOLD_LIMIT (60 s), the flake of test_signals' second-signal case (stderr
# empty, no exit within 20 s).
SECOND_DURING_STOP = textwrap.dedent("""
    import os, signal, sys, time
    from mcpcheck.cli import interrupts

    def on_stop(signum):
        os.kill(os.getpid(), signal.SIGTERM)  # the second signal, while the stop writes
        time.sleep(0.5)
        os.write(2, b"stopped by the stop\\n")
        os._exit(interrupts.exit_code(signum))

    interrupts.install(on_stop)
    signal.getsignal(signal.SIGINT)(signal.SIGINT, None)
    sys.stderr.write("main thread went on\\n")
    sys.exit(3)
""")


def test_a_second_signal_in_the_stopping_thread_lets_the_stop_finish() -> None:
    run = subprocess.run([PY, "-c", SECOND_DURING_STOP], capture_output=True, text=True,
                         timeout=20, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 130, run.stderr
    assert run.stderr.count("stopped by the stop") == 1
    assert "main thread went on" not in run.stderr
