"""State of one diff: where a comparison stands (At), the pending work, and the findings sink."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mcpcheck.checks.drift.jsonutil import ABSENT, escape_token, join, safe_name, value_text
from mcpcheck.checks.drift.outcomes import SHIFTS, UNCLASSIFIED, Direction, Outcome
from mcpcheck.checks.rulebook import RULES
from mcpcheck.models import Finding, Severity
from mcpcheck.ruleids import RuleId


class Sink:
    """Collects findings with the effective (possibly overridden) severity of each rule."""

    def __init__(self, severities: Mapping[str, Severity]) -> None:
        self.severities = severities
        self.findings: list[Finding] = []

    def add(self, rule: RuleId, tool: str | None, path: str, message: str,
            change: tuple[Any, Any] | None = None, values: tuple[Any, Any] | None = None) -> None:
        """`change`: old and new text (a string side is kept); `values`: old and new value of a
        keyword (ABSENT where it is not there), kept whole as JSON text."""
        self.findings.append(Finding(rule, self.severities[rule], tool, path, message,
                                     change=_texts(change), values=_values(values)))


def _texts(change: tuple[Any, Any] | None) -> tuple[str | None, str | None] | None:
    """Old and new text of a changed string (None where absent or not a string)."""
    if change is None:
        return None
    before, after = (v if isinstance(v, str) else None for v in change)
    return None if before is None and after is None else (before, after)


def _values(values: tuple[Any, Any] | None) -> tuple[str | None, str | None] | None:
    """Old and new value as JSON text (None where absent); None when a side cannot be encoded."""
    if values is None:
        return None
    texts = tuple(None if v is ABSENT else value_text(v) for v in values)
    if any(t is None and v is not ABSENT for t, v in zip(texts, values, strict=True)):
        return None
    return texts[0], texts[1]


@dataclass(frozen=True, slots=True)
class At:
    """Where a schema node sits: its pointer in the revision, its label, depth and $ref chain.

    `kpaths` maps keywords that live elsewhere (merged from an allOf or anyOf branch) to the
    pointer of the schema that holds them.
    """

    path: str
    label: str
    depth: int = 0
    seen: frozenset[tuple[int, int]] = frozenset()
    kpaths: Mapping[str, str] | None = None
    root: bool = False

    def kw(self, key: str) -> str:
        base = self.kpaths.get(key, self.path) if self.kpaths else self.path
        return base + "/" + escape_token(key)

    def sub(self, key: str, *tokens: str | int, label: str) -> At:
        return At(join(self.kw(key), *tokens), label, self.depth + 1, self.seen)

    def moved(self, path: str, label: str, kpaths: Mapping[str, str] | None = None) -> At:
        return At(path, label, self.depth + 1, self.seen, kpaths)


def prop_label(parent: str, name: str) -> str:
    name = safe_name(name, 60)
    return f"{parent}.{name}" if parent else name


def sub_label(parent: str, keyword: str) -> str:
    return f"{parent}<{keyword}>"


def render_label(label: str, direction: Direction) -> str:
    if not label:
        return f"{direction.value} schema"
    return f"`{label}`" if len(label) <= 80 else f"`...{label[-77:]}`"


class SchemaDiff:
    """One schema pair of one tool in one direction: a work stack and the reporting helpers."""

    def __init__(
        self, sink: Sink, tool: str, direction: Direction, old_root: Any, new_root: Any
    ) -> None:
        self.sink = sink
        self.tool = tool
        self.direction = direction
        self.old_root = old_root
        self.new_root = new_root
        self.stack: list[tuple[Any, Any, At]] = []
        self.expansions: dict[tuple[int, int], int] = {}
        self.keepalive: list[Any] = []  # merged dicts whose id() is used as a key

    def push(self, old: Any, new: Any, at: At) -> None:
        self.stack.append((old, new, at))

    def emit(
        self, outcome: Outcome, path: str, label: str, what: str, consequence: str | None = None,
        change: tuple[Any, Any] | None = None, values: tuple[Any, Any] | None = None,
    ) -> None:
        rule = outcome.rule(self.direction)
        if rule is None:
            return
        tail = consequence if consequence is not None else RULES[rule].consequence
        text = f"{render_label(label, self.direction)}: {what}"
        self.sink.add(rule, self.tool, path, f"{text}; {tail}" if tail else text, change,
                      values)

    def shift(
        self,
        kind: str,
        narrowed: bool,
        widened: bool,
        path: str,
        label: str,
        what: str,
        consequence: str | None = None,
    ) -> None:
        """Report a change of kind `kind` that narrows, widens or both (the breaking side wins)."""
        narrow, widen = SHIFTS[kind]
        if narrowed and widened:
            outcome = narrow if self.direction is Direction.INPUT else widen
        elif narrowed:
            outcome = narrow
        elif widened:
            outcome = widen
        else:
            return
        self.emit(outcome, path, label, what, consequence)

    def unclassified(self, path: str, label: str, what: str) -> None:
        self.emit(UNCLASSIFIED, path, label, what)
