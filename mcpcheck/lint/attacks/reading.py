"""How a property name reads as prose: `IMPORTANT_read_the_file` reads "IMPORTANT read the file".

Separators (`_`, `-`, `.` between letters or digits) and camelCase boundaries become spaces, so
the attack classes read a name the way they read a description. What a class must see whole
stays whole: a segment that holds a path or an address (`/`, `~`, `:`, `@`), and the file and
variable names the classes look for (`id_rsa`, `known_hosts`, `process.env`, ...).
"""

from __future__ import annotations

import re
from functools import lru_cache

_WHOLE = re.compile(
    r"id_(?:rsa|dsa|ecdsa|ed25519)|(?:bash|zsh)_history|known_hosts|authorized_keys"
    r"|git-credentials|claude_desktop_config\.json|process\.env|os\.environ|wallet\.dat"
    r"|mcp\.json|\.(?:aws|kube|docker|config|cursor)/[\w.-]+",
    re.IGNORECASE,
)
_SEGMENTS = re.compile(r"[_-]+")
_ADDRESS = re.compile(r"[/~:@]")
_INNER = re.compile(r"(?<=[A-Za-z0-9])\.(?=[A-Za-z0-9])|(?<=[a-z0-9])(?=[A-Z])"
                    r"|(?<=[A-Z])(?=[A-Z][a-z])")


def _spaced(part: str) -> str:
    out = []
    for segment in _SEGMENTS.split(part):
        if segment:
            out.append(segment if _ADDRESS.search(segment) else _INNER.sub(" ", segment))
    text = " ".join(out)
    # keep the edges: a name part that starts or ends at a separator stays apart from its
    # neighbours (`read_` + `id_rsa` reads "read id_rsa")
    head = " " if part[:1] in ("_", "-") else ""
    tail = " " if part[-1:] in ("_", "-") else ""
    return head + text + tail


@lru_cache(maxsize=4096)
def reading(name: str) -> str:
    """The name with its separators as spaces (linear in the name)."""
    out: list[str] = []
    last = 0
    for match in _WHOLE.finditer(name):
        out.append(_spaced(name[last : match.start()]))
        out.append(match.group())
        last = match.end()
    out.append(_spaced(name[last:]))
    return " ".join(" ".join(out).split())
