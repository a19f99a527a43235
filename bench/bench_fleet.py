"""`mcpcheck check --jobs 16` over fleets of 100, 300 and 1,000 generated stdio servers.

Each server is bench/fleet_server.py (stdlib only, started with `python -S`, so a start costs
tens of milliseconds and no SDK import) with its own `--variant` (1-4 tools, different names,
bounds and shapes) and a `--marker` unique to this benchmark run, written into a temporary
mcpcheck.toml with `require` set. Baselines are taken first (`mcpcheck snapshot --config`,
timed but not judged), so every measured `check` runs drift, required tools and lint (with the
cross-server pass) for every server.

Figures per size, from one `check` run as a process:
- wall time, and CPU seconds of mcpcheck and everything it reaped (wait4 rusage);
- peak RSS of the mcpcheck process alone: its /proc/PID/status VmHWM, polled every 20 ms (the
  high-water mark only grows, so the last reading before exit is the peak up to then); wait4's
  ru_maxrss, the largest process of the tree, is printed beside it;
- open file descriptors (/proc/PID/fd) and threads (/proc/PID/status Threads) of mcpcheck: the
  largest seen and the last reading before it exited;
- per-server cost: wall and CPU per server against one `mcpcheck probe` of one such server
  (median of 5), and the slope between the sizes;
- servers left running afterwards: every /proc/*/cmdline that holds the marker.
Then a leak check in process: the check engine (commands.check.run through settings.fleet.run_all
at 16 jobs, the way `check` runs it) over 50 servers, three times, counting /proc/self/fd and
threading.active_count() before and after each round.

Goals (issue 25 section 4): 1,000 servers within 1.2 x 10 x the 100-server wall time, mcpcheck's
peak RSS under 300 MB at 1,000 servers, no descriptor or thread leak, nothing left running.

Run: .venv/bin/python bench/bench_fleet.py [--sizes 100,300,1000] [--jobs 16] [--package DIR]
(`--package DIR`: run the mcpcheck package found in DIR, e.g. a `git archive` of an older commit
unpacked there, as `python -m mcpcheck` with PYTHONPATH=DIR; the in-process check imports it too.)
Exit 0 whatever the verdicts (they are printed); 2 when a run itself breaks (a crash, exit 2).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from _measure import mcpcheck_argv

ROOT = Path(__file__).resolve().parent.parent
SERVER = Path(__file__).resolve().parent / "fleet_server.py"
POLL = 0.02
RSS_GOAL_MB = 300
LINEAR_FACTOR = 1.2
LEAK_SERVERS = 50
LEAK_ROUNDS = 3


def server_argv(variant: int, marker: str) -> list[str]:
    return [sys.executable, "-S", str(SERVER), "--variant", str(variant), "--marker", marker]


def write_fleet(folder: Path, count: int, marker: str) -> Path:
    sys.path.insert(0, str(SERVER.parent))
    from fleet_server import tools

    lines = []
    for i in range(count):
        first = tools(i)[0]["name"]
        argv = server_argv(i, marker)
        lines += [f"[servers.fleet{i:04d}]", f"command = {json.dumps(argv[0])}",
                  f"args = {json.dumps(argv[1:])}", f"require = [{json.dumps(first)}]", ""]
    path = folder / "mcpcheck.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


@dataclass
class Run:
    wall: float = 0.0
    cpu: float = 0.0
    code: int = -1
    hwm_kb: int = 0  # VmHWM of the mcpcheck process
    tree_maxrss_kb: int = 0  # wait4: the largest process of the tree
    max_fds: int = 0
    max_threads: int = 0
    last: dict[str, int] = field(default_factory=dict)  # fds, threads at the last reading


def _status(pid: int) -> dict[str, int]:
    found = {}
    with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
        for line in fh:
            key, _, value = line.partition(":")
            if key in ("VmHWM", "Threads"):
                found[key] = int(value.split()[0])
    return found


ENV = {**os.environ, "NO_COLOR": "1"}


def run_measured(argv: list[str], cwd: Path) -> Run:
    """One run as a process, polled through /proc until it exits."""
    run = Run()
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd,
                            env=ENV)
    while True:
        try:
            status = _status(proc.pid)
            fds = len(os.listdir(f"/proc/{proc.pid}/fd"))
        except (OSError, ValueError):
            status, fds = {}, -1
        if status:  # a zombie has no VmHWM: the previous reading stands
            run.hwm_kb = max(run.hwm_kb, status.get("VmHWM", 0))
            run.max_threads = max(run.max_threads, status.get("Threads", 0))
            run.max_fds = max(run.max_fds, fds)
            if fds > 0:  # an exiting process has closed its table: keep the reading before
                run.last = {"fds": fds, "threads": status.get("Threads", 0)}
        pid, wait_status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(POLL)
    run.wall = time.monotonic() - start
    run.cpu = usage.ru_utime + usage.ru_stime
    run.tree_maxrss_kb = usage.ru_maxrss
    run.code = os.waitstatus_to_exitcode(wait_status)
    proc.returncode = run.code
    return run


def left_running(marker: str) -> list[int]:
    """Processes whose command line holds the marker (servers of this benchmark)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as fh:
                if marker.encode() in fh.read():
                    found.append(int(entry))
        except OSError:
            continue
    return found


