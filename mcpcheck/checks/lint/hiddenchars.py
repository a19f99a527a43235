"""Hidden characters in text a model reads: control characters, terminal escape sequences,
invisible and bidi characters (the rules text-control-chars, text-ansi-escape and
text-invisible-chars). The finding quotes the text made inert (mcpcheck.textsafety)."""

from __future__ import annotations

import re

from mcpcheck.checks.rulebook import RULES
from mcpcheck.models import Finding
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import excerpt

_ANSI = re.compile("[\x1b\x9b]")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1a\x1c-\x1f\x7f-\x9a\x9c-\x9f]")
# Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation
# forms), next to which the left-to-right and right-to-left marks are ordinary typography.
_RTL = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc"
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
    # The zero-width joiner and non-joiner are spelling between two non-ASCII characters (emoji
    # sequences; Persian, Arabic-script and Indic words); next to an ASCII character or at an end
    # of the text they hide a break inside a word ("ig\u200cnore").
    "|(?<![^\x00-\x7f])[\u200c\u200d]|[\u200c\u200d](?![^\x00-\x7f])"
    # The left-to-right and right-to-left marks are typography next to a right-to-left letter.
    f"|(?<![{_RTL}])[\u200e\u200f](?![{_RTL}])"
)
_ANY = re.compile(  # a superset of the three above, as one character class
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)


_SPACED_ZWSP = re.compile("(?<= )\u200b{1,2}(?=[^\\W\\d_])")


def _finding(rule: RuleId, tool: str | None, path: str, what: str, text: str, at: int) -> Finding:
    severity = RULES[rule].severity
    message = f'{what}: "{excerpt(text, at)}"'
    return Finding(rule=rule, severity=severity, tool=tool, path=path, message=message)


def findings_for_text(text: str, *, tool: str | None, path: str) -> list[Finding]:
    """At most one finding per text rule for one string (the first occurrence is quoted)."""
    found: list[Finding] = []
    if _ANY.search(text) is None:  # one search for the common, clean case
        return found
    checks = (
        (RuleId.TEXT_ANSI_ESCAPE, _ANSI, "ANSI escape sequence"),
        (RuleId.TEXT_CONTROL_CHARS, _CONTROL, "control character"),
        (RuleId.TEXT_INVISIBLE_CHARS, _INVISIBLE, "invisible or bidi character"),
    )
    # (precision17) one or two zero-width spaces right after a space, before a letter ("the **How
    # \u200b\u200bto obtain thread_id** section", pasted from a rendered page) break no word and
    # hide nothing; inside a word ("Ig\u200bnore") or after a stop they still count
    plain = _SPACED_ZWSP.sub(lambda m: " " * len(m.group()), text) if "\u200b" in text else text
    for rule, pattern, what in checks:
        match = pattern.search(plain if rule is RuleId.TEXT_INVISIBLE_CHARS else text)
        if match is not None:
            found.append(_finding(rule, tool, path, what, text, match.start()))
    return found
