"""The stored code of the detectors' patterns (attacks.compiled, `compiled_table.bin`) makes the
patterns `re.compile` makes: the table holds, for every pattern made at import (attacks.lazy's
lazy patterns, with their re.ASCII compilation when they are searched by text, and attacks.base's
Folded patterns, their case-sensitive twins and the twins' re.ASCII compilations) and for every
compilation a lint of each real server's tools asks for (patterns built after import, the narrowed
twins those texts keep), the code re made of it, and attacks.compiled.compile_pattern hands it to
the regex engine. A compiled pattern
equals another only when their source, flags and code are the same, so each entry is checked
against `re.compile`. A pattern the table does not hold (one added or changed since it was
written) is compiled by `re.compile`: a stale table costs time, never a match. Write it again with
    .venv/bin/python tests/checks/lint/test_compiled_table.py --write
"""

from __future__ import annotations

import gc
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

import mcpcheck.checks.lint.engine  # noqa: E402,F401  (every detector's patterns are made)
from mcpcheck.checks.lint.attacks import compiled  # noqa: E402
from mcpcheck.checks.lint.attacks.base import Folded  # noqa: E402
from mcpcheck.checks.lint.attacks.lazy import LazyPattern  # noqa: E402

WRITE = "tests/checks/lint/test_compiled_table.py --write"
COVERED = 0.9  # share of the patterns made at import the table must hold (else: write it again)


def made_at_import() -> list[tuple[str, int]]:
    """(source, flags) of every compilation of a pattern made at import that a lint may ask."""
    out: list[tuple[str, int]] = []
    gc.collect()  # not the patterns made and dropped at import
    for obj in gc.get_objects():
        if isinstance(obj, LazyPattern) and isinstance(obj.pattern, str):
            out.append((obj.pattern, int(obj.given_flags)))
            if obj.by_text:
                out.append((obj.pattern, int(obj.given_flags | re.ASCII)))
        elif isinstance(obj, Folded):
            out.append((obj.pattern, int(obj.flags)))
            source = obj._twin_source()
            if source is not None:
                out.append((source, int(obj.flags & ~re.IGNORECASE)))
                out.append((source, int((obj.twin_flags & ~re.UNICODE) | re.ASCII)))
    return sorted(set(out))


def asked_by_real_servers() -> list[tuple[str, int]]:
    """(source, flags) of every compilation a lint of each real server's tools asks for (the
    patterns built after import, and the narrowed twins of attacks.base those texts keep)."""
    from mcpcheck.checks.lint import lint_tools
    from mcpcheck.snapshots.store import read_snapshot

    compiled.ASKED = set()
    try:
        for path in sorted((ROOT / "tests" / "corpus" / "servers").glob("*.json")):
            lint_tools(list(read_snapshot(path).surface().tools))
        return sorted(compiled.ASKED)
    finally:
        compiled.ASKED = None


def _table() -> compiled._Table:
    table = compiled._Table()
    assert table.index, f"no table for this Python: write it again ({WRITE})"
    return table


def made_in_a_fresh_process() -> list[tuple[str, int]]:
    """`made_at_import` as a `mcpcheck lint` process sees it: in a pytest worker the heap also
    holds the patterns the test modules made (three times as many), which a lint never asks."""
    out = subprocess.run([sys.executable, __file__, "--list-made"], capture_output=True,
                         text=True, check=True, cwd=ROOT, timeout=300)
    return [(source, flags) for source, flags in json.loads(out.stdout)]


def test_every_entry_compiles_to_what_re_compiles() -> None:
    table = _table()
    made = made_in_a_fresh_process()
    checked = 0
    for source, flags in made:
        key = compiled.key_of(source, flags)
        if key in table.index:
            assert compiled.compile_pattern(source, flags) == re.compile(source, flags), source
            checked += 1
    assert checked >= COVERED * len(made), f"write the table again ({WRITE})"


def test_every_entry_makes_what_re_makes_of_its_source() -> None:
    """Also the entries of patterns built after import and of narrowed twins: each one's code is
    what re makes of its source under the flags the entry records (those given, and those re
    adds: UNICODE, a group's inline flags)."""
    table = _table()
    for key in table.index:
        entry = table.entry(key)
        assert entry is not None
        assert compiled._sre.compile(*entry) == re.compile(entry[0], entry[1]), entry[0][:80]


def test_a_pattern_the_table_does_not_hold_is_compiled_by_re() -> None:
    source = r"\b(?:upload|send)\s+the\s+(?:ledger|journal)\s+now\b(?#speed61)"
    assert compiled.key_of(source, re.IGNORECASE) not in _table().index
    made = compiled.compile_pattern(source, re.IGNORECASE)
    assert made == re.compile(source, re.IGNORECASE)
    assert made.search("Upload the LEDGER now") is not None


def test_an_entry_is_read_only_for_its_own_source(monkeypatch: pytest.MonkeyPatch) -> None:
    table = _table()
    key = next(iter(table.index))
    entry = table.entry(key)
    assert entry is not None
    other = r"(?:nothing\s+like\s+it)"
    monkeypatch.setattr(compiled, "key_of", lambda source, flags: key)
    monkeypatch.setattr(compiled, "_TABLE", table)
    assert compiled.compile_pattern(other) == re.compile(other)


def test_a_table_of_another_python_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled, "STAMP", (0, 2, 7))
    assert compiled._Table().index == {}


def test_named_groups_and_flags_as_re_makes_them() -> None:
    source = r"(?P<verb>send|post)\s+(?P<what>\w+)"
    entry = compiled.entry_of(source, re.IGNORECASE)
    pattern = compiled._sre.compile(*entry)
    assert pattern == re.compile(source, re.IGNORECASE)
    assert pattern.groupindex == {"verb": 1, "what": 2}
    found = pattern.search("then SEND logs")
    assert found is not None and found.group("what") == "logs"


if __name__ == "__main__":
    if sys.argv[1:] == ["--list-made"]:  # for made_in_a_fresh_process
        print(json.dumps(made_at_import()))
        sys.exit(0)
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: {WRITE}")
    compiled.TABLE.write_bytes(compiled.table_bytes(made_at_import() + asked_by_real_servers()))
