"""The syntax tree (mcpcheck.schemas.ecma.syntax) as an equivalent `regex`-module pattern."""

from __future__ import annotations

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
    complement_ranges,
)

_WORD = "[0-9A-Za-z_]"
_ANCHORS = {
    "^": "^",
    "$": r"\Z",
    "m^": r"(?:^|(?<=[\n\r\u2028\u2029]))",  # multiline: also after a line terminator
    "m$": r"(?=[\n\r\u2028\u2029]|\Z)",  # multiline: also before one
    "b": f"(?:(?<={_WORD})(?!{_WORD})|(?<!{_WORD})(?={_WORD}))",
    "B": f"(?:(?<={_WORD})(?={_WORD})|(?<!{_WORD})(?!{_WORD}))",
}
_OPENERS = {
    "cap": "(",
    "noncap": "(?:",
    "ahead": "(?=",
    "nahead": "(?!",
    "behind": "(?<=",
    "nbehind": "(?<!",
}


def _lit(cp: int) -> str:
    ch = chr(cp)
    if ch.isascii() and ch.isalnum():
        return ch
    return f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"


def _class_body(ranges: tuple[tuple[int, int], ...]) -> str:
    return "".join(_lit(lo) if lo == hi else f"{_lit(lo)}-{_lit(hi)}" for lo, hi in ranges)


def _emit_charset(node: CharSet) -> str:
    if node.props:
        body = _class_body(node.ranges) + "".join(node.props)
        return f"[{'^' if node.negated else ''}{body}]"
    ranges = node.ranges
    if not ranges:
        return "(?!)"
    if len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
        return _lit(ranges[0][0])
    complement = complement_ranges(ranges)
    if len(complement) < len(ranges):
        return f"[^{_class_body(complement)}]" if complement else f"[{_class_body(FULL)}]"
    return f"[{_class_body(ranges)}]"


def _quantifier(node: Repeat) -> str:
    if (node.lo, node.hi) == (0, None):
        q = "*"
    elif (node.lo, node.hi) == (1, None):
        q = "+"
    elif (node.lo, node.hi) == (0, 1):
        q = "?"
    elif node.hi is None:
        q = f"{{{node.lo},}}"
    elif node.hi == node.lo:
        q = f"{{{node.lo}}}"
    else:
        q = f"{{{node.lo},{node.hi}}}"
    return q + ("?" if node.lazy else "")


def emit(node: Node) -> str:
    if isinstance(node, Alt):
        return "|".join(emit(b) for b in node.branches)
    if isinstance(node, Seq):
        return "".join(emit(i) for i in node.items)
    if isinstance(node, CharSet):
        return _emit_charset(node)
    if isinstance(node, Anchor):
        return _ANCHORS[node.kind]
    if isinstance(node, Backref):
        ref = str(node.ref)
        back = f"\\{ref}" if isinstance(node.ref, int) else f"(?P={ref})"
        return f"(?({ref}){back}|)"
    if isinstance(node, Group):
        opener = f"(?P<{node.name}>" if node.name else _OPENERS[node.kind]
        return f"{opener}{emit(node.body)})"
    assert isinstance(node, Repeat)
    inner = emit(node.node)
    atomic = isinstance(node.node, Group) and node.node.kind in ("cap", "noncap")
    if not atomic and not (isinstance(node.node, CharSet) and not inner.startswith("(")):
        inner = f"(?:{inner})"
    return inner + _quantifier(node)
