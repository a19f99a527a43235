"""The offline diff without typer (mcpcheck/cli/offline.py, entered from cli/launch.py) against
the typer app: the same command line must give the same stdout and stderr bytes, exit code and
written files on both paths, and `offline.parse` must read a command line exactly as click does
(or leave it to typer)."""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
import typing
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import typer
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.cli import app as cli
from mcpcheck.cli import interrupts, launch, offline
from mcpcheck.models import Surface
from mcpcheck.snapshots.store import build_document, render
from tests.conftest import PY, ROOT


def typer_params(argv: list[str]) -> dict[str, Any]:
    """What typer passes `diff` for `mcpcheck diff ARGV` (click's own parsing)."""
    click_command = typer.main.get_command(cli.app).commands["diff"]  # type: ignore[attr-defined]
    ctx = click_command.make_context("diff", list(argv))
    return {p.name: typer.main._normalize_collection_value(p, ctx.params[p.name])
            for p in click_command.params if p.name}


DEFAULTS = typer_params(["a.json", "b.json"])


def agrees(argv: list[str]) -> None:
    """offline.parse accepts `diff ARGV` only as typer reads it (every other parameter of diff
    at its default)."""
    values = offline.parse(["diff", *argv], {})
    if values is None:
        return
    assert typer_params(argv) == {**DEFAULTS, **values}


# ---------------------------------------------------------------- the command line


@pytest.mark.parametrize("argv", [
    ["a.json", "b.json"],
    ["a.json", "b.json", "-f", "json", "--show", "warning", "-q"],
    ["-f", "sarif", "a.json", "--fail-on", "warning", "b.json", "--ignore", "i.toml"],
    ["--severity", "input-range-narrowed=info", "a.json", "b.json", "--require", "x,y",
     "--require", "z", "--optional=w"],
    ["a.json", "b.json", "-o", "junit=r.xml", "--output=sarif=r.sarif", "-o", "report.txt"],
    ["a.json", "b.json", "--format=markdown", "--fail-on=never", "--debug", "--quiet"],
    ["a.json", "b.json", "--ignore", "-"],
], ids=" ".join)
def test_plain_command_lines_parse_like_typer(argv: list[str]) -> None:
    values = offline.parse(["diff", *argv], {})
    assert values is not None
    assert typer_params(argv) == {**DEFAULTS, **values}


@pytest.mark.parametrize("argv", [
    ["a.json"], ["a.json", "b.json", "c.json"], [], ["a.json", "b.json", "--help"],
    ["a.json", "b.json", "--against", "origin/main"], ["b.json", "--against", "origin/main"],
    ["a.json", "b.json", "--stdio", "srv"], ["a.json", "b.json", "--snapshot", "s.json"],
    ["a.json", "b.json", "-j", "2"], ["a.json", "b.json", "--shard", "1/2"],
    ["a.json", "b.json", "-f", "json", "--format", "text"], ["a.json", "b.json", "-q", "-q"],
    ["a.json", "b.json", "--format", "yaml"], ["a.json", "b.json", "--form", "json"],
    ["a.json", "b.json", "-fjson"], ["a.json", "b.json", "-f=json"], ["a.json", "b.json", "-f"],
    ["a.json", "b.json", "--ignore", "--quiet"], ["a.json", "b.json", "--quiet=yes"],
    ["a.json", "b.json", "-o", "yaml=r.yml"], ["a.json", "b.json", "-o", "junit="],
    ["a.json", "b.json", "-o", "r.txt", "-o", "s.txt"], ["a.json", "b.json", "--ignore="],
    ["a.json", "-"], ["", "b.json"], ["a.json", "b.json", "--", "srv"], ["a.json", "b.json", "-x"],
], ids=" ".join)
def test_anything_else_is_left_to_typer(argv: list[str]) -> None:
    assert offline.parse(["diff", *argv], {}) is None


def test_other_commands_and_root_options_are_left_to_typer() -> None:
    assert offline.parse(["lint", "a.json", "b.json"], {}) is None
    assert offline.parse(["-v", "diff", "a.json", "b.json"], {}) is None
    assert offline.parse(["--version"], {}) is None
    assert offline.parse([], {}) is None


@pytest.mark.parametrize("var", offline.ENVIRONMENT)
def test_an_environment_variable_for_an_option_leaves_it_to_typer(var: str) -> None:
    assert offline.parse(["diff", "a.json", "b.json"], {var: "json"}) is None
    assert offline.parse(["diff", "a.json", "b.json"], {var: ""}) is not None


