"""Our hand-written layers against maintained libraries doing the same job.

- mcpcheck.schemas.ecma (ECMA-262 patterns on the `regex` engine, time-bounded) vs `regress`
(bindings to
  the Rust regress engine, ECMA-262): the JSON-Schema-Test-Suite pattern cases, our own ECMA
  semantics and refusal cases (tests/checks/arguments/test_validate_ecma.py), catastrophic patterns
  (each `regress` run in a child process killed after CHILD_LIMIT seconds), and speed.
- mcpcheck.snapshots.canonical (RFC 8785) vs `rfc8785`: the RFC's number vectors and example, the
values
  our tests hold (integers beyond 2**53, nesting beyond the bound), and speed on a real snapshot.

Neither library is a dependency. To run:
    .venv/bin/pip install regress rfc8785 && .venv/bin/python bench/bench_libraries.py
Without them the script says so and exits 0.
"""

from __future__ import annotations

import json
import statistics
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mcpcheck.schemas import ecma  # noqa: E402
from mcpcheck.snapshots import canonical  # noqa: E402

SUITE = ROOT / ".servers" / "json-schema-test-suite" / "tests" / "draft2020-12"
CHILD_LIMIT = 10.0
REPEAT = 7


def median_us(work: Callable[[], object], loops: int) -> float:
    runs = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        for _ in range(loops):
            work()
        runs.append((time.perf_counter() - start) / loops * 1e6)
    return statistics.median(runs)


# --- patterns -----------------------------------------------------------------------------


def suite_cases() -> Iterator[tuple[str, str, bool]]:
    """(pattern, string, expected match) from groups whose verdict is one pattern on one
    string: `pattern` on string data, and patternProperties of `true` with no other keys."""
    files = ["pattern.json", "patternProperties.json", "optional/ecmascript-regex.json",
             "optional/non-bmp-regex.json"]
    for name in files:
        for group in json.loads((SUITE / name).read_text(encoding="utf-8")):
            schema = group["schema"]
            keys = set(schema) - {"$schema", "type"}
            for case in group["tests"]:
                data = case["data"]
                if keys == {"pattern"} and isinstance(data, str):
                    yield schema["pattern"], data, case["valid"]
                props = schema.get("patternProperties", {})
                if (keys == {"patternProperties", "additionalProperties"}
                        and schema["additionalProperties"] is False
                        and len(props) == 1 and next(iter(props.values())) is True
                        and isinstance(data, dict) and len(data) == 1):
                    yield next(iter(props)), next(iter(data)), case["valid"]


def format_regex_cases() -> Iterator[tuple[str, bool]]:
    """(pattern, valid ECMA-262?) from the suite's `format: regex` groups."""
    for name in ("optional/format/regex.json", "optional/format/ecmascript-regex.json"):
        for group in json.loads((SUITE / name).read_text("utf-8")):
            if group["schema"].get("format") == "regex":
                for case in group["tests"]:
                    if isinstance(case["data"], str):
                        yield case["data"], case["valid"]


def our_cases() -> tuple[list[tuple[str, str, bool]], list[str]]:
    from tests.validate import test_validate_ecma as t

    matches = list(t.test_search_follows_ecma_semantics.pytestmark[0].args[1])
    refused = [p for p, _ in t.test_translate_refuses_what_ecma_refuses.pytestmark[0].args[1]]
    return matches, refused


def regress_search(regress: Any, flags: str) -> Callable[[str, str], bool | None]:
    cache: dict[str, Any] = {}

    def search(pattern: str, text: str) -> bool | None:
        if pattern not in cache:
            try:
                cache[pattern] = regress.Regex(pattern, flags)
            except Exception:
                cache[pattern] = None
        compiled = cache[pattern]
        return None if compiled is None else compiled.find(text) is not None

    return search


def ours(pattern: str, text: str) -> bool | None:
    try:
        return ecma.search(pattern, text, timeout=1.0)
    except ValueError:
        return None


def regress_compiles(regress: Any, pattern: str, flags: str) -> bool:
    try:
        regress.Regex(pattern, flags)
    except Exception:
        return False
    return True


