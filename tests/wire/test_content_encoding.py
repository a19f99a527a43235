"""HTTP answers with a Content-Encoding: decoded the way the SDK's client decodes them, and
bounded like every other input.

A gzip bomb (`Content-Encoding: gzip`, a few MB that inflate to 4 GB, from
tests/servers/raw_http.py --fault gzip-bomb) once took `call --url` past its `--timeout` to
2.2 GB and a MemoryError reported as a handshake failure; a plain gzip-encoded answer once
failed `probe` ("not JSON-RPC") while `call` accepted it.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, peak_measured
from tests.wire.test_faults_http import start_http

ECHO = ROOT / "tests" / "fixtures" / "calls" / "valid_echo.toml"
MB = 1 << 20
BOMB_RSS_BOUND = 256 * MB  # the cap is 32 MB of decoded answer; measured ~75 MB
ADDRESS_SPACE = 2048 * MB  # a safety net for the machine, far above the bound


def run_limited(*args: str) -> tuple[int, str, int]:
    """(exit code, stdout + stderr, peak RSS in bytes) of `python -m mcpcheck ARGS`, its
    address space capped so that a regression cannot take the machine's memory (it fails the
    test instead)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryDirectory() as tmp:
        peak = Path(tmp) / "peak"
        proc = subprocess.run(peak_measured(peak, [PY, "-m", "mcpcheck", *args], ADDRESS_SPACE),
                              stdout=out, stderr=out, env={**os.environ, "NO_COLOR": "1"},
                              cwd=ROOT, check=False)
        out.seek(0)
        return proc.returncode, out.read(), int(peak.read_text())


@pytest.fixture
def bomb(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    proc, url = start_http(tmp_path, "--fault", "gzip-bomb", *request.param)
    try:
        yield url
    finally:
        proc.kill()
        proc.wait(5)


CAP_REASON = ("the server's answer during {phase} is over the 32 MB message cap once its "
              "Content-Encoding (gzip) is undone; mcpcheck stopped reading it")


@pytest.mark.parametrize(("bomb", "phase"), [
    ((), "the handshake"),
    (("--fault-on", "tools/call"), "tools/call echo"),
], indirect=["bomb"], ids=["handshake", "call"])
def test_a_gzip_bomb_stops_at_the_message_cap(bomb: str, phase: str) -> None:
    code, text, peak = run_limited("call", "--url", bomb, "--calls", str(ECHO),
                                   "--timeout", "20", "-f", "json")
    assert code == 3, text
    assert CAP_REASON.format(phase=phase) in text, text
    assert "Traceback" not in text and "MemoryError" not in text
    assert peak < BOMB_RSS_BOUND, f"peak RSS {peak >> 20} MB"


@pytest.mark.parametrize("bomb", [()], indirect=True)
def test_a_gzip_bomb_is_the_same_cap_for_the_list_commands(bomb: str, tmp_path: Path) -> None:
    code, text, peak = run_limited("probe", "--url", bomb, "--timeout", "20")
    assert code == 3, text
    assert CAP_REASON.format(phase="the handshake") in text, text
    assert peak < BOMB_RSS_BOUND, f"peak RSS {peak >> 20} MB"


@pytest.fixture
def encoded_server(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    proc, url = start_http(tmp_path, "--encoding", request.param)
    try:
        yield url
    finally:
        proc.kill()
        proc.wait(5)


@pytest.mark.parametrize("encoded_server", ["gzip", "deflate", "deflate-raw",
                                            "gzip, gzip", "identity", "x-unknown"],
                         indirect=True)
def test_every_command_reads_an_encoded_answer(encoded_server: str) -> None:
    probe = run_limited("probe", "--url", encoded_server, "--require", "echo,add")
    assert probe[0] == 0, probe[1]
    call = run_limited("call", "--url", encoded_server, "--calls", str(ECHO), "-f", "json")
    assert call[0] == 0, call[1]


@pytest.mark.parametrize("encoded_server", ["gzip-corrupt"], indirect=True)
def test_an_answer_that_does_not_decode_is_named(encoded_server: str) -> None:
    code, text, _ = run_limited("probe", "--url", encoded_server)
    assert code == 3, text
    assert ("the server's answer during the handshake does not decode as its Content-Encoding "
            "says (gzip: ") in text, text
