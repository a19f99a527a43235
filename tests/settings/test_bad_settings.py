"""Malformed settings and local inputs: every one is a usage error (exit 2) naming the file and
key, in mcpcheck's words, reported before any server is contacted; none is ignored silently.
Real files on disk; the CLI runs in a subprocess where the exit code matters."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcpcheck.errors import UsageError
from mcpcheck.models import Surface
from mcpcheck.settings.config import load_config
from mcpcheck.settings.ignore import load_ignore
from mcpcheck.snapshots.store import build_document, render
from tests.conftest import PY, raw_server, run_cli

TOOL = {"name": "echo", "description": "Echo the text.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}}}
SERVER = f"command = {json.dumps(PY)}\nargs = {json.dumps(raw_server()[1:])}\n"


def _snapshot(path: Path, tools: list[dict[str, object]] | None = None) -> Path:
    surface = Surface(server_name="s", server_version="1", protocol_version="2025-06-18",
                      capabilities={"tools": {}}, tools=tuple(tools or [TOOL]))
    path.write_bytes(render(build_document(surface)))
    return path


def _config_error(path: Path, text: str | bytes, match: str) -> None:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(UsageError, match=match) as caught:
        load_config(path, {})
    assert str(path) in caught.value.message


# ------------------------------------------------------------------ item 3: secrets


@pytest.mark.parametrize("header", ["Authorization Bearer s3cr3t-t0ken",
                                    "Authorization=Bearer s3cr3t-t0ken"])
def test_a_header_without_colon_never_echoes_its_value(header: str) -> None:
    run = run_cli("probe", "--url", "http://127.0.0.1:9/mcp", "--header", header)
    assert run.code == 2, run.err
    assert "s3cr3t" not in run.err + run.out and "Bearer" not in run.err
    assert "'Authorization'" in run.err


def test_an_env_entry_without_equals_never_echoes_its_value() -> None:
    run = run_cli("probe", "--env", "TOKEN s3cr3t-t0ken", "--", *raw_server())
    assert run.code == 2, run.err
    assert "s3cr3t" not in run.err and "'TOKEN'" in run.err


# ------------------------------------------------------------------ item 5: loader exceptions


def test_severity_level_that_is_a_list(tmp_path: Path) -> None:
    _config_error(tmp_path / "mcpcheck.toml",
                  f'[servers.a]\n{SERVER}severity = {{ tool-removed = ["error"] }}\n',
                  r"servers\.a\.severity\.tool-removed: expected error, warning or info")


@pytest.mark.parametrize(("text", "key"), [('tool = "mcpcheck"\n', "tool: expected a table"),
                                           ("tool = 5\n", "tool: expected a table"),
                                           ("[tool]\nmcpcheck = 5\n",
                                            r"tool\.mcpcheck: expected a table")])
def test_malformed_tool_tables_of_pyproject(tmp_path: Path, text: str, key: str) -> None:
    _config_error(tmp_path / "pyproject.toml", text, key)
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    run = run_cli("check", cwd=tmp_path)  # auto-discovered
    assert run.code == 2, run.err
    assert "pyproject.toml: tool" in run.err and "internal error" not in run.err


@pytest.mark.parametrize(("name", "text"), [
    ("mcpcheck.toml", "x = " + "[" * 5000 + "]" * 5000 + "\n"),
    ("mcp.json", '{"servers": ' + "[" * 5000 + "]" * 5000 + "}"),
])
def test_deep_nesting_is_named(tmp_path: Path, name: str, text: str) -> None:
    _config_error(tmp_path / name, text, "nested too deeply")


@pytest.mark.parametrize(("name", "text"), [
    ("mcpcheck.toml", "[defaults]\ntimeout = 1" + "0" * 5000 + "\n"),
    ("mcp.json", '{"servers": {}, "x": 1' + "0" * 5000 + "}"),
])
def test_huge_integers_are_named_in_our_words(tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        load_config(path, {})
    assert "too many digits" in caught.value.message
    assert "set_int_max_str_digits" not in caught.value.message


def test_ignore_file_nesting_and_digits(tmp_path: Path) -> None:
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(UsageError, match=r"deep\.toml: invalid TOML: nested too deeply"):
        load_ignore(deep)
    digits = tmp_path / "digits.toml"
    digits.write_text("x = 1" + "0" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(UsageError, match="too many digits"):
        load_ignore(digits)


def test_calls_file_in_our_words(tmp_path: Path) -> None:
    deep = tmp_path / "calls.json"
    deep.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    run = run_cli("call", "--calls", str(deep), "--", *raw_server())
    assert run.code == 2, run.err
    assert "nested too deeply" in run.err and "recursion" not in run.err
    deep.write_text('[{"tool": "echo", "arguments": {"n": 1' + "0" * 5000 + "}}]",
                    encoding="utf-8")
    run = run_cli("call", "--calls", str(deep), "--", *raw_server())
    assert run.code == 2, run.err
    assert "too many digits" in run.err and "set_int_max_str_digits" not in run.err


# ------------------------------------------------------------------ item 9: JSONC


def test_vscode_trailing_comma_before_a_comment_and_jsonc_files(tmp_path: Path) -> None:
    text = ('{\n  "servers": {\n    "a": {"command": "node", "args": ["x"], // the server\n'
            '    }, // last one\n  },\n}\n')
    for name in ("mcp.json", "mcp.jsonc"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        assert list(load_config(path, {}).servers) == ["a"]


# ------------------------------------------------------------------ item 14: silent mistakes


def test_lint_with_a_snapshot_and_a_live_server_is_refused(tmp_path: Path) -> None:
    snap = _snapshot(tmp_path / "s.json")
    run = run_cli("lint", "--snapshot", str(snap), "--", *raw_server())
    assert run.code == 2, run.err
    assert "give either --snapshot PATH or a server, not both" in run.err


@pytest.mark.parametrize("args", [("--snapshot", "a.json", "--snapshot", "b.json"),
                                  ("-f", "json", "--format=text"),
                                  ("--fail-on", "error", "--fail-on", "warning")])
def test_a_repeated_single_value_option_is_an_error(tmp_path: Path,
                                                    args: tuple[str, ...]) -> None:
    run = run_cli("lint", *args, cwd=tmp_path)
    assert run.code == 2, run.err
    assert "is given twice" in run.err


def test_output_stays_repeatable(tmp_path: Path) -> None:
    snap = str(_snapshot(tmp_path / "s.json"))
    run = run_cli("lint", "--snapshot", snap, "-o", f"json={tmp_path / 'a.json'}",
                  "-o", str(tmp_path / "b.txt"))
    assert run.code == 0, run.err
    assert (tmp_path / "a.json").exists() and (tmp_path / "b.txt").exists()


@pytest.mark.parametrize(("text", "match"), [
    (f"[defaults]\ntimout = 5\n[servers.a]\n{SERVER}", r"defaults\.timout: unknown key"),
    (f"[servres.a]\nx = 1\n[servers.a]\n{SERVER}", "servres: unknown table or key"),
])
def test_typos_in_defaults_and_top_level_tables(tmp_path: Path, text: str, match: str) -> None:
    _config_error(tmp_path / "mcpcheck.toml", text, match)


def test_unknown_vscode_server_type(tmp_path: Path) -> None:
    _config_error(tmp_path / "mcp.json",
                  '{"servers": {"a": {"type": "stdoi", "command": "node"}}}',
                  r"servers\.a\.type: unknown server type 'stdoi'")


def test_client_json_keeps_its_own_top_level_keys(tmp_path: Path) -> None:
    path = tmp_path / "claude_desktop_config.json"
    path.write_text('{"globalShortcut": "x", "mcpServers": {"a": {"command": "node"}}}',
                    encoding="utf-8")
    assert list(load_config(path, {}).servers) == ["a"]


def test_ignore_entry_with_an_unknown_rule(tmp_path: Path) -> None:
    snap = str(_snapshot(tmp_path / "s.json"))
    ignore = tmp_path / "ignore.toml"
    ignore.write_text('[[ignore]]\nrule = "tool-remvoed"\nreason = "typo"\n', encoding="utf-8")
    run = run_cli("diff", snap, snap, "--ignore", str(ignore))
    assert run.code == 2, run.err
    assert "ignore entry 1: unknown rule 'tool-remvoed'" in run.err


def test_duplicate_json_keys_are_refused(tmp_path: Path) -> None:
    _config_error(tmp_path / "mcp.json",
                  '{"mcpServers": {"a": {"command": "node", "command": "python"}}}',
                  'duplicate key "command"')
    calls = tmp_path / "calls.json"
    calls.write_text('[{"tool": "echo", "tool": "other", "arguments": {}}]', encoding="utf-8")
    run = run_cli("call", "--calls", str(calls), "--", *raw_server())
    assert run.code == 2 and 'duplicate key "tool"' in run.err, run.err
    snap = _snapshot(tmp_path / "s.json")
    text = snap.read_text(encoding="utf-8")
    snap.write_text(text.replace('"tools": [', '"tools": [], "tools": [', 1), encoding="utf-8")
    run = run_cli("diff", str(snap), str(snap))
    assert run.code == 3 and 'duplicate key "tools"' in run.out, run.out


def test_hand_edited_snapshot_is_reported(tmp_path: Path) -> None:
    good = _snapshot(tmp_path / "good.json")
    edited = tmp_path / "edited.json"
    doc = json.loads(good.read_text(encoding="utf-8"))
    doc["tools"][0]["definition"]["description"] = "Echo the text, edited by hand."
    edited.write_text(json.dumps(doc), encoding="utf-8")
    run = run_cli("diff", str(good), str(edited), "-f", "json")
    found = [f for s in run.json()["servers"] for f in s["findings"]
             if f["rule"] == "snapshot-hash-mismatch"]
    assert [(f["tool"], f["severity"]) for f in found] == [("echo", "warning")], run.out
    assert "description" in found[0]["message"] and "edited.json" in found[0]["message"]
    run = run_cli("lint", "--snapshot", str(edited), "-f", "json")
    assert any(f["rule"] == "snapshot-hash-mismatch"
               for s in run.json()["servers"] for f in s["findings"]), run.out
    run = run_cli("diff", str(good), str(good), "-f", "json")
    assert "snapshot-hash-mismatch" not in run.out


# ------------------------------------------------------------------ item 15: byte-order marks


def test_a_bom_is_accepted_everywhere(tmp_path: Path) -> None:
    bom = "\ufeff"
    toml = tmp_path / "mcpcheck.toml"
    toml.write_text(bom + f"[servers.a]\n{SERVER}", encoding="utf-8")
    assert list(load_config(toml, {}).servers) == ["a"]
    js = tmp_path / "mcp.json"
    js.write_text(bom + '{"mcpServers": {"a": {"command": "node"}}}', encoding="utf-8")
    assert list(load_config(js, {}).servers) == ["a"]
    ignore = tmp_path / "ignore.toml"
    ignore.write_text(bom + '[[ignore]]\nrule = "tool-removed"\nreason = "ok"\n',
                      encoding="utf-8")
    assert len(load_ignore(ignore).entries) == 1
    snap = _snapshot(tmp_path / "s.json")
    snap.write_text(bom + snap.read_text(encoding="utf-8"), encoding="utf-8")
    run = run_cli("diff", str(snap), str(snap), "--ignore", str(ignore))
    assert run.code == 0, run.out + run.err


# ------------------------------------------------------------------ item 16: error order


def test_a_broken_ignore_file_is_reported_before_any_server_is_contacted(tmp_path: Path) -> None:
    ignore = tmp_path / "ignore.toml"
    ignore.write_text("[[ignore]]\nreason = \n", encoding="utf-8")
    run = run_cli("diff", "--ignore", str(ignore), "--snapshot", str(tmp_path / "none.json"),
                  "--", "/nonexistent/server")
    assert run.code == 2, run.out + run.err
    assert "ignore.toml: invalid TOML" in run.err
    config = tmp_path / "mcpcheck.toml"
    config.write_text('[servers.a]\ncommand = "/nonexistent/server"\n'
                      f'ignore = "{ignore}"\n', encoding="utf-8")
    run = run_cli("check", "--config", str(config))
    assert run.code == 2, run.out + run.err
    assert "ignore.toml: invalid TOML" in run.err


def test_auto_discovered_pyproject_without_our_table_is_not_ours(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.black]\nline-length = 100\n',
                                             encoding="utf-8")
    run = run_cli("check", cwd=tmp_path)
    assert run.code == 2 and "choose a server" in run.err, run.err