def conformance(regress: Any) -> None:
    suite = list(suite_cases())
    matches, refused = our_cases()
    formats = list(format_regex_cases())
    engines: list[tuple[str, Callable[[str, str], bool | None], Callable[[str], bool]]] = [
        ("mcpcheck.schemas.ecma", ours, lambda p: _translates(p)),
        ("regress (no flags)", regress_search(regress, ""),
         lambda p: regress_compiles(regress, p, "")),
        ("regress (u flag)", regress_search(regress, "u"),
         lambda p: regress_compiles(regress, p, "u")),
    ]
    print(f"| engine | suite pattern cases ({len(suite)}) | suite format:regex ({len(formats)}) "
          f"| our ECMA cases ({len(matches)}) | our refusals ({len(refused)}) |")
    print("|---|---:|---:|---:|---:|")
    for name, search, compiles in engines:
        s_ok = sum(search(p, t) is v for p, t, v in suite)
        f_ok = sum(compiles(p) is v for p, v in formats)
        m_ok = sum(search(p, t) is v for p, t, v in matches)
        r_ok = sum(not compiles(p) for p in refused)
        print(f"| {name} | {s_ok} | {f_ok} | {m_ok} | {r_ok} |")
    for flags in ("", "u"):
        search = regress_search(regress, flags)
        wrong = [(p, t) for p, t, v in matches if search(p, t) is not v]
        accepted = [p for p in refused if regress_compiles(regress, p, flags)]
        print(f"\nregress flags={flags!r}: wrong on {wrong}; accepts {accepted}")


def _translates(pattern: str) -> bool:
    try:
        ecma.translate(pattern)
    except ValueError:
        return False
    return True


CATASTROPHIC = [("^(a|a)*$", 40), ("^(a+)+$", 40), ("^(\\w+\\s?)*$", 40), ("^(a|aa)+$", 60)]
CHILD = """
import sys, time, regress
pattern, n = sys.argv[1], int(sys.argv[2])
compiled = regress.Regex(pattern)
start = time.perf_counter()
compiled.find("a" * n + "!")
print(f"{time.perf_counter() - start:.3f}")
"""


def catastrophic() -> None:
    print("\n| pattern on 'a'*N + '!' | N | mcpcheck.schemas.ecma (timeout 0.1 s) | regress |")
    print("|---|---:|---|---|")
    for pattern, n in CATASTROPHIC:
        ecma._REFUSED.discard(pattern)
        start = time.perf_counter()
        try:
            ecma.search(pattern, "a" * n + "!", timeout=0.1)
            verdict = "no match"
        except ecma.PatternTimeout:
            verdict = "refused"
        ours_s = time.perf_counter() - start
        try:
            proc = subprocess.run([sys.executable, "-c", CHILD, pattern, str(n)],
                                  capture_output=True, text=True, timeout=CHILD_LIMIT)
            theirs = f"{float(proc.stdout.strip()):.3f} s" if proc.returncode == 0 else "error"
        except subprocess.TimeoutExpired:
            theirs = f"still running after {CHILD_LIMIT:g} s (killed)"
        print(f"| `{pattern}` | {n} | {verdict} in {ours_s:.3f} s | {theirs} |")


