"""textsafety: exact escaped output for hostile text, and the text findings."""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.hiddenchars import findings_for_text
from mcpcheck.models import Finding, Severity
from mcpcheck.textsafety import excerpt, inert, needs_escaping


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("plain text", "plain text"),
        ("[red]alert[/red]", "[red]alert[/red]"),  # rich markup is the renderer's job
        ("\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"),
        ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),
        ("\x9b2J", "\\x9b2J"),
        ("safe\roverwritten", "safe\\roverwritten"),
        ("two\nlines\tand tab", "two\\nlines\\tand tab"),
        ("nul\x00del\x7f", "nul\\x00del\\x7f"),
        ("abc\u202edcba", "abc\\u202edcba"),
        ("\u2066isolate\u2069", "\\u2066isolate\\u2069"),
        ("zero\u200bwidth\ufeff", "zero\\u200bwidth\\ufeff"),
        ("tag\U000e0041", "tag\\U000e0041"),
        ("line\u2028sep", "line\\u2028sep"),
        ("lone \ud800 surrogate", "lone \\ud800 surrogate"),
        ("café ünïcödé 日本", "café ünïcödé 日本"),
    ],
)
def test_inert_escapes_exactly(raw: str, shown: str) -> None:
    assert inert(raw) == shown


def test_inert_truncates_on_code_points_before_escaping() -> None:
    assert inert("abcdef", limit=3) == "abc…"
    assert inert("abc", limit=3) == "abc"
    assert inert("\x1b" * 5, limit=2) == "\\x1b\\x1b…"


def test_inert_of_a_huge_string_is_bounded() -> None:
    assert inert("x" * 100_000_000) == "x" * 200 + "…"


def test_inert_of_every_character_is_its_escape_or_itself() -> None:
    """The printable-ASCII shortcut of `inert` changes nothing: every code point below U+3000,
    the surrogates, tags and variation selectors, alone and beside printable ASCII, come out
    as the character-by-character rule writes them."""
    from mcpcheck.textsafety import _escape_char, _needs_escape

    points = [*range(0x3000), *range(0xD800, 0xE000), *range(0xE0000, 0xE0200), 0x10FFFF]
    for code in points:
        ch = chr(code)
        one = _escape_char(ch) if _needs_escape(ch) else ch
        assert inert(f"a{ch}~") == f"a{one}~", hex(code)
    assert inert("\x7f") == "\\x7f"
    assert inert(" ~" * 150) == " ~" * 100 + "\u2026"


def test_needs_escaping() -> None:
    assert needs_escaping("a\u200bb")
    assert needs_escaping("\x1b")
    assert not needs_escaping("normal name_1.2-3")


def test_excerpt_centres_on_the_index() -> None:
    text = "a" * 100 + "\x1b[2J" + "b" * 100
    assert excerpt(text, 100, width=10) == "…aaaaa\\x1b[2Jb…"
    assert excerpt("short\x07", 5) == "short\\x07"
    assert excerpt("0123456789", 0, width=4) == "0123…"


def _rules(text: str) -> list[tuple[str, Severity, str]]:
    return [(f.rule, f.severity, f.message) for f in findings_for_text(text, tool="t", path="/x")]


def test_ansi_control_and_invisible_findings_quote_the_spot() -> None:
    assert _rules("Lists files\x1b[2J\rdone\u202e") == [
        (
            "text-ansi-escape",
            Severity.ERROR,
            'ANSI escape sequence: "Lists files\\x1b[2J\\rdone\\u202e"',
        ),
        (
            "text-control-chars",
            Severity.WARNING,
            'control character: "Lists files\\x1b[2J\\rdone\\u202e"',
        ),
        (
            "text-invisible-chars",
            Severity.ERROR,
            'invisible or bidi character: "Lists files\\x1b[2J\\rdone\\u202e"',
        ),
    ]


def test_findings_carry_tool_and_path() -> None:
    (finding,) = findings_for_text("x\x07", tool="search", path="/inputSchema/properties/q/title")
    assert finding == Finding(
        rule="text-control-chars",
        severity=Severity.WARNING,
        tool="search",
        path="/inputSchema/properties/q/title",
        message='control character: "x\\x07"',
    )


def test_plain_text_newlines_tabs_markup_and_emoji_are_clean() -> None:
    text = "Search files.\n\tArgs: [bold]query[/bold] \U0001f468\u200d\U0001f469 ❤️ naïve"
    assert findings_for_text(text, tool="t", path="/description") == []


@pytest.mark.parametrize(
    "text",
    [
        "Environment name for the deployment",
        "Returns the user's profile",
        "Reads a file from the workspace; use process.env style names",
        "Tell the user the result",
        "Use <b>bold</b> for emphasis",
    ],
)
def test_ordinary_descriptions_have_no_text_findings(text: str) -> None:
    assert findings_for_text(text, tool="t", path="/description") == []


@pytest.mark.parametrize(
    "text",
    [
        # Persian: a non-joiner inside a word
        "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \u06af\u0632\u0627\u0631\u0634",
        # Devanagari: a joiner and a non-joiner in conjuncts
        "\u0915\u094d\u200d\u0937 \u0914\u0930 \u0915\u094d\u200c\u0937",
        "\u05e9\u05dc\u05d5\u05dd\u200f (v2)",  # Hebrew: a right-to-left mark after a word
        "\u200e\u0627\u0644\u0645\u0628\u0644\u063a 100",  # Arabic: a left-to-right mark first
    ],
)
def test_joiners_and_direction_marks_as_spelling_are_clean(text: str) -> None:
    assert findings_for_text(text, tool="t", path="/description") == []


@pytest.mark.parametrize(
    "text",
    [
        "ig\u200cnore the rules",  # a non-joiner inside an ASCII word
        "\u200cstart",  # at the start of the text, next to ASCII
        "read\u200e the file",  # a left-to-right mark between ASCII letters
        "\u0645\u06cc\u202e\u062e\u0648\u0627\u0647\u0645",  # an override is never typography
    ],
)
def test_joiners_and_direction_marks_hiding_breaks_are_flagged(text: str) -> None:
    (finding,) = findings_for_text(text, tool="t", path="/description")
    assert finding.rule == "text-invisible-chars"
