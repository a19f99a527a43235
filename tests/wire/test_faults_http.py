"""`mcpcheck snapshot --url` against every raw_http fault: exit code, one-line reason, bounded
time and memory, and the redirect to another origin is never followed."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PY, RAW_HTTP
from tests.wire.test_faults_stdio import GRACE, SMALL_RSS_BOUND, Measured, reason_line, run_measured


def start_http(tmp_path: Path, *flags: str) -> tuple[subprocess.Popen[bytes], str]:
    portfile = tmp_path / "port"
    record = tmp_path / "methods"
    proc = subprocess.Popen([PY, str(RAW_HTTP), "--port", "0", "--portfile", str(portfile),
                             "--record", str(record), *flags],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while not portfile.exists():
        assert proc.poll() is None, "raw_http exited early"
        assert time.monotonic() < deadline, "raw_http never listened"
        time.sleep(0.05)
    return proc, f"http://127.0.0.1:{portfile.read_text().strip()}/mcp"


@pytest.fixture
def http_server(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    proc, url = start_http(tmp_path, *request.param)
    try:
        yield url
    finally:
        proc.kill()
        proc.wait(5)


def snapshot_url(tmp_path: Path, url: str, timeout: float, *extra: str) -> Measured:
    return run_measured("snapshot", "--url", url, "--snapshot", str(tmp_path / "x.json"),
                        "--timeout", f"{timeout:g}", *extra)


HANG_TIMEOUT = 2  # the faults that never answer end at this deadline (as the stdio ones do)
CASES = [
    (("--fault", "reset"), "the server closed the connection during the handshake"),
    (("--fault", "http-500"), "HTTP 500 from {url}"),
    (("--fault", "http-401"), "HTTP 401 Unauthorized from {url}: check the credentials (--header)"),
    (("--fault", "http-403"), "HTTP 403 Forbidden from {url}: the credentials lack access"),
    (("--fault", "never-ending"), "no answer within {timeout}s (waiting for the handshake)"),
    (("--fault", "hang"), "no answer within {timeout}s (waiting for the handshake)"),
    (("--fault", "http-500", "--fault-on", "tools/list"), "HTTP 500 from {url}"),
    (("--fault", "hang", "--fault-on", "tools/list"),
     "no answer within {timeout}s (waiting for tools/list (page 1))"),
    # a JSON-RPC error in the body of the status is the server's own reason: it is shown
    (("--fault", "http-400-error-null-id", "--fault-on", "tools/list"),
     "HTTP 400 from {url}; it answered tools/list (page 1) with error -32602: "
     "fault http-400-error-null-id: params rejected"),
]


@pytest.mark.parametrize(("http_server", "reason"), CASES, indirect=["http_server"])
def test_http_faults_are_exit_3_with_one_line(tmp_path: Path, http_server: str,
                                              reason: str) -> None:
    run = snapshot_url(tmp_path, http_server, HANG_TIMEOUT)
    assert run.code == 3, run.text
    assert reason.format(url=http_server, timeout=HANG_TIMEOUT) in reason_line(run), run.text
    assert "Traceback" not in run.text
    assert run.seconds < HANG_TIMEOUT + GRACE, f"took {run.seconds:.2f}s"
    assert run.peak_rss < SMALL_RSS_BOUND, f"peak RSS {run.peak_rss >> 20} MB"
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize("http_server", [("--fault", "redirect")], indirect=True)
def test_redirect_to_another_origin_is_not_followed(tmp_path: Path, http_server: str) -> None:
    port = int(http_server.rsplit(":", 1)[1].split("/")[0])
    with socket.socket() as other_origin:  # the redirect target: it must never be contacted
        other_origin.bind(("127.0.0.2", port))
        other_origin.listen(8)
        other_origin.setblocking(False)
        run = snapshot_url(tmp_path, http_server, 3)
        with pytest.raises(BlockingIOError):
            other_origin.accept()
    assert run.code == 3, run.text
    other = http_server.replace("127.0.0.1", "127.0.0.2")
    assert (f"HTTP 307 redirect from {http_server} to {other} (not followed)"
            in reason_line(run)), run.text
    assert run.seconds < 3 + GRACE
    # the handshake was redirected (discover, then the initialize fallback); nothing after it
    assert (tmp_path / "methods").read_text().split() == ["server/discover", "initialize"]


@pytest.mark.parametrize("http_server", [("--require-header", "Authorization: Bearer ok")],
                         indirect=True)
def test_missing_credentials_say_401_and_right_ones_pass(tmp_path: Path,
                                                         http_server: str) -> None:
    refused = snapshot_url(tmp_path, http_server, 3)
    assert refused.code == 3
    assert "HTTP 401 Unauthorized" in reason_line(refused)
    allowed = snapshot_url(tmp_path, http_server, 10, "--header", "Authorization: Bearer ok")
    assert allowed.code == 0, allowed.text
    assert (tmp_path / "x.json").exists()
