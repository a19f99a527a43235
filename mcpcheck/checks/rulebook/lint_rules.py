"""Lint rules: id, default severity, summary, and what an error of it means.

Verdicts (see mcpcheck.checks.lint.verdict_of), from the effective severity of each finding:
- `unusable`: an error of a blocking rule (the tool cannot be called or its contract read);
- `suspicious`: an error of a risk rule (manipulation, hidden text, a confusable name);
- `degraded`: any other error or warning;
- `usable`: nothing above info (loose-schema hygiene is info by default).

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

RULES = (
    # the tool object itself
    Rule(R.TOOL_NOT_OBJECT, E, LINT, ENGINE, "the tool entry is not a JSON object", blocking=True),
    Rule(R.TOOL_NAME_MISSING, E, LINT, TOOL_SHAPE, "the tool has no name", blocking=True),
    Rule(R.TOOL_NAME_INVALID, E, LINT, TOOL_SHAPE,
         "the tool name is not a non-empty string", blocking=True),
    Rule(R.TOOL_NAME_TOO_LONG, W, LINT, TOOL_SHAPE,
         "the tool name is longer than the bound (128 by spec)"),
    Rule(R.TOOL_NAME_CHARS, W, LINT, TOOL_SHAPE,
         "the tool name uses characters outside A-Z a-z 0-9 _ - ."),
    Rule(R.TOOL_NAME_DUPLICATE, E, LINT, ENGINE,
         "another tool in the list has the same name", blocking=True),
    Rule(R.TOOL_NAME_LOOKALIKE, W, LINT, TOOL_SHAPE,
         "(j) the tool name imitates a popular server's tool name with ASCII look-alike "
         "characters or a typo (two letters swapped, a letter doubled or undoubled)"),
    Rule(R.TOOL_DESCRIPTION_NOT_STRING, E, LINT, TOOL_SHAPE,
         "description is present but not a string"),
    Rule(R.TOOL_SHAPE_INVALID, E, LINT, TOOL_SHAPE,
         "a field does not match the protocol's Tool shape"),
    Rule(R.ANNOTATION_HINT_NOT_BOOLEAN, E, LINT, TOOL_SHAPE, "an annotation hint is not a boolean"),
    Rule(R.ANNOTATIONS_CONTRADICTORY, W, LINT, TOOL_SHAPE,
         "readOnlyHint and destructiveHint are both true"),
    Rule(R.DESCRIPTION_TOO_LONG, W, LINT, CONTEXT,
         "a description or title is longer than the bound"),
    # the schemas as a whole
    Rule(R.INPUT_SCHEMA_MISSING, E, LINT, SCHEMAS, "the tool has no inputSchema", blocking=True),
    Rule(R.INPUT_SCHEMA_NOT_OBJECT, E, LINT, SCHEMAS,
         "inputSchema is not a JSON object", blocking=True),
    Rule(R.INPUT_SCHEMA_TYPE_NOT_OBJECT, E, LINT, SCHEMAS,
         'inputSchema does not declare type "object"', blocking=True),
    Rule(R.OUTPUT_SCHEMA_NOT_OBJECT, E, LINT, SCHEMAS,
         "outputSchema is present but not a JSON object", blocking=True),
    Rule(R.OUTPUT_SCHEMA_TYPE_NOT_OBJECT, E, LINT, SCHEMAS,
         'outputSchema does not declare type "object" (required before protocol 2026-07-28)',
         blocking=True),
    Rule(R.SCHEMA_DIALECT_UNSUPPORTED, E, LINT, SCHEMAS,
         "$schema names a dialect mcpcheck cannot check", blocking=True),
    Rule(R.SCHEMA_METASCHEMA_INVALID, E, LINT, SCHEMAS,
         "the schema is invalid against its metaschema", blocking=True),
    Rule(R.SCHEMA_NUMBER_NOT_FINITE, E, LINT, SURVEY,
         "the schema holds NaN or Infinity (not JSON)", blocking=True),
    Rule(R.SCHEMA_TOO_DEEP, E, LINT, SURVEY,
         "the schema nests deeper than the bound; not checked further", blocking=True),
    Rule(R.SCHEMA_TOO_LARGE, E, LINT, SURVEY,
         "the schema is larger than the bound; not checked further", blocking=True),
    Rule(R.SCHEMA_TOO_MANY_PROPERTIES, E, LINT, SURVEY,
         "an object in the schema has more keys than the bound; not checked further",
         blocking=True),
    Rule(R.SCHEMA_ENUM_TOO_LARGE, E, LINT, SURVEY,
         "an enum has more values than the bound", blocking=True),
    # keywords inside a schema
    Rule(R.SCHEMA_PROPERTIES_NOT_OBJECT, E, LINT, KEYWORDS,
         "properties is not an object", blocking=True),
    Rule(R.SCHEMA_REQUIRED_NOT_ARRAY, E, LINT, KEYWORDS,
         "required is not an array of strings", blocking=True),
    Rule(R.SCHEMA_REQUIRED_MISSING_PROPERTY, W, LINT, KEYWORDS,
         "required names an undeclared property"),
    Rule(R.SCHEMA_TYPE_UNKNOWN, E, LINT, KEYWORDS,
         "type is not one of the JSON Schema type names", blocking=True),
    Rule(R.PROPERTY_NAME_DANGEROUS, W, LINT, KEYWORDS,
         "a property name is empty, __proto__-like, hostile or longer than the name bound"),
    Rule(R.REF_REMOTE, E, LINT, REFS, "a $ref points outside the schema; it is never fetched"),
    Rule(R.REF_DANGLING, E, LINT, REFS, "a local $ref points at nothing", blocking=True),
    Rule(R.REF_RECURSIVE, E, LINT, REFS,
         "$ref loops back on itself without descending (endless check)", blocking=True),
    Rule(R.PATTERN_INVALID, E, LINT, PATTERNS,
         "a pattern is not a valid ECMA-262 regular expression", blocking=True),
    Rule(R.PATTERN_REDOS, E, LINT, PATTERNS, "a pattern can backtrack catastrophically"),
    Rule(R.PATTERN_TOO_LONG, W, LINT, PATTERNS, "a pattern is longer than the bound; not compiled"),
    # input hygiene: info by default (real tools are loose); `--severity` raises them
    Rule(R.INPUT_OPEN_PROPERTIES, INF, LINT, SCHEMAS, "inputSchema accepts undeclared properties"),
    Rule(R.INPUT_UNBOUNDED_STRING, INF, LINT, KEYWORDS,
         "a string input has no maxLength, enum or const"),
    Rule(R.INPUT_UNBOUNDED_ARRAY, INF, LINT, KEYWORDS, "an array input has no maxItems"),
    # hidden characters in text a model reads
    Rule(R.TEXT_CONTROL_CHARS, W, LINT, HIDDEN,
         "text contains control characters (C0, DEL, C1, \\r)", risk=True),
    Rule(R.TEXT_ANSI_ESCAPE, E, LINT, HIDDEN,
         "text contains an ANSI/terminal escape sequence", risk=True),
    Rule(R.TEXT_INVISIBLE_CHARS, E, LINT, HIDDEN,
         "text contains invisible characters (zero-width, bidi controls, Unicode tags)", risk=True),
    # attack classes (a)-(j): what the text says (mcpcheck.checks.lint.attacks.CLASSES), in each
    # text and in the tool's texts read as one document (an instruction split across two fields)
    Rule(R.TEXT_MODEL_DIRECTIVE, E, LINT, ATTACKS,
         "(a) text addressed to the model: text poses as a system/assistant turn, hides in a "
         "tag or comment, addresses the AI reader, raises what a tool returns to the user's"
         " authority, tells the model to deceive the user (a failure reported as a success), "
         "names its persona for the rest of the conversation, puts this tool before any other "
         "tool, declares its own text the winner over any other instruction, or declares its "
         "safety rules off, or asks it to rank, recommend, describe, claim or withhold for "
         "someone other than the user (against the user's stated choice or the facts, as a "
         "person, disparaging the others), in any language", risk=True),
    Rule(R.TEXT_SECRET_REQUEST, E, LINT, ATTACKS,
         "(b) request for secrets or private context: text asks the model to read or send key "
         "files, environment variables, credentials, the conversation, the system prompt or "
         "other tools' results into the call (not what a tool or parameter does with them), in"
         " any of 32 languages (en zh es ar pt id fr ja ru de ko it tr nl pl hi vi th fa uk sv"
         " cs ro el he bn da no fi hu ms sw; tl for the core concepts; mixed in one sentence) or"
         " politely, by its object,"
         " also when its halves sit in two fields of the tool, or puts a secret variable's "
         "literal value, a key file or the user's password export into an argument",
         risk=True),
    Rule(R.TEXT_EXFILTRATION, E, LINT, ATTACKS,
         "(c) exfiltration channel: a URL with a placeholder for data, a markdown/HTML image, "
         "data put into a link, a URL to fetch first, or the user's data (or a copy of every "
         "result) sent to an address in any language; in English also the user's words or "
         "details or the model's answers mirrored, synced, posted or appended to a literal "
         "address (an open URL query, a bare host, a host name to resolve); a payment card's "
         "number or code put into a free-text field or to a partner, a person's details or "
         "private messages put where partners or the public read them or into a hidden "
         "comment, a copy to a chat account (a LINE or Telegram id, a Discord user id); a "
         "fixed outside mailbox added as a copy or a guest every time (in any language, or in a "
         "recipients property), a link with a slot for the person's e-mail or phone",
         risk=True),
    Rule(R.TEXT_TOOL_SHADOWING, E, LINT, ATTACKS,
         "(d) shadowing of other tools: text tells the model how to use other tools, gives "
         "instructions about a tool this server does not advertise (or names one of another "
         "configured server), redirects recipients, or pins the target of tools named by "
         "category ('any payment tool'), by what they send ('bei jeder Überweisung', in a "
         "config block too) or bare with their server ('send_email (gmail)'), or fixes another "
         "tool's destination argument (`tool.arg`, a table row, a config override) whatever the "
         "user chose (or even if the user asks otherwise), gives a rule to tools of a kind "
         "('Regel für alle Übersetzungs-Tools: ...'), sets a fixed argument or addition for "
         "tools of a kind or of whatever server provides them, "
         "or declares other tools unreliable or not to be used (in any language); "
         "also a look-alike tool name ('send_ernail', 'g1thub_create_issue') whose description "
         "names the tool it imitates ('Preferred over send_email')",
         risk=True),
    Rule(R.TEXT_OVERSIGHT_BYPASS, E, LINT, ATTACKS,
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
         "model's own", risk=True),
    Rule(R.TEXT_SHELL_PREREQUISITE, E, LINT, ATTACKS,
         "(f) shell or install command as a prerequisite: text pipes a download into a shell, "
         "installs from a URL (a plugin or extension too, or a clone built with `make "
         "install`), runs or loads a file it downloaded (a shell, `nohup`, `LD_PRELOAD`, "
         "`load_extension`), changes what the machine trusts (a certificate check off, a "
         "public host pointed elsewhere in the hosts file, the system proxy, a registry "
         "security key, the virus scanner's exclusions), or tells the model to "
         "run a command (or a package with npx, uvx; a script, a backticked command line) first "
         "or as a named prerequisite", risk=True),
    Rule(R.TEXT_ENCODED_PAYLOAD, E, LINT, ATTACKS,
         "(g) encoded payload: a base64, hex, percent-encoded, quoted-printable, escaped, "
         "Unicode-tag or character-code (`CHAR(65)+...`, `String.fromCharCode(...)`) run "
         "decodes to text that another class flags, or to text the metadata "
         "asks the model to decode and act on (\"decode and follow\", in any covered language; "
         "the run also in another field the text names, or cut in two fields); also a list "
         "the text says to read as one sentence or by its lines' first words",
         risk=True),
    Rule(R.PARAM_SIDE_CHANNEL, E, LINT, ATTACKS,
         "(h) side-channel parameter: an input property asks the model for its own context: "
         "the conversation, its system prompt, other tools' results, or the environment "
         "variables, credentials or key files it can see", risk=True),
    Rule(R.TEXT_PAST_LENGTH_CAP, E, LINT, ATTACKS,
         "(i) text hidden past the length cap: flagged text sits past the description length "
         "cap or after a long run of padding", risk=True),
    Rule(R.TOOL_NAME_CONFUSABLE, E, LINT, TOOL_SHAPE,
         "(j) confusable or invisible name: a tool or property name has invisible characters "
         "or characters that imitate ASCII letters (Unicode UTS #39 confusables)", risk=True),
    # the learned model, only with --deep (mcpcheck.checks.lint.learned; docs/lint-learned.md)
    Rule(R.TEXT_LEARNED_POISONING, E, LINT, LEARNED,
         "(--deep only) the learned model scores the tool's texts over its threshold and no "
         "rule of a risk class found an error: the model's verdict, not a rule's",
         risk=True),
)
