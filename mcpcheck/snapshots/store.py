"""Snapshot files: noise normalization, per-part hashes, deterministic bytes, atomic I/O."""

from __future__ import annotations

import copy
import errno
import json
import math
import os
import re
import stat
from collections.abc import Set
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcpcheck.errors import SnapshotError
from mcpcheck.fileio import files
from mcpcheck.models import Finding, Severity, StrayOutput, Surface
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.jsonvalues import DuplicateKey, plain_value_error, unique_pairs
from mcpcheck.snapshots.canonical import (
    CanonicalError,
    canonical,
    member_hashes,
    parsed_member_hashes,
    sha256_of,
)
from mcpcheck.textsafety import inert

FORMAT_KEY = "mcpcheckSnapshot"
FORMAT_VERSION = 1
MAX_SNAPSHOT_BYTES = 256 * 1024 * 1024
HINT_DEFAULTS = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
}
TASK_SUPPORT_DEFAULT = "forbidden"  # the spec default of execution.taskSupport
NOISE_KEYS = ("_meta", "ttlMs", "cacheScope", "resultType")
HASHED_PARTS = ("inputSchema", "outputSchema", "description", "annotations")
SCHEMA_KEYS = ("inputSchema", "outputSchema")
INTAKE_KEY = "intake"  # what the intake learned about the exchange (absent when nothing)
# Characters of the first stray stdout line a snapshot keeps (redacted first): one more than a
# report shows (mcpcheck.wire.reasons.STRAY_SHOWN), so a longer line still shows as cut.
STRAY_STORED = 161


class SnapshotDiffers(SnapshotError):
    """The stored baseline differs from the live surface and --update was not given."""


# ---------------------------------------------------------------- normalization


def normalize_tool(tool: Any) -> Any:
    """A copy of one tool without the noise that is not drift. Never raises."""
    if not isinstance(tool, dict):
        return copy.deepcopy(tool)
    out = {k: copy.deepcopy(v) for k, v in tool.items() if k not in NOISE_KEYS}
    annotations = out.get("annotations")
    if isinstance(annotations, dict):
        kept = {
            k: v
            for k, v in annotations.items()
            if not (k in HINT_DEFAULTS and v is HINT_DEFAULTS[k])
        }
        if kept:
            out["annotations"] = kept
        else:
            del out["annotations"]
    execution = out.get("execution")
    if isinstance(execution, dict) and execution.get("taskSupport") == TASK_SUPPORT_DEFAULT:
        kept_execution = {k: v for k, v in execution.items() if k != "taskSupport"}
        if kept_execution:
            out["execution"] = kept_execution
        else:
            del out["execution"]
    for key in SCHEMA_KEYS:
        if key in out:
            _sort_required(out[key])
    return out


# Keywords whose values are data, not schemas: a `required` inside them is not a keyword.
DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples", "example"})


def _sort_required(schema: Any) -> None:
    """Sort every `required` list of strings of a schema, iteratively (no recursion); data
    under const/enum/default/examples is left exactly as sent."""
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            req = node.get("required")
            if isinstance(req, list) and all(isinstance(r, str) for r in req):
                node["required"] = sorted(req)
            stack.extend(v for k, v in node.items() if k not in DATA_KEYWORDS)
        elif isinstance(node, list):
            stack.extend(node)


# ---------------------------------------------------------------- document


def tool_name(tool: Any) -> str | None:
    if isinstance(tool, dict) and isinstance(tool.get("name"), str):
        return str(tool["name"])
    return None


