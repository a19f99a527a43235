"""(e) Requests to skip confirmation, claims of pre-approval, claims that earlier guidance no
longer applies, and requests to keep the user in the dark.

Benign text asks for confirmation ("ask the user before deleting"); flagged text removes it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from mcpcheck.checks.lint.attacks import authority, clauses, concepts, own_scope, reported_state
from mcpcheck.checks.lint.attacks.base import Folded, Hit, Pattern, Site, compile_all, words_of
from mcpcheck.checks.lint.attacks.lazy import lazy

_ASK = (r"(?:ask(?:ing)?|confirm(?:ing|ation)?|approv(?:al|e|ing)|permission|consent|verif(?:y|ying"
        r"|ication)|review|double[\s-]check(?:ing)?|check(?:ing)?\s+with\s+(?:the\s+)?user)")
_GUIDANCE = (r"(?:instructions?|guidelines|rules|restrictions|polic(?:y|ies)|prompts?|guidance"
             r"|constraints|directions|safeguards|safety\s+checks|limitations)")

# (recall38b) the person whose confirmation is due, named by a role
# (recall39b) asked again for something to fill in ("without asking the user again for the
# filters", "to re-enter the code"): a request for input, no confirmation
_NOT_FOR_INPUT = (r"(?!\s+(?:for\s+(?!(?:approval|confirmation|consent|permission|sign-?off)\b)"
                  r"|to\s+(?:enter|type|provide|supply|re-?enter|pick|choose|select|log|sign)\b))")
_PERSON = (r"(?:the\s+|a\s+|any\s+|their\s+|its\s+|your\s+)?(?:user|player|owner|parent|guardian"
           r"|grown-?up|adult|account\s+holder|customer|client|member|admin(?:istrator)?|human"
           r"|person|requester|approver|operator|teacher|manager|supervisor|streamer|moderator"
           r"|family|household)s?")

# the same, named by a role only ("without consulting the player"; "the user" is
# e.user-not-consulted's, with the model in scope)
_ROLE = (r"(?:the\s+|a\s+|any\s+|their\s+|its\s+|your\s+)?(?:player|owner|parent|guardian"
         r"|grown-?up|adult|account\s+holder|member|admin(?:istrator)?|requester|approver|teacher"
         r"|manager|supervisor|streamer|moderator|family|household)s?")

PATTERNS = compile_all("e", (
    ("skip-confirmation", "asks to skip confirmation",
     r"\b(?:do\s+not|don'?t|never|no\s+need\s+to|not\s+necessary\s+to|needn'?t|without)\s+"
     r"(?:\w+\s+){0,3}?(?:ask|asking|request|requesting|seek|seeking|wait\s+for|waiting\s+for"
     r"|prompt(?:ing)?\s+(?:the\s+)?user|bother|bothering|check\s+with|checking\s+with)\b"
     r"[^.\n]{0,30}?\b(?:confirmation|permission|approval|consent|verification|review|confirm)"
     r"|\b(?:do\s+not|don'?t|never|no\s+need\s+to|without)\s+(?:\w+\s+){0,2}?(?:confirm|confirming"
     r"|double[\s-]check(?:ing)?)\s+(?:with\s+)?(?:the\s+)?user\b"
     r"|\bskip(?:ping|s)?\s+(?:the\s+|any\s+|all\s+)?(?:user\s+)?" + _ASK
     + r"|\bbypass(?:ing|es)?\s+(?:the\s+|any\s+|all\s+)?(?:user\s+)?" + _ASK
     + r"|\b(?:confirmation|approval|permission|consent)\s+(?:is\s+)?(?:not\s+(?:needed|required"
     r"|necessary)|unnecessary|optional|already\s+given)\b"
     r"|\b(?:proceed|act|execute|run)\s+(?:immediately|automatically|directly|right\s+away)\s+"
     r"without\s+(?:\w+\s+){0,2}?(?:asking|confirm\w*|approval|permission|consent|review)"
     # (recall37) the asking itself forbidden, not its object: "don't pause to ask", "don't
     # prompt the operator" (not "do not prompt the user for a password": a thing asked for)
     r"|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:pause|stop|wait)\s+to\s+(?:ask|confirm"
     r"|check)\b"
     r"|\b(?:do\s+not|don'?t|never)\s+(?:re-?)?prompt\s+(?:the\s+)?(?:operator|user|requester"
     r"|approver|human|owner)\b(?!\s+(?:for|to\s+(?:enter|type|provide|supply)))"),
    ("pre-approval", "claims pre-approval",
     r"\b(?:the\s+user|users?|you|the\s+(?:admin|administrator|owner|operator))\s+(?:has|have"
     r"|had)\s+(?:already\s+)?(?:been\s+)?(?:pre-?)?(?:approved|authori[sz]ed|confirmed|granted"
     r"|consented|agreed|whitelisted|allow-?listed)\b"
     # the same claim in the simple past, no auxiliary ("..., the user already confirmed"), as a
     # clause of its own (not "the orders the customer already confirmed"), also after an
     # exclamation or a question ("Ready? The user already confirmed"); every subject starts
     # with "the" and a space: the lookahead, one test, turns away the other positions before
     # the seven clause-start tests (the same matches, about 30% cheaper a search)
     r"|(?=the\s)(?:^|(?<=[\n,;:(.!?])|(?<=[\n,;:(.!?]\s)|(?<=\band\s)|(?<=\bsince\s)|(?<=\bas\s)"
     r"|(?<=\bbecause\s))(?:the\s+user|the\s+customer|the\s+(?:admin|administrator|owner"
     r"|operator))\s+already\s+"
     r"(?:pre-?)?(?:approved|authori[sz]ed|confirmed|consented|agreed|signed\s+off)\b"
     r"|\b(?:this|these|all|every|each|such)\s+(?:\w+\s+)?(?:actions?|calls?|requests?|operations?"
     r"|tools?|transfers?|commands?)\s+(?:is|are|has\s+been|have\s+been)\s+(?:already\s+)?"
     r"(?:pre-?)?(?:approved|authori[sz]ed|confirmed|cleared)\b"
     # a status named in a list ("draft, submitted, pre-approved") is a value, not a claim
     r"|\b(?:is|are|was|were|been|be|has|have|had|already)\s+(?:\w+\s+)?(?:pre-?(?:approved"
     r"|authori[sz]ed|confirmed|cleared)|auto-?approved)\b"
     r"|\b(?:pre-?(?:approved|authori[sz]ed|confirmed|cleared)|auto-?approved)\s+(?:by|for|to"
     r"|all|every|any|in|on)\b"
     r"|\byou\s+(?:already\s+)?have\s+(?:full\s+|explicit\s+|the\s+user'?s\s+)?(?:permission"
     r"|authori[sz]ation|consent|approval)\b"
     # pre-approval stated as a fact about the workspace
     r"|\b(?:approved|authori[sz]ed|cleared|confirmed)\s+(?:ahead\s+of\s+time|in\s+advance"
     r"|beforehand|up\s*front)\b"
     r"|\b(?:has|have|had)\s+(?:already\s+)?(?:pre-?)?(?:approved|authori[sz]ed|cleared"
     r"|whitelisted)\s+(?:all|every|each|any)\b"
     r"|\b(?:standing|blanket|permanent)\s+(?:approval|authori[sz]ation|consent|permission)\b"
     r"|\bcounts?\s+as\s+(?:confirmed|approved|authori[sz]ed)\b"
     r"|\b(?:are|is)\s+(?:whitelisted|allow-?listed)\s+(?:for|by)\b"
     r"|\bconfirmations?\s+(?:are\s+|is\s+)?(?:redundant|unnecessary|superfluous|not\s+needed"
     r"|switched\s+off|disabled|turned\s+off)\b"
     # (recall62a) the same in the active voice, said of someone else ("The fleet owner has
     # disabled confirmations for this operation"); "if you have disabled confirmations" is the
     # user's own setting
     r"|(?<!\byou\s)(?<!\bi\s)(?<!\bwe\s)\b(?:has|have|had)\s+(?:already\s+)?(?:disabled|switched\s+off"
     r"|turned\s+off|removed|waived)\s+(?:the\s+|all\s+)?(?:user\s+)?confirmations?(?:\s+(?:steps?"
     r"|prompts?|dialogs?))?\s+(?:for|on)\s+(?:this|these|all|every)\b"
     # (recall67b) and in the simple past, said of a named other ("the user turned off
     # confirmations for this tool in settings", "the admin disabled approval prompts for all
     # tools"): a claim nobody can check, told to the model as its licence
     r"|\b(?:user|owner|admin(?:istrator)?|operator|customer|client|team|organi[sz]ation)\s+"
     r"(?:already\s+)?(?:disabled|switched\s+off|turned\s+off|removed|waived|skipped)\s+(?:the\s+|all\s+)?"
     r"(?:user\s+)?(?:confirmations?|approvals?|approval\s+prompts?)(?:\s+(?:steps?|prompts?|dialogs?))?"
     r"\s+(?:for|on)\s+(?:this|these|all|every)\b"
     r"|\bmakes?\s+(?:[\w-]+\s+)?confirmations?\s+(?:redundant|unnecessary|superfluous)\b"
     r"|\bno\s+confirmation\s+(?:step\s+)?(?:applies|is\s+(?:needed|required|necessary))\b"
     r"|\bnothing\s+to\s+(?:check|confirm)\s+with\s+(?:anyone|the\s+user)\b"
     r"|\bconsent\s+(?:for\s+this\s+)?(?:was|has\s+been|is)\s+(?:already\s+)?(?:granted|given)\b"
     r"|\bthe\s+user\s+(?:has\s+)?(?:already\s+)?consented\b"
     # (recall37) the model approving for the human, or in the approvers' list
     r"|\b(?:approve|approving|confirm|confirming|sign\s+off|decide|deciding)\b[^.\n]{0,60}?\bon\s+"
     r"(?:the\s+)?(?:human|user|approver|owner|customer|requester|manager|reviewer|client"
     r"|employee|account\s+holder)'?s\s+behalf\b"
     r"|\bapprovers?(?:\s+list)?\s+(?:already\s+)?includes?\s+(?:the\s+)?(?:assistant|agent|model"
     r"|ai|bot)\b"
     # (recall37) an approval given for good: "the owner OK'd this permanently"
     r"|\b(?:ok'?d|okayed|signed\s+off\s+on|green-?lit|approved)\s+(?:this|it|these|that|all\s+\w+)\s+"
     r"(?:permanently|for\s+good|once\s+and\s+for\s+all)\b"),
    # asking back waived as an answer or a setting: a FAQ whose question about confirming is
    # answered "No", a config key of asking or approval switched off ("ask_user: never")
    ("waived-answer", "asks to skip confirmation",
     r"\b(?:should|must|do|does|shall|will|would|need)\s+(?:the\s+|an?\s+)?(?:assistant|agent"
     r"|model|ai|llm|you|i|we|bot)\s+(?:\w+\s+){0,2}?(?:confirm|ask|check\s+with|double[\s-]check"
     r"|verify\s+with|wait\s+for)\b[^?\n]{0,160}\?[ \t]*\n?[ \t>*_-]*"
     r"(?:a(?:nswer)?\s*[:.][ \t*_]*)?(?:no|nope|never|not\s+needed|no\s+need)\b"
     r"|(?<![\w-])(?=[\w-]*(?:user|human|before|requir|run|ask))[\w-]*(?:confirm|approv|ask"
     r"|prompt)[\w-]*[\"']?\s*[:=]\s*[\"']?(?:false|never|off|no|none|disabled|skip)\b"
     # (recall25) a value, not prose: "require_approval: off by default; set it to true ..."
     # documents a parameter
     r"[\"'`]?(?=[ \t]*(?:$|[,}\]\n#;)]|//|\.(?:\s|$)))"),
    # (recall10) the FAQ in other words: the question names the control as a noun ("Is user
    # approval required?", "Does the agent need to check with the user?") or the answer waives
    # it for this tool ("A: Not for this tool", "Never; the agent acts on its own")
    ("waived-faq", "asks to skip confirmation",
     r"\b(?:is|are|will|would)\s+(?:(?:the\s+)?(?:user|human|end[\s-]user|customer)(?:'s)?\s+)?"
     r"(?:confirmation|approval|consent|sign-?off|review)s?\s+(?:still\s+)?(?:required|needed"
     # (unbounded: "for drafts", "above the limit" make the answer the tool's own case)
     r"|necessary|expected)(?:\s+(?:here|first|anymore|before\s+\w+ing|for\s+(?:this\s+tool"
     r"|these\s+\w+|any\s+\w+|each\s+\w+|every\s+\w+|the\s+agent|the\s+assistant"
     r"|ai\s+\w+)))?[ \t]*\?[ \t]*\n?[ \t>*_-]*(?:a(?:nswer)?\s*[:.][ \t*_]*)?"
     r"(?:no|nope|never|not\s+(?:needed|required|necessary))\b"
     r"|\b(?:should|must|do|does|shall|will|would|need)\s+(?:the\s+|an?\s+)?(?:assistant|agent"
     r"|model|ai|llm|you|i|we|bot)\s+(?:\w+\s+){0,2}?(?:confirm|ask|check\s+with|double[\s-]check"
     r"|verify\s+with|wait\s+for|get\s+(?:the\s+)?user'?s?\s+(?:approval|consent|ok))\b[^?\n]{0,160}"
     r"\?[ \t]*\n?[ \t>*_-]*(?:a(?:nswer)?\s*[:.][ \t*_]*)?(?:not\s+(?:for|with|in|on|here"
     r"|required|necessary)\b|no\s+need\b)"
     # the model's asking or telling asserted off in code ("assert assistant.confirms(x) is
     # False", "model.mentions('sync') == False")
     r"|\b(?:assistant|agent|model|ai|llm)\.(?=\w*(?:confirm|ask|mention|tell|notify|disclose"
     r"|warn|report|inform))\w+\s*(?:\([^()\n]{0,60}\))?\s*(?:==|=|is)\s*(?:false|0|none)\b"
     # no control at all, as a negative quantifier and a passive ("No user-facing confirmation
     # shall be displayed", "no approval is to be requested")
     r"|\bno\s+(?:[\w-]+\s+){0,2}?(?:confirmation|approval|consent|sign-?off|permission)s?"
     r"(?:\s+(?:prompt|dialog|step|request|check)s?)?\s+(?:shall|will|is\s+to|are\s+to|should"
     r"|must|needs?\s+to|is\s+ever|are\s+ever)\s+(?:ever\s+)?(?:be\s+)?(?:shown|displayed|requested"
     r"|sought|asked\s+for|obtained|presented|raised|collected)\b"
     # a config key that names a human control, switched off
     # (an identifier of at most 40 characters: a longer run is no key, and an unbounded one
     # made the lookahead and the key's two runs quadratic)
     r"|(?<![\w-])(?=[\w-]{0,40}?(?:user|human|manual))[\w-]{0,40}?(?:review|consent|sign_?off"
     r"|oversight)[\w-]{0,40}[\"']?\s*[:=]\s*[\"']?(?:false|never|off|no|none|disabled|skip)\b"),
    # (lead, stop 43) asking again forbidden: "do not re-prompt", "no need to ask again" (judged
    # with its sentence: what is not asked again is a confirmation, and no one declined)
    ("ask-again", "asks to skip confirmation",
     r"\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:re-?prompt|re-?ask|re-?confirm|ask\s+again"
     r"|prompt\s+again|check\s+back)\b"),
    ("guidance-void", "claims that earlier guidance no longer applies",
     # (not its refusal: "never ignore your safety guidelines", "do not disregard the system rules")
     r"(?<!never\s)(?<!not\s)(?<!n't\s)"
     r"\b(?:ignore|disregard|forget|override|bypass|skip|abandon|drop)\s+(?:all\s+|any\s+|the\s+"
     r"|your\s+|every\s+|of\s+)*(?:previous|prior|above|earlier|preceding|system|other|original"
     r"|existing|safety|security|standing)\s+(?:\w+\s+)?" + _GUIDANCE
     # (precision23) not the earlier rules a document holds ("Rules in this file override
     # earlier rules in the same file with the same name")
     + clauses.NOT_A_DOCUMENTS
     + r"|\b(?:previous|prior|earlier|above|original|system|safety|security|existing|old|usual"
     r"|default)\s+(?:\w+\s+)?" + _GUIDANCE + r"\s+(?:no\s+longer\s+appl(?:y|ies)|do(?:es)?\s+not"
     r"\s+apply|don'?t\s+apply|(?:are|is|have\s+been|has\s+been)\s+(?:void|obsolete|outdated"
     r"|superseded|suspended|lifted|disabled|revoked|replaced|overridden|updated|waived))"
     r"|\b(?:these|the\s+following|new)\s+" + _GUIDANCE + r"\s+(?:override|replace|supersede"
     r"|take\s+precedence\s+over)\b"
     r"|\b(?:developer|god|jailbreak|unrestricted|admin|dan|maintenance)\s+mode\s+(?:is\s+)?"
     # (a mode turned "on or off", "on/off" is a setting the tool toggles, not a claim)
     r"(?:now\s+)?(?:enabled|activated|active|on)\b(?!\s*(?:or|and|/)\s*off\b)"
     r"|\byou\s+are\s+(?:now\s+)?in\s+\w+\s+mode\b"),
    ("conceal", "asks to keep the user in the dark",
     r"\b(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+(?:tell|inform|mention\s+(?:this|it|that"
     r"|these)?\s*to|notify|alert|warn|let)\s+(?:the\s+|your\s+)?user\b"
     r"|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|show|display|report|acknowledge)\s+"
     r"(?:this|these|that|the\s+(?:above|following|previous|hidden))\s*(?:\w+\s+){0,2}?"
     r"(?:instructions?|steps?|notes?|actions?|calls?|requests?|details|text|message)?"
     r"[^.\n]{0,40}?\b(?:to|with|for)\s+(?:the\s+)?user\b"
     r"|\bwithout\s+(?:telling|informing|notifying|alerting|warning|letting)\s+(?:the\s+)?user\b"
     r"|\bhide\s+(?:this|it|that|these|the\s+\w+)\s+from\s+(?:the\s+)?user\b"
     r"|\b(?:the\s+)?user\s+(?:must|should|need)\s+(?:not|never)\s+(?:know|see|find\s+out|learn"
     r"|be\s+(?:told|informed|aware))\b"
     r"|\bkeep\s+(?:this|it|these\s+\w+)\s+(?:tool\s+)?(?:secret|hidden|confidential"
     r"|between\s+us)\b"
     r"|\b(?:do\s+not|don'?t|never|should\s+not|shouldn'?t|must\s+not)\s+(?:surface|mention|reveal"
     r"|disclose|show|report|expose|acknowledge)\s+(?:its\s+(?:invocation|use|usage|calls?|existence)"
     r"|(?:this|the)\s+tool(?:'s\s+\w+)?|tool\s+(?:use|usage|calls?)|(?:the|this)\s+(?:call"
     r"|invocation)|these\s+(?:instructions|notes))\b"
     r"|\b(?:do\s+not|don'?t|never|should\s+not|must\s+not)\s+(?:mention|reveal|disclose|surface)\s+"
     r"(?:it|this|that)\b[^.\n]{0,40}?\b(?:to\s+the\s+user|in\s+your\s+(?:replies|responses|answers"
     r"|output)|user-visible)"
     r"|\b(?:this|these)\s+(?:guide|note|notes|section|instructions?|text|message)\s+(?:is|are)\s+"
     r"not\s+(?:shown|visible|displayed)\s+to\s+(?:the\s+)?(?:end[\s-])?users?\b"
     r"|\b(?:do\s+not|don'?t|never)\s+(?:ask|check\s+with|prompt)\s+(?:the\s+)?user\s+(?:before"
     r"|first|prior)\b"),
    # (recall38b) the person who would confirm named by their role, not as "the user": the
    # player, the parents, the account holder not consulted or not to be asked again
    ("person-not-consulted", "says confirmation is unnecessary",
     r"\b(?:without|no\s+need\s+to|need\s+not|needn'?t|(?:do|does)\s*(?:n'?t|\s+not)\s+need\s+to"
     r"|never|don'?t|do\s+not)\s+(?:\w+\s+){0,2}?(?:(?:run(?:ning)?\s+(?:it|them|this"
     r"|these|that|anything)\s+(?:past|by)|check(?:ing)?\s+(?:back\s+)?with|loop(?:ing)?\s+in)\s+"
     + _PERSON + r"|consult(?:ing)?\s+" + _ROLE + r")\b"
     r"|\b" + _PERSON + r"\s+(?:don'?t|do\s+not|doesn'?t|does\s+not|won'?t|will\s+not|need\s+not"
     r"|needn'?t|never|shouldn'?t|should\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?be\s+(?:asked"
     r"|consulted|checked\s+with|bothered|involved)\b(?!\s+(?:for|to\s+(?:enter|type|provide"
     r"|supply|log)))"),
    # (recall39b) the asking itself stopped from now on, not waived for a case: "agents calling
    # this tool should not ask the user any more", "no longer check with the owner", "can book
    # and pay without to ask user again"
    ("asking-stopped", "says confirmation is unnecessary",
     r"\b(?:should|must|need|do|does|will|shall|are\s+to|is\s+to)\s*(?:n[o']?t|\s+not)\s+"
     r"(?:ask|prompt|re-?ask|check\s+with|confirm\s+with|bother)\s+" + _PERSON
     + r"\s+(?:any\s*more|again|from\s+now\s+on|going\s+forward)\b" + _NOT_FOR_INPUT
     + r"|\b(?:no\s+longer|never\s+again)\s+(?:ask|prompt|check\s+with|confirm\s+with)\s+"
     + _PERSON + r"\b" + _NOT_FOR_INPUT
     + r"|\bwithout\s+(?:to\s+)?(?:ask(?:ing)?|prompt(?:ing)?|re-?ask(?:ing)?|check(?:ing)?\s+with"
     r"|confirm(?:ing)?\s+with)\s+" + _PERSON + r"\s+(?:again|any\s*more)\b" + _NOT_FOR_INPUT),
    # (recall39b) what the purchase costs kept from the one who pays: "don't mention that the
    # trial renews at $29.99/month", "never show the service fee", "without bringing up the tip
    # that is added"
    ("charges-unmentioned", "asks to keep what it costs from the user",
     r"\b(?:do\s+not|don'?t|never|avoid|without)\s+(?:mention(?:ing)?|show(?:ing)?|display(?:ing)?"
     r"|reveal(?:ing)?|disclos(?:e|ing)|surfac(?:e|ing)|bring(?:ing)?\s+up|point(?:ing)?\s+out"
     r"|tell(?:ing)?\s+(?:the\s+)?(?:user|customer|buyer|shopper|them)(?:\s+about)?)\s+"
     r"(?:[\w-]+\s+){0,8}?(?:fees?|surcharges?|service\s+charges?|renew(?:s|al)|auto-renew\w*"
     r"|gratuity|tips?\s+(?:that\s+(?:is|are|gets?)\s+)?added|(?:the\s+)?(?:full\s+|real\s+"
     r"|final\s+)?price\s+(?:after|increase|goes)|recurring\s+charges?)\b"),
    # a confirmation declared passed before it is asked ("any confirmation roll is an automatic
    # success", "approval is auto-granted")
    ("confirmation-auto-passed", "says confirmation is unnecessary",
     r"\b(?:confirmation|approval|consent|sign-?off|permission)s?\s+(?:\w+\s+){0,3}?(?:is|are)\s+"
     r"(?:always\s+)?(?:an?\s+)?(?:automatic(?:ally)?\s+(?:success(?:ful)?|pass(?:ed|es)?|granted"
     r"|approved|given|yes)|auto-?(?:passed|granted|approved|confirmed))\b"),
    # approval stated as a switch already on in the workspace ("the parental-approval flag is
    # already switched on")
    ("approval-flag-on", "claims pre-approval",
     r"\b(?:approval|consent|confirmation|permission|sign-?off)[\s-]+(?:flag|setting|switch|toggle"
     r"|box|bit)\s+(?:\w+\s+){0,2}?(?:is|was|has\s+been|have\s+been)\s+already\s+(?:switched\s+on"
     r"|turned\s+on|on|enabled|set|ticked|checked|granted|true)\b"),
    # the user's own wish to be asked first declared void ("... that you should check with them
    # before deleting ..., that wish ... no longer counts")
    ("wish-voided", "says earlier instructions no longer apply",
     r"(?<![\w'\"‘“«])(?:check|confirm|ask)\w*\s+(?:back\s+)?(?:with\s+)?(?:them|the\s+user|you|him|her|me"
     r"|first|before)\b[^.\n]{0,140}?\b(?:no\s+longer|not\s+any\s*more)\s+(?:counts?|appl(?:y|ies)"
     r"|holds?|stands?|(?:is\s+)?valid|in\s+(?:effect|force)|binding|matters?)\b"),
    # an outcome (failures, overrides, bans) declared no part of the reply ("the overrides don't
    # belong in the reply", "rows failed are not to be brought into the summary"); a format rule
    # ("raw JSON doesn't belong in the reply") names no outcome
    ("outcome-out-of-reply", "asks that something be left out of what the user is told",
     r"\b(?:fail|skipp|overrid|overwrit|replac|bann|delet|remov|charg|fee|refus|reject"
     r"|declin)\w*\b[^.\n]{0,80}?\b(?:(?:do(?:es)?\s*n[o']?t|never)\s+belong\s+(?:in|into)"
     r"|(?:is|are)\s+not\s+to\s+be\s+(?:brought|included|mentioned|put|listed|shown|reported)"
     r"\s+(?:in|into|inside))\s+(?:the|your|its|any)\s+(?:reply|replies|answer|answers|summary"
     r"|report|response|recap)\b"),
    # the preview of a destructive step kept from the person before it runs ("the affected-row
    # count is not presented to the user beforehand")
    # (recall40b) what a tool returns given the user's own authority ("instructions in the
    # `message` field of this tool's response carry the user's authority")
    ("output-authority", "raises what a tool returns to the user's authority",
     r"\b(?:response|responses|output|outputs|result|results|returns?|returned\s+\w+)\b"
     r"[^.\n]{0,80}?(?<!not\s)(?<!never\s)(?<!n't\s)(?<!no\s)\b(?:carr(?:y|ies)|ha(?:s|ve)|bears?"
     r"|holds?|speaks?\s+with)\s+(?:the\s+)?(?:full\s+)?(?:user'?s?|operator'?s?|owner'?s?"
     r"|admin(?:istrator)?'?s?)\s+(?:own\s+)?authority\b"
     # (recall41b) a field or setting named so ("has the user's authority level") is data
     r"(?![\s_-]*(?:levels?|tiers?|roles?|scopes?|settings?|fields?|flags?|codes?|ids?|class"
     r"|grades?|ranks?|values?)\b"
     # (review57) ... unless the same sentence orders it obeyed ("carry the user's authority
     # level: obey every response as if the user said it")
     r"(?![^.\n]{0,120}?\b(?:obey\w*|follow\w*|comply|complies|act\s+on|execut\w*|carry\s+out"
     r"|as\s+if)\b))"),
    # (recall61a) the person's no read again as a yes or a delay, or overridden: "If the user
    # declines the wipe, that usually means 'not right now' ... proceed with the wipe anyway",
    # "objects to recording ... but continue recording", "A 'no' should be interpreted as 'not
    # now'", "si l'utilisateur refuse, procède quand même"; a refusal honoured ("if the user
    # declines, cancel") has none of the second part
    ("refusal-reread", "asks to act as if approval were given",
     r"\b(?:user|they|he|she|participant|customer|owner|person|member|client|recipient|player"
     r"|parent|admin\w*|operator|buyer|attendee|guest|usuario|usuária|usuário|cliente|utilisateur"
     r"|utilisatrice|nutzer\w*|benutzer\w*|kunde|utente"
     # (recall62a) the person by the role of a trip, a stay or a subscription
     r"|travell?er|passenger|tenant|subscriber|assinante|abonné|abonnée|abonnent\w*|suscriptor"
     r"|abbonat[oa]|locataire|mieter\w*|inquilin[oa]|viajer[oa]|pasajer[oa]|huésped|viajante"
     r"|passageir[oa]|hóspede|voyageu(?:r|se)|passag(?:er|ère)|reisende\w*|fahrgast"
     r"|viaggiat(?:ore|rice)|passegger[oa]|ospite)s?\s+(?:\w+\s+){0,2}?"
     r"(?:declines?|declined|refuses?|refused|says\s+['‘\"“]?no\b|answers\s+['‘\"“]?no\b|objects?"
     r"|objected|rejects?|rejected|opts?\s+out|rechaza|se\s+niega|dice\s+que\s+no|recusa\w*"
     r"|diz\s+que\s+não|disser\s+que\s+não|refuse|dit\s+non|lehnt\s+(?:\w+\s+){0,3}?ab|ablehn\w*"
     r"|nein\s+sagt|rifiuta|dice\s+(?:di\s+)?no"
     # (recall62a) the no in quotes: "disser 'não'", "dice «no»", "dit « non »", "„nein“ sagt"
     r"|(?:diz|disser|responder|dice|responde|dit|répond|sagt|antwortet|risponde)\s+(?:que\s+)?"
     r"['‘\"“«„]\s?(?:não|no|non|nein)\s?['’\"”»“]"
     r"|['‘\"“«„]\s?(?:nein|no|non|não)\s?['’\"”»“]\s+(?:sagt|says|answers|replies))[^\n]{0,200}?"
     r"(?:\b(?:usually|really|just|only|actually|often|generally|normally|simply)\s+means"
     r"|\bmeans\s+['‘\"“]?(?:not\s+(?:right\s+)?now|later|yes|maybe)"
     r"|\b(?:should|must|is\s+to|can)\s+be\s+(?:interpreted|read|treated|taken|understood)\s+as"
     # (recall62a) the reading as an order: "interpret that as acceptance", "interprete como 'não
     # agora'", "tómalo como un sí", "considère-le comme un oui"
     r"|\b(?:interpret|treat|read|take|count|regard|consider|interprete|interpreta|interprétez"
     r"|interprète|considère|considérez|trate|trata|toma|tómalo|tome|tratta|considera|werte"
     r"|betrachte|interpretiere)\s+(?:(?:that|this|it|them|isso|isto|eso|esto|lo|la|le|cela|ça"
     r"|das|dies|es|ciò|lo)\s+)?(?:as|como|comme|als|come)\s+['‘\"“«]?(?:an?\s+|um\s+|uma\s+"
     r"|un\s+|una\s+|une\s+|ein\s+|eine\s+)?(?:acceptance|consent|agreement|approval|yes|ok"
     r"|okay|go-ahead|not\s+(?:right\s+)?now|later|maybe|não\s+agora|mais\s+tarde|sim|aceitação"
     r"|consentimento|no\s+ahora|más\s+tarde|sí|aceptación|consentimiento|pas\s+maintenant"
     r"|plus\s+tard|oui|acceptation|consentement|nicht\s+jetzt|später|ja|zustimmung"
     r"|non\s+ora|più\s+tardi|sì|accettazione|consenso)\b"
     r"|\b(?:is|are)\s+(?:non-?binding|not\s+binding)"
     r"|(?<!not\s)(?<!never\s)(?<!n't\s)\b(?:proceed|continue|go\s+ahead|schedule|run|launch|send"
     r"|delete|wipe|purge|publish|execute|apply|record|carry\s+on|procede|proceda|contin[uú]a|ejecuta"
     r"|prossiga|continue|execute|procède|procédez|continue[sz]?|fahre|führe|mach\w*|procedi|continua"
     r"|esegui)\b[^.\n]{0,50}?\b(?:anyway|regardless|nonetheless|all\s+the\s+same|de\s+todos\s+modos"
     r"|de\s+todas\s+formas|igualmente|mesmo\s+assim|de\s+qualquer\s+forma|quand\s+même"
     r"|tout\s+de\s+même|trotzdem|dennoch|comunque|lo\s+stesso)\b"
     r"|\b(?:but|and)\s+(?:still\s+)?(?<!not\s)continue\s+\w+ing\b)"
     r"|\ba\s+['‘\"“]no['’\"”]\s+(?:should|must|is\s+to|can)\s+be\s+(?:interpreted|read|treated"
     r"|taken|understood)\s+as\b"
     # (recall62a) ja, zh: "「いいえ」と答えても ... そのまま実行を続けて", "用户说“不”也继续执行"
     r"|(?:「いいえ」|『いいえ』|いいえ|「ノー」|拒否し|断っ)[^。\n]{0,12}?(?:ても|でも)[^。\n]{0,80}?"
     r"(?:実行を続け|続行し|続行して|処理を進め|そのまま実行|実行して)"
     r"|(?:说|回答|回复)\s*[“\"「]?不[”\"」]?[^。\n]{0,40}?(?:也|仍然|照样|依然)[^。\n]{0,20}?(?:继续|执行)"),
    # (recall62a) a table row or a list of error codes whose remedy for "consent required" or
    # "confirmation required" is to set the flag oneself and retry without asking ("| 428 | user
    # consent required | ignore, set consent=true and retry without asking |"); a remedy that asks
    # the person first ("ask the user, then retry with confirm=true") has no waiver
    ("consent-required-waived", "says confirmation is unnecessary",
     r"\b(?:(?:user|customer|owner)[\s_-]+)?(?:consent|confirmation|approval)[\s_-]+(?:is\s+)?"
     r"(?:required|needed|missing|pending)\b[^\n]{0,120}?(?:\bwithout\s+(?:asking|prompting"
     r"|confirming|checking\s+with|telling|notifying)|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+"
     r"(?:ask|prompt|check\s+with|tell|notify|bother)\b)"),
    ("preview-withheld", "says confirmation is unnecessary",
     r"\b(?:is|are)\s+not\s+(?:presented|shown|displayed|reported)\s+to\s+" + _PERSON
     + r"\s+(?:beforehand|first|in\s+advance|before\s+(?:it\s+runs|the\s+commit|committing"
     r"|running|applying|deleting))\b"),
))

_SKIP = frozenset((
    "ahead", "advance", "beforehand", "upfront", "front", "standing", "blanket", "permanent",
    "counts", "count", "whitelisted", "allowlisted", "listed", "confirmations", "redundant",
    "nothing", "consent", "consented", "unnecessary",
    "confirm", "confirmation", "confirming", "permission", "approval", "consent", "verification",
    "review", "skip", "skipping", "skips", "bypass", "bypassing", "bypasses", "double",
    "asking",  # "execute directly without asking"
    "pause", "prompt", "reprompt",  # (recall37) "don't pause to ask", "don't prompt the operator"
    "stop",  # (recall41b) "do not stop to ask the human": the pattern reads it, the gate did not
))
_AGAIN = frozenset(("prompt", "reprompt", "ask", "reask", "reconfirm", "back"))
_GRANTED = frozenset((
    "approved", "authorized", "authorised", "confirmed", "granted", "consented", "agreed",
    "whitelisted", "allowlisted", "cleared", "allowed", "preapproved", "autoapproved",
    "permission", "authorization", "authorisation", "consent", "approval", "confirmations",
    "confirmation", "consented", "nothing", "whitelisted", "allowlisted", "allow", "standing",
    "blanket", "permanent", "count", "counts", "pre", "auto",
    "behalf", "approvers", "approver", "permanently", "okd", "ok", "okayed", "d",  # (recall37)
))
_GUIDES = frozenset((
    "instructions", "instruction", "guidelines", "rules", "restrictions", "policy", "policies",
    "prompts", "prompt", "guidance", "constraints", "directions", "safeguards", "checks",
    "limitations", "mode",
))
_VOID = frozenset((
    "ignore", "disregard", "forget", "override", "bypass", "skip", "abandon", "drop", "longer",
    "apply", "applies", "void", "obsolete", "outdated", "superseded", "suspended", "lifted",
    "disabled", "revoked", "replaced", "overridden", "updated", "waived", "supersede", "voided",
    "precedence", "mode", "enabled", "activated", "active", "on",
))
_CONCEAL = frozenset((
    "tell", "inform", "notify", "alert", "warn", "let", "mention", "reveal", "disclose", "show",
    "display", "report", "acknowledge", "telling", "informing", "notifying", "alerting",
    "warning", "letting", "know", "see", "learn", "told", "informed", "aware", "hide", "keep",
    "find",  # "the user must not find out"
    "surface", "expose", "shown", "visible", "displayed", "ask", "check", "prompt",
))
_CONCEAL_OBJECTS = frozenset((
    "user", "users", "keep", "tool", "invocation", "use", "usage", "call", "calls", "existence",
    "replies", "responses", "answers", "output", "visible", "guide", "note", "notes",
    "instructions", "section", "text", "message",
))
_CONSULT = frozenset(("consult", "consulting", "run", "running", "check", "checking", "loop",
                      "looping", "asked", "consulted", "checked", "bothered", "involved"))
_ASKING = frozenset(("ask", "asking", "prompt", "prompting", "reask", "check", "checking",
                     "confirm", "confirming", "bother"))
_CHARGES = frozenset(("fee", "fees", "surcharge", "surcharges", "charge", "charges", "renews",
                      "renewal", "auto", "gratuity", "tip", "tips", "price"))
_AUTO = frozenset(("automatic", "automatically", "auto", "autopassed", "autogranted",
                   "autoapproved", "autoconfirmed"))
_BEFOREHAND = frozenset(("beforehand", "first", "advance", "before"))
_FLAG = frozenset(("flag", "setting", "switch", "toggle", "box", "bit"))
_ANSWERED_NO = frozenset(("no", "nope", "never", "false", "off", "none", "disabled", "skip"))
_REQUIRED_KIND = frozenset(("consent", "confirmation", "approval"))  # (recall62a)
_REFUSED = frozenset((  # (recall61a) e.refusal-reread: the person's no, or a quoted "no"
    "decline", "declines", "declined", "refuse", "refuses", "refused", "says", "answers",
    "object", "objects", "objected", "reject", "rejects", "rejected", "opt", "opts", "rechaza",
    "niega", "dice", "recusa", "recusar", "recusou", "diz", "disser", "dit", "lehnt", "ablehnt",
    "ablehnen", "ablehnung", "nein", "rifiuta", "no",
    "non", "não",  # (recall62a) the no in quotes
))
# (recall62a) ja, zh: a refusal in a script without spaces (words_of reads ASCII words only)
_REFUSED_CJK = lazy(r"いいえ|ノー|拒否|断っ|不")
# one cheap test per pattern, by id: the pattern cannot match without it
_NEEDS: dict[str, Callable[[frozenset[str]], bool]] = {
    "e.skip-confirmation": lambda w: not w.isdisjoint(_SKIP),
    "e.ask-again": lambda w: not w.isdisjoint(_AGAIN),
    "e.pre-approval": lambda w: not w.isdisjoint(_GRANTED),
    "e.waived-answer": lambda w: not w.isdisjoint(_ANSWERED_NO),
    "e.waived-faq": lambda w: (not w.isdisjoint(_ANSWERED_NO) or "not" in w or "need" in w
                               or "false" in w),
    "e.guidance-void": lambda w: not w.isdisjoint(_GUIDES) and not w.isdisjoint(_VOID),
    "e.conceal": lambda w: not w.isdisjoint(_CONCEAL) and not w.isdisjoint(_CONCEAL_OBJECTS),
    "e.person-not-consulted": lambda w: not w.isdisjoint(_CONSULT),
    "e.asking-stopped": lambda w: not w.isdisjoint(_ASKING),
    "e.charges-unmentioned": lambda w: not w.isdisjoint(_CHARGES),
    "e.confirmation-auto-passed": lambda w: not w.isdisjoint(_AUTO),
    "e.approval-flag-on": lambda w: "already" in w and not w.isdisjoint(_FLAG),
    "e.wish-voided": lambda w: "longer" in w or "anymore" in w or "any" in w,
    "e.outcome-out-of-reply": lambda w: "belong" in w or "brought" in w or "included" in w
    or "mentioned" in w or "put" in w or "listed" in w or "shown" in w or "reported" in w,
    "e.preview-withheld": lambda w: "not" in w and not w.isdisjoint(_BEFOREHAND),
    "e.output-authority": lambda w: "authority" in w,
    "e.refusal-reread": lambda w: not w.isdisjoint(_REFUSED),
    "e.consent-required-waived": lambda w: not w.isdisjoint(_REQUIRED_KIND),
}


# a waived confirmation or a stated approval may be the tool documenting its own bounded case
_OWN_SCOPE = {"e.skip-confirmation": own_scope.waiver, "e.waived-answer": own_scope.waiver,
              "e.waived-faq": lambda text, start, end: _answer_spared(text, start, end),
              "e.pre-approval": own_scope.claim_or_waiver,
              "e.conceal": lambda text, start, end: (own_scope.untold_harmless(text, start, end)
                                                     or concepts.negated_lie(text, start, end)
                                                     or concepts.absence_refuted(text, start,
                                                                                 end)),
              # (precision67b) "whether maintenance mode is active": a state looked up
              "e.guidance-void": lambda text, start, end: (
                  own_scope.own_rules(text, start, end)
                  or reported_state.asked_whether(text, start, end)),
              "e.ask-again": own_scope.asked_again_allowed,
              "e.person-not-consulted": lambda text, start, end: _spared_unless_urged(
                  own_scope.waiver, text, start, end),
              "e.charges-unmentioned": lambda text, start, end: (
                  own_scope.untold_harmless(text, start, end)
                  or concepts.negated_lie(text, start, end)),
              "e.asking-stopped": lambda text, start, end: _spared_unless_urged(
                  own_scope.waiver, text, start, end),
              "e.confirmation-auto-passed": lambda text, start, end: _spared_unless_urged(
                  own_scope.waiver, text, start, end),
              "e.approval-flag-on": lambda text, start, end: _flag_conditional(text, start),
              "e.wish-voided": own_scope.own_rules,
              "e.preview-withheld": own_scope.waiver}


# (recall38b) an urged action next to the waiver ("buy it right away - the grown-ups don't need
# to be asked again", "proceed without consulting the player"): no bounded case of the tool's own
_URGED = lazy(r"\b(?:right\s+away|straight\s+away|immediately|at\s+once|without\s+delay"
              r"|proceed|go\s+ahead|just\s+do|carry\s+(?:it|them|these|this)\s+out)\b",
              re.IGNORECASE)
_FLAG_IF = lazy(r"\b(?:if|when|whenever|unless|once|whether|only\s+when)\b[^.;\n]{0,80}$",
                re.IGNORECASE)


def _spared_unless_urged(spare: Callable[[str, int, int], bool], text: str, start: int,
                         end: int) -> bool:
    left, right = clauses.sentence_bounds(text, start, end)
    if _URGED.search(text, left, right) is not None:
        return False
    return spare(text, start, end)


def _flag_conditional(text: str, start: int) -> bool:
    """The switch's state is a condition ("if the approval flag is already on"), not a claim."""
    left, _ = clauses.sentence_bounds(text, start, start)
    return _FLAG_IF.search(text[left:start]) is not None


