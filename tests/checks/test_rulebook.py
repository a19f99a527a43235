"""The rule book is the one registry: one record per RuleId, no shared id, every record's detector
exists and names its rule, and the code names rules by enum member, never by a string."""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import io
import re
import tokenize
from pathlib import Path

import pytest

from mcpcheck.checks import rulebook
from mcpcheck.checks.rulebook import (
    RULES,
    Family,
    Rule,
    RuleRegistryError,
    build,
    call_rules,
    command_rules,
    conform_rules,
    drift_rules,
    lint_rules,
    surface_rules,
)
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId

PACKAGE = Path(rulebook.__file__).resolve().parents[2]  # .../mcpcheck
TABLES = (drift_rules.RULES, surface_rules.RULES, lint_rules.RULES, call_rules.ARGUMENT_RULES,
          call_rules.CALL_RULES, command_rules.RULES, conform_rules.RULES)
# Strings spelled like a rule id that are not one: the status of a golden call.
NOT_RULES = {("checks/calls.py", "call-failed"), ("commands/call.py", "call-failed"),
             ("reporters/text.py", "call-failed"),
             ("models.py", "call-failed")}  # a golden call's outcome, not its rule


def _source(module: str) -> str:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, f"no module {module}"
    return Path(spec.origin).read_text("utf-8")


def test_every_rule_id_has_exactly_one_record() -> None:
    records = [rule.id for table in TABLES for rule in table]
    assert sorted(records) == sorted(RuleId)  # each member once, and nothing else
    assert list(RULES) == records  # the registry keeps table order (docs/rules.md follows it)
    assert all(isinstance(rule_id, RuleId) for rule_id in RULES)


def test_a_shared_id_is_an_error_not_a_silent_merge() -> None:
    first = RULES[RuleId.TOOL_REMOVED]
    second = dataclasses.replace(first, summary="another reading", detector="elsewhere")
    with pytest.raises(RuleRegistryError, match="two records for rule tool-removed"):
        build(drift_rules.RULES, [second])
    with pytest.raises(RuleRegistryError, match="two records for rule tool-removed"):
        build([first, first])


def test_an_id_without_a_record_is_an_error() -> None:
    partial = build(drift_rules.RULES)
    with pytest.raises(RuleRegistryError, match=r"rule ids without a record: .*tool-not-object"):
        rulebook.complete(partial)


def test_the_registry_answers_for_strings_as_reports_spell_them() -> None:
    assert rulebook.find("tool-removed") is RULES[RuleId.TOOL_REMOVED]
    assert rulebook.find("no-such-rule") is None
    assert rulebook.describe("tool-removed") == "A tool was removed."
    assert rulebook.default_severity("no-such-rule") is None
    assert RuleId.TOOL_REMOVED == "tool-removed" and f"{RuleId.TOOL_REMOVED}" == "tool-removed"


def _outcome_rules() -> set[str]:
    """Rule members that drift/outcomes.py pairs into an Outcome (found by the comparisons)."""
    return set(re.findall(r"\bR\.([A-Z_]+)", _source("mcpcheck.checks.drift.outcomes")))


def test_every_detector_exists_and_names_its_rule() -> None:
    via_outcomes = _outcome_rules()
    attack_rules = {c.rule for c in _attack_classes()}
    for rule in RULES.values():
        assert rule.detector.startswith("mcpcheck."), rule.id
        source = _source(rule.detector)
        if re.search(rf"\bRuleId\.{rule.id.name}\b", source):
            continue
        if rule.id in attack_rules:  # found by a class of the attacks package (its CLASSES)
            assert rule.detector == "mcpcheck.checks.lint.attacks", rule.id
        else:  # a schema comparison finds an outcome that drift/outcomes.py maps to this rule
            assert rule.id.name in via_outcomes, (rule.id, rule.detector)
            assert re.search(r"\boc\.|\bSHIFTS\b|\bshift\(", source), (rule.id, rule.detector)


def test_records_are_well_formed() -> None:
    for rule in RULES.values():
        assert rule.summary and "\n" not in rule.summary, rule.id
        assert not (rule.blocking or rule.risk) or rule.family is Family.LINT, rule.id
        assert not rule.consequence or rule.family.drift, rule.id
        assert not (rule.blocking and rule.severity is not Severity.ERROR), rule.id


def _attack_classes() -> list:  # type: ignore[type-arg]
    from mcpcheck.checks.lint.attacks import CLASSES

    return list(CLASSES.values())


