"""The model's n-gram counters.

Character n-grams inside word boundaries, cut exactly as scikit-learn's
`TfidfVectorizer(analyzer="char_wb", lowercase=True)` cuts them: the text lowercased, split on
whitespace, each word padded with one space on either side, and every n-gram of each length in
the range taken from the padded word (a word shorter than n gives itself once). Counting is a
dict of the n-gram strings themselves: no hash, so the same in every process.

A word's known n-grams are remembered (`WordMemo`): real texts repeat their words, and a word
seen before costs one dict lookup instead of (high - low + 1) slices per character."""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

MEMO_WORDS = 200_000  # the memo is emptied when it holds more words (bounded memory)
MEMO_WORD_CHARS = 64  # longer words are cut every time, never remembered


class WordMemo:
    """Word -> the feature indexes of its known n-grams, for one n-gram table."""

    def __init__(self, known: dict[str, int], low: int, high: int) -> None:
        self.known, self.low, self.high = known, low, high
        self.words: dict[str, tuple[int, ...]] = {}

    def counts(self, text: str) -> Counter[int]:
        """Feature index -> count of the known n-grams of `text` (others dropped). Linear."""
        found: list[int] = []
        extend, words = found.extend, self.words
        for word in text.lower().split():
            indexes = words.get(word)
            if indexes is None:
                indexes = word_ngrams(word, self.low, self.high, self.known)
                if len(word) <= MEMO_WORD_CHARS:
                    if len(words) >= MEMO_WORDS:
                        words.clear()
                    words[word] = indexes
            extend(indexes)
        return Counter(found)


def word_ngrams(word: str, low: int, high: int, known: dict[str, int]) -> tuple[int, ...]:
    """The feature indexes of the known n-grams of one (lowercased) word, with repeats."""
    out: list[int] = []
    lookup = known.get
    padded = f" {word} "
    size = len(padded)
    for n in range(low, high + 1):
        if size <= n:
            index = lookup(padded)
            if index is not None:
                out.append(index)
            break
        for start in range(size - n + 1):
            index = lookup(padded[start : start + n])
            if index is not None:
                out.append(index)
    return tuple(out)


def ngram_counts(text: str, low: int, high: int, known: dict[str, int]) -> Counter[int]:
    """Feature index -> count of the known n-grams of `text`, without a memo."""
    return WordMemo(known, low, high).counts(text)


# scikit-learn's default token_pattern: runs of two or more word characters
WORD_TOKEN = re.compile(r"(?u)\b\w\w+\b")


def word_grams(text: str, low: int, high: int) -> list[str]:
    """The word n-grams (LOW to HIGH words) of each line of `text`: the line lowercased, its tokens
    the runs of two or more word characters (scikit-learn's default token_pattern), an n-gram its
    tokens joined by one space. No n-gram crosses a line: a tool's text has one field or key per
    line, so the n-grams do not depend on the order of its keys (a snapshot sorts them). The
    training script hands this function to scikit-learn as the analyzer."""
    out: list[str] = []
    for line in text.lower().split("\n"):
        tokens = WORD_TOKEN.findall(line)
        for n in range(low, min(high, len(tokens)) + 1):
            out.extend(" ".join(tokens[start : start + n]) for start in range(len(tokens) - n + 1))
    return out


class WordGrams:
    """Word n-grams per line (`word_grams`), counted over a model's known n-grams."""

    def __init__(self, known: dict[str, int], low: int, high: int) -> None:
        self.known, self.low, self.high = known, low, high

    def counts(self, text: str) -> Counter[int]:
        """Feature index -> count of the known word n-grams of `text` (others dropped)."""
        lookup = self.known.get
        found = [index for gram in word_grams(text, self.low, self.high)
                 if (index := lookup(gram)) is not None]
        return Counter(found)


def concept_grams(text: str) -> list[str]:
    """The concept family's n-grams: lint's attack concepts (attacks.lexicon, in any of its
    languages) found in each line of `text`, in the text's order: each concept id, and each pair
    of consecutive concepts of a line ("a b"). A read-out of the words lint already looks up, not
    a rule: it changes no finding. The training script hands this function to scikit-learn."""
    out: list[str] = []
    for line in text.split("\n"):
        ids = [cid for _, _, cid in sorted(set(concept_matches(line)))]
        out.extend(ids)
        out.extend(f"{a} {b}" for a, b in pairwise(ids) if a != b)
    return out


class ConceptGrams:
    """Concept n-grams per line (`concept_grams`), counted over a model's known n-grams."""

    def __init__(self, known: dict[str, int], low: int, high: int) -> None:
        self.known, self.low, self.high = known, low, high

    def counts(self, text: str) -> Counter[int]:
        """Feature index -> count of the known concept n-grams of `text` (others dropped)."""
        lookup = self.known.get
        found = [index for gram in concept_grams(text) if (index := lookup(gram)) is not None]
        return Counter(found)


def concept_matches(line: str) -> list[tuple[int, int, str]]:
    """(start, end, concept id) of every form of a concept lint's index finds in `line`, in any
    language: the same walk lint's concept rules start from (attacks.concepts), read only."""
    from mcpcheck.checks.lint.attacks import concepts

    found: list[tuple[int, int, str]] = []
    for matches in concepts._shared_matches(line, concepts._words(line)):
        found.extend((start, end, cid) for _, cid, start, end in matches)
    return found
