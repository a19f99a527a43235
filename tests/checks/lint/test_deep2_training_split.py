"""The training script of `--deep` (scripts/train_learned.py) keeps its measure honest: the
group folds hold every set and every real server out exactly once, a named set in a fold of its
own, and the sets named BLIND (the next round's blind sets: heldout51, heldout52) never reach
the training data, while the last rounds' sets (heldout31, heldout32, train16, train17, heldout35,
heldout36, heldout37, heldout38, train18, train19, heldout39, heldout40, train20, train21,
heldout41, heldout42, train22, train23, heldout43, heldout44, train24, train25, heldout45,
heldout46, train26, train27, heldout47, heldout48, heldout49, heldout50) do, and
the documented retraining command holds heldout39+heldout40 as a fold of its own (deep12's
eighteenth, the fold the next model has never seen), after train20+train21 (deep12's
seventeenth), heldout37+heldout38 (deep11's sixteenth), train18+train19 (the fifteenth),
heldout35+heldout36 (the fourteenth) and train16+train17 (deep9's thirteenth)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT
from tests.support.scripts import load_script


def _script() -> ModuleType:
    return load_script("train_learned.py", "train_learned_deep2")


def _item(script: ModuleType, group: str, label: int = 0) -> object:
    return script.Item("x.json", 0, group, label, "a" if label else "benign", {}, "t")


def test_every_group_is_held_out_once_and_named_sets_alone() -> None:
    script = _script()
    groups = ["heldout10", "heldout11", "heldout12", "base", "train4", "train5a"] + [
        f"server:s{n}" for n in range(9)]
    items = [_item(script, g) for g in groups]
    fold = script.group_folds(items, ["heldout10+heldout11", "heldout12"])
    assert set(fold) == set(groups)
    assert fold["heldout10"] == fold["heldout11"] == 0 and fold["heldout12"] == 1
    assert set(fold.values()) == {0, 1}
    # the other groups are dealt over both folds, and the deal is the same every run
    others = [g for g in groups if not g.startswith("heldout")]
    assert {fold[g] for g in others} == {0, 1}
    assert script.group_folds(items, ["heldout10+heldout11", "heldout12"]) == fold


def test_blind_sets_never_reach_training(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = _script()
    blind = script.BLIND[0]
    tool = {"name": "t", "description": "d", "inputSchema": {"type": "object"}}
    for name in (f"poisoned_{blind}.json", "poisoned_train99.json"):
        (tmp_path / name).write_text(json.dumps([{"class": "b", "tool": tool}]), encoding="utf-8")
    (tmp_path / f"benign_{blind}.json").write_text(json.dumps([{"tool": tool}]), encoding="utf-8")
    monkeypatch.setattr(script, "LINT", tmp_path)
    assert [(i.group, i.label) for i in script.lint_items()] == [("train99", 1)]
    # the last round's sets are training data now, the next round's are blind
    assert script.BLIND == ("heldout51", "heldout52")


def test_last_rounds_sets_are_training_data(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    script = _script()
    tool = {"name": "t", "description": "d", "inputSchema": {"type": "object"}}
    for name in ("heldout31", "heldout32", "train16", "train17", "heldout35", "heldout37",
                 "train18", "heldout39", "train20", "heldout41", "train22", "heldout43",
                 "train24", "heldout45", "train26", "heldout47", "heldout49"):
        (tmp_path / f"poisoned_{name}.json").write_text(
            json.dumps([{"class": "e", "tool": tool}]), encoding="utf-8")
        (tmp_path / f"benign_{name}.json").write_text(json.dumps([{"tool": tool}]),
                                                      encoding="utf-8")
    monkeypatch.setattr(script, "LINT", tmp_path)
    assert sorted((i.group, i.label) for i in script.lint_items()) == [
        ("heldout31", 0), ("heldout31", 1), ("heldout32", 0), ("heldout32", 1),
        ("heldout35", 0), ("heldout35", 1), ("heldout37", 0), ("heldout37", 1),
        ("heldout39", 0), ("heldout39", 1), ("heldout41", 0), ("heldout41", 1),
        ("heldout43", 0), ("heldout43", 1), ("heldout45", 0), ("heldout45", 1),
        ("heldout47", 0), ("heldout47", 1), ("heldout49", 0), ("heldout49", 1),
        ("train16", 0), ("train16", 1), ("train17", 0), ("train17", 1), ("train18", 0),
        ("train18", 1), ("train20", 0), ("train20", 1), ("train22", 0), ("train22", 1),
        ("train24", 0), ("train24", 1), ("train26", 0), ("train26", 1)]


def _documented_folds() -> list[str]:
    """The --oof folds of the retraining command in docs/lint-learned.md."""
    text = (ROOT / "docs" / "lint-learned.md").read_text(encoding="utf-8")
    command = text.split("## Retraining", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    words = command.replace("\\\n", " ").split()
    folds = []
    for word in words[words.index("--oof") + 1:]:
        if word.startswith("-"):
            break
        folds.append(word)
    return folds


def test_the_documented_folds_hold_heldout39_and_heldout40_in_a_fold_of_their_own() -> None:
    script = _script()
    folds = _documented_folds()
    assert len(folds) == 18 and folds[-1] == "heldout39+heldout40"
    assert folds[-2] == "train20+train21" and folds[-3] == "heldout37+heldout38"
    assert folds[-4] == "train18+train19" and folds[-5] == "heldout35+heldout36"
    assert folds[-6] == "train16+train17" and "heldout31+heldout32" in folds
    groups = ["heldout39", "heldout40", "train20", "train21", "heldout37", "heldout38", "train18",
              "train19", "heldout35", "heldout36", "train16", "train17", "heldout31", "heldout32",
              "base"] + [f"server:s{n}" for n in range(20)]
    fold = script.group_folds([_item(script, g) for g in groups], folds)
    assert fold["heldout39"] == fold["heldout40"] == 17
    assert fold["train20"] == fold["train21"] == 16
    assert fold["heldout37"] == fold["heldout38"] == 15
    assert fold["train18"] == fold["train19"] == 14
    assert fold["heldout35"] == fold["heldout36"] == 13
    assert fold["train16"] == fold["train17"] == 12
    assert fold["heldout31"] == fold["heldout32"] == 11
    # every other group in one of the eighteen folds, none in a named set's fold alone
    assert {fold[g] for g in groups if g.startswith(("base", "server:"))} <= set(range(18))
    assert not any(blind in " ".join(folds) for blind in script.BLIND)


def test_a_refit_raises_the_threshold_over_every_benign_score_in_sample(
        capsys: pytest.CaptureFixture[str]) -> None:
    script = _script()
    # no benign tool over it: the threshold and its rule are kept
    assert script.raised_threshold(2.95, "rule R", 2.949) == (2.95, "rule R")
    assert "threshold 2.950 kept" in capsys.readouterr().out
    # one over it: the lowest multiple of 0.05 strictly over the highest benign score
    threshold, how = script.raised_threshold(2.927, "rule R", 2.931)
    assert threshold == 2.95 and how.startswith("rule R; raised at a refit to 2.950")
    assert "raised from 2.927 to 2.950" in capsys.readouterr().out
    assert script.raised_threshold(2.9, "rule R", 3.0)[0] == 3.05  # equal is not over
    # a second refit does not pile its note on the first one's
    again = script.raised_threshold(threshold, how, 3.01)[1]
    assert again.count("raised at a refit") == 1 and again.startswith("rule R; ")


def test_a_refit_keeps_the_shipped_settings() -> None:
    script = _script()
    about = json.loads(gzip.decompress(script.MODEL_PATH.read_bytes()))["about"]
    # the model file names its settings: a refit takes them whatever the command line says
    shipped = script.shipped_settings(script.Settings(c=1.0))
    assert shipped.describe() == about["settings"] and shipped.c == about["fit"]["c"]
    threshold, how = script.shipped_threshold(None, shipped)
    # the rule's own threshold, not a refit's raise over an in-sample benign score
    data = json.loads(gzip.decompress(script.MODEL_PATH.read_bytes()))
    assert threshold == about.get("base_threshold", data["threshold"]) <= data["threshold"]
    assert how == about["threshold_from"].split("; raised at a refit")[0]
    with pytest.raises(SystemExit, match="keeps the shipped model's settings"):
        script.shipped_threshold(None, script.Settings(c=1.0))


def test_a_refit_starts_from_the_rule_not_from_an_earlier_raise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stop 62: a refit raised 3.196 to 3.850 over one in-sample benign score, and the next refit,
    whose fit put every benign tool under 2.1, kept 3.850. A refit starts from the rule's own value
    and raises it again only if its own fit must."""
    script = _script()
    settings = script.shipped_settings(script.Settings())
    raised = {"threshold": 3.85, "about": {
        "settings": settings.describe(), "base_threshold": 3.196,
        "threshold_from": "rule R; raised at a refit to 3.850, the lowest multiple of 0.05 over "
                          "the highest in-sample benign score 3.810"}}
    path = tmp_path / "model.json.gz"
    path.write_bytes(gzip.compress(json.dumps(raised).encode("utf-8")))
    monkeypatch.setattr(script, "MODEL_PATH", path)
    assert script.shipped_threshold(None, settings) == (3.196, "rule R")
    # a file written before the base was recorded starts from its threshold
    del raised["about"]["base_threshold"]
    path.write_bytes(gzip.compress(json.dumps(raised).encode("utf-8")))
    assert script.shipped_threshold(None, settings) == (3.85, "rule R")


def test_a_real_tool_copied_into_a_corpus_set_sets_the_threshold_as_a_real_tool(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    script = _script()
    tool = {"name": "t", "description": "d", "inputSchema": {"type": "object"}}
    (tmp_path / "benign_heldout21.json").write_text(json.dumps([
        {"reason": "Source: some-server@1.0.0 (npm)", "tool": tool},
        {"reason": "written by hand: a near miss", "tool": tool}]), encoding="utf-8")
    monkeypatch.setattr(script, "LINT", tmp_path)
    copied, by_hand = script.lint_items()
    assert (copied.real, by_hand.real) == (True, False)
    server = script.Item("servers/s.json", 0, "server:s", 0, "benign", tool, "t", True)
    # the copied real tool scores highest: the real-tool rule stands over it, not over the server's
    threshold, how = script.oof_threshold([copied, by_hand, server], [3.0, 5.0, 1.0], 0.25, None)
    assert threshold == 3.25 and "1 of 1 benign corpus tools over it" in how
    assert "3.000 (lint/benign_heldout21.json#0)" in capsys.readouterr().out
