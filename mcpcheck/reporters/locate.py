"""Physical locations of findings: a file of the repository and a line a reviewer can open.

Code scanning (SARIF) and GitHub annotations need a file and a line; most findings are about a
tool of a server, which lives in no source file. They are pointed at the files that describe it:

- a finding that names a file (argument files, ignore files): that file, at the call
  (`call L4`, `call /3`), at the JSON error position, or at the ignore entry;
- a golden-call finding (`call #N`): the calls file, at the N-th call;
- a finding about a tool or prompt: the snapshot file, at the line of its entry (at the
  `"tools"` line when the tool is not in the snapshot, e.g. a tool added since);
- any other finding: the config file, at the server's table (or entry); else the snapshot's
  first line.

Paths under the current directory are made relative to it (code scanning resolves them from
the checkout's root); others stay as given. Files are only read; a file that cannot be read
gives no location, never an error.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from mcpcheck.fileio import files
from mcpcheck.models import DiffDetails, Finding, ServerResult, SnapshotDetails
from mcpcheck.ruleids import RuleId

if TYPE_CHECKING:  # the config module (and tomllib) only where a config was read
    from mcpcheck.settings.config import ServerConfig

_MAX_BYTES = 20_000_000


@dataclass(frozen=True)
class Context:
    """The files that describe one server's result."""

    snapshots: tuple[Path, ...] = ()  # first one holding the tool wins
    config: tuple[Path, str] | None = None  # (file, the server's key)
    calls: Path | None = None


@cache
def _lines(path: str) -> tuple[str, ...] | None:
    text = _text(path)
    return None if text is None else tuple(text.splitlines())


def _shown(path: Path | str) -> str:
    p = Path(path)
    if p.is_absolute():
        try:
            return p.relative_to(Path.cwd()).as_posix()
        except ValueError:
            return str(p)
    return p.as_posix()


# One pass over a canonical snapshot's text (with a "\n" put before its first line): the
# top-level keys (2 spaces in) and the names of the entries of a top-level list (6 spaces in),
# each at the start of a line. No line end inside a match, so it finds exactly what matching
# each line alone would; starting with a literal "\n" lets the engine skip to line starts.
_INDEX = re.compile(r'\n(?:  "([A-Za-z]+)": |      "name": ("(?:[^"\\\n]|\\.)*"))')
# Line breaks other than "\n" that str.splitlines also counts (JSON writes U+0085, U+2028 and
# U+2029 unescaped): a text with any of them is indexed line by line, as before.
_OTHER_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


@cache
def _snapshot_index(path: str) -> dict[tuple[str, str], int] | None:
    """(section, name) -> line of the entry's name in a canonical snapshot; (section, "") -> the
    line of the section itself."""
    text = _text(path)
    if text is None:
        return None
    if any(brk in text for brk in _OTHER_BREAKS):  # str.find per character: no regex scan
        return _index_lines(text.splitlines())
    index: dict[tuple[str, str], int] = {}
    section = ""
    text = "\n" + text
    number, at = 0, 0  # the line of a match: the "\n"s up to and including the one it starts at
    for start, key, quoted in _index_matches(text):
        number += text.count("\n", at, start + 1)
        at = start + 1
        if key is not None:
            section = key
            index.setdefault((section, ""), number)
        elif section in ("tools", "prompts") and quoted is not None:
            _add_name(index, section, quoted, number)
    return index


# _INDEX's two branches apart: each starts with a literal the engine searches for, where the
# two together stop it at every line start (about twice as fast on a 2,000-tool snapshot).
_TOP = re.compile(r'\n  "([A-Za-z]+)": ')
_NAME = re.compile(r'\n      "name": ("(?:[^"\\\n]|\\.)*")')


def _index_matches(text: str) -> list[tuple[int, str | None, str | None]]:
    """(start, group 1, group 2) of each match of _INDEX.finditer(text), in the same order.
    A match holds no "\n" but its first, so the matches are all the places where one of the
    two branches matches, and no place matches both (two spaces, then `"` or a space)."""
    found: list[tuple[int, str | None, str | None]] = [
        (m.start(), m.group(1), None) for m in _TOP.finditer(text)]
    found += [(m.start(), None, m.group(1)) for m in _NAME.finditer(text)]
    found.sort(key=lambda item: item[0])
    return found


def _index_lines(lines: Sequence[str]) -> dict[tuple[str, str], int]:
    index: dict[tuple[str, str], int] = {}
    section = ""
    for number, line in enumerate(lines, 1):
        match = _INDEX.match("\n" + line)
        if match is None:
            continue
        if match.group(1) is not None:
            section = match.group(1)
            index.setdefault((section, ""), number)
        elif section in ("tools", "prompts"):
            _add_name(index, section, match.group(2), number)
    return index


def _add_name(index: dict[tuple[str, str], int], section: str, quoted: str, number: int) -> None:
    if "\\" not in quoted and quoted.isascii() and quoted.isprintable():
        index.setdefault((section, quoted[1:-1]), number)  # what json.loads gives, cheaply
        return
    with contextlib.suppress(ValueError):
        index.setdefault((section, json.loads(quoted)), number)


def _text(path: str) -> str | None:
    """The file's text through the guarded reader (a regular file, bounded: a path that became
    a FIFO or a device since the run read it is not opened for reading), or None; read once per
    snapshot, for its index."""
    try:
        data = files.read_bytes(Path(path), _MAX_BYTES)
    except files.FileProblem:
        return None
    return data.decode("utf-8", errors="replace")


