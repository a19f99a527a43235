"""Pairing the branches of two anyOf/oneOf/allOf lists, regardless of order.

Identical branches (canonical JSON) pair first; the rest pair greedily by similarity when the
lists are small (at most PAIR_CAP candidate pairs). Beyond the cap only identical branches pair
and the rest stay unpaired, so the cost stays linear.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mcpcheck.checks.drift.jsonutil import canonical_key, strict_equal
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import ABSENT, type_set

PAIR_CAP = 256


@dataclass(frozen=True)
class Branch:
    """One branch of a composition (or a schema lifted into one) and where it is."""

    schema: Any
    path: str  # pointer of the branch in its tool
    label: str
    kpaths: Mapping[str, str] | None = None  # keywords merged in from elsewhere
    index: int | None = None  # position in its list; None for a schema lifted into one branch


Pairs = list[tuple[Branch, Branch]]


def pair_branches(
    old: list[Branch], new: list[Branch], old_root: Any, new_root: Any
) -> tuple[Pairs, list[Branch], list[Branch]]:
    waiting: dict[str, list[int]] = defaultdict(list)
    for j, branch in enumerate(new):
        key = canonical_key(branch.schema)
        if key is not None:
            waiting[key].append(j)
    pairs: Pairs = []
    used: set[int] = set()
    rest_old: list[Branch] = []
    for branch in old:
        key = canonical_key(branch.schema)
        slots = waiting.get(key) if key is not None else None
        if slots:
            j = slots.pop(0)
            used.add(j)
            pairs.append((branch, new[j]))
        else:
            rest_old.append(branch)
    rest_new = [b for j, b in enumerate(new) if j not in used]
    if rest_old and rest_new and len(rest_old) * len(rest_new) <= PAIR_CAP:
        best, rest_old, rest_new = _best_match(rest_old, rest_new, old_root, new_root)
        pairs.extend(best)
    return pairs, rest_old, rest_new


def _best_match(
    old: list[Branch], new: list[Branch], old_root: Any, new_root: Any
) -> tuple[Pairs, list[Branch], list[Branch]]:
    old_resolved = [resolve(b.schema, old_root).schema for b in old]
    new_resolved = [resolve(b.schema, new_root).schema for b in new]
    scored = []
    for i, a in enumerate(old):
        for j, b in enumerate(new):
            score = similarity(a.schema, b.schema, old_resolved[i], new_resolved[j])
            if score > 0:
                scored.append((-score, i, j))
    scored.sort()
    taken_old: set[int] = set()
    taken_new: set[int] = set()
    pairs: Pairs = []
    for _, i, j in scored:
        if i not in taken_old and j not in taken_new:
            taken_old.add(i)
            taken_new.add(j)
            pairs.append((old[i], new[j]))
    return (
        pairs,
        [b for i, b in enumerate(old) if i not in taken_old],
        [b for j, b in enumerate(new) if j not in taken_new],
    )


def similarity(raw_a: Any, raw_b: Any, a: Any, b: Any) -> int:
    """How alike two branches look; 0 = do not pair (different types or discriminators)."""
    if not isinstance(a, dict) or not isinstance(b, dict):
        return 0
    score = 0
    if (
        isinstance(raw_a, dict)
        and isinstance(raw_b, dict)
        and "$ref" in raw_a
        and (strict_equal(raw_a.get("$ref"), raw_b.get("$ref")))
    ):
        score += 8
    if "type" in a and "type" in b:
        types_a, types_b = type_set(a["type"]), type_set(b["type"])
        if types_a is not None and types_b is not None:
            if types_a == types_b:
                score += 4
            elif types_a & types_b or {"number", "integer"} <= types_a | types_b:
                score += 2
            else:
                return 0
    for key in ("const", "title", "format", "$id"):
        if key in a and key in b and strict_equal(a[key], b[key]):
            score += 3
    props_a, props_b = a.get("properties"), b.get("properties")
    if isinstance(props_a, dict) and isinstance(props_b, dict):
        shared = set(props_a) & set(props_b)
        for name in shared:
            const_a = _const(props_a[name])
            const_b = _const(props_b[name])
            if const_a is not ABSENT and const_b is not ABSENT:
                if not strict_equal(const_a, const_b):
                    return 0  # different discriminator values: different variants
                score += 6
        score += min(len(shared), 8)
    return score


def _const(schema: Any) -> Any:
    if isinstance(schema, dict):
        if "const" in schema:
            return schema["const"]
        enum = schema.get("enum")
        if isinstance(enum, list) and len(enum) == 1:
            return enum[0]
    return ABSENT
