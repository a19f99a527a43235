"""The lint replay's record (tests/checks/lint/expected_findings.json) read as verdicts.

test_lint_replay.py proves that the record is what lint finds today, entry by entry. A test that
judges a whole corpus (no risk finding on any real tool, a corpus's recall) reads the record
instead of linting the corpus again: together the two prove the same thing, and the judgment
also guards the record itself, so a regenerated record that took in a false alarm fails here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

RECORD = Path(__file__).resolve().parents[1] / "checks" / "lint" / "expected_findings.json"


@dataclass(frozen=True)
class Recorded:
    """One tool (or corpus entry) as recorded: its verdict and its findings' (severity, rule)."""

    corpus: str  # the record's corpus name: "poisoned_fresh.json", "servers/<name>.json", ...
    key: str  # the entry ("000 <id>") or "tool <name>"
    verdict: str
    findings: tuple[tuple[str, str], ...]

    def rules(self, severity: str) -> set[str]:
        return {rule for level, rule in self.findings if level == severity}


@cache
def _record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def recorded(corpus_prefix: str) -> list[Recorded]:
    """Every recorded tool of the corpora whose name starts with `corpus_prefix` ("servers/",
    "releases/", "poisoned_fresh.json"); the server-wide texts are left out."""
    out = []
    for corpus, entries in _record().items():
        if not corpus.startswith(corpus_prefix):
            continue
        for key, lines in entries.items():
            if key == "server texts":
                continue
            first, *rest = lines
            assert first.startswith("verdict "), (corpus, key, first)
            findings = tuple((level, rule) for level, rule, *_ in
                             (line.split(" ", 2) for line in rest))
            out.append(Recorded(corpus, key, first.removeprefix("verdict "), findings))
    return out
