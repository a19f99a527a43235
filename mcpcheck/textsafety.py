"""Terminal safety for text that came from a server.

`inert` turns any server string into one that a terminal shows literally: control characters,
escape sequences, invisible and bidi characters become visible escapes (`\\x1b`, `\\u200b`).
`findings_for_text` is the lint side: it names control, escape and invisible characters (what
the text says is judged by mcpcheck.checks.lint.attacks).
Rich markup (`[red]`) is not handled here; the renderer escapes it (rich.markup.escape).
"""

from __future__ import annotations

import re
import unicodedata

from mcpcheck.models import Finding, Severity

ELLIPSIS = "…"

# Characters that render as nothing or steer rendering, beyond the Cc/Cf/Cs/Zl/Zp categories.
_INVISIBLE_EXTRA = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0")
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}

# Text rules owned here; mcpcheck.checks.lint.rules folds them into the one lint registry.
TEXT_CONTROL = "text-control-chars"
TEXT_ANSI = "text-ansi-escape"
TEXT_INVISIBLE = "text-invisible-chars"
TEXT_RULES: dict[str, tuple[Severity, str]] = {
    TEXT_CONTROL: (Severity.WARNING, "text contains control characters (C0, DEL, C1, \\r)"),
    TEXT_ANSI: (Severity.ERROR, "text contains an ANSI/terminal escape sequence"),
    TEXT_INVISIBLE: (
        Severity.ERROR,
        "text contains invisible characters (zero-width, bidi controls, Unicode tags)",
    ),
}

_ANSI = re.compile("[\x1b\x9b]")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1a\x1c-\x1f\x7f-\x9a\x9c-\x9f]")
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200c\u200e\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
    # a zero-width joiner is legitimate only between two non-ASCII characters (emoji sequences)
    "|(?<![^\x00-\x7f])\u200d|\u200d(?![^\x00-\x7f])"
)
_ANY = re.compile(  # a superset of the three above, as one character class
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)

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
    out = "".join(_escape_char(ch) if _needs_escape(ch) else ch for ch in head)
    return out + ELLIPSIS if cut else out


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


def _finding(rule: str, tool: str | None, path: str, what: str, text: str, at: int) -> Finding:
    severity = TEXT_RULES[rule][0]
    message = f'{what}: "{excerpt(text, at)}"'
    return Finding(rule=rule, severity=severity, tool=tool, path=path, message=message)


def findings_for_text(text: str, *, tool: str | None, path: str) -> list[Finding]:
    """At most one finding per text rule for one string (the first occurrence is quoted)."""
    found: list[Finding] = []
    if _ANY.search(text) is None:  # one search for the common, clean case
        return found
    checks = (
        (TEXT_ANSI, _ANSI, "ANSI escape sequence"),
        (TEXT_CONTROL, _CONTROL, "control character"),
        (TEXT_INVISIBLE, _INVISIBLE, "invisible or bidi character"),
    )
    for rule, pattern, what in checks:
        match = pattern.search(text)
        if match is not None:
            found.append(_finding(rule, tool, path, what, text, match.start()))
    return found
