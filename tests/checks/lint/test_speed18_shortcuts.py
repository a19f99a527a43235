"""(speed18) The short cuts of the case-folded patterns against the full paths they replaced, on
every corpus string this test may read (the blind held-out sets heldout10 and later and the
train13 files are left out; the retired held-out sets heldout, heldout2-9 are training now).

- `base.Folded._narrowed`: a twin that is an alternation is searched without the top-level
  alternatives none of whose substrings (attacks.needs) the lowercased text holds; the full path
  searched the whole twin. Same matches (finditer's spans, and a search from the middle of the
  text), for every Folded pattern the engine makes, in every text the lint would search it in.
- `lazy.holds_any`: on a text of LONG_TEXT characters or more, each substring's presence is
  remembered for the text; the full path tested `part in text` each time. Same answers.
"""

from __future__ import annotations

import gc

import pytest

from mcpcheck.checks.lint import attacks
from mcpcheck.checks.lint.attacks import base
from mcpcheck.checks.lint.attacks.lazy import LONG_TEXT, holds_any
from tests.support.corpus_text import readable_strings, share


def _texts() -> list[str]:
    return readable_strings()


def _folded() -> list[base.Folded]:
    """Every Folded pattern the engine made at import (signals, gates, detectors' patterns), one
    per pattern and flags (what a Folded answers is a function of its pattern, its flags and the
    text; its other fields are caches), in their order. (trim20) Several modules make the same
    pattern (60 split Folded objects at import, 41 patterns; 66 in a test worker, whose test
    modules make some more): each was searched again through every text."""
    assert attacks.CLASSES  # the detectors' modules are imported
    found = {(obj.pattern, int(obj.flags)): obj for obj in gc.get_objects()
             if isinstance(obj, base.Folded)}
    return [found[key] for key in sorted(found)]


def test_the_short_cuts_answer_as_the_full_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    # every set of alternatives a text keeps is searched through its own twin at once (the lint
    # compiles one at its third sighting: a cost, not a change of what is found)
    monkeypatch.setattr(base, "_NARROW_AFTER", 0)
    texts = _texts()
    assert len(texts) > 40_000 // share()
    split = [pattern for pattern in _folded() if pattern._split() is not None]
    assert len(split) > 40
    narrowed = emptied = 0
    for text in texts:
        lowered = text.lower()
        for pattern in split:
            twin = pattern._twin_for(text)
            if twin is None or not pattern._may_match(lowered):
                continue  # the lint does not search the twin here
            narrow = pattern._narrowed(twin, lowered)
            if narrow is twin:
                continue
            expected = [found.span() for found in twin.finditer(lowered)]
            got = [] if narrow is None else [found.span() for found in narrow.finditer(lowered)]
            assert got == expected, (pattern.pattern[:80], text[:120])
            middle = len(lowered) // 2
            full = twin.search(lowered, middle)
            part = None if narrow is None else narrow.search(lowered, middle)
            assert (None if part is None else part.span()) == (
                None if full is None else full.span()), (pattern.pattern[:80], text[:120])
            narrowed += narrow is not None
            emptied += narrow is None
    # both short cuts are taken on the corpus
    assert narrowed > 10_000 // share() and emptied > 10_000 // share()
    # the alternatives the texts keep are found where the whole twin finds them, in its order: a
    # text that two alternatives match at one place gets the earlier one
    written = base.Folded(r"\bsend\s+the\s+key\b|\bsend\b|--nogpgcheck\b|\bkey\b")
    for text in ("Send the key now", "send it", "the KEY --nogpgcheck", "sendkey", "no match"):
        lowered = text.lower()
        twin = written._twin_for(text)
        assert twin is not None
        narrow = written._narrowed(twin, lowered)
        expected = [found.span() for found in twin.finditer(lowered)]
        assert ([] if narrow is None else [m.span() for m in narrow.finditer(lowered)]) == expected
        assert list(written.spans(text)) == expected
    twin = written._twin_for("send it")
    assert twin is not None and written._narrowed(twin, "send it") is not twin
    # a back reference to another alternative's group is not split (its group's number would
    # change); (speed66) one to its own is, and kept alone only where its number stays
    assert base.Folded(r"(a)|x\1|c")._split() is None
    own = base.Folded(r"(a)x\1|b|c")._split()
    assert own is not None and own.numbered == frozenset({0})
    assert own.numbers_kept([0]) and own.numbers_kept([0, 2])
    # holds_any: the same answers on a long text, asked twice and in any order
    for text in (t for t in texts if len(t) >= LONG_TEXT):
        lowered = text.lower()
        for parts in (("tool", "://"), ("zzqx",), ("send", "zzqx"), ("://", "tool")):
            assert holds_any(lowered, parts) == any(part in lowered for part in parts)
