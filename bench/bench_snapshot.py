"""`mcpcheck snapshot` wall time and peak RSS (median of 5 runs) against the raw JSON-RPC test
server and server-everything (stdio), beside a minimal script that does the same exchange with
the SDK directly (`mcp.Client` + StdioServerParameters + list_tools)."""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

from _measure import mcpcheck_argv, measure

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
EVERYTHING = (ROOT / ".servers" / "node_modules" / "@modelcontextprotocol" / "server-everything"
              / "dist" / "index.js")

SDK_CLIENT = """
import sys
import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

async def main() -> None:
    params = StdioServerParameters(command=sys.argv[1], args=sys.argv[2:])
    async with Client(params, read_timeout_seconds=30) as client:
        result = await client.list_tools()
    print(len(result.tools))

anyio.run(main)
"""




def row(label: str, argv: list[str]) -> str:
    samples = [measure(argv) for _ in range(RUNS)]
    wall = statistics.median(s[0] for s in samples)
    rss = max(s[1] for s in samples)
    codes = sorted({s[2] for s in samples})
    return f"| {label} | {wall * 1000:.0f} | {rss / 2**20:.0f} | {','.join(map(str, codes))} |"


def main() -> None:
    servers = {"raw_stdio": [sys.executable, str(RAW_STDIO)]}
    if EVERYTHING.exists():
        servers["server-everything"] = ["node", str(EVERYTHING), "stdio"]
    print(f"median of {RUNS} runs; peak RSS = max over runs (client + server it reaped)\n")
    print("| exchange | wall ms | peak RSS MB | exit |")
    print("|---|---:|---:|---|")
    with tempfile.TemporaryDirectory() as tmp:
        client = Path(tmp) / "sdk_client.py"
        client.write_text(SDK_CLIENT)
        for name, server in servers.items():
            snap = Path(tmp) / f"{name}.json"
            argv = [*mcpcheck_argv(), "snapshot", "--update", "--snapshot", str(snap), "--",
                    *server]
            print(row(f"mcpcheck snapshot: {name}", argv), flush=True)
            print(row(f"SDK Client list_tools: {name}", [sys.executable, str(client), *server]),
                  flush=True)
    if not EVERYTHING.exists():
        print("| server-everything | skipped: run `make servers` | | |")


if __name__ == "__main__":
    main()
