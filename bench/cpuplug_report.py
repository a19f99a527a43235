"""Sums of a `pytest -p bench.cpuplug` run (bench/cpuplug.py): CPU by folder, file and family,
the longest items, and each worker's schedule (busy CPU, first start, last end).

    python bench/cpuplug_report.py [build/cpuplug] [--top 40]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any


def _lines(folder: Path) -> dict[str, list[dict[str, Any]]]:
    return {path.stem: [json.loads(line) for line in path.read_text().splitlines() if line]
            for path in sorted(folder.glob("*.jsonl"))}


def _family(node: str) -> str:
    return re.sub(r"\[.*$", "", node)


def _table(title: str, rows: dict[str, list[float]], top: int) -> None:
    print(f"\n{title}\n{'CPU s':>8} {'own':>8} {'child':>8} {'items':>6} {'wall s':>8}  name")
    ordered = sorted(rows.items(), key=lambda row: -row[1][0] - row[1][1])
    for name, (own, child, items, wall) in ordered[:top]:
        print(f"{own + child:8.1f} {own:8.1f} {child:8.1f} {int(items):6d} {wall:8.1f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default="build/cpuplug")
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    workers = _lines(Path(args.folder))
    by: dict[str, dict[str, list[float]]] = {k: defaultdict(lambda: [0.0, 0.0, 0, 0.0])
                                              for k in ("folder", "file", "family", "item")}
    total = [0.0, 0.0, 0]
    for lines in workers.values():
        for line in lines:
            if line["node"] is None:
                continue
            node = line["node"]
            path = node.split("::")[0]
            keys = {"folder": path.rsplit("/", 1)[0], "file": path, "family": _family(node),
                    "item": node}
            for kind, key in keys.items():
                row = by[kind][key]
                row[0] += line["own"]
                row[1] += line["children"]
                row[2] += 1
                row[3] += line["end"] - line["start"]
            total[0] += line["own"]
            total[1] += line["children"]
            total[2] += 1
    print(f"counted in the tests: {total[0] + total[1]:.1f} CPU s (own {total[0]:.1f}, "
          f"children {total[1]:.1f}), {total[2]} items")
    starts = [line["start"] for lines in workers.values() for line in lines if line["node"]]
    t0 = min(starts) if starts else 0.0
    for name, lines in workers.items():
        items = [line for line in lines if line["node"]]
        final = [line for line in lines if line["node"] is None]
        if not items:
            continue
        busy = sum(line["own"] + line["children"] for line in items)
        print(f"{name}: {len(items)} items, {busy:.1f} CPU s in tests, first start "
              f"{items[0]['start'] - t0:.0f} s, last end {items[-1]['end'] - t0:.0f} s"
              + (f", whole worker {final[-1]['own'] + final[-1]['children']:.1f} CPU s"
                 if final else ""))
        tail = sorted(items, key=lambda line: -line["end"])[:5]
        print("   last items: " + "; ".join(
            f"{line['node']} ({line['own'] + line['children']:.1f} CPU s, ended "
            f"{line['end'] - t0:.0f})" for line in tail))
    for kind in ("folder", "file", "family", "item"):
        _table(f"by {kind}", by[kind], args.top if kind != "folder" else 30)


if __name__ == "__main__":
    main()
