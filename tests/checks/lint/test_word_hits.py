"""concepts._WordHits: the per-word memo of the stem index and the rule screens (each word judged
once, a text's hits the union of its words' hits, everything forgotten past the limit)."""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.attacks import concepts


def _judge(calls: list[str]) -> concepts._WordHits[str]:
    def judge(word: str) -> frozenset[str]:
        calls.append(word)
        return frozenset({word[:1]}) if word.startswith(("s", "k")) else frozenset()
    return concepts._WordHits(judge)


def test_each_word_is_judged_once_and_hits_are_the_union() -> None:
    calls: list[str] = []
    memo = _judge(calls)
    assert memo.union(frozenset({"send", "key", "the"})) == {"s", "k"}
    assert memo.union(frozenset({"send", "to", "secret"})) == {"s"}
    assert sorted(calls) == ["key", "secret", "send", "the", "to"]  # "send" judged once
    assert memo.union(frozenset({"the", "to"})) == set()
    assert memo.union(frozenset()) == set()


def test_past_the_limit_the_memo_starts_again_with_the_same_answers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(concepts, "_CANDIDATES_KEPT", 3)
    calls: list[str] = []
    memo = _judge(calls)
    assert memo.union(frozenset({"send", "a", "b"})) == {"s"}
    assert memo.union(frozenset({"key", "send"})) == {"s", "k"}  # full: forgotten, judged again
    assert calls.count("send") == 2
    memo.clear()
    assert memo.union(frozenset({"key"})) == {"k"}
    assert calls.count("key") == 2


def test_the_stem_index_answers_through_the_memo() -> None:
    index = concepts._StemIndex()
    index.add("forw", "r1")
    index.add("x", "r2")
    assert index.rules(frozenset({"forwarding", "xylophone", "the"})) == {"r1", "r2"}
    index.add("the", "r3")  # a new stem: what was judged before is judged again
    assert index.rules(frozenset({"forwarding", "the"})) == {"r1", "r3"}
