"""Baselines from git (`git:REF:PATH`, `--against REF`) in a real repository made per module:
main holds the demo's v1 snapshot, branch `feature` commits the v2 snapshot on top.

The live servers are the demo's two surfaces served by the SDK-free test server
(tests/servers/raw_stdio.py): the real demo server is started once per variant for the module,
its tools recorded, and the test server serves them under the demo's name and version. What
these tests check is where a baseline comes from; the demo's start (about 1.5 s of CPU, the
SDK's import) paid in each of a dozen runs checked nothing more."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mcpcheck.errors import SnapshotError
from mcpcheck.fileio.gitref import GitRefError, read
from tests.conftest import PY, raw_server, run_cli

V1 = [PY, "-m", "mcpcheck.demo"]  # the real demo server (test_review_report starts it too)
ROOT_SNAPSHOT = Path(__file__).resolve().parents[2] / "snapshots" / "demo.json"
V2 = [PY, "-m", "mcpcheck.demo", "--variant", "v2"]
# argv of the raw test server serving the demo's v1 and v2 tools, filled by `demo_variants`
RAW_V1: list[str] = []
RAW_V2: list[str] = []
BREAKING = {("tool-removed", "add"), ("input-range-narrowed", "search"),
            ("annotation-destructive-escalated", "reserve")}


def git(cwd: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"}
    done = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          check=True, timeout=60)
    return done.stdout.strip()


@pytest.fixture(scope="module", autouse=True)
def demo_variants(tmp_path_factory: pytest.TempPathFactory) -> None:
    """RAW_V1 and RAW_V2: the raw test server serving the tools the real demo serves in each
    variant (recorded from the demo once per module), under the demo's name and version."""
    where = tmp_path_factory.mktemp("demo-variants")
    for argv, demo in ((RAW_V1, V1), (RAW_V2, V2)):
        variant = "v2" if "v2" in demo else "v1"
        recorded = where / f"{variant}.json"
        made = run_cli("snapshot", "--snapshot", str(recorded), "--", *demo)
        assert made.code == 0, made.out + made.err
        doc = json.loads(recorded.read_text("utf-8"))
        tools = where / f"{variant}-tools.json"
        tools.write_text(json.dumps([entry["definition"] for entry in doc["tools"]]),
                         encoding="utf-8")
        argv[:] = raw_server("--tools", str(tools), "--server-name", doc["server"]["name"],
                             "--server-version", doc["server"]["version"])


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory, demo_variants: None) -> Path:
    root = tmp_path_factory.mktemp("gitrepo")
    git(root, "init", "-q", "-b", "main")
    (root / "README").write_text("first\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "first")
    snap = root / "snapshots" / "demo.json"
    made = run_cli("snapshot", "--name", "demo", "--snapshot", str(snap), "--", *RAW_V1)
    assert made.code == 0, made.err
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "baseline")
    git(root, "checkout", "-q", "-b", "feature")
    made = run_cli("snapshot", "--name", "demo", "--snapshot", str(snap), "--update", "--", *RAW_V2)
    assert made.code == 0, made.err
    git(root, "commit", "-q", "-am", "server v2")
    return root


def rules(run_json: dict) -> set[tuple[str, str]]:  # type: ignore[type-arg]
    return {(f["rule"], f["tool"]) for f in run_json["servers"][0]["findings"]
            if f["severity"] == "error"}


def test_offline_diff_from_git_against_the_working_copy(repo: Path) -> None:
    run = run_cli("diff", "git:main:snapshots/demo.json", "snapshots/demo.json", "-f", "json",
                  cwd=repo)
    assert run.code == 1, run.err
    assert rules(run.json()) == BREAKING
    assert run.json()["servers"][0]["details"]["baseline"] == "git:main:snapshots/demo.json"
    # The same file at both refs: nothing changed.
    same = run_cli("diff", "git:feature:snapshots/demo.json", "snapshots/demo.json", cwd=repo)
    assert same.code == 0, same.out + same.err
    # A revision expression works as a ref, and from a subdirectory paths start at the cwd.
    (repo / "sub").mkdir(exist_ok=True)
    sub = run_cli("diff", "git:HEAD~1:../snapshots/demo.json", "../snapshots/demo.json",
                  "-f", "json", cwd=repo / "sub")
    assert sub.code == 1, sub.err
    assert rules(sub.json()) == BREAKING


