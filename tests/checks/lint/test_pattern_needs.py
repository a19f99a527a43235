"""attacks.needs: the substrings one of which every match of a pattern holds, and the screen
attacks.base.Folded makes of them (a text holding none of them is not searched).

The screen only skips searches that would find nothing: every match the twins of the detectors'
patterns find in the corpus strings (the held-out corpora are not read here) holds one of its
pattern's substrings; that scanning with the screens gives the same matches as without them is
checked with the other screens in test_gates.py.
"""

from __future__ import annotations

import gc
import re

import pytest

from mcpcheck.checks.lint.attacks.base import Folded
from mcpcheck.checks.lint.attacks.needs import needs
from tests.support import corpus_text


@pytest.mark.parametrize(("pattern", "expected"), [
    (r"colou?r", ("color", "colour")),
    (r"[ab]c[de]f", ("acdf", "acef", "bcdf", "bcef")),
    (r"\b(?:send|post)\s+\w+\s+to\s+(?:https?://|mailto:)", ("http://", "https://", "mailto:")),
    (r"(?<=token\s)value", ("value",)),  # a lookbehind consumes nothing
    (r"(?:up|down)load(?:ed|ing)?\b", ("download", "downloaded", "downloading", "upload",
                                       "uploaded", "uploading")),
    (r"x{2,3}yz", ("xxxyz", "xxyz")),
    (r"(?:pre-?)?approved", ("approved", "pre-approved", "preapproved")),
    (r"\b(?:hello|hi)\s+(?:assistant|model)\b", ("assistant", "model")),  # no word of every text
    (r"(?:ab)+c\d", ("ab",)),  # a repeat at least once needs its inside
    (r"(?:x|\d+)token", ("token",)),
])
def test_the_substrings_of_a_pattern(pattern: str, expected: tuple[str, ...]) -> None:
    assert needs(re.compile(pattern)) == expected


@pytest.mark.parametrize(("pattern", "flags"), [
    (r"\w+@\w+", 0),  # no literal run of two characters
    (r"a|bc", 0),  # an alternative of one character
    (r"(?i)secret", 0),  # case-insensitive: its literals are not the text's
    (r"secret", re.IGNORECASE),
    (r"(?:key|(?i:token))s", 0),
    (r"(?:[^a]b)+", 0),
])
def test_no_substrings_where_none_is_sure(pattern: str, flags: int) -> None:
    assert needs(re.compile(pattern, flags)) is None


def _folded() -> list[Folded]:
    """Every Folded pattern alive in the worker with a twin, one per pattern and flags (what a
    Folded answers is a function of its pattern, its flags and the text; its other fields are
    caches), in their order. (trim21) One per object read each pattern again for every copy
    several modules make (66 objects, 41 patterns): a third of this test's time. `twin` is read
    first: it folds the pattern and sets `_needs`, which a pattern no text of the worker had
    reached yet still lacked (it was skipped)."""
    found = {(obj.pattern, int(obj.flags)): obj for obj in gc.get_objects()
             if isinstance(obj, Folded)}
    out = [found[key] for key in sorted(found) if found[key].twin is not None]
    assert len(out) > 30  # the detectors' patterns are all made at import
    return out


def _ascii_strings() -> list[str]:
    return [text for text in corpus_text.corpus_strings(held_out=False) if text.isascii()]


CHUNKS = 6


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_match_holds_a_substring(chunk: int) -> None:
    texts = [text.lower() for text in _ascii_strings()[chunk::CHUNKS] if len(text) < 4_000]
    matched = 0
    for pattern in _folded():
        twin = pattern.twin  # folds the pattern: `_needs` is set from here on
        wanted = pattern._needs
        if wanted is None or twin is None:
            continue
        for lowered in texts:
            for found in twin.finditer(lowered):
                matched += 1
                assert any(part in found.group() for part in wanted), (pattern.pattern[:80],
                                                                       found.group())
    # the corpora's poisoned strings match many patterns
    assert matched > 500 // corpus_text.share()


def test_most_patterns_have_substrings_and_most_skip_ordinary_prose() -> None:
    patterns = _folded()
    with_needs = [p for p in patterns if p._needs is not None]
    assert len(with_needs) >= len(patterns) * 3 // 4
    prose = "returns the list of files in a directory, sorted by name and size."
    skipped = [p for p in with_needs if not p._may_match(prose)]
    assert len(skipped) >= len(with_needs) // 2
