"""(a) The person pushed by a manufactured urgency or scarcity (recall64a).

"Create a sense of urgency", "crea urgencia diciendo que quedan pocas unidades", "erzeuge
Zeitdruck", "制造紧迫感", "焦らせて": the reply is set to rush the person's decision rather than
inform it. A verb of making (create, build, add, crea, genera, crée, erzeuge, 制造, 煽) with
urgency, scarcity, time pressure or fear of missing out as its object, never negated ("do not
create false urgency"). A tool that reports a deadline the data holds ("show the offer's
`expires_at`") or marks urgent tickets has no such verb.
"""

from __future__ import annotations

from mcpcheck.checks.lint.attacks.base import Hit, first_statement_hit
from mcpcheck.checks.lint.attacks.lazy import lazy

_PRESSED = lazy(
    r"(?<!\w)(?:(?:create|build|add|manufacture|instil+|generate|convey|use|apply|push|drive)\s+"
    r"(?:\S+\s+){0,3}?(?:urgency|scarcity|time\s+pressure|fomo|fear\s+of\s+missing\s+out|pressure)"
    r"|(?:crea|genera|transmite|añade|usa)\s+(?:\S+\s+){0,3}?(?:urgencia|escasez|presión)"
    r"|(?:crée|créez|crée[rz]?|génère|instaure|ajoute)\s+(?:\S+\s+){0,4}?(?:d')?(?:urgence|rareté"
    r"|pression)|(?:erzeuge|schaffe|baue|vermittle|erzeugt)\s+(?:\S+\s+){0,3}?(?:zeitdruck"
    r"|dringlichkeit|knappheit|druck)|(?:crie|gere|transmita)\s+(?:\S+\s+){0,3}?(?:urgência"
    r"|escassez|pressão)|(?:crea|genera|trasmetti)\s+(?:\S+\s+){0,3}?(?:urgenza|scarsità"
    r"|pressione)|(?:созда\w*|нагнета\w*)\s+(?:\S+\s+){0,3}?(?:срочност\w*|дефицит\w*"
    r"|ажиотаж\w*|давлени\w*)|aciliyet\s+(?:hissi\s+)?yarat\w*|(?:stwórz|buduj)\s+(?:\S+\s+)?"
    r"(?:presję|pilność)|creëer\s+(?:\S+\s+)?urgentie|ciptakan\s+(?:\S+\s+)?urgensi)(?!\w)"
    r"|制造(?:紧迫感|稀缺感|焦虑)|营造(?:紧迫感|稀缺感)|焦らせ|切迫感を(?:演出|出)|긴박감을\s*(?:조성|주)"
    r"|조급하게\s*만들")
_NEGATED = lazy(r"(?<!\w)(?:never|not|don'?t|do\s+not|avoid|without|no|nunca|jamais|nie|nicht"
                r"|mai|не|ne|non|não|sin|sans|ohne|senza)\s+(?:\w+\s+)?$|不要|别|不得|避免")
_STATEMENT = lazy(r"[^.!?;。！？；\n]+")
_HINTS = ("urgen", "scarc", "pressure", "fomo", "missing out", "escasez", "presión", "rareté",
          "pression", "zeitdruck", "dringlich", "knapp", "druck", "urgência", "escassez",
          "pressão", "scarsità", "pressione", "срочн", "дефицит", "ажиотаж", "давлен", "aciliyet",
          "presj", "pilnoś", "紧迫", "稀缺", "焦虑", "焦らせ", "切迫", "긴박", "조급")


def _pressed(statement: str) -> tuple[int, int] | None:
    for found in _PRESSED.finditer(statement):
        if _NEGATED.search(statement, max(0, found.start() - 24), found.start()) is None:
            return found.start(), found.end()
    return None


def urgency_made(lowered: str, gated: bool = False) -> Hit | None:
    """The first statement that orders a manufactured urgency for the person."""
    return first_statement_hit(lowered, None if gated else _HINTS, _STATEMENT, _pressed,
                               "asks the model to steer the user (rushes the person with a "
                               "made urgency)")
