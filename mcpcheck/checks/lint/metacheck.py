"""Metaschema validity of a schema, one subschema at a time, remembered by shape.

A dialect's metaschema checks every subschema with the same rules, so a schema is valid exactly
when each of its subschemas is valid on its own keywords. Each node is checked as a shallow copy
(mcpcheck.schemas.shallow, the root's `$schema` carried over) and the problems found are kept by
that copy's canonical JSON: the shapes real tools repeat ({"type": "string", "description": ...})
are checked once per process. A copy made only of keywords mcpcheck.checks.lint.plain checks
exactly is not sent to jsonschema at all.
"""

from __future__ import annotations

import json
import threading
from typing import Any

from mcpcheck.checks.lint.plain import plain_node
from mcpcheck.checks.lint.walk import Node
from mcpcheck.schemas.shallow import shallow_copy

_CACHE: dict[str, tuple[tuple[str, str], ...]] = {}
_CACHE_MAX = 20_000
_LOCK = threading.Lock()


def shallow(node: dict[str, Any], dialect: Any) -> dict[str, Any]:
    """The node's shallow copy (mcpcheck.schemas.shallow) with its boolean subschemas blanked
    too, every slot mcpcheck.checks.lint.walk finds a subschema in, the root's `$schema` carried
    over."""
    copy = shallow_copy(node, keep_booleans=False)
    if dialect is not None and "$schema" not in copy:
        copy["$schema"] = dialect
    return copy


def metaschema_errors(schema: Any) -> list[tuple[str, str]]:
    """mcpcheck.schemas.compiler.metaschema_errors, that module (and jsonschema) imported when
    first needed: most lint processes send no subschema to the metaschema (plain_node)."""
    from mcpcheck.schemas import compiler

    return compiler.metaschema_errors(schema)


_BESIDE = ("pattern", "$ref", "$defs", "definitions")


def plain_beside(part: dict[str, Any]) -> bool:
    """Plain (plain_node) apart from a valid `pattern`, a `$ref` string and `$defs` or
    `definitions` maps of blanked subschemas (shallow's `{}`): the shapes of generated schemas
    (a pattern, a model's `$defs` and the `$ref`s into them). The metaschemas plain_node knows
    (2020-12, draft-07) ask no more of them: a pattern is a string of format "regex", which the
    check reads as valid ECMA-262 (ecma.translate, imported already: the pattern was checked by
    mcpcheck.checks.lint.patterns); a `$ref` a string (its format is not asserted); a map of
    definitions an object of schemas (draft-07 does not constrain `$defs`). Any doubt: not
    proven, and the metaschema decides."""
    if not any(key in part for key in _BESIDE):
        return False
    ref = part.get("$ref", "")
    pattern = part.get("pattern", "")
    if not isinstance(ref, str) or not isinstance(pattern, str):
        return False
    for key in ("$defs", "definitions"):
        defs = part.get(key, {})
        if not isinstance(defs, dict) or any(sub != {} for sub in defs.values()):
            return False
    if not plain_node({key: value for key, value in part.items() if key not in _BESIDE}):
        return False
    if "pattern" not in part:
        return True
    from mcpcheck.schemas import ecma

    try:
        ecma.translate(pattern)
    except Exception:  # the metaschema check reports it (or fails on it) as it does
        return False
    return True


def _problems(part: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    if plain_node(part) or plain_beside(part):  # proven valid without the metaschema
        return ()
    try:
        key = json.dumps(part, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError):
        return tuple(metaschema_errors(part))
    found = _CACHE.get(key)
    if found is None:
        found = tuple(metaschema_errors(part))
        with _LOCK:
            if len(_CACHE) >= _CACHE_MAX:
                _CACHE.clear()
            _CACHE[key] = found
    return found


def metaschema_problems(root: dict[str, Any], nodes: list[Node]) -> list[tuple[str, str]]:
    """(pointer, message) like schema.metaschema_errors(root), node by node."""
    dialect = root.get("$schema")
    out: list[tuple[str, str]] = []
    for node in nodes:
        if isinstance(node.schema, dict):
            for pointer, message in _problems(shallow(node.schema, dialect)):
                out.append((node.pointer + pointer, message))
    kept: list[tuple[str, str]] = []
    for pointer, message in sorted(set(out), key=lambda p: (-p[0].count("/"), p)):
        if not any(_related(pointer, other) for other, _ in kept):  # the most specific wins
            kept.append((pointer, message))
    return sorted(kept)


def _related(a: str, b: str) -> bool:
    return a == b or a.startswith(b + "/") or b.startswith(a + "/")
