"""JSON Pointers (RFC 6901) into parsed JSON, and local `$ref` fragments that are pointers.

One resolver for the whole project: a pointer that does not resolve says so, never raises.
A `$ref` fragment is accepted only in its plain pointer form (`#` or `#/a/b`, no
percent-encoding); an anchor (`#name`) or an encoded fragment is refused, so that no caller
resolves it to the wrong place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MISSING = object()


def parts(pointer: str) -> list[str]:
    return [raw.replace("~1", "/").replace("~0", "~") for raw in pointer.split("/")[1:]]


def resolve(doc: Any, pointer: str) -> tuple[bool, Any]:
    """(True, value) at the pointer, or (False, None) when there is nothing there."""
    for part in parts(pointer):
        if isinstance(doc, Mapping) and part in doc:
            doc = doc[part]
        elif (isinstance(doc, list) and part.isdigit() and (part == "0" or part[0] != "0")
              and int(part) < len(doc)):
            doc = doc[int(part)]
        else:
            return False, None
    return True, doc


def local_ref(root: Any, ref: str) -> tuple[bool, Any]:
    """The target of a local `$ref` given as a plain pointer fragment; (False, None) for
    anything else (remote, anchor, percent-encoded, unresolvable)."""
    if ref == "#":
        return True, root
    if not ref.startswith("#/") or "%" in ref:
        return False, None
    return resolve(root, ref[1:])
