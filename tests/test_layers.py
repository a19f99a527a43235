"""The package's layers hold: import-linter's contracts (pyproject.toml) are kept, and every
package and root module of mcpcheck is named in the layers contract, so a new one cannot sit
outside it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mcpcheck"
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def _contracts() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return contracts


def test_import_contracts_are_kept() -> None:
    proc = subprocess.run([str(LINT_IMPORTS), "--no-cache"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 broken" in proc.stdout


def test_every_package_and_root_module_is_in_a_layer() -> None:
    (layers,) = [c for c in _contracts() if c["type"] == "layers"]
    named = {part.strip() for layer in layers["layers"] for part in str(layer).split("|")}
    present = {f"mcpcheck.{p.name}" for p in PACKAGE.iterdir()
               if p.is_dir() and (p / "__init__.py").exists() and p.name != "demo"}
    present |= {f"mcpcheck.{p.stem}" for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    assert present - named == set(), "add these to the layers contract in pyproject.toml"
    assert named - present == set(), "the layers contract names modules that do not exist"


def test_root_holds_only_the_foundation() -> None:
    """Root modules are the data model, errors, rule ids, terminal safety and the one "did you
    mean" every layer's messages share; everything else has a package."""
    root = {p.stem for p in PACKAGE.glob("*.py")}
    assert root == {"__init__", "__main__", "models", "errors", "ruleids", "textsafety",
                    "suggest"}
