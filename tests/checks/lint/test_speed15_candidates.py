"""(speed15) A word's candidate forms (concepts._candidates) without a `_same` call per entry (an
exact entry's first word is the word itself; a stem's is tested with `startswith`), and the
forms split once for every language set's index (concepts._tokens): each word of a share of the
corpus strings (held-out corpora left out) and each word made from the forms has, in every
language set the engine indexes, the candidates of the plain formulation, in its order.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import concepts, lexicon
from tests.support.corpus_text import corpus_strings

SHARE = 11  # every eleventh corpus string (sorted: a fixed, deterministic share)
_LANG_SETS = (concepts._EN, concepts._NON_EN, concepts._MIXED, concepts._ALL_LANGS)


def _plain(word: str, langs: frozenset[str]) -> concepts._Candidates:
    index = concepts._index(langs)
    return tuple((concept, form_words) for concept, form_words in
                 (*index.exact.get(word, ()), *index.stems.get(word[:2], ()))
                 if concepts._same(word, form_words[0]))


def _fresh(word: str, langs: frozenset[str]) -> concepts._Candidates:
    concepts._candidates_memo(langs).pop(word, None)
    return concepts._candidates(word, langs)


def _words() -> list[str]:
    found = {word for text in corpus_strings(held_out=False)[::SHARE]
             for word, _, _ in concepts._words(text)}
    for concept in lexicon.CONCEPTS.values():
        # every fifth form, and every stem form (precision19: the corpus share alone may hold no
        # word of an English stem, of which there are few)
        for at, (_, form) in enumerate(concept.forms()):
            words = concepts._tokens(form)
            if words and (at % 5 == 0 or words[0].endswith("*")):
                first = words[0].removesuffix("*")
                found.update((first, first + "s", first[:2], first[:-1] or first))
    return sorted(found)


def test_candidates_as_the_plain_formulation() -> None:
    words = _words()
    assert len(words) > 10_000
    for langs in _LANG_SETS:
        with_forms = stems = 0
        for word in words:
            expected = _plain(word, langs)
            assert _fresh(word, langs) == expected, (word, sorted(langs)[:3])
            with_forms += bool(expected)
            stems += any(form_words[0].endswith("*") for _, form_words in expected)
        # each set's words hold candidates, and stems among them
        assert with_forms > 150, sorted(langs)
        assert stems > (0 if langs in (concepts._EN, concepts._MIXED) else 300), sorted(langs)


def test_forms_split_once() -> None:
    forms = sorted({form for concept in lexicon.CONCEPTS.values() for _, form in concept.forms()})
    assert len(forms) > 10_000
    for form in forms:
        assert concepts._tokens(form) == concepts._split_form(form), form
        assert concepts._tokens(form) is concepts._tokens(form)
