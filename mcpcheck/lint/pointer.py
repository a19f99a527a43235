"""RFC 6901 JSON Pointers: building them and resolving local `$ref` fragments."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

_MISSING = object()


def escape(token: str | int) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def join(base: str, *tokens: str | int) -> str:
    return base + "".join("/" + escape(t) for t in tokens)


def _step(value: Any, token: str) -> Any:
    if isinstance(value, dict):
        return value.get(token, _MISSING)
    if isinstance(value, list):
        if not token.isdigit() or (len(token) > 1 and token.startswith("0")):
            return _MISSING
        index = int(token)
        return value[index] if index < len(value) else _MISSING
    return _MISSING


def resolve_fragment(root: Any, fragment: str) -> tuple[str, Any] | None:
    """Resolve a URI fragment pointer ("/a/b", percent-encoded) in `root`.

    Returns the canonical pointer of the target and the target, or None when it does not exist.
    """
    if fragment and not fragment.startswith("/"):
        return None
    value = root
    canonical = ""
    for raw in fragment.split("/")[1:] if fragment else []:
        token = unquote(raw).replace("~1", "/").replace("~0", "~")
        value = _step(value, token)
        if value is _MISSING:
            return None
        canonical = join(canonical, token)
    return canonical, value
