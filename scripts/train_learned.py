"""Train the learned detector of `--deep` and write it into the package.

The model: character n-grams (LOW to HIGH, inside word boundaries; TF-IDF with sublinear term
frequency) of the text a model reads in a tool (mcpcheck.checks.lint.learned.text, the same
function the scorer uses), and a logistic regression (C, balanced classes). Pruned to the KEEP
n-grams of largest |weight| of a first fit, then fitted again on those n-grams alone (so the
pruned model is the model that is scored, not an approximation of a larger one). Every text's
n-grams are counted once (`Counts`); each fit takes its columns and idf from its training rows
exactly as a TfidfVectorizer fitted on those rows would (the same vocabulary, idf and scores),
without cutting every text again for each fold.

Training data: every corpus under tests/corpus/lint but the blind sets (`BLIND`) (poisoned:
entries of class a..j; benign: the benign files) and every tool of every real server under
tests/corpus/servers (benign).

    --oof F..    group folds, every score out of sample: each F is a fold holding the named
                 sets ("heldout10" or "heldout10+heldout11"); every other group (each other lint
                 set, each real server) is dealt, seeded, over the same folds. A model trained
                 on the other folds scores each fold, so every tool gets a score from a model
                 that never saw its set or its server. The threshold is the highest out-of-fold
                 score of a real tool and of all but the K highest benign corpus tools
                 (--benign-allowed K, 0 by default) plus MARGIN (--real-only: the highest
                 real tool's plus MARGIN, whatever the benign corpus tools score), or
                 --given-threshold. Prints
                 the out-of-fold recall per class and, per named set, the model alone, lint
                 alone (any error-level finding), lint or the model, benign flagged.
    --only F..   with --oof: score only these folds (the deal over every fold of --oof kept, the
                 newest fold first): to compare settings on the newest folds.
    --progress FILE  with --oof: every scored fold is kept in FILE as soon as it is scored; a
                 rerun with the same FILE, settings and folds reads those folds and fits only the
                 rest (a run stopped on a loaded machine goes on where it stopped).
    --quick      with --oof: one vectorizer over every text and no pruning (a regression per
                 fold only): to compare settings cheaply, never for the figures of a model.
    --write      fit on everything, write mcpcheck/checks/lint/learned/model.json.gz and
                 tests/checks/lint/learned_reference.json (scikit-learn's scores of a fixed
                 sample of corpus tools, which tests/checks/lint/test_deep1_scorer.py replays);
                 says which benign tool of the repository (in sample) is over the threshold.
    --refit      the refit after a merge (`make deep-refit`): --write at the shipped model's
                 threshold (or --given-threshold), raised to the lowest multiple of 0.05 over
                 the highest in-sample benign score when a benign tool of the repository is
                 over it; no folds. The model file keeps the corpus files of its fit
                 (`about.trained_files`), which tests/checks/lint/test_deep1_scorer.py compares
                 with the tree's: the test says when a refit is due.

Prints figures and corpus positions only, never a corpus text. Needs scikit-learn, which
mcpcheck does not depend on:

    python3 -m venv .mlenv && .mlenv/bin/pip install -e . scikit-learn
    .mlenv/bin/python scripts/train_learned.py --oof heldout10+heldout11 heldout12 --write
    make deep-refit     # the shipped settings refitted on the tree, the threshold kept
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mcpcheck.checks.lint.bounds import LintBounds  # noqa: E402
from mcpcheck.checks.lint.learned.features import concept_grams, word_grams  # noqa: E402
from mcpcheck.checks.lint.learned.modelfile import FORMAT, MODEL_PATH, encode_int16  # noqa: E402
from mcpcheck.checks.lint.learned.text import bounded_text, normalised_text  # noqa: E402

LINT = ROOT / "tests" / "corpus" / "lint"
SERVERS = ROOT / "tests" / "corpus" / "servers"
REFERENCE = ROOT / "tests" / "checks" / "lint" / "learned_reference.json"
SEED = 20261205
FOLDS = 5
MARGIN = 0.25
KEEP = 60_000
MAX_FEATURES = 400_000  # n-grams per family before pruning (the most frequent)
LOW, HIGH, C = 2, 5, 4.0
WORD_RANGE = (1, 2)
BOUNDS = LintBounds()
CLASSES = "abcdefghij"
# The sets kept out of training so that they can measure the model: heldout51 and heldout52 are
# the next round's blind sets (not in the repository yet; they stay out of training when they
# arrive). heldout49 and heldout50 (stop 66's blind sets, opened in stop 67), heldout47 and
# heldout48 (stop 65's blind sets, opened in stop 66), heldout45 and
# heldout46 (stop 64's blind sets, opened in stop 65), train26 and
# train27, heldout43 and heldout44 (stop 63's blind sets, opened in stop 64), train24 and
# train25, heldout41 and heldout42 (stop 62's blind sets, opened in stop 63) and train22 and
# train23 are training data from the next refit on (in the shipped folds until a model gives them
# folds of their own). heldout39 and heldout40 (stop 61's blind sets, opened in stop 62) and
# train20 and train21 are training data since deep12, in an eighteenth and a seventeenth fold of
# their own; heldout37 and heldout38 (stop 60's blind sets, opened in stop 61) and train18 and
# train19 since deep11, in a sixteenth and a fifteenth fold of their own.
# heldout35 and heldout36 (stop 59's blind sets, opened in stop 60) are training data
# since deep10, in a fourteenth fold of their own; heldout33 and heldout34, stop 58's blind sets,
# were lost with an earlier machine and will not come. heldout31 and heldout32 are training data
# since deep8 (heldout29 and heldout30 since deep7, heldout27 and heldout28 since deep6); train16
# and train17 since deep9.
# A new round's blind sets go here before the model is trained again; moving a set out of this
# tuple makes it training data.
BLIND = ("heldout51", "heldout52")


@dataclass(frozen=True)
class Item:
    source: str  # corpus file name (relative to tests/corpus)
    index: int  # position in that file's tool list
    group: str  # lint set ("heldout10", "base", ...) or "server:<name>"
    label: int  # 1 poisoned, 0 benign
    cls: str  # a..j, or "benign"
    tool: dict[str, Any]
    text: str
    # a real server's tool: one of tests/corpus/servers, or a benign corpus entry copied verbatim
    # from a published server (the held-out sets' writers give its source in the reason)
    real: bool = False


def _set_of(path: Path) -> str:
    stem = path.stem
    for prefix in ("poisoned_", "benign_"):
        if stem.startswith(prefix):
            return stem[len(prefix):]
    return "base"


def _copied_from_a_server(entry: dict[str, Any]) -> bool:
    """A benign entry whose reason names its published source ("Source: <package>@<version>")."""
    return "Source:" in str(entry.get("reason", ""))


def lint_files() -> list[tuple[Path, list[Any]]]:
    """The lint corpus files a fit reads (poisoned_*/benign_* lists, the BLIND sets left out)
    and their entries."""
    out = []
    for path in sorted(LINT.glob("*.json")):
        if not path.stem.startswith(("poisoned", "benign")) or _set_of(path) in BLIND:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, list):
            out.append((path, data))
    return out


def training_files() -> dict[str, str]:
    """Every corpus file a fit reads (lint sets but BLIND, real servers), relative to
    tests/corpus, with the first 16 hex digits of its bytes' SHA-256. The model file keeps the
    map of its fit (`about.trained_files`): tests/checks/lint/test_deep1_scorer.py compares it
    with the tree's, so a corpus added or edited since the fit says that a refit is due."""
    paths = [path for path, _ in lint_files()] + sorted(SERVERS.glob("*.json"))
    return {path.relative_to(LINT.parent).as_posix():
            hashlib.sha256(path.read_bytes()).hexdigest()[:16] for path in paths}


