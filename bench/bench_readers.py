"""Benchmark: where a lint of real tools it has not seen spends its time, per reader (speed65).

Lints bench_lint's 1,000 tools once (the engine warm: patterns compiled, memos filled), then
the next 1,000 real tools (tools 1,000-1,999 of tests/corpus/servers, texts not in the process's
text store) with every reader of a text wrapped in a timer: each class detector (a-h), the
concept rules (`concepts.detect_all`), `held_secrets`, steering (its readers of a text with no
addressee, `_unaddressed`, apart), each alternate reading (`normalize.READERS`), the readings
read again (`_reading_matches`), the encoded runs (`_encoded`), the quoted examples, the joined
document (`joined.judge`). A reader's CPU seconds are its own: those of the readers it calls are
counted to them. For each: CPU s, share of the lint, calls (texts reaching it) and calls that
found something (a reading made, a hit).
Run: .venv/bin/python bench/bench_readers.py [FIRST]   # FIRST: the first tool (default 1000)
"""

from __future__ import annotations

import os
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

import mcpcheck.checks.lint.attacks as attacks  # noqa: E402
from mcpcheck.checks.lint import lint_tools  # noqa: E402
from mcpcheck.checks.lint.attacks import (  # noqa: E402
    concepts,
    held_secrets,
    joined,
    normalize,
    steering,
)

_clock = time.process_time
# name -> [calls, own CPU s, calls that found something]
STATS: dict[str, list[Any]] = {}
_STACK: list[float] = []  # CPU s of the readers called by each reader running


def _found(result: object) -> bool:
    return result is not None and result != [] and result != ()


def timed(name: str, reader: Callable[..., Any],
          found: Callable[[object], bool] = _found) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = _clock()
        _STACK.append(0.0)
        try:
            result = reader(*args, **kwargs)
        finally:
            inner = _STACK.pop()
            spent = _clock() - start
            stat = STATS.setdefault(name, [0, 0.0, 0])
            stat[0] += 1
            stat[1] += spent - inner
            if _STACK:
                _STACK[-1] += spent
        if found(result):
            stat[2] += 1
        return result
    return wrapper


def instrument() -> None:
    attacks.TEXT_DETECTORS = tuple((letter, timed(f"detector ({letter})", detect))
                                   for letter, detect in attacks.TEXT_DETECTORS)
    concepts.detect_all = timed("concept rules (concepts.detect_all)", concepts.detect_all)
    held_secrets.detect = timed("held_secrets", held_secrets.detect)
    steering._unaddressed = timed("steering: no addressee (_unaddressed)", steering._unaddressed)
    steering.detect = timed("steering: addressed passages", steering.detect)
    attacks._reading_matches = timed("readings read again (_reading_matches)",
                                     attacks._reading_matches)
    wrapped = {reader: timed(f"reading {reader.__name__}", reader)
               for reader in normalize.READERS}
    for name in ("READERS", "_HINTED", "_UNHINTED_READERS", "_GRAMMAR"):  # one wrapper each
        setattr(normalize, name, tuple(wrapped[reader] for reader in getattr(normalize, name)))
    attacks._encoded = timed("encoded runs (_encoded)", attacks._encoded)
    attacks._past_examples = timed("quoted examples (_past_examples)", attacks._past_examples)
    attacks._without_examples = timed("quoted examples (_without_examples)",
                                      attacks._without_examples, lambda _: False)
    attacks._names_blanked = timed("names blanked", attacks._names_blanked, lambda _: False)
    attacks._plain = timed("_plain (its own loop)", attacks._plain)
    attacks.scan = timed("scan (its own loop)", attacks.scan)
    joined.judge = timed("joined document (joined.judge)", joined.judge)


def main() -> None:
    first = int(sys.argv[1]) if sys.argv[1:] else bench_lint.TOOLS
    tools = bench_lint.real_tools()
    instrument()
    lint_tools(bench_lint.thousand(tools))  # the engine warm
    STATS.clear()
    start = _clock()
    lint_tools(tools[first : first + bench_lint.TOOLS])
    total = _clock() - start
    print(f"tools {first}-{first + bench_lint.TOOLS - 1}: {total:.2f} CPU s "
          f"(load {os.getloadavg()[0]:.1f}); per reader, its own CPU s:")
    counted = 0.0
    for name, (calls, spent, found) in sorted(STATS.items(), key=lambda item: -item[1][1]):
        counted += spent
        print(f"  {name:42s} {spent:7.3f} s {100 * spent / total:5.1f}%  "
              f"calls {calls:6d}  found {found:5d}")
    print(f"  {'outside these readers (schemas, names, keywords...)':42s} "
          f"{total - counted:7.3f} s {100 * (total - counted) / total:5.1f}%")


if __name__ == "__main__":
    main()
