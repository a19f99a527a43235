"""Property names as text a model reads: the keys of `properties` at every depth of a schema.

A model reads a property's name as well as its description, so each name is judged like one:
(a)-(f) on the name as read (separators and camelCase as spaces, see attacks.reading), (g) on the
name as written, (h) on the name alone (input properties), and (j) for invisible characters
and characters that imitate ASCII ones. Findings sit at the property's pointer
(`/inputSchema/properties/<name>`) and quote the name inert.
"""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.lint.attacks import CLASSES, Site, own_scope, scan_name
from mcpcheck.checks.lint.attacks.dialogue import own_dialogue
from mcpcheck.checks.lint.attacks.lazy import lazy
from mcpcheck.checks.lint.attacks.reading import reading
from mcpcheck.checks.lint.attacks.side_channel import suspicious_name
from mcpcheck.checks.lint.context import ToolContext, quote
from mcpcheck.checks.lint.names import ascii_skeleton, comparison_key, swaps_text
from mcpcheck.checks.lint.pointer import join
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert


def check_property_names(props: dict[str, Any], path: str, ctx: ToolContext) -> None:
    """Every name of one `properties` object (`path` is the schema that holds it)."""
    is_input = path.startswith("/inputSchema")
    site = Site(ctx.tool_name, None, ctx.own_tools, ctx.foreign_tools)
    for name in props:
        if not isinstance(name, str) or not name:
            continue
        text = name[: ctx.bounds.max_scan_chars]
        if not text.isascii():
            _confusable(text, props, join(path, "properties", name), ctx)
        read = reading(text)
        if (is_input and suspicious_name(read) and not _inspected_input(read, ctx.tool_name)
                and not (_MESSAGES_NAME.fullmatch("_".join(read.lower().split())) is not None
                         and own_dialogue(props[name], list(props)))):
            ctx.add(RuleId.PARAM_SIDE_CHANNEL, join(path, "properties", name),
                    f"(h) side-channel parameter: property name {quote(name)} asks for "
                    "private context")
        for match, span in scan_name(text, read, site):
            ctx.add(match.rule, join(path, "properties", name),
                    f'({match.letter}) {CLASSES[match.letter].title}: {match.reason}: '
                    f'"{inert(span, 80)}" (property name {quote(name, 80)})')


# (precision19) the conversation's earlier messages as the input of a tool that inspects messages
# ("previous_messages" of "scan_agent_prompt"); a name for the system prompt, hidden notes or a
# leak stays a side channel whatever the tool
_MESSAGES_NAME = lazy(
    r"(?:previous|prior|earlier)_?(?:user_?|chat_?)?messages|conversation_?history|chat_?history"
    r"|conversation_?(?:so_?far|transcript)|(?:full|entire|complete|whole)_?(?:conversation|chat)"
    r"(?:_?history|_?messages)?")


def _inspected_input(read: str, tool_name: str | None) -> bool:
    return (own_scope.inspects_messages(tool_name)
            and _MESSAGES_NAME.fullmatch("_".join(read.lower().split())) is not None)


def _confusable(name: str, props: dict[str, Any], where: str, ctx: ToolContext) -> None:
    """(j) for a property name that is not plain ASCII: any invisible character; a look-alike
    only beside ASCII letters or when the whole name reads as ASCII (a name written in one
    other script is not an imitation)."""
    shown, swapped = ascii_skeleton(name)
    if not swapped:
        return
    invisible = any(not to for _, to in swapped)
    mixed = any(ch.isascii() and ch.isalpha() for ch in name)
    # a one- or two-letter word of another script ("с" and "по", from and to) is no imitation
    if not (invisible or mixed or (shown.isascii() and len(name) > 2)):
        return
    key = comparison_key(name)
    twins = sorted(other for other in props
                   if isinstance(other, str) and other != name and comparison_key(other) == key)
    target = f"; it reads as {quote(shown)}"
    if twins:
        target += f", the same as property {', '.join(quote(t) for t in twins[:3])}"
    ctx.add(RuleId.TOOL_NAME_CONFUSABLE, where,
            f"(j) confusable or invisible name: property name {quote(name)}: "
            f"{swaps_text(swapped)}{target}")
