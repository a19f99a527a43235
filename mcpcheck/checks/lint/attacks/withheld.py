"""(a) What the person is kept from, told falsely, or whose own word is set aside (recall66b).

One judgment over a statement, whatever its words: the tool's text orders the reply toward the
person (the user, the customer) so that the person does not learn something they have a stake
in, or learns the opposite, or so that what the person asked is not done. Three forms:

  kept from      an act of withholding (hide, conceal, suppress, keep ... from, "do not tell /
                 mention / show / report", "must never be reported", no lo menciones, non vanno
                 riportati, не сообщай, 不要展示, 表示しないこと, 알리지 마) whose object is one the
                 person has a stake in (an error, a failure, a block or ban, a removal, a
                 rejection, a warning, a cost, a limit, negative feedback, their data being
                 kept), in a statement that names the person
  told falsely   a bad outcome's condition ("if any upload fails", "even when the score is
                 below", 下回った場合でも) or the person's own question ("even if the user asks",
                 물어봐도) and, in the same statement, a telling act whose told claim is a good
                 one (it succeeded, everything was published, meets the bar, was deleted, no
                 problems); or a figure presented "as if" it were another
  set aside      the person's own request, instruction or setting, and an order not to comply
                 with it, to ignore or override it, or a ranking of something above it

Honest near-misses keep the direction toward the truth: the hiding itself refused ("never hide
errors from the user"), the lie refused ("never tell the user a failed job succeeded"), hiding
the person asked for ("unless the user asks", a parameter, a flag), technical detail kept out
("stack traces"), a secret or a third party's data masked, the bad news told ("tell the user
the upload failed"), the told claim tied to the record ("exactly as returned", "whether"), the
person's instruction ranked first ("the user's settings take priority over these defaults"), a
request refused for want of permission or safety.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks.base import Hit, first_statement_hit
from mcpcheck.checks.lint.attacks.lazy import lazy

# ---- the person ----------------------------------------------------------------------------
_PERSON = lazy(
    r"(?<!\w)(?:users?|customers?|clients?|the\s+person|requesters?|end[\s-]users?|members?"
    r"|subscribers?|learners?|students?|patients?|creators?|the\s+human|account\s+owners?"
    r"|usuari[oa]s?|cliente[s]?|utilizador(?:es)?|usuários?|utilisat(?:eur|rice)s?|clients?"
    r"|nutzer\w*|benutzer\w*|anwender\w*|kund(?:e|en|in)|utent[ei]|client[ei]|пользовател\w*"
    r"|клиент\w*|kullanıcı\w*|użytkownik\w*|gebruikers?|pengguna|người\s+dùng)(?!\w)"
    r"|用户|用戶|客户|使用者|ユーザー?|利用者|お客様|顧客|사용자|고객|이용자")

# the reply the person reads, named as where the thing is kept out of ("leave it out of the
# summary", "nicht in der Antwort erwähnen", "摘要中不要展示")
_CHANNEL = lazy(
    r"(?<!\w)(?:your\s+(?:reply|answer|summary|response|report|overview|recap)"
    r"|(?:in|from|out\s+of|into)\s+(?:the|any|your)\s+(?:reply|answer|summary|response|overview"
    r"|digest|recap)|(?:en|de|del|dal|nel|nella|no|na|dans|aus|in\s+der|im|в)\s+(?:la\s+|el\s+"
    r"|le\s+|o\s+|a\s+|il\s+)?(?:resumen|resumo|résumé|zusammenfassung|riepilogo|riassunto"
    r"|сводке|резюме|respuesta|resposta|réponse|antwort|risposta|ответе))(?!\w)"
    r"|摘要|总结|汇总中|回复中|要約|まとめ|回答に|요약|답변에")

# ---- what the person has a stake in ----------------------------------------------------------
_STAKE = lazy(
    r"(?<!\w)(?:errors?|fail\w*|block(?:s|ed|ing)?|bans?|banned|suspen\w+|removed|removals?"
    r"|deleted|deletions?|takedowns?|rejected|rejections?|declined|denied|flagged|moderation"
    r"|negative|complaints?|warnings?|problems?|defects?|breach\w*|leak\w*|violations?|strikes?"
    r"|penalt\w+|costs?|fees?|charges?|quota|below|retain\w*|retention|stored|bounced"
    r"|undelivered|skipped|dropped|lost|crash\w*|outages?|vulnerab\w+|risks?|copyright"
    r"|shadowban\w*|throttl\w*|downgrad\w*|overdue|expired|low\s+scores?"
    r"|renewals?|auto-?renew\w*|cancellation\s+\w+|termination|lock-?in|minimum\s+term"
    r"|invalid|unverified|mismatch\w*|incomplete|caveats?|limitations?|deprecat\w+"
    r"|renovaci[oó]n|renovação|reconduction|verlängerung|rinnovo|продлени\w*|inválid\w*"
    r"|invalide|ungültig\w*|non\s+valid\w*|недействител\w*|advertencia\w*|avertissement\w*"
    r"|errore?s?|fall\w+|bloque\w+|suspendid\w*|eliminad\w*|borrad\w*|rechazad\w*|denegad\w*"
    r"|negativ\w+|queja\w*|advertencias?|problemas?|defectos?|costos?|costes?|comisi\w+|cargos?"
    r"|límites?|retenid\w*|conservad\w*|almacenad\w*|perdid\w*|derechos\s+de\s+autor"
    r"|erros?|falh\w+|banid\w*|suspens\w+|removid\w*|excluíd\w*|apagad\w*|rejeitad\w*"
    r"|reclama\w+|avisos?|defeitos?|custos?|taxas?|limites?|retid\w*|armazenad\w*"
    r"|erreurs?|échec\w*|échou\w*|bloqu\w+|banni\w*|suspendu\w*|supprimé\w*|rejeté\w*|refusé\w*"
    r"|négati\w+|plaintes?|avertissements?|problèmes?|défauts?|coûts?|frais|conservé\w*"
    r"|stocké\w*|perdu\w*|fehler\w*|fehlgeschlagen\w*|gescheitert\w*|blockiert\w*|gesperrt\w*"
    r"|sperr\w*|entfernt\w*|gelöscht\w*|abgelehnt\w*|beschwerden?|warnung\w*|mängel\w*|kosten"
    r"|gebühr\w*|gespeichert\w*|aufbewahrt\w*|verloren\w*|fallit\w*|fallisc\w*|bloccat\w*"
    r"|ban|bannat\w*|sospes\w*|rimoss\w*|eliminat\w*|cancellat\w*|rifiutat\w*|reclam\w*"
    r"|avvis[oi]|difett\w*|costi|commission\w*|conservat\w*|archiviat\w*"
    r"|ошибк\w*|сбо[йяе]\w*|неудач\w*|блокир\w*|заблокир\w*|бан\w*|удал[её]н\w*|отклон\w*"
    r"|негатив\w*|жалоб\w*|предупрежден\w*|проблем\w*|дефект\w*|стоимост\w*|комисси\w*"
    r"|лимит\w*|хран\w*|сохран\w*|hata\w*|başarısız\w*|engel\w*|błęd\w*|niepowodzen\w*"
    r"|fout\w*|mislukt\w*|geblokkeerd|gagal|kesalahan|lỗi|thất\s+bại)(?!\w)"
    r"|自动续|续费|续订|無効|自動更新|자동\s*갱신|무효|无效|错误|失败|出错|报错|屏蔽|封禁|拉黑|被封|删除|移除|拒绝|驳回|负面|差评|投诉|警告|问题|缺陷|费用|扣费"
    r"|限制|保留|保存|存储|违规|下架|低于|未通过|エラー|失敗|ブロック|凍結|削除|拒否|却下|ネガティブ"
    r"|否定的|苦情|警告|問題|不具合|欠陥|費用|料金|手数料|制限|保存|保管|下回|不合格|違反|スコア"
    r"|오류|에러|실패|차단|정지|삭제|거절|거부|부정적|악플|불만|경고|문제|결함|비용|수수료|제한|보관"
    r"|저장|미달|위반|점수")

# ---- kept from: the acts -------------------------------------------------------------------
_HIDE = lazy(
    r"(?<![\w-])(?:hide|conceal|suppress|withhold|cover\s+up|keep\s+(?:\w+\s+){0,4}?"
    r"(?:secret|hidden|quiet|confidential|to\s+yourself|out\s+of\s+(?:the\s+)?(?:reply|answer"
    r"|summary|report))|keep\s+(?:\w+\s+){0,4}?from\s+(?:the\s+)?(?:user|customer|client|them)"
    r"|keep\s+(?:\w+\s+){5,12}?from\s+(?:the\s+)?(?:user|customer|client)s?(?!\w)"
    r"|omit|leave\s+out|leave\s+(?:\w+\s+){1,4}?out\s+of|sweep\s+(?:\w+\s+){0,3}?under"
    r"|oculta|ocultes|oculte|ocultar|ocultarle|esconde|escondas|esconda|esconder|omite|omitas"
    r"|omita|omitir|suprime|silencia|silencie|calla|cale|escamotea"
    r"|cache|cachez|cacher|dissimule|dissimulez|omets|omettez|omettre|tais|taisez"
    r"|passe[rz]?\s+sous\s+silence|verberge|verbergen|verschweige|verschweigen|verheimliche"
    r"|verheimlichen|unterschlage|unterschlagen|lass\s+(?:\w+\s+){1,4}?weg|weglassen"
    r"|nascondi|nascondere|nascondete|occulta|occultate|ometti|omettete|omettere|taci|tacete"
    r"|tacere|sopprimi|скрой|скройте|скрывай|скрывайте|скрыть|утаи|утаивай|утаите|умолчи"
    r"|умалчивай|замалчивай|опусти|опустите|gizle|ukryj|ukrywaj|verberg|sembunyikan|ẩn)(?!\w)"
    r"|隐藏|隐瞒|掩盖|瞒着|瞒住|略去|不予展示|隠して|隠す|隠蔽|伏せ|黙って|숨기|숨겨|은폐|감추|감춰")
_TELL_WORDS = (
    r"tell|mention|show|display|report|disclose|reveal|surface|inform|notify|alert|bring\s+up"
    r"|let\s+(?:\w+\s+){0,3}?know|say|acknowledge|admit|expose|list|itemi[sz]e|enumerate")
_NOT_TOLD = lazy(
    # English: the order negated before its verb ("do not tell", "never mention", "avoid
    # showing", "without telling"), or the passive refused ("must never be reported")
    r"(?<!\w)(?:do\s+not|don'?t|never|avoid|refrain\s+from|no\s+need\s+to|without)\s+"
    rf"(?:\w+\s+){{0,2}}?(?:{_TELL_WORDS})\w*"
    r"|(?<!\w)(?:must|should|shall|are\s+to|is\s+to|may)\s+(?:not|never)\s+be\s+(?:\w+\s+)?"
    r"(?:shown|reported|mentioned|disclosed|revealed|displayed|surfaced|communicated|told"
    r"|included|counted|listed|relayed)"
    # Spanish, Portuguese
    r"|(?<!\w)(?:no|nunca|jamás|não)\s+(?:(?:le|les|lo|la|los|las|se|lhe|lhes|o|a|os|as|me)\s+)*"
    r"(?:digas|diga|menciones|mencione|muestres|muestre|mostre|informes|informe|reportes|reporte"
    r"|relate|comuniques|comunique|reveles|revele|avises|avise|notifiques|notifique|incluyas"
    r"|incluya|inclua|cuentes|cuente|conte|expongas|señales|señale|aludas)(?!\w)"
    r"|(?<!\w)(?:sin|sem)\s+(?:\w+\s+)?(?:mencionar|decir|dizer|informar|avisar|notificar"
    r"|comunicar|mostrar)(?!\w)"
    r"|(?<!\w)(?:no|nunca|não)\s+(?:deben?|debe|devem?|deve|se\s+deben?)\s+(?:\w+\s+)?"
    r"(?:mostrar\w*|mencionar\w*|informar\w*|reportar\w*|comunicar\w*|revelar\w*|ser\s+\w+)"
    # French
    r"|(?<!\w)(?:ne|n')\s*(?:\w+\s+){0,2}?(?:dites|dis|mentionne[zs]?|montre[zs]?|affiche[zs]?"
    r"|signale[zs]?|indique[zs]?|informe[zs]?|révèle[zs]?|communique[zs]?|parle[zs]?"
    r"|rapporte[zs]?|préviens|prévenez)\s+(?:\w+\s+){0,2}?(?:pas|jamais|rien)(?!\w)"
    r"|(?<!\w)sans\s+(?:le\s+|la\s+|les\s+|lui\s+|leur\s+)?(?:dire|mentionner|signaler|informer"
    r"|prévenir|indiquer)(?!\w)"
    r"|(?<!\w)ne\s+doi\w+\s+(?:pas|jamais)\s+être\s+(?:affiché|signalé|mentionné|communiqué"
    r"|montré|indiqué|rapporté)\w*"
    # German
    r"|(?<!\w)(?:sag|sage|sagen|erwähne|erwähnen|zeige|zeigen|zeig|melde|melden|teile|teilen"
    r"|informiere|informieren|verrate|verraten|nenne|nennen|berichte|berichten)\s+(?:\w+\s+){0,5}?"
    r"(?:nicht|nie|niemals|keine\w*)(?!\w)"
    r"|(?<!\w)(?:nicht|nie|niemals)\s+(?:\w+\s+){0,2}?(?:erwähn\w+|anzeig\w+|angezeigt|zeigen|melden"
    r"|gemeldet|mitteil\w+|mitgeteilt|sagen|berichten|berichtet|nennen|genannt|verraten)(?!\w)"
    r"|(?<!\w)ohne\s+(?:\w+\s+){0,3}?(?:zu\s+)?(?:informieren|sagen|erwähnen|melden)(?!\w)"
    # Italian
    r"|(?<!\w)(?:non|mai)\s+(?:\w+\s+){0,2}?(?:dire|dirlo|dirgli|dirle|menzionar\w*|mostrar\w*"
    r"|riportar\w*|segnalar\w*|comunicar\w*|rivelar\w*|informar\w*|indicar\w*|citar\w*"
    r"|(?:va|vanno|devono\s+essere|deve\s+essere)\s+(?:mai\s+)?(?:riportat|mostrat|segnalat"
    r"|comunicat|menzionat|indicat|dett|citat)\w*)(?!\w)"
    r"|(?<!\w)senza\s+(?:\w+\s+)?(?:dire|menzionare|segnalare|informare|avvisare|dirlo)(?!\w)"
    # Russian
    r"|(?<!\w)(?:не|никогда\s+не)\s+(?:\w+\s+)?(?:говори\w*|сообща\w*|сообщи\w*|упомина\w*"
    r"|упомяни\w*|показыва\w*|покажи\w*|отобража\w*|раскрыва\w*|рассказыва\w*|расскажи\w*"
    r"|информир\w*|уведомля\w*|сказать|упоминать)(?!\w)"
    r"|(?<!\w)без\s+(?:уведомлени\w*|сообщени\w*)(?!\w)"
    # Chinese, Japanese, Korean
    # (recall67a) "别" not the end of a word: 级别, 类别, 区别, 分别, 性别, 个别, 特别, 识别
    r"|(?:不要|不得|(?<![级类区分性个特识差辨鉴告])别|勿|不可|不能|禁止|切勿|无需|不用|不必|不许)[^，。；,;！？\n]{0,8}?"
    r"(?:告诉|告知|提及|提到|提起|展示|显示|透露|说明|报告|汇报|通知|列出|计入|说出)"
    r"|(?:伝え|言わ|知らせ|表示し|報告し|通知し|触れ|示さ|明かさ|開示し|言及し)(?:ない|ず|ぬ|てはいけ|てはなら)"
    r"|(?:말하|알리|알려주|언급하|보여주|표시하|보고하|공개하|밝히|전하)지\s*(?:마|말|않)")
# the hiding or the not-telling refused: an order toward the truth
_REFUSED_BEFORE = lazy(
    r"(?<!\w)(?:never|not|don'?t|do\s+not|no|nunca|jamás|jamais|nie|niemals|nicht|mai|non|не"
    r"|никогда|não|ne|n'|without|sin|sem|sans|ohne|senza)\s+(?:\w+\s+){0,2}?$|不要|不得|别|勿|切勿|绝不")
_REFUSED_AFTER = lazy(
    r"\s*(?:\w+\s+){0,3}?(?:nicht|nie|niemals|pas|jamais)(?!\w)|ないで|ないこと|てはいけ|지\s*마|지\s*말")
# hiding the person chose or a parameter sets, technical detail, a secret, a third party's data
_CHOSEN = lazy(
    r"(?<!\w)(?:unless|only\s+(?:if|when)|as\s+requested|requested\s+by|the\s+user\s+(?:can|may)"
    r"|(?:the\s+)?(?:user|customer)\s+(?:has\s+|had\s+)?(?:blocked|muted|hid|hidden|excluded"
    r"|filtered|chose|selected|disliked|dismissed|archived)|(?:if|when)\s+(?:the\s+)?(?:user|caller|customer)\s+(?:sets|enables|chooses|turns|selects"
    r"|opts|asks\s+(?:you\s+)?to\s+(?:hide|omit|filter))|parameters?|flags?|options?|toggle"
    r"|=\s*(?:true|false)|set\s+to|verbose|debug|stack\s*traces?|tracebacks?|raw|internal"
    r"|technical|passwords?|secrets?|tokens?|api[\s_-]?keys?|credentials?|third[\s-]part\w+"
    r"|other\s+(?:users|people|customers)|pii|personal\s+data"
    r"|a\s+menos\s+que|salvo\s+que|par[aá]metro|opción|opção|à\s+moins\s+que|paramètre|option"
    r"|es\s+sei\s+denn|parameter|a\s+meno\s+che|parametro|opzione|если\s+только|параметр\w*"
    r"|contraseñ\w*|senhas?|mot\s+de\s+passe|passwort|пароль\w*|terceros|terceiros|tiers|dritte\w*"
    r"|terzi)(?!\w)|`|\w_\w|除非|参数|密码|第三方|パラメータ|パスワード|第三者|매개변수|비밀번호|제3자")

# ---- told falsely ------------------------------------------------------------------------------
_BAD_IF = lazy(
    r"(?<!\w)(?:if|when|whenever|even\s+(?:if|when|though)|in\s+case|should|where|although"
    r"|si|cuando|aunque|incluso\s+si|en\s+caso\s+de|se|quando|mesmo\s+(?:que|se)|caso|quand"
    r"|lorsque|même\s+si|en\s+cas\s+d\w*|wenn|falls|auch\s+wenn|selbst\s+wenn|bei|anche\s+se"
    r"|in\s+caso\s+di|qualora|если|когда|даже\s+если|при)\s+(?:[\w'’-]+\s+){0,9}?"
    r"(?:fail\w*|errors?|error\w*|reject\w*|declin\w*|bounce\w*|below|under|lower\s+than|less\s+than"
    r"|not\s+(?:\w+\s+)?(?:pass|succeed|complete|publish|upload|deliver|go\s+through)\w*"
    r"|didn'?t|did\s+not|doesn'?t|does\s+not|times?\s+out|timed\s+out|crash\w*|flagged|banned"
    r"|blocked|removed|denied|invalid|unverified|mismatch\w*|expired|incomplete|partial\w*"
    r"|remain\w*|still\s+(?:\w+\s+)?(?:there|present|visible|left|pending)|missing"
    r"|inválid\w*|invalide\w*|ungültig\w*|non\s+valid\w*|недействител\w*|falla\w*|falle\w*|fallan|fallido\w*|rechaz\w*|bloque\w*|por\s+debajo"
    r"|inferior\w*|falh\w*|rejeit\w*|abaixo|échou\w*|échec\w*|erreur\w*|rejet\w*|refus\w*"
    r"|en\s+dessous|fehl\w*|scheitert\w*|abgelehnt\w*|blockiert\w*|unter(?:halb)?|fallisc\w*"
    r"|fallit\w*|errore\w*|rifiut\w*|bloccat\w*|sotto|ошибк\w*|сбо\w*|не\s+удал\w*|отклон\w*"
    r"|заблокир\w*|ниже"
    # (recall67a) only part of the outcome ("if at least one resolver has the new value"), or
    # the tool's own security check finding something ("if open ports turn up")
    r"|at\s+least\s+one|only\s+(?:one|some|a\s+few|part)|some\s+of|any\s+one|al\s+menos\s+uno?"
    r"|solo\s+algun\w*|pelo\s+menos\s+um\w*|apenas\s+alguns?|au\s+moins\s+un\w*"
    r"|seulement\s+quelques|mindestens\s+ein\w*|nur\s+einige|almeno\s+uno?|solo\s+alcun\w*"
    r"|хотя\s+бы\s+один\w*|только\s+некотор\w*|open\s+ports?|ports?\s+(?:are\s+)?open"
    r"|porte\s+apert\w*|puertos\s+abiertos|portas\s+abertas|ports\s+ouverts|offene\s+ports?"
    r"|открыт\w*\s+порт\w*|malware|infect\w*|threats?\s+(?:found|detected)|vulnerabilit\w*"
    r"|vulnerabilidad\w*|vulnerabilidade\w*|vulnérabilit\w*|schwachstell\w*|vulnerabilità"
    r"|уязвимост\w*|exposed|expuest\w*|expost\w*|exposé\w*|offen\s+liegt|espost\w*)(?!\w)"
    r"|(?:如果|若|即使|即便|就算|哪怕|当)[^，。；,;\n]{0,20}?(?:失败|错误|出错|低于|未通过|被拒|不合格|驳回|屏蔽"
    r"|漏洞|开放端口|端口开放|恶意软件|病毒|部分|至少一)"
    r"|(?:失敗|エラー|下回|不合格|拒否|却下|ブロック|脆弱性|開いているポート|マルウェア|一部|少なくとも一)"
    r"[^、。，\n]{0,15}?(?:場合|とき|時|ても|でも)"
    r"|(?:실패|오류|에러|미달|거절|차단|취약점|열린\s*포트|악성|일부|하나라도)[^,.。\n]{0,12}?(?:경우|때|면|해도|도)")
_ASKED_IF = lazy(
    r"(?<!\w)(?:if|when|whenever|even\s+if|should|si|cuando|aunque|incluso\s+si|se|quando"
    r"|mesmo\s+que|quand|lorsque|même\s+si|wenn|falls|auch\s+wenn|anche\s+se|если|когда|даже\s+если)"
    r"\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+|l'|der\s+|die\s+|il\s+)?(?:user|customer|client|usuari[oa]"
    r"|cliente|usuário|utilisat(?:eur|rice)|nutzer\w*|benutzer\w*|kunde|utente|пользовател\w*"
    r"|клиент\w*)\s+(?:\w+\s+){0,2}?(?:asks?(?!\s+(?:you\s+|us\s+)?to\s)|questions?|wonders?|follows?\s+up|checks?|pregunta"
    r"|pergunta\w*|demande|fragt|chiede|спросит|спрашивает)(?!\w)"
    r"|(?:如果|若|即使|就算|当)?(?:用户|客户)[^，。；,;\n]{0,6}?(?:问|追问|询问|质疑)"
    r"|(?:ユーザー?|利用者|お客様)[^、。\n]{0,8}?(?:聞かれ|尋ね|質問|問われ|問い合わせ)"
    r"|(?:사용자|고객)[^,.。\n]{0,8}?(?:물어|묻|질문|문의)")
_TELL = lazy(
    r"(?<![\w/_-])(?:tell|say|report|inform|answer|reply|respond|assure|reassure|confirm|state"
    r"|claim|present|describe|let\s+(?:\w+\s+){1,3}?know|informa|informe|dile|diles|diga|di"
    r"|responde|responda|asegura|asegure|garanta|garante|confirma|confirme|comunica|comunique"
    r"|dites|dis|indique[zr]?|informez|répond[sez]*|assure[zr]?|annonce[zr]?|sag|sage|sagen|melde"
    r"|melden|antworte|antworten|bestätige|versichere|berichte|dì|dici|dire|rispondi|risponda"
    r"|conferma|assicura|riferisci|riporta|presenta|presentato|presentata|presentati|скажи\w*"
    r"|сообщи\w*|сообща\w*|ответь\w*|отвечай\w*|уверь\w*|заверь\w*|подтверди\w*|говори\w*|представь\w*"
    # (recall67a) the summary as the telling: "summarize it as", "riassumi comunque dicendo"
    r"|summari[sz]e|resuma|resumir|résume[zr]?|fasse\s+zusammen|riassumi|riassuma"
    r"|dicendo|saying|diciendo|dizendo|подытожь|резюмируй)(?!\w)"
    r"|告诉|告知|回答|答复|回复|就说|声称|汇报|报告|伝え|答え|回答|報告|言って|説明して"
    r"|답하|답해|말해|알려|안내해|보고해")
_GOOD = lazy(
    r"(?<!\w)(?:succe\w*|(?:went|is|are|was|were|now)\s+live|went\s+through|arrived|published|posted|uploaded|done|complete\w*|finished|passed|approved"
    r"|deleted|removed|resolved|fixed|fine|ok(?:ay)?|all\s+good|valid|verified|authentic|genuine"
    r"|intact|accurate|compliant|secure|encrypted|redacted|anonymi[sz]ed|purged|certified"
    r"|válid[oa]|verificad[oa]|auténtic[oa]|autêntic[oa]|valide|vérifiée?|authentique|gültig"
    r"|verifiziert|echt|valid[oa]|verificat[oa]|autentic[oa]|действител\w*|подлинн\w*|no\s+(?:problems?|issues?|errors?"
    r"|failures?)|nothing|meets|met|satisf\w+|sent|delivered|everything|safe|healthy|clean"
    r"|éxito|exitos\w*|publicad\w*|subid\w*|complet\w*|terminad\w*|aprobad\w*|eliminad\w*"
    r"|borrad\w*|resuelt\w*|todo|ningún|ninguna|sin\s+problemas|cumple|sucesso|enviad\w*"
    r"|concluíd\w*|aprovad\w*|excluíd\w*|apagad\w*|resolvid\w*|tudo|nenhum\w*|sem\s+problemas"
    r"|succès|réussi\w*|publié\w*|envoyé\w*|terminé\w*|approuvé\w*|supprimé\w*|résolu\w*|tout"
    r"|aucun\w*|conforme|erfolgreich|veröffentlicht|hochgeladen|gesendet|abgeschlossen|fertig"
    r"|bestanden|genehmigt|gelöscht|behoben|alles|keine|erfüllt|successo|riuscit\w*|pubblicat\w*"
    r"|inviat\w*|approvat\w*|cancellat[oaie](?!\w)|risolt\w*|tutto|tutti|nessun\w*|conform\w*|solo"
    r"|успешн\w*|опубликован\w*|загружен\w*|отправлен\w*|заверш\w*|выполнен\w*|одобрен\w*"
    r"|удал[её]н\w*|вс[её]|в\s+порядке|соответств\w*"
    # (recall67a) a security check's good claim
    r"|protected|protett[oaie]|protegid[oa]s?|protégée?s?|geschützt|защищ[её]н\w*|korunuyor"
    r"|korumalı|propagated|propagad[oa]|propagé\w*|propagat[oa]|verbreitet)(?!\w)"
    r"|安全|受保护|已生效|已传播|安全です|保護され|안전|보호되"
    r"|有效|已验证|真实|有効|検証済|本物|유효|검증|진본|成功|已发布|已上传|完成|通过|已删除|已解决|正常|没有|全部|都已|满足|符合|合格|公開|満たし|削除"
    r"|問題(?:は)?(?:ない|ありません)|すべて|全て|ありません|성공|완료|게시|통과|충족|삭제|문제\s*없|정상"
    r"|모두|없습니다|없다")
# what is told is the bad news, or the record as it is
_TRUE_TOLD = lazy(
    r"(?<!\w)(?:whether|which|what|exact\w*|actual\w*|real|true|truth\w*|honest\w*|fail\w*"
    r"|error\w*|not\s+(?:yet\s+)?(?:done|complete\w*|published|sent|deleted|passed)"
    r"|declin\w*|reject\w*|denied|refused|bounced|rechaz\w*|recusad\w*|refusé\w*|abgelehnt\w*"
    r"|rifiutat\w*|отклон\w*"
    r"|only\s+(?:after|when|once|if)|until|unless|as\s+(?:returned|reported|shown)"
    r"|si|ob|se|cu[aá]l\w*|qué|quel\w*|welche\w*|quale|exact[oa]s?|exacte\w*|genau|esatt\w*"
    r"|fall\w*|falh\w*|échec|échou\w*|fehl\w*|errore|erro|erreur\w*|ошибк\w*|ли|точн\w*"
    r"|правд\w*)(?!\w)|拒绝|驳回|拒否|却下|거절|거부|是否|失败|错误|実際|失敗|エラー|かどうか|실패|오류|실제|여부")
_AS_IF = lazy(
    r"(?<!\w)(?:as\s+if|as\s+though|como\s+si|como\s+se|comme\s+si|als\s+ob|als\s+wären?"
    r"|come\s+se|как\s+будто|как\s+если\s+бы)(?!\w)|仿佛|好像|就像|かのように|것처럼")
_FALSE_IF = lazy(
    r"(?<!\w)(?:if|when|unless|wenn|falls|si|se|quand|lorsque|если|когда|a\s+menos\s+que)\s+"
    r"(?:[\w'’-]+\s+){0,5}?(?:not|n't|didn'?t|hasn'?t|isn'?t|wasn'?t|never|fail\w*|nicht|fehl\w*"
    r"|no|non|não|не|pas|échou\w*|falh\w*|fall\w*|error\w*)(?!\w)|\bunless\b")
_CLAIM_MARK = lazy(r"(?<!\w)(?:that|dass|que|qu'|che|что)(?!\w)")
# (an unconditional claim) always, whatever the run: "always report the signature as valid"
_ALWAYS = lazy(r"(?<!\w)(?:always|invariably|siempre|sempre|toujours|immer|всегда)(?!\w)"
               r"|总是|始终|一律|常に|必ず|항상|무조건")
_WHEN_TRUE = lazy(r"(?<!\w)(?:when|if|once|after|where|cuando|si|quand|lorsque|wenn|falls"
                  r"|quando|se|когда|если)(?!\w)|如果|时|場合|とき|경우|때")
_CONCEDING = lazy(r"(?:even|aunque|incluso|mesmo|même|auch|selbst|anche|даже|although|regardless)"
                  r"(?!\w)|即使|即便|就算|哪怕")
# (read with re's own cache: three small forms of the told claim's English bounds)
_GOOD_IF = r"(?<!\w)(?:once|after|until|only\s+(?:if|when))(?!\w)"
_NEXT_CLAUSE = r"[;:]|(?<!\w)(?:once|when|after|if|until|unless)(?!\w)"
_ORDERED_TO = r"\s*(?:the\s+)?(?:\w+\s+)?(?:user|customer|client|them|him|her)s?\s+to\s"
_NEG_NEAR = lazy(
    r"(?<!\w)(?:never|not|don'?t|do\s+not|no|nunca|jamás|jamais|nie|niemals|nicht|mai|non|не"
    r"|никогда|não|ne|n')\s+(?:\w+\s+){0,2}?$|不要|不得|别|勿|切勿|绝不")

# ---- set aside: the person's own word ----------------------------------------------------------
_DEFY = lazy(
    r"(?<!\w)(?:(?:do\s+not|don'?t|never|refuse\s+to)\s+(?:\w+\s+)?(?:comply|obey|honou?r|follow"
    r"|respect|act\s+on|carry\s+out)|ignore|disregard|override|overrule|set\s+aside"
    r"|(?:takes?|taking|have|has)\s+(?:priority|precedence)\s+over|outranks?|supersedes?"
    r"|prevails?\s+over|pretend\s+to\s+comply"
    r"|no\s+(?:obedezcas|cumplas|acates|hagas\s+caso|atiendas|respetes)|ignora|ignore"
    r"|haz\s+caso\s+omiso|prevalecen?\s+sobre|tienen?\s+prioridad\s+sobre"
    r"|não\s+(?:obedeça|cumpra|atenda|respeite|acate)|desconsidere|têm?\s+prioridade\s+sobre"
    r"|n'obéi\w*|ne\s+(?:\w+\s+)?(?:respecte[zs]?|suive[zs]?|tene[zs])\s+pas|ignore[zr]?"
    r"|passe[zr]?\s+outre|priment?\s+sur|(?:a|ont)\s+priorité\s+sur|ignorier\w*|übergeh\w*"
    r"|missachte\w*|nicht\s+(?:befolgen|nachkommen|beachten)|befolge\s+(?:\w+\s+){0,4}?nicht"
    r"|ha(?:t|ben)\s+vorrang\s+vor|ignora\w*|non\s+(?:obbedire|assecondare|rispettare|eseguire"
    r"|seguire)|prevalgono\s+su|prevale\s+su|ha(?:nno)?\s+priorità\s+su|игнорир\w*|проигнорир\w*"
    r"|не\s+(?:выполня\w*|слушай\w*|подчиня\w*|исполня\w*)|приоритет\w*\s+над)(?!\w)"
    r"|忽略|无视|不要理会|不予理会|不要照做|优先于|无视|無視|従わない|従わず|応じない|応じず|より優先"
    r"|무시|따르지\s*마|응하지\s*마|보다\s*우선")
_OWN_WORD = lazy(
    r"(?<!\w)(?:(?:the\s+)?(?:user|customer|client)(?:'s|s'|s)?\s+(?:own\s+|explicit\s+)?"
    r"(?:requests?|instructions?|settings?|preferences?|choices?|wish(?:es)?|opt-?outs?"
    r"|unsubscribe\w*|commands?|orders?|says?|asks?|wants?|tells?|chooses?|decides?)"
    r"|(?:user|customer)\s+(?:\w+\s+){0,2}?(?:says|asks|wants|requests|tells)"
    r"|what\s+the\s+(?:user|customer)\s+(?:says|asks|wants)"
    r"|usuari[oa]\s+(?:pide|solicita|dice|quiere|indica|elige)|(?:petici\w+|solicitud\w*"
    r"|instruccion\w*|preferencia\w*|configuraci\w+|ajustes?|elecci\w+)\s+del\s+usuari[oa]"
    r"|usuário\s+(?:pedir|pede|solicita|diz|quer|escolhe)|(?:pedidos?|solicita\w+|instruç\w+"
    r"|preferência\w*|configura\w+|escolhas?)\s+do\s+usuário"
    r"|utilisat(?:eur|rice)\s+(?:demande|dit|veut|souhaite|choisit)|(?:demandes?|instructions?"
    r"|préférences?|réglages?|paramètres?|choix)\s+de\s+l'utilisat(?:eur|rice)"
    r"|(?:nutzer\w*|benutzer\w*|kunde)\s+(?:bittet|sagt|will|möchte|wünscht|verlangt|fordert)"
    r"|(?:anweisung\w*|wünsche?|einstellung\w*|präferenz\w*|anfrage\w*|bitte)\s+des\s+"
    r"(?:nutzers|benutzers|kunden)|nutzerwünsch\w*|nutzereinstellung\w*"
    r"|utente\s+(?:chiede|dice|vuole|desidera|sceglie)|(?:richiest\w*|istruzion\w*|preferenz\w*"
    r"|impostazion\w*|scelt\w*)\s+dell'utente"
    r"|пользовател\w*\s+(?:просит|попросит|говорит|скажет|хочет|захочет|требует)"
    r"|(?:просьб\w*|инструкци\w*|настройк\w*|запрос\w*|указани\w*)\s+пользовател\w*)(?!\w)"
    r"|用户(?:的)?[^，。；,;\n]{0,4}?(?:要求|请求|指令|设置|偏好|选择|意愿)|用户(?:说|想|希望)"
    r"|ユーザー?(?:の)?[^、。\n]{0,4}?(?:要望|指示|依頼|設定|希望|選択)|ユーザー?が[^、。\n]{0,10}?(?:言っ|求め|希望|頼ん)"
    r"|사용자(?:의)?\s*[^,.。\n]{0,4}?(?:요청|지시|설정|선호|선택)|사용자가\s*[^,.。\n]{0,10}?(?:요청|원하|말하)")
_PERMITTING = lazy(r"(?<!\w)(?:if|when|unless|only|upon|once|si|cuando|wenn|falls|se|quando"
                   r"|quand|lorsque|если|когда|solo|nur)(?!\w)")
_LEGITIMATE = lazy(
    r"(?<!\w)(?:permission\w*|authori[sz]\w*|admin\w*|malicious|harmful|illegal|unsafe|dangerous"
    r"|abus\w*|not\s+allowed|forbidden|policy\s+violation|typos?|spelling|capitali[sz]ation"
    r"|permis\w*|autoriza\w*|autoris\w*|berechtig\w*|autorizza\w*|разрешени\w*|прав\w*"
    r"|peligros\w*|dangereu\w*|gefährlich\w*|pericolos\w*|опасн\w*)(?!\w)|权限|権限|권한")

_STATEMENT = lazy(r"[^.!?。！？\n]+(?:\.(?=[\w/\\*])[^.!?。！？\n]*)*")
_HINTS = ("user", "customer", "client", "person", "usuari", "usuário", "utilizador", "utilisat",
          "nutzer", "benutzer", "anwender", "kund", "utent", "пользовател", "клиент", "kullanıcı",
          "użytkownik", "gebruiker", "pengguna", "người dùng", "member", "subscriber", "learner",
          "student", "patient", "creator", "human", "owner", "requester",
          "用户", "用戶", "客户", "使用者", "ユーザ", "利用者", "お客様", "顧客", "사용자", "고객",
          "이용자",
          # the reply named as where something is kept out of (_CHANNEL)
          "reply", "answer", "summary", "response", "overview", "digest", "recap", "resumen",
          "resumo", "résumé", "zusammenfassung", "riepilogo", "riassunto", "сводке", "резюме",
          "respuesta", "resposta", "réponse", "antwort", "risposta", "ответе", "摘要", "总结",
          "汇总中", "回复中", "要約", "まとめ", "回答に", "요약", "답변에")


def _refused(text: str, start: int, end: int) -> bool:
    """The act negated: the order keeps the truth ("never hide ...", "no ocultes")."""
    return (_REFUSED_BEFORE.search(text, max(0, start - 24), start) is not None
            or _REFUSED_AFTER.match(text, end, end + 40) is not None)


def _kept_from(text: str) -> tuple[int, int] | None:
    """An order to keep from the person something they have a stake in."""
    if (_PERSON.search(text) is None and _CHANNEL.search(text) is None) or (
            _STAKE.search(text) is None):
        return None
    if _CHOSEN.search(text) is not None:
        return None
    for found in _HIDE.finditer(text):
        if not _refused(text, found.start(), found.end()):
            return found.span()
    for found in _NOT_TOLD.finditer(text):
        told = text[found.end():found.end() + 70]
        if _GOOD.search(told) is not None and _STAKE.search(text, max(0, found.start() - 60),
                                                            found.start()) is None:
            continue  # "never tell the user it succeeded": a lie refused, unless a stake is named
        if re.match(r"\s*(?:\w+\s+){0,3}?(?:a|an|the)?\s*(?:\w+\s+)?(?:as\s+)?succe", told):
            continue  # "never report a failed job as successful"
        if _lie_refused(told):
            continue
        if _LISTED.search(found.group(0)) is not None and _SUMMED.search(text, found.end()):
            continue  # "do not list each deleted file; give the count instead"
        return found.span()
    return None


# (recall67a) a refused listing, and the count or a summary told instead
_LISTED = lazy(r"(?:list|itemi[sz]e|enumerate)\w*$")
_SUMMED = lazy(r"(?<!\w)(?:instead|count|number\s+of|total|summar\w+|in\s+one\s+line"
               r"|one\s+by\s+one|each|individually|twice|again)(?!\w)")


def _lie_refused(told: str) -> bool:
    """What is not to be told is a claim, on a condition that it is false: "never tell the user
    the booking went through if it did not", "sag dem Nutzer nie, dass ..., wenn sie
    fehlgeschlagen ist" (the condition then names a failure or a negation, after a claim of at
    least a few words or a claim marker)."""
    condition = _FALSE_IF.search(told)
    if condition is None:
        return False
    before = told[:condition.start()]
    person = _PERSON.search(before)
    claim = before[person.end():] if person is not None else before
    return (_CLAIM_MARK.search(claim) is not None
            or len(claim.split()) >= 3)


def _clause(told: str) -> str:
    """The told claim up to a new clause or a new condition ("...; once it has arrived, ...")."""
    cut = re.search(_NEXT_CLAUSE, told)
    return told if cut is None else told[:cut.start()]


def _told_falsely(text: str) -> tuple[int, int] | None:
    """A bad outcome's condition, or the person's question, then a good claim told."""
    if _PERSON.search(text) is None:
        return None
    conditions = [m for m in _BAD_IF.finditer(text)] + [m for m in _ASKED_IF.finditer(text)]
    if conditions:
        for act in _TELL.finditer(text):
            if _NEG_NEAR.search(text, max(0, act.start() - 24), act.start()) is not None or (
                    _REFUSED_AFTER.match(text, act.end(), act.end() + 30) is not None):
                continue
            for condition in conditions:
                if condition.start() >= act.end() and condition.start() - act.end() <= 100 and (
                        _CONCEDING.match(text, condition.start()) is not None):
                    # "tell the user it is complete even if some names remain"
                    told = text[act.end():condition.start()]
                    if _GOOD.search(told) is not None and _TRUE_TOLD.search(told) is None:
                        return act.span()
                    continue
                if condition.end() > act.end() or act.start() - condition.end() > 160:
                    continue
                if act.group(0).isascii():
                    if re.search(_GOOD_IF, text[condition.end():act.start()]) is not None:
                        continue  # "...; once it has arrived, say it was delivered"
                    told = _clause(text[act.end():act.end() + 90])
                    if re.match(_ORDERED_TO, told) is not None:
                        continue  # "tell the user to try again": an instruction, no claim
                else:  # 下回った場合でも、「…」と伝え / 물어봐도 '…'고 답하 / 就说…
                    told = text[condition.end():act.start()] + " " + text[act.end():act.end() + 30]
                if _GOOD.search(told) is None or _TRUE_TOLD.search(told) is not None:
                    continue
                return act.span()
    for always in _ALWAYS.finditer(text):
        said = _TELL.search(text, always.end(), always.end() + 40) or _TELL.search(
            text, max(0, always.start() - 20), always.start())  # "responde siempre"
        if said is None or _NEG_NEAR.search(text, max(0, said.start() - 24), said.start()):
            continue
        if said.start() < always.start():
            claim = text[always.end():always.end() + 70]
        else:
            claim = text[said.end():said.end() + 70]
        if (_GOOD.search(claim) is not None and _TRUE_TOLD.search(claim) is None
                and _WHEN_TRUE.search(claim) is None and _CHOSEN.search(text) is None):
            return min(always.start(), said.start()), max(always.end(), said.end())
    for found in _AS_IF.finditer(text):
        telling = _TELL.search(text, max(0, found.start() - 80), found.start())
        if telling is not None and _STAKE.search(text) is not None:
            return telling.start(), found.end()
    return None


def _set_aside(text: str) -> tuple[int, int] | None:
    """The person's own request or setting, and an order to defy it or rank it low."""
    if _LEGITIMATE.search(text) is not None:
        return None
    for found in _DEFY.finditer(text):
        word = found.group(0)
        if _REFUSED_BEFORE.search(text, max(0, found.start() - 24), found.start()) is not None and (
                not word.startswith(("do", "never", "refuse", "no ", "não", "non ", "не "))):
            continue
        if _REFUSED_AFTER.match(text, found.end(), found.end() + 40) is not None:
            continue  # "ignoriere nicht, was der Nutzer sagt"
        after = _OWN_WORD.search(text, found.end(), found.end() + 80)
        if after is not None and _PERMITTING.search(text, found.end(), after.start()) is not None:
            continue  # "override only if the user asks": the person's word permits it
        if after is not None:
            return found.start(), after.end()
        if word.startswith(("do", "never", "refuse", "no ", "não", "non ", "не ", "n'", "ne ")) \
                or not word.isascii():
            before = _OWN_WORD.search(text, max(0, found.start() - 140), found.start())
            if before is not None:
                return before.start(), found.end()
    return None


