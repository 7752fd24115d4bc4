"""The fourth fresh English review (docs/reviews/en-course-round4.md): the engine's side.

Each figure below is worked from the rules (basic points = fu × 2^(2 + han), each payment
rounded up to the next 100; a yakuman's basic points are 8,000, a mangan's 2,000; the
final score rounds to the thousand, …500 down, from a 30,000 baseline), not read off the
code under test.
"""

from __future__ import annotations

import re

import pytest

from mjlearn.exercises import ProgressStore, Tries, expected_answer, generate
from mjlearn.exercises.kinds.riichi_kinds import result, situation
from mjlearn.i18n.render import render_step
from mjlearn.trace import Step

TRY_AGAIN = "Try again: you have 1 more try before the answer is shown."


def prompt(q, lang="en"):
    return render_step(Step(q.prompt[0], q.prompt[1], None), lang)


def first_try(q, answer, lang="en"):
    _tries, fb = Tries(q).check(answer)
    return [render_step(s, lang) for s in fb.steps]


def second_try(q, answer, lang="en"):
    tries, _ = Tries(q).check(answer)
    _tries, fb = tries.check(answer)
    return [render_step(s, lang) for s in fb.steps]


# --- 1. a hand's prompt in short sentences ------------------------------------------------

def test_the_prompt_says_who_won_then_the_tiles_then_asks():
    q = generate("count_han", 9)
    assert prompt(q) == (
        "A non-dealer, whose seat wind is West, won this hand by tsumo after declaring "
        "riichi. The winning tile was the South wind (2z), and the round wind was East. "
        "This hand holds no dora. How many han is it worth?")
    # one sentence for who won and how, one for the tiles and round, then the question
    assert len(re.findall(r"[.?](?= |$)", prompt(q))) == 4


@pytest.mark.parametrize("lang, start", [
    ("es", "Un no Dealer, con viento de asiento Oeste, ganó esta mano"),
    ("it", "Il giocatore seduto a Ovest, un non mazziere, ha vinto questa mano"),
    ("pl", "Nierozdający, którego wiatrem jest Zachód, wygrał tą ręką"),
    ("ru", "Недилер (его ветер места — Запад) выиграл эту руку"),
])
def test_the_prompt_is_split_in_every_language(lang, start):
    text = prompt(generate("count_han", 9), lang)
    assert text.startswith(start) and ";" not in text


# --- 2. no untaught "guest wind" ----------------------------------------------------------

def test_a_wind_neither_seat_nor_round_is_said_in_taught_words():
    # West seat, East round, a triplet of South (222z): no yakuhai; riichi + menzen tsumo
    # are the hand's 2 han, so 3 is the South triplet counted
    q = generate("count_han", 9)
    sit = situation(q)
    assert (sit["hand"], sit["seat_wind"], sit["round_wind"]) == ("234567m11456s222z", "W", "E")
    assert expected_answer(q) == 2
    assert first_try(q, "3") == [
        "222z is a wind that is neither the winner's seat wind nor the round wind: its "
        "triplet is no yaku and adds no han.", TRY_AGAIN]
    assert "guest" not in " ".join(first_try(q, "3"))


# --- 3. name_yaku: which condition fails ---------------------------------------------------

def test_pinfu_named_for_a_hand_that_fails_each_of_its_conditions():
    # 234m 456p 678p 777s + pair 55z (white dragon), won on the 5z: a triplet, a value
    # pair and a tanki wait, each of which rules pinfu out
    q = generate("name_yaku", 47)
    assert situation(q)["hand"] == "234m456678p777s55z" and situation(q)["win"] == "5z"
    assert first_try(q, "Pinfu, Menzen tsumo") == [
        "This hand does not have Pinfu (no-points hand). 777s is not a sequence, and that "
        "yaku needs four sequences. The pair 55z is a dragon or the winner's seat or round "
        "wind, so it adds fu; that yaku needs a pair that adds none. The wait is a tanki "
        "(pair wait), and that yaku needs a ryanmen (two-sided wait).", TRY_AGAIN]


def test_toitoi_and_riichi_named_for_a_closed_all_sequence_hand():
    q = generate("name_yaku", 31)
    sit = situation(q)
    assert sit["hand"] == "22334455667m44s4m" and not sit["riichi"]
    right = "Menzen tsumo, Pinfu, Iipeikou, Tanyao"
    assert {y.id for y in result(q).yaku} == {"menzen_tsumo", "pinfu", "iipeikou", "tanyao"}
    assert first_try(q, right + ", Toitoi")[0] == (
        "This hand does not have Toitoi (all triplets). 234m is a sequence, and that yaku "
        "needs four triplets.")
    assert first_try(q, right + ", Riichi")[0] == (
        "This hand does not have Riichi. The winner did not declare riichi.")


def test_a_yaku_missing_besides_is_said_too():
    # 66m 777m 456p 777p 555z: chanta named, but 777m has no terminal or honour; the
    # hand's own menzen tsumo, sanankou and white dragon are left out
    q = generate("name_yaku", 2)
    assert situation(q)["hand"] == "66777m456777p555z"
    assert first_try(q, "Riichi, Pinfu, Chanta")[0] == (
        "This hand does not have Chanta (a terminal or honour in every set and the pair). "
        "777m holds no "
        "terminal or honour, and that yaku needs one in every set and in the pair. The hand "
        "also has a yaku you did not name.")


