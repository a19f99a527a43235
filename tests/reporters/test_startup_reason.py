"""A server that dies at start-up is explained, with its redacted stderr tail, in every format
and in serve's /readyz body and log line (a real stdio server that writes to stderr and exits)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.commands.test_serve_log import _Lines, _serve, _stop
from tests.conftest import raw_server, run_cli

WHY = "Error: DATABASE_URL must be set"
SECRET = "tok-5f3a9e1b77"


def _check(tmp_path: Path, fmt: str) -> str:
    run = run_cli("check", "-f", fmt, "--env", f"API_TOKEN={SECRET}", "--",
                  *raw_server("--fault", "missing-env"), cwd=tmp_path)
    assert run.code == 3, run.err
    assert SECRET not in run.out and SECRET not in run.err
    return run.out


def test_json_carries_the_stderr_tail(tmp_path: Path) -> None:
    entry = json.loads(_check(tmp_path, "json"))["servers"][0]
    assert entry["status"] == "error"
    assert entry["error_detail"].splitlines()[-2:] == ["connecting with token ***", WHY]


def test_markdown_github_sarif_and_junit_carry_the_stderr_tail(tmp_path: Path) -> None:
    md = _check(tmp_path, "markdown")
    assert "<details open><summary>server stderr (last lines)</summary>" in md
    assert f"    {WHY}\n" in md
    annotations = [line for line in _check(tmp_path, "github").splitlines()
                   if line.startswith("::error title=could-not-evaluate::")]
    assert len(annotations) == 1
    assert annotations[0].endswith(f"%0Aserver stderr (last lines):%0A  raw_stdio: "
                                   f"fault=missing-env%0A  connecting with token ***%0A  {WHY}")
    sarif = json.loads(_check(tmp_path, "sarif"))
    note = sarif["runs"][0]["invocations"][0]["toolExecutionNotifications"][0]
    assert note["message"]["text"].endswith(f"\n  {WHY}")
    error = ET.fromstring(_check(tmp_path, "junit")).find(".//error")
    assert error is not None and error.text is not None
    assert error.text.endswith(f"connecting with token ***\n  {WHY}")


@pytest.mark.parametrize("log_format", ["text", "json"])
def test_serve_readyz_and_log_carry_the_stderr_tail(log_format: str) -> None:
    proc = _serve("--log-format", log_format, "--interval", "60", "--env",
                  f"API_TOKEN={SECRET}", "--", *raw_server("--fault", "missing-env"))
    try:
        lines = _Lines(proc)
        first = lines.next()
        port = (json.loads(first)["port"] if log_format == "json"
                else int(first.rsplit(":", 1)[1]))
        change = lines.next()
        assert SECRET not in change
        if log_format == "json":
            event = json.loads(change)
            assert event["event"] == "unready"
            assert event["stderr"][-1] == WHY
        else:
            assert change.startswith("mcpcheck serve: server unready: could not evaluate: ")
            assert change.endswith(f"(server stderr: raw_stdio: fault=missing-env | "
                                   f"connecting with token *** | {WHY})")
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=10)
        body = json.loads(caught.value.read())
        caught.value.close()
        assert caught.value.code == 503
        assert body["servers"][0]["stderr"][-2:] == ["connecting with token ***", WHY]
        assert SECRET not in json.dumps(body)
    finally:
        _stop(proc)
