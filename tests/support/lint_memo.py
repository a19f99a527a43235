"""One lint per tool list in a test that asks for the same list's lint twice.

The intake's lean path (`mcpcheck.checks.lint.unusable_tools`) answers a list that is not plainly
usable by calling `engine.lint_tools` on it, so a test that compares the lean answer with the full
lint of the same list linted it twice. `LintMemo` stands in for `engine.lint_tools` while such a
test runs: the test's own full lint fills it, and a later call with an equal list (the same
`repr`: the same values in the same order), the same protocol version and the same options (one
left at None is one not given) reads the verdicts kept. Any other call is a real lint, so a lean
path that stops delegating, or that delegates a different list, is still compared with a real
full lint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


class LintMemo:
    """A stand-in for `engine.lint_tools` that keeps the verdicts of each list it linted."""

    def __init__(self, lint: Callable[..., list[Any]]) -> None:
        self._lint = lint
        self._kept: dict[str, list[Any]] = {}
        self.reads = 0  # calls answered from the memo

    def __call__(self, tools: Sequence[Any], **options: Any) -> list[Any]:
        # an option left at None is the option not given (`protocol_version=None` is the default)
        key = repr((list(tools), sorted((k, v) for k, v in options.items() if v is not None)))
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = self._lint(tools, **options)
        else:
            self.reads += 1
        return list(found)

    def forget(self) -> None:
        """Drop the kept verdicts (a test calls it between lists it will not ask for again)."""
        self._kept.clear()
