"""The tests every recall round's file repeats, made once: bind what a factory returns at module
level under names starting with `test_`.

`concept_tests`: each row of a (lang, text, rule[, reason]) table has an error of that rule,
each near-miss none. `steering_tests`: each (lang, text, reason) is caught as
text-model-directive at /description of `sample_tool` (the reason, when given, in one of its
error lines), each near-miss has no error. `side_channel_tests`: each parameter description, put
on a parameter `extra`, is caught by a rule the file names, each near-miss has no error.
`value_tests`: each (lang, text), put as the description of a parameter of a plain tool, is
caught by a rule the file names (by default param-side-channel), each near-miss has no error.
`shape_tests`: each (text, rule, reason) is caught at /description of the file's tool, at that
rule, with the reason in its message; each near-miss has no error. `located_tests`: each text,
made into the file's tool, has an error of a rule (or of one of a set of rules) at a path; each
near-miss has no error.
`corpus_file_tests`: each entry of poisoned_<round>.json is caught at its class's rule (or at
any error, for the rounds that asked no more, or for the classes a round does not name), each
entry of benign_<round>.json has no error.
`placed_tests`: each (rule, text), put in a description or a parameter's, is found at that rule,
each near-miss has no error; `rule_tests` the same for (text, rule) rows and the file's tool.
`found_in_each` and `clean_in_each`: one rule found for each text of a list by the file's own
error function, or nothing found. `one_rule_tests`: each text after a lead sentence is found at
the file's one rule (and alone in a parameter has an error), each near-miss after the lead has
none.
`bounded_test`: each sentence repeated to 20,000 characters is linted within the lint child's
bound.

A factory refuses a table that could pass a wrong case: an empty list of caught texts (pytest
would skip the test, not fail it) and an empty reason (it is in every error line).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

import pytest

from mcpcheck.checks.lint import lint_tools
from mcpcheck.models import Severity
from tests.support.lint_builders import (
    RULE_OF_CLASS,
    corpus_entries,
    lint_answers_in_a_child,
    placed_errors,
    sample_error_lines,
    sample_errors,
    tool_errors,
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


def _parameter_checks(caught_errors: Callable[[str], list[str]],
                      clean_errors: Callable[[str], list[str]], starts: str | tuple[str, ...]
                      ) -> tuple[Callable[[str], None], Callable[[str], None]]:
    """The two checks of a parameter's description: the error lines of the caught tool built
    from it hold one starting with `starts`; the near-miss tool built from it has none."""

    def caught(text: str) -> None:
        found = caught_errors(text)
        assert any(line.startswith(starts) for line in found), found

    def clean(text: str) -> None:
        assert clean_errors(text) == []

    return caught, clean


def side_channel_tests(caught: Sequence[str], clean: Sequence[str], description: str,
                       starts: tuple[str, ...]
                       ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The side-channel test and its near-miss test: a tool with this `description` and the text
    as the description of its parameter `extra`; caught means an error line starting with one of
    `starts` ("rule path")."""
    _checked(caught, [])
    check, check_clean = _parameter_checks(
        lambda text: sample_error_lines(description, {"extra": text}),
        lambda text: sample_error_lines(description, {"extra": text}), starts)

    @pytest.mark.parametrize("param", caught)
    def caught_test(param: str) -> None:
        check(param)

    @pytest.mark.parametrize("param", clean)
    def clean_test(param: str) -> None:
        check_clean(param)

    return caught_test, clean_test


