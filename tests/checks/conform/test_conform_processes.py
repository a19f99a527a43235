"""`conform` starts a fresh server process for every requirement that needs a clean start, and
again after a requirement broke the conversation: none of them may outlive the run, whether it
ends normally, on a hung requirement, or with a server that never initializes."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from tests.conftest import PY, RAW_STDIO, run_cli

FULL = ("--with-prompts", "--complete", "--page-size", "1")


def _alive(marker: str) -> list[int]:
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline:
            pids.append(int(proc.name))
    return pids


@pytest.mark.parametrize(("extra", "code"), [
    ((), 0),
    (("--violate", "request-before-initialize"), 1),  # hangs on that requirement
    (("--violate", "exit-on-stdin-close"), 0),  # lingers after stdin closes (a SHOULD)
    (("--fault", "exit-immediately"), 3),
])
def test_no_server_process_outlives_the_run(extra: tuple[str, ...], code: int) -> None:
    marker = f"conform-leak-{uuid.uuid4().hex[:12]}"
    run = run_cli("conform", "--timeout", "2", "--", PY, str(RAW_STDIO), *FULL,
                  "--server-name", marker, *extra, timeout=120)
    assert run.code == code, run.out + run.err
    assert "Traceback" not in run.out + run.err
    assert _alive(marker) == []
