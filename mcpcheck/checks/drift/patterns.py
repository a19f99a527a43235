"""Does one `pattern` accept every string another accepts? Language inclusion of two ECMA-262
regular expressions, decided where it can be proven and bounded in work.

A pattern is read by the ECMA-262 parser of mcpcheck.schemas.ecma (so `\\d` and `\\w` are ASCII,
`.` excludes line terminators, `\\s` is the ECMA white-space set) and judged as JSON Schema does:
a string is valid when the pattern matches somewhere in it, so an unanchored side reads as
`[\\s\\S]*` before or after it. Patterns with back-references, look-around, word boundaries,
`\\p{...}` classes or an anchor anywhere but at the start or end of a top-level alternative are
not regular in this reading (or not modelled): the answer is "undecided", with the reason.

Why not a library: interegular (last release 2024-01) refuses `^` and `$`, which nearly every
JSON Schema pattern has; greenery (maintained, pure Python) reads patterns as whole-string
matches with Python's `.` (line terminators included) and no `\\uXXXX` escapes, so its parser
cannot be used, and its automaton operations have no work bound while a server controls the
pattern (`^.{1,100000}$` builds 100,000 states). What would be left to use is the subset
construction below, about a hundred lines, with the bound this needs.
"""

from __future__ import annotations

import functools
from collections import deque
from dataclasses import dataclass, field

from mcpcheck.schemas.ecma.syntax import (
    FULL,
    Alt,
    Anchor,
    Backref,
    CharSet,
    Group,
    Node,
    Repeat,
    Seq,
    parse,
)

MAX_STATES = 2_000  # automaton states of one pattern
MAX_WORK = 200_000  # (state pair x symbol class) steps of one inclusion check
MAX_SYMBOLS = 512  # classes of characters the two patterns distinguish

Ranges = tuple[tuple[int, int], ...]


class Undecided(Exception):
    """The pair cannot be decided; the message says why."""


@dataclass
class _Nfa:
    edges: list[list[tuple[Ranges, int]]] = field(default_factory=list)
    eps: list[list[int]] = field(default_factory=list)
    finals: set[int] = field(default_factory=set)

    def state(self) -> int:
        if len(self.edges) >= MAX_STATES:
            raise Undecided("the pattern is too large to compare")
        self.edges.append([])
        self.eps.append([])
        return len(self.edges) - 1


def _build(nfa: _Nfa, node: Node, start: int) -> int:
    """Add `node` after state `start`; return its end state."""
    if isinstance(node, CharSet):
        if node.props:
            raise Undecided("it uses a Unicode property class (\\p{...})")
        end = nfa.state()
        nfa.edges[start].append((node.ranges, end))
        return end
    if isinstance(node, Seq):
        for item in node.items:
            start = _build(nfa, item, start)
        return start
    if isinstance(node, Alt):
        end = nfa.state()
        for branch in node.branches:
            first = nfa.state()
            nfa.eps[start].append(first)
            nfa.eps[_build(nfa, branch, first)].append(end)
        return end
    if isinstance(node, Group):
        if node.kind not in ("cap", "noncap"):
            raise Undecided("it uses look-around")
        return _build(nfa, node.body, start)
    if isinstance(node, Repeat):
        return _repeat(nfa, node, start)
    if isinstance(node, Backref):
        raise Undecided("it uses a back-reference")
    if isinstance(node, Anchor) and node.kind in ("b", "B"):
        raise Undecided("it uses a word boundary")
    raise Undecided("it has an anchor inside the pattern")


def _repeat(nfa: _Nfa, node: Repeat, start: int) -> int:
    if node.lo > MAX_STATES or (node.hi is not None and node.hi > MAX_STATES):
        raise Undecided("the pattern is too large to compare")
    for _ in range(node.lo):
        start = _build(nfa, node.node, start)
    if node.hi is None:
        loop = nfa.state()
        nfa.eps[start].append(loop)
        nfa.eps[_build(nfa, node.node, loop)].append(loop)
        return loop
    end = nfa.state()
    nfa.eps[start].append(end)
    for _ in range(node.hi - node.lo):
        start = _build(nfa, node.node, start)
        nfa.eps[start].append(end)
    return end