def value_tests(caught: Sequence[tuple[str, str]], clean: Sequence[str], clean_description: str,
                rule: str = "param-side-channel", description: str = "Looks a record up."
                ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The test of a parameter that asks for what it must not and its near-miss test: each
    (lang, text) of `caught`, as the description of a parameter `context` of `sample_tool`
    described as `description`, has an error line ("rule message") starting with `rule`; each
    text of `clean`, as the description of a parameter `setting` of `sample_tool` described as
    `clean_description`, has no error."""
    _checked(caught, [])
    check, check_clean = _parameter_checks(
        lambda text: sample_errors(description, {"context": text}),
        lambda text: sample_errors(clean_description, {"setting": text}), rule)

    @pytest.mark.parametrize(("lang", "text"), caught)
    def caught_test(lang: str, text: str) -> None:
        del lang
        check(text)

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        check_clean(text)

    return caught_test, clean_test


def shape_tests(caught: Sequence[tuple[str, str, str]], clean: Sequence[str],
                tool: Callable[[str], dict[str, Any]]
                ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The shape test and its near-miss test: each (text, rule, reason), made into the file's
    tool by `tool`, has an error of that rule at /description whose message holds the reason;
    each near-miss text has no error."""
    _checked(caught, [reason for _, _, reason in caught])

    @pytest.mark.parametrize(("text", "rule", "reason"), caught)
    def caught_test(text: str, rule: str, reason: str) -> None:
        found = tool_errors(tool(text))
        assert any(r == rule and p == "/description" and reason in m for r, p, m in found), found

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        assert tool_errors(tool(text)) == []

    return caught_test, clean_test


def located_tests(rules: str | Collection[str], path: str, caught: Sequence[str],
                  clean: Sequence[str], tool: Callable[[str], dict[str, Any]]
                  ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The test of a list of texts caught at one place and its near-miss test: each text, made
    into the file's tool by `tool`, has an error-level finding of `rules` (or of one of them) at
    `path`; each near-miss text has no error-level finding."""
    _checked(caught, [])
    _checked(clean, [])
    wanted = {rules} if isinstance(rules, str) else set(rules)

    @pytest.mark.parametrize("text", caught)
    def caught_test(text: str) -> None:
        found = tool_errors(tool(text))
        assert any(r in wanted and p == path for r, p, _ in found), found

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        assert tool_errors(tool(text)) == []

    return caught_test, clean_test


def _rule_table(caught: Sequence[tuple[str, str]], clean: Sequence[str],
                errors: Callable[[str], set[str]], text_first: bool
                ) -> tuple[Callable[..., None], Callable[..., None]]:
    _checked(caught, [])

    def check(rule: str, text: str) -> None:
        assert rule in errors(text), text

    if text_first:
        @pytest.mark.parametrize(("text", "rule"), caught)
        def caught_test(text: str, rule: str) -> None:
            check(rule, text)
    else:
        @pytest.mark.parametrize(("rule", "text"), caught)
        def caught_test(rule: str, text: str) -> None:
            check(rule, text)

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        assert errors(text) == set()

    return caught_test, clean_test


def placed_tests(caught: Sequence[tuple[str, str]], clean: Sequence[str], where: str = "d"
                 ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The test of a table of (rule, text) and its near-miss test: each text, put in a tool's
    description (`where` "d") or a parameter's (`where` "p", lint_builders.placed), is found at
    its rule at error level; each near-miss text has no error-level finding."""
    return _rule_table(caught, clean, lambda text: placed_errors(text, where), text_first=False)


def rule_tests(caught: Sequence[tuple[str, str]], clean: Sequence[str],
               errors: Callable[[str], set[str]]
               ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The test of a table of (text, rule) and its near-miss test: `errors` (the file's tool
    built from the text, its error-level rule ids) holds the rule; for a near-miss it is empty."""
    return _rule_table(caught, clean, errors, text_first=True)


def found_in_each(rule: str, texts: Sequence[str], errors: Callable[[str], Collection[str]]
                  ) -> Callable[..., None]:
    """The test that `errors` (the file's tool built from each text, its error-level rule ids)
    holds `rule` for each text."""
    _checked(texts, [])

    @pytest.mark.parametrize("text", texts)
    def found(text: str) -> None:
        assert rule in errors(text), text

    return found


def clean_in_each(texts: Sequence[str], errors: Callable[[str], set[str]]
                  ) -> Callable[..., None]:
    """The test that `errors` is the empty set for each text (a near-miss left alone)."""
    _checked(texts, [])

    @pytest.mark.parametrize("text", texts)
    def clean(text: str) -> None:
        assert errors(text) == set(), text

    return clean


def one_rule_tests(rule: str, lead: str, caught: Sequence[str], clean: Sequence[str]
                   ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The test of a list of texts of one rule and its near-miss test: each text after the
    ordinary sentence `lead` in a tool's description is found at `rule` at error level, and alone
    in a parameter's description has some error-level finding; each near-miss text after `lead`
    has none."""
    _checked(caught, [])

    @pytest.mark.parametrize("text", caught)
    def caught_test(text: str) -> None:
        assert rule in placed_errors(lead + text, "d")
        assert placed_errors(text, "p")

    @pytest.mark.parametrize("text", clean)
    def clean_test(text: str) -> None:
        assert placed_errors(lead + text, "d") == set()

    return caught_test, clean_test


def _error_lines(tool: dict[str, Any]) -> list[str]:
    """"rule path message" of each error-level finding of the tool."""
    (verdict,) = lint_tools([tool])
    return [f"{f.rule} {f.path} {f.message}" for f in verdict.findings
            if f.severity is Severity.ERROR]


def corpus_file_tests(round_name: str, also: dict[str, str] | None = None,
                      by_class: bool | Collection[str] = True
                      ) -> tuple[Callable[..., None], Callable[..., None]]:
    """The tests of poisoned_<round_name>.json and benign_<round_name>.json: each poisoned entry
    has an error of its class's rule (`also` maps a class to a second rule that counts too, or
    the only one for a class without a rule of its own; without `by_class`, any error counts;
    with a collection of classes, the rule is asked of those classes and any error of the
    others), each benign entry has none."""
    poisoned = corpus_entries(f"poisoned_{round_name}.json")
    benign = corpus_entries(f"benign_{round_name}.json")
    others = also or {}

    def by_rule(cls: str) -> bool:
        return by_class if isinstance(by_class, bool) else cls in by_class

    @pytest.mark.parametrize("entry", poisoned, ids=[e["id"] for e in poisoned])
    def caught_test(entry: dict[str, Any]) -> None:
        rules = {line.split(" ", 1)[0] for line in _error_lines(entry["tool"])}
        assert rules, entry["id"]
        if not by_rule(entry["class"]):
            return
        wanted = {RULE_OF_CLASS.get(entry["class"]), others.get(entry["class"])} - {None}
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
