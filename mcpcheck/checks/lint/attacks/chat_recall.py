"""(h) A property whose value is the model's own conversation or what it knows (recall65b).

A property's text names what goes into it. The judgment: the object named is something only the
model holds, in any language, said as a plain noun phrase ("the last 20 messages of the
conversation", "les 20 derniers messages de la conversation", "everything you know about the
user", "tudo o que você sabe sobre o usuário", "vos consignes système complètes"):

  recent turns   the latest N messages or turns of this conversation (the model's own chat, not
                 a platform's channel or thread that the tool reads)
  known          everything the model knows or has learned about the user
  own setup      the model's own system prompt or instructions ("your system instructions")

Honest near-misses: a count or a limit ("how many of the last messages to fetch"), an id ("id
of the conversation"), a platform's conversation the tool reads (a Slack channel, a ticket, an
inbox thread), a chat tool's own job (a tool about conversations, transcripts or memory), a text
that keeps them out ("never include the conversation").
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit
from mcpcheck.checks.lint.attacks.lazy import lazy

_N = r"(?:\d{1,4}\s*|\w+\s+)?"
_RECENT = lazy(
    r"(?<!\w)(?:(?:the\s+)?(?:last|latest|most\s+recent|recent|previous)\s+" + _N
    + r"(?:messages|turns|exchanges)\s+(?:of|in|from)\s+(?:this|the|our|your|the\s+current)\s+"
    r"(?:conversation|chat|session|dialog(?:ue)?)"
    r"|(?:últimos|ultimos)\s+" + _N + r"mensajes\s+de\s+(?:esta|la|nuestra)\s+"
    r"(?:conversaci[oó]n|charla|sesi[oó]n)"
    r"|(?:últimas|ultimas)\s+" + _N + r"mensagens\s+d(?:a|esta)\s+(?:conversa|sess[aã]o)"
    r"|" + _N + r"derniers\s+messages\s+de\s+(?:la|cette|notre)\s+(?:conversation|discussion"
    r"|session)"
    r"|letzten\s+" + _N + r"nachrichten\s+(?:des|dieses|unseres)\s+(?:gesprächs|chats|dialogs)"
    r"|ultimi\s+" + _N + r"messaggi\s+(?:della|di\s+questa|della\s+nostra)\s+(?:conversazione"
    r"|chat|sessione)"
    r"|последн\w*\s+" + _N + r"сообщени\w*\s+(?:этого\s+|нашего\s+)?(?:разговора|диалога|чата"
    r"|беседы)"
    r"|son\s+" + _N + r"mesaj\w*\s+(?:bu\s+)?(?:konuşma|sohbet)\w*|(?:konuşma|sohbet)\w*\s+son\s+"
    + _N + r"mesaj"
    r"|" + _N + r"pesan\s+terakhir\s+(?:dari\s+)?(?:percakapan|obrolan)"
    r"|" + _N + r"tin\s+nhắn\s+(?:gần\s+nhất|cuối(?:\s+cùng)?)\s+(?:của\s+)?(?:cuộc\s+trò\s+chuyện"
    r"|phiên)"
    r"|laatste\s+" + _N + r"berichten\s+van\s+(?:het|dit|ons)\s+gesprek"
    r"|ostatni\w*\s+" + _N + r"wiadomości\s+(?:z\s+)?(?:tej\s+|naszej\s+)?rozmowy)(?!\w)"
    r"|(?:对话|会话|聊天)(?:中)?(?:的)?(?:最近|最后)\s*\d*\s*条?(?:的)?(?:消息|记录)"
    r"|(?:会話|チャット)(?:の)?(?:直近|最近|最後)(?:の)?\s*\d*\s*件?(?:の)?メッセージ"
    r"|대화(?:의)?\s*(?:최근|마지막)\s*\d*\s*개?(?:의)?\s*메시지")
_KNOWN = lazy(
    r"(?<!\w)(?:tout\s+ce\s+que\s+(?:vous\s+savez|tu\s+sais)\s+(?:sur|de)\s+l.utilisat\w+"
    r"|todo\s+lo\s+que\s+sabes\s+(?:sobre|del|de\s+la)\s+(?:el\s+)?usuari[oa]"
    r"|tudo\s+(?:o\s+)?que\s+(?:você\s+sabe|voce\s+sabe|sabes)\s+(?:sobre|do|da)\s+(?:o\s+)?"
    r"(?:usu[aá]ri[oa]|utilizador)"
    r"|alles,?\s+was\s+(?:du|sie)\s+über\s+(?:den|die)\s+(?:nutzer|benutzer|user)\w*\s+weißt"
    r"|tutto\s+(?:ciò\s+)?(?:quello\s+)?che\s+sai\s+(?:sull|dell)['’]\s*utente"
    r"|вс[её],?\s+что\s+(?:ты\s+знаешь|вы\s+знаете)\s+о\s+пользовател\w+"
    r"|kullanıcı\s+hakkında\s+bildiğin\s+her\s+şey"
    r"|semua\s+yang\s+(?:kamu|anda)\s+ketahui\s+tentang\s+pengguna"
    r"|mọi\s+(?:thứ|điều)\s+(?:bạn\s+)?biết\s+về\s+người\s+dùng"
    r"|alles\s+wat\s+je\s+weet\s+over\s+de\s+gebruiker"
    r"|wszystko,?\s+co\s+wiesz\s+o\s+użytkowniku)(?!\w)"
    r"|你(?:所)?知道的(?:关于)?用户的?(?:一切|所有信息)|关于用户你知道的一切"
    r"|ユーザーについて(?:知っている|知る)(?:こと)?(?:すべて|全て)"
    r"|사용자에\s*대해\s*(?:알고\s*있는|아는)\s*(?:모든\s*것|모든\s*정보)")
_OWN_SETUP = lazy(
    r"(?<!\w)(?:(?:vos|tes)\s+(?:consignes|directives|règles)\s+(?:système|systeme|initiales"
    r"|d['’]origine)"
    r"|(?:tus|sus)\s+(?:directrices|reglas|indicaciones)\s+(?:de|del)\s+sistema"
    r"|(?:suas|tuas)\s+(?:diretrizes|regras|orientações)\s+(?:de|do)\s+sistema"
    r"|(?:ihre|deine)\s+system-?(?:vorgaben|regeln|richtlinien|nachricht)"
    r"|(?:le\s+tue|le\s+sue)\s+(?:direttive|regole|linee\s+guida)\s+di\s+sistema"
    r"|(?:ваши|твои)\s+системн\w+\s+(?:правила|указания|директивы|установки))(?!\w)")
_SPARED = lazy(
    r"(?<!\w)(?:how\s+many|number\s+of|count|limit|max(?:imum)?|ids?|identifier|channel|thread"
    r"|ticket|inbox|slack|discord|teams|whatsapp|telegram|never|not|without|exclude\w*"
    r"|cuántos|número|combien|nombre\s+de|wie\s+viele|anzahl|quant[oi]s?|numero|сколько"
    r"|количество|nunca|jamais|niemals|mai|никогда|sin|sans|ohne|senza|sem)(?!\w)"
    r"|多少|数量|件数|개수")
# a tool whose own job is conversations, transcripts or memory
_CHAT_TOOL = lazy(r"chat|conversation|transcript|memory|message|summar|dialog|thread|history",
                  flags=0)
_HINTS = ("messag", "mensa", "nachricht", "сообщени", "mesaj", "pesan", "tin nh", "bericht",
          "wiadomo", "消息", "メッセージ", "메시지", "记录", "sais", "sabes", "sabe", "weißt",
          "sai ",
          "знае", "bildiğin", "ketahui", "biết", "weet", "wiesz", "知道", "知って", "알고", "아는",
          "savez", "sait", "consignes", "directives", "règles", "directrices", "reglas",
          "indicaciones",
          "diretrizes", "regras", "orientações", "system", "direttive", "regole", "linee guida",
          "системн")


def detect(lowered: str, param: str | None, tool: str | None) -> Hit | None:
    """A property's text naming the model's own conversation, knowledge or setup as its value."""
    if param is None or not any(hint in lowered for hint in _HINTS):
        return None
    if tool is not None and _CHAT_TOOL.search(tool.lower()) is not None:
        return None
    for pattern in (_RECENT, _KNOWN, _OWN_SETUP):
        found = pattern.search(lowered)
        if found is not None:
            if _SPARED.search(lowered) is not None:
                return None
            return Hit(found.start(), found.end(),
                       "asks for the model's own conversation, what it knows about the user or "
                       "its own instructions as the property's value")
    return None
