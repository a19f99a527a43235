"""Exact `multipleOf` on JSON numbers: decided on the number as written, never in binary floats.

`0.3` is a multiple of `0.1` and `19.99` of `0.01` in JSON, but not in IEEE doubles (0.3 / 0.1 is
2.9999999999999996). Where mcpcheck parses JSON or TOML itself (argument files, calls files) a
float is read as `JsonFloat`: a real `float` (every other keyword, comparison and encoder sees a
plain float) that remembers its text, so `multipleOf` uses the digits as written. A plain float
(from the SDK or a snapshot) is read through its shortest round-trip text (`repr`), which is the
number as written whenever the writer used at most 15 significant digits. Integers are exact at
any size. NaN and the infinities have no decimal form: callers keep their previous handling.
"""

from __future__ import annotations

import math
from decimal import Decimal, InvalidOperation
from typing import Any

MAX_DIGITS = 4300  # beyond Python's own int-from-text limit, the float value is used instead


class JsonFloat(float):
    """A float parsed from JSON/TOML text that keeps that text (for exact decimal arithmetic)."""

    text: str

    def __new__(cls, text: str) -> JsonFloat:
        value = super().__new__(cls, text.replace("_", ""))  # TOML allows 1_000.5
        value.text = text.replace("_", "")
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        return (JsonFloat, (self.text,))


def parse_float(text: str) -> float:
    """`parse_float` hook for json.loads / tomllib.loads."""
    return JsonFloat(text)


def plain(value: Any) -> Any:
    """The same JSON value with every JsonFloat turned back into a plain float (for sending)."""
    if isinstance(value, JsonFloat):
        return float(value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def decimal_parts(value: Any) -> tuple[int, int] | None:
    """(coefficient, exponent) with value == coefficient * 10**exponent exactly.

    None for what has no finite decimal form: bool, NaN, infinities, non-numbers.
    """
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        return None
    if isinstance(value, int):
        return value, 0
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        text = getattr(value, "text", None)
        if text is None or len(text) > MAX_DIGITS:
            text = repr(value)
        try:
            value = Decimal(text)
        except InvalidOperation:
            value = Decimal(repr(float(value)))
    if not value.is_finite():
        return None
    sign, digits, exponent = value.as_tuple()
    coefficient = int(Decimal((0, digits, 0)))
    return (-coefficient if sign else coefficient), int(exponent)


def _strip(n: int, p: int) -> tuple[int, int]:
    """(n without its factors p, how many there were)."""
    count = 0
    while n % p == 0:
        n //= p
        count += 1
    return n, count


def is_multiple(value: Any, step: Any) -> bool | None:
    """Whether value / step is an integer, exactly; None when either has no finite decimal form
    or step is zero (the caller decides what that means)."""
    a, b = decimal_parts(value), decimal_parts(step)
    if a is None or b is None or b[0] == 0:
        return None
    (ma, ea), (mb, eb) = (abs(a[0]), a[1]), (abs(b[0]), b[1])
    if ma == 0:
        return True
    shift = ea - eb  # value / step == ma * 10**shift / mb
    if shift >= 0:
        rest = mb // math.gcd(ma, mb)  # must divide 10**shift
        rest, twos = _strip(rest, 2)
        rest, fives = _strip(rest, 5)
        return rest == 1 and max(twos, fives) <= shift
    if -shift >= ma.bit_length():  # mb * 10**-shift > ma > 0
        return False
    return bool(ma % (mb * 10**-shift) == 0)
