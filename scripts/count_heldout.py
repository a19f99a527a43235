"""Count a lint corpus set the way a round's blind sets are counted (docs/testing.md).

Each entry's tool is linted alone (as the replay does); a poisoned tool is caught when lint gives
it an error-level finding, and a caught tool judged `usable` is counted apart (it must never
happen). A benign tool with an error-level finding is a false alarm; a benign entry whose reason
names a published source ("Source: pkg@1.2.3 (npm)") is a real tool.

With --servers DIR (snapshot files or raw `tools/list` JSON of the real servers the set's real
tools were copied from), each real tool with a false alarm is linted again together with its
whole server, as a user lints it: a tool that names a sibling of its own server is not shadowing
a tool the server does not advertise.

    python scripts/count_heldout.py [--deep] [--json OUT] [--servers DIR] FILE...

Prints counts and entry ids, never a corpus text.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint import lint_tools  # noqa: E402
from mcpcheck.models import Severity  # noqa: E402


@dataclass(frozen=True)
class Judged:
    id: str
    klass: str
    errors: tuple[str, ...]
    verdict: str
    real: bool


def judge(entries: Sequence[dict[str, Any]], deep: bool) -> list[Judged]:
    out = []
    for entry in entries:
        (verdict,) = lint_tools([entry["tool"]], deep=deep)
        errors = tuple(sorted({f.rule for f in verdict.findings if f.severity is Severity.ERROR}))
        out.append(Judged(entry["id"], entry["class"], errors, verdict.verdict,
                          "Source:" in entry.get("reason", "")))
    return out


def summary(name: str, judged: Sequence[Judged]) -> list[str]:
    poisoned = [j for j in judged if j.klass != "benign"]
    benign = [j for j in judged if j.klass == "benign"]
    lines = []
    if poisoned:
        total, caught = Counter(j.klass for j in poisoned), Counter(
            j.klass for j in poisoned if j.errors)
        usable = sum(1 for j in poisoned if j.errors and j.verdict == "usable")
        per = " ".join(f"{c} {caught[c]}/{total[c]}" for c in sorted(total))
        lines.append(f"{name}: poisoned caught {sum(caught.values())}/{len(poisoned)}  {per}  "
                     f"caught-but-usable {usable}")
    if benign:
        alarms = [j for j in benign if j.errors]
        lines.append(f"{name}: benign with an error {len(alarms)}/{len(benign)} "
                     f"(real tools {sum(j.real for j in alarms)})")
        lines += [f"    {j.id}: {', '.join(j.errors)}" for j in alarms]
    return lines


def server_tool_lists(folder: Path) -> Iterator[list[Any]]:
    """The tool lists of a folder of snapshot files or raw `tools/list` results (`result.tools`)."""
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict):
            continue
        tools = data.get("tools", (data.get("result") or {}).get("tools"))
        if isinstance(tools, list):
            yield [_definition(tool) for tool in tools]


def _definition(tool: Any) -> Any:
    """A tool as `tools/list` gives it: a snapshot file wraps each in `definition`."""
    if isinstance(tool, dict) and isinstance(tool.get("definition"), dict):
        return tool["definition"]
    return tool


def _same(tool: dict[str, Any], other: Any) -> bool:
    """The same tool: its name and description (a copy may keep fewer fields than its server's)."""
    return isinstance(other, dict) and all(
        other.get(key) == tool.get(key) for key in ("name", "description"))


def with_server(entries: Sequence[dict[str, Any]], judged: Sequence[Judged],
                folder: Path) -> list[str]:
    """Each real tool with a false alarm, linted again inside the first server list holding it."""
    lists = list(server_tool_lists(folder))
    lines = []
    for entry, j in zip(entries, judged, strict=True):
        if not (j.real and j.errors):
            continue
        tool = entry["tool"]
        home = next((tools for tools in lists if any(_same(tool, other) for other in tools)), None)
        if home is None:
            lines.append(f"    {j.id}: no server list holds it")
            continue
        verdict = next(v for v in lint_tools(home) if v.key == tool.get("name"))
        errors = sorted({f.rule for f in verdict.findings if f.severity is Severity.ERROR})
        lines.append(f"    {j.id}: with its server ({len(home)} tools): "
                     f"{', '.join(errors) or 'no error'}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deep", action="store_true", help="also the learned model")
    parser.add_argument("--json", type=Path, help="write every entry's errors and verdict here")
    parser.add_argument("--servers", type=Path, help="folder of the real tools' server lists")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    record = {}
    for path in args.files:
        entries = json.loads(path.read_text(encoding="utf-8"))
        judged = judge(entries, args.deep)
        print("\n".join(summary(path.name, judged)))
        if args.servers is not None:
            print("\n".join(with_server(entries, judged, args.servers)))
        record.update({j.id: {"class": j.klass, "errors": list(j.errors),
                              "verdict": j.verdict, "real": j.real} for j in judged})
    if args.json is not None:
        args.json.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