def lint_items() -> list[Item]:
    items = []
    for path, data in lint_files():
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
                              cls, tool, bounded_text(tool, BOUNDS),
                              benign_file and _copied_from_a_server(entry)))
    return items


def server_items() -> list[Item]:
    items = []
    for path in sorted(SERVERS.glob("*.json")):
        tools = json.loads(path.read_text(encoding="utf-8")).get("tools", [])
        for index, entry in enumerate(tools):
            tool = entry.get("definition", entry)
            items.append(Item(f"servers/{path.name}", index, f"server:{path.stem}", 0, "benign",
                              tool, bounded_text(tool, BOUNDS), True))
    return items


FAMILIES = ("word", "norm", "concept")  # the second families --extra can add to the char n-grams


@dataclass(frozen=True)
class Settings:
    """What a fit is made of: the n-gram range, C, the class weights, the n-grams kept, and the
    feature families (the char n-grams always; `extra` adds word 1-2-grams of each line of the
    text, "word", or char n-grams of the lint's normalised readings of it, "norm")."""

    low: int = LOW
    high: int = HIGH
    c: float = C
    balanced: bool = True
    keep: int = KEEP
    extra: str = ""
    set_power: float = 0.0  # each tool weighted by its set's size to the power -set_power

    def families(self) -> tuple[str, ...]:
        return ("char", self.extra) if self.extra else ("char",)

    def vectorizer(self, family: str = "char", vocabulary: list[str] | None = None) -> Any:
        from numpy import float64
        from sklearn.feature_extraction.text import TfidfVectorizer

        if family == "concept":
            return TfidfVectorizer(analyzer=concept_analyzer, min_df=2, sublinear_tf=True,
                                   vocabulary=vocabulary, dtype=float64)
        if family == "word":
            return TfidfVectorizer(analyzer=word_analyzer, min_df=2, sublinear_tf=True,
                                   max_features=MAX_FEATURES, vocabulary=vocabulary, dtype=float64)
        return TfidfVectorizer(analyzer="char_wb", ngram_range=(self.low, self.high), min_df=2,
                               sublinear_tf=True, max_features=MAX_FEATURES, vocabulary=vocabulary,
                               dtype=float64)

    def regression(self) -> Any:
        from sklearn.linear_model import LogisticRegression

        return LogisticRegression(C=self.c, class_weight="balanced" if self.balanced else None,
                                  max_iter=3000, random_state=0)

    def weights(self, items: list[Item]) -> list[float] | None:
        """Per-tool sample weights: a set (or server) of n tools weighs n ** (1 - set_power),
        each class's weights rescaled to its number of tools (so the classes stay balanced);
        None when set_power is 0 (every tool weighs 1)."""
        if not self.set_power:
            return None
        size = Counter(i.group for i in items)
        raw = [size[i.group] ** -self.set_power for i in items]
        total = {label: sum(w for w, i in zip(raw, items, strict=True) if i.label == label)
                 for label in (0, 1)}
        count = Counter(i.label for i in items)
        return [w * count[i.label] / total[i.label] for w, i in zip(raw, items, strict=True)]

    def describe(self) -> str:
        extra = {"": "", "word": " + word 1-2-gram (per line) tf-idf sublinear",
                 "norm": f" + char_wb {self.low}-{self.high} tf-idf of the normalised readings",
                 "concept": " + lint's concepts and pairs of them (per line) tf-idf sublinear"}
        return (f"char_wb {self.low}-{self.high} tf-idf sublinear{extra[self.extra]}, "
                f"LogisticRegression C={self.c:g}"
                f"{' balanced' if self.balanced else ''}, {self.keep or 'all'} n-grams kept"
                f"{f', set weight size^-{self.set_power:g}' if self.set_power else ''}")