def test_against_with_one_snapshot_file(repo: Path) -> None:
    run = run_cli("diff", "--against", "main", "snapshots/demo.json", "-f", "json", cwd=repo)
    assert run.code == 1, run.err
    assert rules(run.json()) == BREAKING
    two = run_cli("diff", "--against", "main", "a.json", "b.json", cwd=repo)
    assert two.code == 2
    assert "--against takes one snapshot file" in two.err


def test_live_diff_against_a_ref(repo: Path) -> None:
    run = run_cli("diff", "--against", "main", "--name", "demo", "-f", "json", "--", *RAW_V2,
                  cwd=repo)
    assert run.code == 1, run.err
    assert rules(run.json()) == BREAKING
    assert run.json()["servers"][0]["details"]["baseline"] == "git:main:snapshots/demo.json"
    # The working copy already holds v2 (snapshot --update in the PR): without --against the
    # gate passes; with the target branch as the baseline it does not.
    updated = run_cli("diff", "--name", "demo", "--", *RAW_V2, cwd=repo)
    assert updated.code == 0, updated.out + updated.err
    old = run_cli("diff", "--against", "main", "--name", "demo", "--", *RAW_V1, cwd=repo)
    assert old.code == 0, old.out + old.err


def test_check_takes_against_from_the_config_and_the_flag(repo: Path) -> None:
    config = repo / "against.toml"  # the default snapshots/demo.json sits beside the config
    argv = ", ".join(f'"{a}"' for a in RAW_V2[1:])
    config.write_text(f'[defaults]\nagainst = "main"\n\n[servers.demo]\ncommand = "{PY}"\n'
                      f'args = [{argv}]\nlint = false\n')
    run = run_cli("check", "--config", str(config), "-f", "json", cwd=repo)
    assert run.code == 1, run.err
    assert rules(run.json()) == BREAKING
    flag = run_cli("check", "--config", str(config), "--against", "feature", cwd=repo)
    assert flag.code == 0, flag.out + flag.err
    bad = run_cli("check", "--config", str(config), "--against", "a:b", cwd=repo)
    assert bad.code == 2
    assert "expected a git ref" in bad.err


def test_check_new_server_without_a_baseline_at_the_ref_is_a_note(repo: Path) -> None:
    config = repo / "brandnew.toml"
    argv = ", ".join(f'"{a}"' for a in RAW_V1[1:])
    config.write_text(f'[servers.brandnew]\ncommand = "{PY}"\nargs = [{argv}]\nlint = false\n'
                      'against = "main"\n')
    run = run_cli("check", "--config", config.name, "-f", "json", cwd=repo)
    assert run.code == 0, run.out + run.err
    notes = run.json()["servers"][0]["findings"]
    assert [f["rule"] for f in notes] == ["snapshot-missing"]
    assert "git:main:snapshots/brandnew.json" in notes[0]["message"]


def test_config_snapshot_key_reads_git_relative_to_the_config(repo: Path) -> None:
    conf_dir = repo / "conf"
    conf_dir.mkdir(exist_ok=True)
    argv = ", ".join(f'"{a}"' for a in RAW_V2[1:])
    (conf_dir / "mcpcheck.toml").write_text(
        f'[servers.demo]\ncommand = "{PY}"\nargs = [{argv}]\nlint = false\n'
        'snapshot = "git:main:../snapshots/demo.json"\n')
    run = run_cli("check", "--config", "conf/mcpcheck.toml", "-f", "json", cwd=repo)
    assert run.code == 1, run.err
    assert rules(run.json()) == BREAKING
    # The same key is refused as a destination: exit 2 before any server starts.
    write = run_cli("snapshot", "--config", "conf/mcpcheck.toml", cwd=repo)
    assert write.code == 2
    assert "read-only" in write.err


def test_probe_pin_reads_the_pinned_snapshot_from_git(repo: Path) -> None:
    run = run_cli("probe", "--require", "search", "--pin", "--snapshot",
                  "git:main:snapshots/demo.json", "--", *RAW_V2, cwd=repo)
    assert run.code == 1, run.out + run.err
    assert "input-range-narrowed" in run.out + run.err
    ok = run_cli("probe", "--require", "search", "--pin", "--snapshot",
                 "git:main:snapshots/demo.json", "--", *RAW_V1, cwd=repo)
    assert ok.code == 0, ok.out + ok.err


