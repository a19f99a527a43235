"""Terminal safety for text that came from a server.

`inert` turns any server string into one that a terminal shows literally: control characters,
escape sequences, invisible and bidi characters become visible escapes (`\\x1b`, `\\u200b`).
The lint side (findings that name control, escape and invisible characters) is
mcpcheck.checks.lint.hiddenchars; what the text says is judged by mcpcheck.checks.lint.attacks.
Rich markup (`[red]`) is not handled here; the renderer escapes it (rich.markup.escape).
"""

from __future__ import annotations

import unicodedata

ELLIPSIS = "…"

# Characters that render as nothing or steer rendering, beyond the Cc/Cf/Cs/Zl/Zp categories.
_INVISIBLE_EXTRA = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0")
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _needs_escape(ch: str) -> bool:
    if ch in _INVISIBLE_EXTRA:
        return True
    if ch < " ":
        return True
    if " " <= ch < "\x7f":
        return False
    cat = unicodedata.category(ch)
    if cat in _ESCAPED_CATEGORIES:
        return True
    return "\U000e0100" <= ch <= "\U000e01ef"  # variation selectors used to smuggle bytes


def _escape_char(ch: str) -> str:
    named = _NAMED.get(ch)
    if named is not None:
        return named
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def inert(text: str, limit: int = 200) -> str:
    """Text a terminal shows literally; past `limit` code points of input, cut with "…"."""
    cut = len(text) > limit
    head = text[:limit] if cut else text
    if head.isascii() and head.isprintable():  # " " to "~" only: no character is escaped
        out = head
    else:
        out = "".join(_escape_char(ch) if _needs_escape(ch) else ch for ch in head)
    return out + ELLIPSIS if cut else out


def head_and_tail(text: str, limit: int = 200) -> str:
    """Like `inert`, but a long text keeps its start and its end (where error messages put the
    cause: "... caused by: connection refused"), cut in the middle with "…"."""
    if len(text) <= limit:
        return inert(text, limit)
    tail = limit // 3
    return inert(text[:limit - tail], limit) + ELLIPSIS + inert(text[-tail:], limit)


def needs_escaping(text: str) -> bool:
    """True when `inert` would change some character of `text` (ignoring the length limit)."""
    return any(_needs_escape(ch) for ch in text)


def excerpt(text: str, around: int, width: int = 60) -> str:
    """An inert quote of about `width` code points of `text` centred on index `around`."""
    start = max(0, min(around, len(text)) - width // 2)
    end = start + width
    body = inert(text[start:end], limit=width)
    prefix = ELLIPSIS if start > 0 else ""
    suffix = ELLIPSIS if end < len(text) else ""
    return f"{prefix}{body}{suffix}"
