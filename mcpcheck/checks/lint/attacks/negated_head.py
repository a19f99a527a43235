"""What a Korean negation negates: the word right before it (precision61).

Korean negation is verb-final and binds to its own head: "인증 없이" (without authentication),
"보이지 않으면" (if it does not show), "제출하지 않고" (without submitting). A confirmation word
elsewhere in the sentence is then a check the sentence asks for ("스팸함을 확인하도록", check the
spam folder) or a switch it documents ("confirm=False이면"), never the step waived. The waiver
reading stays when a negation's head (or the word before it) is a confirmation or an asking
("확인 없이", "확인을 받지 말고", "확인 절차 없이", "승인 없이"), or when the sentence asks
anyone ("물어도").
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import lexicon
from mcpcheck.checks.lint.attacks.lazy import lazy

# a Korean negation and the two words it binds to: "X 없이", "X지 않", "X지 말고/마세요/마십시오/
# 말아"; the word before the head counts too, for a light verb or a compound takes its object
# there ("확인을 받지 말고", "확인을 구하지 않고", "확인 절차 없이")
_NEGATION = lazy(r"((?:\S+\s+)?\S+?)\s*(?:없이|지\s*않|지\s*말고|지\s*마세요|지\s*마십시오"
                 r"|지\s*말아)")
_BARE_NEGATION = lazy(r"없이|않|말고|마세요|마십시오|말아")
# the heads that keep the waiver: a confirmation, an approval, an asking, a review
_ASKING_HEAD = lazy(r"확인|승인|허락|허가|동의|물어|묻|물|질문|요청|검토|컨펌|confirm|approv|ask")
_HANGUL = lazy(r"[가-힣]")
_ASKED = lazy(r"물어|묻|물으|질문")
_SENTENCE_END = lazy(r"(?:[.!?。]\s|\n\s*\n|다\.\s*|요\.\s*)")


def _sentence(text: str, start: int) -> tuple[int, int]:
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    after = _SENTENCE_END.search(text, start)
    return left, after.end() if after is not None else len(text)


def negations_bind_elsewhere(text: str, start: int, end: int) -> bool:
    """In a Korean sentence, every negation binds to a head that is no confirmation or asking,
    and no waiver word ("생략", "불필요", "필요 없") is in the sentence."""
    del end
    left, right = _sentence(text, start)
    sentence = text[left:right]
    if (_HANGUL.search(sentence) is None or lexicon.WAIVE_ANY.regex.search(sentence) is not None
            or _ASKED.search(sentence) is not None):
        return False  # a waiver word, or the person asked ("물어도 ... 밝히지 않습니다")
    bound = list(_NEGATION.finditer(sentence))
    if len(bound) != len(_BARE_NEGATION.findall(sentence)) or not bound:
        return False  # a negation whose head is not read: the waiver reading stays
    return all(_ASKING_HEAD.search(m.group(1).lower()) is None for m in bound)


# (precision65) a negation whose own head is a hiding verb asks for the opposite of concealment:
# "손실 위험을 숨기지 마세요" (do not hide the risk of loss), "リスクを隠さないで", "不要隐瞒风险",
# "no ocultes el riesgo", "ne cachez pas le risque", "verschweigen Sie das Risiko nicht", "не
# скрывайте риск". A verb-final language puts the hiding verb right before its negation, the
# others right after it (German also puts "nicht" after the verb's object, at the clause's end).
_HIDING = lazy(
    r"숨기|숨겨|감추|감춰|은폐|隠さ|隠し|伏せ|隐瞒|隐藏|瞒|掩盖|隱瞞|隱藏"
    r"|(?<!\w)(?:ocult|escond|cach|dissimul|verschweig|verheimlich|verberg|versteck|nascond"
    r"|occult|скрыв|скро|утаива|утаи|sakla|gizle|sembunyi|ukryw|zataj|verberg|verzwijg)\w*",
    re.IGNORECASE)
_BEFORE_REACH = 8  # characters before a negation in which its verb-final head is looked for
_WORDS_AFTER = lazy(r"\s*(?:\S+\s+){0,2}?\S*?", re.IGNORECASE)  # up to its third word after
_CLAUSE_CUT = lazy(r"[,，、;；:：.。]")
_KANA = lazy(r"[\u3040-\u30ff]")


def _head_is_hiding(text: str, neg_start: int, neg_end: int, left: int, right: int) -> bool:
    before = text[max(left, neg_start - _BEFORE_REACH) : neg_start]
    if _HANGUL.search(text, neg_start, neg_end) is not None or _KANA.search(
            text, neg_start, neg_end) is not None:
        return _HIDING.search(before) is not None  # the verb-final head: right before it
    cut = _CLAUSE_CUT.search(text, neg_end, right)
    stop = cut.start() if cut is not None else right
    words = text[neg_end:stop].split()[:3]
    if any(_HIDING.match(word) is not None for word in words):
        return True
    if text[neg_end:stop].lstrip()[:4] and _HIDING.match(text[neg_end:stop].lstrip()[:4]):
        return True  # "不要隐瞒": no space before the Chinese verb
    # "verschweigen Sie ... nicht": the German verb opens the clause, its "nicht" closes it
    cuts = list(_CLAUSE_CUT.finditer(text, left, neg_start))
    clause = text[cuts[-1].end() if cuts else left : neg_start].split()
    return (bool(clause) and _HIDING.match(clause[0]) is not None
            and text[neg_start:neg_end].lower() in ("nicht", "niemals", "nie"))


def negations_bind_to_hiding(text: str, start: int, end: int) -> bool:
    """Every negation of the sentence has a hiding verb for its head: what is negated is the
    concealment, and the telling in the sentence is asked for."""
    left, right = _sentence(text, start)
    negs = list(lexicon.NEG.regex.finditer(text, left, right))
    return bool(negs) and all(_head_is_hiding(text, m.start(), m.end(), left, right)
                              for m in negs)


# (precision65) the same from the hiding's side: every hiding verb of the sentence is the head of
# a negation ("verschweige die Verluste nicht", "no ocultes las pérdidas", "不要隐瞒损失",
# "損失を隠さないで", "손실을 숨기지 마세요"): no concealment is asked for
_NEG_RIGHT_AFTER = lazy(r"[^\s,，、]{0,3}?(?:지\s*(?:마|않|말)|ないで|ない|ず|ません)")
# (recall66b) also across the person it is kept from: "不要向用户隐瞒", "切勿对客户隐瞒"
_NEG_RIGHT_BEFORE = lazy(r"(?:不要|别|不得|不可|勿|切勿|不|没有)\s*"
                         r"(?:[向对跟给]\s*(?:用户|客户|使用者|顾客)\s*)?$")


def _hiding_is_negated(text: str, hide: re.Match[str], left: int, right: int) -> bool:
    if _NEG_RIGHT_AFTER.match(text, hide.end()) is not None:
        return True  # a verb-final negation right after the verb (ko, ja)
    if _NEG_RIGHT_BEFORE.search(text, max(left, hide.start() - 7), hide.start()) is not None:
        return True  # zh
    before = text[left : hide.start()].split()[-2:]
    if any(lexicon.NEG.regex.fullmatch(word.strip(",.;:")) is not None for word in before):
        return True  # "no ocultes", "ne cachez pas", "не скрывайте", "non nascondere"
    cut = _CLAUSE_CUT.search(text, hide.end(), right)
    clause = text[hide.end() : cut.start() if cut is not None else right].split()
    return bool(clause) and clause[-1].strip(",.;:!").lower() in ("nicht", "niemals", "nie")


def hidings_negated(text: str, start: int, end: int) -> bool:
    """Every hiding verb of the sentence is negated: the sentence asks for nothing hidden."""
    del end
    left, right = _sentence(text, start)
    hides = list(_HIDING.finditer(text, left, right))
    return bool(hides) and all(_hiding_is_negated(text, m, left, right) for m in hides)
