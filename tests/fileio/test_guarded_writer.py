"""One guarded writer: every path a user names is written by mcpcheck.fileio.files.write.

The package is scanned (its AST) for every way Python writes, creates, replaces or removes a
path; each must sit in the writer's own helpers. The callers of the writer are listed by name,
and tests/cli/test_output_targets.py runs each of them against private device nodes, named
pipes and links, so a new command that writes cannot bypass the guard or go untested.
The unit tests here use private nodes only (mknod and mkfifo in tmp_path).
"""

from __future__ import annotations

import ast
import os
import stat
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from mcpcheck.fileio import files
from tests.cli.test_output_targets import WRITER_CASES, make_specials
from tests.conftest import ROOT

PACKAGE = ROOT / "mcpcheck"

# The only functions that may touch a path for writing: the guarded writer's helpers.
WRITER_HELPERS = {("mcpcheck.fileio.files", "_replace_regular"),
                  ("mcpcheck.fileio.files", "_write_in_place")}
# Every function that calls the guarded writer (what it writes): tests/cli/test_output_targets.py
# has a case per entry (WRITER_CASES), so a new caller must bring its test.
WRITER_CALLERS = {
    ("mcpcheck.cli.output", "write_output"),            # --output reports, in place
    ("mcpcheck.snapshots.store", "atomic_write"),       # snapshot files, replaced
    ("mcpcheck.commands.mock", "run_mutate"),           # mutate -o, replaced
}

# module-level functions that write, create, replace or remove a path
WRITING_FUNCTIONS = {
    "os": {"replace", "rename", "renames", "link", "symlink", "truncate", "remove", "unlink",
           "rmdir", "removedirs", "mkdir", "makedirs", "mknod", "mkfifo", "chmod", "chown",
           "lchown", "utime"},
    "shutil": {"copy", "copy2", "copyfile", "copytree", "copymode", "copystat", "move",
               "rmtree"},
    "tempfile": {"mkstemp", "mkdtemp", "NamedTemporaryFile", "TemporaryFile",
                 "SpooledTemporaryFile", "TemporaryDirectory"},
}
# methods of pathlib.Path that write (any receiver is suspected: the scan errs on the safe side)
WRITING_METHODS = {"write_text", "write_bytes", "touch", "mkdir", "unlink", "rmdir", "rename",
                   "symlink_to", "hardlink_to", "chmod", "lchmod"}
WRITE_FLAGS = {"O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND"}


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts).removesuffix(".__init__")
        yield name, ast.parse(path.read_text(encoding="utf-8"), str(path))


def _functions(tree: ast.Module) -> Iterator[tuple[str, ast.AST]]:
    """(qualified name, node) of every function, and '<module>' for module-level code."""
    yield "<module>", tree
    stack: list[tuple[str, ast.AST]] = [("", tree)]
    while stack:
        prefix, node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    yield name, child
                stack.append((f"{name}.", child))
            else:
                stack.append((prefix, child))


def _own_calls(func: ast.AST) -> Iterator[ast.Call]:
    """Calls in `func`'s own body (not in functions nested in it)."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        if isinstance(node, ast.Call):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _aliases(tree: ast.Module) -> dict[str, tuple[str, str]]:
    """Names imported from os/shutil/tempfile/io: `from os import replace` -> ("os", "replace")."""
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in (*WRITING_FUNCTIONS, "io"):
            for alias in node.names:
                out[alias.asname or alias.name] = (node.module, alias.name)
    return out


# modules whose open(path, mode) takes the mode second, as the builtin open does
COMPRESSED_OPENERS = frozenset({"io", "gzip", "bz2", "lzma"})


def _not_a_user_path(arg: ast.expr | None) -> bool:
    """os.devnull or a file descriptor given as a number: not a path a user named."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, int):
        return True
    return (isinstance(arg, ast.Attribute) and arg.attr == "devnull"
            and isinstance(arg.value, ast.Name) and arg.value.id == "os")


