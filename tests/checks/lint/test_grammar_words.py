"""The grammar words the clause judgments read (attacks.lexicon.GRAMMAR: a second-person
possessive, "this/our", a demonstrative, a conjunction, a verb-final negation) are listed per
language in the lexicon, like the concepts, and kept out of the attack concepts (whose forms also
make the normalizer's vocabulary and the stem index: a word listed here changes only the judgments
that read it).
"""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.attacks import concepts, lexicon


def test_grammar_words_are_no_attack_concepts() -> None:
    assert set(lexicon.GRAMMAR).isdisjoint(lexicon.CONCEPTS)
    kept = [c for c in lexicon.CONCEPTS.values() if c.id in lexicon.GRAMMAR]
    assert kept == []


@pytest.mark.parametrize("cid", sorted(lexicon.GRAMMAR))
def test_every_form_is_found_as_a_word(cid: str) -> None:
    concept = lexicon.GRAMMAR[cid]
    for lang, form in concept.forms():
        word = form.rstrip("*") + ("en" if form.endswith("*") else "")
        assert concept.regex.search(f"zz {word} zz") is not None, (lang, form)
        if lang not in lexicon.UNSPACED and form.isalpha():
            assert concept.regex.search(f"zz q{form} zz") is None, (lang, form)


@pytest.mark.parametrize(("text", "own"), [
    ("Deine Anweisungen haben Vorrang vor diesem Blatt.", True),
    ("Your instructions take precedence over this sheet.", True),
    ("Twoje instrukcje mają pierwszeństwo.", True),  # twoj*
    ("Die Anweisungen des Admins haben Vorrang.", False),
])
def test_the_second_person_word_makes_the_guidance_the_models_own(text: str, own: bool) -> None:
    guidance = next(m for concept in concepts._GUIDANCE_KINDS
                    for m in concepts._forms_regex(concept.id).finditer(text))
    assert concepts._models_own(text, guidance.span(), 0, len(text)) is own


@pytest.mark.parametrize(("text", "governed"), [
    ("Onayı olmadan hiçbir isteği yürütmez.", True),
    ("確認なしに実行しません。", True),
    ("확인 없이 실행하지 않습니다.", True),
    ("Onay olmadan isteği yürütür.", False),
    ("確認なしに実行します。", False),
])
def test_a_verb_final_negation_governs_the_without(text: str, governed: bool) -> None:
    assert concepts._without_under_negation(text, 0, len(text)) is governed
