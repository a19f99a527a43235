"""Every case-folded searcher of the lint's detectors, named: the patterns of the attack modules
(a windowed pattern's target and whole searchers apart) and the concept rules' signals (searched
as concepts._regex_signal does, and the signal gates of concepts._gate; the readings' hints are
plain patterns, their alternatives in other scripts searched as written). test_folded and
test_twin_symbols check each one's case-sensitive twin against it."""

from __future__ import annotations

from mcpcheck.checks.lint.attacks import (
    concepts,
    directives,
    exfiltration,
    oversight,
    secret_requests,
    shadowing,
    shell,
    side_channel,
)
from mcpcheck.checks.lint.attacks.base import Folded, Windowed

MODULES = (directives, exfiltration, oversight, secret_requests, shadowing, shell, side_channel)
SIGNALS = ("_URL", "_KEY_FILE", "_INSTALL", "_PRIVATE_FILE", "_BEFORE_OTHER", "_NEG_TELL",
           "_CONFIG_OFF", "_VERIFY_OFF")


def folded_searchers() -> list[tuple[str, Folded]]:
    """(name, searcher) of each folded searcher, in the modules' order."""
    out = []
    for module in MODULES:
        for pattern in module.PATTERNS:
            searcher = pattern.searcher
            if isinstance(searcher, Windowed):
                out += [(pattern.id + ":target", searcher.target),
                        (pattern.id + ":whole", searcher.whole)]
            elif isinstance(searcher, Folded):
                out.append((pattern.id, searcher))
    for name in SIGNALS:
        regex = getattr(concepts, name)
        out.append((f"concepts.{name}", Folded(regex.pattern, regex.flags)))
    return out
