"""The stored derivations of the concept rules' gates (attacks.gates_table) are the ones
attacks.concepts derives, and a process reads them instead of deriving them.

The table holds, for every part whose trigger words or phrase test the engine's import asks
for, what `_new_part_triggers` and `_new_phrase_gate` derive, and `_any_gate()`, written from
the source whose digest it names (attacks.concepts and attacks.lexicon): a table written from
another source is not read (everything is derived as before: a stale table costs time, never a
finding). The table is the same whatever the hash seed (its sets are written sorted). Write it
again with
    .venv/bin/python tests/checks/lint/test_gates_table.py --write
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint.attacks import concepts, gates_table  # noqa: E402

TABLE = ROOT / "mcpcheck" / "checks" / "lint" / "attacks" / "gates_table.py"
WRITE = "tests/checks/lint/test_gates_table.py --write"


def _items() -> dict[int, Any]:
    """id -> every concept and signal the rules name."""
    return {id(item): item for rule in concepts.RULES for part in (*rule.parts, rule.unless)
            for item in part}


def derived() -> dict[str, Any]:
    """The table's data, derived afresh for every part the import asked about."""
    items = _items()
    triggers = {}
    for (ids, langs) in list(concepts._PART_TRIGGERS):
        part = tuple(items[i] for i in ids)
        words, stems = concepts._new_part_triggers(part, langs)
        triggers[concepts.stored_key(part, langs)] = [_spaced(words), _spaced(stems)]
    phrases: dict[str, Any] = {}
    for ids in list(concepts._PHRASE_GATES):
        part = tuple(items[i] for i in ids)
        gate = concepts._new_phrase_gate(part)
        phrases[concepts.stored_key(part)] = None if gate is None else [
            _spaced(gate.seconds),
            [[key, "|".join(_spaced(pieces) for pieces in forms)]
             for key, forms in gate.sets.items()]]
    words, stems = concepts._any_gate()
    return {"triggers": dict(sorted(triggers.items())), "phrases": dict(sorted(phrases.items())),
            "any_gate": [_spaced(words), {key: _spaced(value) for key, value in
                                          sorted(stems.items())}]}


def _spaced(words: Iterable[str]) -> str:
    """A set of words as the table writes it: sorted, a space between them (none holds a space
    or a `|`: each is a form's longest word or one of its [a-z0-9_$] runs)."""
    found = sorted(words)
    assert all(word and " " not in word and "|" not in word for word in found)
    return " ".join(found)


def render(source: str | None, data: dict[str, Any]) -> str:
    def line(key: str, value: Any) -> str:
        return json.dumps(key, ensure_ascii=False) + ": " + json.dumps(value, ensure_ascii=False)

    body = ["{", '"triggers": {',
            ",\n".join(line(key, value) for key, value in data["triggers"].items()),
            "},", '"phrases": {',
            ",\n".join(line(key, value) for key, value in data["phrases"].items()),
            "},", line("any_gate", data["any_gate"]), "}"]
    text = "\n".join(body)
    assert '"""' not in text
    return "\n".join([
        '"""Written by tests/checks/lint/test_gates_table.py --write: do not edit.',
        "",
        "The trigger words and word starts of each part of the concept rules, the phrase tests",
        "of their English parts and the any-rule test (attacks.concepts), as derived from the",
        "source whose digest SOURCE is (concepts.source_digest): JSON, read once per process.",
        '"""',
        "# ruff: noqa: E501",
        "",
        f"SOURCE = {source!r}",
        f'TABLE = r"""{text}"""',
        ""])


def test_the_table_is_written_from_this_source() -> None:
    assert concepts.source_digest() == gates_table.SOURCE, f"write the table again ({WRITE})"
    assert concepts._STORED is not None


def test_every_stored_entry_is_what_the_code_derives() -> None:
    data = derived()
    assert json.loads(gates_table.TABLE) == data, f"write the table again ({WRITE})"
    assert len(data["triggers"]) > 200 and len(data["phrases"]) > 100
    assert sum(value is not None for value in data["phrases"].values()) > 100


def test_the_stored_gates_answer_as_the_derived_ones() -> None:
    """What the engine built from the table is what it builds from the derivations."""
    items = _items()
    assert concepts._STORED is not None
    for (ids, langs), found in concepts._PART_TRIGGERS.items():
        assert found == concepts._new_part_triggers(tuple(items[i] for i in ids), langs)
    for ids, gate in concepts._PHRASE_GATES.items():
        fresh = concepts._new_phrase_gate(tuple(items[i] for i in ids))
        assert (gate is None) == (fresh is None)
        if gate is not None and fresh is not None:
            assert (gate.sets, gate.keys, gate.seconds) == (fresh.sets, fresh.keys, fresh.seconds)
    words, stems = concepts._any_gate()
    assert words == concepts._ANY_WORDS
    assert {k: set(v) for k, v in concepts._ANY_STEMS.items()} == {
        k: set(v) for k, v in stems.items()}


def test_the_file_is_as_written() -> None:
    assert TABLE.read_text(encoding="utf-8") == render(gates_table.SOURCE,
                                                       json.loads(gates_table.TABLE))


def test_a_table_from_another_source_is_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gates_table, "SOURCE", "written from another source")
    assert concepts._stored() is None
    monkeypatch.undo()
    assert concepts._stored() is not None


_COUNTING = """
import collections, sys
calls = collections.Counter()
def profile(frame, event, arg):
    if event == "call" and frame.f_code.co_name in (
            "_new_part_triggers", "_new_phrase_gate", "_any_gate", "_form_trigger"):
        calls[frame.f_code.co_name] += 1
sys.setprofile(profile)
import mcpcheck.checks.lint.engine
sys.setprofile(None)
print(sum(calls.values()))
"""


def test_a_process_reads_the_table_and_derives_none_of_it() -> None:
    done = subprocess.run([sys.executable, "-c", _COUNTING], capture_output=True, text=True,
                          check=True, timeout=120)
    assert int(done.stdout) == 0


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: {WRITE}")
    TABLE.write_text(render(concepts.source_digest(), derived()), encoding="utf-8")
