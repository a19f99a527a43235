"""Run `mcpcheck conform` on published servers and record the matrix docs/conformance.md shows.

The servers are the families of scripts/harvest_releases.py (how each is installed and
started, with dummy tokens and URLs at 127.0.0.1:9), plus the three npm reference servers of
.servers/. For each family the newest version already installed in a scratch folder of that
script is run (install one first with `harvest_releases.py harvest FAMILY`); nothing is
downloaded here.

    .venv/bin/python scripts/conform_matrix.py [FAMILY ...] [--scratch DIR ...]
    .venv/bin/python scripts/gen_conformance_doc.py      # then regenerate the page

Writes tests/corpus/conform/matrix.json (one entry per server: package, version, transport,
every requirement's outcome, or the reason it could not be evaluated).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import harvest_releases as harvest  # noqa: E402

MATRIX = ROOT / "tests" / "corpus" / "conform" / "matrix.json"
MCPCHECK = ROOT / ".venv" / "bin" / "mcpcheck"
REFERENCE = ROOT / ".servers" / "node_modules" / "@modelcontextprotocol"
STEP = 20  # --timeout: seconds per requirement (a slow start of node or of an SDK import)
RUN_TIMEOUT = 600
ABOUT = ("`mcpcheck conform --timeout 20` on the newest installed release of each server, "
         "over stdio (server-everything also over Streamable HTTP); tokens are dummies and "
         "outbound URLs point at 127.0.0.1:9, so a server that needs its service still starts "
         "and lists; without --call-safe; recorded by scripts/conform_matrix.py. A cell is "
         "**fail** when one requirement of the area failed, pass when every applicable one "
         "passed, n/a when none applied.")
MEANING = {
    "conform-invalid-params": "a client that sends a malformed request gets an internal error "
    "(-32603) instead of invalid params: it cannot tell its own mistake from a server fault "
    "and may retry what will never work.",
    "conform-invalid-cursor": "a stale or foreign cursor silently restarts the list from the "
    "first page: a client resuming a walk gets items twice and never learns the cursor expired.",
    "conform-unknown-tool": "calling a tool that is gone returns a tool result with isError "
    "instead of the protocol error: the client (and the model) reads \"the tool failed\" where "
    "\"there is no such tool\" would make it re-list the tools.",
    "conform-stdout-only-jsonrpc": "a line on stdout that is not JSON-RPC: a strict client "
    "(and every SDK in strict mode) drops the connection or logs a parse error per line.",
    "conform-exit-on-stdin-close": "the server outlives its client: every session leaves a "
    "process behind until the client kills it.",
    "conform-undeclared-capability-refused": "a list the server does not declare answers with "
    "success: a client that probes by method sees a capability the handshake denied.",
    "conform-request-before-initialize": "a request before initialize is never answered: a "
    "client that races its first request hangs until its own timeout.",
    "conform-notification-unanswered": "an answer to a notification: a client that correlates "
    "by id sees a response to a request it never sent.",
    "conform-id-echoed": "ids come back with another type: a client that matches ids exactly "
    "(as JSON-RPC says) never sees its answer.",
    "conform-version-negotiated": "the server accepts a protocol version it cannot speak.",
    "conform-ping": "ping is not answered with an empty result: keep-alive checks fail.",
    "conform-capability-served": "a declared capability's list fails: clients show an error "
    "for a feature the handshake promised.",
    "conform-uri-template": "a resource template is not RFC 6570: clients cannot expand it.",
    "conform-resource-read": "a listed resource cannot be read. Here an artifact of the run: "
    "mcp-server-kubernetes lists the pods of the cluster its kubeconfig names, which the run "
    "points at 127.0.0.1:9, so reading one fails.",
    "conform-unknown-method": "an unknown method is answered with -32602 (the older Python "
    "SDK validates the request against its known requests first): a client probing for an "
    "optional method reads \"your parameters are wrong\" instead of \"not supported\" and "
    "cannot fall back.",
    "conform-http-session-enforced": "an unknown or expired session id gets 400, not 404: the "
    "specification's signal to start a new session is 404, so a client whose session expired "
    "(a server restart) keeps failing instead of initializing again.",
    "conform-http-origin": "a foreign Origin is accepted by a server on localhost: a web page "
    "the user visits can reach the server through DNS rebinding and call its tools.",
    "conform-prompt-get": "a listed prompt that takes no argument cannot be fetched.",
}


def newest_install(family: Any, scratches: list[Path]) -> tuple[Path, str] | None:
    found = []
    for scratch in scratches:
        folder = scratch / "installs" / family.name
        if folder.is_dir():
            found += [(scratch, d.name) for d in folder.iterdir() if (d / ".done").exists()]

    def key(item: tuple[Path, str]) -> tuple[int, ...]:
        base = item[1].split("+")[0]
        return tuple(int(p) if p.isdigit() else -1 for p in base.split("."))

    return max(found, key=key) if found else None


def conform(name: str, argv: list[str], env: dict[str, str]) -> dict[str, Any]:
    """argv is a stdio server's command line, or ["--url", URL]."""
    server = argv if argv[:1] == ["--url"] else ["--", "env", *(f"{k}={v}" for k, v in
                                                                 env.items()), *argv]
    cmd = [str(MCPCHECK), "conform", "-f", "json", "--timeout", str(STEP), "--name", name,
           *server]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT,
                              start_new_session=True)
    except subprocess.TimeoutExpired:
        return {"error": f"no result within {RUN_TIMEOUT}s"}
    try:
        (server,) = json.loads(proc.stdout)["servers"]
    except (ValueError, KeyError):
        return {"error": f"exit {proc.returncode}: {proc.stderr.strip()[-200:]}"}
    if server["error"] and not server["details"]:
        return {"error": server["error"]}
    results = {e["rule"]: e["outcome"] for e in server["details"]["results"]}
    reasons = {f["rule"]: f["message"][:300] for f in server["findings"]}
    return {"results": results, "reasons": reasons, "protocol": server["details"]["protocol"],
            **({"error": server["error"]} if server["error"] else {})}