def _jsonable(value: Any) -> Any:
    """Replace non-finite floats with strings so the snapshot stays valid JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    return value


def tool_entry(tool: Any) -> dict[str, Any]:
    """One tool as stored: name, hashes per part, full normalized definition."""
    definition = normalize_tool(tool)
    entry: dict[str, Any] = {"name": tool_name(definition)}
    try:
        hashes = {"tool": sha256_of(definition)}
        if isinstance(definition, dict):
            for part in HASHED_PARTS:
                if part in definition:
                    hashes[part] = sha256_of(definition[part])
        entry["sha256"] = hashes
        entry["definition"] = definition
    except (CanonicalError, RecursionError) as exc:
        entry["error"] = f"cannot be canonicalized: {exc}"
        try:
            entry["definition"] = _jsonable(definition)
        except RecursionError:
            entry["definition"] = None
    return entry


def _sort_key(entry: dict[str, Any]) -> tuple[int, str, str]:
    name = entry.get("name")
    digest = entry.get("sha256", {}).get("tool", "")
    return (0 if isinstance(name, str) else 1, name or "", digest)


def build_document(surface: Surface) -> dict[str, Any]:
    tools = sorted((tool_entry(t) for t in surface.tools), key=_sort_key)
    lists = {
        "prompts": _sorted_items(surface.prompts, "name"),
        "resources": _sorted_items(surface.resources, "uri"),
        "resourceTemplates": _sorted_items(surface.resource_templates, "uriTemplate"),
    }
    hashed: dict[str, Any] = {"tools": [t.get("sha256", {}).get("tool") for t in tools], **lists}
    if surface.unlisted:  # a list not listed is not an empty one
        hashed["unlisted"] = [method for method, _ in surface.unlisted]
    doc: dict[str, Any] = {
        FORMAT_KEY: FORMAT_VERSION,
        "server": {
            "name": surface.server_name,
            "version": surface.server_version,
            "protocolVersion": surface.protocol_version,
            "capabilities": _jsonable(surface.capabilities),
        },
        "sha256": {"surface": _safe_hash(hashed)},
        "tools": tools,
        **lists,
    }
    if surface.instructions is not None:
        doc["server"]["instructions"] = surface.instructions
    intake = intake_document(surface)
    if intake:
        doc[INTAKE_KEY] = intake
    return doc


def intake_document(surface: Surface) -> dict[str, Any]:
    """The `intake` object: lists answered with an error (`unlisted`: method -> error), stray
    stdout lines (`stdout`: how many, the first one redacted and cut), other `notes`."""
    out: dict[str, Any] = {}
    if surface.unlisted:
        out["unlisted"] = dict(surface.unlisted)
    if surface.stray is not None:
        out["stdout"] = {"lines": surface.stray.lines,
                         "first": surface.stray.first[:STRAY_STORED]}
    if surface.notes:
        out["notes"] = list(surface.notes)
    return out


def _without_notes(doc: dict[str, Any]) -> dict[str, Any]:
    """A document without what only describes one exchange (stray stdout lines, notes): two
    snapshots that differ only there record the same surface."""
    intake = doc.get(INTAKE_KEY)
    if not isinstance(intake, dict):
        return doc
    kept = {k: v for k, v in intake.items() if k not in ("stdout", "notes")}
    out = {k: v for k, v in doc.items() if k != INTAKE_KEY}
    if kept:
        out[INTAKE_KEY] = kept
    return out


def _safe_hash(value: Any) -> str | None:
    try:
        return sha256_of(value)
    except (CanonicalError, RecursionError):
        return None


def _sorted_items(items: tuple[Any, ...], key: str) -> list[Any]:
    normalized = [_jsonable(normalize_tool(i)) for i in items]

    def order(item: Any) -> tuple[str, str]:
        label = item.get(key) if isinstance(item, dict) else None
        return (label if isinstance(label, str) else "\uffff", json.dumps(item, sort_keys=True))

    return sorted(normalized, key=order)


def render(doc: dict[str, Any]) -> bytes:
    """Deterministic bytes: sorted keys, 2-space indent, trailing newline."""
    text = json.dumps(doc, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8", "backslashreplace")


# ---------------------------------------------------------------- reading


@dataclass(frozen=True)
class Snapshot:
    """A snapshot file as read: its path and its checked document."""

    path: Path
    document: dict[str, Any]
    # ids of tool entries whose text held no number with a fraction or an exponent (their
    # parser saw none): their hashes are checked without looking for one (read_snapshots)
    float_free: Set[int] = frozenset()

    def surface(self) -> Surface:
        server = self.document.get("server") or {}
        intake = self.document.get(INTAKE_KEY) or {}
        stdout = intake.get("stdout")
        return Surface(
            server_name=server.get("name"),
            server_version=server.get("version"),
            protocol_version=server.get("protocolVersion"),
            capabilities=server.get("capabilities") or {},
            tools=tuple(e.get("definition") for e in self.document["tools"]),
            prompts=tuple(self.document.get("prompts") or ()),
            resources=tuple(self.document.get("resources") or ()),
            resource_templates=tuple(self.document.get("resourceTemplates") or ()),
            instructions=server.get("instructions"),
            notes=tuple(intake.get("notes") or ()),
            unlisted=tuple(sorted((intake.get("unlisted") or {}).items())),
            stray=None if stdout is None else StrayOutput(stdout["lines"], stdout["first"]),
        )


def _stale_parts(entry: dict[str, Any], no_float: bool = False) -> list[str]:
    """The parts of one tool entry whose stored sha256 is not the hash of its definition.
    no_float: the entry's text is known to hold no float (Snapshot.float_free)."""
    stored = entry.get("sha256")
    definition = entry.get("definition")
    if "error" in entry or not isinstance(stored, dict):
        return []
    # the C encoder, when it is exact
    quick = parsed_member_hashes(definition, HASHED_PARTS, no_float=no_float)
    if quick is not None and stored == {"tool" if k == "" else k: v for k, v in quick.items()}:
        return []
    try:
        actual = member_hashes(definition, HASHED_PARTS)  # one walk for the tool and its parts
        actual["tool"] = actual.pop("")
    except (CanonicalError, RecursionError):
        return []
    return sorted(k for k in set(stored) | set(actual) if stored.get(k) != actual.get(k))


