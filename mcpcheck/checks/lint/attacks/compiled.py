"""(speed61) The detectors' patterns compiled from a stored table of re's compiled code.

`re.compile` parses a pattern and turns it into the regex engine's code in Python (re._parser,
re._compiler); only the last step (`_sre.compile`) is C. A `mcpcheck lint` process compiles
about 2,000 of the detectors' patterns (their lazy compilations, their case-sensitive twins and
those twins' re.ASCII compilations): a cold lint of 1,000 real tools spent 12-15% of its CPU
in re's parser. The table (`compiled_table.bin`, written by
`tests/checks/lint/test_compiled_table.py --write`) holds, for each such pattern, the code re
made of it; `compile_pattern` hands that code to `_sre.compile`, which makes the same pattern object
(a compiled pattern compares equal to another only when their source, flags and code are the
same: the test compares every entry with `re.compile`'s).

An entry is read only for exactly its source and flags (the source is stored and compared),
and the table only under the regex engine and Python version it was written by: a pattern it
does not hold, or any pattern under another Python, is compiled by `re.compile` (a stale table
costs time, never a match). The file is an index (key -> where its entry is) and the entries,
each compressed alone: a process reads the index once and unpacks only the entries it needs.
"""

from __future__ import annotations

import hashlib
import importlib
import marshal
import re
import sys
import zlib
from pathlib import Path
from typing import Any

_sre: Any = importlib.import_module("_sre")  # CPython's regex engine (no stubs in typeshed)

TABLE = Path(__file__).with_name("compiled_table.bin")
# the engine and Python a table is written for: its code means nothing to another
STAMP = (int(_sre.MAGIC), sys.version_info[0], sys.version_info[1])
_HEAD = 8  # bytes of the index's size at the start of the file

Entry = tuple[str, int, list[int], int, dict[str, int], tuple[str | None, ...]]


class _Table:
    """The index and the bytes of the table file (empty when absent, unreadable or stale)."""

    def __init__(self) -> None:
        self.index: dict[str, tuple[int, int]] = {}
        self.data = b""
        try:
            data = TABLE.read_bytes()
            size = int.from_bytes(data[:_HEAD], "little")
            stamp, index = marshal.loads(data[_HEAD : _HEAD + size])
        except (OSError, ValueError, EOFError, TypeError):
            return
        if tuple(stamp) == STAMP and isinstance(index, dict):
            self.index, self.data = index, data[_HEAD + size :]

    def entry(self, key: str) -> Entry | None:
        where = self.index.get(key)
        if where is None:
            return None
        offset, size = where
        entry: Entry = marshal.loads(zlib.decompress(self.data[offset : offset + size]))
        return entry


_TABLE: _Table | None = None  # read on the first compile
# (source, flags) of every compilation asked, while the table's writer collects them (else None)
ASKED: set[tuple[str, int]] | None = None


def key_of(source: str, flags: int) -> str:
    """The key of the pattern's entry (a digest of its flags as given and its source)."""
    raw = f"{int(flags)}:{source}".encode("utf-8", "surrogatepass")
    return hashlib.blake2b(raw, digest_size=8).hexdigest()


def compile_pattern(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)`, from the stored code when the table holds it."""
    global _TABLE
    if ASKED is not None:
        ASKED.add((source, int(flags)))
    if _TABLE is None:
        _TABLE = _Table()
    entry = _TABLE.entry(key_of(source, flags)) if _TABLE.index else None
    if entry is None or entry[0] != source:
        return re.compile(source, flags)
    _, pattern_flags, code, groups, groupindex, indexgroup = entry
    compiled: re.Pattern[str] = _sre.compile(source, pattern_flags, code, groups, groupindex,
                                             indexgroup)
    return compiled


def entry_of(source: str, flags: int) -> Entry:
    """What re._compiler.compile hands to `_sre.compile` for the pattern (the table's entry)."""
    parser: Any = importlib.import_module("re._parser")
    compiler: Any = importlib.import_module("re._compiler")
    parsed = parser.parse(source, flags)
    code = [int(op) for op in compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, at in groupindex.items():
        indexgroup[at] = name
    return (source, int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def table_bytes(patterns: list[tuple[str, int]]) -> bytes:
    """The table file holding the entries of `patterns` ((source, flags) pairs), in key order."""
    index: dict[str, tuple[int, int]] = {}
    blobs: list[bytes] = []
    offset = 0
    for key, source, flags in sorted((key_of(s, f), s, int(f)) for s, f in set(patterns)):
        blob = zlib.compress(marshal.dumps(entry_of(source, flags)), 6)
        index[key] = (offset, len(blob))
        blobs.append(blob)
        offset += len(blob)
    head = marshal.dumps((STAMP, index))
    return len(head).to_bytes(_HEAD, "little") + head + b"".join(blobs)