def reference_servers(scratch: Path) -> list[tuple[str, str, str, list[str], dict[str, str]]]:
    out = []
    for name, args, env in (("server-everything", ["stdio"], {}),
                            ("server-filesystem", [str(scratch / "fsroot")], {}),
                            ("server-memory", [], {"MEMORY_FILE_PATH":
                                                   str(scratch / "memory.jsonl")})):
        pkg = REFERENCE / name
        if not pkg.is_dir():
            continue
        version = json.loads((pkg / "package.json").read_text())["version"]
        entry = harvest.npm_entry(REFERENCE.parent.parent, f"@modelcontextprotocol/{name}")
        out.append((name, f"@modelcontextprotocol/{name}", version, [*entry, *args], env))
    return out


def everything_over_http() -> dict[str, Any] | None:
    """server-everything's Streamable HTTP mode on a free loopback port."""
    import socket
    import time

    pkg = REFERENCE / "server-everything"
    if not pkg.is_dir():
        return None
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    entry = harvest.npm_entry(REFERENCE.parent.parent, "@modelcontextprotocol/server-everything")
    proc = subprocess.Popen([*entry, "streamableHttp"], env={**os.environ, "PORT": str(port)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.2)
        outcome = conform("server-everything-http", ["--url", f"http://127.0.0.1:{port}/mcp"],
                          {})
    finally:
        proc.terminate()
        proc.wait(10)
    version = json.loads((pkg / "package.json").read_text())["version"]
    return {"server": "server-everything-http", "package": "@modelcontextprotocol/"
            "server-everything (streamableHttp)", "version": version, "transport": "http",
            **outcome}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("families", nargs="*")
    parser.add_argument("--scratch", type=Path, action="append", default=[])
    ns = parser.parse_args()
    scratches = ns.scratch or [harvest.DEFAULT_SCRATCH]
    harvest.prepare(scratches[0])
    todo = reference_servers(scratches[0]) if not ns.families else []
    for family in harvest.FAMILIES:
        if ns.families and family.name not in ns.families:
            continue
        if family.name in {t[0] for t in todo}:
            continue
        found = newest_install(family, scratches)
        if found is None:
            continue
        scratch, version = found
        pins = ("mcp<2",) if version.endswith("+mcplt2") else ()
        entry = harvest.install(family, version.split("+")[0], scratch, pins)
        if entry is None:
            continue
        if (family.package, version.split("+")[0]) in {(t[1], t[2]) for t in todo}:
            continue  # one package under two family names
        sub = {"scratch": str(scratch)}
        args = [a.format(**sub) for a in family.args]
        env = {k: v.format(**sub) for k, v in family.env.items()}
        env.setdefault("HOME", str(scratch / "home"))
        todo.append((family.name, family.package, version.split("+")[0], [*entry, *args], env))
    old = json.loads(MATRIX.read_text()) if MATRIX.exists() and ns.families else {"servers": []}
    runs = {r["server"]: r for r in old.get("servers", [])}
    for name, package, version, argv, env in todo:
        print(f"== {name} {version}", flush=True)
        outcome = conform(name, argv, env)
        runs[name] = {"server": name, "package": package, "version": version,
                      "transport": "stdio", **outcome}
        failed = sorted(k for k, v in outcome.get("results", {}).items() if v == "failed")
        print(f"   {outcome.get('error') or ', '.join(failed) or 'no failure'}", flush=True)
    if not ns.families or "server-everything-http" in ns.families:
        print("== server-everything over Streamable HTTP", flush=True)
        http = everything_over_http()
        if http is not None:
            runs[http["server"]] = http
    MATRIX.parent.mkdir(parents=True, exist_ok=True)
    matrix = {"about": ABOUT, "meaning": MEANING,
              "servers": [runs[k] for k in sorted(runs)]}
    MATRIX.write_text(json.dumps(matrix, indent=2, sort_keys=True) + "\n")
    print(f"wrote {MATRIX.relative_to(ROOT)}: {len(runs)} servers")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("DO_NOT_TRACK", "1")
    raise SystemExit(main())
