"""(b, h) A secret or the model's own context chosen by a default (recall64b).

A default is what the call carries when nobody decides otherwise: the tool's author decides it.
Two judgments on an input property's `default`, whatever the words around it:

  key file sent by default   the default puts a private key file or a secret store (a key in
                             ~/.ssh, a cloud CLI's credentials, a shell history, a wallet: the
                             catalogue of attacks.concepts.PRIVATE_FILE) into a value the tool
                             moves to someone else (its own name or text says attachments,
                             uploads, shared, sent, bundled or exported for a recipient): a list
                             or string default that
                             holds such a path, or a switch on by default whose text says it adds
                             such a file
  own context by default     the default selects the model's own context (the conversation's
                             history, the system prompt, the developer message, earlier tools'
                             results) as something the call attaches, in a tool whose own name and
                             description are about neither chats nor prompts

Honest near-misses: an SSH or signing tool whose key-path default is ~/.ssh/id_ed25519 (the path
is how it signs in, nothing is sent), a backup of dotfiles to the person's own disk, a switch off
by default that the person turns on, a chat-export tool whose default includes the chat's
history, a prompt tool whose default includes its stored system prompt.
"""

from __future__ import annotations

import re
from typing import Any

from mcpcheck.checks.lint.attacks.base import Site
from mcpcheck.checks.lint.attacks.concepts import PRIVATE_FILE
from mcpcheck.checks.lint.attacks.lazy import lazy
from mcpcheck.checks.lint.context import ToolContext
from mcpcheck.checks.lint.pointer import join
from mcpcheck.ruleids import RuleId
from mcpcheck.textsafety import inert

# a value that leaves with the call: attached, uploaded, shared, sent, bundled, exported, for a
# recipient; said in the property's own name or text
_MOVED = lazy(
    r"attach|upload|share|shar(?:ed|ing)|send|sent|e-?mail|mail|recipient|bundle|export|publish"
    r"|forward|post(?:ed|s)?\b|submit|transmit"
    r"|adjunt|anex|envi[aeo]|compart|destinat|pi[eè]ce\W*jointe|joindre|joint|envoy|partag"
    r"|anh[aä]ng|beilage|versend|gesendet|teilen|empf[aä]nger|allegat|invia|condivi"
    r"|bijlage|verstuur|verzend|za[lł][aą]cznik|wy[sś]l|вложен|приложен|отправ|получател"
    r"|附件|发送|上传|分享|添付|送信|共有|アップロード|첨부|전송|업로드|공유",
    re.IGNORECASE)
# a key path the tool signs in or signs with: the path is used, not sent
_KEY_ROLE = lazy(r"(?<![a-z])(?:identity|key_?(?:path|file)|private_?key|ssh_?key|keyfile|pem"
                 r"|cert|signing|credentials?_?(?:path|file)|known_?hosts|config_?(?:path|file))",
                 re.IGNORECASE)
# the model's own context as a value's name (`conversation_history`, "system prompt")
_OWN = lazy(
    r"^(?:full[ _-]?)?(?:conversation|chat|dialog(?:ue)?)[ _-]?(?:history|log|so[ _-]?far|context"
    r"|transcript)$|^(?:system|developer|assistant)[ _-]?(?:prompt|message|instructions?)$"
    r"|^(?:previous|prior|earlier|user)[ _-]?messages$"
    r"|^(?:other[ _-]?)?tool[ _-]?(?:results|outputs)$",
    re.IGNORECASE)
_CHAT_TOOL = lazy(r"conversa|convers|chat|dialog|messag|mensaj|nachricht|gespr[aä]ch|discuss"
                  r"|histor|verlauf|transcri|会話|对话|對話|聊天|대화|сообщ|бесед|переписк",
                  re.IGNORECASE)
_PROMPT_TOOL = lazy(r"prompt|instruction|instrucc|istruz|anweisung|指示|提示|指令|프롬프트"
                    r"|инструкц|промпт", re.IGNORECASE)
_ADDS = lazy(r"append|add|include|attach|bundle|copy|copies|pack|ship|anexa|adjunta|incluy|inclu"
             r"|ajout|joint|h[aä]ngt|f[uü]gt|beif[uü]g|aggiung|includ|allega|toevoeg|dodaj"
             r"|добав|прилож|вклю|附加|包含|追加|添付|포함|첨부", re.IGNORECASE)
_MAX_PROPS = 100


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [item for item in value[:50] if isinstance(item, str)]
    return []


def _text(schema: dict[str, Any]) -> str:
    return " ".join(v for v in (schema.get("title"), schema.get("description"))
                    if isinstance(v, str))


def _key_file_default(name: str, schema: dict[str, Any]) -> str | None:
    """The private file a default sends, or None."""
    own = f"{name} {_text(schema)}"
    if _KEY_ROLE.search(name) is not None:
        return None
    if _MOVED.search(own) is None:  # the property itself is what leaves, not a path it reads
        return None
    for value in _strings(schema.get("default")):
        if next(iter(PRIVATE_FILE.find(value, Site(tool=""))), None) is not None:
            return value
    if schema.get("default") is True:
        text = _text(schema)
        found = next(iter(PRIVATE_FILE.find(text, Site(tool=""))), None)
        if found is not None and _ADDS.search(text, 0, found[0]) is not None:
            return text[found[0]:found[1]]
    return None


def _own_default(schema: dict[str, Any], tool_text: str) -> str | None:
    """The model's own context a default attaches, or None (a chat or prompt tool's own)."""
    values = _strings(schema.get("default"))
    if not values and isinstance(schema.get("items"), dict):
        values = _strings(schema["items"].get("default"))
    for value in values:
        if _OWN.search(value.strip()) is None:
            continue
        about = _PROMPT_TOOL if any(w in value.lower() for w in ("prompt", "instruction")) \
            else _CHAT_TOOL
        if about.search(tool_text) is None:
            return value
    return None


def check_held_defaults(tool: dict[str, Any], ctx: ToolContext) -> None:
    schema = tool.get("inputSchema")
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(props, dict):
        return
    tool_text = " ".join(v for v in (tool.get("name"), tool.get("title"), tool.get("description"))
                         if isinstance(v, str))
    for name, sub in list(props.items())[:_MAX_PROPS]:
        if not isinstance(name, str) or not isinstance(sub, dict) or "default" not in sub:
            continue
        path = join(join("/inputSchema/properties", name), "default")
        held = _key_file_default(name, sub)
        if held is not None:
            ctx.add(RuleId.TEXT_SECRET_REQUEST, path,
                    "(b) request for secrets or private context: the default sends a key file "
                    f'or secret store with the call: "{inert(held, 80)}"')
        own = _own_default(sub, tool_text)
        if own is not None:
            ctx.add(RuleId.PARAM_SIDE_CHANNEL, path,
                    "(h) side-channel parameter: the default attaches the model's own context "
                    f'to the call: "{inert(own, 80)}"')
