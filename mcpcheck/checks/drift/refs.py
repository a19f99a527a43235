"""Local `$ref` resolution (`#`, `#/$defs/...`, `#/definitions/...`); remote refs are never fetched.

A `$ref` with sibling keywords (allowed since 2020-12) resolves to the target with the siblings
laid over it. Chains of refs are followed with a hop limit; loops end as unresolvable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from mcpcheck.checks.drift.jsonutil import unescape_token

_MAX_HOPS = 32
_MISSING = object()


@dataclass(frozen=True, slots=True)
class Resolved:
    """A schema node with its local `$ref` followed, or why it could not be."""

    schema: Any  # the effective schema (the node itself when it is not a ref)
    target: int | None = None  # id() of the resolved target when reached through a local ref
    ref: str | None = None  # the `$ref` text, when the node has one
    problem: str | None = None  # "remote", "unresolvable" or "malformed"


def lookup(root: Any, ref: str) -> Any:
    """The value a local reference points at, or _MISSING."""
    fragment = unquote(ref[1:])
    if fragment == "":
        return root
    if not fragment.startswith("/"):
        return _MISSING  # plain-name anchors are not supported: unresolvable
    node = root
    for raw in fragment[1:].split("/"):
        token = unescape_token(raw)
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and (token == "0" or token[0] != "0"):
            index = int(token)
            if index >= len(node):
                return _MISSING
            node = node[index]
        else:
            return _MISSING
    return node


def _siblings(node: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in node.items() if k != "$ref"}


def resolve(node: Any, root: Any) -> Resolved:
    if not isinstance(node, dict) or "$ref" not in node:
        return Resolved(node)
    ref = node["$ref"]
    if not isinstance(ref, str):
        return Resolved(node, problem="malformed")
    overlay = _siblings(node)
    current = ref
    for _ in range(_MAX_HOPS):
        if not current.startswith("#"):
            return Resolved(node, ref=ref, problem="remote")
        target = lookup(root, current)
        if target is _MISSING:
            return Resolved(node, ref=ref, problem="unresolvable")
        if isinstance(target, dict) and isinstance(target.get("$ref"), str):
            overlay = {**_siblings(target), **overlay}
            current = target["$ref"]
            continue
        return Resolved(_overlay(target, overlay), id(target), ref)
    return Resolved(node, ref=ref, problem="unresolvable")


def _overlay(target: Any, overlay: dict[str, Any]) -> Any:
    if not overlay:
        return target
    if target is True:
        return overlay
    if isinstance(target, dict):
        return {**target, **overlay}
    return target  # false, or a malformed target: siblings cannot widen it
