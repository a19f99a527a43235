"""(speed15) concepts._english_form compiles, per concept, only the forms that may start with the
text's first two characters there (concepts._may_start), not every form starting with its first
letter: it answers as the pattern of all the concept's forms it reads (its English forms and the
other languages' forms without a stem), on a fixed share of the corpus strings (held-out corpora
left out) and on texts made from the forms themselves with their letters' other cases (the
Kelvin sign, the dotless i, the long s, the dotted capital I) and other spaces between words.
"""

from __future__ import annotations

import re
from functools import cache

from mcpcheck.checks.lint.attacks import concepts, lexicon
from mcpcheck.checks.lint.attacks.lexicon import Concept
from tests.support.corpus_text import corpus_strings, share

SHARE = 41  # every 41st corpus string (sorted: a fixed, deterministic share)
_WORD_START = re.compile(r"(?<!\w)\w")


def _used() -> list[Concept]:
    """The concepts of the rules (the ones _english_form is asked about), in a fixed order."""
    ids = sorted({item.id for rule in concepts.RULES for part in (*rule.parts, rule.unless)
                  for item in part if isinstance(item, Concept)})
    return [lexicon.CONCEPTS[cid] for cid in ids]


@cache
def _whole(cid: str) -> re.Pattern[str] | None:
    """The pattern of every form _english_form reads, as written (no lazy pattern)."""
    forms = [(lang, form) for lang, form in lexicon.CONCEPTS[cid].forms()
             if lang == "en" or "*" not in form]
    return re.compile(lexicon.compile_forms(forms).pattern, re.IGNORECASE) if forms else None


def _expected(concept: Concept, text: str, start: int) -> bool:
    whole = _whole(concept.id)
    return whole is not None and whole.match(text, start) is not None


def test_the_corpus_share() -> None:
    used = _used()
    assert len(used) > 300
    texts = corpus_strings(held_out=False)[::SHARE]
    assert len(texts) > 2_000 // share()  # 157 at share 20, 313 at 10 (suite31)
    checked = found = 0
    for index, text in enumerate(texts):
        # where the engine asks: the places its concepts' forms are found (any language's)
        asked = [(lexicon.CONCEPTS[cid], start) for cid, spans
                 in sorted(concepts._concept_spans(text, concepts._ALL_LANGS).items())
                 if cid in lexicon.CONCEPTS for start, _ in spans[:2]]
        # and any word's start against a turning share of the concepts
        starts = [m.start() for m in _WORD_START.finditer(text)][:30]
        asked += [(concept, start) for turn, start in enumerate(starts)
                  for concept in used[(index + turn) % 157 :: 157]]
        for concept, start in asked:
            expected = _expected(concept, text, start)
            assert concepts._english_form(concept, text, start) is expected, (
                concept.id, text[start : start + 40])
            checked += 1
            found += expected
    assert checked > 50_000 // share()  # 3,221 at share 20 (suite31)
    # the share holds places where a form starts, not only misses (973 once recall38a's two
    # concepts turned which concepts each text is asked about: a sample's count, not a finding;
    # 731 at the share of 5: the floor is 900 at the share of 3, scaled with the share)
    assert found > 2_700 // share()


_CASES = {"k": ("K", "\u212a"), "s": ("S", "\u017f"), "i": ("I", "\u0131", "\u0130"),
          "\u0131": ("i", "I"), "\u0130": ("i", "I")}
_SPACES = ("\t", "\n", "\x1c", "\xa0", "  ")


def _variants(form: str) -> list[str]:
    """The form as a text may hold it: as written, in capitals, each of its first two letters in
    its other cases, its spaces as other spaces, its stem continued."""
    body = form.rstrip("*")
    out = [body, body.upper(), body.title(), body + "ing", body + " x"]
    for at in (0, 1):
        if at < len(body):
            for other in _CASES.get(body[at], ()):
                out.append(body[:at] + other + body[at + 1 :])
    if " " in body:
        out += [body.replace(" ", space, 1) for space in _SPACES]
    return out


def test_the_forms_in_their_other_cases_and_spaces() -> None:
    checked = found = edges = 0
    for concept in _used():
        forms = [form for _, form in concept.forms()]
        # a share of the forms, and every form whose first two characters hold one outside ASCII
        # that has an ASCII case (Turkish "kısa": "KISA" and "kisa" match it)
        for form in forms[::53] + [form for form in forms if any(
                not char.isascii() and any(map(str.isascii, char.upper() + char.lower()))
                for char in form[:2])]:
            for variant in _variants(form):
                for text, start in ((variant, 0), ("x " + variant, 2), (variant + "!", 0),
                                    (variant[:1], 0)):
                    expected = _expected(concept, text, start)
                    assert concepts._english_form(concept, text, start) is expected, (
                        concept.id, form, text)
                    checked += 1
                    found += expected
                    edges += expected and not text[start : start + 2].isascii()
    assert checked > 3_000
    assert found > 1_000
    assert edges > 10  # forms found where a first or second character is outside ASCII


def test_what_may_start_a_form() -> None:
    assert concepts._may_start("ignore", "ig")
    assert not concepts._may_start("ignore", "ic")  # the second letter differs
    assert not concepts._may_start("ignore", "xg")
    assert concepts._may_start("a copy", "a ")
    assert concepts._may_start("a copy", "a\t")
    assert not concepts._may_start("a copy", "an")  # a one-letter word needs a space after it
    assert concepts._may_start("a", "an")  # (what follows a whole form is its pattern's to judge)
    assert concepts._may_start("kısa", "ki")  # the dotless i matches "i" and "I"
    assert concepts._may_start("\u212aey", "ke")  # the Kelvin sign matches "k" and "K"
    assert not concepts._may_start("игнорируй", "ig")  # no case of "и" is ASCII
    assert concepts._may_start("игнорируй", "\u0438\u0433")  # outside ASCII: every form is kept
    assert concepts._may_start("ignore", "i")  # the text ends after one character
    assert concepts._may_start("ignore", "")
