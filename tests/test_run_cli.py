"""The test plumbing's `run_cli`: a run in the test process is what the same run as
`python -m mcpcheck` gives (exit code, stdout, stderr), and leaves the test process as it was."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, needs_process, run_cli

DEMO = str(ROOT / "snapshots" / "demo.json")


def _narrowed(tmp_path: Path) -> str:
    doc = json.loads(Path(DEMO).read_text(encoding="utf-8"))
    doc["tools"] = [t for t in doc["tools"] if t["name"] != "add"]
    path = tmp_path / "new.json"
    path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    return str(path)


# name -> (the arguments, given the narrowed snapshot; the exit code both runs give)
CASES = {
    "breaking diff, text": (lambda new: ("diff", DEMO, new), 1),
    "breaking diff, json": (lambda new: ("diff", DEMO, new, "-f", "json"), 1),
    "no drift, quiet": (lambda new: ("diff", DEMO, DEMO, "-q"), 0),
    "lint of a snapshot": (lambda new: ("lint", "--snapshot", DEMO), 0),
    "usage error": (lambda new: ("diff", DEMO, new, "--fail-on", "sometimes"), 2),
    "missing file": (lambda new: ("diff", DEMO, new + ".gone"), 3),
    "version": (lambda new: ("--version",), 0),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_run_in_the_test_process_is_the_process_run(tmp_path: Path, case: str) -> None:
    make_args, code = CASES[case]
    args = make_args(_narrowed(tmp_path))
    here = run_cli(*args)
    there = run_cli(*args, process=True)
    assert (here.code, here.out, here.err) == (there.code, there.out, there.err)
    assert type(here.code) is int and here.code == code, here.err


def test_the_test_process_is_left_as_it_was(tmp_path: Path) -> None:
    before = (dict(os.environ), os.getcwd(), list(sys.argv), sys.stdout, sys.stderr)
    run = run_cli("diff", DEMO, _narrowed(tmp_path), "-f", "json", cwd=tmp_path,
                  env={"MCPCHECK_FAIL_ON": "never"})
    assert run.code == 0, run.err  # the env and the working directory reached the run
    assert json.loads(run.out)["servers"]
    assert (dict(os.environ), os.getcwd(), list(sys.argv), sys.stdout, sys.stderr) == before


def test_calls_that_cannot_run_here_start_a_process() -> None:
    assert not needs_process(("diff", "a.json", "b.json"), {"MCPCHECK_FAIL_ON": "never"})
    assert needs_process(("serve", "--port", "0"), None)
    assert needs_process(("mock", "--snapshot", "a.json"), None)
    assert needs_process(("diff", "a.json", "b.json"), {"PYTHONIOENCODING": "ascii"})
    assert needs_process(("diff", "a.json", "b.json", "-o", "/dev/stdout"), None)
    assert needs_process(("diff", "a.json", "b.json", "-o", "json=/proc/self/fd/1"), None)
