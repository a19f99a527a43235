"""The one registry of drift rules: id, default severity, family and the sentences reviewers read.

Families: `tool` (the envelope), `input` (argument schemas, contravariant), `output` (result
schemas, covariant), `annotation` (behaviour hints), `schema` (either direction: changes that
cannot be classified, and so are reported as breaking, and changes of no meaning that are still
reported so nothing is silent); the rest of the published surface (`prompt`, `resource`,
`server`) is in rules_surface.py.

Rules beyond the minimum catalogue of docs/design.md (none contradicts it):
- input-union-branch-added: the input counterpart of output-union-branch-added (info).
- output-property-became-required, output-enum-value-removed, output-union-branch-removed,
  output-constraint-tightened: output narrowings; readers are unaffected (info).
- output-pattern-changed, output-format-changed, output-property-description-changed: the output
  counterparts of the input rules of the same name.
- tool-field-changed: another top-level tool field (e.g. `icons`, `execution` beyond
  taskSupport) changed.
- tool-task-support-narrowed / -widened: `execution.taskSupport` judged by the invocation modes
  it allows (the reasoning is in execution.py).
- tool-baseline-unusable: schema changes against a baseline tool that was unusable as recorded,
  one finding per tool (baseline.py).
- schema-change-unclassified, schema-remote-ref-changed, schema-too-deep-to-compare: a change the
  engine cannot classify is an error, so a breaking-change gate never hides one.
- output-union-branch-added-covered, schema-dialect-changed-same-meaning,
  schema-constraint-rewritten, schema-safe-integer-bound-changed, schema-annotation-changed,
  tool-definition-changed: changes that alter no accepted value, reported as info so that nothing
  that changes a stored hash is silent.
"""

from __future__ import annotations

from mcpcheck.checks.drift.ruledef import Family, Rule
from mcpcheck.checks.drift.rules_surface import SURFACE_RULES
from mcpcheck.models import Severity

__all__ = ["RULES", "Family", "Rule"]


E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
T, IN, OUT, ANN, SCH = Family.TOOL, Family.INPUT, Family.OUTPUT, Family.ANNOTATION, Family.SCHEMA

