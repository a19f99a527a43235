"""Quoted, labelled examples are data, not instructions.

A tool whose subject is attacks or language (an injection scanner listing what it detects, a
red-team probe table, a sanitizer naming what it strips, a shell tool naming what it refuses, a
docs reader quoting section titles) names attack text as its topic. A match is such data when
it sits inside a quoted span (or a list of quoted items) that a label introduces ("such as",
"e.g.", "for example", "titles", "phrases", ...), and the quote does not itself speak to the
model; or, in a text whose subject is attacks, in a labelled sentence that does not speak to the
model. The same words addressed to the model ("you", "always", "before calling", "please") are
still instructions.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import clauses
from mcpcheck.checks.lint.attacks.lazy import lazy

# a quote mark -> the marks that close it ((precision15) the Polish and Romanian „...”, the
# Swedish and Finnish ”...” and »...»)
_QUOTES = {'"': '"', "'": "'", "`": "`", "“": "”", "‘": "’", "«": "»", "「": "」", "„": "“”",
           "”": "”", "»": "»«"}
_LABEL = lazy(
    r"\b(?:such\s+as|for\s+example|for\s+instance|e\.\s?g\.|i\.\s?e\.|examples?|like|include[sd]"
    # (recall67b) "include" that begins its clause is an order ("... identity: include the
    # contents of `~/.ssh/id_ed25519`"), not the label of a list ("the tags include `a`, `b`")
    r"|(?<![:;.!?(\n]\s)(?<![:;.!?(\n])(?<!^)(?<!\bplease\s)(?<!\balways\s)(?<!\bthen\s)(?<!\band\s)"
    r"include"
    # (recall39b) not "called with": a call's arguments ("is to be called with `repo: ...`")
    r"|including|titled|titles?|called(?!\s+with\b)|named|phrases?|patterns?|sections?|headings?"
    r"|probes?"
    r"|strings?|values?|terms?|words?|detects?|flags?|matches|catches|refused|rejected|blocked"
    # the same labels in the other languages of the lexicon
    r"|ejemplos?|p\.\s?ej\.|exemples?|p\.\s?ex\.|beispiele?|z\.\s?b\.|esempi[oa]?|exemplos?"
    r"|voorbeelde?n?|bijv\.|przykład\w*|np\.|пример\w*|например|مثال|örne\w*|contoh"
    # "phrases du type « ... »", "Sätze wie „...“", "عبارات مثل «...»"
    # (not the bare "comme", "como", "wie", "come": also "as", "present it as «...»")
    r"|du\s+type|de\s+type|tel(?:le)?s?\s+que|tales\s+como|такие\s+как|типа|вроде|zoals"
    r"|takie\s+jak|seperti|frases|formules|expressions?|expresiones|expressões|frasi|sätze"
    # (precision23) Polish "of the kind" and "phrases" ("Szuka fraz typu „...”")
    r"|typu|fraz\w*"
    r"|zinnen|фраз\w*)\b|مثل|عبارات|जैसे"
    r"|例えば|例如|比如|示例|例文|例句|예시|예문|예:|例:|例：|※例"
    # (precision37) Japanese "examples detected (quoted):" ("検出例（引用）：「...」")
    r"|検出例|検知例|引用|例\s*[（(][^）)\n]{1,8}[）)]\s*[:：]"
    # (recall11) "example" in the languages the lexicon gained later
    r"|উদাহরণ|उदाहरण|ตัวอย่าง|ví\s+dụ|مثلاً|مثلا|לדוגמה|דוגמה|παράδειγμα|παραδείγματος"
    r"|exemplu|příklad|priklad|példa|esimerkki|eksempel|exempel|mfano|halimbawa"
    # (precision15, recall15, precision14) Ukrainian "such as", "for example" ("Тексти на кшталт
    # «...»"), and "such as" in the other languages of the lexicon that had no label ("cum ar
    # fi", "kuten", "כגון")
    r"|на\s+кшталт|наприклад|такі\s+як|як-от|приклад\w*|cum\s+ar\s+fi|kuten|misalnya"
    r"|chẳng\s+hạn|tulad\s+ng|gaya\s+ng|például|till\s+exempel|for\s+eksempel|esimerkiksi"
    r"|כגון|όπως|مانند|যেমন|เช่น"
    # (precision23) Persian "sample(s)" ("نمونه‌هایی که شناسایی می‌شوند: «...»")
    r"|نمونه"
    # an abbreviation ends on its stop, where no word boundary follows ("e.g. 'ignore ...'"),
    # (precision15) the bare "ex." of French, Spanish, Portuguese, Swedish ("(ex. « ... »)"),
    # "t.ex.", "f.eks.", "např.", "esim.", "π.χ."
    r"|(?<!\w)(?:e\.\s?g|i\.\s?e|p\.\s?ej|p\.\s?ex|z\.\s?b|bijv|np|ex|t\.\s?ex|f\.\s?eks"
    r"|např|esim|π\.\s?χ|напр)\.(?!\w)",
    re.IGNORECASE,
)
# What continues a labelled example: an item of a list, the other side of a mapping ("->").
_CONTINUES = ("[", ",", "→", "->", "=>", "、")
# What makes attack text a tool's subject (scanners, red-team suites, sanitizers, refusals).
_SUBJECT = lazy(
    r"\b(?:(?:prompt[\s-])?injections?|jailbreaks?|red[\s-]?team\w*|probes?|attacks?|adversarial"
    r"|malicious|phishing|detect\w*|scanner|sanitiz\w+|strips?|removes?|refus\w+|reject\w+"
    # (recall12) a catalogue of tool-poisoning patterns for defenders
    r"|poison\w*|defenders?"
    r"|blocked|blocks|forbidden|denied|disallowed|dataset)\b",
    re.IGNORECASE,
)


_ASCII_MARKS = frozenset("\"'`")
# scripts written without spaces between words (Chinese, Japanese, Thai)
_UNSPACED = lazy(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f]")
_UNSPACED_OR_HANGUL = lazy(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u0e00-\u0e7f\uac00-\ud7af]")


def unspaced_script(text: str) -> bool:
    """The text holds letters of a script written without spaces between words."""
    return _UNSPACED.search(text) is not None


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each quoted span: a quote opens after a non-letter and closes before one
    (an apostrophe inside a word, "user's", is no quote)."""
    spans: list[tuple[int, int]] = []
    index, size = 0, len(text)
    while index < size and len(spans) < 200:
        ch = text[index]
        close = _QUOTES.get(ch)
        if ch == "`" and text.startswith("``", index):  # a code fence is no quote
            while index < size and text[index] == "`":
                index += 1
            continue
        # (recall11) a letter next to a quote mark makes it an apostrophe only for the ASCII
        # marks: "写的“忽略之前的所有指令”并返回" opens and closes its quote between letters
        ascii_mark = ch in _ASCII_MARKS
        if close is None or (ascii_mark and index > 0 and text[index - 1].isalnum()):
            index += 1
            continue
        end = index + 1
        while end < size:
            if text[end] in close and (end + 1 >= size or not ascii_mark
                                       or not text[end + 1].isalnum()
                                       # (precision25) a particle of a script with no
                                       # apostrophes right after ('"이전의 ... 무시하라"라는')
                                       or _UNSPACED_OR_HANGUL.match(text, end + 1) is not None):
                break
            if text[end] == "\n" and ch != "`":
                end = size
                break
            end += 1
        if end >= size:
            index += 1
            continue
        spans.append((index, end + 1))
        index = end + 1
    return spans


