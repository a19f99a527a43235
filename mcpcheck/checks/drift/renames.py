"""Rename hints: which removed item probably became which added one.

A pair is a likely rename when
- their schemas are identical and not trivial (a tool with arguments or a result), or identical
  and trivial with names that share a word;
- their names are the same once case and separators are folded (`getTinyImage` ->
  `get-tiny-image`, `list_files` -> `listFiles`), whatever their schemas;
- their names share words (`longRunningOperation` -> `trigger-long-running-operation`) and
  their argument names are mostly the same (schemas changed a little), or their descriptions
  are nearly the same (`printEnv` -> `get-env`, both "... all environment variables ...").
Each removed item pairs with at most one added item, best score first. Whatever the names and
descriptions say, a pair is never a rename unless the schemas are compatible: a call made for
the old tool can be made to the new one (`compatible`: the same required arguments, by name or
once case and separators are folded, or fewer required ones and every old one still declared).
A hint is followed by people and agents; a wrong one is worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mcpcheck.checks.drift.jsonutil import canonical_key
from mcpcheck.checks.drift.names import fold, name_likeness

SIMILAR = 0.5


@dataclass(frozen=True)
class Rename:
    """A tool that looks renamed: its old and new names and why they are paired."""

    old: str
    new: str
    why: str


def argument_names(tool: dict[str, Any]) -> frozenset[str]:
    schema = tool.get("inputSchema")
    props = schema.get("properties") if isinstance(schema, dict) else None
    return frozenset(fold(str(k)) for k in props) if isinstance(props, dict) else frozenset()


def required_arguments(tool: Any) -> frozenset[str] | None:
    """The folded names of a tool's required arguments (None: not a tool object)."""
    if not isinstance(tool, dict):
        return None
    schema = tool.get("inputSchema")
    required = schema.get("required") if isinstance(schema, dict) else None
    if not isinstance(required, list):
        return frozenset()
    return frozenset(fold(str(name)) for name in required)


def compatible(old: Any, new: Any) -> bool:
    """Can a call made for `old` be made to `new`? The same required arguments (by name, in any
    naming convention), or: `new` requires nothing an `old` caller does not already send, and
    declares every argument an `old` caller must send (`resourceId` required -> optional with a
    default is compatible; `browser_navigate`, required `url`, -> `browser_navigate_back`, which
    has no `url`, is not)."""
    left, right = required_arguments(old), required_arguments(new)
    if left is None or right is None:
        return False
    return left == right or (right <= left and left <= argument_names(new))


def _schema_likeness(old: dict[str, Any], new: dict[str, Any]) -> float:
    left, right = argument_names(old), argument_names(new)
    if not left and not right:
        return 0.5
    return len(left & right) / len(left | right)


def _schemas_key(tool: dict[str, Any]) -> str | None:
    return canonical_key([tool.get("inputSchema"), tool.get("outputSchema")])


def _score(old_name: str, new_name: str, old: dict[str, Any], new: dict[str, Any]
           ) -> tuple[float, str] | None:
    names = name_likeness(old_name, new_name)
    identical = _schemas_key(old) is not None and _schemas_key(old) == _schemas_key(new)
    trivial = not argument_names(old) and old.get("outputSchema") is None
    if identical and (not trivial or names > 0):
        return 3 + names, "identical input and output schemas"
    if not compatible(old, new):
        return None
    if fold(old_name) == fold(new_name):
        return 2 + _schema_likeness(old, new), "the same name in another naming convention"
    shape = _schema_likeness(old, new)
    if names >= SIMILAR and shape >= SIMILAR and argument_names(old):
        return 1 + names + shape, "names share their words and the arguments are mostly alike"
    text = _text_likeness(old.get("description"), new.get("description"))
    if names > 0 and text >= ALIKE_TEXT and shape >= SIMILAR:
        return 1 + names + text, "names share a word and the descriptions are nearly the same"
    return None


_TEXT_WORD = re.compile(r"[a-z0-9]+")
ALIKE_TEXT = 0.6


def _text_likeness(a: Any, b: Any) -> float:
    if not isinstance(a, str) or not isinstance(b, str):
        return 0.0
    left, right = set(_TEXT_WORD.findall(a.lower())), set(_TEXT_WORD.findall(b.lower()))
    if len(left) < 3 or len(right) < 3:
        return 0.0
    return len(left & right) / len(left | right)


def likely_renames(
    old: dict[str, dict[str, Any]],
    new: dict[str, dict[str, Any]],
    removed: Sequence[str],
    added: Sequence[str],
    score: Callable[[str, str, dict[str, Any], dict[str, Any]], tuple[float, str] | None] = _score,
) -> list[Rename]:
    if len(removed) * len(added) > 10_000:  # keep it cheap on huge surfaces: folded names only
        by_fold = {fold(n): n for n in added}
        return [Rename(n, by_fold[fold(n)], "the same name in another naming convention")
                for n in removed if fold(n) in by_fold]
    scored = []
    for i, a in enumerate(removed):
        for j, b in enumerate(added):
            found = score(a, b, old[a], new[b])
            if found is not None:
                scored.append((-found[0], i, j, found[1]))
    scored.sort()
    taken_old: set[int] = set()
    taken_new: set[int] = set()
    out = []
    for _, i, j, why in scored:
        if i not in taken_old and j not in taken_new:
            taken_old.add(i)
            taken_new.add(j)
            out.append(Rename(removed[i], added[j], why))
    return sorted(out, key=lambda r: r.old)
