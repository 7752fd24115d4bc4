"""The rules a learner picks once on the start page, kept with their progress (issue 24,
item 2): the store's "ruleset" setting, the RulesetPicker, and every exercise following it."""

from __future__ import annotations

import sqlite3

import pytest

from mjlearn import MjlearnError
from mjlearn.exercises import ProgressStore
from mjlearn.i18n.render import name, ruleset_name
from mjlearn.widgets import ExerciseWidget, RulesetPicker, chosen_ruleset
from mjlearn.widgets.labels import label


def test_the_choice_is_kept_per_learner_across_sessions(tmp_path):
    path = tmp_path / "progress.sqlite3"
    with ProgressStore(path, "ana") as store:
        assert store.setting("ruleset") is None and chosen_ruleset(store) == "standard"
        assert store.set_setting("ruleset", "ema")
    with ProgressStore(path, "ana") as store:
        assert store.setting("ruleset") == "ema" and chosen_ruleset(store) == "ema"
    with ProgressStore(path, "ben") as store:
        assert store.setting("ruleset", "standard") == "standard"


def test_an_unknown_setting_is_a_typed_error(tmp_path):
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        with pytest.raises(MjlearnError):
            store.set_setting("colour", "red")
        with pytest.raises(MjlearnError):
            store.setting("colour")


def test_a_store_of_the_previous_version_gains_the_settings(tmp_path):
    path = tmp_path / "old.sqlite3"
    with ProgressStore(path) as store:
        assert store.set_setting("ruleset", "kostaryov")
    db = sqlite3.connect(path)
    db.execute("DROP TABLE settings")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with ProgressStore(path) as store:
        assert store.setting("ruleset") is None
        assert store.set_setting("ruleset", "ema") and store.setting("ruleset") == "ema"


def test_a_chosen_name_that_is_no_preset_falls_back_to_the_standard_rules(tmp_path):
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.set_setting("ruleset", "house")
        assert chosen_ruleset(store) == "standard"
    assert chosen_ruleset(None) == "standard"


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_the_picker_keeps_the_choice_and_the_exercises_follow_it(tmp_path, lang):
    store = ProgressStore(tmp_path / "p.sqlite3")
    picker = RulesetPicker(lang=lang, store=store)
    assert picker.rules.value == "standard"
    assert picker.rules.description == label("ruleset_choice", lang)
    names = dict((value, text) for text, value in picker.rules.options)
    assert names["ema"] == name("ruleset_title", "ema", lang)   # a title, as every list of rules
    picker.rules.value = "ema"
    assert store.setting("ruleset") == "ema"
    assert ruleset_name("ema", lang) in picker.message.value
    followed = ExerciseWidget("count_han", seed=4, difficulty=1, store=store, lang=lang)
    assert followed.ruleset == "ema" and followed.question.ruleset == "ema"
    fixed = ExerciseWidget("count_han", seed=4, difficulty=1, store=store, ruleset="standard")
    assert fixed.question.ruleset == "standard"
    assert RulesetPicker(lang=lang, store=store).rules.value == "ema"   # shown as chosen
    store.close()


def test_without_a_store_the_picker_and_exercises_use_the_standard_rules():
    picker = RulesetPicker(lang="en", store=None)
    picker.rules.value = "kostaryov"
    assert "Kostaryov" in picker.message.value
    assert ExerciseWidget("count_han", seed=4, difficulty=1, store=None).ruleset == "standard"


def test_an_exercise_the_chosen_rules_cannot_pose_keeps_the_standard_rules(tmp_path):
    # lesson 12's abortive draw at level 2 (seed 123) needs a draw the EMA rules do not play
    from mjlearn.exercises import generate

    with pytest.raises(MjlearnError):
        generate("abortive_draw", 123, 2, "ema")
    store = ProgressStore(tmp_path / "p.sqlite3")
    store.set_setting("ruleset", "ema")
    widget = ExerciseWidget("abortive_draw", seed=123, difficulty=2, store=store)
    assert widget.ruleset == "standard" and widget.question.ruleset == "standard"
    assert ExerciseWidget("count_han", seed=4, difficulty=1, store=store).ruleset == "ema"
    store.close()