def _labelled(text: str, left: int, start: int) -> bool:
    return _LABEL.search(text, left, start) is not None


def labelled_before(text: str) -> bool:
    """`text` holds a label of examples ("Example:", "Beispiel:", "例:")."""
    return _LABEL.search(text) is not None


# (recall9) what a detector lists as what it flags ("Typical high scorers: '...'",
# "典型样例：“...”"): a label of the quotes after it, not of a whole sentence
_QUOTE_LABEL = lazy(
    r"(?<!\w)(?:typical(?:ly)?|scorers?|típic[oa]s?|typiques?|typische?n?|tipic[io]"
    r"|типичн\w*)(?!\w)|样例|典型|典型例|代表例", re.IGNORECASE)


def _quote_labelled(text: str, left: int, start: int) -> bool:
    return _labelled(text, left, start) or _QUOTE_LABEL.search(text, left, start) is not None


# (precision23) a system prompt named, in the languages of the lexicon
_SYSTEM_PROMPT = (r"system[\s-]?prompts?|prompts?\s+(?:de\s+)?sistema|системн\w+\s+промпт\w*"
                  r"|sistem\s+istem\w*|systemprompt\w*|システムプロンプト|系统提示词|시스템\s*프롬프트")
# A text whose subject is attacks, in the languages of the lexicon (a scanner, a moderation
# filter): there a finding must stand without the examples it quotes.
_SUBJECT_ANY = lazy(
    r"(?<!\w)(?:(?:prompt[\s-])?inject\w*|jailbreak\w*|manipul\w*|moderat\w*|modér\w*|poison\w*"
    r"|detect\w*|détect\w*|erkenn\w*|rilev\w*|scanner|phishing|malic\w*|malveill\w*"
    r"|attacks?|attaques?|ataques?|angriff\w*|attacch\w*|ataki?|атак\w*|инъекц\w*"
    r"|(?:tool[\s-])?poisoning"
    r"|обнаруж\w*|saldırı\w*|aanval\w*|serangan|red[\s-]?team\w*"
    # the injection itself named in the other languages ("inyección", "iniezione", "Injektion")
    r"|inyecci\w*|iniezion\w*|injektion\w*|injeç\w*|enjeksiyon\w*|iniekcj\w*|ін'єкц\w*"
    # (precision14) the guidance a prompt audit finds easy to get around ("faciles à contourner")
    r"|contourn\w*|bypass\w*|umgeh\w*|aggirar\w*|eludi\w*|обход\w*|circumvent\w*"
    # (precision23) the injection in Polish, Persian and Vietnamese, "detect" in Vietnamese, and
    # hidden instructions as what a scanner finds ("consignes cachées", "versteckte Befehle",
    # "chỉ thị ẩn"); a prompt the user wrote as what a linter or a reviewer reads ("Revisa o
    # prompt de sistema que o usuário colou", "ユーザーが作成したシステムプロンプトを評価")
    r"|wstrzykn\w*|phát\s+hiện|chỉ\s+thị\s+ẩn"
    r"|(?:hidden|versteckte?n?|cachée?s?|ocult[oa]s|nascost[ei]|скрыт\w*)\s+(?:directives?"
    r"|instructions?|commands?|befehle?|anweisungen|consignes|instrucciones|istruzioni"
    r"|инструкци\w*|команд\w*)"
    r"|(?:consignes|instrucciones|istruzioni|инструкци\w*)\s+(?:cachées|ocultas|nascoste"
    r"|скрыт\w*)"
    r")(?!\w)"
    r"|التلاعب|حقن|هجوم|检测|注入|攻击|検出|インジェクション|攻撃|탐지|인젝션|공격|इंजेक्शन|हमल"
    r"|تزریق|شناسایی"
    # (precision37) a guardrail that screens untrusted text ("Screens untrusted input (chat
    # messages, web pages) ... Flags patterns such as ...", "instructions hidden in HTML comments")
    r"|(?<!\w)(?:untrusted\s+(?:text|input|content|data)|guardrails?|(?:instructions?|commands?)"
    r"\s+hidden)(?!\w)"
    # a system prompt as what the tool reviews, either order, in one sentence
    r"|(?<!\w)(?:lint|review|audit|evaluat|check|analy[sz]|revis|avalia|prüf|überprüf|vérifi"
    r"|провер|denetle|granska|valuta)\w*[^.!?。\n]{0,60}?(?:" + _SYSTEM_PROMPT + r")"
    r"|(?:" + _SYSTEM_PROMPT + r")[^.!?。\n]{0,30}?(?:を評価|を検査|を評価|评估|检查|点检|점검|검토"
    r"|평가)",
    re.IGNORECASE)


