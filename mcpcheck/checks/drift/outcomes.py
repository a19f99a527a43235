"""What one "is narrower" comparison can find, mapped to a rule per direction.

The schema comparison never names a rule: it reports an outcome (narrowed, widened, changed) and
the direction picks the rule. Inputs are contravariant (a narrowing breaks callers), outputs
covariant (a widening breaks readers). `None` means the outcome is not reported that way.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Direction(StrEnum):
    INPUT = "input"
    OUTPUT = "output"


@dataclass(frozen=True)
class Outcome:
    input_rule: str | None
    output_rule: str | None

    def rule(self, direction: Direction) -> str | None:
        return self.input_rule if direction is Direction.INPUT else self.output_rule


def property_removed(*, closed: bool, was_required: bool) -> Outcome:
    """Input: `closed` when the revision rejects extra properties (otherwise the object is open
    without declaring a map that takes the name); output: on `required`."""
    return Outcome(
        "input-property-removed" if closed else "input-property-removed-open",
        "output-required-property-removed" if was_required else "output-optional-property-removed",
    )


def property_removed_into_map(*, was_required: bool) -> Outcome:
    """Input: the revision declares the object a map that still takes the old values."""
    return Outcome(
        "input-property-removed-into-map",
        "output-required-property-removed" if was_required else "output-optional-property-removed",
    )


PROPERTY_ADDED_REQUIRED = Outcome("input-required-property-added", "output-property-added")
PROPERTY_ADDED_OPTIONAL = Outcome("input-optional-property-added", "output-property-added")
BECAME_REQUIRED = Outcome("input-property-became-required", "output-property-became-required")
BECAME_OPTIONAL = Outcome("input-property-became-optional", "output-property-became-optional")
AP_RESTRICTED = Outcome("input-additional-properties-restricted", "output-constraint-tightened")
RELAXED = Outcome("input-constraint-relaxed", "output-constraint-relaxed")
TYPE_NARROWED = Outcome("input-type-narrowed", "output-type-narrowed")
TYPE_WIDENED = Outcome("input-type-widened", "output-type-widened")
ENUM_REMOVED = Outcome("input-enum-value-removed", "output-enum-value-removed")
ENUM_ADDED = Outcome("input-enum-value-added", "output-enum-value-added")
ENUM_INTRODUCED = Outcome("input-enum-or-const-added", "output-constraint-tightened")
RANGE_NARROWED = Outcome("input-range-narrowed", "output-constraint-tightened")
LENGTH_NARROWED = Outcome("input-length-narrowed", "output-constraint-tightened")
ITEMS_NARROWED = Outcome("input-items-narrowed", "output-constraint-tightened")
PATTERN_ADDED = Outcome("input-pattern-added", "output-constraint-tightened")
PATTERN_CHANGED = Outcome("input-pattern-changed", "output-pattern-changed")  # undecided
PATTERN_NARROWED = Outcome("input-pattern-narrowed", "output-constraint-tightened")
FORMAT_CHANGED = Outcome("input-format-changed", "output-format-changed")
COMPOSITION_NARROWED = Outcome("input-composition-narrowed", "output-constraint-tightened")
BRANCH_REMOVED = Outcome("input-composition-narrowed", "output-union-branch-removed")
# A removed branch whose every value the new union still accepts: nothing narrowed.
BRANCH_REMOVED_COVERED = Outcome("input-constraint-relaxed", "output-union-branch-removed")
BRANCH_ADDED = Outcome("input-union-branch-added", "output-union-branch-added")
# An added branch whose every value the old schema already accepted: harmless for readers.
BRANCH_ADDED_COVERED = Outcome("input-union-branch-added", "output-union-branch-added-covered")
# A oneOf branch that may overlap an existing one rejects values that matched exactly one before.
ONEOF_BRANCH_ADDED = Outcome("input-composition-narrowed", "output-union-branch-added")
ONEOF_TYPE_ADDED = Outcome("input-composition-narrowed", "output-type-widened")
DEFAULT_CHANGED = Outcome("input-default-changed", None)  # outputs have no omitted values
DEFAULT_SWITCHED = Outcome("input-default-switched", None)
DEFAULT_NULL_ADDED = Outcome("input-default-null-added", None)
DESCRIPTION_CHANGED = Outcome(
    "input-property-description-changed", "output-property-description-changed"
)
DIALECT_CHANGED = Outcome("schema-dialect-changed", "schema-dialect-changed")
DIALECT_SAME_MEANING = Outcome(
    "schema-dialect-changed-same-meaning", "schema-dialect-changed-same-meaning"
)
REWRITTEN = Outcome("schema-constraint-rewritten", "schema-constraint-rewritten")
SAFE_INTEGER_BOUND = Outcome(
    "schema-safe-integer-bound-changed", "schema-safe-integer-bound-changed"
)
ANNOTATION_CHANGED = Outcome("schema-annotation-changed", "schema-annotation-changed")
UNCLASSIFIED = Outcome("schema-change-unclassified", "schema-change-unclassified")
REMOTE_REF_CHANGED = Outcome("schema-remote-ref-changed", "schema-remote-ref-changed")
TOO_DEEP = Outcome("schema-too-deep-to-compare", "schema-too-deep-to-compare")

# For a bound or type that both narrows and widens (string -> integer), the breaking side wins.
SHIFTS: dict[str, tuple[Outcome, Outcome]] = {
    "type": (TYPE_NARROWED, TYPE_WIDENED),
    "range": (RANGE_NARROWED, RELAXED),
    "length": (LENGTH_NARROWED, RELAXED),
    "items": (ITEMS_NARROWED, RELAXED),
    "pattern": (PATTERN_NARROWED, RELAXED),
}
