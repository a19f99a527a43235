"""(d) Shadowing: text that tells the model how to use or parametrize another tool, or that
redirects its recipients.

Naming a tool of the same server is ordinary ("call `list_files` first"). Flagged: rules for
other tools in general, recipient or account redirection, a named tool this server does not
advertise together with an instruction, and (in `check`) any tool of another configured server.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcpcheck.lint.attacks.base import Hit, Site, compile_all, first_hit, has_word, words_of

_NAME = r"[A-Za-z][\w.:/-]{1,63}"
REFERENCES = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"\bthe\s+[`'\"]?({_NAME})[`'\"]?\s+(?:tool|function|command)\b",
    rf"\b(?:tool|function)\s+(?:named\s+|called\s+)?[`'\"]({_NAME})[`'\"]",
    rf"\b(?:call|calling|calls|invoke|invoking|run|running)\s+(?:the\s+)?[`'\"]({_NAME})[`'\"]",
    rf"\b(?:call|calling|invoke|invoking)\s+(?:the\s+)?({_NAME}(?:_|-|\.){_NAME[1:]})",
))
DIRECTIVE = re.compile(
    r"\b(?:must|should|always|never|instead|before|after|whenever|make\s+sure|ensure|set|change"
    r"|replace|override|pass|add|include|do\s+not|don'?t|only|first|required?)\b",
    re.IGNORECASE,
)
_SEPARATED = re.compile(r"[_.-]|[a-z][A-Z]")

PATTERNS = compile_all((
    ("sets rules for other tools",
     r"\b(?:when|whenever|before|after|each\s+time|every\s+time|if)\s+(?:you\s+)?(?:call|use|invoke"
     r"|run)(?:s|ing)?\s+(?:any|another|other|all|every|each)\s+(?:other\s+)?tools?\b"
     r"|\b(?:all|any|every|the)\s+other\s+tools?\s+(?:must|should|need\s+to|require)\b"
     r"|\bthis\s+tool\s+(?:overrides|replaces|supersedes|takes\s+precedence\s+over)\b"
     r"|\b(?:other|remaining)\s+tools?\s+(?:are|is)\s+(?:deprecated|broken|disabled|unsafe"
     r"|compromised|not\s+to\s+be\s+used)\b|\bdo\s+not\s+use\s+(?:any\s+)?other\s+tools?\b"),
    ("redirects recipients or accounts",
     r"\b(?:change|set|replace|redirect|override|switch|update)\s+(?:the\s+)?(?:recipient|to[\s_-]"
     r"address|destination|receiver|email\s+address|bcc|cc|account\s+number|iban|wallet"
     r"(?:\s+address)?|payee|beneficiary)s?\b[^.\n]{0,60}?\bto\b"
     r"|\b(?:always|also)\s+(?:bcc|cc|copy|forward|send|add)\b[^.\n]{0,60}?@[\w-]+\.\w+"
     r"|\b(?:all|every|any)\s+(?:emails?|messages?|payments?|transfers?|invoices?|funds?)\s+(?:must"
     r"|should|are\s+to|need\s+to)\s+(?:also\s+)?(?:be\s+)?(?:sent|forwarded|redirected|routed"
     r"|addressed|copied|cc'?d|bcc'?d|paid|transferred)\s+to\b"
     r"|\b(?:instead\s+of|rather\s+than)\s+(?:to\s+)?(?:the\s+)?(?:intended|original|requested"
     r"|given|specified|real)\s+(?:recipient|address|account|destination|payee)"),
))


def _sentence(text: str, start: int, end: int) -> str:
    left = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), start - 160)
    right_dot = text.find(".", end)
    right = min(x for x in (right_dot if right_dot >= 0 else len(text), end + 160, len(text)))
    return text[left + 1 : right]


def _references(text: str) -> Iterator[tuple[int, int, str]]:
    for pattern in REFERENCES:
        for match in pattern.finditer(text):
            yield match.start(), match.end(), match.group(1).rstrip(".:/-")


def _foreign(text: str, site: Site) -> Hit | None:
    for start, end, name in _references(text):
        server = site.foreign_tools.get(name)
        if server is not None and name not in site.own_tools:
            return Hit(start, end, f"names tool `{name}` of server `{server}`")
    for name, server in site.foreign_tools.items():
        if name in site.own_tools or _SEPARATED.search(name) is None or name not in text:
            continue
        match = re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", text)
        if match is not None:
            return Hit(match.start(), match.end(), f"names tool `{name}` of server `{server}`")
    return None


def _unknown_named(text: str, site: Site) -> Hit | None:
    for start, end, name in _references(text):
        if name in site.own_tools or name == site.tool:
            continue
        if DIRECTIVE.search(_sentence(text, start, end)) is not None:
            return Hit(start, end, f"gives instructions about `{name}`, a tool this server "
                                   "does not advertise")
    return None


WORDS = frozenset((
    "tool", "tools", "function", "command", "call", "calling", "calls", "invoke", "invoking",
    "run", "running", "recipient", "recipients", "to_address", "destination", "receiver",
    "email", "bcc", "cc", "account", "iban", "wallet", "payee", "beneficiary", "emails",
    "messages", "payments", "transfers", "invoices", "funds",
))


CALL_WORDS = frozenset((
    "tool", "function", "command", "call", "calling", "calls", "invoke", "invoking", "run",
    "running",
))


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    found = [_foreign(text, site) if site.foreign_tools else None]
    words = words_of(lowered)
    if "tool" in words or "tools" in words:
        found.append(first_hit(text, PATTERNS[:1]))
    if not words.isdisjoint(WORDS):
        found.append(first_hit(text, PATTERNS[1:]))
    if has_word(lowered, CALL_WORDS):
        found.append(_unknown_named(text, site))
    hits = [hit for hit in found if hit is not None]
    return min(hits, key=lambda h: h.start) if hits else None
