"""Benchmark: `lint_tools` on 1,000 real tools (in process, no server).

The tools are the real servers' tools/list snapshots in tests/corpus/servers/*.json, cycled to
1,000 and made distinct (each copy renames the tool and its top-level properties), so nothing is
linted twice. The first run in a fresh process is cold (the per-shape metaschema memo is empty);
the next runs are warm: (speed64) they re-lint the same tools, and read the scans of their texts
from the process's store (attacks.textmemo); the next 1,000 real tools, linted on that warm
engine, time texts it has not scanned. Also times the distinct real tools once, cold, in a fresh
process, and the `mcpcheck lint` command as a process on a snapshot of the 1,000 tools (start-up,
reading the snapshot, the lint and the report included; wall and CPU of the child, median of
RUNS), with and without `--deep` (the learned model: its load and its score of every tool). The
process is `python -m mcpcheck` run by this interpreter with its working directory and PYTHONPATH
set to the root of the tree this file is in, so it measures this tree's code (not whatever the
venv's `mcpcheck` console script was installed from: run from another worktree, that was the
wrong code).
Run: .venv/bin/python bench/bench_lint.py
     .venv/bin/python bench/bench_lint.py --recall   # counts only, on the poisoned corpora

`--recall` prints how many poisoned tools are caught (an error-level finding and a verdict other
than `usable`) in tests/corpus/lint/poisoned_wide.json (per style) and in the held-out
poisoned_heldout.json (the total only: its entries are never printed).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint import lint_tools  # noqa: E402
from mcpcheck.models import Surface  # noqa: E402
from mcpcheck.snapshots.store import build_document, read_snapshot, render  # noqa: E402

TOOLS = 1000
RUNS = 5


def real_tools() -> list[Any]:
    tools: list[Any] = []
    for path in sorted((ROOT / "tests" / "corpus" / "servers").glob("*.json")):
        tools += list(read_snapshot(path).surface().tools)
    return tools


def distinct(tool: Any, copy: int) -> Any:
    if not isinstance(tool, dict) or copy == 0:
        return tool
    out = dict(tool, name=f"{tool.get('name')}_{copy}")
    schema = tool.get("inputSchema")
    if isinstance(schema, dict) and isinstance(schema.get("properties"), dict):
        props = {f"{k}_{copy}": v for k, v in schema["properties"].items()}
        required = [f"{r}_{copy}" for r in schema.get("required", []) if isinstance(r, str)]
        out["inputSchema"] = {**schema, "properties": props,
                              **({"required": required} if "required" in schema else {})}
    return out


def thousand(tools: list[Any]) -> list[Any]:
    return [distinct(tools[i % len(tools)], i // len(tools)) for i in range(TOOLS)]


def timed(tools: list[Any]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process): CPU time is what a loaded machine hides."""
    start, cpu = time.perf_counter(), time.process_time()
    lint_tools(tools)
    return time.perf_counter() - start, time.process_time() - cpu


def recall() -> None:
    import json
    from collections import Counter

    from mcpcheck.models import Severity

    def caught(tool: Any) -> bool:
        (verdict,) = lint_tools([tool])
        return verdict.verdict != "usable" and any(
            f.severity is Severity.ERROR for f in verdict.findings)

    lint_dir = ROOT / "tests" / "corpus" / "lint"
    wide = json.loads((lint_dir / "poisoned_wide.json").read_text(encoding="utf-8"))
    seen, hit = Counter[str](), Counter[str]()
    for entry in wide:
        seen[entry["style"]] += 1
        hit[entry["style"]] += caught(entry["tool"])
    print(f"poisoned_wide: {sum(hit.values())}/{len(wide)} caught at error level")
    for style in sorted(seen):
        print(f"  {style}: {hit[style]}/{seen[style]}")
    heldout = lint_dir / "poisoned_heldout.json"
    if heldout.exists():
        entries = json.loads(heldout.read_text(encoding="utf-8"))
        print(f"poisoned_heldout: {sum(caught(e['tool']) for e in entries)}/{len(entries)} "
              "caught at error level")


