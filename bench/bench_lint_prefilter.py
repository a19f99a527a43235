"""Would a one-pass multi-pattern census pay in front of the lint's pattern searches?

A census reads a text once and answers, for every pattern, "can it match in this text at all?";
the engine would then run re's search only for the patterns that may match. This script
measures the ceiling and one candidate on the 1,000 real tools of bench_lint.py, in one process:

1. Every search of a lazy pattern (attacks.lazy: the concepts' alternations, the signals, the
   attack modules' patterns; the methods search, match, fullmatch, finditer, findall) in a warm
   lint is counted and timed: how many searches, how many find nothing, and the CPU they take.
   The searches that find nothing are all a census could skip: their time is its ceiling.
2. If the `hyperscan` package is importable, every pattern searched is compiled into one
   database in prefilter mode (a superset of the pattern's matches where hyperscan cannot do it
   exactly), then every distinct text searched is scanned once: the compile time, the scan
   time, and how many searches the census would skip (a pattern hyperscan refuses, a search
   bounded by an end position, or a text that is not UTF-8 encodable is always run). A skipped
   search that found something is counted as unsound.

Times are `time.thread_time_ns` around each call (CPU time of this thread: a loaded machine
inflates them all alike).
Run: .venv/bin/python bench/bench_lint_prefilter.py [STORE]
With STORE (a file path) the recorded searches are kept there and read back on the next run
(the lint is not run again), and the accepted patterns and the serialized database next to it
(STORE.hs): the probe takes minutes (566 compiles, some up to the budget) and the database
about 105 CPU s. hyperscan is not a dependency: `pip install hyperscan` into the venv first.
"""

from __future__ import annotations

import os
import pickle
import re
import signal
import sys
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import mcpcheck.checks.lint.attacks.lazy  # noqa: E402,F401
from bench.bench_lint import real_tools, thousand  # noqa: E402
from mcpcheck.checks.lint import lint_tools  # noqa: E402

# the module (the package exports a function of the same name)
lazymod = sys.modules["mcpcheck.checks.lint.attacks.lazy"]

# (pattern, method, text, bounded by an end position, found, ns) of each search while recording
Call = tuple[Any, str, str, bool, bool, int]
RECORD: list[Call] | None = None
# wall seconds one pattern's compile may take in the probe (PREFILTER_BUDGET)
BUDGET = float(os.environ.get("PREFILTER_BUDGET", "4"))


