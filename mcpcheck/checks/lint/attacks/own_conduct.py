"""This tool telling what it does not do names another tool without instructing about it
(precision67b).

"Dieses Tool ruft niemals deepl_translate (deepl-server) auf", "этот инструмент не удаляет
файлы, в отличие от delete_file (filesystem)", "cet outil n'appelle jamais send_mail (mailer)",
"本工具从不调用 delete_file (filesystem)": the subject is this tool, its verb negated in the
third person; no one is told to call, avoid or replace anything. The reading stays when the
sentence addresses the model (an imperative to use or call, a forbidden call: "nie aufrufen",
"не вызывай", "use this tool instead") or when the negation does not follow this tool.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import clauses
from mcpcheck.checks.lint.attacks.lazy import lazy

# "this tool" as a subject, and a negation within its next three words (a verb-second language
# puts the verb first: "Dieses Tool ruft niemals")
_THIS_TOOL_NEGATED = lazy(
    r"(?<!\w)(?:this|dieses|diese|dies|этот|данный|cet|cette|esta|este|questo|questa|deze|dit"
    r"|ten|to|bu)\s+(?:tool|werkzeug|инструмент|outil|herramienta|ferramenta|strumento"
    r"|narzędzie|araç)\s+(?:[^\s,.;:]+\s+){0,2}?(?:never|not|does\s+not|doesn't|niemals|nie"
    r"|nicht|keine?|не|никогда|jamais|ne|n['’]\w+|nunca|no|não|mai|non|nooit|niet|nigdy|asla)"
    r"(?!\w)"
    r"|(?:本|此|该|这个|この)\s*(?:工具|ツール)\s*(?:从不|绝不|不会|不|决不|は\S{0,12}?(?:しません|しない))",
    re.IGNORECASE)
# the sentence addresses the model: an imperative to use, call or prefer, or a forbidden call
_ADDRESSED = lazy(
    r"(?<!\w)(?:use|call|prefer|invoke|avoid|replace|verwende\w*|nutze|benutze|rufe|vermeide"
    r"|используй\w*|вызывай\w*|вызови\w*|применяй\w*|избегай\w*|utilisez|appelez|utilise"
    r"|appelle|évitez|usa|llama|utiliza|evita|use|chame|utilize|usa|chiama|utilizza|evita"
    r"|gebruik|roep|użyj|wywołaj|kullan|çağır|aufrufen|verwenden|вызывать|использовать"
    r"|appeler|utiliser|llamar|usar|chamar|chiamare|usare)(?!\w)"
    r"|请使用|请调用|改用|不要调用|不要使用|使って|呼び出して", re.IGNORECASE)

_VERB_AFTER = lazy(r"(?:\s+[^\s,.;:]+){1,2}")


def this_tool_does_not(text: str, start: int, end: int) -> bool:
    """The sentence's subject is this tool with a negated verb, and nothing in it addresses
    the model."""
    left, right = clauses.sentence_bounds(text, start, end)
    own = _THIS_TOOL_NEGATED.search(text, left, right)
    if own is None:
        return False
    # this tool's own verb, right after its negation ("n'appelle jamais", "nunca llama a"), is
    # the third person, whatever the imperative spelled alike
    verb = _VERB_AFTER.match(text, own.end())
    own_end = verb.end() if verb is not None else own.end()
    return not any(m.start() < own.start() or m.start() >= own_end
                   for m in _ADDRESSED.finditer(text, left, right))
