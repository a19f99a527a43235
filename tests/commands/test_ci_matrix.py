"""docs/ci.md's CI matrix recipe, run as written: the shard step of the GitHub Actions matrix for
shards 1/3, 2/3 and 3/3 over a config of real servers (tests/servers/raw_stdio.py) in a clone
whose origin/main holds the baselines, then the merge step, then the GitLab merge line. The
merged reports (github annotations, job summary, comment, SARIF, JSON, JUnit) and the exit code
must be those of one unsharded `mcpcheck check` of the same servers."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import PY, RAW_STDIO, ROOT, run_cli
from tests.servers._mcp_logic import DEFAULT_TOOLS

CI_MD = ROOT / "docs" / "ci.md"
NAMES = ["search", "files", "memory", "github", "fetch", "time"]


def _section(title: str) -> list[str]:
    """The body of the first fenced block after the heading `title`."""
    lines = CI_MD.read_text("utf-8").splitlines()
    start = lines.index(title)
    fence = next(i for i in range(start, len(lines)) if lines[i].startswith("```"))
    end = next(i for i in range(fence + 1, len(lines)) if lines[i].startswith("```"))
    return lines[fence + 1:end]


def run_steps(block: list[str]) -> list[str]:
    """The script of every `run:` step of a workflow (a `run: |` block joined by lines)."""
    scripts = []
    for i, line in enumerate(block):
        match = re.match(r"^(\s*(?:- )?)run: (.*)$", line)
        if not match:
            continue
        if match.group(2).strip() != "|":
            scripts.append(match.group(2))
            continue
        indent = len(match.group(1))
        body = []
        for follow in block[i + 1:]:
            if follow.strip() and len(follow) - len(follow.lstrip()) <= indent:
                break
            body.append(follow.strip())
        scripts.append("\n".join(body))
    return scripts


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
                   cwd=cwd, check=True, capture_output=True, timeout=60)


def _server(name: str, *flags: str, require: str = '["echo"]') -> str:
    args = json.dumps([str(RAW_STDIO), "--server-name", name, *flags])
    return f"[servers.{name}]\ncommand = {json.dumps(PY)}\nargs = {args}\nrequire = {require}\n"


def _bash(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-e", "-c", script], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def origin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A repository whose main branch holds the config and every server's baseline."""
    repo = tmp_path_factory.mktemp("origin")
    (repo / "mcpcheck.toml").write_text("\n".join(_server(n) for n in NAMES), encoding="utf-8")
    made = run_cli("snapshot", "--jobs", "3", cwd=repo, timeout=300)
    assert made.code == 0, made.err
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "baselines")
    return repo


