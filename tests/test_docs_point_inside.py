"""(review60) The prose a maintainer reads points only inside the repository: no sibling
directory (`../shared`), no design file that is not here (`DESIGN.md`; the repository's own is
docs/design.md), no machine path of a session (`/work/...`), and no figure kept only in an
engineer's report ("see the report's figures"): a figure names the command that gives it."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PROSE = [ROOT / "README.md", ROOT / "bench" / "README.md", ROOT / "tests" / "blind" / "README.md",
         *sorted((ROOT / "docs").glob("*.md"))]
OUTSIDE = ("../shared", "DESIGN.md", "/work/", "the report's figures", "see the report's")


@pytest.mark.parametrize("path", PROSE, ids=[str(p.relative_to(ROOT)) for p in PROSE])
def test_the_prose_points_inside_the_repository(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [(text.count("\n", 0, text.index(word)) + 1, word) for word in OUTSIDE if word in text]
    assert found == [], found
