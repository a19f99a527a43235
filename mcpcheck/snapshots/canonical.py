"""RFC 8785 (JCS) canonical JSON and sha256 hashes of it. Pure; no I/O.

Why this module and not the `rfc8785` package: measured with bench/bench_libraries.py
(2026-11-30, rfc8785 0.1.4, 2-core machine under load ~10). Both give all 24 number vectors of
RFC 8785 Appendix B and the RFC's example, but rfc8785 refuses every integer of 2**53 or more
(IntegerDomainError), which real schemas carry (`maximum: 18446744073709551615`) and which would
leave such a tool without a hash, and it crashes with RecursionError on nesting where this module
gives a CanonicalError naming the place. Speed on 40 real tool definitions (25 KiB): 13-14 ms
here, 21-22 ms with rfc8785. (The same comparison found and fixed our one divergence: integral
doubles above 2**53 are written from their shortest digits, `295147905179352830000`, as
ECMAScript does, not as the exact binary integer.)
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from json.encoder import c_encode_basestring, c_make_encoder  # type: ignore[attr-defined]
from typing import Any


class CanonicalError(ValueError):
    """The value has no canonical form (NaN, Infinity, nesting beyond the bound)."""


MAX_DEPTH = 512


def canonical(value: Any) -> bytes:
    """JCS bytes of a JSON value; raises CanonicalError for what JSON cannot carry."""
    parts: list[str] = []
    try:
        _emit(value, parts, 0)
    except _Refused as exc:
        where = "".join(reversed(exc.tokens)) or "/"
        raise CanonicalError(exc.reason.format(at=where)) from None
    return "".join(parts).encode("utf-8", "surrogatepass")


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


def member_hashes(value: Any, members: tuple[str, ...]) -> dict[str, str]:
    """{"": sha256_of(value)} and, when value is an object, the sha256_of of each named member
    it has, in one walk (a member's canonical bytes are part of the object's, so they are
    written once). Raises CanonicalError as sha256_of would for the value."""
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        return {"": sha256_of(value)}
    parts: list[str] = ["{"]
    found: dict[str, str] = {}
    try:
        for i, key in enumerate(sorted(value, key=_utf16_key)):
            if i:
                parts.append(",")
            parts.append(_string(key))
            parts.append(":")
            start = len(parts)
            try:
                _emit(value[key], parts, 1)
            except _Refused as exc:
                exc.tokens.append("/" + pointer_token(key))
                raise
            if key in members:
                found[key] = _sha("".join(parts[start:]))
    except _Refused as exc:
        where = "".join(reversed(exc.tokens)) or "/"
        raise CanonicalError(exc.reason.format(at=where)) from None
    parts.append("}")
    return {"": _sha("".join(parts)), **found}


# The standard encoder writes a JSON value parsed from text exactly as RFC 8785 does when it
# holds no float (Python writes 1.0 and 1e-07 where JCS writes 1 and 1e-7) and no object key
# that UTF-16 orders differently from code points (only characters from U+D800 up can). The
# first pattern finds every float the compact encoder writes (a number after `:`, `,` or `[`
# with a `.` or an exponent; the same text inside a string only sends the value the slow way).
_ENCODE_SORTED = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"),
                                  allow_nan=False, check_circular=False).encode


def _not_json(value: Any) -> Any:
    raise TypeError(f"not a JSON value ({type(value).__name__})")


# The same encoder built once (JSONEncoder.encode builds one per call): a member at a time.
_ITER_SORTED = (None if c_make_encoder is None or c_encode_basestring is None
                else c_make_encoder(None, _not_json, c_encode_basestring, None, ":", ",", True,
                                    False, False))


def _written(value: Any) -> str:
    if isinstance(value, str):
        return _ENCODE(value)
    if _ITER_SORTED is None or not isinstance(value, dict | list):
        return _ENCODE_SORTED(value)
    return "".join(_ITER_SORTED(value, 0))
_FLOAT_WRITTEN = re.compile(r"[:,\[]-?\d+[.e]")
_ORDER_MAY_DIFFER = re.compile("[\ud800-\U0010ffff]")


def parsed_member_hashes(value: Any, members: tuple[str, ...], *, no_float: bool = False,
                         ) -> dict[str, str] | None:
    """member_hashes(value, members) for a value parsed from JSON text (string keys, plain
    types), written by the standard encoder in C; None when that encoder might write other
    bytes than JCS (a float, a key from U+D800 up, NaN, deep nesting) or when member_hashes
    would refuse the value: the caller then asks member_hashes. A value too deep for JCS (more
    than MAX_DEPTH levels) may get hashes here where member_hashes refuses it; callers that need
    the refusal use member_hashes. no_float: the caller knows the value holds no float (its
    parser saw none), so the text is not searched for one."""
    if not isinstance(value, dict):
        return None
    try:
        written = {key: _written(item) for key, item in value.items()}
        text = "{" + ",".join(f"{_ENCODE(key)}:{written[key]}" for key in sorted(value)) + "}"
    except (TypeError, ValueError, RecursionError):
        return None
    if ((not no_float and _FLOAT_WRITTEN.search(text))
            or (not text.isascii() and _ORDER_MAY_DIFFER.search(text))):
        return None
    found = {key: _sha(written[key]) for key in members if key in written}
    return {"": _sha(text), **found}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class _Refused(Exception):
    """No canonical form; `tokens` collects the JSON Pointer on the way out (innermost first),
    so the walk builds no path strings while all goes well."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.tokens: list[str] = []


def _emit(value: Any, out: list[str], depth: int) -> None:
    if depth > MAX_DEPTH:
        raise _Refused(f"nested deeper than {MAX_DEPTH} levels at {{at}}")
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(_number(value))
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, list | tuple):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(",")
            try:
                _emit(item, out, depth + 1)
            except _Refused as exc:
                exc.tokens.append(f"/{i}")
                raise
        out.append("]")
    elif isinstance(value, dict):
        out.append("{")
        for i, key in enumerate(sorted(value, key=_utf16_key)):
            if i:
                out.append(",")
            out.append(_string(key))
            out.append(":")
            try:
                _emit(value[key], out, depth + 1)
            except _Refused as exc:
                exc.tokens.append("/" + pointer_token(key))
                raise
        out.append("}")
    else:
        raise _Refused(f"not a JSON value ({type(value).__name__}) at {{at}}")


def _utf16_key(key: Any) -> bytes:
    if not isinstance(key, str):
        raise CanonicalError(f"object key is not a string: {key!r}")
    return key.encode("utf-16-be", "surrogatepass")


def _string(text: str) -> str:
    """RFC 8785 section 3.2.2.2: `"`, `\\` and U+0000..U+001F escaped (\\b \\t \\n \\f \\r short,
    the rest \\u00xx lowercase), everything else as is. The standard encoder with
    ensure_ascii=False does exactly that (tests/snapshots/test_canonical.py checks every code
    point)."""
    return _ENCODE(text)


_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # built once: json.dumps builds one a call


def _number(value: float) -> str:
    """ECMAScript Number.prototype.toString, as RFC 8785 requires."""
    if not math.isfinite(value):
        raise _Refused(f"non-finite number ({value!r}) at {{at}}")
    if value == 0:
        return "0"
    if value.is_integer() and abs(value) <= 2**53:  # exact: the shortest digits are these
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
