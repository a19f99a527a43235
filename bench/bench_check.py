"""`mcpcheck check` over a fleet of 20 local stdio servers, `--jobs 1` against `--jobs 8`.

The servers are tests/servers/raw_stdio.py (stdlib only, ~50 ms to start) with distinct
`--server-name`s, written into a temporary mcpcheck.toml; their baselines are taken first with
`mcpcheck snapshot --config`, so every check runs drift, required tools and lint. Figures: median
wall time of 3 runs and peak RSS (wait4 rusage of each run: the largest process of its tree,
which is mcpcheck itself), printed as a markdown table.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from _measure import mcpcheck_argv, measure

ROOT = Path(__file__).resolve().parent.parent
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
SERVERS = 20
RUNS = 3
JOBS = (1, 8)



def write_fleet(folder: Path, count: int) -> Path:
    lines = []
    for i in range(count):
        name = f"srv{i:02d}"
        lines += [f"[servers.{name}]", f"command = {json.dumps(sys.executable)}",
                  f"args = {json.dumps([str(RAW_STDIO), '--server-name', name])}",
                  'require = ["echo", "add"]', ""]
    path = folder / "mcpcheck.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path



def checked_servers(cli: list[str], config: Path, cwd: Path) -> str:
    """One JSON run, to show what each measured run does (servers, statuses, checks)."""
    proc = subprocess.run([*cli, "check", "--config", str(config), "-f", "json", "--jobs", "8"],
                          capture_output=True, text=True, cwd=cwd, timeout=300)
    report = json.loads(proc.stdout)
    statuses = sorted({s["status"] for s in report["servers"]})
    checks = sorted({k for s in report["servers"] for k in s.get("details", {}).get("checks", {})})
    return (f"{len(report['servers'])} servers, status {'/'.join(statuses)}, "
            f"checks {', '.join(checks)}, exit {proc.returncode}")


def row(servers: str, jobs: int, argv: list[str], cwd: Path) -> float:
    """Measure RUNS runs, print one table row, return the median wall time."""
    samples = [measure(argv, cwd) for _ in range(RUNS)]
    median = statistics.median(s[0] for s in samples)
    runs = ", ".join(f"{s[0]:.2f}" for s in samples)
    codes = ",".join(map(str, sorted({s[2] for s in samples})))
    rss = max(s[1] for s in samples) / 2**20
    print(f"| {servers} | {jobs} | {median:.2f} | {runs} | {rss:.0f} | {codes} |", flush=True)
    return median


def main() -> None:
    cli = mcpcheck_argv()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        config = write_fleet(folder, SERVERS)
        snap = subprocess.run([*cli, "snapshot", "--config", str(config), "-q"],
                              capture_output=True, text=True, cwd=folder, timeout=300)
        if snap.returncode != 0:
            sys.exit(f"snapshot failed ({snap.returncode}): {snap.stderr.strip()}")
        print(f"mcpcheck check over {SERVERS} raw_stdio servers; median of {RUNS} runs; "
              "peak RSS = max over runs")
        print(f"each run: {checked_servers(cli, config, folder)}\n")
        print("| servers | jobs | wall s (median) | runs s | peak RSS MB | exit |")
        print("|---:|---:|---:|---|---:|---|")
        base = [*cli, "check", "--config", str(config), "-f", "json"]
        row("1 (--server srv00)", 1, [*base, "--server", "srv00", "--jobs", "1"], folder)
        medians = {jobs: row(str(SERVERS), jobs, [*base, "--jobs", str(jobs)], folder)
                   for jobs in JOBS}
        low, high = JOBS
        print(f"\nspeed-up --jobs {high} vs --jobs {low}: {medians[low] / medians[high]:.1f}x "
              f"on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