# --- 4. hand_payments: the han or fu slip, the yakuman's split ----------------------------

def test_a_payment_one_han_off_is_named_as_the_next_cell():
    # 3 han 30 fu, a non-dealer's ron: 30 × 2^5 = 960, × 4 = 3,840 → 3,900; 7,700 is
    # 4 han 30 fu (1,920 × 4 = 7,680 → 7,700)
    q = generate("hand_payments", 14, 2)
    res = result(q)
    assert (res.han, res.fu, situation(q)["tsumo"]) == (3, 30, False)
    assert expected_answer(q) == (3900,)
    assert first_try(q, "7700") == [
        "That is what 4 han and 30 fu pay, the next cell of the table: this hand has 3 han "
        "and 30 fu.", TRY_AGAIN]


def test_a_yakuman_split_as_equal_shares_or_as_a_mangan_is_named():
    # a non-dealer's yakuman tsumo: 8,000 from each non-dealer, 16,000 from the dealer
    q = generate("hand_payments", 52, 2, yakuman=True)
    assert expected_answer(q) == (8000, 16000)
    assert first_try(q, "8000/8000") == [
        "You had the dealer pay the same as each non-dealer: on a tsumo the dealer pays "
        "twice a non-dealer's share.", TRY_AGAIN]
    # 2,000 / 4,000 is a mangan's tsumo: a yakuman's 8,000 basic points are 4 mangans
    assert first_try(q, "2000/4000") == [
        "You paid this hand as a mangan, but it is a yakuman: its basic points are 4 times "
        "a mangan's.", TRY_AGAIN]


# --- 5. the last try of final_score and round_settlement: where it first differs --------

def test_final_score_says_which_player_and_step_first_differ():
    # 20,700 / 32,400 / 30,800 / 16,100 → 21 / 32 / 31 / 16 thousand: −9, +2, +1, −14
    # from 30,000, and first place takes minus the others' sum, +22
    q = generate("final_score", 3)
    assert q.data["points"] == (20700, 32400, 30800, 16100)
    assert expected_answer(q) == (-9, 22, 1, -14)
    # player 3's 30,800 cut down to 30,000: the rounding step
    assert second_try(q, "-9/22/0/-14")[0] == (
        "Start with player 3, whose amount goes wrong at this step: Player 3 "
        "holds 30,800 points, rounded to 31,000 points.")
    # player 4's −15 is no rounding of 16,100: the subtraction step
    assert second_try(q, "-9/22/1/-15")[0] == (
        "Start with player 4, whose amount goes wrong at this step: Player 4 "
        "scores (16,000 − 30,000) ÷ 1,000 = −14.")
    assert not any(line.startswith("Work it through again")
                   for line in second_try(q, "1/2/3/4"))


def test_round_settlement_says_which_player_and_step_first_differ():
    # lesson 09's round: 3 han 40 fu ron, 1,280 × 4 → 5,200 from player 2 to player 4,
    # +300 for the honba, the 4 riichi sticks (2 on the table, 2 declared) to player 4
    q = generate("round_settlement", 5, 2)
    assert expected_answer(q) == (-1000, -6500, 0, 9500)
    # player 2 answered −5,500: their riichi stake of 1,000 left out
    assert second_try(q, "-1000/-5500/0/8500")[0] == (
        "Start with player 2, whose amount goes wrong at this step: Player 2 "
        "declares riichi and puts 1,000 points on the table.")
    # player 4's 9,000 is no one payment off: their first payment is named
    assert second_try(q, "-1000/-6500/0/9000")[0] == (
        "Start with player 4, whose amount goes wrong at this step: Player 2 "
        "discarded the winning tile and pays 5,200 points to player 4.")


# --- 6. two slips, and the level said once the question is done --------------------------

def test_two_slips_read_as_two_sentences():
    # a closed ron whose 30 fu the learner gave as 30 − 10 = 20 … or 38 rounded down
    from tests.test_exercises_tutor import WRONG_KNOWN, fu_question
    lines = first_try(fu_question(), str(WRONG_KNOWN))
    assert lines[0].startswith("Two different slips give this answer")
    assert lines[2].startswith("Or: You rounded ")
    assert "Or perhaps:" not in " ".join(lines)


def test_the_level_change_waits_until_the_question_is_done():
    w = __import__("mjlearn.widgets", fromlist=["ExerciseWidget"]).ExerciseWidget(
        "count_fu", seed=1, difficulty=2, lang="en", store=ProgressStore(":memory:"))
    seen = []
    for _ in range(4):
        w.answer.value = str(expected_answer(w.question) + 70)
        w.check_button.click()
        seen.append((w.tries.finished, 'data-code="level"' in w.feedback.value, w.difficulty))
        if w.tries.finished:
            w.next_button.click()
    # the second question's first miss lowers the level (2 → 1); it is said only with the
    # answer shown after its second miss
    assert seen == [(False, False, 2), (True, False, 2), (False, False, 1), (True, True, 1)]
