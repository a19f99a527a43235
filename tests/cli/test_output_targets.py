"""Where a run writes: never over a device, a named pipe, a link to one, or its own inputs.

Every caller of the guarded writer (tests/fileio/test_guarded_writer.py lists them) has a case
in WRITER_CASES that runs the real CLI against private special files made in tmp_path (mknod,
mkfifo, a Unix socket; never the machine's /dev nodes). Then: a report (`-o`) or a written
snapshot that would overwrite a file the same run reads is exit 2 naming both, before any
server is contacted; an `-o` value that names an unknown format is exit 2.
"""

from __future__ import annotations

import json
import os
import shlex
import socket
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.conftest import PY, Run, raw_server, run_cli

EMPTY = {"mcpcheckSnapshot": 1, "server": {"name": "s"}, "tools": []}


def snap(path: Path, doc: dict[str, object] | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc or EMPTY), encoding="utf-8")
    return path


def make_specials(folder: Path) -> tuple[dict[str, Path], socket.socket]:
    """Private special files: a null and a full character device, a named pipe (no reader),
    links to the full device and to the pipe, a directory and a listening Unix socket."""
    folder.mkdir(parents=True, exist_ok=True)
    os.mknod(folder / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    os.mknod(folder / "full", stat.S_IFCHR | 0o666, os.makedev(1, 7))
    os.mkfifo(folder / "fifo")
    (folder / "to-full").symlink_to(folder / "full")
    (folder / "to-fifo").symlink_to(folder / "fifo")
    (folder / "dir").mkdir()
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(folder / "sock"))
    names = {"device": "null", "full": "full", "fifo": "fifo", "link-to-device": "to-full",
             "link-to-fifo": "to-fifo", "directory": "dir", "socket": "sock"}
    return {kind: folder / name for kind, name in names.items()}, sock


def kinds(paths: dict[str, Path]) -> dict[str, tuple[int, int]]:
    """File type and device number of each path itself (links not followed)."""
    return {k: (stat.S_IFMT(os.lstat(p).st_mode), os.lstat(p).st_rdev) for k, p in paths.items()}


# ------------------------------------------------------------------ every writer

Case = Callable[[Path, Path], Run]


def _report(target: Path, tmp: Path) -> Run:
    a = str(snap(tmp / "a.json"))
    return run_cli("diff", a, a, "-o", str(target), timeout=60)


def _report_extra(target: Path, tmp: Path) -> Run:
    a = str(snap(tmp / "a.json"))
    return run_cli("diff", a, a, "-q", "-o", f"junit={target}", timeout=60)


def _snapshot(target: Path, tmp: Path) -> Run:
    return run_cli("snapshot", "--snapshot", str(target), "--update", "--", *raw_server(),
                   timeout=60)


def _mutate(target: Path, tmp: Path) -> Run:
    base = snap(tmp / "base.json", {**EMPTY, "tools": [
        {"name": "t", "definition": {"name": "t", "inputSchema": {"type": "object"}}}]})
    return run_cli("mutate", str(base), "--rule", "tool-removed", "--tool", "t",
                   "-o", str(target), timeout=60)


# writer (module.function, as tests/fileio/test_guarded_writer.py lists it) -> how the CLI
# reaches it, and per special target the exit code and what the message says (a report may go
# into a device; a snapshot never replaces one).
Expect = dict[str, tuple[int, str]]
REPORT: Expect = {"device": (0, ""), "full": (2, "No space left on device"),
                  "fifo": (2, "is a named pipe with no reader"),
                  "link-to-device": (2, "No space left on device"),
                  "link-to-fifo": (2, "is a named pipe with no reader"),
                  "directory": (2, "Is a directory"), "socket": (2, "is a socket")}
REPLACED = {"device": "is a device", "full": "is a device", "fifo": "is a named pipe",
            "link-to-device": "is a device", "link-to-fifo": "is a named pipe",
            "socket": "is a socket"}
SNAPSHOT: Expect = {**{k: (3, v) for k, v in REPLACED.items()},
                    "directory": (3, "is a directory")}
MUTATE: Expect = {**{k: (2, v) for k, v in REPLACED.items()}, "directory": (2, "Is a directory")}
WRITER_CASES: dict[str, list[tuple[Case, Expect]]] = {
    "mcpcheck.cli.output.write_output": [(_report, REPORT), (_report_extra, REPORT)],
    "mcpcheck.snapshots.store.atomic_write": [(_snapshot, SNAPSHOT)],
    "mcpcheck.commands.mock.run_mutate": [(_mutate, MUTATE)],
}


@pytest.fixture
def specials(tmp_path: Path) -> Iterator[dict[str, Path]]:
    made, sock = make_specials(tmp_path / "sp")
    yield made
    sock.close()


