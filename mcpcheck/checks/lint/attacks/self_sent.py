"""A copy sent to oneself is no secret kept (precision67b).

"Copy to yourself", "send a copy to yourself", "email the summary to yourself", "cc yourself":
an option of a mail or message tool whose recipient is the sender; nothing is kept from anyone.
"to yourself" stays the phrase of concealment when a keeping verb governs it ("keep it to
yourself", "keep the copy to yourself") or when no sending verb comes right before it.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks.lazy import lazy

# a sending verb and up to three words of its object right before "to yourself"
_SENT_TO_SELF = lazy(
    r"(?<![\w-])(?:copy|copies|send|sends|sent|forward|forwards|mail|mails|e-?mail|e-?mails"
    r"|cc|bcc|text|message|dm|remind|reminder|note|post|share)"
    r"(?:\s+(?!(?:keep|kept|hold|held)\b)[\w'-]+){0,3}?\s+to\s+yourself\s*$",
    re.IGNORECASE)
_KEPT = lazy(r"(?<!\w)(?:keep|keeps|kept|hold|holds|held|hush|quiet|secret)(?!\w)", re.IGNORECASE)
_REACH = 60  # characters before "to yourself" in which its verb is looked for


def copy_to_self(text: str, start: int, end: int) -> bool:
    """The match is "to yourself" right after a sending verb and its object, with no keeping
    word between them."""
    if re.fullmatch(r"to\s+yourself", text[start:end], re.IGNORECASE) is None:
        return False
    before = text[max(0, start - _REACH) : end]
    found = _SENT_TO_SELF.search(before)
    if found is None or _KEPT.search(found.group()) is not None:
        return False
    # nor a keeping verb with "copy" as its object ("keep the copy to yourself")
    lead = re.split(r"[.;:!?,\n]", before[: found.start()])[-1].split()[-3:]
    return not any(_KEPT.fullmatch(word) is not None for word in lead)
