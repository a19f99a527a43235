"""Start-up cost: `mcpcheck --help`, `--version`, an offline diff, and the same diff as CI runs
it (`-f json -o junit=FILE -o sarif=FILE`: the `-o` values once sent every command through
typer's pydantic parsing) and `merge` of its JSON report; median wall time of 7 runs and peak
RSS (wait4 rusage of each run)."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from _measure import mcpcheck_argv, measure

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7




def median_row(label: str, argv: list[str], runs: int = RUNS) -> str:
    samples = [measure(argv) for _ in range(runs)]
    wall = statistics.median(s[0] for s in samples)
    rss = max(s[1] for s in samples)
    codes = sorted({s[2] for s in samples})
    return f"| {label} | {wall * 1000:.0f} | {rss / 2**20:.0f} | {','.join(map(str, codes))} |"


def snapshot_pair(folder: Path) -> tuple[Path, Path]:
    """Two real snapshot files of 50 tools; the second narrows one input and drops a tool."""
    sys.path.insert(0, str(ROOT))
    from mcpcheck.models import Surface
    from mcpcheck.snapshots.store import build_document, render

    def tools(changed: bool) -> tuple[dict[str, object], ...]:
        out: list[dict[str, object]] = []
        for i in range(50 - (1 if changed else 0)):
            limit = {"type": "integer", "maximum": 50 if changed and i == 0 else 100}
            out.append({"name": f"tool{i:02d}", "description": f"tool number {i}",
                        "inputSchema": {"type": "object", "properties": {"limit": limit},
                                        "required": ["limit"]}})
        return tuple(out)

    paths = []
    for name, changed in (("a", False), ("b", True)):
        surface = Surface(server_name="bench", server_version="1",
                          protocol_version="2025-11-25", capabilities={}, tools=tools(changed))
        path = folder / f"{name}.json"
        path.write_bytes(render(build_document(surface)))
        paths.append(path)
    return paths[0], paths[1]


def diff_available() -> bool:
    proc = subprocess.run([*mcpcheck_argv(), "diff", "--help"], capture_output=True, cwd=ROOT)
    return proc.returncode == 0


def main() -> None:
    cli = mcpcheck_argv()
    print(f"median of {RUNS} runs; peak RSS = max over runs\n")
    print("| command | wall ms | peak RSS MB | exit |")
    print("|---|---:|---:|---|")
    print(median_row("mcpcheck --help", [*cli, "--help"]), flush=True)
    print(median_row("mcpcheck --version", [*cli, "--version"]), flush=True)
    if not diff_available():
        print("| mcpcheck diff A.json B.json | skipped: no diff command yet | | |")
        return
    with tempfile.TemporaryDirectory() as tmp:
        a, b = snapshot_pair(Path(tmp))
        print(median_row("mcpcheck diff A.json B.json (50 tools, offline)",
                         [*cli, "diff", str(a), str(b)]), flush=True)
        report, junit, sarif = (Path(tmp) / n for n in ("r.json", "r.xml", "r.sarif"))
        print(median_row("mcpcheck diff A.json B.json -f json -o junit=F -o sarif=F",
                         [*cli, "diff", str(a), str(b), "-o", f"json={report}",
                          "-o", f"junit={junit}", "-o", f"sarif={sarif}"]), flush=True)
        print(median_row("mcpcheck merge REPORT.json", [*cli, "merge", str(report)]),
              flush=True)


if __name__ == "__main__":
    main()