@pytest.mark.parametrize(("scenario", "code"), [("findings", 1), ("unevaluated", 3)])
def test_the_matrix_recipe_gives_the_unsharded_report(origin: Path, tmp_path: Path,
                                                      scenario: str, code: int) -> None:
    work = tmp_path / "work"
    _git(tmp_path, "clone", "-q", f"file://{origin}", str(work))
    tools = tmp_path / "echo-only.json"
    tools.write_text(json.dumps(DEFAULT_TOOLS[:1]), encoding="utf-8")
    servers = [_server(n) for n in NAMES]
    servers[1] = _server("files", "--tools", str(tools))  # `add` removed: breaking drift
    servers[2] = _server("memory", require='["echo", "recall"]')  # a required tool missing
    if scenario == "unevaluated":
        servers.append('[servers.down]\ncommand = "definitely-not-a-command-xyz"\n')
    (work / "mcpcheck.toml").write_text("\n".join(servers), encoding="utf-8")
    env = {**os.environ, "NO_COLOR": "1", "GITHUB_BASE_REF": "main",
           "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}",
           "GITHUB_STEP_SUMMARY": str(work / "summary.md"),
           "GITHUB_OUTPUT": str(work / "github-output.txt")}

    github = run_steps(_section("### GitHub Actions matrix"))
    shard_step = next(s for s in github if "--shard" in s)
    merge_step = next(s for s in github if "mcpcheck merge" in s)
    assert "${{ matrix.shard }}/3" in shard_step
    for k in (1, 2, 3):
        ran = _bash(shard_step.replace("${{ matrix.shard }}", str(k)), work, env)
        assert ran.returncode == 0, (k, ran.stderr)
        assert json.loads((work / f"mcpcheck-{k}.json").read_text("utf-8"))["shard"]["index"] == k
    merged = _bash(merge_step, work, env)
    assert merged.returncode == 0, merged.stderr
    assert (work / "github-output.txt").read_text("utf-8") == f"exit-code={code}\n"

    # one unsharded run: the shard step's command without --shard, writing the same formats
    command = shard_step.replace("${{ matrix.shard }}", "1").split(" || ")[0]
    command = re.sub(r" --shard \S+", "", command)
    command = re.sub(r" -f json -o \S+", "", command)
    whole = subprocess.run(
        ["bash", "-c", command + " -f github -o markdown=whole.md -o sarif=whole.sarif "
         "-o json=whole.json -o junit=whole.xml"],
        cwd=work, env=env, capture_output=True, text=True, timeout=300)
    assert whole.returncode == code, whole.stderr
    assert merged.stdout == whole.stdout  # the annotations and the summary group
    expected_md = (work / "whole.md").read_text("utf-8")
    assert (work / "summary.md").read_text("utf-8") == expected_md
    assert (work / "comment.md").read_text("utf-8") == expected_md
    assert (work / "mcpcheck.sarif").read_text("utf-8") == (work / "whole.sarif").read_text("utf-8")
    assert (work / "mcpcheck.json").read_text("utf-8") == (work / "whole.json").read_text("utf-8")

    report = json.loads((work / "mcpcheck.json").read_text("utf-8"))
    assert [s["server"] for s in report["servers"]] == [
        *NAMES, *(["down"] if scenario == "unevaluated" else [])]
    found = {(s["server"], f["rule"]) for s in report["servers"] for f in s["findings"]
             if f["severity"] == "error"}
    assert found == {("files", "tool-removed"), ("memory", "required-tool-missing")}
    sarif = json.loads((work / "mcpcheck.sarif").read_text("utf-8"))
    uris = {loc["physicalLocation"]["artifactLocation"]["uri"]
            for r in sarif["runs"][0]["results"] for loc in r["locations"]
            if "physicalLocation" in loc}
    assert "snapshots/files.json" in uris  # located in the checkout, as one run locates it
    assert expected_md.startswith("**NOT EVALUATED" if code == 3 else "**BREAKING")

    # GitLab: the parallel shard line (its reports are the GitHub shards' byte for byte), then
    # the merge job's line
    gitlab = [line.strip()[2:] for line in _section("### GitLab CI `parallel:`")
              if line.strip().startswith("- mcpcheck ")]
    shard_line = next(line for line in gitlab if "--shard" in line)
    merge_line = next(line for line in gitlab if line.startswith("mcpcheck merge"))
    if scenario == "findings":  # once is enough: three more runs of every server
        github_reports = [(work / f"mcpcheck-{k}.json").read_text("utf-8") for k in (1, 2, 3)]
        for k in (1, 2, 3):
            (work / f"mcpcheck-{k}.json").unlink()
            ran = _bash(shard_line, work, {**env, "CI_NODE_INDEX": str(k), "CI_NODE_TOTAL": "3",
                                           "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main"})
            assert ran.returncode == 0, (k, ran.stderr)
            assert (work / f"mcpcheck-{k}.json").read_text("utf-8") == github_reports[k - 1]
    ran = _bash(merge_line, work, env)
    assert ran.returncode == code, ran.stderr
    assert (work / "mcpcheck.xml").read_text("utf-8") == (work / "whole.xml").read_text("utf-8")
