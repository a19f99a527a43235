"""`mcpcheck serve` end to end: a real sidecar process, real servers, real HTTP."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import EVERYTHING, PY, procs_with_tag, raw_server
from tests.servers._mcp_logic import DEFAULT_TOOLS


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        with exc:  # the error holds the response's socket
            return exc.code, exc.read().decode()


def wait_for(what: Callable[[], bool], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if what():
            return
        time.sleep(0.1)
    raise AssertionError("condition never held")


class Sidecar:
    def __init__(self, port: int, proc: subprocess.Popen[str]) -> None:
        self.port = port
        self.proc = proc

    def ready(self) -> tuple[int, dict[str, Any]]:
        code, body = get(self.port, "/readyz")
        return code, json.loads(body)

    def stop(self) -> tuple[int, float]:
        start = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        self.proc.communicate(timeout=30)
        return self.proc.returncode, time.monotonic() - start


@pytest.fixture
def sidecar() -> Iterator[Callable[..., Sidecar]]:
    started: list[subprocess.Popen[str]] = []

    def start(*args: str) -> Sidecar:
        port = free_port()
        proc = subprocess.Popen([PY, "-m", "mcpcheck", "serve", "--port", str(port), *args],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        started.append(proc)

        def listening() -> bool:
            assert proc.poll() is None, proc.communicate()
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                return True
            except OSError:
                return False

        wait_for(listening)
        return Sidecar(port, proc)

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=5)


def parse_prometheus(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """A tiny parser of the text exposition format: HELP/TYPE before samples, labels, values."""
    sample = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$')
    label = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)')
    typed: dict[str, str] = {}
    helped: set[str] = set()
    out: dict[tuple[str, tuple[tuple[str, str], ...]], float] = {}
    assert text.endswith("\n")
    for line in text.splitlines():
        if line.startswith("# HELP "):
            helped.add(line.split(" ")[2])
        elif line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ")
            assert kind in {"gauge", "counter"}
            typed[name] = kind
        else:
            match = sample.match(line)
            assert match, f"not a sample line: {line!r}"
            name, labels, value = match.groups()
            assert name in typed and name in helped, f"{name} has no HELP/TYPE before it"
            pairs = tuple(label.findall(labels or ""))
            assert ",".join(f'{k}="{v}"' for k, v in pairs) == (labels or "")
            out[(name, pairs)] = float(value)
    return out


def write_tools(path: Path, tools: list[Any]) -> None:
    path.write_text(json.dumps(tools), encoding="utf-8")


def test_readiness_flips_when_a_required_tool_disappears_and_returns(
    sidecar: Callable[..., Sidecar], tmp_path: Path, tag: str
) -> None:
    tools = tmp_path / "tools.json"
    write_tools(tools, DEFAULT_TOOLS)
    car = sidecar("--interval", "0.3", "--require", "add,echo", "--env",
                  f"MCPCHECK_TEST_TAG={tag}", "--", *raw_server("--tools", str(tools)))
    assert get(car.port, "/healthz") == (200, "ok\n")
    wait_for(lambda: car.ready()[0] == 200)
    _, body = car.ready()
    assert body["ready"] is True
    assert body["servers"][0]["server"] == "raw-test-server"
    assert body["servers"][0]["reason"] == "ok"

    write_tools(tools, [DEFAULT_TOOLS[0]])
    wait_for(lambda: car.ready()[0] == 503)
    _, body = car.ready()
    assert body["ready"] is False
    assert body["servers"][0]["reason"] == "required tool `add` is not advertised"
    metrics = parse_prometheus(get(car.port, "/metrics")[1])
    server = (("server", "raw-test-server"),)
    assert metrics[("mcpcheck_check_success", server)] == 0
    assert metrics[("mcpcheck_required_tools_missing", server)] == 1
    assert metrics[("mcpcheck_tools_advertised", server)] == 1
    assert metrics[("mcpcheck_findings", (*server, ("severity", "error")))] == 1

    write_tools(tools, DEFAULT_TOOLS)
    wait_for(lambda: car.ready()[0] == 200)
    assert car.stop()[0] == 0


def test_metrics_parse_as_prometheus_text(sidecar: Callable[..., Sidecar], tag: str) -> None:
    car = sidecar("--interval", "60", "--require", "echo", "--optional", "export",
                  "--env", f"MCPCHECK_TEST_TAG={tag}", "--", "node", str(EVERYTHING), "stdio")
    wait_for(lambda: car.ready()[0] == 200)
    status, text = get(car.port, "/metrics")
    assert status == 200
    metrics = parse_prometheus(text)
    server = (("server", "mcp-servers-everything"),)
    assert metrics[("mcpcheck_check_success", server)] == 1
    assert metrics[("mcpcheck_tools_advertised", server)] == 13
    assert metrics[("mcpcheck_required_tools_missing", server)] == 0
    assert metrics[("mcpcheck_findings", (*server, ("severity", "warning")))] == 1
    assert metrics[("mcpcheck_findings", (*server, ("severity", "error")))] == 0
    assert metrics[("mcpcheck_checks_total", server)] == 1
    assert metrics[("mcpcheck_check_duration_seconds", server)] > 0
    assert abs(metrics[("mcpcheck_last_success_timestamp_seconds", server)] - time.time()) < 120
    code, stop_seconds = car.stop()
    assert code == 0
    assert stop_seconds < 10


def test_readyz_answers_while_a_check_hangs_and_sigterm_cleans_up(
    sidecar: Callable[..., Sidecar], tag: str
) -> None:
    car = sidecar("--interval", "0.2", "--timeout", "60", "--require", "echo", "--env",
                  f"MCPCHECK_TEST_TAG={tag}", "--", *raw_server("--fault", "hang-after-handshake"))
    time.sleep(1.0)  # the first check is now stuck waiting for tools/list
    for _ in range(20):
        start = time.monotonic()
        code, body = car.ready()
        assert time.monotonic() - start < 1.0
        assert code == 503
        assert body == {"ready": False, "servers": [
            {"server": "server", "ready": False, "reason": "no check has completed yet",
             "checked_at": None}]}
    metrics = parse_prometheus(get(car.port, "/metrics")[1])
    assert metrics[("mcpcheck_checks_total", (("server", "server"),))] == 0
    code, seconds = car.stop()
    assert code == 0
    assert seconds < 10  # the hung check is cancelled, not waited for (timeout is 60 s)


def test_unreachable_server_is_not_ready_with_reason(sidecar: Callable[..., Sidecar]) -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    car = sidecar("--interval", "0.3", "--url", url, "--require", "echo", "--name", "api")
    wait_for(lambda: car.ready()[1]["servers"][0]["checked_at"] is not None)
    code, body = car.ready()
    assert code == 503
    assert body["servers"][0] == {"server": "api", "ready": False,
                                  "reason": f"could not evaluate: connection refused: {url}",
                                  "checked_at": body["servers"][0]["checked_at"]}
    assert get(car.port, "/nope")[0] == 404
    assert car.stop()[0] == 0


def test_port_in_use_is_a_usage_error() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        run = subprocess.run([PY, "-m", "mcpcheck", "serve", "--port", str(port), "--url",
                              "http://127.0.0.1:9/mcp"], capture_output=True, text=True,
                             timeout=30)
    assert run.returncode == 2
    assert run.stderr.startswith(f"mcpcheck: cannot listen on 127.0.0.1:{port}: ")


def test_jobs_checks_servers_of_a_round_at_once_and_stop_kills_them_all(
    sidecar: Callable[..., Sidecar], tag: str, tmp_path: Path
) -> None:
    """--jobs 3: three hung servers are all running at once (serially only the first would
    be), and SIGTERM still cancels every check in flight and leaves none behind."""
    from tests.cli.test_signals import _config

    config = _config(tmp_path / "mcpcheck.toml", tag, ["a", "b", "c"])
    car = sidecar("--config", str(config), "--jobs", "3", "--interval", "0.2")
    wait_for(lambda: len(procs_with_tag(tag)) == 3)
    code, seconds = car.stop()
    assert code == 0
    assert seconds < 10  # the hung checks are cancelled, not waited for (timeout is 60 s)