def word_analyzer(text: str) -> list[str]:
    """The word family's n-grams: per line, the scorer's own function (features.word_grams)."""
    return word_grams(text, *WORD_RANGE)


_CONCEPTS: dict[str, list[str]] = {}


def concept_analyzer(text: str) -> list[str]:
    """The concept family's n-grams (features.concept_grams), once per text (every fold reads
    every text more than once)."""
    if text not in _CONCEPTS:
        _CONCEPTS[text] = concept_grams(text)
    return _CONCEPTS[text]


_NORMALISED: dict[str, str] = {}


def family_texts(family: str, texts: list[str]) -> list[str]:
    """The texts a family's vectorizer reads: the tool's text, or its normalised readings."""
    if family != "norm":
        return texts
    out = []
    for text in texts:
        if text not in _NORMALISED:
            _NORMALISED[text] = normalised_text(text)
        out.append(_NORMALISED[text])
    return out


def matrix(settings: Settings, vectorizers: list[Any], texts: list[str], fit: bool) -> Any:
    """The families' TF-IDF matrices side by side (each row unit length per family)."""
    from scipy.sparse import hstack

    parts = [(vec.fit_transform if fit else vec.transform)(family_texts(family, texts))
             for family, vec in zip(settings.families(), vectorizers, strict=True)]
    return hstack(parts).tocsr()


class Counts:
    """Every text's n-gram counts, per family, counted once: every fold and the final fit choose
    their columns and idf from these rows. The same as a TfidfVectorizer fitted on the training
    rows (min_df 2, max_features by total count, smooth idf, sublinear tf, unit length; the
    columns in the vectorizer's alphabetical order), without counting the texts again per fit."""

    def __init__(self, settings: Settings, texts: list[str]) -> None:
        self.settings = settings
        self.families: list[tuple[str, Any, Any]] = []  # (family, counts csr, sorted n-grams)
        for family in settings.families():
            vec = settings.vectorizer(family).set_params(min_df=1, max_features=None)
            vec.set_params(use_idf=False, norm=None, sublinear_tf=False)
            counts = vec.fit_transform(family_texts(family, texts)).tocsr()
            self.families.append((family, counts, vec.get_feature_names_out()))


