"""(a) Text addressed to the model: role prefixes, chat-template tokens, instruction tags,
HTML or markdown comments, and notes to the assistant.

A tool description is written for the model, so "you should" is ordinary; what is flagged is
text that poses as another voice (a system or assistant turn, a hidden tag or comment) or that
singles out the AI reader.
"""

from __future__ import annotations

from mcpcheck.lint.attacks.base import Hit, Site, compile_all, first_hit, gate_of, gated

_AI = r"(?:ai|a\.i\.|assistant|model|llm|agent|claude|gpt|chatgpt|copilot|gemini|language\s+model)"

PATTERNS = compile_all((
    ("poses as a system or assistant turn",
     r"(?:^|\n)[ \t>#*\[]*(?:system|assistant|developer)(?:\s+(?:message|prompt|note|override))?"
     r"[ \t]*\]?[ \t]*:[ \t]*\S"),
    ("contains a chat-template token",
     r"<\|(?:im_start|im_end|system|user|assistant|endoftext|start_header_id|eot_id)\|>"
     r"|\[/?(?:INST|SYS)\]|<</?SYS>>|###\s*(?:system|instruction|assistant)\b"),
    ("contains an instruction-style tag",
     r"<\s*/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|override|prompt"
     r"|assistant|ai|model|tool_instructions|context)\b[^<>]{0,80}>"),
    ("contains an HTML comment (hidden when rendered)", r"<!--"),
    ("contains a markdown comment (hidden when rendered)",
     r"(?:^|\n)[ \t]*\[(?:comment|//|hidden|note)\]:\s*[#<(]"),
    ("contains a note to the AI that the user is not meant to see",
     rf"\b(?:note|message|reminder|instructions?|memo|info)\s*(?:to|for)\s+(?:the\s+|any\s+|all\s+)?"
     rf"{_AI}s?\b[^\n]{{0,120}}?\b(?:user|human)s?\s+(?:cannot|can'?t|won'?t|will\s+not|does\s+not"
     rf"|doesn'?t|must\s+not|should\s+not|need\s+not)\s+(?:see|know|read|be\s+told)\b"),
    ("contains a note addressed to the AI",
     rf"\b(?:dear|attention|hey|hello|hi)\s*,?\s+{_AI}s?\b"
     rf"|\bif\s+you\s+are\s+(?:an?\s+)?{_AI}\b"
     rf"|\b(?:for|to)\s+(?:the\s+)?{_AI}\s+(?:only|eyes\s+only)\b"
     rf"|\b{_AI}s?\s+reading\s+this\b"
     r"|\byou\s+are\s+now\s+(?:a|an|the|in)\b"
     r"|\bfrom\s+now\s+on,?\s+you\s+(?:are|must|will|should)\b"),
))

GATE = gate_of(("system", "assistant", "developer", "<", "[", "###", "note", "message", "reminder",
        "instruction", "attention", "memo", "info", "dear", "hey", "hello", "hi ", "hi,",
        "if you are", "reading this", "you are now", "from now on", " only"))


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    del site
    if not gated(lowered, GATE):
        return None
    return first_hit(text, PATTERNS)
