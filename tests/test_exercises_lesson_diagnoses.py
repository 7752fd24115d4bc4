"""What a learner reads after the typical slips the fresh English review of lessons 00–06
made in the lessons' own exercises (gaps 1 and 11), driven as the learner drives the widget:
a miscount ranked by the lesson's own topic (an open chinitsu counted at its closed value in
lesson 04), a second slip that gives the same number named beside it, a compound answer with
each fault named, a one-tile answer answered in one-tile words, the lone tile's wait, a
discard that is no wait, and menzen tsumo claimed on a ron."""

from __future__ import annotations

import re

import pytest

from mjlearn.exercises import check, generate
from mjlearn.exercises.base import Question, Verdict, diagnose, recomputed
from mjlearn.widgets import ExerciseWidget

TRY_AGAIN = "Try again: you have 1 more try before the answer is shown."


def feedback(kind, answer, **settings):
    widget = ExerciseWidget(kind, lang="en", **settings)
    widget.answer.value = answer
    widget.check_button.click()
    return " ".join(re.sub(r"<[^>]+>", " ", widget.feedback.value).split())


CASES = [
    # lesson 04: open chinitsu (6 han closed, 5 open) with a chi; 6 is kuisagari forgotten
    ("count_han", dict(seed=10, difficulty=3, taught=4), "6",
     "✗ Two different slips give this answer; check which one you made. Chinitsu (full flush) is worth one han less in an open hand, and this hand is open: "
     "you counted it as if the hand were closed. Or: You may have counted Menzen "
     "tsumo (self-draw with a closed hand), but this hand does not have it: that is 1 han too "
     "many. " + TRY_AGAIN),
    # lesson 06: riichi tsumo with one ura dora; 7 is the ura read from the dora indicator,
    # or pinfu counted on a wait that is not two-sided: both named
    ("count_han", dict(seed=41, difficulty=3, taught=6), "7",
     "✗ Two different slips give this answer; check which one you made. The ura dora come from their own indicators (the 5 of dots (5p)), not from the dora "
     "indicators a second time. Or: You may have counted Pinfu (no-points hand), but "
     "this hand does not have it: that is 1 han too many. " + TRY_AGAIN),
    # lesson 03: riichi + pinfu with 123s; 3 is tanyao counted over a terminal
    ("count_han", dict(seed=2, difficulty=1, taught=3), "3",
     "✗ You may have counted Tanyao (all simples), but this hand does not have it: that is 1 "
     "han too many. " + TRY_AGAIN),
    # lesson 01: the dora of a 9s indicator, answered with two tiles
    ("dora_from_indicator", dict(seed=13, difficulty=2, wrap=True, taught=1), "10s",
     "You wrote 2 tiles, but the answer is a single tile."),
    # lesson 01: a tanki on 6s answered with its neighbours
    ("find_waits", dict(seed=14, difficulty=1, picker=True, taught=1), "57s",
     "✗ A lone tile waits for its own copy, to make the pair; it does not wait on its "
     "neighbours the 5 of bamboo (5s) and the 7 of bamboo (7s). " + TRY_AGAIN),
    # lesson 02: waits 1s 7s 8s; 4s is held four times, and 8s left out: both faults named,
    # the missing wait not given away
    ("find_waits", dict(seed=3, difficulty=3, waits=3, exhausted=True, picker=True, taught=2),
     "147s",
     "✗ Two things to fix: all four copies of the 4 of bamboo (4s) are already in the hand, "
     "so it is not a wait; and at least one wait is missing. " + TRY_AGAIN),
    # lesson 02: waits on 2m, the 3m discarded twice is no wait: the hand is not furiten
    ("furiten", dict(seed=21, difficulty=1, picker=True, taught=2), "-",
     "✗ None of your own discards is one of your waits, so the hand is not furiten: a discard "
     "that is not a wait does not forbid a ron. " + TRY_AGAIN),
    # lesson 03: riichi and pinfu won by ron, answered riichi and menzen tsumo
    ("name_yaku", dict(seed=2, difficulty=1, taught=3), "Riichi, Menzen tsumo",
     "✗ Menzen tsumo needs a win by tsumo, and this hand was won by ron; it also has 1 yaku "
     "you did not name. " + TRY_AGAIN),
    # lesson 03: a closed tsumo with a pair of white dragons; the pair named as yakuhai
    ("name_yaku", dict(seed=47, difficulty=1, taught=3), "Menzen tsumo, Yakuhai: white dragon",
     "✗ Yakuhai (white dragon) needs a triplet, and this hand holds only a pair of it: a pair "
     "is not a yaku (it only adds fu). " + TRY_AGAIN),
    ("name_yaku", dict(seed=2, difficulty=1, taught=3), "Riichi, Pinfu, Menzen tsumo",
     "✗ Menzen tsumo needs a win by tsumo, and this hand was won by ron. " + TRY_AGAIN),
]


@pytest.mark.parametrize("kind, settings, answer, expected", CASES,
                         ids=[f"{c[0]}-{c[1]['seed']}-{c[2]}" for c in CASES])
def test_the_lessons_typical_slips_are_named(kind, settings, answer, expected):
    assert feedback(kind, answer, **settings).removesuffix(
        " The next questions are a little easier (level 1).").removesuffix(
        " The next questions are a little easier (level 2).") == expected


def test_the_open_chinitsu_is_the_rules_figure():
    # seed 000 §Yaku, EMA §4.2: chinitsu 6 han closed, 5 open; the hand has no other yaku
    # and no dora beside it (the indicator 3p points to 4p)
    question = generate("count_han", 10, 3, taught=4)
    assert check(question, "5").correct
    verdict = check(question, "6")
    assert verdict.misconception == "misconception.missed_one_open_reduction"
    assert verdict.params["yaku_list"] == ("chinitsu",)


def test_a_lesson_ranks_its_own_topic_first_and_keeps_the_other_slip():
    q = generate("count_han", 1, 1)
    early = recomputed("misconception.a", lambda q: 6, skill="dora.count")
    late = recomputed("misconception.b", lambda q: 6, skill="han.open_reduction")
    plain = diagnose(q, 6, 5, (early, late))
    assert (plain.misconception, plain.also[0][0]) == ("misconception.a", "misconception.b")
    ranked = diagnose(q, 6, 5, (early, late), rank={"dora.count": 1, "han.open_reduction": 3}.get)
    assert ranked.misconception == "misconception.b" and ranked.also[0][0] == "misconception.a"
    assert isinstance(ranked, Verdict) and not ranked.correct
