"""(g) Encoded payloads: base64, base32, hex, percent-encoded, quoted-printable, escaped, octal,
Unicode-tag, Morse and binary (8-bit groups) runs, decoded (bounded) and scanned again by the
other classes.

Only decoded text that reads as text is rescanned (binary, hashes and ids decode to noise and
are left alone); a hit in it is reported against the encoded span.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Callable, Iterator
from itertools import islice
from urllib.parse import unquote

from mcpcheck.checks.lint.attacks.lazy import lazy

MAX_RUNS = 16  # encoded runs decoded per text
MAX_RUN_CHARS = 8192  # characters of one run that are decoded

# (recall31) also a value right after a key's "=" ("Environment=X_B64=SWdub3Jl...", "token=...")
_B64 = lazy(r"(?:(?<![A-Za-z0-9+/=_-])|(?<=[A-Za-z0-9_]=))[A-Za-z0-9+/_-]{16,}={0,2}"
            r"(?![A-Za-z0-9+/=_-])")
# (recall7c) base32: upper-case letters and the digits 2-7, padded with "=" to eight
_B32 = lazy(r"(?<![A-Za-z0-9+/=_-])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9+/=_-])")
_HEX = lazy(r"(?<![0-9A-Fa-f])(?:(?:0x|\\x)?[0-9A-Fa-f]{2}[\s:]?){12,}(?![0-9A-Fa-f])")
_PCT = lazy(r"(?:%[0-9A-Fa-f]{2}[^\s%]{0,3}){6,}")
# (lead, stop 43) quoted-printable: "=49=67=6E=6F=72=65" (every byte, or the ones MIME escapes)
_QP = lazy(r"(?:=[0-9A-F]{2}[^\s=]{0,3}){6,}")
_TAGS = lazy("[\U000e0020-\U000e007e]{4,}")
# (recall40b) an at sign written as itself between coded letters ("--- @ --. -- .- .. .-..")
_MORSE = lazy(r"(?<![\w.\-·•−–—])(?:(?:[.\-·•−–—]{1,7}|@)(?:[ \t]+(?:/[ \t]*)?|/))"
              r"{5,}[.\-·•−–—]{1,7}(?![\w.\-·•−–—])")
_BINARY = lazy(r"(?<![01])(?:[01]{8}[ \t]?){6,}(?![01])")
_ESCAPES = lazy(r"(?:\\u00[0-7][0-9A-Fa-f]|&#x?[0-9A-Fa-f]{2,3};){6,}")
# (recall23) \uXXXX escapes of any script, words apart or not (`\u041e\u0442\u043f\u0440\u0430...
# \u0441\u043e...`, `\u30e6\u30fc\u30b6...`): a JSON or JavaScript string's escapes of a sentence
# in Russian, Japanese or Chinese; what stands between two escapes (a space, a word, a URL) is kept
_U_ESCAPES = lazy(r"\\u[0-9A-Fa-f]{4}(?:[^\\\n]{0,40}?\\u[0-9A-Fa-f]{4}){5,}")
_U_ESCAPE = lazy(r"\\u([0-9A-Fa-f]{4})")
# Unicode tag characters written as escapes, as a JSON or Python string or an HTML entity would
# write them: `\uDB40\uDC49`, `\U000E0049`, `\u{E0049}`, `&#xE0049;`, `&#917577;`, `U+E0049`
_TAG_ESCAPES = lazy(
    r"(?:(?:\\u[dD][bB]40\\u[dD][cC][0-7][0-9A-Fa-f]|\\U000[eE]00[2-7][0-9A-Fa-f]"
    r"|\\u\{[eE]00[2-7][0-9A-Fa-f]\}|&#x[eE]00[2-7][0-9A-Fa-f];|&#(?:9175[3-9]\d|9176[0-3]\d);?"
    r"|[uU]\+[eE]00[2-7][0-9A-Fa-f])[\s,]?){4,}")


# (recall12) base64 cut into groups of eight or four characters by spaces ("SWdub3Jl IGFsbCBw
# cmV2aW91 ..."): the groups joined and decoded
_B64_GROUPS = lazy(r"(?<![\w+/=])(?:(?:[A-Za-z0-9+/]{8}[ \t]){2,}[A-Za-z0-9+/]{2,8}"
                   r"|(?:[A-Za-z0-9+/]{4}[ \t]){4,}[A-Za-z0-9+/]{2,4})={0,2}(?![\w+/=])")


# (recall9) octal escapes of a C, Python or shell string ("\120\165\164\040..."): a byte each
_OCTAL = lazy(r"(?:\\[0-3][0-7]{2}){8,}")

# (recall38b) decimal character codes joined into a string: SQL `CHAR(65)+CHAR(108)+...`,
# `CHR(65)||CHR(108)`, VBA `Chr(65) & Chr(108)`, JavaScript `String.fromCharCode(65, 108, ...)`
_CHAR_CODES = lazy(r"(?<!\w)(?:n?char|chr[bw]?)\s*\(\s*\d{1,7}\s*\)(?:\s*(?:\+|\|\||&|,|\.)?\s*"
                   r"(?:n?char|chr[bw]?)\s*\(\s*\d{1,7}\s*\)){5,}"
                   r"|\bfromCharCode\s*\(\s*\d{1,7}(?:\s*,\s*\d{1,7}){5,}\s*\)", re.IGNORECASE)
_CODE = lazy(r"\d{1,7}")

_UNSPACED = lazy("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]{4}")


def _text_of(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 6:
        return None
    printable = sum(1 for ch in text if ch.isprintable() or ch in "\n\t")
    letters = sum(1 for ch in text if ch.isalpha())
    if not text.isascii():  # (recall23) a vowel sign of Hindi or Thai is part of its letter
        letters += sum(1 for ch in text if not ch.isascii() and unicodedata.category(ch)[0] == "M")
    digits = sum(1 for ch in text if ch.isdigit())
    # words apart, or a script written without spaces (Chinese, Japanese, Thai); an account or
    # card number among the words counts with the letters ("转到 6222 0000 1111 2222")
    if printable < len(text) * 0.9 or letters < len(text) * 0.35 or (
            letters + digits < len(text) * 0.5) or (
            " " not in text.strip() and _UNSPACED.search(text) is None):
        return None
    return text


def _b64(run: str, nested: bool = True) -> str | None:
    body = run.rstrip("=")
    if len(body) % 4 == 1 or (body.isalpha() and (body.islower() or body.isupper())):
        return None
    padded = body + "=" * (-len(body) % 4)
    try:
        altchars = b"-_" if ("-" in body or "_" in body) else None
        raw = base64.b64decode(padded, altchars=altchars, validate=True)
    except (binascii.Error, ValueError):
        return None
    # (lead, stop 43) base64 of base64: the inner run decoded once more
    if nested and raw.isascii() and _B64.fullmatch(raw.decode("ascii")) is not None:
        return _b64(raw.decode("ascii"), nested=False)
    return _text_of(raw)


def _b64_groups(run: str) -> str | None:
    body = "".join(run.split())
    if body.isalpha() or not any(ch.isdigit() or ch in "+/" for ch in body):
        return None  # words of four or eight letters ("This tool does what") are no base64
    return _b64(body)


def _b32(run: str) -> str | None:
    body = run.rstrip("=")
    if body.isalpha() or len(body) % 8 in (1, 3, 6):  # a word in capitals; no base32 length
        return None
    try:
        return _text_of(base64.b32decode(body + "=" * (-len(body) % 8)))
    except (binascii.Error, ValueError):
        return None


def _hex(run: str) -> str | None:
    digits = re.sub(r"0x|\\x|[\s:]", "", run)
    if len(digits) % 2:
        return None
    return _text_of(bytes.fromhex(digits))


def _pct(run: str) -> str | None:
    return _text_of(unquote(run, errors="strict").encode("utf-8", "surrogatepass"))


def _qp(run: str) -> str | None:
    raw = re.sub(rb"=([0-9A-F]{2})", lambda m: bytes((int(m.group(1), 16),)),
                 run.encode("utf-8", "surrogatepass"))
    return _text_of(raw)


_MORSE_CODE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
    "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
    "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
    "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", "-----": "0", ".----": "1",
    "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6", "--...": "7",
    "---..": "8", "----.": "9", ".-.-.-": ".", "--..--": ",", "..--..": "?", "-..-.": "/",
    "---...": ":", ".----.": "'", "-....-": "-", ".--.-.": "@", "-...-": "=", "..--.-": "_",
    "-.-.--": "!", "-.--.": "(", "-.--.-": ")",
}
_MORSE_SIGNS = str.maketrans("·•−–—", "..---")


def _morse(run: str) -> str | None:
    """Letters separated by spaces, words by ` / ` (or by two spaces or more)."""
    words = re.split(r"[ \t]*/[ \t]*|[ \t]{2,}", run.translate(_MORSE_SIGNS).strip())
    out = []
    for word in words:
        letters = [_MORSE_CODE.get(code, "@" if code == "@" else None) for code in word.split()]
        if not letters or None in letters:
            return None
        out.append("".join(letter for letter in letters if letter is not None))
    return _text_of(" ".join(out).encode("utf-8"))


def _binary(run: str) -> str | None:
    digits = re.sub(r"\s", "", run)
    if len(digits) % 8:
        return None
    return _text_of(int(digits, 2).to_bytes(len(digits) // 8, "big"))


def _tags(run: str) -> str | None:
    return "".join(chr(ord(ch) - 0xE0000) for ch in run)


def _tag_escapes(run: str) -> str | None:
    """Each escape's tag character read as the ASCII character it stands for."""
    chars = []
    for code in re.findall(r"[dD][cC]([0-7][0-9A-Fa-f])|[eE]00([2-7][0-9A-Fa-f])|&#(917\d+)", run):
        low, high, decimal = code
        value = int(decimal) - 0xE0000 if decimal else int(low or high, 16)
        if not 0x20 <= value <= 0x7E:
            return None
        chars.append(chr(value))
    return "".join(chars) if len(chars) >= 4 else None


