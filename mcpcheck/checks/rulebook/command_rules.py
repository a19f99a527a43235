"""Rules the commands emit themselves (required tools, snapshot baselines, intake, ignore files,
secrets echoed by a server), each detected where the command's work is done."""

from __future__ import annotations

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
COMMAND = Family.COMMAND

REQUIRED = "mcpcheck.checks.required"
COMMON, CHECK_COMMAND = "mcpcheck.commands.common", "mcpcheck.commands.check"
SNAPSHOT_COMMAND = "mcpcheck.commands.snapshot"
IGNORE, STORE = "mcpcheck.settings.ignore", "mcpcheck.snapshots.store"
REDACTION = "mcpcheck.snapshots.redaction"

RULES = (
    Rule(R.REQUIRED_TOOL_MISSING, E, COMMAND, REQUIRED,
         "A tool the configuration requires is not advertised by the server."),
    Rule(R.OPTIONAL_TOOL_MISSING, W, COMMAND, REQUIRED,
         "A tool the configuration lists as optional is not advertised by the server."),
    Rule(R.SNAPSHOT_BASELINE_DIFFERS, E, COMMAND, SNAPSHOT_COMMAND,
         "The server's surface differs from the committed snapshot; `mcpcheck snapshot "
         "--update` accepts it."),
    Rule(R.TOOL_UNUSABLE, W, COMMAND, COMMON,
         "A tool cannot be used as received (malformed metadata); `mcpcheck lint` explains why."),
    Rule(R.SNAPSHOT_MISSING, INF, COMMAND, CHECK_COMMAND,
         "`check` found no baseline at the default snapshot path; drift was not checked."),
    Rule(R.IGNORE_UNUSED, W, COMMAND, IGNORE,
         "An ignore entry matched no finding (as linters report unused suppressions): delete "
         "it, or correct it if the change it accepts is still expected."),
    Rule(R.SNAPSHOT_HASH_MISMATCH, W, COMMAND, STORE,
         "A stored snapshot's sha256 of a tool does not match the stored definition: the file "
         "was edited by hand or is corrupt (drift is judged on the definitions)."),
    Rule(R.INTAKE_NOTE, INF, COMMAND, COMMON,
         "A note on what the server sent (e.g. a declared list answered with -32601 Method not "
         "found, recorded as an empty list)."),
    Rule(R.INTAKE_STDOUT_NOISE, W, COMMAND, COMMON,
         "A stdio server wrote lines on stdout that are not JSON-RPC (a banner, a deprecation "
         "warning, a log line). mcpcheck skipped them as the MCP SDKs do, within a budget of 100 "
         "lines and 64 KB; the message names the first one (redacted, cut) so the server's "
         "author can move it to stderr."),
    Rule(R.INTAKE_LIST_UNAVAILABLE, W, COMMAND, COMMON,
         "A declared optional list (`prompts/list`, `resources/list`, `resources/templates/list`) "
         "was answered with an error other than -32601: it is recorded as not listed (the "
         "snapshot keeps everything else), and the message names the error."),
    Rule(R.SECRET_IN_METADATA, E, COMMAND, REDACTION,
         "The server echoes a known secret (an --env/--header value, a config env/headers "
         "value, URL credentials) in its metadata or a tools/call result; the finding names the "
         "tool, path and setting, never the value, which is redacted as [REDACTED] in snapshots "
         "and reports."),
)
