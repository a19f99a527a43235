"""A schema's metaschema validity proven one subschema at a time, each shape checked once.

Every dialect's metaschema (draft-04 to 2020-12) checks a subschema in a schema position
(`properties` values, `items`, `allOf` members, ...) with the whole metaschema again (`$ref: "#"`,
`$recursiveRef`, `$dynamicRef: "#meta"`), or with a choice that includes it (`dependencies`:
a schema or a string array), or not at all (a keyword the dialect does not know). So a schema
is valid when each of its object subschemas is valid on its own keywords, checked as a shallow
copy (mcpcheck.schemas.shallow; booleans stay where they are: draft-04 refuses them in most
places). Those copies repeat across real tools ({"type": "string", "description": ...}): one
whose check passed is remembered by the digest of its canonical JSON and its dialect, so it is
checked once per process.

This only proves validity. A copy that fails, a schema deeper than MAX_DEPTH, anything that
cannot be encoded: not proven, and mcpcheck.schemas.compiler runs the whole metaschema check,
which finds the same problems (and words them) as it always did.
"""

from __future__ import annotations

import hashlib
import json
import threading
from typing import Any

from mcpcheck.schemas.shallow import SINGLE, shallow_copy

__all__ = ["MAX_DEPTH", "MAX_REMEMBERED", "forget", "proven_valid"]

# Below the nesting at which the whole check runs out of Python stack (about 85 levels from a
# shallow caller), so that a schema proven here never is one it would report as unchecked.
MAX_DEPTH = 24
MAX_REMEMBERED = 20_000  # digests of 16 bytes (about 2 MB with the set's overhead at most)

_ONE = SINGLE  # the keywords that hold one subschema (the tests enumerate subschemas by it)

_VALID: set[bytes] = set()
_LOCK = threading.Lock()


def forget() -> None:
    """Drop every remembered shape (tests)."""
    with _LOCK:
        _VALID.clear()


def proven_valid(schema: dict[str, Any], dialect: str, checker: Any) -> bool:
    """True when every object subschema of `schema` passes `checker` (the dialect's metaschema
    validator) as a shallow copy; False means "not proven", never "invalid"."""
    stack: list[tuple[dict[str, Any], int]] = [(schema, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            return False
        children: list[dict[str, Any]] = []
        if not _shape_valid(shallow_copy(node, children), dialect, checker):
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def _shape_valid(copy: dict[str, Any], dialect: str, checker: Any) -> bool:
    try:
        text = json.dumps(copy, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    digest = hashlib.blake2b(f"{dialect}\n{text}".encode(), digest_size=16).digest()
    if digest in _VALID:
        return True
    try:
        valid = bool(checker.is_valid(copy))
    except (RecursionError, ValueError, TypeError):
        return False
    if valid:
        with _LOCK:
            if len(_VALID) >= MAX_REMEMBERED:
                _VALID.clear()
            _VALID.add(digest)
    return valid
