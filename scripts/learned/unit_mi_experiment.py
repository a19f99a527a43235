"""The learn10 experiment: does a small learned scorer, used beside the rules, catch what the
rules miss on a corpus it never saw, without a false alarm? Pure Python (no NumPy).

    python scripts/learned/unit_mi_experiment.py [--report FILE] [--folds train8,train7,...]

Not shipped (README, "A learned detector"); kept to measure again when the corpora grow.

Design (fixed before any result was looked at):

- A unit is one sentence of one model-visible string of a tool (features.units_of: name, title,
  description, every property's texts and values, property names read as words), so a payload
  of one sentence among benign ones is a unit of its own. Features: features.features (the
  engine's readings: NFKC, invisible characters dropped, look-alikes, leetspeak, joined
  letters, ciphers, decoded runs; word uni/bigrams and character 3/4-grams, crc32-hashed).
- Negatives: every unit of every benign corpus tool and of every real server's tool.
  Positives, one or more per poisoned tool: the unit that holds the rule engine's span where an
  attack rule fires at error level (the span quoted in its message, found in the field its
  path names); for a poisoned tool with no such span, a multiple-instance step: the
  highest-scoring unit of the tool under the model trained on the span-labelled positives.
  The other units of a poisoned tool are not used.
- Logistic regression by plain SGD (fixed seed and order, balanced classes, a fixed number of
  epochs, L2), deterministic.
- A tool's score is its highest unit's score.
- Folds: leave one corpus pair out (poisoned_X + benign_X), for X in FOLDS; the model of a fold
  is trained on every other pair, benign_ordinary6, benign_hard3 and every real server.
  Real tools: the servers in 4 groups (file order, index % 4); each group is scored by a model
  trained on every corpus and the other 3 groups.
- Threshold: chosen before the evaluation folds are scored, from an inner cross-validation on
  the tuning data only (the pairs not in FOLDS, ordinary6, hard3, real servers; 4 inner folds):
  the highest out-of-fold score of any benign or real unit, plus MARGIN in logit. The same
  threshold for every fold.
- Decision rule: ship only if, on the left-out folds together, rules OR model adds at least 5% of
  the left-out poisoned tools, adds no benign error on a left-out benign file and flags no real
  tool out of fold.

Result (2026-12-03, README "A learned detector"): threshold logit 5.56 (0.996); added 3 of 765
left-out poisoned tools (train8 0, train7 1, train6 0, fresh 2), 1 benign error added (train7),
0 of 1,055 real tools flagged: not shipped. Exploratory knobs, not part of the fixed design:
LEARN10_NORM_FLOOR=40 (a floor on the feature count a unit is normalized by; the inner folds
gave the same picture: 0 of 44 misses added at the threshold) and LEARN10_MI=0 (no
multiple-instance step); LEARN10_CACHE=FILE keeps the read corpora between runs (a pickle).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pickle
import random
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for _path in (ROOT, HERE):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from features import BITS, JOINED, features, units_of  # noqa: E402

from mcpcheck.checks.lint import lint_tools  # noqa: E402
from mcpcheck.models import Severity  # noqa: E402

LINT = ROOT / "tests" / "corpus" / "lint"
SERVERS = ROOT / "tests" / "corpus" / "servers"
PAIRS = {"orig": ("poisoned.json", "benign.json")} | {
    g: (f"poisoned_{g}.json", f"benign_{g}.json")
    for g in ("fresh", "wide", "train4", "train5a", "train5b", "train6", "train7", "train8")}
EXTRA_BENIGN = ("benign_ordinary6.json", "benign_hard3.json")
FOLDS = ("train8", "train7", "train6", "fresh")
REAL_GROUPS = 4
INNER = 4
ATTACK_RULES = frozenset(("text-model-directive", "text-secret-request", "text-exfiltration",
                          "text-tool-shadowing", "text-oversight-bypass",
                          "text-shell-prerequisite", "text-encoded-payload",
                          "param-side-channel"))
EPOCHS = 8
RATE = 0.2
L2 = 1e-6
SEED = 10
MARGIN = 0.5  # logit units above the highest out-of-fold benign/real unit
NORM_FLOOR = int(os.environ.get("LEARN10_NORM_FLOOR", "1"))  # a unit's features weigh
# 1/sqrt(max(count, NORM_FLOOR)): a floor keeps a one-word unit from scoring like a sentence
MI_STEP = os.environ.get("LEARN10_MI", "1") == "1"
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+|(?<=[。！？；])")
_QUOTED = re.compile(r'.*: "(.*)"\s*$', re.S)  # the last quoted span of a message


@dataclass
class Unit:
    path: str
    text: str
    feats: list[int]


@dataclass
class Tool:
    group: str  # corpus pair, "extra", or "real:K"
    source: str
    ident: str
    label: int
    cls: str | None
    units: list[Unit] = field(default_factory=list)
    rules_error: bool = False  # an error finding and a verdict other than usable (count.py)
    spans: list[tuple[str, str]] = field(default_factory=list)  # (path, quoted span)
    positives: list[int] = field(default_factory=list)  # unit indexes from the rules' spans


def sentences(text: str) -> list[str]:
    parts = [p.strip() for p in _SENTENCE_END.split(text)]
    return [p for p in parts if p]


_FEATS: dict[str, list[int]] = {}


def feats_of(text: str) -> list[int]:
    got = _FEATS.get(text)
    if got is None:
        got = _FEATS[text] = features(text)
    return got


def make_units(tool: Any) -> list[Unit]:
    out: list[Unit] = []
    for unit in units_of(tool):
        if unit.path == JOINED:
            continue
        for sentence in sentences(unit.text)[:40]:
            f = feats_of(sentence)
            if f:
                out.append(Unit(unit.path, sentence, f))
    return out


def judge_rules(t: Tool, raw: Any) -> None:
    (verdict,) = lint_tools([raw])
    errors = [f for f in verdict.findings if f.severity is Severity.ERROR]
    t.rules_error = bool(errors) and verdict.verdict != "usable"
    for f in errors:
        if f.rule in ATTACK_RULES:
            m = _QUOTED.search(f.message)
            t.spans.append((f.path, m.group(1).rstrip("…") if m else ""))


def _squash(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().lower()


def map_spans(t: Tool) -> None:
    """The units that hold a rule span: the span's start found in a unit of the finding's
    field (or below it); a field of one unit is taken whole."""
    found: set[int] = set()
    for path, span in t.spans:
        under = [i for i, u in enumerate(t.units)
                 if u.path == path or u.path.startswith(path + "/")]
        head = _squash(span)[:24]
        hits = [i for i in under if head and head in _squash(t.units[i].text)]
        if not hits:
            # a span across sentences: the unit holding its first words
            first = head[:12]
            hits = [i for i in under if first and first in _squash(t.units[i].text)][:1]
        if not hits and len(under) == 1:
            hits = under
        if not hits and not head:  # a property named for the payload: its name
            hits = [i for i in under if t.units[i].path == path]
        found.update(hits)
    t.positives = sorted(found)


def load() -> list[Tool]:
    tools: list[Tool] = []

    def add(group: str, name: str, label: int) -> None:
        path = LINT / name
        if "heldout" in name:
            raise SystemExit("refusing a held-out corpus")
        for index, entry in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            raw = entry.get("tool", entry) if isinstance(entry, dict) else entry
            ident = entry.get("id", f"#{index}") if isinstance(entry, dict) else f"#{index}"
            cls = entry.get("class") if label else None
            t = Tool(group, name, str(ident), label, cls, make_units(raw))
            judge_rules(t, raw)
            if label:
                map_spans(t)
            tools.append(t)

    for group, (poisoned, benign) in PAIRS.items():
        add(group, poisoned, 1)
        add(group, benign, 0)
    for name in EXTRA_BENIGN:
        add("extra", name, 0)
    from mcpcheck.snapshots.store import read_snapshot

    for index, path in enumerate(sorted(SERVERS.glob("*.json"))):
        for raw in read_snapshot(path).surface().tools:
            name = raw.get("name") if isinstance(raw, dict) else None
            t = Tool(f"real:{index % REAL_GROUPS}", path.stem, str(name), 0, None,
                     make_units(raw))
            judge_rules(t, raw)
            tools.append(t)
    return tools


# --- the model -------------------------------------------------------------------------------

def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-35.0, min(35.0, z))))


@dataclass
class Model:
    w: list[float]
    bias: float

    def logit(self, feats: list[int]) -> float:
        w = self.w
        return self.bias + sum(w[j] for j in feats) / math.sqrt(max(len(feats), NORM_FLOOR))

    def tool_logit(self, t: Tool) -> tuple[float, int]:
        best, at = -99.0, -1
        for i, u in enumerate(t.units):
            z = self.logit(u.feats)
            if z > best:
                best, at = z, i
        return best, at


def sgd(rows: list[tuple[list[int], int]]) -> Model:
    """Balanced logistic regression by plain SGD, fixed seed and order."""
    w = [0.0] * (1 << BITS)
    bias = 0.0
    n_pos = sum(y for _, y in rows) or 1
    n_neg = (len(rows) - n_pos) or 1
    weight = {1: len(rows) / (2 * n_pos), 0: len(rows) / (2 * n_neg)}
    order = list(range(len(rows)))
    rng = random.Random(SEED)
    step = 0
    for epoch in range(EPOCHS):
        rng.shuffle(order)
        rate = RATE / (1 + epoch)
        for k in order:
            feats, y = rows[k]
            scale = 1.0 / math.sqrt(max(len(feats), NORM_FLOOR))
            z = bias + sum(w[j] for j in feats) * scale
            g = (_sigmoid(z) - y) * weight[y] * rate
            gs = g * scale
            for j in feats:
                w[j] -= gs + rate * L2 * w[j]
            bias -= g
            step += 1
    return Model(w, bias)


def rows_of(train: list[Tool], model: Model | None) -> list[tuple[list[int], int]]:
    rows: list[tuple[list[int], int]] = []
    for t in train:
        if not t.units:
            continue
        if t.label == 0:
            rows += [(u.feats, 0) for u in t.units]
        elif t.positives:
            rows += [(t.units[i].feats, 1) for i in t.positives]
        elif model is not None:  # multiple instance: the tool's highest unit
            rows.append((t.units[model.tool_logit(t)[1]].feats, 1))
    return rows


def fit(train: list[Tool]) -> Model:
    first = sgd(rows_of(train, None))
    return sgd(rows_of(train, first)) if MI_STEP else first


# --- evaluation ------------------------------------------------------------------------------

def threshold_from(tools: list[Tool], log: list[str]) -> float:
    tuning_pairs = [g for g in PAIRS if g not in FOLDS]
    buckets = [tuning_pairs[i::INNER] for i in range(INNER)]
    tuning = [t for t in tools if t.group not in FOLDS]
    highest = -99.0
    worst = ""
    oof: dict[int, float] = {}
    for i in range(INNER):
        out = set(buckets[i]) | {f"real:{i}"} | ({"extra"} if i == 0 else set())
        model = fit([t for t in tuning if t.group not in out])
        for t in tuning:
            if t.group in out and t.units:
                oof[id(t)] = model.tool_logit(t)[0]
            if t.group in out and t.label == 0 and t.units:
                z, at = model.tool_logit(t)
                if z > highest:
                    highest, worst = z, f"{t.source} {t.ident}: {t.units[at].text[:100]!r}"
        log.append(f"inner fold {i} ({', '.join(sorted(out))}): highest benign logit so far "
                   f"{highest:.3f}")
    log.append(f"highest out-of-fold benign/real unit: {highest:.3f} ({worst})")
    benign_z = sorted((oof[id(t)] for t in tuning if t.label == 0 and id(t) in oof),
                      reverse=True)
    log.append("tuning benign/real tools' top out-of-fold logits: "
               + " ".join(f"{z:.2f}" for z in benign_z[:8]))
    missed = [t for t in tuning if t.label == 1 and not t.rules_error and id(t) in oof]
    for cut in (highest + MARGIN, benign_z[min(4, len(benign_z) - 1)], 2.0, 0.0):
        added = sum(oof[id(t)] >= cut for t in missed)
        flagged = sum(z >= cut for z in benign_z)
        log.append(f"tuning out of fold at logit {cut:.2f}: adds {added} of the rules' "
                   f"{len(missed)} misses, flags {flagged} benign/real tools")
    return highest + MARGIN


def evaluate(tools: list[Tool], threshold: float, log: list[str]) -> dict[str, Any]:
    result: dict[str, Any] = {"threshold_logit": threshold,
                              "threshold": _sigmoid(threshold), "folds": {}}
    tot = Counter()
    for fold in FOLDS:
        model = fit([t for t in tools if t.group != fold])
        poisoned = [t for t in tools if t.group == fold and t.label == 1]
        benign = [t for t in tools if t.group == fold and t.label == 0]
        added: Counter[str] = Counter()
        added_ids, near = [], []
        for t in poisoned:
            z, at = model.tool_logit(t)
            if not t.rules_error and z >= threshold:
                added[t.cls or "?"] += 1
                added_ids.append(f"{t.ident} ({z:.2f}): {t.units[at].text[:90]!r}")
            if not t.rules_error:
                near.append(round(z, 2))
        fp_rules = sum(t.rules_error for t in benign)
        logits = {t.ident: round(model.tool_logit(t)[0], 4) for t in poisoned + benign}
        fp_added = []
        top_benign = []
        for t in benign:
            z, at = model.tool_logit(t)
            top_benign.append((z, t.ident))
            if z >= threshold and not t.rules_error:
                fp_added.append(f"{t.ident} ({z:.2f}): {t.units[at].text[:90]!r}")
        rules = sum(t.rules_error for t in poisoned)
        per_class_missed = Counter(t.cls for t in poisoned if not t.rules_error)
        row = {"poisoned": len(poisoned), "rules": rules, "union": rules + sum(added.values()),
               "added": sum(added.values()), "added_per_class": dict(sorted(added.items())),
               "rules_missed_per_class": dict(sorted(per_class_missed.items())),
               "added_tools": added_ids, "missed_logits": sorted(near, reverse=True),
               "benign": len(benign), "benign_rules_errors": fp_rules,
               "benign_errors_added": fp_added,
               "benign_top_logits": [f"{z:.2f} {i}" for z, i in sorted(top_benign)[-5:]],
               "logits": logits}
        result["folds"][fold] = row
        tot["poisoned"] += len(poisoned)
        tot["added"] += row["added"]
        tot["benign_added"] += len(fp_added)
        tot["rules"] += rules
        log.append(f"fold {fold}: rules {rules}/{len(poisoned)}, union {row['union']}, added "
                   f"{row['added']} {row['added_per_class']}, benign errors added "
                   f"{len(fp_added)}/{len(benign)}")
    real_flagged, real_top = [], []
    real_count = 0
    for k in range(REAL_GROUPS):
        model = fit([t for t in tools if t.group != f"real:{k}"])
        for t in tools:
            if t.group == f"real:{k}" and t.units:
                real_count += 1
                z, at = model.tool_logit(t)
                real_top.append((z, f"{t.source}/{t.ident}: {t.units[at].text[:90]!r}"))
                if z >= threshold:
                    real_flagged.append(f"{t.source}/{t.ident} ({z:.2f})")
        log.append(f"real group {k}: flagged so far {len(real_flagged)}")
    result["real"] = {"tools": real_count, "flagged": real_flagged,
                      "top": [f"{z:.2f} {s}" for z, s in sorted(real_top)[-10:]]}
    share = tot["added"] / max(tot["poisoned"], 1)
    ships = share >= 0.05 and tot["benign_added"] == 0 and not real_flagged
    result["total"] = dict(tot) | {"added_share": share, "real_flagged": len(real_flagged),
                                   "ships": ships}
    log.append(f"total: added {tot['added']}/{tot['poisoned']} = {100 * share:.1f}% "
               f"(rules {tot['rules']}), benign errors added {tot['benign_added']}, "
               f"real tools flagged {len(real_flagged)}/{real_count}: "
               f"{'SHIP' if ships else 'do not ship'}")
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", type=Path, help="write the figures as JSON here")
    parser.add_argument("--tune", action="store_true",
                        help="the inner cross-validation on the tuning pairs only")
    args = parser.parse_args()
    log: list[str] = []
    started = time.process_time()
    cache = os.environ.get("LEARN10_CACHE")
    if cache and Path(cache).exists():
        tools = pickle.loads(Path(cache).read_bytes())
    else:
        tools = load()
        if cache:
            Path(cache).write_bytes(pickle.dumps(tools))
    log.append(f"loaded {len(tools)} tools, {sum(len(t.units) for t in tools)} units, "
               f"{sum(bool(t.positives) for t in tools)} with a rule span unit "
               f"({time.process_time() - started:.0f} CPU s)")
    print(log[-1], file=sys.stderr)
    threshold = threshold_from(tools, log)
    print("\n".join(log), file=sys.stderr)
    if args.tune:
        return 0
    result = evaluate(tools, threshold, log)
    result["log"] = log
    result["cpu_seconds"] = time.process_time() - started
    text = json.dumps(result, indent=1, ensure_ascii=False)
    if args.report:
        args.report.write_text(text + "\n", encoding="utf-8")
    print("\n".join(log))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
