"""The documentation cannot drift from the code: the rules catalogue is the generator's output,
every `mcpcheck ...` command shown in README.md and docs/*.md uses real subcommands and flags,
the example configs load, and the GitHub Action's shell step works against a real server."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from mcpcheck.settings.config import load_config
from mcpcheck.settings.ignore import load_ignore
from tests.conftest import PY, ROOT, run_cli

DOCS = ROOT / "docs"
MARKDOWN_FILES = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_rules_doc",
                                                  ROOT / "scripts" / "gen_rules_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ rules catalogue


def test_rules_md_is_the_generators_output() -> None:
    expected = generator().render()
    assert (DOCS / "rules.md").read_text("utf-8") == expected, (
        "docs/rules.md is stale: run `python scripts/gen_rules_doc.py`")


def test_generator_check_mode_agrees() -> None:
    proc = subprocess.run([PY, str(ROOT / "scripts" / "gen_rules_doc.py"), "--check"],
                          capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stderr) == (0, "")


def registry_ids() -> dict[str, set[str]]:
    from mcpcheck.checks.rulebook import DRIFT_FAMILIES, Family, all_rules, rules_of
    from mcpcheck.ruleids import RuleId

    return {"drift": set(rules_of(DRIFT_FAMILIES)), "lint": set(rules_of([Family.LINT])),
            "validate": set(rules_of([Family.ARGUMENTS])), "calls": set(rules_of([Family.CALLS])),
            "command": set(rules_of([Family.COMMAND])),
            "conform": set(rules_of([Family.CONFORM])), "rulebook": set(all_rules()),
            "enum": set(RuleId)}


def rules_md_rows() -> dict[str, list[str]]:
    """rule id -> the cells after it, from every table row of docs/rules.md (each id carries
    an anchor of its own name: the markdown report links rule ids to docs/rules.md#ID)."""
    rows: dict[str, list[str]] = {}
    for line in (DOCS / "rules.md").read_text("utf-8").splitlines():
        match = re.match(r'\| <a name="([a-z0-9-]+)"></a>`\1` \| (.*) \|$', line)
        if match:
            assert match.group(1) not in rows, f"{match.group(1)} listed twice"
            rows[match.group(1)] = match.group(2).split(" | ")
    return rows


def test_every_registered_rule_is_documented_with_its_severity() -> None:
    from mcpcheck.checks.rulebook import DRIFT_FAMILIES, RULES, Family, rules_of

    rows = rules_md_rows()
    for registry, ids in registry_ids().items():
        missing = sorted(ids - set(rows))
        assert not missing, f"{registry} rules missing from docs/rules.md: {missing}"
    assert set(rows) == set().union(*registry_ids().values())
    for rule in rules_of(DRIFT_FAMILIES).values():
        assert rows[rule.id] == [rule.severity.value, rule.summary]
    for lint_rule in rules_of([Family.LINT]).values():
        effect = ("unusable" if lint_rule.blocking
                  else "suspicious" if lint_rule.risk else "degraded")
        assert rows[lint_rule.id] == [lint_rule.severity.value, effect, lint_rule.summary]
    for rule in RULES.values():
        assert rows[rule.id][0] == rule.severity.value
    assert rows["argument-invalid"][0] == "error"
    assert rows["call-output-schema-unusable"][0] == "warning"
    assert rows["call-failed"][0] == "error"


def test_rules_md_has_one_table_per_drift_family() -> None:
    from mcpcheck.checks.rulebook import Family

    text = (DOCS / "rules.md").read_text("utf-8")
    headings = re.findall(r"^### Drift: (\w+)$", text, re.M)
    assert headings == [f.value for f in Family if f.drift]
    assert re.findall(r"^## (.+)$", text, re.M) == [
        "Drift rules", "Lint rules", "Argument-file rules", "Golden-call rules", "Command rules",
        "Conformance rules"]


def test_readme_points_at_the_rules_catalogue() -> None:
    assert "docs/rules.md" in (ROOT / "README.md").read_text("utf-8")


# ------------------------------------------------------------------ commands shown in the docs


@dataclass(frozen=True)
class Invocation:
    where: str  # file:line
    argv: tuple[str, ...]  # the words after `mcpcheck`


_OPERATORS = {"|", "||", "&&", ";", "&", "(", ")", ">", ">>", "<", "2>", "|&"}
# Words after which a command starts (shell keywords, prompts, YAML `run:` / list items); not
# other YAML keys: `name: mcpcheck` names a step or a container.
_LEADERS = {"$", "-", "run:", "then", "do", "else", "exec", "time", "sudo", "command:", "script:"}


def fenced_blocks(text: str) -> Iterator[tuple[int, list[str]]]:
    """(line number of the first body line, body lines) of every ``` / ~~~ fenced block."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r"^\s*(`{3,}|~{3,})", lines[i])
        if not fence:
            i += 1
            continue
        marker, start, body = fence.group(1), i + 2, []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(marker):
            body.append(lines[i])
            i += 1
        yield start, body
        i += 1


def logical_lines(body: list[str], start: int) -> Iterator[tuple[int, str]]:
    """Lines with backslash continuations joined, each with its first line number."""
    buffer, first = "", start
    for offset, line in enumerate(body):
        if not buffer:
            first = start + offset
        if line.rstrip().endswith("\\"):
            buffer += line.rstrip()[:-1] + " "
            continue
        yield first, buffer + line
        buffer = ""
    if buffer:
        yield first, buffer


def shell_words(line: str) -> list[str]:
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError:  # unbalanced quotes in a non-shell line (YAML, prose)
        return line.split()


def at_command_position(words: list[str], i: int) -> bool:
    if i == 0:
        return True
    before = words[i - 1]
    if before in _OPERATORS or before in _LEADERS:
        return True
    if before == "-m" and i >= 2 and re.search(r"python[0-9.]*$", words[i - 2]):
        return True
    # VAR=value mcpcheck ... (only assignments before it)
    return all(re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", w) for w in words[:i])


def shell_invocations(line: str) -> Iterator[tuple[str, ...]]:
    words = shell_words(line)
    for i, word in enumerate(words):
        if word != "mcpcheck" or not at_command_position(words, i):
            continue
        argv = []
        for w in words[i + 1:]:
            if w in _OPERATORS:
                break
            argv.append(w)
        yield tuple(argv)


def yaml_list_invocations(body: list[str], start: int, where: str) -> Iterator[Invocation]:
    """Exec forms: `command: [mcpcheck, probe, --url=...]` and block lists `- mcpcheck`."""
    for offset, line in enumerate(body):
        flow = re.search(r"\[\s*[\"']?mcpcheck[\"']?\s*(,[^\]]*)?\]", line)
        if flow:
            items = [s.strip().strip("\"'") for s in (flow.group(1) or "").split(",")]
            yield Invocation(f"{where}:{start + offset}", tuple(s for s in items if s))
        block = re.match(r"^(\s*)- [\"']?mcpcheck[\"']?\s*$", line)
        if block:
            items = []
            for follow in body[offset + 1:]:
                item = re.match(rf"^{block.group(1)}- (.*)$", follow)
                if not item:
                    break
                items.append(re.sub(r"\s+#.*$", "", item.group(1)).strip().strip("\"'"))
            yield Invocation(f"{where}:{start + offset}", tuple(items))


def invocations_in(text: str, where: str) -> list[Invocation]:
    found: list[Invocation] = []
    for start, body in fenced_blocks(text):
        found += yaml_list_invocations(body, start, where)
        for number, line in logical_lines(body, start):
            if re.match(r"^\s*- [\"']?mcpcheck[\"']?\s*$", line) or re.search(
                    r"\[\s*[\"']?mcpcheck[\"']?\s*[,\]]", line):
                continue  # handled as a YAML exec form
            found += [Invocation(f"{where}:{number}", argv) for argv in shell_invocations(line)]
    return sorted(found, key=lambda inv: int(inv.where.rsplit(":", 1)[1]))


@cache
def cli_help(subcommand: str | None) -> str:
    """`mcpcheck [SUBCOMMAND] --help` (run_cli: in the test process; the help of a process is
    tests/cli/test_offline_diff.py's)."""
    run = run_cli(*([subcommand] if subcommand else []), "--help", env={"COLUMNS": "200"})
    assert run.code == 0, run.err
    return run.out


@cache
def subcommands() -> frozenset[str]:
    text = cli_help(None).split("Commands:", 1)[1]
    return frozenset(re.findall(r"^  ([a-z][a-z-]*)\s", text, re.M))


@cache
def flags_of(subcommand: str | None) -> frozenset[str]:
    """Long and short option names listed in the options column of `--help`."""
    names: set[str] = set()
    for line in cli_help(subcommand).splitlines():
        column = re.match(r"^\s+((?:-[A-Za-z], )*--[a-z][a-z0-9-]*)", line)
        if column:
            names.update(re.findall(r"--?[A-Za-z][a-z0-9-]*", column.group(1)))
    return frozenset(names)


def problems(invocation: Invocation) -> list[str]:
    argv = list(invocation.argv)
    if "--" in argv:
        argv = argv[:argv.index("--")]  # the rest is the stdio server's own command line
    sub = argv[0] if argv and not argv[0].startswith("-") else None
    if sub is not None and sub not in subcommands():
        return [f"{invocation.where}: unknown subcommand {sub!r}"]
    known = flags_of(sub)
    out = []
    for word in argv[1 if sub else 0:]:
        if re.match(r"^--?[A-Za-z]", word):
            name = word.split("=", 1)[0]
            if name not in known:
                out.append(f"{invocation.where}: mcpcheck {sub or ''} has no option {name}")
    return out


def doc_invocations() -> list[Invocation]:
    found = []
    for path in MARKDOWN_FILES:
        found += invocations_in(path.read_text("utf-8"), str(path.relative_to(ROOT)))
    return found


def test_parser_finds_shell_pipelines_continuations_and_exec_forms() -> None:
    text = """Prose mentions `mcpcheck check --bogus` but that is not in a fence.

```sh
make demo   # not mcpcheck
mcpcheck diff --name demo -- python -m mcpcheck.demo --variant v2 --not-ours
code=0; mcpcheck check --config a.toml \\
    -f junit -o x.xml || code=$?
python -m mcpcheck --version
NO_COLOR=1 mcpcheck probe --timeout 5 | tee out.txt
cat mcpcheck.toml
echo mcpcheck is great
```

```yaml
run: mcpcheck check -f github --fail-on warning
command: [mcpcheck, probe, --url=http://x/mcp, --timeout=5]
command:
  - mcpcheck
  - serve
  - --port=9090   # a comment
script:
  - mcpcheck check --jobs 8
```

```json
{"mcpcheck": "0.1.0", "command": "diff"}
```
"""
    got = [(i.where, i.argv) for i in invocations_in(text, "t.md")]
    assert got == [
        ("t.md:5", ("diff", "--name", "demo", "--", "python", "-m", "mcpcheck.demo",
                    "--variant", "v2", "--not-ours")),
        ("t.md:6", ("check", "--config", "a.toml", "-f", "junit", "-o", "x.xml")),
        ("t.md:8", ("--version",)),
        ("t.md:9", ("probe", "--timeout", "5")),
        ("t.md:15", ("check", "-f", "github", "--fail-on", "warning")),
        ("t.md:16", ("probe", "--url=http://x/mcp", "--timeout=5")),
        ("t.md:18", ("serve", "--port=9090")),
        ("t.md:22", ("check", "--jobs", "8")),
    ]
    assert all(not problems(Invocation(w, a)) for w, a in got)


def test_checker_rejects_unknown_flags_and_subcommands() -> None:
    assert problems(Invocation("x:1", ("check", "--bogus", "-f", "json"))) == [
        "x:1: mcpcheck check has no option --bogus"]
    assert problems(Invocation("x:2", ("diff", "--shards", "2"))) == [
        "x:2: mcpcheck diff has no option --shards"]
    assert problems(Invocation("x:3", ("frobnicate",))) == ["x:3: unknown subcommand 'frobnicate'"]
    assert problems(Invocation("x:4", ("snapshot", "--update", "--", "srv", "--whatever"))) == []
    assert problems(Invocation("x:5", ("probe", "--url=http://h/mcp", "-x"))) == [
        "x:5: mcpcheck probe has no option -x"]


def test_every_documented_command_uses_real_subcommands_and_flags() -> None:
    found = doc_invocations()
    per_file = {i.where.split(":")[0] for i in found}
    assert {"README.md", "docs/ci.md"} <= per_file
    assert len([i for i in found if i.where.startswith("docs/ci.md")]) >= 8
    assert {i.argv[0] for i in found if i.argv} >= {"snapshot", "diff", "check", "lint",
                                                    "validate"}
    bad = [p for i in found for p in problems(i)]
    assert not bad, "\n".join(bad)


# ------------------------------------------------------------------ examples and ci.md


def config_keys() -> set[str]:
    from mcpcheck.settings import config

    keys: set[str] = config._KEYS  # the per-server keys the loader accepts
    return keys


EXAMPLE_ENV = {"FILES_TOKEN": "t1", "SEARCH_TOKEN": "t2", "LEGACY_KEY": "t3"}


def test_example_config_loads_and_uses_every_key() -> None:
    path = DOCS / "examples" / "mcpcheck.toml"
    config = load_config(path, EXAMPLE_ENV)
    assert list(config.servers) == ["files", "search", "legacy"]
    files, search, legacy = config.servers.values()
    assert (files.target.transport, search.target.transport, legacy.target.transport) == (
        "stdio", "http", "sse")
    assert ("API_TOKEN", "t1") in files.target.env
    assert ("Authorization", "Bearer t2") in search.target.headers
    assert search.require == ("search", "fetch_page")
    assert files.severity["tool-description-changed"].value == "error"
    assert legacy.lint is False and legacy.target.timeout == 5.0
    assert search.target.timeout == 20.0  # from [defaults]
    raw = tomllib.loads(path.read_text("utf-8"))
    used = {key for server in raw["servers"].values() for key in server}
    assert used >= {"command", "args", "env", "cwd", "url", "headers", "sse", "timeout",
                    "protocol", "require", "optional", "snapshot", "validate", "calls",
                    "ignore", "severity", "lint", "lint_bounds"}
    client_format_keys = {"type", "transport", "description", "name", "envFile"}
    assert used >= config_keys() - client_format_keys, "a config key is missing from the example"
    assert files.lint_bounds == {"max_properties": 200, "max_description_chars": 4000}
    assert "${" in path.read_text("utf-8")


def test_example_config_names_a_missing_variable() -> None:
    from mcpcheck.errors import UsageError

    with pytest.raises(UsageError) as caught:
        load_config(DOCS / "examples" / "mcpcheck.toml", {"FILES_TOKEN": "t1"}).select(None)
    assert caught.value.message.endswith(
        "servers.search.headers.Authorization: environment variable SEARCH_TOKEN is not set"
        " (unresolved variables in other servers too: legacy)")
    only_files = load_config(DOCS / "examples" / "mcpcheck.toml", {"FILES_TOKEN": "t1"})
    assert [s.target.name for s in only_files.select("files")] == ["files"]


def test_example_ignore_file_loads() -> None:
    ignore = load_ignore(DOCS / "examples" / "mcpcheck-ignore.toml")
    assert [(e.rule, e.tool, e.fingerprint) for e in ignore.entries] == [
        ("input-range-narrowed", "search", None),
        ("tool-description-changed", "read_text_file", None),
        (None, None, "3f9a0c1b2d4e"),
    ]
    assert all(e.reason for e in ignore.entries)
    assert str(ignore.entries[1].expires) == "2030-01-31"


def test_ci_md_covers_exit_codes_fail_on_and_both_ci_systems() -> None:
    text = (DOCS / "ci.md").read_text("utf-8")
    for code in ("| 0 |", "| 1 |", "| 2 |", "| 3 |"):
        assert code in text
    for needle in ("--fail-on", "`never`", "artifacts:", "junit: mcpcheck.xml",
                   "snapshot --config mcpcheck.toml --server search --update", "-f markdown",
                   "GITHUB_STEP_SUMMARY", "exit-code", "reason"):
        assert needle in text, needle


# ------------------------------------------------------------------ the GitHub Action


ACTION = ROOT / "action.yml"


def test_action_is_a_composite_running_mcpcheck_check() -> None:
    text = ACTION.read_text("utf-8")
    assert re.search(r"^runs:\n  using: composite$", text, re.M)
    for name, default in (("config", "mcpcheck.toml"), ("server", '""'), ("fail-on", "error"),
                          ("version", '""'), ("python-version", '"3.11"'), ("against", '""'),
                          ("sarif", '""'), ("junit", '""'), ("rules-url", '""')):
        assert re.search(rf"^  {name}:\n(    .*\n)*?    default: {re.escape(default)}$", text,
                         re.M), name
    assert re.search(r"^outputs:\n  exit-code:\n", text, re.M)
    assert "uses: actions/setup-python@" in text
    assert 'pip install --disable-pip-version-check "$GITHUB_ACTION_PATH"' in text
    assert "args=(check --config" in text and 'mcpcheck "${args[@]}"' in text
    assert "-f github" in text and 'exit "$code"' in text
    inline = [line for line in text.splitlines() if "${{ inputs." in line]
    assert len(inline) == 9
    assert "fetch-depth: 0" in text and "MCPCHECK_BASE_REF: ${{ github.base_ref }}" in text
    for line in inline:  # inputs reach scripts through env or `with:`, never spliced into a run
        assert re.match(r"^\s+[A-Za-z_-]+: \$\{\{ inputs\.[a-z-]+ \}\}$", line), line


def check_step_script() -> str:
    """The shell body of the `mcpcheck check` step, as GitHub would run it."""
    text = ACTION.read_text("utf-8")
    body = text.split("      id: check\n", 1)[1].split("      run: |\n", 1)[1]
    return "\n".join(line[8:] for line in body.splitlines()) + "\n"


def test_action_check_step_runs_against_a_real_server(tmp_path: Path) -> None:
    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "baseline.json")
    (tmp_path / "mcpcheck.toml").write_text(
        f'[servers.demo]\ncommand = "{PY}"\nargs = ["-m", "mcpcheck.demo", "--variant", "v2"]\n'
        'snapshot = "baseline.json"\nlint = false\n')
    (tmp_path / "step.sh").write_text(check_step_script())
    summary, outputs = tmp_path / "summary.md", tmp_path / "outputs"
    env = {**os.environ, "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}",
           "RUNNER_TEMP": str(tmp_path), "GITHUB_STEP_SUMMARY": str(summary),
           "GITHUB_OUTPUT": str(outputs), "MCPCHECK_ACTION_CONFIG": "mcpcheck.toml",
           "MCPCHECK_ACTION_SERVER": "demo", "MCPCHECK_ACTION_FAIL_ON": "error"}
    proc = subprocess.run(["bash", "-eo", "pipefail", "step.sh"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert outputs.read_text() == "exit-code=1\n"
    removed = r"::error file=baseline\.json,line=\d+,title=tool-removed::demo / add"
    assert any(re.match(removed, line) for line in proc.stdout.splitlines())
    markdown = summary.read_text("utf-8")
    assert markdown.startswith("**BREAKING: 3 errors in 1 of 1 server (drift 3)**\n")
    assert "### demo: ❌ findings" in markdown
    assert "| ❌ [`tool-removed`](docs/rules.md#tool-removed) | add | `/` |" in markdown
    assert "::" not in markdown  # no workflow command leaks into the summary

    env["MCPCHECK_ACTION_FAIL_ON"] = "never"
    summary.unlink()
    outputs.unlink()
    assert subprocess.run(["bash", "-eo", "pipefail", "step.sh"], cwd=tmp_path, env=env,
                          capture_output=True, timeout=120).returncode == 0
    assert outputs.read_text() == "exit-code=0\n"

    env["MCPCHECK_ACTION_CONFIG"] = "missing.toml"
    proc = subprocess.run(["bash", "-eo", "pipefail", "step.sh"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "missing.toml: config file not found" in proc.stderr
    assert outputs.read_text() == "exit-code=0\nexit-code=2\n"


# ------------------------------------------------------------------ README examples, run


def _block_after(text: str, needle: str) -> list[str]:
    """The body of the first fenced block that starts after `needle`."""
    at = text.index(needle)
    line = text.count("\n", 0, at) + 1
    return next(body for start, body in fenced_blocks(text) if start > line)


def test_mcpservers_entry_with_mcpcheck_keys_runs_as_documented(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    needle = "mcpcheck's own keys (`require`"
    client = "\n".join(_block_after(readme, needle))
    command = _block_after(readme, client)
    assert json.loads(client)["mcpServers"]["demo"]["require"] == ["add"]
    (tmp_path / "claude_desktop_config.json").write_text(client)
    (tmp_path / "snapshots").mkdir()
    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "snapshots" / "demo.json")
    config = load_config(tmp_path / "claude_desktop_config.json", {})
    (demo,) = config.select("demo")
    assert (demo.require, demo.lint, demo.snapshot) == (
        ("add",), False, tmp_path / "snapshots" / "demo.json")
    env = {**os.environ, "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}",
           "NO_COLOR": "1"}
    (line,) = command
    proc = subprocess.run(["bash", "-c", line], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "demo" in proc.stdout and proc.stderr == ""


def test_action_takes_the_baseline_from_the_pull_requests_base_branch(tmp_path: Path) -> None:
    """A pull request that updated its snapshot still fails: the action compares with the base
    branch, fetching its tip into a shallow checkout (actions/checkout's default depth 1)."""
    def git(cwd: Path, *args: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
                       cwd=cwd, check=True, capture_output=True, timeout=60)

    origin = tmp_path / "origin"
    origin.mkdir()
    git(origin, "init", "-q", "-b", "main")
    (origin / "snapshots").mkdir()
    shutil.copy(ROOT / "snapshots" / "demo.json", origin / "snapshots" / "demo.json")
    (origin / "mcpcheck.toml").write_text(
        f'[servers.demo]\ncommand = "{PY}"\nargs = ["-m", "mcpcheck.demo", "--variant", "v2"]\n'
        'lint = false\n')
    git(origin, "add", "-A")
    git(origin, "commit", "-q", "-m", "baseline")
    git(origin, "checkout", "-q", "-b", "feature")
    made = run_cli("snapshot", "--server", "demo", "--update", cwd=origin, timeout=120)
    assert made.code == 0, made.out + made.err
    git(origin, "commit", "-q", "-am", "server v2, snapshot updated in the same PR")
    work = tmp_path / "work"
    git(tmp_path, "clone", "-q", "--depth", "1", "--branch", "feature", f"file://{origin}",
        str(work))
    (work / "step.sh").write_text(check_step_script())
    summary, outputs = tmp_path / "summary.md", tmp_path / "outputs"
    env = {**os.environ, "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}",
           "RUNNER_TEMP": str(tmp_path), "GITHUB_STEP_SUMMARY": str(summary),
           "GITHUB_OUTPUT": str(outputs), "MCPCHECK_ACTION_CONFIG": "mcpcheck.toml",
           "MCPCHECK_ACTION_FAIL_ON": "error", "MCPCHECK_BASE_REF": "main"}
    proc = subprocess.run(["bash", "-eo", "pipefail", "step.sh"], cwd=work, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "mcpcheck: fetching origin/main" in proc.stdout
    assert any(re.match(r"::error file=[^,]+,line=\d+,title=tool-removed::demo / add", line)
               for line in proc.stdout.splitlines())
    markdown = summary.read_text("utf-8")
    assert markdown.startswith("**BREAKING: 3 errors in 1 of 1 server (drift 3)**\n")
    # `against: none`: the working copy's (updated) snapshot, so the same run passes.
    env["MCPCHECK_ACTION_AGAINST"] = "none"
    proc = subprocess.run(["bash", "-eo", "pipefail", "step.sh"], cwd=work, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert outputs.read_text() == "exit-code=1\nexit-code=0\n"


def test_ci_md_against_commands_run_as_written(tmp_path: Path) -> None:
    """The offline `--against` and `git:` lines of docs/ci.md, executed in a clone whose
    origin/main holds the v1 snapshot while the working copy holds a drifted one."""
    def git(cwd: Path, *args: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
                       cwd=cwd, check=True, capture_output=True, timeout=60)

    origin = tmp_path / "origin"
    (origin / "snapshots").mkdir(parents=True)
    shutil.copy(ROOT / "snapshots" / "demo.json", origin / "snapshots" / "search.json")
    git(origin, "init", "-q", "-b", "main")
    git(origin, "add", "-A")
    git(origin, "commit", "-q", "-m", "baseline")
    work = tmp_path / "work"
    git(tmp_path, "clone", "-q", f"file://{origin}", str(work))
    doc = json.loads((work / "snapshots" / "search.json").read_text("utf-8"))
    doc["tools"] = [t for t in doc["tools"] if t["name"] != "add"]
    (work / "snapshots" / "search.json").write_text(json.dumps(doc, indent=2) + "\n")
    lines = [line.split("#")[0].strip() for line in (DOCS / "ci.md").read_text("utf-8")
             .splitlines() if line.startswith("mcpcheck diff") and "snapshots/search.json" in line
             and ("--against" in line or "git:" in line)]
    assert len(lines) == 2, lines
    for line in lines:
        argv = shlex.split(line)[1:]
        run = run_cli(*argv, "-f", "json", cwd=work)
        assert run.code == 1, (line, run.out, run.err)
        findings = run.json()["servers"][0]["findings"]
        assert [(f["rule"], f["tool"]) for f in findings] == [("tool-removed", "add")]


# ------------------------------------------------------------------ offline commands, executed

# Lines that need something a test cannot have offline (a URL, a node server of yours, a git
# remote) or that never end (a sidecar, a mock server): checked for flags above, not run here.
_NOT_OFFLINE = ("--url", "--sse", "node ", "--against", "git:", "mcpcheck serve", "mcpcheck mock")


def offline_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, command) of every `mcpcheck ...` line of the doc's sh blocks that runs
    offline, in document order."""
    found = []
    for start, body in fenced_blocks(path.read_text("utf-8")):
        for number, line in logical_lines(body, start):
            text = line.strip()
            if text.startswith("mcpcheck ") and not any(n in text for n in _NOT_OFFLINE):
                found.append((number, text))
    return found


def _workspace(tmp_path: Path, readme: str) -> dict[str, str]:
    """The files the documented commands name, made from the docs themselves where they show
    them (calls.toml, the client config), and an environment where `python` and `mcpcheck`
    are this checkout's."""
    (tmp_path / "snapshots").mkdir()
    demo = json.loads((ROOT / "snapshots" / "demo.json").read_text("utf-8"))
    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "snapshots" / "demo.json")
    shutil.copy(ROOT / "snapshots" / "demo.json", tmp_path / "snapshots" / "old.json")
    narrowed = {**demo, "tools": [t for t in demo["tools"] if t["name"] != "add"]}
    (tmp_path / "snapshots" / "new.json").write_text(json.dumps(narrowed, indent=2) + "\n")
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "search-2.0.json").write_text(json.dumps(narrowed, indent=2) + "\n")
    (tmp_path / "args" / "search").mkdir(parents=True)
    (tmp_path / "args" / "search" / "mug.json").write_text('{"query": "mug", "limit": 5}\n')
    (tmp_path / "plain.json").write_text('{"query": "mug", "limit": 500}\n')
    calls = _block_after(readme, "Golden calls: known inputs")
    (tmp_path / "calls.toml").write_text("\n".join(calls) + "\n")
    client = _block_after(readme, "mcpcheck's own keys (`require`")
    (tmp_path / "claude_desktop_config.json").write_text("\n".join(client) + "\n")
    (tmp_path / "args" / "add.args.json").write_text('{"tool": "add", "arguments": {"a": 1, '
                                                     '"b": 2}}\n')
    (tmp_path / "mcpcheck.toml").write_text(
        '[servers.demo]\ncommand = "python"\nargs = ["-m", "mcpcheck.demo"]\n'
        'validate = ["args/*.args.json"]\n\n'
        '[servers.search]\ncommand = "python"\nargs = ["-m", "mcpcheck.demo"]\n')
    return {**os.environ, "PATH": f"{Path(PY).parent}{os.pathsep}{os.environ['PATH']}",
            "NO_COLOR": "1", "GITHUB_STEP_SUMMARY": str(tmp_path / "job-summary.md")}


# About thirty processes in a row, many starting the demo server (the SDK's import, about 1.5 s
# of CPU each): 50-80 s at load 3-7 on 2 cores, over the suite's 120 s at load ~10. Each line
# is bounded by its own timeout below; the test's own budget is for all of them.
@pytest.mark.timeout(480)
@pytest.mark.parametrize("doc", ["README.md", "docs/ci.md"])
def test_offline_commands_run_as_written(tmp_path: Path, doc: str) -> None:
    """Every offline `mcpcheck` line of README.md and docs/ci.md, run in order by bash in one
    workspace: none may be a usage error (2) or fail to evaluate (3)."""
    readme = (ROOT / "README.md").read_text("utf-8")
    env = _workspace(tmp_path, readme)
    lines = offline_lines(ROOT / doc)
    assert len(lines) >= {"README.md": 12, "docs/ci.md": 6}[doc], lines
    codes = {}
    for number, line in lines:
        proc = subprocess.run(["bash", "-c", line], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=180)
        assert proc.returncode in (0, 1), (f"{doc}:{number}: {line}", proc.stdout[-2000:],
                                           proc.stderr[-2000:])
        assert "Traceback" not in proc.stderr
        codes[line.split("#")[0].strip()] = proc.returncode
    if doc == "README.md":
        assert codes["mcpcheck diff --name demo -- python -m mcpcheck.demo --variant v2"] == 1
        assert codes["mcpcheck diff snapshots/old.json snapshots/new.json -f markdown"] == 1
        assert codes["mcpcheck call --calls calls.toml -- python -m mcpcheck.demo"] == 0
        plain = "mcpcheck validate plain.json --tool search --snapshot snapshots/demo.json"
        assert codes[plain] == 1  # limit 500 is over the maximum
        assert (tmp_path / "mcpcheck.xml").is_file()
    else:
        assert (tmp_path / "snapshots" / "search.json").is_file()  # `snapshot --config` made it
        assert (tmp_path / "drift.md").is_file()
        assert (tmp_path / "job-summary.md").read_text().startswith("**")  # the markdown report
        assert json.loads((tmp_path / "mcpcheck.sarif").read_text())["version"] == "2.1.0"
