"""What the review of stop 58 found in the round's merged readings, each case as found.

Bound: the French "ne ... que" (only) reading scanned from every negation that starts with "ne" to
the end of its clause, so a clause of repeated negations was quadratic: 20,000 characters of "ne
demandez confirmation" took 4.8 CPU s (15.7 s at 40,000), and the round's Czech negations
("neptejte", "nežádejte") start with "ne" too. The gap to "que" is now bounded. The hostile text
is linted in a child process that must answer within the timeout.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.lint_builders import error_rule_ids, text_tool


@pytest.mark.parametrize("unit", ["ne demandez confirmation ",
                                  "Uživatele se neptejte na heslo a nepotvrzujte "])
def test_repeated_ne_negations_are_bounded(unit: str) -> None:
    text = (unit * (40_000 // len(unit) + 1))[:40_000]
    tool = {"name": "x_tool", "description": text, "inputSchema": {"type": "object"}}
    code = f"from mcpcheck.checks.lint import lint_tools\nlint_tools([{tool!r}])\n"
    # the unbounded scan took 15.7 CPU s on the French text; the timeout is a bound, not a timing
    subprocess.run([sys.executable, "-c", code], check=True, timeout=12, capture_output=True)


def test_ne_que_still_reads_as_only() -> None:
    text = "N'appelle l'outil de paiement qu'après son accord explicite."
    assert "text-oversight-bypass" not in error_rule_ids(text_tool(text, name="pay_bill"))