@dataclass(frozen=True)
class _Automaton:
    nfa: _Nfa
    start: int


def _anything(nfa: _Nfa, state: int) -> None:
    nfa.edges[state].append((FULL, state))


@functools.lru_cache(maxsize=512)
def _automaton(pattern: str) -> _Automaton:
    """The strings a JSON Schema `pattern` accepts (a match anywhere), as an NFA."""
    try:
        tree = parse(pattern)
    except ValueError as exc:
        raise Undecided(f"it is not a valid ECMA-262 pattern ({exc})") from None
    nfa = _Nfa()
    start, accept = nfa.state(), nfa.state()
    _anything(nfa, accept)  # a match may end anywhere before the end of the string
    for branch in tree.branches:
        items = list(branch.items)
        head = bool(items) and isinstance(items[0], Anchor) and items[0].kind == "^"
        tail = len(items) > int(head) and isinstance(items[-1], Anchor) and items[-1].kind == "$"
        body = Seq(tuple(items[int(head):len(items) - int(tail)]))
        first = nfa.state()
        nfa.eps[start].append(first)
        if not head:
            _anything(nfa, first)
        end = _build(nfa, body, first)
        if tail:
            last = nfa.state()
            nfa.eps[end].append(last)
            final = nfa.state()
            nfa.eps[last].append(final)
            nfa.finals.add(final)
        else:
            nfa.eps[end].append(accept)
    nfa.finals.add(accept)
    return _Automaton(nfa, start)


def _closure(nfa: _Nfa, states: frozenset[int]) -> frozenset[int]:
    seen, todo = set(states), list(states)
    while todo:
        for nxt in nfa.eps[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return frozenset(seen)


def _symbols(*nfas: _Nfa) -> list[int]:
    """One character of each class the automata cannot tell apart."""
    cuts = {0}
    for nfa in nfas:
        for edges in nfa.edges:
            for ranges, _ in edges:
                for lo, hi in ranges:
                    cuts.add(lo)
                    cuts.add(hi + 1)
    points = sorted(c for c in cuts if c <= FULL[-1][1])
    if len(points) > MAX_SYMBOLS:
        raise Undecided("the patterns use too many character classes to compare")
    return points


def _move(nfa: _Nfa, states: frozenset[int], char: int) -> frozenset[int]:
    out = {target for s in states for ranges, target in nfa.edges[s]
           if any(lo <= char <= hi for lo, hi in ranges)}
    return _closure(nfa, frozenset(out))


def _included(small: _Automaton, big: _Automaton) -> bool:
    """Every string `small` accepts, `big` accepts (Undecided past MAX_WORK)."""
    finals_small, finals_big = small.nfa.finals, big.nfa.finals
    symbols = _symbols(small.nfa, big.nfa)
    first = (_closure(small.nfa, frozenset({small.start})),
             _closure(big.nfa, frozenset({big.start})))
    seen, todo, work = {first}, deque([first]), 0
    while todo:
        left, right = todo.popleft()
        if left & finals_small and not right & finals_big:
            return False
        if not left:
            continue
        for char in symbols:
            work += 1
            if work > MAX_WORK:
                raise Undecided("deciding it takes more work than the bound allows")
            pair = (_move(small.nfa, left, char), _move(big.nfa, right, char))
            if pair not in seen:
                seen.add(pair)
                todo.append(pair)
    return True


def included(small: str, big: str) -> bool | None:
    """Every string pattern `small` accepts, pattern `big` accepts too? None if undecided."""
    try:
        return _included(_automaton(small), _automaton(big))
    except Undecided:
        return None


@dataclass(frozen=True)
class Verdict:
    """`old_in_new`: every old value still matches; `new_in_old`: no new value is new."""

    old_in_new: bool
    new_in_old: bool


def compare_patterns(old: str, new: str) -> Verdict | str:
    """Both inclusions, or the reason they cannot be decided."""
    try:
        a, b = _automaton(old), _automaton(new)
        return Verdict(_included(a, b), _included(b, a))
    except Undecided as exc:
        return str(exc)
