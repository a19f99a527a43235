"""The learned model's score of one text: per feature family, TF-IDF over the family's n-grams
(sublinear term frequency 1 + ln(count), times the inverse document frequency, the vector
scaled to unit length) dotted with its weights; the families' sums plus the intercept: a
logistic regression's decision value. Over the threshold means the model reads the text as
poisoned."""

from __future__ import annotations

import math

from mcpcheck.checks.lint.learned.modelfile import Family, Model
from mcpcheck.checks.lint.learned.text import normalised_text


def score(model: Model, text: str) -> float:
    """The decision value of `text` (the intercept alone for a text with no known n-gram)."""
    total = model.intercept
    normalised: str | None = None
    for family in model.families:
        if family.kind == "norm":
            if normalised is None:
                normalised = normalised_text(text)
            total += family_score(family, normalised)
        else:
            total += family_score(family, text)
    return total


def family_score(family: Family, text: str) -> float:
    """One family's share: its unit-length TF-IDF vector of `text` dotted with its weights."""
    counts = family.counter.counts(text)
    dot = norm = 0.0
    idf, weights = family.idf, family.weights
    for index, count in counts.items():
        value = (1.0 + math.log(count)) * idf[index]
        norm += value * value
        dot += value * weights[index]
    if norm == 0.0:
        return 0.0
    return dot / math.sqrt(norm)
