"""A legend of a switch's values (precision61): "承認要否 (0: 不要, 1: 必要)", "approval
(0: not required, 1: required)", "확인 여부 (N: 불필요, Y: 필요)".

A waiver that is one value of such a legend, next to another value of the same switch, names a
choice the caller makes, not a step the text waives. The waiver said outside the legend ("承認は
不要です (0: なし, 1: あり)") or a legend of one value ("(0: 不要)") stays read as a waiver.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.lazy import lazy

# one item of a legend: a short value, a colon or an equals sign, its meaning up to the next item
_ITEM = lazy(r"(?:^|[(（,，、;；/|]|\s)\s*([\w.+-]{1,6})\s*[:：=]\s*([^,，、;；/|()（）\n]{1,24})")


def waiver_is_a_value(text: str, start: int, end: int) -> bool:
    """text[start:end] ends inside the meaning of one item of a legend of two or more distinct
    values on one line, and starts inside the legend or at the switch's name right before its
    bracket ("承認要否 (0: 不要, 1: 必要)")."""
    line_left = text.rfind("\n", 0, start) + 1
    line_right = text.find("\n", end)
    line_right = len(text) if line_right < 0 else line_right
    items = list(_ITEM.finditer(text, line_left, line_right))
    if len({m.group(1) for m in items}) < 2:
        return False
    if not any(m.start(2) <= end - 1 < m.end(2) for m in items):
        return False
    first = items[0].start(1)
    if start >= first:
        return True
    between = text[start:first]
    return len(between) <= 40 and ("(" in between or "（" in between)
