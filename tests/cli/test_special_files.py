"""Special files and broken streams: devices, named pipes, unreadable folders, file modes,
stdout that is full, closed or gone. Real files, real devices, real subprocesses; every case
must end promptly with its exit code and a message naming the file."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, raw_server, run_cli

EMPTY_SNAPSHOT = {"mcpcheckSnapshot": 1, "server": {"name": "s"}, "tools": []}


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    yield path


def _snap(path: Path) -> Path:
    path.write_text(json.dumps(EMPTY_SNAPSHOT), encoding="utf-8")
    return path


# ------------------------------------------------------------------ inputs


def test_diff_refuses_dev_zero_instead_of_reading_it_forever(tmp_path: Path) -> None:
    run = run_cli("diff", "/dev/zero", str(_snap(tmp_path / "b.json")), timeout=30)
    assert run.code == 3, run.err
    assert "/dev/zero: cannot read snapshot: is a device, not a regular file" in run.out


def test_calls_file_dev_zero_is_a_usage_error(tmp_path: Path) -> None:
    run = run_cli("call", "--calls", "/dev/zero", "--", *raw_server(), timeout=30)
    assert run.code == 2, run.err
    assert "--calls /dev/zero: cannot read: is a device, not a regular file" in run.err


def test_named_pipes_are_refused_without_blocking(tmp_path: Path, fifo: Path) -> None:
    old = _snap(tmp_path / "a.json")
    checks = [
        (("diff", str(fifo), str(old)), 3, f"{fifo}: cannot read snapshot: is a named pipe"),
        (("diff", str(old), str(old), "--ignore", str(fifo)), 2,
         f"cannot read ignore file {fifo}: is a named pipe"),
        (("call", "--calls", str(fifo), "--", *raw_server()), 2,
         f"--calls {fifo}: cannot read: is a named pipe"),
        (("validate", str(fifo), "--tool", "echo", "--snapshot", str(old)), 1,
         "cannot read: is a named pipe"),
        (("diff", str(old), str(old), "-o", str(fifo)), 2,
         f"--output {fifo}: is a named pipe with no reader"),
        (("check", "--config", str(fifo)), 2,
         f"{fifo}: cannot read config: is a named pipe, not a regular file"),
    ]
    for args, code, message in checks:
        run = run_cli(*args, timeout=30)
        assert run.code == code, (args, run.err, run.out)
        assert message in run.out + run.err, (args, run.err, run.out)


def test_an_input_past_the_size_bound_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "calls.json"
    with big.open("wb") as handle:
        handle.truncate(16 * 1024 * 1024 + 1)
    run = run_cli("call", "--calls", str(big), "--", *raw_server(), timeout=30)
    assert run.code == 2, run.err
    assert "larger than the 16 MiB limit" in run.err


# ------------------------------------------------------------------ snapshots as outputs


@pytest.mark.parametrize("device", ["full", "null", "fifo", "link"])
def test_snapshot_never_writes_or_replaces_a_device(tmp_path: Path, device: str) -> None:
    """Private nodes (mknod in tmp_path): a full and a null device, a named pipe, a link to
    the full device."""
    os.mknod(tmp_path / "full", stat.S_IFCHR | 0o666, os.makedev(1, 7))
    os.mknod(tmp_path / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "link").symlink_to(tmp_path / "full")
    target = tmp_path / device
    for extra in ((), ("--update",)):
        run = run_cli("snapshot", "--snapshot", str(target), *extra, "--", *raw_server(),
                      timeout=30)
        assert run.code == 3, run.err
        assert f"{target}: is a " in run.out and "a snapshot is written to a regular file only" \
            in run.out
    assert stat.S_ISLNK(os.lstat(tmp_path / "link").st_mode)
    assert stat.S_ISCHR(os.lstat(tmp_path / "full").st_mode)
    assert stat.S_ISCHR(os.lstat(tmp_path / "null").st_mode)
    assert stat.S_ISFIFO(os.lstat(tmp_path / "fifo").st_mode)


def test_new_snapshot_follows_the_umask_and_update_keeps_the_mode(tmp_path: Path) -> None:
    dest = tmp_path / "snap.json"
    cmd = [PY, "-m", "mcpcheck", "snapshot", "--snapshot", str(dest), "--", *raw_server()]
    subprocess.run(cmd, check=True, capture_output=True, timeout=60, umask=0o022, cwd=ROOT)
    assert stat.S_IMODE(dest.stat().st_mode) == 0o644
    other = tmp_path / "other.json"
    subprocess.run([*cmd[:5], str(other), *cmd[6:]], check=True, capture_output=True,
                   timeout=60, umask=0o027, cwd=ROOT)
    assert stat.S_IMODE(other.stat().st_mode) == 0o640
    dest.chmod(0o664)
    changed = [*cmd[:6], "--update", "--", *raw_server("--server-version", "2.0.0")]
    subprocess.run(changed, check=True, capture_output=True, timeout=60, umask=0o077, cwd=ROOT)
    assert '"2.0.0"' in dest.read_text(encoding="utf-8")
    assert stat.S_IMODE(dest.stat().st_mode) == 0o664


def test_output_at_the_snapshot_path_never_overwrites_the_snapshot(tmp_path: Path) -> None:
    dest = tmp_path / "snap.json"
    run = run_cli("snapshot", "--snapshot", str(dest), "-o", str(dest), "--", *raw_server())
    assert run.code == 2, run.err
    assert f"--output {dest} is the snapshot file" in run.err
    assert not dest.exists()  # refused before the server was contacted
    named = tmp_path / "snapshots" / "srv.json"
    config = tmp_path / "mcpcheck.toml"
    config.write_text(f"[servers.srv]\ncommand = {json.dumps(PY)}\n"
                      f"args = {json.dumps(raw_server()[1:])}\n", encoding="utf-8")
    run = run_cli("snapshot", "--config", str(config), "-o", f"json={named}")
    assert run.code == 2, run.err
    assert "is the snapshot file" in run.err


def _without_root(cmd: list[str]) -> list[str]:
    """Run as root without the capabilities that ignore file modes (or as the user we are)."""
    if os.geteuid() != 0:
        return cmd
    setpriv = shutil.which("setpriv")
    assert setpriv, "setpriv (util-linux) is needed to drop root's file-mode override"
    return [setpriv, "--bounding-set", "-dac_override,-dac_read_search", *cmd]


def test_unreadable_folder_of_the_snapshot_is_named(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        for command in ("snapshot", "diff", "check"):
            target = ["--snapshot", str(locked / "s.json")] if command != "check" else []
            if command == "check":
                config = tmp_path / "mcpcheck.toml"
                config.write_text(f"[servers.srv]\ncommand = {json.dumps(PY)}\n"
                                  f"args = {json.dumps(raw_server()[1:])}\n"
                                  f'snapshot = "{locked}/s.json"\n', encoding="utf-8")
                target = ["--config", str(config)]
            proc = subprocess.run(
                _without_root([PY, "-m", "mcpcheck", command, *target, "--", *raw_server()]
                              if command != "check" else
                              [PY, "-m", "mcpcheck", command, *target]),
                capture_output=True, text=True, timeout=60, cwd=ROOT)
            assert proc.returncode == 3, (command, proc.stderr, proc.stdout)
            assert "Permission denied" in proc.stdout, (command, proc.stdout)
            assert "internal error" not in proc.stderr + proc.stdout
    finally:
        locked.chmod(0o755)


# ------------------------------------------------------------------ stdout


def _diff_to(tmp_path: Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    snap = str(_snap(tmp_path / "a.json"))
    return subprocess.run([PY, "-m", "mcpcheck", "diff", snap, snap, "-f", "json"], text=True,
                          stderr=subprocess.PIPE, timeout=60, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def test_stdout_on_a_full_disk_says_so(tmp_path: Path) -> None:
    os.mknod(tmp_path / "full", stat.S_IFCHR | 0o666, os.makedev(1, 7))  # a private /dev/full
    with open(tmp_path / "full", "w") as full:
        proc = _diff_to(tmp_path, stdout=full)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == ("mcpcheck: cannot write the report to stdout: "
                                   "No space left on device")


def test_closed_stdout_is_named(tmp_path: Path) -> None:
    proc = _diff_to(tmp_path, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
    assert proc.returncode == 2, proc.stderr
    assert "stdout is closed" in proc.stderr
    assert "internal error" not in proc.stderr


def test_a_reader_that_went_away_ends_quietly_with_141(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = _diff_to(tmp_path, stdout=write_end)
    finally:
        os.close(write_end)
    assert proc.returncode == 141
    assert proc.stderr == ""
