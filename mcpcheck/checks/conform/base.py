"""What a conformance requirement is, and what a check may ask of the run.

A `Requirement` is one line of the specification: its rule id (one `RuleId` member each, with
its record in checks/rulebook/conform_rules.py), the revision and section it comes from, its
level (MUST or SHOULD), the transports it is about, `applies(ctx)` (None when it applies, else
why not) and `check(ctx)` (None when it holds, else what the server did). A check raises
`NotApplicable` when it learns only at run time that there is nothing to check (no static
resource listed), and `Hung` when the server did not answer within the requirement's bound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mcpcheck.ruleids import RuleId

if TYPE_CHECKING:
    from mcpcheck.checks.conform.runner import Context

STDIO, HTTP = "stdio", "http"
ANY = (STDIO, HTTP)


class Level(StrEnum):
    MUST = "MUST"
    SHOULD = "SHOULD"


class Outcome(StrEnum):
    PASSED = "passed"
    FAILED = "failed"
    NOT_APPLICABLE = "not-applicable"
    NOT_EVALUATED = "not-evaluated"


class NotApplicable(Exception):
    """Nothing to check here (the reason is reported, never as a pass)."""


class Hung(Exception):
    """The server did not answer within the requirement's bound (or closed the channel)."""


Check = Callable[["Context"], "str | None"]
Applies = Callable[["Context"], "str | None"]


def always(_ctx: Context) -> str | None:
    return None


@dataclass(frozen=True)
class Requirement:
    rule: RuleId
    area: str
    revision: str  # the specification revision the text is quoted from
    section: str  # page#anchor in that revision (or another spec, named)
    level: Level
    check: Check
    applies: Applies = always
    transports: tuple[str, ...] = ANY


def capability(name: str) -> Applies:
    """Applies when the server declared capability `name`."""

    def applies(ctx: Context) -> str | None:
        return None if name in ctx.capabilities else f"the server declares no `{name}` capability"

    return applies


def describe(reply: Any) -> str:
    """A short account of an answer, for a failure message."""
    from mcpcheck.textsafety import inert

    return inert(str(reply), 160)
