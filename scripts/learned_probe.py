"""A measurement, not a feature: does a small model trained on the project's own corpora add blind
recall to lint without false alarms on real tools?

The model: character n-grams (2 to 5, inside word boundaries, TF-IDF, sublinear) of every text a
model reads in a tool (name, title, description, every key and string of inputSchema,
annotations and outputSchema), and a logistic regression (C=4, balanced classes). Its settings
were fixed before it was first scored on the blind sets and must not be tuned on them: tune on
the retired or described sets instead (leave one set out).

Training: every poisoned and benign corpus under tests/corpus/lint except the blind sets
(`BLIND` below), and the tools of half of the real servers under tests/corpus/servers (a random
half, by `--seed`). The other half of the real servers sets the threshold: the score of its
k-th highest tool, for k false alarms allowed on real tools. At that threshold the script prints
how many blind poisoned tools the model catches alone and together with lint's error-level
findings, and how many blind benign tools either flags. It prints figures only, never a text.

Needs scikit-learn, which mcpcheck does not depend on; run it from a scratch environment:

    python3 -m venv /tmp/probe && /tmp/probe/bin/pip install -e . scikit-learn
    /tmp/probe/bin/python scripts/learned_probe.py --seed 7
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LINT = ROOT / "tests" / "corpus" / "lint"
SERVERS = ROOT / "tests" / "corpus" / "servers"
BLIND = ("heldout17", "heldout18")
ALLOWED = (0, 1, 3, 10)


def tool_text(tool: dict[str, Any]) -> str:
    """Every string of the tool a model reads, keys included, one per line."""
    parts = [str(tool.get(key) or "") for key in ("name", "title", "description")]
    parts += _strings([tool.get(key, {}) for key in ("inputSchema", "annotations", "outputSchema")])
    return "\n".join(part for part in parts if part)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield str(key)
            yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)
    elif isinstance(value, str):
        yield value


def _entries(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        return []
    return [entry for entry in data if isinstance(entry, dict)
            and isinstance(entry.get("tool"), dict)]


def _is_blind(path: Path) -> bool:
    return any(path.name in (f"poisoned_{name}.json", f"benign_{name}.json") for name in BLIND)


def training_corpora() -> tuple[list[str], list[int]]:
    texts, labels = [], []
    for path in sorted(LINT.glob("*.json")):
        if _is_blind(path):
            continue
        for entry in _entries(path):
            benign = entry.get("class", "benign") == "benign" or path.name.startswith("benign")
            texts.append(tool_text(entry["tool"]))
            labels.append(0 if benign else 1)
    return texts, labels


def server_tools(paths: list[Path]) -> list[str]:
    out = []
    for path in paths:
        for item in json.loads(path.read_text(encoding="utf-8")).get("tools", []):
            out.append(tool_text(item.get("definition", item)))
    return out


def lint_errors(tools: list[dict[str, Any]]) -> list[bool]:
    sys.path.insert(0, str(ROOT))
    from mcpcheck.checks.lint import lint_tools

    return [any(f.severity.value == "error" for f in lint_tools([tool])[0].findings)
            for tool in tools]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7, help="which half of the real servers trains")
    args = parser.parse_args()
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    texts, labels = training_corpora()
    servers = sorted(SERVERS.glob("*.json"))
    random.Random(args.seed).shuffle(servers)
    half = len(servers) // 2
    trained, held = server_tools(servers[:half]), server_tools(servers[half:])
    texts += trained
    labels += [0] * len(trained)
    vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), min_df=2,
                                 sublinear_tf=True, max_features=400_000)
    model = LogisticRegression(C=4.0, class_weight="balanced", max_iter=3000)
    model.fit(vectorizer.fit_transform(texts), labels)

    def scores(items: list[str]) -> list[float]:
        return list(model.decision_function(vectorizer.transform(items)))

    poisoned = [e["tool"] for name in BLIND for e in _entries(LINT / f"poisoned_{name}.json")]
    benign = [e["tool"] for name in BLIND for e in _entries(LINT / f"benign_{name}.json")]
    p_scores = scores([tool_text(t) for t in poisoned])
    b_scores = scores([tool_text(t) for t in benign])
    p_lint, b_lint = lint_errors(poisoned), lint_errors(benign)
    held_scores = sorted(scores(held), reverse=True)
    print(f"trained on {len(texts)} tools ({sum(labels)} poisoned; {half} of {len(servers)} real "
          f"servers); threshold from {len(held)} tools of the other {len(servers) - half}")
    print(f"blind {'+'.join(BLIND)}: {len(poisoned)} poisoned, {len(benign)} benign; lint alone "
          f"catches {sum(p_lint)}, flags {sum(b_lint)} benign")
    for allowed in ALLOWED:
        threshold = held_scores[min(allowed, len(held_scores) - 1)]
        p_model = [s > threshold for s in p_scores]
        b_model = [s > threshold for s in b_scores]
        both_p = sum(a or b for a, b in zip(p_lint, p_model, strict=True))
        both_b = sum(a or b for a, b in zip(b_lint, b_model, strict=True))
        print(f"{allowed} real tools over the threshold: the model alone catches {sum(p_model)}, "
              f"flags {sum(b_model)} benign; lint or the model catches {both_p}, flags {both_b}")


if __name__ == "__main__":
    main()
