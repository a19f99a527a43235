"""Every config command at `--jobs 1` (one server after another, as every command but `check`
ran before issue 25) against `--jobs 8`, and a run split into shards then merged against one
unsharded run.

The fleet: 12 generated stdio servers (bench/fleet_server.py, stdlib only) that each sleep
`--start-delay` seconds (default 0.5) before serving, standing for a real server's start-up
(a Node.js reference server takes 0.3-1 s): what parallel runs save is waiting, not CPU.
Baselines are taken once with `snapshot --config`; `diff` then compares each live server with
its snapshot. Each command is a process, as a user runs it; figures are the median wall time
and the CPU seconds of the process tree (children's rusage) of `--runs` runs, alternating the
two job counts run by run.

    python bench/bench_jobs.py [--servers 12] [--start-delay 0.5] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _measure import mcpcheck_argv

ROOT = Path(__file__).resolve().parent.parent
SERVER = ROOT / "bench" / "fleet_server.py"
COMMANDS = ("probe", "snapshot", "diff", "lint", "check")
JOBS = (1, 8)


def write_fleet(folder: Path, count: int, delay: float) -> Path:
    lines = []
    for i in range(count):
        args = ["-S", str(SERVER), "--variant", str(i), "--start-delay", str(delay)]
        lines += [f"[servers.s{i:02d}]", f"command = {json.dumps(sys.executable)}",
                  f"args = {json.dumps(args)}", ""]
    path = folder / "mcpcheck.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


RUN_TIMEOUT = 300.0  # seconds: a run that hangs ends the benchmark instead of blocking it


def timed(argv: list[str], cwd: Path) -> tuple[float, float, int]:
    """(wall s, CPU s of the process and its children, exit code) of one run; a run past
    RUN_TIMEOUT is killed with its process group and the benchmark stops with a message."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd,
                            env={**os.environ, "NO_COLOR": "1"}, start_new_session=True)
    while (pid := os.wait4(proc.pid, os.WNOHANG))[0] == 0:
        if time.monotonic() - start > RUN_TIMEOUT:
            os.killpg(proc.pid, signal.SIGKILL)
            os.wait4(proc.pid, 0)
            sys.exit(f"{' '.join(argv[-6:])}: no end within {RUN_TIMEOUT:.0f} s; killed")
        time.sleep(0.01)
    _, status, usage = pid
    wall = time.monotonic() - start
    return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def command_argv(cli: list[str], command: str, config: Path, jobs: int) -> list[str]:
    return [*cli, command, "--config", str(config), "--jobs", str(jobs)]


def sharded(cli: list[str], config: Path, cwd: Path, shards: int) -> tuple[float, float, int]:
    """`check --shard K/N -f json -o json=...` for every K, one after another, then `merge`:
    the summed wall and CPU time, and the merge's exit code."""
    wall = cpu = 0.0
    reports = []
    for k in range(1, shards + 1):
        out = cwd / f"shard{k}.json"
        w, c, _ = timed([*cli, "check", "--config", str(config), "--jobs", "8",
                         "--shard", f"{k}/{shards}", "-o", f"json={out}"], cwd)
        wall, cpu = wall + w, cpu + c
        reports.append(str(out))
    w, c, code = timed([*cli, "merge", *reports], cwd)
    return wall + w, cpu + c, code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--servers", type=int, default=12)
    parser.add_argument("--start-delay", type=float, default=0.5)
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    cli = mcpcheck_argv()
    print(f"{ns.servers} fleet servers, {ns.start_delay} s start-up each; median of {ns.runs} "
          f"runs, alternating; load average before: {os.getloadavg()[0]:.2f}; "
          f"{os.cpu_count()} CPUs\n")
    print("| command | jobs 1: wall s | CPU s | jobs 8: wall s | CPU s | speed-up | exit |")
    print("|---|---:|---:|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        config = write_fleet(folder, ns.servers, ns.start_delay)
        first = timed([*cli, "snapshot", "--config", str(config), "--jobs", "8", "-q"], folder)
        if first[2] != 0:
            sys.exit(f"snapshot --config failed with exit {first[2]}")
        for command in COMMANDS:
            samples: dict[int, list[tuple[float, float, int]]] = {j: [] for j in JOBS}
            for _ in range(ns.runs):
                for jobs in JOBS:
                    samples[jobs].append(timed(command_argv(cli, command, config, jobs), folder))
            wall = {j: statistics.median(s[0] for s in samples[j]) for j in JOBS}
            cpu = {j: statistics.median(s[1] for s in samples[j]) for j in JOBS}
            codes = sorted({s[2] for j in JOBS for s in samples[j]})
            print(f"| {command} | {wall[1]:.2f} | {cpu[1]:.2f} | {wall[8]:.2f} | {cpu[8]:.2f} "
                  f"| {wall[1] / wall[8]:.1f}x | {','.join(map(str, codes))} |", flush=True)
        whole = [timed([*cli, "check", "--config", str(config), "--jobs", "8"], folder)
                 for _ in range(ns.runs)]
        split = [sharded(cli, config, folder, 3) for _ in range(ns.runs)]
        print(f"\ncheck in one run (--jobs 8): {statistics.median(w for w, _, _ in whole):.2f} s "
              f"wall, {statistics.median(c for _, c, _ in whole):.2f} s CPU, exit "
              f"{whole[0][2]}")
        print(f"check in 3 shards one after another, then merge: "
              f"{statistics.median(w for w, _, _ in split):.2f} s wall, "
              f"{statistics.median(c for _, c, _ in split):.2f} s CPU (the sum a CI matrix "
              f"spreads over 3 machines), merge exit {split[0][2]}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
