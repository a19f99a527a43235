"""Noise that is not drift, at snapshot time: the spec default of execution.taskSupport, and a
baseline written by an older mcpcheck that kept such noise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.errors import SnapshotError
from mcpcheck.models import Surface
from mcpcheck.snapshots.store import (
    SnapshotDiffers,
    build_document,
    normalize_tool,
    render,
    write_snapshot,
)


def surface(*tools: dict[str, Any]) -> Surface:
    return Surface("s", "1", "2025-11-25", {"tools": {}}, tuple(tools))


def test_task_support_forbidden_is_normalized_away() -> None:
    plain = {"name": "t", "inputSchema": {"type": "object"}}
    noisy = {**plain, "execution": {"taskSupport": "forbidden"}}
    assert normalize_tool(noisy) == plain
    kept = {**plain, "execution": {"taskSupport": "forbidden", "other": 1}}
    assert normalize_tool(kept) == {**plain, "execution": {"other": 1}}
    real = {**plain, "execution": {"taskSupport": "optional"}}
    assert normalize_tool(real) == real
    assert render(build_document(surface(noisy))) == render(build_document(surface(plain)))


def test_a_baseline_that_differs_only_in_old_noise_is_unchanged(tmp_path: Path) -> None:
    plain = {"name": "t", "inputSchema": {"type": "object"}}
    path = tmp_path / "s.json"
    doc = build_document(surface(plain))
    doc["tools"][0]["definition"]["execution"] = {"taskSupport": "forbidden"}  # an older writer
    old_bytes = render(doc)
    path.write_bytes(old_bytes)
    assert write_snapshot(path, render(build_document(surface(plain))), update=False) == "unchanged"
    assert path.read_bytes() == old_bytes  # never rewritten without --update
    changed = {**plain, "description": "new"}
    with pytest.raises(SnapshotDiffers):
        write_snapshot(path, render(build_document(surface(changed))), update=False)


def test_a_corrupt_baseline_is_still_an_error(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"not": "a snapshot"}))
    with pytest.raises(SnapshotError) as info:
        write_snapshot(path, render(build_document(surface())), update=False)
    assert not isinstance(info.value, SnapshotDiffers)
