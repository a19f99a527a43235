"""The guard used wrongly: every mistake is named as a ContractError (GuardUnavailable), never a
silent change of policy and never an SDK or interpreter error. Real `mcpcheck mock` sessions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mcpcheck.guard import (
    ArgumentsRejected,
    Check,
    ContractError,
    GuardUnavailable,
    ToolMissing,
    guarded,
)
from tests.conftest import PY
from tests.guard.conftest import mock_args, mutated, run, session_on

pytestmark = pytest.mark.timeout(120)


def outcome_of(snapshot: Path, options: dict[str, Any], tool: str = "search",
               arguments: Any = None, initialize: bool = True) -> BaseException | None:
    """What binding a guard with `options` and one call of `tool` raise (None: nothing)."""

    async def scenario() -> BaseException | None:
        async with session_on(PY, *mock_args(snapshot), initialize=initialize) as session:
            try:
                async with guarded(session, **options) as g:
                    await g.call_tool(tool, arguments)
            except Exception as exc:
                return exc
        return None

    found: BaseException | None = run(scenario)
    return found


@pytest.mark.parametrize("raise_on", ["arguments", Check.ARGUMENTS, ["arguments"]],
                         ids=["a string", "a Check", "a list of strings"])
def test_raise_on_names_checks_as_strings_or_checks(base: Path, raise_on: Any) -> None:
    """`raise_on="arguments"` was read as the letters a, r, g, ...: nothing raised and the
    invalid call went to the server."""
    narrowed = mutated(base, "input-range-narrowed")
    caught = outcome_of(narrowed, {"raise_on": raise_on}, arguments={"query": "mug", "limit": 10})
    assert isinstance(caught, ArgumentsRejected), repr(caught)


def test_raise_on_with_an_unknown_check_is_refused(base: Path) -> None:
    caught = outcome_of(base, {"raise_on": ["argument"]}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "raise_on" in caught.message and "`argument`" in caught.message
    assert "arguments" in caught.message  # the valid names are listed


def test_require_and_optional_take_one_name_as_a_string(base: Path) -> None:
    """`require="add"` looked for the tools `a` and `d`."""
    missing: list[Any] = []
    caught = outcome_of(base, {"require": "add", "optional": "reserve",
                               "on_optional_missing": missing.extend},
                        tool="add", arguments={"a": 1, "b": 2})
    assert caught is None, repr(caught)
    assert missing == []
    absent = outcome_of(base, {"require": "nope"}, tool="add", arguments={"a": 1, "b": 2})
    assert isinstance(absent, ToolMissing) and absent.missing == {"nope": ""}


def test_require_with_a_name_that_is_not_a_string_is_refused(base: Path) -> None:
    caught = outcome_of(base, {"require": ["search", 7]})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "require" in caught.message


def test_an_uninitialized_session_is_guard_unavailable(base: Path) -> None:
    """Before: the SDK's MCPError (`Invalid request parameters`) from the server."""
    caught = outcome_of(base, {}, initialize=False)
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "initialize" in caught.message


def test_arguments_nested_100000_deep_are_rejected_not_a_recursion_error(base: Path) -> None:
    deep: Any = "x"
    for _ in range(100_000):
        deep = [deep]
    caught = outcome_of(base, {}, arguments={"query": deep})
    assert isinstance(caught, ArgumentsRejected), repr(caught)
    assert caught.keyword == "depth" and caught.sent is None
    assert "nested deeper than" in caught.message
    assert caught.for_model().startswith("`arguments` nested deeper than")


@pytest.mark.parametrize(("expect", "said"), [
    ({"type": 5}, "not a usable JSON Schema"),
    ({"$schema": "https://example.com/no-such-dialect"}, "not a usable JSON Schema"),
    (5, "a JSON Schema dict or a pydantic model class"),
], ids=["invalid schema", "unknown dialect", "not a schema"])
def test_an_unusable_expect_is_guard_unavailable(base: Path, expect: Any, said: str) -> None:
    caught = outcome_of(base, {"expect": {"search": expect}}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert isinstance(caught, ContractError)
    assert "expect" in caught.message and "`search`" in caught.message and said in caught.message



@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), "5"])
def test_rebind_timeout_is_a_positive_number_of_seconds(base: Path, seconds: Any) -> None:
    caught = outcome_of(base, {"rebind_timeout": seconds}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "`rebind_timeout` is a positive number of seconds" in caught.message
