"""Every rule id mcpcheck can report, with the one sentence that describes it.

Merges the registries (drift, lint, validate) with the rule ids that commands emit themselves.
Reporters use it to describe rules (SARIF `rules`, summaries); an id found in no registry is
described generically instead of failing: a report must never break on an unknown rule.
"""

from __future__ import annotations

from functools import cache

from mcpcheck.models import Severity

# Rule ids emitted by commands, not by a rule registry: id -> (default severity, description).
COMMAND_RULES: dict[str, tuple[Severity, str]] = {
    "required-tool-missing": (
        Severity.ERROR,
        "A tool the configuration requires is not advertised by the server.",
    ),
    "optional-tool-missing": (
        Severity.WARNING,
        "A tool the configuration lists as optional is not advertised by the server.",
    ),
    "snapshot-baseline-differs": (
        Severity.ERROR,
        "The server's surface differs from the committed snapshot; "
        "`mcpcheck snapshot --update` accepts it.",
    ),
    "tool-unusable": (
        Severity.WARNING,
        "A tool cannot be used as received (malformed metadata); `mcpcheck lint` explains why.",
    ),
    "snapshot-missing": (
        Severity.INFO,
        "`check` found no baseline at the default snapshot path; drift was not checked.",
    ),
    "ignore-unused": (
        Severity.WARNING,
        "An ignore entry matched no finding (as linters report unused suppressions): delete it, "
        "or correct it if the change it accepts is still expected.",
    ),
    "snapshot-hash-mismatch": (
        Severity.WARNING,
        "A stored snapshot's sha256 of a tool does not match the stored definition: the file "
        "was edited by hand or is corrupt (drift is judged on the definitions).",
    ),
    "intake-note": (
        Severity.INFO,
        "A note on what the server sent (e.g. a list that could not be read).",
    ),
    "secret-in-metadata": (
        Severity.ERROR,
        "The server echoes a known secret (an --env/--header value, a config env/headers value, "
        "URL credentials) in its metadata or a tools/call result; the finding names the tool, "
        "path and setting, never the value, which is redacted as [REDACTED] in snapshots and "
        "reports.",
    ),
}


def generic_description(rule_id: str) -> str:
    return f"mcpcheck rule {rule_id}."


@cache
def _registry() -> dict[str, tuple[Severity | None, str]]:
    """rule id -> (default severity, description); first registry wins on a shared id."""
    from mcpcheck.checks.arguments import RULES as VALIDATE
    from mcpcheck.checks.calls import RULES as CALLS
    from mcpcheck.checks.calls import SEVERITY as CALL_SEVERITY
    from mcpcheck.checks.drift.rules import RULES as DRIFT
    from mcpcheck.checks.lint.rules import RULES as LINT

    merged: dict[str, tuple[Severity | None, str]] = {}
    for rule_id, drift_rule in DRIFT.items():
        merged.setdefault(rule_id, (drift_rule.severity, drift_rule.summary))
    for rule_id, lint_rule in LINT.items():
        merged.setdefault(rule_id, (lint_rule.severity, lint_rule.summary))
    for rule_id, summary in VALIDATE.items():
        merged.setdefault(rule_id, (Severity.ERROR, summary))  # every validate finding is an error
    for rule_id, summary in CALLS.items():
        merged.setdefault(rule_id, (CALL_SEVERITY.get(rule_id, Severity.ERROR), summary))
    for rule_id, (severity, summary) in COMMAND_RULES.items():
        merged.setdefault(rule_id, (severity, summary))
    return merged


def all_rules() -> dict[str, str]:
    """Every known rule id -> its description, sorted by id."""
    return {rule_id: _registry()[rule_id][1] for rule_id in sorted(_registry())}


def describe(rule_id: str) -> str:
    """The rule's description; a generic one for an id no registry knows."""
    entry = _registry().get(rule_id)
    return entry[1] if entry is not None else generic_description(rule_id)


def default_severity(rule_id: str) -> Severity | None:
    """The rule's default severity (before config overrides); None for an unknown id."""
    entry = _registry().get(rule_id)
    return entry[0] if entry is not None else None
