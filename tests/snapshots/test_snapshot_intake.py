"""The snapshot's `intake` object: what the intake learned about the exchange (lists answered
with an error, stdout lines that are not JSON-RPC, notes), stored, read back and compared."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from mcpcheck.errors import SnapshotError
from mcpcheck.models import StrayOutput, Surface
from mcpcheck.snapshots.store import (
    SnapshotDiffers,
    build_document,
    parse_snapshot,
    read_snapshot,
    render,
    write_snapshot,
)

PLAIN = Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                capabilities={"tools": {}, "resources": {}},
                tools=({"name": "t", "inputSchema": {"type": "object"}},))
ERROR = "error -32603: Internal error: backend unreachable"
LEARNED = replace(PLAIN, unlisted=(("resources/list", ERROR),),
                  stray=StrayOutput(3, "Starting on stdio " + "x" * 300),
                  notes=("the server declares the capability but answered "
                         "resources/templates/list with -32601 Method not found; recorded as "
                         "an empty list",))


def test_nothing_learned_writes_no_intake_key() -> None:
    assert "intake" not in build_document(PLAIN)


def test_the_intake_object_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(render(build_document(LEARNED)))
    doc = json.loads(path.read_text())
    first = ("Starting on stdio " + "x" * 300)[:161]  # one more than a report shows
    assert doc["intake"] == {"unlisted": {"resources/list": ERROR},
                             "stdout": {"lines": 3, "first": first},
                             "notes": list(LEARNED.notes)}
    back = read_snapshot(path).surface()
    assert (back.unlisted, back.stray, back.notes) == (
        LEARNED.unlisted, StrayOutput(3, first), LEARNED.notes)


def test_a_list_not_listed_is_not_an_empty_list_in_the_surface_hash() -> None:
    digest = build_document(PLAIN)["sha256"]["surface"]
    assert build_document(replace(LEARNED, unlisted=()))["sha256"]["surface"] == digest
    assert build_document(LEARNED)["sha256"]["surface"] != digest


def test_only_notes_differ_then_the_baseline_is_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    write_snapshot(path, render(build_document(LEARNED)), update=False)
    quieter = replace(LEARNED, stray=StrayOutput(1, "another banner"), notes=())
    assert write_snapshot(path, render(build_document(quieter)), update=False) == "unchanged"
    with pytest.raises(SnapshotDiffers):  # listed now: the surface differs
        write_snapshot(path, render(build_document(replace(LEARNED, unlisted=()))),
                       update=False)


@pytest.mark.parametrize(("intake", "why"), [
    ([], "'intake' is not an object"),
    ({"unlisted": ["resources/list"]}, "'unlisted' is not an object of error texts"),
    ({"unlisted": {"resources/list": 5}}, "'unlisted' is not an object of error texts"),
    ({"notes": "a note"}, "'notes' is not a list of texts"),
    ({"stdout": {"lines": "3", "first": "x"}}, "'stdout' is not"),
    ({"stdout": {"lines": 3}}, "'stdout' is not"),
])
def test_a_malformed_intake_object_is_a_corrupt_snapshot(intake: object, why: str) -> None:
    doc = build_document(PLAIN)
    doc["intake"] = intake
    with pytest.raises(SnapshotError) as info:
        parse_snapshot(json.dumps(doc).encode(), "s.json")
    assert info.value.message.startswith("s.json: corrupt snapshot: 'intake'")
    assert why in info.value.message
