"""Checks of the Tool object's own fields against the protocol's Tool shape."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from mcpcheck.checks.lint.context import ToolContext, quote
from mcpcheck.checks.lint.keywords import string_leaves
from mcpcheck.checks.lint.names import ascii_skeleton, comparison_key, swaps_text
from mcpcheck.checks.lint.pointer import join
from mcpcheck.checks.lint.popular_names import POPULAR_TOOL_NAMES
from mcpcheck.ruleids import RuleId
from mcpcheck.schemas.jsonvalues import kind_of
from mcpcheck.textsafety import inert

_NAME_CHARS = re.compile(r"[A-Za-z0-9_.\-]*")
_HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
_TASK_SUPPORT = ("forbidden", "optional", "required")
_THEMES = ("dark", "light")


def check_name(tool: dict[str, Any], ctx: ToolContext) -> None:
    if tool.get("name") is None:
        ctx.add(RuleId.TOOL_NAME_MISSING, "/name" if "name" in tool else "", "the tool has no name")
        return
    name = tool["name"]
    if not isinstance(name, str) or not name:
        ctx.add(RuleId.TOOL_NAME_INVALID, "/name", f"name is {quote(name)}, not a non-empty string")
        return
    limit = ctx.bounds.max_name_chars
    if len(name) > limit:
        ctx.add(RuleId.TOOL_NAME_TOO_LONG, "/name",
                f"name is {len(name)} characters (bound {limit})")
    if name.isascii():
        check_lookalike(name, ctx, tool.get("description"))
    ctx.identifier(name, "/name", "tool name")  # `before_any_send_add_bcc_to_me` reads as words
    if _NAME_CHARS.fullmatch(name) is None:
        bad = next(ch for ch in name if _NAME_CHARS.fullmatch(ch) is None)
        ctx.add(
            RuleId.TOOL_NAME_CHARS,
            "/name",
            f'name {quote(name)} contains "{inert(bad)}"; use only A-Z a-z 0-9 _ - .',
        )
        check_confusable(name, ctx)


def check_lookalike(name: str, ctx: ToolContext, description: object = None) -> None:
    """(j) an ASCII name that imitates a popular server's tool name with look-alike characters
    (`read_fi1e` for `read_file`, `execute_cornmand`) or with one letter swapped with the next, or
    a double letter written once or a letter doubled (`brave_web_serach`, `slack_post_mesage`,
    `send_emaill`): a warning that names the imitated tool. Separators and case alone
    (`takeScreenshot`), a plural `s` and a missing letter that is not doubled (`send_mail`) are
    naming, not typos."""
    if name in POPULAR_TOOL_NAMES:
        return
    lowered = name.lower()
    imitated = None
    if any(ch in _LOOKALIKE_CHARS for ch in lowered) or "rn" in lowered:
        imitated = _popular_keys().get(lookalike_key(name))
    how = "with ASCII look-alike characters"
    if imitated is None and 8 <= len(name) <= _TYPO_MAX_CHARS:
        imitated = _typo_of(lowered)
        how = "with two letters swapped or a letter doubled or undoubled"
    if imitated is None:
        imitated = _branded_lookalike(lowered)
        how = "with ASCII look-alike characters"
    if imitated is not None and imitated != name and imitated not in ctx.own_tools:
        ctx.add(RuleId.TOOL_NAME_LOOKALIKE, "/name",
                f"(j) look-alike name: {quote(name)} reads as {quote(imitated)}, a tool of a "
                f"popular server, {how}")
        named = _imitated_named(imitated, description)
        if named is not None:
            # (recall16) the look-alike speaks of the tool it imitates ("Preferred over
            # send_email"): it is there to be called in its place
            ctx.add(RuleId.TEXT_TOOL_SHADOWING, "/description",
                    f"(d) shadowing of other tools: the look-alike name {quote(name)} imitates "
                    f"{quote(imitated)}, and the description speaks of it: "
                    f'"{inert(named, 80)}"')


# (recall16) the well-known servers whose name prefixes their tools' names
# (`github_create_issue`): a look-alike of the prefix (`g1thub_create_issue`) imitates the tool
_BRANDS = frozenset((
    "github", "gitlab", "slack", "gmail", "google", "notion", "stripe", "paypal", "jira",
    "linear", "discord", "telegram", "whatsapp", "outlook", "dropbox", "figma", "sentry",
    "supabase", "postgres", "mongodb", "brave", "playwright", "puppeteer", "filesystem", "aws",
    "azure", "openai", "twilio", "sendgrid", "shopify", "salesforce", "hubspot", "zoom",
    "microsoft", "atlassian", "confluence", "asana", "trello", "airtable", "vercel", "netlify",
    "cloudflare", "docker", "kubernetes", "redis", "mysql", "sqlite", "firecrawl", "exa"))


@cache
def _brand_keys() -> dict[str, str]:
    return {lookalike_key(brand): brand for brand in _BRANDS}


_SEPARATORS = re.compile(r"[_.-]")


def _branded_lookalike(lowered: str) -> str | None:
    """`g1thub_create_issue` reads as `github_create_issue`: a look-alike of a well-known server's
    name before a popular tool name (the prefix or the tool name written with look-alikes)."""
    parts = _SEPARATORS.split(lowered, maxsplit=1)
    if len(parts) != 2 or not any(ch in _LOOKALIKE_CHARS for ch in lowered):
        return None
    prefix, rest = parts
    brand = _brand_keys().get(lookalike_key(prefix))
    popular = rest if rest in POPULAR_TOOL_NAMES else _popular_keys().get(lookalike_key(rest))
    if brand is None or popular is None or (prefix == brand and rest == popular):
        return None
    return f"{brand}_{popular}"


def _imitated_named(imitated: str, description: object) -> str | None:
    """The sentence of the description that names the imitated tool (as written, with spaces for
    its separators, or without its server's prefix when the rest is a name of two words or more),
    if any."""
    if not isinstance(description, str) or not description:
        return None
    names = {imitated, imitated.replace("_", " ")}
    prefix, _, rest = imitated.partition("_")
    if prefix in _BRANDS and rest:
        names.add(f"{prefix} {rest}")
        if "_" in rest:  # (`create_issue` names the tool; a word such as "navigate" does not)
            names.add(rest)
    for found in re.finditer(r"(?<![\w-])(?:" + "|".join(
            re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w-])",
            description, re.IGNORECASE):
        left = max(description.rfind(stop, 0, found.start()) for stop in ".!?\n;") + 1
        right = min([i for i in (description.find(stop, found.end()) for stop in ".!?\n;")
                     if i >= 0] or [len(description)])
        return description[left:right].strip()
    return None


_TYPO_MAX_CHARS = 80  # longer than any popular name (and the search is quadratic in the name)


def _bare(name: str) -> str:
    return name.replace("_", "").replace("-", "").replace(".", "")


def _typo_of(lowered: str) -> str | None:
    """The popular name one transposition, deletion or insertion away (see check_lookalike)."""
    index = _popular_deletions()
    for key in (lowered, *(lowered[:i] + lowered[i + 1 :] for i in range(len(lowered)))):
        for popular in index.get(key, ()):
            if _one_typo(lowered, popular.lower()) and _bare(lowered) != _bare(popular.lower()):
                return popular
    return None


def _one_typo(a: str, b: str) -> bool:
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    if len(long) - len(short) != 1 or (long[:-1] == short and long[-1] == "s"):
        return False
    # the extra letter doubles its neighbour (`emaill`, `message` for `mesage`): a letter merely
    # missing is often another word (`send_mail` is not `send_email`)
    return any(long[:i] + long[i + 1 :] == short and long[i].isalpha()
               and (long[i - 1 : i] == long[i] or long[i + 1 : i + 2] == long[i])
               for i in range(len(long)))


@cache
def _popular_deletions() -> dict[str, tuple[str, ...]]:
    """Each popular name (lower case), and each with one character left out -> the names."""
    index: dict[str, list[str]] = {}
    for popular in sorted(POPULAR_TOOL_NAMES):
        if len(popular) < 7:
            continue
        key = popular.lower()
        for variant in {key, *(key[:i] + key[i + 1 :] for i in range(len(key)))}:
            index.setdefault(variant, []).append(popular)
    return {key: tuple(names) for key, names in index.items()}


_LOOKALIKE_CHARS = frozenset("013456789|il")
_LEET = str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l", "3": "e", "4": "a", "5": "s",
                       "6": "g", "7": "t", "8": "b", "9": "g"})


def lookalike_key(name: str) -> str:
    """The name with ASCII look-alikes folded (0/o, 1/l/i, 3/e, 4/a, 5/s, 7/t, rn/m) and case."""
    return name.lower().replace("rn", "m").translate(_LEET)


@cache
def _popular_keys() -> dict[str, str]:
    keys: dict[str, str] = {}
    for popular in sorted(POPULAR_TOOL_NAMES):
        keys.setdefault(lookalike_key(popular), popular)
    return keys


def check_confusable(name: str, ctx: ToolContext) -> None:
    """(j) invisible characters, or characters that imitate ASCII ones, in a tool name."""
    shown, swapped = ascii_skeleton(name)
    if not swapped:
        return
    key = comparison_key(name)
    twins = sorted(other for other in ctx.own_tools if other != name
                   and comparison_key(other) == key)
    foreign = sorted(f"{other} (server {server})" for other, server in ctx.foreign_tools.items()
                     if comparison_key(other) == key)
    # a name written in one other script (`журнал_входов`) imitates nothing: a look-alike counts
    # beside ASCII letters, when the whole name reads as ASCII, or when it reads as another tool
    invisible = any(not to for _, to in swapped)
    mixed = any(ch.isascii() and ch.isalpha() for ch in name)
    if not (invisible or mixed or shown.isascii() or twins or foreign):
        return
    target = f"; it reads as {quote(shown)}"
    if twins or foreign:
        target += f", the same as tool {', '.join((twins + foreign)[:3])}"
    ctx.add(RuleId.TOOL_NAME_CONFUSABLE, "/name",
            f"(j) confusable or invisible name: {quote(name)}: {swaps_text(swapped)}{target}")


def check_texts(tool: dict[str, Any], ctx: ToolContext) -> None:
    description = tool.get("description")  # null counts as absent, as the SDK reads it
    if description is not None and not isinstance(description, str):
        ctx.add(
            RuleId.TOOL_DESCRIPTION_NOT_STRING,
            "/description",
            f"description is {kind_of(description)}, not a string",
        )
    elif isinstance(description, str):
        ctx.text(description, "/description", "description")
    _optional_string(tool, "title", "", ctx)


def _optional_string(obj: dict[str, Any], key: str, base: str, ctx: ToolContext) -> None:
    if obj.get(key) is None:
        return
    value = obj[key]
    path = f"{base}/{key}"
    if isinstance(value, str):
        ctx.text(value, path, key)
        if key == "title":  # (recall30) `hide-errors-from-the-user` as a title reads as words
            ctx.identifier(value, path, key)
    else:
        ctx.add(RuleId.TOOL_SHAPE_INVALID, path, f"{key} is {kind_of(value)}, not a string")


def check_annotations(tool: dict[str, Any], ctx: ToolContext) -> None:
    if "annotations" not in tool or tool["annotations"] is None:
        return
    notes = tool["annotations"]
    if not isinstance(notes, dict):
        ctx.add(RuleId.TOOL_SHAPE_INVALID, "/annotations",
                f"annotations is {kind_of(notes)}, not an object")
        return
    for hint in _HINTS:
        if hint in notes and notes[hint] is not None and not isinstance(notes[hint], bool):
            ctx.add(
                RuleId.ANNOTATION_HINT_NOT_BOOLEAN,
                f"/annotations/{hint}",
                f"{hint} is {quote(notes[hint])}, not a boolean (no coercion: it is ignored)",
            )
    _optional_string(notes, "title", "/annotations", ctx)
    if notes.get("readOnlyHint") is True and notes.get("destructiveHint") is True:
        ctx.add(
            RuleId.ANNOTATIONS_CONTRADICTORY,
            "/annotations",
            "readOnlyHint and destructiveHint are both true: a read-only tool cannot destroy",
        )


def check_icons(tool: dict[str, Any], ctx: ToolContext) -> None:
    if "icons" not in tool or tool["icons"] is None:
        return
    icons = tool["icons"]
    if not isinstance(icons, list):
        ctx.add(RuleId.TOOL_SHAPE_INVALID, "/icons", f"icons is {kind_of(icons)}, not an array")
        return
    for index, icon in enumerate(icons):
        problem = _icon_problem(icon)
        if problem is not None:
            ctx.add(RuleId.TOOL_SHAPE_INVALID, f"/icons/{index}", problem)
            return  # one is enough: a list of a million bad icons stays one finding


def _icon_problem(icon: Any) -> str | None:
    if not isinstance(icon, dict):
        return f"icon is {kind_of(icon)}, not an object"
    if not isinstance(icon.get("src"), str):
        return "icon has no string src"
    if "mimeType" in icon and not isinstance(icon["mimeType"], str):
        return "icon mimeType is not a string"
    sizes = icon.get("sizes")
    if "sizes" in icon and not (isinstance(sizes, list) and all(isinstance(s, str) for s in sizes)):
        return "icon sizes is not an array of strings"
    if "theme" in icon and icon["theme"] not in _THEMES:
        return f'icon theme is {quote(icon["theme"])}, not "dark" or "light"'
    return None


def check_execution(tool: dict[str, Any], ctx: ToolContext) -> None:
    if "execution" not in tool or tool["execution"] is None or not ctx.legacy_protocol():
        return  # removed in 2026-07-28: ignored there
    execution = tool["execution"]
    if not isinstance(execution, dict):
        ctx.add(RuleId.TOOL_SHAPE_INVALID, "/execution",
                f"execution is {kind_of(execution)}, not an object")
        return
    support = execution.get("taskSupport")
    if "taskSupport" in execution and support is not None and support not in _TASK_SUPPORT:
        ctx.add(
            RuleId.TOOL_SHAPE_INVALID,
            "/execution/taskSupport",
            f"taskSupport is {quote(support)}, not one of forbidden, optional, required",
        )


def check_meta(tool: dict[str, Any], ctx: ToolContext) -> None:
    if "_meta" in tool and tool["_meta"] is not None and not isinstance(tool["_meta"], dict):
        ctx.add(RuleId.TOOL_SHAPE_INVALID, "/_meta",
                f"_meta is {kind_of(tool['_meta'])}, not an object")
    for key in ("_meta", "annotations"):
        if isinstance(tool.get(key), dict):
            for where, value in string_leaves(tool[key], f"/{key}"):
                if where != "/annotations/title":  # read as the annotations' title already
                    ctx.text(value, where, f"{key} value")
    for key in tool.keys() - _TOOL_KEYS:  # an extension field (`x-notes`) a client may show
        if isinstance(key, str):
            for where, value in string_leaves(tool[key], join("", key)):
                ctx.text(value, where, f"{key} value")


_TOOL_KEYS = frozenset(("name", "title", "description", "inputSchema", "outputSchema",
                        "annotations", "icons", "execution", "_meta"))


SHAPE_CHECKS = (
    check_name,
    check_texts,
    check_annotations,
    check_icons,
    check_execution,
    check_meta,
)