def test_the_option_table_is_diffs_own() -> None:
    """Every option offline.parse reads is declared by `diff` under that name, for the same
    parameter, with the same kind; and the environment variables are all that diff reads."""
    command = typer.main.get_command(cli.app).commands["diff"]  # type: ignore[attr-defined]
    by_option = {opt: p for p in command.params for opt in p.opts}
    hints = typing.get_type_hints(cli.diff, include_extras=True)
    for option, (name, kind) in offline.OPTIONS.items():
        param = by_option[option]
        assert param.name == name, option
        assert bool(getattr(param, "is_flag", False)) == (kind == "flag"), option
        assert bool(getattr(param, "multiple", False)) == (kind == "list"), option
        declared = typing.get_args(hints[name])[0]  # Annotated[TYPE, typer.Option(...)]
        if kind in offline._CHOICES:
            assert tuple(m.value for m in declared) == offline._CHOICES[kind], option
        elif kind == "path":
            assert declared == Path | None, option
    envvars = {v for p in command.params for v in ([p.envvar] if isinstance(p.envvar, str)
                                                    else p.envvar or [])}
    assert envvars == set(offline.ENVIRONMENT)


tokens = st.sampled_from(["a.json", "b.json", "-", "", "-f", "--format", "json", "text",
                          "sarif", "yaml", "-o", "--output", "r.txt", "junit=r.xml", "yaml=x",
                          "--fail-on", "warning", "never", "--show", "info", "-q", "--quiet",
                          "--debug", "--ignore", "i.toml", "--severity", "r=info",
                          "--require", "x", "--optional", "--against", "--stdio", "-j", "2",
                          "--format=json", "--ignore=i.toml", "--quiet=1", "--", "-x"])


@settings(max_examples=300, deadline=None)
@given(st.lists(tokens, max_size=9))
def test_whatever_offline_accepts_typer_reads_the_same(argv: list[str]) -> None:
    agrees(argv)


# ---------------------------------------------------------------- whole runs


def _tool(i: int, maximum: int = 100) -> dict[str, Any]:
    return {"name": f"tool_{i}", "description": f"Looks up thing {i}.",
            "inputSchema": {"type": "object", "additionalProperties": False,
                            "properties": {"n": {"type": "integer", "maximum": maximum}}}}


def _write(path: Path, tools: list[dict[str, Any]]) -> None:
    surface = Surface(server_name="srv", server_version="1", protocol_version="2025-11-25",
                      capabilities={"tools": {}}, tools=tuple(tools))
    path.write_bytes(render(build_document(surface)))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """old.json and new.json (one bound lowered, one tool removed), same.json (old's copy),
    a corrupt, a foreign and a hand-edited snapshot, good and broken ignore files."""
    base = [_tool(i) for i in range(4)]
    revision = copy.deepcopy(base)
    revision[1]["inputSchema"]["properties"]["n"]["maximum"] = 50
    del revision[3]
    _write(tmp_path / "old.json", base)
    _write(tmp_path / "new.json", revision)
    _write(tmp_path / "same.json", base)
    (tmp_path / "corrupt.json").write_text('{"mcpcheckSnapshot": 1, "tools": [', "utf-8")
    (tmp_path / "foreign.json").write_text('{"tools": []}', "utf-8")
    edited = json.loads((tmp_path / "new.json").read_text("utf-8"))
    edited["tools"][0]["definition"]["description"] = "Edited by hand."
    (tmp_path / "edited.json").write_text(json.dumps(edited, indent=2), "utf-8")
    (tmp_path / "ok.toml").write_text(
        '[[ignore]]\nrule = "input-range-narrowed"\ntool = "tool_1"\nreason = "agreed"\n', "utf-8")
    (tmp_path / "broken.toml").write_text("[[ignore]\n", "utf-8")
    (tmp_path / "unknown.toml").write_text(
        '[[ignore]]\nrule = "no-such-rule"\nreason = "x"\n', "utf-8")
    return tmp_path


