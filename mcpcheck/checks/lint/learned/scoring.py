"""The learned model's score of one text: TF-IDF over the model's n-grams (sublinear term
frequency 1 + ln(count), times the inverse document frequency, the vector scaled to unit
length) dotted with the weights, plus the intercept: a logistic regression's decision value.
Over the threshold means the model reads the text as poisoned."""

from __future__ import annotations

import math

from mcpcheck.checks.lint.learned.modelfile import Model


def score(model: Model, text: str) -> float:
    """The decision value of `text` (the intercept alone for a text with no known n-gram)."""
    counts = model.memo.counts(text)
    dot = norm = 0.0
    idf, weights = model.idf, model.weights
    for index, count in counts.items():
        value = (1.0 + math.log(count)) * idf[index]
        norm += value * value
        dot += value * weights[index]
    if norm == 0.0:
        return model.intercept
    return dot / math.sqrt(norm) + model.intercept
