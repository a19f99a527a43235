"""What the generated documentation pages share: write the page, or (`--check`) say whether the
committed page is current (exit 1 when stale, 2 on a bad command line)."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(target: Path, text: str, argv: list[str]) -> int:
    script = Path(argv[0]).name if argv else "the generator"
    if argv[1:] == ["--check"]:
        current = target.read_text("utf-8") if target.exists() else ""
        if current != text:
            sys.stderr.write(f"{target} is stale: run python scripts/{script}\n")
            return 1
        return 0
    if argv[1:]:
        sys.stderr.write(f"usage: {script} [--check]\n")
        return 2
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target.name}")
    return 0
