"""The concept rules' trigger gates look up their word starts once per ASCII text in an index by
their first two letters, built at import from the rules' own forms (attacks.concepts
`_stem_rules`): it never skips a rule that its regex search (`\\b` then a stem, in the lowercased
text) would pass, nor passes one it would skip, on every stem of every rule and on every corpus
string.

The held-out corpora are not read here (they measure generalization, not speed).
"""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.attacks import concepts
from mcpcheck.checks.lint.attacks.base import words_of
from tests.support import corpus_text


def corpus_strings() -> list[str]:
    return corpus_text.corpus_strings(held_out=False)  # written without sight of the held-out


def _indexed() -> list[tuple[str, str]]:
    """(stem, rule id) of every stem in the index."""
    out = [(stem, rule_id) for bucket in concepts._STEM_INDEX.long.values()
           for stem, rule_id in bucket]
    out += [(stem, rule_id) for stem, ids in concepts._STEM_INDEX.short.items() for rule_id in ids]
    return out


def _indexed_rules() -> list[concepts.Rule]:
    ids = {rule_id for _, rule_id in _indexed()}
    return [rule for rule in concepts.RULES if rule.id in ids]


def test_the_index_holds_the_rules_stems() -> None:
    indexed = _indexed()
    assert len(indexed) > 50
    rules = _indexed_rules()
    assert len(rules) >= 5
    for rule in rules:  # every plain stem of the rule's triggers, and nothing else
        _, stems = concepts._rule_triggers(rule)
        assert sorted(s for s, rid in indexed if rid == rule.id) == sorted(stems), rule.id


def test_every_stem_opens_its_rule() -> None:
    for stem, rule_id in _indexed():
        for text in (f"please {stem}", f"{stem.upper()}ING now", f"x ${stem}x", f"(`{stem}zz`)"):
            lowered = text.lower()
            seen = words_of(lowered)
            assert rule_id in concepts._stem_rules(seen), (stem, text)
            assert concepts._GATES[rule_id](text, lowered, seen), (stem, text)


def test_a_stem_inside_a_word_opens_what_the_regex_opens() -> None:
    regexes = {rule.id: concepts._starts_regex(concepts._rule_triggers(rule)[1])
               for rule in _indexed_rules()}
    for stem, rule_id in _indexed():
        for text in (f"x{stem} and 9{stem}", f"{stem[:-1]} {stem[-1:]}"):
            lowered = text.lower()
            found = regexes[rule_id].search(lowered) is not None
            assert (rule_id in concepts._stem_rules(words_of(lowered))) == found, (stem, text)
        # words_of also reads the words of a snake_case name (`_desconsider_`, `earlier_guidance`):
        # the index opens there, where `\b` does not (wider than the regex, never narrower)
        assert rule_id in concepts._stem_rules(words_of(f"_{stem}_")), stem


CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_index_is_the_regex_on_every_corpus_string(chunk: int) -> None:
    rules = [(rule.id, concepts._starts_regex(concepts._rule_triggers(rule)[1]))
             for rule in _indexed_rules()]
    texts = [t for t in corpus_strings()[chunk::CHUNKS] if t.isascii()]
    assert len(texts) > 20_000 // corpus_text.share()  # each floor divided by the share
    opened = 0
    for text in texts:
        lowered = text.lower()
        hits = concepts._stem_rules(words_of(lowered))
        for rule_id, regex in rules:
            found = regex.search(lowered) is not None
            # the index is the regex, except that it also opens on the words of a snake_case
            # name (words_of splits them; `\b` does not start a word after "_")
            assert (rule_id in hits) == found or (not found and "_" in lowered), (
                rule_id, text[:120])
            opened += found
    assert opened > 100
