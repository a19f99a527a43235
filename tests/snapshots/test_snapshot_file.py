"""Snapshot documents: noise normalization, deterministic bytes, atomic and careful writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.errors import SnapshotError
from mcpcheck.models import Surface
from mcpcheck.snapshots.store import (
    SnapshotDiffers,
    build_document,
    normalize_tool,
    read_snapshot,
    render,
    write_snapshot,
)

TOOL = {
    "name": "search",
    "description": "Search",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"},
                                                     "n": {"type": "integer"}},
                    "required": ["q", "n"]},
    "annotations": {"readOnlyHint": True, "destructiveHint": True, "openWorldHint": True},
    "_meta": {"io.modelcontextprotocol/x": 1},
}


def surface(*tools: object) -> Surface:
    return Surface("srv", "1.0", "2025-11-25", {"tools": {}}, tuple(tools))


def test_noise_is_removed_and_required_is_sorted() -> None:
    out = normalize_tool(TOOL)
    assert "_meta" not in out
    assert out["annotations"] == {"readOnlyHint": True}  # defaults dropped
    assert out["inputSchema"]["required"] == ["n", "q"]
    assert TOOL["inputSchema"]["required"] == ["q", "n"]  # input untouched


def test_required_inside_data_is_data_and_left_alone() -> None:
    tool = {"name": "t", "inputSchema": {"type": "object", "properties": {
        "p": {"const": {"required": ["b", "a"]}, "default": {"required": ["z", "y"]},
              "enum": [{"required": ["d", "c"]}], "type": "object", "required": ["y", "x"]}}}}
    out = normalize_tool(tool)["inputSchema"]["properties"]["p"]
    assert out["const"] == {"required": ["b", "a"]}
    assert out["default"] == {"required": ["z", "y"]}
    assert out["enum"] == [{"required": ["d", "c"]}]
    assert out["required"] == ["x", "y"]  # the keyword itself is still normalized


def test_reordered_tools_and_required_give_identical_bytes() -> None:
    other = {"name": "add", "inputSchema": {"type": "object"}}
    swapped = json.loads(json.dumps(TOOL))
    swapped["inputSchema"]["required"] = ["n", "q"]
    a = render(build_document(surface(TOOL, other)))
    b = render(build_document(surface(other, swapped)))
    assert a == b
    assert a.endswith(b"}\n") and b'\n  "server"' in a  # 2-space indent, trailing newline


def test_per_part_hashes_and_malformed_tools_are_recorded() -> None:
    doc = build_document(surface(TOOL, None, {"name": 5}, {"name": "nan", "x": float("nan")}))
    by_name = {e["name"]: e for e in doc["tools"] if e["name"]}
    assert set(by_name["search"]["sha256"]) == {"tool", "inputSchema", "description",
                                                "annotations"}
    assert "non-finite" in by_name["nan"]["error"] and by_name["nan"]["definition"]["x"] == "nan"
    unnamed = [e["definition"] for e in doc["tools"] if e["name"] is None]
    assert None in unnamed and {"name": 5} in unnamed
    json.loads(render(doc))  # still valid JSON


def test_write_refuses_a_differing_baseline_unless_updating(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    first = render(build_document(surface(TOOL)))
    assert write_snapshot(path, first, update=False) == "created"
    assert write_snapshot(path, first, update=False) == "unchanged"
    second = render(build_document(surface({"name": "other", "inputSchema": {}})))
    with pytest.raises(SnapshotDiffers):
        write_snapshot(path, second, update=False)
    assert path.read_bytes() == first
    assert write_snapshot(path, second, update=True) == "updated"
    assert path.read_bytes() == second
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]  # no temp files left


@pytest.mark.parametrize(("content", "message"), [
    (b"{not json", "corrupt snapshot: Expecting property name"),
    (b'{"tools": []}', "not an mcpcheck snapshot"),
    (b'{"mcpcheckSnapshot": 99, "tools": []}', "unsupported snapshot format 99"),
    (b'{"mcpcheckSnapshot": 1, "tools": {}}', "'tools' is not a list"),
    (b"\xff\xfe", "not UTF-8"),
    (b'{"mcpcheckSnapshot": true, "tools": []}', "unsupported snapshot format True"),
    (b'{"mcpcheckSnapshot": 1, "tools": [{"name": "a"}]}', "tools\\[0\\] has no 'definition'"),
    (b'{"mcpcheckSnapshot": 1, "tools": [{"name": "a", "definition": "x"}]}',
     "tools\\[0\\]: 'name' does not match"),
    (b'{"mcpcheckSnapshot": 1, "tools": [{"name": 5, "definition": {"name": 5}}]}',
     "tools\\[0\\]: 'name' is not a string"),
    (b'{"mcpcheckSnapshot": 1, "tools": [], "prompts": "x"}', "'prompts' is not a list"),
    (b'{"mcpcheckSnapshot": 1, "tools": [], "n": ' + b"9" * 5000 + b"}", "corrupt snapshot"),
])
def test_corrupt_or_foreign_files_are_errors_and_never_overwritten(
        tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(content)
    with pytest.raises(SnapshotError, match=message):
        read_snapshot(path)
    with pytest.raises(SnapshotError, match=message):
        write_snapshot(path, render(build_document(surface(TOOL))), update=False)
    assert path.read_bytes() == content


def test_read_back_equals_written(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    doc = build_document(surface(TOOL))
    write_snapshot(path, render(doc), update=False)
    snap = read_snapshot(path)
    assert snap.document == json.loads(render(doc))
    assert snap.surface().tools == (normalize_tool(TOOL),)
    with pytest.raises(SnapshotError, match="no snapshot here"):
        read_snapshot(tmp_path / "missing.json")
