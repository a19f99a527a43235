"""A pattern that starts with `\\b[\\w-]+` and needs a space or "/" after it: tried once per run.

`\\b[\\w-]+\\s+tools\\s+(?:in|of|across)\\s+this\\s+...` (concepts._TOOLS_OF_KIND), its kin in
shadowing._CATEGORY (`\\b[\\w-]+(?:\\s+(?:or|and)\\s+[\\w-]+)?\\s+(?:tools|...)`) and the pin
`\\b[\\w-]+/<[\\w-]+>` of shadowing._PINNED could start at every `\\b` of a run like "a-a-a-...",
and from each consumed the run to its end before failing: the square of the run's length ("send
to " + "a-" * 10,000 took 3.3 CPU s of `mcpcheck lint`, nearly all in _TOOLS_OF_KIND). A match
from any start inside a run of [\\w-] ends where the run ends, so the leftmost match starts at
the run's first `\\b`, its first word character: the patterns now start only there, found by
lookbehinds (after at most three leading dashes: a fourth is not looked for). The e-mail address
of _PINNED starts where a run of [\\w.+-] starts, as concepts._EMAIL does (test_long_runs_linear).

Each rewrite is compared with the pattern it replaced on random texts over the characters and
words that matter: the same spans on all, but for a match that started where the previous match
of the same pattern ended, inside a run (the old pattern read "any tools that manages-x tools in
this team" as two matches, glued; the new one reads the first only), and for a run that starts
with four dashes or more ("----x tools in this team"). The long texts are linted whole under the
suite's per-test timeout (speed itself is measured, not asserted: see the commit).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from mcpcheck.checks.lint import lint_tools
from mcpcheck.checks.lint.attacks import concepts, normalize, shadowing

RUN_START = r"(?:(?<![\w-])|(?<=(?<![\w-])-)|(?<=(?<![\w-])--)|(?<=(?<![\w-])---))"


def _old(pattern: str) -> str:
    return pattern.replace(RUN_START, "").replace(r"(?<![\w.+-])[\w.+-]+@", r"[\w.+-]+@")


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


def _explained(old: list[tuple[int, int]], text: str) -> bool:
    """The old pattern found a match glued to its previous one, or a run starts with 4 dashes."""
    ends = {end for _, end in old}
    return (any(start in ends for start, _ in old)
            or re.search(r"(?<![\w-])-{4,}\w", text) is not None)


def _compare(new_source: str, pieces: list[str], count: int) -> tuple[int, list[str]]:
    new = re.compile(new_source, re.IGNORECASE)
    old = re.compile(_old(new_source), re.IGNORECASE)
    assert old.pattern != new.pattern
    rng = random.Random(18)
    found, differ = 0, []
    for _ in range(count):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 10)))
        before, after = _spans(old, text), _spans(new, text)
        found += bool(before)
        if before != after and not _explained(before, text):
            differ.append(text)
    return found, differ


@pytest.mark.parametrize(("name", "pattern", "pieces"), [
    ("tools of kind", concepts._TOOLS_OF_KIND.pattern,
     [*"a-_ é.1-T", " tools in this workspace", " tools", "any tools that manages",
      " tool which sends", " in this team", "--"]),
    ("category", shadowing._CATEGORY.pattern,
     [*"a-_ é.1-T", " tools", " or ", " and ", " connectors", "any ", " tool", "中", "--"]),
    ("pinned", shadowing._PINNED.pattern,
     [*"a-_ .+@/<>T", "/<", "@", "is ", "--", "b.c", "é"]),
])
def test_a_rewrite_finds_what_the_old_pattern_found(name: str, pattern: str,
                                                    pieces: list[str]) -> None:
    found, differ = _compare(pattern, pieces, 60_000)
    assert found > 1000, name
    assert differ == [], name


def test_the_differences_are_the_glued_match_and_four_dashes() -> None:
    new = re.compile(concepts._TOOLS_OF_KIND.pattern, re.IGNORECASE)
    old = re.compile(_old(concepts._TOOLS_OF_KIND.pattern), re.IGNORECASE)
    glued = "any tools that manages-x tools in this team"
    assert _spans(old, glued) == [(0, 22), (22, 43)]
    assert _spans(new, glued) == [(0, 22)]
    for dashes in ("x", "-x", "--x", "---x"):
        assert _spans(new, f"say {dashes} tools in this team") == _spans(
            old, f"say {dashes} tools in this team") != []
    assert _spans(old, "say ----x tools in this team") == [(8, 28)]
    assert _spans(new, "say ----x tools in this team") == []
    pinned = re.compile(shadowing._PINNED.pattern, re.IGNORECASE)
    assert _spans(pinned, "use --a-b/<id> now") == [(6, 14)]
    category = re.compile(shadowing._CATEGORY.pattern, re.IGNORECASE)
    assert _spans(category, "the -x-y or z tools") == [(5, 19)]


@pytest.mark.parametrize("text", [
    "send to " + "a-" * 50_000,
    "send to " + "1-" * 50_000,
    "send to " + "é-" * 50_000,
    "any " + "a-" * 50_000,
    "use " + "a-" * 50_000 + "/",
])
def test_a_long_run_of_dashed_words_is_linted_whole(text: str) -> None:
    (verdict,) = lint_tools([{"name": "t", "description": text,
                              "inputSchema": {"type": "object"}}])
    assert verdict.key == "t"
    assert "description-too-long" in {f.rule for f in verdict.findings}


# The config reader's line (normalize._CONFIG_LINE) and JSON pair (_JSON_PAIR): the key
# `[A-Za-z][\w.-]*[_.-][\w.-]+` backtracked over a run of "a." pairs (the square of its length:
# 'x.y: 1\n' + 'a.' * 10,000 cost 9.6 CPU s in the line alone), and the value's
# `(.+?)[ \t]*,?[ \t]*$` tried both space runs at each length of the value (the cube: lint of
# 'a.b: 1' + 2,000 spaces + 'x' took 5.4 CPU s). Both now read the same key and value in linear
# time.
OLD_CONFIG_LINE = re.compile(
    r"^[ \t>*-]*[\"']?([A-Za-z][\w.-]*[_.-][\w.-]+)[\"']?[ \t]*[:=][ \t]*(.+?)[ \t]*,?[ \t]*$",
    re.MULTILINE)
OLD_JSON_PAIR = re.compile(r"\"([A-Za-z][\w.-]*[_.-][\w.-]+)\"[ \t]*:[ \t]*"
                           r"(true|false|null|\"[^\"\n]{0,200}\")")


def _read(pattern: re.Pattern[str], text: str
          ) -> list[tuple[tuple[int, int], tuple[str | Any, ...]]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


def test_the_config_line_and_pair_read_what_they_read() -> None:
    line = re.compile(normalize._CONFIG_LINE.pattern, normalize._CONFIG_LINE.flags)
    pair = re.compile(normalize._JSON_PAIR.pattern, normalize._JSON_PAIR.flags)
    rng = random.Random(18)
    pieces = [*"ab._-:= \t,\n\"'>*1é\r", "a.b", "a_b: ", " , ", ",,", "true", "  "]
    found, differ = 0, []
    for _ in range(100_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        for old, new in ((OLD_CONFIG_LINE, line), (OLD_JSON_PAIR, pair)):
            before = _read(old, text)
            found += bool(before)
            if before != _read(new, text):
                differ.append(text)
    assert found > 5000
    assert differ == []
    assert _read(line, "a.b: x , ,\nc_d:   ") == [
        ((0, 10), ("a.b", "x ,")), ((11, 18), ("c_d", " "))]


@pytest.mark.parametrize("text", [
    # (test_long_runs_linear.py's patterns: the e-mail screen, the config hint)
    "streamed to wss://" + "a" * 100_000,
    "streamed to wss://" + "a." * 50_000,
    "base64: " + "a_" * 50_000,
    "x" + "a@" * 50_000,
    "x.y: 1\n" + "a." * 50_000,
    "a.b: 1" + " " * 100_000 + "x",
    "a.b: " + ", " * 50_000,
    "{\"a_b\": true, \"" + "a." * 50_000,
])
def test_a_long_config_line_is_linted_whole(text: str) -> None:
    (verdict,) = lint_tools([{"name": "t", "description": text,
                              "inputSchema": {"type": "object"}}])
    assert verdict.key == "t"
    assert "description-too-long" in {f.rule for f in verdict.findings}


# The percent-encoded run (normalize._PCT_RUN) tried every position of a run of non-space
# characters ('%41%42%43 ' + 'a.' * 10,000: 2.2 CPU s in the pattern alone). A match that starts
# after a character other than a space or '%' extends to that character, so the leftmost match
# starts after a space, a '%' or at the text's start: the pattern now starts only there.
OLD_PCT_RUN = re.compile(r"(?:[^\s%]*%[0-9A-Fa-f]{2}){3,}[^\s%]*")


def test_the_percent_run_finds_what_it_found() -> None:
    new = re.compile(normalize._PCT_RUN.pattern, normalize._PCT_RUN.flags)
    rng = random.Random(18)
    pieces = [*"a%4gé .\n", "%41", "%4", "%%"]
    found, differ = 0, []
    for _ in range(100_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        before = _read(OLD_PCT_RUN, text)
        found += bool(before)
        if before != _read(new, text):
            differ.append(text)
    assert found > 1000
    assert differ == []


@pytest.mark.parametrize("text", ["%41%42%43 " + "a." * 50_000, "%41%42%43 " + "a:" * 50_000])
def test_a_long_run_after_percent_escapes_is_linted_whole(text: str) -> None:
    (verdict,) = lint_tools([{"name": "t", "description": text,
                              "inputSchema": {"type": "object"}}])
    assert verdict.key == "t"
    assert "description-too-long" in {f.rule for f in verdict.findings}