def _escapes(run: str) -> str | None:
    codes = re.findall(r"\\u00([0-7][0-9A-Fa-f])|&#(x?)([0-9A-Fa-f]{2,3});", run)
    chars = []
    for uhex, is_hex, num in codes:
        chars.append(chr(int(uhex, 16)) if uhex else chr(int(num, 16 if is_hex else 10)))
    return _text_of("".join(chars).encode("utf-8", "surrogatepass"))


def _u_escapes(run: str) -> str | None:
    chars = _U_ESCAPE.sub(lambda found: chr(int(found.group(1), 16)), run)
    try:  # a pair of surrogate escapes is one character (an emoji, a rare ideograph)
        return _text_of(chars.encode("utf-16", "surrogatepass").decode("utf-16").encode("utf-8"))
    except UnicodeError:
        return None


def _octal(run: str) -> str | None:
    return _text_of(bytes(int(code, 8) for code in re.findall(r"\\([0-3][0-7]{2})", run)))


def _char_codes(run: str) -> str | None:
    codes = [int(code) for code in _CODE.findall(run)]
    if any(code > 0x10FFFF or 0xD800 <= code <= 0xDFFF for code in codes):
        return None
    return _text_of("".join(map(chr, codes)).encode("utf-8"))


DECODERS: tuple[tuple[str, re.Pattern[str], Callable[[str], str | None]], ...] = (
    ("Unicode tags", _TAGS, _tags),
    ("base64", _B64, _b64),
    ("base32", _B32, _b32),
    ("base64 in groups", _B64_GROUPS, _b64_groups),
    ("hex", _HEX, _hex),
    ("percent-encoded", _PCT, _pct),
    ("quoted-printable", _QP, _qp),
    ("escaped", _ESCAPES, _escapes),
    ("Unicode-escaped", _U_ESCAPES, _u_escapes),
    ("octal-escaped", _OCTAL, _octal),
    ("escaped Unicode tags", _TAG_ESCAPES, _tag_escapes),
    ("Morse", _MORSE, _morse),
    ("binary", _BINARY, _binary),
    ("character codes", _CHAR_CODES, _char_codes),
)


