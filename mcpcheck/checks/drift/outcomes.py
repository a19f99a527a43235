"""What one "is narrower" comparison can find, mapped to a rule per direction.

The schema comparison never names a rule: it reports an outcome (narrowed, widened, changed) and
the direction picks the rule. Inputs are contravariant (a narrowing breaks callers), outputs
covariant (a widening breaks readers). `None` means the outcome is not reported that way.
The named outcomes below are the ones comparisons share; a comparison that finds a new kind of
change may build its own `Outcome(R..., R...)` where it finds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mcpcheck.ruleids import RuleId
from mcpcheck.ruleids import RuleId as R


class Direction(StrEnum):
    INPUT = "input"
    OUTPUT = "output"


@dataclass(frozen=True)
class Outcome:
    """A kind of change and the rule it is in each direction (None: not a finding there)."""

    input_rule: RuleId | None
    output_rule: RuleId | None

    def rule(self, direction: Direction) -> RuleId | None:
        return self.input_rule if direction is Direction.INPUT else self.output_rule


def property_removed(*, closed: bool, was_required: bool) -> Outcome:
    """Input: `closed` when the revision rejects extra properties (otherwise the object is open
    without declaring a map that takes the name); output: on `required`."""
    return Outcome(
        R.INPUT_PROPERTY_REMOVED if closed else R.INPUT_PROPERTY_REMOVED_OPEN,
        R.OUTPUT_REQUIRED_PROPERTY_REMOVED if was_required else R.OUTPUT_OPTIONAL_PROPERTY_REMOVED,
    )


def property_removed_into_map(*, was_required: bool) -> Outcome:
    """Input: the revision declares the object a map that still takes the old values."""
    return Outcome(
        R.INPUT_PROPERTY_REMOVED_INTO_MAP,
        R.OUTPUT_REQUIRED_PROPERTY_REMOVED if was_required else R.OUTPUT_OPTIONAL_PROPERTY_REMOVED,
    )


PROPERTY_ADDED_REQUIRED = Outcome(R.INPUT_REQUIRED_PROPERTY_ADDED, R.OUTPUT_PROPERTY_ADDED)
PROPERTY_ADDED_OPTIONAL = Outcome(R.INPUT_OPTIONAL_PROPERTY_ADDED, R.OUTPUT_PROPERTY_ADDED)
BECAME_REQUIRED = Outcome(R.INPUT_PROPERTY_BECAME_REQUIRED, R.OUTPUT_PROPERTY_BECAME_REQUIRED)
BECAME_OPTIONAL = Outcome(R.INPUT_PROPERTY_BECAME_OPTIONAL, R.OUTPUT_PROPERTY_BECAME_OPTIONAL)
AP_RESTRICTED = Outcome(R.INPUT_ADDITIONAL_PROPERTIES_RESTRICTED, R.OUTPUT_CONSTRAINT_TIGHTENED)
RELAXED = Outcome(R.INPUT_CONSTRAINT_RELAXED, R.OUTPUT_CONSTRAINT_RELAXED)
TYPE_NARROWED = Outcome(R.INPUT_TYPE_NARROWED, R.OUTPUT_TYPE_NARROWED)
TYPE_WIDENED = Outcome(R.INPUT_TYPE_WIDENED, R.OUTPUT_TYPE_WIDENED)
ENUM_REMOVED = Outcome(R.INPUT_ENUM_VALUE_REMOVED, R.OUTPUT_ENUM_VALUE_REMOVED)
ENUM_ADDED = Outcome(R.INPUT_ENUM_VALUE_ADDED, R.OUTPUT_ENUM_VALUE_ADDED)
ENUM_INTRODUCED = Outcome(R.INPUT_ENUM_OR_CONST_ADDED, R.OUTPUT_CONSTRAINT_TIGHTENED)
RANGE_NARROWED = Outcome(R.INPUT_RANGE_NARROWED, R.OUTPUT_CONSTRAINT_TIGHTENED)
LENGTH_NARROWED = Outcome(R.INPUT_LENGTH_NARROWED, R.OUTPUT_CONSTRAINT_TIGHTENED)
ITEMS_NARROWED = Outcome(R.INPUT_ITEMS_NARROWED, R.OUTPUT_CONSTRAINT_TIGHTENED)
PATTERN_ADDED = Outcome(R.INPUT_PATTERN_ADDED, R.OUTPUT_CONSTRAINT_TIGHTENED)
PATTERN_CHANGED = Outcome(R.INPUT_PATTERN_CHANGED, R.OUTPUT_PATTERN_CHANGED)  # undecided
PATTERN_NARROWED = Outcome(R.INPUT_PATTERN_NARROWED, R.OUTPUT_CONSTRAINT_TIGHTENED)
FORMAT_CHANGED = Outcome(R.INPUT_FORMAT_CHANGED, R.OUTPUT_FORMAT_CHANGED)
COMPOSITION_NARROWED = Outcome(R.INPUT_COMPOSITION_NARROWED, R.OUTPUT_CONSTRAINT_TIGHTENED)
BRANCH_REMOVED = Outcome(R.INPUT_COMPOSITION_NARROWED, R.OUTPUT_UNION_BRANCH_REMOVED)
# A removed branch whose every value the new union still accepts: nothing narrowed.
BRANCH_REMOVED_COVERED = Outcome(R.INPUT_CONSTRAINT_RELAXED, R.OUTPUT_UNION_BRANCH_REMOVED)
BRANCH_ADDED = Outcome(R.INPUT_UNION_BRANCH_ADDED, R.OUTPUT_UNION_BRANCH_ADDED)
# An added branch whose every value the old schema already accepted: harmless for readers.
BRANCH_ADDED_COVERED = Outcome(R.INPUT_UNION_BRANCH_ADDED, R.OUTPUT_UNION_BRANCH_ADDED_COVERED)
# A oneOf branch that may overlap an existing one rejects values that matched exactly one before.
ONEOF_BRANCH_ADDED = Outcome(R.INPUT_COMPOSITION_NARROWED, R.OUTPUT_UNION_BRANCH_ADDED)
ONEOF_TYPE_ADDED = Outcome(R.INPUT_COMPOSITION_NARROWED, R.OUTPUT_TYPE_WIDENED)
DEFAULT_CHANGED = Outcome(R.INPUT_DEFAULT_CHANGED, None)  # outputs have no omitted values
DEFAULT_SWITCHED = Outcome(R.INPUT_DEFAULT_SWITCHED, None)
DEFAULT_NULL_ADDED = Outcome(R.INPUT_DEFAULT_NULL_ADDED, None)
DEFAULT_REORDERED = Outcome(R.INPUT_DEFAULT_REORDERED, None)
DESCRIPTION_CHANGED = Outcome(
    R.INPUT_PROPERTY_DESCRIPTION_CHANGED, R.OUTPUT_PROPERTY_DESCRIPTION_CHANGED
)
DIALECT_CHANGED = Outcome(R.SCHEMA_DIALECT_CHANGED, R.SCHEMA_DIALECT_CHANGED)
DIALECT_SAME_MEANING = Outcome(
    R.SCHEMA_DIALECT_CHANGED_SAME_MEANING, R.SCHEMA_DIALECT_CHANGED_SAME_MEANING
)
REWRITTEN = Outcome(R.SCHEMA_CONSTRAINT_REWRITTEN, R.SCHEMA_CONSTRAINT_REWRITTEN)
SAFE_INTEGER_BOUND = Outcome(
    R.SCHEMA_SAFE_INTEGER_BOUND_CHANGED, R.SCHEMA_SAFE_INTEGER_BOUND_CHANGED
)
ANNOTATION_CHANGED = Outcome(R.SCHEMA_ANNOTATION_CHANGED, R.SCHEMA_ANNOTATION_CHANGED)
UNCLASSIFIED = Outcome(R.SCHEMA_CHANGE_UNCLASSIFIED, R.SCHEMA_CHANGE_UNCLASSIFIED)
REMOTE_REF_CHANGED = Outcome(R.SCHEMA_REMOTE_REF_CHANGED, R.SCHEMA_REMOTE_REF_CHANGED)
TOO_DEEP = Outcome(R.SCHEMA_TOO_DEEP_TO_COMPARE, R.SCHEMA_TOO_DEEP_TO_COMPARE)

# For a bound or type that both narrows and widens (string -> integer), the breaking side wins.
SHIFTS: dict[str, tuple[Outcome, Outcome]] = {
    "type": (TYPE_NARROWED, TYPE_WIDENED),
    "range": (RANGE_NARROWED, RELAXED),
    "length": (LENGTH_NARROWED, RELAXED),
    "items": (ITEMS_NARROWED, RELAXED),
    "pattern": (PATTERN_NARROWED, RELAXED),
}
