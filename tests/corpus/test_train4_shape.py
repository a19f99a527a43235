"""Shape of the train4 training corpus (tests/corpus/lint/{poisoned,benign}_train4.json).

The detector engineers train on these files; this test keeps them from rotting: every entry has
the six keys, a known class and language, an MCP tool object, a unique id of the form
train4-<class>-<style>-<n>, and each poisoned class holds the agreed number of entries.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

LINT_CORPUS = Path(__file__).parent / "lint"
POISONED = LINT_CORPUS / "poisoned_train4.json"
BENIGN = LINT_CORPUS / "benign_train4.json"

KEYS = {"id", "class", "style", "lang", "reason", "tool"}
POISON_CLASSES = set("abcdefgh")
# Batch 1: 9 per class; batch 2 adds 11 per class.
PER_CLASS = 20
BENIGN_COUNT = 76
MIN_OTHER_LANGS = 17
LANGS = {
    "en",
    "es",
    "fr",
    "de",
    "zh",
    "ja",
    "ru",
    "pt",
    "ko",
    "it",
    "ar",
    "hi",
    "tr",
    "pl",
    "nl",
    "id",
    "vi",
    "sv",
    "es-en",
    "fr-en",
    "de-en",
    "zh-en",
    "ja-en",
    "ko-en",
    "hi-en",
    "pt-en",
    "it-en",
    "ru-en",
    "tr-en",
    "nl-en",
    "id-en",
    "vi-en",
    "ar-en",
    "pl-en",
    "sv-en",
}
ID_RE = re.compile(
    r"^train4-(?P<cls>[a-h]|benign)-(?P<style>[a-z0-9]+(?:-[a-z0-9]+)*)-(?P<n>[0-9]+)$"
)
PROPERTY_TYPES = {"string", "integer", "number", "boolean", "array", "object"}


def _load(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, list), f"{path.name}: top level must be a JSON list"
    return data


def _check_entry(entry: dict[str, Any], where: str) -> None:
    assert isinstance(entry, dict), where
    assert set(entry) == KEYS, f"{where}: keys {sorted(entry)}"
    for key in ("id", "class", "style", "lang", "reason"):
        assert isinstance(entry[key], str) and entry[key].strip(), f"{where}: empty {key}"
    match = ID_RE.match(entry["id"])
    assert match, f"{where}: id {entry['id']!r} is not train4-<class>-<style>-<n>"
    assert match["cls"] == entry["class"], f"{where}: id class differs from class"
    assert match["style"] == entry["style"], f"{where}: id style differs from style"
    assert entry["lang"] in LANGS, f"{where}: lang {entry['lang']!r}"
    tool = entry["tool"]
    assert isinstance(tool, dict), f"{where}: tool is not an object"
    assert {"name", "description", "inputSchema"} <= set(tool), f"{where}: tool keys {sorted(tool)}"
    assert set(tool) <= {"name", "title", "description", "inputSchema", "annotations"}, where
    assert isinstance(tool["name"], str) and tool["name"], f"{where}: tool name"
    assert isinstance(tool["description"], str) and tool["description"], f"{where}: description"
    schema = tool["inputSchema"]
    assert isinstance(schema, dict) and schema.get("type") == "object", f"{where}: inputSchema"
    props = schema.get("properties")
    assert isinstance(props, dict) and props, f"{where}: no properties"
    for pname, prop in props.items():
        assert isinstance(prop, dict), f"{where}: property {pname}"
        assert prop.get("type") in PROPERTY_TYPES, f"{where}: property {pname} type"
    required = schema.get("required", [])
    assert isinstance(required, list), f"{where}: required is not a list"
    assert set(required) <= set(props), f"{where}: required names a missing property"
    assert len(set(required)) == len(required), f"{where}: required repeats a name"


@pytest.mark.parametrize("path", [POISONED, BENIGN], ids=["poisoned", "benign"])
def test_every_entry_has_the_shape(path: Path) -> None:
    entries = _load(path)
    for i, entry in enumerate(entries):
        _check_entry(entry, f"{path.name}[{i}]")


def test_ids_and_tool_names_unique_across_both_files() -> None:
    entries = _load(POISONED) + _load(BENIGN)
    ids = Counter(e["id"] for e in entries)
    assert [i for i, n in ids.items() if n > 1] == []
    names = Counter(e["tool"]["name"] for e in entries)
    assert [n for n, k in names.items() if k > 1] == []


def test_poisoned_counts_per_class() -> None:
    entries = _load(POISONED)
    classes = Counter(e["class"] for e in entries)
    assert set(classes) == POISON_CLASSES
    assert classes == dict.fromkeys(POISON_CLASSES, PER_CLASS)


def test_benign_entries_are_benign() -> None:
    entries = _load(BENIGN)
    assert {e["class"] for e in entries} == {"benign"}
    assert len(entries) == BENIGN_COUNT


def test_languages_spread() -> None:
    entries = _load(POISONED) + _load(BENIGN)
    langs = Counter(e["lang"] for e in entries)
    # About half English or more, and at least seventeen other languages.
    assert langs["en"] * 2 >= len(entries) - langs["en"]
    assert len([lang for lang in langs if lang != "en"]) >= MIN_OTHER_LANGS
