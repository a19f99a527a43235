"""RFC 8785 canonical JSON: the test vectors of the RFC and the values JCS cannot carry."""

from __future__ import annotations

import pytest

from mcpcheck.canonical import CanonicalError, canonical, sha256_of


@pytest.mark.parametrize(("value", "expected"), [
    (1.0, b"1"), (0.5, b"0.5"), (1e21, b"1e+21"), (1e-7, b"1e-7"), (-1e-6, b"-0.000001"),
    (1e20, b"100000000000000000000"), (5e-324, b"5e-324"), (123.456, b"123.456"),
    (1.7976931348623157e308, b"1.7976931348623157e+308"), (-0.0, b"0"), (10**30, b"1" + b"0" * 30),
    ("\u20ac$\u000f\nA'B\"\\\\\"/", '"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"'.encode()),
    ({"b": [1, None, True], "a": {"y": False, "x": "z"}},
     b'{"a":{"x":"z","y":false},"b":[1,null,true]}'),
])
def test_canonical_values(value: object, expected: bytes) -> None:
    assert canonical(value) == expected


def test_keys_sort_by_utf16_code_units() -> None:
    # RFC 8785 section 3.2.3 example ordering
    value = {"\u20ac": 1, "\r": 2, "\ufb33": 3, "1": 4, "\U0001f600": 5, "\u0080": 6, "\u00f6": 7}
    keys = [k for k in canonical(value).decode().strip("{}").split(",")]
    assert [k.split(":")[0] for k in keys] == [
        '"\\r"', '"1"', '"\u0080"', '"\u00f6"', '"\u20ac"', '"\U0001f600"', '"\ufb33"']


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf")])
def test_non_finite_numbers_are_rejected_with_their_path(bad: float) -> None:
    with pytest.raises(CanonicalError, match="/a/1"):
        canonical({"a": [0, bad]})


def test_too_deep_is_a_canonical_error_not_a_crash() -> None:
    deep: object = 1
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(CanonicalError, match="nested deeper"):
        canonical(deep)


def test_hash_ignores_key_order() -> None:
    assert sha256_of({"a": 1, "b": 2}) == sha256_of({"b": 2, "a": 1})
    assert sha256_of({"a": 1}) != sha256_of({"a": 1.5})