class Columns:
    """One family's columns and idf as a vectorizer fitted on `rows` would choose them."""

    def __init__(self, family: str, counts: Any, names: Any, rows: list[int],
                 vocabulary: list[str] | None) -> None:
        import numpy as np

        train = counts[rows]
        df = np.bincount(train.indices, minlength=counts.shape[1])
        if vocabulary is None:
            mask = df >= 2
            limit = None if family == "concept" else MAX_FEATURES
            if limit is not None and mask.sum() > limit:
                tfs = np.asarray(train.sum(axis=0)).ravel()
                inds = (-tfs[mask]).argsort()[:limit]  # scikit-learn's own order of ties
                new = np.zeros(len(df), dtype=bool)
                new[np.where(mask)[0][inds]] = True
                mask = new
            cols = np.where(mask)[0]
        else:
            cols = np.searchsorted(names, np.asarray(vocabulary, dtype=object))
        self.cols = cols
        self.names = [str(n) for n in names[cols]]
        self.vocabulary_ = dict.fromkeys(self.names)
        self.idf_ = np.log((len(rows) + 1) / (df[cols] + 1)) + 1

    def get_feature_names_out(self) -> list[str]:
        return self.names

    def transform(self, counts: Any, rows: list[int]) -> Any:
        from sklearn.preprocessing import normalize

        part = counts[rows][:, self.cols].astype("float64").tocsr()
        part.sort_indices()
        import numpy as np

        np.log(part.data, part.data)
        part.data += 1
        part.data *= self.idf_[part.indices]
        return normalize(part, norm="l2", copy=False)


class Fitted:
    """A pruned, refitted model: the kept columns of each family and the regression, fitted on
    the rows `rows` of `counts` (items[n] is the tool of row n)."""

    def __init__(self, items: list[Item], counts: Counts, rows: list[int]) -> None:
        settings = counts.settings
        labels = [items[n].label for n in rows]
        weights = settings.weights([items[n] for n in rows])
        self.counts = counts

        def fit(vocabularies: list[list[str] | None]) -> tuple[list[Columns], Any]:
            columns = [Columns(f, c, names, rows, v) for (f, c, names), v in
                       zip(counts.families, vocabularies, strict=True)]
            model = settings.regression()
            model.fit(self.matrix(columns, rows), labels, sample_weight=weights)
            return columns, model

        columns, model = fit([None] * len(counts.families))
        self.full_features = sum(len(c.names) for c in columns)
        keep = settings.keep
        if keep and keep < self.full_features:
            names = [(k, n) for k, c in enumerate(columns) for n in c.names]
            order = sorted(range(len(names)), key=lambda j: (-abs(model.coef_[0][j]), names[j]))
            kept = [names[j] for j in order[:keep]]
            columns, model = fit([sorted(n for f, n in kept if f == k)
                                  for k in range(len(columns))])
        self.vecs, self.model = columns, model

    def matrix(self, columns: list[Columns], rows: list[int]) -> Any:
        from scipy.sparse import hstack

        return hstack([c.transform(counts, rows) for c, (_, counts, _) in
                       zip(columns, self.counts.families, strict=True)]).tocsr()

    def scores(self, rows: list[int]) -> list[float]:
        return [float(s) for s in self.model.decision_function(self.matrix(self.vecs, rows))]


def group_folds(items: list[Item], folds: list[str]) -> dict[str, int]:
    """Group -> fold: each named fold ("heldout10" or "heldout10+heldout11") holds its sets;
    every other group (a lint set, a real server) is dealt, in a seeded order, over the same
    folds. Every item is then held out exactly once, by a model that never saw its set or its
    server."""
    fold = {name: k for k, names in enumerate(folds) for name in names.split("+")}
    others = sorted({i.group for i in items} - set(fold))
    random.Random(SEED).shuffle(others)
    fold.update({group: k % len(folds) for k, group in enumerate(others)})
    return fold


