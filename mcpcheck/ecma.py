"""ECMA-262 regular expressions (JSON Schema `pattern`) run by the `regex` module, bounded in time.

Semantics are ECMA-262 without the `u` flag (Annex B web-compatibility grammar), on code points:
`$` only at the very end, `\\d`/`\\w`/`\\b` ASCII, `\\s` the ECMA white-space set, `.` excludes line
terminators, a backreference to a group that has not matched matches the empty string.
Two extensions that MCP's validators (ajv runs patterns with the `u` flag) accept: `\\u{...}` code
point escapes and `\\p{...}` / `\\P{...}` Unicode properties. Escapes of ASCII letters that mean
nothing in ECMA-262 (`\\A`, `\\Z`, `\\z`, `\\h`, ...) are refused: a Python or PCRE author meant an
anchor or class, and a literal letter would silently judge every value wrongly.

Why this module and not `regress` (bindings to the Rust ECMA-262 engine check-jsonschema uses):
measured with bench/bench_libraries.py (2026-11-30, regress 2026.9.1, 2-core machine under load
~10). regress is faster (search 2.7 us vs 24 us per match, compile 0.2 ms vs 2.5 ms) and passes
the 84 JSON-Schema-Test-Suite pattern cases with its `u` flag, but fails what we hold a validator
to: (1) no time bound and no backtrack limit: `^(a|a)*$`, `^(a+)+$`, `^(\\w+\\s?)*$` on 40 `a`s
and `!` were still running after 10 s when killed, where this module refuses at the time bound or
answers in under 1 ms; a server controls the pattern, so that alone rules it out; (2) with `u` it
judges 6 of our 40 ECMA-262 cases wrongly (`^]$`, `a{,3}`, `[\\d-z]`, `\\8`, `\\101`, `(?=a)*a`:
valid web-compatibility syntax it rejects) and accepts 2 of our 24 refusals; without `u` it fails
10 of the 84 suite cases (`\\p{...}`) and accepts 6 refusals (`\\A`, `\\Z`, `\\z`, `\\h`, ...).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import regex

from mcpcheck.errors import SchemaError

__all__ = ["FLAGS", "PatternTimeout", "redos_risk", "search", "split_flags", "translate"]

_SHORT = 60


def _short(pattern: str) -> str:
    return pattern if len(pattern) <= _SHORT else pattern[: _SHORT - 1] + "…"


class PatternTimeout(SchemaError):
    """A server-supplied pattern was refused: matching it exceeded the time bound."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        super().__init__(
            f"pattern `{_short(pattern)}` refused: matching exceeded the time bound "
            "(catastrophic backtracking)"
        )


# ECMA-262 flags that change what a pattern matches, as accepted for `expect_text`:
# i (ignoreCase, by simple case folding), m (multiline `^`/`$`), s (dotAll `.`),
# u (unicode: matching is already by code point, `\u{...}` and `\p{...}` already accepted).
FLAGS = "imsu"


def check_flags(flags: str) -> str:
    """The flags, each once, all in FLAGS; ValueError naming the offending one."""
    for i, flag in enumerate(flags):
        if flag not in FLAGS:
            raise ValueError(f"unknown flag {flag!r} (known: {', '.join(FLAGS)})")
        if flag in flags[:i]:
            raise ValueError(f"flag {flag!r} given twice")
    return flags


def split_flags(literal: str) -> tuple[str, str] | None:
    """`/pattern/flags` -> (pattern, flags); None when the text is not in that form."""
    if len(literal) < 2 or not literal.startswith("/"):
        return None
    end = literal.rfind("/")
    if end == 0 or not all(c.isascii() and c.isalpha() for c in literal[end + 1:]):
        return None
    return literal[1:end], literal[end + 1:]


def translate(pattern: str, flags: str = "") -> str:
    """ECMA-262 pattern -> equivalent `regex`-module pattern; ValueError if not valid ECMA-262."""
    return _emit(parse(pattern, check_flags(flags)))


@functools.lru_cache(maxsize=2048)
def _compiled(pattern: str, flags: str = "") -> Any:
    source = translate(pattern, flags)
    try:
        return regex.compile(source, regex.IGNORECASE if "i" in flags else 0)
    except (regex.error, OverflowError, RecursionError) as exc:  # pragma: no cover - defensive
        raise ValueError(f"cannot compile translated pattern: {exc}") from exc


_REFUSED: set[str] = set()


def search(pattern: str, text: str, *, timeout: float = 0.1, flags: str = "") -> bool:
    """ECMA-262 `pattern` found anywhere in `text`? Bounded: PatternTimeout past `timeout` seconds.

    A pattern that timed out once is refused at once afterwards (in this process), so one hostile
    pattern costs at most one timeout however many values it would judge.
    """
    if not isinstance(pattern, str):
        raise ValueError("pattern must be a string")
    compiled = _compiled(pattern, flags)
    key = f"/{pattern}/{flags}" if flags else pattern
    if key in _REFUSED:
        raise PatternTimeout(pattern)
    try:
        return compiled.search(text, timeout=timeout) is not None
    except TimeoutError as exc:
        _REFUSED.add(key)
        raise PatternTimeout(pattern) from exc


# --- syntax tree and parser (ECMA-262 Annex B grammar) --------------------------------------

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


def _merge(ranges: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
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
            return CharSet(FULL if self.dot_all else _complement_ranges(_LINE_TERMINATORS))
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
            return CharSet(ranges if c.islower() else _complement_ranges(ranges))
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
            return CharSet(ranges if c.islower() else _complement_ranges(ranges))
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
        merged = _merge(ranges)
        if props:
            return CharSet(merged, tuple(props), negated)
        return CharSet(_complement_ranges(merged) if negated else merged)

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


def _complement_ranges(ranges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
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


# --- emission -------------------------------------------------------------------------------

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
    complement = _complement_ranges(ranges)
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


def _emit(node: Node) -> str:
    if isinstance(node, Alt):
        return "|".join(_emit(b) for b in node.branches)
    if isinstance(node, Seq):
        return "".join(_emit(i) for i in node.items)
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
        return f"{opener}{_emit(node.body)})"
    assert isinstance(node, Repeat)
    inner = _emit(node.node)
    atomic = isinstance(node.node, Group) and node.node.kind in ("cap", "noncap")
    if not atomic and not (isinstance(node.node, CharSet) and not inner.startswith("(")):
        inner = f"(?:{inner})"
    return inner + _quantifier(node)


# --- static ReDoS detection -----------------------------------------------------------------

Ranges = tuple[tuple[int, int], ...]
_BIG = 10


def _union(a: Ranges, b: Ranges) -> Ranges:
    return _merge(list(a + b))


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
        snippet = _short(pattern[rep.start : rep.end])
        if _ambiguous_repeat(rep.node, _first(rep.node)):
            return f"nested quantifier in `{snippet}` (catastrophic backtracking)"
        if _overlapping_alt(rep.node):
            return f"overlapping alternatives under a quantifier in `{snippet}`"
    return None
