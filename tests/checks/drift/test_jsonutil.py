"""strict_equal: equal as JSON (true is not 1, 1 is 1.0), decided from the texts where they
suffice and by a walk where a float may make equal values read differently."""

from __future__ import annotations

from typing import Any

import pytest

from mcpcheck.checks.drift.jsonutil import _walk_equal, dumps, strict_equal

CASES: list[tuple[Any, Any, bool]] = [
    ({"a": 1}, {"a": 1.0}, True), ({"a": 0}, {"a": -0.0}, True), ([10**16], [1e16], True),
    ({"a": True}, {"a": 1}, False), ({"a": False}, {"a": 0.0}, False), ({"a": 1}, {"a": 2}, False),
    ({"b": [1, "x"], "a": None}, {"a": None, "b": [1, "x"]}, True),
    ({"a": "1.0"}, {"a": 1.0}, False),
    ({"a": "x 1.5"}, {"a": "x 1.50"}, False), ([float("inf")], [float("-inf")], False),
    ([1.5, {"k": [2]}], [1.5, {"k": [2.0]}], True), ({"a": []}, {"a": {}}, False),
    ({1: "x"}, {"1": "x"}, True),  # the texts are equal: decided as before, from the texts
    # a float in every place the encoder writes a number: first item, later item, member,
    # negative, exponent without a fraction, infinities and NaN
    ([1.0], [1], True), ([2, 1.0], [2, 1], True), ({"a": -1.0}, {"a": -1}, True),
    ({"a": [1e16]}, {"a": [10**16]}, True), ({"a": [1e-07, 3.0]}, {"a": [1e-07, 3]}, True),
    ({"a": [float("inf")]}, {"a": [float("inf")]}, True), ([1, -1e300 * 1e300], [1, 0], False),
    (2.0, 2, True), (-3.0, -3, True), ({"k": "[1.0"}, {"k": "[1"}, False),
]


@pytest.mark.parametrize(("a", "b", "equal"), CASES)
def test_strict_equal_is_json_equality(a: Any, b: Any, equal: bool) -> None:
    assert strict_equal(a, b) is equal
    assert strict_equal(b, a) is equal
    if dumps(a) != dumps(b):  # the walk alone decides the same
        assert _walk_equal(a, b) is equal


def test_dumps_is_json_dumps_compact_sorted_ascii() -> None:
    import json

    value = {"z": [1, 2.5, None, True], "a": {"é": "\u2028", "b": -0.0}, "n": 10**30}
    assert dumps(value) == json.dumps(value, sort_keys=True, separators=(",", ":"))
    assert dumps("é") == json.dumps("é") and dumps(1.5) == "1.5"
    assert dumps({"a": object()}) is None
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    assert dumps(deep) is None
