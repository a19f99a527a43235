"""What a drift rule is: its id, default severity, family and the sentences reviewers read."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mcpcheck.models import Severity


class Family(StrEnum):
    TOOL = "tool"
    INPUT = "input"
    OUTPUT = "output"
    ANNOTATION = "annotation"
    SCHEMA = "schema"
    PROMPT = "prompt"
    RESOURCE = "resource"
    SERVER = "server"


@dataclass(frozen=True)
class Rule:
    id: str
    severity: Severity
    family: Family
    summary: str  # one sentence for docs and SARIF
    consequence: str = ""  # the clause that ends a finding's message