def _judge(statement: str) -> tuple[int, int] | None:
    return _kept_from(statement) or _told_falsely(statement) or _set_aside(statement)


def detect(lowered: str) -> Hit | None:
    """The first statement that keeps the person from the truth or sets their word aside."""
    return first_statement_hit(lowered, _HINTS, _STATEMENT, _judge,
                               "asks the model to keep the user from the truth or to set the "
                               "user's own request aside")


# ---- spares the concept rules of class (e) share (recall66b) ------------------------------------
# "Do not report success to the user unless the job finished": the success is what is not told,
# until it is true (the order keeps the person from a false claim, not from the truth)
_SUCCESS_UNTIL = lazy(
    r"(?:succe\w*|done|complete\w*|finished|ok)(?!\w)[^.;!?\n]{0,60}?(?<!\w)(?:unless|until"
    r"|before|only\s+(?:if|when|after|once))(?!\w)")
# technical detail kept out of the reply, not the problem itself
_TECHNICAL = lazy(r"(?<!\w)(?:stack\s*traces?|tracebacks?|raw\s+(?:\w+\s+)?(?:errors?|output"
                  r"|traces?|logs?|exceptions?)|internal\s+(?:error\s+)?codes?|debug\s+output)(?!\w)")


def success_withheld_until_true(text: str, start: int, end: int) -> bool:
    """The negated telling's object is a success, held back until it is true."""
    return _SUCCESS_UNTIL.search(text.lower(), start, min(len(text), end + 90)) is not None


def technical_detail_kept(text: str, start: int, end: int) -> bool:
    """What is not shown is technical detail (a stack trace, a raw error), and the problem is
    told in other words right after ("tell them in plain words which field failed"); not when
    what follows is a good claim instead ("say the cell ran fine")."""
    lowered = text.lower()
    if _TECHNICAL.search(lowered, start, min(len(text), end + 10)) is None:
        return False
    stop = min(len(text), end + 150)
    for act in _TELL.finditer(lowered, end, stop):
        told = lowered[act.end():min(len(text), act.end() + 80)]
        if _STAKE.search(told) is not None and _GOOD.search(told) is None:
            return True
    return False
