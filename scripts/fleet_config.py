"""Write an mcpcheck.toml of every published server a harvest scratch folder already holds.

The servers are those scripts/conform_matrix.py runs (the families of harvest_releases.py, the
newest installed version of each, plus the npm reference servers), started offline with the same
dummy tokens. Used to try `check` with every check on over a real fleet, e.g. the report-size
goal of the markdown report:

    .venv/bin/python scripts/fleet_config.py --scratch /tmp/harvest-new --scratch /tmp/harvest-rel \
        > /tmp/fleet/mcpcheck.toml
    .venv/bin/mcpcheck check --config /tmp/fleet/mcpcheck.toml --jobs 4 -f markdown \
        -o json=/tmp/fleet/report.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import conform_matrix as matrix  # noqa: E402
import harvest_releases as harvest  # noqa: E402


def servers(scratches: list[Path]) -> list[tuple[str, list[str], dict[str, str]]]:
    out = [(name, argv, env) for name, _, _, argv, env in matrix.reference_servers(scratches[0])]
    seen = {name for name, _, _ in out}
    for family in harvest.FAMILIES:
        found = matrix.newest_install(family, scratches)
        if found is None or family.name in seen:
            continue
        scratch, version = found
        pins = ("mcp<2",) if version.endswith("+mcplt2") else ()
        entry = harvest.install(family, version.split("+")[0], scratch, pins)
        if entry is None:
            continue
        sub = {"scratch": str(scratch)}
        env = {k: v.format(**sub) for k, v in family.env.items()}
        env.setdefault("HOME", str(scratch / "home"))
        out.append((family.name, [*entry, *(a.format(**sub) for a in family.args)], env))
        seen.add(family.name)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", type=Path, action="append", default=[])
    parser.add_argument("--conform", action="store_true", help="also turn conform on")
    ns = parser.parse_args()
    scratches = ns.scratch or [harvest.DEFAULT_SCRATCH]
    for name, argv, env in servers(scratches):
        print(f"[servers.{json.dumps(name)}]")
        print(f"command = {json.dumps(argv[0])}")
        print(f"args = {json.dumps(argv[1:])}")
        if env:
            print("env = { " + ", ".join(f"{json.dumps(k)} = {json.dumps(v)}"
                                         for k, v in env.items()) + " }")
        if ns.conform:
            print("conform = true")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
