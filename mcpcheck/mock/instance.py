"""A small instance of a JSON Schema, for answering calls with a result of the declared shape.

Preference order per node: `const`, the first `enum` value, `default`, the first of `examples`;
otherwise by type: an object with its required properties only, an array of `minItems` items
(one at least, with `fill_arrays`),
the shortest string, the smallest number or integer the bounds allow, false, null. Local `$ref`s
are followed; the whole value is bounded (depth and node count), so a recursive schema cannot
make it grow. It is a best effort: the caller checks the value against the schema and does not
serve one that fails (mcpcheck.mock.server).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from mcpcheck.schemas.jsonpointer import local_ref

MAX_DEPTH = 24
MAX_NODES = 10_000
MAX_ITEMS = 64


class TooLarge(Exception):
    """The smallest instance this generator can make is over its bounds."""


class _Budget:
    def __init__(self, fill_arrays: bool) -> None:
        self.nodes = 0
        self.fill_arrays = fill_arrays

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise TooLarge


def instance_of(schema: Any, *, fill_arrays: bool = False) -> Any:
    """A small value meant to satisfy `schema` (TooLarge when it cannot stay small). With
    `fill_arrays`, an array gets at least one item where its bounds allow (a more telling
    answer; the minimal form is the fallback)."""
    return _instance(schema, schema, 0, _Budget(fill_arrays))


def _instance(schema: Any, root: Any, depth: int, budget: _Budget) -> Any:
    budget.spend()
    if depth > MAX_DEPTH:
        raise TooLarge
    if not isinstance(schema, Mapping):
        return None
    if "const" in schema:
        return schema["const"]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return schema["enum"][0]
    if "default" in schema:
        return schema["default"]
    if isinstance(schema.get("examples"), list) and schema["examples"]:
        return schema["examples"][0]
    ref = schema.get("$ref")
    if isinstance(ref, str):
        found, target = local_ref(root, ref)
        return _instance(target if found else {}, root, depth + 1, budget)
    for key in ("allOf", "anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list) and branches:
            merged = _merge_all(branches, schema) if key == "allOf" else _merge(branches[0], schema)
            return _instance(merged, root, depth + 1, budget)
    return _by_type(schema, root, depth, budget)


def _by_type(schema: Mapping[str, Any], root: Any, depth: int, budget: _Budget) -> Any:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), kind[0] if kind else None)
    if kind is None and ("properties" in schema or "required" in schema):
        kind = "object"
    if kind == "object":
        raw_props, raw_required = schema.get("properties"), schema.get("required")
        props: Mapping[str, Any] = raw_props if isinstance(raw_props, Mapping) else {}
        required: list[Any] = raw_required if isinstance(raw_required, list) else []
        return {str(name): _instance(props.get(name, {}), root, depth + 1, budget)
                for name in required if isinstance(name, str)}
    if kind == "array":
        count = schema.get("minItems", 0)
        count = count if isinstance(count, int) and not isinstance(count, bool) else 0
        if budget.fill_arrays and count == 0 and schema.get("maxItems") != 0:
            count = 1
        if count > MAX_ITEMS:
            raise TooLarge
        items = schema.get("items")
        return [_instance(items, root, depth + 1, budget) for _ in range(count)]
    if kind == "string":
        size = schema.get("minLength", 0)
        return "x" * size if isinstance(size, int) and 0 < size <= 4096 else ""
    if kind in ("number", "integer"):
        return _number(schema, kind == "integer")
    if kind == "boolean":
        return False
    return None


def _number(schema: Mapping[str, Any], integer: bool) -> int | float:
    def bound(key: str) -> float | None:
        value = schema.get(key)
        return value if isinstance(value, int | float) and not isinstance(value, bool) else None

    low, xlow, high, xhigh = (bound("minimum"), bound("exclusiveMinimum"), bound("maximum"),
                              bound("exclusiveMaximum"))
    value: float = 0
    if low is not None:
        value = low
    if xlow is not None and value <= xlow:
        value = math.floor(xlow) + 1 if integer else xlow + 1
    if high is not None and value > high:
        value = high
    if xhigh is not None and value >= xhigh:
        value = math.ceil(xhigh) - 1 if integer else xhigh - 1
    return math.ceil(value) if integer else value


def _merge(branch: Any, parent: Mapping[str, Any]) -> dict[str, Any]:
    base = {k: v for k, v in parent.items() if k not in ("allOf", "anyOf", "oneOf")}
    if isinstance(branch, Mapping):
        base.update(branch)
    return base


def _merge_all(branches: list[Any], parent: Mapping[str, Any]) -> dict[str, Any]:
    base = _merge({}, parent)
    props: dict[str, Any] = dict(base.get("properties") or {})
    required: list[Any] = list(base.get("required") or [])
    for branch in branches:
        if isinstance(branch, Mapping):
            props.update(branch.get("properties") or {})
            required += [r for r in branch.get("required") or [] if r not in required]
            base.update({k: v for k, v in branch.items() if k not in ("properties", "required")})
    if props:
        base["properties"] = props
    if required:
        base["required"] = required
    return base
