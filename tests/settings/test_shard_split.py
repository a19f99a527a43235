"""`--shard K/N`: the partition of the selected servers (mcpcheck.settings.shard), its properties
held by hypothesis, and the values that are usage errors."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.errors import UsageError
from mcpcheck.settings.shard import ShardSpec, assignment, parse_shard, requested, take

names_lists = st.lists(st.text(min_size=1, max_size=12), unique=True, max_size=60)
counts = st.integers(min_value=1, max_value=12)


def _parts(names: list[str], count: int) -> list[list[str]]:
    return [take(names, str, ShardSpec(k, count))[0] for k in range(1, count + 1)]


@settings(max_examples=300, deadline=None)
@given(names_lists, counts)
def test_every_server_is_in_exactly_one_shard(names: list[str], count: int) -> None:
    parts = _parts(names, count)
    seen = Counter(name for part in parts for name in part)
    assert set(seen) == set(names)
    assert all(n == 1 for n in seen.values())


@settings(max_examples=300, deadline=None)
@given(names_lists, counts)
def test_shards_are_balanced_by_count(names: list[str], count: int) -> None:
    sizes = [len(part) for part in _parts(names, count)]
    assert max(sizes) - min(sizes) <= 1
    assert sum(sizes) == len(names)


@settings(max_examples=300, deadline=None)
@given(names_lists, counts, st.randoms(use_true_random=False))
def test_reordering_the_config_moves_no_server(names: list[str], count: int,
                                               rnd: object) -> None:
    shuffled = list(names)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    before = [set(part) for part in _parts(names, count)]
    after = [set(part) for part in _parts(shuffled, count)]
    assert before == after


@settings(max_examples=100, deadline=None)
@given(names_lists, counts)
def test_a_shard_keeps_the_config_order_and_records_the_selection(names: list[str],
                                                                   count: int) -> None:
    for k in range(1, count + 1):
        kept, shard = take(names, str, ShardSpec(k, count))
        assert kept == [n for n in names if n in set(kept)]
        assert (shard.index, shard.count, shard.selected) == (k, count, tuple(names))


def test_the_split_is_pinned() -> None:
    """The same names give the same shards in every version and on every machine (a hash of
    the name, not Python's salted hash()): a CI matrix can rely on it."""
    names = ["search", "files", "memory", "github", "time", "fetch", "everything"]
    assert assignment(names, 3) == [1, 3, 2, 3, 2, 1, 1]
    assert assignment(names, 1) == [1] * 7


@pytest.mark.parametrize(("text", "expected"), [
    ("1/1", (1, 1)), ("2/3", (2, 3)), (" 3 / 3 ", (3, 3)), ("10/10000", (10, 10000))])
def test_good_values(text: str, expected: tuple[int, int]) -> None:
    spec = parse_shard(text)
    assert (spec.index, spec.count) == expected


@pytest.mark.parametrize(("text", "says"), [
    ("0/3", "K must be from 1 to 3"), ("4/3", "K must be from 1 to 3"),
    ("abc", "expects K/N"), ("1/0", "N (the number of shards) must be at least 1"),
    ("", "expects K/N"), ("1/", "expects K/N"), ("/3", "expects K/N"), ("-1/3", "expects K/N"),
    ("1.5/3", "expects K/N"), ("1/3/5", "expects K/N"), ("1/20000", "at most 10,000 shards"),
    ("٣/٣", "expects K/N"), ("9" * 500 + "/1", "expects K/N")])
def test_bad_values_are_usage_errors(text: str, says: str) -> None:
    with pytest.raises(UsageError) as info:
        parse_shard(text)
    assert says in info.value.message
    assert len(info.value.message) < 200


def test_the_environment_names_itself_and_an_empty_value_is_no_shard() -> None:
    assert requested(None, {}) is None
    assert requested(None, {"MCPCHECK_SHARD": "  "}) is None
    assert requested(None, {"MCPCHECK_SHARD": "2/4"}) == ShardSpec(2, 4)
    assert requested("1/4", {"MCPCHECK_SHARD": "2/4"}) == ShardSpec(1, 4)  # the flag wins
    with pytest.raises(UsageError, match=r"^MCPCHECK_SHARD expects K/N"):
        requested(None, {"MCPCHECK_SHARD": "two"})
