"""A Korean putting word in its passive, adnominal form describes; it asks nothing
(precision67b).

"앱에 포함된 챗봇의 시스템 프롬프트 파일을 검사합니다" (inspects the system prompt file of the
chatbot included in the app): "포함된" (included) modifies the app's content; the sentence asks no
one to put the model's context anywhere. The reading stays when any putting word of the sentence
is in an active form ("포함하여 전송하세요", "넣으세요", "첨부해").
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import clauses, lexicon
from mcpcheck.checks.lint.attacks.lazy import lazy

_HANGUL = lazy(r"[가-힣]")
_PASSIVE_AFTER = lazy(r"(?:된|되어|돼|되는|됨|되었|됐)")


def korean_put_described(text: str, start: int, end: int) -> bool:
    """Every putting word of the sentence is Korean and followed by its passive ending."""
    left, right = clauses.sentence_bounds(text, start, end)
    puts = list(lexicon.PUT.regex.finditer(text, left, right))
    return bool(puts) and all(
        _HANGUL.search(m.group()) is not None
        and _PASSIVE_AFTER.match(text, m.end()) is not None for m in puts)
