"""The intake's question to lint: which tools are `unusable` as received (default severities).

The answer is exactly the full lint's (`lint_tools`): when every tool is proven plainly usable
(mcpcheck.checks.lint.plain) and no name repeats, no tool can be unusable and the full lint
(with its
text scanners, regex engine and jsonschema) is not even imported; otherwise the full lint judges
the whole list, so the verdicts and their findings are the same as `lint_tools`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mcpcheck.checks.lint.bounds import LintBounds
from mcpcheck.checks.lint.plain import plainly_usable, usable_name

if TYPE_CHECKING:
    from mcpcheck.checks.lint.engine import ToolVerdict

_BOUNDS = LintBounds()


def all_plainly_usable(tools: Sequence[Any], protocol_version: str | None) -> bool:
    names = [usable_name(tool) for tool in tools]
    if len(set(names)) != len(names):
        return False
    return all(plainly_usable(tool, protocol_version, _BOUNDS) for tool in tools)


def unusable_tools(tools: Sequence[Any], *, protocol_version: str | None = None,
                   ) -> list[ToolVerdict]:
    """The `unusable` verdicts of `lint_tools(tools, protocol_version=...)`, in input order."""
    if all_plainly_usable(tools, protocol_version):
        return []
    from mcpcheck.checks.lint.engine import lint_tools

    return [verdict for verdict in lint_tools(tools, protocol_version=protocol_version)
            if verdict.verdict == "unusable"]
