"""The wire client against the stdlib floor: probe and snapshot, side by side, one run.

    .venv/bin/python bench/bench_wire.py [--runs 9]

Each row times a fresh process (what an exec readiness probe pays): mcpcheck, and a
minimal stdlib client doing the same exchange (bench/floor_stdio.py, bench/floor_http.py).
Runs alternate between the two so that machine load hits both alike; medians of --runs.
Servers: tests/servers/raw_stdio.py with 20 tools (a Python stdlib server), and
server-everything over Streamable HTTP (already running: only the client is timed).
Peak RSS is os.wait4's: the client and every child it reaped (the stdio server too).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _measure import ROOT, mcpcheck_argv, measure

PY = sys.executable
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
EVERYTHING = (ROOT / ".servers" / "node_modules" / "@modelcontextprotocol" / "server-everything"
              / "dist" / "index.js")
GOALS = {"probe, stdio": 2.5, "probe, HTTP": 3.0, "snapshot, stdio": 3.0}


def twenty_tools(path: Path) -> Path:
    tools = [{"name": f"tool_{i:02d}", "description": f"Tool number {i}: does thing {i}.",
              "inputSchema": {"type": "object",
                              "properties": {"q": {"type": "string", "description": "query"},
                                             "n": {"type": "integer", "minimum": 0}},
                              "required": ["q"]}} for i in range(20)]
    path.write_text(json.dumps(tools), encoding="utf-8")
    return path


def start_everything() -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    proc = subprocess.Popen(["node", str(EVERYTHING), "streamableHttp"],
                            env={**os.environ, "PORT": str(port)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc, f"http://127.0.0.1:{port}/mcp"
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit("server-everything did not start") from None
            time.sleep(0.1)


def pair(floor: list[str], ours: list[str], runs: int) -> tuple[float, float, int]:
    """(floor median s, mcpcheck median s, mcpcheck peak RSS bytes), alternating runs."""
    for argv in (floor, ours):  # warm the page cache and .pyc files; fail loudly
        seconds, _, code = measure(argv)
        if code != 0:
            raise SystemExit(f"exit {code}: {' '.join(argv)}")
    a, b, rss = [], [], []
    for _ in range(runs):
        a.append(measure(floor)[0])
        seconds, peak, _ = measure(ours)
        b.append(seconds)
        rss.append(peak)
    return statistics.median(a), statistics.median(b), max(rss)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="mcpcheck-bench-wire-"))
    server = [PY, str(RAW_STDIO), "--tools", str(twenty_tools(work / "tools.json"))]
    mc = mcpcheck_argv()
    rows = [
        ("probe, stdio", [PY, str(ROOT / "bench" / "floor_stdio.py"), "--", *server],
         [*mc, "probe", "--require", "tool_00", "--", *server]),
        ("snapshot, stdio", [PY, str(ROOT / "bench" / "floor_stdio.py"), "--all", "--", *server],
         [*mc, "snapshot", "--snapshot", str(work / "s.json"), "--", *server]),
    ]
    http, url = start_everything()
    rows.append(("probe, HTTP", [PY, str(ROOT / "bench" / "floor_http.py"), url],
                 [*mc, "probe", "--require", "echo", "--url", url]))
    try:
        print(f"{'exchange':18} {'floor ms':>9} {'mcpcheck ms':>12} {'ratio':>6} {'goal':>5} "
              f"{'peak RSS MB':>12}   (median of {args.runs}, alternating)")
        for name, floor, ours in rows:
            f, m, rss = pair(floor, ours, args.runs)
            print(f"{name:18} {f * 1000:9.0f} {m * 1000:12.0f} {m / f:6.2f} "
                  f"{GOALS[name]:5.1f} {rss / 2**20:12.0f}")
    finally:
        http.terminate()
        http.wait(5)
    helps = [measure([*mc, "--help"])[0] for _ in range(args.runs)]
    print(f"{'mcpcheck --help':18} {'':9} {statistics.median(helps) * 1000:12.0f}")


if __name__ == "__main__":
    main()
