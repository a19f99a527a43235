"""Every concept rule and every concept has an id of its own.

Branches that append rules and concepts to concepts.py and lexicon.py merge without a conflict
even when both chose the same id (stop 48: two rules `a.any-language-caveats-dropped` and two
concepts `caveat-any`, `drop-any`); a finding then names two readings at once, and the lexicon's
table by id keeps only the later concept. test_names_bound_once catches a shared Python name, not
a shared id under two names.
"""

from __future__ import annotations

from collections import Counter

from mcpcheck.checks.lint.attacks import concepts, lexicon


def _twice(ids: list[str]) -> list[str]:
    return sorted(key for key, count in Counter(ids).items() if count > 1)


def test_the_check_sees_a_shared_id() -> None:
    assert _twice(["a", "b", "a", "c"]) == ["a"]


def test_every_rule_id_is_unique() -> None:
    assert _twice([rule.id for rule in concepts.RULES]) == []


def test_every_concept_id_is_unique() -> None:
    made = {id(value): value for value in vars(lexicon).values()
            if isinstance(value, lexicon.Concept)}
    assert len(made) > 300
    assert _twice([concept.id for concept in made.values()]) == []
    assert all(lexicon.CONCEPTS[c.id] is c for c in made.values() if c.id in lexicon.CONCEPTS)


def test_every_id_made_by_concept_is_unique() -> None:
    # a concept with no module-level name of its own (made inside a tuple, or rebound) is seen
    # only here (stop 49: a branch's `put-any` and `disparage-any` replaced two concepts so)
    assert len(lexicon.MADE_IDS) > 500
    assert _twice(lexicon.MADE_IDS) == []
