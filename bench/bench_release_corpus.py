"""Drift on real release history: replay every hand-judged pair of tests/corpus/releases.

For each [[pair]] of tests/corpus/releases/verdicts.toml, runs the offline
`mcpcheck diff OLD.json NEW.json -f json --fail-on error` and compares its exit code with the
hand verdict (breaking <=> exit 1). Prints the figures published in bench/README.md:

- pairs: consecutive releases whose published surface changed
- agreement: pairs where the exit code matches the verdict
- missed breaking / false alarms: the two ways of disagreeing
- silent: pairs whose surface hashes differ (as this checkout normalizes and hashes the two
  files) but that gave no finding other than the server version (server-info-changed)
- no finding: the same over everything a pair publishes: surface, instructions, capabilities,
  protocol version (a pair whose only change is noise the snapshot normalizes away, such as
  execution.taskSupport "forbidden", needs no finding)
- warnings per changed pair: warning findings over all pairs, divided by the pair count

then one line per disagreeing or silent pair. Exit 0 always (a measurement, not a test:
tests/checks/test_release_corpus.py is the test).

    .venv/bin/python bench/bench_release_corpus.py [--json] [--engine-rev REV] [--verdicts-rev REV]

--engine-rev REV replays with the mcpcheck package as it was at git revision REV (extracted
with `git archive` into a temporary folder, run with this venv's interpreter): the "before"
figures in bench/README.md come from the revision before the drift fixes of issue 12.
--verdicts-rev REV replays only the pairs judged in verdicts.toml as it was at REV (the corpus
the project had then), with the verdicts of this checkout, so figures compare on the same pairs.
Agreement is at --fail-on error for every pair. "worst as judged" counts the pairs whose
verdict records the worst severity the diff must report (`worst`, e.g. a behaviour change only
prose announces: not breaking by contract, reported as a warning) and whose findings reach
exactly that severity. A verdicts file of an older revision may still gate a pair at
`fail_on = "warning"`; "at gate" then also counts such a pair as agreeing when a warning and no
error is reported (the figures before issue 30 §3 were taken that way).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from _measure import ROOT, mcpcheck_argv

CORPUS = ROOT / "tests" / "corpus" / "releases"


@dataclass
class Replay:
    package: str
    old: str
    new: str
    breaking: bool
    gated: bool  # an older verdicts file's fail_on = "warning" (breaking, gated lower)
    worst: str | None  # the worst severity the verdict records, if any
    exit_code: int
    surface_differs: bool
    published_differs: bool
    severities: Counter[str] = field(default_factory=Counter)
    rules: list[str] = field(default_factory=list)

    @property
    def agrees(self) -> bool:
        return self.exit_code == (1 if self.breaking else 0)

    @property
    def agrees_at_gate(self) -> bool:
        if self.agrees:
            return True
        return self.gated and self.breaking and self.severities["warning"] > 0 \
            and not self.severities["error"]

    @property
    def worst_as_judged(self) -> bool:
        if self.worst is None:
            return True
        reached = next((s for s in ("error", "warning", "info") if self.severities[s]), "info")
        return reached == self.worst

    @property
    def silent(self) -> bool:
        return self.surface_differs and not self.rules

    @property
    def unreported(self) -> bool:
        return self.published_differs and not self.rules


VERSION_ONLY = "server-info-changed"  # name/version: every release has one; not the change
SERVER_PARTS = ("protocolVersion", "capabilities", "instructions")


def published(path: Path) -> tuple[object, ...]:
    """What the pair is compared on: the surface hash as this checkout normalizes and hashes
    it, and the server's protocol version, capabilities and instructions."""
    sys.path.insert(0, str(ROOT))
    from mcpcheck.snapshots.store import build_document, read_snapshot

    doc = build_document(read_snapshot(path).surface())
    server = doc["server"]
    return (doc["sha256"]["surface"], *(json.dumps(server.get(k), sort_keys=True)
                                        for k in SERVER_PARTS))


