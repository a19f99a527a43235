"""The one rule registry: every rule id mcpcheck can report, with one record each.

    rule = RULES[RuleId.TOOL_REMOVED]      # severity, family, detector, summary, ...
    describe("tool-removed"), default_severity("tool-removed")

The records are written in one shape (`Rule`, record.py) in one table per catalogue section:
drift_rules.py (tools and schemas), surface_rules.py (prompts, resources, server), lint_rules.py,
call_rules.py (argument files and golden calls), command_rules.py, conform_rules.py
(protocol conformance). The ids are the members of
`mcpcheck.ruleids.RuleId`. Importing this module fails (RuleRegistryError) when two records share
an id or an id has no record, so neither can ship. The tables are plain data: importing the rule
book imports no checker, no jsonschema and no regex engine.

Reporters describe rules from here (SARIF `rules`, summaries); an id no record knows is described
generically instead of failing: a report must never break on an unknown rule.
"""

from __future__ import annotations

from collections.abc import Iterable

from mcpcheck.checks.rulebook import (
    call_rules,
    command_rules,
    conform_rules,
    drift_rules,
    lint_rules,
    surface_rules,
)
from mcpcheck.checks.rulebook.record import DRIFT_FAMILIES, Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId

__all__ = [
    "DRIFT_FAMILIES",
    "RULES",
    "Family",
    "Rule",
    "RuleId",
    "RuleRegistryError",
    "all_rules",
    "build",
    "complete",
    "default_severity",
    "describe",
    "find",
    "generic_description",
    "rules_of",
]


class RuleRegistryError(RuntimeError):
    """Two records share an id, or an id has no record: a bug in the tables, caught at import."""


def build(*tables: Iterable[Rule]) -> dict[RuleId, Rule]:
    """The registry of `tables`, in table order; a shared id is an error, never a silent merge."""
    registry: dict[RuleId, Rule] = {}
    for table in tables:
        for rule in table:
            if rule.id in registry:
                raise RuleRegistryError(f"two records for rule {rule.id}: "
                                        f"{registry[rule.id].detector} and {rule.detector}")
            registry[rule.id] = rule
    return registry


def complete(registry: dict[RuleId, Rule]) -> dict[RuleId, Rule]:
    """`registry` when every RuleId member has a record in it."""
    missing = [str(rule_id) for rule_id in RuleId if rule_id not in registry]
    if missing:
        raise RuleRegistryError(f"rule ids without a record: {', '.join(missing)}")
    return registry


RULES: dict[RuleId, Rule] = complete(build(
    drift_rules.RULES,
    surface_rules.RULES,
    lint_rules.RULES,
    call_rules.ARGUMENT_RULES,
    call_rules.CALL_RULES,
    command_rules.RULES,
    conform_rules.RULES,
))
_BY_TEXT: dict[str, Rule] = {rule_id.value: rule for rule_id, rule in RULES.items()}


def rules_of(families: Iterable[Family]) -> dict[RuleId, Rule]:
    """The records of `families`, in registry order."""
    wanted = frozenset(families)
    return {rule_id: rule for rule_id, rule in RULES.items() if rule.family in wanted}


def find(rule_id: str) -> Rule | None:
    """The record of a rule id as reports spell it; None for an id no record knows."""
    return _BY_TEXT.get(rule_id)


def generic_description(rule_id: str) -> str:
    return f"mcpcheck rule {rule_id}."


def all_rules() -> dict[str, str]:
    """Every known rule id -> its description, sorted by id."""
    return {rule_id: _BY_TEXT[rule_id].summary for rule_id in sorted(_BY_TEXT)}


def describe(rule_id: str) -> str:
    """The rule's description; a generic one for an id no record knows."""
    rule = find(rule_id)
    return rule.summary if rule is not None else generic_description(rule_id)


def default_severity(rule_id: str) -> Severity | None:
    """The rule's default severity (before config overrides); None for an unknown id."""
    rule = find(rule_id)
    return rule.severity if rule is not None else None
