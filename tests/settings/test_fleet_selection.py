"""Configs with several servers: `validate` and `call` skip (and name) the servers that have no
inputs configured, and a `${VAR}` is read only for the servers that are selected. Real server
processes (tests/servers/raw_stdio.py) behind a real config file."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import PY, RAW_STDIO, run_cli

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "calls"


def _server(name: str, extra: str = "") -> str:
    return (f'[servers.{name}]\ncommand = "{PY}"\nargs = ["{RAW_STDIO}"]\nlint = false\n'
            + extra)


def _fleet(tmp_path: Path) -> Path:
    (tmp_path / "args").mkdir()
    (tmp_path / "args" / "echo.json").write_text(
        json.dumps({"tool": "echo", "arguments": {"text": "hi"}}))
    (tmp_path / "calls.toml").write_text((FIX / "valid_echo.toml").read_text())
    config = tmp_path / "mcpcheck.toml"
    config.write_text(_server("with-inputs", 'validate = ["args/*.json"]\ncalls = "calls.toml"\n')
                      + _server("bare"))
    return config


def _servers(out: str) -> list[tuple[str, str]]:
    return [(s["server"], s["status"]) for s in json.loads(out)["servers"]]


def test_validate_and_call_skip_servers_without_inputs_and_name_them(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    for command in ("validate", "call"):
        key = "validate" if command == "validate" else "calls"
        run = run_cli(command, "--config", str(config), "-f", "json", cwd=tmp_path)
        assert run.code == 0, run.err
        assert _servers(run.out) == [("with-inputs", "ok")]
        assert run.err == f"mcpcheck: skipped (no `{key}` in the config): bare\n"


def test_validate_and_call_fail_only_when_no_selected_server_has_inputs(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    run = run_cli("validate", "--config", str(config), "--server", "bare", cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err == "mcpcheck: name argument files (or a `validate` list in the config)\n"
    run = run_cli("call", "--config", str(config), "--server", "bare", cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err == "mcpcheck: no calls: give --calls FILE (or `calls` in the config)\n"


def test_files_on_the_command_line_apply_to_every_server(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    run = run_cli("validate", "args/echo.json", "--config", str(config), "-f", "json",
                  cwd=tmp_path)
    assert (run.code, run.err) == (0, "")
    assert _servers(run.out) == [("with-inputs", "ok"), ("bare", "ok")]
    run = run_cli("call", "--calls", "calls.toml", "--config", str(config), "-f", "json",
                  cwd=tmp_path)
    assert (run.code, run.err) == (0, "")
    assert _servers(run.out) == [("with-inputs", "ok"), ("bare", "ok")]


def test_a_missing_variable_blocks_only_the_server_that_needs_it(tmp_path: Path) -> None:
    config = tmp_path / "mcpcheck.toml"
    config.write_text(_server("plain") + _server("secret", 'env = { TOKEN = "${FH_UNSET_VAR}" }\n')
                      + _server("other", 'env = { KEY = "${FH_OTHER_UNSET}" }\n'))
    env = {}
    run = run_cli("check", "--config", str(config), "--server", "plain", "-f", "json",
                  cwd=tmp_path, env=env)
    assert run.code == 0, run.err
    assert _servers(run.out) == [("plain", "ok")]

    run = run_cli("check", "--config", str(config), "--server", "secret", cwd=tmp_path, env=env)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"mcpcheck: {config}: servers.secret.env.TOKEN: "
                       "environment variable FH_UNSET_VAR is not set\n")

    run = run_cli("check", "--config", str(config), cwd=tmp_path, env=env)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"mcpcheck: {config}: servers.secret.env.TOKEN: environment variable "
                       "FH_UNSET_VAR is not set (unresolved variables in other servers too: "
                       "other)\n")

    run = run_cli("check", "--config", str(config), "--server", "nope", cwd=tmp_path, env=env)
    assert run.code == 2
    assert "(configured: other, plain, secret)" in run.err

    run = run_cli("check", "--config", str(config), "--server", "secret", "-f", "json",
                  cwd=tmp_path, env={"FH_UNSET_VAR": "set"})
    assert run.code == 0, run.err
    assert _servers(run.out) == [("secret", "ok")]


def test_a_server_without_inputs_is_skipped_before_its_variables_are_read(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    config.write_text(config.read_text()
                      + _server("needs-token", 'env = { TOKEN = "${FH_UNSET_TOKEN}" }\n'))
    for command in ("validate", "call"):
        key = "validate" if command == "validate" else "calls"
        run = run_cli(command, "--config", str(config), "-f", "json", cwd=tmp_path, env={})
        assert run.code == 0, run.err
        assert _servers(run.out) == [("with-inputs", "ok")]
        assert run.err == f"mcpcheck: skipped (no `{key}` in the config): bare\n"
    # the same server with inputs of its own still needs its variable
    config.write_text(config.read_text() + 'calls = "calls.toml"\n')
    run = run_cli("call", "--config", str(config), cwd=tmp_path, env={})
    assert (run.code, run.out) == (2, "")
    assert "servers.needs-token.env.TOKEN: environment variable FH_UNSET_TOKEN is not set" \
        in run.err
    run = run_cli("validate", "--config", str(config), "-f", "json", cwd=tmp_path, env={})
    assert run.code == 0, run.err
