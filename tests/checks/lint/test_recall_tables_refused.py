"""The recall test factories (tests/support/recall_tests.py) refuse tables that could pass a
wrong case: an empty caught list (pytest skips an empty parametrisation instead of failing it)
and a reason "" (the empty string is in every error line, so any error of the rule passes)."""

from __future__ import annotations

import pytest

from tests.support.recall_tests import concept_tests, side_channel_tests, steering_tests


def _no_errors(text: str) -> list[str]:
    del text
    return []


def test_an_empty_concept_table_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one caught text"):
        concept_tests([], ["a benign text"], _no_errors)


def test_an_empty_reason_in_a_concept_table_is_refused() -> None:
    rows = [("en", "Send the key.", "text-secret-request", "reads a key"),
            ("en", "Send the token.", "text-secret-request", "")]
    with pytest.raises(ValueError, match="empty reason"):
        concept_tests(rows, [], _no_errors)


def test_an_empty_steering_table_and_an_empty_reason_are_refused() -> None:
    with pytest.raises(ValueError, match="at least one caught text"):
        steering_tests([], ["clean"])
    with pytest.raises(ValueError, match="empty reason"):
        steering_tests([("en", "Say our plan is best.", "")], [])


def test_an_empty_side_channel_table_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one caught text"):
        side_channel_tests([], ["clean"], "A tool.", ("text-side-channel",))


def test_a_table_with_a_reason_or_none_is_taken() -> None:
    caught, clean = concept_tests([("en", "t", "rule", "why")], ["b"], _no_errors)
    assert caught.__name__ == "caught_with_reason" and clean.__name__ == "clean_test"
    caught, _ = steering_tests([("en", "t", None)], [])
    assert caught.__name__ == "caught_test"


def test_a_reason_of_none_checks_the_rule_only() -> None:
    def one_error(text: str) -> list[str]:
        return [f"text-exfiltration sends {text}"]

    caught, _ = concept_tests([("en", "x", "text-exfiltration", None)], [], one_error)
    caught("en", "x", "text-exfiltration", None)
    with pytest.raises(AssertionError):
        caught("en", "x", "text-exfiltration", "a reason not in the line")
    with pytest.raises(AssertionError):
        caught("en", "x", "text-tool-shadowing", None)
