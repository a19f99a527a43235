"""A script of `scripts/` loaded as a module, for the tests of its functions."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from tests.conftest import ROOT


def load_script(file: str, module_name: str) -> ModuleType:
    """`scripts/<file>` executed afresh as `module_name` (a test may monkeypatch the copy it
    gets); registered in sys.modules because its dataclasses look their module up."""
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "scripts" / file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
