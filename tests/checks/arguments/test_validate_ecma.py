"""mcpcheck.schemas.ecma: ECMA-262 semantics on the `regex` engine, refusals, bounded time, ReDoS
shapes.
"""

from __future__ import annotations

import pytest

from mcpcheck.errors import SchemaError
from mcpcheck.schemas import ecma


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("^[a-z]+$", "abc", True),
        ("^[a-z]+$", "abc\n", False),  # Python's `$` would match before the newline
        (r"\d", "٣", False),  # Arabic-Indic digit: not an ECMA \d
        (r"^\d+$", "0123456789", True),
        (r"\w", "é", False),
        (r"\W", "é", True),
        (r"\bfoo\b", "a foo b", True),
        (r"\bfoo\b", "éfooé", True),  # é is not an ECMA word character
        (r"\bfoo", "xfoo", False),
        (r"^\s$", "\u00a0", True),
        (r"^\s$", "\ufeff", True),
        (r"^\s$", "\u2028", True),
        (r"^\s$", "\u0085", False),  # NEL: Python's \s, not ECMA's
        ("^.$", "\n", False),
        ("^.$", "\r", False),
        ("^.$", "\u2028", False),
        ("^.$", "\u0085", True),
        ("^.$", "😀", True),  # one code point
        (r"^\cJ$", "\n", True),
        (r"^\x41\u0042$", "AB", True),
        (r"^\uD83D\uDE00$", "😀", True),  # surrogate pair escape = one code point
        (r"^\u{1F600}$", "😀", True),
        (r"^\0$", "\x00", True),
        ("^a{,3}$", "a{,3}", True),  # not a quantifier in ECMA: literal braces
        ("^x{2}$", "xx", True),
        ("^]$", "]", True),
        (r"^[\d-z]+$", "1-z", True),  # Annex B: class escape in a range is a union
        (r"^[\b]$", "\x08", True),
        ("^[^]$", "\n", True),
        ("^[]$", "", False),
        ("(?<year>[0-9]{4})-\\k<year>", "2024-2024", True),
        ("(?<year>[0-9]{4})-\\k<year>", "2024-2025", False),
        (r"^(a)?\1b$", "b", True),  # unset group: backreference matches empty, as in ECMA
        (r"^\p{L}+$", "héllo", True),
        (r"^[\p{Lu}]$", "a", False),
        (r"^\8$", "8", True),
        (r"^\101$", "A", True),  # legacy octal escape
        ("(?<=a)b", "ab", True),
        ("(?=a)*a", "a", True),
        ("^\\/\\.$", "/.", True),
    ],
)
def test_search_follows_ecma_semantics(pattern: str, text: str, expected: bool) -> None:
    assert ecma.search(pattern, text) is expected


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        ("(?i)abc", "invalid group `(?i` at position 1"),
        ("(?P<n>a)", "invalid group `(?P` at position 1"),
        ("(?#comment)", "invalid group `(?#` at position 1"),
        ("(?>a)", "invalid group `(?>` at position 1"),
        ("a*+", "nothing to repeat (a quantifier cannot follow a quantifier) at position 3"),
        ("a**", "nothing to repeat (a quantifier cannot follow a quantifier) at position 3"),
        ("*a", "nothing to repeat at position 0"),
        ("{2}", "nothing to repeat at position 0"),
        ("^*", "nothing to repeat at position 2"),
        ("(?<=a)+", "nothing to repeat at position 7"),
        (r"\A", r"`\A` is not an ECMA-262 escape at position 2"),
        (r"abc\Z", r"`\Z` is not an ECMA-262 escape at position 5"),
        (r"\z", r"`\z` is not an ECMA-262 escape at position 2"),
        (r"\h", r"`\h` is not an ECMA-262 escape at position 2"),
        ("[z-a]", "range out of order in character class at position 4"),
        ("a{3,1}", "numbers out of order in `{}` quantifier at position 1"),
        ("(a", "missing `)` at position 2"),
        ("a)", "unmatched `)` at position 1"),
        ("[a", "missing `]` at position 2"),
        ("a\\", "`\\` at end of pattern at position 2"),
        ("(?<n>a)(?<n>b)", "duplicate group name `n` at position 8"),
        ("(?<a$>x)", "invalid or untranslatable group name `a$` at position 1"),
        (r"(?<n>a)\k<m>", "`\\k` must name a group at position 8"),
        ("a{100001}", "repetition count above 100000 at position 1"),
    ],
)
def test_translate_refuses_what_ecma_refuses(pattern: str, reason: str) -> None:
    with pytest.raises(ValueError) as info:
        ecma.translate(pattern)
    assert str(info.value) == reason


def test_translate_output_is_explicit() -> None:
    assert ecma.translate("^[a-z]+$") == r"^[a-z]+\Z"
    assert ecma.translate(r"\d") == "[0-9]"
    assert ecma.translate(".") == r"[^\u000a\u000d\u2028-\u2029]"
    assert ecma.translate(r"(a)\1") == r"(a)(?(1)\1|)"


