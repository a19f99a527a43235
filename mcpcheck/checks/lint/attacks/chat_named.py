""""This chat" named, not asked for (precision61).

A parameter's text that says "this chat" or "this conversation" asks for the model's own
conversation as the value (class h), unless:

- the parameter is an identifier (`chat_id`, `conversationId`, `thread_id`) and the text only
  narrows the call to the chat it names ("Only this chat."): the value is an id, and nothing asks
  for the chat's text (no "full", "verbatim", "transcript", "history", "so far");
- the chat is the subject of an event the text states ("This conversation will close in 5
  minutes", "this chat has been transferred to an agent"): a banner or a notice about the chat.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks.lazy import lazy

_ID_NAME = lazy(r"(?:^|[_\-.])(?:id|ids|uuid|key)$|[a-z](?:Id|Ids|ID|Uuid)$")
_CHAT_NAMED = lazy(r"(?<!\w)(?:this|that|the\s+current|the\s+same)\s+(?:chat|conversation|thread"
                   r"|room|channel|dialog(?:ue)?)(?!\w)", re.IGNORECASE)
_CHAT_TEXT = lazy(r"(?<!\w)(?:full|verbatim|entire|whole|complete|transcript|history|so\s+far"
                  r"|messages|content|contents|text|everything|said|wrote|instructions)(?!\w)",
                  re.IGNORECASE)
# the chat's own events: closing, ending, expiring, being transferred, archived or recorded
_CHAT_EVENT = lazy(
    r"\s+(?:will\s+(?:be\s+)?|is\s+(?:being\s+)?|has\s+(?:been\s+)?|was\s+|(?:may|might|can)\s+(?:be\s+)?)?"
    r"(?:clos(?:e|es|ed|ing)|end(?:s|ed)?|expir(?:e|es|ed)|time(?:s|d)?\s+out|transferred"
    r"|assigned|archived|recorded|monitored|resolved|reopened|escalated|paused|resumed)(?!\w)",
    re.IGNORECASE)


def picked_by_id(text: str, param: str | None) -> bool:
    """The parameter is an identifier and its text names the chat without asking for its text."""
    if param is None or _ID_NAME.search(param) is None:
        return False
    return _CHAT_NAMED.search(text) is not None and _CHAT_TEXT.search(text) is None


def event_stated(text: str, start: int, end: int) -> bool:
    """text[start:end] is "this chat" (or "this conversation"), the subject of an event stated
    right after it."""
    named = _CHAT_NAMED.search(text, max(0, start - 12), end + 1)
    if named is None or not named.start() <= start < named.end() + 1:
        return False
    return _CHAT_EVENT.match(text, named.end()) is not None
