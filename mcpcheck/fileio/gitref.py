"""Snapshots as committed in git: `git:REF:PATH`, read with the git binary itself.

The ref and the path are passed to git as separate list arguments (never through a shell), and
every git command that takes a revision gets `--end-of-options` first, so a ref such as
`--upload-pack=...` is a revision that does not exist, never an option.
"""

from __future__ import annotations

import os
import posixpath
import subprocess
from dataclasses import dataclass
from pathlib import Path

from mcpcheck.errors import SnapshotError, UsageError

PREFIX = "git:"
MAX_BLOB_BYTES = 256 * 1024 * 1024
_TIMEOUT = 60.0
FETCH_HINT = ("fetch it (`git fetch --unshallow origin`, or `fetch-depth: 0` on "
              "actions/checkout, `GIT_DEPTH: 0` on GitLab)")


class GitRefError(SnapshotError):
    """The file cannot be read at that ref: not a repository, unknown ref, absent path: exit 3."""


class GitPathAbsent(GitRefError):
    """The ref exists but the path is not in it."""


@dataclass(frozen=True)
class GitSpec:
    ref: str
    path: str

    def __str__(self) -> str:
        return f"{PREFIX}{self.ref}:{self.path}"


def is_git(path: object) -> bool:
    return path is not None and str(path).startswith(PREFIX)


def parse(spec: str) -> GitSpec:
    """`git:REF:PATH` -> GitSpec; the ref ends at the first `:` (git refs cannot hold one)."""
    rest = spec[len(PREFIX):] if spec.startswith(PREFIX) else spec
    ref, sep, path = rest.partition(":")
    if not sep or not ref or not path:
        raise UsageError(f"{spec}: expected git:REF:PATH, e.g. git:origin/main:snapshots/x.json")
    return GitSpec(ref, path)


def check_ref(ref: str, what: str = "--against") -> str:
    """A ref given on its own (--against, config `against`)."""
    if not ref or ":" in ref or "\n" in ref or "\0" in ref:
        raise UsageError(f"{what} {ref!r}: expected a git ref such as origin/main")
    return ref


def at_ref(ref: str, path: Path | str) -> Path:
    """The snapshot path as committed at REF, as a `git:REF:PATH` path."""
    if is_git(path):
        raise UsageError(f"{path}: give either a git: path or --against, not both")
    return Path(str(GitSpec(check_ref(ref), str(path))))


def rebase(value: str, base: Path) -> str:
    """A config value relative to the config's folder; for git: paths, only the PATH part."""
    if not is_git(value):
        return value if Path(value).is_absolute() else str(base / value)
    spec = parse(value)
    if Path(spec.path).is_absolute():
        return value
    return str(GitSpec(spec.ref, str(base / spec.path)))


def refuse_write(path: Path | None, flag: str = "--snapshot") -> None:
    if is_git(path):
        raise UsageError(f"{flag} {path}: a git: path is read-only; write the snapshot to a "
                         "file in the working copy and commit it")


# ------------------------------------------------------------------ reading


def read(spec_text: str) -> bytes:
    """The bytes of PATH as committed at REF, in the repository of the current directory."""
    spec = parse(spec_text)
    where = f"{spec.ref}:{spec.path}"
    if spec.ref.startswith("-") or "\0" in spec.ref or "\0" in spec.path:
        raise GitRefError(f"{where}: unknown git ref {spec.ref!r}")
    top = _toplevel(where)
    rel = _relative(spec.path, top, where)
    commit = _commit(spec.ref, where)
    rel = _follow_links(commit, rel, where)
    _refuse_submodule(commit, rel, where, spec.ref)
    blob = _git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{commit}:{rel}")
    if blob.returncode != 0:
        raise GitPathAbsent(f"{where}: no file {rel} at ref {spec.ref} ({commit[:12]})")
    oid = blob.stdout.decode("ascii", "replace").strip()
    kind = _git("cat-file", "-t", oid).stdout.decode("ascii", "replace").strip()
    if kind != "blob":
        raise GitRefError(f"{where}: {rel} at ref {spec.ref} is a {kind or 'missing object'}, "
                          "not a file")
    size = _git("cat-file", "-s", oid).stdout.decode("ascii", "replace").strip()
    if size.isdigit() and int(size) > MAX_BLOB_BYTES:
        raise GitRefError(f"{where}: larger than {MAX_BLOB_BYTES} bytes")
    data = _git("cat-file", "blob", oid)
    if data.returncode != 0:
        raise GitRefError(f"{where}: git cat-file failed: {_first_line(data.stderr)}")
    return data.stdout