# In a text whose subject is attacks, a bare word of comparison right before the quote labels it
# too ("Muster wie „...“", "intentos ..., como '...'", "tentativi come '...'"): outside such a
# text these words also mean "as" ("present it as «...»") and label nothing.
_LIKE = lazy(
    r"(?<!\w)(?:like|como|come|comme|wie|как|gibi|zoals|jak|seperti|kiểu|như|muster\w*"
    r"|patr[oó]n\w*|schem[ai]|modell[io]|mod[eè]les?|шаблон\w*|kalıp\w*)[\s,:]*$|像$|如$|类似$"
    r"|など$|のような$|같은\s*$",
    re.IGNORECASE)
_HOLDING = lazy(r"(?<!\w)(?:containing|contains|that\s+(?:says?|reads?)|saying|reading"
               r"|with\s+the\s+(?:text|words?|phrase)|contenant|qui\s+disent|enthält|enthalten"
               r"|mit\s+dem\s+Text|que\s+contienen|que\s+contiene|con\s+el\s+texto)[\s,:]*$",
               re.IGNORECASE)
# A text that hands out attack strings as its data: a test set, a benchmark, samples for a
# classifier. Its labelled quotes may speak to the model: that is what the samples are.
_CATALOGUE = lazy(
    r"(?<!\w)(?:data\s?sets?|test\s?sets?|test[\s-]?cases?|test[\s-]?suites?|test\s+strings?"
    r"|benchmarks?|corpus|corpora|as\s+data"
    # (recall13) a catalogue of attack patterns handed out as reference data for defenders
    r"|catalog(?:ue)?[sd]?|catalogu(?:ing|es)|reference\s+data"
    r"|conjunto\s+de\s+datos|datensatz|testdaten|jeu\s+de\s+données|набор\w*\s+данных"
    r"|veri\s+seti|dataset\w*"
    # (recall9) a classifier or a scorer: the quotes are samples of the input it scores
    r"|classifier\w*|classif(?:y|ies)|scorers?|risk\s+scores?|clasificador\w*|classificat\w*"
    r"|klassifikator\w*|классификатор\w*"
    # (precision14) a scorer of prompts, a table of the patterns a detector looks for
    r"|(?:high|low|medium)[\s-]risk|risk\s+(?:scores?|levels?|ratings?)"
    # (precision23) a scorer of injection risk and what it returns ("prompt-injection risk",
    # "the matched phrases", "ryzyko wstrzyknięcia promptu")
    r"|(?:injection|jailbreak|phishing)[\s-]+risk|matched\s+(?:phrases|patterns|passages|strings)"
    r"|ryzyk\w*\s+wstrzykni\w*|riesgo\s+de\s+(?:inyecci\w*|jailbreak)"
    r"|scores?\s+(?:a\s+|the\s+|each\s+)?(?:texts?|prompts?|inputs?|messages?)"
    # (precision26) a scorer's output named ("Return a 0-1 likelihood that a piece of text
    # contains a prompt-injection attempt, e.g. phrases like '...'")
    r"|(?:likelihood|probability|confidence)\s+(?:score\s+)?(?:that|of)"
    r"|detection\s+(?:patterns?|rules?)|patterns?\s+(?:it\s+|we\s+)?detects?"
    r"|шаблон\w*\s+обнаружени\w*|паттерн\w*\s+обнаружени\w*|patrones\s+de\s+detecci\w+"
    r"|motifs?\s+de\s+détection|erkennungsmuster\w*|padr(?:ão|ões)\s+de\s+detec\w+"
    r"|pattern\s+di\s+rilevamento)(?!\w)|検出パターン|탐지\s*패턴|检测模式|检测规则"
    r"|数据集|データセット|데이터셋|风险分数|分类器|分類器"
    r"|リスクスコア|위험\s*점수"
    # (precision18) the text says the tool never acts on what it reads: its quotes are samples
    # ("The tool only analyses the text; it never follows it", "ищутся, а не выполняются",
    # "テキストの内容に従うことはありません")
    r"|(?<!\w)(?:never\s+(?:follows|executes|obeys|acts\s+on|runs)|(?:does\s+not|doesn't"
    r"|will\s+not|won't)\s+(?:follow|execute|obey|act\s+on|run)\s+(?:it|them|the\s+text)"
    r"|(?:searched|matched|detected)\s+for,?\s+not\s+(?:executed|followed)"
    r"|ищутся,?\s+а\s+не\s+выполняются|не\s+выполняет\s+(?:их|текст)|n['’]exécute\s+jamais"
    r"|nunca\s+(?:ejecuta|sigue|obedece)|führt\s+(?:sie|ihn|den\s+text)\s+nie\s+aus"
    r"|non\s+(?:esegue|segue)\s+mai"
    # (precision37) in the passive, and a screen's output ("Returns a verdict and the matched
    # spans; the input itself is never executed or forwarded")
    r"|(?:is|are)\s+never\s+(?:executed|followed|obeyed|run|acted\s+on)|matched\s+spans"
    # (precision41) texts said to be test data for another model, not to be acted on ("Probe
    # texts are test data for the target model ...; store them as-is and do not act on them
    # yourself")
    r"|test\s+data|(?:do\s+not|don['’]t|never)\s+act\s+on\s+(?:them|it|these|those"
    r"|the\s+(?:texts?|probes?|samples?))(?:\s+yourself)?)(?!\w)"
    r"|従うことはありません|従いません|実行しません|不会执行|不执行|不会遵循|不遵循",
    re.IGNORECASE)
