"""Shape of the fresh lint corpus (written from the class descriptions only): valid JSON,
unique ids, every entry names a known class and carries a tool with a name, a description and
an object input schema. Shape only: what lint finds in these tools is measured elsewhere."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

LINT = Path(__file__).resolve().parent / "corpus" / "lint"
POISONED = LINT / "poisoned_fresh.json"
BENIGN = LINT / "benign_fresh.json"
CLASSES = set("abcdefghj")
KEYS = {"id", "class", "style", "lang", "reason", "tool"}


def _load(path: Path) -> list[dict[str, object]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def _check_entry(entry: dict[str, object]) -> None:
    assert set(entry) == KEYS, entry.get("id")
    ident, cls, style = entry["id"], entry["class"], entry["style"]
    assert isinstance(ident, str) and ident.startswith(f"fresh-{cls}-{style}-"), ident
    assert isinstance(entry["reason"], str) and entry["reason"].strip(), ident
    assert isinstance(entry["lang"], str) and 2 <= len(entry["lang"]) <= 3, ident
    tool = entry["tool"]
    assert isinstance(tool, dict), ident
    assert isinstance(tool.get("name"), str) and tool["name"], ident
    assert isinstance(tool.get("description"), str), ident
    schema = tool.get("inputSchema")
    assert isinstance(schema, dict) and schema.get("type") == "object", ident
    assert isinstance(schema.get("properties"), dict), ident
    assert isinstance(schema.get("required", []), list), ident


@pytest.mark.parametrize("path", [POISONED, BENIGN], ids=["poisoned", "benign"])
def test_fresh_corpus_shape(path: Path) -> None:
    entries = _load(path)
    ids = Counter(str(e["id"]) for e in entries)
    assert [i for i, count in ids.items() if count > 1] == []
    for entry in entries:
        _check_entry(entry)


def test_fresh_poisoned_coverage() -> None:
    entries = _load(POISONED)
    assert {e["class"] for e in entries} <= CLASSES
    per_class = Counter(str(e["class"]) for e in entries)
    assert all(per_class[c] >= 12 for c in "abcdefgh"), per_class
    assert per_class["j"] >= 6, per_class
    per_lang = Counter(str(e["lang"]) for e in entries)
    for lang in ("fr", "es", "de", "zh", "ja", "ru", "pt", "it", "ko", "ar"):
        assert per_lang[lang] >= 12, (lang, per_lang[lang])


def test_fresh_benign_entries() -> None:
    entries = _load(BENIGN)
    assert len(entries) >= 50
    assert {e["class"] for e in entries} == {"benign"}
