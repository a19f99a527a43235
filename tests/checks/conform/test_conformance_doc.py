"""docs/conformance.md is the generator's output: the registry and the recorded matrix."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[3]


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "gen_conformance_doc", ROOT / "scripts" / "gen_conformance_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_conformance_md_is_current() -> None:
    assert (ROOT / "docs" / "conformance.md").read_text("utf-8") == generator().render(), (
        "docs/conformance.md is stale: run `python scripts/gen_conformance_doc.py`")


def test_check_mode_agrees() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_conformance_doc.py"),
                           "--check"], capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stderr) == (0, "")


def test_every_requirement_is_listed_with_its_spec_reference() -> None:
    from mcpcheck.checks.conform import REQUIREMENTS

    text = (ROOT / "docs" / "conformance.md").read_text("utf-8")
    for req in REQUIREMENTS:
        row = next(line for line in text.splitlines() if line.startswith(f"| `{req.rule}` |"))
        assert f"| {req.level.value} | {req.revision} |" in row, req.rule


def test_the_matrix_counts_an_area_as_failed_when_one_requirement_failed() -> None:
    gen = generator()
    assert gen.area_outcome(["passed", "failed"]) == "**fail**"
    assert gen.area_outcome(["passed", "not-applicable"]) == "pass"
    assert gen.area_outcome(["not-applicable"]) == "n/a"
    assert gen.area_outcome([]) == "n/a"


def test_a_requirement_the_recorded_run_did_not_have_is_not_counted() -> None:
    """Requirements added after the matrix was recorded: the cell says so (pass*, n/a*), a
    failure stays a failure, and the page names them as not run."""
    gen = generator()
    assert gen.area_outcome(["passed", "not-run"]) == "pass*"
    assert gen.area_outcome(["not-applicable", "not-run"]) == "n/a*"
    assert gen.area_outcome(["failed", "not-run"]) == "**fail**"
    from mcpcheck.checks.conform import REQUIREMENTS

    every = {str(r.rule): "passed" for r in REQUIREMENTS}
    newest = str(REQUIREMENTS[-1].rule)
    run = {"server": "s", "package": "p", "version": "1", "protocol": "2025-11-25"}
    whole = "\n".join(gen.matrix_section({"servers": [{**run, "results": every}]}))
    assert "Not run in these recorded runs" not in whole and "*" not in whole.split(
        "### What")[0].replace("**", "")
    del every[newest]
    part = "\n".join(gen.matrix_section({"servers": [{**run, "results": every}]}))
    assert f"Not run in these recorded runs (the requirements were added after them; rerun " \
        f"scripts/conform_matrix.py): `{newest}`." in part
    assert "pass*" in part