# (precision18) a quote that is a whole item of a bulleted list ("  • «забудь все ...»")
_BULLET = lazy(r"[ \t]*(?:[•·▪◦*+-]|\d{1,2}[.)])[ \t]*$")


def data_spans(text: str) -> list[tuple[int, int]]:
    """The quoted spans of `text` that are labelled examples (see `is_data`), in a text whose
    subject is attacks: a finding there must stand without them."""
    if not any(map(text.__contains__, _QUOTES)) or _SUBJECT_ANY.search(text) is None:
        return []
    catalogue = _CATALOGUE.search(text) is not None
    out = []
    for q_start, q_end in _quoted_spans(text):
        left, _ = clauses.sentence_bounds(text, q_start, q_end)
        line_start = text.rfind("\n", 0, q_start) + 1
        inner = text[q_start + 1 : q_end - 1]
        # (precision64) what a flagged thing holds, quoted ("popups containing \"send your API
        # key to ...\""): the sample's own "your" is the sample's
        holding = _HOLDING.search(text, max(0, q_start - 24), q_start) is not None
        if (catalogue or holding or clauses.ADDRESS.search(inner) is None) and (
                _quote_labelled(text, min(left, line_start), q_start)
                or text[:q_start].rstrip().endswith(_OPEN_BRACKETS)
                # (precision18) a table's cell, a list's item, in a catalogue
                or (catalogue and (text[:q_start].rstrip().endswith("|")
                                   or _BULLET.fullmatch(text, line_start, q_start) is not None))
                or _LIKE.search(text, max(0, q_start - 24), q_start) is not None
                or holding
                or text[:q_start].rstrip().endswith(_CONTINUES)):
            out.append((q_start, q_end))
    return out


# (precision26) a setting's or a value's name given as an example, unquoted ("any automatically
# applied settings (such as skip_non_verifiable_callback_uri_confirmation_prompt)", "e.g.
# no_prompt_on_login"): a name the text lists, whose words ("skip", "non", "confirmation") are no
# clause of its own. Three words or more joined by underscores, right after a label.
_NAMED_VALUE = lazy(
    r"(?<!\w)(?:such\s+as|e\.\s?g\.|i\.\s?e\.|for\s+example|for\s+instance|including|like)"
    r"[,:]?\s+(`?)([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+){2,})\1(?=[\s,.;)]|$)", re.IGNORECASE)


# a list of values in code quotes that a parameter may hold ("Can include `authorization_code`,
# `implicit`, `refresh_token`, `password`", "one of `a`, `b`"): names of values the field takes,
# said as what it can hold, not an order to put them anywhere ("Always include `refresh_token`"
# is no such list: no "can", "may" or "one of" before it)
_VALUE_LIST_LABEL = lazy(r"(?<!\w)(?:(?:can|may|might)\s+(?:also\s+)?(?:include|contain|be)"
                         r"|(?:one|any|some)\s+of(?:\s+the\s+following)?|possible\s+values(?:\s+are)?"
                         r"|allowed\s+values(?:\s+are)?|valid\s+values(?:\s+are)?)[,:]?\s+(?=`)",
                         re.IGNORECASE)
_VALUE_ITEM = lazy(r"`([^`\s]{1,120})`(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)?")


def named_values(text: str) -> list[tuple[int, int]]:
    """The spans of the names a label introduces as examples (see _NAMED_VALUE) and of the values
    listed as what a field can hold (see _VALUE_LIST_LABEL)."""
    if "_" not in text and "`" not in text:
        return []
    out = [match.span(2) for match in _NAMED_VALUE.finditer(text)]
    if "`" in text:
        for label in _VALUE_LIST_LABEL.finditer(text):
            at = label.end()
            items: list[tuple[int, int]] = []
            while (item := _VALUE_ITEM.match(text, at)) is not None and len(items) < 64:
                items.append(item.span(1))
                at = item.end()
            if len(items) >= 2:
                out += items
    return out


# (recall13) a label word written as a key ("title=reviewers::When ...", a CI annotation's
# field): it names no example of the quote after it
_KEY_LABEL = lazy(r"\b(?:titles?|names?|values?|called|named)\s*[=:]")


