"""(b) A wallet's secret asked for a purpose that needs only its public side (recall65b).

The judgment behind "your 12-word recovery phrase, to verify eligibility for the airdrop", "proof
of ownership: the private key of the address", "pega tu frase semilla para vincular la billetera
a tu perfil", in any words: a seed or recovery phrase, a mnemonic, a wallet's private key or
keystore (the secret that spends everything the wallet holds) is asked into the call, and the
reason given is one that a public address or a signature answers (verifying or proving
ownership, eligibility, an airdrop, a claim, a rebate or refund, an allowlist, linking or syncing
the wallet, showing its NFTs, balances or portfolio, an anti-abuse or KYC check, support).
No service needs the secret for any of these: it is the wallet drainer's oldest lure.

Honest near-misses: a wallet tool restoring or importing from the phrase the user supplies ("the
mnemonic to restore, kept in the local keystore"), a signer taking the key to sign (a signature
is how ownership is proved: "sign", "signature" spare the statement), a validator checking a
phrase's words or checksum, a generator that shows a new phrase to the user, a warning that
never asks ("we will never ask for your seed phrase to verify your wallet").
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit, first_statement_hit
from mcpcheck.checks.lint.attacks.lazy import lazy

_SECRET = lazy(
    r"(?<!\w)(?:(?:secret\s+)?(?:seed|recovery|backup|mnemonic|wallet)\s+(?:phrase|words)s?"
    r"|mnemonics?|(?:12|24|twelve|twenty[\s-]four)[\s-]words?(?:\s+(?:phrase|seed|backup))?"
    r"|(?:wallet'?s?\s+|account'?s?\s+|the\s+address'?s?\s+|your\s+|their\s+|the\s+user'?s\s+)"
    r"(?:private|secret|signing)\s+keys?|private\s+keys?\s+of\s+(?:the|your|their|this)\s+"
    r"(?:wallet|address|account)|keystore\s+(?:json|file|password)|xprv|extended\s+private\s+key"
    r"|frases?\s+(?:semilla|de\s+recuperaci[oó]n|secreta|mnem[oó]nica)|semilla\s+de\s+\d+"
    r"|palabras\s+(?:semilla|de\s+recuperaci[oó]n)|clave\s+privada|llave\s+privada"
    r"|frases?\s+(?:semente|de\s+recupera[cç][aã]o|secreta|mnem[oô]nica)|chave\s+privada"
    r"|palavras[\s-](?:semente|de\s+recupera[cç][aã]o)"
    r"|phrases?\s+(?:de\s+r[ée]cup[ée]ration|secr[eè]te|mn[ée]monique|de\s+r[ée]cup)"
    r"|mots\s+de\s+r[ée]cup[ée]ration|cl[ée]\s+priv[ée]e"
    r"|wiederherstellungs(?:phrase|sätze|satz|wörter)|seed[\s-]phrase|privat\w*\s+schlüssel"
    r"|fras[ei]\s+(?:di\s+recupero|seed|segreta|mnemonica)|parole\s+di\s+recupero|chiave\s+privata"
    r"|сид[\s-]?фраз\w*|seed[\s-]?фраз\w*|мнемоническ\w*\s+фраз\w*|фраз\w*\s+восстановлени\w*"
    r"|секретн\w*\s+фраз\w*|(?:приватн|закрыт)\w*\s+ключ\w*"
    r"|kurtarma\s+(?:ifade|cümle)\w*|gizli\s+anahtar\w*|özel\s+anahtar\w*"
    r"|frasa\s+(?:pemulihan|benih|rahasia)|kunci\s+pribadi"
    r"|cụm\s+từ\s+(?:khôi\s+phục|hạt\s+giống|bí\s+mật)|khóa\s+riêng(?:\s+tư)?"
    r"|fraz\w*\s+(?:odzyskiwania|seed)|klucz\w*\s+prywatn\w*|herstelzin|privésleutel"
    r"|निजी\s+कुंजी|रिकवरी\s+फ्रेज़|عبارة\s+(?:الاسترداد|الاسترجاع)|المفتاح\s+الخاص)(?!\w)"
    r"|助记词|私钥|恢复短语|种子短语|シードフレーズ|リカバリーフレーズ|秘密鍵|ニーモニック|復元フレーズ"
    r"|시드\s*(?:구문|문구)|복구\s*(?:구문|문구)|개인\s*키|니모닉")
# a reason a public address or a signature answers
_PUBLIC_PURPOSE = lazy(
    r"(?<!\w)(?:verif(?:y|ies|ied|ying|ication)|validat(?:e|ion)\s+(?:your\s+|the\s+)?(?:wallet"
    r"|account|ownership|identity|eligibility)|proof|prove|ownership|eligib\w+|airdrops?|claims?"
    r"|claiming|rebates?|refunds?|rewards?|allow-?list\w*|white-?list\w*|link(?:ing)?|connect(?:ing)?"
    r"|sync\w*|display(?:ing)?|show(?:ing)?|portfolio|balances?|nfts?|anti[\s-]?(?:abuse|bot|fraud"
    r"|sybil)|kyc|support\s+ticket|unlock\w*|rectif\w+|whitelist\w*"
    r"|verific\w+|comprob\w+|propiedad|elegib\w+|reclam\w+|reembols\w+|recompens\w+|vincul\w+"
    r"|sincroniz\w+|mostrar|saldo\w*|prueba|prova|comprovar|reivindic\w+|v[ée]rifi\w+|preuve"
    r"|propri[ée]t[ée]|[ée]ligib\w+|r[ée]clam\w+|rembours\w+|r[ée]compens\w+|lier|associer"
    r"|synchronis\w+|afficher|solde|überprüf\w+|verifizier\w+|nachweis|eigentum|berechtig\w+"
    r"|anspruch|erstattung|belohnung|verknüpf\w+|synchronisier\w+|anzeigen|kontostand|verific\w+"
    r"|propriet[àa]|idoneit[àa]|rimbors\w+|ricompens\w+|collegare|sincronizz\w+|проверк\w+"
    r"|провер\w+|подтвержд\w+|владени\w+|аирдроп\w*|эйрдроп\w*|возврат\w*|награ\w+|привяз\w+"
    r"|синхрониз\w+|баланс\w*|doğrula\w*|sahiplik|uygunluk|ödül\w*|iade|bağla\w*|verifikasi"
    r"|kepemilikan|kelayakan|hadiah|tautkan|xác\s+minh|quyền\s+sở\s+hữu|đủ\s+điều\s+kiện"
    r"|weryfikac\w+|własnoś\w+|zwrot\w*|nagrod\w+|verifieer\w*|eigendom)(?!\w)"
    r"|验证|核实|所有权|资格|空投|领取|奖励|退款|返还|绑定|同步|余额|検証|確認|所有権|資格|エアドロップ"
    r"|請求|報酬|返金|連携|同期|残高|인증|검증|소유권|자격|에어드롭|청구|보상|환불|연동|동기화|잔액")
# how ownership is honestly proved, or what a wallet tool honestly does with its own secret
_HONEST = lazy(
    r"(?<!\w)(?:sign(?:s|ed|ing|ature|atures|er)?|firm\w+|assin\w+|signe\w*|signier\w*|подпис\w*"
    r"|imza\w*|ký|podpis\w*|restor\w+|import\w*|recover(?:y\s+tool|ing\s+the\s+wallet)"
    r"|restaur\w+|importa\w*|wiederherstell\w+|importier\w+|ripristin\w+|восстанов\w+"
    r"|импорт\w*|checksum|bip-?39\s+(?:word|list|checksum)|generat\w+|derive[sd]?|deriv\w+"
    r"|local(?:ly)?|never\s+leaves?|stays?\s+on|offline|valid|invalid|wordlist|word\s+list"
    # a scanner or a lesson about the lure, not the lure
    r"|phishing|scams?|drainers?|lures?|warn\w*|detect\w*|flags?|flagged|classif\w*"
    r"|asking\s+for|asks\s+for|requests\s+for)(?!\w)"
    r"|签名|署名|서명|导入|恢复|インポート|복원|钓鱼|詐欺|피싱")
_REFUSED = lazy(r"(?<!\w)(?:never|not|don'?t|do\s+not|no\s+one|nobody|nunca|jamais|nie|niemals"
                r"|nicht|mai|не|никогда|ne|non|não|nadie|personne|without|sans|sin|sem|ohne"
                r"|senza|asla|tidak|jangan|không)(?!\w)|绝不|不要|从不|決して|しません|절대")
_NEAR = 160  # characters between the secret and the reason it is asked for
_STATEMENT = lazy(r"[^.!?;。！？；\n]+(?:\.(?=[\w/\\*])[^.!?;。！？；\n]*)*")
_HINTS = ("seed", "recovery", "backup", "mnemonic", "phrase", "words", "private", "secret",
          "signing", "keystore", "xprv", "frase", "semilla", "clave", "llave", "palabras",
          "chave", "palavras", "phrase", "clé", "cle ", "mots", "wiederherstell", "schlüssel",
          "frasi", "parole", "chiave", "сид", "фраз", "ключ", "kurtarma", "anahtar", "frasa",
          "kunci", "cụm", "khóa", "fraz", "klucz", "herstelzin", "privésleutel", "कुंजी",
          "फ्रेज़", "عبارة", "المفتاح", "助记词", "私钥", "短语", "フレーズ", "秘密鍵",
          "ニーモニック", "시드", "복구", "개인", "니모닉")


def _quoted(before: str) -> bool:
    """Inside a quotation (a lure quoted as data to classify, not asked)."""
    return (before.count('"') % 2 == 1 or before.count("“") > before.count("”")
            or before.count("«") > before.count("»") or before.count("「") > before.count("」"))


def _asked(statement: str) -> tuple[int, int] | None:
    if _HONEST.search(statement) is not None or _REFUSED.search(statement) is not None:
        return None
    for secret in _SECRET.finditer(statement):
        if _quoted(statement[:secret.start()]):
            continue
        left, right = max(0, secret.start() - _NEAR), secret.end() + _NEAR
        if _PUBLIC_PURPOSE.search(statement, left, right) is not None:
            return secret.start(), secret.end()
    return None


def detect(lowered: str) -> Hit | None:
    """The first statement asking for a wallet's secret for a reason its public side answers."""
    return first_statement_hit(lowered, _HINTS, _STATEMENT, _asked,
                               "asks for a wallet's seed phrase or private key for a purpose "
                               "that needs only its public address or a signature")
