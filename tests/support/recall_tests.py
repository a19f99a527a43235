"""The tests every recall round's file repeats, made once: bind what a factory returns at module
level under names starting with `test_`.

`concept_tests`: each row of a (lang, text, rule[, reason]) table has an error of that rule,
each near-miss none. `steering_tests`: each (lang, text, reason) is caught as
text-model-directive at /description of `sample_tool` (the reason, when given, in one of its
error lines), each near-miss has no error. `side_channel_tests`: each parameter description, put
on a parameter `extra`, is caught by a rule the file names, each near-miss has no error.
`corpus_file_tests`: each entry of poisoned_<round>.json is caught at its class's rule (or at
any error, for the rounds that asked no more), each entry of benign_<round>.json has no error.
`bounded_test`: each sentence repeated to 20,000 characters is linted within the lint child's
bound.

A factory refuses a table that could pass a wrong case: an empty list of caught texts (pytest
would skip the test, not fail it) and an empty reason (it is in every error line).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from mcpcheck.checks.lint import lint_tools
from mcpcheck.models import Severity
from tests.support.lint_builders import (
    RULE_OF_CLASS,
    corpus_entries,
    lint_answers_in_a_child,
    sample_error_lines,
)

Steering = Sequence[tuple[str, str, str | None]]


def _checked(caught: Sequence[Any], reasons: Sequence[str | None]) -> None:
    """Refuse a table that cannot fail: no caught row, or a reason "" (found in any line)."""
    if not caught:
        raise ValueError("a recall table needs at least one caught text")
    if any(reason == "" for reason in reasons):
        raise ValueError("an empty reason matches every error line: give None or a text")


def steering_tests(caught: Steering, clean: Sequence[str], lang_first: bool = False
                   ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The steering test and its near-miss test; the ids are "index-lang" ("lang-index" with
    `lang_first`)."""
    _checked(caught, [reason for _, _, reason in caught])
    ids = [f"{lang}-{i}" if lang_first else f"{i}-{lang}" for i, (lang, _, _) in enumerate(caught)]

    @pytest.mark.parametrize(("lang", "text", "reason"), caught, ids=ids)
    def caught_test(lang: str, text: str, reason: str | None) -> None:
        del lang
        found = sample_error_lines(text)
        assert any(line.startswith("text-model-directive /description") for line in found), found
        if reason is not None:
            assert any(reason in line for line in found), found

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        assert sample_error_lines(text) == []

    return caught_test, clean_test


def concept_tests(poisoned: Sequence[tuple[str | None, ...]], benign: Sequence[str],
                  errors: Callable[[str], list[str]]
                  ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The concept test and its near-miss test of a round's table: each (lang, text, rule) or
    (lang, text, rule, reason) has an error line of `errors(text)` ("rule message") that starts
    with the rule (and holds the reason, unless it is None); each benign text has none."""
    _checked(poisoned, [row[3] for row in poisoned if len(row) == 4])

    @pytest.mark.parametrize(("lang", "text", "rule"), poisoned)
    def caught_by_rule(lang: str, text: str, rule: str) -> None:
        del lang
        found = errors(text)
        assert any(f.startswith(rule) for f in found), found

    @pytest.mark.parametrize(("lang", "text", "rule", "reason"), poisoned)
    def caught_with_reason(lang: str, text: str, rule: str, reason: str | None) -> None:
        del lang
        found = errors(text)
        assert any(f.startswith(rule) and (reason is None or reason in f) for f in found), found

    @pytest.mark.parametrize("text", benign)
    def clean_test(text: str) -> None:
        assert errors(text) == []

    with_reason = {len(row) for row in poisoned} == {4}
    return (caught_with_reason if with_reason else caught_by_rule), clean_test


def side_channel_tests(caught: Sequence[str], clean: Sequence[str], description: str,
                       starts: tuple[str, ...]
                       ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The side-channel test and its near-miss test: a tool with this `description` and the text
    as the description of its parameter `extra`; caught means an error line starting with one of
    `starts` ("rule path")."""
    _checked(caught, [])

    @pytest.mark.parametrize("param", caught)
    def caught_test(param: str) -> None:
        found = sample_error_lines(description, {"extra": param})
        assert any(line.startswith(starts) for line in found), found

    @pytest.mark.parametrize("param", clean)
    def clean_test(param: str) -> None:
        assert sample_error_lines(description, {"extra": param}) == []

    return caught_test, clean_test


def _error_lines(tool: dict[str, Any]) -> list[str]:
    """"rule path message" of each error-level finding of the tool."""
    (verdict,) = lint_tools([tool])
    return [f"{f.rule} {f.path} {f.message}" for f in verdict.findings
            if f.severity is Severity.ERROR]


def corpus_file_tests(round_name: str, also: dict[str, str] | None = None,
                      by_class: bool = True
                      ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The tests of poisoned_<round_name>.json and benign_<round_name>.json: each poisoned entry
    has an error of its class's rule (`also` maps a class to a second rule that counts too;
    without `by_class`, any error counts), each benign entry has none."""
    poisoned = corpus_entries(f"poisoned_{round_name}.json")
    benign = corpus_entries(f"benign_{round_name}.json")
    others = also or {}

    @pytest.mark.parametrize("entry", poisoned, ids=[e["id"] for e in poisoned])
    def caught_test(entry: dict[str, Any]) -> None:
        rules = {line.split(" ", 1)[0] for line in _error_lines(entry["tool"])}
        if not by_class:
            assert rules, entry["id"]
            return
        wanted = {RULE_OF_CLASS[entry["class"]], others.get(entry["class"], "")}
        assert rules & wanted, (entry["id"], rules)

    @pytest.mark.parametrize("entry", benign, ids=[e["id"] for e in benign])
    def clean_test(entry: dict[str, Any]) -> None:
        assert _error_lines(entry["tool"]) == [], entry["id"]

    return caught_test, clean_test


def bounded_test(sentences: Sequence[str]) -> Callable[..., None]:
    """The test that each sentence, repeated to 20,000 characters as a description, is linted
    within the lint child's bound (tests/support/lint_child.py)."""

    @pytest.mark.parametrize("sentence", sentences)
    def bounded(sentence: str) -> None:
        lint_answers_in_a_child(sentence)

    return bounded
