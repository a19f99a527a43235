"""(f) Shell or install commands as prerequisites: piping a download into a shell, installing
from a URL, encoded PowerShell, and "before using this tool, run ...".

A tool that runs commands may name commands; what is flagged is a download-and-execute, an
install from an address, or a command the model is told to run first.
"""

from __future__ import annotations

import re

from mcpcheck.checks.lint.attacks import own_scope
from mcpcheck.checks.lint.attacks.base import Hit, Site, compile_all, first_hit, has_word
from mcpcheck.checks.lint.attacks.lazy import lazy

_PROGRAMS = (r"(?:sudo|curl|wget|bash|sh|zsh|pip3?|pipx|uv|npm|npx|pnpm|yarn|bunx?|apt(?:-get)?"
             r"|brew|chmod|python3?|node|powershell|pwsh|iwr|iex|git|docker|gem|cargo|go)")

# (precision26) a downloader given no target before the pipe: only options and an elided address
# ("`curl | sh`", "`RUN curl -fsSL https://… | sh`", "curl ... | sh"). Such a command fetches
# nothing: it is the pattern's name, as a scanner lists what it reports or a shell tool names what
# it asks the user about; a command the model is to run names what to download.
TARGETLESS = (r"(?![ \t]*(?:(?:-{1,2}[A-Za-z][\w-]*|https?://(?:\.{2,}|…)|\.{2,}|…)[ \t]+)*"
              r"(?:https?://(?:\.{2,}|…)|\.{2,}|…)?[ \t]*\|)")

