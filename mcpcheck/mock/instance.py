"""A small instance of a JSON Schema, for answering calls with a result of the declared shape.

Preference order per node: `const`, the first `enum` value, `default`, the first of `examples`;
otherwise by type: every declared property of an object, one item per array (more if minItems
asks), the smallest string, number or integer the bounds allow, false, null. Local `$ref`s are
followed with a depth bound; a schema it cannot satisfy simply yields its best effort (the
answer is then checked against the schema by whoever receives it).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

MAX_DEPTH = 24


def instance_of(schema: Any, root: Any = None, depth: int = 0) -> Any:
    root = schema if root is None else root
    if not isinstance(schema, Mapping) or depth > MAX_DEPTH:
        return None
    for key in ("const",):
        if key in schema:
            return schema[key]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return schema["enum"][0]
    if "default" in schema:
        return schema["default"]
    if isinstance(schema.get("examples"), list) and schema["examples"]:
        return schema["examples"][0]
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#"):
        return instance_of(_resolve(root, ref), root, depth + 1)
    for key in ("allOf", "anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list) and branches:
            merged = _merge(branches[0], schema) if key != "allOf" else _merge_all(branches, schema)
            return instance_of(merged, root, depth + 1)
    return _by_type(schema, root, depth)


def _by_type(schema: Mapping[str, Any], root: Any, depth: int) -> Any:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), kind[0] if kind else None)
    if kind is None:
        kind = "object" if "properties" in schema else None
    if kind == "object":
        props = schema.get("properties")
        out: dict[str, Any] = {}
        if isinstance(props, Mapping):
            for name, sub in props.items():
                out[str(name)] = instance_of(sub, root, depth + 1)
        return out
    if kind == "array":
        count = max(1, schema.get("minItems", 0) if isinstance(schema.get("minItems"), int) else 1)
        items = schema.get("items")
        return [instance_of(items, root, depth + 1) for _ in range(min(count, 16))]
    if kind == "string":
        size = schema.get("minLength", 0)
        return "x" * min(size, 4096) if isinstance(size, int) and size > 0 else ""
    if kind in ("number", "integer"):
        return _number(schema, kind == "integer")
    if kind == "boolean":
        return False
    return None


def _number(schema: Mapping[str, Any], integer: bool) -> int | float:
    low = schema.get("minimum")
    xlow = schema.get("exclusiveMinimum")
    value: float = 0
    if isinstance(low, int | float) and not isinstance(low, bool):
        value = low
    if isinstance(xlow, int | float) and not isinstance(xlow, bool) and value <= xlow:
        value = math.floor(xlow) + 1 if integer else xlow + 1
    high = schema.get("maximum")
    if isinstance(high, int | float) and not isinstance(high, bool) and value > high:
        value = high
    return math.ceil(value) if integer else value


def _resolve(root: Any, ref: str) -> Any:
    node = root
    for raw in ref[1:].split("/")[1:] if ref != "#" else []:
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        else:
            return None
    return node


def _merge(branch: Any, parent: Mapping[str, Any]) -> dict[str, Any]:
    base = {k: v for k, v in parent.items() if k not in ("allOf", "anyOf", "oneOf")}
    if isinstance(branch, Mapping):
        base.update(branch)
    return base


def _merge_all(branches: list[Any], parent: Mapping[str, Any]) -> dict[str, Any]:
    base = _merge({}, parent)
    props: dict[str, Any] = dict(base.get("properties") or {})
    for branch in branches:
        if isinstance(branch, Mapping):
            props.update(branch.get("properties") or {})
            base.update({k: v for k, v in branch.items() if k != "properties"})
    if props:
        base["properties"] = props
    return base
