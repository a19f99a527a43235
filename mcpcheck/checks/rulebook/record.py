"""What a rule is: one record per rule id, whatever reports it (drift, lint, argument files,
golden calls, the commands themselves)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId


class Family(StrEnum):
    """The catalogue section of a rule (docs/rules.md has one per family, in this order)."""

    # drift: what changed between two published surfaces
    TOOL = "tool"
    INPUT = "input"
    OUTPUT = "output"
    ANNOTATION = "annotation"
    SCHEMA = "schema"
    PROMPT = "prompt"
    RESOURCE = "resource"
    SERVER = "server"
    # the other checks
    LINT = "lint"
    ARGUMENTS = "arguments"
    CALLS = "calls"
    COMMAND = "command"
    CONFORM = "conform"  # protocol conformance (mcpcheck conform): one rule per requirement

    @property
    def drift(self) -> bool:
        """A drift family: reported by `diff` and overridable with `--severity` there."""
        return self in DRIFT_FAMILIES


DRIFT_FAMILIES = frozenset({Family.TOOL, Family.INPUT, Family.OUTPUT, Family.ANNOTATION,
                            Family.SCHEMA, Family.PROMPT, Family.RESOURCE, Family.SERVER})


@dataclass(frozen=True)
class Rule:
    """One rule id of the rule book: its default severity, family, detector and texts."""

    id: RuleId
    severity: Severity  # the default, before `--severity` and config overrides
    family: Family
    detector: str  # the module that emits it (tests/checks/test_rulebook.py checks it does)
    summary: str  # one sentence for docs/rules.md, SARIF and the reporters
    consequence: str = ""  # drift: the clause that ends a finding's message
    blocking: bool = False  # lint: an error of it makes the tool unusable
    risk: bool = False  # lint: an error of it makes the tool suspicious