def hash_findings(snapshot: Snapshot, checked: dict[int, list[str]] | None = None,
                  ) -> list[Finding]:
    """A warning per tool whose stored hashes do not match its definition (hand-edited or
    corrupt): drift is judged on the definitions, so the hashes no longer vouch for them.

    checked: the stale parts found so far by entry object (id), for snapshots read together
    (read_snapshots): an entry both hold, the same object, is checked once."""
    out = []
    for index, entry in enumerate(snapshot.document.get("tools") or ()):
        if checked is None:
            parts = _stale_parts(entry, id(entry) in snapshot.float_free)
        elif (parts := checked.get(id(entry))) is None:  # type: ignore[assignment]
            parts = checked[id(entry)] = _stale_parts(entry, id(entry) in snapshot.float_free)
        if parts:
            name = entry.get("name") if isinstance(entry.get("name"), str) else f"#{index}"
            out.append(Finding(
                RuleId.SNAPSHOT_HASH_MISMATCH, Severity.WARNING, name, "",
                f"{snapshot.path}: stored sha256 of tool `{inert(name, 80)}` "
                f"({', '.join(parts)}) does not match its definition: the snapshot was edited "
                "by hand or is corrupt; regenerate it with `mcpcheck snapshot --update`",
                file=str(snapshot.path)))
    return out


def as_stored(surface: Surface) -> Surface:
    """The surface exactly as a snapshot would store it, so a live surface and a stored one
    compare alike (noise removed, non-finite numbers written as strings)."""
    doc = json.loads(render(build_document(surface)))
    return Snapshot(Path(), doc).surface()


def renormalized(doc: dict[str, Any]) -> bytes | None:
    """The bytes a stored document would have if it were written today (noise removed by the
    current rules); None when it cannot be rebuilt."""
    try:
        return render(build_document(Snapshot(Path(), doc).surface()))
    except (CanonicalError, RecursionError, TypeError, ValueError, AttributeError, KeyError):
        return None


