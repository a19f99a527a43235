"""URLs are checked when they are parsed (exit 2, saying what is wrong, never echoing the URL),
and server text that the terminal's encoding cannot show is escaped, never a crash."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from functools import cache
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
FORMATS = ["text", "json", "markdown", "junit", "github", "sarif"]

# (suite64) One interpreter per encoding runs mcpcheck's real entry point once per format, each
# run's stdout and stderr on files of its own (fd 1 and 2 pointed at them), so the report goes
# through the interpreter's own narrow stream as in `python -m mcpcheck lint ... -f FMT`. Before
# each run the streams' error handlers are put back to what the interpreter set them up with
# (a run's `streams.prepare` and a JSON report change them; the encoding is never changed), so
# every run starts from the interpreter's stdio as a fresh process has it. 18 interpreters, each
# paying the lint engine's import (21-33 CPU s in the suite's profiles at load 6-16), were 3.
_NARROW_RUNS = r"""
import os, sys, traceback
from mcpcheck.cli.launch import main
folder, snapshot, *formats = sys.argv[1:]
errors = (sys.stdout.errors, sys.stderr.errors)  # as this interpreter set its streams up
for fmt in formats:
    sys.stdout.flush()
    sys.stderr.flush()
    for fd, suffix in ((1, ".out"), (2, ".err")):
        with open(os.path.join(folder, fmt + suffix), "wb") as target:
            os.dup2(target.fileno(), fd)
    sys.stdout.reconfigure(errors=errors[0])
    sys.stderr.reconfigure(errors=errors[1])
    sys.argv = ["mcpcheck", "lint", "--snapshot", snapshot, "-f", fmt]
    try:
        main()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    except BaseException:
        traceback.print_exc()
        code = 99
    sys.stdout.flush()
    sys.stderr.flush()
    with open(os.path.join(folder, fmt + ".code"), "w") as f:
        f.write(str(code))
"""


@cache
def _narrow_runs(encoding: int) -> dict[str, tuple[int, bytes, bytes]]:
    """{format: (exit code, stdout, stderr)} of `mcpcheck lint -f FORMAT` under ENCODINGS[i], all
    formats in one interpreter (the first format turns with the encoding, so three of them are
    each the first run of a fresh process)."""
    folder = Path(tempfile.mkdtemp(prefix="mcpcheck-narrow-"))
    try:
        snap = _snapshot(folder / "s.json")
        formats = FORMATS[2 * encoding:] + FORMATS[:2 * encoding]
        proc = subprocess.run([PY, "-c", _NARROW_RUNS, str(folder), str(snap), *formats],
                              capture_output=True, timeout=120, cwd=ROOT,
                              env={**os.environ, "NO_COLOR": "1", **ENCODINGS[encoding]})
        assert proc.returncode == 0 and not proc.stderr, proc.stderr.decode("latin-1")
        return {fmt: (int((folder / f"{fmt}.code").read_text()),
                      (folder / f"{fmt}.out").read_bytes(), (folder / f"{fmt}.err").read_bytes())
                for fmt in formats}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("encoding", range(len(ENCODINGS)))
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_survives_a_narrow_encoding(encoding: int, fmt: str) -> None:
    env = ENCODINGS[encoding]
    code, raw_out, raw_err = _narrow_runs(encoding)[fmt]
    charset = "ascii" if env.get("PYTHONIOENCODING") == "ascii" else "latin-1"
    out, err = raw_out.decode(charset), raw_err.decode(charset)
    assert code in (0, 1), err
    assert "internal error" not in err and "UnicodeEncodeError" not in err
    assert "Traceback" not in err
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
