"""speed60: two reads of the lint that grew with the input, made to grow with what they find.

- The written-out calls of this server's own tools (`concepts._own_call_spans`, precision41) were
  found by one search of the text per tool name: a server of 1,000 tools searched each text with
  a bracket 1,000 times, and built its name set again for each text. Now the names are kept per
  server (`_call_names`) and the text is read back from each bracket; the spans are the ones the
  search per name found (checked here against that search, kept in this file).
- `shadowing._made_elsewhere` (precision43) read from a named tool to the next full stop without
  a bound: now at most `_MADE_REACH` characters.
"""

from __future__ import annotations

import pytest

from mcpcheck.checks.lint.attacks import concepts, shadowing
from mcpcheck.checks.lint.attacks.base import Site
from tests.support.lint_builders import error_rule_ids, text_tool


def _searched_per_name(text: str, site: Site) -> list[tuple[int, int]]:
    """The spans as main found them before speed60: one search of the text per tool name."""
    names = {site.tool} if site.tool else set()
    names |= site.own_tools
    names |= {name.replace("_", " ") for name in names if name.count("_") >= 3}
    out: list[tuple[int, int]] = []
    closes: dict[int, int] | None = None
    for name in names:
        at = text.find(name + "(")
        while at >= 0 and len(out) < 16:
            start = at + len(name)
            if at == 0 or not (text[at - 1].isalnum() or text[at - 1] in "_."):
                if closes is None:
                    closes = concepts._bracket_closes(text)
                close = closes.get(start, -1)
                inner = text[start:close + 1]
                if (0 <= close - start < concepts._OWN_CALL_MAX and "@" not in inner
                        and "://" not in inner):
                    out.append((start, close + 1))
            at = text.find(name + "(", start)
    return out


_OWN = frozenset({"ha_config_set_script", "get_state", "set", "a_b_c_d", "f", "(a"})
_SITES = [Site(tool="ha_config_set_script", own_tools=_OWN),
          Site(tool="f", own_tools=_OWN), Site(tool=None, own_tools=_OWN),
          Site(tool="lonely", own_tools=frozenset())]


@pytest.mark.parametrize("text", [
    'ha_config_set_script("blink_light", {"sequence": [{"service": "light.turn_on"}]})',
    "Use get_state(entity) then set(value); never reset(value) or x.set(value).",
    "a_b_c_d(x) and a b c d(y) and a_b_c_d(z)",  # the spaced reading of a joined name
    "f(f(f(1))) f(2) (f(3)) [f(4)]",  # calls inside calls, after brackets
    "(a(a(a( (a(b)", "f(" * 40, "f(1)" * 30,  # the 16-call cap
    'set("x@y.z") set("https://a.b") set(' + "x" * 4100 + ")",  # an address; too long
    "no call here", "(", "set(",
])
def test_the_calls_are_the_ones_the_search_per_name_found(text: str) -> None:
    for site in _SITES:
        found = concepts._own_call_spans(text, site)
        assert sorted(found) == sorted(_searched_per_name(text, site)), site


def test_the_names_are_kept_per_server() -> None:
    concepts._call_names.cache_clear()
    concepts._own_call_spans("f(1)", Site(tool="f", own_tools=_OWN))
    concepts._own_call_spans("set(2) and f(3)", Site(tool="set", own_tools=_OWN))
    info = concepts._call_names.cache_info()
    assert (info.misses, info.hits) == (1, 1)


_NAMED = "A change-ticket number approved in the ITSM tool"
_BY_USER = " must be supplied by the user."


def test_a_value_made_elsewhere_is_read_to_a_bound() -> None:
    near = _NAMED + _BY_USER
    start, end = near.index("the ITSM"), near.index(" must")
    assert shadowing._made_elsewhere(near, start, end)
    far = _NAMED + " for" * (shadowing._MADE_REACH // 4) + _BY_USER
    assert not shadowing._made_elsewhere(far, start, end)


def test_the_near_value_made_elsewhere_stays_read_away() -> None:
    tool = text_tool("Add a firewall rule. " + _NAMED + _BY_USER, {"change_ticket": "Ticket"},
                     name="fw_rule_add")
    assert "text-tool-shadowing" not in error_rule_ids(tool)
