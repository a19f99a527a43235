"""Every fixture in fixtures/ (base, revision, expected findings) and the registry's coverage.

Adding a fixture file adds a case. Each expected entry is [rule, severity, tool, path]. `base`
and `revision` are a tool list, or a whole surface: an object with any of tools, prompts,
resources, resourceTemplates, instructions, capabilities, protocolVersion, name, version, and
unlisted (list method -> the error it was answered with, as a snapshot's `intake.unlisted`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcpcheck.checks.drift import RULES, Family, diff_surface
from mcpcheck.models import Surface

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def surface(side: Any) -> Surface:
    if isinstance(side, list):
        side = {"tools": side}
    return Surface(
        server_name=side.get("name", "s"),
        server_version=side.get("version", "1"),
        protocol_version=side.get("protocolVersion", "2025-11-25"),
        capabilities=side.get("capabilities", {}),
        tools=tuple(side.get("tools", ())),
        prompts=tuple(side.get("prompts", ())),
        resources=tuple(side.get("resources", ())),
        resource_templates=tuple(side.get("resourceTemplates", ())),
        instructions=side.get("instructions"),
        unlisted=tuple(sorted(side.get("unlisted", {}).items())),
    )


def diff_sides(base: Any, revision: Any) -> list[Any]:
    return diff_surface(surface(base), surface(revision))


def observed(data: dict[str, Any]) -> list[list[str | None]]:
    findings = diff_sides(data["base"], data["revision"])
    return sorted([f.rule, f.severity.value, f.tool, f.path] for f in findings)


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_fixture(path: Path) -> None:
    data = load(path)
    assert observed(data) == sorted(data["expected"])


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_fixture_against_itself_is_clean(path: Path) -> None:
    data = load(path)
    assert diff_sides(data["base"], data["base"]) == []
    assert diff_sides(data["revision"], data["revision"]) == []


def test_there_are_fixtures() -> None:
    assert len(FIXTURES) >= len(RULES)


def test_every_rule_has_a_fixture_that_expects_it() -> None:
    expected = {entry[0] for path in FIXTURES for entry in load(path)["expected"]}
    missing = sorted(set(RULES) - expected)
    assert missing == []


def test_a_fixture_named_after_a_rule_expects_that_rule() -> None:
    for path in FIXTURES:
        if path.stem in RULES:
            assert path.stem in {e[0] for e in load(path)["expected"]}, path.stem


def test_fixtures_only_expect_registered_rules_with_their_severity() -> None:
    for path in FIXTURES:
        for rule, severity, _tool, _path in load(path)["expected"]:
            assert rule in RULES, (path.stem, rule)
            assert RULES[rule].severity.value == severity, (path.stem, rule)


def test_rule_ids_carry_their_family() -> None:
    prefixes = {
        Family.TOOL: "tool-",
        Family.INPUT: "input-",
        Family.OUTPUT: "output-",
        Family.ANNOTATION: "annotation-",
        Family.SCHEMA: "schema-",
        Family.PROMPT: "prompt-",
        Family.RESOURCE: "resource-",
        Family.SERVER: "server-",
    }
    for rule in RULES.values():
        assert rule.id.startswith(prefixes[rule.family]), rule.id
        assert rule.summary.endswith("."), rule.id


# Each input-* rule and its output-* counterparts (or why there is none).
REMOVED = ("output-required-property-removed", "output-optional-property-removed")
COUNTERPARTS: dict[str, tuple[str, ...]] = {
    "input-required-property-added": ("output-property-added",),
    "input-property-became-required": ("output-property-became-required",),
    "input-optional-property-added": ("output-property-added",),
    "input-property-became-optional": ("output-property-became-optional",),
    "input-property-removed": REMOVED,
    "input-property-removed-open": REMOVED,
    "input-property-removed-into-map": REMOVED,
    "input-additional-properties-restricted": ("output-constraint-tightened",),
    "input-type-narrowed": ("output-type-narrowed",),
    "input-type-widened": ("output-type-widened",),
    "input-enum-value-removed": ("output-enum-value-removed",),
    "input-enum-or-const-added": ("output-constraint-tightened",),
    "input-enum-value-added": ("output-enum-value-added",),
    "input-range-narrowed": ("output-constraint-tightened",),
    "input-length-narrowed": ("output-constraint-tightened",),
    "input-items-narrowed": ("output-constraint-tightened",),
    "input-pattern-added": ("output-constraint-tightened",),
    "input-pattern-changed": ("output-pattern-changed",),
    "input-pattern-narrowed": ("output-constraint-tightened",),
    "input-format-changed": ("output-format-changed",),
    "input-composition-narrowed": ("output-union-branch-removed", "output-constraint-tightened",
                                   # a oneOf branch that may overlap: narrows inputs, widens outputs
                                   "output-union-branch-added", "output-type-widened"),
    "input-union-branch-added": ("output-union-branch-added", "output-union-branch-added-covered"),
    "input-constraint-relaxed": ("output-constraint-relaxed",
                                 # a removed branch whose values the new union still accepts
                                 "output-union-branch-removed"),
    "input-property-description-changed": ("output-property-description-changed",),
}
NO_COUNTERPART = {
    "input-default-changed": "a default describes what the server assumes for an omitted "
    "argument; a result has no omitted values to default",
    "input-default-switched": "as input-default-changed: a result has no omitted values",
    "input-default-null-added": "as input-default-changed: a result has no omitted values",
    "input-default-reordered": "as input-default-changed: a result has no omitted values",
}


def test_each_input_rule_has_an_output_counterpart_or_a_reason() -> None:
    inputs = {r for r in RULES if r.startswith("input-")}
    assert inputs == set(COUNTERPARTS) | set(NO_COUNTERPART)
    assert not set(COUNTERPARTS) & set(NO_COUNTERPART)
    for rule, counterparts in COUNTERPARTS.items():
        for counterpart in counterparts:
            assert counterpart in RULES, (rule, counterpart)
            assert RULES[counterpart].family is Family.OUTPUT
    assert all(reason for reason in NO_COUNTERPART.values())


def test_engine_outcomes_pair_rules_as_the_counterpart_table_says() -> None:
    from mcpcheck.checks.drift import outcomes

    found = [o for o in vars(outcomes).values() if isinstance(o, outcomes.Outcome)]
    found += [
        outcomes.property_removed(closed=c, was_required=r)
        for c in (True, False)
        for r in (True, False)
    ]
    found += [outcomes.property_removed_into_map(was_required=r) for r in (True, False)]
    seen_inputs = set()
    for outcome in found:
        if not (outcome.input_rule or "").startswith("input-"):
            assert outcome.input_rule == outcome.output_rule  # schema-*: either direction
            continue
        seen_inputs.add(outcome.input_rule)
        if outcome.output_rule is None:
            assert outcome.input_rule in NO_COUNTERPART
        else:
            assert outcome.output_rule in COUNTERPARTS[outcome.input_rule], outcome
    assert seen_inputs == set(COUNTERPARTS) | set(NO_COUNTERPART)