def _may_hold(name: str, text: str) -> bool:
    """Cheap tests that skip a decoder's search when its run cannot occur."""
    if name == "Unicode tags":
        return not text.isascii()
    if name == "base64 in groups":  # base64 of a sentence holds a digit (and a space here)
        # (speed13) `map(str.isdigit, ...)`: the same test of each character, no frame per one
        return len(text) >= 24 and " " in text and any(map(str.isdigit, text))
    if name == "base32":  # a run of 16 capitals or digits 2-7 holds a digit or ends in "="
        return len(text) >= 16 and not text.islower()
    if name == "percent-encoded":
        return "%" in text
    if name == "quoted-printable":
        return "=" in text
    if name == "escaped":
        return "\\u00" in text or "&#" in text
    if name == "Unicode-escaped":
        return "\\u" in text
    if name == "octal-escaped":
        return "\\0" in text or "\\1" in text
    if name == "escaped Unicode tags":
        return "\\u" in text or "\\U" in text or "&#" in text or "+E00" in text.upper()
    if name == "Morse":  # `.-` or `-.` is in most Morse runs of a few letters, rare in prose
        return (".-" in text or "-." in text or "·" in text) and (" " in text)
    if name == "character codes":  # CHAR(, CHR(, fromCharCode(
        return "(" in text and ("har" in text or "HAR" in text or "hr" in text or "HR" in text)
    if name == "binary":  # a letter's byte starts 010 or 011
        return len(text) >= 48 and ("01100" in text or "01110" in text or "01000" in text)
    return len(text) >= 16


