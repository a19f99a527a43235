"""`--deep` end to end: `mcpcheck lint --deep` as a process flags a real poisoned corpus entry
that the rules miss (exit 1, rule text-learned-poisoning in the JSON report) and passes it
without the flag; a missing or corrupt model file is exit 3 with a plain reason; `check --deep`
reaches the same model. The model file's failures and `check --deep` run the CLI in the test
process (`run_cli`): the model is read when a lint asks for it, by path, and its failures are
exit codes and messages, none of which depends on a fresh interpreter; the server `check`
starts (the SDK-free test server) is a real process either way."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from mcpcheck.models import Surface
from mcpcheck.snapshots.store import build_document, render
from tests.checks.lint.test_deep1_scorer import _over_threshold_missed_by_lint
from tests.conftest import raw_server, run_cli

RULE = "text-learned-poisoning"


def _snapshot(tmp_path: Path, tools: list[Any]) -> Path:
    path = tmp_path / "surface.json"
    surface = Surface("deep", "1", "2025-06-18", {"tools": {}}, tuple(tools))
    path.write_bytes(render(build_document(surface)))
    return path


def test_lint_deep_flags_what_the_rules_miss(tmp_path: Path) -> None:
    tool = _over_threshold_missed_by_lint()
    snapshot = str(_snapshot(tmp_path, [tool]))
    plain = run_cli("lint", "--snapshot", snapshot, "-f", "json", process=True)
    assert plain.code == 0, plain.err
    assert RULE not in {f["rule"] for f in plain.json()["servers"][0]["findings"]}
    deep = run_cli("lint", "--snapshot", snapshot, "-f", "json", "--deep", process=True)
    assert deep.code == 1, deep.err
    (server,) = deep.json()["servers"]
    (finding,) = [f for f in server["findings"] if f["rule"] == RULE]
    assert finding["severity"] == "error" and "learned model" in finding["message"]
    assert server["details"]["verdicts"] == {tool["name"]: "suspicious"}


def test_a_corrupt_or_missing_model_is_exit_3_without_a_traceback(tmp_path: Path) -> None:
    snapshot = str(_snapshot(tmp_path, [{"name": "a", "inputSchema": {"type": "object"}}]))
    corrupt = tmp_path / "model.json.gz"
    corrupt.write_bytes(b"\x1f\x8b garbage")
    for model, reason in ((corrupt, "unreadable"), (tmp_path / "absent.json.gz", "missing")):
        run = run_cli("lint", "--snapshot", snapshot, "--deep",
                      env={"MCPCHECK_DEEP_MODEL": str(model)})
        assert run.code == 3, (run.out, run.err)
        assert "could not evaluate --deep" in run.out + run.err and reason in run.out + run.err
        assert "Traceback" not in run.out + run.err
        plain = run_cli("lint", "--snapshot", snapshot,
                        env={"MCPCHECK_DEEP_MODEL": str(model)})
        assert plain.code == 0, plain.err  # without --deep the model is never read


def test_a_model_path_that_is_a_named_pipe_is_refused_not_waited_on(tmp_path: Path) -> None:
    """MCPCHECK_DEEP_MODEL naming a FIFO: read through the guarded reader (regular files only),
    so exit 3 at once instead of blocking on the pipe until the test's timeout."""
    snapshot = str(_snapshot(tmp_path, [{"name": "a", "inputSchema": {"type": "object"}}]))
    pipe = tmp_path / "model.fifo"
    os.mkfifo(pipe)
    run = run_cli("lint", "--snapshot", snapshot, "--deep",
                  env={"MCPCHECK_DEEP_MODEL": str(pipe)})
    assert run.code == 3, (run.out, run.err)
    assert "could not evaluate --deep" in run.out + run.err
    assert "named pipe" in run.out + run.err
    assert "Traceback" not in run.out + run.err


def test_check_deep_reaches_the_model(tmp_path: Path) -> None:
    corrupt = tmp_path / "model.json.gz"
    corrupt.write_bytes(b"not a model")
    server = ["--", *raw_server()]  # the SDK-free test server: its tools are plain
    run = run_cli("check", "--deep", "-f", "json", *server,
                  env={"MCPCHECK_DEEP_MODEL": str(corrupt)}, cwd=tmp_path)
    assert run.code == 3, (run.out, run.err)
    assert "could not evaluate --deep" in run.out + run.err
    good = run_cli("check", "--deep", "-f", "json", *server, cwd=tmp_path)
    assert good.code in (0, 1), good.err
    assert RULE not in {f["rule"] for s in good.json()["servers"] for f in s["findings"]}
