"""The GitHub Action, run as a runner runs it: action.yml is read with a YAML loader, each step's
`env:` expressions are evaluated against the contexts a runner gives a composite action
(github.action_repository and github.action_ref are empty there), and every `run:` step is run
with bash the way `shell: bash` runs it, with the GITHUB_* variables a runner sets. The install
step's `python -m pip` is a stand-in that records its arguments; mcpcheck itself is real, against
the real demo server."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import yaml

from tests.conftest import PY, ROOT

ACTION = ROOT / "action.yml"
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def _action() -> dict[str, Any]:
    return yaml.safe_load(ACTION.read_text("utf-8"))  # type: ignore[no-any-return]


def _evaluate(text: str, contexts: dict[str, Any]) -> str:
    """`${{ a.b }}` from the contexts; anything else fails the test (a form it does not know)."""

    def value(match: re.Match[str]) -> str:
        found: Any = contexts
        for part in match.group(1).split("."):
            assert isinstance(found, dict) and part in found, f"unknown expression {match[0]}"
            found = found[part]
        return str(found)

    return EXPRESSION.sub(value, text)


def _run_action(workspace: Path, runner: Path, inputs: dict[str, str],
                github: dict[str, str]) -> tuple[int, str, Path]:
    """Every step of the composite action in order, as the runner would; returns the last
    exit code, the combined stdout and the GITHUB_OUTPUT file."""
    action = _action()
    assert action["runs"]["using"] == "composite"
    values = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    assert set(inputs) <= set(values), "an input the action does not declare"
    values.update(inputs)
    shims = runner / "shims"
    shims.mkdir(parents=True, exist_ok=True)
    pip_log = runner / "pip.log"
    (shims / "python").write_text(f'#!/bin/sh\necho "$*" >> "{pip_log}"\n')
    (shims / "python").chmod(0o755)
    temp = runner / "temp"
    temp.mkdir(exist_ok=True)
    files = {"GITHUB_STEP_SUMMARY": runner / "summary.md", "GITHUB_OUTPUT": runner / "output"}
    for path in files.values():
        path.write_text("")
    env = {"PATH": f"{shims}{os.pathsep}{Path(PY).parent}{os.pathsep}/usr/bin:/bin",
           "HOME": str(runner), "RUNNER_TEMP": str(temp), "CI": "true",
           "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com",
           "GITHUB_WORKSPACE": str(workspace), "GITHUB_ACTION_REPOSITORY": "",
           "GITHUB_ACTION_REF": "", **{k: str(v) for k, v in files.items()}, **github}
    contexts = {"inputs": values,
                "github": {"base_ref": env.get("GITHUB_BASE_REF", ""),
                           "action_repository": "", "action_ref": ""},  # empty in composites
                "steps": {}}
    code, out = 0, ""
    for step in action["runs"]["steps"]:
        if "uses" in step:
            assert step["uses"].startswith("actions/setup-python@")
            continue
        assert step["shell"] == "bash" and "${{" not in step["run"]
        step_env = {k: _evaluate(str(v), contexts) for k, v in step.get("env", {}).items()}
        script = runner / "step.sh"
        script.write_text(step["run"])
        proc = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                              cwd=workspace, env={**env, **step_env}, capture_output=True,
                              text=True, timeout=180)
        code, out = proc.returncode, out + proc.stdout
        assert "Traceback" not in proc.stderr, proc.stderr
        if code != 0:
            break
    return code, out, files["GITHUB_OUTPUT"]


def _workspace(tmp_path: Path) -> Path:
    workspace = tmp_path / "work" / "app" / "app"
    (workspace / "snapshots").mkdir(parents=True)
    shutil.copy(ROOT / "snapshots" / "demo.json", workspace / "snapshots" / "demo.json")
    (workspace / "mcpcheck.toml").write_text(
        f'[servers.demo]\ncommand = "{PY}"\nargs = ["-m", "mcpcheck.demo", "--variant", "v2"]\n'
        "lint = false\n")
    return workspace


def _links(runner: Path) -> set[str]:
    summary = (runner / "summary.md").read_text("utf-8")
    assert summary.startswith("**BREAKING: 3 errors in 1 of 1 server (drift 3)**\n")
    return set(re.findall(r"\[`tool-removed`\]\(([^)]*)\)", summary))


def test_a_published_action_links_rules_to_its_own_repository_and_ref(tmp_path: Path) -> None:
    workspace = _workspace(tmp_path)
    runner = tmp_path / "runner"
    action_path = tmp_path / "work" / "_actions" / "acme" / "mcpcheck" / "v1.2.3"
    action_path.mkdir(parents=True)
    github = {"GITHUB_ACTION_PATH": str(action_path), "GITHUB_REPOSITORY": "octo/app",
              "GITHUB_SHA": "0123abc", "GITHUB_EVENT_NAME": "push", "GITHUB_BASE_REF": "",
              "GITHUB_REF": "refs/heads/main"}
    code, out, outputs = _run_action(workspace, runner, {"sarif": "mcpcheck.sarif",
                                                         "junit": "mcpcheck.xml"}, github)
    assert code == 1, out
    assert outputs.read_text() == "exit-code=1\n"
    assert (runner / "pip.log").read_text() == (
        f"-m pip install --disable-pip-version-check {action_path}\n")
    assert _links(runner) == {
        "https://github.com/acme/mcpcheck/blob/v1.2.3/docs/rules.md#tool-removed"}

    sarif = json.loads((workspace / "mcpcheck.sarif").read_text())
    assert sarif["version"] == "2.1.0"
    assert "tool-removed" in {r["ruleId"] for r in sarif["runs"][0]["results"]}
    suites = ET.parse(workspace / "mcpcheck.xml").getroot()
    assert suites.find(".//failure") is not None


def test_a_local_action_links_to_the_repository_under_test(tmp_path: Path) -> None:
    workspace = _workspace(tmp_path)
    runner = tmp_path / "runner"
    github = {"GITHUB_ACTION_PATH": str(workspace), "GITHUB_REPOSITORY": "octo/app",
              "GITHUB_SHA": "0123abc", "GITHUB_EVENT_NAME": "push", "GITHUB_BASE_REF": ""}
    code, out, _ = _run_action(workspace, runner, {"fail-on": "never"}, github)
    assert code == 0, out
    assert _links(runner) == {"https://github.com/octo/app/blob/0123abc/docs/rules.md#tool-removed"}
    assert not (workspace / "mcpcheck.sarif").exists()  # no input, no file

    runner = tmp_path / "runner2"
    code, out, _ = _run_action(workspace, runner, {
        "fail-on": "never", "rules-url": "https://docs.example.com/mcpcheck/rules.md"}, github)
    assert code == 0, out
    assert _links(runner) == {"https://docs.example.com/mcpcheck/rules.md#tool-removed"}


def test_every_input_is_documented_in_ci_md() -> None:
    ci = (ROOT / "docs" / "ci.md").read_text("utf-8")
    for name in _action()["inputs"]:
        assert re.search(rf"\b{re.escape(name)}\b", ci), name
    assert "github/codeql-action/upload-sarif" in ci and "sarif_file: mcpcheck.sarif" in ci
    assert "sarif: mcpcheck.sarif" in ci and "junit: mcpcheck.xml" in ci