def probe_baseline(cli: list[str], marker: str, folder: Path) -> Run:
    runs = [run_measured([*cli, "probe", "--", *server_argv(1, marker)], folder)
            for _ in range(5)]
    runs.sort(key=lambda r: r.wall)
    return runs[len(runs) // 2]


def in_process_leaks(config: Path, jobs: int) -> list[tuple[int, int, int, int]]:
    """(fds before, fds after, threads before, threads after) per round of the check engine."""
    from mcpcheck.commands import check
    from mcpcheck.settings.config import load_config
    from mcpcheck.settings.fleet import run_all

    servers = load_config(config, os.environ).select(None)
    rounds = []
    for _ in range(LEAK_ROUNDS):
        fds, threads = len(os.listdir("/proc/self/fd")), threading.active_count()
        results = run_all(servers, check.run, jobs=jobs)
        failed = [r.error for r in results if r.error]
        if failed:
            raise SystemExit(f"in-process check failed: {failed[0]}")
        rounds.append((fds, len(os.listdir("/proc/self/fd")), threads, threading.active_count()))
    return rounds


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,300,1000",
                        help="comma-separated fleet sizes (default 100,300,1000)")
    parser.add_argument("--jobs", type=int, default=16)
    parser.add_argument("--package", type=Path, default=None,
                        help="a folder holding the mcpcheck package to measure instead")
    parser.add_argument("--no-leak-check", action="store_true",
                        help="skip the in-process descriptor and thread count")
    ns = parser.parse_args()
    sizes = [int(s) for s in ns.sizes.split(",") if s.strip()]
    cli = mcpcheck_argv()
    if ns.package is not None:
        package = str(ns.package.resolve())
        sys.path.insert(0, package)
        ENV["PYTHONPATH"] = package
        cli = [sys.executable, "-m", "mcpcheck"]
    marker = f"mcpcheck-fleet-{uuid.uuid4().hex[:12]}"
    with open("/proc/loadavg", encoding="ascii") as fh:
        load_before = " ".join(fh.read().split()[:3])
    print(f"mcpcheck check --jobs {ns.jobs} over generated stdio servers (bench/fleet_server.py); "
          f"load average before: {load_before}; {os.cpu_count()} CPUs; package "
          f"{ns.package or 'this checkout'}", flush=True)
    results: dict[int, Run] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        probe = probe_baseline(cli, marker, base)
        print(f"one `mcpcheck probe` of one server (median of 5): {probe.wall * 1e3:.0f} ms wall, "
              f"{probe.cpu * 1e3:.0f} ms CPU, peak RSS {probe.hwm_kb / 1024:.0f} MB\n", flush=True)
        print("| servers | snapshot s | check wall s | CPU s | wall per server ms | CPU per "
              "server ms | mcpcheck peak RSS MB (VmHWM) | tree max RSS MB | fds max / last | "
              "threads max / last | exit | left running |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|")
        for size in sizes:
            folder = base / f"fleet{size}"
            folder.mkdir()
            config = write_fleet(folder, size, marker)
            snap = run_measured([*cli, "snapshot", "--config", str(config), "-q",
                                 "--jobs", str(ns.jobs)], folder)
            if snap.code != 0:
                print(f"snapshot of {size} servers exited {snap.code}", file=sys.stderr)
                return 2
            run = run_measured([*cli, "check", "--config", str(config), "-f", "json",
                                "--jobs", str(ns.jobs)], folder)
            time.sleep(0.2)  # a server killed at the very end may still be a zombie in /proc
            stray = left_running(marker)
            results[size] = run
            print(f"| {size} | {snap.wall:.1f} | {run.wall:.2f} | {run.cpu:.1f} | "
                  f"{run.wall / size * 1e3:.1f} | {run.cpu / size * 1e3:.1f} | "
                  f"{run.hwm_kb / 1024:.0f} | {run.tree_maxrss_kb / 1024:.0f} | "
                  f"{run.max_fds} / {run.last.get('fds', -1)} | "
                  f"{run.max_threads} / {run.last.get('threads', -1)} | {run.code} | "
                  f"{len(stray)} |", flush=True)
            if run.code not in (0, 1):
                print(f"check of {size} servers exited {run.code}", file=sys.stderr)
                return 2
            if stray:
                print(f"left running: {stray}", file=sys.stderr)
        leaks = []
        if not ns.no_leak_check:
            folder = base / "leak"
            folder.mkdir()
            leaks = in_process_leaks(write_fleet(folder, LEAK_SERVERS, marker), ns.jobs)
        stray = left_running(marker)

    print()
    if len(sizes) > 1:
        small, large = min(sizes), max(sizes)
        slope = (results[large].wall - results[small].wall) / (large - small)
        cpu = results[large].cpu / large
        print(f"marginal wall per server between {small} and {large}: {slope * 1e3:.1f} ms "
              f"({slope / probe.wall:.2f} x one probe); CPU per server at {large}: "
              f"{cpu * 1e3:.1f} ms ({cpu / probe.cpu:.2f} x one probe's CPU)")
    if 100 in results and 1000 in results:
        bound = LINEAR_FACTOR * 10 * results[100].wall
        print(f"goal: 1,000 servers within {LINEAR_FACTOR} x 10 x the 100-server time: "
              f"{results[1000].wall:.1f} s vs {bound:.1f} s "
              f"({results[1000].wall / results[100].wall:.1f}x the 100-server time): "
              f"{verdict(results[1000].wall <= bound)}")
    largest = max(sizes)
    peak = results[largest].hwm_kb / 1024
    print(f"goal: mcpcheck peak RSS < {RSS_GOAL_MB} MB at {largest} servers: {peak:.0f} MB: "
          f"{verdict(peak < RSS_GOAL_MB)}" + ("" if largest >= 1000 else " (not the 1,000 size)"))
    for size, run in results.items():
        print(f"  {size} servers: {run.last.get('fds', -1)} fds and "
              f"{run.last.get('threads', -1)} threads at the last reading before exit "
              f"(max {run.max_fds} / {run.max_threads})")
    if leaks:
        grew = [r for r in leaks if r[1] > r[0] or r[3] > r[2]]
        rows = "; ".join(f"fds {a}->{b}, threads {c}->{d}" for a, b, c, d in leaks)
        print(f"goal: no descriptor or thread leak (the engine in process, {LEAK_SERVERS} servers "
              f"x {LEAK_ROUNDS} rounds at {ns.jobs} jobs: {rows}): {verdict(not grew)}")
    print(f"goal: nothing left running (processes with the marker after all runs): "
          f"{len(stray)}: {verdict(not stray)}")
    with open("/proc/loadavg", encoding="ascii") as fh:
        print(f"load average after: {' '.join(fh.read().split()[:3])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