def test_attack_class_records_quote_their_class() -> None:
    for attack in _attack_classes():
        record = RULES[attack.rule]
        assert record.summary.startswith(f"({attack.letter}) {attack.title}: "), attack.rule
        assert record.family is Family.LINT and record.risk


def test_mutations_are_registered_by_drift_rules_once() -> None:
    from mcpcheck.checks import mutate

    assert list(mutate.MUTATIONS)[:2] == [RuleId.TOOL_REMOVED, RuleId.TOOL_RENAMED]
    assert all(RULES[rule_id].family.drift for rule_id in mutate.MUTATIONS)
    with pytest.raises(RuntimeError, match="two mutations for rule input-range-narrowed"):
        mutate.mutation(RuleId.INPUT_RANGE_NARROWED)(mutate.range_narrowed)


def _python_files() -> list[tuple[str, str]]:
    return [(path.relative_to(PACKAGE).as_posix(), path.read_text("utf-8"))
            for path in sorted(PACKAGE.rglob("*.py"))]


def test_code_names_rules_by_enum_member_not_by_string() -> None:
    ids = {member.value for member in RuleId}
    spelled = []
    for name, text in _python_files():
        if name == "ruleids.py":
            continue
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type != tokenize.STRING or token.string[:1] not in "\"'":
                continue
            value = ast.literal_eval(token.string)
            if value in ids and (name, value) not in NOT_RULES:
                spelled.append(f"{name}:{token.start[0]}: {value}")
    assert spelled == [], "use the RuleId member"


def _literal_findings() -> list[tuple[str, int, RuleId, Severity]]:
    """Every Finding(RuleId.X, Severity.Y, ...) written with both as literals."""
    found = []
    for name, text in _python_files():
        for node in ast.walk(ast.parse(text)):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "Finding"):
                continue
            args = {**dict(zip(("rule", "severity"), node.args, strict=False)),
                    **{k.arg: k.value for k in node.keywords if k.arg}}
            rule, severity = args.get("rule"), args.get("severity")
            if (isinstance(rule, ast.Attribute) and isinstance(rule.value, ast.Name)
                    and rule.value.id == "RuleId" and isinstance(severity, ast.Attribute)
                    and isinstance(severity.value, ast.Name) and severity.value.id == "Severity"):
                found.append((name, node.lineno, RuleId[rule.attr], Severity[severity.attr]))
    return found


def test_findings_written_with_a_literal_severity_use_the_rule_default() -> None:
    found = _literal_findings()
    assert {rule for _, _, rule, _ in found} >= {RuleId.SECRET_IN_METADATA,
                                                RuleId.SNAPSHOT_HASH_MISMATCH,
                                                RuleId.IGNORE_UNUSED, RuleId.TOOL_UNUSABLE}
    wrong = [(name, line, str(rule), severity.value) for name, line, rule, severity in found
             if RULES[rule].severity is not severity]
    assert wrong == []


def test_the_rule_book_imports_no_checker() -> None:
    """Plain data: the tables import the record, models and the ids, nothing that checks."""
    for table in ("drift_rules", "surface_rules", "lint_rules", "call_rules", "command_rules",
                  "conform_rules", "record", "__init__"):
        tree = ast.parse((PACKAGE / "checks" / "rulebook" / f"{table}.py").read_text("utf-8"))
        imported = {node.module for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and node.module}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                     for alias in node.names}
        assert imported <= {"__future__", "collections.abc", "dataclasses", "enum",
                            "mcpcheck.models", "mcpcheck.ruleids", "mcpcheck.checks.rulebook",
                            "mcpcheck.checks.rulebook.record"}, (table, imported)


def test_every_rule_has_a_test_that_names_it() -> None:
    """Its fixture: drift rules a fixture file (test_drift_fixtures checks each is expected by
    one), lint rules a corpus entry (test_lint_corpus), the others a test that asserts the id."""
    tests = Path(__file__).resolve().parents[1]
    here = Path(__file__).resolve()
    text = "\n".join(p.read_text("utf-8") for p in sorted(tests.rglob("*"))
                     if p.suffix in (".py", ".json", ".toml") and p.resolve() != here)
    assert [str(r) for r in RuleId if f'"{r}"' not in text] == []


def test_rule_is_the_only_record_shape() -> None:
    assert all(type(rule) is Rule for rule in RULES.values())
