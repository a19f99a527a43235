"""The wire client's own failure names: a missing --cwd, a TLS failure, an abort from another
thread (serve's shutdown), and the process-group registry."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.errors import ConnectError
from mcpcheck.models import ServerTarget
from mcpcheck.wire import children, client
from mcpcheck.wire.clock import Clock
from tests.conftest import PY, RAW_STDIO, TIME_SERVER, raw_server, run_cli
from tests.wire.test_faults_http import start_http


def test_missing_cwd_is_named_as_such(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-dir"
    run = run_cli("snapshot", "--snapshot", str(tmp_path / "x.json"), "--cwd", str(missing),
                  "--", *raw_server())
    assert run.code == 3, run.out + run.err
    assert f"could not start the server: working directory not found: {missing}" in run.out
    assert "command not found" not in run.out


def test_missing_command_is_still_command_not_found(tmp_path: Path) -> None:
    run = run_cli("probe", "--cwd", str(tmp_path), "--", str(tmp_path / "nope"))
    assert run.code == 3
    assert f"could not start the server: command not found: {tmp_path / 'nope'}" in run.out


def test_tls_failure_is_named_as_tls(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path)  # plain HTTP: a TLS handshake with it must fail
    try:
        https = url.replace("http://", "https://")
        run = run_cli("probe", "--url", https, "--timeout", "5")
    finally:
        proc.kill()
        proc.wait(5)
    assert run.code == 3, run.out + run.err
    assert f"TLS failure talking to {https}:" in run.out
    assert "connection refused" not in run.out


def test_abort_from_another_thread_kills_the_server_at_once(tag: str) -> None:
    target = ServerTarget(name="", transport="stdio", command=PY,
                          args=(str(RAW_STDIO), "--fault", "hang-before-handshake"),
                          env=(("MCPCHECK_TEST_TAG", tag),), timeout=60)
    clock = Clock(target.timeout)
    threading.Timer(0.5, clock.abort).start()
    start = time.monotonic()
    with pytest.raises(ConnectError) as info:
        client.fetch_surface(target, clock)
    assert time.monotonic() - start < 10
    assert info.value.message == "stopped during the handshake"
    assert children.live() == ()  # the registry forgot the killed group


def test_secrets_in_the_reason_are_redacted(tmp_path: Path) -> None:
    target = ServerTarget(name="", transport="stdio", command=str(tmp_path / "s3cr3t-token"),
                          env=(("TOKEN", "s3cr3t-token"),), timeout=5)
    with pytest.raises(ConnectError) as info:
        client.fetch_surface(target)
    assert "s3cr3t" not in info.value.message and "***" in info.value.message


@pytest.mark.parametrize("argv", [
    (PY, str(RAW_STDIO)),
    (TIME_SERVER,),  # the 2026-07-28 era: ping carries the _meta envelope
])
def test_ping_after_the_handshake(argv: tuple[str, ...]) -> None:
    target = ServerTarget(name="", transport="stdio", command=argv[0], args=argv[1:],
                          timeout=20)
    seen: list[str | None] = []

    def work(session: Any) -> None:
        session.ping()
        seen.append(session.version)

    client.run(target, work)
    assert seen == [("2026-07-28" if argv[0] == TIME_SERVER else "2025-11-25")]


def test_ping_over_http(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path)
    try:
        target = ServerTarget(name="", transport="http", url=url, timeout=10)
        client.run(target, lambda session: session.ping())
    finally:
        proc.kill()
        proc.wait(5)
    methods = (tmp_path / "methods").read_text().split()
    assert methods == ["server/discover", "initialize", "notifications/initialized", "ping"]