def read_snapshot(path: Path) -> Snapshot:
    """Load and check a snapshot; missing, corrupt or foreign files raise SnapshotError.
    A `git:REF:PATH` path is read as committed at REF (mcpcheck.fileio.gitref)."""
    return Snapshot(path, parse_snapshot(_raw(path), str(path)))


def read_snapshots(old: Path, new: Path) -> tuple[Snapshot, Snapshot]:
    """read_snapshot of both (the same documents, the same errors, old first), where a tool
    entry written alike in both files is parsed once: the two documents hold the same object
    for it, so what is computed once per entry (hash_findings' `checked`) is not repeated. An
    offline diff of a large, mostly unchanged surface then parses mostly what changed."""
    shared: dict[str, Any] = {}
    float_free: set[int] = set()  # both documents' entries whose parser saw no float
    old_raw = _raw(old)
    first = Snapshot(old, parse_snapshot(old_raw, str(old), shared, float_free), float_free)
    return first, Snapshot(new, parse_snapshot(_raw(new), str(new), shared, float_free),
                           float_free)


def _raw(path: Path) -> bytes:
    if str(path).startswith("git:"):
        from mcpcheck.fileio.gitref import read

        return read(str(path))
    try:
        raw = files.read_bytes(path, MAX_SNAPSHOT_BYTES)
    except files.FileProblem as exc:
        if exc.reason == os.strerror(errno.ENOENT):
            raise SnapshotError(
                f"{path}: no snapshot here (run `mcpcheck snapshot` first)") from None
        if exc.reason == "Is a directory":
            raise SnapshotError(f"{path}: is a directory, not a snapshot file") from None
        raise SnapshotError(f"{path}: cannot read snapshot: {exc.reason}") from None
    return raw


# In the text `render` writes, each tool entry is an object at 4 spaces, one per line range,
# and the entries are separated by "},\n    {" lines: that is where the tool list is cut.
_TOOLS_OPEN = re.compile(r'\n  "tools": \[\n    \{\n')
_TOOLS_CLOSE = re.compile(r'\n    \}\n  \](?=,?\n)')
_BETWEEN_ENTRIES = "\n    },\n    {"
_MARK = f"mcpcheck-tools-{os.urandom(8).hex()}"  # no file holds it by chance
_DECODE = json.JSONDecoder(object_pairs_hook=unique_pairs).decode  # json.loads builds one a call


def _parse_by_entry(text: str, shared: dict[str, Any], float_free: set[int] | None = None,
                    ) -> dict[str, Any] | None:
    """The document json.loads(text, object_pairs_hook=unique_pairs) gives, parsed piece by
    piece: the tool list cut into its entries (each parsed alone, or taken from `shared` when
    another file held the same text), the rest parsed with a marker string in the list's place.
    JSON is context-free, so when every piece parses and the marker is the top-level `tools`,
    the whole text means exactly this. None when the text is not cut so (or a piece does not
    parse): the caller parses the whole text, errors and all. float_free: gets the id of each
    entry parsed here whose text holds no float (a number with a fraction or an exponent)."""
    floats = 0

    def counted(number: str) -> float:  # what the parser does with a float, counted
        nonlocal floats
        floats += 1
        return float(number)

    # the decoder's scanner itself: `decode` is this call plus a whitespace match and the
    # "Extra data" check, which `stop` below makes (a piece ends at its own "}")
    scan = json.JSONDecoder(object_pairs_hook=unique_pairs,
                            parse_float=counted).scan_once  # type: ignore[attr-defined]
    start = _TOOLS_OPEN.search(text)
    end = _TOOLS_CLOSE.search(text, start.end()) if start is not None else None
    if start is None or end is None:
        return None
    bracket, close = text.index("[", start.start()), end.end() - 1  # the list's "[" and "]"
    inner = text[start.end() - 1:end.start()]  # from after the first entry's "{" to before the
    # last one's "}": the entries' insides, between the separators
    try:
        doc = _DECODE(f'{text[:bracket]}"{_MARK}"{text[close + 1:]}')
        if not isinstance(doc, dict) or doc.get("tools") != _MARK:
            return None
        tools = []
        for inside in inner.split(_BETWEEN_ENTRIES):
            piece = "{" + inside + "}"
            entry = shared.get(piece)
            if entry is None:
                seen = floats
                entry, stop = scan(piece, 0)
                if stop != len(piece):  # the object closed before the piece's end
                    return None
                shared[piece] = entry
                if float_free is not None and floats == seen:
                    float_free.add(id(entry))
            tools.append(entry)
    except (ValueError, RecursionError, StopIteration):  # JSONDecodeError, DuplicateKey,
        return None  # digit limits; StopIteration: no value at the start
    doc["tools"] = tools
    return doc


