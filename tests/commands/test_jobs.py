"""`--jobs N` on every command that runs over a config: the same results, in the same order,
with the same exit code as a serial run."""

from __future__ import annotations

import json
import signal
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_signals import _config, _left, _start, _stop, _wait_servers
from tests.conftest import PY, raw_server, run_cli

NAMES = ["zeta", "alpha", "mid", "down"]  # config order, not alphabetical


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("jobs")
    parts = []
    for name in NAMES[:3]:
        server = raw_server("--server-name", name)
        parts.append(f'[servers.{name}]\ncommand = {json.dumps(PY)}\n'
                     f'args = {json.dumps(server[1:])}\nrequire = ["echo"]\n')
    parts.append('[servers.down]\ncommand = "definitely-not-a-command-xyz"\n')
    (work / "mcpcheck.toml").write_text("\n".join(parts))
    return work


def _stable(report: dict[str, Any]) -> list[tuple[str, str, list[tuple[str, Any]]]]:
    return [(s["server"], s["status"], [(f["rule"], f["tool"]) for f in s["findings"]])
            for s in report["servers"]]


@pytest.mark.parametrize("command", ["probe", "lint"])
def test_jobs_gives_the_serial_results_in_config_order(fleet: Path, command: str) -> None:
    runs = []
    for jobs in ("1", "4"):
        run = run_cli(command, "-f", "json", "--jobs", jobs, cwd=fleet, timeout=120)
        runs.append(run)
    serial, parallel = runs
    assert [s["server"] for s in serial.json()["servers"]] == NAMES
    assert parallel.code == serial.code == 3, parallel.out + parallel.err
    assert _stable(parallel.json()) == _stable(serial.json())


def test_jobs_from_the_environment(fleet: Path) -> None:
    run = run_cli("probe", "-f", "json", cwd=fleet,
                  env={"MCPCHECK_JOBS": "0"}, timeout=120)
    assert run.code == 2, run.out + run.err  # the variable is read (and checked)


@pytest.mark.parametrize("command", ["probe", "lint", "diff", "snapshot", "call"])
def test_sigint_during_a_parallel_run_leaves_nothing_behind(tag: str, tmp_path: Path,
                                                            command: str) -> None:
    """Three servers hung before the handshake, all started at once by --jobs 4: one Ctrl-C
    stops the run (130), kills every server, and --output has every server in config order."""
    config = _config(tmp_path / "mcpcheck.toml", tag, ["a", "b", "c"])
    if command == "call":
        (tmp_path / "calls.json").write_text('{"call": [{"tool": "echo", "arguments": {}}]}')
        extra = ["--calls", str(tmp_path / "calls.json")]
    else:
        extra = []
    report = tmp_path / "out" / "report.json"
    proc = _start(command, "--config", str(config), *extra, "--jobs", "4", "-f", "json",
                  "-o", str(report), cwd=tmp_path)
    _wait_servers(tag, 3, proc)  # serially only the first would be running
    rc, out, err = _stop(proc, signal.SIGINT)
    assert rc == 130, err
    assert "interrupted" in err and out == ""
    assert _left(tag) == []
    servers = json.loads(report.read_text(encoding="utf-8"))["servers"]
    assert [s["server"] for s in servers] == ["a", "b", "c"]
    assert all("interrupted by SIGINT" in s["error"] for s in servers)