class Progress:
    """The folds a run has scored, kept in a file after every fold (`--progress FILE`), so that
    a run stopped on a loaded machine goes on where it stopped: a rerun with the same file, the
    same settings and the same folds skips the folds already scored (the deal and every fit are
    deterministic, so a fold scored before is the fold that would be scored again)."""

    def __init__(self, path: Path | None, settings: Settings, sets: list[str],
                 quick: bool, items: list[Item]) -> None:
        self.path = path
        # (review60) the tools by their place, group, label and text, not only their number: a
        # corpus entry edited, or one set's tool swapped for another's, between two runs would
        # otherwise have its stale fold read back as if it had been fitted on these tools
        self.key = {"settings": settings.describe() + (" (quick)" if quick else ""),
                    "folds": list(sets), "tools": len(items), "digest": _items_digest(items)}
        self.scored: dict[str, dict[str, float]] = {}
        if path is not None and path.exists():
            data = json.loads(path.read_text(encoding="utf-8"))
            if {k: data.get(k) for k in self.key} != self.key:
                raise SystemExit(f"{path} holds folds of another run ({data.get('settings')}; "
                                 f"folds {data.get('folds')}; {data.get('tools')} tools, "
                                 "or other texts): give another --progress file")
            self.scored = data["scored"]

    def restore(self, name: str, items: list[Item], held: list[int],
                scores: list[float | None]) -> bool:
        """Fill the held-out items' scores of fold `name` if it was scored before."""
        if name not in self.scored:
            return False
        kept = self.scored[name]
        for n in held:
            scores[n] = kept[f"{items[n].source}#{items[n].index}"]
        return True

    def keep(self, name: str, items: list[Item], held: list[int],
             scores: list[float | None]) -> None:
        self.scored[name] = {f"{items[n].source}#{items[n].index}": float(scores[n] or 0.0)
                             for n in held}
        if self.path is not None:
            partial = self.path.with_name(self.path.name + ".part")
            partial.write_text(json.dumps({**self.key, "scored": self.scored}), encoding="utf-8")
            partial.replace(self.path)


def _items_digest(items: list[Item]) -> str:
    """A digest of the tools a run scores: each one's file, place, group, label and text."""
    digest = hashlib.sha256()
    for item in items:
        digest.update(json.dumps([item.source, item.index, item.group, item.label, item.text],
                                 ensure_ascii=False).encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()


def out_of_fold(items: list[Item], sets: list[str], settings: Settings,
                quick: bool, only: list[str] | None = None,
                progress: Path | None = None) -> list[float | None]:
    """Each item's score by the model of the fold that held it out (`quick`: one vectorizer
    over every text and no pruning, only to compare settings). `only`: the folds (of `sets`)
    to score, the deal over every fold unchanged; the other folds' items get None.
    `progress`: a file that keeps every scored fold, and the folds it holds are not fitted again."""
    fold = group_folds(items, sets)
    scores: list[float | None] = [None] * len(items)
    done = Progress(progress, settings, sets, quick, items)
    shared = (matrix(settings, [settings.vectorizer(f) for f in settings.families()],
                     [i.text for i in items], fit=True) if quick else None)
    counted: Counts | None = None
    for k, name in reversed(list(enumerate(sets))):  # the newest fold first
        if only and name not in only:
            continue
        started = time.perf_counter()
        train = [n for n, i in enumerate(items) if fold[i.group] != k]
        held = [n for n, i in enumerate(items) if fold[i.group] == k]
        if done.restore(name, items, held, scores):
            print(f"fold {k + 1}/{len(sets)} ({name}): scored before, read from {progress}",
                  flush=True)
            continue
        if shared is not None:
            model = settings.regression().fit(
                shared[train], [items[n].label for n in train],
                sample_weight=settings.weights([items[n] for n in train]))
            held_scores = [float(v) for v in model.decision_function(shared[held])]
        else:
            if counted is None:
                counted = Counts(settings, [i.text for i in items])
            held_scores = Fitted(items, counted, train).scores(held)
        for n, value in zip(held, held_scores, strict=True):
            scores[n] = value
        done.keep(name, items, held, scores)
        print(f"fold {k + 1}/{len(sets)} ({name} and {len({items[n].group for n in held})} "
              f"groups in all, {len(held)} tools held out): "
              f"{time.perf_counter() - started:.0f} s", flush=True)
    return scores


def oof_threshold(items: list[Item], scores: list[float], margin: float,
                  allowed: int | None) -> tuple[float, str]:
    """Over the highest out-of-fold score of a real tool (of tests/corpus/servers, or copied
    into a benign corpus set) and over all but the `allowed` highest out-of-fold scores of the
    benign corpus tools written by hand (near misses), plus the margin;
    `allowed` None: over the real tools only (the benign corpus tools over it are printed)."""
    def top(kind: str, chosen: list[tuple[float, Item]]) -> list[float]:
        chosen.sort(key=lambda pair: -pair[0])
        named = ", ".join(f"{s:.3f} ({i.source}#{i.index})" for s, i in chosen[:(allowed or 7) + 5])
        print(f"highest out-of-fold {kind} scores: {named}", flush=True)
        return [s for s, _ in chosen]

    pairs = list(zip(scores, items, strict=True))
    real = top("real-tool", [(s, i) for s, i in pairs if i.real])
    corpus = top("benign corpus", [(s, i) for s, i in pairs if not i.label and not i.real])
    if allowed is None:
        threshold = round(real[0] + margin, 3)
        how = (f"out-of-fold real-tool scores: highest {real[0]:.3f} + margin {margin}, to 3 "
               f"decimals ({sum(s > threshold for s in corpus)} of {len(corpus)} benign corpus "
               f"tools over it)")
    else:
        highest = max(real[0], corpus[allowed])
        threshold = round(highest + margin, 3)
        how = (f"out-of-fold benign scores: max(highest real tool {real[0]:.3f}, benign corpus "
               f"tool number {allowed + 1} from the top {corpus[allowed]:.3f}) + margin "
               f"{margin}, to 3 decimals")
    print(f"threshold: {how} = {threshold:.3f}", flush=True)
    return threshold, how


def lint_errors(tools: list[dict[str, Any]]) -> list[bool]:
    from mcpcheck.checks.lint import lint_tools

    return [any(f.severity.value == "error" for f in lint_tools([tool])[0].findings)
            for tool in tools]


def tally_of(items: list[Item], flagged: list[bool], linted: list[bool]) -> Counter[str]:
    tally: Counter[str] = Counter()
    for item, model, rule in zip(items, flagged, linted, strict=True):
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
          f"model/lint/either {row('benign_total')}\n    {classes}", flush=True)


