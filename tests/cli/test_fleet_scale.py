"""Work that grows with the fleet stays linear in it: a config of N servers costs N, not N x N
(issue 25 section 4, found by bench/bench_fleet.py). Counted, not timed: the comparisons of
files (`same_file`) the overwrite check makes, and the foreign names the cross-server lint
reads per text."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mcpcheck.cli.outputs_check import refuse_overwrites, written_snapshots
from mcpcheck.errors import UsageError
from mcpcheck.fileio import files
from mcpcheck.settings.config import ServerConfig, load_config

SERVERS = 300


def fleet(folder: Path, count: int) -> list[ServerConfig]:
    config = folder / "mcpcheck.toml"
    config.write_text("".join(f'[servers.s{i:04d}]\ncommand = "srv"\nargs = ["{i}"]\n\n'
                              for i in range(count)), encoding="utf-8")
    return load_config(config, os.environ).select(None)


def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    real = files.same_file

    def same_file(a: Path, b: Path) -> bool:
        calls[0] += 1
        return real(a, b)

    monkeypatch.setattr(files, "same_file", same_file)
    return calls


def test_snapshot_overwrite_check_is_linear_in_the_fleet(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    servers = fleet(tmp_path, SERVERS)
    calls = counted(monkeypatch)
    writes = written_snapshots(s.snapshot_file() for s in servers)
    refuse_overwrites(None, servers=servers, snapshots_written=True, writes=writes)
    # each snapshot written against the one config file (not once per server naming it)
    assert calls[0] <= 2 * SERVERS, calls[0]


def test_overwrite_check_still_refuses_the_config_and_a_snapshot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    servers = fleet(tmp_path, 3)
    writes = written_snapshots(s.snapshot_file() for s in servers)
    with pytest.raises(UsageError, match=r"--output .*mcpcheck\.toml is the config file"):
        refuse_overwrites([str(tmp_path / "mcpcheck.toml")], servers=servers,
                          snapshots_written=True, writes=writes)
    snapshot = str(servers[2].snapshot_file())
    with pytest.raises(UsageError, match=r"is the snapshot file"):
        refuse_overwrites([snapshot], servers=servers, snapshots_written=True, writes=writes)
