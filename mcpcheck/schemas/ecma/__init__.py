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

This module is the API; the package holds `syntax` (the tree and its parser), `emit` (the tree as
a `regex`-module pattern) and `redos` (catastrophic-backtracking shapes, found statically).
"""

from __future__ import annotations

import functools
from typing import Any

import regex

from mcpcheck.errors import SchemaError
from mcpcheck.schemas.ecma.emit import emit
from mcpcheck.schemas.ecma.redos import redos_risk
from mcpcheck.schemas.ecma.syntax import parse, shortened

__all__ = ["FLAGS", "PatternTimeout", "redos_risk", "search", "split_flags", "translate"]

class PatternTimeout(SchemaError):
    """A server-supplied pattern was refused: matching it exceeded the time bound."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        super().__init__(
            f"pattern `{shortened(pattern)}` refused: matching exceeded the time bound "
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
    return emit(parse(pattern, check_flags(flags)))


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
