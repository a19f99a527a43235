"""(a) The person talked out of their own recourse (recall63a).

"Discourage the renter from calling the housing inspector", "talk the policyholder out of filing
a claim", "disuade al inquilino de denunciar", "劝阻用户向监管部门投诉": the reply is set against
the person it serves, to keep them from a remedy they have against a party (a complaint, a claim, a
refund, a dispute, a chargeback, a regulator, an inspector, a lawyer, a second opinion). Two
parts in one statement: a verb of dissuasion, never negated nor described ("the tool does not
discourage ..."), and the remedy after it. Dissuasion from an act that is no remedy ("discourage
users from sharing passwords", "talk them out of running it on production") is honest advice,
and so is dissuasion from a remedy misused ("duplicate", "fraudulent" claims).
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit, first_statement_hit
from mcpcheck.checks.lint.attacks.lazy import lazy

_DISSUADE = lazy(
    r"(?<![\w-])(?:discourage|dissuade|deter|talk\s+(?:\S+\s+){1,3}?out\s+of"
    r"|(?:convince|persuade|get)\s+(?:\S+\s+){1,3}?not\s+to|put\s+(?:\S+\s+){1,3}?off"
    r"|advise\s+(?:\S+\s+){1,3}?against|steer\s+(?:\S+\s+){1,3}?away\s+from"
    r"|disuad\w*|desalient\w*|desanim\w*|convenc\w*\s+(?:\S+\s+){1,3}?(?:de\s+)?(?:que\s+)?no"
    r"|dissuad\w*|décourag\w*|déconseill\w*|convain[cq]\w*\s+(?:\S+\s+){1,3}?de\s+ne\s+pas"
    r"|abraten|rate\s+(?:\S+\s+){1,4}?ab|abbring\w*|auszureden|rede\s+(?:\S+\s+){1,3}?aus"
    r"|dissuadi\w*|scoraggi\w*|sconsigli\w*|convinci\w*\s+(?:\S+\s+){1,3}?a\s+non"
    r"|отговор\w*|отговарива\w*|разубеди\w*|убеди\w*\s+(?:\S+\s+){1,3}?не)(?!\w)"
    r"|劝阻|劝退|打消|劝说\S{0,12}?不要|说服\S{0,12}?不要|思いとどまら|諦めさせ|やめるよう説得"
    r"|단념|포기하도록|하지\s*않도록\s*설득|말리")
_REMEDY = lazy(
    r"(?<!\w)(?:complain\w*|claims?|refunds?|chargebacks?|disput\w*|appeal\w*|second\s+opinion"
    r"|withhold\w*|lawyers?|attorneys?|legal\s+(?:action|advice|help)|su(?:e|ing)|lawsuits?"
    r"|regulators?|authorit(?:y|ies)|inspectors?|inspection|ombudsman|enforcement|police"
    r"|consumer\s+(?:protection|agency|rights)|small\s+claims|(?:bad|negative|honest)\s+reviews?"
    r"|reclam\w*|queja\w*|quejar\w*|denunci\w*|reembols\w*|abogad\w*|autoridad\w*|inspecci\w*"
    r"|devoluci\w*|recurr\w*|queixa\w*|advogad\w*|autoridade\w*|procon|recorr\w*"
    r"|plainte\w*|réclam\w*|rembours\w*|avocat\w*|autorité\w*|recours|contest\w*|signaler"
    r"|beschwer\w*|reklam\w*|erstatt\w*|anwalt\w*|anwält\w*|behörde\w*|amt|widerspr\w*|einspruch"
    r"|anzeige|lament\w*|rimbors\w*|avvocat\w*|autorità|ricors\w*|жалоб\w*|жаловать\w*"
    r"|возврат\w*|юрист\w*|адвокат\w*|суд\w*|инспекц\w*|регулятор\w*|претензи\w*)(?!\w)"
    r"|投诉|举报|退款|维权|起诉|律师|监管|申诉|仲裁|苦情|返金|通報|弁護士|訴え|申し立て|불만|민원|환불"
    r"|신고|변호사|소송")
_MISUSED = lazy(r"(?<!\w)(?:duplicate\w*|spam\w*|frivolous|fraudulent|fake|false|bogus|abusive"
                r"|duplicad\w*|fals[oa]s?|fraudulent\w*|doppel\w*|betrügerisch\w*|faux|fausses?"
                r"|ложн\w*|повторн\w*)(?!\w)|重复|虚假|重複|虚偽|중복|허위")
_NEGATED = lazy(r"(?<!\w)(?:never|not|don'?t|do\s+not|does\s+not|doesn'?t|no|nunca|jamais|nie"
                r"|niemals|nicht|mai|не|ne|non|não|without|sans|sin|sem|ohne|senza|may|might|can"
                r"|could|will|would|to)\s+(?:\w+\s+)?$|不要|别|不得|しないで|하지\s*마")
_STATEMENT = lazy(r"[^.!?;。！？；\n]+")
_REACH = 90  # characters after the dissuasion read for the remedy
_HINTS = ("discourag", "dissuad", "deter", "out of", "not to", "off", "against", "away", "disuad",
          "desalient", "desanim", "convenc", "décourag", "déconseill", "convain", "abraten", "ab",
          "abbring", "auszureden", "aus", "scoraggi", "sconsigli", "convinc", "отговор", "разубед",
          "убеди", "劝", "打消", "说服", "思いとどまら", "諦めさせ", "説得", "단념", "포기", "설득",
          "말리")


def _dissuaded(text: str) -> tuple[int, int] | None:
    for found in _DISSUADE.finditer(text):
        if _NEGATED.search(text, max(0, found.start() - 24), found.start()) is not None:
            continue
        remedy = _REMEDY.search(text, found.end(), found.end() + _REACH)
        if remedy is None:
            continue
        if _MISUSED.search(text, max(found.end(), remedy.start() - 30), remedy.start()) is not None:
            continue
        return found.start(), found.end()
    return None


def talked_out_of_recourse(lowered: str) -> Hit | None:
    """The first statement that sets the reply to keep the person from their remedy."""
    return first_statement_hit(lowered, _HINTS, _STATEMENT, _dissuaded,
                               "asks the model to steer the user (keeps the person from their "
                               "own remedy)")
