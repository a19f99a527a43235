"""Names across naming conventions: `getTinyImage`, `get-tiny-image` and `get_tiny_image` are one
name once case and separators are folded; `longRunningOperation` and
`trigger-long-running-operation` share their words."""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_SEPARATORS = re.compile(r"[\s_\-.:/]+")


def fold(name: str) -> str:
    """Lower case without separators: the same for every convention of the same words."""
    return _SEPARATORS.sub("", name).lower()


def words(name: str) -> frozenset[str]:
    """The words of a name in any convention (camelCase, kebab-case, snake_case, ...)."""
    return frozenset(w.lower() for w in _WORD.findall(name))


def name_likeness(a: str, b: str) -> float:
    """1.0 for the same folded name; otherwise the share of words in common (0..1), with one
    name's words all inside the other's counting as at least 0.5."""
    if fold(a) == fold(b):
        return 1.0
    left, right = words(a), words(b)
    if not left or not right:
        return 0.0
    common = len(left & right)
    share = common / len(left | right)
    if common and (left <= right or right <= left):
        share = max(share, 0.5)
    return share