# (lead, stop 44) A text that tells the model to decode a run and act on it: the words for
# "decode" and for "follow / apply / carry out" near the run, in the languages the concepts
# cover. Whatever the run says, metadata that asks to be decoded and obeyed is an instruction in
# disguise (a benign tool never needs the model to decode its own description and act on it).
_DECODE_WORDS = lazy(
    r"(?<![a-z])(?:de-?cod(?:e|ed|es|ing)|decipher\w*|decrypt\w*|unscramble\w*|un-?escap\w*"
    r"|d[ée]cod(?:e|er|ez|ant|é|ée)|d[ée]chiffr\w*|de(?:s)?codific\w*|desc?ifr\w*|decifr\w*"
    r"|dekodier\w*|decodier\w*|entschl(?:ü|ue)ssel\w*|decodeer\w*|decoderen|ontsleutel\w*"
    r"|dekod(?:uj|ować|uje)\w*|odkoduj\w*|rozkoduj\w*|odszyfruj\w*|rozszyfruj\w*"
    r"|dekóduj\w*|dekódol\w*|avkoda\w*|dekode\w*|decodea\w*|decodează"
    r"|çöz(?:üp|ün|dükten|erek|ülmüş)?|αποκωδικοποι\w*)"
    r"|декодир\w*|декоду\w*|расшифр\w*|розшифр\w*|раскодир\w*|розкоду\w*|解码|解碼|解密|译码|譯碼"
    r"|还原|還原|デコード|復号|エスケープを(?:戻|解除|外)"
    r"|解読|디코딩|디코드|해독|복호|giải\s+mã|فك\s+(?:ال)?(?:ترميز|تشفير)|डिकोड|פענ\w*"
    r"|ถอดรหัส|رمزگشایی",
    re.IGNORECASE)
_ACT_WORDS = lazy(
    r"(?<![a-z])(?:(?<!as\s)follow(?:ed)?(?!ing)|obey\w*|apply|applied|execute\w*|carry\s+(?:it\s+)?out"
    r"|act\s+on|comply|do\s+(?:what|as)\s+it|suiv(?:re|ez|ant)|suis|appliqu\w*|ex[ée]cut\w*"
    r"|ob[ée]i\w*|sig(?:ue|a|an|uiendo)|seguir|aplic(?:a|ar|ue|ando)|ejecut\w*|obedec\w*"
    r"|cumpl\w*|segu(?:i|ire|ite)|applic(?:a|are|ate)|esegu\w*|obbedi\w*|befolg\w*"
    r"|anwend\w*|wende\s+\w+\s+an|ausf(?:ü|ue)hr\w*|f(?:ü|ue)hre\s+\w+\s+aus|folge[nt]?|volg(?:en|t)?"
    r"|uitvoer\w*|voer\s+\w+\s+uit|toepass\w*|pas\s+\w+\s+toe|wykonaj\w*|zastosuj\w*"
    r"|post(?:ę|e)puj\w*|uygula\w*|takip\s+et\w*|yerine\s+getir\w*|ikuti|jalankan|terapkan"
    r"|laksanakan|följ|utför|tillämpa|proveď|řiď\s+se|použij|kövesd|hajtsd\s+végre|alkalmazd"
    r"|urmeaz(?:ă|a)|execut(?:ă|a)|aplic(?:ă)|ακολούθ\w*|εκτέλεσ\w*|εφάρμοσ\w*)(?!\w)"
    r"|выполн\w*|следуй\w*|примени\w*|соблюда\w*|исполн\w*|викона\w*|дотримуй\w*|застосуй\w*"
    r"|遵循|照做|执行|執行|遵照|照此|照着|照著|遵守|照办|照辦|従って|従う|従い|実行|適用"
    r"|따르|따를|따라|적용|실행|수행|làm\s+theo|thực\s+hiện|áp\s+dụng|tuân\s+theo"
    r"|اتبع|اتّبع|نفذ|نفّذ|طبق|طبّق|पालन|लागू|अमल|בצע|פעל\s+לפי|ציית|ทำตาม|ปฏิบัติ"
    r"|پیروی|اجرا\s+کن",
    re.IGNORECASE)
