"""URLs are checked when they are parsed (exit 2, saying what is wrong, never echoing the URL),
and server text that the terminal's encoding cannot show is escaped, never a crash."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from mcpcheck.models import Surface
from mcpcheck.snapshots.store import build_document, render
from tests.conftest import PY, ROOT, raw_server, run_cli
from tests.wire.test_faults_http import start_http

NAME = "工具✓🛠"


@pytest.mark.parametrize(("url", "message"), [
    ("http://[::1/mcp", "the host is not a valid bracketed IPv6 address"),
    ("http://127.0.0.1:99999/mcp", "the port is not a number from 1 to 65535"),
    ("http://", "the URL has no host"),
    ("http://exa mple.com/mcp", "the host contains a space"),
    ("ftp://example.com/mcp", "must be an http:// or https:// URL"),
])
def test_bad_urls_are_usage_errors(tmp_path: Path, url: str, message: str) -> None:
    run = run_cli("probe", "--url", url)
    assert run.code == 2, run.err
    assert f"--url: {message}" in run.err and "internal error" not in run.err
    config = tmp_path / "mcpcheck.toml"
    config.write_text(f"[servers.a]\nurl = {json.dumps(url)}\n", encoding="utf-8")
    run = run_cli("probe", "--config", str(config))
    assert run.code == 2, run.err
    assert f"servers.a.url: {message}" in run.err


def test_scheme_is_case_insensitive(tmp_path: Path) -> None:
    proc, url = start_http(tmp_path)
    try:
        run = run_cli("probe", "--url", url.replace("http://", "HTTP://"), "--timeout", "20")
    finally:
        proc.kill()
        proc.wait(5)
    assert run.code == 0, run.err


def _snapshot(path: Path) -> Path:
    tool = {"name": NAME, "description": f"{NAME} does things",
            "inputSchema": {"type": "object", "properties": {"x": {"type": "string"}},
                            "required": ["y"]}}
    surface = Surface(server_name=NAME, server_version="1", protocol_version="2025-06-18",
                      capabilities={"tools": {}}, tools=(tool,))
    path.write_bytes(render(build_document(surface)))
    return path


ENCODINGS = [{"PYTHONIOENCODING": "latin-1"}, {"PYTHONIOENCODING": "ascii"},
             {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}]


@pytest.mark.parametrize("env", ENCODINGS)
@pytest.mark.parametrize("fmt", ["text", "json", "markdown", "junit", "github", "sarif"])
def test_every_format_survives_a_narrow_encoding(tmp_path: Path, env: dict[str, str],
                                                 fmt: str) -> None:
    snap = _snapshot(tmp_path / "s.json")
    proc = subprocess.run([PY, "-m", "mcpcheck", "lint", "--snapshot", str(snap), "-f", fmt],
                          capture_output=True, timeout=60, cwd=ROOT,
                          env={**os.environ, "NO_COLOR": "1", **env})
    charset = "ascii" if env.get("PYTHONIOENCODING") == "ascii" else "latin-1"
    out, err = proc.stdout.decode(charset), proc.stderr.decode(charset)
    assert proc.returncode in (0, 1), err
    assert "internal error" not in err and "UnicodeEncodeError" not in err
    if fmt in ("json", "sarif"):
        assert NAME in json.dumps(json.loads(out), ensure_ascii=False)
    else:
        assert "\\u5de5" in out or "&#" in out or "\xe5\xb7\xa5" in out


def test_live_server_text_on_an_ascii_terminal(tmp_path: Path) -> None:
    tools = json.dumps([{"name": NAME, "inputSchema": {"type": "object"}}])
    run = run_cli("lint", "--", *raw_server("--tools-json", tools),
                  env={"PYTHONIOENCODING": "ascii"})
    assert run.code in (0, 1), run.err
    assert "\\u5de5\\u5177\\u2713\\U0001f6e0" in run.out
