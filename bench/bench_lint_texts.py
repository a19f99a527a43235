"""Where a warm lint of bench_lint's 1,000 real tools spends its CPU, text by text.

On the 1,000 real tools of bench_lint.py, in one process, after two lints to warm the memos
(the third lint is measured): every scan of a text (attacks.scan: the text's own reading, its
alternate readings and its encoded runs; a text repeated in one run is scanned once, through
the run's ScanMemo) timed with `time.thread_time_ns`, with its length and how many matches it
ended with. Prints how many texts the lint reads (`ToolContext.text`, `ToolContext.identifier`,
the joined readings) and what they cost, how the scans' CPU is spread over their lengths (the
longest 1%, 10%, 25%, 50% of the texts), and how much of it went to texts that ended with no
match at all. Then the alternate readings (attacks.normalize) by kind. The timers add ~10-20%
(compare bench_lint's warm row).
Run: .venv/bin/python bench/bench_lint_texts.py
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_lint import real_tools, thousand  # noqa: E402
from mcpcheck.checks.lint import attacks, context, engine  # noqa: E402

clock = time.thread_time_ns
_CALLS: list[tuple[str, int, int, int]] = []  # (what, characters, ns, matches or findings)
_READINGS: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # kind -> [count, ns, chars]


def _timed_scan(scan: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    def timed(text: str, site: Any, cap: int) -> list[Any]:
        start = clock()
        found = scan(text, site, cap)
        _CALLS.append(("scan", len(text), clock() - start, len(found)))
        return found
    return timed


def _timed_method(what: str, method: Callable[..., None]) -> Callable[..., None]:
    def timed(self: Any, value: str, *args: Any, **kwargs: Any) -> None:
        before, start = len(self.findings), clock()
        method(self, value, *args, **kwargs)
        _CALLS.append((what, len(value), clock() - start, len(self.findings) - before))
    return timed


def _timed_reading(read: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    def timed(source: str, other: Any, site: Any, letters: set[str]) -> list[Any]:
        start = clock()
        found = read(source, other, site, letters)
        kind = _READINGS[other.how.split(",")[0]]
        kind[0] += 1
        kind[1] += clock() - start
        kind[2] += len(other.text)
        return found
    return timed


def instrument() -> None:
    attacks.scan = _timed_scan(attacks.scan)  # ScanMemo.scan calls the module's `scan`
    attacks._reading_matches = _timed_reading(attacks._reading_matches)
    context.ToolContext.text = _timed_method(  # type: ignore[method-assign]
        "ToolContext.text", context.ToolContext.text)
    context.ToolContext.identifier = _timed_method(  # type: ignore[method-assign]
        "ToolContext.identifier", context.ToolContext.identifier)
    joined = engine._joined

    def timed_joined(tool: Any, ctx: Any) -> None:
        before, start = len(ctx.findings), clock()
        joined(tool, ctx)
        _CALLS.append(("joined readings", 0, clock() - start, len(ctx.findings) - before))
    engine._joined = timed_joined


def main() -> int:
    batch = thousand(real_tools())
    engine.lint_tools(batch)
    engine.lint_tools(batch)
    start = clock()
    engine.lint_tools(batch)
    print(f"warm lint, no timers: {(clock() - start) / 1e9:.3f} CPU s")
    instrument()
    start = clock()
    engine.lint_tools(batch)
    print(f"warm lint, timers on: {(clock() - start) / 1e9:.3f} CPU s\n")
    print("| what | calls | CPU s | calls with no match or finding | their CPU s |")
    print("|---|---:|---:|---:|---:|")
    for what in ("ToolContext.text", "ToolContext.identifier", "joined readings", "scan"):
        rows = [c for c in _CALLS if c[0] == what]
        empty = [c for c in rows if c[3] == 0]
        print(f"| {what} | {len(rows):,} | {sum(c[2] for c in rows) / 1e9:.3f} | "
              f"{len(empty):,} | {sum(c[2] for c in empty) / 1e9:.3f} |")
    scans = sorted((c for c in _CALLS if c[0] == "scan"), key=lambda c: -c[1])
    total = sum(c[2] for c in scans)
    lengths = [c[1] for c in scans]
    print(f"\nscanned texts: {len(scans):,}, characters median {statistics.median(lengths)}, "
          f"mean {sum(lengths) / len(lengths):.0f}, most {max(lengths)}; "
          f"{total / 1e3 / sum(lengths):.1f} CPU us per character\n")
    print("| longest texts | texts | from characters | share of the scans' CPU |")
    print("|---|---:|---:|---:|")
    for share in (0.01, 0.1, 0.25, 0.5):
        count = int(len(scans) * share)
        print(f"| {share:.0%} | {count:,} | {scans[count - 1][1]} | "
              f"{sum(c[2] for c in scans[:count]) / total:.0%} |")
    buckets: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    for _, size, spent, _ in scans:
        bucket = buckets[0 if size < 16 else int(math.log2(size))]
        bucket[0] += 1
        bucket[1] += spent
        bucket[2] += size
    print("\n| characters | texts | CPU s | us per text | ns per character |")
    print("|---|---:|---:|---:|---:|")
    for power in sorted(buckets):
        count, spent, size = buckets[power]
        label = "< 16" if power == 0 else f"{2 ** power}-{2 ** (power + 1) - 1}"
        print(f"| {label} | {count:,} | {spent / 1e9:.3f} | {spent / count / 1e3:.0f} | "
              f"{spent / max(size, 1):.0f} |")
    print("\n| alternate reading | readings | CPU s | characters |")
    print("|---|---:|---:|---:|")
    for kind, (count, spent, size) in sorted(_READINGS.items(), key=lambda kv: -kv[1][1]):
        print(f"| {kind} | {count:,} | {spent / 1e9:.3f} | {size:,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