# (command line after `diff`, extra environment); every one is a plain offline diff
CASES: list[tuple[list[str], dict[str, str]]] = [
    (["old.json", "new.json"], {}),
    (["old.json", "same.json"], {}),
    (["old.json", "same.json", "-q"], {}),
    (["old.json", "new.json", "-q"], {}),
    *[(["old.json", "new.json", "-f", fmt], {}) for fmt in
      ("json", "markdown", "sarif", "junit", "github")],
    (["old.json", "new.json", "--show", "warning", "--fail-on", "never"], {}),
    (["old.json", "new.json", "--fail-on", "info", "-f", "markdown", "--show", "error"], {}),
    (["old.json", "new.json", "--require", "tool_0,tool_3", "--optional", "tool_9"], {}),
    (["old.json", "new.json", "--severity", "input-range-narrowed=info",
      "--severity", "tool-removed=warning"], {}),
    (["old.json", "new.json", "--severity", "no-such-rule=info"], {}),
    (["old.json", "new.json", "--severity", "input-range-narrowed"], {}),
    (["old.json", "new.json", "--ignore", "ok.toml", "-f", "json"], {}),
    (["old.json", "new.json", "--ignore", "broken.toml"], {}),
    (["old.json", "new.json", "--ignore", "unknown.toml"], {}),
    (["old.json", "new.json", "--ignore", "missing.toml"], {}),
    (["old.json", "missing.json"], {}),
    (["missing.json", "new.json", "-f", "json"], {}),
    (["old.json", "corrupt.json"], {}),
    (["old.json", "corrupt.json", "-f", "sarif"], {}),
    (["foreign.json", "new.json"], {}),
    (["old.json", "edited.json", "-f", "json"], {}),
    (["old.json", "."], {}),
    (["old.json", "new.json", "-o", "report.txt"], {}),
    (["old.json", "new.json", "-f", "json", "-o", "junit=r.xml", "-o", "sarif=r.sarif",
      "-o", "markdown=r.md", "-o", "github=gh.txt"], {}),
    (["old.json", "new.json", "-o", "old.json"], {}),
    (["old.json", "new.json", "-o", "sarif=new.json"], {}),
    (["old.json", "new.json", "-o", "nodir/report.txt"], {}),
    (["old.json", "new.json"], {"MCPCHECK_SHARD": "1/2"}),
    (["old.json", "new.json", "-f", "json"], {"MCPCHECK_SHARD": "bad"}),
]


def _written(folder: Path, before: set[str]) -> dict[str, bytes]:
    """The files a run added (their bytes), removed again for the next run."""
    out = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_file() and name not in before:
            out[name] = path.read_bytes()
            path.unlink()
    return out


def _run(entry: Callable[[], None], folder: Path, argv: list[str], env: dict[str, str],
         ) -> tuple[int, bytes, bytes, dict[str, bytes]]:
    """One in-process run of `mcpcheck diff ARGV` through `entry` (exit code, stdout and stderr
    bytes, files written), in `folder`, as run_cli does it."""
    def stream() -> io.TextIOWrapper:
        return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="surrogateescape",
                                write_through=True)

    before = {str(p.relative_to(folder)) for p in folder.rglob("*")}
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved = sys.argv, sys.stdout, sys.stderr, interrupts.install
    out, err = stream(), stream()
    os.environ.update({"NO_COLOR": "1", **env})
    try:
        os.chdir(folder)
        sys.argv = ["mcpcheck", "diff", *argv]
        sys.stdout, sys.stderr = out, err
        interrupts.install = lambda on_stop: None  # type: ignore[assignment]
        try:
            entry()
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)  # type: ignore[arg-type]
    finally:
        sys.argv, sys.stdout, sys.stderr, interrupts.install = saved
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    out.flush()
    err.flush()
    return (code, out.buffer.getvalue(), err.buffer.getvalue(),  # type: ignore[attr-defined]
            _written(folder, before))


@pytest.fixture
def typer_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], None]]:
    """cli.app.main with `diff` parsed by click itself (not by quickargs either)."""
    quick = dict(cli.QUICK)
    quick.pop("diff")
    monkeypatch.setattr(cli, "QUICK", quick)
    yield cli.main


@pytest.mark.parametrize(("argv", "env"), CASES, ids=[" ".join(a) + (" " + " ".join(e) if e
                                                                      else "")
                                                      for a, e in CASES])