def report(items: list[Item], scores: list[float], sets: list[str], threshold: float,
           lint: bool) -> None:
    """Out-of-fold recall per class over every poisoned tool, and per left-out set the model
    alone, lint alone (`lint`: any error-level finding), lint or the model, benign flagged."""
    pairs = list(zip(items, scores, strict=True))
    poisoned = [(i, s) for i, s in pairs if i.label]
    per_class = "  ".join(
        f"{c} {sum(s > threshold for i, s in poisoned if i.cls == c)}/"
        f"{sum(i.cls == c for i, _ in poisoned)}" for c in CLASSES
        if any(i.cls == c for i, _ in poisoned))
    print(f"out-of-fold at {threshold:.3f}: poisoned over it "
          f"{sum(s > threshold for _, s in poisoned)} of {len(poisoned)}; per class {per_class}; "
          f"benign over it {sum(s > threshold for i, s in pairs if not i.label)} of "
          f"{sum(not i.label for i in items)}", flush=True)
    totals: Counter[str] = Counter()
    for name in (name for names in sets for name in names.split("+")):
        held = [(i, s) for i, s in pairs if i.group == name]
        flagged = [s > threshold for _, s in held]
        linted = lint_errors([i.tool for i, _ in held]) if lint else [False] * len(held)
        tally = tally_of([i for i, _ in held], flagged, linted)
        print_tally(name, tally)
        totals.update(tally)
    print_tally("all left-out sets", totals)


def quantise(values: list[float]) -> tuple[list[int], float]:
    scale = max(abs(v) for v in values) / 32767 or 1.0
    return [round(v / scale) for v in values], scale


def family_data(kind: str, vec: Any, coef: list[float], settings: Settings) -> dict[str, Any]:
    """One feature family of the model file: its n-grams, 16-bit idf and weights."""
    names = [str(n) for n in vec.get_feature_names_out()]
    idf, idf_scale = quantise([float(v) for v in vec.idf_])
    weights, weight_scale = quantise(coef)
    low, high = {"word": WORD_RANGE, "concept": (1, 2)}.get(kind, (settings.low, settings.high))
    return {"kind": kind, "ngram_range": [low, high], "ngrams": names,
            "idf": encode_int16(idf), "idf_scale": idf_scale,
            "weights": encode_int16(weights), "weight_scale": weight_scale}


