"""`mcpcheck call` wall time: one golden call over stdio, Streamable HTTP and legacy SSE.

    .venv/bin/python bench/bench_call.py [--runs 9] [--before DIR]

Each row is a fresh `python -m mcpcheck call --calls tests/fixtures/calls/valid_echo.toml`
(handshake, tools/list, one tools/call, close) against the stdlib test servers
(tests/servers/raw_stdio.py; raw_http.py, started once, only the client is timed).
`--before DIR` also times another copy of the package (e.g. `git archive` of an older commit
unpacked in DIR, run from DIR), alternating run by run with this one so load hits
both alike. Prints the median of --runs and the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
RAW_HTTP = ROOT / "tests" / "servers" / "raw_http.py"
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
CALLS = ROOT / "tests" / "fixtures" / "calls" / "valid_echo.toml"


def timed(argv: list[str], package_root: str) -> float:
    """One run with the mcpcheck package found in `package_root` (its working directory, which
    `python -m` puts first on sys.path)."""
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": package_root}
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=package_root, timeout=120,
                          env=env)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(argv)}\n{proc.stderr[-2000:]}")
    return seconds


def start_http(*flags: str) -> tuple[subprocess.Popen[bytes], str]:
    portfile = Path(tempfile.mkdtemp()) / "port"
    proc = subprocess.Popen([PY, str(RAW_HTTP), "--port", "0", "--portfile", str(portfile),
                             *flags], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while not portfile.exists():
        if time.monotonic() > deadline:
            raise SystemExit("raw_http did not start")
        time.sleep(0.05)
    return proc, f"http://127.0.0.1:{portfile.read_text().strip()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--before", help="a directory holding an older mcpcheck package")
    args = parser.parse_args()
    copies = {"now": str(ROOT)}
    if args.before:
        copies["before"] = str(Path(args.before).resolve())
    call = [PY, "-m", "mcpcheck", "call", "--calls", str(CALLS), "--timeout", "30"]
    http, base = start_http()
    sse, sse_base = start_http("--sse")
    cases = {
        "stdio": [*call, "--", PY, str(RAW_STDIO)],
        "Streamable HTTP": [*call, "--url", f"{base}/mcp"],
        "legacy SSE": [*call, "--sse", f"{sse_base}/sse"],
    }
    load_before = os.getloadavg()
    times: dict[tuple[str, str], list[float]] = {}
    try:
        for name, argv in cases.items():
            for path in copies.values():
                timed(argv, path)  # warm the page cache and .pyc files
            for _ in range(args.runs):
                for label, path in copies.items():
                    times.setdefault((name, label), []).append(timed(argv, path))
    finally:
        for proc in (http, sse):
            proc.terminate()
            proc.wait(5)
    load_after = os.getloadavg()
    print(f"{'mcpcheck call':20} " + " ".join(f"{label + ' (s)':>12}" for label in copies)
          + f"   (median of {args.runs})")
    for name in cases:
        print(f"{name:20} " + " ".join(f"{statistics.median(times[(name, label)]):12.3f}"
                                       for label in copies))
    print(f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}")


if __name__ == "__main__":
    main()
