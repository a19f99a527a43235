"""Resources and prompts: a listed resource reads, a prompt without required arguments gets,
resource templates are well-formed RFC 6570 URI templates."""

from __future__ import annotations

import re
from typing import Any

from mcpcheck.checks.conform.base import Level, NotApplicable, Requirement, capability
from mcpcheck.checks.conform.runner import Context
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert

AREA = "resources_prompts"


def resource_read(ctx: Context) -> str | None:
    listed = [r for r in ctx.listing("resources/list", "resources")
              if isinstance(r, dict) and isinstance(r.get("uri"), str)]
    if not listed:
        raise NotApplicable("the server lists no resource")
    uri = listed[0]["uri"]
    reply = ctx.ask("resources/read", {"uri": uri})
    contents = reply.result.get("contents") if isinstance(reply.result, dict) else None
    if reply.kind == "result" and isinstance(contents, list):
        return None
    return f"resources/read of the listed resource {inert(uri, 80)} was answered with {reply}"


def _required_args(prompt: dict[str, Any]) -> bool:
    args = prompt.get("arguments")
    return isinstance(args, list) and any(isinstance(a, dict) and a.get("required") is True
                                          for a in args)


def prompt_get(ctx: Context) -> str | None:
    listed = [p for p in ctx.listing("prompts/list", "prompts")
              if isinstance(p, dict) and isinstance(p.get("name"), str)
              and not _required_args(p)]
    if not listed:
        raise NotApplicable("the server lists no prompt without required arguments")
    name = listed[0]["name"]
    reply = ctx.ask("prompts/get", {"name": name, "arguments": {}})
    messages = reply.result.get("messages") if isinstance(reply.result, dict) else None
    if reply.kind == "result" and isinstance(messages, list):
        return None
    return f"prompts/get of the listed prompt `{inert(name, 60)}` was answered with {reply}"


# RFC 6570 §2: literals, and expressions {op varspec,varspec...}
_VARCHAR = r"(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})"
_VARNAME = rf"{_VARCHAR}(?:\.?{_VARCHAR})*"
_VARSPEC = rf"{_VARNAME}(?::[1-9][0-9]{{0,3}}|\*)?"
_EXPRESSION = re.compile(rf"[+#./;?&=,!@|]?{_VARSPEC}(?:,{_VARSPEC})*")
_RESERVED_OPS = set("=,!@|")  # reserved for future extensions (§2.2)
_BAD_LITERAL = set(" \"'<>\\^`{|}") | {chr(c) for c in range(0x20)} | {"\x7f"}


def template_problem(template: str) -> str | None:
    """Why `template` is not an RFC 6570 URI template (level 4), or None."""
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "{":
            end = template.find("}", i + 1)
            if end < 0:
                return f"an expression opened at {i} is never closed"
            body = template[i + 1:end]
            if "{" in body:
                return f"an expression at {i} opens another"
            if not _EXPRESSION.fullmatch(body):
                return f"`{{{inert(body, 40)}}}` is not a valid expression"
            if body[:1] in _RESERVED_OPS:
                return f"operator `{body[0]}` is reserved"
            i = end + 1
            continue
        if ch == "}":
            return f"a `}}` at {i} closes nothing"
        if ch in _BAD_LITERAL:
            return f"character {ch!r} at {i} is not allowed in a literal"
        if ch == "%" and not re.fullmatch(r"%[0-9A-Fa-f]{2}", template[i:i + 3]):
            return f"a `%` at {i} starts no percent-encoding"
        i += 1
    return None


def uri_templates(ctx: Context) -> str | None:
    listed = ctx.listing("resources/templates/list", "resourceTemplates")
    wrong = []
    templates = [t.get("uriTemplate") for t in listed if isinstance(t, dict)]
    if not templates:
        raise NotApplicable("the server lists no resource template")
    for template in templates:
        problem = (template_problem(template) if isinstance(template, str)
                   else "uriTemplate is not a string")
        if problem is not None:
            wrong.append(f"{inert(str(template), 80)}: {problem}")
    return "; ".join(wrong[:5]) or None


REQUIREMENTS = (
    Requirement(RuleId.CONFORM_RESOURCE_READ, AREA, "2025-11-25",
                "server/resources#reading-resources", Level.SHOULD, resource_read,
                capability("resources")),
    Requirement(RuleId.CONFORM_PROMPT_GET, AREA, "2025-11-25", "server/prompts#getting-a-prompt",
                Level.SHOULD, prompt_get, capability("prompts")),
    Requirement(RuleId.CONFORM_URI_TEMPLATE, AREA, "2025-11-25",
                "server/resources#resource-templates (RFC 6570)", Level.MUST, uri_templates,
                capability("resources")),
)
