"""`make dist` builds an sdist and a wheel that twine accepts, and the wheel installs into a clean
venv (no system site-packages, no editable checkout on the path) where `mcpcheck` runs: the
offline diff and a real snapshot of the bundled demo server. Only the package registries are
reached (for the build backend and the dependencies)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from mcpcheck import __version__
from tests.conftest import PY, ROOT

pytestmark = pytest.mark.packaging


def _run(argv: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={**env, "NO_COLOR": "1"})


def test_make_dist_builds_checked_artifacts_that_install_into_a_clean_venv(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    # -o: never reinstall the development venv from inside a test; BIN: the venv running pytest.
    made = _run(["make", "--no-print-directory", "-o", ".venv/.installed", "dist",
                 f"DIST={dist}", f"BIN={Path(PY).parent}"], cwd=ROOT)
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
    wheel = dist / f"mcpcheck-{__version__}-py3-none-any.whl"
    sdist = dist / f"mcpcheck-{__version__}.tar.gz"
    assert sorted(p.name for p in dist.iterdir()) == sorted([wheel.name, sdist.name])
    assert made.stdout.count("PASSED") == 2, made.stdout[-2000:]
    assert "project.license" not in made.stdout + made.stderr  # no setuptools license banner

    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        metadata = zf.read(f"mcpcheck-{__version__}.dist-info/METADATA").decode()
        entry_points = zf.read(f"mcpcheck-{__version__}.dist-info/entry_points.txt").decode()
    assert "License-Expression: MIT" in metadata
    assert "mcpcheck = mcpcheck.cli.launch:main" in entry_points
    package = ROOT / "mcpcheck"
    modules = [p.relative_to(ROOT).as_posix() for p in package.rglob("*.py")
               if "__pycache__" not in p.parts]
    assert len(modules) > 100
    for module in [*modules, "mcpcheck/py.typed"]:
        assert module in names, module  # every module of every layer ships
    assert not any(n.startswith("tests/") for n in names)

    venv = tmp_path / "clean"
    made_venv = _run([PY, "-m", "venv", "--without-pip", str(venv)], cwd=tmp_path)
    assert made_venv.returncode == 0, made_venv.stderr
    python = venv / "bin" / "python"
    installed = _run([PY, "-m", "pip", "--python", str(python), "install", "--quiet",
                      str(wheel)], cwd=tmp_path)
    assert installed.returncode == 0, installed.stderr[-3000:]

    exe = venv / "bin" / "mcpcheck"
    version = _run([str(exe), "--version"], cwd=tmp_path)
    assert (version.returncode, version.stdout) == (0, f"mcpcheck {__version__}\n")
    where = _run([str(python), "-c", "import mcpcheck; print(mcpcheck.__file__)"], cwd=tmp_path)
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout

    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "old.json")
    offline = _run([str(exe), "diff", "old.json", "old.json", "-f", "json"], cwd=tmp_path)
    assert offline.returncode == 0, offline.stderr
    assert json.loads(offline.stdout)["summary"] == {"error": 0, "warning": 0, "info": 0}

    live = _run([str(exe), "snapshot", "--name", "demo", "--snapshot", "new.json", "--",
                 str(python), "-m", "mcpcheck.demo"], cwd=tmp_path, timeout=120)
    assert live.returncode == 0, live.stdout + live.stderr
    assert json.loads((tmp_path / "new.json").read_text())["mcpcheckSnapshot"] == 1