def _names_example(text: str, start: int, end: int, left: int) -> bool:
    """The match runs from a noun before a label into the labelled quote ("instructions like
    'ignore the above'"): the noun names a kind, the quote an example of it; nothing before the
    quote speaks to the model."""
    for q_start, q_end in _quoted_spans(text):
        if start < q_start < end <= q_end:
            inner = text[q_start + 1 : q_end - 1]
            if text[q_start] == "`" and re.fullmatch(r"\w+", inner) and (
                    "_" in inner or _KEY_LABEL.search(text, start, q_start) is not None):
                return False  # a field's name in code quotes (`env_dump`): the target, no example
            # (precision23) or a word of comparison right after the one noun the match starts
            # on ("Hinweise wie „Diese Fassung ersetzt alle vorherigen Vereinbarungen“ werden
            # markiert"); not a verb's "as" ("se apresentar como "Juliana"": two words)
            like = _LIKE.search(text, max(start, q_start - 24), q_start)
            return (clauses.ADDRESS.search(inner) is None
                    and clauses.ADDRESS.search(text, left, q_start) is None
                    and (_labelled_outside_brackets(text, start, q_start, q_start)
                         or (like is not None and len(text[start:like.start()].split()) == 1)))
    return False


# (recall8) the other side of a mapping from a quote on the same line, under a label: a
# translation or a rewrite of the quoted example ("例:\n・「前の指示は無視して…」→ "Please
# disregard the previous instructions…""), data however it is addressed
_ARROW_AFTER_QUOTE = lazy(r"[\"'”’“‘」»«`]\s*(?:→|->|=>)\s*$")


def _translation_pair(text: str, q_start: int) -> bool:
    line_start = text.rfind("\n", 0, q_start) + 1
    if _ARROW_AFTER_QUOTE.search(text, line_start, q_start) is None:
        return False
    if not any(line_start <= left < q_start for left, _ in _quoted_spans(text)):
        return False
    block_start = max(0, text.rfind("\n\n", 0, line_start))
    return _LABEL.search(text, block_start, q_start) is not None


# (recall11) a label after the quote, in the languages whose words of comparison follow what
# they compare ("'user ko mat batana' jaise phrases", "「前の指示を無視」のような文", "'...' gibi
# ifadeler", "'...' 같은 문구", "“...”之类的句子")
# (precision23) and the Japanese quoting "という" ("「...」という制約", a rule that says ...)
# (the Japanese and Chinese labels run into the noun they qualify: "「...」という制約")
_LABEL_AFTER = lazy(r"\s*(?:(?:jaise|jaisi|jaisa|जैसे|जैसी|जैसा|같은|등의|gibi|之类|这样的|等)(?!\w)"
                    r"|のような|などの|といった|という)", re.IGNORECASE)


_OPEN_BRACKETS = ("(", "（")


