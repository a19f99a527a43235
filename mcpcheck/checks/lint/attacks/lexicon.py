"""The words of the attack concepts, per language: one table that generates both the regular
expressions the detectors search with and the gate words that let a text skip them.

A concept ("ignore", "earlier", "instructions", "the user", "do not", ...) lists its word forms
per language. A form is lowercase text; a space matches any run of whitespace; a trailing `*`
lets the word go on (`ignor*` matches "ignorez", "ignorieren"). Forms of Latin, Cyrillic, Greek
and Turkish words match whole words; forms in scripts written without spaces or with attached
particles (Chinese, Japanese, Korean, Arabic, Hindi) match anywhere.

The languages: English, and the ten most used languages of web content and web users besides
it (Chinese, Spanish, Arabic, Portuguese, Indonesian, French, Japanese, Russian, German), with
Korean, Italian, Turkish, Dutch, Polish and Hindi. `LANGUAGES` lists them; every concept used by
a multilingual rule covers each of them (tests/checks/lint/test_lexicon.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

LANGUAGES = ("en", "zh", "es", "ar", "pt", "id", "fr", "ja", "ru", "de", "ko", "it", "tr", "nl",
             "pl", "hi")
_UNSPACED = frozenset(("zh", "ja", "ko", "ar", "hi"))


@dataclass(frozen=True)
class Concept:
    id: str
    words: Mapping[str, tuple[str, ...]]
    note: str = ""
    _cache: dict[str, object] = field(default_factory=dict, compare=False, repr=False)

    def forms(self, langs: frozenset[str] | None = None) -> list[tuple[str, str]]:
        return [(lang, form) for lang, forms in self.words.items()
                if langs is None or lang in langs for form in forms]

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return compile_forms(self.forms())

    @cached_property
    def ascii_words(self) -> frozenset[str]:
        """The first word of every ASCII form without a stem: a text that has none of them (and
        no ASCII stem) cannot hold the concept in ASCII."""
        return frozenset(form.split()[0] for _, form in self.forms()
                         if form.isascii() and "*" not in form.split()[0])

    @cached_property
    def ascii_stems(self) -> tuple[str, ...]:
        return tuple(form.split()[0].rstrip("*") for _, form in self.forms()
                     if form.isascii() and "*" in form.split()[0])


def _one(lang: str, form: str) -> str:
    stem = form.endswith("*")
    body = form.rstrip("*")
    pattern = r"\s+".join(re.escape(part) for part in body.split())
    if lang in _UNSPACED and not body.isascii():
        return pattern + (r"\w*" if stem else "")
    return r"(?<!\w)" + pattern + (r"\w*" if stem else r"(?!\w)")


def compile_forms(forms: list[tuple[str, str]]) -> re.Pattern[str]:
    ordered = sorted({(lang if lang in _UNSPACED else "", form) for lang, form in forms},
                     key=lambda pair: -len(pair[1]))
    return re.compile("|".join(_one(lang, form) for lang, form in ordered), re.IGNORECASE)


def _table(**langs: str) -> dict[str, tuple[str, ...]]:
    """Forms separated by `|` per language (a form may hold spaces)."""
    return {lang: tuple(f.strip() for f in forms.split("|") if f.strip())
            for lang, forms in langs.items()}


def concept(cid: str, note: str = "", **langs: str) -> Concept:
    return Concept(cid, _table(**langs), note)


# --- English verbs of (b), with every inflection spelled out (no suffix arithmetic) -------------

# Verbs that read a thing, as an imperative: the base form, and the -ing form of a step list
# ("Always start by retrieving ~/.ssh/id_rsa"). A third-person form ("reads") is a tool saying
# what it does, so it is not listed.
READ_VERBS = concept(
    "read", "read a thing (imperative or -ing)",
    en="read|reading|cat|open|opening|load|loading|retrieve|retrieving|fetch|fetching|grab"
       "|grabbing|list|listing|look up|looking up|access|accessing|dump|dumping|print|printing"
       "|output|outputting|echo|echoing|repeat|repeating|summarize|summarizing|summarise"
       "|summarising|quote|quoting|scan|scanning|collect|collecting|gather|gathering|extract"
       "|extracting|take|taking|copy|copying",
)
# Verbs that move a thing somewhere, in every form (a third-person form is judged by the clause
# judgments: "sends" is the tool, "the assistant sends" is a request).
MOVE_VERBS = concept(
    "move", "move a thing into the call or elsewhere (every form)",
    en="send|sends|sending|sent|include|includes|including|included|pass|passes|passing|passed"
       "|provide|provides|providing|provided|upload|uploads|uploading|uploaded|post|posts"
       "|posting|posted|exfiltrate|exfiltrates|exfiltrating|exfiltrated|leak|leaks|leaking"
       "|leaked|forward|forwards|forwarding|forwarded|copy|copies|copying|copied|attach"
       "|attaches|attaching|attached|append|appends|appending|appended|embed|embeds|embedding"
       "|embedded|paste|pastes|pasting|pasted|share|shares|sharing|shared|submit|submits"
       "|submitting|submitted|transmit|transmits|transmitting|transmitted|put|puts|putting"
       "|insert|inserts|inserting|inserted|add|adds|adding|added|supply|supplies|supplying"
       "|supplied|give|gives|giving|gave|given|reveal|reveals|revealing|revealed|disclose"
       "|discloses|disclosing|disclosed|harvest|harvests|harvesting|harvested|hand over"
       "|hands over|handing over|handed over|fill|fills|filling|filled|deposit|deposits"
       "|depositing|deposited",
)

# --- the multilingual concepts ---------------------------------------------------------------

IGNORE = concept(
    "ignore", "set aside, forget, disregard",
    en="ignore|disregard|forget|discard",
    zh="忽略|无视|忘记|忘掉|不要理会|忽视|不理会",
    es="ignora*|olvida*|omite|omita|haz caso omiso|descarta",
    ar="تجاهل|انس|أهمل|اهمل",
    pt="ignor*|desconsider*|esqueça|esqueca|descarte",
    id="abaikan|lupakan|acuhkan",
    fr="ignor*|oubli*|fais abstraction|faites abstraction|ne tenez pas compte|ne tiens pas compte",
    ja="無視|忘れ",
    ru="игнорир*|проигнорир*|забудь*|забудьте|не обращай внимания|отбрось*",
    de="ignorier*|vergiss|vergessen sie|missacht*|verwirf",
    ko="무시|잊어|잊으",
    it="ignora*|dimentica*|trascura*|non considerare",
    tr="yok say*|görmezden gel*|unut*|dikkate alma*",
    nl="negeer*|vergeet*",
    pl="zignoruj*|ignoruj*|zapomnij*",
    hi="अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल जाओ|भूल जाएं",
)
GUIDANCE = concept(
    "guidance", "instructions, rules, directions the model was given",
    en="instructions|instruction|guidelines|rules|directions|guidance|directives|prompts",
    zh="指令|指示|说明|规则|提示|要求|设定|限制",
    es="instrucciones|instrucción|indicaciones|reglas|directrices|normas|órdenes|configuración",
    ar="التعليمات|تعليمات|الأوامر|أوامر|القواعد|الإرشادات",
    pt="instruções|instrucoes|instrução|regras|diretrizes|orientações|ordens|configuração",
    id="instruksi|petunjuk|aturan|perintah",
    fr="consignes|consigne|instructions|instruction|règles|directives|indications|configuration",
    ja="指示|命令|ルール|指令|設定|制約",
    ru="инструкци*|указани*|правил*|директив*|распоряжени*|ограничени*",
    de="anweisung*|regeln|richtlinie*|vorgaben|instruktion*|befehle|systemprompt*",
    ko="지시|지침|명령|규칙|설명",
    it="istruzion*|regole|direttive|indicazioni|configurazion*",
    tr="talimat*|kural*|yönerge*|direktif*",
    nl="instructies|regels|richtlijnen",
    pl="instrukcj*|polece*|zasad*|wytyczn*",
    hi="निर्देश|नियम|आदेश",
)
PRIOR = concept(
    "prior", "earlier, previous, received before",
    en="previous|prior|earlier|preceding|above",
    zh="之前|以前|先前|此前|上面|前面|早先",
    es="anterior*|previ*|recibidas|recibiste|antes|inicial",
    ar="السابقة|سابقة|السابق|سابق|تلقيتها",
    pt="anterior*|prévi*|recebidas|originais|original",
    id="sebelumnya|terdahulu",
    fr="précédent*|antérieur*|auparavant|reçues|avant",
    ja="以前|これまで|前の|先の|今まで|与えられた",
    ru="предыдущ*|прежн*|ранее|до этого|прошл*|системн*",
    de="vorherig*|bisherig*|früher*|vorangegangen*|obig*|übrigen",
    ko="이전|앞의|기존|지금까지|시스템",
    it="precedent*|ricevute",
    tr="önceki|daha önce*|önceden",
    nl="vorige|eerdere|voorgaande",
    pl="poprzedni*|wcześniejsz*",
    hi="पिछले|पिछली|पहले",
)
ALL = concept(
    "all", "all of them",
    en="all|every|any",
    zh="所有|全部|一切",
    es="todas|todos|toda|todo",
    ar="جميع|كل",
    pt="todas|todos|toda|tudo",
    id="semua|seluruh",
    fr="toutes|tous|toute|tout",
    ja="すべて|全て|全部",
    ru="все|всех|всё|весь|вся",
    de="alle|allen|aller|sämtliche*",
    ko="모든|모두|전체",
    it="tutte|tutti|tutto",
    tr="tüm|bütün|hepsi*",
    nl="alle",
    pl="wszystk*",
    hi="सभी|सब|सारे",
)
NEG = concept(
    "neg", "a negation or a 'without'",
    en="do not|don't|never|without|must not|should not",
    zh="不要|别|切勿|不得|不可|勿|绝对不|无需|不需要|不必|无须|不用"
       "|避免|禁止|不准|不许|没必要",
    es="no|nunca|jamás|sin"
       "|evita|evite|evitar|abstente|abstenerse|prohibido|prohibida|no hace falta",
    ar="لا|دون|بدون|لا حاجة"
       "|تجنب|يمنع|ممنوع|يحظر|امتنع",
    pt="não|nao|nunca|jamais|sem"
       "|evite|evitar|proibid*|abstenha-se",
    id="jangan|tanpa|tidak perlu|tak perlu"
       "|hindari|dilarang|tidak usah|tak usah|tidak boleh",
    fr="ne|n'*|jamais|sans|pas"
       "|évite|évitez|éviter|interdit*|abstiens-toi|abstenez-vous|nul besoin|aucun besoin",
    ja="ないで|せず|ずに|なく|不要|しないで"
       "|禁止|避け|控え|必要はありません|必要ありません",
    ru="не|никогда|без"
       "|избега*|запрещ*|воздерж*|нельзя|не нужно|не надо|незачем|ни в коем случае",
    de="nicht|nichts|nie|niemals|ohne|kein*"
       "|vermeide|vermeiden|verboten|untersagt|unterlasse|unterlassen|keinesfalls|auf keinen fall",
    ko="말고|마세요|마십시오|말아|없이|않"
       "|금지|피하|하지 마",
    it="non|mai|senza"
       "|evita|evitare|vietat*|proibit*|astieniti|astenersi",
    tr="asla|sormadan|söyleme|isteme|sorma|bildirme|bahsetme|gerek yok|gerekmez|olmadan"
       "|yasak*|kaçın*|anlatma|haberdar etme",
    nl="niet|niets|nooit|zonder"
       "|vermijd*|verboden|hoeft niet|geen",
    pl="nie|nigdy|bez"
       "|unikaj*|zabronion*|nie wolno|powstrzymaj się",
    hi="मत|न करें|बिना|नहीं"
       "|टालें|वर्जित|मना",
)
TELL = concept(
    "tell", "tell, mention, inform, reveal",
    en="tell|inform|mention|notify|reveal|disclose|surface|let",
    zh="告诉|告知|提及|提到|透露|通知|说出"
       "|知道|得知|知晓|提起|泄露|展示给|显示给",
    es="digas|diga|decir|decirle|menciones|mencione|mencionar|informes|informe|informar"
       "|avises|avise|avisar|reveles|revele|contar|cuentes"
       "|comentes|comente|comentar|comentarle|hables|hable|hablar|revelar|sepa|se entere"
       "|informarle|contarle|avisarle",
    ar="تخبر|تخبري|تذكر|تبلغ|تعلم|تُعلم|تخبره"
       "|تكشف|تطلع|يعرف|يعلم|تشير",
    pt="conte|contar|diga|dizer|mencione|mencionar|informe|informar|avise|avisar|revele"
       "|comente|comentar|fale|falar|saiba|revelar|informá-lo|avisá-lo",
    id="beri tahu|beritahu|memberi tahu|sebut*|katakan|informasikan"
       "|beritahukan|ungkapkan|mengungkapkan|memberitahu*|menyebut*",
    fr="dites|dis|dire|mentionn*|inform*|signal*|révél*|préven*|préviens"
       "|évoqu*|d'évoqu*|d'inform*|avert*|d'avertir|parle|parlez|parler|d'en parler|en parler"
       "|sache|sachent|fais part|faites part|apprenne",
    ja="伝え|言わ|知らせ|教え|触れ|言及"
       "|知られ|知ら|話さ|話し|明か|開示",
    ru="сообща*|сообщи*|говори*|скажи*|упомина*|упомян*|рассказ*|информир*"
       "|знал*|узнал*|узнать|раскрыва*|раскрой*",
    de="sag*|erwähn*|informier*|mitteil*|verrat*|benachrichtig*"
       "|erfahren|erfährt|mitbekomm*|erzähl*|offenleg*|hinweis*",
    ko="알리|말하|알려|언급|말씀"
       "|알게|알아채|밝히|드러내",
    it="dire|dici|dica|menzion*|inform*|avvis*|rivel*"
       "|parlar*|parla|accenn*|sappia|far sapere|riferi*|segnal*",
    tr="söyle*|bildir*|bahset*|haber ver*"
       "|anlat*|açıkla*|haberdar*",
    nl="vertel*|meld*|noem*"
       "|zeg*|vermeld*|onthul*|informeer*|op de hoogte",
    pl="mów*|powiedz*|informuj*|wspominaj*|wspomnij*"
       "|ujawni*|dowiedzia*|dowie",
    hi="बताएं|बताओ|बताना|बताएँ|उल्लेख"
       "|ज़िक्र|जिक्र|पता न चले|बताइए",
)
USER = concept(
    "user", "the user",
    en="user|users|human",
    zh="用户|使用者",
    es="usuario*",
    ar="المستخدم|مستخدم|للمستخدم",
    pt="usuário*|usuario*|utilizador*",
    id="pengguna",
    fr="utilisateur*|l'utilisateur*",
    ja="ユーザー|利用者|ユーザ",
    ru="пользовател*",
    de="nutzer*|benutzer*|anwender*",
    ko="사용자|유저",
    it="utente*|l'utente*",
    tr="kullanıcı*",
    nl="gebruiker*",
    pl="użytkownik*",
    hi="उपयोगकर्ता",
)
CONFIRM = concept(
    "confirm", "confirmation, asking first, approval",
    en="confirmation|confirm|confirming|approval|permission|consent",
    zh="确认|询问|批准|许可|征求",
    es="confirmación|confirmacion|confirmar|preguntar*|pregunta|permiso|aprobación|consentimiento",
    ar="تأكيد|موافقة|إذن|تسأل|استئذان",
    pt="confirmação|confirmacao|confirmar|pergunt*|permissão|aprovação|consentimento",
    id="konfirmasi|persetujuan|izin|bertanya|menanyakan",
    fr="confirmation|confirmer|question*|demander|permission|approbation|validation",
    ja="確認|承認|許可|尋ね|聞か",
    ru="подтвержд*|спрашива*|спросить|разрешени*|согласи*",
    de="bestätig*|frag*|rückfrage*|genehmigung*|erlaubnis|zustimmung",
    ko="확인|승인|허락|물어|묻지|동의",
    it="conferm*|chied*|chiedere|permesso|approvazione|consenso",
    tr="onay*|sorma*|izin*",
    nl="bevestig*|toestemming|vragen|goedkeuring",
    pl="potwierdz*|zgod*|pyta*|zapyta*",
    hi="पुष्टि|अनुमति|पूछ",
)
APPROVED = concept(
    "approved", "approved, authorised, agreed (a state)",
    en="approved|authorized|authorised|pre-approved|preapproved",
    zh="批准|授权|同意|许可"
       "|已同意|已授权|已批准|同意过",
    es="autorizad*|aprobad*|aceptad*|consentid*"
       "|ha aceptado|ha dado su consentimiento|dio su consentimiento|consintió|dio su visto bueno"
       "|luz verde",
    ar="تمت الموافقة|موافق عليه|مصرح|معتمد|وافق"
       "|وافق مسبقا|أعطى موافقته|منح الإذن",
    pt="autorizad*|aprovad*|concordou|consentiu|aceit*"
       "|deu consentimento|deu seu consentimento|deu autorização|sinal verde|deu o aval",
    id="disetujui|diizinkan|diotorisasi"
       "|telah menyetujui|sudah menyetujui|memberi izin|sudah mengizinkan",
    fr="validé*|approuvé*|autorisé*|accepté*|consenti*"
       "|a donné son accord|donné son accord|a consenti|a accepté|feu vert|a validé",
    ja="承認済|許可済|承認され|承認して|同意済"
       "|同意し|許可し|承諾",
    ru="одобрен*|разрешен*|подтвержден*|согласован*|авторизован*"
       "|дал согласие|дал разрешение|согласился|согласилась|зелёный свет|одобрил*",
    de="genehmigt|freigegeben|autorisiert|bestätigt|zugestimmt|erlaubt"
       "|eingewilligt|hat zugestimmt|einverstanden|freigabe erteilt|grünes licht|genehmigt*",
    ko="승인되|승인됨|승인했|허가되|동의했|허락했"
       "|동의|허가했",
    it="autorizzat*|approvat*|acconsentito|consentit*"
       "|ha acconsentito|ha dato il consenso|dato il suo consenso|via libera",
    tr="onaylanmış*|onaylandı|onaylanmıştır|izin verilmiş*"
       "|onay verdi|izin verdi|onaylamıştır|onayladı",
    nl="goedgekeurd|toegestaan|geautoriseerd"
       "|heeft ingestemd|toestemming gegeven|akkoord gegeven|ingestemd",
    pl="zatwierdzon*|zaakceptowan*|autoryzowan*"
       "|wyraził zgodę|wyraziła zgodę|zgodził się|zgodziła się",
    hi="अनुमोदित|स्वीकृत|मंज़ूर"
       "|सहमति दे दी|अनुमति दे दी|सहमति दी",
)
ALREADY = concept(
    "already", "already, in advance",
    en="already|in advance|ahead of time|beforehand",
    zh="已|已经|预先|事先"
       "|提前|一次性|在配置时|永久",
    es="ya|de antemano|previamente|por adelantado"
       "|desde el principio|para siempre|de una vez por todas|en la configuración|de forma general",
    ar="مسبقا|مسبقاً|بالفعل|سبق"
       "|مرة واحدة|بشكل عام|عند الإعداد",
    pt="já|antecipadamente|previamente"
       "|de uma vez por todas|na configuração|de forma geral|para sempre",
    id="sudah|telah"
       "|sejak awal|saat penyiapan|di muka|untuk selamanya",
    fr="déjà|d'avance|à l'avance|préalablement"
       "|une fois pour toutes|par avance|lors de l'installation|lors de la configuration"
       "|de manière générale",
    ja="すでに|既に|事前|済み"
       "|あらかじめ|一括で|包括的に|セットアップ時",
    ru="уже|заранее|предварительно"
       "|раз и навсегда|при настройке|заблаговременно|навсегда",
    de="bereits|schon|vorab|im voraus"
       "|im vorfeld|pauschal|generell|ein für alle mal|bei der einrichtung",
    ko="이미|미리|사전에"
       "|일괄|포괄적으로|설정 시",
    it="già|in anticipo|preventivamente"
       "|una volta per tutte|in fase di configurazione|preventivament*",
    tr="önceden|zaten|peşinen"
       "|baştan|kurulum sırasında|kalıcı olarak",
    nl="al|vooraf|reeds"
       "|eens en voor altijd|bij de installatie|voor altijd",
    pl="już|wcześniej"
       "|z góry|raz na zawsze|przy konfiguracji",
    hi="पहले से|पहले ही"
       "|एक बार में|हमेशा के लिए",
)
READ = concept(
    "read-any", "read or open (an imperative, any language)",
    zh="读取|读|打开|获取|查看",
    es="lee|lea|leer|abre|abra|obtén|obtenga|recupera",
    ar="اقرأ|افتح|اقرا",
    pt="leia|ler|abra|obtenha|recupere|lido",
    id="baca|buka|ambil",
    fr="lis|lisez|lire|ouvre|ouvrez|récupère|récupérez|récupérer",
    ja="読み|読んで|開い|取得",
    ru="прочитай*|прочти*|прочитать|считай|открой*",
    de="lies|lesen|öffne|hole",
    ko="읽어|읽고|열어|가져와",
    it="leggi|leggere|apri|recupera",
    tr="oku*",
    nl="lees|open",
    pl="przeczytaj|odczytaj|otwórz",
    hi="पढ़ें|पढ़ो|खोलें",
)
PUT = concept(
    "put-any", "put, paste, copy, send, include (an imperative, any language)",
    zh="放入|填入|填写|粘贴|附加|发送|提交|写入|放到|放在|复制|附上",
    es="pon|ponga|pásal*|pasa|pase|envía*|envia*|envíe|añade|añada|incluye|incluya|copia|pega"
       "|adjunta|escribe|mete",
    ar="ضع|أرسل|ارسل|أضف|انسخ|الصق|ضعه|ضعها",
    pt="coloque|coloca|envie|envia|inclua|cole|passe|anexe|copie|escreva",
    id="masukkan|kirim*|tempel*|sertakan|salin",
    fr="mets|mettez|ajout*|insér*|envoie*|envoyez|transmet*|colle*|inclu*|joins|joignez"
       "|recopi*|copi*|placez|place-le|placer|joindre",
    ja="入れ|貼り付け|送信|添付|記入|コピー|送っ|渡し|渡す",
    ru="вставь*|передай*|отправь*|помести*|включи*|добавь*|скопируй*|перешли*",
    de="füg*|übergib|übergeben|sende*|schick*|gib|kopier*|häng*|einfüg*",
    ko="넣어|붙여|보내|첨부|입력|복사",
    it="inserisci|metti|invia|includi|incolla|copia*|allega",
    tr="yaz|koy|ekle|gönder*|yapıştır*|kopyala*",
    nl="plak|stuur|voeg|zet|kopieer",
    pl="wklej|wyślij|dodaj|umieść|skopiuj",
    hi="डालें|भेजें|जोड़ें|चिपकाएं",
)
HERE = concept(
    "here", "here, in this field",
    zh="此字段|这个字段|该字段|本字段|此处|这里|此参数",
    es="aquí|aqui|este campo|en el campo",
    ar="هنا|هذا الحقل|الحقل",
    pt="aqui|este campo|neste campo|no campo",
    id="di sini|kolom ini",
    fr="ici|ce champ|dans le champ",
    ja="この引数|このフィールド|ここに|この欄",
    ru="сюда|здесь|этом поле|это поле|в поле",
    de="hier|dieses feld|im feld|in das feld",
    ko="여기|이 인수|이 필드|이 항목",
    it="qui|questo campo|nel campo",
    tr="bu alana|buraya|bu alan",
    nl="hier|dit veld",
    pl="tutaj|to pole|w polu",
    hi="यहाँ|यहां|इस फ़ील्ड",
)
CONVERSATION = concept(
    "conversation", "the conversation with the user",
    zh="对话|会话|聊天记录|聊天内容",
    es="conversación|conversacion|el chat|diálogo",
    ar="المحادثة|محادثة|الدردشة",
    pt="conversa|conversação|diálogo",
    id="percakapan|obrolan",
    fr="conversation|échanges|l'échange",
    ja="会話|チャット|やり取り|やりとり",
    ru="диалог*|переписк*|разговор*",
    de="chatverlauf|gesprächsverlauf|unterhaltung|konversation|gespräch*",
    ko="대화|채팅",
    it="conversazion*|chat",
    tr="sohbet*|konuşma*",
    nl="gesprek*|chatgeschiedenis",
    pl="rozmow*",
    hi="बातचीत|वार्तालाप",
)
SYSTEM_PROMPT = concept(
    "system-prompt", "the system prompt or instructions the model was given",
    en="system prompt",
    zh="系统提示|系统提示词|系统指令",
    es="instrucciones de sistema|instrucciones del sistema|prompt del sistema|prompt de sistema",
    ar="موجه النظام|تعليمات النظام",
    pt="prompt do sistema|instruções do sistema|prompt de sistema",
    id="prompt sistem|instruksi sistem",
    fr="prompt système|instructions système|instructions de système|consignes système"
       "|message système",
    ja="システムプロンプト|システム指示",
    ru="системн* промпт*|системн* инструкц*|системн* подсказ*",
    de="systemprompt|system-prompt|systemanweisung*",
    ko="시스템 프롬프트|시스템 지침",
    it="prompt di sistema|istruzioni di sistema",
    tr="sistem istemi|sistem talimat*|sistem promptu",
    nl="systeemprompt",
    pl="prompt systemowy|instrukcje systemowe",
    hi="सिस्टम प्रॉम्प्ट",
)
TOOL_RESULTS = concept(
    "tool-results", "other tools' results",
    zh="工具结果|工具的结果|工具返回",
    es="resultados de las herramientas|resultados de herramientas",
    ar="نتائج الأدوات",
    pt="resultados das ferramentas",
    id="hasil alat",
    fr="résultats des outils",
    ja="ツールの結果|ツール結果",
    ru="результаты инструментов",
    de="werkzeugergebnisse|ergebnisse der werkzeuge|tool-ergebnisse",
    ko="도구 결과|도구의 결과|호출 결과",
    it="risultati degli strumenti",
    tr="araç sonuçları",
    nl="toolresultaten",
    pl="wyniki narzędzi",
    hi="टूल के परिणाम",
)
ENV_VARS = concept(
    "env-vars", "environment variables",
    zh="环境变量",
    es="variables de entorno",
    ar="متغيرات البيئة",
    pt="variáveis de ambiente",
    id="variabel lingkungan",
    fr="variables d'environnement",
    ja="環境変数",
    ru="переменные окружения|переменные среды|переменных окружения",
    de="umgebungsvariable*",
    ko="환경 변수|환경변수",
    it="variabili d'ambiente|variabili di ambiente",
    tr="ortam değişken*",
    nl="omgevingsvariabelen",
    pl="zmienne środowiskowe",
    hi="एनवायरनमेंट वेरिएबल",
)
OTHER_TOOL = concept(
    "other-tool", "any other tool, or a tool by category",
    zh="其他工具|任何工具|任何其他工具|别的工具"
       "|每个工具|所有工具|各个工具|任何发送|其他所有工具"
       "|发送邮件的工具|发邮件的工具|邮件工具|支付工具|付款工具|转账工具|发送消息的工具",
    es="cualquier herramienta|otra herramienta|otras herramientas|la herramienta"
       "|todas las herramientas|cada herramienta|cualquier otra herramienta"
       "|herramientas de pago|herramientas de transferencia|herramientas de correo"
       "|herramientas de envío|herramienta de pago|herramienta de correo",
    ar="أي أداة|أداة أخرى|الأدوات الأخرى"
       "|كل أداة|جميع الأدوات"
       "|أدوات الدفع|أدوات البريد",
    pt="qualquer ferramenta|outra ferramenta|outras ferramentas|a ferramenta"
       "|todas as ferramentas|cada ferramenta"
       "|ferramentas de pagamento|ferramentas de e-mail|ferramentas de envio"
       "|ferramentas de transferência",
    id="alat lain|alat apa pun"
       "|setiap alat|semua alat"
       "|alat pembayaran|alat email|alat transfer",
    fr="tout outil|autre outil|autres outils|l'outil"
       "|chaque outil|tous les outils"
       "|outils de paiement|outils de virement|outils d'envoi|outils de messagerie"
       "|outil de paiement|outil de messagerie",
    ja="他のツール|ほかのツール|別のツール"
       "|すべてのツール|各ツール|全てのツール"
       "|メール送信ツール|支払いツール|送金ツール",
    ru="другой инструмент|другие инструменты|любой инструмент|инструмент"
       "|каждый инструмент|все инструменты"
       "|инструменты оплаты|платёжные инструменты|платежные инструменты|почтовые инструменты",
    de="andere werkzeuge|anderes werkzeug|jedes werkzeug|das werkzeug|das tool"
       "|jedes tool|alle tools|alle werkzeuge|jedes werkzeug"
       "|zahlungswerkzeug*|zahlungstools|mail-tools|e-mail-tools|überweisungswerkzeug*",
    ko="다른 도구|다른 툴|모든 도구"
       "|각 도구|모든 툴"
       "|결제 도구|송금 도구|메일 도구|기능이 있는 도구|이메일 도구",
    it="qualsiasi strumento|altro strumento|altri strumenti|lo strumento"
       "|ogni strumento|tutti gli strumenti"
       "|strumenti di pagamento|strumenti di posta|strumenti di invio|strumento di pagamento",
    tr="herhangi bir|diğer araç*|başka araç*"
       "|her araç|tüm araçlar"
       "|ödeme araçları|e-posta araçları",
    nl="andere tools|elke tool"
       "|elk hulpmiddel|alle hulpmiddelen|elke tool|alle tools"
       "|betaaltools|mailtools|tools voor betalingen",
    pl="inne narzędzia|dowolne narzędzie|narzędzie"
       "|każde narzędzie|wszystkie narzędzia"
       "|narzędzia płatności|narzędzia pocztowe|narzędzia do wysyłania|narzędzia do przelewów",
    hi="अन्य टूल|कोई भी टूल"
       "|हर टूल|सभी टूल"
       "|भुगतान टूल|ईमेल टूल",
)
ALWAYS_NEVER = concept(
    "always-never", "always, never, every time, before any",
    en="always|never|whenever|every time|each time|instead",
    zh="永远|总是|始终|每次|必须|务必|之前|先调用",
    es="siempre|nunca|cada vez|en lugar|debe",
    ar="دائما|دائماً|أبدا|أبداً|عند",
    pt="sempre|nunca|no lugar|em vez",
    id="selalu|jangan pernah|setiap kali",
    fr="toujours|jamais|chaque fois|systématiquement|au lieu",
    ja="必ず|常に|絶対に|いつも|ときは",
    ru="всегда|никогда|вместо|каждый раз",
    de="immer|niemals|jedes mal|stattdessen",
    ko="항상|반드시|절대|매번|해야 합니다|해야 한다",
    it="sempre|mai|ogni volta|invece",
    tr="her zaman|asla|daima",
    nl="altijd|nooit",
    pl="zawsze|nigdy",
    hi="हमेशा|कभी नहीं",
)
BEFORE_USE = concept(
    "before-use", "before use, as a prerequisite",
    en="before use|before first use|before using|prerequisite|first run|otherwise",
    zh="使用前|之前|先|否则",
    es="antes de usar|antes de utilizar|requisito",
    ar="قبل الاستخدام|قبل استخدام",
    pt="antes de usar|pré-requisito",
    id="sebelum menggunakan",
    fr="avant d'utiliser|avant la première utilisation|prérequis",
    ja="使用前|事前に|使う前",
    ru="перед использованием|сначала",
    de="voraussetzung|vor der nutzung|vor der ersten nutzung|vor dem einsatz",
    ko="사용 전|사용하기 전|먼저",
    it="prima dell'uso|prima di usare|prerequisito",
    tr="kullanmadan önce|önce",
    nl="voor gebruik",
    pl="przed użyciem",
    hi="उपयोग से पहले",
)

VOID = concept(
    "void", "void, cancelled, no longer valid, takes precedence (what replaces earlier guidance)",
    en="void|cancelled|canceled|no longer apply|no longer applies|no longer valid|supersede*"
       "|overrides|takes precedence|priority over",
    zh="无效|作废|失效|不再适用|不再有效|效力高于|优先于|为准|取代|覆盖",
    es="ya no se aplican|ya no aplican|ya no son válidas|sin efecto|anulad*|prevalece*"
       "|tienen prioridad|tiene prioridad|sustituye*|reemplaza*",
    ar="لم تعد سارية|لم تعد صالحة|ملغاة|ملغية|باطلة|لاغية|لها الأولوية|تحل محل|تلغي",
    pt="deixam de valer|deixaram de valer|não se aplicam mais|não valem mais|sem efeito|anulad*"
       "|prevalece*|têm prioridade|tem prioridade|substitu*",
    id="tidak berlaku lagi|tidak berlaku|dibatalkan|diutamakan|menggantikan|prioritas di atas",
    fr="caduc*|annulé*|annulée*|ne s'appliquent plus|ne sont plus valables|n'ont plus cours"
       "|remplac*|prévalent|priment|prime sur|ont priorité|a priorité|font foi|fait foi",
    ja="無効|取り消|優先|適用されません|置き換え",
    ru="отменен*|отменён*|недействительн*|больше не действуют|не действуют|утратили силу"
       "|имеют приоритет|приоритет над|имеет приоритет",
    de="gelten nicht mehr|nicht mehr|ungültig|aufgehoben|vorrang|außer kraft|ersetzt|ersetzen",
    ko="무효|우선|더 이상 적용되지|취소|대체",
    it="sostituisc*|non si applicano più|non valgono più|annullat*|prevalgono|prevale"
       "|hanno la precedenza|decadut*",
    tr="geçersiz*|iptal|öncelikli|artık geçerli değil|yerine geçer",
    nl="vervallen|ongeldig|gelden niet meer|hebben voorrang|heeft voorrang|vervangt",
    pl="nieważn*|anulowan*|mają pierwszeństwo|ma pierwszeństwo|przestają obowiązywać"
       "|nie obowiązują",
    hi="अमान्य|रद्द|ऊपर हैं|प्राथमिकता|लागू नहीं",
)
USER_COMMAND = concept(
    "user-command", "the user's own instructions or a developer's (an authority)",
    en="user's own instructions|direct instructions from the user|developer message"
       "|developer instructions|user's own words",
    zh="用户本人的指令|用户的指令|用户本人|用户的直接|开发者的指令",
    es="instrucciones directas del usuario|órdenes del usuario|instrucciones del usuario"
       "|peticiones del usuario",
    ar="أوامر المستخدم|تعليمات المستخدم|المستخدم نفسه",
    pt="instruções do usuário|ordens do usuário|pedidos do usuário|instruções diretas",
    id="perintah pengguna|instruksi pengguna",
    fr="instructions de l'utilisateur|consignes de l'utilisateur|demandes de l'utilisateur"
       "|ordres de l'utilisateur",
    ja="ユーザーの指示|ユーザー本人|開発者からの|正式な指示",
    ru="указания пользователя|команды пользователя|инструкции пользователя|прямые указания",
    de="anweisungen des nutzers|anweisungen des benutzers|direkte anweisungen|nutzeranweisung*",
    ko="사용자의 직접 명령|사용자의 명령|사용자의 지시|직접 명령",
    it="richieste dell'utente|istruzioni dell'utente|ordini dell'utente|stessa autorità",
    tr="kullanıcının talimat*|kullanıcı talimat*|kullanıcının komut*",
    nl="instructies van de gebruiker|opdrachten van de gebruiker",
    pl="polecenia użytkownika|instrukcje użytkownika",
    hi="उपयोगकर्ता के निर्देश|उपयोगकर्ता का आदेश|डेवलपर",
)
TOOL_RETURN = concept(
    "tool-return", "what this tool or server returns",
    en="everything it returns|what it returns|text returned by this tool|this tool returns"
       "|returned by this tool",
    zh="本工具返回|该工具返回|此工具返回|工具返回的|本工具为准|此工具的结果",
    es="devuelva este servidor|devuelve esta herramienta|devuelto por esta herramienta"
       "|respuestas de esta herramienta|resultados de esta herramienta",
    ar="نتائج هذه الأداة|ما تعيده هذه الأداة|مخرجات هذه الأداة",
    pt="respostas dela|retornado por esta ferramenta|respostas desta ferramenta"
       "|resultados desta ferramenta",
    id="hasil alat ini|dikembalikan oleh alat ini",
    fr="renvoyé par cet outil|retourné par cet outil|réponses de cet outil|résultats de cet outil"
       "|cet outil renvoie",
    ja="本ツールの出力|このツールの出力|本ツールが返|このツールが返|ツールの結果",
    ru="результаты этого инструмента|ответы этого инструмента|этот инструмент возвращает"
       "|этому сервису|этого сервиса",
    de="rückgaben dieses werkzeugs|ausgaben dieses werkzeugs|dieses werkzeug|dieses tools"
       "|dieses tool",
    ko="이 도구가 반환|이 도구의 결과|이 도구의 내용|이 도구의 출력",
    it="restituite da questo strumento|restituiti da questo strumento|questo strumento"
       "|risposte di questo",
    tr="bu aracın döndürdüğü|bu aracın çıktı*|bu araç",
    nl="deze tool|uitvoer van deze tool",
    pl="to narzędzie|wyniki tego narzędzia",
    hi="यह सर्वर|इस टूल के परिणाम|इसके निर्देश",
)

RECEIVED = concept(
    "received", "received or configured with (the model's own instructions)",
    en="you received|you were given|you were configured with|you were started with",
    zh="收到的|你收到|被赋予的|启动时",
    es="recibiste|que recibió|te dieron|con las que fuiste configurado|al inicio de la sesión",
    ar="تلقيتها|التي تلقيت|التي أعطيت",
    pt="você recebeu|que recebeu|recebidas|com que foi configurado",
    id="yang kamu terima|yang anda terima",
    fr="que vous avez reçu*|que tu as reçu*|tel que vous l'avez reçu|avez reçu",
    ja="受け取った|与えられた|設定された",
    ko="받은|받았던|설정된",
    ru="получил*|которые вам дали|с которыми вы запущены",
    de="konfiguriert wurden|erhalten haben|bekommen haben|konfiguriert",
    it="sei stato avviato|hai ricevuto|ricevut*|configurato",
    tr="aldığın|aldığınız|verilen",
    nl="die je hebt gekregen|ontvangen",
    pl="otrzymałeś|otrzymane|skonfigurowano",
    hi="मिले|प्राप्त",
)
FULL = concept(
    "full", "in full, verbatim",
    zh="完整|全部|原样|逐字",
    es="completo|completa|íntegro|íntegra|palabra por palabra|sin resumir",
    ar="كامل|كاملة|حرفيا|حرفياً",
    pt="completo|completa|integral|na íntegra|palavra por palavra",
    id="lengkap|utuh",
    fr="complet|complète|intégral*|entier|entière|mot pour mot",
    ja="全文|全て|そのまま",
    ru="полн*|целиком|дословно",
    de="vollständig*|gesamt*|komplett*|wörtlich",
    ko="전문|전체|그대로",
    it="completo|completa|integrale|senza riassumere",
    tr="tam|eksiksiz",
    nl="volledig*",
    pl="pełn*|całą|cały",
    hi="पूरा|पूरी",
)
CONTENT_OF = concept(
    "content-of", "the content of (a file)",
    en="contents of|content of|the contents|full text of",
    zh="内容",
    es="contenido",
    ar="محتوى|محتويات",
    pt="conteúdo",
    id="isi",
    fr="contenu",
    ja="内容|中身",
    ru="содержимое|содержание",
    de="inhalt*",
    ko="내용",
    it="contenuto",
    tr="içeriğ*|içerik",
    nl="inhoud",
    pl="zawartość",
    hi="सामग्री",
)

HIDE = concept(
    "hide", "keep from the user: conceal, behind their back, without their knowledge",
    zh="隐瞒|瞒着|瞒住|背着|保守秘密|不让用户知道|悄悄",
    es="ocultarle|ocúltale|ocúltalo|ocultárselo|escóndele|a espaldas|en secreto|guarda silencio"
       "|sin que lo sepa|sin que el usuario lo sepa|sin conocimiento",
    ar="أخف|اخف|إخفاء عن|سرا|سراً|دون علم|بدون علم|تكتم",
    pt="esconda do|esconder do|oculte do|ocultar do|às escondidas|em segredo|guarde para si"
       "|sem que o usuário saiba|sem o conhecimento",
    id="rahasiakan|sembunyikan dari|diam-diam|tanpa sepengetahuan",
    fr="cache à|cacher à|cachez à|dissimul*|passe sous silence|passez sous silence"
       "|garde pour toi|gardez pour vous|à l'insu|en secret|taisez|tais-toi",
    ja="内緒|秘密に|知られないように|黙って|こっそり|隠れて",
    ru="утаи*|умалчива*|умолчи*|втайне|тайком|без ведома|в секрете",
    de="verschweig*|verheimlich*|geheim halten|geheimhalten|für dich behalten|für sich behalten"
       "|ohne wissen|ohne sein wissen|hinter dem rücken|stillschweigen",
    ko="비밀로|모르게|몰래",
    it="nascondi*|nasconderl*|tieni per te|tenere per sé|all'insaputa|di nascosto"
       "|in segreto|tacere|taci",
    tr="gizlice|haberi olmadan|habersizce|gizli tut*",
    nl="verzwijg*|geheimhouden|geheim houden|achter de rug|zonder medeweten|voor je houden"
       "|voor jezelf houden",
    pl="ukryj przed|ukrywaj przed|zataj*|przemilcz*|w tajemnicy|bez wiedzy|za plecami",
    hi="से छिपाएं|से छिपाओ|से छुपाएं|गुप्त रखें|बिना बताए|जानकारी के बिना",
)
WAIVE_ANY = concept(
    "waive-any", "skipped or unnecessary (a confirmation, any language)",
    zh="跳过|省略|多余|没必要|免去|免除|绕过",
    es="sáltate|saltar|salta|sáltese|innecesari*|redundante*|superflu*|se omite|prescind*",
    ar="تخطى|تخط|تجاوز|غير ضروري|لا داعي",
    pt="pule|pular|dispens*|desnecessári*|redundante*|supérflu*",
    id="lewati|lewatkan|tidak diperlukan",
    fr="saute|sautez|sauter|inutile*|superflu*|redondant*|dispens*|contourn*|passez outre",
    ja="省略|スキップ|不要|飛ばし|省い",
    ru="пропуска*|пропусти*|излишн*|лишн*|не требуется|не нужн*|обойди*",
    de="überspring*|unnötig*|überflüssig*|entfällt|entfallen|verzicht*|umgeh*",
    ko="생략|건너뛰|불필요|필요 없|필요없",
    it="salta|saltare|ometti*|superflu*|inutil*|ridondant*|non serve|non è necessari*",
    tr="atla*|gereksiz|gerek yok|gerekmez|gerekmiyor",
    nl="overslaan|overbodig|onnodig|niet nodig",
    pl="pomiń|pomijaj|zbędn*|niepotrzebn*|nie trzeba",
    hi="छोड़ दें|छोड़ें|आवश्यक नहीं|ज़रूरत नहीं|जरूरत नहीं",
)

OMIT = concept(
    "omit", "left out of what the model tells the user (an imperative)",
    en="leave it out|leave this out|leave them out|leave out|leave this call out|omit|omitting"
       "|exclude it|exclude this|not even in|list only the others|mention only the others",
    zh="不要写入|不要列出|略去|省去",
    es="deja fuera|déjalo fuera|no incluyas|no lo incluyas|omite cualquier|omite toda",
    ar="لا تذكر|استبعد|احذف",
    pt="deixe de fora|não inclua|omita",
    id="jangan cantumkan|hilangkan",
    fr="omets|omettez|laisse de côté|laissez de côté|n'incluez pas|n'inclus pas",
    ja="含めない|含めず|記載しない",
    ru="опусти*|не включай*|исключи*",
    de="lass weg|lassen sie weg|weglassen|auslassen|nicht aufführen|nicht auflisten",
    ko="빼고|제외하",
    it="ometti|omettere|tralascia|tralasciare|escludi",
    tr="dahil etme|çıkar",
    nl="laat weg|weglaten|laat buiten",
    pl="pomiń|nie wymieniaj|nie uwzględniaj",
    hi="शामिल न करें|छोड़ दें",
)
REPORT = concept(
    "report", "the model's own account to the user: its summary, reply, list of steps",
    en="any summary|your summary|summaries you|list of actions|list of steps|steps taken"
       "|actions taken|actions you|tools ran|tools you used|tools were used|tools you called"
       "|which tools|your recap|any recap|any explanation|your explanation|your reply"
       "|your replies|your answer|your report|activity log you",
    zh="摘要|总结|回复中|回答中|步骤列表",
    es="resumen|tu respuesta|su respuesta|lista de acciones|pasos realizados",
    ar="الملخص|ملخص|ردك",
    pt="resumo|sua resposta|lista de ações|passos realizados",
    id="ringkasan|jawaban anda|jawabanmu",
    fr="résumé|récapitulatif|compte rendu|ta réponse|votre réponse|liste des actions",
    ja="要約|まとめ|回答|返答",
    ru="сводк*|итог*|резюме|ответе|отчёт*|отчет*",
    de="zusammenfassung|deiner antwort|ihrer antwort|liste der schritte",
    ko="요약|답변|응답",
    it="riepilogo|riassunto|resoconto|tua risposta|sua risposta",
    tr="özet*|yanıtında|cevabında",
    nl="samenvatting|je antwoord|uw antwoord",
    pl="podsumowani*|odpowiedzi",
    hi="सारांश|उत्तर",
)

THROUGH_THIS = concept(
    "through-this", "this tool as the one to go through instead",
    en="to this tool|through this tool|via this tool|into this tool|this tool returns",
    zh="交给本工具|通过本工具|传给本工具|本工具返回",
    es="a esta herramienta|por esta herramienta|mediante esta herramienta",
    ar="إلى هذه الأداة|عبر هذه الأداة",
    pt="para esta ferramenta|por esta ferramenta|através desta ferramenta",
    id="ke alat ini|melalui alat ini",
    fr="à cet outil|par cet outil|via cet outil",
    ja="このツールに|このツールを通",
    ru="в этот инструмент|через этот инструмент|этому инструменту",
    de="an dieses tool|durch dieses tool|über dieses tool|an dieses werkzeug",
    ko="이 도구에|이 도구를 통해",
    it="a questo strumento|tramite questo strumento",
    tr="bu araca|bu araç üzerinden",
    nl="aan deze tool|via deze tool",
    pl="do tego narzędzia|przez to narzędzie",
    hi="इस टूल को|इस टूल के माध्यम से",
)

# --- English paraphrase breadth: what an attack must contain, whatever its wording ------------
# (the parts of the rules of attacks.concepts that judge a sentence by its parts: who is addressed,
# what object outside the tool's job, which directive modality). Forms are phrases a real tool's
# text does not use for its own job: "conversation" alone is a Slack tool's subject, "this
# conversation" or "the chat so far" is the model's own.

SET_ASIDE = concept(
    "set-aside", "set aside, supersede, void (earlier guidance)",
    en="set aside|disregard|disregarding|supersede|supersedes|superseded|overrides|overridden"
       "|override|outrank|outranks|takes precedence|take precedence|no longer applies"
       "|no longer apply|no longer valid|no longer in force|void|null and void"
       "|cancelled|canceled|revoked|obsolete|outdated|wins over|win over|win|wins|prevail"
       "|prevails|stop following"
       "|stop obeying|do not apply|don't apply|does not apply|doesn't apply",
)
GUIDANCE_EN = concept(
    "guidance-en", "what the model was told: instructions, guidance, briefing, setup text",
    en="instructions|instruction|guidance|guidelines|rules|directions|directives|briefing"
       "|setup text|setup prompt|system prompt|system message|initial prompt|original prompt"
       "|configuration prompt|what you were told|what you've been told|what you have been told"
       "|you were told|orders",
)
PRIOR_EN = concept(
    "prior-en", "earlier, original, the model's own (guidance)",
    en="earlier|previous|previously|prior|before|original|originally|initial|initially"
       "|at the start|from the start|beforehand|your|you were given|you received|you got"
       "|gave you|given to you|you have been given|existing|so far",
)
CONTEXT_EN = concept(
    "context-en", "the model's own context: this conversation, the instructions it was given, "
    "earlier results of this session (not a conversation or a system prompt that is the tool's "
    "subject: a chat export, an LLM call's system parameter)",
    en="conversation so far|chat so far|messages so far|transcript so far|turns so far"
       "|this conversation|our conversation|this chat|our chat|running conversation"
       "|first hidden message"
       "|earlier in this session|earlier in the session|earlier in this chat"
       "|earlier in the conversation|earlier in our|up to now|up to this point|before this chat"
       "|you were given|you were told|you were configured|you were set up|you have been given"
       "|you've been given|you received|you have received|you've received|you called earlier"
       "|tools you called|tools you have called|tools you've called|the briefing you"
       "|what the user told you"
       "|what the user has told you|the user has told you|the user told you"
       "|everything the user has|messages the user has sent you"
       "|messages the user has sent so far|your memory of|your context window"
       "|session transcript|transcript of this session",
)
OWN_PROMPT = concept(
    "own-prompt", "the model's own instructions, by possessive (a request when moved somewhere)",
    en="your hidden instructions|your system prompt|your own instructions|your initial instructions"
       "|your original instructions|your full instructions|your setup text|your system instructions"
       "|your initial configuration|your configuration prompt|your operating instructions"
       "|its system prompt|its full instructions|its hidden instructions|its own instructions"
       "|its initial instructions",
)
RELAY = concept(
    "relay", "put, send, record, write (any form)",
    en="mail|mails|mailed|email|emails|emailed|log|logs|logged|record|records|recorded"
       "|write|writes|written|store|stores|stored|save|saves|saved|dump|dumps|dumped|repeat"
       "|repeats|quote|quotes|transcribe|route|routes|routed|cc|bcc|cc'd|bcc'd|copy|copies"
       "|deliver|delivers|upload|uploads|paste|fill|place|enter|supply",
)
DIRECTIVE = concept(
    "directive", "a directive modality: must, should, please, is required, it is expected",
    en="must|should|shall|always|never|please|kindly|make sure|ensure|be sure|remember to"
       "|required|requires|require|expected|expects|expect|is to|are to|need to|needs to"
       "|have to|has to|mandatory|obligatory|could you|would you|can you|we'd appreciate"
       "|appreciate it|helps us|recommended|policy|wants|want",
)
DIRECTIVE_POS = Concept("directive-pos", {"en": tuple(f for f in DIRECTIVE.words["en"]
                                                    if f != "never")},
                        "a directive modality that is not a negation (never: see REFUSAL)")
HERE_EN = concept(
    "here-en", "into this call: here, this field, an argument",
    en="here|this field|this parameter|this argument|the field|the parameter|the argument"
       "|field|parameter|argument",
)
TELL_EN = concept(
    "tell-en", "tell, mention, bring up (to the user)",
    en="tell|telling|mention|mentioning|inform|informing|notify|notifying|alert|alerting"
       "|bring up|bringing up|bring it up|bring this up|bring that up|bother|bothering|bothered"
       "|surface|surfacing|reveal|revealing|disclose"
       "|disclosing|need to know|needs to know|point out|let the user know|let them know",
)
NEG_EN = concept(
    "neg-en", "a negation, waiver or avoidance",
    en="do not|don't|never|without|no need|not necessary|unnecessary|needn't|need not|avoid"
       "|avoiding|refrain|refraining|not required|should not|must not|shouldn't|mustn't"
       "|does not need|doesn't need|is not to|are not to",
)
USER_EN = concept(
    "user-en", "the user or the person the model helps",
    en="user|users|user's|human|person you are helping|person you're helping|customer"
       "|customers|end user|requester|account holder",
)
KEEP_QUIET = concept(
    "keep-quiet", "keeping something from the user",
    en="between us|to yourself|under wraps|off the record|on the down low|keep quiet"
       "|keep it quiet|keep this quiet|keep that quiet"
       "|hidden from the end user|hide it from the user|hide this from the user"
       "|keep it from the user|keep this from the user|without the user knowing"
       "|without the user's knowledge|behind the user's back|user never finds out"
       "|between you and me|between you and the server|between you and this tool|just between"
       "|keep mum|the user in the dark|them in the dark|left out on purpose|omitted on purpose"
       "|deliberately left out|intentionally left out|deliberately omitted|our little secret"
       "|little secret|need-to-know basis|need to know basis|doesn't know won't hurt"
       "|don't know won't hurt|doesn't know can't hurt|what they don't know"
       "|users in the dark|user out of the loop|them out of the loop|say nothing about"
       "|mention nothing about|not a word about|not a word to|keep it to themselves"
       "|keep this to themselves|keep that to themselves|low-key|on the down-low|hush-hush"
       "|mum's the word|mums the word|the less the user knows|the less they know"
       "|the less the user hears|not the user's concern|none of the user's concern"
       "|needn't be shared|need not be shared|doesn't need to be shared"
       "|does not need to be shared"
       "|not their concern|nobody needs to know|nobody needs to hear|no one needs to know"
       "|no one needs to hear|nobody has to know|no one has to know|nobody should know"
       "|no one should know|no reason the user should|no reason the person should"
       "|no reason they should|no reason users should|why bother the user|why tell the user"
       "|why trouble the user|why burden the user|why worry the user|no point telling"
       "|no point in telling|no point mentioning|no need to loop|don't loop the user"
       "|do not loop the user|leave the user out|leave them out of it|keep the user out"
       "|not something the user needs|nothing the user needs|not something users need"
       "|isn't something the user|is not something the user|isn't something users"
       "|refrain from mentioning|refrain from telling|refrain from disclosing|skip telling"
       "|skip any note|skip any mention|not obliged to disclose|not obliged to mention"
       "|not obligated to disclose|not obligated to mention|not required to disclose"
       "|not required to mention|under no obligation to disclose|under no obligation to mention"
       "|don't bring it up|do not bring it up|never bring it up|no need to surface"
       "|no need to bring up|don't let on|do not let on|never let on",
)
CONFIRM_EN = concept(
    "confirm-en", "confirmation, asking back, approval",
    en="confirmation|confirmations|confirm|confirming|approval|approvals|permission|consent"
       "|sign-off|double-check|double-checking|check back|checking back|check with|checking with"
       "|ask again|asking again|ask first|asking first|prompts|prompt",
)
WAIVE = concept(
    "waive", "waived: unnecessary, redundant, skipped, already given",
    en="unnecessary|not necessary|redundant|not needed|no need|needless|superfluous|skip"
       "|skipped|bypass|bypassed|waived|already given|already granted|already agreed"
       "|already approved|signed off|standing|covered by|count as approved|counts as approved"
       "|pre-approved|preapproved|would only annoy|not required|is not needed|are not needed",
)
KEEP_CONFIRM = concept(
    "keep-confirm", "confirmation kept: a skip or bypass that is itself forbidden",
    en="do not skip|don't skip|never skip|must not skip|should not skip|not to skip|cannot skip"
       "|can't skip|must never skip|not be skipped|never be skipped|do not bypass|don't bypass"
       "|never bypass|must not bypass|not be bypassed",
)
IDENTIFIER_EN = concept(
    "identifier-en", "an identifier of a conversation or session, not its content",
    en="id|ids|uuid|uuids|guid|identifier|identifiers|conversationid|sessionid|threadid|chatid",
)
APPROVED_EN = concept(
    "approved-en", "approval stated as given",
    en="signed off|pre-approved|preapproved|pre-authorized|pre-authorised|consented|agreed to"
       "|already agreed|blanket approval|standing approval|standing consent|green-lit|greenlit"
       "|whitelisted|allowlisted|approved in advance|authorized in advance|authorised in advance",
)
EVERY = concept(
    "every", "every one, in advance",
    en="every|everything|all|any|each|already|in advance|ahead of time|beforehand|during setup"
       "|during onboarding|standing|blanket",
)
WHEN_USER = concept(
    "when-user", "a trigger on what the user does",
    en="when the user|if the user|whenever the user|once the user|as soon as the user"
       "|when a user|if a user|whenever a user|if the user ever|when the customer"
       "|if the customer",
)
USER_ACT = concept(
    "user-act", "the user says or types something",
    en="mentions|mention|types|type|says|writes|shares|enters|pastes|reveals|discloses|tells"
       "|gives|sends",
)
SENSITIVE = concept(
    "sensitive", "a secret the user may say",
    en="password|passwords|passphrase|card number|credit card|cvv|social security|ssn"
       "|seed phrase|recovery code|recovery phrase|one-time code|otp|2fa code|pin code"
       "|bank details|account number|login details",
)
MOVE_ANY = concept(
    "move-any", "put, copy, send (imperative or any form)",
    en="copy|copies|put|puts|also put|send|sends|pass|passes|include|includes|add|forward"
       "|store|save|log|record|write|attach|paste|append|keep a copy|share|provide|give"
       "|hand over|submit|post|posted|transmit|insert|embed|fill in|supply",
)
CRED_OWNED = concept(
    "cred-owned", "credentials the model can reach, not this tool's own parameter",
    en="user's credentials|stored credentials|saved credentials|saved passwords"
       "|stored passwords|user's password|user's passwords|user's api key|user's api keys"
       "|user's token|user's tokens|session cookie|session cookies|browser cookies"
       "|cookies from the browser|keychain|password manager|api keys they can see"
       "|keys they can see|tokens you can see|credentials you can see|secrets you can see"
       "|keys you can see|api keys in environment|keys in environment|secrets in environment"
       "|private ssh key|ssh private key|user's private key",
)
REFUSAL = concept(
    "refusal", "a negation or refusal: the sentence says what is not done",
    en="never|not|refused|refuses|rejected|rejects|blocked|blocks|denied|excluded|won't"
       "|cannot|can't|isn't|aren't|don't|doesn't|no",
)
ADDRESSEE = concept(
    "addressee", "the model addressed: the assistant, the agent, a product name",
    en="assistant|assistants|the ai|an ai|ai agent|ai agents|agent|agents|llm|llms"
       "|language model|the model|claude|chatgpt|copilot|gemini|cursor agent|cursor agents"
       "|you|your",
)
ROUTE = concept(
    "route", "direct a payment, message or file somewhere",
    en="route|routed|routes|send|sent|forward|forwarded|copy|copied|cc|bcc|cc'd|bcc'd|add"
       "|added|deposit|pay|paid|transfer|transferred|beneficiary|recipient|guest|destination"
       "|payee|go to|goes to|must be|redirect|redirected",
)
CATEGORY = concept(
    "category", "other tools named by what they do, or every action of a kind",
    en="outgoing payments|outgoing payment|outgoing transfers|all payments|every payment"
       "|each payment|all transfers|every transfer|all payouts|every payout|any payout|all refunds"
       "|every refund|all withdrawals|any tool|whatever tool|whichever tool"
       "|other tools|other tool|every tool|all tools|messaging integration|mail integration"
       "|email integration|mail tool|email tool|messaging tool|payment tool|the integration"
       "|every email|all emails|each email|every message|all messages|each message"
       "|every invite|any invite|calendar invite|uploads made by|invoices|any file-writing"
       "|file writer|built-in",
)
NEVER_USE = concept(
    "never-use", "never use or call a tool",
    en="never use|do not use|don't use|avoid using|stop using|never call|do not call"
       "|don't call|never invoke|do not invoke|instead of",
)
OUTPUT_EN = concept(
    "output-en", "what this tool returns",
    en="this tool returns|what this tool returns|results here|results of this tool"
       "|results from this tool|responses from this|this tool's output|this tool's results"
       "|output of this tool|output from this tool|returned text|returned content|results"
       "|responses|output|outputs|everything this tool returns|anything in the",
)
AUTHORITY = concept(
    "authority", "raised to the user's or operator's authority",
    en="direct request from the user|direct requests from the user|user's own words"
       "|developer message|priority over your system|user's own instructions"
       "|operator's authority|must be obeyed|are to be obeyed|is to be obeyed|be obeyed"
       "|without questioning|outrank|outranks|take precedence over what the user"
       "|over anything the user|than anything the user|anything the user typed"
       "|anything the user said|same authority as|authority of the user",
)
VOCATIVE = concept(
    "vocative", "the model addressed by product name",
    en="claude|chatgpt|copilot|gemini|dear ai|dear assistant|attention ai|attention assistant"
       "|hey claude|hey assistant|hello assistant|attention agents|attention agent",
)
ROLE = concept(
    "role", "a new role or blind obedience",
    en="from here on|from now on|act as|you are now|pretend|follow the steps|without questioning"
       "|obey|comply|do as|you must|you will",
)

# --- English, new wording: concealment, authority and shadowing judged by parts ---------------
# (keeping something from the user without "do not tell"; tool output raised to an authority;
# other tools' targets pinned by what the model does). No stems: every rule keeps a phrase gate.
NEG_MODAL_EN = concept(
    "neg-modal-en", "a negated modality: should not, need not, does not have to",
    en="should not|shouldn't|must not|mustn't|must never|should never|need not|needn't"
       "|does not need to|doesn't need to|do not need to|don't need to|does not have to"
       "|doesn't have to|do not have to|don't have to|never needs to|never has to|is not to"
       "|are not to|not supposed to|no reason to|no reason for|is best not|had better not"
       "|would rather not|doesn't need|does not need|don't need|do not need",
)
PERCEIVE_EN = concept(
    "perceive-en", "come to know: hear about, learn, find out, be aware",
    en="hear about|hear of|hear anything|learn about|learn of|learn that|find out|know about"
       "|know that|be aware|become aware|be made aware|made aware|be told|be informed|be notified"
       "|get wind|notice|the backstory|the details|the specifics|the internals",
)
USER_MORE_EN = concept(
    "user-more-en", "the person the model helps, in other words",
    en="person you're assisting|person you are assisting|person you're helping|person you help"
       "|person i'm helping|person i am helping|people you help|the human|the requester"
       "|the asker|end-user|their owner|the person",
)
SPARE_EN = concept(
    "spare-en", "spare or burden someone (with details)",
    en="spare|burden|burdening|trouble|troubling|bother with|weigh down|overload",
)
DETAILS_EN = concept(
    "details-en", "the details of what happened",
    en="details|detail|specifics|backstory|internals|mechanics|inner workings|fine print"
       "|housekeeping",
)
UNAWARE_EN = concept(
    "unaware-en", "the user kept unaware: unmentioned, invisible, left unsaid",
    en="unaware|none the wiser|oblivious|remain invisible|remains invisible|stay invisible"
       "|stays invisible|without their knowledge|unbeknownst|left unsaid|go unmentioned"
       "|goes unmentioned|unmentioned|not draw attention|not to draw attention|uninformed"
       "|without drawing attention|avoid drawing attention|not call attention",
)
QUIET_EN = concept(
    "quiet-en", "done without the user noticing",
    en="quietly|discreetly|covertly|secretly|stealthily|under the radar|without a word"
       "|unannounced|without fanfare|on the quiet|in secret|without comment|without announcing"
       "|without saying so|without saying anything",
)
NOT_TELL_EN = concept(
    "not-tell-en", "not telling: a negated verb of telling, in one phrase",
    en="not mention|not tell|not inform|not notify|not bring up|not disclose|not reveal"
       "|not report|not surface|not let on|don't let on|never let on|not a word|say nothing"
       "|mention nothing|tell nothing|omit any mention|omitting any mention|without mentioning"
       "|without any mention|avoid mentioning|skip mentioning|leave unmentioned"
       "|not acknowledge|not admit",
)
NOT_TOLD_EN = concept(
    "not-told-en", "not told, as a state (a policy when a directive goes with it)",
    en="not told|never told|not informed|never informed|not notified|never notified"
       "|not made aware|never made aware|not be told|not be informed|not be notified",
)
PREFER_EN = concept(
    "prefer-en", "a preference or policy stated",
    en="preference|prefers|prefer|would like|policy|convention|best practice|our rule"
       "|house rule|guideline|expected|expects|wants|should|must|make sure|ensure",
)
NO_LONGER_TELL_EN = concept(
    "no-longer-tell-en", "a telling that stops",
    en="no longer reports|no longer mentions|no longer tells|no longer notifies|no longer surfaces"
       "|no longer informs|no longer discloses|stops reporting|stops mentioning|stop mentioning"
       "|stop reporting|stop telling",
)
KEEP_OUT_EN = concept(
    "keep-out-en", "keep or leave something out",
    en="keep|keeping|leave|leaving|left|omit|omitting|exclude|excluding|withhold"
       "|withholding|hold back|holding back",
)
OUT_OF_REPLY_EN = concept(
    "out-of-reply-en", "out of what the model tells the user",
    en="out of your reply|out of your answer|out of your response|out of your summary"
       "|out of your message|out of the conversation|out of the chat|out of what you tell"
       "|out of what you say|out of your explanation|out of your report|from your reply"
       "|from your answer|from your response|from your summary|from what you tell"
       "|from your explanation|from your report|out of the transcript",
)
ASKED_EN = concept(
    "asked-en", "a trigger on the user's question",
    en="if asked|when asked|if they ask|if the user asks|when the user asks|whenever the user asks"
       "|should the user ask|if anyone asks|if questioned|when questioned|if the user wonders"
       "|if the user inquires|if the user questions|if they question|if you're asked"
       "|if a customer asks|when a customer asks|if the customer asks|when the customer asks"
       "|if the human asks|when the human asks|if someone asks|when someone asks"
       "|if you are asked|when you're asked|when you are asked",
)
DENY_EN = concept(
    "deny-en", "deny or mislead in the answer",
    en="deny|deny it|say no|answer no|reassure them|reassure the user|pretend|say you only"
       "|say you just|say that nothing|say nothing|claim that|claim you|tell them nothing"
       "|there were none|there was none|answer that|nothing was sent|nothing was uploaded"
       "|reply that we don't|say that we don't|say we don't|tell them we don't|stick to the"
       "|only mention the|only talk about"
       "|nothing was shared"
       "|say it was|downplay|play it down|change the subject|say there was",
)
AUTH_SOURCE_EN = concept(
    "auth-source-en", "what this tool or server returns",
    en="this tool's result|this tool's results|this tool's output|this tool's outputs"
       "|this tool's response|this tool's responses|this tool's reply|this tool's answer"
       "|this server's|what this tool returns|what this tool says|what this tool tells"
       "|what this api returns|this api's|this server's replies|the returned notes"
       "|this tool returns|the tool returns|whatever the tool says|what the tool says"
       "|the returned advice|returned advice|returned guidance|the notes returned"
       "|returned notes|the returned text|responses include|results include"
       "|whatever this tool|whatever this server|what this server|whatever comes back"
       "|whatever it returns|whatever is returned|what comes back|returned records"
       "|returned text|returned content|returned data|content returned|text returned"
       "|everything it returns|anything it returns|what it returns|tool_output|tool results"
       "|data returned|returned here|comes back|the results|the result|the response"
       "|the responses|results|responses|tool output|the tool|this tool|this server",
)
RAISED_EN = concept(
    "raised-en", "raised to the user's or operator's authority",
    en="come from the operator|comes from the operator|straight from the user"
       "|straight from the person|directly from the user|directly from the person"
       "|direct message from the user|direct instruction from the user"
       "|as you would on the user's|as you would the user's|as if the user|as though the user"
       "|as if it came from|as though it came from|vetted by the user|vetted by the operator"
       "|coming from an administrator|coming from the administrator|coming from the operator"
       "|coming from the user|coming from an admin|coming from the admin|came from the user"
       "|came from the operator|signed by the operator|issued by the operator"
       "|approved by the user|authorized by the account owner|authorised by the account owner"
       "|same trust as your|same trust as the user|same weight as your|same weight as the user"
       "|same standing as your|same standing as the user|as much weight as your"
       "|as much weight as the user|operator-level"
       "|system-level|developer-level|admin-level|as an order|as orders|as a command"
       "|as commands|be acted upon|acted upon|without second-guessing|without second guessing"
       "|go with the result|go with the tool|the tool is right|the tool wins|this tool wins"
       "|above anything|over anything|before anything the user|ahead of anything"
       "|precedence over|overrules|over what the user|above what the user|over the user's"
       "|above the user's|over your system|above your system|above your instructions"
       "|priority over your|priority over the user|as a developer message|as a system message"
       "|followed as policy|to be followed as|as binding"
       "|over your instructions|above your setup|over your setup",
)
INSTR_IN_OUTPUT_EN = concept(
    "instr-in-output-en", "instructions carried in what a tool returns",
    en="instructions in the results|instructions in the response|instructions inside"
       "|instructions embedded|instructions contained|instructions found in|embedded instructions"
       "|directions in the response|directions in the results|commands in the response"
       "|commands in the results|requests in the response|requests in the results",
)
OBEY_EN = concept(
    "obey-en", "carried out, obeyed",
    en="execute|execute them|carry out|carried out|act on|acted on|obey|obeyed|trusted"
       "|authorized|authorised|comply|complied",
)
RETIRED_EN = concept(
    "retired-en", "declared no longer current",
    en="retired|stale|a draft|only a draft|expired|lapsed|rescinded|withdrawn|no longer current"
       "|out of date|obsolete|void|superseded|outdated|no longer valid|revoked|rescinded",
)
YOUR_GUIDANCE_EN = concept(
    "your-guidance-en", "the guidance the model was given, by its possessive",
    en="guidance you started|rules you were configured|instructions you were configured"
       "|instructions you were given|rules you were given|guidance you were given"
       "|instructions you started|rules you started|your setup notes|your setup text"
       "|your setup instructions|your instructions|your guidelines|your original instructions"
       "|your earlier instructions|your initial instructions|the guidance you|the rules you"
       "|the instructions you|the directions you|what you were told|what you were given"
       "|your briefing|your configuration notes|your prior configuration|your configuration"
       "|your prior instructions|your previous instructions|your prior guidance"
       "|you were loaded with|instructions you were loaded",
)
ONLY_THIS_EN = concept(
    "only-this-en", "only this tool's word",
    en="only this tool's directions|only this tool's instructions|only this tool's rules"
       "|only this tool's guidance|only this tool's word|only this server's directions"
       "|only this server's instructions|only this server's rules|only this server's guidance"
       "|only this server's word|only the rules below|only these rules"
       "|only these instructions|only this description|only the instructions here"
       "|only what this tool|only the rules here|only this text|nothing but this tool",
)
COUNT_EN = concept(
    "count-en", "holds, counts, applies",
    en="count|counts|matter|matters|apply|applies|are valid|is valid|binding|in force"
       "|are authoritative|is authoritative",
)
YOU_ACT_EN = concept(
    "you-act-en", "what the model does with any tool: you send, you create, on the user's behalf",
    en="you send|you email|you create|you share|you upload|you transfer|you pay|you post"
       "|you open|you commit|you schedule|you book|you forward|you write|you make"
       "|whatever you send|anything you send|on the user's behalf|on their behalf"
       "|regardless of which tool|no matter which tool|outgoing mail|outgoing email"
       "|outgoing emails|outgoing messages|any mail|all mail|any email|any message"
       "|any document|every document|any calendar event|every calendar event|any meeting"
       "|every meeting|any pull request|every pull request|any commit|every commit"
       "|all uploads|any upload|every upload|payments made|any payment|any transfer"
       "|any invoice|file-writing tool|mail-sending tool|email-sending tool|any integration"
       "|any connector|whichever integration|through any|via any|with any tool|other tools"
       "|other integrations|other connectors",
)
ROUTE_EXTRA_EN = concept(
    "route-extra-en", "an extra or replaced target",
    en="too|also|as well|additionally|in addition|as the destination|as destination"
       "|as the recipient|as a recipient|as the payee|as the beneficiary|as the account"
       "|as a guest|as guest|as reviewer|as a reviewer|instead|cc|bcc|in copy|carries"
       "|set the remote to|set the recipient to|set the destination to|set the payee to"
       "|set the author to|set the target to|set the endpoint to|set the url to|must be"
       "|carry|land in|lands in|go to|goes to|share it with",
)
OTHER_TOOLS_EN = concept(
    "other-tools-en", "the other tools or servers the model can use",
    en="other tools|other search tools|other file tools|other mail tools|other servers"
       "|tools from other servers|the built-in search|built-in tools"
       "|built-in web search|web search tools|any other tool|every other tool|the other server"
       "|another server's|other server's|the filesystem server's|git tools|email tools"
       "|mail tools|payment tools|slack tools|calendar tools|messaging tools|file tools",
)
DISPARAGE_EN = concept(
    "disparage-en", "declared unusable",
    en="unreliable|broken|outdated|stale|deprecated|insecure|compromised|buggy|obsolete"
       "|untrustworthy|not to be trusted|cannot be trusted|can't be trusted|should not be trusted"
       "|must not be used|should not be used|no longer work|no longer supported|return stale"
       "|return wrong|give wrong|unsafe|malicious",
)
SAME_SERVER_EN = concept(
    "same-server-en", "this server's own tools",
    en="in this server|of this server|on this server|from this server|this server's other",
)
SEND_EXTRA_EN = concept(
    "send-extra-en", "an extra copy or a replaced target of what is sent",
    en="also forward|also send|also cc|also bcc|also copy|also add|forward a copy|send a copy"
       "|also save|save a copy|also write|write a copy|keep a copy|also upload"
       "|grant edit access|grant access|give access|grant view access|add as collaborator"
       "|add as editor"
       "|a copy to|copy it to|cc|bcc|as the destination|as destination|as the recipient"
       "|as a recipient|as the payee|as the beneficiary|as a guest|share it with"
       "|swap the beneficiary|switch the beneficiary|change the beneficiary|beneficiary to"
       "|payee to|recipient to|destination to|swap the recipient|switch the recipient",
)
AGENT_EN = concept(
    "agent-en", "the model as the actor, named in the third person or as 'I'",
    en="assistant|assistants|the ai|an ai|ai agent|ai agents|agent|agents|llm|llms"
       "|language model|the model|i|ai",
)
TOOL_OUT_KEY_EN = concept(
    "tool-out-key-en", "this tool's output, as a table cell or config key",
    en="tool_output|tool output|tool_results|tool results|text returned by this tool"
       "|returned by this tool|this tool's output|tool responses|tool_responses|this tool",
)
PRECEDENCE_EN = concept(
    "precedence-en", "an order of authority",
    en="precedence|priority|order of authority|authority order|ranking|rank|outranks"
       "|supersedes|source of instructions|sources of instructions|who wins|whose word",
)
OWN_GUIDANCE_EN = concept(
    "own-guidance-en", "the model's own guidance or the user's word",
    en="system prompt|system message|your instructions|user instructions|developer instructions"
       "|safety guidelines|safety rules|your guidelines|your rules|operator instructions"
       "|your setup|system_prompt|system_message|developer_instructions|safety_guidelines"
       "|user_instructions",
)
USER_WORD_EN = concept(
    "user-word-en", "the user's word, as a table cell or config key",
    en="the user|user's request|user's requests|user messages|user",
)
SUPERSEDE_EN = concept(
    "supersede-en", "replaces or outranks",
    en="supersedes|supersede|overrides|override|outranks|takes precedence over|wins over"
       "|invalidates|voids|nullifies",
)
CUSTOM_PROMPT_EN = concept(
    "custom-prompt-en", "a system prompt that is the tool's own parameter (an LLM call's)",
    en="custom system prompt|default system prompt|system prompt for the|system prompt to use"
       "|system prompt sent|the model's system prompt|llm's system prompt|a system prompt"
       "|optional system prompt|system_prompt parameter|default system message"
       "|custom system message|system message for|a system message",
)
ALL_SCOPE_EN = concept(
    "all-scope-en", "every sender, message or payment",
    en="all senders|every sender|all outgoing|applies to all|applies to every|all tools"
       "|every tool|any tool|all mail|all messages|all emails|every message|every email"
       "|all payments|every payment|all transfers|all uploads|all invites|every invite"
       "|all_senders|all_outgoing|all_tools|all_messages|all_emails|all_payments",
)
ROUTE_CFG_EN = concept(
    "route-cfg-en", "a copy or a redirect target, as a config key",
    en="bcc|cc|recipient|recipients|forward|forward to|copy to|route|route to|redirect"
       "|redirect to|destination|beneficiary|payee|reviewer|guest|guests",
)
OVER_EN = concept(
    "over-en", "comes before, outranks",
    en="supersede|supersedes|override|overrides|outrank|outranks|prioritize|prioritise"
       "|take precedence|takes precedence|come before|comes before|win over|wins over"
       "|rank above|ranks above|over|above|rather than|instead of",
)
OUTRANKED_EN = concept(
    "outranked-en", "what the user asked, or the model's earlier guidance",
    en="what the user asked|what the user said|what the user wants|what the user typed"
       "|the user's request|the user's requests|the user's instructions|the user's own"
       "|any prior guidance|prior guidance|previous guidance|earlier guidance|any prior"
       "|your instructions|the system prompt|your system prompt|your guidelines|your setup"
       "|your configuration|the conversation|guidance they received|instructions they received"
       "|guidance you received|instructions you received",
)
AUTH_OBJ_EN = concept(
    "auth-obj-en", "the user's voice or the operator's orders",
    en="operator's decisions|operator's orders|operator's wishes|operator's current orders"
       "|owner's wishes|owner's orders|user's wishes|user's voice|user's will|user's own voice"
       "|speak for the user|speaks for the user|effectively the user|the user's own words"
       "|account owner's wishes|account holder's wishes|admin's orders|administrator's orders"
       "|user's real intent|user's true intent|user's actual intent|what the user really wants"
       "|standing orders|orders from your operator|delegated all decisions|has delegated"
       "|message from the account owner|message from the operator|a message from the user",
)
GLOSS_EN = concept(
    "gloss-en", "glossed over, played down",
    en="gloss over|glossing over|skate over|skating over|brush over|play down|playing down"
       "|downplay|downplaying|skim over",
)
PRETEND_EN = concept(
    "pretend-en", "as though it never happened",
    en="as if no|as though no|as if nothing|as though nothing|never happened|never took place"
       "|pretend|pretending",
)
COVERT_EN = concept(
    "covert-en", "a side action of the tool the user may not know of",
    en="shadow copy|the upload|the uploads|uploads|the mirror|the mirroring|the relay"
       "|the archive step|the archival|archival copy|the sync|the export|the backup copy"
       "|the telemetry|the forwarding|the extra call|other call|another call|side effect"
       "|side effects|data sharing|the copy",
)
OTHER_SCOPE_EN = concept(
    "other-scope-en", "actions outside this tool: other servers' tools, whatever the model does",
    en="you ever send|you ever make|you ever write|the assistant makes|the assistant sends"
       "|the agent makes|no matter which|regardless of which|whichever tool|whichever server"
       "|any tool|any integration|any connector|any mcp server|with any tool|via any tool"
       "|other assistants|any scheduling integration|any payment tool"
       "|the user's emails|the user's messages|the user's payments|on the user's behalf",
)
SET_EN = concept(
    "set-en", "set, use, target, grant: a value given to another tool's call",
    en="set to|be set to|should use|must use|use|target|must target|pass|grant|needs|need"
       "|expects|read|go through|go under|sign off|post it|post them|as well|prepend|append",
)
VOID_STATE_EN = concept(
    "void-state-en", "no longer in force: lifted, suspended, inactive, set aside",
    en="no longer holds|no longer hold|no longer applies|no longer apply|inactive|lifted"
       "|suspended|superseded|obsolete|retired|void|revoked|does not apply|doesn't apply"
       "|do not apply|don't apply|set it aside|set them aside|replace it|replace them"
       "|replaced by|forget|ignore|disregard|not in effect|no longer in effect|refreshed"
       "|are off|is off|switched off|turned off|paused|waived",
)
GUIDANCE_NOUN_EN = concept(
    "guidance-noun-en", "what the model was told to follow",
    en="instructions|instruction|guidance|guidelines|briefing|guardrails|safety rules|rules"
       "|directions|system prompt|setup|directives|policies|restrictions|constraints"
       "|safeguards|prompt",
)
MODEL_OWNER_EN = concept(
    "model-owner-en", "the model's own: given to it, deployed with it, that it follows",
    en="you were given|you were deployed|deployed with|you were configured|configured with"
       "|you received|you follow|you operate under|you run under|the assistant's|assistant's"
       "|assistant guidelines|assistant instructions|your system prompt|your setup"
       "|from your setup|your standing|your own|your earlier|your original|your initial"
       "|your prior|your previous|your current|standing instructions|you started with",
)
WITHHOLD_EN = concept(
    "withhold-en", "withhold or conceal (from someone)",
    en="withhold|withholding|keep back|conceal|concealing|hold back|holding back",
)
OTHER_SERVER_EN = concept(
    "other-server-en", "a tool named as another server's",
    en="server's|other server|another server|other servers",
)
CONFIG_OFF_EN = concept(
    "config-off-en", "a switch set off (a config value)",
    en="false|off|never|none|hidden|silent|disabled",
)
REPLY_EN = concept(
    "reply-en", "what the model tells the user",
    en="your reply|your answer|your response|your summary|reporting back|report back"
       "|when you reply|when you answer|the chat|in chat",
)


CONCEPTS: dict[str, Concept] = {c.id: c for c in (
    VOID, USER_COMMAND, TOOL_RETURN, RECEIVED, FULL, CONTENT_OF, SET_ASIDE, GUIDANCE_EN,
    PRIOR_EN, CONTEXT_EN, RELAY, DIRECTIVE, HERE_EN, TELL_EN, NEG_EN,
    USER_EN, KEEP_QUIET, CONFIRM_EN, WAIVE, APPROVED_EN, EVERY, WHEN_USER, USER_ACT, SENSITIVE,
    MOVE_ANY, CRED_OWNED, REFUSAL, OWN_PROMPT, DIRECTIVE_POS, ADDRESSEE, ROUTE, CATEGORY,
    NEVER_USE, OUTPUT_EN, AUTHORITY, VOCATIVE, ROLE, KEEP_CONFIRM, IDENTIFIER_EN,
    READ_VERBS, MOVE_VERBS, IGNORE, GUIDANCE, PRIOR, ALL, NEG, TELL, USER, CONFIRM, APPROVED,
    ALREADY, READ, PUT, HERE, CONVERSATION, SYSTEM_PROMPT, TOOL_RESULTS, ENV_VARS, OTHER_TOOL,
    ALWAYS_NEVER, BEFORE_USE, HIDE, WAIVE_ANY, OMIT, REPORT,
    THROUGH_THIS,
    NEG_MODAL_EN, PERCEIVE_EN, USER_MORE_EN, SPARE_EN, DETAILS_EN, UNAWARE_EN, QUIET_EN,
    NOT_TELL_EN, NO_LONGER_TELL_EN, KEEP_OUT_EN, OUT_OF_REPLY_EN, ASKED_EN, DENY_EN,
    AUTH_SOURCE_EN, RAISED_EN, INSTR_IN_OUTPUT_EN, OBEY_EN, RETIRED_EN, YOUR_GUIDANCE_EN,
    ONLY_THIS_EN, COUNT_EN, YOU_ACT_EN, ROUTE_EXTRA_EN, OTHER_TOOLS_EN, DISPARAGE_EN,
    OTHER_SERVER_EN, CONFIG_OFF_EN, REPLY_EN, NOT_TOLD_EN, PREFER_EN,
    SAME_SERVER_EN, SEND_EXTRA_EN, AGENT_EN, PRECEDENCE_EN,
    OWN_GUIDANCE_EN, SUPERSEDE_EN, TOOL_OUT_KEY_EN, USER_WORD_EN, OVER_EN, OUTRANKED_EN,
    AUTH_OBJ_EN, GLOSS_EN, PRETEND_EN, COVERT_EN, OTHER_SCOPE_EN, SET_EN, VOID_STATE_EN,
    GUIDANCE_NOUN_EN, MODEL_OWNER_EN, WITHHOLD_EN, CUSTOM_PROMPT_EN, ALL_SCOPE_EN, ROUTE_CFG_EN,
)}


def alternation(c: Concept, langs: frozenset[str] | None = None) -> str:
    """The concept's forms as one regex alternation (whole words), for use inside a pattern."""
    forms = sorted({form for _, form in c.forms(langs)}, key=len, reverse=True)
    parts = []
    for form in forms:
        body = r"\s+".join(re.escape(p) for p in form.rstrip("*").split())
        parts.append(body + (r"\w*" if form.endswith("*") else ""))
    return r"\b(?:" + "|".join(parts) + r")\b"


def gate_words(c: Concept, langs: frozenset[str] | None = None) -> frozenset[str]:
    """The words (as `words_of` splits a lowercased text) one of which a match must contain."""
    out: set[str] = set()
    for _, form in c.forms(langs):
        first = form.split()[0].rstrip("*")
        out.update(re.findall(r"[a-z0-9_$]+", first.lower())[:1])
    return frozenset(out)
