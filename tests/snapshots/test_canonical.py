"""RFC 8785 canonical JSON: the test vectors of the RFC and the values JCS cannot carry."""

from __future__ import annotations

import json
import struct

import pytest

from mcpcheck.snapshots.canonical import (
    CanonicalError,
    canonical,
    member_hashes,
    parsed_member_hashes,
    sha256_of,
)


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


# RFC 8785 Appendix B: IEEE 754 bit patterns and their serialization (ECMAScript Number
# toString: shortest round-trip digits, zero-padded up to 1e21, never the exact binary integer).
RFC_NUMBERS = [
    ("0000000000000000", "0"), ("8000000000000000", "0"), ("0000000000000001", "5e-324"),
    ("8000000000000001", "-5e-324"), ("7fefffffffffffff", "1.7976931348623157e+308"),
    ("ffefffffffffffff", "-1.7976931348623157e+308"), ("4340000000000000", "9007199254740992"),
    ("c340000000000000", "-9007199254740992"), ("4430000000000000", "295147905179352830000"),
    ("44b52d02c7e14af5", "9.999999999999997e+22"), ("44b52d02c7e14af6", "1e+23"),
    ("44b52d02c7e14af7", "1.0000000000000001e+23"), ("444b1ae4d6e2ef4e", "999999999999999700000"),
    ("444b1ae4d6e2ef4f", "999999999999999900000"), ("444b1ae4d6e2ef50", "1e+21"),
    ("3eb0c6f7a0b5ed8c", "9.999999999999997e-7"), ("3eb0c6f7a0b5ed8d", "0.000001"),
    ("41b3de4355555553", "333333333.3333332"), ("41b3de4355555554", "333333333.33333325"),
    ("41b3de4355555555", "333333333.3333333"), ("41b3de4355555556", "333333333.3333334"),
    ("41b3de4355555557", "333333333.33333343"), ("becbf647612f3696", "-0.0000033333333333333333"),
    ("43143ff3c1cb0959", "1424953923781206.2"),
]


@pytest.mark.parametrize(("bits", "expected"), RFC_NUMBERS)
def test_rfc8785_number_vectors(bits: str, expected: str) -> None:
    assert canonical(struct.unpack(">d", bytes.fromhex(bits))[0]) == expected.encode()


def test_rfc8785_example() -> None:
    text = ('{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],'
            ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",'
            ' "literals": [null, true, false]}')
    assert canonical(json.loads(text)) == (
        '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],'
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}').encode()


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


def test_every_code_point_is_escaped_as_rfc8785_says() -> None:
    short = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
             "\r": "\\r"}
    wrong = []
    for cp in range(0x110000):
        ch = chr(cp)
        body = short.get(ch) or (f"\\u{cp:04x}" if cp < 0x20 else ch)
        if canonical(ch) != f'"{body}"'.encode("utf-8", "surrogatepass"):
            wrong.append(cp)
    assert wrong == []


_PARSED_CASES = [
    {"name": "t", "description": "plain", "inputSchema": {"type": "object", "required": ["a"]}},
    {"b": [1, {"x": None, "y": True, "z": False}], "a": "é ü 中文 \u2028 \x85", "n": -12},
    {"big": 18446744073709551615, "neg": -9007199254740993, "s": "\x00\x1f\x7f\"\\/"},
    {"inputSchema": {"properties": {"z": {}, "a": {}, "\u00e9": {}, "A": {}}}, "outputSchema": {}},
    {"description": "ratio 1.5, see https://x.y:8080/a", "annotations": {"readOnlyHint": True}},
    {"description": "a:1.5"},  # a float-like text after a colon: declined, costs only time
    {"n": 2.5}, {"n": 1.0}, {"n": 1e-07}, {"n": -0.0}, {"n": [1e21]},  # floats: JCS differs
    {"\ue000": 1, "\U0001f600": 2}, {"k": "\U0001f600"}, {"k": "\ud800"},  # UTF-16 order
    {"n": float("nan")}, [1, 2], "text", None,
]


@pytest.mark.parametrize("value", _PARSED_CASES, ids=range(len(_PARSED_CASES)))
def test_parsed_member_hashes_are_member_hashes_or_none(value: object) -> None:
    """The C encoder's shortcut gives exactly member_hashes' hashes, or declines."""
    members = ("inputSchema", "outputSchema", "description", "annotations", "b")
    quick = parsed_member_hashes(value, members)
    if quick is not None:
        assert quick == member_hashes(value, members)


def test_parsed_member_hashes_take_the_shortcut_for_plain_tools_only() -> None:
    members = ("inputSchema", "description")
    taken = [i for i, v in enumerate(_PARSED_CASES) if parsed_member_hashes(v, members)]
    # floats (and a float-like text after a colon), keys or text from U+D800 up, NaN and
    # non-objects go the exact way
    assert taken == [0, 1, 2, 3, 4]
