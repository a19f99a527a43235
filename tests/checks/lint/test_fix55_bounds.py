"""(fix55) The lookup-first readings of text-tool-shadowing answer in bounded time: their list of
names ("call a, b or c first") once split "ororor..." in exponentially many ways (a separator
that could be empty around "or", a name that could give back letters). Each pattern is run in a
child process on a 2,000-character run of "or" and must answer within the timeout; the old shape
is run the same way and must not, so that the check can fail."""

from __future__ import annotations

import subprocess
import sys

import pytest

_PROBE = " " + "or" * 1000
_OLD_FIRST_AFTER = r"(?:\s*(?:/|,|or|and)\s*[`'\"]?[a-z][\w.-]*[`'\"]?)*\s+first\b"


def _answers(setup: str, timeout: float) -> bool:
    """The pattern named `pattern` by `setup` matches or fails on the probe within `timeout`."""
    code = setup + f"\npattern.match({_PROBE!r})\n"
    try:
        subprocess.run([sys.executable, "-c", code], check=True, timeout=timeout,
                       capture_output=True)
    except subprocess.TimeoutExpired:
        return False
    return True


@pytest.mark.parametrize("name", ["_FIRST_AFTER", "_FIRST_TO_FIND"])
def test_the_lookup_first_patterns_answer_on_a_run_of_or(name: str) -> None:
    setup = ("from mcpcheck.checks.lint.attacks import shadowing\n"
             f"pattern = shadowing.{name}")
    assert _answers(setup, timeout=20.0), name


def test_the_old_shape_does_not_answer() -> None:
    setup = f"import re\npattern = re.compile({_OLD_FIRST_AFTER!r}, re.IGNORECASE)"
    assert not _answers(setup, timeout=3.0)


def test_the_lookup_first_readings_keep_their_lists() -> None:
    from mcpcheck.checks.lint.attacks import shadowing
    for tail in (" first", ", get_b first", " or `get_b` first", "/get_b and get_c first",
                 " , get_b / get_c first"):
        assert shadowing._FIRST_AFTER.match(tail) is not None, tail
    for tail in (" first to discover ids", ", get_b, or get_c first to find the id",
                 " or get_b first to look up the key"):
        assert shadowing._FIRST_TO_FIND.match(tail) is not None, tail
