"""Rules of the argument files (`mcpcheck validate`, the config's `validate` list) and of the
golden calls (`mcpcheck call`, the config's `calls` file). Every one is an error by default but
the two golden-call warnings (an outputSchema that cannot be compiled, a call not judged)."""

from __future__ import annotations

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W = Severity.ERROR, Severity.WARNING
ARGUMENTS, CALLS = "mcpcheck.checks.arguments", "mcpcheck.checks.calls"

ARGUMENT_RULES = (
    Rule(R.ARGUMENT_INVALID, E, Family.ARGUMENTS, ARGUMENTS,
         "an argument file does not satisfy the tool's input schema"),
    Rule(R.ARGUMENT_FILE_INVALID, E, Family.ARGUMENTS, ARGUMENTS,
         "an argument file is not JSON, not UTF-8, too large, or not a call"),
    Rule(R.TOOL_NOT_ADVERTISED, E, Family.ARGUMENTS, ARGUMENTS,
         "an argument file names a tool the server does not advertise"),
    Rule(R.TOOL_SCHEMA_INVALID, E, Family.ARGUMENTS, ARGUMENTS,
         "the tool's input schema is invalid (the server's fault); files for that tool are not "
         "judged"),
    Rule(R.TOOL_SCHEMA_UNSUPPORTED, E, Family.ARGUMENTS, ARGUMENTS,
         "the tool's input schema uses an unsupported $schema dialect or a remote $ref; files "
         "for that tool are not judged"),
    Rule(R.PATTERN_REFUSED, E, Family.ARGUMENTS, ARGUMENTS,
         "a schema pattern was refused because matching it exceeded the time bound "
         "(catastrophic backtracking)"),
)

CALL_RULES = (
    Rule(R.CALL_ARGUMENTS_INVALID, E, Family.CALLS, CALLS,
         "the call's arguments do not satisfy the live inputSchema (the call is not sent)"),
    Rule(R.CALL_TOOL_NOT_ADVERTISED, E, Family.CALLS, CALLS,
         "the call names a tool the server does not advertise"),
    Rule(R.CALL_REFUSED_DESTRUCTIVE, E, Family.CALLS, CALLS,
         "the tool may be destructive (effective annotations) and the call does not set "
         "allow_destructive"),
    Rule(R.CALL_RESULT_CONTRADICTS_OUTPUT_SCHEMA, E, Family.CALLS, CALLS,
         "structuredContent violates (or is missing despite) the tool's own outputSchema"),
    Rule(R.CALL_OUTPUT_SCHEMA_UNUSABLE, W, Family.CALLS, CALLS,
         "the tool's outputSchema cannot be compiled, so results are not checked against it "
         "(warning)"),
    Rule(R.CALL_EXPECTATION_SCHEMA, E, Family.CALLS, CALLS,
         "structuredContent does not satisfy expect_schema"),
    Rule(R.CALL_EXPECTATION_SUBSET, E, Family.CALLS, CALLS,
         "structuredContent lacks a value of expect_subset"),
    Rule(R.CALL_EXPECTATION_ERROR, E, Family.CALLS, CALLS, "isError differs from expect_error"),
    Rule(R.CALL_EXPECTATION_TEXT, E, Family.CALLS, CALLS, "no text content matches expect_text"),
    Rule(R.CALL_FAILED, E, Family.CALLS, CALLS, "the call got a JSON-RPC error or timed out"),
    Rule(R.CALL_RESULT_MALFORMED, E, Family.CALLS, CALLS,
         "the result is not an object, or content is not a list"),
    Rule(R.CALL_NOT_EVALUATED, W, Family.CALLS, CALLS,
         "the session ended (the --timeout deadline, the server exiting) before this call was "
         "judged; the findings of the calls before it are kept (warning; exit 3)"),
)
