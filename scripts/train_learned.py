"""Train the learned detector of `--deep` and write it into the package.

The model: character n-grams (2 to 5, inside word boundaries; TF-IDF with sublinear term
frequency) of the text a model reads in a tool (mcpcheck.checks.lint.learned.text, the same
function the scorer uses), and a logistic regression (C=4, balanced classes). The settings are
scripts/learned_probe.py's, fixed before any blind set was scored. Pruned to the KEEP n-grams of
largest |weight| of a first fit, then fitted again on those n-grams alone (so the pruned model
is the model that is scored, not an approximation of a larger one).

Training data: every corpus under tests/corpus/lint but the blind sets (`BLIND`) (poisoned:
entries of class a..j; benign: the benign files) and every tool of every real server under
tests/corpus/servers (benign).

    --threshold  cross-validation over server groups: FOLDS folds of tests/corpus/servers (by
                 server), a model trained on the other folds and every lint corpus scores the
                 held-out fold's tools; the threshold is the highest such score plus MARGIN.
                 With --write, it is raised (if need be) to the highest score the final model
                 gives any benign corpus or real tool it trained on, plus MARGIN: no benign tool
                 of the repository is over it. Rounded to 3 decimals.
    --loso SET.. leave one set out: for each set (e.g. heldout10), a model trained without it
                 (poisoned and benign) scores it at the threshold; per class, the model alone,
                 lint alone (any error-level finding), lint or the model, benign flagged.
    --write      fit on everything, write mcpcheck/checks/lint/learned/model.json.gz and
                 tests/checks/lint/learned_reference.json (scikit-learn's scores of a fixed
                 sample of corpus tools, which tests/checks/lint/test_deep1_scorer.py replays).

Prints figures only, never a corpus text. Needs scikit-learn, which mcpcheck does not depend on:

    python3 -m venv /tmp/mlenv && /tmp/mlenv/bin/pip install -e . scikit-learn
    /tmp/mlenv/bin/python scripts/train_learned.py --threshold --loso heldout10 heldout11 --write
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint.bounds import LintBounds  # noqa: E402
from mcpcheck.checks.lint.learned.modelfile import FORMAT, MODEL_PATH, encode_int16  # noqa: E402
from mcpcheck.checks.lint.learned.text import bounded_text  # noqa: E402

LINT = ROOT / "tests" / "corpus" / "lint"
SERVERS = ROOT / "tests" / "corpus" / "servers"
REFERENCE = ROOT / "tests" / "checks" / "lint" / "learned_reference.json"
SEED = 20261205
FOLDS = 5
MARGIN = 0.25
KEEP = 60_000
BOUNDS = LintBounds()
CLASSES = "abcdefghij"
# The sets kept out of training so that they can measure the model: heldout19 and heldout20 were
# the blind sets of the round that shipped the model (scored once with it, never trained on). A
# new round's blind sets go here before the model is trained again; moving a set out of this
# tuple makes it training data.
BLIND = ("heldout19", "heldout20")


@dataclass(frozen=True)
class Item:
    source: str  # corpus file name (relative to tests/corpus)
    index: int  # position in that file's tool list
    group: str  # lint set ("heldout10", "base", ...) or "server:<name>"
    label: int  # 1 poisoned, 0 benign
    cls: str  # a..j, or "benign"
    tool: dict[str, Any]
    text: str


def _set_of(path: Path) -> str:
    stem = path.stem
    for prefix in ("poisoned_", "benign_"):
        if stem.startswith(prefix):
            return stem[len(prefix):]
    return "base"


def lint_items() -> list[Item]:
    items = []
    for path in sorted(LINT.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, list) or not path.stem.startswith(("poisoned", "benign")):
            continue
        if _set_of(path) in BLIND:
            continue
        benign_file = path.stem.startswith("benign")
        for index, entry in enumerate(data):
            if not isinstance(entry, dict):
                continue
            tool = entry.get("tool", entry if "name" in entry else None)
            if not isinstance(tool, dict):
                continue
            cls = "benign" if benign_file else str(entry.get("class", ""))
            if not benign_file and cls not in CLASSES:
                continue
            items.append(Item(f"lint/{path.name}", index, _set_of(path), 0 if benign_file else 1,
                              cls, tool, bounded_text(tool, BOUNDS)))
    return items


def server_items() -> list[Item]:
    items = []
    for path in sorted(SERVERS.glob("*.json")):
        tools = json.loads(path.read_text(encoding="utf-8")).get("tools", [])
        for index, entry in enumerate(tools):
            tool = entry.get("definition", entry)
            items.append(Item(f"servers/{path.name}", index, f"server:{path.stem}", 0, "benign",
                              tool, bounded_text(tool, BOUNDS)))
    return items


class Fitted:
    """A pruned, refitted model: the vectorizer over the kept n-grams and the regression."""

    def __init__(self, items: list[Item], keep: int) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression

        texts, labels = [i.text for i in items], [i.label for i in items]

        def fit(vocabulary: list[str] | None) -> tuple[Any, Any]:
            vec = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), min_df=2,
                                  sublinear_tf=True, max_features=400_000, vocabulary=vocabulary,
                                  dtype=__import__("numpy").float64)
            model = LogisticRegression(C=4.0, class_weight="balanced", max_iter=3000,
                                       random_state=0)
            model.fit(vec.fit_transform(texts), labels)
            return vec, model

        vec, model = fit(None)
        self.full_features = len(vec.vocabulary_)
        if keep and keep < self.full_features:
            names = vec.get_feature_names_out()
            order = sorted(range(len(names)), key=lambda j: (-abs(model.coef_[0][j]), names[j]))
            vec, model = fit(sorted(str(names[j]) for j in order[:keep]))
        self.vec, self.model = vec, model

    def scores(self, texts: list[str]) -> list[float]:
        return [float(s) for s in self.model.decision_function(self.vec.transform(texts))]


def server_folds(servers: list[Item], folds: int) -> list[set[str]]:
    groups = sorted({i.group for i in servers})
    random.Random(SEED).shuffle(groups)
    return [set(groups[k::folds]) for k in range(folds)]


def threshold_by_folds(lint: list[Item], servers: list[Item], folds: int,
                       keep: int) -> float:
    highest = []
    for k, held in enumerate(server_folds(servers, folds)):
        train = lint + [i for i in servers if i.group not in held]
        scored = [i for i in servers if i.group in held]
        started = time.perf_counter()
        scores = Fitted(train, keep).scores([i.text for i in scored])
        top = sorted(scores, reverse=True)
        highest.append(top[0])
        print(f"fold {k + 1}/{folds}: {len(held)} servers, {len(scored)} tools held out; "
              f"highest score {top[0]:.3f}, next {top[1]:.3f}, {top[2]:.3f}; "
              f"{time.perf_counter() - started:.0f} s", flush=True)
    return max(highest)


def lint_errors(tools: list[dict[str, Any]]) -> list[bool]:
    from mcpcheck.checks.lint import lint_tools

    return [any(f.severity.value == "error" for f in lint_tools([tool])[0].findings)
            for tool in tools]


def leave_one_set_out(lint: list[Item], servers: list[Item], name: str, threshold: float,
                      keep: int) -> Counter[str]:
    held = [i for i in lint if i.group == name]
    fitted = Fitted([i for i in lint if i.group != name] + servers, keep)
    flagged = [s > threshold for s in fitted.scores([i.text for i in held])]
    linted = lint_errors([i.tool for i in held])
    tally: Counter[str] = Counter()
    for item, model, rule in zip(held, flagged, linted, strict=True):
        for key in (item.cls, "poisoned" if item.label else "benign_total"):
            tally[f"{key}:n"] += 1
            tally[f"{key}:model"] += model
            tally[f"{key}:lint"] += rule
            tally[f"{key}:either"] += model or rule
    return tally


def print_tally(name: str, tally: Counter[str]) -> None:
    def row(key: str) -> str:
        n = tally[f"{key}:n"]
        return (f"{tally[f'{key}:model']}/{tally[f'{key}:lint']}/{tally[f'{key}:either']} of {n}"
                if n else "-")
    classes = "  ".join(f"{c} {row(c)}" for c in CLASSES if tally[f"{c}:n"])
    print(f"{name}: poisoned model/lint/either {row('poisoned')}; benign flagged "
          f"{row('benign_total')}\n    {classes}", flush=True)


def quantise(values: list[float]) -> tuple[list[int], float]:
    scale = max(abs(v) for v in values) / 32767 or 1.0
    return [round(v / scale) for v in values], scale


def write_model(fitted: Fitted, threshold: float, margin: float, folds: int,
                trained: int, how: str) -> None:
    names = [str(n) for n in fitted.vec.get_feature_names_out()]
    idf, idf_scale = quantise([float(v) for v in fitted.vec.idf_])
    weights, weight_scale = quantise([float(v) for v in fitted.model.coef_[0]])
    data = {"format": FORMAT, "ngram_range": [2, 5], "ngrams": names,
            "idf": encode_int16(idf), "idf_scale": idf_scale,
            "weights": encode_int16(weights), "weight_scale": weight_scale,
            "intercept": float(fitted.model.intercept_[0]), "threshold": threshold,
            "about": {"trained_tools": trained, "features_before_pruning": fitted.full_features,
                      "features": len(names), "cv_folds": folds, "margin": margin,
                      "threshold_from": how,
                      "settings": "char_wb 2-5 tf-idf sublinear, LogisticRegression C=4 "
                                  "balanced", "script": "scripts/train_learned.py"}}
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    MODEL_PATH.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    print(f"wrote {MODEL_PATH}: {len(names)} n-grams, "
          f"{MODEL_PATH.stat().st_size} bytes", flush=True)


def write_reference(fitted: Fitted, items: list[Item], threshold: float) -> None:
    sample = items[::23]
    scores = fitted.scores([i.text for i in sample])
    rows = [{"source": i.source, "index": i.index, "score": round(s, 6)}
            for i, s in zip(sample, scores, strict=True)]
    gap = min(abs(s - threshold) for s in scores)
    REFERENCE.write_text(json.dumps(
        {"about": "scikit-learn's decision values of the shipped model for a fixed sample of "
                  "corpus tools (every 23rd); scripts/train_learned.py --write",
         "threshold": threshold, "tolerance": 0.01, "tools": rows}, indent=1) + "\n",
        encoding="utf-8")
    print(f"wrote {REFERENCE.relative_to(ROOT)}: {len(rows)} tools, "
          f"{sum(s > threshold for s in scores)} over the threshold; nearest to it by "
          f"{gap:.3f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threshold", action="store_true", help="cross-validate the threshold")
    parser.add_argument("--given-threshold", type=float, help="use this threshold instead")
    parser.add_argument("--loso", nargs="*", default=[], help="sets to leave out one by one")
    parser.add_argument("--write", action="store_true", help="write the model and reference")
    parser.add_argument("--folds", type=int, default=FOLDS)
    parser.add_argument("--margin", type=float, default=MARGIN)
    parser.add_argument("--keep", type=int, default=KEEP, help="n-grams kept (0: all)")
    args = parser.parse_args()
    lint, servers = lint_items(), server_items()
    everything = lint + servers
    print(f"{len(lint)} lint corpus tools ({sum(i.label for i in lint)} poisoned), "
          f"{len(servers)} real tools of {len({i.group for i in servers})} servers", flush=True)
    threshold, how = args.given_threshold, "given"
    if args.threshold:
        highest = threshold_by_folds(lint, servers, args.folds, args.keep)
        threshold = round(highest + args.margin, 3)
        how = f"highest held-out real-tool score over {args.folds} server folds {highest:.3f}"
        print(f"threshold: highest held-out real-tool score {highest:.3f} + margin "
              f"{args.margin} = {threshold:.3f}", flush=True)
    if threshold is None:
        parser.error("give --threshold or --given-threshold")
    fitted = None
    if args.write:
        fitted = Fitted(everything, args.keep)
        scores = fitted.scores([i.text for i in everything])
        benign = max(s for i, s in zip(everything, scores, strict=True) if not i.label)
        if benign + args.margin > threshold:
            threshold = round(benign + args.margin, 3)
        how = (f"max({how}, highest in-sample benign corpus or real tool score {benign:.3f}) "
               f"+ margin {args.margin}, to 3 decimals")
        over = sum(s > threshold for i, s in zip(everything, scores, strict=True) if i.label)
        print(f"final model: {fitted.full_features} n-grams before pruning; highest benign "
              f"training score {benign:.3f}; threshold {threshold:.3f}; poisoned training "
              f"tools over it: {over} of {sum(i.label for i in everything)}", flush=True)
    totals: Counter[str] = Counter()
    for name in args.loso:
        tally = leave_one_set_out(lint, servers, name, threshold, args.keep)
        print_tally(name, tally)
        totals.update(tally)
    if args.loso:
        print_tally("all left-out sets", totals)
    if fitted is not None:
        write_model(fitted, threshold, args.margin, args.folds, len(everything), how)
        write_reference(fitted, everything, threshold)


if __name__ == "__main__":
    main()
