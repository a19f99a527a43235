"""SIGINT, SIGTERM and SIGHUP stop every command at once: servers killed, exit 128 + signal.

Real processes and real signals: mcpcheck runs in a subprocess against stdio servers that hang
before the handshake (tests/servers/raw_stdio.py), is signalled once they are up, and must
exit 130 / 143 / 129 with `interrupted`, leave no server behind, and write what it learned to
--output. Each server carries MCPCHECK_TEST_TAG so the `tag` fixture finds leftovers.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.conftest import PY, RAW_STDIO, ROOT, procs_with_tag, raw_server

HANG = "hang-before-handshake"


def _start(*args: str, cwd: Path | None = None) -> subprocess.Popen[str]:
    env = {**os.environ, "NO_COLOR": "1"}
    return subprocess.Popen([PY, "-m", "mcpcheck", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=cwd or ROOT)


def _wait_servers(tag: str, count: int, proc: subprocess.Popen[str]) -> None:
    """Until `count` tagged servers are running (bounded), so the signal finds them alive."""
    deadline = time.monotonic() + 30
    while len(procs_with_tag(tag)) < count:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "servers never started"
        time.sleep(0.05)
    time.sleep(0.2)  # let the client reach its wait for the handshake


def _stop(proc: subprocess.Popen[str], signum: int) -> tuple[int, str, str]:
    proc.send_signal(signum)
    try:  # the servers' timeout is 60 s: returning at all within 20 s proves it did not wait
        out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"mcpcheck did not stop on signal {signum}: {err}") from None
    return proc.returncode, out, err


def _left(tag: str) -> list[int]:
    """Tagged processes still alive once a SIGKILL has had time to land (bounded)."""
    deadline = time.monotonic() + 3
    while procs_with_tag(tag) and time.monotonic() < deadline:
        time.sleep(0.05)
    return procs_with_tag(tag)


def _config(path: Path, tag: str, names: list[str], good: tuple[str, ...] = ()) -> Path:
    lines = []
    for name in names:
        fault = [] if name in good else ["--fault", HANG]
        args = json.dumps([str(RAW_STDIO), *fault])
        lines += [f"[servers.{name}]", f"command = {json.dumps(PY)}", f"args = {args}",
                  "timeout = 60", f'env = {{ MCPCHECK_TEST_TAG = "{tag}" }}', ""]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143),
                                              (signal.SIGHUP, 129)])
def test_single_server_probe_stops_on_signal(tag: str, signum: int, code: int) -> None:
    proc = _start("probe", "--timeout", "60", "--env", f"MCPCHECK_TEST_TAG={tag}", "--",
                  *raw_server("--fault", HANG))
    _wait_servers(tag, 1, proc)
    rc, out, err = _stop(proc, signum)
    assert rc == code, err
    assert "interrupted" in err
    assert "could not evaluate" not in err + out and "CancelledError" not in err
    assert _left(tag) == []


@pytest.mark.parametrize("command", ["snapshot", "diff", "lint", "call"])
def test_single_server_commands_stop_on_sigint(tag: str, tmp_path: Path, command: str) -> None:
    """The list exchanges run on the wire client, `call` on the MCP SDK: both stop alike."""
    extra = {"lint": [], "call": ["--calls", str(tmp_path / "calls.toml")]}.get(
        command, ["--snapshot", str(tmp_path / "s.json")])
    (tmp_path / "calls.toml").write_text('[[call]]\ntool = "echo"\n', encoding="utf-8")
    proc = _start(command, *extra, "--timeout", "60", "--env", f"MCPCHECK_TEST_TAG={tag}",
                  "--", *raw_server("--fault", HANG))
    _wait_servers(tag, 1, proc)
    rc, _, err = _stop(proc, signal.SIGINT)
    assert (rc, err.strip()) == (130, "mcpcheck: interrupted")
    assert _left(tag) == []


@pytest.mark.parametrize("jobs", ["1", "4"])
@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_check_over_hung_servers_stops_and_writes_output(tag: str, tmp_path: Path, jobs: str,
                                                         signum: int, code: int) -> None:
    config = _config(tmp_path / "mcpcheck.toml", tag, ["a", "b", "c"])
    report = tmp_path / "out" / "report.json"
    proc = _start("check", "--config", str(config), "--jobs", jobs, "-f", "json",
                  "-o", str(report))
    _wait_servers(tag, 1 if jobs == "1" else 3, proc)
    rc, out, err = _stop(proc, signum)
    assert rc == code, err
    assert "interrupted" in err and out == ""
    assert _left(tag) == []
    doc = json.loads(report.read_text(encoding="utf-8"))
    name = "SIGINT" if signum == signal.SIGINT else "SIGTERM"
    assert [s["server"] for s in doc["servers"]] == ["a", "b", "c"]
    assert all(f"interrupted by {name}" in s["error"] for s in doc["servers"])


def test_serial_probe_over_a_config_keeps_what_it_learned(tag: str, tmp_path: Path) -> None:
    """Ctrl-C during the second server stops the run (no third server is started); the first
    server's result is in --output."""
    config = _config(tmp_path / "mcpcheck.toml", tag, ["good", "hung", "never"],
                     good=("good",))
    report = tmp_path / "report.json"
    proc = _start("probe", "--config", str(config), "-f", "json", "-o", str(report))
    deadline = time.monotonic() + 30
    while "hang" not in " ".join(_cmdlines(tag)):
        assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
        time.sleep(0.05)
    time.sleep(0.2)
    rc, _, err = _stop(proc, signal.SIGINT)
    assert rc == 130, err
    assert _left(tag) == []
    servers = json.loads(report.read_text(encoding="utf-8"))["servers"]
    assert [s["server"] for s in servers] == ["good", "hung", "never"]
    assert servers[0].get("error") is None
    assert "interrupted by SIGINT" in servers[1]["error"]
    assert "interrupted by SIGINT" in servers[2]["error"]


def _cmdlines(tag: str) -> list[str]:
    out = []
    for pid in procs_with_tag(tag):
        try:
            out.append(Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode())
        except OSError:
            continue
    return out


def test_a_second_signal_during_the_stop_changes_nothing(tag: str, tmp_path: Path) -> None:
    config = _config(tmp_path / "mcpcheck.toml", tag, ["a", "b"])
    proc = _start("check", "--config", str(config), "--jobs", "4")
    _wait_servers(tag, 2, proc)
    proc.send_signal(signal.SIGINT)
    rc, _, err = _stop(proc, signal.SIGTERM)
    assert rc in (130, 143), err  # the two arrive together: either may be handled first
    assert err.count("interrupted") == 1
    assert _left(tag) == []


def test_serve_stops_on_sighup_and_kills_its_server(tag: str) -> None:
    from tests.conftest import free_port

    proc = _start("serve", "--port", str(free_port()), "--interval", "60", "--timeout", "60",
                  "--env", f"MCPCHECK_TEST_TAG={tag}", "--", *raw_server("--fault", HANG))
    _wait_servers(tag, 1, proc)
    rc, _, err = _stop(proc, signal.SIGHUP)
    assert rc == 0, err
    assert _left(tag) == []
