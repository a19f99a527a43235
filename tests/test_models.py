"""The data model's contracts held by types: exit codes, transports, errors and details."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from mcpcheck.errors import ConnectError, ExitCode, UsageError
from mcpcheck.models import (
    CheckDetails,
    DiffDetails,
    Finding,
    ProbeDetails,
    Report,
    ServerResult,
    ServerTarget,
    Severity,
    Transport,
)
from mcpcheck.reporters.json_report import render
from mcpcheck.snapshots.redaction import redact_result
from mcpcheck.wire.reasons import translate
from tests.conftest import PY

ROOT = Path(__file__).resolve().parents[1]


def test_report_exit_code_is_the_enum() -> None:
    bad = Finding("tool-removed", Severity.ERROR, "t", "", "gone")
    assert Report("diff", [ServerResult("a")]).exit_code() is ExitCode.OK
    assert Report("diff", [ServerResult("a", [bad])]).exit_code() is ExitCode.FINDINGS
    assert Report("diff", [ServerResult("a", [bad]), ServerResult("b", error="down")]
                  ).exit_code() is ExitCode.UNEVALUATED


def test_transport_is_an_enum_that_reads_as_its_name() -> None:
    target = ServerTarget(name="x", transport=Transport.HTTP, url="http://h/mcp?k=v")
    assert target.describe() == "http http://h/mcp"
    assert f"{Transport.SSE}" == "sse" and json.dumps(Transport.STDIO) == '"stdio"'


def test_an_error_is_rebuilt_not_changed_after_it_was_raised() -> None:
    """translate() gives a raised McpcheckError the server's stderr as detail: a new error,
    of the same class; the one raised keeps what it was raised with."""
    raised = ConnectError("the server closed the connection")
    target = ServerTarget(name="x", transport=Transport.STDIO, command="srv")
    got = translate(raised, target, "initialize", "line 1 of stderr")
    assert type(got) is ConnectError and got is not raised
    assert (got.message, got.detail, str(got)) == ("the server closed the connection",
                                                    "line 1 of stderr",
                                                    "the server closed the connection")
    assert raised.detail is None
    usage = UsageError("bad").with_text("worse", "why")
    assert isinstance(usage, UsageError) and usage.exit_code is ExitCode.USAGE
    assert (usage.args, usage.detail) == (("worse",), "why")


def test_details_keep_their_json_shape_and_are_redacted_as_text() -> None:
    probe = ProbeDetails(seconds=0.5, tools=2, server_name="k3y-value", require=("a",),
                         attempts=1, retryable=True)
    assert list(probe.to_json()) == ["tools", "server_name", "require", "optional", "seconds",
                                     "attempts"]
    assert ProbeDetails(seconds=0.5, attempts=2).to_json() == {"seconds": 0.5, "attempts": 2}
    assert DiffDetails("old.json", 0, revision="new.json", ignore="i.toml").to_json() == {
        "baseline": "old.json", "revision": "new.json", "suppressed": 0, "ignore": "i.toml"}
    check = CheckDetails({"k3y-value": 1}, tools=1, not_evaluated=("calls",))
    result = ServerResult("s", details=check)
    clean = redact_result(result, [("k3y-value", "env")])
    assert isinstance(clean.details, CheckDetails)
    assert clean.details.checks == {"[REDACTED]": 1} and check.checks == {"k3y-value": 1}
    report = json.loads(render(Report("check", [clean])))
    assert report["servers"][0]["details"] == {"checks": {"[REDACTED]": 1}, "tools": 1,
                                               "not_evaluated": ["calls"]}


def test_a_failing_server_with_a_secret_in_its_command_line_is_redacted() -> None:
    """The error the wire client raises is built with its redacted text."""
    code = ("from mcpcheck.wire.client import fetch_tools\n"
            "from mcpcheck.models import ServerTarget, Transport\n"
            "from mcpcheck.errors import ConnectError\n"
            "t = ServerTarget(name='', transport=Transport.STDIO, command='/nonexistent/tok3n-x',"
            " env=(('TOKEN', 'tok3n-x'),), timeout=10)\n"
            "try:\n    fetch_tools(t)\nexcept ConnectError as exc:\n"
            "    print(exc.message); print(exc.args[0])\n")
    out = subprocess.run([PY, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    lines = out.stdout.splitlines()
    assert len(lines) == 2 and lines[0] == lines[1], out.stderr
    assert "tok3n-x" not in out.stdout and "***" in lines[0]
