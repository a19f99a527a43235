"""Config files: every source, precedence, and errors that name the file and the key path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.errors import UsageError
from mcpcheck.models import Severity
from mcpcheck.settings.config import find_config, load_config
from mcpcheck.settings.fleet import Choice, resolve
from mcpcheck.settings.targets import Selection

TOML = """
[defaults]
timeout = 12

[servers.search]
command = "node"
args = ["server.js", "--port", "0"]
env = { API_KEY = "${SEARCH_KEY}" }
require = ["search", "get_item"]
optional = "export"
snapshot = "snaps/search.json"
validate = ["args/*.json"]
ignore = "ignore.toml"
severity = { tool-description-changed = "error" }
lint_bounds = { max_properties = 50, max_depth = 8 }

[servers.remote]
url = "https://example.invalid/mcp"
headers = { Authorization = "Bearer ${TOKEN}" }
timeout = 5
protocol = "legacy"
lint = false
"""
ENV = {"SEARCH_KEY": "k-123", "TOKEN": "t-456"}


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_mcpcheck_toml_is_read_with_defaults_and_env(tmp_path: Path) -> None:
    cfg = load_config(write(tmp_path, "mcpcheck.toml", TOML), ENV)
    search, remote = cfg.servers["search"], cfg.servers["remote"]
    assert search.target.transport == "stdio" and search.target.command == "node"
    assert search.target.args == ("server.js", "--port", "0")
    assert search.target.env == (("API_KEY", "k-123"),)
    assert search.target.timeout == 12.0  # from [defaults]
    assert search.require == ("search", "get_item") and search.optional == ("export",)
    # paths in a config file are relative to the file's folder
    assert search.snapshot == tmp_path / "snaps/search.json"
    assert search.ignore == tmp_path / "ignore.toml"
    assert search.validate == (str(tmp_path / "args/*.json"),)
    assert search.severity == {"tool-description-changed": Severity.ERROR}
    assert search.lint_bounds == {"max_properties": 50, "max_depth": 8}
    assert remote.target.transport == "http" and remote.target.timeout == 5.0
    assert remote.target.headers == (("Authorization", "Bearer t-456"),)
    assert remote.target.protocol == "legacy" and remote.lint is False


def test_pyproject_tool_table_and_default_discovery(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert find_config(None, {}) is None
    write(tmp_path, "pyproject.toml", "[project]\nname='x'\n")
    assert find_config(None, {}) is None  # no [tool.mcpcheck]
    write(tmp_path, "pyproject.toml",
          "[tool.mcpcheck.servers.a]\ncommand = 'python'\nargs = ['-m', 'x']\n")
    found = find_config(None, {})
    assert found == Path("pyproject.toml")
    assert load_config(found, {}).servers["a"].target.args == ("-m", "x")
    write(tmp_path, "mcpcheck.toml", "[servers.b]\nurl = 'http://127.0.0.1:1/mcp'\n")
    assert find_config(None, {}) == Path("mcpcheck.toml")  # mcpcheck.toml wins


def test_claude_desktop_and_vscode_formats(tmp_path: Path) -> None:
    claude = write(tmp_path, "claude.json", json.dumps({"mcpServers": {
        "fs": {"command": "npx", "args": ["-y", "x"], "env": {"K": "${env:TOKEN}"}},
        "web": {"url": "http://127.0.0.1:1/mcp", "headers": {"X": "1"}}}}))
    cfg = load_config(claude, ENV)
    assert cfg.servers["fs"].target.env == (("K", "t-456"),)
    assert cfg.servers["web"].target.transport == "http"
    vscode = write(tmp_path, "mcp.json", json.dumps({"servers": {
        "a": {"type": "stdio", "command": "python", "args": []},
        "b": {"type": "sse", "url": "http://127.0.0.1:1/sse"},
        "c": {"type": "http", "url": "http://127.0.0.1:1/mcp"}}}))
    cfg = load_config(vscode, ENV)
    assert [cfg.servers[k].target.transport for k in "abc"] == ["stdio", "sse", "http"]
    commented = write(tmp_path, "commented.json", '{\n  // VS Code allows comments\n'
                      '  "servers": { /* and trailing commas */ "a": {"type": "stdio",\n'
                      '  "command": "py // kept", "args": ["x",],},\n  },\n}\n')
    assert load_config(commented, ENV).servers["a"].target.command == "py // kept"
    unresolved = write(tmp_path, "in.json", json.dumps({"servers": {
        "a": {"type": "http", "url": "http://x/mcp", "headers": {"K": "${input:api-key}"}}}}))
    with pytest.raises(UsageError, match=r"servers\.a\.headers\.K: \$\{input:api-key\} needs"):
        load_config(unresolved, ENV).select(None)


@pytest.mark.parametrize(("text", "message"), [
    ("[servers.s]\ncommand = 'x'\nheaders = {A = 'b'}\n", "servers.s.headers: headers apply"),
    ("[servers.s]\nurl = 'http://x'\nheaders = 'A: b'\n", "servers.s.headers: expected a table"),
    ("[servers.s]\ncommand = 'x'\nenv = {K = '${NOPE}'}\n",
     "servers.s.env.K: environment variable NOPE is not set"),
    ("[servers.s]\ncommand = 'x'\ntimeout = -1\n", "servers.s.timeout: expected a positive"),
    ("[servers.s]\ncommand = 'x'\nbogus = 1\n", "servers.s.bogus: unknown key"),
    ("[servers.s]\ncommand = 'x'\nurl = 'http://x'\n", "servers.s: give exactly one"),
    ("[servers.s]\nurl = 'ftp://x'\n", "servers.s.url: must be an http"),
    ("[servers.s]\ncommand = 'x'\nprotocol = 'v9'\n", "servers.s.protocol: must be one of"),
    ("[servers.s]\ncommand = 'x'\nseverity = {tool-removed = 'fatal'}\n",
     "servers.s.severity.tool-removed: expected"),
    ("[servers.s]\ncommand = 'x'\nseverity = {no-such-rule = 'error'}\n",
     "servers.s.severity.no-such-rule: not a drift or lint rule"),
    ("[servers.s]\ncommand = 'x'\ntimeout = nan\n", "servers.s.timeout: expected a positive"),
    ("[servers.s]\ncommand = 'x'\ntimeout = inf\n", "servers.s.timeout: expected a positive"),
    ("[servers.s]\ncommand = ''\n", "servers.s.command: must not be empty"),
    ("[servers.s]\ncommand = 'x'\nenv = {'A=B' = 'x'}\n", "servers.s.env: 'A=B' is not a valid"),
    ('[servers.s]\nurl = "http://x"\nheaders = {A = "v\\nInjected: 1"}\n',
     "servers.s.headers: the value of header A contains a character"),
    ("[servers.s]\ncommand = 'x'\nlint = 'yes'\n", "servers.s.lint: expected true or false"),
    ("[servers]\ns = 3\n", "servers.s: expected a table"),
    ("[servers.s]\ncommand = 'x'\nlint_bounds = {max_x = 1}\n",
     "servers.s.lint_bounds.max_x: unknown bound"),
    ("[servers.s]\ncommand = 'x'\nlint_bounds = {max_depth = 0}\n",
     "servers.s.lint_bounds.max_depth: expected a positive integer"),
    ("[other]\n", "servers: no [servers] table"),
    ("servers = [\n", "invalid TOML"),
])
def test_errors_name_file_and_key_path(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, "mcpcheck.toml", text)
    with pytest.raises(UsageError) as err:
        load_config(path, {}).select(None)
    assert str(path) in str(err.value) and message in str(err.value)


def test_precedence_flags_over_env_over_file(tmp_path: Path) -> None:
    path = write(tmp_path, "mcpcheck.toml", TOML)
    base = Choice(selection=Selection(environ=ENV), config=path)
    by_file = {s.target.name: s.target.timeout for s in resolve(base, ENV)}
    assert by_file == {"search": 12.0, "remote": 5.0}
    env = {**ENV, "MCPCHECK_TIMEOUT": "7", "MCPCHECK_PROTOCOL": "legacy"}
    by_env = resolve(base, env)
    assert {s.target.timeout for s in by_env} == {7.0}
    assert {s.target.protocol for s in by_env} == {"legacy"}
    flags = Choice(selection=Selection(environ=env), config=path, timeout=3.0,
                   server="search", require=("extra",))
    (only,) = resolve(flags, env)
    assert only.target.timeout == 3.0 and only.require == ("search", "get_item", "extra")
    with pytest.raises(UsageError, match="unknown server 'nope'"):
        resolve(Choice(selection=Selection(environ=ENV), config=path, server="nope"), ENV)
    with pytest.raises(UsageError, match="MCPCHECK_TIMEOUT"):
        resolve(base, {**ENV, "MCPCHECK_TIMEOUT": "soon"})


def test_flags_alone_need_no_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (one,) = resolve(Choice(selection=Selection(stdio="python -m x", environ={})), {})
    assert one.target.command == "python" and one.target.timeout == 30.0
    with pytest.raises(UsageError, match="choose a server"):
        resolve(Choice(selection=Selection(environ={})), {})
    with pytest.raises(UsageError, match="config file not found"):
        resolve(Choice(selection=Selection(environ={}), config=tmp_path / "none.toml"), {})