_ALL = (
    # --- tools: the envelope ---
    Rule("tool-removed", E, T, "A tool was removed."),
    Rule("tool-added", INF, T, "A tool was added."),
    Rule(
        "tool-renamed",
        W,
        T,
        "A removed and an added tool have identical input and output "
        "schemas: probably a rename (reported with tool-removed).",
    ),
    Rule(
        "tool-description-changed",
        W,
        T,
        "A tool description (the text the model reads) changed: review it for hidden instructions.",
    ),
    Rule(
        "tool-description-whitespace-changed",
        INF,
        T,
        "A tool description changed only in whitespace (trailing spaces, line endings, "
        "indentation): the same words in the same order.",
    ),
    Rule("tool-title-changed", INF, T, "A tool title changed."),
    Rule("tool-field-changed", W, T, "Another top-level tool field changed."),
    Rule(
        "tool-baseline-unusable",
        E,
        T,
        "The baseline recorded this tool as unusable (e.g. an empty input schema) and the "
        "revision's schema breaks against it; its schema differences are summarized in one "
        "finding per tool instead of one per property.",
    ),
    Rule(
        "tool-definition-changed",
        INF,
        T,
        "A tool definition changed as stored (its hash differs) but no other rule finds a "
        "difference (values or branches reordered, a `$ref` inlined, an unreferenced `$defs` "
        "entry, an unknown key): nothing is silent.",
    ),
    Rule(
        "tool-task-support-narrowed",
        E,
        T,
        "`execution.taskSupport` no longer allows a way of invoking the tool that the baseline "
        "allowed (a plain call, or a task); \"forbidden\" is the default when absent.",
    ),
    Rule(
        "tool-task-support-widened",
        INF,
        T,
        "`execution.taskSupport` allows an additional way of invoking the tool; every call that "
        "worked still works.",
    ),
    # --- input schemas (contravariant: narrowing breaks callers) ---
    Rule(
        "input-required-property-added",
        E,
        IN,
        "A new required argument was added.",
        "existing callers cannot have sent it (the old schema did not allow it) and will be "
        "rejected",
    ),
    Rule(
        "input-property-became-required",
        E,
        IN,
        "An optional argument became required.",
        "callers that omit it will be rejected",
    ),
    Rule(
        "input-optional-property-added",
        INF,
        IN,
        "A new optional argument was added.",
        "existing callers are unaffected",
    ),
    Rule(
        "input-property-became-optional",
        INF,
        IN,
        "A required argument became optional.",
        "existing callers are unaffected",
    ),
    Rule(
        "input-property-removed",
        E,
        IN,
        "An argument was removed and additional properties are not allowed.",
        "callers that still send it will be rejected",
    ),
    Rule(
        "input-property-removed-open",
        E,
        IN,
        "An argument was removed from an object that allows additional properties without "
        "declaring them (no `additionalProperties`, or a `patternProperties` or "
        "`additionalProperties` schema that does not accept its old values): a caller that "
        "still sends it is silently ignored, so the same call no longer means the same.",
        "callers that still send it are no longer understood",
    ),
    Rule(
        "input-property-removed-into-map",
        W,
        IN,
        "An argument was removed from an object the revision declares a map "
        "(`additionalProperties: true`, or an `additionalProperties` or matching "
        "`patternProperties` schema that accepts every value the argument accepted): the value "
        "is still accepted and may still be passed through.",
        "callers that still send it are accepted, and the value may still be passed through",
    ),
    Rule(
        "input-additional-properties-restricted",
        E,
        IN,
        "Additional argument properties were restricted.",
        "callers sending extra properties will be rejected",
    ),
    Rule(
        "input-type-narrowed",
        E,
        IN,
        "An argument accepts fewer JSON types (includes null removed).",
        "callers sending the removed types will be rejected",
    ),
    Rule(
        "input-type-widened",
        INF,
        IN,
        "An argument accepts more JSON types (integer to number is a widening).",
        "existing callers are unaffected",
    ),
    Rule(
        "input-enum-value-removed",
        E,
        IN,
        "An allowed argument value was removed.",
        "callers sending those values will be rejected",
    ),
    Rule(
        "input-enum-or-const-added",
        E,
        IN,
        "An argument was restricted to a fixed set of values.",
        "callers sending other values will be rejected",
    ),
    Rule(
        "input-enum-value-added",
        INF,
        IN,
        "An allowed argument value was added.",
        "existing callers are unaffected",
    ),
    Rule(
        "input-range-narrowed",
        E,
        IN,
        "A numeric argument range narrowed (maximum lowered, "
        "minimum raised, bound made exclusive, multipleOf added).",
        "callers sending values outside the new range will be rejected",
    ),
    Rule(
        "input-length-narrowed",
        E,
        IN,
        "A string length or object size limit narrowed.",
        "callers sending values outside the new limits will be rejected",
    ),
    Rule(
        "input-items-narrowed",
        E,
        IN,
        "An array limit narrowed (item count, uniqueItems added).",
        "callers sending arrays outside the new limits will be rejected",
    ),
    Rule(
        "input-pattern-added",
        E,
        IN,
        "A pattern was added to a string argument.",
        "callers sending values that do not match will be rejected",
    ),
    Rule(
        "input-pattern-changed",
        W,
        IN,
        "The pattern of a string argument changed and whether it narrows or widens could not be "
        "decided (a back-reference, look-around, word boundary or `\\p{...}` class, or a "
        "pattern too large to compare); a pattern that provably accepts every value it accepted "
        "is input-constraint-relaxed, one that provably rejects some is input-pattern-narrowed.",
        "some values that matched before may now be rejected",
    ),
    Rule(
        "input-pattern-narrowed",
        E,
        IN,
        "The pattern of a string argument changed and provably rejects some values it accepted "
        "(decided by language inclusion of the two ECMA-262 patterns).",
        "callers sending those values will be rejected",
    ),
    Rule(
        "input-format-changed",
        W,
        IN,
        "The format of a string argument changed.",
        "validators that check formats may reject values accepted before",
    ),
    Rule(
        "input-composition-narrowed",
        E,
        IN,
        "Composition narrowed an argument (anyOf/oneOf "
        "branch removed, allOf branch added, a constraining keyword such as not, if, "
        "dependentRequired or unevaluatedProperties added).",
        "arguments that were valid before may now be rejected",
    ),
    Rule(
        "input-union-branch-added",
        INF,
        IN,
        "An anyOf/oneOf branch was added to an argument.",
        "existing callers are unaffected",
    ),
    Rule(
        "input-default-changed",
        W,
        IN,
        "The default of an argument was added or removed, or a numeric or free-text default "
        "changed within its type.",
        "callers that omit it may get a different behaviour",
    ),
    Rule(
        "input-default-switched",
        E,
        IN,
        "The default of an argument switched behaviour: a boolean default flipped, the default "
        "moved to another member of the argument's `enum`/`const`, or it became a value of "
        "another type.",
        "every call that omits it now does something else",
    ),
    Rule(
        "input-default-null-added",
        INF,
        IN,
        "A default of `null` was added: null means not given, so the server's own default still "
        "applies.",
        "null means not given: the server's own default still applies",
    ),
    Rule(
        "input-constraint-relaxed",
        INF,
        IN,
        "An argument constraint was relaxed.",
        "existing callers are unaffected",
    ),
    Rule(
        "input-property-description-changed",
        INF,
        IN,
        "The description of an argument (or of the input schema) changed.",
        "the model reads the new text",
    ),
    # --- output schemas (covariant: widening breaks readers) ---
    Rule(
        "output-schema-removed",
        E,
        OUT,
        "The output schema was removed.",
        "readers lose the structured result contract",
    ),
    Rule(
        "output-schema-added",
        INF,
        OUT,
        "An output schema was added.",
        "readers gain a structured result contract",
    ),
    Rule(
        "output-required-property-removed",
        E,
        OUT,
        "A required result property was removed.",
        "readers that rely on it may no longer receive it",
    ),
    Rule(
        "output-property-became-optional",
        E,
        OUT,
        "A required result property became optional.",
        "readers that rely on it may break when it is missing",
    ),
    Rule(
        "output-optional-property-removed",
        W,
        OUT,
        "An optional result property was removed.",
        "readers that use it may no longer receive it",
    ),
    Rule(
        "output-property-added", INF, OUT, "A result property was added.", "readers may ignore it"
    ),
    Rule(
        "output-property-became-required",
        INF,
        OUT,
        "An optional result property became required.",
        "readers are unaffected",
    ),
    Rule(
        "output-type-widened",
        E,
        OUT,
        "A result value may have more JSON types (includes became nullable).",
        "readers may receive types they do not handle",
    ),
    Rule(
        "output-type-narrowed",
        INF,
        OUT,
        "A result value has fewer JSON types.",
        "readers are unaffected",
    ),
    Rule(
        "output-enum-value-added",
        W,
        OUT,
        "A result value may take a new enum value.",
        "readers may receive a value they do not handle",
    ),
    Rule(
        "output-enum-value-removed",
        INF,
        OUT,
        "A result enum value was removed.",
        "readers are unaffected",
    ),
    Rule(
        "output-union-branch-added",
        E,
        OUT,
        "An anyOf/oneOf branch that admits values the old schema rejected was added to a result "
        "value (e.g. a content item that may now be a resource block, not only an image).",
        "readers may receive a shape they do not handle",
    ),
    Rule(
        "output-union-branch-added-covered",
        INF,
        OUT,
        "An anyOf/oneOf branch was added to a result value, but the old schema already accepted "
        "every value it admits.",
        "the old schema already accepted every value it admits; readers are unaffected",
    ),
    Rule(
        "output-union-branch-removed",
        INF,
        OUT,
        "An anyOf/oneOf branch was removed from a result value.",
        "readers are unaffected",
    ),
    Rule(
        "output-constraint-relaxed",
        W,
        OUT,
        "A result constraint was relaxed (range, length, "
        "items, pattern, enum, additional properties, composition).",
        "readers may receive values they did not expect",
    ),
    Rule(
        "output-constraint-tightened",
        INF,
        OUT,
        "A result constraint was tightened.",
        "readers are unaffected",
    ),
    Rule(
        "output-pattern-changed",
        W,
        OUT,
        "The pattern of a result string changed and whether it narrows or widens could not be "
        "decided.",
        "readers may receive values that did not match before",
    ),
    Rule(
        "output-format-changed",
        W,
        OUT,
        "The format of a result string changed.",
        "readers that parse the format may break",
    ),
    Rule(
        "output-property-description-changed",
        INF,
        OUT,
        "The description of a result value changed.",
        "the model reads the new text",
    ),
    # --- annotations ---
    Rule(
        "annotation-destructive-escalated",
        E,
        ANN,
        "The tool may now modify or destroy "
        "(effective readOnlyHint true to false, or destructiveHint false to true).",
        "agents that auto-approve it may now cause side effects",
    ),
    Rule(
        "annotation-hint-weakened",
        W,
        ANN,
        "A behaviour hint promises less (idempotentHint "
        "true to false, openWorldHint false to true).",
        "agents relying on the old promise may misbehave",
    ),
    Rule(
        "annotation-hint-strengthened",
        INF,
        ANN,
        "A behaviour hint promises more.",
        "agents are unaffected",
    ),
    # --- schemas, either direction ---
    Rule(
        "schema-dialect-changed",
        W,
        SCH,
        "The `$schema` dialect changed and the schema uses a keyword whose meaning differs "
        "between the two dialects (array-form `items`, `additionalItems`, `dependencies`, "
        "`$ref` with siblings, boolean `exclusiveMinimum`, an embedded `$id`, ...).",
        "validators may interpret the schema differently",
    ),
    Rule(
        "schema-dialect-changed-same-meaning",
        INF,
        SCH,
        "The `$schema` dialect changed, but the schema uses no keyword whose meaning differs "
        "between the two dialects.",
        "no keyword in the schema means something else in the new dialect",
    ),
    Rule(
        "schema-constraint-rewritten",
        INF,
        SCH,
        "A constraint was written differently but accepts exactly the same values (on an "
        "integer, `exclusiveMinimum: 0` is `minimum: 1`; draft-04 boolean bounds likewise).",
        "it accepts exactly the same values",
    ),
    Rule(
        "schema-safe-integer-bound-changed",
        INF,
        SCH,
        "A numeric bound at or beyond the safe integer range (+/-(2^53-1), which zod 4 writes on "
        "every integer) was added or removed: strictly a change, practically none.",
        "JSON numbers beyond +/-(2^53-1) cannot be exchanged exactly anyway",
    ),
    Rule(
        "schema-annotation-changed",
        INF,
        SCH,
        "A keyword that does not constrain values changed (title, examples, `$comment`, "
        "deprecated, readOnly/writeOnly, contentMediaType, an unknown keyword, ...).",
        "validation is unaffected",
    ),
    Rule(
        "schema-change-unclassified",
        E,
        SCH,
        "A change (malformed schema, changed `not` or "
        "`if`, unresolvable `$ref`) cannot be classified and is treated as breaking.",
        "it cannot be classified, so it is treated as breaking",
    ),
    Rule(
        "schema-remote-ref-changed",
        E,
        SCH,
        "A remote `$ref` changed; remote references are "
        "never fetched, so the change is treated as breaking.",
        "remote references are never fetched, so it is treated as breaking",
    ),
    Rule(
        "schema-too-deep-to-compare",
        E,
        SCH,
        "A schema is nested too deeply (or expands too "
        "much through `$ref`) to compare; treated as breaking.",
        "the difference below this point is treated as breaking",
    ),
)

_EVERY: tuple[Rule, ...] = _ALL + SURFACE_RULES
RULES: dict[str, Rule] = {rule.id: rule for rule in _EVERY}

if len(RULES) != len(_EVERY):  # pragma: no cover - guards the table above
    raise RuntimeError("duplicate drift rule id")
