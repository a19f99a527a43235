"""The one "did you mean" of the project: the known name a misspelled one probably is (a
server, a config key, a tool, an argument, a calls-file key). difflib is imported on first use:
only an error message pays for it."""

from __future__ import annotations

from collections.abc import Iterable


def near_miss(word: str, known: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The known name closest to `word` (`read-file` for `read_file`) when its similarity
    ratio reaches `cutoff`, else None."""
    import difflib

    close = difflib.get_close_matches(word, list(known), n=1, cutoff=cutoff)
    return close[0] if close else None
