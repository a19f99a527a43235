"""(speed28) The shared reading of a text (attacks.shared_reading) answers as each family's own
computation did, on a share of the real servers' texts, and stays bounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcpcheck.checks.lint.attacks import concepts, shared_reading
from mcpcheck.checks.lint.attacks.base import Site, words_of, words_of_lowered
from mcpcheck.snapshots.store import read_snapshot

SERVERS = Path(__file__).resolve().parents[2] / "corpus" / "servers"
SHARE = 7  # every seventh server's texts


def _texts() -> list[str]:
    texts: list[str] = []
    for path in sorted(SERVERS.glob("*.json"))[::SHARE]:
        for tool in read_snapshot(path).surface().tools:
            if not isinstance(tool, dict):
                continue
            texts.append(str(tool.get("description") or ""))
            props = (tool.get("inputSchema") or {}).get("properties") or {}
            texts += [str(p.get("description")) for p in props.values()
                      if isinstance(p, dict) and p.get("description")]
    return [text for text in dict.fromkeys(texts) if text.strip()]


@pytest.fixture(scope="module")
def texts() -> list[str]:
    found = _texts()
    assert len(found) > 300
    return found


def test_shared_answers_as_computed(texts: list[str]) -> None:
    shared_reading.fresh()
    # every text read once, then asked again in another order: each answer is its own text's
    for text in texts:
        lowered = text.lower()
        assert words_of(lowered) == words_of_lowered(lowered)
        assert shared_reading.shared(concepts._sentences, text) == concepts._sentences(text)
    for text in reversed(texts):
        lowered = text.lower()
        assert shared_reading.shared(str.lower, text) == lowered, text
        assert words_of(lowered) == words_of_lowered(lowered), text
        assert shared_reading.shared(concepts._words, text) == concepts._words(text), text
        assert shared_reading.shared(concepts._sentences, text) == concepts._sentences(text), text


def test_rules_judge_alike_from_a_kept_reading(texts: list[str]) -> None:
    site = Site(tool="t", own_tools=frozenset({"t"}))
    cold = []
    for text in texts:
        shared_reading.fresh()
        cold.append(concepts.detect_all(text, site))
    shared_reading.fresh()
    for text in texts:  # the readings kept from the first pass answer the second
        concepts.detect_all(text, site)
    assert [concepts.detect_all(text, site) for text in texts] == cold
    assert shared_reading.kept() >= len(texts)


def test_store_is_bounded() -> None:
    shared_reading.fresh()
    for n in range(shared_reading.MAX_READINGS + 10):
        words_of(f"word{n} other")
    assert 0 < shared_reading.kept() <= shared_reading.MAX_READINGS
    shared_reading.fresh()
    assert shared_reading.kept() == 0
