"""Local files without surprises: inputs are regular files read with a bound; outputs never hang.

Every input mcpcheck reads (config, ignore file, calls file, argument files, snapshots) must be a
regular file. It is opened non-blocking, so that even the open of a named pipe cannot hang, then
checked with fstat before a byte is read: a FIFO, device, socket or directory is refused, and
nothing larger than the caller's bound is read (a device like /dev/zero never ends). A leading
UTF-8 byte-order mark (Windows editors write one) is dropped from text.

Every output goes through `write`, the one function that writes a path a user named (a test
scans the package for any other): a snapshot or a mutated snapshot is a regular file replaced
atomically, never a device, named pipe or a link to one; a report (`--output`) is a stream and
may also go to a device, or to a named pipe that has a reader (a pipe without one is refused at
once instead of blocking until a reader comes).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import io
import os
import stat
import threading
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
        status = os.fstat(fd)
        mode = status.st_mode
        if stat.S_ISDIR(mode):
            raise FileProblem("Is a directory")
        if not stat.S_ISREG(mode):
            raise FileProblem(f"is {kind(mode)}, not a regular file")
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = _read_to(handle, limit + 1, status.st_size)
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileProblem(f"larger than the {_size(limit)} limit")
    return data


def _read_to(handle: io.BufferedReader, bound: int, size: int) -> bytes:
    """handle.read(bound): the bytes up to `bound` or the end. `read(bound)` makes a buffer of
    `bound` bytes first (16 MiB for a snapshot) and shrinks it after: the size the file had
    when it was checked is read first, then, only if the file has grown since (or says 0, as
    files under /proc do), the rest up to the bound."""
    if not 0 < size < bound:
        return handle.read(bound)
    data = handle.read(size + 1)
    if len(data) <= size:
        return data  # the end came first
    return data + handle.read(bound - len(data))


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


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file: the same inode (a hard link, a link), or the same path
    once links are followed (for a file that does not exist yet)."""
    try:
        if os.path.samefile(a, b):
            return True
    except OSError:
        pass
    return os.path.realpath(a) == os.path.realpath(b)


def inside(path: Path, folder: Path) -> bool:
    """Whether `path` is under `folder`, an existing folder (links followed)."""
    try:
        if not stat.S_ISDIR(os.stat(folder).st_mode):
            return False
    except OSError:
        return False
    top = os.path.realpath(folder).rstrip(os.sep) + os.sep
    return os.path.realpath(path).startswith(top)


GIT_PREFIX = "git:"  # mcpcheck.fileio.gitref: a file as committed at a ref, read-only
_UMASK_LOCK = threading.Lock()


def write(path: Path, data: bytes, *, replace: bool) -> None:
    """The one function that writes a path a user named (FileProblem when it cannot).

    replace=True (snapshots, `mutate -o`): the destination is a regular file, created or
    replaced atomically (a temporary file beside it, fsync, rename, fsync of the folder); a
    symbolic link is followed, so the file it names is replaced and the link stays. A device,
    named pipe, socket or directory there (or a link to one) is refused and left as it is.

    replace=False (reports, `--output`): the bytes are written in place to a regular file
    (created with its folders, or truncated), a device such as /dev/stdout, or a named pipe
    that has a reader (one without a reader is refused at once instead of blocking). A
    directory or socket is refused. Nothing is ever replaced.

    A `git:` path names a file at a git ref and is never written. A full disk (ENOSPC) or any
    other failed write is a FileProblem with the system's reason.
    """
    if str(path).startswith(GIT_PREFIX):
        raise FileProblem("a git: path is read-only")
    if replace:
        _replace_regular(path, data)
    else:
        _write_in_place(path, data)


def _replace_regular(path: Path, data: bytes) -> None:
    import tempfile  # here: its imports (random, shutil) are for writing, not for reading

    real = Path(os.path.realpath(path))
    mode = _refuse_special(real)
    tmp: str | None = None
    try:
        if mode is None:
            real.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".tmp", dir=real.parent)
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), _mode_for(mode))
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _refuse_special(real)  # nothing special took its place meanwhile
        os.replace(tmp, real)
        tmp = None
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    with contextlib.suppress(OSError):
        dir_fd = os.open(real.parent, os.O_RDONLY | os.O_CLOEXEC)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _refuse_special(real: Path) -> int | None:
    """st_mode of the regular file at `real` (None when nothing is there); FileProblem when
    something other than a regular file is there."""
    try:
        mode = os.lstat(real).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
    if stat.S_ISDIR(mode):
        raise FileProblem("Is a directory")
    if not stat.S_ISREG(mode):
        raise FileProblem(f"is {kind(mode)}; only a regular file is written here, never "
                          "replaced")
    return mode


def _mode_for(existing: int | None) -> int:
    """The permissions of a replaced file: its own (a file reviewed in git stays 0644); a new
    file gets what the umask allows, like any file a tool creates."""
    if existing is not None:
        return stat.S_IMODE(existing)
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return 0o666 & ~mask


def _write_in_place(path: Path, data: bytes) -> None:
    mode = mode_of(path)
    if mode is not None and stat.S_ISDIR(mode):
        raise FileProblem("Is a directory")
    if mode is not None and stat.S_ISSOCK(mode):
        raise FileProblem("is a socket, not a file, device or named pipe")
    try:
        if mode is None:
            path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC | os.O_NONBLOCK
        if mode is None or stat.S_ISREG(mode):
            flags |= os.O_TRUNC
        try:
            fd = os.open(path, flags, 0o666)
        except OSError as exc:
            if exc.errno == errno.ENXIO:  # a named pipe nobody reads
                raise FileProblem("is a named pipe with no reader") from None
            raise
        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
    except OSError as exc:
        raise FileProblem(exc.strerror or type(exc).__name__) from None