def write_model(fitted: Fitted, settings: Settings, threshold: float, margin: float,
                folds: int, trained: int, how: str, base: float | None = None) -> None:
    coef = [float(v) for v in fitted.model.coef_[0]]
    families, start = [], 0
    for kind, vec in zip(settings.families(), fitted.vecs, strict=True):
        size = len(vec.vocabulary_)
        families.append(family_data(kind, vec, coef[start:start + size], settings))
        start += size
    counts = {f["kind"]: len(f["ngrams"]) for f in families}
    data = {"format": FORMAT, "families": families,
            "intercept": float(fitted.model.intercept_[0]), "threshold": threshold,
            "about": {"trained_tools": trained, "features_before_pruning": fitted.full_features,
                      "features": counts, "cv_folds": folds, "margin": margin,
                      "threshold_from": how,
                      "base_threshold": threshold if base is None else base,
                      "settings": settings.describe(), "script": "scripts/train_learned.py",
                      "fit": asdict(settings), "trained_files": training_files()}}
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    MODEL_PATH.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    print(f"wrote {MODEL_PATH}: n-grams {counts}, "
          f"{MODEL_PATH.stat().st_size} bytes", flush=True)


def write_reference(fitted: Fitted, items: list[Item], threshold: float) -> None:
    sample = items[::23]
    scores = fitted.scores(list(range(0, len(items), 23)))
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


STEP = 0.05  # a refit raises the threshold to a multiple of this over every benign score


def shipped_settings(settings: Settings) -> Settings:
    """A refit's settings: the shipped model's (its file's `about.fit`), else `settings`."""
    data = json.loads(gzip.decompress(MODEL_PATH.read_bytes()))
    fit = data.get("about", {}).get("fit")
    return Settings(**fit) if isinstance(fit, dict) else settings


def shipped_threshold(given: float | None, settings: Settings,
                      how_given: str = "given") -> tuple[float, str]:
    """The threshold a refit starts from: `given`, else the shipped model's rule's own value (the
    model file's `about.base_threshold`: a threshold an earlier refit raised over an in-sample
    benign score is not carried into the next fit, which raises it again only if it must), with
    the rule that set it (`about.threshold_from`). A refit keeps the shipped settings."""
    data = json.loads(gzip.decompress(MODEL_PATH.read_bytes()))
    shipped = data.get("about", {}).get("settings")
    if shipped != settings.describe():
        raise SystemExit(f"--refit keeps the shipped model's settings ({shipped}); these are "
                         f"{settings.describe()}")
    if given is not None:
        return given, how_given
    about = data.get("about", {})
    return (float(about.get("base_threshold", data["threshold"])),
            str(about.get("threshold_from", "shipped")).split("; raised at a refit")[0])


