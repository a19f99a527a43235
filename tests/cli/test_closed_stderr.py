"""Started with stderr closed (`2>&-`): messages go nowhere, the exit codes stay the same.

Before, `probe` on a server that fails exited 1 (the first write to stderr raised, and so did
the report of that error) and `serve` died at start-up on a hidden AttributeError.
"""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from tests.conftest import PY, ROOT, free_port, raw_server, wait_port

DIES = [PY, "-c", "import sys; sys.exit(1)"]  # a server that exits before the handshake


def _closed_stderr() -> None:
    os.close(2)


def _mcpcheck(*args: str) -> list[str]:
    return [PY, "-m", "mcpcheck", *args]


def test_probe_on_a_failing_server_is_still_exit_3() -> None:
    proc = subprocess.run(_mcpcheck("probe", "--timeout", "20", "--", *DIES),
                          stdout=subprocess.PIPE, text=True, timeout=60, cwd=ROOT,
                          preexec_fn=_closed_stderr)
    assert proc.returncode == 3, proc.stdout


def test_other_commands_keep_their_codes(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    for args, code in ((("diff", str(missing), str(missing)), 3),
                       (("probe", "--timeout", "20", "--", *raw_server()), 0),
                       (("lint", "--snapshot", str(missing)), 3),
                       (("check", "--config", str(missing)), 2)):
        proc = subprocess.run(_mcpcheck(*args), stdout=subprocess.PIPE, text=True, timeout=60,
                              cwd=ROOT, preexec_fn=_closed_stderr)
        assert proc.returncode == code, (args, proc.stdout)


def test_serve_starts_and_stops_cleanly() -> None:
    port = free_port()
    proc = subprocess.Popen(_mcpcheck("serve", "--port", str(port), "--interval", "60",
                                      "--", *raw_server()),
                            stdout=subprocess.DEVNULL, cwd=ROOT, preexec_fn=_closed_stderr)
    try:
        wait_port(port, proc, seconds=30)  # fails at once if serve died at start-up
    finally:
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(30)
    assert code == 0