_HINT_BEFORE = 160  # characters before a run where its decode-and-act hint may sit
_HINT_AFTER = 60  # and after it
_HINT_GAP = 40  # characters between the word for "decode" and the word for "act on it"


# (recall15) An acrostic: the first letters of a block of lines spell the message, and the text
# says so ("read the initials of the lines below", "縦読み", "藏头"). The hint is the word for
# "decode"; a word for "act on it" or for a rule near it makes it an instruction in disguise.
ACROSTIC = "acrostic (the first letters of the lines)"
_ACROSTIC_HINT = lazy(
    r"(?<![a-z])(?:acrostic\w*|acr[oó]stic\w*|akrostich\w*|acrostich\w*|akrosti\w*"
    r"|(?:first|initial|opening)\s+(?:letters?|characters?)\s+of\s+(?:each|every|the)\s+"
    r"(?:\w+\s+)?lines?|initials\s+of\s+(?:each|every|the)\s+(?:\w+\s+)?lines?"
    r"|(?:each|every)\s+line'?s\s+first\s+(?:letter|character)"
    r"|iniziali\s+(?:delle|di\s+ogni)\s+(?:righe|riga|linee|versi|verso)|prime\s+lettere"
    r"|primeras\s+letras|iniciales\s+de\s+(?:cada|las)\s+(?:líneas|línea|versos)"
    r"|primeiras\s+letras|iniciais\s+de\s+cada|premi[èe]res\s+lettres|initiales\s+des"
    r"|erste[nr]?\s+buchstaben|anfangsbuchstaben|eerste\s+letters?|beginletters"
    r"|pierwsze\s+litery|ilk\s+harf\w*|huruf\s+pertama|första\s+bokst\w*"
    r"|første\s+bokst\w*)"
    r"|первы[ех]\s+букв\w*|перші\s+літер\w*|начальн\w+\s+букв\w*|藏头|藏頭|首字|每行第一个字"
    r"|每行的第一个字|縦読み|たて読み|頭文字|各行の(?:頭|先頭|最初)|첫\s*글자|세로\s*읽기|세로드립",
    re.IGNORECASE)
_RULE_WORDS = lazy(
    r"(?<![a-z])(?:rules?|regola|regole|règles?|regel|regeln|regla|reglas|regra|regras"
    r"|reguła|kural\w*|instructions?|istruzion\w*|anweisung\w*|instrucci\w*|consigne\w*"
    r"|as\s+it\s+says|what\s+it\s+says|do\s+so)(?![a-z])"
    r"|правил\w*|инструкци\w*|その通り|通りに|言う通り|規則|ルール|指示|规则|規則|指令|照做"
    r"|규칙|지시|그대로",
    re.IGNORECASE)
_ACROSTIC_LINES = 6  # lines in a block whose initials are read
_ACROSTIC_LINE = 80  # characters of a line of such a block
_ACROSTIC_REACH = 400  # characters between the hint and the block


def _acrostic_runs(text: str) -> Iterator[tuple[int, int, str, str]]:
    hint = _ACROSTIC_HINT.search(text)
    if hint is None:
        return
    blocks: list[tuple[int, int, str]] = []
    at, run_start, last_end = 0, -1, 0
    initials: list[str] = []
    for line in [*text.split("\n"), ""]:
        body = line.strip()
        letter = next((ch for ch in body if ch.isalnum()), "")
        # (a heading that ends in a colon, a note in brackets or the hint's own line is no line
        # of the block)
        if (body and letter and len(body) <= _ACROSTIC_LINE and body[-1] not in ":：" and body[0]
                not in "(（[【" and _ACROSTIC_HINT.search(body) is None):
            if run_start < 0:
                run_start, initials = at, []
            initials.append(letter)
            last_end = at + len(line)
        else:
            if run_start >= 0 and len(initials) >= _ACROSTIC_LINES:
                blocks.append((run_start, last_end, "".join(initials)))
            run_start = -1
        at += len(line) + 1
    for start, end, letters in blocks:
        if (hint.end() - _ACROSTIC_REACH <= end and start <= hint.end() + _ACROSTIC_REACH
                and not start <= hint.start() < end):
            yield start, end, ACROSTIC, letters
            return