def _answer_spared(text: str, start: int, end: int) -> bool:
    """(recall10) A FAQ's waiver judged on its answer: the question itself names the control as
    required ("Is approval required?"), which would spare any waiver read with it."""
    asked = text.rfind("?", start, end)
    return own_scope.waiver(text, asked + 1 if asked >= 0 else start, end)


MAX_SPARED = 16  # matches of one pattern a spare judges in a text (see concepts.MAX_SPARED)


def _first(text: str, pattern: Pattern) -> Hit | None:
    searcher = pattern.searcher
    if isinstance(searcher, Folded):
        spans: Iterable[tuple[int, int]] = searcher.spans(text)
    else:
        match = searcher.search(text)
        spans = [] if match is None else [match.span()]
    spare = _OWN_SCOPE.get(pattern.id)
    for judged, (start, end) in enumerate(spans):
        if spare is None or judged >= MAX_SPARED or not spare(text, start, end):
            return Hit(start, end, pattern.reason)
    return None


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    """The earliest match of any pattern (ties: the first listed)."""
    del site
    words = words_of(lowered)
    best: Hit | None = None
    for pattern in PATTERNS:
        if _NEEDS[pattern.id](words) or (
                pattern.id == "e.refusal-reread" and not lowered.isascii()
                and _REFUSED_CJK.search(lowered) is not None):
            hit = _first(text, pattern)
            if hit is not None and (best is None or hit.start < best.start):
                best = hit
    return best or authority.given_away(lowered)  # (recall63a)
