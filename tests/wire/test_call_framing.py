"""`mcpcheck call` over stdio reads every framing a client must read, on the wire client.

The server is tests/servers/framing_stdio.py: the same answers in framings a client must read
(CRLF, a BOM, split and merged reads) and two faults it must name at once (a server that
stops reading its stdin, a line that is not UTF-8). On the SDK's own stdio transport, `call`
timed out on the first fault, failed with a UnicodeDecodeError on the second and refused a
BOM; these cases held the SDK session's pipes to it, and now hold the wire client `call` runs
on.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, run_cli

FRAMING = ROOT / "tests" / "servers" / "framing_stdio.py"
ECHO = ROOT / "tests" / "fixtures" / "calls" / "valid_echo.toml"


def call(*flags: str, timeout: float = 20) -> tuple[int, dict, str]:  # type: ignore[type-arg]
    tag = f"framing-{uuid.uuid4().hex[:12]}"
    run = run_cli("call", "--calls", str(ECHO), "-f", "json", "--timeout", f"{timeout:g}",
                  "--", PY, str(FRAMING), "--server-name", tag, *flags)
    assert run.err == ""
    assert processes_with(tag) == [], "a server process outlived mcpcheck"
    return run.code, run.json()["servers"][0], tag


def processes_with(text: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_text().rsplit(") ", 1)[-1][:1]
        except OSError:
            continue
        if text.encode() in cmdline and state != "Z":
            found.append(int(entry.name))
    return found


@pytest.mark.parametrize("flags", [
    ("--crlf",), ("--bom",), ("--chunk", "7"), ("--merge",),
    ("--crlf", "--bom", "--chunk", "3", "--merge"),
], ids=" ".join)
def test_framings_a_client_must_read(flags: tuple[str, ...]) -> None:
    code, entry, tag = call(*flags)
    assert (code, entry["status"], entry["server"]) == (0, "ok", tag)
    assert entry["details"]["results"] == [
        {"call": "call #1", "tool": "echo", "outcome": "passed"}]


def test_a_server_that_stops_reading_is_named_at_once() -> None:
    code, entry, _ = call("--close-stdin", timeout=30)
    assert code == 3
    assert entry["error"] == "the server closed the connection during tools/list (page 1)"


def test_a_line_that_is_not_utf8_is_named_with_its_phase() -> None:
    code, entry, _ = call("--bad-utf8-on-call")
    assert code == 3
    assert entry["error"].startswith(
        "the server wrote a line that is not JSON-RPC during tools/call echo: "
        "'{\"jsonrpc\":\"2.0\",\"id\":")
    assert [f["rule"] for f in entry["findings"]] == ["call-not-evaluated"]