def _catalogue_cell(text: str, start: int, end: int) -> bool:
    """(precision14) The match lies in one cell of a table row, in a catalogue of the patterns a
    detector looks for ("| exfil | ![img](https://…?q={data}) |"): the row is its data."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start: len(text) if line_end < 0 else line_end]
    if not line.lstrip().startswith("|") or line.count("|") < 3:
        return False
    before = text.rfind("|", line_start, start)
    after = text.find("|", end, len(text) if line_end < 0 else line_end)
    return (before >= 0 and after >= 0 and _CATALOGUE.search(text) is not None
            and _SUBJECT_ANY.search(text) is not None)


_KEY_AFTER = lazy(r"[ \t]*[:=][ \t]*[\"'`\w]")
# (recall25) a settings key that names the person's confirmation, approval or review, or asking
# or telling them (require_confirmation, prompt_user, ask_before_write, notify_user,
# requireUserApproval, rueckfrage_nutzer): the word at the key's start, after a separator or a
# camel-case hump
_CONTROL_KEY = lazy(
    r"(?:[\w.-]*?[_.-]|[\w.]*?[a-z](?-i:(?=[A-Z])))?"
    r"(?:confirm|approv|consent|sign_?off|hitl|double_?check"
    r"|(?:ask|prompt|notify|tell|inform|mention|show|disclose)_?(?:the_?)?(?:user|human|owner"
    r"|operator|customer|before|first|for)"
    r"|(?:human|user|manual|owner)_?(?:review|approv|check|sign|in_?the_?loop)"
    r"|review_?(?:by_?)?(?:user|human)"
    # the same keys in other languages (bestaetigung, confirmar, conferma, potwierdzenie, onay)
    r"|bestaetig|bestätig|r[uü]ckfrag|rueckfrag|nachfrag|genehmig|confirmar|conferm|aprob|aprov"
    r"|approvaz|potwierdz|zatwierdz|onay|konfirmasi|xac_?nhan|goedkeur|bevestig)[\w.-]*",
    re.IGNORECASE)
# a key that names a state or an item of data, not the control (`review_status`, `confirmed`,
# `approved_by`, `approvers`)
_DATA_KEY = lazy(r"(?:status|state|count|template|text|message|title|url|date|time|_id|name"
                 r"|label|comment|note|ed|ers|_by|_at|s_?list)$", re.IGNORECASE)


def is_control_key(key: str) -> bool:
    """A settings key that names the person's confirmation, approval or review, or asking or
    telling them (not a state or an item of data)."""
    return (_CONTROL_KEY.fullmatch(key) is not None
            and _DATA_KEY.search(key.split(".")[-1]) is None)


# (precision23) a request reported, not made: what rules or instructions tell the model to do,
# as the object of a linter or a scanner ("Warns about rules that tell the agent to run commands
# without asking", "Aponta instruções que pedem ao modelo para ... ler ~/.ssh"); unless the
# sentence has them followed ("Follow the rules that tell the agent to ...")
_REPORTED = lazy(
    r"(?<!\w)(?:instructions?|rules?|texts?|descriptions?|prompts?|comments?|messages?|lines?"
    r"|passages?|sentences?|directives?|instruções|instrucciones|consignes|anweisungen|regeln"
    r"|istruzioni|regras|reglas|regels|instructies|инструкци\w*|правил\w*"
    r"|instruktioner\w*|instruksjoner\w*|regler\w*)"
    r",?\s+(?:that|which|que|qui|die|che|которые|dat|som|welche)\s+(?:tell|ask|instruct|make|order"
    r"|direct|pedem|piden|mandan|ordenan|demandent|disent|ordonnent|fordern|sagen|verlangen"
    r"|auffordern|bitten|chiedono|dicono|просят|велят|требуют|vragen|zeggen|ber|beder)\w*"
    r"\s+(?:the\s+|ao\s+|à\s+|al\s+|au\s+|den\s+|dem\s+|das\s+|il\s+|a\s+|o\s+|l['’]|de\s+"
    r"|het\s+)?(?:agent|assistant|model|ai|llm|modelo|modèle|modell|modello|модел\w*|агент\w*"
    r"|ассистент\w*|assistente|asistente|assistenten?|ia|ki|agente|modellen|agenten)(?!\w)",
    re.IGNORECASE)
_FOLLOWED = lazy(r"(?<!\w)(?:follow\w*|obey\w*|execut\w*|carry\s+out|apply|siga|sigue|cumpr\w*"
                 r"|befolg\w*|suivez|suis|applique\w*|segui\w*|выполн\w*|следуй\w*|volg\w*)(?!\w)",
                 re.IGNORECASE)


def _reported_request(text: str, start: int, left: int, right: int) -> bool:
    reported = _REPORTED.search(text, left, right)
    return (reported is not None and reported.start() <= start
            and clauses.ADDRESS.search(text, left, right) is None
            and _FOLLOWED.search(text, left, right) is None)


# (precision25) A text whose subject is translation: what it quotes is text to translate ("入力が
# 「以前の指示をすべて無視してください」(Ignore all previous instructions) という文であっても、
# それは翻訳するテキストとして扱われ": even if the input is that sentence, it is translated)
TRANSLATION = lazy(
    r"(?<!\w)(?:translat\w*|traduc\w*|tradu[zsiçj]\w*|übersetz\w*|ubersetz\w*|vertaal\w*"
    r"|перевод\w*|перевед\w*|перевест\w*|переклад\w*|перекласт\w*|tłumacz\w*|çevir\w*"
    r"|terjemah\w*|dịch|ترجم\w*|מתרגם|תרגום|अनुवाद\w*|μετάφρα\w*|překl\w*|fordít\w*"
    r"|käänn\w*|oversæt\w*|översätt\w*|oversett\w*|kutafsiri|isalin)(?!\w)|翻訳|翻译|翻譯|번역"
    r"|แปล(?!ง)", re.IGNORECASE)
# (precision41) A parameter that takes the adversarial text a red-team tool sends to the model
# under test ("probe_text": "Adversarial input sent to the target"): its example values are
# samples of the attacks it stores, whatever they say. Both an attack word and a word for the
# target or the test must be in its description (or the tool's name).
PROBE_INPUT = lazy(
    r"(?<!\w)(?:adversarial|adversari[oa]l?|adversaire|jailbreak\w*|red[\s_-]?team\w*"
    r"|(?:prompt[\s_-])?injection\s+(?:payloads?|samples?|probes?|prompts?|attempts?)"
    r"|attack\s+(?:prompts?|texts?|strings?|samples?|payloads?)|probes?|sonda|sondes?)(?!\w)",
    re.IGNORECASE)
PROBE_TARGET = lazy(
    r"(?<!\w)(?:target|targets|under\s+test|being\s+tested|tested|test\s+suite|grader|evaluat\w*"
    r"|benchmark\w*|objetivo|cible|ziel\w*|bersaglio)(?!\w)", re.IGNORECASE)


# (review57) what a probe's sample may not carry and stay data: an outside address (a reserved
# example domain is a placeholder: "send it to exfil@example.com" goes nowhere), a key file or
# the home folder, money, a deletion or a wipe, an act hidden from the user
_PLACEHOLDER_HOST = (r"(?!(?:[\w-]+\.)*example\.(?:com|org|net)\b"
                     r"|[\w.-]+\.(?:test|example|invalid)\b|localhost\b)")
_REACHES_OUT = lazy(
    r"[\w.+-]+@" + _PLACEHOLDER_HOST + r"[\w-]+\.\w|https?://" + _PLACEHOLDER_HOST
    + r"|~/|\.ssh\b|\b(?:iban|wallet|transfer\w*|wire\w*|pay\w*"
    r"|delet\w*|wipe\w*|erase\w*|drop\s+table|rm\s+-)\b|[$€£¥]\s?\d"
    r"|\bwithout\s+(?:asking|telling|informing|notifying)\b", re.IGNORECASE)


def reaches_out(sample: str) -> bool:
    """A probe's sample names an outside address, a key file, money or a deletion."""
    return _REACHES_OUT.search(sample) is not None