@pytest.mark.parametrize("writer", sorted(WRITER_CASES))
def test_every_writer_leaves_special_files_as_they_are(writer: str, tmp_path: Path,
                                                       specials: dict[str, Path]) -> None:
    before = kinds(specials)
    for case, codes in WRITER_CASES[writer]:
        for kind, (code, reason) in codes.items():
            run = case(specials[kind], tmp_path)
            assert run.code == code, (case.__name__, kind, run.err, run.out)
            said = run.err + run.out
            if code == 0:
                assert said == "", (case.__name__, kind, said)  # the report went into the device
                continue
            assert f"{specials[kind]}: {reason}" in said, (case.__name__, kind, said)
            assert "internal error" not in said and "wrote" not in said
            assert kinds(specials) == before, (case.__name__, kind)
    assert not [p for p in specials["fifo"].parent.iterdir() if p.name.endswith(".tmp")]


def test_mutate_over_a_full_device_said_wrote_and_exit_0_before(tmp_path: Path,
                                                                specials: dict[str, Path]) -> None:
    """The issue's case: `mutate -o /dev/full`, here with a private full device."""
    run = _mutate(specials["full"], tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err.strip() == (f"mcpcheck: -o {specials['full']}: is a device; only a regular "
                               "file is written here, never replaced")
    assert stat.S_ISCHR(os.lstat(specials["full"]).st_mode)


def test_a_failed_replace_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    """A write that fails half-way (the file-size limit: EFBIG, as ENOSPC would) is exit 2 with
    the system's reason; the file that was there is intact and no temporary file is left."""
    import resource
    import signal
    import subprocess

    old = tmp_path / "out.json"
    old.write_text("the old file\n")
    base = snap(tmp_path / "base.json", {**EMPTY, "tools": [
        {"name": "t", "definition": {"name": "t", "inputSchema": {"type": "object"}}}]})

    def small_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))

    proc = subprocess.run([PY, "-m", "mcpcheck", "mutate", str(base), "--rule", "tool-removed",
                           "--tool", "t", "-o", str(old)], capture_output=True, text=True,
                          timeout=60, preexec_fn=small_files)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip() == f"mcpcheck: -o {old}: File too large"
    assert old.read_text() == "the old file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["base.json", "out.json"]


def test_mutate_through_a_link_replaces_the_file_it_names(tmp_path: Path) -> None:
    target = tmp_path / "drifted.json"
    target.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(target.name)
    run = _mutate(link, tmp_path)
    assert run.code == 0, run.err
    assert link.is_symlink()
    assert json.loads(target.read_text())["tools"] == []


# ------------------------------------------------------------------ outputs over inputs


@pytest.fixture
def fleet(tmp_path: Path) -> dict[str, Path]:
    """A config whose one server would leave a marker if it were started, with a configured
    snapshot, ignore file, calls file and argument files."""
    marker = tmp_path / "contacted"
    files = {"marker": marker, "config": tmp_path / "mcpcheck.toml",
             "snapshot": snap(tmp_path / "snaps" / "srv.json"),
             "ignore": tmp_path / "ignore.toml", "calls": tmp_path / "calls.toml",
             "args": tmp_path / "args" / "echo" / "one.json"}
    files["ignore"].write_text("", encoding="utf-8")
    files["calls"].write_text('[[call]]\ntool = "echo"\n', encoding="utf-8")
    files["args"].parent.mkdir(parents=True)
    files["args"].write_text("{}", encoding="utf-8")
    command = f"touch {shlex.quote(str(marker))}"
    files["config"].write_text(
        f'[servers.srv]\ncommand = "sh"\nargs = ["-c", {json.dumps(command)}]\n'
        f'snapshot = "snaps/srv.json"\nignore = "ignore.toml"\ncalls = "calls.toml"\n'
        f'validate = ["args"]\n', encoding="utf-8")
    return files


def _contents(paths: dict[str, Path]) -> dict[str, bytes]:
    return {k: p.read_bytes() for k, p in paths.items() if p.is_file()}


@pytest.mark.parametrize(("command", "role", "key", "form"), [
    ("check", "config file", "config", "format"),
    ("check", "config file", "config", "plain"),
    ("check", "snapshot file", "snapshot", "format"),
    ("check", "ignore file", "ignore", "plain"),
    ("check", "calls file", "calls", "format"),
    ("check", "argument folder", "args", "format"),
    ("diff", "snapshot file", "snapshot", "plain"),
    ("diff", "ignore file", "ignore", "format"),
    ("probe", "config file", "config", "format"),
    ("call", "calls file", "calls", "plain"),
    ("lint", "snapshot file", "snapshot", "format"),
    ("validate", "argument folder", "args", "plain"),
])
def test_a_report_never_overwrites_a_configured_input(fleet: dict[str, Path], command: str,
                                                      role: str, key: str, form: str) -> None:
    before = _contents(fleet)
    out = str(fleet[key]) if form == "plain" else f"sarif={fleet[key]}"
    run = run_cli(command, "--config", str(fleet["config"]), "-o", out, cwd=fleet["config"].parent)
    assert (run.code, run.out) == (2, ""), run.err
    if role == "argument folder":  # the config names the folder: nothing may be written in it
        said = (f"is inside the argument folder {fleet[key].parent.parent}, an input of this "
                "run; write it to another folder")
    else:
        said = f"is the {role} {fleet[key]}, an input of this run; write it to another file"
    assert run.err.strip() == f"mcpcheck: --output {out} {said}"
    assert _contents(fleet) == before
    assert not fleet["marker"].exists()  # refused before any server was started


