"""JSON helpers for the drift engine: pointers, strict equality, canonical keys, safe quoting.

Everything here accepts any value and never raises on odd shapes: tool definitions come from
untrusted servers.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from json.encoder import c_encode_basestring_ascii, c_make_encoder  # type: ignore[attr-defined]
from typing import Any

SHOW_LIMIT = 80
ABSENT: Any = object()  # a keyword that is not there (None is the JSON value null)
_CANON_DEPTH = 128
_SORTED_LISTS = frozenset({"required", "enum", "type"})


def escape_token(token: str) -> str:
    """RFC 6901 escaping of one reference token."""
    return token.replace("~", "~0").replace("/", "~1")


def unescape_token(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def join(path: str, *tokens: str | int) -> str:
    """Append reference tokens to a JSON Pointer."""
    return path + "".join("/" + escape_token(str(t)) for t in tokens)


_DUMPS = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode


def _not_json(value: Any) -> Any:
    raise TypeError(f"not a JSON value ({type(value).__name__})")


# The same encoder's C loop built once (JSONEncoder.encode builds one per call); without the
# check for cycles, which JSON values cannot have (one would end in RecursionError, also None).
_ITER = (None if c_make_encoder is None
         else c_make_encoder(None, _not_json, c_encode_basestring_ascii, None, ":", ",", True,
                             False, True))
# A number the encoder writes with a fraction or an exponent, Infinity or NaN: where two texts of
# equal values can differ (1 and 1.0, 0 and -0.0). The same text inside a string only costs a walk.
_NOT_INTEGRAL = re.compile(r"\d[.eE]|Infinity|NaN")
# In the encoder's text of an object or array, each number starts right after `:`, `,` or `[`
# (no spaces): a search that starts from those three characters only is several times faster.
_NOT_INTEGRAL_MEMBER = re.compile(r"[:,\[](?:-?\d+[.eE]|-?Infinity|NaN)")


def _not_integral(text: str) -> bool:
    """The text (of `dumps`) writes a number with a fraction or an exponent, Infinity or NaN."""
    if text[:1] in ("{", "["):
        return _NOT_INTEGRAL_MEMBER.search(text) is not None
    return _NOT_INTEGRAL.search(text) is not None


def dumps(value: Any) -> str | None:
    """Compact sorted JSON text, or None if the value cannot be encoded (too deep, not JSON)."""
    try:
        if _ITER is not None and isinstance(value, dict | list):
            return "".join(_ITER(value, 0))
        return _DUMPS(value)  # json.dumps with these options, its encoder built once
    except (RecursionError, TypeError, ValueError):
        return None


def value_text(value: Any) -> str | None:
    """A value as readable JSON (sorted keys, `, ` between items, so a changed span can stop at an
    item), or None if it cannot be encoded (too deep, not finite, not JSON)."""
    try:
        return json.dumps(value, sort_keys=True, separators=(", ", ": "), ensure_ascii=False,
                          allow_nan=False)
    except (RecursionError, TypeError, ValueError):
        return None


def strict_equal(a: Any, b: Any) -> bool:
    """Equal as JSON: true is not 1, 1 is 1.0; iterative, so any depth is fine."""
    if a is b:
        return True
    left, right = dumps(a), dumps(b)
    if left is not None and right is not None:
        if left == right:
            return True
        if not (_not_integral(left) or _not_integral(right)):
            return False  # no float: equal values have equal texts
    return _walk_equal(a, b)


def whitespace_only(before: Any, after: Any) -> bool:
    """Two different texts with the same words in the same order: only spaces, line endings or
    indentation changed."""
    return (isinstance(before, str) and isinstance(after, str) and before != after
            and before.split() == after.split())


WHITESPACE_TAIL = ("only whitespace changed (spaces, line endings or indentation): the same words "
                   "in the same order")


def same_without_refs(a: Any, b: Any) -> bool:
    """Identical as JSON text and free of `$ref` (whose targets may differ): nothing to compare."""
    left = dumps(a)
    if left is None or '"$ref"' in left:
        return False
    return left == dumps(b)


def _walk_equal(a: Any, b: Any) -> bool:
    pending = [(a, b)]
    while pending:
        x, y = pending.pop()
        if x is y:
            continue
        if isinstance(x, dict) and isinstance(y, dict):
            if x.keys() != y.keys():
                return False
            pending.extend((x[k], y[k]) for k in x)
        elif isinstance(x, list) and isinstance(y, list):
            if len(x) != len(y):
                return False
            pending.extend(zip(x, y, strict=True))
        elif isinstance(x, bool) or isinstance(y, bool):
            if x is not y:
                return False
        elif isinstance(x, int | float) and isinstance(y, int | float):
            if x != y:
                return False
        elif type(x) is not type(y) or x != y:
            return False
    return True


class _TooDeep(Exception):
    pass


def _normalize(value: Any, depth: int) -> Any:
    if depth > _CANON_DEPTH:
        raise _TooDeep
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            norm = _normalize(item, depth + 1)
            if key in _SORTED_LISTS and isinstance(norm, list):
                norm = sorted(norm, key=lambda v: json.dumps(v, sort_keys=True))
            out[key] = norm
        return out
    if isinstance(value, list):
        return [_normalize(item, depth + 1) for item in value]
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return value


def canonical_key(value: Any) -> str | None:
    """Order-insensitive identity of a schema (required/enum/type order, 1 == 1.0), or None."""
    try:
        return dumps(_normalize(value, 0))
    except (_TooDeep, RecursionError, TypeError):
        return None


def value_key(value: Any) -> str:
    """Identity of one enum/const value; values that cannot be encoded get a repr key."""
    key = canonical_key(value)
    return key if key is not None else "!" + type(value).__name__ + repr(id(value))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]


def clip(text: str, limit: int = SHOW_LIMIT) -> str:
    """Truncate untrusted text; a truncated text carries its length and a short digest."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... [{len(text)} chars, sha256 {_digest(text)}]"


def show(value: Any, limit: int = SHOW_LIMIT) -> str:
    """A value quoted for a message: compact JSON, ASCII only, truncated."""
    text = dumps(value)
    if text is None:
        text = f"<{type(value).__name__} that cannot be shown>"
    return clip(text, limit)


def safe_name(name: str, limit: int = SHOW_LIMIT) -> str:
    """A name (tool, property) for a message: control characters escaped, truncated."""
    if name.isprintable() and name.isascii():
        return clip(name, limit)
    text = json.dumps(name, ensure_ascii=True)[1:-1]
    return clip(text, limit)
