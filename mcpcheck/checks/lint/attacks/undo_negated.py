"""A negation whose head is the action's reversibility (precision67b).

"Dieser Vorgang ist nicht umkehrbar: frage den Nutzer vorher", "esta acción no es reversible;
pregunta al usuario", "cette opération n'est pas réversible, demandez", "不可逆，请先询问用户",
"되돌릴 수 없으니 사용자에게 확인하세요": the negation says the action cannot be undone, the
warning a tool gives before it asks for the person's confirmation. A waiver read from such a
negation and a confirmation word misreads the sentence: nothing is skipped. The waiver reading
stays when any other negation of the span and its clause binds elsewhere ("nicht umkehrbar;
frage den Nutzer nicht"), or when a waiver word is there ("überspringe die Rückfrage").
A negation of acting on one's own initiative ("führe ihn nicht auf eigene Initiative aus", "never
run it unprompted") keeps the person in the loop too, and counts with them.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import lexicon
from mcpcheck.checks.lint.attacks.lazy import lazy

# the head of a negation that speaks of undoing: reversible, undone, restored, recovered, in the
# languages of lexicon.NEG (their stems; a verb-final language puts it before the negation); not
# the words that also mean cancelling ("annullamento", "отменить", "取り消", "취소", "撤销"):
# "procedere con l'annullamento senza chiederla" waives the asking (heldout15)
_UNDO = lazy(
    r"(?:ir)?reversib\w*|undo\w*|undone|revert\w*|reversed|restor\w*|recover\w*"
    r"|umkehrbar\w*|rückgängig|wiederherstell\w*"
    r"|réversib\w*|annulable\w*|récupér\w*|revers[ií]v\w*|deshac\w*|desfe\w*|recuper\w*"
    r"|ripristin\w*|omkeerbaar|ongedaan|herstel\w*|odwracaln\w*|cofn\w*|przywr\w*"
    r"|обратим\w*|восстанов\w*|geri\s+al\w*"
    r"|可逆|恢复|復元|元に戻|되돌|복구|복원",
    re.IGNORECASE)
# acting on one's own initiative, unasked: the head of a negation that asks for the person's word
_UNASKED = lazy(
    r"unprompted|unasked|on\s+(?:your|its)\s+own(?:\s+initiative)?|of\s+your\s+own\s+accord"
    r"|eigene\w*\s+(?:Initiative|Faust)|eigenmächtig\w*|von\s+(?:sich|dir|selbst)\s+aus"
    r"|ungefragt"
    r"|(?:por|de)\s+(?:tu|su|propia|iniciativa)\s*(?:propia|iniciativa)?|de\s+(?:votre|ta|sa)"
    r"\s+propre\s+initiative|di\s+(?:tua|sua)\s+iniziativa|por\s+conta\s+própria"
    r"|по\s+(?:собственной|своей)\s+инициативе|самовольно|z\s+własnej\s+inicjatywy"
    r"|自行|擅自|主动|自分の判断|独断|임의로|스스로",
    re.IGNORECASE)
_REACH = 24  # characters on either side of a negation in which its head is looked for
_CLAUSE_CUT = lazy(r"[,，、;；:：.。!?！？]")
_SENTENCE_END = lazy(r"[.!?。！？](?:\s|$)|\n")


def _head_is_undoing(text: str, neg_start: int, neg_end: int) -> bool:
    cuts_before = [m.end() for m in _CLAUSE_CUT.finditer(text, max(0, neg_start - _REACH),
                                                          neg_start)]
    left = cuts_before[-1] if cuts_before else max(0, neg_start - _REACH)
    cut_after = _CLAUSE_CUT.search(text, neg_end, neg_end + _REACH)
    right = cut_after.start() if cut_after is not None else min(len(text), neg_end + _REACH)
    return (_UNDO.search(text, left, right) is not None
            or _UNASKED.search(text, left, right) is not None)


def undo_negated_only(text: str, start: int, end: int) -> bool:
    """Every negation from the match to the end of its sentence binds to the action's
    reversibility, and no waiver word is there."""
    after = _SENTENCE_END.search(text, end)
    right = after.start() if after is not None else len(text)
    if lexicon.WAIVE_ANY.regex.search(text, start, right) is not None:
        return False
    negs = list(lexicon.NEG.regex.finditer(text, start, right))
    return bool(negs) and all(_head_is_undoing(text, m.start(), m.end()) for m in negs)
