"""Lint rules: id, default severity, summary, and what an error of it means.

Verdicts (see mcpcheck.checks.lint.verdict_of), from the effective severity of each finding:
- `unusable`: an error of a blocking rule (the tool cannot be called or its contract read);
- `suspicious`: an error of a risk rule (manipulation, hidden text, a confusable name);
- `degraded`: any other error or warning;
- `usable`: nothing above info (loose-schema hygiene is info by default).
The records are written with the constructor of their kind: `_blocking`, `_risk`, `_lint` (the
rest).

The attack-class rules (text-model-directive ... tool-name-confusable) are found by
mcpcheck.checks.lint.attacks, one module per class; their summary is "(letter) title: what",
the letter and title of the class in attacks.CLASSES (tests/checks/test_rulebook.py holds the
two to each other).
"""

from __future__ import annotations

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
LINT = Family.LINT

_LINT = "mcpcheck.checks.lint."
ATTACKS, CONTEXT, ENGINE = _LINT + "attacks", _LINT + "context", _LINT + "engine"
HIDDEN, KEYWORDS, PATTERNS = _LINT + "hiddenchars", _LINT + "keywords", _LINT + "patterns"
REFS, SCHEMAS, SURVEY = _LINT + "refs", _LINT + "schemas", _LINT + "survey"
TOOL_SHAPE = _LINT + "tool_shape"
LEARNED = _LINT + "learned.verdict"


def _lint(rule_id: R, severity: Severity, detector: str, summary: str) -> Rule:
    """A lint rule whose error makes the tool `degraded`."""
    return Rule(rule_id, severity, LINT, detector, summary)


def _blocking(rule_id: R, detector: str, summary: str) -> Rule:
    """A blocking lint rule: an error, and an error of it makes the tool `unusable`."""
    return Rule(rule_id, E, LINT, detector, summary, blocking=True)


def _risk(rule_id: R, severity: Severity, detector: str, summary: str) -> Rule:
    """A risk lint rule: an error of it makes the tool `suspicious`."""
    return Rule(rule_id, severity, LINT, detector, summary, risk=True)

