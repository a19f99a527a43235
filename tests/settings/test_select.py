"""Running many servers: `--server a,b` (or repeated) picks a subset of the config in config
order, an unknown name is exit 2 with the closest names; `servers_from` takes the servers from an
MCP client file and the checks from mcpcheck.toml; VS Code's `${input:ID}`, `${workspaceFolder}`
and `envFile`; hostile client files. Real server processes (tests/servers/raw_stdio.py)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from mcpcheck.errors import UsageError
from mcpcheck.settings.config import load_config
from tests.conftest import PY, RAW_STDIO, run_cli


def _server(name: str, extra: str = "") -> str:
    return (f'[servers.{name}]\ncommand = "{PY}"\nargs = ["{RAW_STDIO}"]\nlint = false\n'
            + extra)


def _fleet(tmp_path: Path) -> Path:
    config = tmp_path / "mcpcheck.toml"
    config.write_text(_server("alpha") + _server("search") + _server("gamma"))
    return config


def _names(out: str) -> list[str]:
    return [s["server"] for s in json.loads(out)["servers"]]


# ------------------------------------------------------------------ --server a,b


def test_server_takes_a_comma_list_and_repeats_in_config_order(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    run = run_cli("probe", "--config", str(config), "--server", "gamma,alpha", "-f", "json",
                  cwd=tmp_path)
    assert run.code == 0, run.err
    assert _names(run.out) == ["alpha", "gamma"]  # the config's order, not the flag's
    run = run_cli("probe", "--config", str(config), "--server", "gamma", "--server",
                  "search, gamma", "-f", "json", cwd=tmp_path)
    assert run.code == 0, run.err
    assert _names(run.out) == ["search", "gamma"]


def test_unknown_server_names_are_exit_2_with_the_closest_names(tmp_path: Path) -> None:
    config = _fleet(tmp_path)
    run = run_cli("probe", "--config", str(config), "--server", "serch", cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"mcpcheck: unknown server 'serch' in {config} (configured: alpha, "
                       "gamma, search); did you mean 'search'?\n")
    run = run_cli("check", "--config", str(config), "--server", "alpha,zzz,Gamma",
                  cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"mcpcheck: unknown servers 'zzz', 'Gamma' in {config} (configured: "
                       "alpha, gamma, search); did you mean 'gamma'?\n")
    run = run_cli("lint", "--config", str(config), "--server", " , ", cwd=tmp_path)
    assert (run.code, run.err) == (2, "mcpcheck: --server needs a server name (NAME, or "
                                      "NAME,NAME)\n")


def test_selection_reads_only_the_selected_servers_variables(tmp_path: Path) -> None:
    config = tmp_path / "mcpcheck.toml"
    config.write_text(_server("plain") + _server("one", 'env = { K = "${SEL_UNSET_1}" }\n')
                      + _server("two", 'env = { K = "${SEL_UNSET_2}" }\n'))
    loaded = load_config(config, {})
    assert [s.target.name for s in loaded.select(["plain"])] == ["plain"]
    with pytest.raises(UsageError) as caught:
        loaded.select("two,plain,one")
    assert caught.value.message == (f"{config}: servers.one.env.K: environment variable "
                                    "SEL_UNSET_1 is not set (unresolved variables in other "
                                    "servers too: two)")


def test_require_flag_adds_to_the_configs_list_and_help_says_so(tmp_path: Path) -> None:
    config = tmp_path / "mcpcheck.toml"
    config.write_text(_server("alpha", 'require = ["gone_a"]\n') + _server("beta"))
    run = run_cli("probe", "--config", str(config), "--server", "alpha,beta", "--require",
                  "gone_b", "-f", "json", cwd=tmp_path)
    assert run.code == 1, run.err
    missing = {s["server"]: sorted(f["tool"] for f in s["findings"])
               for s in json.loads(run.out)["servers"]}
    assert missing == {"alpha": ["gone_a", "gone_b"], "beta": ["gone_b"]}
    for command in ("probe", "check", "diff"):
        help_text = " ".join(run_cli(command, "--help").out.split())
        assert "added to every selected server's `require` list: the union" in help_text
        assert "NAME,NAME, or --server repeated" in help_text


# ------------------------------------------------------------------ servers_from


def _vscode(tmp_path: Path) -> Path:
    """A workspace whose .vscode/mcp.json starts the servers and whose mcpcheck.toml says what
    to check."""
    (tmp_path / ".vscode").mkdir()
    client = {
        "inputs": [{"type": "promptString", "id": "api-key", "password": True}],
        "servers": {
            "prompted": {"type": "stdio", "command": PY,
                         "args": [str(RAW_STDIO), "--fault", "missing-env"],
                         "env": {"API_TOKEN": "${input:api-key}"}},
            "dotenv": {"type": "stdio", "command": PY,
                       "args": [str(RAW_STDIO), "--fault", "missing-env"],
                       "envFile": "${workspaceFolder}/.env"},
            "recorded": {"type": "stdio", "command": PY,
                         "args": [str(RAW_STDIO), "--record", "${workspaceFolder}/calls.log"],
                         "autoApprove": []},
        },
    }
    (tmp_path / ".vscode" / "mcp.json").write_text(
        "// VS Code's file, comments and all\n" + json.dumps(client, indent=2))
    (tmp_path / ".env").write_text("# read by VS Code and mcpcheck\nexport API_TOKEN="
                                   "'from-the-env-file-42'\nOTHER=1 # a comment\n")
    config = tmp_path / "mcpcheck.toml"
    config.write_text('servers_from = ".vscode/mcp.json"\n\n[defaults]\ntimeout = 20\n\n'
                      '[servers.recorded]\nrequire = ["echo", "not_there"]\nlint = false\n\n'
                      + _server("own"))
    return config


def test_servers_from_a_client_file_with_checks_from_mcpcheck_toml(tmp_path: Path) -> None:
    config = _vscode(tmp_path)
    run = run_cli("probe", "--config", str(config), "--server", "recorded,own", "-f", "json",
                  cwd=tmp_path, env={"MCPCHECK_INPUT_API_KEY": ""})
    assert run.code == 1, run.err
    report = json.loads(run.out)
    assert _names(run.out) == ["recorded", "own"]  # the client's servers first, then the toml's
    (finding,) = report["servers"][0]["findings"]
    assert (finding["rule"], finding["tool"]) == ("required-tool-missing", "not_there")
    assert report["servers"][1]["findings"] == []
    # ${workspaceFolder} is the folder that holds .vscode/
    assert "tools/list" in (tmp_path / "calls.log").read_text()

    loaded = load_config(config, {})
    recorded = loaded.servers["recorded"]
    assert recorded.target.timeout == 20.0  # [defaults] of mcpcheck.toml
    assert recorded.default_snapshot == tmp_path / "snapshots" / "recorded.json"
    assert recorded.origin == (config, "recorded")
    assert loaded.servers["dotenv"].target.env == (
        ("API_TOKEN", "from-the-env-file-42"), ("OTHER", "1"))


def test_envfile_and_input_values_reach_the_server_and_are_redacted(tmp_path: Path) -> None:
    config = _vscode(tmp_path)
    env = {"MCPCHECK_INPUT_API_KEY": "typed-into-the-prompt-7"}
    run = run_cli("probe", "--config", str(config), "--server", "dotenv,prompted", "-f", "json",
                  cwd=tmp_path, env=env)
    assert run.code == 3, run.err
    details = [s["error_detail"] for s in json.loads(run.out)["servers"]]
    assert all("connecting with token ***" in d for d in details), details
    assert "from-the-env-file" not in run.out and "typed-into" not in run.out


def test_an_unset_input_is_exit_2_naming_the_variable(tmp_path: Path) -> None:
    from mcpcheck.settings.config import input_variable

    config = _vscode(tmp_path)
    assert input_variable("api-key") == "MCPCHECK_INPUT_API_KEY"
    run = run_cli("probe", "--config", str(config), "--server", "prompted", cwd=tmp_path,
                  env={"MCPCHECK_INPUT_API_KEY": ""})
    assert run.code == 3  # set, even if empty: the server starts (and fails on its own)
    bare = {k: v for k, v in os.environ.items() if k != "MCPCHECK_INPUT_API_KEY"}
    import subprocess

    proc = subprocess.run([PY, "-m", "mcpcheck", "probe", "--config", str(config), "--server",
                           "prompted"], capture_output=True, text=True, cwd=tmp_path,
                          env=bare, timeout=60)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"mcpcheck: {tmp_path / '.vscode' / 'mcp.json'}: "
                           "servers.prompted.env.API_TOKEN: ${input:api-key} needs a value, "
                           "which VS Code would prompt for: set the environment variable "
                           "MCPCHECK_INPUT_API_KEY\n")


@pytest.mark.parametrize(("toml", "message"), [
    ('servers_from = ".vscode/mcp.json"\n[servers.recordd]\nrequire = ["echo"]\n',
     "servers.recordd: no server 'recordd' in {client} (servers_from), and no command, url or "
     "sse here; did you mean 'recorded'?"),
    ('servers_from = ".vscode/mcp.json"\n[servers.recorded]\ncommand = "node"\n',
     "servers.recorded.command: server 'recorded' comes from {client} (servers_from); set how "
     "it starts there, and only its checks here"),
    ('servers_from = ".vscode/mcp.json"\n[servers.recorded]\nrequire = 3\n',
     "servers.recorded.require: expected a list of strings, got a number"),
    ('servers_from = ".vscode/mcp.json"\n[servers.recorded]\nbogus = 1\n',
     "servers.recorded.bogus: unknown key"),
    ("servers_from = 7\n", "servers_from: expected a string, got a number"),
    ('servers_from = "nope.json"\n', "servers_from: {tmp}/nope.json: file not found"),
    ('servers_from = ".vscode"\n',
     "servers_from: {tmp}/.vscode: is a directory, not a regular file"),
])
def test_servers_from_errors_name_the_key(tmp_path: Path, toml: str, message: str) -> None:
    _vscode(tmp_path)
    config = tmp_path / "mcpcheck.toml"
    config.write_text(toml)
    with pytest.raises(UsageError) as caught:
        load_config(config, {}).select(None)
    client = tmp_path / ".vscode" / "mcp.json"
    assert caught.value.message == f"{config}: " + message.format(client=client, tmp=tmp_path)


def _client_file(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / "client.json"
    if kind == "fifo":
        os.mknod(path, 0o600 | stat.S_IFIFO)
    elif kind == "device":
        try:
            os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 5))  # a /dev/zero, in tmp_path
        except PermissionError:
            pytest.skip("creating a device node needs CAP_MKNOD")
    elif kind == "huge":
        with path.open("wb") as handle:
            handle.truncate(17 * 1024 * 1024)  # sparse: 17 MiB of NUL bytes
    else:
        path.write_text(kind)
    return path


@pytest.mark.parametrize(("kind", "message"), [
    ("fifo", "{config}: servers_from: {client}: is a named pipe, not a regular file"),
    ("device", "{config}: servers_from: {client}: is a device, not a regular file"),
    ("huge", "{client}: cannot read client config: larger than the 16 MiB limit"),
    ('{"servers": {"a": {"command": "x",}', "{client}: invalid JSON: Expecting "),
    ('["servers"]', "{client}: the client config must be an object/table at the top level"),
    ('{"mcpServers": ["a"]}', "{client}: mcpServers: expected a table of servers, got an array"),
    ('{"servers": {"a": "node x"}}', "{client}: servers.a: expected a table, got a string"),
    ('{"servers": {"a": {"type": "stdio", "command": ["node"]}}}',
     "{client}: servers.a.command: expected a string, got an array"),
    ('{"servers": {"a": {"type": "grpc", "url": "http://x"}}}',
     "{client}: servers.a.type: unknown server type 'grpc'"),
    ('{"servers": {"a": {"type": "http", "url": "http://127.0.0.1:1/mcp", "envFile": ".env"}}}',
     "{client}: servers.a.envFile: envFile applies to command (stdio) servers only"),
    ('{"settings": {}}', "{client}: servers: no [servers] table (nor mcpServers) in this file"),
])
def test_hostile_client_files_are_exit_2(tmp_path: Path, kind: str, message: str) -> None:
    client = _client_file(tmp_path, kind)
    config = tmp_path / "mcpcheck.toml"
    config.write_text('servers_from = "client.json"\n')
    run = run_cli("check", "--config", str(config), cwd=tmp_path, timeout=60)
    assert (run.code, run.out) == (2, ""), run.err
    assert run.err.startswith("mcpcheck: " + message.format(client=client, config=config)), \
        run.err
    assert "Traceback" not in run.err


def test_an_unreadable_env_file_blocks_only_its_server(tmp_path: Path) -> None:
    config = _vscode(tmp_path)
    (tmp_path / ".env").unlink()
    os.mknod(tmp_path / ".env", 0o600 | stat.S_IFIFO)
    run = run_cli("probe", "--config", str(config), "--server", "recorded", cwd=tmp_path)
    assert run.code == 1, run.err  # not_there is missing; the other servers were not needed
    run = run_cli("probe", "--config", str(config), "--server", "dotenv", cwd=tmp_path)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"mcpcheck: {tmp_path / '.vscode' / 'mcp.json'}: servers.dotenv.envFile:"
                       f" {tmp_path / '.env'}: is a named pipe, not a regular file\n")
    (tmp_path / ".env").unlink()
    (tmp_path / ".env").write_text("API_TOKEN\n")
    with pytest.raises(UsageError, match=r"servers\.dotenv\.envFile: .*\.env line 1: expected "
                                         "NAME=value"):
        load_config(config, {}).select("dotenv")


def test_a_report_never_overwrites_the_client_file_or_the_env_file(tmp_path: Path) -> None:
    config = _vscode(tmp_path)
    for server, target, role in (("recorded", ".vscode/mcp.json", "client config"),
                                 ("recorded", "mcpcheck.toml", "config file"),
                                 ("dotenv", ".env", "env file")):
        run = run_cli("probe", "--config", str(config), "--server", server, "-f", "json",
                      "-o", target, cwd=tmp_path)
        assert (run.code, run.out) == (2, "")
        assert run.err.startswith(f"mcpcheck: --output {target} is the {role} "), run.err
    assert (tmp_path / ".env").read_text().startswith("# read by VS Code and mcpcheck\n")
    assert json.loads((tmp_path / ".vscode" / "mcp.json").read_text().split("\n", 1)[1])
