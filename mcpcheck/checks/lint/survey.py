"""A cheap first pass over a schema that stops at the first bound it crosses.

The pass is iterative (a stack of iterators, so memory grows with depth, not size) and measures
nesting depth, keys per object, enum length and approximate compact-JSON size, and notes the first
non-finite number. Nothing else is looked at, so a hostile schema costs at most about
`max_schema_bytes` of work.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.pointer import join
from mcpcheck.ruleids import RuleId


@dataclass(frozen=True)
class Issue:
    rule: RuleId
    pointer: str  # relative to the schema root
    message: str


@dataclass
class _Tally:
    bounds: LintBounds
    size: int = 0
    non_finite: Issue | None = None


def _items(value: dict[str, Any] | list[Any]) -> Iterator[tuple[str | int, Any]]:
    return iter(value.items()) if isinstance(value, dict) else enumerate(value)


def _scalar_size(value: Any, budget: int) -> int:
    if isinstance(value, str):
        if len(value) > budget or value.isascii():
            return len(value) + 2
        return len(value.encode("utf-8", "surrogatepass")) + 2
    if isinstance(value, bool) or value is None:
        return 5
    if isinstance(value, int):
        return value.bit_length() * 30103 // 100000 + 2  # digits, without str() of huge ints
    return 24


def _open(value: Any, key: str | int | None, depth: int, t: _Tally
          ) -> tuple[RuleId, str] | None:
    """Account a container's own bytes and bounds before its children are visited."""
    b = t.bounds
    if depth > b.max_depth:
        return RuleId.SCHEMA_TOO_DEEP, f"nested deeper than {b.max_depth} levels"
    if isinstance(value, dict) and len(value) > b.max_properties:
        return (RuleId.SCHEMA_TOO_MANY_PROPERTIES,
                f"object has {len(value)} keys (bound {b.max_properties})")
    if key == "enum" and isinstance(value, list) and len(value) > b.max_enum:
        return (RuleId.SCHEMA_ENUM_TOO_LARGE,
                f"enum has {len(value)} values (bound {b.max_enum})")
    t.size += 2 + len(value) * (4 if isinstance(value, dict) else 1)
    return None


def _non_finite(value: Any) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def survey(schema: Any, bounds: LintBounds) -> tuple[Issue | None, Issue | None]:
    """(first bound crossed or None, first non-finite number or None)."""
    t = _Tally(bounds)
    if not isinstance(schema, (dict, list)):
        t.size += _scalar_size(schema, bounds.max_schema_bytes)
        if _non_finite(schema):
            t.non_finite = Issue(RuleId.SCHEMA_NUMBER_NOT_FINITE, "",
                                 f"{schema!r} is not a JSON number")
        return None, t.non_finite
    opened = _open(schema, None, 1, t)
    issue = None if opened is None else Issue(opened[0], "", opened[1])
    # the containers being visited, and the key of each below the root: a pointer is built only
    # for an issue (most schemas have none)
    stack: list[Iterator[tuple[str | int, Any]]] = [_items(schema)]
    keys: list[str | int] = []
    limit = bounds.max_schema_bytes
    while stack and issue is None:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            if keys:
                keys.pop()
            continue
        key, value = step
        if isinstance(key, str):
            t.size += (len(key) + 2 if len(key) > limit - t.size or key.isascii()
                       else _scalar_size(key, limit - t.size))
        if isinstance(value, (dict, list)):
            opened = _open(value, key, len(stack) + 1, t)
            if opened is not None:
                issue = Issue(opened[0], join("", *keys, key), opened[1])
            stack.append(_items(value))
            keys.append(key)
        else:
            t.size += _scalar_size(value, limit - t.size)
            if t.non_finite is None and _non_finite(value):
                t.non_finite = Issue(RuleId.SCHEMA_NUMBER_NOT_FINITE, join("", *keys, key),
                                     f"{value!r} is not a JSON number")
        if issue is None and t.size > limit:
            issue = Issue(RuleId.SCHEMA_TOO_LARGE, "",
                          f"schema is over {bounds.max_schema_bytes} bytes as JSON")
    return issue, t.non_finite
