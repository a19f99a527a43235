"""Snapshots are never lost: kill -9 mid-write, concurrent writers, corrupt/foreign baselines."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
from pathlib import Path

import pytest

from mcpcheck.models import Surface
from mcpcheck.snapshots.store import build_document, read_snapshot, render
from tests.conftest import PY, ROOT, raw_server, run_cli

KILLS = 24

WRITER = r"""
import sys
from pathlib import Path
from mcpcheck.snapshots.store import atomic_write
path = Path(sys.argv[1])
versions = [Path(p).read_bytes() for p in sys.argv[2:]]
print("ready", flush=True)
i = 0
while True:
    atomic_write(path, versions[i % len(versions)])
    i += 1
"""


def big_snapshot(label: str, tools: int) -> bytes:
    """A real snapshot document of a few MB (long descriptions make each write slow)."""
    defs = tuple({"name": f"{label}-{i:04d}", "description": label * 2000,
                  "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}
                 for i in range(tools))
    return render(build_document(Surface(server_name=label, server_version="1",
                                         protocol_version="2025-11-25", capabilities={},
                                         tools=defs)))


def test_kill_9_during_atomic_write_leaves_old_or_new(tmp_path: Path) -> None:
    versions = [big_snapshot(label, 400) for label in ("old", "newA", "newB")]
    files = []
    for i, data in enumerate(versions):
        files.append(tmp_path / f"v{i}.bin")
        files[-1].write_bytes(data)
    target = tmp_path / "snap" / "server.json"
    target.parent.mkdir()
    target.write_bytes(versions[0])
    rng = random.Random(9)
    seen = set()
    for _ in range(KILLS):
        proc = subprocess.Popen([PY, "-c", WRITER, str(target), *map(str, files[1:])],
                                stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        try:
            proc.wait(rng.uniform(0.0, 0.4))
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(10) == -signal.SIGKILL
        proc.stdout.close()
        data = target.read_bytes()
        assert data in versions, f"torn file of {len(data)} bytes"
        seen.add(versions.index(data))
        assert read_snapshot(target).document["server"]["name"] in ("old", "newA", "newB")
    assert seen & {1, 2}, "no kill landed after a completed write"
    # a kill between mkstemp and rename can leave a hidden temp file, never the snapshot itself
    leftovers = [p.name for p in target.parent.iterdir() if p.name != "server.json"]
    assert all(n.startswith(".server.json.") and n.endswith(".tmp") for n in leftovers)


def tools_file(tmp_path: Path, name: str, count: int) -> Path:
    spec = tmp_path / f"{name}.tools.json"
    spec.write_text(json.dumps([{"name": f"{name}{i}", "description": name * 500,
                                 "inputSchema": {"type": "object"}} for i in range(count)]))
    return spec


def test_concurrent_updates_leave_one_complete_file(tmp_path: Path) -> None:
    servers = {n: raw_server("--tools", str(tools_file(tmp_path, n, 300))) for n in ("a", "b")}
    expected = {}
    for n, argv in servers.items():
        ref = tmp_path / f"ref-{n}.json"
        assert run_cli("snapshot", "--snapshot", str(ref), "--", *argv).code == 0
        expected[n] = ref.read_bytes()
    assert expected["a"] != expected["b"]
    snap = tmp_path / "shared.json"
    env = {**os.environ, "NO_COLOR": "1"}
    outcomes = set()
    for _ in range(4):
        pair = [subprocess.Popen([PY, "-m", "mcpcheck", "snapshot", "--update", "--snapshot",
                                  str(snap), "--", *argv], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                for argv in servers.values()]
        for proc in pair:
            out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, out.decode() + err.decode()
        data = snap.read_bytes()
        assert data in expected.values(), "mixed or torn snapshot"
        outcomes.add(data)
        read_snapshot(snap)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


VALID = big_snapshot("x", 2)
BAD_BASELINES = {
    "garbage": (b"garbage\xff\xfe{{{", "corrupt snapshot: not UTF-8 (byte 7)"),
    "truncated": (VALID[: len(VALID) // 2], "corrupt snapshot: "),
    "empty": (b"", "corrupt snapshot: Expecting value at line 1 column 1"),
    "foreign": (b'{"name": "some-package", "version": "1.0.0"}\n',
                "not an mcpcheck snapshot (no 'mcpcheckSnapshot' key)"),
    "future-format": (VALID.replace(b'"mcpcheckSnapshot": 1', b'"mcpcheckSnapshot": 7'),
                      "unsupported snapshot format 7 (this mcpcheck reads 1)"),
    "tools-not-a-list": (b'{"mcpcheckSnapshot": 1, "tools": {}}',
                         "corrupt snapshot: 'tools' is not a list of entries"),
    "json-array": (b"[1, 2, 3]", "not an mcpcheck snapshot"),
}


@pytest.mark.parametrize("kind", sorted(BAD_BASELINES))
def test_bad_baseline_is_exit_3_and_untouched(tmp_path: Path, kind: str) -> None:
    data, reason = BAD_BASELINES[kind]
    snap = tmp_path / "s.json"
    snap.write_bytes(data)
    before = os.stat(snap)
    run = run_cli("snapshot", "--snapshot", str(snap), "--", *raw_server())
    assert run.code == 3, run.out + run.err
    assert reason in run.out
    assert "Traceback" not in run.out + run.err
    assert snap.read_bytes() == data
    assert os.stat(snap).st_ino == before.st_ino
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


@pytest.mark.parametrize("kind", ["garbage", "truncated", "foreign"])
def test_diff_against_a_bad_baseline_is_exit_3(tmp_path: Path, kind: str) -> None:
    data, reason = BAD_BASELINES[kind]
    bad = tmp_path / "bad.json"
    bad.write_bytes(data)
    good = tmp_path / "good.json"
    good.write_bytes(VALID)
    run = run_cli("diff", str(bad), str(good))
    assert run.code == 3, run.out + run.err
    assert reason in run.out + run.err
    assert bad.read_bytes() == data
