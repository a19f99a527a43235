"""`lint`: a verdict per tool on hostile or malformed metadata. Pure, offline, bounded.

    verdicts = lint_tools(raw_tools, protocol_version="2025-11-25")   # the full lint
    unusable = unusable_tools(raw_tools, protocol_version="2025-11-25")  # the intake's question

The full lint lives in mcpcheck.checks.lint.engine and is imported on first use of one of its
names, so
that `unusable_tools` (mcpcheck.checks.lint.intake) can answer for plain tools without importing the
text scanners, the regex engine or jsonschema.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mcpcheck.checks.lint.bounds import LintBounds
    from mcpcheck.checks.lint.engine import (
        DEFAULT_BOUNDS,
        RULES,
        VERDICTS,
        ToolVerdict,
        effective_severities,
        lint_tools,
        verdict_of,
    )
    from mcpcheck.checks.lint.intake import unusable_tools

__all__ = [
    "DEFAULT_BOUNDS",
    "RULES",
    "VERDICTS",
    "LintBounds",
    "ToolVerdict",
    "effective_severities",
    "lint_tools",
    "unusable_tools",
    "verdict_of",
]

_HOME = {"LintBounds": "mcpcheck.checks.lint.bounds",
         "unusable_tools": "mcpcheck.checks.lint.intake"}


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_HOME.get(name, "mcpcheck.checks.lint.engine")), name)
    globals()[name] = value
    return value
