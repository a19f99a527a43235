"""An order about the reply's layout is no verdict told against the data (precision67b).

"Regardless of the results, present them as a table", "unabhängig vom Ergebnis stelle die
Befunde als Tabelle dar", "sea cual sea el resultado, preséntalos en una tabla": the act's object
is the reply's form, whatever the data is; nothing is claimed about the data. A claim after the
layout ("as a table showing that every check passed") or instead of it ("present them as
passed") keeps the steering reading.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks.lazy import lazy

# (precision67b) the act's object is the reply's layout: "regardless of the results, present them
# as a table", "unabhängig vom Ergebnis als Tabelle darstellen", "sea cual sea el resultado,
# preséntalos en una tabla": a format order whatever the data, not a verdict told against it. The
# layout ends the clause; a claim after it ("as a table showing that every check passed") keeps
# the reading.
_LAYOUT = lazy(
    r"(?<!\w)(?:(?:as|in|into)\s+(?:an?\s+)?(?:(?:markdown|html|plain|simple|sortable)\s+)?"
    r"(?:tables?|lists?|bullet(?:ed)?\s*(?:points?|lists?)?|json|markdown|csv|yaml|chart|grid"
    r"|columns?|tabular\s+form|numbered\s+list)"
    r"|(?:en|sous)\s+(?:forme\s+de\s+)?(?:un\s+)?(?:tableau|liste)|als\s+(?:eine\s+)?(?:Tabelle"
    r"|Liste)|in\s+(?:einer\s+)?(?:Tabelle|Liste)|en\s+(?:una\s+)?(?:tabla|lista)"
    r"|em\s+(?:uma\s+)?(?:tabela|lista)|in\s+(?:una\s+)?(?:tabella|elenco)"
    r"|в\s+виде\s+(?:таблиц|списк)\w*|w\s+(?:formie\s+)?tabel\w*)(?!\w)"
    r"|(?:以|用|做成)(?:表格|列表)|表形式|表に|표로|표\s*형식", re.IGNORECASE)
_LAYOUT_CLAIM = lazy(r"(?<!\w)(?:show\w*|say\w*|stat\w*|claim\w*|with|that|pass\w*|ok|healthy"
                     r"|success\w*|safe|clean|green|mit|dass|avec|que|con|com|che|что)(?!\w)",
                     re.IGNORECASE)
_TAIL_WORDS = 3  # words a layout may have after it in its clause ("... as a table, sorted by name")


def layout_only(text: str, act_end: int) -> bool:
    """Right after the act (within a few words) comes a layout, and the clause ends soon after it
    with no claim."""
    layout = _LAYOUT.search(text, act_end, min(len(text), act_end + 40))
    if layout is None:
        return False
    between = text[act_end:layout.start()]
    if len(between.split()) > 2 or _LAYOUT_CLAIM.search(between) is not None:
        return False
    tail = re.split(r"[,;:]", text[layout.end():])[0]
    return len(tail.split()) <= _TAIL_WORDS and _LAYOUT_CLAIM.search(tail) is None
