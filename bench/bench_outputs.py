"""`mcpcheck check` writing several report formats from one run: each server is contacted once.

Three tests/servers/raw_stdio.py servers, each started with `--record LOG` (the server appends
every JSON-RPC method it receives to LOG), are described in a temporary mcpcheck.toml. Each case
runs `mcpcheck check --config` RUNS times; a session is one `initialize` line in a server's log.
Printed: sessions per server per run (min and max over the three servers and the runs), the
median wall time and the exit codes, as a markdown table.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
from pathlib import Path

from _measure import mcpcheck_argv, measure

ROOT = Path(__file__).resolve().parent.parent
RAW_STDIO = ROOT / "tests" / "servers" / "raw_stdio.py"
NAMES = ("alpha", "beta", "gamma")
RUNS = 3
CASES = {
    "text to stdout only": [],
    "text + -o junit= + -o sarif= + -o markdown=": [
        "-o", "junit=out/report.xml", "-o", "sarif=out/results.sarif",
        "-o", "markdown=out/summary.md"],
}


def write_fleet(folder: Path) -> Path:
    lines = []
    for name in NAMES:
        log = folder / f"{name}.log"
        args = [str(RAW_STDIO), "--server-name", name, "--record", str(log)]
        lines += [f"[servers.{name}]", f"command = {json.dumps(sys.executable)}",
                  f"args = {json.dumps(args)}", 'require = ["echo"]', ""]
    path = folder / "mcpcheck.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def sessions(folder: Path) -> list[int]:
    """`initialize` lines per server since the logs were last cleared; clears them."""
    counts = []
    for name in NAMES:
        log = folder / f"{name}.log"
        counts.append(log.read_text().splitlines().count("initialize") if log.exists() else 0)
        log.unlink(missing_ok=True)
    return counts


def main() -> None:
    cli = mcpcheck_argv()
    print(f"mcpcheck check over {len(NAMES)} raw_stdio servers (--record logs); {RUNS} runs "
          "per case\n")
    print("| reports written | sessions per server per run | wall s (median) | exit |")
    print("|---|---:|---:|---|")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        config = write_fleet(folder)
        for label, extra in CASES.items():
            per_run, walls, codes = [], [], set()
            for _ in range(RUNS):
                seconds, _, code = measure([*cli, "check", "--config", str(config), *extra],
                                           folder)
                per_run += sessions(folder)
                walls.append(seconds)
                codes.add(code)
            written = sorted(p.name for p in (folder / "out").glob("*")) if extra else []
            shown = f"{min(per_run)}" if min(per_run) == max(per_run) else (
                f"{min(per_run)}-{max(per_run)}")
            print(f"| {label}{' (' + ', '.join(written) + ')' if written else ''} | {shown} | "
                  f"{statistics.median(walls):.2f} | {','.join(map(str, sorted(codes)))} |",
                  flush=True)


if __name__ == "__main__":
    main()
