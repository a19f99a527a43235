"""The training script's `--progress FILE` (scripts/train_learned.py): every scored fold is kept
in the file, and a rerun with the same file, settings and folds reads those folds instead of
fitting them again, so a 14-fold run stopped on a loaded machine goes on where it stopped; a file
of another run (other settings, folds or tools, or the same number of tools with another text) is
refused, never mixed in."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from types import ModuleType
from typing import Any, cast

import pytest

from tests.checks.lint.test_deep2_training_split import _script

FOLDS = ["heldout10+heldout11", "heldout12"]


def _items(script: ModuleType) -> list[object]:
    groups = ["heldout10", "heldout11", "heldout12", "base"] + [f"server:s{n}" for n in range(4)]
    return [script.Item(f"lint/{g}.json", n, g, n % 2, "a" if n % 2 else "benign", {}, "t")
            for n, g in enumerate(groups)]


def _keep_every_fold(script: ModuleType, items: list[object], settings: object,
                     path: Path) -> list[float | None]:
    """Every fold kept in the progress file at PATH, each tool scored by its position."""
    fold = script.group_folds(items, FOLDS)
    kept = script.Progress(path, settings, FOLDS, False, items)
    scores: list[float | None] = [float(n) for n in range(len(items))]
    for k, name in enumerate(FOLDS):
        kept.keep(name, items, [n for n, i in enumerate(items) if fold[i.group] == k], scores)
    return scores


def test_a_fold_kept_in_the_progress_file_is_read_back_not_fitted(tmp_path: Path) -> None:
    script = _script()
    items = _items(script)
    settings = script.Settings()
    path = tmp_path / "progress.json"
    scores = _keep_every_fold(script, items, settings, path)
    assert set(json.loads(path.read_text(encoding="utf-8"))["scored"]) == set(FOLDS)
    # every fold is in the file: no fit runs (scikit-learn is not even imported)
    again = script.out_of_fold(items, FOLDS, settings, False, progress=path)
    assert again == scores


def test_a_progress_file_of_another_run_is_refused(tmp_path: Path) -> None:
    script = _script()
    items = _items(script)
    path = tmp_path / "progress.json"
    script.Progress(path, script.Settings(), FOLDS, False, items).keep(
        FOLDS[1], items, [2], [0.0, 0.0, 1.5] + [0.0] * 5)
    for settings, folds, tools in ((script.Settings(c=1.0), FOLDS, items),
                                   (script.Settings(), FOLDS[:1], items),
                                   (script.Settings(), FOLDS, items + items[:1])):
        with pytest.raises(SystemExit, match="holds folds of another run"):
            script.Progress(path, settings, folds, False, tools)
    resumed = script.Progress(path, script.Settings(), FOLDS, False, items)
    scores: list[float | None] = [None] * len(items)
    assert resumed.restore(FOLDS[1], items, [2], scores) and scores[2] == 1.5
    assert not resumed.restore(FOLDS[0], items, [0], scores)


def test_a_progress_file_of_the_same_number_of_other_texts_is_refused(tmp_path: Path) -> None:
    """(review60) A corpus entry edited between two runs (same tools, same count): its fold kept
    before was scored on the old text and is not read back as this run's."""
    script = _script()
    items = _items(script)
    settings = script.Settings()
    path = tmp_path / "progress.json"
    _keep_every_fold(script, items, settings, path)
    edited = [dataclasses.replace(cast(Any, item), text="an edited text") if n == 2 else item
              for n, item in enumerate(items)]
    with pytest.raises(SystemExit, match="holds folds of another run"):
        script.out_of_fold(edited, FOLDS, settings, False, progress=path)
