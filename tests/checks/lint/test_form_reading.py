"""How the lexicon's forms are read, fast and the same: attacks.lexicon's accent folding one
character at a time (a translation table) is the folding of the whole text at once (NFKD, then
every combining mark taken off), and attacks.concepts._tokens splits a plain form into the words
the form-word pattern matches; on every form of the lexicon and on texts that need the slow way."""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import concepts, lexicon

# stacked marks (Vietnamese, a combining sequence out of canonical order), ligatures and letters
# the tables spell out, compatibility characters, Hangul, a mark at the start
_TEXTS = ("không cần xác nhận", "ệ ẫ ở ự", "a\u0323\u0302b", "a\u0302\u0323b", "\u0301abc",
          "ﬁle ½ ｆｕｌｌ", "straße ætt øre œuvre łódź", "한국어 確認", "ı İ ǅ", "plain ascii")


def test_folding_by_character_is_folding_the_whole_text() -> None:
    forms = {form for concept in lexicon.CONCEPTS.values() for lang_forms in
             concept.words.values() for form in lang_forms}
    texts = sorted(forms) + list(_TEXTS)
    assert len(texts) > 20_000
    for table in (lexicon._LETTERS_TWO, lexicon._LETTERS_ONE):
        for text in texts:
            assert lexicon._unmarked(text, table) == lexicon.unmarked_at_once(text, table), text


def test_folding_spells_out_and_takes_off() -> None:
    assert lexicon._unmarked("straße über", lexicon._LETTERS_TWO) == "strasse ueber"
    assert lexicon._unmarked("straße über", lexicon._LETTERS_ONE) == "strasse uber"
    assert lexicon._unmarked("a\u0302\u0323b ệ", lexicon._LETTERS_ONE) == "ab e"


def test_a_forms_words_are_the_form_word_patterns_matches() -> None:
    """attacks.concepts._tokens reads a plain form by splitting it: the same words as the
    pattern's matches, on every form of the lexicon and on forms that need the pattern. A word in
    quotes of its own is read without them first (fix62: "risponde 'no'", "'nein' sagt")."""
    forms = {form for concept in lexicon.CONCEPTS.values() for lang_forms in
             concept.words.values() for form in lang_forms}
    odd = ["don't", "l'outil", "system-prompt", "a**", "ab*c", "n'", "x_y", "हिन्दी पाठ",
           "naïve*", "v2 api*", "İstanbul", "ǅemal", "½ price", "e\u0301te\u0301"]
    for form in sorted(forms) + odd:
        unquoted = concepts._QUOTED_FORM_WORD.sub(r"\1", form.casefold())
        assert concepts._tokens(form) == tuple(concepts._FORM_WORD.findall(unquoted)), form


def test_a_word_in_quotes_of_its_own_is_read_without_them() -> None:
    assert concepts._tokens("'nein' sagt") == ("nein", "sagt")
    assert concepts._tokens("risponde 'no'") == ("risponde", "no")
    assert concepts._tokens("dit « non »") == ("dit", "non")
    # an apostrophe inside a word is the word's: not a quote
    assert concepts._tokens("don't") == ("don't",)
    assert concepts._tokens("l'outil") == ("l'outil",)
