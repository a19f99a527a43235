"""The one "did you mean" (mcpcheck.suggest): the closest known name above the cutoff."""

from __future__ import annotations

import subprocess

from mcpcheck.suggest import near_miss
from tests.conftest import PY


def test_the_closest_known_name_above_the_cutoff() -> None:
    assert near_miss("read-file", ["write_file", "read_file", "list"]) == "read_file"
    assert near_miss("timout", {"timeout", "retries"}) == "timeout"
    assert near_miss("zzz", ["read_file"]) is None
    assert near_miss("get-summ", ["get-sum", "get-library-docs"], cutoff=0.8) == "get-sum"
    assert near_miss("get-lib", ["get-library-docs"], cutoff=0.8) is None
    assert near_miss("anything", []) is None


def test_importing_it_costs_no_difflib() -> None:
    code = "import sys, mcpcheck.suggest; print('difflib' in sys.modules)"
    out = subprocess.run([PY, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