def _in_snapshots(snapshots: Sequence[Path], tool: str | None) -> tuple[str, int] | None:
    """The first snapshot that holds the tool, else the first readable one; each snapshot is
    indexed only when the ones before it do not hold the tool."""
    first: tuple[Path, dict[tuple[str, str], int]] | None = None
    for path in snapshots:
        index = _snapshot_index(str(path))
        if index is None:
            continue
        if first is None:
            first = (path, index)
            if tool is None:
                break
        for section in ("tools", "prompts"):
            if tool is not None and (section, tool) in index:
                return _shown(path), index[(section, tool)]
    if first is None:
        return None
    if tool is not None:
        return _shown(first[0]), first[1].get(("tools", ""), 1)
    return _shown(first[0]), 1


def _config_line(path: Path, key: str) -> tuple[str, int] | None:
    lines = _lines(str(path))
    if lines is None:
        return None
    quoted = re.escape(json.dumps(key))
    bare = re.escape(key)
    patterns = (rf'^\s*\[(?:tool\.mcpcheck\.)?servers\.(?:{bare}|{quoted})\]',
                rf'^\s*{quoted}\s*:', rf'^\s*(?:{bare}|{quoted})\s*=')
    for pattern in patterns:
        for number, line in enumerate(lines, 1):
            if re.match(pattern, line):
                return _shown(path), number
    return _shown(path), 1


def _nth_line(path: str, pattern: str, n: int) -> int:
    lines = _lines(path) or ()
    hits = [number for number, line in enumerate(lines, 1) if re.match(pattern, line)]
    return hits[n - 1] if 0 < n <= len(hits) else 1


def _array_item_line(path: str, n: int) -> int:
    """Line where item n (0-based) of the top-level JSON array starts."""
    lines = _lines(path)
    if lines is None:
        return 1
    depth, item, in_string, escaped, expecting = 0, -1, False, False, False
    for number, line in enumerate(lines, 1):
        for ch in line:
            if in_string:
                if escaped:
                    escaped = False
                elif ch == "\\":
                    escaped = True
                elif ch == '"':
                    in_string = False
                continue
            if expecting and not ch.isspace():
                item += 1
                expecting = False
                if item == n:
                    return number
            if ch == '"':
                in_string = True
            elif ch in "[{":
                depth += 1
                if depth == 1 and ch == "[":
                    expecting = True
            elif ch in "]}":
                depth -= 1
            elif ch == "," and depth == 1:
                expecting = True
    return 1


def _file_line(finding: Finding, file: str) -> int:
    if finding.rule == RuleId.IGNORE_UNUSED:
        entry = re.match(r"ignore entry (\d+) ", finding.message)
        return _nth_line(file, r"^\s*\[\[ignore\]\]", int(entry.group(1))) if entry else 1
    call = re.match(r"call (L(\d+)|/(\d+)): ", finding.message)
    if call and call.group(2):
        return int(call.group(2))
    if call and call.group(3):
        return _array_item_line(file, int(call.group(3)))
    position = re.search(r"not JSON at (\d+):\d+", finding.message)
    return int(position.group(1)) if position else 1


def _calls_line(path: Path, finding: Finding) -> tuple[str, int] | None:
    number = re.match(r"call #(\d+)", finding.message)
    if number is None or _lines(str(path)) is None:
        return None
    n = int(number.group(1))
    if path.suffix.lower() == ".toml":
        return _shown(path), _nth_line(str(path), r"^\s*\[\[call\]\]", n)
    return _shown(path), _array_item_line(str(path), n - 1)


def location_of(finding: Finding, ctx: Context) -> tuple[str, int] | None:
    if finding.file is not None:
        if _lines(finding.file) is None:
            return _shown(finding.file), 1
        return _shown(finding.file), _file_line(finding, finding.file)
    if ctx.calls is not None and finding.rule.startswith("call-"):
        found = _calls_line(ctx.calls, finding)
        if found is not None:
            return found
    if finding.tool is not None:
        found = _in_snapshots(ctx.snapshots, finding.tool)
        if found is not None:
            return found
    if ctx.config is not None:
        found = _config_line(*ctx.config)
        if found is not None:
            return found
    return _in_snapshots(ctx.snapshots, None)


def locate(result: ServerResult, ctx: Context) -> None:
    """Give every finding of `result` its physical location, where one can be found."""
    result.findings = [dataclasses.replace(f, location=location_of(f, ctx))
                       for f in result.findings]


def clear_cache() -> None:
    _lines.cache_clear()
    _snapshot_index.cache_clear()


def context_for(result: ServerResult, *, snapshot: Path | None = None,
                server: ServerConfig | None = None, calls: Path | None = None) -> Context:
    """The files that may describe `result`: the snapshot given, the ones the command read or
    wrote (details `path`, `baseline`, `revision`), the configured one, the default one."""
    from mcpcheck.settings.targets import SNAPSHOT_DIR, slug

    d = result.details
    files = ((d.path,) if isinstance(d, SnapshotDetails)
             else (d.baseline, d.revision) if isinstance(d, DiffDetails) else ())
    named = [Path(f) for f in files if f is not None]
    candidates = [snapshot, *named, server.snapshot_file() if server else None,
                  SNAPSHOT_DIR / f"{slug(result.server)}.json"]
    return Context(snapshots=tuple(dict.fromkeys(p for p in candidates if p is not None)),
                   config=server.origin if server else None,
                   calls=calls or (server.calls if server else None))
