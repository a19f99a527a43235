"""Regressions found by the fault suite: deep nesting named as such, lone surrogates round-trip."""

from __future__ import annotations

from pathlib import Path

from tests.wire.test_faults_stdio import assert_could_not_evaluate, reason_line, snapshot


def test_deep_nesting_is_named_as_such(tmp_path: Path, tag: str) -> None:
    # pydantic-core says "json_invalid ... recursion limit exceeded": that is not garbage
    run = snapshot(tmp_path, tag, 4, "--fault", "deep-nesting")
    assert_could_not_evaluate(
        run, "the server sent JSON nested too deeply to parse during tools/list (page 1)", 4,
        tmp_path)
    assert "not JSON-RPC" not in reason_line(run)


def test_lone_surrogate_in_a_tool_round_trips(tmp_path: Path) -> None:
    # render() encodes with surrogatepass: bytes that read_snapshot then calls "not UTF-8"
    from mcpcheck.models import Surface
    from mcpcheck.snapshots.store import build_document, read_snapshot, render

    tool = {"name": "t", "description": "a\ud800b", "inputSchema": {"type": "object"}}
    surface = Surface(server_name="s", server_version="1", protocol_version="2025-11-25",
                      capabilities={}, tools=(tool,))
    path = tmp_path / "s.json"
    path.write_bytes(render(build_document(surface)))
    assert read_snapshot(path).surface().tools == (tool,)
