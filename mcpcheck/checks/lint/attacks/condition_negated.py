"""A negation inside an 'if' clause negates the condition, not the telling (precision67b).

"Если платёж не прошёл, сообщи пользователю точную причину" (if the payment did not go
through, tell the user the exact reason), "Si le paiement n'a pas abouti, indiquez à
l'utilisateur la raison", "Wenn die Zahlung nicht durchging, nenne dem Nutzer den Grund",
"如果付款没有成功，请告诉用户具体原因": the negated event is what the condition tests; the main
clause after the comma tells the user, with no negation, hiding or "nothing" of its own. The
reading stays when the main clause negates or hides ("..., не сообщай пользователю").
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import clauses, lexicon
from mcpcheck.checks.lint.attacks.lazy import lazy

# a conditional opener at the start of its sentence
_IF_OPENER = lazy(
    r"[\s>*#•·(-]*(?:if|when|whenever|если|когда|коли|якщо|коли|si|cuando|quand|lorsque"
    r"|wenn|falls|sofern|se|quando|caso|als|indien|jeśli|jeżeli|gdy|kiedy|eğer|jika|apabila|nếu"
    r"|αν|εάν)(?!\w)|[\s>*#•·(-]*(?:如果|若|假如|要是|当|もし)",
    re.IGNORECASE)
_COMMA = lazy(r"[,，、]")
_HIDDEN = lazy(r"(?<!\w)(?:hid\w*|conceal\w*|скр\w*|утаи\w*|verberg\w*|verschweig\w*|cach\w*"
               r"|dissimul\w*|ocult\w*|escond\w*|nascond\w*|ukryj\w*|gizle\w*|sakla\w*)(?!\w)"
               r"|隐瞒|隐藏|瞒|隠|숨기", re.IGNORECASE)
_NOTHING = lazy(r"(?<!\w)(?:nothing|nichts|rien|nada|niente|ничего|никому|nic|niets|hiçbir)(?!\w)"
                r"|什么都不|什么也不|何も|아무것도", re.IGNORECASE)


def negation_in_condition(text: str, start: int, end: int) -> bool:
    """The sentence opens with a condition holding every negation of the match, closed by a comma
    before the telling; the main clause has no negation, hiding or 'nothing'."""
    left, right = clauses.sentence_bounds(text, start, end)
    opener = _IF_OPENER.match(text, left)
    if opener is None or opener.end() > end:
        return False
    comma = _COMMA.search(text, max(start, opener.end()), end)
    if comma is None:
        return False
    condition, main = text[opener.end() : comma.start()], text[comma.end() : right]
    return (lexicon.NEG.regex.search(condition) is not None
            and lexicon.NEG.regex.search(main) is None
            and lexicon.HIDE.regex.search(main) is None
            and _HIDDEN.search(main) is None
            and _NOTHING.search(main) is None
            and lexicon.TELL.regex.search(condition) is None
            and re.search(r"(?<!\w)(?:not|never|don't|do not)(?!\w)", main, re.IGNORECASE) is None)
