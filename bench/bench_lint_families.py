"""What each rule family of a warm lint costs, and what the families compute again.

On the 1,000 real tools of bench_lint.py, in one process, after one lint to warm the memos:

1. Per family, the CPU seconds of a warm lint, exclusive (a family's time excludes the families
   it calls: `_encoded` reading a decoded run with every detector is charged to the detectors).
   A family is a detector module of attacks.TEXT_DETECTORS (one attack class), the concept rules
   (concepts.detect_all), steering, the view (view.view_of), the examples' blanking and checks,
   the alternate readings (normalize.readings and their windows), the encoded runs, the scan's
   own loops, and the rest of lint_tools (schemas, names, joined reading).
2. Per family, the lazy-pattern searches it runs (attacks.lazy: search, match, fullmatch,
   finditer, findall), and how many repeat a search already run in the same lint with the
   same pattern, method, text and positions: by the same family (`again, same`) or by another
   (`again, other`): what a reading shared by the families, computed once per text, could
   answer without searching.
3. The shared helpers each family calls (words, sentences, lowering, the view): calls against
   distinct arguments over the lint.

The seconds are CPU time of this process (`time.process_time`; a loaded machine inflates them
all alike); the timers themselves add ~10% (compare the untimed warm lint printed first).
Run: .venv/bin/python bench/bench_lint_families.py
"""

from __future__ import annotations

import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import mcpcheck.checks.lint.attacks.lazy  # noqa: E402,F401
from bench.bench_lint import real_tools, thousand  # noqa: E402
from mcpcheck.checks.lint import attacks, lint_tools  # noqa: E402
from mcpcheck.checks.lint.attacks import base, clauses, concepts, normalize, steering, windows  # noqa: E402

lazymod = sys.modules["mcpcheck.checks.lint.attacks.lazy"]
clock = time.process_time

_STACK: list[str] = ["lint (rest)"]
_SPENT: dict[str, float] = defaultdict(float)
_CALLS: Counter[str] = Counter()
_TEXTS: dict[str, set[str]] = defaultdict(set)  # the distinct texts each family was called on
_ON = False
# (pattern id, method, text, args) -> the family that first ran it
_SEEN: dict[tuple[object, ...], str] = {}
_SEARCHES: Counter[tuple[str, str]] = Counter()  # (family, "new" / "again, same" / ...)
_HELPERS: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])  # (helper, family)
# (family, pattern's first characters) -> [searches repeated, their ns]
_AGAIN: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
_HELPER_ARGS: dict[str, set[object]] = defaultdict(set)
_HELPER_CALLS: Counter[str] = Counter()
_TEXTS: dict[str, set[str]] = defaultdict(set)  # the distinct texts each family was called on
_HELPER_SPENT: dict[str, float] = defaultdict(float)  # inclusive, also inside the families'


def _timed(family: str, func: Callable[..., Any], *, listed: bool = False) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if not _ON:
            out = func(*args, **kwargs)
            return list(out) if listed else out
        _STACK.append(family)
        _CALLS[family] += 1
        if args and isinstance(args[0], str):
            _TEXTS[family].add(args[0])
        start = clock()
        try:
            out = func(*args, **kwargs)
            if listed:
                out = list(out)
        finally:
            spent = clock() - start
            _STACK.pop()
            _SPENT[family] += spent
            _SPENT[_STACK[-1]] -= spent
        return out
    return wrapper


def _helper(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any) -> Any:
        if not _ON:
            return func(*args)
        _HELPER_CALLS[name] += 1
        _HELPER_ARGS[name].add(args)
        _HELPERS[(name, _STACK[-1])][0] += 1
        start = clock()
        out = func(*args)
        _HELPER_SPENT[name] += clock() - start
        return out
    return wrapper


