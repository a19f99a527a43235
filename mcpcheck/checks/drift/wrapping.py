"""A union schema S that became `anyOf: [S, X, ...]` (S inline or as a `$ref`): S is compared with
the branch that carries it, and only the other branches are new. Without this, the branches of S
would be paired with the branches of the wrapper and reported as removed (a false narrowing).

A schema without a union of its own needs nothing here: lifting.py makes it one branch. A oneOf
wrapper is handled the same way; its other branches are then judged as added oneOf branches
(a possible overlap with S is a narrowing for callers).
"""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.drift.context import At, SchemaDiff, sub_label
from mcpcheck.checks.drift.jsonutil import canonical_key, join
from mcpcheck.checks.drift.pairing import Branch
from mcpcheck.checks.drift.refs import resolve
from mcpcheck.checks.drift.scalars import compare_default, compare_description, compare_dialect
from mcpcheck.checks.drift.unions import ANNOTATIONS, UNIONS, classify_added, unions_of


def _bare_key(schema: Any) -> str | None:
    if isinstance(schema, dict):
        schema = {k: v for k, v in schema.items() if k not in ANNOTATIONS}
    return canonical_key(schema)


def wrapped_branch(d: SchemaDiff, old: dict[str, Any], new: dict[str, Any]) -> int | None:
    """Index of the branch of `new`'s union that carries `old`, when `new` is only that union
    (plus annotations) and `old` is a union: the branch equal to `old`, else the one branch that
    is a union of the same kind (`old` changed inside; the comparison reports how)."""
    keys = unions_of(new)
    if len(keys) != 1 or not unions_of(old):
        return None
    if any(k not in ANNOTATIONS and k not in UNIONS for k in new):
        return None
    branches = new[keys[0]]
    if not isinstance(branches, list) or len(branches) < 2:
        return None
    wanted = _bare_key(old)
    if wanted is None:
        return None
    alike = []  # branches that are a union of the same kind: S, changed
    for j, raw in enumerate(branches):
        target = resolve(raw, d.new_root)
        if target.problem or not isinstance(target.schema, dict):
            continue
        if _bare_key(target.schema) == wanted:
            return j
        if unions_of(target.schema) == unions_of(old):
            alike.append(j)
    return alike[0] if len(alike) == 1 else None


def compare_wrapped(
    d: SchemaDiff, old: dict[str, Any], new: dict[str, Any], at: At, index: int
) -> None:
    for group in (compare_dialect, compare_description, compare_default):
        group(d, old, new, at)
    keyword = unions_of(new)[0]
    branches = new[keyword]
    kept = join(at.kw(keyword), index)
    d.push(old, branches[index], at.moved(kept, sub_label(at.label, f"{keyword}[{index}]")))
    added = [
        Branch(raw, join(at.kw(keyword), j), sub_label(at.label, f"{keyword}[{j}]"), None, j)
        for j, raw in enumerate(branches)
        if j != index
    ]
    former = old[unions_of(old)[0]]
    alternatives = former if isinstance(former, list) and len(unions_of(old)) == 1 else [old]
    classify_added(d, keyword, alternatives, old, added, at)
