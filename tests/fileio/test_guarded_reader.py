"""fileio.files.read_bytes reads a regular file up to its bound whatever size fstat reported:
the checked size first, then on to the bound when the file has grown or says 0 (/proc)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from mcpcheck.fileio import files


@pytest.mark.parametrize(("content", "size", "bound"), [
    (b"abcdef", 6, 100),  # the size fstat gave
    (b"abcdef", 3, 100),  # grown since fstat
    (b"abcdef", 10, 100),  # shrunk since fstat
    (b"abcdef" * 10, 3, 20),  # grown past the bound
    (b"abcdefgh", 3, 5),
    (b"abcde", 4, 5),
    (b"abcde", 5, 5),  # the size is the bound: read(bound)
    (b"abc", 0, 5),  # says 0, as /proc files do
    (b"", 0, 5),
])
def test_read_to_gives_what_read_of_the_bound_gives(content: bytes, size: int,
                                                    bound: int) -> None:
    got = files._read_to(io.BufferedReader(io.BytesIO(content)), bound, size)  # type: ignore[arg-type]
    assert got == io.BufferedReader(io.BytesIO(content)).read(bound) == content[:bound]


def test_a_file_is_read_whole_and_one_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    data = os.urandom(3000)
    path.write_bytes(data)
    assert files.read_bytes(path, 3000) == data
    with pytest.raises(files.FileProblem, match="larger than the"):
        files.read_bytes(path, 2999)


def test_a_proc_file_that_says_size_0_is_read() -> None:
    status = Path("/proc/self/status")
    assert os.stat(status).st_size == 0
    assert files.read_bytes(status).startswith(b"Name:")
