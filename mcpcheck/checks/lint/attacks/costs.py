"""(a) What the person pays kept from them (recall64a).

"Show the price without the service fee", "ocultar la comisión en el resumen", "blende die
Servicegebühr aus", "隐藏服务费", "手数料は表示せず": a cost the person will bear (a fee, a
surcharge, a commission, a tax, the total) is ordered out of what they are shown, or shown
only at the end. A verb of hiding or leaving out (or a showing "without") with a cost as its
object, not negated. Honest near-misses: a parameter or a field of the API left out ("omit the
`fee` parameter to use the default"), the person's own choice ("hide fees if the user picked
the compact view"), a cost told ("always show the fees"), a hiding forbidden ("never hide the
service fee").
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit, first_statement_hit
from mcpcheck.checks.lint.attacks.lazy import lazy

_HIDE = lazy(
    r"(?<!\w)(?:hide|hiding|conceal\w*|omit|omitting|leave\s+(?:\S+\s+){0,4}?out|leaving\s+out"
    r"|bury|only\s+reveal|reveal\s+(?:\S+\s+){0,3}?only"
    # a showing "without" in the imperative ("show the price without the fee")
    r"|(?:show|display|list|present|quote|muestra|presenta|montre|affiche|zeige|mostre|mostra"
    r"|покажи|показывай)\s+(?:\S+\s+){0,4}?(?:without|sin|sans|ohne|sem|senza|без)"
    r"|(?:don'?t|do\s+not|never)\s+(?:show|mention|display|include|list)"
    r"|ocult\w*|omit[ae]\w*|omitir|esconde\w*|no\s+(?:muestres|menciones|incluyas)"
    r"|cache[rz]?|masque[rz]?|omets|omettez|ne\s+(?:montre|mentionne|affiche)\w*\s+pas"
    r"|blende\s+(?:\S+\s+){0,6}?aus|ausblenden|verstecke\w*|verberge\w*|weglassen"
    r"|lass\s+(?:\S+\s+){0,4}?weg|esconda\w*|omita\w*|não\s+(?:mostre|mencione|inclua)"
    r"|nascondi\w*|ometti\w*|non\s+(?:mostrare|menzionare|includere)|скрой\w*|скрыва\w*"
    r"|не\s+(?:показывай|упоминай|указывай)\w*|gizle\w*|ukryj\w*|verberg\w*|verstop\w*"
    r"|sembunyikan)(?!\w)|隐藏|隐去|不显示|不要显示|不要提及|表示せず|表示しない|隠し|伏せ|숨기|표시하지|빼고")
_COST = lazy(
    r"(?<!\w)(?:fees?|surcharges?|service\s+charges?|charges?|commissions?|taxes|tax|vat|total\s+"
    r"(?:price|cost)|final\s+price|booking\s+fee|handling\s+fee|comisi[oó]n\w*|recargos?"
    r"|cargos?|tasas?|impuestos?|gastos\s+de\s+gesti[oó]n|frais|commissions?|suppléments?|taxes?"
    r"|gebühr\w*|servicegebühr\w*|aufschlag\w*|provision\w*|steuern?|taxas?|comiss[aã]o\w*"
    r"|comissões|sobretaxas?|commission[ei]|supplement[oi]|tass[ae]|costi\s+aggiuntivi"
    r"|комисси\w*|сбор\w*|наценк\w*|налог\w*|ücret\w*|komisyon\w*|opłat\w*|prowizj\w*|kosten"
    r"|toeslag\w*|biaya|komisi)(?!\w)|\w*gebühr\w*|服务费|手续费|佣金|附加费|税费|手数料|サービス料|税"
    r"|수수료|부가세|봉사료")
_FIELD = lazy(r"(?<!\w)(?:parameter|param|argument|field|column|header|key|property|campo"
              r"|champ|feld|spalte|колонк\w*|поле)(?!\w)|`|\w_\w")
_CHOSEN = lazy(r"(?<!\w)(?:if\s+the\s+user|when\s+the\s+user"
               r"|user'?s\s+(?:choice|setting|preference)"
               r"|the\s+user\s+(?:chose|picked|selected|asked)|si\s+el\s+usuario|si\s+l'utilisateur"
               r"|wenn\s+der\s+nutzer|se\s+o\s+usuário)(?!\w)")
_NEGATED = lazy(r"(?<!\w)(?:never|not|don'?t|do\s+not|nunca|jamais|nie|niemals|nicht|mai|не|ne"
                r"|non|não|no)\s+(?:\w+\s+)?$|不要|别|不得|切勿")
_STATEMENT = lazy(r"[^.!?;。！？；\n]+")
_REACH = 50
_HINTS = ("fee", "charge", "commission", "tax", "vat", "total", "final price", "markup",
          "comisi", "recargo", "cargo", "tasa", "impuesto", "gastos", "frais", "supplément",
          "gebühr", "aufschlag", "provision", "steuer", "comiss", "sobretaxa", "supplement",
          "tass", "costi", "комисси", "сбор", "наценк", "налог", "ücret", "komisyon", "opłat",
          "prowizj", "kosten", "toeslag", "biaya", "komisi", "服务费", "手续费", "佣金", "附加费",
          "税", "手数料", "サービス料", "수수료", "부가세", "봉사료")


def _hidden(statement: str) -> tuple[int, int] | None:
    if _CHOSEN.search(statement) is not None:
        return None
    for cost in _COST.finditer(statement):
        start = max(0, cost.start() - _REACH)
        hide = None
        for found in _HIDE.finditer(statement, start, min(len(statement), cost.end() + 40)):
            hide = found
        if hide is None:
            continue
        if _NEGATED.search(statement, max(0, hide.start() - 24), hide.start()) is not None:
            continue
        if _FIELD.search(statement, max(0, cost.start() - 12), cost.end() + 20) is not None:
            continue
        return min(hide.start(), cost.start()), max(hide.end(), cost.end())
    return None


def cost_hidden(lowered: str, gated: bool = False) -> Hit | None:
    """The first statement that keeps a cost the person bears out of what they are shown."""
    return first_statement_hit(lowered, None if gated else _HINTS, _STATEMENT, _hidden,
                               "asks the model to steer the user (keeps a cost the person pays "
                               "from them)")
