"""(h) Side-channel parameters: an input property whose text asks for the conversation,
secrets, or data unrelated to the tool's purpose.

A parameter's description is read as "put X here", so the target alone is the request: the
conversation, the system prompt, other tools' results, credentials the user holds, a key file.
"""

from __future__ import annotations

import re

from mcpcheck.lint.attacks.base import (
    Hit,
    Searcher,
    Site,
    Windowed,
    compile_all,
    first_hit,
    has_word,
)
from mcpcheck.lint.attacks.secret_requests import (
    _GAP,
    ANY_VERB,
    CONTEXT,
    CONTEXT_WORDS,
    CRED_WORDS,
    ENV,
    OWNER,
    SECRET_FILES,
    has_env,
    has_path,
)

CREDENTIAL_HELD = (
    r"(?:api[\s_-]?keys?|access[\s_-]?tokens?|credentials?|passwords?|private[\s_-]keys?"
    r"|secret[\s_-]keys?|secrets|ssh\s+keys?|seed\s+phrases?|session\s+(?:cookies|tokens?))\b"
    r"[^.\n]{0,40}?\b(?:you\s+(?:have|know|can\s+(?:see|find|access))|(?:available|visible|found"
    r"|stored|present)\s+(?:to\s+you|in\s+(?:the\s+|your\s+)?(?:context|environment|conversation"
    r"|memory|system|files?))|from\s+(?:the\s+|your\s+)?(?:context|environment|conversation"
    r"|memory|disk|home|config))"
)

_PLAIN = compile_all((
    ("asks for the conversation, system prompt or other tools' results", CONTEXT),
    ("asks for environment variables", ENV),
    ("asks for the contents of a key file or dotfile",
     r"\b(?:contents?|text|data|lines?|bytes)\s+(?:of|in|from)\s+(?:the\s+|your\s+|their\s+)?"
     r"(?:file\s+)?[`'\"]?(?:" + SECRET_FILES + ")"),
    ("asks for credentials the model can see", CREDENTIAL_HELD),
    ("asks for every credential",
     r"\b(?:all|any|every|each)\s+(?:of\s+the\s+)?(?:user'?s\s+)?(?:api[\s_-]?keys?|access[\s_-]?"
     r"tokens?|credentials?|passwords?|secrets|private[\s_-]keys?)\b"),
    ("asks for the user's credentials", OWNER + r"\s+(?:own\s+)?(?:ssh|private|secret)\s+keys?\b"),
))
_READ_FILE = Windowed(SECRET_FILES, ANY_VERB + _GAP + r"(?:" + SECRET_FILES + ")")
PATTERNS: tuple[tuple[str, Searcher], ...] = (
    *_PLAIN[:2], ("asks to read a key file or dotfile into it", _READ_FILE), *_PLAIN[2:])
# parameter names that only make sense as a side channel
# (matched against the name as read, lowercased, its separators as "_": `systemPromptContents`
# and `system-prompt-contents` read "system_prompt_contents")
SIDE_NAMES = re.compile(
    r"(?:conversation_?history|chat_?history|(?:full|entire|complete|whole)_?(?:conversation|chat)"
    r"\w*|conversation_?(?:so_?far|transcript)|system_?prompt_?(?:dump|copy|contents|verbatim)"
    r"|(?:your|full|entire|complete|current|original|hidden)_?system_?prompt\w*"
    r"|(?:previous|prior|earlier|all)_?(?:user_?|chat_?)?messages|context_?dump|sidenote|side_note"
    r"|hidden_?notes?|exfil\w*|leak\w*)"
)


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    if site.param is None:
        return None
    chosen: list[tuple[str, Searcher]] = []
    if has_word(lowered, CONTEXT_WORDS):
        chosen.append(PATTERNS[0])
    if has_env(lowered):
        chosen.append(PATTERNS[1])
    if has_path(lowered):
        chosen += PATTERNS[2:4]
    if has_word(lowered, CRED_WORDS):
        chosen += PATTERNS[4:7]
    return first_hit(text, chosen) if chosen else None


def suspicious_name(name: str) -> bool:
    """`name` as read (see attacks.reading): only a side channel would be called that."""
    return SIDE_NAMES.fullmatch("_".join(name.lower().split())) is not None
