"""Static ReDoS detection: unbounded repeats whose body can split the same text many ways."""

from __future__ import annotations

from mcpcheck.schemas.ecma.syntax import (
    FULL,
    Alt,
    Backref,
    CharSet,
    Group,
    Node,
    Repeat,
    Seq,
    merge_ranges,
    parse,
    shortened,
)

Ranges = tuple[tuple[int, int], ...]
_BIG = 10


def _union(a: Ranges, b: Ranges) -> Ranges:
    return merge_ranges(list(a + b))


def _overlap(a: Ranges, b: Ranges) -> bool:
    return any(lo1 <= hi2 and lo2 <= hi1 for lo1, hi1 in a for lo2, hi2 in b)


def _nullable(node: Node) -> bool:
    if isinstance(node, CharSet):
        return False
    if isinstance(node, Seq):
        return all(_nullable(i) for i in node.items)
    if isinstance(node, Alt):
        return any(_nullable(b) for b in node.branches)
    if isinstance(node, Group):
        return node.kind not in ("cap", "noncap") or _nullable(node.body)
    if isinstance(node, Repeat):
        return node.lo == 0 or _nullable(node.node)
    return True  # anchors, backreferences


def _charset_ranges(node: CharSet) -> Ranges:
    return FULL if node.props else node.ranges


def _first(node: Node) -> Ranges:
    if isinstance(node, CharSet):
        return _charset_ranges(node)
    if isinstance(node, Seq):
        out: Ranges = ()
        for item in node.items:
            out = _union(out, _first(item))
            if not _nullable(item):
                break
        return out
    if isinstance(node, Alt):
        out = ()
        for branch in node.branches:
            out = _union(out, _first(branch))
        return out
    if isinstance(node, Group):
        return _first(node.body) if node.kind in ("cap", "noncap") else ()
    if isinstance(node, Repeat):
        return _first(node.node) if node.hi != 0 else ()
    return FULL if isinstance(node, Backref) else ()


def _chars(node: Node) -> Ranges:
    if isinstance(node, CharSet):
        return _charset_ranges(node)
    if isinstance(node, Backref):
        return FULL
    out: Ranges = ()
    for child in _children(node):
        out = _union(out, _chars(child))
    return out


def _children(node: Node) -> list[Node]:
    if isinstance(node, Seq):
        return list(node.items)
    if isinstance(node, Alt):
        return list(node.branches)
    if isinstance(node, Group):
        return [node.body] if node.kind in ("cap", "noncap") else []
    if isinstance(node, Repeat):
        return [node.node]
    return []


def _ambiguous_repeat(node: Node, follow: Ranges, tail: tuple[Node, ...] = ()) -> bool:
    """A variable repeat inside `node` that can also consume what may follow it?

    `tail` is what follows `node` within one pass of the enclosing loop's body (empty when not
    known): a repeat whose stop it forces (`_end_forced`) cannot split text two ways.
    """
    if isinstance(node, Repeat):
        variable = node.hi is None or node.hi > node.lo
        if variable and _overlap(_chars(node.node), follow) and not _end_forced(node, tail):
            return True
        if node.hi is not None and node.hi <= 1:  # `?` does not loop back to itself
            return _ambiguous_repeat(node.node, follow, tail)
        return _ambiguous_repeat(node.node, _union(follow, _first(node.node)))
    if isinstance(node, Seq):
        after = follow
        for i in range(len(node.items) - 1, -1, -1):
            item = node.items[i]
            if _ambiguous_repeat(item, after, node.items[i + 1 :] + tail):
                return True
            after = _first(item) if not _nullable(item) else _union(after, _first(item))
        return False
    return any(_ambiguous_repeat(c, follow, tail) for c in _children(node))


def _single_chars(nodes: tuple[Node, ...]) -> list[Node]:
    """`nodes` with plain groups of one branch opened, in order."""
    out: list[Node] = []
    for node in nodes:
        if isinstance(node, Group) and node.kind in ("cap", "noncap") and (
            len(node.body.branches) == 1
        ):
            out.extend(_single_chars(node.body.branches[0].items))
        else:
            out.append(node)
    return out


def _end_forced(rep: Repeat, tail: tuple[Node, ...]) -> bool:
    """`R c1..ck D` with single characters c and a character D that neither R nor any c can
    match: R can stop only k characters before the first D (`[a-z-]{0,61}[a-z][.]`)."""
    seen = _chars(rep.node)
    for item in _single_chars(tail):
        if not isinstance(item, CharSet) or item.props:
            return False
        if not _overlap(item.ranges, seen):
            return True
        seen = _union(seen, item.ranges)
    return False


def _next_pass_lead(body: Node) -> tuple[Node, ...]:
    """The character every pass of a loop's `body` starts with (its first item, a character
    class), as what follows a pass when the loop goes round again: a run inside the body that
    cannot match it stops in one place (the dot that starts each label after the first of a
    domain-name pattern).
    Empty when a pass may start otherwise."""
    items = _single_chars((body,))
    if items and isinstance(items[0], CharSet) and not items[0].props:
        return (items[0],)
    return ()


def _overlapping_alt(node: Node) -> bool:
    if isinstance(node, Alt):
        firsts = [_first(b) for b in node.branches]
        if any(_overlap(a, b) for i, a in enumerate(firsts) for b in firsts[i + 1 :]):
            return True
    if isinstance(node, Repeat):
        return False  # judged when that repeat is visited as the outer one
    return any(_overlapping_alt(c) for c in _children(node))


def _repeats(node: Node) -> list[Repeat]:
    found = [node] if isinstance(node, Repeat) else []
    for child in _children(node):
        found.extend(_repeats(child))
    if isinstance(node, Group) and node.kind not in ("cap", "noncap"):
        found.extend(_repeats(node.body))
    return found


def redos_risk(pattern: str) -> str | None:
    """A short reason if `pattern` has a catastrophic-backtracking shape, else None.

    Flags an unbounded repeat whose body can split the same text many ways: a nested variable
    quantifier that can also consume what follows it (`(a+)+`, `(\\w+\\s?)*`, `(.*,)*`), or
    alternatives that can start with the same character (`(a|a)*`, `(a|ab)+`). Invalid patterns
    return None (they are reported elsewhere).
    """
    try:
        tree = parse(pattern)
    except ValueError:
        return None
    for rep in _repeats(tree):
        if rep.hi is not None and rep.hi <= _BIG:
            continue
        snippet = shortened(pattern[rep.start : rep.end])
        if _ambiguous_repeat(rep.node, _first(rep.node), _next_pass_lead(rep.node)):
            return f"nested quantifier in `{snippet}` (catastrophic backtracking)"
        if _overlapping_alt(rep.node):
            return f"overlapping alternatives under a quantifier in `{snippet}`"
    return None
