"""`mcpcheck mock` is faithful to a list the recorded server answered with an error (the
snapshot's `intake.unlisted`): it answers that list with the recorded error, so a snapshot of
the mock records it as not listed and equals the snapshot it serves. Real raw server, real mock
process, real `mcpcheck snapshot` and `diff`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.mock.server import recorded_error
from tests.conftest import PY, raw_server, run_cli

pytestmark = pytest.mark.timeout(120)


def test_an_unlisted_list_is_answered_with_the_recorded_error(tmp_path: Path) -> None:
    served = tmp_path / "served.json"
    made = run_cli("snapshot", "--snapshot", str(served), "--", *raw_server(
        "--with-prompts", "--failing", "resources/list", "--failing", "prompts/list"))
    assert made.code == 0, made.err
    unlisted = json.loads(served.read_text())["intake"]["unlisted"]
    assert unlisted == {"prompts/list": "error -32603: Internal error: backend unreachable",
                        "resources/list": "error -32603: Internal error: backend unreachable"}

    again = tmp_path / "again.json"
    mock = [PY, "-m", "mcpcheck", "mock", "--snapshot", str(served)]
    run = run_cli("snapshot", "--snapshot", str(again), "-f", "json", "--", *mock)
    assert run.code == 0, run.err
    assert again.read_bytes() == served.read_bytes()
    listed = {(f["rule"], f["path"]) for f in run.json()["servers"][0]["findings"]}
    assert ("intake-list-unavailable", "/resources") in listed
    assert ("intake-list-unavailable", "/prompts") in listed

    compared = run_cli("diff", "--snapshot", str(served), "--", *mock)
    assert compared.code == 0, compared.out + compared.err
    assert "server-list-not-comparable" not in compared.out


def test_recorded_errors_are_read_back_as_written() -> None:
    assert recorded_error("error -32603: Internal error: backend unreachable") == (
        -32603, "Internal error: backend unreachable")
    assert recorded_error("error -32000: a: b") == (-32000, "a: b")
    assert recorded_error("error 7: (no message)") == (7, "")
    assert recorded_error("something else") == (-32603, "something else")