def replay(pair: dict[str, object], engine: Path | None) -> Replay:
    folder = CORPUS / str(pair["package"])
    old, new = folder / f"{pair['old']}.json", folder / f"{pair['new']}.json"
    env = {**os.environ, "NO_COLOR": "1"}
    argv, cwd = mcpcheck_argv(), ROOT
    if engine is not None:  # run from the engine's folder, so `-m mcpcheck` is that copy
        argv, cwd = [sys.executable, "-m", "mcpcheck"], engine
        env["PYTHONPATH"] = str(engine)
    proc = subprocess.run([*argv, "diff", str(old), str(new), "-f", "json",
                           "--fail-on", "error"], capture_output=True, text=True, timeout=120,
                          env=env, cwd=cwd)
    before, after = published(old), published(new)
    result = Replay(str(pair["package"]), str(pair["old"]), str(pair["new"]),
                    bool(pair["breaking"]), pair.get("fail_on") == "warning",
                    str(pair["worst"]) if "worst" in pair else None, proc.returncode,
                    before[0] != after[0], before != after)
    if proc.returncode in (0, 1):
        for server in json.loads(proc.stdout)["servers"]:
            for finding in server.get("findings", []):
                result.severities[finding["severity"]] += 1
                if finding["rule"] != VERSION_ONLY:
                    result.rules.append(f"{finding['rule']}:{finding['severity']}")
    return result


def extract(rev: str, into: Path) -> Path:
    """The mcpcheck package as it was at git revision rev, under into/."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "mcpcheck"],
                             capture_output=True, check=True, timeout=60).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True, timeout=60)
    return into


def main() -> int:
    parser = argparse.ArgumentParser(description="Replay the real-release corpus.")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--engine-rev", default=None)
    parser.add_argument("--verdicts-rev", default=None)
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        engine = extract(ns.engine_rev, Path(tmp)) if ns.engine_rev else None
        return report(ns.json, engine, ns.verdicts_rev)


def key(pair: dict[str, object]) -> tuple[object, object, object]:
    return pair["package"], pair["old"], pair["new"]


def report(as_json: bool, engine: Path | None, verdicts_rev: str | None = None) -> int:
    pairs = tomllib.loads((CORPUS / "verdicts.toml").read_text())["pair"]
    if verdicts_rev is not None:
        then = subprocess.run(["git", "-C", str(ROOT), "show",
                               f"{verdicts_rev}:tests/corpus/releases/verdicts.toml"],
                              capture_output=True, text=True, check=True, timeout=60).stdout
        judged = {key(p) for p in tomllib.loads(then)["pair"]}
        pairs = [p for p in pairs if key(p) in judged]
    results = [replay(p, engine) for p in pairs]
    n = len(results)
    figures: dict[str, object] = {
        "pairs": n,
        "breaking_pairs": sum(r.breaking for r in results),
        "agreement": sum(r.agrees for r in results),
        "agreement_at_gate": sum(r.agrees_at_gate for r in results),
        "missed_breaking": sum(r.breaking and not r.agrees for r in results),
        "false_alarms": sum((not r.breaking) and not r.agrees for r in results),
        "silent": sum(r.silent for r in results),
        "no_finding": sum(r.unreported for r in results),
        "warnings": sum(r.severities["warning"] for r in results),
        "warnings_per_pair": round(sum(r.severities["warning"] for r in results) / n, 2),
        "worst_recorded": sum(r.worst is not None for r in results),
        "worst_as_judged": sum(r.worst is not None and r.worst_as_judged for r in results),
        "errors": sum(r.severities["error"] for r in results),
        "infos": sum(r.severities["info"] for r in results),
    }
    if as_json:
        figures["disagreements"] = [f"{r.package} {r.old} -> {r.new}" for r in results
                                    if not r.agrees]
        print(json.dumps(figures, indent=2))
        return 0
    print("| pairs | breaking (hand) | agreement | at gate | missed breaking | false alarms "
          "| silent | no finding | warnings per changed pair |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| {n} | {figures['breaking_pairs']} | {figures['agreement']}/{n} "
          f"| {figures['agreement_at_gate']}/{n} "
          f"| {figures['missed_breaking']} | {figures['false_alarms']} | {figures['silent']} "
          f"| {figures['no_finding']} | {figures['warnings_per_pair']} |")
    print(f"worst severity as judged: {figures['worst_as_judged']}/{figures['worst_recorded']} "
          "pairs that record one")
    for r in results:
        if r.agrees and not r.unreported and r.worst_as_judged:
            continue
        what = ("silent" if r.silent else "no finding" if r.unreported
                else f"worst is not {r.worst}") if r.agrees else (
            "missed breaking" if r.breaking else "false alarm")
        if not r.agrees and r.agrees_at_gate:
            what += " (agrees at its fail_on gate)"
        rules = ", ".join(sorted(set(r.rules))) or "no finding"
        print(f"- {r.package} {r.old} -> {r.new}: {what} (exit {r.exit_code}): {rules}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
