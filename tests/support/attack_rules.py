"""The attack classes' rule ids under the names the lint tests use: one place for them, instead
of a string constant in every test file (they were 81 copies under 18 names)."""

from mcpcheck.ruleids import RuleId

DIRECTIVE = RuleId.TEXT_MODEL_DIRECTIVE  # (a) text addressed to the model
SECRET = RuleId.TEXT_SECRET_REQUEST  # (b) secrets or private context
EXFILTRATION = RuleId.TEXT_EXFILTRATION  # (c)
SHADOWING = RuleId.TEXT_TOOL_SHADOWING  # (d)
OVERSIGHT = RuleId.TEXT_OVERSIGHT_BYPASS  # (e)
SHELL = RuleId.TEXT_SHELL_PREREQUISITE  # (f)
ENCODED = RuleId.TEXT_ENCODED_PAYLOAD  # (g)
SIDE_CHANNEL = RuleId.PARAM_SIDE_CHANNEL  # (h)