def test_the_offline_path_gives_the_typer_paths_bytes(
        folder: Path, argv: list[str], env: dict[str, str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert offline.parse(["diff", *argv], env) is not None  # this case takes the offline path
    taken: list[bool] = []
    real_run = offline.run
    monkeypatch.setattr(offline, "run", lambda values: taken.append(True) or real_run(values))
    fast = _run(launch.main, folder, argv, env)
    assert taken == [True]
    quick = _run(cli.main, folder, argv, env)  # the typer app, quickargs parsing
    quick_map = dict(cli.QUICK)
    quick_map.pop("diff")
    monkeypatch.setattr(cli, "QUICK", quick_map)
    slow = _run(cli.main, folder, argv, env)  # the typer app, click parsing
    assert taken == [True]  # neither typer run went the offline way
    assert fast == quick == slow
    code, out, err, written = fast
    assert code in (0, 1, 2, 3)
    assert out or err or code == 0 or written  # a run says something but a quiet pass


def test_the_cases_cover_every_exit_code_and_written_files(folder: Path) -> None:
    """The matrix above is not vacuous: it has passes, findings, usage errors, unreadable
    inputs, stdout reports, one-line failures and written files."""
    results = [_run(launch.main, folder, argv, env) for argv, env in CASES]
    assert {r[0] for r in results} == {0, 1, 2, 3}
    assert any(r[3] for r in results)
    assert any(r[2].startswith(b"mcpcheck: ") and r[0] == 2 for r in results)
    assert any(b"corrupt snapshot" in r[1] and r[0] == 3 for r in results)
    assert any(b"snapshot-hash-mismatch" in r[1] for r in results)


@pytest.mark.parametrize("argv", [
    ["old.json", "new.json", "--format", "yaml"], ["old.json", "new.json", "-f", "json", "-f",
                                                  "text"],
    ["old.json"], ["old.json", "new.json", "extra.json"], ["old.json", "new.json", "--bogus"],
    ["old.json", "new.json", "-o", "yaml=r.yml"], ["old.json", "new.json", "--help"],
    ["old.json", "new.json", "--quiet=yes"], ["old.json", "new.json", "-j", "0"],
    ["old.json", "new.json", "-o", "report.txt", "-o", "json=report.txt"],
], ids=" ".join)
def test_bad_command_lines_go_to_typer_and_say_the_same(
        folder: Path, argv: list[str], typer_only: Callable[[], None]) -> None:
    """Not a plain offline diff: the entry point hands it to the typer app, whose answer
    (exit 2 and its message, or the help) is the same as before."""
    assert offline.parse(["diff", *argv], {}) is None
    via_launch = _run(launch.main, folder, argv, {})
    direct = _run(typer_only, folder, argv, {})
    assert via_launch == direct
    assert via_launch[0] == (0 if "--help" in argv else 2)
    assert via_launch[1] if "--help" in argv else via_launch[2]


def test_a_fault_in_the_fast_reader_falls_back_to_typer(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """parse runs before the run's guard: an exception in it must not reach the user as a
    traceback; the typer app takes the command line and answers as it always does."""
    argv = ["old.json", "new.json", "-f", "json"]
    expected = _run(cli.main, folder, argv, {})

    def broken(argv: list[str], environ: object) -> None:
        raise RuntimeError("a bug in the fast reader")

    monkeypatch.setattr(offline, "parse", broken)
    assert _run(launch.main, folder, argv, {}) == expected
    assert expected[0] in (0, 1) and expected[1].startswith(b"{")


def _process(folder: Path, code: str, *argv: str) -> tuple[int, bytes, bytes]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([PY, "-c", code, *argv], capture_output=True, cwd=folder, env=env,
                          timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


_FAST = ("import sys\nsys.argv = ['mcpcheck', *sys.argv[1:]]\n"
         "try:\n    from mcpcheck.cli.launch import main\n    main()\n"
         "finally:\n    sys.stderr.write(f'typer loaded: {\"typer\" in sys.modules}\\n')\n")
_TYPER = ("import sys\nsys.argv = ['mcpcheck', *sys.argv[1:]]\n"
          "from mcpcheck.cli import app\napp.QUICK.pop('diff')\n"
          "try:\n    app.main()\nfinally:\n    sys.stderr.write('typer loaded: False\\n')\n")


@pytest.mark.parametrize("argv", [
    ["old.json", "new.json"], ["old.json", "new.json", "-f", "sarif"],
    ["old.json", "corrupt.json", "-f", "json"], ["old.json", "new.json", "--severity", "x"],
], ids=" ".join)
def test_as_processes_the_same_bytes_and_no_typer(folder: Path, argv: list[str]) -> None:
    """Real processes (signal handlers, the interpreter's own streams): the offline path never
    imports typer, and says byte for byte what the typer path says."""
    fast = _process(folder, _FAST, "diff", *argv)
    slow = _process(folder, _TYPER, "diff", *argv)
    assert fast == slow
    assert fast[2].endswith(b"typer loaded: False\n")
    assert fast[0] in (1, 2, 3)


def test_python_m_mcpcheck_and_help_still_go_through_typer(folder: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1"}
    run = subprocess.run([PY, "-m", "mcpcheck", "diff", "old.json", "new.json"],
                         capture_output=True, cwd=folder, env=env, timeout=120)
    assert run.returncode == 1
    assert b"input-range-narrowed" in run.stdout
    helped = subprocess.run([PY, "-m", "mcpcheck", "diff", "--help"], capture_output=True,
                            cwd=folder, env=env, timeout=120)
    assert helped.returncode == 0
    assert b"OLD.json NEW.json" in helped.stdout