def command(tools: list[Any], *flags: str) -> tuple[float, float, int]:
    """(median wall s, median child CPU s, exit code) of `mcpcheck lint --snapshot` on `tools`
    (with `flags`, e.g. --deep)."""
    surface = Surface("bench", "1", "2025-06-18", {"tools": {}}, tuple(tools))
    # this tree's code, not the venv's installed console script (which may be another tree's)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        path.write_bytes(render(build_document(surface)))
        walls, cpus, code = [], [], 0
        for _ in range(RUNS):
            before = os.times()
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "mcpcheck", "lint", "--snapshot",
                                   str(path), "-f", "json", *flags],
                                  capture_output=True, check=False, cwd=ROOT, env=env)
            walls.append(time.perf_counter() - start)
            after = os.times()
            cpus.append(after.children_user - before.children_user
                        + after.children_system - before.children_system)
            code = done.returncode
            if code not in (0, 1):
                sys.exit(f"mcpcheck lint exited {code}: {done.stderr.decode()[-500:]}")
    return statistics.median(walls), statistics.median(cpus), code


def main() -> int:
    if sys.argv[1:] == ["--recall"]:
        recall()
        return 0
    if sys.argv[1:] == ["--once"]:
        wall, cpu = timed(real_tools())
        print(f"{wall:.3f} {cpu:.3f}")
        return 0
    tools = real_tools()
    batch = thousand(tools)
    runs = [timed(batch) for _ in range(RUNS)]
    # (speed64) the warm runs above read the process's store of scanned texts (attacks.textmemo):
    # a re-lint of the same tools. The next 1,000 real tools on the same warm engine are texts it
    # has not scanned (bar the ones real servers share): the cost of judging text.
    others = [tools[i % len(tools)] for i in range(TOOLS, 2 * TOOLS)]
    fresh = timed(others)
    once = subprocess.run([sys.executable, __file__, "--once"], check=True,
                          capture_output=True, text=True).stdout.split()
    process = command(batch)
    deep = command(batch, "--deep")
    warm_wall = statistics.median(r[0] for r in runs[1:])
    warm_cpu = statistics.median(r[1] for r in runs[1:])
    print(f"real tools in the corpus: {len(tools)} (tests/corpus/servers)")
    print("| what | wall s | CPU s |")
    print("|---|---:|---:|")
    print(f"| lint_tools, {TOOLS} real tools, cold (first run) | {runs[0][0]:.3f} | "
          f"{runs[0][1]:.3f} |")
    print(f"| lint_tools, {TOOLS} real tools, warm (median of {RUNS - 1}) | {warm_wall:.3f} | "
          f"{warm_cpu:.3f} |")
    print(f"| lint_tools, the next {TOOLS} real tools, warm engine, texts not stored | "
          f"{fresh[0]:.3f} | {fresh[1]:.3f} |")
    print(f"| lint_tools, the {len(tools)} distinct real tools, cold (fresh process) | "
          f"{float(once[0]):.3f} | {float(once[1]):.3f} |")
    print(f"| `mcpcheck lint --snapshot` process, {TOOLS} real tools (median of {RUNS}, exit "
          f"{process[2]}) | {process[0]:.3f} | {process[1]:.3f} |")
    print(f"| `mcpcheck lint --snapshot --deep` process, {TOOLS} real tools (median of {RUNS}, "
          f"exit {deep[2]}) | {deep[0]:.3f} | {deep[1]:.3f} |")
    from mcpcheck.checks.lint.learned.modelfile import MODEL_PATH

    print(f"learned model (--deep): {MODEL_PATH.stat().st_size:,} bytes in the package")
    print(f"load average: {Path('/proc/loadavg').read_text().split()[0]}"
          if Path("/proc/loadavg").exists() else "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
