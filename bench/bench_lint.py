"""Benchmark: `lint_tools` on 1,000 real tools (in process, no server).

The tools are the real servers' tools/list snapshots in tests/corpus/servers/*.json, cycled to
1,000 and made distinct (each copy renames the tool and its top-level properties), so nothing is
linted twice. The first run in a fresh process is cold (the per-shape metaschema memo is empty);
the next runs are warm. Also times the distinct real tools once, cold, in a fresh process.
Run: .venv/bin/python bench/bench_lint.py
     .venv/bin/python bench/bench_lint.py --recall   # counts only, on the poisoned corpora

`--recall` prints how many poisoned tools are caught (an error-level finding and a verdict other
than `usable`) in tests/corpus/lint/poisoned_wide.json (per style) and in the held-out
poisoned_heldout.json (the total only: its entries are never printed).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint import lint_tools  # noqa: E402
from mcpcheck.snapshots.store import read_snapshot  # noqa: E402

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
    once = subprocess.run([sys.executable, __file__, "--once"], check=True,
                          capture_output=True, text=True).stdout.split()
    warm_wall = statistics.median(r[0] for r in runs[1:])
    warm_cpu = statistics.median(r[1] for r in runs[1:])
    print(f"real tools in the corpus: {len(tools)} (tests/corpus/servers)")
    print("| what | wall s | CPU s |")
    print("|---|---:|---:|")
    print(f"| lint_tools, {TOOLS} real tools, cold (first run) | {runs[0][0]:.3f} | "
          f"{runs[0][1]:.3f} |")
    print(f"| lint_tools, {TOOLS} real tools, warm (median of {RUNS - 1}) | {warm_wall:.3f} | "
          f"{warm_cpu:.3f} |")
    print(f"| lint_tools, the {len(tools)} distinct real tools, cold (fresh process) | "
          f"{float(once[0]):.3f} | {float(once[1]):.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