def raised_threshold(threshold: float, how: str, highest_benign: float) -> tuple[float, str]:
    """A refit's threshold: `threshold`, or, if a benign tool scores over it in sample, the
    lowest multiple of STEP over the highest benign score (no tool of the repository that the
    model trained on as benign is flagged by it)."""
    if highest_benign <= threshold:
        print(f"refit: threshold {threshold:.3f} kept (highest in-sample benign score "
              f"{highest_benign:.3f})", flush=True)
        return threshold, how
    raised = round((int(highest_benign / STEP + 1e-9) + 1) * STEP, 3)
    print(f"refit: threshold raised from {threshold:.3f} to {raised:.3f} (highest in-sample "
          f"benign score {highest_benign:.3f})", flush=True)
    how = how.split("; raised at a refit")[0]
    return raised, (f"{how}; raised at a refit to {raised:.3f}, the lowest multiple of {STEP} "
                    f"over the highest in-sample benign score {highest_benign:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--oof", nargs="*", default=[], metavar="SET",
                        help="group folds: each SET a fold, every other group dealt over them")
    parser.add_argument("--only", nargs="*", metavar="SET",
                        help="score only these folds of --oof (the deal over all of them kept): "
                        "to compare settings on the newest folds")
    parser.add_argument("--quick", action="store_true",
                        help="one vectorizer over every text, no pruning (to compare settings)")
    parser.add_argument("--no-lint", action="store_true", help="skip lint's columns")
    parser.add_argument("--scores", type=Path, help="write the out-of-fold scores here (JSON: "
                        "source, index, set, class, score; no text)")
    parser.add_argument("--progress", type=Path, metavar="FILE",
                        help="with --oof: keep every scored fold in FILE; a rerun with the same "
                        "FILE, settings and folds skips the folds it holds")
    parser.add_argument("--given-threshold", type=float, help="use this threshold instead")
    parser.add_argument("--threshold-from", metavar="TEXT",
                        help="with --given-threshold: the rule that set it, kept in the model file")
    parser.add_argument("--write", action="store_true", help="write the model and reference")
    parser.add_argument("--refit", action="store_true",
                        help="fit on everything at the shipped model's threshold (raised to the "
                        "next step of 0.05 over the highest in-sample benign score if one is "
                        "over it) and write the model and reference: the refit after a merge")
    parser.add_argument("--margin", type=float, default=MARGIN)
    parser.add_argument("--benign-allowed", type=int, default=0, metavar="K",
                        help="out-of-fold benign corpus tools allowed over the threshold")
    parser.add_argument("--real-only", action="store_true",
                        help="the threshold over the real tools' out-of-fold scores only (plus "
                        "the margin); the benign corpus tools over it are counted")
    parser.add_argument("--keep", type=int, default=KEEP, help="n-grams kept (0: all)")
    parser.add_argument("--ngrams", type=int, nargs=2, default=[LOW, HIGH], metavar=("LOW", "HIGH"))
    parser.add_argument("--C", type=float, default=C, dest="c")
    parser.add_argument("--unbalanced", action="store_true", help="no class weights")
    parser.add_argument("--set-power", type=float, default=0.0, metavar="P",
                        help="weigh each tool by its set's size to the power -P (0: no weights)")
    parser.add_argument("--extra", choices=FAMILIES, default="",
                        help="a second feature family next to the char n-grams")
    args = parser.parse_args()
    settings = Settings(low=args.ngrams[0], high=args.ngrams[1], c=args.c,
                        balanced=not args.unbalanced, keep=args.keep, extra=args.extra,
                        set_power=args.set_power)
    if args.refit:
        settings = shipped_settings(settings)
    lint, servers = lint_items(), server_items()
    everything = lint + servers
    print(f"{len(lint)} lint corpus tools ({sum(i.label for i in lint)} poisoned), "
          f"{len(servers)} real tools of {len({i.group for i in servers})} servers; "
          f"{settings.describe()}", flush=True)
    threshold, how = args.given_threshold, args.threshold_from or "given"
    if args.refit:
        if args.oof:
            parser.error("--refit takes the shipped model's threshold: no --oof")
        threshold, how = shipped_threshold(threshold, settings, how)
        args.write = True
    if args.oof:
        unknown = sorted(set(args.only or []) - set(args.oof))
        if unknown:
            parser.error(f"--only names folds that --oof does not: {', '.join(unknown)}")
        scored = [(i, s) for i, s in zip(everything, out_of_fold(
            everything, args.oof, settings, args.quick, args.only, args.progress),
            strict=True) if s is not None]
        held, scores = [i for i, _ in scored], [s for _, s in scored]
        if args.scores:
            args.scores.write_text(json.dumps(
                [{"source": i.source, "index": i.index, "set": i.group, "class": i.cls,
                  "score": round(s, 6)} for i, s in scored]), encoding="utf-8")
        if threshold is None:
            threshold, how = oof_threshold(held, scores, args.margin,
                                           None if args.real_only else args.benign_allowed)
        report(held, scores, args.only or args.oof, threshold, not args.no_lint)
    if threshold is None:
        parser.error("give --oof SET.. or --given-threshold")
    if args.write:
        started = time.process_time()
        fitted = Fitted(everything, Counts(settings, [i.text for i in everything]),
                        list(range(len(everything))))
        final = fitted.scores(list(range(len(everything))))
        benign = [(s, i) for s, i in zip(final, everything, strict=True) if not i.label]
        base = threshold
        if args.refit:
            threshold, how = raised_threshold(threshold, how, max(s for s, _ in benign))
            raising = sorted(((s, f"{i.source}#{i.index}") for s, i in benign if s > base),
                             reverse=True)[:5]
            print("benign tools over the base threshold (what a raise answers): "
                  f"{', '.join(f'{n} {s:.3f}' for s, n in raising) or 'none'}", flush=True)
        over = [f"{i.source}#{i.index} {s:.3f}" for s, i in benign if s > threshold]
        print(f"final model: {fitted.full_features} n-grams before pruning; highest in-sample "
              f"benign score {max(s for s, _ in benign):.3f}; benign over {threshold:.3f}: "
              f"{over or 'none'}; poisoned training tools over it: "
              f"{sum(s > threshold for s, i in zip(final, everything, strict=True) if i.label)} "
              f"of {sum(i.label for i in everything)}", flush=True)
        write_model(fitted, settings, threshold, args.margin, len(args.oof), len(everything),
                    how, base)
        write_reference(fitted, everything, threshold)
        print(f"the final fit: {time.process_time() - started:.0f} CPU s", flush=True)


if __name__ == "__main__":
    main()