def _wrapped(pattern: Any, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    clock = time.thread_time_ns  # CPU time: the machine is shared

    def counted(string: str, *args: Any, **kwargs: Any) -> Any:
        if RECORD is None:
            return method(string, *args, **kwargs)
        start = clock()
        out = method(string, *args, **kwargs)
        if name == "finditer":
            out = list(out)
        spent = clock() - start
        bounded = len(args) >= 2 or "endpos" in kwargs
        RECORD.append((pattern, name, string, bounded, bool(out), spent))
        return iter(out) if name == "finditer" else out
    return counted


def instrument() -> None:
    """Wrap the text methods every lazy pattern installs on its first use."""
    by_text = lazymod._by_text
    compiled = lazymod.LazyPattern.compiled

    def counted_by_text(pattern: Any, name: str) -> Callable[..., Any]:
        return _wrapped(pattern, name, by_text(pattern, name))

    def counted_compiled(self: Any) -> re.Pattern[str]:
        first = self._compiled is None
        out: re.Pattern[str] = compiled.fget(self)  # type: ignore[attr-defined]
        if first and not self.by_text:
            for name in lazymod._TEXT_METHODS:
                self.__dict__[name] = _wrapped(self, name, getattr(out, name))
        return out

    lazymod._by_text = counted_by_text  # type: ignore[assignment]
    lazymod.LazyPattern.compiled = property(counted_compiled)  # type: ignore[assignment,method-assign]


def ceiling(calls: list[Call]) -> None:
    total = sum(c[5] for c in calls)
    empty = [c for c in calls if not c[4]]
    print(f"lazy-pattern searches in a warm lint: {len(calls):,}, {total / 1e9:.3f} s")
    print(f"  finding nothing: {len(empty):,} ({len(empty) / len(calls):.0%}), "
          f"{sum(c[5] for c in empty) / 1e9:.3f} s")
    print(f"  distinct patterns searched: {len({c[0] for c in calls}):,}; distinct texts "
          f"searched: {len({c[2] for c in calls}):,} "
          f"({sum(len(t) for t in {c[2] for c in calls}):,} characters)")
    print(f"  bounded by an end position: {sum(c[3] for c in calls):,}")
    by_method = Counter(c[1] for c in calls)
    print("  by method: " + ", ".join(f"{k} {v:,}" for k, v in by_method.most_common()),
          flush=True)


_ESCAPES = re.compile(r"\\\\|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|\\N\{([^}]*)\}"
                      r"|([\x00-\x08\x0e-\x1f\x7f])")


def _hs_escape(found: re.Match[str]) -> str:
    code, wide, name, control = found.groups()
    if code or wide:
        return "\\x{" + (code or wide) + "}"
    if name or control:
        return f"\\x{{{ord(unicodedata.lookup(name) if name else control):x}}}"
    return found.group()


def _hs_expression(source: str) -> str:
    """Python re syntax to PCRE's, where they differ in what hyperscan reads: named groups,
    `\\Z`, `{,n}`, the escapes `\\uXXXX`, `\\UXXXXXXXX`, `\\N{...}`, and control characters
    written as they are (a NUL would end hyperscan's C string)."""
    source = _ESCAPES.sub(_hs_escape, source)
    source = source.replace("(?P<", "(?<").replace("\\Z", "\\z")
    return re.sub(r"(?<!\\)\{,", "{0,", source)


def _probe(hyperscan: Any, expression: bytes, flags: int, budget: float) -> float | None:
    """CPU s hyperscan takes to compile one pattern as a prefilter (in a child process, given
    at most `budget` seconds of wall time), or None if it refuses the pattern or runs out."""
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(reader)
        start = time.process_time()
        try:
            hyperscan.Database().compile(expressions=[expression], ids=[0], flags=[flags])
            os.write(writer, f"{time.process_time() - start:.6f}".encode())
        except Exception:
            pass
        os._exit(0)
    os.close(writer)
    deadline = time.monotonic() + budget
    while time.monotonic() < deadline:
        done, _ = os.waitpid(child, os.WNOHANG)
        if done:
            break
        time.sleep(0.005)
    else:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
    answer = os.read(reader, 64)
    os.close(reader)
    return float(answer) if answer else None


def _hs_cache(store: Path | None) -> Path | None:
    """Where the accepted patterns and the serialized database are kept next to the store."""
    return None if store is None else store.with_name(store.name + ".hs")


def _accepted(hyperscan: Any, patterns: list[tuple[str, int]],
              expression: Callable[[str, int], bytes], flags_of: Callable[[int], int],
              budget: float) -> list[int]:
    """The patterns hyperscan compiles alone in prefilter mode within `budget` seconds."""
    refused, accepted = 0, []
    probe_s = 0.0
    for i, (source, given) in enumerate(patterns):
        try:
            written = expression(source, given)
        except UnicodeEncodeError:  # a surrogate in a class: not in UTF-8
            refused += 1
            continue
        took = _probe(hyperscan, written, flags_of(given), budget)
        if took is None or took > budget / 4:
            print(f"    pattern {i} ({len(source):,} characters): "
                  f"{'refused or over the budget' if took is None else f'{took:.2f} s'}",
                  file=sys.stderr, flush=True)
        if took is None:
            refused += 1
            continue
        probe_s += took
        accepted.append(i)
    print(f"hyperscan: {len(patterns):,} patterns searched; {len(accepted):,} compile alone as "
          f"a prefilter within {budget:.0f} s wall ({probe_s:.1f} CPU s together), "
          f"{refused:,} refused or slower", flush=True)
    return accepted


def census(patterns: list[tuple[str, int]], calls: list[Call], budget: float,
           store: Path | None) -> None:
    try:
        import hyperscan  # type: ignore[import-not-found]
    except ImportError:
        print("hyperscan not importable: no census measured")
        return
    base = hyperscan.HS_FLAG_UTF8 | hyperscan.HS_FLAG_UCP | hyperscan.HS_FLAG_SINGLEMATCH

    def flags_of(given: int) -> int:
        f = base | hyperscan.HS_FLAG_PREFILTER | hyperscan.HS_FLAG_ALLOWEMPTY
        for ours, theirs in ((re.IGNORECASE, hyperscan.HS_FLAG_CASELESS),
                             (re.DOTALL, hyperscan.HS_FLAG_DOTALL),
                             (re.MULTILINE, hyperscan.HS_FLAG_MULTILINE)):
            if given & ours:
                f |= theirs
        return f

    def expression(source: str, given: int) -> bytes:
        source = _hs_expression(source)
        return (("(?x)" + source) if given & re.VERBOSE else source).encode("utf-8")

    cache = _hs_cache(store)
    if cache is not None and cache.exists():
        accepted, serial = pickle.loads(cache.read_bytes())
        print(f"hyperscan: {len(accepted):,} of {len(patterns):,} patterns taken (from {cache})")
    else:
        accepted = _accepted(hyperscan, patterns, expression, flags_of, budget)
        serial = None
    if serial is None:
        start = time.process_time()
        db = hyperscan.Database()
        db.compile(expressions=[expression(*patterns[i]) for i in accepted], ids=accepted,
                   flags=[flags_of(patterns[i][1]) for i in accepted])
        print(f"  one database of {len(accepted):,}: compiled in "
              f"{time.process_time() - start:.2f} CPU s", flush=True)
        serial = hyperscan.dumpb(db)
        if cache is not None:
            cache.write_bytes(pickle.dumps((accepted, serial)))
    start = time.process_time()
    db = hyperscan.loadb(serial, hyperscan.HS_MODE_BLOCK)
    print(f"  {len(serial):,} bytes serialized, loaded in {time.process_time() - start:.3f} "
          "CPU s", flush=True)
    scratch = hyperscan.Scratch(db)
    texts = {c[2] for c in calls}
    may: dict[str, set[int]] = {}
    unencodable = 0
    start = time.process_time()
    for text in texts:
        hits: set[int] = set()

        def on_match(id_: int, _from: int, _to: int, _flags: int, _ctx: Any,
                     hits: set[int] = hits) -> None:
            hits.add(id_)
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError:
            unencodable += 1
            continue
        db.scan(data, match_event_handler=on_match, scratch=scratch)
        may[text] = hits
    scan_s = time.process_time() - start
    taken = set(accepted)
    skipped = [c for c in calls
               if not c[3] and c[0] in taken and c[2] in may and c[0] not in may[c[2]]]
    unsound = [c for c in skipped if c[4]]
    print(f"  scan of the {len(texts):,} distinct texts: {scan_s:.3f} CPU s "
          f"({unencodable} not UTF-8 encodable)")
    print(f"  searches the census would skip: {len(skipped):,} of {len(calls):,}, worth "
          f"{sum(c[5] for c in skipped) / 1e9:.3f} s; unsound (found something): "
          f"{len(unsound):,}")
    for c in unsound[:5]:
        print(f"    unsound: {patterns[c[0]][0][:80]!r} on {c[2][:60]!r}")


def main() -> int:
    global RECORD
    store = Path(sys.argv[1]) if sys.argv[1:] else None
    if store is not None and store.exists():
        patterns, calls = pickle.loads(store.read_bytes())
    else:
        instrument()
        batch = thousand(real_tools())
        lint_tools(batch)  # cold: compiles what the lint needs
        lint_tools(batch)  # the narrowed twins (speed26's third sighting)
        RECORD = []
        start = time.process_time()
        lint_tools(batch)
        lint_s = time.process_time() - start
        recorded, RECORD = RECORD, None
        print(f"warm lint of {len(batch):,} tools, instrumented: {lint_s:.2f} CPU s")
        order = {id(c[0]): c[0] for c in recorded}
        index = {key: i for i, key in enumerate(order)}
        patterns = [(p.pattern, p.given_flags) for p in order.values()]
        calls = [(index[id(c[0])], *c[1:]) for c in recorded]
        if store is not None:
            store.write_bytes(pickle.dumps((patterns, calls)))
    ceiling(calls)
    census(patterns, calls, BUDGET, store)
    return 0


if __name__ == "__main__":
    sys.exit(main())
