"""`mcpcheck mutate`: arguments that cannot mean anything are exit 2 before anything is written,
and the README's exit codes, stdout contract and signal table hold for it as for every command.
Special files are private (mknod in tmp_path)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

from tests.conftest import PY, ROOT, run_cli

SEARCH = {
    "name": "search",
    "inputSchema": {"type": "object", "required": ["query"], "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50}}},
    "outputSchema": {"type": "object", "required": ["items", "total"], "properties": {
        "items": {"type": "array"}, "total": {"type": "integer"}}},
}


@pytest.fixture
def base(tmp_path: Path) -> Path:
    path = tmp_path / "base.json"
    path.write_text(json.dumps({"mcpcheckSnapshot": 1, "server": {"name": "s"},
                                "tools": [{"name": "search", "definition": SEARCH}]}))
    return path


def mutate(base: Path, *args: str, out: str | Path | None = None,
           cwd: Path | None = None) -> tuple[int, str, str]:
    target = str(out if out is not None else base.parent / "out.json")
    run = run_cli("mutate", str(base), "--tool", "search", "-o", target, *args, cwd=cwd)
    return run.code, run.out, run.err


def test_mutate_still_writes_what_diff_reports(base: Path) -> None:
    out = base.parent / "out.json"
    for args, rule in ((("--rule", "tool-renamed", "--to", "find"), "tool-renamed"),
                       (("--rule", "input-property-became-required",
                         "--path", "/inputSchema/properties/limit"),
                        "input-property-became-required"),
                       (("--rule", "input-range-narrowed",
                         "--path", "/inputSchema/properties/limit"), "input-range-narrowed")):
        code, stdout, err = mutate(base, *args)
        assert (code, stdout) == (0, f"wrote {out}: {rule} on `search`\n"), err
        diff = run_cli("diff", str(base), str(out), "-f", "json")
        assert rule in {f["rule"] for f in diff.json()["servers"][0]["findings"]}


def test_a_git_output_is_exit_2_and_writes_nothing(base: Path, tmp_path: Path) -> None:
    code, _, err = mutate(base, "--rule", "tool-removed", out="git:HEAD:x.json", cwd=tmp_path)
    assert code == 2
    assert "-o git:HEAD:x.json: a git: path is read-only" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["base.json"]


@pytest.mark.parametrize(("args", "said"), [
    (("--rule", "tool-renamed", "--to", ""), "--to '': a tool name needs a visible character"),
    (("--rule", "tool-renamed", "--to", "  "), "--to '  ': a tool name needs"),
    (("--rule", "tool-renamed", "--to", "a\nb"), "--to 'a\\nb': a tool name needs"),
    (("--rule", "tool-removed", "--to", "x"), "--to is for tool-renamed only, not tool-removed"),
    (("--rule", "input-range-narrowed", "--to", "x"), "--to is for tool-renamed only"),
    (("--rule", "input-property-became-required", "--path", "/inputSchema/properties/nope"),
     "no property `nope` at `/inputSchema` in tool `search`"),
    (("--rule", "output-required-property-removed", "--path",
      "/outputSchema/properties/nope"), "no property `nope` at `/outputSchema`"),
    (("--rule", "input-property-became-required", "--path", "/inputSchema/properties/a~2b"),
     "`~` must be followed by 0 (for ~) or 1 (for /)"),
    (("--rule", "input-range-narrowed", "--path", "inputSchema/properties/limit"),
     "a JSON Pointer into the tool starts with `/`"),
    (("--rule", "tool-removed", "--path", "/inputSchema"), "--path is not used by tool-removed"),
    (("--rule", "annotation-destructive-escalated", "--path", "/annotations"),
     "--path is not used by annotation-destructive-escalated"),
])
def test_arguments_that_mean_nothing_are_exit_2(base: Path, args: tuple[str, ...],
                                                said: str) -> None:
    code, stdout, err = mutate(base, *args)
    assert (code, stdout) == (2, ""), err
    assert said in err
    assert not (base.parent / "out.json").exists()


def test_exit_codes(base: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text("{not json")
    os.link(base, tmp_path / "hard.json")
    cases = [
        (("mutate", str(base), "--rule", "tool-removed", "--tool", "search", "-o", str(out)), 0),
        (("mutate", str(base), "--rule", "no-such-rule", "--tool", "search", "-o", str(out)), 2),
        (("mutate", str(base), "--rule", "tool-removed", "--tool", "nope", "-o", str(out)), 2),
        (("mutate", str(base), "--rule", "tool-removed", "--tool", "search",
          "-o", str(tmp_path / "hard.json")), 2),
        (("mutate", str(tmp_path / "missing.json"), "--rule", "tool-removed", "--tool", "search",
          "-o", str(out)), 3),
        (("mutate", str(corrupt), "--rule", "tool-removed", "--tool", "search",
          "-o", str(out)), 3),
        (("mutate", str(base), "--rule", "tool-removed"), 2),  # no --tool, no -o
    ]
    for args, code in cases:
        run = run_cli(*args)
        assert run.code == code, (args, run.err)
        assert "Traceback" not in run.err and "internal error" not in run.err
    assert json.loads(base.read_text())["tools"][0]["name"] == "search"


# ------------------------------------------------------------------ stdout


def _mutate_to(base: Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PY, "-m", "mcpcheck", "mutate", str(base), "--rule", "tool-removed",
                           "--tool", "search", "-o", str(base.parent / "out.json")], text=True,
                          stderr=subprocess.PIPE, timeout=60, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def test_stdout_full_closed_or_gone(base: Path, tmp_path: Path) -> None:
    full = tmp_path / "full"
    os.mknod(full, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    with full.open("w") as stdout:
        proc = _mutate_to(base, stdout=stdout)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == ("mcpcheck: cannot write the report to stdout: "
                                   "No space left on device")
    proc = _mutate_to(base, stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
    assert proc.returncode == 2 and "stdout is closed" in proc.stderr, proc.stderr
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = _mutate_to(base, stdout=write_end)
    finally:
        os.close(write_end)
    assert (proc.returncode, proc.stderr) == (141, "")


# ------------------------------------------------------------------ signals


@pytest.mark.parametrize(("signum", "code", "note"), [
    (signal.SIGINT, 130, ""), (signal.SIGTERM, 143, " (SIGTERM)"),
    (signal.SIGHUP, 129, " (SIGHUP)")])
def test_a_signal_stops_mutate_with_the_readme_code(base: Path, tmp_path: Path, signum: int,
                                                    code: int, note: str) -> None:
    """mutate is stopped while it reads its snapshot from git (a `git` that hangs, first on
    PATH): exit 128 + signal, `interrupted` on stderr, nothing written."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    pid_file = tmp_path / "git.pid"
    fake = bin_dir / "git"
    fake.write_text(f'#!/bin/sh\necho $$ > "{pid_file}.tmp"\nmv "{pid_file}.tmp" "{pid_file}"\n'
                    "exec sleep 120\n")
    fake.chmod(0o755)
    out = tmp_path / "out.json"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    proc = subprocess.Popen([PY, "-m", "mcpcheck", "mutate", "git:HEAD:base.json", "--rule",
                             "tool-removed", "--tool", "search", "-o", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=tmp_path)
    try:
        deadline = time.monotonic() + 60
        while not pid_file.exists():  # mutate is inside its read of the snapshot
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the fake git never started"
            time.sleep(0.02)
        proc.send_signal(signum)
        stdout, stderr = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if pid_file.exists():
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid_file.read_text()), signal.SIGKILL)
    assert (proc.returncode, stdout, stderr) == (code, "", f"mcpcheck: interrupted{note}\n")
    assert not out.exists()