def test_lint_reads_a_snapshot_from_git(repo: Path) -> None:
    run = run_cli("lint", "--snapshot", "git:main:snapshots/demo.json", "-f", "json", cwd=repo)
    assert run.code == 0, run.err
    assert run.json()["servers"][0]["server"] == "demo"


def test_writing_to_a_git_path_is_a_usage_error(repo: Path) -> None:
    run = run_cli("snapshot", "--snapshot", "git:main:snapshots/demo.json", "--", *RAW_V1, cwd=repo)
    assert run.code == 2
    assert "git:main:snapshots/demo.json" in run.err and "read-only" in run.err
    assert not [p for p in repo.rglob("*") if "git:" in p.name]
    assert "snapshots/demo.json" not in git(repo, "status", "--porcelain")


@pytest.mark.parametrize(("ref", "path", "expected"), [
    ("nope", "snapshots/demo.json", "unknown git ref 'nope'"),
    ("main", "snapshots/absent.json", "no file snapshots/absent.json at ref main"),
    ("main", "snapshots", "is a tree, not a file"),
])
def test_unknown_ref_and_absent_path_exit_3_naming_both(repo: Path, ref: str, path: str,
                                                        expected: str) -> None:
    run = run_cli("diff", f"git:{ref}:{path}", "snapshots/demo.json", cwd=repo)
    assert run.code == 3
    line = [x for x in run.out.splitlines() if "could not evaluate" in x]
    assert len(line) == 1 and f"{ref}:{path}" in line[0] and expected in line[0], run.out


def test_outside_a_repository_exit_3(tmp_path: Path, repo: Path) -> None:
    shutil.copy(repo / "snapshots" / "demo.json", tmp_path / "demo.json")
    run = run_cli("diff", "--against", "main", "demo.json", cwd=tmp_path,
                  env={"GIT_CEILING_DIRECTORIES": str(tmp_path.parent)})
    assert run.code == 3
    assert "main:demo.json" in run.out and "not in a git work tree" in run.out


HOSTILE = [
    "--upload-pack=touch {tmp}/pwned",
    "--output={tmp}/pwned",
    ";rm -rf {victim}",
    "main;rm -rf {victim}",
    "$(touch {tmp}/pwned)",
    "`touch {tmp}/pwned`",
    "main && touch {tmp}/pwned",
    "main\ttouch",
]


@pytest.mark.parametrize("template", HOSTILE)
def test_hostile_refs_are_unknown_refs_never_options_or_commands(repo: Path, tmp_path: Path,
                                                                 template: str) -> None:
    victim = tmp_path / "victim"
    victim.mkdir()
    ref = template.format(tmp=tmp_path, victim=victim)
    for argv in (("diff", f"git:{ref}:snapshots/demo.json", "snapshots/demo.json"),
                 ("diff", f"--against={ref}", "snapshots/demo.json")):
        run = run_cli(*argv, cwd=repo)
        assert run.code == 3, (argv, run.out, run.err)
        assert "unknown git ref" in run.out
    assert not (tmp_path / "pwned").exists()
    assert victim.is_dir()
    # A hostile PATH is a path that does not exist at the ref.
    run = run_cli("diff", f"git:main:{ref}", "snapshots/demo.json", cwd=repo)
    assert run.code == 3
    assert not (tmp_path / "pwned").exists()
    assert victim.is_dir()


def test_a_ref_that_looks_like_an_option_reaches_git_as_a_revision(repo: Path,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   ) -> None:
    """Below the leading-dash refusal: git itself must treat `--git-dir` as a revision."""
    from mcpcheck.fileio import gitref

    monkeypatch.chdir(repo)
    with pytest.raises(GitRefError, match="unknown git ref '--git-dir'"):
        gitref._commit("--git-dir", "--git-dir:x")
    assert isinstance(GitRefError("x"), SnapshotError)
    assert read("git:main:snapshots/demo.json").startswith(b"{")