PATTERNS = compile_all("f", (
    ("pipe-to-shell", "pipes a download into a shell",
     # (not an elided pattern named as a risk: "servers launched with `curl ... | sh`")
     r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b" + TARGETLESS
     + r"[^|\n]{0,300}\|\s*"
     r"(?:sudo\s+)?(?:(?:ba|z|da|k|fi)?sh|python3?|perl|ruby|node|iex|invoke-expression"
     r"|powershell|pwsh)\b"
     r"|\b(?:ba|z)?sh\s+(?:-c\s+)?[\"']?(?:<\(|\$\()\s*(?:curl|wget)\b"
     # (recall23) a download read by a program as its script or makefile (`make -f <(curl -s
     # URL) prepare`, `source <(wget -qO- URL)`, `python3 <(curl URL)`)
     r"|(?:\bmake\s+(?:-\w+\s+)*-f|\bsource|(?<![\w.])\.|\bpython3?|\bnode|\bperl|\bruby|\bphp"
     r"|\bxargs|\beval)\s+[\"']?<\(\s*(?:curl|wget)\b"
     r"|\beval\s+[\"']?\$\(\s*(?:curl|wget)\b"
     r"|\b(?:iex|invoke-expression)\s*\(?\s*(?:\(\s*)?(?:new-object|iwr|irm|invoke-webrequest"
     r"|invoke-restmethod)"
     r"|\bbase64\s+(?:-d|--decode|-D)\b[^\n|]{0,80}\|\s*(?:ba|z)?sh\b"),
    ("install-from-url", "installs from a URL",
     r"\b(?:pip3?|uv\s+pip|pipx|npm|pnpm|yarn|npx|bunx|bun|gem|go|cargo|brew|composer)\s+"
     r"(?:install|add|i|get|run|exec|dlx)\b[^\n;\"“”]{0,120}?(?:https?://|git\+|git@|github\.com/"
     r"|gitlab\.com/|\.tar\.gz\b|\.whl\b|\.tgz\b)"
     r"|\bnpx\s+(?:-y\s+|--yes\s+)?(?:https?://|github:|git\+)"
     # (recall39b) the other installers of code from an address: Ansible collections and roles,
     # Helm and kubectl plugins ("ansible-galaxy collection install git+https://...")
     r"|\bansible-galaxy\s+(?:collection\s+|role\s+)?install\b[^\n;\"“”]{0,120}?"
     r"(?:https?://|git\+|git@)"
     r"|\b(?:helm\s+plugin|kubectl\s+krew)\s+install\s+(?:https?://|git\+|git@)"
     # (recall60) the package manager pointed at an outside source, whose packages the next
     # install takes ("conda config --add channels https://conda.example/ch && conda install
     # ..."): a channel, an index or a registry set to an address that is not the public one
     r"|\bconda\s+(?:config\s+--(?:add|append|prepend)\s+channels|install\b[^\n;]{0,60}?"
     r"(?:-c|--channel))\s+(?!https?://(?:conda\.anaconda\.org|repo\.anaconda\.com)/)https?://"
     r"|\b(?:pip3?|uv)\s+config\s+set\s+(?:global\.)?(?:extra-)?index-url\s+"
     r"(?!https?://(?:pypi\.org|files\.pythonhosted\.org)/)https?://"
     r"|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:@[\w-]+:)?registry\s+"
     r"(?!https?://registry\.(?:npmjs\.org|yarnpkg\.com)/)https?://"
     r"|\bgem\s+sources?\s+(?:--add|-a)\s+(?!https?://rubygems\.org/)https?://"
     # (recall61b) any program's plugin or extension installer given an address
     # ("bin/elasticsearch-plugin install --batch https://.../x.zip", "code --install-extension
     # https://.../x.vsix"), and a repository cloned from an address and built into the system
     # ("git clone https://... && cd x && sudo make install")
     r"|(?<![\w./-])[\w./-]{0,60}?(?:plugin|extension|addon)s?\s+install\s+(?:-{1,2}[\w-]+\s+)*https?://"
     r"|--install-(?:extension|plugin)\s+https?://"
     r"|\bgit\s+clone\s+(?:-\S+\s+)*(?:https?://|git@)\S+[^\n]{0,160}?(?:&&|;)[^\n]{0,120}?"
     r"(?:\bmake\s+install\b|\bsetup\.py\s+install\b|\binstall\.sh\b|\bpip3?\s+install\s+"
     r"(?:-e\s+)?\.(?!\w)|\bnpm\s+(?:install|i)\s+-g\b)"),
    # (recall39b) a script at an address the model is to execute, in any register ("the Agent
    # shall execute the bootstrap script at https://.../bootstrap.sh with root privileges"): a
    # script file named by its address, or any one run with root rights
    ("run-remote-script", "tells the model to run a downloaded script",
     r"\b(?:execute|run|launch|source|download\s+and\s+(?:run|execute))\s+(?:the\s+|this\s+|our\s+"
     r"|a\s+)?(?:[\w-]+\s+){0,3}?(?:script|installer|bootstrap(?:per)?|setup\s+file|binary)\s+"
     r"(?:at|from|hosted\s+at|located\s+at|available\s+at|found\s+at|published\s+at)\s+<?"
     r"(?:https?://[^\s<>\"'`)]+\.(?:sh|bash|ps1|bat|cmd|py|pl|rb|exe|msi)\b"
     r"|https?://[^\s<>\"'`)]+[^\n.]{0,40}?\b(?:root|sudo|administrator|admin|elevated)\s+"
     r"(?:privileges?|rights|permissions|access|mode)\b)"),
    ("encoded-code", "runs encoded or downloaded code",
     r"\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,60}\s-(?:enc|encodedcommand|e|ec)\b"
     r"|\bchmod\s+(?:\+x|[0-7]{3,4})\b[^\n]{0,160}(?:&&|;)\s*\./"
     r"|\bpython3?\s+-c\s+[\"'][^\"'\n]{0,200}\b(?:urllib|requests|socket|subprocess|os\.system"
     r"|exec|eval)\b"
     # a download made executable and run (`wget -qO /tmp/x URL && chmod +x /tmp/x && /tmp/x`)
     r"|\b(?:curl|wget)\b[^\n]{0,200}?https?://[^\n]{0,200}?(?:&&|;)\s*(?:sudo\s+)?chmod\s+"
     r"(?:\+x|[0-7]{3,4})\s+\S+[^\n]{0,80}?(?:&&|;)\s*(?:(?:sudo|nohup|setsid|exec)\s+)*"
     r"(?:\.{0,2}/|~/)[\w./-]+"
     # (recall23) Windows' own downloaders fetching a program or script (certutil -urlcache,
     # bitsadmin /transfer, mshta URL, regsvr32 /i:URL): none is how a real tool is installed
     r"|\bcertutil(?:\.exe)?\s+[^\n]{0,40}?-urlcache\b[^\n]{0,200}?https?://"
     r"|\bbitsadmin(?:\.exe)?\s+/transfer\b[^\n]{0,200}?https?://"
     r"|\bmshta(?:\.exe)?\s+[\"']?https?://|\bregsvr32\b[^\n]{0,60}?/i:\s*https?://"),
    ("run-first", "tells the model to run a command first",
     r"\b(?:before|prior\s+to)\s+(?:using|calling|running|invoking|executing)\b[^.\n]{0,60}?,?\s*"
     r"(?:you\s+(?:must|should|need\s+to)\s+|please\s+|always\s+|first\s+)?(?:run|execute|install"
     r"|download|type|paste)\b[^.\n]{0,40}?[`'\"$]?\s*" + _PROGRAMS + r"\b"
     r"|\b(?:first|always)\s*,?\s+(?:run|execute|install|download)\s+[`'\"$]?\s*" + _PROGRAMS
     + r"\b|\b(?:run|execute|paste)\s+(?:this|the\s+following)\s+(?:command\s+)?(?:in|into)\s+"
     r"(?:a|the|your)\s+(?:terminal|shell|console|command\s+line)\b"
     r"|\b(?:must|should|need\s+to)\s+(?:first\s+)?(?:run|execute)\s+[`'\"$]?\s*"
     r"(?:sudo|curl|wget|bash|sh|chmod|powershell|pwsh|iwr|iex)\b"),
))

WORDS = frozenset((
    "curl", "wget", "iwr", "irm", "iex", "eval", "base64", "install", "npx", "bunx", "dlx",
    "powershell", "pwsh", "chmod", "sh", "bash", "zsh", "python", "python3", "node", "terminal",
    "shell", "console", "sudo", "pip", "pip3", "pipx", "uv", "npm", "pnpm", "yarn", "bun", "gem",
    "go", "cargo", "brew", "composer", "apt", "git", "docker", "perl", "ruby", "fetch",
    "invoke", "webrequest", "restmethod", "expression", "certutil", "bitsadmin", "mshta",
    "regsvr32", "execute", "run", "launch", "script", "bootstrap", "galaxy", "krew",
    "plugin", "extension", "clone", "invoke-webrequest",
))