def parse_snapshot(raw: bytes, label: str, shared: dict[str, Any] | None = None,
                   float_free: set[int] | None = None) -> dict[str, Any]:
    """The checked document. shared: tool entries parsed from other files, by their text
    (read_snapshots): an entry written alike is parsed once, and is the same object.
    float_free: gets the ids of the entries parsed so whose text holds no float."""
    doc: Any = None
    if shared is not None:
        try:
            doc = _parse_by_entry(raw.decode("utf-8").removeprefix("\ufeff"), shared,
                                  float_free)
        except UnicodeDecodeError:
            doc = None
    try:
        if doc is None:
            doc = json.loads(raw.decode("utf-8").removeprefix("\ufeff"),
                             object_pairs_hook=unique_pairs)
    except UnicodeDecodeError as exc:
        raise SnapshotError(f"{label}: corrupt snapshot: not UTF-8 (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise SnapshotError(
            f"{label}: corrupt snapshot: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except RecursionError:
        raise SnapshotError(f"{label}: corrupt snapshot: nested too deeply") from None
    except DuplicateKey as exc:
        raise SnapshotError(f"{label}: corrupt snapshot: {exc}") from None
    except ValueError as exc:  # e.g. an integer beyond Python's digit limit
        raise SnapshotError(f"{label}: corrupt snapshot: {plain_value_error(exc)}") from None
    if not isinstance(doc, dict) or FORMAT_KEY not in doc:
        raise SnapshotError(f"{label}: not an mcpcheck snapshot (no '{FORMAT_KEY}' key)")
    if type(doc[FORMAT_KEY]) is not int or doc[FORMAT_KEY] != FORMAT_VERSION:
        raise SnapshotError(
            f"{label}: unsupported snapshot format {doc[FORMAT_KEY]!r} "
            f"(this mcpcheck reads {FORMAT_VERSION})"
        )
    tools = doc.get("tools")
    if not isinstance(tools, list) or not all(isinstance(t, dict) for t in tools):
        raise SnapshotError(f"{label}: corrupt snapshot: 'tools' is not a list of entries")
    if not isinstance(doc.get("server", {}), dict):
        raise SnapshotError(f"{label}: corrupt snapshot: 'server' is not an object")
    for key in ("prompts", "resources", "resourceTemplates"):
        if not isinstance(doc.get(key, []), list):
            raise SnapshotError(f"{label}: corrupt snapshot: '{key}' is not a list")
    _check_entries(tools, label)
    _check_intake(doc.get(INTAKE_KEY, {}), label)
    return doc


def _check_intake(intake: Any, label: str) -> None:
    """The `intake` object has the shape intake_document writes."""
    where = f"{label}: corrupt snapshot: '{INTAKE_KEY}'"
    if not isinstance(intake, dict):
        raise SnapshotError(f"{where} is not an object")
    unlisted = intake.get("unlisted", {})
    if not isinstance(unlisted, dict) or not all(isinstance(v, str) for v in unlisted.values()):
        raise SnapshotError(f"{where}: 'unlisted' is not an object of error texts")
    notes = intake.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise SnapshotError(f"{where}: 'notes' is not a list of texts")
    stdout = intake.get("stdout", {"lines": 1, "first": ""})
    if not (isinstance(stdout, dict) and type(stdout.get("lines")) is int
            and isinstance(stdout.get("first"), str)):
        raise SnapshotError(f"{where}: 'stdout' is not {{\"lines\": N, \"first\": TEXT}}")


def _check_entries(tools: list[dict[str, Any]], label: str) -> None:
    """Each entry holds a definition whose name is the entry's name. (Duplicate names are
    possible: a snapshot records every tool as the server sent it.)"""
    for index, entry in enumerate(tools):
        where = f"{label}: corrupt snapshot: tools[{index}]"
        if "definition" not in entry:
            raise SnapshotError(f"{where} has no 'definition'")
        name = entry.get("name")
        if name is not None and not isinstance(name, str):
            raise SnapshotError(f"{where}: 'name' is not a string")
        definition = entry["definition"]
        if "error" not in entry and name != tool_name(definition):
            raise SnapshotError(f"{where}: 'name' does not match the definition's name")


# ---------------------------------------------------------------- writing


def write_snapshot(path: Path, data: bytes, *, update: bool) -> str:
    """Write atomically. Returns 'created', 'unchanged' or 'updated'.

    An existing file that differs is replaced only with update=True (SnapshotDiffers otherwise);
    a corrupt or foreign existing file is never replaced silently (SnapshotError).
    """
    try:
        mode = files.mode_of(path)
    except files.FileProblem as exc:
        raise SnapshotError(f"{path}: cannot write snapshot: {exc.reason}") from None
    if mode is not None:
        if stat.S_ISDIR(mode):
            raise SnapshotError(f"{path}: is a directory, not a snapshot file")
        if not stat.S_ISREG(mode):
            raise SnapshotError(f"{path}: is {files.kind(mode)}; a snapshot is written to a "
                                "regular file only (never replaced)")
        try:
            current = files.read_bytes(path, MAX_SNAPSHOT_BYTES)
        except files.FileProblem as exc:
            raise SnapshotError(f"{path}: cannot read snapshot: {exc.reason}") from None
        if current == data:
            return "unchanged"
        if not update:
            stored = parse_snapshot(current, str(path))  # corrupt/foreign: SnapshotError (exit 3)
            if renormalized(stored) == data:
                return "unchanged"  # differs only in noise an older mcpcheck kept
            if _same_surface(stored, data):
                return "unchanged"  # differs only in what one exchange printed (notes)
            raise SnapshotDiffers(
                f"{path}: the baseline differs from the live server; review with "
                "`mcpcheck diff`, then accept with `mcpcheck snapshot --update`"
            )
        atomic_write(path, data)
        return "updated"
    atomic_write(path, data)
    return "created"


def _same_surface(stored: dict[str, Any], data: bytes) -> bool:
    """Do a stored document and new bytes record the same surface, notes aside?"""
    rebuilt = renormalized(stored)
    if rebuilt is None:
        return False
    return _without_notes(json.loads(rebuilt)) == _without_notes(json.loads(data))


def atomic_write(path: Path, data: bytes) -> None:
    """Replace the regular file at `path` atomically (temporary file, fsync, rename), through
    the one guarded writer (mcpcheck.fileio.files.write): never over a device or a pipe."""
    try:
        files.write(path, data, replace=True)
    except files.FileProblem as exc:
        raise SnapshotError(f"{path}: cannot write snapshot: {exc.reason}") from None


def canonical_bytes(value: Any) -> bytes | None:
    """Canonical bytes of a value, or None when it has none."""
    try:
        return canonical(value)
    except (CanonicalError, RecursionError):
        return None
