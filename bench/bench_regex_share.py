"""Benchmark: the share of a warm lint of unseen tools spent in compiled-pattern calls (speed67).

Lints bench_lint's 1,000 tools (the engine warm), then the next 1,000 real tools (1,000-1,999:
texts not in the process's text store) with no instrument (1), then another thousand (FIRST,
default 2,000: texts not stored either) one of two ways: (2) `profile`: under cProfile, the CPU
inside re.Pattern's own C methods (`search`, `finditer`, `findall`, `match`, `fullmatch`, `sub`,
`split`) against the rest, and how many places call `search`; (3) `count`: every pattern made by
attacks.compiled.compile_pattern (the one place the detectors' lazy patterns, Folded twins and
their narrowed alternations are compiled) wrapped in a counter: calls, calls that found nothing,
their CPU (`time.thread_time_ns` around each: ~1.4 us a call of its own), by flag set, and the
patterns that cost most. A finditer is counted with its iteration (where its searches run).
What no instrument sees: the patterns compiled by `re.compile` directly outside attacks
(hiddenchars, plain, tool_shape, the learned features; counted in (2), not in (3)).
Run: PYTHONPATH=$PWD .venv/bin/python bench/bench_regex_share.py profile [TOP FIRST]  # (1) and (2)
     PYTHONPATH=$PWD .venv/bin/python bench/bench_regex_share.py count [TOP FIRST]    # (1) and (3)
(the counter wraps every pattern before the warm-up compiles it; cProfile runs without it)
"""

from __future__ import annotations

import cProfile
import os
import pstats
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "bench"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import bench_lint  # noqa: E402

import mcpcheck.checks.lint.attacks.compiled as compiled_module  # noqa: E402
from mcpcheck.checks.lint import lint_tools  # noqa: E402

_clock = time.thread_time_ns
_TEXT = ("search", "match", "fullmatch", "finditer", "findall")
# (source, flags) -> [calls, calls finding nothing, ns, ns of those, characters searched]
STATS: dict[tuple[str, int], list[int]] = {}
COUNTING = [False]


class Counted:
    """A compiled pattern whose text methods are counted while COUNTING[0]."""

    __slots__ = ("key", "real")

    def __init__(self, real: re.Pattern[str], key: tuple[str, int]) -> None:
        self.real, self.key = real, key

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def _counted(name: str) -> Callable[..., Any]:
    def method(self: Counted, text: str, *args: Any, **kwargs: Any) -> Any:
        real = getattr(self.real, name)
        if not COUNTING[0]:
            return real(text, *args, **kwargs)
        start = _clock()
        out = real(text, *args, **kwargs)
        if name == "finditer":
            out = list(out)
        spent = _clock() - start
        stat = STATS.setdefault(self.key, [0, 0, 0, 0, 0])
        stat[0] += 1
        stat[2] += spent
        stat[4] += len(text)
        if not out:
            stat[1] += 1
            stat[3] += spent
        return iter(out) if name == "finditer" else out
    return method


for _name in _TEXT:
    setattr(Counted, _name, _counted(_name))
def _passed(name: str) -> property:
    return property(lambda self: getattr(self.real, name))


for _name in ("pattern", "flags", "groups", "groupindex"):
    setattr(Counted, _name, _passed(_name))


def instrument() -> None:
    """compile_pattern returns counted patterns, in every module that imported it by name."""
    real = compiled_module.compile_pattern

    def counting(pattern: str, flags: int = 0) -> Any:
        return Counted(real(pattern, flags), (pattern, flags))

    for module in list(sys.modules.values()):
        if (getattr(module, "__name__", "").startswith("mcpcheck")
                and getattr(module, "compile_pattern", None) is real):
            module.compile_pattern = counting  # type: ignore[attr-defined]


def profiled(tools: list[Any], first: int) -> None:
    profile = cProfile.Profile(time.process_time)  # CPU: its default clock is wall time
    start = time.process_time()
    profile.enable()
    lint_tools(tools)
    profile.disable()
    total = time.process_time() - start
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    inside = calls = 0.0
    print(f"(2) cProfile, tools {first}-{first + len(tools) - 1}: "
          f"{total:.2f} CPU s profiled; re.Pattern's C methods (own time):")
    for (_, _, name), (_, count, own, _, callers) in sorted(stats.items(),
                                                            key=lambda kv: -kv[1][2]):
        if "of 're.Pattern' objects" in name:
            inside += own
            calls += count
            extra = f", called from {len(callers)} places" if "'search'" in name else ""
            print(f"    {name:45s} {own:6.3f} s  {count:8,} calls{extra}")
    print(f"    together {inside:.3f} s of {total:.2f} ({100 * inside / total:.0f}%), "
          f"{calls:,.0f} calls")


def counted(tools: list[Any], top: int, first: int) -> None:
    COUNTING[0] = True
    start = time.process_time()
    lint_tools(tools)
    total = time.process_time() - start
    COUNTING[0] = False
    rows = list(STATS.values())
    calls, empty = sum(r[0] for r in rows), sum(r[1] for r in rows)
    spent, wasted = sum(r[2] for r in rows) / 1e9, sum(r[3] for r in rows) / 1e9
    print(f"(3) compile_pattern's patterns, tools {first}-{first + len(tools) - 1}: "
          f"{total:.2f} CPU s counted; {len(STATS):,} patterns "
          f"searched, {calls:,} calls, {empty:,} found nothing ({100 * empty / calls:.0f}%); "
          f"{spent:.3f} s inside, {wasted:.3f} s of it finding nothing")
    kinds: dict[str, list[float]] = {}
    for (_, flags), row in STATS.items():
        kind = ("IGNORECASE" if flags & re.IGNORECASE else "case-sensitive") + (
            ", ASCII" if flags & re.ASCII else "")
        into = kinds.setdefault(kind, [0, 0, 0.0, 0.0])
        for at in range(4):
            into[at] += row[at]
    for kind, (n, none, ns, none_ns) in sorted(kinds.items(), key=lambda kv: -kv[1][2]):
        print(f"    {kind:28s} {n:8,.0f} calls  {none:8,.0f} nothing  {ns / 1e9:6.3f} s  "
              f"({none_ns / 1e9:.3f} s nothing)")
    print(f"    the {top} costliest patterns:")
    for (source, flags), row in sorted(STATS.items(), key=lambda kv: -kv[1][2])[:top]:
        print(f"    {row[2] / 1e9:6.3f} s {row[0]:6,} calls {row[1]:6,} nothing, "
              f"{row[4] // row[0]:5,} chars a text; {len(source):6,} chars, flags {flags}: "
              f"{source[:60]!r}")


def main() -> None:
    mode = sys.argv[1] if sys.argv[1:] else "profile"
    top = int(sys.argv[2]) if sys.argv[2:] else 10
    tools = bench_lint.real_tools()
    size = bench_lint.TOOLS
    if mode == "count":
        instrument()  # before any pattern is compiled
    lint_tools(bench_lint.thousand(tools))  # the engine warm
    start = time.process_time()
    lint_tools(tools[size : 2 * size])
    plain = time.process_time() - start
    print(f"load {os.getloadavg()[0]:.1f}; (1) tools {size}-{2 * size - 1}, warm engine, "
          f"no instrument: {plain:.2f} CPU s")
    first = int(sys.argv[3]) if sys.argv[3:] else 2 * size
    measured = tools[first : first + size]
    if mode == "count":
        counted(measured, top, first)
    else:
        profiled(measured, first)


if __name__ == "__main__":
    main()
