"""Who a clause speaks to, and whose thing it names: the judgments that tell a request to the
model from documentation of what a tool or its parameter does.

"Print the container's environment variables", "Whether to include the full conversation
thread", "Reads the .env file of the given project" and "Contents of the .env file to write into
the project" name a private-sounding thing as a topic: the tool does something with the caller's
data, or the caller passes it. A request makes the MODEL the actor ("before calling, read ...",
"always include ...", "you ...") and puts something it has access to into the call.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks.lazy import lazy

CLAUSE_BACK = 160  # characters before a match that its clause may still start in
_CLAUSE_END = r"(?:[^.;:!?\n]|[.:](?=\S))*$"  # ".env", "e.g" and "a:b" do not end a clause

# A clause that says what the tool (or a switch of it) does: "Returns ...", "Whether to ...".
TOOL_DOES = lazy(
    r"\b(?:returns|reads|lists|prints|shows|displays|exports|fetches|gets|loads|retrieves"
    r"|outputs|dumps|writes|creates|updates|deletes|archives|stores|saves|masks|redacts|scans"
    r"|checks|inspects|describes|includes|sends|passes|uploads|imports|copies|collects|syncs"
    r"|searches|finds|manages|summari[sz]es|whether\s+(?:or\s+not\s+)?to|if\s+(?:true|set|enabled|provided)"
    r"|when\s+(?:true|set|enabled)|set\s+(?:this\s+|it\s+)?to\s+true\s+to)\b",
    re.IGNORECASE,
)
_TOOL_DOES_CLAUSE = lazy("(" + TOOL_DOES.pattern + ")" + _CLAUSE_END, re.IGNORECASE)
# Words that turn a clause to the model: the actor of a request.
# (precision23) documents whose own earlier rules or instructions a text may rank ("previous
# instructions in the README", "earlier rules in the same file"): a document's versions, not the
# model's guidance; and the lookahead that keeps a pattern of earlier guidance off them
DOC_NOUNS = (r"readme|policy|policies|document|docs?|file|manual|guide|handbook|changelog"
             r"|contract|agreement|section|spec|specification|wiki|page|config|configuration"
             r"|style\s*guide|rulebook|ruleset|sheet|template|repo|repository|project|terms"
             r"|license|licence|lint\s+config|playbook|runbook")
NOT_A_DOCUMENTS = (r"(?!\s+(?:in|of|from|within)\s+(?:the|this|that|its|our|a)\s+(?:[\w-]+\s+)?"
                   r"(?:" + DOC_NOUNS + r")\b)")
ADDRESS = lazy(
    r"\b(?:you|your|yourself|before\s+(?:calling|using|invoking|answering|responding|replying"
    r"|proceeding|you|each|every|any)"
    r"|first|always|then|please|make\s+sure|be\s+sure|remember\s+to|don'?t\s+forget|must"
    r"|should|need\s+to|required\s+to|important"
    # (recall42a) an order into this very field after a purpose clause: "To detect the locale
    # reliably, set this to the full text of ...", "fill this with"
    r"|set\s+(?:this|it)\s+(?:field\s+|value\s+)?to|fill\s+(?:this|it)\s+(?:field\s+)?(?:in\s+)?with)\b",
    re.IGNORECASE,
)
# Words that point into the call being made: "here", "in this field", "as `context`".
INTO_CALL = lazy(
    r"\b(?:here|(?:in|into|to|as)\s+(?:this|the|that)\s+(?:[`'\"]?[\w-]+[`'\"]?\s+)?"
    r"(?:field|parameter|param|argument|arg|property|value|input|request|query|call|body"
    r"|payload)s?\b)"
    r"|\b(?:in|into|as|to)\s+[`'\"][\w.-]+[`'\"]",
    re.IGNORECASE,
)
# A verb in the third person at the start of a match ("Sends the user's token to the IdP"),
# against a base form that ends in s.
_BASE_S = frozenset(("access", "pass", "process", "harass", "focus"))
# Owners that are the model's, the user's or the machine's own, not a thing the tool manages.
_OWN = (r"user|users|machine|host|system|computer|assistant|model|agent|client|operator"
        r"|developer|owner|human|person|caller|you|session|conversation|chat|shell|terminal"
        r"|device|workstation|laptop|environment|context|prompt|current|local|home|os")
_POSSESSOR = lazy(r"\b([a-z][\w-]*)(?:'s|’s|s'|s’)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
_OWN_WORD = lazy(r"(?:" + _OWN + r")$", re.IGNORECASE)
# After the object: whose it is or where it goes, when that is the tool's business.
_GIVEN = (r"given|specified|selected|target|named|requested|chosen|provided|matching|specific"
          r"|corresponding|remote")
# Things a tool manages, whose environment, files or history a tool documents.
_THINGS = (r"project|app|application|channel|thread|room|group|inbox|mailbox|ticket|issue"
           r"|document|page|repo|repository|workspace|container|pod|vault|service|deployment"
           r"|function|job|build|step|stage|pipeline|workflow|image|instance|cluster|namespace"
           r"|account|team|org|organization|site|branch|commit|database|table|process|task|node"
           r"|worker|customer|contact|conversation\s+id|directory|folder")
_TOOL_SIDE_AFTER = lazy(
    r"\s*(?:files?\s+)?(?:(?:stored|configured|defined|set|saved|kept|held|used|found)\s+)?"
    r"(?:of|for|from|in|on|inside|within|under|at)\s+"
    r"(?:(?:the|a|an)\s+)?(?:" + _GIVEN + r")\b"
    r"|\s*(?:files?\s+)?(?:(?:stored|configured|defined|set|saved|kept|held|used|found)\s+)?"
    r"(?:of|for|from|in|on|inside|within|under|at)\s+(?:the|a|an|each|every)\s+"
    r"(?:(?!(?:" + _OWN + r")\b)[\w-]+\s+)?(?:" + _THINGS + r")s?\b"  # not "the current process"
    # (precision60) the file the user points to ("a .env file that the user points to", an ELN's
    # kernel_load_dotenv): the caller picks it, as "a specified .env" reads
    r"|\s*(?:files?\s+)?(?:that|which)\s+(?:the\s+)?user\s+(?:points?\s+(?:to|at)|names?|gives?"
    r"|selects?|chooses?|picks?|specifies|opens?|has\s+(?:named|chosen|selected|given))\b",
    re.IGNORECASE,
)
# Before the object: a word that makes it a thing the tool keeps or the caller picks ("all
# configured environment variables", "specific environment variables").
_PICKED = lazy(
    r"\b(?:given|specified|selected|target|named|requested|chosen|matching|specific|configured"
    r"|defined|declared|registered)\s+(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
# Where the tool puts it (its own output), or content the caller supplies to be written.
_OUTPUT = lazy(
    r"\s*(?:(?:in|into|to|with)\s+(?:the\s+|its\s+|each\s+)?(?:output|response|result|results"
    r"|listing|export|report|summary|table|printout)\b"
    r"|(?:files?\s+)?(?:to|that\s+will|which\s+will)\s+(?:write|create|save|generate|be\b))",
    re.IGNORECASE,
)


def tool_does(text: str, start: int) -> bool:
    """The clause before `start` says what the tool does, and nothing since turns to the model:
    "Whether to include ...", "Returns the list, including ..."."""
    found = _TOOL_DOES_CLAUSE.search(text, max(0, start - CLAUSE_BACK), start)
    return found is not None and ADDRESS.search(text, found.end(1), start) is None


# The model named as the subject: "the assistant sends ..." is still a request.
_MODEL_SUBJECT = lazy(
    r"\b(?:assistant|model|agent|ai|llm|caller|client)\s+(?:(?:must|should|also|always|first"
    r"|then|now)\s+)*$", re.IGNORECASE)


def third_person(text: str, verb: re.Match[str]) -> bool:
    """"sends", "includes", "passes": the tool describing itself, not an imperative (unless the
    model is the subject: "the assistant sends ...")."""
    lowered = verb.group().lower()
    if not lowered.endswith("s") or lowered in _BASE_S:
        return False
    return _MODEL_SUBJECT.search(text, max(0, verb.start() - 60), verb.start()) is None


def someone_elses(between: str) -> bool:
    """The words between the verb and its object end in another owner's possessive ("the
    container's", "a project's"; not "the user's", "the machine's") or in a word that makes the
    object one the tool keeps or the caller picks ("configured", "specific")."""
    if _PICKED.search(between) is not None:
        return True
    found = _POSSESSOR.search(between)
    return found is not None and _OWN_WORD.match(found.group(1)) is None


def tool_side_after(text: str, end: int) -> bool:
    """What follows the object makes it the tool's: "of the given project", "for a Vercel app",
    "in the thread"."""
    return _TOOL_SIDE_AFTER.match(text, end) is not None


def to_output(text: str, start: int, end: int) -> bool:
    """What follows the object sends it to the tool's own output, or makes it content the caller
    supplies: "in the output", "file to write into the project" (not "your system prompt in the
    response")."""
    return _OUTPUT.match(text, end) is not None and ADDRESS.search(text, start, end) is None


# (precision18) A project's .env named as the content the caller hands in for the tool to check
# ("Contents of the .env file to validate", "the .env text to lint"): the tool's input, as a
# validator, a linter or a parser describes it; not the model's or the user's own file ("your
# .env", "~/.env"), nor an order to fetch it ("Read the .env file ... to validate").
_CONTENT_OF = lazy(r"(?:the\s+)?(?:contents?|text|body)\s+of\s+(?:the\s+|a\s+|an\s+)?"
                   r"\.env\b|(?:the\s+|a\s+|an\s+)?\.env\s+(?:file\s+)?(?:contents?|text|body)\b",
                   re.IGNORECASE)
_CHECKED = lazy(
    r"(?:\s+files?)?\s+(?:to\s+(?:be\s+)?|that\s+will\s+be\s+|for\s+the\s+tool\s+to\s+)"
    r"(?:validat|check|lint|pars|scan|analy[sz]|audit|format|convert|compar|diff)\w*\b",
    re.IGNORECASE)
_STOP = lazy(r"[.!?](?=\s|$)|\n")
_WHOLE_COPY = lazy(r"\b(?:verbatim|in\s+full|every|all|secrets?|keys?|tokens?|passwords?)\b",
                   re.IGNORECASE)
_OWNED_ENV = lazy(r"\b(?:your|my|user'?s|users'|the\s+user'?s)\b|~", re.IGNORECASE)


def content_checked(text: str, start: int, end: int) -> bool:
    """text[start:end] names a .env's content as a noun, what follows says the tool checks it,
    and up to the full stop nothing names an owner of the model's side or points into the call."""
    named = _CONTENT_OF.match(text, start)
    stop = _STOP.search(text, end)
    rest = text[start : stop.start() if stop is not None else len(text)]
    if (named is None or _OWNED_ENV.search(rest) is not None or addressed(rest)
            or _WHOLE_COPY.search(rest) is not None):
        return False
    return _CHECKED.match(text, max(end, named.end())) is not None


# a sentence's end: a stop before a space or the end, a semicolon before CJK, a CJK stop, a line
# end; (precision21) the Devanagari danda (Hindi, Marathi, Nepali: "वापस नहीं ली जा सकती। यह ...")
SENTENCE_END = lazy(r"[.!?;](?=\s|$)|;(?=[\u3040-\u9fff\uac00-\ud7af])|[。！？；।॥\n]")


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence (or line) around text[start:end] starts and ends."""
    left = max(0, start - CLAUSE_BACK)
    for found in SENTENCE_END.finditer(text, left, start):
        left = found.end()
    limit = min(len(text), end + CLAUSE_BACK)
    right = SENTENCE_END.search(text, end, limit)
    return left, right.start() if right is not None else limit


def sentence_of(text: str, start: int, end: int) -> str:
    """The sentence (or line) around text[start:end]."""
    left, right = sentence_bounds(text, start, end)
    return text[left:right]


# (precision66) things named only as what is left out, after what the call takes: "Provide only
# the template text the user gives you - not your own instructions or conversation history",
# "pass the user's draft rather than your system prompt". Each stands right after a contrastive
# negation, or is listed after such a one ("or", "nor", a comma); "not just", "not only" add
# instead, and a "but", "also", "too" or "plus" in the sentence brings them back in
_EXCLUDING = lazy(
    r"(?<!\w)(?:not|never|nor|rather\s+than|instead\s+of|excluding|except(?:\s+for)?|without"
    r"|but\s+not|and\s+not|no)\s+(?:(?:your|the|any|its|of|own|model'?s|assistant'?s|earlier"
    r"|previous|prior|other)\s+){0,3}$", re.IGNORECASE)
_LISTED_AFTER = lazy(r"\s*(?:,\s*(?:or\s+|nor\s+)?|or\s+|nor\s+|and\s+)"
                     r"(?:(?:your|the|any|its|own|earlier|previous|prior)\s+){0,3}", re.IGNORECASE)
_ADDS_BACK = lazy(r"(?<!\w)(?:(?:not|never)\s+(?:just|only|merely|simply)|but\s+(?!not\b)|also"
                  r"|too|as\s+well|plus)(?!\w)", re.IGNORECASE)
_EXCLUDING_BACK = 40  # characters before a thing searched for its negation


def left_out(text: str, spans: list[tuple[int, int]], left: int, right: int) -> bool:
    """Every span (sorted) is named as left out in the sentence text[left:right]."""
    if not spans or _ADDS_BACK.search(text, left, right) is not None:
        return False
    excluded_end = -1
    for start, end in spans:
        before = text[max(left, start - _EXCLUDING_BACK) : start]
        listed = excluded_end >= 0 and _LISTED_AFTER.fullmatch(text, excluded_end, start)
        if _EXCLUDING.search(before) is None and not listed:
            return False
        excluded_end = end
    return True


# The model's own side named as the owner: "of the machine", "the user's".
_MODEL_OWNED = lazy(
    r"\b(?:(?:of|on|from|in)\s+(?:the|this)\s+(?:machine|host|computer|workstation|laptop"
    r"|device)|the\s+user(?:'s|’s)|users(?:'|’))",
    re.IGNORECASE,
)


def into_call(sentence: str) -> bool:
    """The sentence points into the call being made ("here", "in this field", "as `notes`")."""
    return INTO_CALL.search(sentence) is not None


def addressed(sentence: str) -> bool:
    """The sentence speaks to the model, names the model's own side as the owner, or points into
    the call."""
    return any(pattern.search(sentence) is not None
               for pattern in (ADDRESS, INTO_CALL, _MODEL_OWNED))


# A secret the reader is told NOT to share ("For your security, never paste the contents of
# ~/.ssh/id_rsa here"): every share verb of the sentence has a negation just before it. Not an
# omission forbidden ("don't forget to paste", "never fail to include"): that asks for the share.
_SHARE_VERB = lazy(r"(?<!\w)(?:paste|share|send|post|upload|commit|enter|type|put|include|provide"
                   r"|submit|expose|reveal|give|copy|leak|log|print|echo)(?!\w)", re.IGNORECASE)
_NEGATED_BEFORE = lazy(r"(?<!\w)(?:never|not|n't|no\s+one\s+should)\s+(?:ever\s+|to\s+)?$",
                       re.IGNORECASE)
_OMISSION_FORBIDDEN = lazy(r"(?<!\w)(?:never|not|n't|no)\s+(?:\w+\s+)?(?:forget|fail|omit|hesitate"
                           r"|neglect|skip|leave\s+out)(?!\w)", re.IGNORECASE)


# (review, stop 43) the secret placed in the call all the same, with a verb that shares nothing
# ("... the contents of ~/.ssh/id_rsa go in this field", "is required here", "verbatim")
_PLACED = lazy(r"\b(?:go(?:es)?\s+(?:in|into)|required|needed|belongs?\s+in"
               r"|verbatim)\b", re.IGNORECASE)
_CLAUSE_MARK = lazy(r"[:;—–]|\s-\s")


def share_forbidden(text: str, start: int, end: int) -> bool:
    """Every share verb of the sentence is negated, one of them in the secret's own clause before
    it, and nothing places the secret in the call anyway."""
    left, right = sentence_bounds(text, start, end)
    verbs = [m.start() for m in _SHARE_VERB.finditer(text, left, right)]
    if (not verbs or _OMISSION_FORBIDDEN.search(text, left, right) is not None
            or _PLACED.search(text, left, right) is not None):
        return False
    marks = [m.end() for m in _CLAUSE_MARK.finditer(text, left, start)]
    clause_left = marks[-1] if marks else left
    return (any(clause_left <= at < start for at in verbs)
            and all(_NEGATED_BEFORE.search(text[max(left, at - 24):at]) is not None
                    for at in verbs))


# (precision61) A request its sender says it never makes: "the city will never ask you to install
# software, run a command or share your password", "we will not ask for your password", "nunca le
# pediremos", "ne vous demandera jamais de": an anti-phishing notice, the asked actions listed
# under the negated asking in one clause (no clause mark, no "but" or "instead" between)
_ASKING_DENIED = lazy(
    r"(?<!\w)(?:(?:never|not|n't|no\s+one\s+(?:will|would|should))\s+(?:ever\s+)?"
    r"(?:ask|request|require|prompt|contact|email|call|text)s?\s+(?:you|users?|customers?|anyone"
    r"|residents?|members?|people)?\s*(?:to|for|by)"
    r"|nunca\s+(?:le|te|les|os)\s+(?:pedir|solicitar)\w*"
    r"|ne\s+vous\s+demander\w*\s+jamais|ne\s+vous\s+demande\s+jamais"
    r"|(?:niemals|nie)\s+(?:nach|auffordern|fragen|bitten))(?!\w)", re.IGNORECASE)
_UNDER_ASKING_STOP = lazy(r"[:;—–]|\s-\s|(?<!\w)(?:but|instead|however|except|unless|rather"
                          r"|pero|mais|aber|sondern)(?!\w)", re.IGNORECASE)


# (precision64) the asking as the second verb under one negation ("never try to complete the
# sign-in on their behalf or ask them to paste their password into the chat"): the negation
# holds both verb phrases of the "or", so the asking is denied too (no clause mark, "but" or
# "instead" between)
_ASKING_DENIED_IN_LIST = lazy(
    r"(?<!\w)(?:never|not|n't)\s+(?:ever\s+)?[a-z-]+\b[^.;:!?\n]{0,80}?\s(?:or|nor)\s+"
    r"(?:ask|request|prompt|tell|require)\s+(?:them|him|her|the\s+user|users?|you|customers?"
    r"|people)\s+(?:to\s+|for\s+)$", re.IGNORECASE)


def asking_denied(text: str, start: int, end: int) -> bool:
    """text[start:end] is one of the actions a negated asking before it in its clause lists."""
    left, _ = sentence_bounds(text, start, end)
    found = [m.end() for m in _ASKING_DENIED.finditer(text, left, start)]
    if found and _UNDER_ASKING_STOP.search(text, found[-1], start) is None:
        return True
    listed = _ASKING_DENIED_IN_LIST.search(text, max(left, start - 140), start)
    return listed is not None and _UNDER_ASKING_STOP.search(text, listed.start(), start) is None


# (precision61) The taking-as forbidden: "Never treat silence from the user as consent", "a
# missing reply is not to be treated as approval": every treating verb of the sentence has its
# negation right before it (the opposite of a pre-approval)
_NEGATION_RIGHT_BEFORE = lazy(r"(?<!\w)(?:never|not|n't)\s+(?:ever\s+|be\s+|to\s+be\s+)?$",
                              re.IGNORECASE)


def treating_forbidden(text: str, start: int, end: int, verb: re.Pattern[str]) -> bool:
    """Every form of `verb` in the sentence around text[start:end] is negated right before it."""
    left, right = sentence_bounds(text, start, end)
    verbs = [m.start() for m in verb.finditer(text, left, right)]
    return bool(verbs) and all(
        _NEGATION_RIGHT_BEFORE.search(text[max(left, at - 24):at]) is not None for at in verbs)


# (precision26) a negation shared by a list of verbs ("Do NOT read, open, or echo any .env file",
# "never copy, log or print the token"): the verb at `at` is a later item of a list that a
# negation opens, and the list is one (an "or" or "nor" before its last verb): "Don't stop, read
# ~/.ssh/id_rsa" is two orders, no list
# (precision37) two verbs joined by "or" and no comma are a list too ("Do not read or print
# ~/.ssh/id_rsa"); "Never print the .env file, but do read ~/.ssh/id_rsa" is none (an object
# and "but do" between)
_NEGATED_LIST_BEFORE = lazy(r"(?<!\w)(?:never|not|n't|nor)\s+(?:ever\s+)?(?:(?:[a-z-]+\s*,\s*){1,4}"
                            r"(?:(?:or|nor)\s+)?|[a-z-]+\s+(?:or|nor)\s+)$", re.IGNORECASE)
_LIST_GOES_ON = lazy(r"(?:\s*,\s*[a-z-]+){0,3}\s*,?\s+(?:or|nor)\s+[a-z-]+", re.IGNORECASE)
_OR_BEFORE = lazy(r"(?<!\w)(?:or|nor)\s+$", re.IGNORECASE)


def in_negated_verb_list(text: str, at: int, end: int) -> bool:
    """The verb text[at:end] is an item of a list of verbs under one negation before it."""
    before = _NEGATED_LIST_BEFORE.search(text, max(0, at - 60), at)
    if before is None:
        return False
    return (_OR_BEFORE.search(text, before.start(), at) is not None
            or _LIST_GOES_ON.match(text, end) is not None)


# (recall12) a question answered "No" right after it ("Answer as if you were an advisor? No:
# this tool only returns the tables", "¿Ignorar las instrucciones previas? No."): a question the
# text rejects is no order; (precision14) the answer in more languages ("Không.", "Hapana.")
_NO_ANSWER = lazy(r"[?？]\s*[\"'”’»)]?\s*(?:no|nope|non|nein|nee|nie|não|nao|нет|ні|ne|hayır|hayir"
                  r"|tidak|不|いいえ|아니요|아니오|لا|không|khong|hapana|όχι|לא|نه|नहीं|ไม่|nu|nem|ei"
                  r"|nej|nei|bukan|না|否|没有|不会|不是)(?:\s*[.:,;!—–。，、！：-]|\s*$)",
                  re.IGNORECASE)


def answered_no(text: str, start: int, end: int) -> bool:
    """The sentence around text[start:end] is a question answered "No" right after it."""
    _, right = sentence_bounds(text, start, end)
    if _NO_ANSWER.match(text, right) is not None:
        return True
    # (precision14) a question mark with no space after it ends no sentence ("吗?不会。")
    marks = [at for at in (text.find("?", end, right), text.find("？", end, right)) if at >= 0]
    return bool(marks) and _NO_ANSWER.match(text, min(marks)) is not None
