"""Shape checks for the heldout4 lint corpus (poisoned_heldout4.json, benign_heldout4.json).

These tests look only at structure: keys, counts, ids and the form of each tool object. They never
print an entry's text: every failure message lists ids, key names or counts only.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent / "lint"
POISONED = HERE / "poisoned_heldout4.json"
BENIGN = HERE / "benign_heldout4.json"

CLASSES = ("a", "b", "c", "d", "e", "f", "g", "h")
ENTRY_KEYS = {"id", "class", "style", "lang", "reason", "tool"}
ID_RE = re.compile(r"^ho4-(?P<cls>[a-h]|benign)-(?P<n>[1-9][0-9]*)$")
LANG_RE = re.compile(r"^[a-z]{2}(-[a-z]{2})?$")


def _load(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, list), f"{path.name}: top level is not a list"
    not_objects = [i for i, e in enumerate(data) if not isinstance(e, dict)]
    assert not_objects == [], f"{path.name}: entries at these positions are not objects"
    return data


@pytest.fixture(scope="module")
def poisoned() -> list[dict[str, Any]]:
    return _load(POISONED)


@pytest.fixture(scope="module")
def benign() -> list[dict[str, Any]]:
    return _load(BENIGN)


def _key_problems(entries: list[dict[str, Any]]) -> list[str]:
    problems = []
    for i, e in enumerate(entries):
        keys = set(e)
        if keys != ENTRY_KEYS:
            problems.append(
                f"#{i}: missing {sorted(ENTRY_KEYS - keys)} extra {sorted(keys - ENTRY_KEYS)}"
            )
        for k in ("id", "class", "style", "lang", "reason"):
            if not isinstance(e.get(k), str) or not e.get(k, "").strip():
                problems.append(f"#{i}: {k} is not a non-empty string")
    return problems


def _tool_problems(entries: list[dict[str, Any]]) -> list[str]:
    problems = []
    for e in entries:
        eid = e.get("id")
        tool = e.get("tool")
        if not isinstance(tool, dict):
            problems.append(f"{eid}: tool is not an object")
            continue
        if not isinstance(tool.get("name"), str) or not tool["name"]:
            problems.append(f"{eid}: tool.name")
        if not isinstance(tool.get("description"), str) or not tool["description"]:
            problems.append(f"{eid}: tool.description")
        extra = set(tool) - {"name", "title", "description", "inputSchema", "annotations"}
        if extra:
            problems.append(f"{eid}: unexpected tool keys {sorted(extra)}")
        if "title" in tool and not isinstance(tool["title"], str):
            problems.append(f"{eid}: tool.title")
        if "annotations" in tool and not isinstance(tool["annotations"], dict):
            problems.append(f"{eid}: tool.annotations")
        schema = tool.get("inputSchema")
        if not isinstance(schema, dict) or schema.get("type") != "object":
            problems.append(f"{eid}: inputSchema is not an object schema")
            continue
        props = schema.get("properties")
        required = schema.get("required")
        if not isinstance(props, dict) or not props:
            problems.append(f"{eid}: inputSchema.properties")
            continue
        if not all(isinstance(p, dict) and isinstance(p.get("type"), str) for p in props.values()):
            problems.append(f"{eid}: a property is not a typed object")
        if not isinstance(required, list) or not all(isinstance(r, str) for r in required):
            problems.append(f"{eid}: inputSchema.required")
        elif not set(required) <= set(props):
            problems.append(f"{eid}: required names a missing property")
    return problems


def test_poisoned_keys(poisoned: list[dict[str, Any]]) -> None:
    assert _key_problems(poisoned) == []


def test_benign_keys(benign: list[dict[str, Any]]) -> None:
    assert _key_problems(benign) == []


def test_poisoned_counts_per_class(poisoned: list[dict[str, Any]]) -> None:
    counts = Counter(e["class"] for e in poisoned)
    assert dict(counts) == {c: 15 for c in CLASSES}
    assert len(poisoned) == 120


def test_benign_count_and_class(benign: list[dict[str, Any]]) -> None:
    assert len(benign) == 60
    assert Counter(e["class"] for e in benign) == Counter({"benign": 60})


def test_ids_unique_and_well_formed(
    poisoned: list[dict[str, Any]], benign: list[dict[str, Any]]
) -> None:
    entries = poisoned + benign
    ids = [e["id"] for e in entries]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    assert dupes == []
    malformed = []
    for e in entries:
        m = ID_RE.match(e["id"])
        if m is None or m.group("cls") != e["class"]:
            malformed.append(e["id"])
    assert malformed == []


def test_tools_are_objects(poisoned: list[dict[str, Any]], benign: list[dict[str, Any]]) -> None:
    assert _tool_problems(poisoned) == []
    assert _tool_problems(benign) == []


def test_tool_names_unique_within_each_file(
    poisoned: list[dict[str, Any]], benign: list[dict[str, Any]]
) -> None:
    for entries in (poisoned, benign):
        names = Counter(e["tool"]["name"] for e in entries)
        assert sorted(e["id"] for e in entries if names[e["tool"]["name"]] > 1) == []


def test_languages(poisoned: list[dict[str, Any]], benign: list[dict[str, Any]]) -> None:
    bad = [e["id"] for e in poisoned + benign if not LANG_RE.match(e["lang"])]
    assert bad == []
    langs = {e["lang"] for e in poisoned}
    base_langs = {lang.split("-")[0] for lang in langs}
    assert len(base_langs) >= 12
    english = sum(1 for e in poisoned if e["lang"] == "en")
    assert 40 <= english <= 80
    assert len({e["lang"] for e in benign}) >= 12
