"""The standard streams as a report's destination.

- Text the stream's encoding cannot carry (server-controlled tool names on a Latin-1 or ASCII
  terminal) is escaped, never an error: `\\u5de5` style in JSON (so the JSON stays valid and
  means the same), backslash escapes elsewhere.
- A reader that went away (`| head`, `| true`) is EPIPE: `StdoutGone`, which the CLI turns
  into a quiet exit 141 like other command-line tools. A full disk or a closed stdout is a
  UsageError saying so.
"""

from __future__ import annotations

import codecs
import contextlib
import os
import sys

from mcpcheck.errors import UsageError

JSON_ESCAPE = "mcpcheck-json-escape"
EPIPE_EXIT = 141  # 128 + SIGPIPE, what a shell reports for a writer whose reader left


class StdoutGone(Exception):
    """stdout's reader went away; nothing more can be said there."""


def _json_escape(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    out = []
    for char in err.object[err.start:err.end]:
        code = ord(char)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), err.end


def prepare() -> None:
    """Escape what the streams' encodings cannot carry (call once, at start-up)."""
    codecs.register_error(JSON_ESCAPE, _json_escape)
    _reopen_closed_stderr()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]


def _reopen_closed_stderr() -> None:
    """Started with stderr closed (`2>&-`): messages go nowhere, but the run and its exit code
    are the same as with a stderr (and no file opened later can take fd 2 by chance)."""
    if sys.stderr is not None:
        return
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY | os.O_CLOEXEC)
        if null != 2:
            os.dup2(null, 2)
            os.close(null)
        os.set_inheritable(2, True)
        sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace",  # noqa: SIM115
                          closefd=False)  # lives as long as the process


def silence_stdout() -> None:
    """Point fd 1 at /dev/null so that the interpreter's last flush has nowhere to fail."""
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)


def write_stdout(text: str, *, json_text: bool = False) -> None:
    stream = sys.stdout
    if stream is None:
        raise UsageError("cannot write the report: stdout is closed (use --output FILE)")
    try:
        if json_text:
            with contextlib.suppress(AttributeError, ValueError):
                stream.reconfigure(errors=JSON_ESCAPE)  # type: ignore[union-attr]
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        silence_stdout()
        raise StdoutGone from None
    except OSError as exc:
        silence_stdout()
        raise UsageError(f"cannot write the report to stdout: {exc.strerror or exc}") from None
