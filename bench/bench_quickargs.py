"""Does mcpcheck still need its second argument parser (mcpcheck/cli/quickargs.py)?

    .venv/bin/python bench/bench_quickargs.py [RUNS]

The same `mcpcheck probe` / `lint --snapshot` command lines parsed by quickargs and by typer
(MCPCHECK_FORMAT=text in the environment makes quickargs hand the line to typer, which then
imports pydantic for its value parsing); runs alternate, median wall and CPU seconds (wait4).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _measure import mcpcheck_argv

ROOT = Path(__file__).resolve().parent.parent
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
MODES = {"quickargs": {}, "typer": {"MCPCHECK_FORMAT": "text"}}


def one(argv: list[str], extra: dict[str, str]) -> tuple[float, float, int]:
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env={**os.environ, "NO_COLOR": "1", **extra})
    _, status, usage = os.wait4(proc.pid, 0)
    return (time.monotonic() - start, usage.ru_utime + usage.ru_stime,
            os.waitstatus_to_exitcode(status))


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    cli = mcpcheck_argv()
    cases = {
        "probe (raw_stdio)": [*cli, "probe", "--stdio", f"{sys.executable} {RAW_STDIO}"],
        "lint --snapshot": [*cli, "lint", "--snapshot", str(ROOT / "snapshots" / "demo.json")],
    }
    print(f"load average {os.getloadavg()[0]:.1f}; median of {runs}, alternating\n")
    print("| command | parser | wall ms | CPU ms | exit |")
    print("|---|---|---:|---:|---|")
    for label, argv in cases.items():
        samples: dict[str, list[tuple[float, float, int]]] = {m: [] for m in MODES}
        for _ in range(runs):
            for mode, extra in MODES.items():
                samples[mode].append(one(argv, extra))
        for mode, got in samples.items():
            wall = statistics.median(s[0] for s in got) * 1000
            cpu = statistics.median(s[1] for s in got) * 1000
            codes = ",".join(str(c) for c in sorted({s[2] for s in got}))
            print(f"| {label} | {mode} | {wall:.0f} | {cpu:.0f} | {codes} |", flush=True)


if __name__ == "__main__":
    main()
