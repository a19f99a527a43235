"""The one scan site and judgment the lint equivalence tests compare (test_gates,
test_twin_symbols, test_ascii_classes): every finding of `scan` on a text and of `scan_name`
on its first 200 characters, as reprs, so two engines can be compared text by text."""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import Site, scan, scan_name

OWN = frozenset(("read_file", "write_file", "search", "send_email"))
# a property's text (the side-channel class and the parameter-only rules read only those)
SITE = Site("send_email", "body", OWN, {"fetch_url": "other"}, frozenset(("body", "repo_name")))


def _judged(text: str) -> tuple[str, str]:
    return repr(scan(text, SITE, 10_000)), repr(scan_name(text[:200], text[:200], SITE))


def judge(texts: list[str]) -> list[str]:
    out: list[str] = []
    for text in texts:
        out.extend(_judged(text))
    return out


# The engine as it is (nothing patched) judges a text the same in every test: its judgments are
# kept for the test process, so a text that two equivalence tests read (test_gates' third of the
# corpus strings and test_ascii_classes' eighth overlap; tests/conftest.py runs them first, on one
# worker) is judged as it is once. Only the pass with nothing patched reads and fills it.
_AS_IS: dict[str, tuple[str, str]] = {}


def judge_as_is(texts: list[str]) -> list[str]:
    """judge(texts) of the engine as it is (call it with nothing patched), remembered per text."""
    out: list[str] = []
    for text in texts:
        found = _AS_IS.get(text)
        if found is None:
            found = _AS_IS[text] = _judged(text)
        out.extend(found)
    return out
