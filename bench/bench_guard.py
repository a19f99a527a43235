"""Benchmark: what mcpcheck.guard adds to one tool call, once bound.

1. In process, no I/O: `check_arguments` + `check_result` (outputSchema and a caller's
   expectation) on the demo server's `search` tool (a typical schema: a bounded string, a bounded
   integer, an object result with an array of objects and an enum), 20,000 times.
2. End to end over stdio against `mcpcheck mock` serving the demo snapshot: the same call through
   the bare SDK session and through the guard, 300 calls each, medians.
Run: .venv/bin/python bench/bench_guard.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from mcpcheck.guard import guarded

ROOT = Path(__file__).resolve().parent.parent
LOOPS = 20_000
CALLS = 300
ARGS = {"query": "mug", "limit": 10}


def demo_snapshot(folder: Path) -> Path:
    path = folder / "demo.json"
    subprocess.run([sys.executable, "-m", "mcpcheck", "snapshot", "--name", "demo", "--snapshot",
                    str(path), "--update", "--", sys.executable, "-m", "mcpcheck.demo"],
                   check=True, capture_output=True, cwd=ROOT)
    return path


async def measure(snapshot: Path) -> dict[str, Any]:
    output = next(e["definition"]["outputSchema"] for e in json.loads(snapshot.read_text())["tools"]
                  if e["name"] == "search")
    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "mcpcheck", "mock", "--snapshot", str(snapshot)])
    with open("/dev/null", "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), \
                ClientSession(read, write) as session:
            await session.initialize()
            await session.list_tools()
            async with guarded(session, require=["search"], expect={"search": output}) as g:
                raw = (await g.call_tool("search", ARGS)).model_dump(by_alias=True, mode="json",
                                                                      exclude_none=True)
                start, cpu = time.perf_counter(), time.process_time()
                for _ in range(LOOPS):
                    g.check_arguments("search", ARGS)
                    g.check_result("search", raw)
                checks = (time.perf_counter() - start) / LOOPS
                checks_cpu = (time.process_time() - cpu) / LOOPS
                bare, guard = [], []
                for _ in range(CALLS):
                    t = time.perf_counter()
                    await session.call_tool("search", ARGS)
                    bare.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    await g.call_tool("search", ARGS)
                    guard.append(time.perf_counter() - t)
    return {"checks": checks, "checks_cpu": checks_cpu, "bare": statistics.median(bare),
            "guard": statistics.median(guard)}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        figures = anyio.run(measure, demo_snapshot(Path(tmp)))
    print(f"guard checks per call, in process (arguments + outputSchema + expectation): "
          f"{figures['checks'] * 1e6:.1f} µs ({figures['checks_cpu'] * 1e6:.1f} µs CPU)")
    print(f"call over stdio to mcpcheck mock, median of {CALLS}: bare SDK session "
          f"{figures['bare'] * 1e3:.2f} ms, guarded {figures['guard'] * 1e3:.2f} ms "
          f"(difference {(figures['guard'] - figures['bare']) * 1e6:.0f} µs)")


if __name__ == "__main__":
    main()
