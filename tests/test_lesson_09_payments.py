"""The figures lesson 09 (payments) states in prose, checked against the rules and the
``mahjong`` oracle, and the engine checked to agree with them.

Sources: rulesets rows 16–22 and §3 P1–P3 in ``shared/riichi_rulesets.md``; ``mahjong``
2.1.0's ``ScoresCalculator`` (honba as ``tsumi_number``, sticks as ``kyoutaku_number``).
"""

from __future__ import annotations

from pathlib import Path

from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.hand_calculating.scores import ScoresCalculator

import mjlearn.lessons
from mjlearn.riichi import Situation, score
from mjlearn.rules import PRESETS, get_ruleset
from mjlearn.table import ExhaustiveDraw, GameState, Win, settle, win_from_score

STANDARD = get_ruleset("standard")
SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "09_payments.md"
HAND = "234m567p234678s88p"


def oracle(han: int, fu: int, *, tsumo: bool, honba: int = 0, sticks: int = 0) -> dict:
    config = HandConfig(is_tsumo=tsumo, player_wind=29, round_wind=27, tsumi_number=honba,
                        kyoutaku_number=sticks)
    return ScoresCalculator.calculate_scores(han, fu, config, False)


def test_table_rules_stated_in_the_lesson():
    # 25 000 to start (seeds 000, 001), 300 per honba, a 1 000 stick, 3 000 for noten
    assert (STANDARD.start_points, STANDARD.honba_points, STANDARD.riichi_deposit,
            STANDARD.noten_total) == (25_000, 300, 1_000, 3_000)
    # nobody in the three presets plays head bump: several winners are allowed
    assert all(rules.max_ron_winners >= 2 for rules in PRESETS.values())
    assert PRESETS["kostaryov"].multi_ron_honba == STANDARD.multi_ron_honba == "first_after_discarder"
    assert PRESETS["kostaryov"].multi_ron_sticks == STANDARD.multi_ron_sticks == "first_after_discarder"
    assert PRESETS["ema"].multi_ron_honba == "every_winner"
    assert PRESETS["ema"].multi_ron_sticks == "first_after_discarder_keep_own"


def test_honba_300_from_the_discarder_or_100_from_each():
    ron = oracle(3, 30, tsumo=False, honba=2)
    tsumo = oracle(4, 20, tsumo=True, honba=2)
    assert ron["main_bonus"] == 2 * 300
    assert tsumo["main_bonus"] == tsumo["additional_bonus"] == 2 * 100
    tsumo_result = score(Situation(HAND, win="2s", riichi=True, tsumo=True, seat_wind="W", honba=2))
    assert tsumo_result.payments.honba == 3 * 2 * 100
    assert tsumo_result.total == tsumo["main"] + 2 * tsumo["additional"] + 3 * tsumo["main_bonus"] == 5800
    ron_result = score(Situation(HAND, win="2s", riichi=True, seat_wind="W", honba=2))
    state = GameState(scores=(25_000,) * 4, dealer=0, honba=2)
    settlement = settle(state, win_from_score(ron_result, winner=2, discarder=1), STANDARD, riichi=[2])
    honba_steps = [s for s in settlement.steps if s.code == "settle.honba"]
    assert [(s.params["payer"], s.value) for s in honba_steps] == [(1, ron["main_bonus"])]
    assert settlement.after.honba == 0          # a non-dealer won: back to zero


def test_draw_then_the_next_winner_takes_the_sticks():
    table = GameState(scores=(25_000,) * 4, dealer=0)
    draw = settle(table, ExhaustiveDraw(tenpai={0, 1, 3}), STANDARD, riichi=[1, 3])
    # one noten player pays 1 000 to each tenpai player: 3 000 in all
    assert draw.deltas == (1000, 1000 - 1000, -3000, 1000 - 1000)
    assert (draw.after.riichi_sticks, draw.after.honba, draw.after.dealer) == (2, 1, 0)
    # the next round: a non-dealer's ron worth 960 basic points, i.e. 3 900
    ron = oracle(3, 30, tsumo=False, honba=1, sticks=2)
    assert 960 * 4 == 3840 and ron["main"] == 3900
    nxt = settle(draw.after, Win(winner=2, basic=960, discarder=0), STANDARD)
    assert nxt.deltas[2] == ron["total"] == 3900 + 300 + 2000
    assert nxt.after.riichi_sticks == 0


def test_double_ron_standard_and_ema():
    before = GameState(scores=(25_000,) * 4, dealer=0, honba=1, riichi_sticks=1)
    winners = [Win(winner=2, basic=2000, discarder=1, limit="mangan"), Win(winner=3, basic=960, discarder=1)]
    std = settle(before, winners, STANDARD, riichi=[3])
    # player 3 (first after the discarder): 8 000 + 300 + both sticks; player 4: 3 900 − own stick
    assert std.deltas == (0, -(8000 + 300 + 3900), 8000 + 300 + 2000, 3900 - 1000)
    ema = settle(before, winners, get_ruleset("ema"), riichi=[3])
    assert ema.deltas == (0, -(8000 + 300 + 3900 + 300), 8000 + 300 + 1000, 3900 + 300)


def test_double_ron_with_the_dealer_among_the_winners():
    # the dealer (player 1) ron on 960 basic: 960 x 6 = 5 760 -> 5 800; player 3 a mangan,
    # 8 000, and the 1 honba (300), being first after the discarder (player 2)
    assert oracle(3, 30, tsumo=False)["main"] == 3_900          # 960 basic for a non-dealer
    state = GameState(scores=(25_000,) * 4, dealer=0, honba=1)
    result = settle(state, [Win(winner=0, basic=960, discarder=1),
                            Win(winner=2, basic=2000, discarder=1, limit="mangan")], STANDARD)
    assert result.deltas == (5_800, -14_100, 8_300, 0)
    # the dealer won: the deal stays, one more honba (rulesets row 20)
    assert (result.after.dealer, result.after.honba) == (0, 2)
    assert "dealer_among = [Win(winner=0, basic=960, discarder=1)" in SOURCE.read_text()


def test_the_faded_tsumo_asks_for_the_share_its_blank_holds():
    # 09 faded-tsumo: a non-dealer's tsumo of 2 han 30 fu, 480 basic points; the blank is
    # the first payment step, each other non-dealer's 480 × 1 → 500 (the dealer: 1,000)
    from mjlearn.widgets import FadedExample
    hand = Situation("123m456p789s55s", win="5s", tsumo=True, melds=[("pon", "222z")],
                     seat_wind="S", round_wind="S")
    assert oracle(2, 30, tsumo=True)["main"] == 1_000 and oracle(2, 30, tsumo=True)["additional"] == 500
    faded = FadedExample(hand, blank="payment.tsumo")
    assert (faded.blank.params["payer"], faded.blank.params["amount"]) == ("non_dealer", 500)
    faded.answer.value = "500"
    assert faded.check() is True
    cell = SOURCE.read_text(encoding="utf-8").split("%% markdown faded-tsumo", 1)[1].split("%%", 1)[0]
    assert "what each of the two other non-dealers pays" in cell and "dealer pays" not in cell
