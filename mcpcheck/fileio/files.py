"""Local files without surprises: inputs are regular files read with a bound; outputs never hang.

Every input mcpcheck reads (config, ignore file, calls file, argument files, snapshots) must be a
regular file. It is opened non-blocking, so that even the open of a named pipe cannot hang, then
checked with fstat before a byte is read: a FIFO, device, socket or directory is refused, and
nothing larger than the caller's bound is read (a device like /dev/zero never ends). A leading
UTF-8 byte-order mark (Windows editors write one) is dropped from text.

Outputs (`--output`) may be a regular file or a device, or a named pipe that has a reader; a
pipe without one is refused at once instead of blocking until a reader comes.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import stat
from pathlib import Path

MAX_INPUT_BYTES = 16 * 1024 * 1024
BOM = "\ufeff"


class FileProblem(Exception):
    """Why a local file cannot be used, in a few words (the caller names the file and role)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _size(limit: int) -> str:
    if limit % (1024 * 1024) == 0:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit} bytes"


def kind(mode: int) -> str:
    """What a non-regular file is, for messages."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes(path: Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (FileProblem otherwise)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FileProblem("Is a directory")
        if not stat.S_ISREG(mode):
            raise FileProblem(f"is {kind(mode)}, not a regular file")
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileProblem(f"larger than the {_size(limit)} limit")
    return data


def read_text(path: Path, limit: int = MAX_INPUT_BYTES) -> str:
    """UTF-8 text of a regular file, without a leading byte-order mark."""
    data = read_bytes(path, limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"not UTF-8 (byte {exc.start})") from None
    return text.removeprefix(BOM)


def present(path: Path) -> bool:
    """Whether something is at `path`; True when it cannot be told (a folder without search
    permission), so that the read that follows names the real problem."""
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True
    return True


def mode_of(path: Path) -> int | None:
    """st_mode of what is at `path` (following links), None when nothing is there."""
    try:
        return os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None


def write_output(path: Path, data: bytes) -> None:
    """Write a report: to a regular file (created with its folders), a device, or a named pipe
    that has a reader. Never blocks on a pipe without one."""
    mode = mode_of(path)
    if mode is not None and stat.S_ISDIR(mode):
        raise FileProblem("Is a directory")
    try:
        if mode is None:
            path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC | os.O_NONBLOCK
        if mode is None or stat.S_ISREG(mode):
            flags |= os.O_TRUNC
        try:
            fd = os.open(path, flags, 0o666)
        except OSError as exc:
            if exc.errno == 6:  # ENXIO: a named pipe nobody reads
                raise FileProblem("is a named pipe with no reader") from None
            raise
        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
