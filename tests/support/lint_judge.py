"""The one scan site and judgment the lint equivalence tests compare (test_gates,
test_twin_symbols, test_ascii_classes): every finding of `scan` on a text and of `scan_name`
on its first 200 characters, as reprs, so two engines can be compared text by text."""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import Site, scan, scan_name

OWN = frozenset(("read_file", "write_file", "search", "send_email"))
# a property's text (the side-channel class and the parameter-only rules read only those)
SITE = Site("send_email", "body", OWN, {"fetch_url": "other"}, frozenset(("body", "repo_name")))


def judge(texts: list[str]) -> list[str]:
    out = []
    for text in texts:
        out.append(repr(scan(text, SITE, 10_000)))
        out.append(repr(scan_name(text[:200], text[:200], SITE)))
    return out
