"""Long runs of word characters are read in time linear in their length.

A pattern that may start anywhere inside a run and then consumes the run to its end
(`[\\w.+-]+@...`, `\\w[_.-]\\w[\\w.-]*...`) costs the square of the run's length when nothing
follows: a 100,000-character run after "streamed to wss://" cost 18 CPU s in the e-mail screen
of `_english`, and a run of "a." pairs 4 s per 20,000 characters in the config reader's hint.
Each pattern now starts only where a run starts. Each rewrite is compared with the pattern it
replaced on random short texts over the characters that matter (the same answer on all, but for
an address glued to the previous one by its '.' or '+', now read as one), and
the long texts are linted whole in test_robust18_word_runs.py (one list for every long run).
"""

from __future__ import annotations

import random
import re

from mcpcheck.checks.lint.attacks import concepts, normalize

OLD_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
OLD_CONFIG_HINT = re.compile(r"\w[_.-]\w[\w.-]*[\"']?[ \t]*[:=]")


def _texts(alphabet: str, count: int) -> list[str]:
    rng = random.Random(7)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
            for _ in range(count)]


def _glued(text: str) -> bool:
    """An address that starts where the previous one ends, with its '.' or '+' ("a@b.c+x@y.z"):
    the old pattern read two, the new one reads one (no address starts inside a run)."""
    ends = {m.end() for m in OLD_EMAIL.finditer(text)}
    return any(m.start() in ends for m in OLD_EMAIL.finditer(text))


def test_the_email_pattern_finds_what_it_found_but_glued_addresses() -> None:
    texts = _texts("ab.+-@_ é1", 200_000)
    assert sum(OLD_EMAIL.search(t) is not None for t in texts) > 1000
    differ = [t for t in texts if concepts._EMAIL.sub(" ", t) != OLD_EMAIL.sub(" ", t)]
    assert [t for t in differ if not _glued(t)] == []
    assert concepts._EMAIL.sub(" ", "a@b.c+x@y.z") == " +x@y.z"


def test_the_config_hint_finds_what_it_found() -> None:
    texts = _texts("ab_.-:= \"'\té1", 60_000)
    assert sum(OLD_CONFIG_HINT.search(t) is not None for t in texts) > 1000
    assert [t for t in texts
            if (normalize._CONFIG_HINT.search(t) is None) != (OLD_CONFIG_HINT.search(t) is None)
            ] == []
