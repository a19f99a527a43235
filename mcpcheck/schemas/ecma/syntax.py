"""The ECMA-262 pattern syntax tree and its parser (the Annex B web-compatibility grammar).

`parse` refuses what ECMA-262 refuses (ValueError with the reason). The tree is what
mcpcheck.schemas.ecma.emit turns into a `regex`-module pattern and mcpcheck.schemas.ecma.redos
inspects.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

SHORT = 60


def shortened(pattern: str) -> str:
    """A pattern as quoted in messages: at most SHORT characters."""
    return pattern if len(pattern) <= SHORT else pattern[: SHORT - 1] + "…"


MAX_CP = 0x10FFFF
FULL: tuple[tuple[int, int], ...] = ((0, MAX_CP),)
_DIGIT = ((0x30, 0x39),)
_WORDR = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
_SPACE = (
    (0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A),
    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000), (0xFEFF, 0xFEFF),
)  # fmt: skip
_LINE_TERMINATORS = ((0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029))
_CLASS_ESCAPES = {"d": _DIGIT, "w": _WORDR, "s": _SPACE}
_CONTROL_ESCAPES = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}
_BRACE_QUANT = regex.compile(r"\{([0-9]+)(?:(,)([0-9]*))?\}")
_PROPERTY = regex.compile(r"\{([A-Za-z_]+(?:=[A-Za-z0-9_]+)?)\}")
_MAX_REPEAT = 100_000


@dataclass(frozen=True)
class CharSet:
    ranges: tuple[tuple[int, int], ...]  # sorted, merged; already complemented unless props
    props: tuple[str, ...] = ()  # `\p{..}` / `\P{..}` items, kept as regex syntax
    negated: bool = False  # only meaningful with props


@dataclass(frozen=True)
class Seq:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alt:
    branches: tuple[Seq, ...]


@dataclass(frozen=True)
class Group:
    kind: str  # cap | noncap | ahead | nahead | behind | nbehind
    body: Alt
    name: str | None = None


@dataclass(frozen=True)
class Repeat:
    node: Node
    lo: int
    hi: int | None
    lazy: bool
    start: int  # span of the quantified atom and its quantifier in the source
    end: int


@dataclass(frozen=True)
class Anchor:
    kind: str  # ^ $ b B, and m^ m$ (multiline flag)


@dataclass(frozen=True)
class Backref:
    ref: int | str


Node = CharSet | Seq | Alt | Group | Repeat | Anchor | Backref


def merge_ranges(ranges: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return tuple(merged)


def _char(cp: int) -> CharSet:
    return CharSet(((cp, cp),))


def _scan_groups(src: str) -> tuple[int, list[str]]:
    """Count capturing groups and collect group names before parsing (for `\\N` / `\\k`)."""
    count, names, i, in_class = 0, [], 0, False
    while i < len(src):
        c = src[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c == "(":
            if not src.startswith("?", i + 1):
                count += 1
            elif src.startswith("?<", i + 1) and src[i + 3 : i + 4] not in ("=", "!"):
                count += 1
                end = src.find(">", i + 3)
                names.append(src[i + 3 : end] if end > 0 else "")
        i += 1
    return count, names


class _Parser:
    def __init__(self, src: str, flags: str = "") -> None:
        self.src = src
        self.pos = 0
        self.dot_all = "s" in flags
        self.multiline = "m" in flags
        self.group_count, self.names = _scan_groups(src)
        self.seen_names: set[str] = set()

    def fail(self, reason: str) -> ValueError:
        return ValueError(f"{reason} at position {self.pos}")

    def peek(self, n: int = 0) -> str:
        i = self.pos + n
        return self.src[i] if i < len(self.src) else ""

    def parse(self) -> Alt:
        tree = self.alt()
        if self.pos < len(self.src):
            raise self.fail("unmatched `)`")
        return tree

    def alt(self) -> Alt:
        branches = [self.seq()]
        while self.peek() == "|":
            self.pos += 1
            branches.append(self.seq())
        return Alt(tuple(branches))

    def seq(self) -> Seq:
        items: list[Node] = []
        while self.pos < len(self.src) and self.peek() not in "|)":
            start = self.pos
            atom = self.term()
            quant = self.quantifier()
            if quant is None:
                items.append(atom)
                continue
            if isinstance(atom, Anchor) or (
                isinstance(atom, Group) and atom.kind in ("behind", "nbehind")
            ):
                raise self.fail("nothing to repeat")
            if self.quantifier() is not None:
                raise self.fail("nothing to repeat (a quantifier cannot follow a quantifier)")
            lo, hi, lazy = quant
            items.append(Repeat(atom, lo, hi, lazy, start, self.pos))
        return Seq(tuple(items))

    def quantifier(self) -> tuple[int, int | None, bool] | None:
        c = self.peek()
        if c in ("*", "+", "?") and c:
            self.pos += 1
            lo, hi = {"*": (0, None), "+": (1, None), "?": (0, 1)}[c]
        elif c == "{" and (m := _BRACE_QUANT.match(self.src, self.pos)):
            lo = int(m.group(1))
            hi = lo if not m.group(2) else (int(m.group(3)) if m.group(3) else None)
            if hi is not None and hi < lo:
                raise self.fail("numbers out of order in `{}` quantifier")
            if max(lo, hi or 0) > _MAX_REPEAT:
                raise self.fail(f"repetition count above {_MAX_REPEAT}")
            self.pos = m.end()
        else:
            return None
        lazy = self.peek() == "?"
        self.pos += lazy
        return lo, hi, lazy

    def term(self) -> Node:
        c = self.peek()
        if c in ("^", "$"):
            self.pos += 1
            return Anchor(f"m{c}" if self.multiline else c)
        if c == "(":
            return self.group()
        if c == "[":
            return self.char_class()
        if c == ".":
            self.pos += 1
            return CharSet(FULL if self.dot_all else complement_ranges(_LINE_TERMINATORS))
        if c == "\\":
            return self.atom_escape()
        if c in ("*", "+", "?") or (c == "{" and _BRACE_QUANT.match(self.src, self.pos)):
            raise self.fail("nothing to repeat")
        self.pos += 1
        return _char(ord(c))

    def group(self) -> Group:
        self.pos += 1
        kind, name = "cap", None
        if self.peek() == "?":
            for prefix, k in (("?:", "noncap"), ("?=", "ahead"), ("?!", "nahead"),
                              ("?<=", "behind"), ("?<!", "nbehind")):  # fmt: skip
                if self.src.startswith(prefix, self.pos):
                    kind = k
                    self.pos += len(prefix)
                    break
            else:
                if self.peek(1) != "<":
                    raise self.fail(f"invalid group `(?{self.peek(1)}`")
                name = self.group_name()
        body = self.alt()
        if self.peek() != ")":
            raise self.fail("missing `)`")
        self.pos += 1
        return Group(kind, body, name)

    def group_name(self) -> str:
        end = self.src.find(">", self.pos)
        name = self.src[self.pos + 2 : end] if end > 0 else ""
        if not name.isidentifier():
            raise self.fail(f"invalid or untranslatable group name `{name}`")
        if name in self.seen_names:
            raise self.fail(f"duplicate group name `{name}`")
        self.seen_names.add(name)
        self.pos = end + 1
        return name

    def atom_escape(self) -> Node:
        self.pos += 1
        c = self.peek()
        if not c:
            raise self.fail("`\\` at end of pattern")
        if c in ("b", "B"):
            self.pos += 1
            return Anchor(c)
        if c.lower() in _CLASS_ESCAPES:
            self.pos += 1
            ranges = _CLASS_ESCAPES[c.lower()]
            return CharSet(ranges if c.islower() else complement_ranges(ranges))
        if c in ("1", "2", "3", "4", "5", "6", "7", "8", "9"):
            m = regex.match(r"[0-9]+", self.src[self.pos :])
            assert m is not None
            if int(m.group()) <= self.group_count:
                self.pos += m.end()
                return Backref(int(m.group()))
        if c == "k" and self.names:
            m = regex.match(r"k<([^>]*)>", self.src[self.pos :])
            if not m or m.group(1) not in self.names:
                raise self.fail("`\\k` must name a group")
            self.pos += m.end()
            return Backref(m.group(1))
        return self.char_escape(in_class=False)

    def char_escape(self, *, in_class: bool) -> CharSet:
        """After a backslash: one character, a set (`\\d`, `\\p{..}`), or a literal backslash."""
        c = self.peek()
        if in_class and c.lower() in _CLASS_ESCAPES:
            self.pos += 1
            ranges = _CLASS_ESCAPES[c.lower()]
            return CharSet(ranges if c.islower() else complement_ranges(ranges))
        if c in ("p", "P") and (m := _PROPERTY.match(self.src, self.pos + 1)):
            self.pos = m.end()
            return CharSet((), (f"\\{c}{{{m.group(1)}}}",))
        self.pos += 1
        if c in _CONTROL_ESCAPES:
            return _char(_CONTROL_ESCAPES[c])
        if c == "b" and in_class:
            return _char(0x08)
        if c == "c":
            nxt = self.peek()
            if nxt.isascii() and (nxt.isalpha() or (in_class and (nxt.isdigit() or nxt == "_"))):
                self.pos += 1
                return _char(ord(nxt) % 32)
            self.pos -= 1  # Annex B: `\c` is a literal backslash, `c` follows
            return _char(0x5C)
        if c == "x" and (m := regex.match(r"[0-9A-Fa-f]{2}", self.src[self.pos :])):
            self.pos += 2
            return _char(int(m.group(), 16))
        if c == "u":
            return self.unicode_escape()
        if c in "01234567":
            m = regex.match(r"[0-3]?[0-7]{1,2}|[0-7]", self.src[self.pos - 1 :])
            assert m is not None
            self.pos += m.end() - 1
            return _char(int(m.group(), 8))
        if c == "k" and self.names:
            raise self.fail("`\\k` must name a group")
        if c.isascii() and c.isalpha() and c not in "xuk":
            raise self.fail(f"`\\{c}` is not an ECMA-262 escape")
        return _char(ord(c))

    def unicode_escape(self) -> CharSet:
        if m := regex.match(r"\{([0-9A-Fa-f]{1,6})\}", self.src[self.pos :]):
            cp = int(m.group(1), 16)
            if cp > MAX_CP:
                raise self.fail("code point above U+10FFFF")
            self.pos += m.end()
            return _char(cp)
        m = regex.match(r"[0-9A-Fa-f]{4}", self.src[self.pos :])
        if not m:
            return _char(ord("u"))
        self.pos += 4
        cp = int(m.group(), 16)
        low = regex.match(r"\\u(D[C-F][0-9A-F]{2})", self.src[self.pos :], flags=regex.I)
        if 0xD800 <= cp <= 0xDBFF and low:
            self.pos += 6
            cp = 0x10000 + ((cp - 0xD800) << 10) + (int(low.group(1), 16) - 0xDC00)
        return _char(cp)

    def char_class(self) -> CharSet:
        self.pos += 1
        negated = self.peek() == "^"
        self.pos += negated
        ranges: list[tuple[int, int]] = []
        props: list[str] = []
        while self.peek() != "]":
            if not self.peek():
                raise self.fail("missing `]`")
            first = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                second = self.class_atom()
                if _single(first) is not None and _single(second) is not None:
                    lo, hi = _single(first), _single(second)
                    assert lo is not None and hi is not None
                    if lo > hi:
                        raise self.fail("range out of order in character class")
                    ranges.append((lo, hi))
                    continue
                ranges.append((0x2D, 0x2D))  # Annex B: `[\d-z]` is \d, `-`, z
                for atom in (first, second):
                    ranges.extend(atom.ranges)
                    props.extend(atom.props)
                continue
            ranges.extend(first.ranges)
            props.extend(first.props)
        self.pos += 1
        merged = merge_ranges(ranges)
        if props:
            return CharSet(merged, tuple(props), negated)
        return CharSet(complement_ranges(merged) if negated else merged)

    def class_atom(self) -> CharSet:
        c = self.peek()
        if c != "\\":
            self.pos += 1
            return _char(ord(c))
        self.pos += 1
        if not self.peek():
            raise self.fail("`\\` at end of pattern")
        if self.peek() == "-":
            self.pos += 1
            return _char(0x2D)
        if self.peek() in ("8", "9"):
            self.pos += 1
            return _char(ord(self.src[self.pos - 1]))
        return self.char_escape(in_class=True)


def _single(node: CharSet) -> int | None:
    if not node.props and len(node.ranges) == 1 and node.ranges[0][0] == node.ranges[0][1]:
        return node.ranges[0][0]
    return None


def complement_ranges(ranges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    nxt = 0
    for lo, hi in ranges:
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = hi + 1
    if nxt <= MAX_CP:
        out.append((nxt, MAX_CP))
    return tuple(out)


def parse(pattern: str, flags: str = "") -> Alt:
    """Parse an ECMA-262 pattern; ValueError with the reason if it is not valid."""
    if not isinstance(pattern, str):
        raise ValueError("pattern must be a string")
    try:
        return _Parser(pattern, flags).parse()
    except RecursionError:
        raise ValueError("pattern nested too deeply") from None
