"""RFC 8785 (JCS) canonical JSON and sha256 hashes of it. Pure; no I/O."""

from __future__ import annotations

import hashlib
import math
from typing import Any


class CanonicalError(ValueError):
    """The value has no canonical form (NaN, Infinity, nesting beyond the bound)."""


MAX_DEPTH = 512


def canonical(value: Any) -> bytes:
    """JCS bytes of a JSON value; raises CanonicalError for what JSON cannot carry."""
    parts: list[str] = []
    _emit(value, parts, "", 0)
    return "".join(parts).encode("utf-8", "surrogatepass")


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


def _emit(value: Any, out: list[str], path: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise CanonicalError(f"nested deeper than {MAX_DEPTH} levels at {path or '/'}")
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(_number(value, path))
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, list | tuple):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(",")
            _emit(item, out, f"{path}/{i}", depth + 1)
        out.append("]")
    elif isinstance(value, dict):
        out.append("{")
        keys = sorted(value, key=_utf16_key)
        for i, key in enumerate(keys):
            if i:
                out.append(",")
            out.append(_string(key))
            out.append(":")
            _emit(value[key], out, f"{path}/{pointer_token(key)}", depth + 1)
        out.append("}")
    else:
        raise CanonicalError(f"not a JSON value ({type(value).__name__}) at {path or '/'}")


def _utf16_key(key: Any) -> bytes:
    if not isinstance(key, str):
        raise CanonicalError(f"object key is not a string: {key!r}")
    return key.encode("utf-16-be", "surrogatepass")


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r",
            "\t": "\\t"}


def _string(text: str) -> str:
    chars = []
    for ch in text:
        esc = _ESCAPES.get(ch)
        if esc is not None:
            chars.append(esc)
        elif ord(ch) < 0x20:
            chars.append(f"\\u{ord(ch):04x}")
        else:
            chars.append(ch)
    return '"' + "".join(chars) + '"'


def _number(value: float, path: str) -> str:
    """ECMAScript Number.prototype.toString, as RFC 8785 requires."""
    if not math.isfinite(value):
        raise CanonicalError(f"non-finite number ({value!r}) at {path or '/'}")
    if value == 0:
        return "0"
    if value.is_integer() and abs(value) < 1e21:
        return str(int(value))
    digits, exponent = _shortest_digits(abs(value))
    sign = "-" if value < 0 else ""
    n = exponent  # value = 0.d1d2... * 10^n
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    exp = n - 1
    mant = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{sign}{mant}e{'+' if exp >= 0 else '-'}{abs(exp)}"


def _shortest_digits(value: float) -> tuple[str, int]:
    """Shortest round-trip digits and the decimal exponent n with value = 0.DIGITS * 10^n."""
    mantissa, _, exp_text = f"{value!r}".partition("e")
    exp = int(exp_text) if exp_text else 0
    whole, _, frac = mantissa.partition(".")
    digits = (whole + frac).lstrip("0")
    lead_zeros = len(whole + frac) - len((whole + frac).lstrip("0"))
    n = len(whole) + exp - lead_zeros
    return digits.rstrip("0") or "0", n


def pointer_token(key: str) -> str:
    """RFC 6901 escaping of one JSON Pointer reference token."""
    return key.replace("~", "~0").replace("/", "~1")