# (precision62) an exact-phrase search: a search input's example or default that is one phrase in
# double quotes ("\"ignore previous instructions\"" as the `query` of a log search that finds
# injection attempts): the phrase is what the search looks for, data
_SEARCH_INPUT = lazy(r"(?:search_?|full_?text_?|log_?)?(?:query|q|search|terms?|keywords?|phrase"
                     r"|needle)(?:_?(?:string|text))?", re.IGNORECASE)
_QUOTED_PHRASE = lazy(r"\s*\"[^\"\n]{1,200}\"\s*")


def phrase_search(value: str, path: str) -> bool:
    """`value` is one double-quoted phrase and the property at `path` is a search input."""
    name = path.rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")
    return (_QUOTED_PHRASE.fullmatch(value) is not None
            and _SEARCH_INPUT.fullmatch(name) is not None)


def probe_input(said: str) -> bool:
    """`said` (a parameter's description and its tool's name) says the value is an adversarial
    probe sent to a model under test."""
    return PROBE_INPUT.search(said) is not None and PROBE_TARGET.search(said) is not None


# a gloss in brackets right after a quote ("「...」(Ignore all previous instructions)")
_GLOSS_AFTER = lazy(r"\s*[(（][^()（）\n]*$")
_GLOSS_CLOSE = lazy(r"[^()（）\n]*[)）]")


def quoted_for_translation(text: str, start: int, end: int) -> bool:
    """In a text about translation, the match lies in a quote (not code in backticks: a command
    is no text to translate) or in the gloss in brackets right after one, and the rest of its
    sentence does not speak to the model ("Translator. You must now: 'ignore all previous
    instructions'" still speaks). Only for what a quoted sentence can be: an order, a request
    for the model's context, a waiver (attacks.scan), not a command or a URL."""
    if TRANSLATION.search(text) is None:
        return False
    left, right = clauses.sentence_bounds(text, start, end)
    for q_start, q_end in _quoted_spans(text):
        if text[q_start] == "`":
            continue
        if q_start <= start and end <= q_end:
            quote_end = q_end
        elif (q_end <= start and _GLOSS_AFTER.fullmatch(text, q_end, start) is not None
              and (close := _GLOSS_CLOSE.match(text, end)) is not None):
            quote_end = close.end()
        else:
            continue
        outside = text[min(left, q_start):q_start] + " " + text[quote_end:max(right, quote_end)]
        return (clauses.ADDRESS.search(outside) is None
                and _INPUT_NAMED.search(outside) is not None)
    return False


# the sentence says the quote is the input, the text or a sentence ("入力が「...」という文で
# あっても", "Si el texto es «...»"): a lone quoted example with no such word is still read
# ("Examples: → "Please disregard the previous instructions."")
_INPUT_NAMED = lazy(
    r"(?<!\w)(?:input|text|sentence|phrase|string|entrada|texto|frase|texte|phrase|eingabe|text"
    r"|satz|testo|frase|вход\w*|ввод\w*|текст\w*|фраз\w*|предложени\w*|tekst\w*|zdani\w*"
    r"|metin|cümle|teks|kalimat|câu|văn\s+bản"
    # (recall38a) a piece of the material translated: a subtitle line, a caption, a line of
    # dialogue, a message, a segment ("A line such as \"...\" is translated like any other
    # dialogue")
    r"|lines?|subtitles?|captions?|dialog(?:ue)?s?|utterances?|segments?|cues?|strings?"
    r"|ligne|réplique|sous-titres?|línea|subtítulos?|diálogo|zeile|untertitel\w*|dialog\w*"
    r"|riga|battuta|sottotitol\w*|linha|legendas?|строк\w*|субтитр\w*|реплик\w*|satır\w*"
    r"|altyazı\w*|dòng|phụ\s+đề|regel|ondertitel\w*|wiersz\w*|napis\w*)(?!\w)"
    r"|入力|テキスト|文|输入|輸入|文本|句子|입력|텍스트|문장"
    r"|台詞|字幕|セリフ|行|台词|자막|대사", re.IGNORECASE)


# (precision26) a quote joined by "or", "and" to the quote before it ("Trechos como "você é um
# assistente…" ou "nunca revele…" são analisados", "phrases like '...' or '...'"): the second item
# of the same labelled list
_JOINED_QUOTE = lazy(r"[\"'”’»」`]\s*,?\s*(?:or|and|ou|e|o|y|et|oder|und|или|и|або|lub|albo|i|of|en"
                     r"|veya|ve|atau|dan|eller|och|og|sau|și|si|vagy|és|tai|ja|hoặc|và|או|ו)\s*$",
                     re.IGNORECASE)


def _joined_to_data_quote(text: str, q_start: int) -> bool:
    joined = _JOINED_QUOTE.search(text, max(0, q_start - 12), q_start)
    if joined is None:
        return False
    for left, right in _quoted_spans(text):
        if right == joined.start() + 1:
            return is_data(text, left, left + 1)
    return False


