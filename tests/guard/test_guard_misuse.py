"""The guard used wrongly: every mistake is named as a ContractError (GuardUnavailable), never a
silent change of policy and never an SDK or interpreter error. Real `mcpcheck mock` sessions:
over Streamable HTTP on one mock per snapshot for the module (each test its own session; the
guard's checks of its own options do not depend on the transport, and a mock's start is about
2 s of CPU), over stdio for the session that is never initialized."""

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
from tests.guard.conftest import (
    Served,
    http_session_on,
    mock_args,
    mutated,
    run,
    session_on,
)

pytestmark = pytest.mark.timeout(120)


def outcome_of(served: Served, snapshot: Path, options: dict[str, Any], tool: str = "search",
               arguments: Any = None) -> BaseException | None:
    """What binding a guard with `options` on a new session of the mock serving `snapshot`
    and one call of `tool` raise (None: nothing)."""

    async def scenario() -> BaseException | None:
        async with http_session_on(served(snapshot)) as session:
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
def test_raise_on_names_checks_as_strings_or_checks(served: Served, base: Path,
                                                   raise_on: Any) -> None:
    """`raise_on="arguments"` was read as the letters a, r, g, ...: nothing raised and the
    invalid call went to the server."""
    narrowed = mutated(base, "input-range-narrowed")
    caught = outcome_of(served, narrowed, {"raise_on": raise_on},
                        arguments={"query": "mug", "limit": 10})
    assert isinstance(caught, ArgumentsRejected), repr(caught)


def test_raise_on_with_an_unknown_check_is_refused(served: Served, base: Path) -> None:
    caught = outcome_of(served, base, {"raise_on": ["argument"]}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "raise_on" in caught.message and "`argument`" in caught.message
    assert "arguments" in caught.message  # the valid names are listed


def test_require_and_optional_take_one_name_as_a_string(served: Served, base: Path) -> None:
    """`require="add"` looked for the tools `a` and `d`."""
    missing: list[Any] = []
    caught = outcome_of(served, base, {"require": "add", "optional": "reserve",
                               "on_optional_missing": missing.extend},
                        tool="add", arguments={"a": 1, "b": 2})
    assert caught is None, repr(caught)
    assert missing == []
    absent = outcome_of(served, base, {"require": "nope"}, tool="add",
                        arguments={"a": 1, "b": 2})
    assert isinstance(absent, ToolMissing) and absent.missing == {"nope": ""}


def test_require_with_a_name_that_is_not_a_string_is_refused(served: Served, base: Path) -> None:
    caught = outcome_of(served, base, {"require": ["search", 7]})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "require" in caught.message


def test_an_uninitialized_session_is_guard_unavailable(base: Path) -> None:
    """Before: the SDK's MCPError (`Invalid request parameters`) from the server."""

    async def scenario() -> BaseException | None:
        async with session_on(PY, *mock_args(base), initialize=False) as session:
            try:
                async with guarded(session) as g:
                    await g.call_tool("search", None)
            except Exception as exc:
                return exc
        return None

    caught = run(scenario)
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "initialize" in caught.message


def test_arguments_nested_100000_deep_are_rejected_not_a_recursion_error(served: Served,
                                                                        base: Path) -> None:
    deep: Any = "x"
    for _ in range(100_000):
        deep = [deep]
    caught = outcome_of(served, base, {}, arguments={"query": deep})
    assert isinstance(caught, ArgumentsRejected), repr(caught)
    assert caught.keyword == "depth" and caught.sent is None
    assert "nested deeper than" in caught.message
    assert caught.for_model().startswith("`arguments` nested deeper than")


@pytest.mark.parametrize(("expect", "said"), [
    ({"type": 5}, "not a usable JSON Schema"),
    ({"$schema": "https://example.com/no-such-dialect"}, "not a usable JSON Schema"),
    (5, "a JSON Schema dict or a pydantic model class"),
], ids=["invalid schema", "unknown dialect", "not a schema"])
def test_an_unusable_expect_is_guard_unavailable(served: Served, base: Path, expect: Any,
                                                said: str) -> None:
    caught = outcome_of(served, base, {"expect": {"search": expect}}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert isinstance(caught, ContractError)
    assert "expect" in caught.message and "`search`" in caught.message and said in caught.message



@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), "5"])
def test_rebind_timeout_is_a_positive_number_of_seconds(served: Served, base: Path,
                                                        seconds: Any) -> None:
    caught = outcome_of(served, base, {"rebind_timeout": seconds}, arguments={"query": "mug"})
    assert isinstance(caught, GuardUnavailable), repr(caught)
    assert "`rebind_timeout` is a positive number of seconds" in caught.message
