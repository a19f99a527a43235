"""One child process per test process that lints the long hostile texts of the bound tests.

`lint_builders.lint_answers_in_a_child` proves that the lint of a long hostile text finishes
(a quadratic reading does not, and is killed): the lint runs in a child process so that it can
be killed. Each text had its own interpreter, and each paid the lint engine's import (about
half of the child's CPU); the texts of a test process now go to one child, started on first use
and kept, one JSON line in and one line "done" out per text. Each text still has its own 120 s
deadline (the parent waits for its "done" line at most that long, then kills the child: the
next text starts a new one), and a text that makes the lint raise still fails its test with the
child's traceback. The child ends when the test process closes it (`close`, at the end of the
session) or, whatever happens, when its stdin closes with the test process.
"""

from __future__ import annotations

import json
import select
import subprocess
import sys
import tempfile
from typing import IO, Any

_LOOP = """
import json, sys
from mcpcheck.checks.lint import lint_tools
for line in sys.stdin:
    lint_tools([json.loads(line)])
    print("done", flush=True)
"""

_child: tuple[subprocess.Popen[str], IO[str]] | None = None


def _started() -> tuple[subprocess.Popen[str], IO[str]]:
    global _child
    if _child is None or _child[0].poll() is not None:
        errors = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed by close)
        proc = subprocess.Popen([sys.executable, "-c", _LOOP], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=errors, text=True,
                                encoding="utf-8")
        _child = (proc, errors)
    return _child


def lint_within(tool: Any, seconds: float) -> None:
    """Lint `tool` in the child; fail if it raised, died or did not answer within `seconds`
    (the child is then killed)."""
    proc, errors = _started()
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(tool) + "\n")
    proc.stdin.flush()
    ready, _, _ = select.select([proc.stdout], [], [], seconds)
    line = proc.stdout.readline() if ready else ""
    if line != "done\n":
        proc.kill()
        proc.wait(10)
        errors.seek(0)
        said = errors.read()[-3000:]
        close()
        reason = "no answer within" if not ready else "the child failed within"
        raise AssertionError(f"lint of a {len(json.dumps(tool))}-character tool: {reason} "
                             f"{seconds} s\n{said}")


def close() -> None:
    """End the child, if one runs (the session's end; a text over its deadline)."""
    global _child
    if _child is not None:
        proc, errors = _child
        _child = None
        proc.kill()
        proc.wait(10)
        for stream in (proc.stdin, proc.stdout, errors):
            if stream is not None:
                stream.close()