def test_shallow_clone_lacking_the_ref_says_to_fetch_it(repo: Path, tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", "--branch", "feature",
                    f"file://{repo}", str(clone)], check=True, capture_output=True, timeout=60)
    run = run_cli("diff", "--against", "origin/main", "snapshots/demo.json", cwd=clone)
    assert run.code == 3
    assert "origin/main:snapshots/demo.json" in run.out
    assert "shallow clone" in run.out and "fetch-depth: 0" in run.out
    # After fetching the target branch, the same command works.
    git(clone, "fetch", "-q", "origin", "main:refs/remotes/origin/main")
    again = run_cli("diff", "--against", "origin/main", "snapshots/demo.json", "-f", "json",
                    cwd=clone)
    assert again.code == 1, again.out + again.err
    assert rules(again.json()) == BREAKING


def test_path_outside_the_repository_and_corrupt_file_at_the_ref(repo: Path) -> None:
    run = run_cli("diff", "git:main:../elsewhere.json", "snapshots/demo.json", cwd=repo)
    assert run.code == 3
    assert "main:../elsewhere.json" in run.out and "outside the repository" in run.out
    corrupt = run_cli("diff", "git:main:README", "snapshots/demo.json", cwd=repo)
    assert corrupt.code == 3
    assert "git:main:README: corrupt snapshot" in corrupt.out


def test_without_git_installed_exit_3_naming_git(repo: Path) -> None:
    run = run_cli("diff", "--against", "main", "snapshots/demo.json", cwd=repo,
                  env={"PATH": str(Path(PY).parent)})
    assert run.code == 3
    assert "git command is not installed" in run.out


def test_a_symlink_in_the_path_is_not_followed_into_the_work_tree(tmp_path: Path) -> None:
    """At REF, `current.json` is what the link pointed to then, not what it points to now."""
    repo = tmp_path / "links"
    (repo / "snapshots").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    made = run_cli("snapshot", "--name", "demo", "--snapshot", "snapshots/v1.json", "--", *RAW_V1,
                   cwd=repo)
    assert made.code == 0, made.err
    made = run_cli("snapshot", "--name", "demo", "--snapshot", "snapshots/v2.json", "--", *RAW_V2,
                   cwd=repo)
    assert made.code == 0, made.err
    (repo / "snapshots" / "current.json").symlink_to("v1.json")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "v1 current")
    (repo / "snapshots" / "current.json").unlink()
    (repo / "snapshots" / "current.json").symlink_to("v2.json")
    run = run_cli("diff", "git:HEAD:snapshots/current.json", "snapshots/current.json", cwd=repo)
    assert run.code == 1, run.out + run.err
    assert "BREAKING" in run.out.splitlines()[0]


def test_a_submodule_is_named_as_such_not_as_a_missing_object(tmp_path: Path) -> None:
    """A git: path at a submodule (a gitlink: a commit of another repository) or inside one."""
    inner = tmp_path / "inner"
    inner.mkdir()
    git(inner, "init", "-q", "-b", "main")
    shutil.copy(ROOT_SNAPSHOT, inner / "demo.json")
    git(inner, "add", "-A")
    git(inner, "commit", "-q", "-m", "inner")
    outer = tmp_path / "outer"
    outer.mkdir()
    git(outer, "init", "-q", "-b", "main")
    git(outer, "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(inner),
        "vendor/sub")
    git(outer, "commit", "-q", "-m", "with a submodule")
    for path, said in (("vendor/sub", "vendor/sub at ref HEAD is a submodule (a commit of "
                                      "another repository), not a file"),
                       ("vendor/sub/demo.json", "vendor/sub/demo.json at ref HEAD is inside the "
                                                "submodule vendor/sub")):
        run = run_cli("diff", f"git:HEAD:{path}", "vendor/sub/demo.json", cwd=outer)
        assert run.code == 3, run.out + run.err
        line = [x for x in run.out.splitlines() if "could not evaluate" in x]
        assert len(line) == 1 and said in line[0], run.out
        assert "missing object" not in run.out
    # the superproject's own files next to it are read as before
    shutil.copy(ROOT_SNAPSHOT, outer / "vendor" / "own.json")
    git(outer, "add", "vendor/own.json")
    git(outer, "commit", "-q", "-m", "own file")
    run = run_cli("diff", "git:HEAD:vendor/own.json", "vendor/own.json", cwd=outer)
    assert run.code == 0, run.out + run.err
