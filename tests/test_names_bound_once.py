"""No module of mcpcheck binds a module-level name twice.

Two branches that each add a pattern or a concept under the same name merge without a conflict,
and the later binding silently replaces the earlier one for every function that reads it (it
happened three times: `lexicon.SILENT_EN` took `e.done-silently`'s phrases away, `own_scope._ADMIN`
and `own_scope._ON_REQUEST` swapped one reading's words for another's). A rebinding that extends
the name from its own value (`_FOREIGN_WORDS = _FOREIGN_WORDS | ...`) is meant and allowed. The
lint's detectors are where branches add names in parallel; the rule holds for the whole package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mcpcheck"
MODULES = sorted(PACKAGE.rglob("*.py"))


def _rebound(source: str) -> list[str]:
    """The names bound a second time at module level, not from their own value."""
    seen: set[str] = set()
    twice: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names, value = [node.name], None
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            value = node.value
        else:
            continue
        for name in names:
            extends = value is not None and any(
                isinstance(n, ast.Name) and n.id == name for n in ast.walk(value))
            if name in seen and not extends:
                twice.append(name)
            seen.add(name)
    return twice


def test_the_check_sees_a_second_binding() -> None:
    assert _rebound("A = 1\ndef f(): pass\nA = 2\nB = 1\nB = B | 2\ndef f(): pass\n") == [
        "A", "f"]


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(PACKAGE)) for p in MODULES])
def test_no_module_level_name_is_bound_twice(path: Path) -> None:
    assert _rebound(path.read_text(encoding="utf-8")) == [], str(path.relative_to(PACKAGE))