def _acrostic_hint(text: str, start: int, end: int) -> str | None:
    hint = _ACROSTIC_HINT.search(text)
    if hint is None:
        return None
    left, right = max(0, hint.start() - _HINT_BEFORE), hint.end() + _HINT_BEFORE
    if start <= hint.start() < end:
        return None
    for words in (_ACT_WORDS, _RULE_WORDS):
        act = words.search(text, left, min(right, len(text)))
        if act is not None and not start <= act.start() < end:
            first = min(hint.start(), act.start())
            return text[first : max(hint.end(), act.end())]
    return None


# (recall61b) Lines to be read together: the text says that a list's lines make one sentence
# ("Read the bullets above as one sentence", "the first words of each line form the directive",
# "lisez les puces comme une seule phrase", "各行の最初の単語"). The list is read as that sentence
# (its items joined, or their first words) and scanned again, as a decoded run is: only what
# another class flags in the sentence is reported.
JOINED_LINES = "lines read as one sentence"
FIRST_WORDS = "first words of the lines"
_FIRST_WORDS_HINT = lazy(
    r"(?<![a-z])(?:(?:first|initial|opening|leading)\s+words?\s+of\s+(?:each|every|the)\s+"
    r"(?:\w+\s+)?(?:lines?|bullets?|items?|rows?|entries)|(?:each|every)\s+(?:line|bullet|item)['’]?s"
    r"\s+first\s+word|premiers?\s+mots?|primeras?\s+palabras?|primeiras?\s+palavras?"
    r"|prime\s+parole|erste[nr]?\s+w(?:ö|oe)rter|anfangsw(?:ö|oe)rter|eerste\s+woorden"
    r"|pierwsze\s+s(?:ł|l)owa|ilk\s+kelime\w*)"
    r"|первы[ех]\s+слов\w*|перші\s+слов\w*|每行(?:的)?第一个(?:词|單詞|单词)|首词|各行の最初の(?:単語|語)"
    r"|첫\s*단어",
    re.IGNORECASE)
_AS_ONE_HINT = lazy(
    r"(?<![a-z])(?:(?:read|join|combine|concatenate|put\s+together|assemble|take)\s+(?:all\s+)?"
    r"(?:the\s+|these\s+)?(?:\w+\s+)?(?:bullets?|lines?|items?|steps?|parts?|pieces?|fragments?"
    r"|points?|notes|entries|words|rows|tips)\s+(?:above\s+|below\s+|together\s+)?(?:as|into)\s+"
    r"(?:one|a\s+single)\s+"
    r"(?:sentence|instruction|line|directive|command)"
    r"|(?:comme|en)\s+une\s+seule\s+phrase|como\s+una\s+(?:sola|única)\s+(?:frase|oración)"
    r"|como\s+uma\s+(?:só|única)\s+frase|come\s+un['’]unica\s+frase|als\s+einen\s+(?:einzigen\s+)?satz"
    r"|als\s+(?:één|een)\s+zin|jako\s+jedno\s+zdanie|tek\s+(?:bir\s+)?cümle)"
    r"|как\s+одно\s+предложение|як\s+одне\s+речення|连成一句|連成一句|合成一句|一文として|한\s*문장으로",
    re.IGNORECASE)
_LIST_ITEM = lazy(r"^[ \t]*(?:[-*•+][ \t]+|\d{1,2}[.)][ \t]+)?(\S[^\n]*)$", re.MULTILINE)
_JOINED_MIN = 3  # lines of a list read together
_JOINED_REACH = 300  # characters between the hint and the list


def _item_lines(text: str) -> list[tuple[int, int, str]]:
    """(start, end, body) of each line that is an item of a list or a short plain line (not a
    heading that ends in a colon, not a note in brackets)."""
    out = []
    for line in _LIST_ITEM.finditer(text):
        body = line.group(1).strip()
        if len(body) <= _ACROSTIC_LINE and body[-1] not in ":：" and body[0] not in "(（[【":
            out.append((line.start(), line.end(), body))
        else:
            out.append((line.start(), line.end(), ""))
    return out


