"""compile_forms writes every concept's alternation in one order whatever the hash seed: the
sources of all concepts' patterns, read in two processes with different PYTHONHASHSEED values,
are the same text (before stop 55 forms of one length kept a set's order, which follows the seed).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

from mcpcheck.checks.lint.attacks import lexicon

ROOT = Path(__file__).resolve().parents[3]
_PRINT = ("import hashlib; from mcpcheck.checks.lint.attacks import lexicon; "
          "print(hashlib.sha256('\\n'.join(c.regex.pattern for _, c in "
          "sorted(lexicon.CONCEPTS.items())).encode()).hexdigest())")


def _digest(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", _PRINT], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout.strip()


def test_pattern_sources_do_not_follow_the_hash_seed() -> None:
    first, second = _digest("1"), _digest("2")
    assert len(first) == 64
    assert first == second
    here = hashlib.sha256("\n".join(c.regex.pattern for _, c in
                                    sorted(lexicon.CONCEPTS.items())).encode()).hexdigest()
    assert here == first


def test_forms_of_one_length_are_ordered_by_their_text() -> None:
    pattern = lexicon.compile_forms([("en", "bcd"), ("en", "abc"), ("en", "ab"), ("en", "zzzz")])
    source = pattern.pattern
    assert (source.index("zzzz") < source.index("abc") < source.index("bcd")
            < source.index(r"(?<!\w)ab(?!"))