TYPICAL = [
    ("^[a-zA-Z0-9_-]{1,64}$", "get_weather-v2"),
    ("^https?://", "https://example.com/a/b"),
    ("^\\d{4}-\\d{2}-\\d{2}$", "2026-11-30"),
    ("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "someone@example.com"),
    ("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
     "123e4567-e89b-12d3-a456-426614174000"),
    ("^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$", "src/main/app.py"),
    ("^[A-Z]{3}$", "EUR"),
    ("\\p{L}", "héllo"),
]


def pattern_speed(regress: Any) -> None:
    compiled = {p: regress.Regex(p, "u") for p, _ in TYPICAL}
    ours_us = median_us(lambda: [ecma.search(p, t) for p, t in TYPICAL], 2000) / len(TYPICAL)
    theirs_us = median_us(lambda: [compiled[p].find(t) for p, t in TYPICAL], 2000) / len(TYPICAL)
    fresh = [p + "(?:)" * i for i in range(200) for p, _ in TYPICAL[:1]]
    uncached = getattr(ecma._compiled, "__wrapped__", None)
    ours_c = median_us(lambda: [uncached(p) for p in fresh], 1) / len(fresh) if uncached else 0.0
    theirs_c = median_us(lambda: [regress.Regex(p, "u") for p in fresh], 1) / len(fresh)
    print(f"\nsearch, compiled and cached ({len(TYPICAL)} typical schema patterns, median of "
          f"{REPEAT}): mcpcheck.schemas.ecma {ours_us:.2f} us, regress {theirs_us:.2f} us")
    print(f"compile (translate + regex.compile vs regress.Regex): mcpcheck.schemas.ecma "
          f"{ours_c:.1f} us, regress {theirs_c:.1f} us")


# --- canonical JSON -----------------------------------------------------------------------

# RFC 8785 Appendix B: IEEE 754 bit patterns and their ECMAScript serialization.
NUMBER_VECTORS = [
    ("0000000000000000", "0"), ("8000000000000000", "0"), ("0000000000000001", "5e-324"),
    ("8000000000000001", "-5e-324"), ("7fefffffffffffff", "1.7976931348623157e+308"),
    ("ffefffffffffffff", "-1.7976931348623157e+308"), ("4340000000000000", "9007199254740992"),
    ("c340000000000000", "-9007199254740992"), ("4430000000000000", "295147905179352830000"),
    ("44b52d02c7e14af5", "9.999999999999997e+22"), ("44b52d02c7e14af6", "1e+23"),
    ("44b52d02c7e14af7", "1.0000000000000001e+23"), ("444b1ae4d6e2ef4e", "999999999999999700000"),
    ("444b1ae4d6e2ef4f", "999999999999999900000"), ("444b1ae4d6e2ef50", "1e+21"),
    ("3eb0c6f7a0b5ed8c", "9.999999999999997e-7"), ("3eb0c6f7a0b5ed8d", "0.000001"),
    ("41b3de4355555553", "333333333.3333332"), ("41b3de4355555554", "333333333.33333325"),
    ("41b3de4355555555", "333333333.3333333"), ("41b3de4355555556", "333333333.3333334"),
    ("41b3de4355555557", "333333333.33333343"), ("becbf647612f3696", "-0.0000033333333333333333"),
    ("43143ff3c1cb0959", "1424953923781206.2"),
]
EXAMPLE_IN = ('{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],'
              ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",'
              ' "literals": [null, true, false]}')
EXAMPLE_OUT = ('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],'
               '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}').encode()
OUR_VALUES: list[tuple[str, Any, bytes | None]] = [
    ("integer 2**53 + 1", 2**53 + 1, b"9007199254740993"),
    ("integer 10**30", 10**30, b"1" + b"0" * 30),
    ("uint64 max (real schemas' maximum)", 18446744073709551615, b"18446744073709551615"),
    ("nested 5,000 deep", None, None),  # must be a clear error, not a crash
]


def _deep() -> Any:
    value: Any = 1
    for _ in range(5000):
        value = [value]
    return value


def _outcome(encode: Callable[[Any], bytes], value: Any, expected: bytes | None) -> str:
    try:
        got = encode(value)
    except (canonical.CanonicalError, ValueError) as exc:
        return "clear error" if expected is None else f"refused ({type(exc).__name__})"
    except RecursionError:
        return "RecursionError (crash)"
    return "ok" if got == expected else f"wrong ({got[:40]!r})"


def canonical_conformance(rfc8785: Any) -> None:
    impls: list[tuple[str, Callable[[Any], bytes]]] = [
        ("mcpcheck.snapshots.canonical", canonical.canonical), ("rfc8785", rfc8785.dumps)]
    print("\n| implementation | RFC number vectors | RFC example | "
          + " | ".join(name for name, _, _ in OUR_VALUES) + " |")
    print("|---|---:|---|" + "---|" * len(OUR_VALUES))
    for name, encode in impls:
        numbers = sum(encode(struct.unpack(">d", bytes.fromhex(h))[0]) == want.encode()
                      for h, want in NUMBER_VECTORS)
        example = "ok" if encode(json.loads(EXAMPLE_IN)) == EXAMPLE_OUT else "wrong"
        ours_cols = [_outcome(encode, _deep() if v is None else v, want)
                     for _, v, want in OUR_VALUES]
        print(f"| {name} | {numbers}/{len(NUMBER_VECTORS)} | {example} | "
              + " | ".join(ours_cols) + " |")


def canonical_speed(rfc8785: Any) -> None:
    doc = json.loads((ROOT / "snapshots" / "demo.json").read_text(encoding="utf-8"))
    tools = [t["definition"] for t in doc["tools"]] * 10
    ours_us = median_us(lambda: canonical.canonical(tools), 20)
    theirs_us = median_us(lambda: rfc8785.dumps(tools), 20)
    size = len(canonical.canonical(tools))
    print(f"\ncanonical bytes of {len(tools)} tool definitions ({size / 1024:.0f} KiB, median of "
          f"{REPEAT}): mcpcheck.snapshots.canonical {ours_us / 1000:.2f} ms, rfc8785 "
          f"{theirs_us / 1000:.2f} ms")


def main() -> int:
    try:
        import regress
        import rfc8785
    except ImportError as exc:
        print(f"not installed ({exc.name}): .venv/bin/pip install regress rfc8785")
        return 0
    print("## ECMA-262 patterns: mcpcheck.schemas.ecma vs regress\n")
    conformance(regress)
    catastrophic()
    pattern_speed(regress)
    print("\n## RFC 8785: mcpcheck.snapshots.canonical vs rfc8785")
    canonical_conformance(rfc8785)
    canonical_speed(rfc8785)
    return 0


if __name__ == "__main__":
    sys.exit(main())
