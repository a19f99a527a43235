"""`--shard K/N` and MCPCHECK_SHARD on the config commands: each server of the selection in
exactly one shard, usage errors for bad values and for runs that have no config to split, an
empty shard that says so and exits 0, and a signal during a sharded `--jobs` run."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from mcpcheck.settings.shard import assignment
from tests.cli.test_signals import _config, _left, _start, _stop, _wait_servers
from tests.conftest import PY, RAW_STDIO, raw_server, run_cli

NAMES = ["zeta", "alpha", "mid", "omega", "beta", "down"]


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("shard")
    parts = []
    for name in NAMES[:-1]:
        args = json.dumps([str(RAW_STDIO), "--server-name", name])
        parts.append(f"[servers.{name}]\ncommand = {json.dumps(PY)}\nargs = {args}\n"
                     'require = ["echo"]\n')
    parts.append('[servers.down]\ncommand = "definitely-not-a-command-xyz"\n')
    (work / "mcpcheck.toml").write_text("\n".join(parts))
    return work


def _members(k: int, n: int, names: list[str] = NAMES) -> list[str]:
    return [name for name, s in zip(names, assignment(names, n), strict=True) if s == k]


def test_probe_shards_cover_the_fleet_once(fleet: Path) -> None:
    seen: list[str] = []
    for k in (1, 2, 3, 4):
        env = {"MCPCHECK_SHARD": f"{k}/4"} if k % 2 else {}
        flag = [] if k % 2 else ["--shard", f"{k}/4"]
        run = run_cli("probe", *flag, "-f", "json", cwd=fleet, env=env, timeout=120)
        report = run.json()
        names = [s["server"] for s in report["servers"]]
        assert names == _members(k, 4)  # config order within the shard
        assert run.code == (3 if "down" in names else 0), run.err
        assert report["shard"] == {"index": k, "count": 4, "selected": NAMES}
        seen += names
    assert sorted(seen) == sorted(NAMES)


def test_shard_applies_after_the_server_selection(fleet: Path) -> None:
    runs = [run_cli("lint", "--server", "mid", "--shard", f"{k}/2", "-f", "json", cwd=fleet)
            for k in (1, 2)]
    assert sorted(len(r.json()["servers"]) for r in runs) == [0, 1]
    assert all(r.json()["shard"]["selected"] == ["mid"] for r in runs)
    assert all(r.code == 0 for r in runs), [r.err for r in runs]


@pytest.mark.parametrize("command", ["probe", "lint", "check", "snapshot", "call", "validate"])
def test_an_empty_shard_is_ok_and_says_so(fleet: Path, command: str) -> None:
    empty = next(k for k in range(1, 10) if not _members(k, 9))
    run = run_cli(command, "--shard", f"{empty}/9", cwd=fleet)
    assert run.code == 0, run.err
    said = f"nothing to check in shard {empty}/9 (6 selected servers in 9 shards)"
    assert said in run.out
    assert "could not" not in run.err


@pytest.mark.parametrize(("value", "says"), [
    ("0/3", "--shard 0/3: K must be from 1 to 3"), ("4/3", "--shard 4/3: K must be from 1 to 3"),
    ("abc", "--shard expects K/N"), ("1/0", "--shard 1/0: N (the number of shards) must be at"
                                             " least 1")])
@pytest.mark.parametrize("command", ["check", "probe", "diff", "serve"])
def test_bad_values_are_exit_2(fleet: Path, command: str, value: str, says: str) -> None:
    run = run_cli(command, "--shard", value, cwd=fleet)
    assert run.code == 2, run.out + run.err
    assert run.err == f"mcpcheck: {says}" + run.err.split(says, 1)[1]
    assert "Traceback" not in run.err


def test_a_bad_environment_value_names_the_variable(fleet: Path) -> None:
    run = run_cli("lint", cwd=fleet, env={"MCPCHECK_SHARD": "1/x"})
    assert run.code == 2 and "MCPCHECK_SHARD expects K/N" in run.err, run.err


def test_nothing_to_split_is_a_usage_error(fleet: Path, tmp_path: Path) -> None:
    snap = tmp_path / "s.json"
    first = run_cli("snapshot", "--snapshot", str(snap), "--", *raw_server())
    assert first.code == 0, first.err
    for argv, what in ((["probe", "--", *raw_server()], "a server given by --stdio"),
                       (["diff", str(snap), str(snap)], "an offline diff"),
                       (["lint", "--snapshot", str(snap)], "a stored surface")):
        run = run_cli(*argv, cwd=fleet, env={"MCPCHECK_SHARD": "1/2"})
        assert run.code == 2, (argv, run.err)
        assert f"MCPCHECK_SHARD 1/2 splits the servers of a config file; {what}" in run.err


def test_serve_refuses_an_empty_shard(fleet: Path) -> None:
    empty = next(k for k in range(1, 10) if not _members(k, 9))
    run = run_cli("serve", "--shard", f"{empty}/9", "--port", "0", cwd=fleet)
    assert run.code == 2
    assert f"shard {empty}/9 has no servers to watch" in run.err


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_signal_during_a_sharded_parallel_run(tag: str, tmp_path: Path, signum: int,
                                              code: int) -> None:
    """Six hung servers split in two shards of three, run with --jobs 4: the signal stops the
    run (130/143), every server is killed, and --output lists this shard's servers only."""
    names = ["a", "b", "c", "d", "e", "f"]
    config = _config(tmp_path / "mcpcheck.toml", tag, names)
    members = _members(2, 2, names)
    assert len(members) == 3
    report = tmp_path / "out" / "report.json"
    proc = _start("check", "--config", str(config), "--shard", "2/2", "--jobs", "4",
                  "-f", "json", "-o", str(report), cwd=tmp_path)
    _wait_servers(tag, 3, proc)
    rc, out, err = _stop(proc, signum)
    assert rc == code, err
    assert "interrupted" in err and out == ""
    assert _left(tag) == []
    written = json.loads(report.read_text(encoding="utf-8"))
    assert [s["server"] for s in written["servers"]] == members
    assert written["shard"] == {"index": 2, "count": 2, "selected": names}
    assert all(f"interrupted by {signal.Signals(signum).name}" in s["error"]
               for s in written["servers"])
