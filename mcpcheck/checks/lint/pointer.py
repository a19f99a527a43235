"""RFC 6901 JSON Pointers: building them and resolving local `$ref` fragments."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

_MISSING = object()


def escape(token: str | int) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def join(base: str, *tokens: str | int) -> str:
    for token in tokens:  # a loop, not a generator: this runs for every node of every schema
        text = token if isinstance(token, str) else str(token)
        if "~" in text or "/" in text:
            text = text.replace("~", "~0").replace("/", "~1")
        base = f"{base}/{text}"
    return base


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


def _unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def _copy_child(parent: Any, token: str) -> Any:
    """Replace parent[token] by a shallow copy of itself and return the copy."""
    key: str | int = int(token) if isinstance(parent, list) else token
    child = parent[key]
    copy = dict(child) if isinstance(child, dict) else list(child)
    parent[key] = copy
    return copy


def without_patterns(schema: dict[str, Any], pointers: list[str]) -> dict[str, Any]:
    """A copy of `schema` whose patterns at `pointers` are blanked (the input is not changed).

    A pointer ends either in a `pattern` value (set to "") or in a `patternProperties` key
    (renamed to a harmless placeholder). Only the containers on each path are copied.
    """
    if not pointers:
        return schema
    root = dict(schema)
    for number, pointer in enumerate(pointers):
        tokens = [_unescape(t) for t in pointer.split("/")[1:]]
        parent: Any = root
        for token in tokens[:-1]:
            parent = _copy_child(parent, token)
        if len(tokens) >= 2 and tokens[-2] == "patternProperties":
            parent[f"x-mcpcheck-skipped-{number}"] = parent.pop(tokens[-1])
        else:
            parent[tokens[-1]] = ""
    return root
