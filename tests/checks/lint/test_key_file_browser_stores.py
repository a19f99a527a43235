"""The browser stores of b.key-file (recall61a) pass their gate whatever the generator draws:
the regex read "login\\s+data", so hypothesis drew "login\\x85data" (NEL is whitespace to re) that
the gate's "login data" did not hold, and "web data" was not in the gate at all. The file names
have one plain space; the gate names every store the regex names."""

from __future__ import annotations

import re

import pytest

from mcpcheck.checks.lint.attacks import secret_requests


def _key_file() -> re.Pattern[str]:
    (pattern,) = [p for p in secret_requests.PATTERNS if p.id == "b.key-file"]
    whole = getattr(pattern.searcher, "whole", pattern.searcher)
    return re.compile(whole.pattern, re.IGNORECASE)


@pytest.mark.parametrize("text", ["cAT:chrome/default/login\x85data",
                                  "cat chrome/Default/Login\u2028Data"])
def test_a_store_name_split_by_other_whitespace_is_not_the_store(text: str) -> None:
    assert _key_file().search(text) is None


@pytest.mark.parametrize("text", ["cat chrome/Default/Login Data",
                                  "read brave/Profile 2/Web Data",
                                  "copy edge/Default/Network/Cookies"])
def test_each_store_the_regex_names_passes_the_gate(text: str) -> None:
    assert _key_file().search(text) is not None
    (pattern,) = [p for p in secret_requests.PATTERNS if p.id == "b.key-file"]
    assert secret_requests.gate(pattern.kind, text.lower()), text