def _toplevel(where: str) -> Path:
    result = _git("rev-parse", "--show-toplevel")
    if result.returncode != 0 or not result.stdout.strip():
        reason = _first_line(result.stderr) or "not a git repository"
        raise GitRefError(f"{where}: the current directory is not in a git work tree ({reason})")
    return Path(os.path.realpath(result.stdout.decode("utf-8", "surrogateescape").strip()))


def _relative(path: str, top: Path, where: str) -> str:
    """PATH as git wants it (from the top of the work tree); relative paths start at the cwd."""
    # lexically: a symlink inside PATH names what the link points to in the work tree, not at
    # REF, so it is not followed (the current directory is, as git's top level is real)
    absolute = Path(os.path.normpath(os.path.join(os.path.realpath(Path.cwd()), path)))
    try:
        rel = absolute.relative_to(top)
    except ValueError:
        raise GitRefError(f"{where}: {path} is outside the repository at {top}") from None
    if not rel.parts:
        raise GitRefError(f"{where}: {path} is the top of the repository, not a file")
    return rel.as_posix()


_MAX_LINKS = 8


def _follow_links(commit: str, rel: str, where: str) -> str:
    """A path that is a symbolic link at the commit names what the link pointed to there."""
    for _ in range(_MAX_LINKS):
        listed = _git("ls-tree", "-z", "--end-of-options", commit, "--", rel)
        entry = listed.stdout.split(b"\0", 1)[0]
        if not entry.startswith(b"120000 "):
            return rel
        oid = entry.split(b"\t", 1)[0].split()[2].decode("ascii", "replace")
        target = _git("cat-file", "blob", oid).stdout.decode("utf-8", "surrogateescape")
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel), target))
        if posixpath.isabs(target) or joined.startswith("../") or joined == "..":
            raise GitRefError(f"{where}: {rel} at that ref is a link out of the repository")
        rel = joined
    raise GitRefError(f"{where}: more than {_MAX_LINKS} symbolic links")


_GITLINK = b"160000 "  # a tree entry that is a submodule: a commit of another repository


def _refuse_submodule(commit: str, rel: str, where: str, ref: str) -> None:
    """A path that is a submodule, or inside one, is not a file of this repository: say so
    (git itself would only say that the object is missing)."""
    parts = rel.split("/")
    for depth in range(1, len(parts) + 1):
        prefix = "/".join(parts[:depth])
        listed = _git("ls-tree", "-z", "--end-of-options", commit, "--", prefix)
        entry = listed.stdout.split(b"\0", 1)[0]
        if entry.startswith(_GITLINK):
            if depth == len(parts):
                raise GitRefError(f"{where}: {rel} at ref {ref} is a submodule (a commit of "
                                  "another repository), not a file")
            raise GitRefError(f"{where}: {rel} at ref {ref} is inside the submodule {prefix}; "
                              "a git: path reads this repository's own files (read it from "
                              "the submodule's working copy, or run mcpcheck inside it)")
        if not entry.startswith(b"040000 "):
            return  # a file, a link or nothing: no submodule on the way


def _commit(ref: str, where: str) -> str:
    result = _git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{ref}^{{commit}}")
    if result.returncode == 0:
        return result.stdout.decode("ascii", "replace").strip()
    shallow = _git("rev-parse", "--is-shallow-repository")
    if shallow.stdout.strip() == b"true":
        raise GitRefError(f"{where}: ref {ref} is not in this shallow clone; "
                          + FETCH_HINT)
    raise GitRefError(f"{where}: unknown git ref {ref!r}")


def _git(*args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    try:
        return subprocess.run(["git", *args], capture_output=True, stdin=subprocess.DEVNULL,
                              env=env, timeout=_TIMEOUT, check=False)
    except FileNotFoundError:
        raise GitRefError("git: the git command is not installed (needed for git: paths "
                          "and --against)") from None
    except subprocess.TimeoutExpired:
        raise GitRefError(f"git {args[0]}: no answer within {_TIMEOUT:g} s") from None
    except OSError as exc:
        raise GitRefError(f"git: cannot run: {exc.strerror}") from None


def _first_line(raw: bytes) -> str:
    lines = raw.decode("utf-8", "replace").strip().splitlines()
    return lines[0].removeprefix("fatal: ") if lines else ""
