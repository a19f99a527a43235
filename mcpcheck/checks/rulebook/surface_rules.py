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

from mcpcheck.checks.rulebook.record import Family, Rule
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId as R

E, W, INF = Severity.ERROR, Severity.WARNING, Severity.INFO
PROMPT, RESOURCE, SERVER = Family.PROMPT, Family.RESOURCE, Family.SERVER

_DRIFT = "mcpcheck.checks.drift."
PROMPTS, RESOURCES, SERVER_ENVELOPE = _DRIFT + "prompts", _DRIFT + "resources", _DRIFT + "server"

RULES = (
    # --- prompts ---
    Rule(R.PROMPT_REMOVED, E, PROMPT, PROMPTS,
         "A prompt was removed; clients that request it will fail (when an added prompt has the "
         "same name in another naming convention, the message names it as the likely rename)."),
    Rule(R.PROMPT_ADDED, INF, PROMPT, PROMPTS, "A prompt was added."),
    Rule(R.PROMPT_REQUIRED_ARGUMENT_ADDED, E, PROMPT, PROMPTS,
         "A prompt gained a required argument; requests that do not send it will be rejected."),
    Rule(R.PROMPT_ARGUMENT_BECAME_REQUIRED, E, PROMPT, PROMPTS,
         "An optional prompt argument became required; requests that omit it will be rejected."),
    Rule(R.PROMPT_OPTIONAL_ARGUMENT_ADDED, INF, PROMPT, PROMPTS,
         "A prompt gained an optional argument."),
    Rule(R.PROMPT_ARGUMENT_BECAME_OPTIONAL, INF, PROMPT, PROMPTS,
         "A required prompt argument became optional."),
    Rule(R.PROMPT_ARGUMENT_REMOVED, W, PROMPT, PROMPTS,
         "A prompt argument was removed; clients that still send it are no longer understood."),
    Rule(R.PROMPT_DESCRIPTION_CHANGED, W, PROMPT, PROMPTS,
         "The description of a prompt or of one of its arguments changed (text the model reads)."),
    Rule(R.PROMPT_DESCRIPTION_WHITESPACE_CHANGED, INF, PROMPT, _DRIFT + "items",
         "The description of a prompt or of one of its arguments changed only in whitespace: the "
         "same words in the same order."),
    Rule(R.PROMPT_TITLE_CHANGED, W, PROMPT, PROMPTS,
         "The title of a prompt or of one of its arguments changed (text the user and model "
         "read)."),
    Rule(R.PROMPT_FIELD_CHANGED, INF, PROMPT, PROMPTS,
         "Another field of a prompt or prompt argument changed."),
    # --- resource templates ---
    Rule(R.RESOURCE_TEMPLATE_REMOVED, E, RESOURCE, RESOURCES,
         "A resource template was removed; clients that build URIs from it will fail."),
    Rule(R.RESOURCE_TEMPLATE_URI_CHANGED, E, RESOURCE, RESOURCES,
         "The `uriTemplate` of a resource template (matched by name) changed; URIs built from "
         "the old template may no longer resolve."),
    Rule(R.RESOURCE_TEMPLATE_MIME_TYPE_CHANGED, W, RESOURCE, RESOURCES,
         "The `mimeType` of a resource template changed; readers may receive content they do "
         "not parse."),
    Rule(R.RESOURCE_TEMPLATE_ADDED, INF, RESOURCE, RESOURCES, "A resource template was added."),
    Rule(R.RESOURCE_TEMPLATE_CHANGED, INF, RESOURCE, RESOURCES,
         "Another field of a resource template changed (name, title, description, annotations)."),
    # --- static resources ---
    Rule(R.RESOURCE_REMOVED, W, RESOURCE, RESOURCES,
         "A listed resource is gone. A warning by default: many servers list dynamic resources "
         "(raise it with `--severity resource-removed=error` where the list is a contract)."),
    Rule(R.RESOURCE_MIME_TYPE_CHANGED, W, RESOURCE, RESOURCES,
         "The `mimeType` of a listed resource changed; readers may receive content they do not "
         "parse."),
    Rule(R.RESOURCE_ADDED, INF, RESOURCE, RESOURCES, "A resource was added to the list."),
    Rule(R.RESOURCE_CHANGED, INF, RESOURCE, RESOURCES,
         "Another field of a listed resource changed (name, title, description, size, "
         "annotations)."),
    # --- server ---
    Rule(R.SERVER_INSTRUCTIONS_CHANGED, W, SERVER, SERVER_ENVELOPE,
         "The server's `instructions` changed (text the model reads): review them."),
    Rule(R.SERVER_INSTRUCTIONS_WHITESPACE_CHANGED, INF, SERVER, SERVER_ENVELOPE,
         "The server's `instructions` changed only in whitespace: the same words in the same "
         "order."),
    Rule(R.SERVER_CAPABILITY_REMOVED, E, SERVER, SERVER_ENVELOPE,
         "A capability the baseline declared is gone (`tools`, `prompts`, `resources`, "
         "`logging`, `completions`, `tasks`, or a named `experimental`/`extensions` feature); "
         "clients that use it will fail."),
    Rule(R.SERVER_CAPABILITY_FLAG_REMOVED, W, SERVER, SERVER_ENVELOPE,
         "A sub-flag the specification defines is no longer set (`listChanged`, "
         "`resources.subscribe`, `tasks.list`, `tasks.cancel`, `tasks.requests.tools.call`): the "
         "capability stays, and the message names what a client no longer gets (list-changed "
         "notifications, subscriptions, ...)."),
    Rule(R.SERVER_CAPABILITY_ADDED, INF, SERVER, SERVER_ENVELOPE,
         "The server declares a new capability."),
    Rule(R.SERVER_CAPABILITY_CHANGED, INF, SERVER, SERVER_ENVELOPE,
         "A capability's value changed without being removed (e.g. an experimental setting), or "
         "a key the specification does not define changed or is gone (no client relies on it)."),
    Rule(R.SERVER_PROTOCOL_VERSION_CHANGED, INF, SERVER, SERVER_ENVELOPE,
         "The negotiated protocol version changed."),
    Rule(R.SERVER_INFO_CHANGED, INF, SERVER, SERVER_ENVELOPE,
         "The server's name or version changed."),
    Rule(R.SERVER_LIST_NOT_COMPARABLE, W, SERVER, _DRIFT + "lists",
         "A declared list (prompts, resources or resource templates) was not listed on one side "
         "(the server answered it with an error): its items are not compared, and are not "
         "reported as removed or added."),
)