def _mode_writes(mode: ast.expr | None) -> bool:
    if mode is None:
        return False
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str):
        return bool(set(mode.value) & set("wax+"))
    return True  # a computed mode: suspect


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _writes(call: ast.Call, aliases: dict[str, tuple[str, str]]) -> str | None:
    """What the call writes with, or None when it writes no path."""
    func = call.func
    first = call.args[0] if call.args else None
    if isinstance(func, ast.Name):
        module, name = aliases.get(func.id, ("", func.id))
        owner = module
    elif isinstance(func, ast.Attribute):
        name = func.attr
        owner = func.value.id if isinstance(func.value, ast.Name) else ""
    else:
        return None
    if _not_a_user_path(first):
        return None
    if name == "open" and (owner in COMPRESSED_OPENERS
                           or (isinstance(func, ast.Name) and owner == "")):
        mode = call.args[1] if len(call.args) > 1 else _keyword(call, "mode")
        return "open for writing" if _mode_writes(mode) else None
    if owner == "os" and name == "open":
        flags = call.args[1] if len(call.args) > 1 else _keyword(call, "flags")
        used = {n.attr for n in ast.walk(flags) if isinstance(n, ast.Attribute)} if flags else set()
        return f"os.open with {sorted(used & WRITE_FLAGS)}" if used & WRITE_FLAGS else None
    if owner == "os" and name == "fdopen":
        return None  # a descriptor, opened (and scanned) elsewhere
    if owner == "tempfile" and _keyword(call, "dir") is None and len(call.args) < 3:
        return None  # an unnamed file in the system's temporary folder, not a user's path
    if owner in WRITING_FUNCTIONS and name in WRITING_FUNCTIONS[owner]:
        return f"{owner}.{name}"
    if isinstance(func, ast.Attribute) and owner not in WRITING_FUNCTIONS:
        if name == "open":  # Path.open(mode)
            mode = first if call.args else _keyword(call, "mode")
            return "Path.open for writing" if _mode_writes(mode) else None
        if name in WRITING_METHODS:
            return f".{name}()"
        if name == "replace" and len(call.args) == 1 and not call.keywords:
            return ".replace()"  # Path.replace (str.replace takes two arguments)
    return None


@cache  # one pass over the package's parsed modules for the three tests below
def _scan() -> tuple[dict[tuple[str, str], list[str]], set[tuple[str, str]],
                     set[tuple[str, str]]]:
    """{(module, function): [writes]}, the functions that call files.write, and the functions
    that call a writer helper (by its name)."""
    writers: dict[tuple[str, str], list[str]] = {}
    callers: set[tuple[str, str]] = set()
    helper_callers: set[tuple[str, str]] = set()
    helpers = {h for _, h in WRITER_HELPERS}
    for module, tree in _modules():
        aliases = _aliases(tree)
        imported_write = any(isinstance(n, ast.ImportFrom) and n.module == "mcpcheck.fileio.files"
                             and any(a.name == "write" for a in n.names) for n in ast.walk(tree))
        for qualname, func in _functions(tree):
            for call in _own_calls(func):
                what = _writes(call, aliases)
                if what is not None:
                    writers.setdefault((module, qualname), []).append(
                        f"{what} (line {call.lineno})")
                target = call.func
                if (isinstance(target, ast.Attribute) and target.attr == "write"
                        and isinstance(target.value, ast.Name) and target.value.id == "files") \
                        or (imported_write and isinstance(target, ast.Name)
                            and target.id == "write"):
                    callers.add((module, qualname))
                name = target.attr if isinstance(target, ast.Attribute) else \
                    getattr(target, "id", None)
                if name in helpers:
                    helper_callers.add((module, qualname))
    return writers, callers, helper_callers


def test_every_path_write_is_inside_the_guarded_writer() -> None:
    writers, _, _ = _scan()
    outside = {k: v for k, v in writers.items() if k not in WRITER_HELPERS}
    assert outside == {}, ("these functions write a path without mcpcheck.fileio.files.write; "
                           "write through it (replace=True for files that must stay regular, "
                           "replace=False for report streams)")
    assert set(writers) == WRITER_HELPERS  # the scan does see the writer's own writes


def test_the_writer_helpers_are_reached_only_through_write() -> None:
    _, _, helper_callers = _scan()
    assert helper_callers <= {("mcpcheck.fileio.files", "write")}, helper_callers


def test_the_callers_of_the_writer_are_the_listed_ones() -> None:
    _, callers, _ = _scan()
    assert callers == WRITER_CALLERS, "a new writer: list it here and give it a case in " \
        "tests/cli/test_output_targets.py (WRITER_CASES)"
    assert set(WRITER_CASES) == {f"{m}.{f}" for m, f in WRITER_CALLERS}


