"""The `text-learned-poisoning` finding: the learned model's verdict on one tool.

Added only when no finding of a risk rule (an attack class, hidden characters) is already an
error on the tool: the rule then says "the rules found nothing, the model reads this as an
attack", so a reviewer sees which suspicious verdicts come from the model alone. The message
gives the score and the threshold."""

from __future__ import annotations

from typing import Any

from mcpcheck.checks.lint.context import ToolContext
from mcpcheck.checks.lint.learned.modelfile import Model
from mcpcheck.checks.lint.learned.scoring import score
from mcpcheck.checks.lint.learned.text import bounded_text
from mcpcheck.checks.rulebook import find
from mcpcheck.models import Severity
from mcpcheck.ruleids import RuleId


def covered(ctx: ToolContext) -> bool:
    """An error of a risk rule is already on the tool (its verdict is suspicious anyway)."""
    for finding in ctx.findings:
        rule = find(finding.rule)
        if finding.severity is Severity.ERROR and rule is not None and rule.risk:
            return True
    return False


def judge_learned(tool: Any, ctx: ToolContext, model: Model) -> None:
    """Score the tool's text; over the model's threshold (and not covered), one finding."""
    if not isinstance(tool, dict) or covered(ctx):
        return
    value = score(model, bounded_text(tool, ctx.bounds))
    if value > model.threshold:
        ctx.add(RuleId.TEXT_LEARNED_POISONING, "",
                f"the learned model (--deep) reads the tool's texts as an attack: score "
                f"{value:.2f} over its threshold {model.threshold:.2f}; no lint rule matched "
                f"(the model's verdict, not a rule's: read the tool's texts)")
