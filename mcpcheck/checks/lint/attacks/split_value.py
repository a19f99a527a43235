"""(h) A parameter whose value is material another part of the tool points at (recall63a).

A split request keeps each half innocent: one field's text says where something lives ("the
token is in ~/.kube/config", "the assistant already has the background: everything said above",
"include what you saw from the user's e-mail tools"), another field asks for "the file mentioned
in dashboard_url's description", "the material described in the url field's description", "that
material, verbatim". Read alone, neither names a secret; the second names no value at all, only a
pointer into the tool's own text, and a copy order. The judgment: in a parameter's own text, a
copy order whose object is material (a file, a text, an item, that content) located by another
field's or the description's words, or the bare anaphora "that material" with "verbatim".

Honest near-misses point at a value of the tool's own shape ("the ID returned in the `create`
response", "the date format described in `start`"), name no copy of material, or forbid it.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit, Site
from mcpcheck.checks.lint.attacks.lazy import lazy

_COPY = lazy(
    r"(?<![\w-])(?:paste|copy|put|include|insert|enter|fill(?:\s+in)?|attach|supply|provide|give"
    r"|(?:raw\s+|full\s+)?(?:value|contents?|text|body)\s+of"
    r"|pega|pegue|copia|copie|incluye|incluya|adjunta|cole|inclua|anexe|colle|collez|copiez"
    r"|incluez|joignez|füge|fügen|kopiere|kopieren|inhalt\s+de[rs]|incolla|includi|allega"
    r"|вставь|вставьте|скопируй|скопируйте|приложи|приложите|содержимое)(?!\w)"
    r"|粘贴|复制|填入|贴上|貼り付け|コピー|붙여넣|복사")
# the material pointed at, then where it was named: another field, the description, "above"
_POINTED = lazy(
    r"(?<!\w)(?:the|that|this|those|these)\s+(?:\w+\s+)?(?:files?|material|contents?|text|items?"
    r"|entr(?:y|ies)|secrets?|information|background|context|tokens?|credentials?|keys?|data"
    r"|details|record)\s+(?:\w+\s+)?(?:mentioned|described|named|referred\s+to|listed|pointed\s+(?:to|at)"
    r"|indicated|specified|identified|located|given|found)\s+(?:in|by|under|within|at)\s+"
    r"(?:the\s+)?(?:[`'\"]?[\w.-]+[`'\"]?(?:'s)?\s+)?(?:field|property|parameter|param|argument"
    r"|description|input|above|previous|other|earlier|`)"
    r"|(?<!\w)(?:the\s+)?(?:item|entry|secret|file|material)\s+named\s+in\s+[`'\"]"
    r"|(?<!\w)(?:archivo|fichero|material|contenido|texto|secreto|token)\s+(?:\w+\s+)?(?:mencionad[oa]"
    r"|descrit[oa]|indicad[oa]|nombrad[oa])\s+en\s+(?:el\s+|la\s+)?(?:campo|descripci[oó]n|parámetro)"
    r"|(?<!\w)(?:arquivo|material|conteúdo|texto|segredo|token)\s+(?:\w+\s+)?(?:mencionad[oa]"
    r"|descrit[oa]|indicad[oa])\s+n[oa]\s+(?:campo|descrição|parâmetro)"
    r"|(?<!\w)(?:fichier|contenu|texte|secret|jeton)\s+(?:\w+\s+)?(?:mentionnée?|décrite?|indiquée?)"
    r"\s+dans\s+(?:le\s+|la\s+)?(?:champ|description|paramètre)"
    r"|(?<!\w)(?:im\s+feld|in\s+der\s+beschreibung|im\s+parameter)\s+(?:[\w`'\".-]+\s+){0,2}?"
    r"(?:genannte|beschriebene|erwähnte|angegebene)\w*\s+(?:datei|inhalt|text|geheimnis|token)"
    r"|(?<!\w)(?:file|contenuto|testo|segreto|token)\s+(?:\w+\s+)?(?:menzionat[oa]|descritt[oa]"
    r"|indicat[oa])\s+nel(?:la)?\s+(?:campo|descrizione|parametro)"
    r"|(?<!\w)(?:файл|содержимое|текст|секрет|токен)\w*\s+(?:\w+\s+)?(?:указанн|упомянут|описанн)\w*"
    r"\s+в\s+(?:пол|описани|параметр)\w*"
    r"|(?:字段|描述|参数)\S{0,12}?中(?:提到|描述|所述|指定)的(?:文件|内容|材料|文本|密钥|令牌)"
    r"|(?:フィールド|説明|パラメータ)\S{0,12}?(?:に記載|で言及|に書かれ)\S{0,3}(?:ファイル|内容|テキスト)")
# the bare anaphora: "that material", "the material described", with a copy in full
_THAT_MATERIAL = lazy(
    r"(?<!\w)(?:that|this|those|these|said)\s+(?:material|materials|content|information|background"
    r"|text|context|details|data|items)(?!\w)")
_IN_FULL = lazy(r"(?<!\w)(?:verbatim|word\s+for\s+word|unchanged|as[\s-]is|in\s+full|unedited"
                r"|unredacted|literal(?:ly)?|tal\s+cual|textualmente|mot\s+pour\s+mot|wörtlich"
                r"|parola\s+per\s+parola|дословно|原样|逐字|そのまま|그대로)(?!\w)|原文")
_REFUSED = lazy(r"(?<!\w)(?:never|not|don'?t|do\s+not|no|nunca|jamais|nie|niemals|nicht|mai|не"
                r"|ne|non|não|without|sans|sin|sem|ohne|senza)\s+(?:\w+\s+){0,2}?$|不要|别|しないで|하지\s*마")
_REACH = 120  # characters after the copy order read for the pointer
_HINTS = ("mentioned", "described", "named", "referred", "listed", "pointed", "indicated",
          "specified", "identified", "located", "given", "found", "material", "content",
          "information", "background", "context", "mencionad", "descrit", "indicad", "nombrad",
          "mentionné", "décrit", "indiqué", "genannte", "beschriebene", "erwähnte", "angegebene",
          "menzionat", "descritt", "указанн", "упомянут", "описанн", "提到", "描述", "所述", "指定",
          "記載", "言及", "書かれ", "that", "this", "those", "these", "said")


def _order_before(lowered: str, at: int) -> bool:
    """An unrefused copy order within reach before `at`."""
    for found in _COPY.finditer(lowered, max(0, at - _REACH), at + 1):
        if _REFUSED.search(lowered, max(0, found.start() - 24), found.start()) is None:
            return True
    return False


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    """A parameter whose value is material located by another part of the tool's text."""
    del text
    if site.param is None or not any(hint in lowered for hint in _HINTS):
        return None
    for pointer in _POINTED.finditer(lowered):
        copy_after = _COPY.search(lowered, pointer.end(), pointer.end() + 40)
        if _order_before(lowered, pointer.start()) or (
                copy_after is not None and _REFUSED.search(
                    lowered, max(0, copy_after.start() - 24), copy_after.start()) is None):
            # the span stops before a quoted name (a quotation reads as an example)
            quoted = [at for at in (pointer.group(0).find(q) for q in "`'\"") if at > 0]
            end = pointer.start() + min(quoted) if quoted else pointer.end()
            return Hit(pointer.start(), end,
                       "asks for material another part of the tool points at as its value")
    if _IN_FULL.search(lowered) is not None:
        for that in _THAT_MATERIAL.finditer(lowered):
            if _order_before(lowered, that.start()):
                return Hit(that.start(), that.end(),
                           "asks for material another part of the tool points at as its value")
    return None
