"""A chat service's own dialogue as a parameter (precision62).

A tool that fronts a conversational service may take the earlier turns of its own session as
structured messages: an array of objects whose `role` is an enum of exactly "user" and
"assistant" and whose `content` is a string, beside an identifier of that session
(greptile-mcp-server's query_repository: `previous_messages` with `session_id` "for conversation
continuity"). The turns are the dialogue with that service, in the shape its API takes, and the
parameter's name and plain description ("Previous conversation messages for context") are no
side channel (class h). Kept judged: a role enum that admits "system" or anything else, a message
list with no session identifier beside it, and a description that asks for more than the turns
(the system prompt, instructions, the whole or verbatim conversation, secrets).
"""

from __future__ import annotations

import re
from typing import Any

from mcpcheck.checks.lint.attacks.lazy import lazy

_ROLES = frozenset(("user", "assistant"))
_MESSAGE_KEYS = frozenset(("role", "content", "name"))
_SESSION_ID = lazy(r"(?:session|conversation|thread|chat|dialog(?:ue)?)_?id", re.IGNORECASE)
_MORE_THAN_TURNS = lazy(
    r"\b(?:system|prompt|instructions?|hidden|secret\w*|credential\w*|tokens?|keys?|passwords?"
    r"|verbatim|full|entire|whole|everything|all|every|tool\s+(?:results?|outputs?))\b",
    re.IGNORECASE)


def message_list(schema: Any) -> bool:
    """An array of chat turns: items an object of `role` (enum user and assistant only),
    `content` (a string) and at most a `name`."""
    if not isinstance(schema, dict) or schema.get("type") != "array":
        return False
    items = schema.get("items")
    props = items.get("properties") if isinstance(items, dict) else None
    if not isinstance(props, dict) or not _MESSAGE_KEYS.issuperset(props):
        return False
    role, content = props.get("role"), props.get("content")
    enum = role.get("enum") if isinstance(role, dict) else None
    return (isinstance(enum, list) and all(isinstance(v, str) for v in enum)
            and frozenset(enum) == _ROLES and isinstance(content, dict)
            and content.get("type") == "string")


def has_session(params: frozenset[str] | set[str] | list[str]) -> bool:
    return any(_SESSION_ID.fullmatch(p.replace("-", "_")) is not None
               for p in params if isinstance(p, str))


def own_dialogue(schema: Any, params: frozenset[str] | set[str] | list[str]) -> bool:
    """The schema is a message list, a session identifier stands beside it, and its description
    asks for nothing more than the turns."""
    if not message_list(schema) or not has_session(params):
        return False
    description = schema.get("description")
    return not isinstance(description, str) or _MORE_THAN_TURNS.search(description) is None


def dialogue_params(tool: Any) -> frozenset[str]:
    """The tool's top-level input properties that are its service's own dialogue."""
    schema = tool.get("inputSchema") if isinstance(tool, dict) else None
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(props, dict):
        return frozenset()
    names = [n for n in props if isinstance(n, str)]
    return frozenset(n for n in names if own_dialogue(props[n], names))
