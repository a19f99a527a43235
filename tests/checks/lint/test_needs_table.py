"""The stored substrings of the detectors' patterns (attacks.needs_table) are the ones attacks.needs
derives: the table holds, for the case-sensitive twin of each pattern made at import (attacks.base
Folded), each top-level alternative of such a twin (speed63), and each case-sensitive lazy
pattern searched by text (attacks.lazy), needs() of it,
keyed by a digest of its source and flags, so a run reads them instead of parsing each pattern
again. An entry is only ever read for a pattern with exactly that source. A pattern the table
does not hold (one added since it was written) gets its substrings derived at run time: a stale
table costs time, never a match. Every pattern's source is the same whatever the hash seed (a
concept's alternation lists ties in text order), so the table holds them all. Write it again with
    .venv/bin/python tests/checks/lint/test_needs_table.py --write
"""

from __future__ import annotations

import gc
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

import mcpcheck.checks.lint.engine  # noqa: E402,F401  (every detector's patterns are made)
from mcpcheck.checks.lint.attacks import needs_table  # noqa: E402
from mcpcheck.checks.lint.attacks.base import (  # noqa: E402
    Folded,
    _top_level_branches,
    splittable,
)
from mcpcheck.checks.lint.attacks.lazy import LazyPattern  # noqa: E402
from mcpcheck.checks.lint.attacks.needs import (  # noqa: E402
    key_of,
    key_of_source,
    needs,
    needs_of,
    stored_needs,
    stored_needs_of,
)
from mcpcheck.checks.lint.attacks.needs_table import NEEDS  # noqa: E402

TABLE = ROOT / "mcpcheck" / "checks" / "lint" / "attacks" / "needs_table.py"
WRITE = "tests/checks/lint/test_needs_table.py --write"


def _twins() -> dict[str, tuple[str, int]]:
    """key -> (source, flags) of the twin of every Folded pattern alive (made at import) that has
    a twin, (speed63) of each of that twin's top-level alternatives (Folded._split reads their
    substrings to narrow the twin to the alternatives a text may match: parsing them at run time
    cost a cold lint of bench_lint's 1,000 tools ~0.15 CPU s), and (speed12) of every
    case-sensitive lazy pattern searched by text (attacks.lazy: its search is skipped on a text
    without its substrings)."""
    out: dict[str, tuple[str, int]] = {}
    gc.collect()  # not the patterns made and dropped at import
    for obj in gc.get_objects():
        if isinstance(obj, Folded) and obj.twin is not None:
            out[key_of(obj.twin)] = (obj.twin.pattern, obj.twin.flags)
            for source in _branches(obj):
                out[key_of_source(source, obj.twin_flags)] = (source, obj.twin_flags)
        elif (isinstance(obj, LazyPattern) and obj.by_text
              and not obj.given_flags & re.IGNORECASE):
            out[key_of(obj.compiled)] = (obj.compiled.pattern, obj.compiled.flags)
    return out


def _branches(folded: Folded) -> list[str]:
    """The top-level alternatives Folded._split reads the substrings of (none when it does not
    split the twin: a reference to a group by name or condition, a single alternative)."""
    source = folded._twin_source()
    if source is None or not splittable(source):
        return []
    parts = _top_level_branches(source)
    return parts if parts is not None and len(parts) >= 2 else []


def derived() -> dict[str, tuple[str, ...] | None]:
    """needs() of every twin made at import whose source is the same under other hash seeds."""
    twins = _twins()
    stable = set(twins)
    for seed in ("1", "2"):
        stable &= set(_keys_in_process(seed))
    return {key: needs_of(*twins[key]) for key in sorted(stable)}


def _keys_in_process(seed: str) -> list[str]:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); "
            "from tests.checks.lint.test_needs_table import _twins; print(*_twins())")
    done = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=True,
                          text=True, check=True, env={**os.environ, "PYTHONHASHSEED": seed})
    return done.stdout.split()


def render(table: dict[str, tuple[str, ...] | None]) -> str:
    lines = ['"""Written by tests/checks/lint/test_needs_table.py --write: do not edit.',
             "",
             "The substrings one of which every match of a detector's pattern holds",
             "(attacks.needs.needs of its case-sensitive twin, or of a case-sensitive lazy",
             "pattern), by attacks.needs.key_of the twin or the pattern.",
             '"""',
             "# ruff: noqa: E501",
             "",
             "NEEDS: dict[str, tuple[str, ...] | None] = {"]
    for key, value in table.items():
        lines.append(f"    {key!r}: {value!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def test_every_stored_entry_is_what_needs_derives() -> None:
    twins = _twins()
    assert len(twins) > 50
    read = 0
    for key, (source, flags) in twins.items():
        if key in NEEDS:
            assert NEEDS[key] == needs_of(source, flags), (key, f"write the table again ({WRITE})")
            read += 1
    assert read == len(twins), f"patterns changed: write the table again ({WRITE})"
    assert sum(NEEDS[key] is not None for key in twins if key in NEEDS) > 40


def test_the_alternatives_of_the_twins_are_stored(monkeypatch: pytest.MonkeyPatch) -> None:
    """(speed63) Folded._split reads each top-level alternative's substrings from the table: with
    the parser taken away, a split twin still gets the same alternatives and screens."""
    split = [obj for obj in gc.get_objects() if isinstance(obj, Folded) and _branches(obj)]
    assert len(split) > 20
    sources = {(source, obj.twin_flags) for obj in split for source in _branches(obj)}
    assert len(sources) > 200
    assert all(key_of_source(*pair) in NEEDS for pair in sources)
    assert sum(NEEDS[key_of_source(*pair)] is not None for pair in sources) > 100

    def no_parse(source: str, flags: int) -> tuple[str, ...] | None:
        raise AssertionError(f"parsed at run time: {source[:60]!r}")

    chosen = split[:60]
    before = []
    for obj in chosen:
        obj._branches = False
        before.append(obj._split())  # with the parser there for whatever the table lacks
    assert sum(branches is not None for branches in before) > 10
    monkeypatch.setattr("mcpcheck.checks.lint.attacks.needs.needs_of", no_parse)
    for obj, expected in zip(chosen, before, strict=True):
        obj._branches = False  # split again, reading the table only
        assert obj._split() == expected


def test_the_file_is_as_written() -> None:
    assert TABLE.read_text(encoding="utf-8") == render(dict(sorted(NEEDS.items())))


def test_a_pattern_the_table_does_not_hold_is_derived() -> None:
    pattern = re.compile(r"\b(?:upload|send)\s+the\s+(?:ledger|journal)\s+now\b")
    assert key_of(pattern) not in NEEDS
    assert stored_needs(pattern) == needs(pattern) == ("journal", "ledger")


def test_a_stored_entry_is_read_not_derived(monkeypatch: pytest.MonkeyPatch) -> None:
    source, flags = next(iter(_twins().values()))
    monkeypatch.setitem(needs_table.NEEDS, key_of_source(source, flags), ("stored",))
    assert stored_needs_of(source, flags) == ("stored",)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: {WRITE}")
    TABLE.write_text(render(derived()), encoding="utf-8")
