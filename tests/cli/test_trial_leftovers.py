"""Issue 24 §7: the leftovers of the first trial, each checked through the real command line."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT, raw_server, run_cli

ONE_TOOL = json.dumps([{"name": "echo", "inputSchema": {
    "type": "object", "properties": {"text": {"type": "string"}}}}])


def test_help_lists_every_command_summary_whole() -> None:
    from mcpcheck.cli.app import app
    import typer.main

    group = typer.main.get_command(app)
    run = run_cli("--help")
    assert run.code == 0, run.err
    listing = " ".join(run.out.split("Commands:")[1].split())
    assert "..." not in listing
    for name, cmd in group.commands.items():  # type: ignore[attr-defined]
        first = " ".join((cmd.help or "").split("\n\n")[0].split())
        assert f"{name} {first}" in listing, (name, first, listing)


def test_counts_of_one_are_singular(tmp_path: Path) -> None:
    snap = tmp_path / "one.json"
    run = run_cli("snapshot", "--snapshot", str(snap), "--",
                  *raw_server("--tools-json", ONE_TOOL, "--with-prompts"))
    assert run.code == 0, run.err
    assert "  1 tool, 1 prompt, 1 resource, 1 resource template\n" in run.out, run.out
    probe = run_cli("probe", "--", *raw_server("--tools-json", ONE_TOOL))
    assert probe.code == 0, probe.err
    assert re.fullmatch(r"ok: raw-test-server: 1 tool, no required tools in [0-9.]+s\n",
                        probe.out), probe.out
    (tmp_path / "call.json").write_text('{"tool": "echo", "arguments": {"text": "hi"}}')
    one = run_cli("validate", str(tmp_path / "call.json"), "--snapshot", str(snap))
    assert one.code == 0, one.out + one.err
    assert "  1 call in 1 file; 0 files failed\n" in one.out, one.out


def test_a_folder_counts_the_files_in_it(tmp_path: Path) -> None:
    snap = tmp_path / "one.json"
    assert run_cli("snapshot", "--snapshot", str(snap), "--",
                   *raw_server("--tools-json", ONE_TOOL)).code == 0
    args = tmp_path / "args"
    (args / "echo").mkdir(parents=True)
    (args / "echo" / "a.json").write_text('{"text": "a"}')
    (args / "echo" / "b.json").write_text('{"text": 1}')
    (args / "c.json").write_text('{"tool": "echo", "arguments": {"text": "c"}}')
    run = run_cli("validate", str(args), "--snapshot", str(snap))
    assert run.code == 1, run.out + run.err
    assert "  3 calls in 3 files; 1 file failed\n" in run.out, run.out
    data = run_cli("validate", str(args), "--snapshot", str(snap), "-f", "json").json()
    assert data["servers"][0]["details"]["files"] == 3


def test_make_demo_on_a_fresh_clone_says_it_created_its_snapshot(tmp_path: Path) -> None:
    """A fresh clone has the committed snapshots/demo.json: the demo still writes (and says
    `created`), each time, and leaves the committed file alone."""
    make = shutil.which("make")
    assert make is not None
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "snapshots").mkdir()
    committed = (ROOT / "snapshots" / "demo.json").read_bytes()
    (tmp_path / "snapshots" / "demo.json").write_bytes(committed)
    venv = ROOT / ".venv"
    for _ in range(2):
        proc = subprocess.run([make, "-s", "-o", str(venv / ".installed"), "demo",
                               f"VENV={venv}"], cwd=tmp_path, capture_output=True, text=True,
                              timeout=300)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert re.search(r"-> +build/demo/demo\.json created\n", proc.stdout), proc.stdout
        assert "unchanged" not in proc.stdout
        assert "mcpcheck diff exited 1" in proc.stdout
    assert (tmp_path / "snapshots" / "demo.json").read_bytes() == committed


def test_probe_writes_could_not_evaluate_to_stdout_like_its_other_results() -> None:
    run = run_cli("probe", "--timeout", "20", "--", *raw_server("--fault", "exit-immediately"))
    assert run.code == 3
    assert run.out.startswith("error: server: could not evaluate: "), run.out
    assert run.err == ""
