"""What every process benchmark shares: how to run mcpcheck and how to time one run."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def mcpcheck_argv() -> list[str]:
    script = Path(sys.executable).parent / "mcpcheck"
    return [str(script)] if script.exists() else [sys.executable, "-m", "mcpcheck"]


def measure(argv: list[str], cwd: Path = ROOT) -> tuple[float, int, int]:
    """(seconds, peak RSS in bytes of the process tree it waited for, exit code) of one run."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd,
                            env={**os.environ, "NO_COLOR": "1"})
    _, status, usage = os.wait4(proc.pid, 0)
    return time.monotonic() - start, usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status)
