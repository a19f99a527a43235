"""read_snapshots: two snapshots read together, a tool entry written alike in both parsed once
(the same object in both documents), with exactly read_snapshot's documents and errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.errors import SnapshotError
from mcpcheck.models import Surface
from mcpcheck.snapshots import store
from mcpcheck.snapshots.store import build_document, read_snapshot, read_snapshots, render


def tools(n: int, changed: int | None = None) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        limit = 50 if i == changed else 100
        out.append({"name": f"t{i}", "description": f"tool {i}: " + '{"a": [1, 2]}\n    },',
                    "inputSchema": {"type": "object", "properties": {
                        "n": {"type": "integer", "maximum": limit}}}})
    return out


def write(path: Path, listed: list[dict[str, Any]]) -> Path:
    surface = Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                      capabilities={"tools": {"listChanged": True}}, tools=tuple(listed),
                      prompts=({"name": "p", "arguments": [{"name": "x"}]},))
    path.write_bytes(render(build_document(surface)))
    return path


def test_entries_written_alike_are_parsed_once(tmp_path: Path) -> None:
    a, b = write(tmp_path / "a.json", tools(5)), write(tmp_path / "b.json", tools(5, changed=3))
    old, new = read_snapshots(a, b)
    assert old.document == read_snapshot(a).document
    assert new.document == read_snapshot(b).document
    shared = [x is y for x, y in zip(old.document["tools"], new.document["tools"], strict=True)]
    assert shared == [True, True, True, False, True]


def test_stored_hashes_of_a_shared_entry_are_checked_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = write(tmp_path / "a.json", tools(5)), write(tmp_path / "b.json", tools(5, changed=3))
    doc = json.loads(b.read_text())
    doc["tools"][1]["sha256"]["tool"] = "0" * 64  # a hand edit in one file only
    b.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    seen: list[Any] = []
    real = store._stale_parts
    monkeypatch.setattr(store, "_stale_parts",
                        lambda entry, *more: seen.append(entry) or real(entry, *more))
    old, new = read_snapshots(a, b)
    checked: dict[int, list[str]] = {}
    found = store.hash_findings(old, checked) + store.hash_findings(new, checked)
    assert [(f.rule, f.tool, f.file) for f in found] == [
        ("snapshot-hash-mismatch", "t1", str(b))]
    assert len(seen) == 7  # 5 + the changed and the edited entry of b


@pytest.mark.parametrize("edit", [
    lambda t: t.replace('"name": "t2"', '"name": "t2", "name": "t2"', 1),  # a duplicate key
    lambda t: t.replace('"maximum": 100', '"maximum": 1' + "0" * 5000, 1),  # digit limit
    lambda t: t[: t.index('"t3"')],  # cut short
    lambda t: t.replace("\n    },\n    {", "\n    }, {", 1),  # not cut where render cuts
    lambda t: json.dumps(json.loads(t)),  # one line
    lambda t: t.replace('  "tools": [', '  "tools": [],\n  "more": [', 1),
    lambda t: t.replace('"mcpcheckSnapshot": 1', '"mcpcheckSnapshot": 2', 1),
], ids=["duplicate", "digits", "cut", "uncut", "one-line", "moved", "format"])
def test_any_other_text_reads_as_read_snapshot_reads_it(tmp_path: Path, edit: Any) -> None:
    a = write(tmp_path / "a.json", tools(5))
    b = tmp_path / "b.json"
    b.write_text(edit(a.read_text()))
    try:
        expected: Any = read_snapshot(b).document
    except SnapshotError as exc:
        expected = exc.message
    try:
        got: Any = read_snapshots(a, b)[1].document
    except SnapshotError as exc:
        got = exc.message
    assert got == expected


def test_a_float_written_as_python_writes_it_is_still_a_hash_mismatch(tmp_path: Path) -> None:
    """The hash check skips its search for floats only in entries whose parser saw none: a
    stored sha256 taken over Python's text of a float (`1.0`, `1e-07`; JCS writes `1`, `1e-7`)
    instead of the canonical bytes is a mismatch in every entry, shared or not, float or not
    at the first place."""
    import hashlib

    from mcpcheck.snapshots.canonical import sha256_of

    def python_text_hash(value: Any) -> str:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()

    listed = tools(4)
    for i, number in ((1, 1.0), (2, 1e-07), (3, -0.0)):
        listed[i]["inputSchema"]["properties"]["n"]["maximum"] = number
    a, b = write(tmp_path / "a.json", listed), write(tmp_path / "b.json", tools(4, changed=0))
    for path in (a, b):  # the hashes as a writer that is not JCS would store them
        doc = json.loads(path.read_text())
        for entry in doc["tools"]:
            entry["sha256"]["tool"] = python_text_hash(entry["definition"])
            entry["sha256"]["inputSchema"] = python_text_hash(entry["definition"]["inputSchema"])
        path.write_text(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    old, new = read_snapshots(a, b)
    assert [id(e) in old.float_free for e in old.document["tools"]] == [True, False, False, False]
    stale = store.hash_findings(old) + store.hash_findings(new)
    assert [(f.tool, f.file) for f in stale] == [("t1", str(a)), ("t2", str(a)), ("t3", str(a))]
    assert sha256_of(1.0) != python_text_hash(1.0)  # the two writers differ on these
