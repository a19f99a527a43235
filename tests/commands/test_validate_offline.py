"""`validate --offline` over a config: each server's argument files against that server's own
snapshot, no server started (not even its ${VAR}s are needed), and the pre-commit hooks that run
it, read from .pre-commit-hooks.yaml and run as pre-commit would."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import yaml

from tests.conftest import PY, ROOT, run_cli

HOOKS = ROOT / ".pre-commit-hooks.yaml"


def _repo(tmp_path: Path) -> Path:
    """Two servers that cannot start (no such command, a secret that is not set), each with a
    snapshot and its own argument files; `narrow` lacks the tool `search`."""
    (tmp_path / "snapshots").mkdir()
    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "snapshots" / "wide.json")
    made = run_cli("mutate", str(ROOT / "snapshots" / "demo.json"), "--rule", "tool-removed",
                   "--tool", "search", "-o", str(tmp_path / "snapshots" / "narrow.json"))
    assert made.code == 0, made.err
    for folder, calls in (("wide", {"find.args.json": ("search", {"query": "mug"}),
                                    "sum.args.json": ("add", {"a": 1, "b": 2})}),
                          ("narrow", {"find.args.json": ("search", {"query": "mug"}),
                                      "sum.args.json": ("add", {"a": "1", "b": 2})})):
        (tmp_path / "calls" / folder).mkdir(parents=True)
        for name, (tool, arguments) in calls.items():
            (tmp_path / "calls" / folder / name).write_text(
                json.dumps({"tool": tool, "arguments": arguments}))
    (tmp_path / "package.json").write_text('{"name": "not an argument file"}')
    (tmp_path / "mcpcheck.toml").write_text(
        '[servers.wide]\ncommand = "/nonexistent/wide-server"\n'
        'env = { TOKEN = "${OFFLINE_UNSET_TOKEN}" }\nvalidate = ["calls/wide/*.args.json"]\n\n'
        '[servers.narrow]\nurl = "https://${OFFLINE_UNSET_HOST}/mcp"\n'
        'validate = ["calls/narrow/*.args.json"]\n\n'
        '[servers.bare]\ncommand = "/nonexistent/bare-server"\n')
    return tmp_path


def _findings(out: str) -> dict[str, list[tuple[str, str | None, str]]]:
    return {s["server"]: sorted((f["rule"], f["tool"], Path(f.get("file") or "").name)
                                for f in s["findings"]) for s in json.loads(out)["servers"]}


def test_offline_config_mode_reads_each_servers_own_snapshot(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    run = run_cli("validate", "--offline", "-f", "json", cwd=repo)
    assert run.code == 1, run.err
    assert run.err == "mcpcheck: skipped (no `validate` in the config): bare\n"
    assert _findings(run.out) == {
        "wide": [],
        "narrow": [("argument-invalid", "add", "sum.args.json"),
                   ("tool-not-advertised", "search", "find.args.json")]}
    run = run_cli("validate", "--offline", "--server", "wide", cwd=repo)
    assert (run.code, run.err) == (0, "")
    assert run.out.startswith("OK: 1 server")


def test_offline_mode_refuses_a_server_given_by_flags(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    for extra in (["--stdio", "node x"], ["--snapshot", "snapshots/wide.json"]):
        run = run_cli("validate", "--offline", *extra, cwd=repo)
        assert (run.code, run.out) == (2, "")
        assert run.err.startswith("mcpcheck: --offline reads each configured server's snapshot")
    (repo / "snapshots" / "narrow.json").unlink()
    run = run_cli("validate", "--offline", "--server", "narrow", "-f", "json", cwd=repo)
    assert run.code == 3
    (narrow,) = json.loads(run.out)["servers"]
    assert "narrow.json" in narrow["error"]


def _hooks() -> dict[str, dict[str, Any]]:
    return {hook["id"]: hook for hook in yaml.safe_load(HOOKS.read_text("utf-8"))}


def _selected(hook: dict[str, Any], paths: list[str]) -> list[str]:
    """The paths pre-commit would hand the hook (its `files` and `exclude`, re.search)."""
    return [p for p in paths if re.search(hook["files"], p)
            and not (hook.get("exclude") and re.search(hook["exclude"], p))]


def _run_hook(hook: dict[str, Any], args: list[str], files: list[str], cwd: Path
              ) -> subprocess.CompletedProcess[str]:
    argv = [*shlex.split(hook["entry"]), *args, *(files if hook["pass_filenames"] else [])]
    assert argv[0] == "mcpcheck"
    return subprocess.run([PY, "-m", "mcpcheck", *argv[1:]], cwd=cwd, capture_output=True,
                          text=True, timeout=120, env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1"})


def test_hooks_have_a_narrow_default_and_one_entry_covers_every_server(tmp_path: Path) -> None:
    hooks = _hooks()
    assert set(hooks) == {"mcpcheck-validate", "mcpcheck-validate-config"}
    tracked = ["package.json", ".vscode/mcp.json", "tsconfig.json", "snapshots/wide.json",
               "claude_desktop_config.json", "calls/wide/find.args.json", "x.args.jsonl",
               "mcpcheck.toml", "src/args.json", "deep/snapshots/narrow.json"]
    one = hooks["mcpcheck-validate"]
    assert _selected(one, tracked) == ["calls/wide/find.args.json", "x.args.jsonl"]
    config = hooks["mcpcheck-validate-config"]
    assert _selected(config, tracked) == [
        "snapshots/wide.json", "calls/wide/find.args.json", "x.args.jsonl", "mcpcheck.toml",
        "deep/snapshots/narrow.json"]
    assert config["pass_filenames"] is False and config["language"] == "python"

    repo = _repo(tmp_path)
    proc = _run_hook(config, [], _selected(config, ["mcpcheck.toml"]), repo)
    assert proc.returncode == 1, proc.stderr
    assert "tool-not-advertised" in proc.stdout and "argument-invalid" in proc.stdout
    assert "narrow" in proc.stdout

    changed = ["calls/wide/find.args.json", "calls/wide/sum.args.json", "package.json"]
    proc = _run_hook(one, ["--snapshot", "snapshots/wide.json"], _selected(one, changed), repo)
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stdout
    proc = _run_hook(one, ["--snapshot", "snapshots/narrow.json"], _selected(one, changed), repo)
    assert proc.returncode == 1
    assert "tool-not-advertised" in proc.stdout and "package.json" not in proc.stdout


def test_readme_documents_the_hooks_and_the_convention() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    for needle in ("mcpcheck-validate-config", "mcpcheck-validate`", "*.args.json",
                   "mcpcheck validate --offline"):
        assert needle in readme, needle
