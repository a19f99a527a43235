"""The server's own texts a model may read: instructions, prompts, resources and templates.

Judged like a tool's texts (hidden characters, attack classes, length); findings carry no tool
and a JSON Pointer into the surface (`/instructions`, `/prompts/0/description`, ...).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.context import ToolContext, without
from mcpcheck.checks.lint.engine import property_names
from mcpcheck.checks.lint.keywords import string_leaves
from mcpcheck.checks.lint.rules import effective_severities
from mcpcheck.models import Finding, Severity, Surface

if TYPE_CHECKING:
    from mcpcheck.checks.lint.engine import Verdict

_FIELDS = ("name", "title", "description", "uriTemplate", "uri")
_LISTS = (("prompts", "prompt"), ("resources", "resource"),
          ("resourceTemplates", "resource template"))


def _entry_texts(entry: Any, base: str) -> list[tuple[str, str, str]]:
    """(pointer, text, what) for one prompt/resource entry."""
    if not isinstance(entry, dict):
        return []
    out = [(f"{base}/{key}", entry[key], key) for key in _FIELDS
           if isinstance(entry.get(key), str)]
    arguments = entry.get("arguments")
    if isinstance(arguments, list):
        for index, argument in enumerate(arguments[:200]):
            if isinstance(argument, dict):
                out += [(f"{base}/arguments/{index}/{key}", argument[key], f"argument {key}")
                        for key in ("name", "title", "description")
                        if isinstance(argument.get(key), str)]
    for key in ("_meta", "annotations"):
        if isinstance(entry.get(key), dict):
            out += [(where, text, f"{key} value")
                    for where, text in string_leaves(entry[key], f"{base}/{key}")]
    return out


def server_texts(surface: Surface) -> list[tuple[str, str, str]]:
    texts = []
    if surface.instructions:
        texts.append(("/instructions", surface.instructions, "instructions"))
    for key, _what in _LISTS:
        entries = {"prompts": surface.prompts, "resources": surface.resources,
                   "resourceTemplates": surface.resource_templates}[key]
        for index, entry in enumerate(list(entries)[:1000]):
            texts += _entry_texts(entry, f"/{key}/{index}")
    return texts


def lint_server_texts(
    surface: Surface,
    *,
    bounds: LintBounds | None = None,
    overrides: Mapping[str, Severity] | None = None,
    foreign_tools: Mapping[str, str] | None = None,
) -> list[Finding]:
    """Findings for the server's instructions, prompts and resources (tool is None)."""
    names = frozenset(t["name"] for t in surface.tools
                      if isinstance(t, dict) and isinstance(t.get("name"), str))
    # (precision17) the instructions speak of the server's own tools: their parameters are the
    # instructions' own (`msg_type="markdown"` of its send tool is no other tool's target)
    params = frozenset(name for tool in surface.tools for name in property_names(tool))
    ctx = ToolContext("#server", bounds or LintBounds(), surface.protocol_version,
                      effective_severities(overrides), names,
                      without(foreign_tools, names), params=params)
    for path, text, what in server_texts(surface):
        ctx.text(text, path, what)
    return [replace(f, tool=None) for f in ctx.findings]


def _entry_key(surface: Surface, path: str) -> str:
    """The key of what a server-text finding belongs to: `server` (the instructions),
    `prompt:NAME`, `resource:URI` or `resourceTemplate:URI-TEMPLATE`."""
    parts = path.split("/")
    if len(parts) < 3 or parts[1] not in ("prompts", "resources", "resourceTemplates"):
        return "server"
    entries = {"prompts": surface.prompts, "resources": surface.resources,
               "resourceTemplates": surface.resource_templates}[parts[1]]
    index = int(parts[2]) if parts[2].isdigit() else -1
    entry = list(entries)[index] if 0 <= index < len(entries) else None
    field = {"prompts": "name", "resources": "uri", "resourceTemplates": "uriTemplate"}[parts[1]]
    label = entry.get(field) if isinstance(entry, dict) else None
    kind = parts[1].rstrip("s") if parts[1] != "resourceTemplates" else "resourceTemplate"
    return f"{kind}:{label if isinstance(label, str) else '#' + parts[2]}"


def server_verdicts(surface: Surface, findings: list[Finding]) -> dict[str, Verdict]:
    """A verdict for the server itself (its instructions) and for each prompt, resource and
    template, judged like a tool's (see verdict_of): a poisoned instructions text makes the
    server `suspicious`. Entries without findings are `usable`; keys as `_entry_key`."""
    from mcpcheck.checks.lint.engine import verdict_of

    grouped: dict[str, list[Finding]] = {"server": []}
    for key, entries in (("prompt", surface.prompts), ("resource", surface.resources),
                         ("resourceTemplate", surface.resource_templates)):
        field = {"prompt": "name", "resource": "uri", "resourceTemplate": "uriTemplate"}[key]
        for index, entry in enumerate(list(entries)[:1000]):
            label = entry.get(field) if isinstance(entry, dict) else None
            grouped.setdefault(f"{key}:{label if isinstance(label, str) else '#' + str(index)}",
                               [])
    for finding in findings:
        grouped.setdefault(_entry_key(surface, finding.path or ""), []).append(finding)
    return {key: verdict_of(found) for key, found in grouped.items()}


def lint_verdicts(surface: Surface, findings: list[Finding]
                  ) -> tuple[dict[str, Verdict], dict[str, Verdict]]:
    """From a run's lint findings: (a verdict per tool, keyed as lint_tools keys them; a verdict
    for the server and each prompt, resource and template, as server_verdicts). For `check`,
    whose lint findings may grow once the other servers are known."""
    from mcpcheck.checks.lint.engine import tool_keys, verdict_of

    keys = tool_keys(list(surface.tools))
    by_tool: dict[str, list[Finding]] = {key: [] for key in keys}
    for finding in findings:
        if finding.tool is not None and finding.tool in by_tool:
            by_tool[finding.tool].append(finding)
    own = [f for f in findings if f.tool is None]
    return ({key: verdict_of(found) for key, found in by_tool.items()},
            server_verdicts(surface, own))