def _search_counted(pattern: Any, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    def counted(string: str, *args: Any, **kwargs: Any) -> Any:
        if not _ON:
            return method(string, *args, **kwargs)
        key = (id(pattern), name, string, args, tuple(sorted(kwargs.items())))
        family = _STACK[-1]
        first = _SEEN.get(key)
        start = time.thread_time_ns()
        out = method(string, *args, **kwargs)
        if name == "finditer":
            out = iter(list(out))
        spent = time.thread_time_ns() - start
        if first is None:
            _SEEN[key] = family
            _SEARCHES[(family, "new")] += 1
        else:
            _SEARCHES[(family, "again, same" if first == family else "again, other")] += 1
            _AGAIN[(family, pattern.pattern[:60])][0] += 1
            _AGAIN[(family, pattern.pattern[:60])][1] += spent
        return out
    return counted


def instrument() -> None:
    """Timers around each family's entry points, counters on the searches and helpers."""
    attacks.TEXT_DETECTORS = tuple(
        (letter, _timed(f"{letter} {detect.__module__.rsplit('.', 1)[1]}", detect))
        for letter, detect in attacks.TEXT_DETECTORS)
    concepts.detect_all = _timed("concepts (detect_all)", concepts.detect_all)
    steering.detect = _timed("steering", steering.detect)
    attacks.view_of = _timed("view", attacks.view_of)
    for name in ("_data", "_names_blanked", "_without_examples", "_past_examples"):
        setattr(attacks, name, _timed("examples", getattr(attacks, name)))
    normalize.readings = _timed("readings", normalize.readings, listed=True)
    windows.of = _timed("readings", windows.of)
    attacks._encoded = _timed("encoded", attacks._encoded)
    attacks._hidden = _timed("scan (own)", attacks._hidden)
    attacks._plain = _timed("plain (own loop)", attacks._plain)
    attacks.scan = _timed("scan (own)", attacks.scan)
    base.words_of = _helper("words_of", base.words_of)
    for module in (sys.modules[m] for m in list(sys.modules)
                   if m.startswith("mcpcheck.checks.lint.attacks.")):
        if getattr(module, "words_of", None) is not None and module is not base:
            module.words_of = base.words_of  # type: ignore[attr-defined]
    concepts._sentences = _helper("concepts._sentences", concepts._sentences)
    concepts._words = _helper("concepts._words", concepts._words)
    clauses.sentence_bounds = _helper("clauses.sentence_bounds", clauses.sentence_bounds)
    by_text = lazymod._by_text
    compiled = lazymod.LazyPattern.compiled

    def counted_by_text(pattern: Any, name: str) -> Callable[..., Any]:
        return _search_counted(pattern, name, by_text(pattern, name))

    def counted_compiled(self: Any) -> Any:
        first = self._compiled is None
        out = compiled.fget(self)  # type: ignore[attr-defined]
        if first and not self.by_text:
            for name in lazymod._TEXT_METHODS:
                self.__dict__[name] = _search_counted(self, name, getattr(out, name))
        return out

    lazymod._by_text = counted_by_text  # type: ignore[assignment]
    lazymod.LazyPattern.compiled = property(counted_compiled)  # type: ignore[assignment]


def main() -> int:
    global _ON
    batch = thousand(real_tools())
    instrument()  # first: a pattern compiled after it gets its counters
    lint_tools(batch)
    start = clock()
    lint_tools(batch)
    print(f"warm lint, counters off: {clock() - start:.3f} CPU s")
    _ON = True
    start = clock()
    lint_tools(batch)
    total = clock() - start
    _ON = False
    print(f"warm lint, counters on: {total:.3f} CPU s\n")
    _SPENT["lint (rest)"] = total - sum(v for k, v in _SPENT.items() if k != "lint (rest)")
    print("| family | calls | distinct texts | CPU s (exclusive) | share | searches | again, same "
          "| again, other |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for family, spent in sorted(_SPENT.items(), key=lambda kv: -kv[1]):
        runs = {kind: _SEARCHES[(family, kind)] for kind in ("new", "again, same", "again, other")}
        print(f"| {family} | {_CALLS[family]:,} | {len(_TEXTS[family]):,} | {spent:.3f} | "
              f"{spent / total:.0%} | {sum(runs.values()):,} | {runs['again, same']:,} | "
              f"{runs['again, other']:,} |")
    print("\n| helper | calls | distinct arguments | CPU s (inclusive) | callers (calls) |")
    print("|---|---:|---:|---:|---|")
    for name, calls in _HELPER_CALLS.most_common():
        callers = sorted(((fam, c[0]) for (h, fam), c in _HELPERS.items() if h == name),
                         key=lambda fc: -fc[1])
        shown = ", ".join(f"{fam} {n:,}" for fam, n in callers[:5])
        print(f"| {name} | {calls:,} | {len(_HELPER_ARGS[name]):,} | "
              f"{_HELPER_SPENT[name]:.3f} | {shown} |")
    again = sum(v[1] for v in _AGAIN.values())
    print(f"\nrepeated searches: {sum(v[0] for v in _AGAIN.values()):,}, {again / 1e9:.3f} CPU s "
          "(timed one by one); the costliest:")
    print("| family | pattern (first 60 characters) | repeats | CPU s |")
    print("|---|---|---:|---:|")
    for (family, source), (count, ns) in sorted(_AGAIN.items(), key=lambda kv: -kv[1][1])[:15]:
        shown = source.replace("|", "\\|").replace("\n", " ")
        print(f"| {family} | `{shown}` | {count:,} | {ns / 1e9:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
