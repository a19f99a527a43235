"""Pattern direction by language inclusion (mcpcheck/checks/drift/patterns.py), held to the
ECMA-262 matcher the validators use: a proven inclusion never has a counterexample among many
strings, and a refuted one is shown by one."""

from __future__ import annotations

import itertools
import random

import pytest

from mcpcheck.checks.drift.patterns import MAX_STATES, compare_patterns, included
from mcpcheck.schemas.ecma import search

PAIRS = [
    ("^[a-z]+$", "^[a-z0-9]+$"),
    ("^\\d+$", "^[0-9]+$"),
    ("^\\w+$", "^[A-Za-z0-9_]+$"),
    ("^.+$", "^[\\s\\S]+$"),
    ("abc", "^.*abc"),
    ("abc", "^[\\s\\S]*abc"),
    ("^a", "a"),
    ("^[a-z]{2,5}$", "^[a-z]{3,4}$"),
    ("^\\d{2}-\\d{2}$", "^\\d{2}-\\d{2}(T.*)?$"),
    ("a|^b$", "[ab]"),
    ("^(?:ab|a)c?$", "^a(?:b|c|bc)?$"),
    ("^\\s*$", "^[ \\t]*$"),
    ("", "^$"),
    ("x*", "^x*$"),
]
ALPHABET = "ab09cxT- _\n\t\u2028Z"


def strings() -> list[str]:
    rng = random.Random(30)
    short = ["".join(p) for n in range(4) for p in itertools.product("ab0c\n-", repeat=n)]
    extras = ["\nabc", "12-34T", "12-34", "abc"]
    return short + extras + ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 9)))
                    for _ in range(3000)]


@pytest.mark.parametrize(("one", "two"), PAIRS)
def test_a_decided_inclusion_agrees_with_the_ecma_matcher(one: str, two: str) -> None:
    verdict = compare_patterns(one, two)
    assert not isinstance(verdict, str), verdict
    texts = strings()
    for small, big, proven in ((one, two, verdict.old_in_new), (two, one, verdict.new_in_old)):
        witnesses = [t for t in texts if search(small, t) and not search(big, t)]
        assert (witnesses == []) is proven, (small, big, witnesses[:3])


@pytest.mark.parametrize(("small", "big", "expected"), [
    ("^[a-z]+$", "^[a-z0-9]+$", True),
    ("^[a-z0-9]+$", "^[a-z]+$", False),
    ("^.+$", "^[^\\n\\r\\u2028\\u2029]+$", True),  # ECMA `.`: no line terminators
    ("^[^\\n\\r\\u2028\\u2029]+$", "^.+$", True),
    ("^.$", "^[\\s\\S]$", True),
    ("^[\\s\\S]$", "^.$", False),
    ("^\\w$", "^[a-zA-Z0-9_]$", True),
    ("^[a-zA-Z0-9_\\u00e9]$", "^\\w$", False),  # \w is ASCII
])
def test_the_ecma_reading_of_classes_is_kept(small: str, big: str, expected: bool) -> None:
    assert included(small, big) is expected


@pytest.mark.parametrize(("one", "two", "reason"), [
    ("^(a)\\1$", "^aa$", "back-reference"),
    ("^(?=a)a$", "^a$", "look-around"),
    ("\\bfoo", "foo", "word boundary"),
    ("a^b", "ab", "anchor inside"),
    ("^\\p{L}+$", "^a+$", "property class"),
    (f"^a{{1,{MAX_STATES + 1}}}$", "^a+$", "too large"),
    ("^[", "^a$", "not a valid ECMA-262 pattern"),
])
def test_what_cannot_be_decided_says_why(one: str, two: str, reason: str) -> None:
    verdict = compare_patterns(one, two)
    assert isinstance(verdict, str) and reason in verdict
    assert included(one, two) is None
