"""Property tests of the wire framing (mcpcheck.wire.framing): however the bytes are split or
merged, the same messages come out; CRLF, BOMs, very long lines and non-UTF-8 bytes are named."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcpcheck.wire import framing
from mcpcheck.wire.framing import FrameError, LineFramer, SseParser

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=20,
)
messages = st.builds(lambda i, r: {"jsonrpc": "2.0", "id": i, "result": {"v": r}},
                     st.integers(0, 10**6), json_values)


def split_at(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    pieces, start = [], 0
    for p in points:
        pieces.append(data[start:p])
        start = p
    pieces.append(data[start:])
    return pieces


def frame_all(pieces: list[bytes], limit: int = framing.MAX_MESSAGE_BYTES) -> list[Any]:
    framer = LineFramer(limit)
    out = []
    for piece in pieces:
        for line in framer.feed(piece):
            if line.strip():
                out.append(framing.parse(line))
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(messages, min_size=1, max_size=6), st.lists(st.integers(0, 10**6), max_size=12),
       st.booleans(), st.booleans())
def test_lines_survive_any_split_crlf_and_bom(msgs: list[dict[str, Any]], cuts: list[int],
                                              crlf: bool, bom: bool) -> None:
    end = b"\r\n" if crlf else b"\n"
    data = b"".join((framing.BOM if bom else b"") + framing.encode(m) + end for m in msgs)
    assert frame_all(split_at(data, cuts)) == msgs
    assert frame_all([data]) == msgs  # all merged into one read
    assert frame_all([bytes([b]) for b in data]) == msgs  # one byte per read


@settings(max_examples=100, deadline=None)
@given(st.lists(messages, min_size=1, max_size=4), st.lists(st.integers(0, 10**6), max_size=10),
       st.sampled_from([b"\n", b"\r\n", b"\r"]), st.booleans())
def test_sse_events_survive_any_split(msgs: list[dict[str, Any]], cuts: list[int], end: bytes,
                                      bom: bool) -> None:
    stream = b"".join(b": comment" + end + b"event: message" + end + b"id: 7" + end
                      + b"data: " + framing.encode(m) + end + end for m in msgs)
    stream = (framing.BOM if bom else b"") + stream
    parser = SseParser()
    events = [e for piece in split_at(stream, cuts) for e in parser.feed(piece)]
    assert [json.loads(e.data) for e in events] == msgs
    assert all(e.event == "message" and e.id == "7" for e in events)


def test_sse_multiline_data_and_default_event() -> None:
    parser = SseParser()
    events = parser.feed(b'data: {"a":\ndata: 1}\n\nevent: ping\ndata: x\n\n')
    assert [(e.event, e.data) for e in events] == [("message", '{"a":\n1}'), ("ping", "x")]


def test_a_line_over_the_limit_is_dropped_and_the_next_one_read() -> None:
    framer = LineFramer(limit=1000)
    good = framing.encode({"jsonrpc": "2.0", "id": 1, "result": {}})
    pieces = [b'{"x":"' + b"a" * 600, b"a" * 600, b'"}\n' + good + b"\n"]
    lines = [line for p in pieces for line in framer.feed(p)]
    assert lines == [good] and framer.dropped == 1


def test_a_very_long_line_under_the_limit_is_read_whole() -> None:
    text = "x" * (3 * 1024 * 1024)
    data = framing.encode({"jsonrpc": "2.0", "id": 1, "result": {"t": text}}) + b"\n"
    assert frame_all([data[i:i + 65536] for i in range(0, len(data), 65536)])[0]["result"] == {
        "t": text}


@pytest.mark.parametrize("raw", [b"\xff\xfe{}", b'{"a":"\xc3"}', b"caf\xe9"])
def test_non_utf8_bytes_are_not_json_rpc(raw: bytes) -> None:
    with pytest.raises(FrameError) as info:
        framing.parse(raw)
    assert info.value.kind == "not-json"


@pytest.mark.parametrize(("text", "kind"), [
    ("this is not JSON-RPC {{{ garbage", "not-json"),
    ('{"jsonrpc":"2.0","id":1,"result":{"x":"a\\ud800b"}}', "not-json"),  # lone surrogate
    ('{"a":' * 201 + "1" + "}" * 201, "too-deep"),
    ("[" * 5000 + "]" * 5000, "too-deep"),
])
def test_parse_refuses(text: str, kind: str) -> None:
    with pytest.raises(FrameError) as info:
        framing.parse(text.encode())
    assert info.value.kind == kind


def test_depth_limit_is_the_sdk_one() -> None:
    # 200 nested non-empty containers parse; 201 do not (pydantic-core's limit)
    assert framing.parse(("[" * 199 + "1" + "]" * 199).encode()) is not None
    assert framing.too_deep(json.loads("[" * 201 + "1" + "]" * 201))
    assert not framing.too_deep(json.loads("[" * 200 + "]" * 200))  # the innermost is empty


def test_garbage_sample_is_quoted_like_the_sdk() -> None:
    with pytest.raises(FrameError) as info:
        framing.parse(b"x" * 100)
    assert info.value.sample == "'" + "x" * 24 + "..." + "x" * 23 + "'"


@pytest.mark.parametrize(("doc", "kind"), [
    ({"jsonrpc": "2.0", "id": 1, "result": {}}, "result"),
    ({"jsonrpc": "2.0", "id": "a", "error": {"code": -1, "message": "m"}}, "error"),
    ({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "m"}}, "error"),
    ({"jsonrpc": "2.0", "method": "notifications/message"}, "notification"),
    ({"jsonrpc": "2.0", "id": 3, "method": "ping"}, "request"),
])
def test_envelopes(doc: dict[str, Any], kind: str) -> None:
    assert framing.message(doc).kind == kind


@pytest.mark.parametrize("doc", [
    [], {"id": 1, "result": {}}, {"jsonrpc": "1.0", "id": 1, "result": {}},
    {"jsonrpc": "2.0", "id": 1, "result": [1]}, {"jsonrpc": "2.0", "id": 1.5, "result": {}},
    {"jsonrpc": "2.0", "id": True, "result": {}},
    {"jsonrpc": "2.0", "id": 1, "error": {"code": "x", "message": "m"}},
    {"jsonrpc": "2.0", "method": "x", "params": [1]},
    {"jsonrpc": "2.0", "error": {"code": -32601, "message": "Unknown method"}},  # no id member
])
def test_not_json_rpc(doc: Any) -> None:
    with pytest.raises(FrameError) as info:
        framing.message(doc)
    assert info.value.kind == "not-jsonrpc"
