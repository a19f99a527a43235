"""(h) Side-channel parameters: an input property whose text asks the model to put its OWN
private context into it.

A parameter's description says what goes into it, so a bare topic is documentation:
"Environment variables for the container", "System prompt to use for the completion", "API key
for the service" describe what the caller passes. A side channel names the model's own context
as the object: the conversation so far, the user's previous messages, the system prompt it was
given, other tools' results, the environment variables or credentials it can see, a key file's
contents. Text that says what the tool itself does ("Returns the full conversation") is not a
request either.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import clauses, own_scope, secret_requests, split_value
from mcpcheck.checks.lint.attacks.base import Folded, Hit, Pattern, Site, Windowed, has_word
from mcpcheck.checks.lint.attacks.lazy import lazy
from mcpcheck.checks.lint.attacks.secret_requests import (
    _GAP,
    ANY_VERB,
    ENV,
    OWN_CONTEXT,
    SECRET_FILES,
    has_env,
    has_path,
)

# What marks the model's own view: what it holds, was given or can see.
YOU_SEE = (
    r"\b(?:(?:that\s+|which\s+)?you\s+(?:have|had|hold|know|see|saw|received|remember"
    r"|were\s+(?:given|told|shown|sent)|have\s+(?:seen|received|been\s+(?:given|told|shown)"
    r"|access\s+to)|can\s+(?:see|find|access|read|view)|are\s+(?:given|following|running\s+with"
    r"|operating\s+under))"
    r"|(?:available|visible|known|accessible|given|shown|exposed)\s+to\s+you"
    r"|(?:in|from)\s+your\s+(?:context(?:\s+window)?|environment|memory|conversation|session"
    r"|prompt|instructions|possession|shell)"
    r"|(?:in|from)\s+(?:the|this)\s+(?:context\s+window|conversation|chat\s+so\s+far)"
    r"|(?:in|from)\s+(?:the\s+)?(?:earlier|previous|prior|other)\s+(?:tool\s+)?(?:results"
    r"|outputs|responses|messages|tool\s+calls)"
    r"|(?:(?:the\s+user|you)\s+(?:has\s+|have\s+)?)?(?:shared|mentioned|pasted|gave(?:\s+you)?"
    r"|sent|typed|provided|entered|seen)\s+(?:earlier|previously|before|so\s+far|in\s+(?:this"
    r"|the)\s+(?:conversation|chat)))\b"
)
# a copy of something the model already holds
VERBATIM = (r"[\s,(-]{1,3}(?:verbatim|word[\s-]for[\s-]word|in\s+full"
            r"|exactly\s+as\s+(?:given|written|received))\b")
_TAIL = r"[^.\n;]{0,40}?"  # the same clause, a few words on
CREDENTIAL = (
    r"(?:api[\s_-]?keys?|access[\s_-]?tokens?|credentials?|passwords?|private[\s_-]keys?"
    r"|secret[\s_-]keys?|secrets|ssh\s+keys?|seed\s+phrases?|session\s+(?:cookies|tokens?))\b"
)
_CONVERSATION = r"(?:conversation|chat|dialog(?:ue)?|session|discussion)"
CONTEXT = (
    # the conversation as a whole, or so far
    r"\b(?:entire|full|whole|complete|ongoing|verbatim)\s+(?:conversation|dialog(?:ue)?)\b"
    r"(?!\s+(?:ids?|threads?|titles?|names?|urls?|links?|objects?)\b)"
    r"(?:\s+(?:history|transcript|log))?(?:\s+(?:so\s+far|up\s+to\s+now|until\s+now))?"
    r"|\b(?:entire|full|whole|complete)\s+chat\s+(?:history|log|transcript)\b"
    r"|\b" + _CONVERSATION + r"(?:\s+(?:history|transcript|log))?\s+(?:so\s+far|up\s+to\s+now"
    r"|until\s+now|thus\s+far|to\s+date)\b"
    r"|\b(?:(?:the\s+)?(?:conversation|chat|dialog(?:ue)?)(?:\s+(?:history|transcript|log))?"
    r"|(?:the\s+)?(?:previous|prior|earlier)\s+messages|(?:the\s+|your\s+)?system\s+(?:prompt|message)"
    r"|(?:the\s+|your\s+)?(?:instructions|guidelines))" + VERBATIM +
    r"|\b(?:this|our|your|the\s+current)\s+" + _CONVERSATION + r"(?:'s)?\s+(?:history|transcript"
    r"|log|messages|contents?)\b"
    r"|\b(?:transcript|history|log|contents?|text)\s+of\s+(?:this|our|your|the\s+current)\s+"
    + _CONVERSATION + r"\b"
    r"|\b(?:your\s+)?conversation\s+with\s+the\s+user\b"
    # the user's (or the model's) earlier messages
    r"|\b(?:the\s+user'?s|your|our)\s+(?:own\s+)?(?:previous|prior|earlier|past|recent|last)\s+"
    r"(?:\w+\s+)?messages\b"
    r"|\b(?:previous|prior|earlier|past)\s+(?:user\s+|chat\s+)?messages\s+(?:in|from|of)\s+"
    r"(?:this|our|your|the\s+current)\s+(?:" + _CONVERSATION + r"|context)\b"
    r"|\beverything\s+(?:the\s+user|you)\s+(?:has\s+|have\s+)?(?:said|typed|wrote|written"
    r"|shared|asked|told\s+you|know|seen|can\s+see|remember|were\s+told)\b"
    # the system prompt or instructions the model was given
    r"|\byour\s+(?:(?:own|full|entire|complete|current|original|initial|hidden|exact)\s+)*"
    r"(?:system\s+(?:prompt|message|instructions)|(?:initial|hidden|original|developer)\s+"
    r"(?:prompt|instructions)|context\s+window)\b"
    # "your system prompt for the new agent" is the caller's text for a model the tool sets up
    r"(?!\s+(?:for|to\s+use\s+for)\s+(?:the\s+|a\s+|an\s+|this\s+|your\s+)?(?:new\s+|custom\s+)?"
    r"(?:agent|bot|assistant|model|completion|gpt|persona|llm|sub-?agent)s?\b)"
    r"|\bhidden\s+system\s+(?:prompt|message|instructions)\b"
    r"|\bsystem\s+(?:prompt|message|instructions)\s+(?:that\s+)?(?:you\s+(?:were|have\s+been)"
    r"\s+(?:given|told|shown)|you\s+(?:received|have|are\s+(?:following|running\s+with"
    r"|operating\s+under))|(?:given|provided|shown)\s+to\s+you)\b"
    r"|\binstructions\s+(?:that\s+)?you\s+(?:were|have\s+been)\s+given\b"
    r"|\b(?:everything|all|the\s+(?:full\s+)?contents?)\s+(?:in|of)\s+your\s+(?:context|memory)\b"
    # other tools' results
    r"|\b(?:results?|outputs?|responses?|contents?|data)\s+(?:of|from|returned\s+by|produced\s+by)"
    r"\s+(?:(?:any|all|every|each)\s+(?:of\s+the\s+)?|the\s+)?(?:other|previous|prior|earlier"
    r"|remaining)\s+tools\b"
    r"|\b(?:results?|outputs?|responses?)\s+(?:of|from|returned\s+by)\s+(?:any|all|every|each)\s+"
    r"(?:of\s+the\s+)?(?:other|previous|prior|earlier)\s+tools?\b"
    r"|\b(?:other|previous|prior|earlier)\s+tools'?\s+(?:results|outputs|responses)\b"
    r"|\b(?:earlier|previous|prior|other)\s+tool\s+(?:calls|results|outputs|responses)\b"
    r"|\btool\s+(?:results|outputs|responses)\s+(?:that\s+)?you\s+(?:have\s+)?(?:received|seen"
    r"|got|gathered)\b"
    # (recall38a) the latest messages of the chat: "the last 20 messages you and the user
    # exchanged", "the last 20 messages of the dialogue"
    r"|\bmessages\s+(?:that\s+)?you\s+and\s+the\s+user\s+(?:have\s+)?exchanged\b"
    r"|\b(?:last|latest|most\s+recent|recent)\s+(?:\d+|\w+)\s+"
    r"(?:user\s+)?(?:messages|turns)\s+(?:of|in|from)\s+(?:the|this|our|your)\s+dialog(?:ue)?\b"
    # (recall39a) the model's own reasoning: "your own private reasoning for calling this tool"
    r"|\byour\s+(?:own\s+)?(?:private\s+|internal\s+|hidden\s+)?(?:reasoning|chain[\s-]of[\s-]thought"
    r"|scratchpad|thought\s+process)\b(?!\s+(?:effort|level|budget|mode|tokens?)\b)"
    # (recall40a) the model's own tool calls of this session, by recency or by "you made", or
    # from any tool: "raw outputs of the last 5 tool calls you made", "results from any tool"
    r"|\b(?:outputs?|results?|responses?|returns?)\s+(?:of|from)\s+(?:the\s+|your\s+)?(?:last|latest"
    r"|most\s+recent|recent)\s+(?:\d+\s+|few\s+|several\s+|two\s+|three\s+|five\s+|ten\s+)?"
    r"tool\s+(?:calls|invocations|runs)\b"
    r"|\btool\s+(?:calls|invocations)\s+(?:that\s+)?you\s+(?:have\s+)?(?:made|ran|run|executed"
    r"|performed|issued)\b"
    r"|\b(?:outputs?|results?|responses?)\s+(?:returned\s+)?(?:by|from)\s+any\s+(?:other\s+)?tools?\b"
    # (recall40a) the model's tool set named as what it is connected to in this session: "the
    # names of the other MCP servers connected in this session", "the tools available to you"
    r"|\b(?:names?|list)\s+of\s+(?:the\s+|all\s+|any\s+)?(?:other\s+)?(?:mcp\s+)?(?:servers"
    r"|tools|connectors|plugins|integrations)\s+(?:that\s+(?:are|you\s+have)\s+)?(?:currently\s+)?"
    r"(?:connected|installed|available|enabled|loaded|configured)\s+(?:in\s+(?:this|the\s+current)"
    r"\s+(?:session|conversation|chat)|to\s+you|for\s+you|in\s+your\s+(?:client|session))\b"
    # (recall42a) the latest messages "exchanged with the person", or "in the chat, user and
    # assistant"; the other tools "you have connected" or "used in this session"; the guidelines
    # "you are operating under"; the assistant's instructions "as provided at start-up"
    r"|\b(?:last|latest|most\s+recent|recent)\s+(?:\d+\s+|\w+\s+)?messages\s+exchanged\s+(?:with|between)\b"
    r"|\b(?:last|latest|most\s+recent|recent)\s+(?:\d+\s+|\w+\s+)?messages\s+(?:in|of)\s+(?:the|this|our)"
    r"\s+(?:chat|conversation)\s*,?\s+(?:both\s+)?(?:the\s+)?user\s+and\s+(?:the\s+)?assistant\b"
    r"|\b(?:the\s+)?other\s+(?:mcp\s+)?(?:tools|servers|connectors|plugins|integrations)\s+(?:that\s+)?"
    r"you(?:'ve|\s+have)?\s+(?:connected|installed|enabled|loaded|used|called|invoked|run)\b"
    # (recall64b) "you yourself are operating under"
    r"|\b(?:instructions|guidelines|rules)\s+(?:that\s+)?you(?:\s+yourself)?(?:'re|\s+are|\s+were)\s+(?:operating|running"
    r"|working)\s+under\b"
    r"|\b(?:the\s+)?(?:assistant'?s|model'?s|agent'?s)\s+(?:own\s+)?(?:operating|setup|system|initial"
    r"|original|start-?up)\s+(?:instructions|guidelines|prompt)\b"
    r"|\b(?:operating|setup|initial|original)\s+instructions\s+(?:exactly\s+)?as\s+(?:provided|given"
    r"|received)\s+at\s+(?:start-?up|the\s+start|launch)\b"
)
ENV_SEEN = r"(?:" + ENV + r")" + _TAIL + YOU_SEE
ENV_DUMP = (
    # a placeholder for the whole environment ("<everything from env>", "all of your env vars")
    r"\b(?:everything|all)\s+(?:(?:from|in|of)\s+)(?:the\s+|your\s+)?env(?:ironment)?\b"
    r"(?!\s*(?:file|files|template|example)\b)|"
    r"\b(?:dump|copy|snapshot|full\s+list|contents?|output)\s+of\s+(?:all|every|each)\s+(?:of\s+)?"
    r"(?:the\s+|your\s+)?(?:environment\s+variables?|env(?:ironment)?\s+vars?)\b"
    r"|\b(?:contents?|output|dump|values?|copy)\s+of\s+(?:all\s+)?(?:the\s+)?(?:[`'\"]?"
    r"(?:process\.env|os\.environ|printenv|env)\b[`'\"]?|(?:your|the\s+(?:current|host|local"
    r"|whole|entire|full))\s+environment\b|\$[A-Za-z_])"
    # (recall38a) a command's output from the user's machine: "Output of `ls -la ~ && env`"
    r"|\b(?:output|result|results|contents?)\s+of\s+[`'\"]?[^`'\"\n]{0,40}?(?:&&|;|\|)\s*"
    r"(?:env|printenv)\b"
)
KEY_FILE_CONTENTS = (
    r"\b(?:contents?|text|data|lines?|bytes)\s+(?:of|in|from)\s+(?:the\s+user'?s\s+|the\s+|your\s+"
    r"|their\s+|any\s+|every\s+|all\s+)?"
    # (recall64b) the file under its folder too ("the last 500 lines of ~/.bash_history")
    r"(?:file\s+)?[`'\"]?(?:[~$\w.:-]*/)*?(?:" + SECRET_FILES + r")[`'\"]?"
    # contents to be written to such a file are the caller's, not the model's
    r"(?!\s+(?:file\s+)?(?:to|that\s+will|which\s+will)\s+(?:write|create|save|generate|be\b))"
)

# (recall38a) the user's private things outside the tool's job, as the model can see them: the
# browser history and open tabs, other documents, e-mails and DMs, contacts, the files open in
# the editor, the Downloads folder; named with what marks the model's view (as much as you can
# see, that you have access to, currently open, appearing in the conversation)
_PRIVATE_THING = (
    r"(?:(?:browser|browsing|search)\s+history|open\s+(?:browser\s+)?tabs|tab\s+titles|bookmarks"
    r"|cookies|saved\s+passwords|clipboard|contacts|address\s+book|photos|calendar\s+entries"
    r"|profiles?|accounts?"
    r"|e-?mails|inbox|dms|direct\s+messages|private\s+messages|documents|recent\s+files|files)"
)
_SEE_STRONG = (
    r"(?:as\s+much\s+as\s+you\s+can|you\s+can\s+(?:see|access|find|reach)|you\s+have\s+access\s+to"
    r"|(?:available|visible|accessible)\s+to\s+you|you(?:'ve|\s+have)\s+(?:seen|come\s+across)"
    r"|in\s+your\s+context)"
)
PRIVATE = (
    r"\b" + _PRIVATE_THING + r"\b[^.\n;]{0,60}?\b" + _SEE_STRONG + r"\b"
    r"|\b(?:files?|documents?|tabs?)\s+(?:that\s+(?:are|is)\s+)?(?:currently\s+)?open\s+in\s+(?:the\s+user'?s"
    r"|your|their)\s+(?:editor|workspace|ide|browser)\b"
    # (recall40a) what the user opened, attached or shared in this session, or shared with the
    # model: "contents of any files the user has opened or attached during this session", "the
    # most recent private message or document the user shared with you"
    r"|\b(?:files?|documents?|attachments?|images?|photos?|messages?|notes?|uploads?)\s+(?:that\s+)?"
    r"(?:the\s+user|they|you)\s+(?:has\s+|have\s+|had\s+)?(?:opened|attached|uploaded|shared|sent"
    r"|pasted|viewed|dropped|forwarded)(?:\s+(?:or|and)\s+(?:opened|attached|uploaded|shared|sent"
    r"|pasted|viewed))?\s+(?:(?:with|to)\s+you\b|(?:during|in|throughout|over)\s+(?:this|the"
    r"\s+current|the)\s+(?:session|conversation|chat)\b)"
    r"|\b(?:anything|whatever)\s+(?:else\s+)?(?:the\s+user|they)\s+(?:has\s+|have\s+)?(?:said|typed"
    r"|written|wrote|shared|mentioned|told\s+you)\b"
    # (recall40a) the files open in the user's editor, in other languages
    r"|(?:エディタ|エディター|IDE)\s*で\s*(?:現在|今)?\s*開いている\s*(?:すべての|全ての)?\s*ファイル"
    r"|(?:编辑器|IDE)\s*中\s*(?:当前|目前)?\s*打开的\s*(?:所有|全部)?\s*文件"
    r"|(?:에디터|편집기|IDE)\s*에서\s*(?:현재\s*)?열(?:려\s*있는|어\s*둔|린)\s*(?:모든\s*)?파일"
    r"|\b(?:fichiers|documents)\s+(?:actuellement\s+)?ouverts\s+dans\s+(?:l'|son\s+|votre\s+)?"
    r"(?:éditeur|ide)\b|\b(?:archivos|ficheros|documentos|arquivos)\s+(?:actualmente\s+|atualmente\s+)?"
    r"abiertos\s+en\s+(?:el\s+|su\s+)?(?:editor|ide)\b|\barquivos\s+(?:atualmente\s+)?abertos\s+no"
    r"\s+(?:editor|ide)\b|\b(?:im|in\s+(?:seinem|ihrem|deinem))\s+(?:editor|ide)\s+(?:gerade\s+|aktuell\s+)?"
    r"geöffneten\s+dateien\b"
    # a listing of the user's home directory ("Output of `ls -la ~`")
    r"|\b(?:output|result|listing)\s+of\s+[`'\"]?ls\s+(?:-\w+\s+)*~"
    r"|\b(?:listing|list|contents?)\s+of\s+(?:the\s+user'?s|your|their)\s+home\s+(?:directory|folder|dir)\b"
    # (recall39a) the home listing as a command in quotes or brackets, and in other languages;
    # every file of the working directory with its contents
    r"|[`'\"(]\s*ls\s+(?:-\w+\s+)*~/?\s*[`'\")]"
    r"|\b(?:liste|lista|listado|auflistung|elenco|список|listesi)\s+(?:des\s+|de\s+|dos\s+|der\s+"
    r"|dei\s+|delle\s+)?(?:fichiers|archivos|arquivos|dateien|file|файлов)\s+(?:de\s+|do\s+|des\s+"
    r"|del\s+|im\s+|nel\s+|в\s+)?(?:son|sa|su|seu|sua|ihrem|suo|la|le)?\s*(?:répertoire\s+personnel"
    r"|dossier\s+personnel|directorio\s+personal|carpeta\s+personal|diretório\s+pessoal"
    r"|pasta\s+pessoal|home-?verzeichnis|cartella\s+home|домашн\w+\s+(?:каталог\w*|папк\w*))"
    r"|\b(?:every|all|each)\s+files?(?:\s+names?)?\s+in\s+the\s+current\s+(?:working\s+)?"
    r"(?:directory|folder|workspace)\b[^.\n;]{0,60}?\b(?:contents?|text|first\s+\d+)"
    r"|(?:当前|目前)(?:工作)?目录下?(?:的)?所有文件|カレントディレクトリ(?:内|の)(?:すべて|全て)の"
    r"ファイル|현재\s*(?:작업\s*)?디렉터리의?\s*모든\s*파일"
    r"|\b(?:the\s+user'?s|their|your)\s+(?:downloads|documents|desktop|pictures|home)"
    r"(?:\s+(?:and|or|,)\s+(?:downloads|documents|desktop|pictures|home))?\s+(?:folders?"
    r"|director(?:y|ies))\b"
    # (other languages) the user's recent files, the contacts appearing in the conversation
    r"|\b(?:arquivos|archivos|ficheiros|fichiers|dateien|file|файлы|dosyalar\w*|tệp)\s+"
    r"(?:recentes|recientes|récents|zuletzt\s+\w+|recenti|недавн\w*|son)\s+(?:do\s+usuário"
    r"|del\s+usuario|de\s+l'utilisateur|des\s+nutzers|dell'utente|пользователя)\b"
    r"|\b(?:contatos|contactos|contacts|kontakte|contatti|контакты|kişiler\w*|liên\s+hệ)\b"
    r"[^.\n;]{0,40}?\b(?:conversa|conversación|conversation|gespräch\w*|conversazione|разговор\w*"
    r"|диалог\w*|sohbet\w*|cuộc\s+trò\s+chuyện)\b"
    # (recall42a) the user's inbox summarised, every open tab with the forms filled in, every file
    # of the user's working directory, the whole clipboard history (with the passwords copied)
    r"|\b(?:summary|digest|overview|contents?|list)\s+of\s+(?:the\s+user'?s|the\s+person'?s|their)\s+"
    r"(?:recent\s+|current\s+|latest\s+|whole\s+|entire\s+)?(?:e-?mail\s+)?(?:inbox|e-?mails|dms"
    r"|browsing\s+history)\b"
    r"|\b(?:all|every)\s+open\s+(?:browser\s+)?tabs?\b[^.\n;]{0,60}?\b(?:forms?|passwords?|contents?)\b"
    r"|\bvalues?\s+of\s+(?:any|all|every|the)\s+forms?\s+(?:that\s+)?(?:the\s+(?:person|user)|they|you)\s+"
    r"(?:has|have)\s+(?:filled|entered|typed)"
    r"|\b(?:contents?|text)\s+of\s+(?:every|all|each|any)\s[^.\n;]{0,40}?\bin\s+the\s+(?:user|person)'?s\s+"
    r"(?:current\s+)?(?:working\s+)?(?:directory|folder)\b"
    r"|\b(?:entire|full|whole|complete|all)\s+(?:of\s+)?(?:the\s+)?(?:user'?s\s+|person'?s\s+)?clipboard"
    r"\s+history\b|\bclipboard\s+history\b[^.\n;]{0,60}?\bpasswords\b"
    r"|\btodo\s+o\s+histórico\s+da\s+área\s+de\s+transferência|\bhistórico\s+da\s+área\s+de"
    r"\s+transferência\b[^.\n;]{0,60}?\bsenhas\b|\btodo\s+el\s+historial\s+del\s+portapapeles"
    r"|\bhistorial\s+del\s+portapapeles\b[^.\n;]{0,60}?\bcontraseñas\b"
    r"|\btout\s+l.historique\s+du\s+presse-papiers|\bhistorique\s+du\s+presse-papiers\b[^.\n;]{0,60}?"
    r"\bmots\s+de\s+passe\b|\bgesamten?\s+zwischenablage-?verlauf|\bzwischenablage-?verlauf\b"
    r"[^.\n;]{0,60}?\bpassw|\bintera\s+cronologia\s+degli\s+appunti|\bcronologia\s+degli\s+appunti\b"
    r"[^.\n;]{0,60}?\bpassword|剪贴板(?:的)?(?:全部|所有)?历史[^。\n]{0,30}?密码|(?:全部|所有)(?:的)?剪贴板历史"
    r"|クリップボード(?:の)?(?:全|すべての)?履歴[^。\n]{0,30}?パスワード|클립보드\s*(?:전체\s*)?기록[^.\n]{0,30}?비밀번호"
)
# (recall64b) the user's latest messages in the chat, in many languages: "the user's last 20
# messages", "los últimos 10 mensajes del usuario", "die letzten 20 Nachrichten des Nutzers",
# "последние 20 сообщений пользователя", "用户最近的20条消息", "ユーザーの直近20件のメッセージ":
# the model's own conversation, by recency (a count of them is not: see _counted)
_N = r"(?:\d{1,4}\s*|\w+\s+)?"
RECENT_USER_MESSAGES = (
    r"\b(?:the\s+user'?s|the\s+customer'?s|the\s+person'?s)\s+(?:\d{1,4}\s+)?(?:last|latest"
    r"|most\s+recent|recent"
    r"|previous|prior|earlier)\s+" + _N + r"(?:messages|prompts|questions|turns|inputs|requests)\b"
    r"|\b(?:last|latest|most\s+recent|recent)\s+" + _N + r"(?:messages|turns|prompts)\s+(?:of|from"
    r"|by|sent\s+by|written\s+by|typed\s+by)\s+the\s+(?:user|customer|person)\b"
    r"|\b(?:últimos|ultimos)\s+" + _N + r"mensajes\s+(?:del|de\s+la)\s+"
    r"(?:usuari[oa]|cliente|persona)"
    r"|\bmensajes\s+(?:recientes|anteriores|previos)\s+(?:del|de\s+la)\s+(?:usuari[oa]|cliente)"
    r"|\b(?:últimas|ultimas)\s+" + _N + r"mensagens\s+d[oa]\s+(?:usuári[oa]|usuari[oa]|utilizador"
    r"|cliente|pessoa)|\bmensagens\s+(?:recentes|anteriores)\s+d[oa]\s+(?:usuári[oa]|usuari[oa]"
    r"|utilizador|cliente)"
    r"|\b" + _N + r"(?:derniers|récents|recents)\s+messages\s+"
    r"(?:de\s+l['’]\s*(?:utilisat(?:eur|rice))"
    r"|du\s+client)|\bmessages\s+(?:récents|recents)\s+de\s+l['’]\s*utilisat(?:eur|rice)"
    r"|\bletzten\s+" + _N + r"nachrichten\s+de[rs]\s+(?:nutzers?|benutzers?|users?|kunden"
    r"|anwenders?|nutzerin|benutzerin)\b|\b(?:nutzers|benutzers|kunden)\s+letzten?\s+" + _N
    + r"nachrichten\b"
    r"|\bultimi\s+" + _N + r"messaggi\s+(?:dell['’]\s*utente|del\s+cliente)"
    r"|\blaatste\s+" + _N + r"berichten\s+van\s+de\s+(?:gebruiker|klant)"
    r"|\bostatni\w*\s+" + _N + r"wiadomości\s+(?:użytkownika|klienta)"
    # (Turkish "kullanıcının": its dotless i has no case twin, so a word letter stands for it)
    r"|\bkullan\w{1,2}c\w{1,2}n\w{1,2}n\s+son\s+" + _N + r"mesaj\w*"
    r"|\bpesan\s+terakhir\s+(?:dari\s+)?pengguna|\b" + _N + r"pesan\s+terakhir\s+pengguna"
    r"|последн\w*\s+" + _N + r"сообщени\w*\s+(?:пользовател|клиент|собеседник)\w*"
    r"|сообщени\w*\s+(?:пользовател|клиент)\w*\s+за\s+последн\w*"
    r"|останн\w*\s+" + _N + r"повідомлен\w*\s+(?:користувач|клієнт)\w*"
    r"|用户(?:的)?(?:最近|最后|近期|最新)(?:的)?\s*(?:\d+\s*条)?(?:的)?\s*(?:消息|信息|发言|聊天)"
    r"|(?:最近|最后)\s*\d*\s*条?用户(?:的)?(?:消息|发言)"
    r"|ユーザー(?:の)?(?:直近|最近|最新|過去)(?:の)?\s*(?:\d+\s*件)?(?:の)?(?:メッセージ|発言)"
    r"|사용자(?:의)?\s*(?:최근|마지막|이전)\s*(?:\d+\s*개(?:의)?\s*)?(?:메시지|대화|발언)"
    r"|आखिरी\s+" + _N + r"संदेश|उपयोगकर्ता\s+के\s+(?:पिछले|आखिरी|अंतिम)\s+" + _N + r"संदेश"
    r"|آخر\s+" + _N + r"رسائل\s+المستخدم"
)
_RECENT_WORDS = frozenset(("messages", "prompts", "questions", "turns", "inputs", "requests",
                           "mensajes", "mensagens", "nachrichten", "messaggi", "berichten",
                           "pesan"))
KIND_RECENT = "recent"
# ... put into the call: a copy order, "here" or "verbatim" in the same text (a count of the
# messages or a platform's messages the tool returns are no request)
_RECENT_ORDER = lazy(
    r"(?<!\w)(?:here|verbatim|word\s+for\s+word|paste|copy|pass|put|include|insert|attach|fill"
    r"|as[\s-]is|unedited|exactly|aquí|aqui|pega|pegue|copia|copie|incluye|incluya|pasa|pase"
    r"|adjunta|tal\s+cual|textual\w*|cole|inclua|passe|anexe|na\s+íntegra|literalmente|ici|colle"
    r"|collez|copiez|inclus|incluez|joins|joignez|mot\s+pour\s+mot|tel(?:le)?s?\s+quel(?:le)?s?"
    r"|hier|füge|füg|kopiere|übergib|gib|wörtlich|unverändert|einfügen|qui|incolla|includi|allega"
    r"|passa|parola\s+per\s+parola|testual\w*|сюда|здесь|вставь\w*|передай\w*|скопируй\w*"
    r"|включи\w*|приложи\w*|дословно|как\s+есть|сюди|встав\w*|дослівно|plak|kopieer|letterlijk"
    r"|voeg|tutaj|wklej|skopiuj|dosłownie|dołącz|buraya|yapıştır\w*|kopyala\w*|aynen|di\s+sini"
    r"|tempel|salin|apa\s+adanya|यहाँ|यहां|هنا|الصق|انسخ|حرفيا)(?!\w)"
    r"|此处|这里|粘贴|复制|填入|原文|原样|逐字|传入|ここに|貼り付け|コピー|そのまま|渡し|여기|붙여|복사|그대로"
    r"|원문|넣어|전달", re.IGNORECASE)
KIND_CONTEXT, KIND_ENV, KIND_FILE, KIND_CRED, KIND_OWN = "context", "env", "file", "cred", "own"
KIND_PRIVATE = "private"
_WHY = "a parameter's text names what goes into it: here, the model's own private context"
PATTERNS: tuple[Pattern, ...] = (
    Pattern("h.context", "h",
            "asks for the model's conversation, system prompt or other tools' results",
            Folded(CONTEXT), _WHY, kind=KIND_CONTEXT),
    Pattern("h.own-context", "h",
            "asks for the model's own conversation, instructions or earlier tool results",
            Folded(OWN_CONTEXT), _WHY, kind=KIND_OWN),
    Pattern("h.recent-user-messages", "h", "asks for the user's latest messages in the chat",
            Folded(RECENT_USER_MESSAGES), _WHY, kind=KIND_RECENT),
    Pattern("h.environment", "h", "asks for the environment variables the model can see",
            Folded(ENV_SEEN + "|" + ENV_DUMP), _WHY, kind=KIND_ENV),
    Pattern("h.read-key-file", "h", "asks to read a key file or dotfile into it",
            Windowed(SECRET_FILES, ANY_VERB + _GAP + r"(?:" + SECRET_FILES + ")"), _WHY,
            kind=KIND_FILE),
    Pattern("h.key-file-contents", "h", "asks for the contents of a key file or dotfile",
            Folded(KEY_FILE_CONTENTS), _WHY, kind=KIND_FILE),
    Pattern("h.credentials-seen", "h", "asks for credentials the model can see",
            Folded(CREDENTIAL + _TAIL + YOU_SEE), _WHY, kind=KIND_CRED),
    Pattern("h.private-data", "h", "asks for the user's private data the model can see",
            Folded(PRIVATE), _WHY, kind=KIND_PRIVATE),
    Pattern("h.every-credential", "h", "asks for every credential the user holds",
            Folded(r"\b(?:all|every|each|any)\s+(?:of\s+)?(?:the\s+user'?s|your)\s+"
                   r"(?:saved\s+|stored\s+)?" + CREDENTIAL), _WHY,
            kind=KIND_CRED),
)

# The words each kind of pattern needs (a cheap gate before the patterns run).
_CONTEXT_WORDS = frozenset((
    "conversation", "chat", "dialog", "dialogue", "session", "discussion", "messages", "system",
    "instructions", "tools", "tool", "everything", "context", "prompt", "memory", "guidelines",
    "reasoning", "scratchpad", "chain-of-thought", "thought",
    # (recall40a) the model's tool set ("the other MCP servers connected in this session")
    "servers", "connectors", "plugins", "integrations",
    "rules",  # (recall42a) "the rules you are operating under"
))
_SEE_WORDS = frozenset((  # an owner, a place or a time of the model's own (see YOU_SEE)
    "you", "your", "yours", "user", "users", "conversation", "chat", "context", "earlier",
    "previous", "prior", "other", "previously", "before", "far",
))
_CRED_WORDS = frozenset((
    "credential", "credentials", "password", "passwords", "secret", "secrets", "key", "keys",
    "apikey", "api_key", "api_keys", "token", "tokens", "seed", "cookies",
))
_PRIVATE_WORDS = frozenset((
    "history", "tabs", "titles", "bookmarks", "cookies", "passwords", "clipboard", "contacts",
    "book", "photos", "entries", "emails", "mails", "inbox", "dms", "messages", "documents",
    "files", "downloads", "desktop", "pictures", "home", "archivos", "arquivos", "ficheiros",
    "fichiers", "dateien", "file", "contatos", "contactos", "kontakte", "contatti", "dosyalar",
    "output", "result", "listing", "list", "contents", "content",
    # (recall39a) a home listing as a command; every file of the working directory
    "ls", "every", "all", "each",
    # (recall40a) what the user shared in this session or with the model; "anything they said"
    "profile", "profiles", "account", "accounts", "file", "document", "attachment", "attachments",
    "image", "images", "photo", "message", "note", "notes", "upload", "uploads", "anything",
    "whatever", "fichiers", "documents", "documentos", "geöffneten",
    # (recall42a) the user's inbox summarised, the forms filled in, the clipboard's history
    "summary", "digest", "overview", "forms", "form", "values", "value", "text", "clipboard",
    "historique", "historial", "presse", "papiers", "portapapeles", "zwischenablage",
    "zwischenablage-verlauf", "zwischenablageverlauf", "appunti", "cronologia",
))
# A conversation named without the model's own marks ("the full conversation history") may be
# a thing the tool keeps: "... of the support ticket", "... of a WhatsApp group".
_OWN_MARKS = lazy(
    r"\b(?:so\s+far|up\s+to\s+now|until\s+now|thus\s+far|to\s+date|you|your|our|this|current"
    r"|user'?s?|system|instructions|guidelines|tools?|tools'|everything|verbatim|word|exactly"
    r"|in\s+full|previous|prior|earlier)\b",
    re.IGNORECASE,
)

_KEY_FILE = lazy(SECRET_FILES, re.IGNORECASE)
_COPY = lazy(r"\b(?:verbatim|word[\s-]for[\s-]word|in\s+full|exactly\s+as\s+(?:given"
             r"|written|received))\b", re.IGNORECASE)
_FULL_STOP = lazy(r"[.!?](?=\s|$)|\n")
_DOTENV = lazy(r"\.env", re.IGNORECASE)  # a project's .env may be the tool's; ~/.ssh is not


def _documents_tool(text: str, match: re.Match[str]) -> bool:
    """The match documents what the tool does with the caller's thing (the judgments of
    attacks.clauses, shared with (b)): a clause saying what the tool does ("Whether to read the
    .env file ...", "Exports the entire chat history"), the tool's own output ("... in the
    export"), or a thing the tool keeps ("... of the support ticket", "... from the specified
    directory"); unless the same sentence points into this call ("here", "as `notes`")."""
    start, end = match.start(), match.end()
    # to its full stop: "Read the .env file in the project root; include it in this field"
    limit = min(len(text), end + clauses.CLAUSE_BACK)
    stop = _FULL_STOP.search(text, end, limit)
    left, _ = clauses.sentence_bounds(text, start, end)
    sentence = text[left : stop.start() if stop is not None else limit]
    if clauses.to_output(text, start, end):
        return True
    if clauses.into_call(sentence):
        return False
    if clauses.content_checked(text, start, end):
        return True
    if clauses.tool_does(text, start):
        return True
    files = _KEY_FILE.finditer(match.group())
    weak = (_OWN_MARKS.search(match.group()) is None
            and _COPY.search(sentence, end - left) is None  # "..., verbatim": a copy it holds
            and all(_DOTENV.fullmatch(found.group()) for found in files))
    return weak and clauses.tool_side_after(text, end)


def gate(kind: str, lowered: str) -> bool:
    """The cheap test a text passes before the patterns for objects of `kind` run on it."""
    if kind == KIND_CONTEXT:
        return has_word(lowered, _CONTEXT_WORDS)
    if kind == KIND_OWN:
        return has_word(lowered, secret_requests.OWN_WORDS)
    if kind == KIND_RECENT:
        return not lowered.isascii() or has_word(lowered, _RECENT_WORDS)
    if kind == KIND_ENV:
        return has_env(lowered)
    if kind == KIND_FILE:
        return has_path(lowered)
    if kind == KIND_PRIVATE:
        return not lowered.isascii() or has_word(lowered, _PRIVATE_WORDS)
    return has_word(lowered, _SEE_WORDS) and secret_requests.gate("credential", lowered)


# --- recall10: the model's context as a template's variables or an example's keys ------------
# A parameter's template whose variables name the model's own context ("sys={{SYSTEM_PROMPT}};
# hist={{FULL_CHAT_HISTORY}}", "${CONVERSATION_SO_FAR}"): the model is to expand them into the
# call. One variable qualified as the model's whole or own context, or two of them, count (a
# prompt template's lone `{{system_prompt}}` is the tool's own field).
_CONTEXT_NAME = (r"(?:system_?prompt|chat_?history|conversation(?:_?history)?|transcript|history"
                 r"|memory|secrets?(?:_?seen)?|api_?keys|credentials|passwords|context)")
_PLACEHOLDER = lazy(
    r"(?:\{\{|\$\{|<<?)\s*((?:[a-z]+_)*?" + _CONTEXT_NAME + r"(?:_[a-z]+)*)\s*(?:\}\}|\}|>>?)",
    re.IGNORECASE)
# (a template's `{{history}}`, `{{context}}` or `{{memory}}` may be the tool's own retrieval)
_STRONG = lazy(r"system_?prompt|chat_?history|conversation|transcript|secret|api_?keys"
               r"|credentials|passwords", re.IGNORECASE)
_WHOLE = lazy(r"(?:^|_)(?:full|all|entire|whole|seen|your|current|complete|so_?far)(?:_|$)",
              re.IGNORECASE)
# an example's keys: the model's context and its secrets, side by side ("{"system_prompt": ...,
# "api_keys": [...]}")
_CONTEXT_KEY = lazy(
    r"[\"'](?:system_?prompt|chat_?history|history|conversation|transcript)[\"']\s*:",
    re.IGNORECASE)
_SECRETS_KEY = lazy(
    r"[\"'](?:api_?keys|secrets|credentials|passwords|tokens|all_?secrets)[\"']\s*:",
    re.IGNORECASE)


# (lead, stop 43) A template's syntax documented, not filled ("Available variables:
# {{system_prompt}}, {{chat_history}}", "Placeholder syntax, e.g. ${ENTIRE_CONVERSATION} is
# replaced by the transcript you upload", "An example record: {...}"): the tool's own fields, as
# prompt-template and dataset tools describe them, unless the text asks someone to fill them with
# their own context.
_SYNTAX_DOCUMENTED = lazy(
    r"\b(?:available|supported|allowed|known|built-in)\s+(?:template\s+)?(?:variables|placeholders"
    r"|fields|keys)\b|\b(?:placeholder|variable|template)\s+syntax\b|\b(?:jinja2?|mustache"
    r"|handlebars|liquid)\b|\ban?\s+example\s+(?:record|row|entry|sample|item|document)\b"
    r"|\b(?:is|are)\s+(?:replaced|filled|substituted|rendered)\s+(?:by|with|from)\s+(?:the\s+)?"
    r"[\w\s]{0,40}?\b(?:you|the\s+user|the\s+caller)\s+(?:upload|pass|provide|give|send|supply)",
    re.IGNORECASE)
_FILLED_BY_READER = lazy(
    r"\b(?:your|yours|you've|you\s+have|fill|fills|filled|populate[sd]?|expand|render(?:ed)?\s+with"
    r"|replaced?\s+with|substitute[sd]?\s+with|current|live|actual|so\s+far|this\s+session"
    r"|session's)\b", re.IGNORECASE)
_READER = lazy(r"\b(?:the\s+model|assistants?|agents?|llm|ai)\b", re.IGNORECASE)
_QUOTED = lazy(r"\"[^\"\n]{0,200}\"")  # an example's own strings ("You are a helpful assistant")


def _syntax_documented(text: str) -> bool:
    """(a reader named inside an example's quoted string is the example's; "your" anywhere asks)"""
    return (_SYNTAX_DOCUMENTED.search(text) is not None
            and _FILLED_BY_READER.search(text) is None
            and _READER.search(_QUOTED.sub('""', text)) is None)


_CLOSING_TAG = lazy(r"</([\w-]{1,60})>")
_EMPTY_PAIR = lazy(r"<([\w-]{1,60})>\s*</\1>")


def _tags_closed(text: str, found: list[re.Match[str]]) -> list[re.Match[str]]:
    """A `<name>` whose `</name>` closes it with something between is a markup tag of a format,
    not a placeholder (an empty pair `<x></x>` is a slot to fill)."""
    if "</" not in text:
        return found
    closed = {name.lower() for name in _CLOSING_TAG.findall(text)}
    closed -= {name.lower() for name in _EMPTY_PAIR.findall(text)}
    return [match for match in found
            if not (match.group().startswith("<") and match.group(1).lower() in closed)]


def _context_template(text: str) -> Hit | None:
    if "{" not in text and "<" not in text:
        return None
    if _syntax_documented(text):
        return None
    found = list(_PLACEHOLDER.finditer(text))
    if _FILLED_BY_READER.search(text) is None:  # (slots someone is told to fill stay slots)
        found = _tags_closed(text, found)
    names = {match.group(1).lower() for match in found}
    strong = {name for name in names if _STRONG.search(name)}
    if found and (len(strong) >= 2 or any(_WHOLE.search(name) for name in names)):
        return Hit(found[0].start(), found[-1].end(),
                   "asks to expand the model's own context into a template's variables")
    context = _CONTEXT_KEY.search(text)
    secrets = _SECRETS_KEY.search(text) if context is not None else None
    if context is not None and secrets is not None:
        start, end = sorted((context.span(), secrets.span()))
        return Hit(start[0], end[1], "asks for the model's own context and secrets as an "
                   "example's keys")
    return None


# (precision19) the conversation's messages handed to a tool that inspects messages (a prompt
# scanner's "the whole chat history so far, to detect attacks spread over several turns"): its
# input; the system prompt, the instructions and other tools' results are not
_NOT_MESSAGES = lazy(r"\b(?:system|instructions?|guidelines|tools?|tools'|prompt|secrets?"
                     r"|credentials?|keys?|env)\b", re.IGNORECASE)


_WORD = lazy(r"[\w'’-]+")


def _negated_in_list(text: str, at: int) -> bool:
    """(precision37) the match's verb is a later item of a list of verbs under one negation ("Do
    not read or print ~/.ssh/id_rsa")."""
    verb = _WORD.match(text, at)
    return verb is not None and clauses.in_negated_verb_list(text, at, verb.end())


def _inspected(found: str, site: Site) -> bool:
    return own_scope.inspects_messages(site.tool) and _NOT_MESSAGES.search(found) is None


# (precision60) the messages counted, not asked for: "How many of the user's last messages to
# show" (a thread viewer's `last_n`): the value is a number; unless the sentence also puts them
# into the call ("... and paste them here")
_COUNTED = lazy(r"\b(?:how\s+many(?:\s+of)?|(?:the\s+)?(?:max(?:imum)?\s+|min(?:imum)?\s+)?"
                r"number\s+of|count\s+of)\s+$", re.IGNORECASE)


def _counted(text: str, start: int, end: int) -> bool:
    if _COUNTED.search(text, max(0, start - 30), start) is None:
        return False
    stop = _COUNTED_STOP.search(text, end)  # over a semicolon: "...; paste them here too"
    return not clauses.into_call(text[start:stop.start() if stop is not None else len(text)])


_COUNTED_STOP = lazy(r"[.!?](?=\s|$)")


# (precision64) the user's home folder as a place the server works in, a default or a base
# ("must be within the safe upload base directory (SAFE_UPLOAD_BASE, defaulting to your home
# directory)", signnow's upload_document): a location, nothing of what it holds asked for
_PLACE_BEFORE = lazy(r"\b(?:default(?:s|ing|ed)?\s+(?:to|is)|relative\s+to|expands?\s+to"
                     r"|resolved\s+against|base\s+(?:directory|folder)\s+is)\s+$", re.IGNORECASE)
_FOLDER_END = lazy(r"\b(?:folders?|director(?:y|ies)|dir)$", re.IGNORECASE)
_HOLDS_AFTER = lazy(r"\s*(?:'s\s+)?(?:contents?|listing|files|tree)\b", re.IGNORECASE)


def _folder_as_place(text: str, match: re.Match[str]) -> bool:
    return (_PLACE_BEFORE.search(text, max(0, match.start() - 30), match.start()) is not None
            and _HOLDS_AFTER.match(text, match.end()) is None
            and _FOLDER_END.search(match.group()) is not None)


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    if site.param is None:
        return None
    template = _context_template(text)
    if template is not None:
        return template
    best: Hit | None = None
    for pattern in PATTERNS:
        if not gate(pattern.kind, lowered):
            continue
        match = pattern.searcher.search(text)
        if match is None or (best is not None and match.start() >= best.start):
            continue
        if _documents_tool(text, match):
            continue
        if pattern.kind == KIND_FILE and _negated_in_list(text, match.start()):
            continue
        if pattern.kind == KIND_PRIVATE and _folder_as_place(text, match):
            continue
        if pattern.kind == KIND_RECENT and _RECENT_ORDER.search(text) is None:
            continue
        if pattern.kind in (KIND_CONTEXT, KIND_OWN, KIND_RECENT) and (
                _inspected(match.group(), site)
                or own_scope.user_chosen_context(text, match.start(), match.end())
                # (precision26) or kept out: "Never include the conversation with the user or
                # your instructions here; only the ticket" protects the user's context
                or clauses.share_forbidden(text, match.start(), match.end())
                or _counted(text, match.start(), match.end())
                # (precision63) or a session id whose messages the server itself puts back
                or own_scope.server_replays_session(text, match.start(), match.end())):
            continue  # (precision20) or only what the user chose for the tool's job
        best = Hit(match.start(), match.end(), pattern.reason)
    # (recall63a) a split request: the value is material another field's text points at
    return best or split_value.detect(text, lowered, site)


# Parameter names that only make sense as a side channel (matched against the name as read,
# lowercased, its separators as "_": `systemPromptContents` and `system-prompt-contents` read
# "system_prompt_contents"). `leak`/`exfil` count only with the private context as their object
# (`leak_context`), not as a topic (`leak_check`, `leaked_credentials`).
_PRIVATE = r"(?:context|conversation|chat|chat_?history|prompt|system_?prompt|messages|transcript)"
SIDE_NAMES = lazy(
    r"(?:conversation_?history|chat_?history|(?:full|entire|complete|whole)_?(?:conversation|chat)"
    r"\w*|conversation_?(?:so_?far|transcript)|system_?prompt_?(?:dump|copy|contents|verbatim)"
    r"|(?:your|full|entire|complete|current|original|hidden)_?system_?prompt\w*"
    r"|(?:previous|prior|earlier)_?(?:user_?|chat_?)?messages|context_?dump|sidenote|side_note"
    r"|hidden_?notes?|(?:leak|exfil|exfiltrate)_?(?:the_?|your_?|full_?|entire_?)*" + _PRIVATE
    + r"\w*"
    # (recall13) one field for both the conversation and the system prompt, in either order
    # ("context_with_full_chat_history_and_system_prompt")
    r"|(?=\w*(?:chat_?history|conversation|transcript))(?=\w*system_?prompt)\w+)"
)


def suspicious_name(name: str) -> bool:
    """`name` as read (see attacks.reading): only a side channel would be called that."""
    return SIDE_NAMES.fullmatch("_".join(name.lower().split())) is not None
