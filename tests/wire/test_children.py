"""The registry of started process groups: kill_all really kills a whole group, children too."""

from __future__ import annotations

import subprocess
import sys
import time

from mcpcheck.wire import children


def _alive(pid: int) -> bool:
    """Running and not a zombie waiting for a reaper."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_kill_all_kills_the_group_and_its_children() -> None:
    script = ("import subprocess,sys,time;"
              "c=subprocess.Popen([sys.executable,'-c','import time; time.sleep(60)']);"
              "print(c.pid,flush=True); time.sleep(60)")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                            start_new_session=True)
    assert proc.stdout is not None
    with proc.stdout:
        grandchild = int(proc.stdout.readline())
    children.register(proc.pid)
    assert proc.pid in children.live()
    assert children.kill_all() == 1
    assert proc.wait(timeout=5) == -9
    deadline = time.monotonic() + 5
    while _alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(grandchild)
    assert proc.pid not in children.live()
    assert children.kill_all() == 0


def test_kill_of_a_gone_group_is_quiet() -> None:
    children.register(2**22 + 12345)
    children.kill(2**22 + 12345)
    assert 2**22 + 12345 not in children.live()


def test_close_waits_for_a_spawn_under_way_and_kills_it_on_registration() -> None:
    """A stop that lands between a spawn and its registration still kills that server."""
    import threading

    try:
        with children.starting():
            proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                                    start_new_session=True)
            closer = threading.Thread(target=children.close)
            closer.start()
            time.sleep(0.2)  # close() is now waiting for this spawn to register
            assert closer.is_alive() and children.closed()
            assert children.starting_here()
            children.register(proc.pid)
        closer.join(5)
        assert not closer.is_alive()
        assert proc.wait(timeout=5) == -9
        assert proc.pid not in children.live()
    finally:
        children._STATE["closed"] = False  # this process's other tests go on starting servers


def test_after_close_no_spawn_begins() -> None:
    """A thread that reaches a spawn after the stop began gets Stopping, so the process's exit
    cannot leave a server started between close() and its registration."""
    from mcpcheck.wire.failures import SpawnError
    from mcpcheck.wire.stdio import spawn

    try:
        children.close(grace=0)
        try:
            with children.starting():
                raise AssertionError("starting() let a spawn begin after close()")
        except children.Stopping:
            pass
        try:
            spawn(sys.executable, ("-c", "import time; time.sleep(60)"), {}, None,
                  subprocess.DEVNULL)  # type: ignore[arg-type]
            raise AssertionError("spawn() started a server after close()")
        except SpawnError as exc:
            assert (exc.what, exc.subject) == ("interrupted", "no new server is started")
        assert children.live() == ()
    finally:
        children._STATE["closed"] = False  # this process's other tests go on starting servers
