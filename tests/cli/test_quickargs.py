"""mcpcheck.cli.quickargs against typer/click's own parsing of the same command lines: where the
quick parser accepts a command line, it must produce exactly what typer would pass."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.cli import app as cli
from mcpcheck.cli.quickargs import parse
from tests.conftest import raw_server, run_cli


def typer_params(command: str, argv: list[str]) -> dict[str, Any]:
    click_command = typer.main.get_command(cli.app).commands[command]  # type: ignore[attr-defined]
    ctx = click_command.make_context(command, list(argv))
    # what typer's callback wrapper then passes: empty repeatable options become None
    return {p.name: typer.main._normalize_collection_value(p, ctx.params[p.name])
            for p in click_command.params if p.name}


PLAIN = [
    [],
    ["--require", "a,b", "--require", "c", "--optional=d"],
    ["--url", "http://127.0.0.1:1/mcp", "--timeout", "2.5", "--protocol", "legacy", "-q"],
    ["--stdio", "python server.py", "--env", "A=1", "--env=B=2", "--cwd", "/tmp"],
    ["--retries", "3", "--retry-interval", "0.5", "--pin", "--snapshot", "s.json"],
    ["--format", "json", "--name", "x", "--server", "s", "--config", "c.toml", "--debug"],
    ["--header", "Authorization: Bearer x", "--timeout=7", "--quiet"],
    ["--output", "o.txt"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=" ".join)
def test_plain_command_lines_parse_like_typer(argv: list[str]) -> None:
    quick = parse(cli.probe, argv)
    assert quick is not None
    assert quick == typer_params("probe", argv)


@pytest.mark.parametrize("argv", [
    [], ["--snapshot", "s.json", "--update", "--fail-on", "warning", "-q", "--format", "json"],
    ["--url", "http://h/mcp", "--header", "A: b", "--require", "x", "--timeout", "3"],
], ids=" ".join)
def test_snapshot_command_lines_parse_like_typer(argv: list[str]) -> None:
    quick = parse(cli.snapshot, argv)
    assert quick is not None
    assert quick == typer_params("snapshot", argv)


@pytest.mark.parametrize(("command", "argv"), [
    ("lint", ["--snapshot", "s.json", "--fail-on", "info", "--severity", "r=error", "-f", "sarif"]),
    ("lint", ["--stdio", "srv", "--name", "n", "--timeout=4"]),
    ("check", ["--config", "m.toml", "--jobs", "4", "--server", "a", "--fail-on", "warning"]),
    ("check", ["-j", "2", "--timeout", "3", "--against", "origin/main"]),
    ("check", ["-o", "junit=r.xml", "--output=sarif=r.sarif", "-o", "report.txt"]),
    ("lint", ["--snapshot", "s.json", "-f", "json", "-o", "github=gh.txt"]),
], ids=lambda v: v if isinstance(v, str) else " ".join(v))
def test_lint_and_check_command_lines_parse_like_typer(command: str, argv: list[str]) -> None:
    quick = parse(cli.QUICK[command], argv)
    assert quick is not None
    assert quick == typer_params(command, argv)


@pytest.mark.parametrize("argv", [
    ["a.json", "b.json"], ["a.json", "b.json", "-f", "json", "--show", "warning", "-q"],
    ["-f", "json", "a.json", "--fail-on", "warning", "b.json", "--ignore", "i.toml"],
    ["--severity", "input-range-narrowed=info", "a.json", "b.json", "--require", "x"],
    ["b.json", "--against", "origin/main"], ["--snapshot", "s.json", "--url", "http://h/mcp"],
], ids=" ".join)
def test_diff_command_lines_parse_like_typer(argv: list[str]) -> None:
    """The offline diff's OLD.json NEW.json (a positional list of paths) among the options."""
    quick = parse(cli.diff, argv)
    assert quick is not None
    assert quick == typer_params("diff", argv)


def test_every_quick_command_is_parseable() -> None:
    assert set(cli.QUICK) == {"probe", "snapshot", "lint", "check", "diff", "validate", "call",
                              "conform", "merge"}
    for name, command in cli.QUICK.items():
        if name == "merge":  # its reports are required: typer says so
            assert parse(command, []) is None
            continue
        assert parse(command, []) == typer_params(name, []), name


@pytest.mark.parametrize(("command", "argv"), [
    ("validate", ["a.json", "b.jsonl", "--snapshot", "s.json", "-f", "json"]),
    ("validate", ["--config", "m.toml", "--jobs", "3", "--fail-on", "warning", "dir"]),
    ("call", ["--calls", "c.toml", "--stdio", "srv", "--timeout", "4", "-q"]),
    ("conform", ["--call-safe", "--url", "http://127.0.0.1:1/mcp", "-f", "sarif"]),
    ("merge", ["r1.json", "r2.json", "-f", "markdown", "--fail-on", "warning"]),
    ("merge", ["-q", "r1.json", "--show", "warning"]),
], ids=lambda v: v if isinstance(v, str) else " ".join(v))
def test_the_other_config_commands_parse_like_typer(command: str, argv: list[str]) -> None:
    quick = parse(cli.QUICK[command], argv)
    assert quick is not None
    assert quick == typer_params(command, argv)


@pytest.mark.parametrize("argv", [
    ["--help"], ["--retries", "-1"], ["--timeout", "abc"], ["--format", "yaml"], ["--req", "a"],
    ["stray"], ["--pin=yes"], ["--timeout"], ["--name", "--url"],
    ["--timeout", "1e3"], ["-o", "yaml=r.yml"], ["-o", "junit="],
])
def test_anything_else_is_left_to_typer(argv: list[str]) -> None:
    assert parse(cli.probe, argv) is None


def test_an_environment_variable_for_an_option_leaves_it_to_typer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCPCHECK_FORMAT", "json")
    assert parse(cli.probe, ["--require", "a"]) is None


tokens = st.sampled_from(["--require", "--optional", "--timeout", "--retries", "--url", "-q",
                          "--pin", "--protocol", "--format", "--name", "--retry-interval", "a",
                          "1", "0.5", "2.", "json", "legacy", "--env", "K=V", "-", "--quiet",
                          "--jobs", "-j", "--fail-on", "warning", "--severity", "r=info",
                          "--update", "--against", "--snapshot", "s.json", "a.json", "",
                          "--ignore", "--", "-x", "--calls", "c.toml", "--call-safe",
                          "r.json", "-o", "junit=r.xml", "yaml=x", "sarif="])


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["probe", "snapshot", "lint", "check", "diff", "validate", "call",
                        "conform", "merge"]),
       st.lists(tokens, max_size=8))
def test_whatever_quick_accepts_typer_reads_the_same(command: str, argv: list[str]) -> None:
    quick = parse(cli.QUICK[command], argv)
    if quick is not None:
        assert quick == typer_params(command, argv)


def test_quick_probe_runs_end_to_end_like_before(tag: str) -> None:
    run = run_cli("probe", "--require", "echo,add", "--env", f"MCPCHECK_TEST_TAG={tag}",
                  "--", *raw_server())
    assert run.code == 0, run.err
    assert run.out.startswith("ok: raw-test-server: 2 tools, required present (echo, add) in ")
    missing = run_cli("probe", "--require", "nope", "--", *raw_server())
    assert missing.code == 1
    assert "required tool `nope` is not advertised" in missing.out or "nope" in missing.out
    bad = run_cli("probe", "--timeout", "0", "--", *raw_server())
    assert bad.code == 2 and "--timeout must be a positive" in bad.err
