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
