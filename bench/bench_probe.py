"""Probe cost: `mcpcheck probe` beside a bare SDK client doing the same exchange; /readyz latency.

    .venv/bin/python bench/bench_probe.py [--runs 7] [--requests 200]

Every row is a fresh process (what a kubelet exec probe pays), median of --runs.
Servers: tests/servers/raw_http.py (Streamable HTTP) and raw_stdio.py (stdio), both local.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
RAW_HTTP = ROOT / "tests" / "servers" / "raw_http.py"
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"

# The bare exchange: handshake + tools/list with the SDK's own client, nothing else.
BARE_CLIENT = """
import sys, anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters
async def main():
    arg = sys.argv[1]
    target = arg if arg.startswith("http") else StdioServerParameters(
        command=sys.executable, args=[arg])
    async with Client(target) as client:
        tools = await client.list_tools()
    print(len(tools.tools))
anyio.run(main)
"""


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=120)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(argv)}\n{proc.stderr[-2000:]}")
    return seconds


def median_of(argv: list[str], runs: int) -> float:
    timed(argv)  # warm the page cache and .pyc files
    return statistics.median(timed(argv) for _ in range(runs))


def start_http() -> tuple[subprocess.Popen[bytes], str]:
    portfile = Path(tempfile.mkdtemp()) / "port"
    proc = subprocess.Popen([PY, str(RAW_HTTP), "--port", "0", "--portfile", str(portfile)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while not portfile.exists():
        if time.monotonic() > deadline:
            raise SystemExit("raw_http did not start")
        time.sleep(0.05)
    return proc, f"http://127.0.0.1:{portfile.read_text().strip()}/mcp"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def readyz_latency(requests: int) -> tuple[float, float, float]:
    """(median, p99, max) milliseconds of GET /readyz, one new connection per request."""
    port = free_port()
    proc = subprocess.Popen(
        [PY, "-m", "mcpcheck", "serve", "--port", str(port), "--interval", "1", "--require",
         "echo", "--", PY, str(RAW_STDIO)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/readyz"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(url, timeout=2) as resp:
                    if resp.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                raise SystemExit("serve never became ready")
            time.sleep(0.1)
        samples = []
        for _ in range(requests):  # checks keep running every second meanwhile
            start = time.perf_counter()
            with urllib.request.urlopen(url, timeout=2) as resp:
                json.loads(resp.read())
            samples.append((time.perf_counter() - start) * 1000)
        samples.sort()
        return (statistics.median(samples), samples[int(len(samples) * 0.99) - 1], samples[-1])
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--requests", type=int, default=200)
    args = parser.parse_args()
    os.environ.setdefault("NO_COLOR", "1")
    probe = [PY, "-m", "mcpcheck", "probe", "--require", "echo,add"]
    rows: list[tuple[str, float]] = [
        ("python -c pass (interpreter floor)", median_of([PY, "-c", "pass"], args.runs)),
        ("import mcp.client.session (SDK import)",
         median_of([PY, "-c", "import mcp.client.session"], args.runs)),
        ("mcpcheck --help", median_of([PY, "-m", "mcpcheck", "--help"], args.runs)),
    ]
    http, url = start_http()
    try:
        rows.append(("bare SDK client, HTTP", median_of([PY, "-c", BARE_CLIENT, url], args.runs)))
        rows.append(("mcpcheck probe, HTTP", median_of([*probe, "--url", url], args.runs)))
    finally:
        http.terminate()
        http.wait(5)
    rows.append(("bare SDK client, stdio",
                 median_of([PY, "-c", BARE_CLIENT, str(RAW_STDIO)], args.runs)))
    rows.append(("mcpcheck probe, stdio",
                 median_of([*probe, "--", PY, str(RAW_STDIO)], args.runs)))
    print(f"{'what':42} {'median wall s':>14}   (runs={args.runs})")
    for name, seconds in rows:
        print(f"{name:42} {seconds:14.3f}")
    med, p99, worst = readyz_latency(args.requests)
    print(f"\nGET /readyz under serve ({args.requests} requests, new connection each): "
          f"median {med:.2f} ms, p99 {p99:.2f} ms, max {worst:.2f} ms")


if __name__ == "__main__":
    main()
