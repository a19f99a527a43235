"""Drift rules for the rest of what a server publishes: prompts, resources and resource
templates, instructions, capabilities, protocol version and server info.

These findings carry no tool; their path is a JSON Pointer into the published surface, keyed by
the item's identity: `/prompts/<name>/arguments/<argument>`, `/resourceTemplates/<uriTemplate>`,
`/resources/<uri>`, `/server/instructions`, `/server/capabilities/<name>/...`. Ignore entries
match them by rule and path (or fingerprint) like any other finding.

Static resource removal is a warning, not an error: many servers list resources that exist at
the moment of listing (files, records, sessions), so a shorter list is often not a broken
contract. `--severity resource-removed=error` makes it one where the list is a promise.
"""

from __future__ import annotations

from mcpcheck.checks.drift.ruledef import Family, Rule
from mcpcheck.models import Severity

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
P, R, S = Family.PROMPT, Family.RESOURCE, Family.SERVER

SURFACE_RULES = (
    # --- prompts ---
    Rule(
        "prompt-removed",
        E,
        P,
        "A prompt was removed; clients that request it will fail (when an added prompt has the "
        "same name in another naming convention, the message names it as the likely rename).",
    ),
    Rule("prompt-added", INF, P, "A prompt was added."),
    Rule(
        "prompt-required-argument-added",
        E,
        P,
        "A prompt gained a required argument; requests that do not send it will be rejected.",
    ),
    Rule(
        "prompt-argument-became-required",
        E,
        P,
        "An optional prompt argument became required; requests that omit it will be rejected.",
    ),
    Rule("prompt-optional-argument-added", INF, P, "A prompt gained an optional argument."),
    Rule("prompt-argument-became-optional", INF, P, "A required prompt argument became optional."),
    Rule(
        "prompt-argument-removed",
        W,
        P,
        "A prompt argument was removed; clients that still send it are no longer understood.",
    ),
    Rule(
        "prompt-description-changed",
        W,
        P,
        "The description of a prompt or of one of its arguments changed (text the model reads).",
    ),
    Rule(
        "prompt-description-whitespace-changed",
        INF,
        P,
        "The description of a prompt or of one of its arguments changed only in whitespace: the "
        "same words in the same order.",
    ),
    Rule(
        "prompt-title-changed",
        W,
        P,
        "The title of a prompt or of one of its arguments changed (text the user and model read).",
    ),
    Rule("prompt-field-changed", INF, P, "Another field of a prompt or prompt argument changed."),
    # --- resource templates ---
    Rule(
        "resource-template-removed",
        E,
        R,
        "A resource template was removed; clients that build URIs from it will fail.",
    ),
    Rule(
        "resource-template-uri-changed",
        E,
        R,
        "The `uriTemplate` of a resource template (matched by name) changed; URIs built from "
        "the old template may no longer resolve.",
    ),
    Rule(
        "resource-template-mime-type-changed",
        W,
        R,
        "The `mimeType` of a resource template changed; readers may receive content they do not "
        "parse.",
    ),
    Rule("resource-template-added", INF, R, "A resource template was added."),
    Rule(
        "resource-template-changed",
        INF,
        R,
        "Another field of a resource template changed (name, title, description, annotations).",
    ),
    # --- static resources ---
    Rule(
        "resource-removed",
        W,
        R,
        "A listed resource is gone. A warning by default: many servers list dynamic resources "
        "(raise it with `--severity resource-removed=error` where the list is a contract).",
    ),
    Rule(
        "resource-mime-type-changed",
        W,
        R,
        "The `mimeType` of a listed resource changed; readers may receive content they do not "
        "parse.",
    ),
    Rule("resource-added", INF, R, "A resource was added to the list."),
    Rule(
        "resource-changed",
        INF,
        R,
        "Another field of a listed resource changed (name, title, description, size, "
        "annotations).",
    ),
    # --- server ---
    Rule(
        "server-instructions-changed",
        W,
        S,
        "The server's `instructions` changed (text the model reads): review them.",
    ),
    Rule(
        "server-instructions-whitespace-changed",
        INF,
        S,
        "The server's `instructions` changed only in whitespace: the same words in the same "
        "order.",
    ),
    Rule(
        "server-capability-removed",
        E,
        S,
        "A capability the baseline declared is gone (`tools`, `prompts`, `resources`, "
        "`logging`, `completions`, `tasks`, or a named `experimental`/`extensions` feature); "
        "clients that use it will fail.",
    ),
    Rule(
        "server-capability-flag-removed",
        W,
        S,
        "A sub-flag the specification defines is no longer set (`listChanged`, "
        "`resources.subscribe`, `tasks.list`, `tasks.cancel`, `tasks.requests.tools.call`): the "
        "capability stays, and the message names what a client no longer gets (list-changed "
        "notifications, subscriptions, ...).",
    ),
    Rule("server-capability-added", INF, S, "The server declares a new capability."),
    Rule(
        "server-capability-changed",
        INF,
        S,
        "A capability's value changed without being removed (e.g. an experimental setting), or "
        "a key the specification does not define changed or is gone (no client relies on it).",
    ),
    Rule(
        "server-protocol-version-changed",
        INF,
        S,
        "The negotiated protocol version changed.",
    ),
    Rule("server-info-changed", INF, S, "The server's name or version changed."),
)
