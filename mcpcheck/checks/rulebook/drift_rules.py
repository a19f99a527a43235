"""Drift rules on tools: the envelope, input schemas (contravariant), output schemas (covariant),
annotations, and schema changes read in either direction.

Rules beyond the minimum catalogue of docs/design.md (none contradicts it):
- input-union-branch-added: the input counterpart of output-union-branch-added (info).
- output-property-became-required, output-enum-value-removed, output-union-branch-removed,
  output-constraint-tightened: output narrowings; readers are unaffected (info).
- output-pattern-changed, output-format-changed, output-property-description-changed: the output
  counterparts of the input rules of the same name.
- tool-field-changed: another top-level tool field (e.g. `icons`, `execution` beyond
  taskSupport) changed.
- tool-task-support-narrowed / -widened: `execution.taskSupport` judged by the invocation modes
  it allows (the reasoning is in drift/execution.py).
- tool-baseline-unusable: schema changes against a baseline tool that was unusable as recorded,
  one finding per tool (drift/baseline.py).
- schema-change-unclassified, schema-remote-ref-changed, schema-too-deep-to-compare: a change the
  engine cannot classify is an error, so a breaking-change gate never hides one.
- output-union-branch-added-covered, schema-dialect-changed-same-meaning,
  schema-constraint-rewritten, schema-safe-integer-bound-changed, schema-annotation-changed,
  tool-definition-changed: changes that alter no accepted value, reported as info so that nothing
  that changes a stored hash is silent.

Schema comparisons report an outcome (narrowed, widened, ...) that drift/outcomes.py maps to the
input or the output rule; the detector named here is the module that finds the outcome.
"""

from __future__ import annotations

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
TOOL, INPUT, OUTPUT = Family.TOOL, Family.INPUT, Family.OUTPUT
ANNOTATION, SCHEMA = Family.ANNOTATION, Family.SCHEMA

_DRIFT = "mcpcheck.checks.drift."
ANNOTATIONS, ARRAYS, BASELINE = _DRIFT + "annotations", _DRIFT + "arrays", _DRIFT + "baseline"
BOUNDS, COMPOSITION, EXECUTION = _DRIFT + "bounds", _DRIFT + "composition", _DRIFT + "execution"
NODES, OBJECTS, SCALARS = _DRIFT + "nodes", _DRIFT + "objects", _DRIFT + "scalars"
TOOLS, UNIONS = _DRIFT + "tools", _DRIFT + "unions"

