"""Which stdout lines are skipped as not JSON-RPC (mcpcheck.wire.framing.stray), within which
budget (StrayLines), and what a live exchange makes of them (a real stdio server)."""

from __future__ import annotations

import pytest

from mcpcheck.errors import ConnectError
from mcpcheck.models import ServerTarget, StrayOutput
from mcpcheck.wire import client, framing
from tests.conftest import PY, RAW_STDIO


@pytest.mark.parametrize("line", [
    b"Starting server v1.0 on stdio",
    b"(node:4242) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    b"\x1b[32mready\x1b[0m \xff\xfe",  # colours and bytes that are not UTF-8
    b'{"level":30,"msg":"listening"}',  # a structured log line (pino, structlog)
    b'{"level":"debug","msg":"sent {\\"jsonrpc\\":\\"2.0\\"}"}',  # one that quotes a message
    b"[1, 2, 3]",
    b'"just a string"',
    b"42",
])
def test_lines_that_do_not_claim_to_be_jsonrpc_are_stray(line: bytes) -> None:
    try:
        value = framing.parse(line)
    except framing.FrameError as exc:
        assert exc.kind == "not-json"
        assert framing.stray(line)
    else:
        assert framing.stray(line, value, parsed=True)


@pytest.mark.parametrize("line", [
    b'{"jsonrpc":"2.0","id":1,"result":{"tools":[',  # an answer cut short
    b'{"jsonrpc":"2.0","id":1,"result":"\xff\xfe"}',  # an answer that is not UTF-8
    b'{"jsonrpc":"1.0","id":1,"result":{}}',  # a wrong version
    b'{"jsonrpc":"2.0","id":7.0,"result":{}}',  # an id the SDK does not correlate
    b'[{"jsonrpc":"2.0","method":"ping","id":1}]',  # a batch
])
def test_broken_jsonrpc_is_not_stray(line: bytes) -> None:
    try:
        value = framing.parse(line)
    except framing.FrameError:
        assert not framing.stray(line)
    else:
        assert not framing.stray(line, value, parsed=True)


def test_the_budget_counts_lines_and_bytes_and_keeps_the_first() -> None:
    lines = framing.StrayLines(max_lines=3, max_bytes=1000)
    for n in range(3):
        lines.take(f"banner {n}  \r".encode())
    assert (lines.lines, lines.first) == (3, "banner 0")
    with pytest.raises(framing.FrameError) as info:
        lines.take(b"one too many")
    assert (info.value.kind, info.value.sample) == ("stray", "banner 0")
    assert info.value.what == "more than 3 lines or 0 KB"
    by_size = framing.StrayLines(max_lines=100, max_bytes=10)
    with pytest.raises(framing.FrameError):
        by_size.take(b"x" * 11)


def test_the_first_line_is_kept_to_a_bounded_sample() -> None:
    lines = framing.StrayLines()
    with pytest.raises(framing.FrameError):  # 100 KB: over the byte budget at once
        lines.take(b"\xef\xbb\xbf" + b"y" * 100_000)
    assert lines.first == "y" * framing.STRAY_SAMPLE


def test_defaults_are_the_documented_budget() -> None:
    assert (framing.MAX_STRAY_LINES, framing.MAX_STRAY_BYTES) == (100, 64 * 1024)


def stdio(*flags: str, env: tuple[tuple[str, str], ...] = ()) -> ServerTarget:
    return ServerTarget(name="", transport="stdio", command=PY,
                        args=(str(RAW_STDIO), *flags), env=env, timeout=20)


def test_a_live_exchange_reads_on_and_keeps_the_count() -> None:
    surface = client.fetch_surface(stdio("--stdout-banner", "--page-size", "1"))
    assert [t["name"] for t in surface.tools] == ["echo", "add"]
    # banner, deprecation warning, one JSON log line before each of the two tools/list pages
    assert surface.stray == StrayOutput(4, "Starting raw-test-server v1.0.0 on stdio")


def test_a_flood_reason_is_redacted_before_it_is_cut() -> None:
    secret = "s3cret-" + "k" * 200  # longer than what the reason shows: cut inside the secret
    target = stdio("--fault", "stdout-flood")
    with pytest.raises(ConnectError) as info:
        client.fetch_surface(target)
    assert "more than 100 lines or 64 KB" in info.value.message
    from mcpcheck.wire.reasons import stray_first

    assert stray_first(f"token {secret} end", (secret,)) == "'token *** end'"
    near_the_cut = "x" * 150 + secret  # cut first, "s3cret-kkk" would be shown
    assert stray_first(near_the_cut, (secret,)) == repr("x" * 150 + "***")