def test_the_scan_finds_each_kind_of_write() -> None:
    """The scanner itself: each way of writing is caught, reads and non-paths are not."""
    src = '''
import os, shutil, tempfile
from os import replace as swap
from pathlib import Path
def a(p): open(p, "w")
def b(p): Path(p).write_text("x")
def c(p): os.open(p, os.O_WRONLY | os.O_CREAT)
def d(p, q): swap(p, q)
def e(p): tempfile.mkstemp(dir=p)
def f(p): Path(p).open("ab")
def g(p, q): shutil.copy(p, q)
def h(p, q): Path(p).replace(q)
def i(p, m): open(p, m)
def j(p): return lambda: Path(p).touch()
def r1(p): open(p)
def r2(p): os.open(p, os.O_RDONLY)
def r3(): os.open(os.devnull, os.O_WRONLY)
def r4(s): s.replace("a", "b")
def r5(): open(2, "w")
def r6(fd): os.fdopen(fd, "wb")
def r7(): tempfile.TemporaryFile()
'''
    tree = ast.parse(src)
    aliases = _aliases(tree)
    found = {name for name, func in _functions(tree) if name != "<module>"
             and any(_writes(c, aliases) for c in _own_calls(func))}
    assert found == set("abcdefghij")


# ------------------------------------------------------------------ the writer itself


@pytest.fixture
def specials(tmp_path: Path) -> Iterator[dict[str, Path]]:
    made, sock = make_specials(tmp_path)
    yield made
    sock.close()


def _kinds(paths: dict[str, Path]) -> dict[str, int]:
    return {k: stat.S_IFMT(os.lstat(p).st_mode) for k, p in paths.items()}


def test_replace_never_replaces_anything_but_a_regular_file(specials: dict[str, Path]) -> None:
    before = _kinds(specials)
    for name, path in specials.items():
        with pytest.raises(files.FileProblem) as caught:
            files.write(path, b"{}\n", replace=True)
        assert ("only a regular file" in caught.value.reason
                or caught.value.reason == "Is a directory"), (name, caught.value.reason)
    assert _kinds(specials) == before
    assert [p.name for p in specials["directory"].parent.iterdir() if p.name.endswith(".tmp")] \
        == []


def test_replace_follows_a_link_to_a_regular_file_and_keeps_the_link(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("old\n")
    target.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(target.name)
    files.write(link, b"new\n", replace=True)
    assert link.is_symlink() and target.read_text() == "new\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    files.write(tmp_path / "deep" / "er" / "new.json", b"x", replace=True)
    assert (tmp_path / "deep" / "er" / "new.json").read_bytes() == b"x"


def test_reports_go_into_devices_and_read_pipes_but_never_replace_them(
        specials: dict[str, Path]) -> None:
    before = _kinds(specials)
    files.write(specials["device"], b"report\n", replace=False)  # a null device takes it
    for name in ("full", "link-to-device"):
        with pytest.raises(files.FileProblem, match=r"^No space left on device$"):
            files.write(specials[name], b"report\n", replace=False)
    for name in ("fifo", "link-to-fifo"):
        with pytest.raises(files.FileProblem, match="named pipe with no reader"):
            files.write(specials[name], b"report\n", replace=False)
    with pytest.raises(files.FileProblem, match="Is a directory"):
        files.write(specials["directory"], b"report\n", replace=False)
    with pytest.raises(files.FileProblem, match="is a socket"):
        files.write(specials["socket"], b"report\n", replace=False)
    reader = os.open(specials["fifo"], os.O_RDONLY | os.O_NONBLOCK)  # a reader is there
    try:
        files.write(specials["link-to-fifo"], b"report\n", replace=False)
        assert os.read(reader, 1 << 16) == b"report\n"
    finally:
        os.close(reader)
    assert _kinds(specials) == before


def test_a_git_path_is_never_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for replace in (True, False):
        with pytest.raises(files.FileProblem, match=r"^a git: path is read-only$"):
            files.write(Path("git:HEAD:x.json"), b"{}", replace=replace)
    assert list(tmp_path.iterdir()) == []


def test_same_file_and_inside(tmp_path: Path) -> None:
    a = tmp_path / "a.json"
    a.write_text("x")
    os.link(a, tmp_path / "hard.json")
    (tmp_path / "soft.json").symlink_to(a)
    assert files.same_file(tmp_path / "hard.json", a)
    assert files.same_file(tmp_path / "soft.json", a)
    assert files.same_file(tmp_path / "sub" / ".." / "new.json", tmp_path / "new.json")
    assert not files.same_file(tmp_path / "b.json", a)
    assert files.inside(tmp_path / "x" / "y.json", tmp_path)
    assert not files.inside(tmp_path / "x.json", a)  # a file is no folder
    assert not files.inside(tmp_path.parent / f"{tmp_path.name}-other" / "y", tmp_path)
