"""The one registry of lint rules: id, default severity, summary, and what an error of it means.

Verdicts (see mcpcheck.checks.lint.verdict_of), from the effective severity of each finding:
- `unusable`: an error of a blocking rule (the tool cannot be called or its contract read);
- `suspicious`: an error of a risk rule (manipulation, hidden text, a confusable name);
- `degraded`: any other error or warning;
- `usable`: nothing above info (loose-schema hygiene is info by default).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from mcpcheck.checks.lint.attacks import CLASSES
from mcpcheck.errors import UsageError
from mcpcheck.models import Severity
from mcpcheck.textsafety import TEXT_RULES

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


@dataclass(frozen=True)
class LintRule:
    id: str
    severity: Severity
    summary: str
    blocking: bool = False  # an error of this rule makes the tool unusable
    risk: bool = False  # an error of this rule makes the tool suspicious


_TABLE: tuple[tuple[str, Severity, bool, str], ...] = (
    # the tool object itself
    ("tool-not-object", E, True, "the tool entry is not a JSON object"),
    ("tool-name-missing", E, True, "the tool has no name"),
    ("tool-name-invalid", E, True, "the tool name is not a non-empty string"),
    ("tool-name-too-long", W, False, "the tool name is longer than the bound (128 by spec)"),
    ("tool-name-chars", W, False, "the tool name uses characters outside A-Z a-z 0-9 _ - ."),
    ("tool-name-duplicate", E, True, "another tool in the list has the same name"),
    (
        "tool-name-lookalike",
        W,
        False,
        "(j) the tool name imitates a popular server's tool name with ASCII look-alike characters",
    ),
    ("tool-description-not-string", E, False, "description is present but not a string"),
    ("tool-shape-invalid", E, False, "a field does not match the protocol's Tool shape"),
    ("annotation-hint-not-boolean", E, False, "an annotation hint is not a boolean"),
    ("annotations-contradictory", W, False, "readOnlyHint and destructiveHint are both true"),
    ("description-too-long", W, False, "a description or title is longer than the bound"),
    # the schemas as a whole
    ("input-schema-missing", E, True, "the tool has no inputSchema"),
    ("input-schema-not-object", E, True, "inputSchema is not a JSON object"),
    ("input-schema-type-not-object", E, True, 'inputSchema does not declare type "object"'),
    ("output-schema-not-object", E, True, "outputSchema is present but not a JSON object"),
    (
        "output-schema-type-not-object",
        E,
        True,
        'outputSchema does not declare type "object" (required before protocol 2026-07-28)',
    ),
    ("schema-dialect-unsupported", E, True, "$schema names a dialect mcpcheck cannot check"),
    ("schema-metaschema-invalid", E, True, "the schema is invalid against its metaschema"),
    ("schema-number-not-finite", E, True, "the schema holds NaN or Infinity (not JSON)"),
    ("schema-too-deep", E, True, "the schema nests deeper than the bound; not checked further"),
    ("schema-too-large", E, True, "the schema is larger than the bound; not checked further"),
    (
        "schema-too-many-properties",
        E,
        True,
        "an object in the schema has more keys than the bound; not checked further",
    ),
    ("schema-enum-too-large", E, True, "an enum has more values than the bound"),
    # keywords inside a schema
    ("schema-properties-not-object", E, True, "properties is not an object"),
    ("schema-required-not-array", E, True, "required is not an array of strings"),
    ("schema-required-missing-property", W, False, "required names an undeclared property"),
    ("schema-type-unknown", E, True, "type is not one of the JSON Schema type names"),
    (
        "property-name-dangerous",
        W,
        False,
        "a property name is empty, __proto__-like, hostile or longer than the name bound",
    ),
    ("ref-remote", E, False, "a $ref points outside the schema; it is never fetched"),
    ("ref-dangling", E, True, "a local $ref points at nothing"),
    ("ref-recursive", E, True, "$ref loops back on itself without descending (endless check)"),
    ("pattern-invalid", E, True, "a pattern is not a valid ECMA-262 regular expression"),
    ("pattern-redos", E, False, "a pattern can backtrack catastrophically"),
    ("pattern-too-long", W, False, "a pattern is longer than the bound; not compiled"),
    # input hygiene: info by default (real tools are loose); `--severity` raises them
    ("input-open-properties", INFO, False, "inputSchema accepts undeclared properties"),
    ("input-unbounded-string", INFO, False, "a string input has no maxLength, enum or const"),
    ("input-unbounded-array", INFO, False, "an array input has no maxItems"),
)


def _build() -> dict[str, LintRule]:
    rules = {rid: LintRule(rid, sev, summary, blocking) for rid, sev, blocking, summary in _TABLE}
    for rid, (sev, summary) in TEXT_RULES.items():
        rules[rid] = LintRule(rid, sev, summary, risk=True)
    for attack in CLASSES.values():
        summary = f"({attack.letter}) {attack.title}: {attack.summary}"
        rules[attack.rule] = LintRule(attack.rule, E, summary, risk=True)
    return rules


RULES: dict[str, LintRule] = _build()


def effective_severities(overrides: Mapping[str, Severity] | None = None) -> dict[str, Severity]:
    """Default severity of every lint rule with per-rule overrides; unknown ids: UsageError."""
    result = {rule_id: rule.severity for rule_id, rule in RULES.items()}
    unknown = sorted(str(k) for k in (overrides or {}) if k not in RULES)
    if unknown:
        raise UsageError(f"unknown lint rule in severity overrides: {', '.join(unknown)}")
    result.update({rule_id: Severity(level) for rule_id, level in (overrides or {}).items()})
    return result
