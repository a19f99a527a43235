"""serve: bounded intervals, a readiness that goes stale when checks stop, and its log lines
(one at start naming the bound port, one per readiness change), as text or JSON Lines."""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from mcpcheck.commands.serve import ServerState, readiness
from mcpcheck.models import ServerResult
from tests.conftest import PY, ROOT, raw_server, run_cli


@pytest.mark.parametrize("args", [("serve", "--interval", "inf"),
                                  ("serve", "--interval", "1e300"),
                                  ("probe", "--retries", "1", "--retry-interval", "1e300"),
                                  ("probe", "--retries", "1", "--retry-interval", "inf")])
def test_unbounded_intervals_are_usage_errors(args: tuple[str, ...]) -> None:
    run = run_cli(*args, "--port", "0", "--", *raw_server()) if args[0] == "serve" else \
        run_cli(*args, "--", *raw_server())
    assert run.code == 2, run.err
    assert "Traceback" not in run.err and "OverflowError" not in run.err


def test_a_result_older_than_three_cycles_is_not_ready() -> None:
    fresh = ServerState(label="a", result=ServerResult(server="a"), finished_at=1000.0)
    assert readiness([fresh], stale_after=90.0, now=1050.0)[0] == 200
    code, body = readiness([fresh], stale_after=90.0, now=1100.0)
    assert code == 503
    assert body["servers"][0]["reason"].startswith("stale: the last check finished 100s ago")


class _Lines:
    """stderr of a running process, line by line, each wait bounded."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stderr is not None
        self.stream = proc.stderr
        os.set_blocking(self.stream.fileno(), False)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.stream, selectors.EVENT_READ)
        self.buffer = b""

    def next(self, seconds: float = 30) -> str:
        deadline = time.monotonic() + seconds
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            assert left > 0, f"no line within {seconds}s (so far: {self.buffer!r})"
            if self.selector.select(left):
                chunk = self.stream.read(65536)
                assert chunk, f"stderr closed (so far: {self.buffer!r})"
                self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode("utf-8")


def _serve(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([PY, "-m", "mcpcheck", "serve", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=30)
    assert proc.returncode == 0


def test_text_log_names_the_bound_port_and_each_readiness_change(tmp_path: Path) -> None:
    flag = tmp_path / "missing"
    config = tmp_path / "mcpcheck.toml"
    config.write_text(f"[servers.good]\ncommand = {json.dumps(PY)}\n"
                      f"args = {json.dumps(raw_server()[1:])}\n"
                      f"[servers.bad]\ncommand = {json.dumps(str(flag))}\n", encoding="utf-8")
    proc = _serve("--config", str(config), "--interval", "60")
    try:
        lines = _Lines(proc)
        first = lines.next()
        assert first.startswith("mcpcheck serve: listening on http://127.0.0.1:")
        port = int(first.rsplit(":", 1)[1])
        assert port > 0
        seen = {lines.next(), lines.next()}
        assert "mcpcheck serve: good ready" in seen
        bad = next(line for line in seen if "bad" in line)
        assert bad.startswith("mcpcheck serve: bad unready: could not evaluate:")
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=10)
        caught.value.close()  # the error holds the response's socket
        assert caught.value.code == 503
    finally:
        _stop(proc)


def test_json_log_lines() -> None:
    proc = _serve("--log-format", "json", "--interval", "60", "--", *raw_server())
    try:
        lines = _Lines(proc)
        start = json.loads(lines.next())
        assert start["event"] == "listening" and start["port"] > 0 and "time" in start
        change = json.loads(lines.next())
        assert (change["event"], change["reason"]) == ("ready", "ok")
        with urllib.request.urlopen(f"http://127.0.0.1:{start['port']}/readyz",
                                    timeout=10) as answer:
            assert answer.status == 200
    finally:
        _stop(proc)
