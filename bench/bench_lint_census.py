"""Where a warm lint's scans go: how many texts repeat, and what each kind of text costs.

For the 1,000 real tools of bench_lint.py and for every distinct real tool, in one process:
the calls of the run's scan memo (attacks.ScanMemo) against the distinct texts and memo keys
(what a per-run reuse of judgments can still save), then, in a warm lint of the 1,000 tools,
the CPU seconds of the scans the memo does not answer, by script (ASCII or not) and length in
words. Counts are exact; the seconds are CPU time of this process (a loaded machine inflates
them all alike).
Run: .venv/bin/python bench/bench_lint_census.py
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_lint import real_tools, thousand  # noqa: E402
from mcpcheck.checks.lint import attacks, lint_tools  # noqa: E402
from mcpcheck.checks.lint.attacks import Match, ScanMemo, Site  # noqa: E402

_BUCKETS = ((1, "1"), (4, "2-4"), (15, "5-15"), (60, "16-60"), (sys.maxsize, "61+"))


def repeats(tools: list[Any]) -> tuple[int, int, int]:
    """(scan calls, distinct texts, distinct memo keys) of one lint of `tools`."""
    calls: list[tuple[str, object]] = []
    memo_scan = ScanMemo.scan

    def counted(self: ScanMemo, text: str, site: Site, cap: int) -> list[Match]:
        calls.append((text, self.key(text, site, cap)))
        return memo_scan(self, text, site, cap)

    ScanMemo.scan = counted  # type: ignore[method-assign]
    try:
        lint_tools(tools)
    finally:
        ScanMemo.scan = memo_scan  # type: ignore[method-assign]
    return len(calls), len({text for text, _ in calls}), len({key for _, key in calls})


def by_length(tools: list[Any]) -> tuple[float, dict[tuple[str, str], list[float]]]:
    """(CPU s of a warm lint, (script, words) -> [scans, CPU s, characters])."""
    lint_tools(tools)
    scan = attacks.scan
    cost: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0.0, 0])

    def timed(text: str, site: Site, cap: int) -> list[Match]:
        start = time.process_time()
        found = scan(text, site, cap)
        words = len(text.split())
        label = next(name for most, name in _BUCKETS if words <= most)
        entry = cost[("ASCII" if text.isascii() else "other", label)]
        entry[0] += 1
        entry[1] += time.process_time() - start
        entry[2] += len(text)
        return found

    attacks.scan = timed  # the memo calls the module's scan by its global name
    try:
        start = time.process_time()
        lint_tools(tools)
        total = time.process_time() - start
    finally:
        attacks.scan = scan
    return total, cost


def main() -> int:
    tools = real_tools()
    batch = thousand(tools)
    lint_tools(batch)  # the patterns compiled: the counts below are a warm run's
    print("| tools | scan calls | distinct texts | distinct memo keys |")
    print("|---|---:|---:|---:|")
    for label, group in ((f"{len(batch):,} (bench_lint's)", batch),
                         (f"{len(tools):,} (every real tool)", tools)):
        calls, texts, keys = repeats(group)
        print(f"| {label} | {calls:,} | {texts:,} | {keys:,} |")
    total, cost = by_length(batch)
    scanned = sum(entry[1] for entry in cost.values())
    print(f"\nwarm lint of {len(batch):,} tools: {total:.2f} CPU s, scans {scanned:.2f} s")
    print("| script | words | scans | CPU s | share of scans | us a character |")
    print("|---|---|---:|---:|---:|---:|")
    order = [name for _, name in _BUCKETS]
    for (script, words), (count, seconds, chars) in sorted(
            cost.items(), key=lambda item: (item[0][0], order.index(item[0][1]))):
        print(f"| {script} | {words} | {int(count):,} | {seconds:.3f} | "
              f"{seconds / scanned:.0%} | {1e6 * seconds / max(1, chars):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