RULES = (
    # the tool object itself
    _blocking(R.TOOL_NOT_OBJECT, ENGINE, "the tool entry is not a JSON object"),
    _blocking(R.TOOL_NAME_MISSING, TOOL_SHAPE, "the tool has no name"),
    _blocking(R.TOOL_NAME_INVALID, TOOL_SHAPE, "the tool name is not a non-empty string"),
    _lint(R.TOOL_NAME_TOO_LONG, W, TOOL_SHAPE,
          "the tool name is longer than the bound (128 by spec)"),
    _lint(R.TOOL_NAME_CHARS, W, TOOL_SHAPE,
          "the tool name uses characters outside A-Z a-z 0-9 _ - ."),
    _blocking(R.TOOL_NAME_DUPLICATE, ENGINE, "another tool in the list has the same name"),
    _lint(R.TOOL_NAME_LOOKALIKE, W, TOOL_SHAPE,
          "(j) the tool name imitates a popular server's tool name with ASCII look-alike "
          "characters or a typo (two letters swapped, a letter doubled or undoubled)"),
    _lint(R.TOOL_DESCRIPTION_NOT_STRING, E, TOOL_SHAPE, "description is present but not a string"),
    _lint(R.TOOL_SHAPE_INVALID, E, TOOL_SHAPE, "a field does not match the protocol's Tool shape"),
    _lint(R.ANNOTATION_HINT_NOT_BOOLEAN, E, TOOL_SHAPE, "an annotation hint is not a boolean"),
    _lint(R.ANNOTATIONS_CONTRADICTORY, W, TOOL_SHAPE,
          "readOnlyHint and destructiveHint are both true"),
    _lint(R.DESCRIPTION_TOO_LONG, W, CONTEXT, "a description or title is longer than the bound"),
    # the schemas as a whole
    _blocking(R.INPUT_SCHEMA_MISSING, SCHEMAS, "the tool has no inputSchema"),
    _blocking(R.INPUT_SCHEMA_NOT_OBJECT, SCHEMAS, "inputSchema is not a JSON object"),
    _blocking(R.INPUT_SCHEMA_TYPE_NOT_OBJECT, SCHEMAS,
              'inputSchema does not declare type "object"'),
    _blocking(R.OUTPUT_SCHEMA_NOT_OBJECT, SCHEMAS, "outputSchema is present but not a JSON object"),
    _blocking(R.OUTPUT_SCHEMA_TYPE_NOT_OBJECT, SCHEMAS,
              'outputSchema does not declare type "object" (required before protocol 2026-07-28)'),
    _blocking(R.SCHEMA_DIALECT_UNSUPPORTED, SCHEMAS,
              "$schema names a dialect mcpcheck cannot check"),
    _blocking(R.SCHEMA_METASCHEMA_INVALID, SCHEMAS, "the schema is invalid against its metaschema"),
    _blocking(R.SCHEMA_NUMBER_NOT_FINITE, SURVEY, "the schema holds NaN or Infinity (not JSON)"),
    _blocking(R.SCHEMA_TOO_DEEP, SURVEY,
              "the schema nests deeper than the bound; not checked further"),
    _blocking(R.SCHEMA_TOO_LARGE, SURVEY,
              "the schema is larger than the bound; not checked further"),
    _blocking(R.SCHEMA_TOO_MANY_PROPERTIES, SURVEY,
              "an object in the schema has more keys than the bound; not checked further"),
    _blocking(R.SCHEMA_ENUM_TOO_LARGE, SURVEY, "an enum has more values than the bound"),
    # keywords inside a schema
    _blocking(R.SCHEMA_PROPERTIES_NOT_OBJECT, KEYWORDS, "properties is not an object"),
    _blocking(R.SCHEMA_REQUIRED_NOT_ARRAY, KEYWORDS, "required is not an array of strings"),
    _lint(R.SCHEMA_REQUIRED_MISSING_PROPERTY, W, KEYWORDS, "required names an undeclared property"),
    _blocking(R.SCHEMA_TYPE_UNKNOWN, KEYWORDS, "type is not one of the JSON Schema type names"),
    _lint(R.PROPERTY_NAME_DANGEROUS, W, KEYWORDS,
          "a property name is empty, __proto__-like, hostile or longer than the name bound"),
    _lint(R.REF_REMOTE, E, REFS, "a $ref points outside the schema; it is never fetched"),
    _blocking(R.REF_DANGLING, REFS, "a local $ref points at nothing"),
    _blocking(R.REF_RECURSIVE, REFS,
              "$ref loops back on itself without descending (endless check)"),
    _blocking(R.PATTERN_INVALID, PATTERNS, "a pattern is not a valid ECMA-262 regular expression"),
    _lint(R.PATTERN_REDOS, E, PATTERNS, "a pattern can backtrack catastrophically"),
    _lint(R.PATTERN_TOO_LONG, W, PATTERNS, "a pattern is longer than the bound; not compiled"),
    # input hygiene: info by default (real tools are loose); `--severity` raises them
    _lint(R.INPUT_OPEN_PROPERTIES, INF, SCHEMAS, "inputSchema accepts undeclared properties"),
    _lint(R.INPUT_UNBOUNDED_STRING, INF, KEYWORDS,
          "a string input has no maxLength, enum or const"),
    _lint(R.INPUT_UNBOUNDED_ARRAY, INF, KEYWORDS, "an array input has no maxItems"),
    # hidden characters in text a model reads
    _risk(R.TEXT_CONTROL_CHARS, W, HIDDEN, "text contains control characters (C0, DEL, C1, \\r)"),
    _risk(R.TEXT_ANSI_ESCAPE, E, HIDDEN, "text contains an ANSI/terminal escape sequence"),
    _risk(R.TEXT_INVISIBLE_CHARS, E, HIDDEN,
          "text contains invisible characters (zero-width, bidi controls, Unicode tags)"),
    # attack classes (a)-(j): what the text says (mcpcheck.checks.lint.attacks.CLASSES), in each
    # text and in the tool's texts read as one document (an instruction split across two fields)
    _risk(R.TEXT_MODEL_DIRECTIVE, E, ATTACKS,
          "(a) text addressed to the model: text poses as a system/assistant turn, hides in a "
          "tag or comment, addresses the AI reader, raises what a tool returns to the user's"
          " authority, tells the model to deceive the user (a failure reported as a success), "
          "names its persona for the rest of the conversation, puts this tool before any other "
          "tool, declares its own text the winner over any other instruction, or declares its "
          "safety rules off, or asks it to rank, recommend, describe, claim or withhold for "
          "someone other than the user (against the user's stated choice or the facts, as a "
          "person, disparaging the others), in any language"),
    _risk(R.TEXT_SECRET_REQUEST, E, ATTACKS,
          "(b) request for secrets or private context: text asks the model to read or send key "
          "files, environment variables, credentials, the conversation, the system prompt or "
          "other tools' results into the call (not what a tool or parameter does with them), in"
          " any of 32 languages (en zh es ar pt id fr ja ru de ko it tr nl pl hi vi th fa uk sv"
          " cs ro el he bn da no fi hu ms sw; tl for the core concepts; mixed in one sentence) or"
          " politely, by its object,"
          " also when its halves sit in two fields of the tool, or puts a secret variable's "
          "literal value, a key file or the user's password export into an argument"),
    _risk(R.TEXT_EXFILTRATION, E, ATTACKS,
          "(c) exfiltration channel: a URL with a placeholder for data, a markdown/HTML image, "
          "data put into a link, a URL to fetch first, or the user's data (or a copy of every "
          "result) sent to an address in any language; in English also the user's words or "
          "details or the model's answers mirrored, synced, posted or appended to a literal "
          "address (an open URL query, a bare host, a host name to resolve); a payment card's "
          "number or code put into a free-text field or to a partner, a person's details or "
          "private messages put where partners or the public read them or into a hidden "
          "comment, a copy to a chat account (a LINE or Telegram id, a Discord user id)"),
    _risk(R.TEXT_TOOL_SHADOWING, E, ATTACKS,
          "(d) shadowing of other tools: text tells the model how to use other tools, gives "
          "instructions about a tool this server does not advertise (or names one of another "
          "configured server), redirects recipients, or pins the target of tools named by "
          "category ('any payment tool'), by what they send ('bei jeder Überweisung', in a "
          "config block too) or bare with their server ('send_email (gmail)'), or fixes another "
          "tool's destination argument (`tool.arg`, a table row, a config override) whatever the "
          "user chose, or declares other tools unreliable or not to be used (in any language); "
          "also a look-alike tool name ('send_ernail', 'g1thub_create_issue') whose description "
          "names the tool it imitates ('Preferred over send_email')"),
    _risk(R.TEXT_OVERSIGHT_BYPASS, E, ATTACKS,
          "(e) confirmation or guidance bypass: text asks to skip confirmation, claims "
          "pre-approval (as an order or as a fact), says earlier guidance no longer applies, or"
          " asks to keep the user in the dark, in any of 32 languages and in any English "
          "wording (judged by its parts), also across two fields or the wrapped lines of a "
          "docstring, letter-spaced, hyphen-spelled, cut into syllables ('Igno-rez') or kept "
          "apart by dots or slashes, leetspeak, look-alike letters, reversed, ROT13 or a Caesar "
          "shift hinted in any language, a simple cipher (character codes, A1Z26, the NATO "
          "alphabet, CamelCase, words backwards, Pig Latin, vowelless words), as a config "
          "fragment, or as a behaviour spec about 'the assistant'; in English the guidance voided "
          "by who gave it (the operator, deployment, 'before this tool'), something kept out of "
          "the summary, the reply or the activity log, or the tool's words passed off as the "
          "model's own"),
    _risk(R.TEXT_SHELL_PREREQUISITE, E, ATTACKS,
          "(f) shell or install command as a prerequisite: text pipes a download into a shell, "
          "installs from a URL, makes a download executable and runs it, or tells the model to "
          "run a command (or a package with npx, uvx; a script, a backticked command line) first "
          "or as a named prerequisite"),
    _risk(R.TEXT_ENCODED_PAYLOAD, E, ATTACKS,
          "(g) encoded payload: a base64, hex, percent-encoded, quoted-printable, escaped, "
          "Unicode-tag or character-code (`CHAR(65)+...`, `String.fromCharCode(...)`) run "
          "decodes to text that another class flags, or to text the metadata "
          "asks the model to decode and act on (\"decode and follow\", in any covered language)"),
    _risk(R.PARAM_SIDE_CHANNEL, E, ATTACKS,
          "(h) side-channel parameter: an input property asks the model for its own context: "
          "the conversation, its system prompt, other tools' results, or the environment "
          "variables, credentials or key files it can see"),
    _risk(R.TEXT_PAST_LENGTH_CAP, E, ATTACKS,
          "(i) text hidden past the length cap: flagged text sits past the description length "
          "cap or after a long run of padding"),
    _risk(R.TOOL_NAME_CONFUSABLE, E, TOOL_SHAPE,
          "(j) confusable or invisible name: a tool or property name has invisible characters "
          "or characters that imitate ASCII letters (Unicode UTS #39 confusables)"),
    # the learned model, only with --deep (mcpcheck.checks.lint.learned; docs/lint-learned.md)
    _risk(R.TEXT_LEARNED_POISONING, E, LEARNED,
          "(--deep only) the learned model scores the tool's texts over its threshold and no "
          "rule of a risk class found an error: the model's verdict, not a rule's"),
)