RULES = (
    # --- tools: the envelope ---
    Rule(R.TOOL_REMOVED, E, TOOL, TOOLS, "A tool was removed."),
    Rule(R.TOOL_ADDED, INF, TOOL, TOOLS, "A tool was added."),
    Rule(R.TOOL_RENAMED, W, TOOL, TOOLS,
         "A removed and an added tool have identical input and output schemas: probably a "
         "rename (reported with tool-removed)."),
    Rule(R.TOOL_DESCRIPTION_CHANGED, W, TOOL, TOOLS,
         "A tool description (the text the model reads) changed: review it for hidden "
         "instructions."),
    Rule(R.TOOL_DESCRIPTION_WHITESPACE_CHANGED, INF, TOOL, TOOLS,
         "A tool description changed only in whitespace (trailing spaces, line endings, "
         "indentation): the same words in the same order."),
    Rule(R.TOOL_TITLE_CHANGED, INF, TOOL, TOOLS, "A tool title changed."),
    Rule(R.TOOL_FIELD_CHANGED, W, TOOL, TOOLS, "Another top-level tool field changed."),
    Rule(R.TOOL_BASELINE_UNUSABLE, E, TOOL, BASELINE,
         "The baseline recorded this tool as unusable (e.g. an empty input schema) and the "
         "revision's schema breaks against it; its schema differences are summarized in one "
         "finding per tool instead of one per property."),
    Rule(R.TOOL_DEFINITION_CHANGED, INF, TOOL, TOOLS,
         "A tool definition changed as stored (its hash differs) but no other rule finds a "
         "difference (values or branches reordered, a `$ref` inlined, an unreferenced `$defs` "
         "entry, an unknown key): nothing is silent."),
    Rule(R.TOOL_TASK_SUPPORT_NARROWED, E, TOOL, EXECUTION,
         "`execution.taskSupport` no longer allows a way of invoking the tool that the baseline "
         'allowed (a plain call, or a task); "forbidden" is the default when absent.'),
    Rule(R.TOOL_TASK_SUPPORT_WIDENED, INF, TOOL, EXECUTION,
         "`execution.taskSupport` allows an additional way of invoking the tool; every call "
         "that worked still works."),
    # --- input schemas (contravariant: narrowing breaks callers) ---
    Rule(R.INPUT_REQUIRED_PROPERTY_ADDED, E, INPUT, OBJECTS,
         "A new required argument was added.",
         consequence="existing callers cannot have sent it (the old schema did not allow it) "
                     "and will be rejected"),
    Rule(R.INPUT_PROPERTY_BECAME_REQUIRED, E, INPUT, OBJECTS,
         "An optional argument became required.",
         consequence="callers that omit it will be rejected"),
    Rule(R.INPUT_OPTIONAL_PROPERTY_ADDED, INF, INPUT, OBJECTS,
         "A new optional argument was added.",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_PROPERTY_BECAME_OPTIONAL, INF, INPUT, OBJECTS,
         "A required argument became optional.",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_PROPERTY_REMOVED, E, INPUT, OBJECTS,
         "An argument was removed and additional properties are not allowed.",
         consequence="callers that still send it will be rejected"),
    Rule(R.INPUT_PROPERTY_REMOVED_OPEN, E, INPUT, OBJECTS,
         "An argument was removed from an object that allows additional properties without "
         "declaring them (no `additionalProperties`, or a `patternProperties` or "
         "`additionalProperties` schema that does not accept its old values): a caller that "
         "still sends it is silently ignored, so the same call no longer means the same.",
         consequence="callers that still send it are no longer understood"),
    Rule(R.INPUT_PROPERTY_REMOVED_INTO_MAP, W, INPUT, OBJECTS,
         "An argument was removed from an object the revision declares a map "
         "(`additionalProperties: true`, or an `additionalProperties` or matching "
         "`patternProperties` schema that accepts every value the argument accepted): the value "
         "is still accepted and may still be passed through.",
         consequence="callers that still send it are accepted, and the value may still be "
         "passed through"),
    Rule(R.INPUT_ADDITIONAL_PROPERTIES_RESTRICTED, E, INPUT, OBJECTS,
         "Additional argument properties were restricted.",
         consequence="callers sending extra properties will be rejected"),
    Rule(R.INPUT_TYPE_NARROWED, E, INPUT, NODES,
         "An argument accepts fewer JSON types (includes null removed).",
         consequence="callers sending the removed types will be rejected"),
    Rule(R.INPUT_TYPE_WIDENED, INF, INPUT, NODES,
         "An argument accepts more JSON types (integer to number is a widening).",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_ENUM_VALUE_REMOVED, E, INPUT, SCALARS,
         "An allowed argument value was removed.",
         consequence="callers sending those values will be rejected"),
    Rule(R.INPUT_ENUM_OR_CONST_ADDED, E, INPUT, SCALARS,
         "An argument was restricted to a fixed set of values.",
         consequence="callers sending other values will be rejected"),
    Rule(R.INPUT_ENUM_VALUE_ADDED, INF, INPUT, SCALARS,
         "An allowed argument value was added.",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_RANGE_NARROWED, E, INPUT, BOUNDS,
         "A numeric argument range narrowed (maximum lowered, minimum raised, bound made "
         "exclusive, multipleOf added).",
         consequence="callers sending values outside the new range will be rejected"),
    Rule(R.INPUT_LENGTH_NARROWED, E, INPUT, BOUNDS,
         "A string length or object size limit narrowed.",
         consequence="callers sending values outside the new limits will be rejected"),
    Rule(R.INPUT_ITEMS_NARROWED, E, INPUT, ARRAYS,
         "An array limit narrowed (item count, uniqueItems added).",
         consequence="callers sending arrays outside the new limits will be rejected"),
    Rule(R.INPUT_PATTERN_ADDED, E, INPUT, SCALARS,
         "A pattern was added to a string argument.",
         consequence="callers sending values that do not match will be rejected"),
    Rule(R.INPUT_PATTERN_CHANGED, W, INPUT, SCALARS,
         "The pattern of a string argument changed and whether it narrows or widens could not be "
         "decided (a back-reference, look-around, word boundary or `\\p{...}` class, or a "
         "pattern too large to compare); a pattern that provably accepts every value it accepted "
         "is input-constraint-relaxed, one that provably rejects some is input-pattern-narrowed.",
         consequence="some values that matched before may now be rejected"),
    Rule(R.INPUT_PATTERN_NARROWED, E, INPUT, SCALARS,
         "The pattern of a string argument changed and provably rejects some values it accepted "
         "(decided by language inclusion of the two ECMA-262 patterns).",
         consequence="callers sending those values will be rejected"),
    Rule(R.INPUT_FORMAT_CHANGED, W, INPUT, SCALARS,
         "The format of a string argument changed.",
         consequence="validators that check formats may reject values accepted before"),
    Rule(R.INPUT_COMPOSITION_NARROWED, E, INPUT, COMPOSITION,
         "Composition narrowed an argument (anyOf/oneOf branch removed, allOf branch added, a "
         "constraining keyword such as not, if, dependentRequired or unevaluatedProperties "
         "added).",
         consequence="arguments that were valid before may now be rejected"),
    Rule(R.INPUT_UNION_BRANCH_ADDED, INF, INPUT, UNIONS,
         "An anyOf/oneOf branch was added to an argument.",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_DEFAULT_CHANGED, W, INPUT, SCALARS,
         "The default of an argument was added or removed, or a numeric or free-text default "
         "changed within its type.",
         consequence="callers that omit it may get a different behaviour"),
    Rule(R.INPUT_DEFAULT_SWITCHED, E, INPUT, SCALARS,
         "The default of an argument switched behaviour: a boolean default flipped, the default "
         "moved to another member of the argument's `enum`/`const`, or it became a value of "
         "another type.",
         consequence="every call that omits it now does something else"),
    Rule(R.INPUT_DEFAULT_NULL_ADDED, INF, INPUT, SCALARS,
         "A default of `null` was added: null means not given, so the server's own default still "
         "applies.",
         consequence="null means not given: the server's own default still applies"),
    Rule(R.INPUT_DEFAULT_REORDERED, INF, INPUT, SCALARS,
         "A string default lists the same comma-separated items in another order (a server "
         "that builds its default from a set may change the order on every start).",
         consequence="the same items: only their order changed"),
    Rule(R.INPUT_CONSTRAINT_RELAXED, INF, INPUT, BOUNDS,
         "An argument constraint was relaxed.",
         consequence="existing callers are unaffected"),
    Rule(R.INPUT_PROPERTY_DESCRIPTION_CHANGED, INF, INPUT, SCALARS,
         "The description of an argument (or of the input schema) changed.",
         consequence="the model reads the new text"),
    # --- output schemas (covariant: widening breaks readers) ---
    Rule(R.OUTPUT_SCHEMA_REMOVED, E, OUTPUT, TOOLS,
         "The output schema was removed.",
         consequence="readers lose the structured result contract"),
    Rule(R.OUTPUT_SCHEMA_ADDED, INF, OUTPUT, TOOLS,
         "An output schema was added.",
         consequence="readers gain a structured result contract"),
    Rule(R.OUTPUT_REQUIRED_PROPERTY_REMOVED, E, OUTPUT, OBJECTS,
         "A required result property was removed.",
         consequence="readers that rely on it may no longer receive it"),
    Rule(R.OUTPUT_PROPERTY_BECAME_OPTIONAL, E, OUTPUT, OBJECTS,
         "A required result property became optional.",
         consequence="readers that rely on it may break when it is missing"),
    Rule(R.OUTPUT_OPTIONAL_PROPERTY_REMOVED, W, OUTPUT, OBJECTS,
         "An optional result property was removed.",
         consequence="readers that use it may no longer receive it"),
    Rule(R.OUTPUT_PROPERTY_ADDED, INF, OUTPUT, OBJECTS,
         "A result property was added.",
         consequence="readers may ignore it"),
    Rule(R.OUTPUT_PROPERTY_BECAME_REQUIRED, INF, OUTPUT, OBJECTS,
         "An optional result property became required.",
         consequence="readers are unaffected"),
    Rule(R.OUTPUT_TYPE_WIDENED, E, OUTPUT, NODES,
         "A result value may have more JSON types (includes became nullable).",
         consequence="readers may receive types they do not handle"),
    Rule(R.OUTPUT_TYPE_NARROWED, INF, OUTPUT, NODES,
         "A result value has fewer JSON types.",
         consequence="readers are unaffected"),
    Rule(R.OUTPUT_ENUM_VALUE_ADDED, W, OUTPUT, SCALARS,
         "A result value may take a new enum value.",
         consequence="readers may receive a value they do not handle"),
    Rule(R.OUTPUT_ENUM_VALUE_REMOVED, INF, OUTPUT, SCALARS,
         "A result enum value was removed.",
         consequence="readers are unaffected"),
    Rule(R.OUTPUT_UNION_BRANCH_ADDED, E, OUTPUT, UNIONS,
         "An anyOf/oneOf branch that admits values the old schema rejected was added to a "
         "result value (e.g. a content item that may now be a resource block, not only an "
         "image).",
         consequence="readers may receive a shape they do not handle"),
    Rule(R.OUTPUT_UNION_BRANCH_ADDED_COVERED, INF, OUTPUT, UNIONS,
         "An anyOf/oneOf branch was added to a result value, but the old schema already "
         "accepted every value it admits.",
         consequence="the old schema already accepted every value it admits; readers are "
                     "unaffected"),
    Rule(R.OUTPUT_UNION_BRANCH_REMOVED, INF, OUTPUT, UNIONS,
         "An anyOf/oneOf branch was removed from a result value.",
         consequence="readers are unaffected"),
    Rule(R.OUTPUT_CONSTRAINT_RELAXED, W, OUTPUT, BOUNDS,
         "A result constraint was relaxed (range, length, items, pattern, enum, additional "
         "properties, composition).",
         consequence="readers may receive values they did not expect"),
    Rule(R.OUTPUT_CONSTRAINT_TIGHTENED, INF, OUTPUT, BOUNDS,
         "A result constraint was tightened.",
         consequence="readers are unaffected"),
    Rule(R.OUTPUT_PATTERN_CHANGED, W, OUTPUT, SCALARS,
         "The pattern of a result string changed and whether it narrows or widens could not be "
         "decided.",
         consequence="readers may receive values that did not match before"),
    Rule(R.OUTPUT_FORMAT_CHANGED, W, OUTPUT, SCALARS,
         "The format of a result string changed.",
         consequence="readers that parse the format may break"),
    Rule(R.OUTPUT_PROPERTY_DESCRIPTION_CHANGED, INF, OUTPUT, SCALARS,
         "The description of a result value changed.",
         consequence="the model reads the new text"),
    # --- annotations ---
    Rule(R.ANNOTATION_DESTRUCTIVE_ESCALATED, E, ANNOTATION, ANNOTATIONS,
         "The tool may now modify or destroy (effective readOnlyHint true to false, or "
         "destructiveHint false to true).",
         consequence="agents that auto-approve it may now cause side effects"),
    Rule(R.ANNOTATION_HINT_WEAKENED, W, ANNOTATION, ANNOTATIONS,
         "A behaviour hint promises less (idempotentHint true to false, openWorldHint false to "
         "true).",
         consequence="agents relying on the old promise may misbehave"),
    Rule(R.ANNOTATION_HINT_STRENGTHENED, INF, ANNOTATION, ANNOTATIONS,
         "A behaviour hint promises more.",
         consequence="agents are unaffected"),
    # --- schemas, either direction ---
    Rule(R.SCHEMA_DIALECT_CHANGED, W, SCHEMA, SCALARS,
         "The `$schema` dialect changed and the schema uses a keyword whose meaning differs "
         "between the two dialects (array-form `items`, `additionalItems`, `dependencies`, "
         "`$ref` with siblings, boolean `exclusiveMinimum`, an embedded `$id`, ...).",
         consequence="validators may interpret the schema differently"),
    Rule(R.SCHEMA_DIALECT_CHANGED_SAME_MEANING, INF, SCHEMA, SCALARS,
         "The `$schema` dialect changed, but the schema uses no keyword whose meaning differs "
         "between the two dialects.",
         consequence="no keyword in the schema means something else in the new dialect"),
    Rule(R.SCHEMA_CONSTRAINT_REWRITTEN, INF, SCHEMA, BOUNDS,
         "A constraint was written differently but accepts exactly the same values (on an "
         "integer, `exclusiveMinimum: 0` is `minimum: 1`; draft-04 boolean bounds likewise).",
         consequence="it accepts exactly the same values"),
    Rule(R.SCHEMA_SAFE_INTEGER_BOUND_CHANGED, INF, SCHEMA, BOUNDS,
         "A numeric bound at or beyond the safe integer range (+/-(2^53-1), which zod 4 writes "
         "on every integer) was added or removed: strictly a change, practically none.",
         consequence="JSON numbers beyond +/-(2^53-1) cannot be exchanged exactly anyway"),
    Rule(R.SCHEMA_ANNOTATION_CHANGED, INF, SCHEMA, NODES,
         "A keyword that does not constrain values changed (title, examples, `$comment`, "
         "deprecated, readOnly/writeOnly, contentMediaType, an unknown keyword, ...).",
         consequence="validation is unaffected"),
    Rule(R.SCHEMA_CHANGE_UNCLASSIFIED, E, SCHEMA, NODES,
         "A change (malformed schema, changed `not` or `if`, unresolvable `$ref`) cannot be "
         "classified and is treated as breaking.",
         consequence="it cannot be classified, so it is treated as breaking"),
    Rule(R.SCHEMA_REMOTE_REF_CHANGED, E, SCHEMA, NODES,
         "A remote `$ref` changed; remote references are never fetched, so the change is "
         "treated as breaking.",
         consequence="remote references are never fetched, so it is treated as breaking"),
    Rule(R.SCHEMA_TOO_DEEP_TO_COMPARE, E, SCHEMA, NODES,
         "A schema is nested too deeply (or expands too much through `$ref`) to compare; "
         "treated as breaking.",
         consequence="the difference below this point is treated as breaking"),
)
