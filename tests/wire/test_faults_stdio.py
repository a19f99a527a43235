"""`mcpcheck snapshot` against every raw_stdio fault: exit code, one-line reason, bounded time,
bounded peak memory, and no server process (or child of one) left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, peak_measured, raw_server

# Whole run: interpreter start and `import mcp` (1.5 s idle, 3+ s on a loaded 2-core box), the
# timeout, then the kill grace. From the server's start (its pidfile) to mcpcheck's exit only
# the timeout and the kill grace (0.5 s + 0.5 s) remain.
GRACE = 6.0
KILL_GRACE = 2.0
MB = 1024 * 1024
SMALL_RSS_BOUND = 512 * MB  # every fault but the 200 MB line: ~70 MB typical, 294 MB seen once
HUGE_RSS_BOUND = 1536 * MB  # the 200 MB line: measured ~90-170 MB (the read never completes)


@dataclass
class Measured:
    code: int
    out: str
    err: str
    seconds: float
    ended_at: float  # wall clock, comparable with file mtimes
    peak_rss: int  # bytes: the CLI and every descendant it waited for

    @property
    def text(self) -> str:
        return self.out + self.err


def run_measured(*args: str, env: dict[str, str] | None = None) -> Measured:
    """Run `python -m mcpcheck ARGS`; its peak RSS (it and every descendant it waited for)
    comes from a launcher that forks it (tests.conftest.peak_measured)."""
    with (tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err,
          tempfile.TemporaryDirectory() as tmp):
        peak = Path(tmp) / "peak"
        start = time.monotonic()
        proc = subprocess.Popen(peak_measured(peak, [PY, "-m", "mcpcheck", *args]), stdout=out,
                                stderr=err, env={**os.environ, "NO_COLOR": "1", **(env or {})},
                                cwd=ROOT, start_new_session=True)
        try:
            proc.wait(120)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            raise AssertionError("mcpcheck did not finish within 120 s") from None
        seconds = time.monotonic() - start
        ended_at = time.time()
        out.seek(0)
        err.seek(0)
        return Measured(proc.returncode, out.read(), err.read(), seconds, ended_at,
                        int(peak.read_text()))


def snapshot(tmp_path: Path, tag: str, timeout: float, *server_flags: str) -> Measured:
    if "--pidfile" not in server_flags:
        server_flags = (*server_flags, "--pidfile", str(tmp_path / "pid"))
    return run_measured("snapshot", "--snapshot", str(tmp_path / "x.json"),
                        "--timeout", f"{timeout:g}", "--env", f"MCPCHECK_TEST_TAG={tag}",
                        "--", *raw_server(*server_flags))


def reason_line(run: Measured) -> str:
    lines = [ln.strip() for ln in run.out.splitlines() if "could not evaluate:" in ln]
    assert len(lines) == 1, run.text
    return lines[0]


def assert_could_not_evaluate(run: Measured, reason: str, timeout: float, tmp_path: Path,
                              rss_bound: int = SMALL_RSS_BOUND) -> None:
    assert run.code == 3, run.text
    assert reason in reason_line(run), run.text
    assert "Traceback" not in run.text
    assert run.seconds < timeout + GRACE, f"took {run.seconds:.2f}s"
    since_spawn = run.ended_at - (tmp_path / "pid").stat().st_mtime
    assert since_spawn < timeout + KILL_GRACE, f"{since_spawn:.2f}s after the server started"
    assert run.peak_rss < rss_bound, f"peak RSS {run.peak_rss // MB} MB"
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize(("fault", "flags", "reason"), [
    ("hang-before-handshake", (), "no answer within 2s (waiting for the handshake)"),
    ("hang-after-handshake", (), "no answer within 2s (waiting for tools/list (page 1))"),
    ("hang-mid-list", (), "no answer within 2s (waiting for tools/list (page 2))"),
    ("slow-bytes", ("--byte-delay", "0.2"), "no answer within 2s (waiting for the handshake)"),
    ("notification-flood", (), "no answer within 2s (waiting for tools/list (page 1))"),
    ("partial-json", (), "no answer within 2s (waiting for the handshake)"),
    ("wrong-id", (), "no answer within 2s (waiting for tools/list (page 1))"),
    # every answer replaced by a line that is not JSON-RPC: skipped, as the SDKs skip it, so
    # nothing is ever answered (the detail names the line: test_stdout_noise.py)
    ("garbage-stdout", (), "no answer within 2s (waiting for the handshake)"),
])
def test_hangs_end_at_the_timeout(tmp_path: Path, tag: str, fault: str,
                                  flags: tuple[str, ...], reason: str) -> None:
    run = snapshot(tmp_path, tag, 2, "--fault", fault, *flags)
    assert_could_not_evaluate(run, reason, 2, tmp_path)


@pytest.mark.parametrize(("fault", "reason"), [
    ("crash-mid-list", "the server closed the connection during tools/list (page 2)"),
    ("repeat-cursor", "tools/list: server repeated cursor 'again' on page 2 (pagination loop)"),
    ("endless-pages", "tools/list: more than 1000 pages; gave up"),
    # the reason names the phase; its wording is pending (tests/test_faults_pending.py)
    ("deep-nesting", "during tools/list (page 1)"),
    # an error answer with no id member at all (the SDK refuses it too, in pydantic's words): a
    # protocol error named as such, no longer "unexpected failure ... KeyError: 'id'"
    ("idless-error", "protocol error during tools/list (page 1): the server sent a response "
                     "without a usable id, not a JSON-RPC message"),
])
def test_protocol_faults_fail_fast(tmp_path: Path, tag: str, fault: str, reason: str) -> None:
    run = snapshot(tmp_path, tag, 4, "--fault", fault)
    assert_could_not_evaluate(run, reason, 4, tmp_path)


def test_crash_shows_the_server_stderr_tail(tmp_path: Path, tag: str) -> None:
    run = snapshot(tmp_path, tag, 4, "--fault", "crash-mid-list")
    assert run.code == 3
    assert "raw_stdio: crashing with status 3 on tools/list page 2 (fault)" in run.out


def test_200_mb_line_is_bounded_in_time_and_memory(tmp_path: Path, tag: str) -> None:
    run = snapshot(tmp_path, tag, 4, "--fault", "huge-line", "--huge-mb", "200")
    assert_could_not_evaluate(run, "no answer within 4s (waiting for tools/list (page 1))", 4,
                              tmp_path, rss_bound=HUGE_RSS_BOUND)
    print(f"200 MB line: peak RSS {run.peak_rss / MB:.0f} MB in {run.seconds:.2f}s")


def test_a_4_mb_line_is_read_whole(tmp_path: Path, tag: str) -> None:
    run = snapshot(tmp_path, tag, 20, "--fault", "huge-line", "--huge-mb", "4")
    assert run.code == 0, run.text
    doc = json.loads((tmp_path / "x.json").read_text())
    huge = [t["definition"] for t in doc["tools"] if t["name"] == "huge"]
    assert len(huge) == 1 and len(huge[0]["description"]) > 3 * MB
    assert run.peak_rss < SMALL_RSS_BOUND, f"peak RSS {run.peak_rss // MB} MB"


def test_duplicate_id_keeps_the_first_answer(tmp_path: Path, tag: str) -> None:
    run = snapshot(tmp_path, tag, 4, "--fault", "duplicate-id")
    assert run.code == 0, run.text
    names = [t["name"] for t in json.loads((tmp_path / "x.json").read_text())["tools"]]
    assert names == ["add", "echo"]
    assert run.seconds < 4 + GRACE


def test_stderr_noise_is_not_an_error(tmp_path: Path, tag: str) -> None:
    run = snapshot(tmp_path, tag, 4, "--fault", "stderr-noise", "--noise-lines", "20000")
    assert run.code == 0, run.text
    assert "created" in run.out and "raw_stdio:" not in run.out
    assert run.peak_rss < SMALL_RSS_BOUND


def test_server_ignoring_sigterm_is_killed(tmp_path: Path, tag: str) -> None:
    # the tag fixture fails the test if the server outlives the run
    run = snapshot(tmp_path, tag, 4, "--fault", "ignore-sigterm")
    assert run.code == 0, run.text
    assert run.seconds < 4 + GRACE


def test_hung_server_that_ignores_eof_is_still_gone(tmp_path: Path, tag: str) -> None:
    # the server never exits on stdin EOF; the tag fixture checks it was killed
    run = snapshot(tmp_path, tag, 2, "--fault", "hang-after-handshake")
    assert run.code == 3
    assert "raw_stdio: hanging: answered initialize, will never answer again" in run.out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][:1]
    except OSError:
        return False
    return state != "Z"


def test_child_of_the_server_is_not_left_behind(tmp_path: Path, tag: str) -> None:
    pidfile = tmp_path / "pids"
    run = snapshot(tmp_path, tag, 4, "--fault", "spawn-child", "--pidfile", str(pidfile))
    assert run.code == 0, run.text
    server_pid, child_pid = (int(x) for x in pidfile.read_text().split())
    deadline = time.monotonic() + 3
    while (_alive(child_pid) or _alive(server_pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child_pid), f"child {child_pid} of the server survived"
    assert not _alive(server_pid)