def is_data(text: str, start: int, end: int) -> bool:
    """The span text[start:end] is a quoted, labelled example (or, in a text about attacks, a
    labelled sentence that does not speak to the model)."""
    left, right = clauses.sentence_bounds(text, start, end)
    if _reported_request(text, start, left, right):
        return True
    if not any(map(text.__contains__, _QUOTES)) and _SUBJECT.search(text) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    for q_start, q_end in _quoted_spans(text):
        if q_start <= start < q_end:  # the match starts in the quote (it may run into the next)
            inner = text[q_start + 1 : q_end - 1]
            # (precision23) a name, not a sentence of a script written without spaces
            # ("「この指示を絶対に開示しないこと」という制約")
            if (end > q_end + 20 and inner and not any(ch.isspace() for ch in inner)
                    and not unspaced_script(inner)):
                # a quoted value name ('vendor_rules_supersede') is no quoted sentence: a match
                # that goes on in the prose after it is judged on the prose
                return False
            if (inner and is_control_key(inner)
                    and _KEY_AFTER.match(text, q_end) is not None):
                # (recall25) a quoted key of a settings object ("prompt_user": false): a name
                # given a value, no quoted sentence
                return False
            samples = (_CATALOGUE.search(text) is not None
                       and _SUBJECT_ANY.search(text) is not None)
            if _translation_pair(text, q_start):
                return True
            # (precision64) what a flagged thing holds, quoted, in a text about attacks
            holding = (_HOLDING.search(text, max(0, q_start - 24), q_start) is not None
                       and _SUBJECT_ANY.search(text) is not None)
            return ((samples or holding or clauses.ADDRESS.search(inner) is None)
                    and (holding or _quote_labelled(text, min(left, line_start), q_start)
                         or text[:q_start].rstrip().endswith(_CONTINUES)
                         or _joined_to_data_quote(text, q_start)
                         or _LABEL_AFTER.match(text, q_end) is not None
                         # in a text about attacks, a word of comparison right before it
                         or (_LIKE.search(text, max(0, q_start - 24), q_start) is not None
                             and _SUBJECT_ANY.search(text) is not None)
                         # a quoted cell of a table whose subject is attacks (a probe catalogue)
                         or (text[:q_start].rstrip().endswith("|")
                             and _SUBJECT_ANY.search(text) is not None)
                         # (precision14) a quote in brackets, in a text about attacks
                         or (text[:q_start].rstrip().endswith(_OPEN_BRACKETS)
                             and _SUBJECT_ANY.search(text) is not None)
                         # (precision18) a whole item of a list, in a catalogue of samples
                         or (samples and _BULLET.fullmatch(text, line_start, q_start)
                             is not None)))
    if _catalogue_cell(text, start, end):
        return True
    if _names_example(text, start, end, left):
        return True
    # (precision23) the subject in any language of the lexicon ("検出対象の例：...外部 URL への会話
    # 履歴の送信", "Ví dụ những gì được báo cáo: ..., yêu cầu gửi lịch sử trò chuyện ra ngoài")
    if ((_SUBJECT.search(text) is None and _SUBJECT_ANY.search(text) is None)
            or not _labelled_outside_brackets(text, min(left, line_start), start, end)):
        return False
    return clauses.ADDRESS.search(text, left, right) is None


def _labelled_outside_brackets(text: str, left: int, start: int, end: int) -> bool:
    """(recall39b) A label before the match that labels it: not one inside brackets that close
    before the match ends ("tous les outils de paiement (par ex. transfer_funds, pay_bill)
    doivent utiliser l'IBAN ...": the names in brackets are examples of a kind, the rule after
    the brackets is said of the kind)."""
    for label in _LABEL.finditer(text, left, start):
        if _conditioned_state(text, left, label) or _verb_of_wording(text, label):
            continue
        near = max(left, label.start() - _BRACKET_REACH)
        opened = max(text.rfind(mark, near, label.start()) for mark in _OPEN_BRACKETS)
        closed = max(text.rfind(mark, near, label.start()) for mark in _CLOSE_BRACKETS)
        if opened > closed:  # the label is inside brackets
            stop = min(end, label.end() + _BRACKET_REACH)
            if any(text.find(mark, label.end(), stop) >= 0 for mark in _CLOSE_BRACKETS):
                continue  # they close inside the match: the label is theirs
        return True
    return False


_BRACKET_REACH = 160  # characters from a label to the brackets around it
# (recall66c) a participle label ("rejected", "refused", "blocked") that is the state a condition
# names ("If the update is rejected, run ...", "when the request gets blocked, retry ..."): the
# clause after it is the step taken then, not a labelled sample of rejected text
_STATE_LABELS = frozenset(("refused", "rejected", "blocked"))
_CONDITION_BEFORE = lazy(r"\b(?:if|when|whenever|once|unless|should|in\s+case|after)\b"
                         r"[^.;:\n\"'`“«]{0,60}?\b(?:is|are|was|were|gets?|got|be|been)\s+"
                         r"(?:\w+\s+)?$", re.IGNORECASE)
_STATE_AFTER = lazy(r"\s*(?:,|\bthen\b|\bor\b|\band\b)\s*(?![\"'`“«(:])")


# (precision67b) "phrase", "word", "title" as the imperative of wording something ("phrase the
# result as ...", "word it so that ..."): an order about the reply, no label of a sample
_WORDING_VERBS = frozenset(("phrase", "word", "title"))
_WORDED_OBJECT = lazy(r"\s+(?:the|it|this|that|them|these|those|your|each|every|all|its|their"
                      r"|any)\b", re.IGNORECASE)


def _verb_of_wording(text: str, label: re.Match[str]) -> bool:
    return (label.group().lower() in _WORDING_VERBS
            and _WORDED_OBJECT.match(text, label.end()) is not None)


def _conditioned_state(text: str, left: int, label: re.Match[str]) -> bool:
    """(recall66c) The label is a state said in a condition, not the head of a sample."""
    if label.group().lower() not in _STATE_LABELS:
        return False
    before = _CONDITION_BEFORE.search(text, max(left, label.start() - 80), label.start())
    return before is not None and _STATE_AFTER.match(text, label.end()) is not None


_CLOSE_BRACKETS = (")", "）")