def _joined_runs(text: str) -> Iterator[tuple[int, int, str, str]]:
    for hint_pattern, name in ((_AS_ONE_HINT, JOINED_LINES), (_FIRST_WORDS_HINT, FIRST_WORDS)):
        hint = hint_pattern.search(text)
        if hint is None:
            continue
        blocks: list[list[tuple[int, int, str]]] = [[]]
        for start, end, body in _item_lines(text):
            if body and not start <= hint.start() <= end:
                blocks[-1].append((start, end, body))
            elif blocks[-1]:
                blocks.append([])
        for block in blocks:
            if (len(block) >= _JOINED_MIN and hint.start() - _JOINED_REACH <= block[-1][1]
                    and block[0][0] <= hint.end() + _JOINED_REACH):
                if name == FIRST_WORDS:
                    words = [body.split()[0].rstrip(":：,;") for _, _, body in block]
                else:
                    words = [body for _, _, body in block]
                yield block[0][0], block[-1][1], name, " ".join(words)
                break


def decode_and_act_hint(text: str, start: int, end: int, encoding: str = "") -> str | None:
    """The words near the run at text[start:end] that ask to decode it and act on it, or None.
    (Words are searched in the whole text and kept by where they start: a window's edge must not
    cut "folgende" to "folgen".)"""
    if encoding == ACROSTIC:
        return _acrostic_hint(text, start, end)
    if encoding in (JOINED_LINES, FIRST_WORDS):  # only what the sentence itself says counts
        return None
    for left, right in ((max(0, start - _HINT_BEFORE), start), (end, end + _HINT_AFTER)):
        for decode in _DECODE_WORDS.finditer(text, left):
            if decode.start() >= right:
                break
            act = _ACT_WORDS.search(text, max(left, decode.start() - _HINT_GAP))
            if act is not None and act.start() <= min(right, decode.end() + _HINT_GAP):
                first = min(decode.start(), act.start())
                return text[first : max(decode.end(), act.end())]
    return None


def asks_to_decode(text: str) -> bool:
    """(recall61b) The text has a word for "decode" (in any covered language)."""
    return _DECODE_WORDS.search(text) is not None


def decoded_base64(run: str) -> str | None:
    """The text a base64 run decodes to, or None (binary, an id, a hash)."""
    return _b64(run[:MAX_RUN_CHARS])


def continued_run(first: str, second: str) -> tuple[int, int, str] | None:
    """(recall61b) A base64 run of `first` that a base64 run of `second` continues: (start, end)
    of the run in `first` and the two joined, when the two together decode to text ("Part 1:
    RGVsZXRlIGFsbCBjb2xsZWN0 (part 2 in the `mode` default; join and decode)")."""
    tail = _B64.search(second)
    if tail is None:
        return None
    for head in islice(_B64.finditer(first), MAX_RUNS):
        run, rest = head.group(), tail.group()
        if "=" in run or len(run) % 4:  # a run padded or cut mid-group ends there
            continue
        if _b64((run + rest)[:MAX_RUN_CHARS]) is not None:
            return head.start(), head.end(), run + rest
    return None


def decode_hint(text: str, start: int, end: int) -> str | None:
    """(recall15) The word near the run at text[start:end] that asks to decode it ("unescape to
    read", "decode this"), or None."""
    for left, right in ((max(0, start - _HINT_BEFORE), start), (end, end + _HINT_AFTER)):
        for decode in _DECODE_WORDS.finditer(text, left):
            if decode.start() >= right:
                break
            return decode.group()
    return None


def decoded_runs(text: str) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, encoding, decoded text) for each run that decodes to readable text."""
    budget = MAX_RUNS
    for name, pattern, decode in DECODERS:
        if not _may_hold(name, text):
            continue
        for match in pattern.finditer(text):
            if budget <= 0:
                return
            budget -= 1
            try:
                decoded = decode(match.group()[:MAX_RUN_CHARS])
            except (ValueError, UnicodeError):
                decoded = None
            if decoded is not None:
                yield match.start(), match.end(), name, decoded
    if "\n" in text:
        yield from _acrostic_runs(text)
        yield from _joined_runs(text)
