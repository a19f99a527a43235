"""mcpcheck uses only the mcp SDK's public API: no private module, no patched attribute.

A patched SDK internal ties mcpcheck to one minor version of the SDK (and changes the SDK's
behaviour for every other user of it in the same process, e.g. a program embedding the guard).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "mcpcheck"
SOURCES = sorted(PACKAGE.rglob("*.py"))


def _private(dotted: str) -> bool:
    return any(part.startswith("_") and not part.startswith("__") for part in dotted.split("."))


def _sdk(module: str) -> bool:
    return module == "mcp" or module.startswith(("mcp.", "mcp_types"))


def sdk_problems(source: str | ast.Module) -> list[str]:
    """Private SDK imports, and assignments to attributes of an imported SDK module."""
    tree = source if isinstance(source, ast.Module) else ast.parse(source)
    sdk_names: set[str] = set()
    problems: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _sdk(alias.name):
                    sdk_names.add((alias.asname or alias.name).split(".")[0])
                    if _private(alias.name):
                        problems.append(f"line {node.lineno}: imports {alias.name}")
        elif isinstance(node, ast.ImportFrom) and node.module and _sdk(node.module):
            for alias in node.names:
                sdk_names.add(alias.asname or alias.name)
                if _private(f"{node.module}.{alias.name}"):
                    problems.append(f"line {node.lineno}: imports {node.module}.{alias.name}")
    for node in ast.walk(tree):
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, ast.AugAssign | ast.AnnAssign) else [])
        for target in targets:
            base = target
            while isinstance(base, ast.Attribute):
                base = base.value
            if isinstance(target, ast.Attribute) and isinstance(base, ast.Name) \
                    and base.id in sdk_names:
                problems.append(f"line {node.lineno}: assigns {ast.unparse(target)}")
    return problems


@cache  # each module parsed once for the two scans (5.5 MB of source)
def _scanned() -> tuple[dict[str, list[str]], set[tuple[str, str]]]:
    """The package's sdk_problems by module, and its private_reads as (module, what)."""
    problems: dict[str, list[str]] = {}
    reads: set[tuple[str, str]] = set()
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        name = str(path.relative_to(PACKAGE))
        if found := sdk_problems(tree):
            problems[name] = found
        reads |= {(name, what) for what in private_reads(tree)}
    return problems, reads


def test_no_private_sdk_import_and_no_patched_sdk_attribute() -> None:
    found, _ = _scanned()
    assert found == {}
    assert len(SOURCES) > 100  # the scan saw the package


# Private names of SDK objects that mcpcheck reads, each with its reason. Nothing else.
READ_PRIVATE = {
    # the guard wraps the CALLER's session: it reads the session's dispatcher and request stamp
    # to list tools raw, with the public typed list_tools() as fallback (docs/guard.md)
    ("guard/wire.py", "getattr _dispatcher"),
    ("guard/wire.py", "getattr _stamp"),
}


def private_reads(source: str | ast.Module) -> list[str]:
    """In a module that imports the SDK: `obj._name` of an object not its own, getattr with a
    private name, and private keyword arguments."""
    tree = source if isinstance(source, ast.Module) else ast.parse(source)
    if not any((isinstance(n, ast.Import) and any(_sdk(a.name) for a in n.names))
               or (isinstance(n, ast.ImportFrom) and n.module and _sdk(n.module))
               for n in ast.walk(tree)):
        return []
    own = {n.name for n in ast.walk(tree)
           if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if isinstance(target, ast.Attribute | ast.Name):
                    own.add(target.attr if isinstance(target, ast.Attribute) else target.id)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            found.append(f"attribute {node.attr}")
        if isinstance(node, ast.Call):
            if (isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
                    and _private(str(node.args[1].value))):
                found.append(f"getattr {node.args[1].value}")
            found += [f"keyword {k.arg}" for k in node.keywords if k.arg and _private(k.arg)]
    return found


def test_private_sdk_names_read_are_the_listed_ones() -> None:
    _, found = _scanned()
    assert found == READ_PRIVATE


def test_the_private_read_scan_finds_what_it_looks_for() -> None:
    source = ("import mcp\n"
              "class A:\n"
              "    def f(self, session):\n"
              "        self._mine = session._stamp(_x=1)\n"
              "        return getattr(session, '_dispatcher'), self._mine\n")
    assert sorted(private_reads(source)) == ["attribute _stamp", "getattr _dispatcher",
                                             "keyword _x"]
    assert private_reads(source.replace("import mcp\n", "")) == []


def test_the_scan_finds_what_it_looks_for() -> None:
    patched = (
        "from mcp.client import stdio as _stdio\n"
        "import mcp.client._probe\n"
        "from mcp.client._probe import negotiate_auto\n"
        "_stdio.PROCESS_TERMINATION_TIMEOUT = 0.5\n"
        "_stdio._create_platform_compatible_process = None\n"
        "mcp.client.x += 1\n"
    )
    assert sdk_problems(patched) == [
        "line 2: imports mcp.client._probe",
        "line 3: imports mcp.client._probe.negotiate_auto",
        "line 4: assigns _stdio.PROCESS_TERMINATION_TIMEOUT",
        "line 5: assigns _stdio._create_platform_compatible_process",
        "line 6: assigns mcp.client.x",
    ]


CHECK = """
import mcp.client.session, mcp.client.stdio, mcp.client.sse, mcp.client.streamable_http
modules = [mcp.client.session, mcp.client.stdio, mcp.client.sse, mcp.client.streamable_http]
before = [dict(vars(m)) for m in modules]
import mcpcheck.guard, mcpcheck.mock.server
print([name for m, old in zip(modules, before) for name, value in vars(m).items()
       if old.get(name, value) is not value])
"""


def test_importing_the_guard_and_the_mock_leaves_the_sdk_as_it_was() -> None:
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"