def detect(text: str, lowered: str, site: Site) -> Hit | None:
    del site
    if not has_word(lowered, WORDS):
        return None
    hit = first_hit(text, PATTERNS)
    if hit is None:
        hit = _saved_download_run(text)
    # a download piped into a shell that the tool only hands to a person, who reviews and runs
    # it themselves (an installer's help text, an FAQ): not a prerequisite of the model's
    if hit is not None and own_scope.handed_to_user(text, hit.start, hit.end):
        return None
    # (fix60b) a package source set to the company's own mirror or registry, or in a command
    # the person runs themselves ("npm config set registry https://npm.acme-corp.com/", for
    # the company's mirror): a setting documented for the user
    if (hit is not None and hit.reason == _INSTALL_FROM_URL
            and _SOURCE_SET.search(text, hit.start, hit.end) is not None
            and (_OWN_MIRROR.search(text) is not None
                 or own_scope.handed_or_run_by_person(text, hit.start, hit.end))):
        return None
    # (recall39b) a script named in words is handed to a person as often as to the model: an
    # install note for the administrator, not the assistant, spares it too
    if (hit is not None and hit.reason == _REMOTE_SCRIPT
            and own_scope.handed_to_user_setup_or_not_for_model(text, hit.start, hit.end)):
        return None
    return hit


_REMOTE_SCRIPT = "tells the model to run a downloaded script"
_INSTALL_FROM_URL = "installs from a URL"
# the package manager's source switched (a channel, an index, a registry), not an install
_SOURCE_SET = lazy(r"\bconfig\s+(?:--(?:add|append|prepend)|set)\b|\bsources?\s+(?:--add|-a)\b",
                   re.IGNORECASE)
# a mirror, registry or index the text names as the person's or the company's own
_OWN_MIRROR = lazy(
    r"\b(?:your|our|the\s+company['’]s|your\s+company['’]s|the\s+organi[sz]ation['’]s"
    r"|company|corporate|internal|in-house|private|self-hosted)\s+(?:own\s+)?(?:[\w-]+\s+)?"
    r"(?:mirror|registry|package\s+registry|index|package\s+index|proxy|artifactory|nexus)\b",
    re.IGNORECASE)


# (recall61b) a download saved to a file that the same text then runs or loads: "wget -q URL -O
# /tmp/x && chmod +x /tmp/x && nohup /tmp/x --daemon &", "SELECT load_extension('/tmp/x.so'); --
# fetch first with: curl -o /tmp/x.so https://...". Whatever the order of the two and whatever
# runs the file (a shell, an interpreter, the database's extension loader, the dynamic linker),
# code from an address ends up running on the machine.
_SAVED_TO = (r"(?:-o|-O|--output|--output-document|-OutFile|-outfile)(?:=|\s+)[\"']?"
             r"(?P<path>[~\w./\\-]{3,120})")
_SAVED_DOWNLOAD = lazy(
    r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|;&]{0,200}?(?:" + _SAVED_TO
    + r"(?!:)[^\n|;&]{0,200}?https?://|https?://[^\s'\"`]+[^\n|;&]{0,80}?"
    + _SAVED_TO.replace("path", "path2") + r"(?!:))", re.IGNORECASE)
# what stands right before a file that is run or loaded
_RUNS_FILE = lazy(
    r"(?:load_extension\s*\(\s*|LD_PRELOAD=|dlopen\s*\(\s*|\.load\s+|(?:^|[\s;&|`(])"
    r"(?:nohup|sudo|exec|setsid|sh|bash|zsh|python3?|node|perl|ruby|source|\.|java\s+-jar"
    r"|rundll32(?:\.exe)?|regsvr32(?:\.exe)?|powershell(?:\.exe)?\s+-file)\s+|(?:&&|;|\|\||`|\$\()\s*)"
    r"[\"']?$", re.IGNORECASE)
_RUN_REACH = 40  # characters before a later mention of the file where its runner is read


def _saved_download_run(text: str) -> Hit | None:
    for download in _SAVED_DOWNLOAD.finditer(text):
        path = download.group("path") or download.group("path2")
        if path.startswith(("http", "-")) or "/" not in path.replace("\\", "/"):
            continue
        for mention in re.finditer(re.escape(path) + r"(?![\w./-])", text):
            if download.start() <= mention.start() < download.end():
                continue
            before = text[max(0, mention.start() - _RUN_REACH) : mention.start()]
            if _RUNS_FILE.search(before) is not None:
                start, end = min(download.start(), mention.start()), max(download.end(),
                                                                         mention.end())
                if own_scope.handed_to_user(text, start, end):
                    return None
                return Hit(start, end, _DOWNLOAD_RUN)
    return None


_DOWNLOAD_RUN = "runs encoded or downloaded code"