def test_offline_diff_never_overwrites_its_baseline(tmp_path: Path) -> None:
    """The issue's case: `diff base.json new.json -o json=base.json` replaced the baseline."""
    base, new = snap(tmp_path / "base.json"), snap(tmp_path / "new.json")
    os.link(base, tmp_path / "hard.json")
    (tmp_path / "soft.json").symlink_to(new)
    ignore = tmp_path / "ignore.toml"
    ignore.write_text("")
    for out, clash in ((f"json={base}", base), (str(new), new),
                       (f"json={tmp_path / 'hard.json'}", base),
                       (f"markdown={tmp_path / 'soft.json'}", new),
                       (f"json={tmp_path / 'x' / '..' / 'base.json'}", base),
                       (f"junit={ignore}", ignore)):
        run = run_cli("diff", str(base), str(new), "--ignore", str(ignore), "-o", out)
        assert run.code == 2, (out, run.err)
        assert f"--output {out} is the " in run.err and f" {clash}, an input of this run" \
            in run.err, run.err
    assert json.loads(base.read_text()) == EMPTY and json.loads(new.read_text()) == EMPTY
    assert ignore.read_text() == ""


def test_flag_inputs_are_never_overwritten(tmp_path: Path) -> None:
    stored = snap(tmp_path / "s.json")
    calls = tmp_path / "calls.toml"
    calls.write_text('[[call]]\ntool = "echo"\n')
    args = tmp_path / "args.json"
    args.write_text('{"message": "hi"}')
    folder = tmp_path / "argdir" / "echo"
    folder.mkdir(parents=True)
    (folder / "a.json").write_text("{}")
    marker = tmp_path / "contacted"
    server = ["--", "sh", "-c", f"touch {shlex.quote(str(marker))}"]
    runs = [
        (("lint", "--snapshot", str(stored), "-o", str(stored)), stored),
        (("probe", "--pin", "--snapshot", str(stored), "--require", "echo",
          "-o", f"json={stored}", *server), stored),
        (("validate", str(args), "--tool", "echo", "--snapshot", str(stored),
          "-o", f"json={args}"), args),
        (("validate", str(args), "--tool", "echo", "--snapshot", str(stored),
          "-o", f"json={stored}"), stored),
        (("call", "--calls", str(calls), "-o", f"markdown={calls}", *server), calls),
        (("diff", "--snapshot", str(stored), "-o", str(stored), *server), stored),
    ]
    for args_, clash in runs:
        run = run_cli(*args_)
        assert run.code == 2, (args_, run.err)
        assert f" {clash}, an input of this run" in run.err, (args_, run.err)
    inside = run_cli("validate", str(tmp_path / "argdir"), "--snapshot", str(stored),
                     "-o", f"json={folder / 'report.json'}")
    assert inside.code == 2, inside.err
    assert f"is inside the argument folder {tmp_path / 'argdir'}" in inside.err
    assert not (folder / "report.json").exists()
    assert json.loads(stored.read_text()) == EMPTY
    assert args.read_text() == '{"message": "hi"}' and "echo" in calls.read_text()
    assert not marker.exists()


def test_snapshot_never_replaces_the_config_it_reads(fleet: dict[str, Path]) -> None:
    before = _contents(fleet)
    run = run_cli("snapshot", "--config", str(fleet["config"]), "--snapshot",
                  str(fleet["config"]), "--update")
    assert run.code == 2, run.err
    assert f"is the config file {fleet['config']}, an input of this run" in run.err
    assert _contents(fleet) == before and not fleet["marker"].exists()


def test_two_outputs_that_are_one_file(tmp_path: Path) -> None:
    a = str(snap(tmp_path / "a.json"))
    out = tmp_path / "r.json"
    run = run_cli("diff", a, a, "-o", str(out), "-o", f"json={tmp_path / 'x' / '..' / 'r.json'}")
    assert run.code == 2, run.err
    assert "are the same file" in run.err
    assert not out.exists()


# ------------------------------------------------------------------ -o FORMAT=FILE


@pytest.mark.parametrize(("value", "said"), [
    ("xml=out/r.xml", "xml is not a report format"),
    ("JSON=r.json", "JSON is not a report format"),
    ("JSON=", "JSON is not a report format"),
    ("=x", "no report format before `=`"),
])
def test_an_unknown_format_is_a_usage_error(tmp_path: Path, value: str, said: str) -> None:
    a = str(snap(tmp_path / "a.json"))
    run = run_cli("diff", a, a, "-o", value, cwd=tmp_path)
    assert (run.code, run.out) == (2, ""), run.err
    assert said in run.err and "one of: text, json, markdown, junit, github, sarif" in run.err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_a_file_whose_name_has_an_equals_sign(tmp_path: Path) -> None:
    a = str(snap(tmp_path / "a.json"))
    run = run_cli("diff", a, a, "-o", "./xml=out/r.xml", cwd=tmp_path)
    assert run.code == 0, run.err
    assert (tmp_path / "xml=out" / "r.xml").read_text().startswith("OK")