def test_non_string_pattern_is_refused() -> None:
    with pytest.raises(ValueError, match="pattern must be a string"):
        ecma.translate(5)  # type: ignore[arg-type]


def test_catastrophic_pattern_is_refused_and_named() -> None:
    pattern = "^(a|a)*$"
    with pytest.raises(ecma.PatternTimeout) as info:
        ecma.search(pattern, "a" * 40 + "b", timeout=0.05)
    assert isinstance(info.value, SchemaError)
    assert info.value.pattern == pattern
    assert str(info.value) == (
        "pattern `^(a|a)*$` refused: matching exceeded the time bound (catastrophic backtracking)"
    )
    # Once refused, refused at once: one hostile pattern costs one timeout per process.
    with pytest.raises(ecma.PatternTimeout):
        ecma.search(pattern, "a")


def test_refusal_message_truncates_long_patterns() -> None:
    pattern = "^(x|x)*" + "y" * 100 + "$"
    refused = ecma.PatternTimeout(pattern)
    assert refused.pattern == pattern
    assert str(refused) == (
        "pattern `^(x|x)*" + "y" * 52 + "…` refused: matching exceeded the time bound "
        "(catastrophic backtracking)"
    )


def test_nested_quantifier_completes_without_refusal() -> None:
    # The `regex` engine does not backtrack exponentially on this shape; it just fails.
    assert ecma.search("^(a+)+$", "a" * 40 + "b") is False


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        ("^(a+)+$", "nested quantifier in `(a+)+` (catastrophic backtracking)"),
        ("(a*)*", "nested quantifier in `(a*)*` (catastrophic backtracking)"),
        (r"^(\w+\s?)*$", r"nested quantifier in `(\w+\s?)*` (catastrophic backtracking)"),
        ("(.*,)*", "nested quantifier in `(.*,)*` (catastrophic backtracking)"),
        ("(?:x+x+)+y", "nested quantifier in `(?:x+x+)+` (catastrophic backtracking)"),
        ("^(a|a)*$", "overlapping alternatives under a quantifier in `(a|a)*`"),
        ("(a|ab)+", "overlapping alternatives under a quantifier in `(a|ab)+`"),
        (r"(\d|\w)+", r"overlapping alternatives under a quantifier in `(\d|\w)+`"),
        ("(.*)*", "nested quantifier in `(.*)*` (catastrophic backtracking)"),
        # bounded inner repeats still split a run of a's many ways across iterations
        ("(a{0,5}a)*", "nested quantifier in `(a{0,5}a)*` (catastrophic backtracking)"),
        # a delimiter does not help when the body itself splits "aa" three ways
        (r"^(?:a{0,2}a{0,2}\.)+$",
         r"nested quantifier in `(?:a{0,2}a{0,2}\.)+` (catastrophic backtracking)"),
        # the "delimiter" is one of the repeat's own characters
        (r"(?:.{0,61}a\.)+", r"nested quantifier in `(?:.{0,61}a\.)+` (catastrophic backtracking)"),
        (r"(?:\w{0,30}\w\b)+",
         r"nested quantifier in `(?:\w{0,30}\w\b)+` (catastrophic backtracking)"),
        # a pass's first character helps only when no run inside the pass can match it
        (r"(?:-[a-z]{0,30}[a-z-])+",
         r"nested quantifier in `(?:-[a-z]{0,30}[a-z-])+` (catastrophic backtracking)"),
        (r"(?:\.?[a-z]{0,30}[a-z])+",
         r"nested quantifier in `(?:\.?[a-z]{0,30}[a-z])+` (catastrophic backtracking)"),
        (r"(?:\.a{0,2}a{0,2})+",
         r"nested quantifier in `(?:\.a{0,2}a{0,2})+` (catastrophic backtracking)"),
    ],
)
def test_redos_risk_flags_catastrophic_shapes(pattern: str, reason: str) -> None:
    assert ecma.redos_risk(pattern) == reason


@pytest.mark.parametrize(
    "pattern",
    [
        "^[a-z0-9_-]+$",
        "(ab+)*",
        r"(\d+,)*\d+",
        "^(https?://)?[a-z.]+$",
        r"([a-z]+\.)*[a-z]+",
        "(a+){2}",
        "^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$",
        "(a",  # invalid: reported elsewhere, not here
        # hostname labels (firecrawl-mcp 3.26.0 includeDomains): each pass ends at a dot that no
        # other part of the body can match, so the bounded run before it stops in one place
        r"^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$",
        r"(?:[a-z]{0,5}[a-z]\.)+",
        # a domain name whose labels after the first each start with a dot (bca-mcp's
        # check_phishing_domain): every pass of the loop starts with a character no run inside
        # it can match, so a run stops in one place (the dot of the next pass, or the end)
        r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
        r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
        r"(?:\.a+)+",
        r"(?:[ab]{0,20}a(b)\.)+",
        # zod's uuid: fixed-width classes in a bounded alternation
        "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-"
        "[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$",
    ],
)
def test_redos_risk_passes_safe_shapes(pattern: str) -> None:
    assert ecma.redos_risk(pattern) is None

