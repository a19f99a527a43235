"""(speed22) The windows of an alternate reading that differ from the text it was read from.

An alternate reading (attacks.normalize: snake_case spaced, a cipher undone, intensifiers
dropped, ...) usually changes a few spans of a long text and copies the rest. The scan reads it
for the classes the text itself did not show; reading all of it again costs a full pass of every
detector for a few changed words. So the scan first reads only the windows around the changed
spans (`of`): when no window shows one of the classes sought, the whole reading is not read;
when one does, the whole reading is read as before (so a window never adds a finding: the whole
reading decides). What a window can miss is a match that needs context beyond MARGIN characters
of a change; tests/checks/lint/test_speed22_reading_windows.py scans every corpus string with
and without the windows and finds the same matches.
"""

from __future__ import annotations

from bisect import bisect_left

from mcpcheck.checks.lint.attacks.lazy import lazy
from mcpcheck.checks.lint.attacks.normalize import Reading

# characters of unchanged text kept either side of a changed span (a detector's patterns have
# bounded gaps and its rules read a sentence and its neighbours)
MARGIN = 300
# windows covering more than this share of the reading: the reading is read whole at once
MOST = 0.6


def changed_spans(source: str, reading: Reading) -> list[tuple[int, int]]:
    """The spans of `reading.text` that are not `source` copied in place: a character counts as
    copied when it is the source's character at its origin and its origin follows the previous
    character's."""
    out: list[tuple[int, int]] = []
    text, origin, size = reading.text, reading.origin, len(source)
    start: int | None = None
    previous = -1  # the first character copied is at origin 0
    for index, char in enumerate(text):
        at = origin[index] if index < len(origin) else -1
        copied = at == previous + 1 and 0 <= at < size and source[at] == char
        previous = at
        if not copied:
            if start is None:
                start = index
        elif start is not None:
            out.append((start, index))
            start = None
    if start is not None:
        out.append((start, len(text)))
    return out


_SPACE = lazy(r"\s")  # the characters str.isspace() accepts (compiled on first use)


def _widened(text: str, spaces: list[int], start: int, end: int) -> tuple[int, int]:
    """start:end with MARGIN characters either side, then out to whitespace (no word cut).
    `spaces` are the text's whitespace positions, ascending: a bisection finds the nearest, so
    a long text without whitespace and with many changed spans costs no walk per span."""
    left = max(0, start - MARGIN)
    if left > 0 and not text[left - 1].isspace():
        before = bisect_left(spaces, left) - 1  # the last whitespace before `left`
        left = spaces[before] + 1 if before >= 0 else 0
    right = min(len(text), end + MARGIN)
    if right < len(text) and not text[right].isspace():
        after = bisect_left(spaces, right)  # the first whitespace at or after `right`
        right = spaces[after] if after < len(spaces) else len(text)
    return left, right


def of(source: str, reading: Reading) -> list[tuple[int, int]] | None:
    """The windows of `reading.text` to read first (merged, in order), or None when the reading
    is to be read whole (no change found, or the windows cover most of it)."""
    spans = changed_spans(source, reading)
    if not spans:
        return None
    out: list[tuple[int, int]] = []
    spaces = [found.start() for found in _SPACE.finditer(reading.text)]
    for start, end in spans:
        left, right = _widened(reading.text, spaces, start, end)
        if out and left <= out[-1][1]:
            out[-1] = (out[-1][0], max(right, out[-1][1]))
        else:
            out.append((left, right))
    if sum(right - left for left, right in out) > MOST * len(reading.text):
        return None
    return out
