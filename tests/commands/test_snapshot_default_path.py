"""The default `snapshots/<name>.json` of a configured server sits beside its config file,
whatever the current directory is; without a config file it stays relative to the current one."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import PY, RAW_STDIO, raw_server, run_cli


def _project(tmp_path: Path) -> tuple[Path, Path]:
    """(config file in project/, an unrelated working directory)."""
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    project.mkdir()
    elsewhere.mkdir()
    config = project / "mcpcheck.toml"
    config.write_text(f'[servers.raw]\ncommand = "{PY}"\nargs = ["{RAW_STDIO}"]\n'
                      'require = ["echo"]\n')
    return config, elsewhere


def test_snapshot_diff_check_probe_use_the_config_folder(tmp_path: Path) -> None:
    config, elsewhere = _project(tmp_path)
    expected = config.parent / "snapshots" / "raw.json"

    run = run_cli("snapshot", "--config", str(config), "-f", "json", cwd=elsewhere)
    assert run.code == 0, run.out + run.err
    assert run.json()["servers"][0]["details"]["path"] == str(expected)
    assert expected.is_file()
    assert not (elsewhere / "snapshots").exists()

    run = run_cli("diff", "--config", str(config), "-f", "json", cwd=elsewhere)
    assert run.code == 0, run.out + run.err
    assert run.json()["servers"][0]["details"]["baseline"] == str(expected)

    run = run_cli("check", "--config", str(config), "-f", "json", cwd=elsewhere)
    assert run.code == 0, run.out + run.err
    rules = [f["rule"] for f in run.json()["servers"][0]["findings"]]
    assert "snapshot-missing" not in rules

    run = run_cli("probe", "--config", str(config), "--pin", "-f", "json", cwd=elsewhere)
    assert run.code == 0, run.out + run.err


def test_check_notes_a_missing_default_beside_the_config(tmp_path: Path) -> None:
    config, elsewhere = _project(tmp_path)
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=elsewhere)
    assert run.code == 0, run.out + run.err
    [note] = [f for f in run.json()["servers"][0]["findings"] if f["rule"] == "snapshot-missing"]
    assert str(config.parent / "snapshots" / "raw.json") in note["message"]


def test_without_config_the_default_is_the_current_folder(tmp_path: Path) -> None:
    run = run_cli("snapshot", "--name", "plain", "-f", "json", "--", *raw_server(), cwd=tmp_path)
    assert run.code == 0, run.out + run.err
    assert json.loads((tmp_path / "snapshots" / "plain.json").read_text())["tools"]
