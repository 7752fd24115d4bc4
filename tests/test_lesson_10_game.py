"""The figures lesson 10 (a whole game) states or relies on, checked against the seeds and
the rulesets sheet, and the engine's agreement with them.

Sources: seed 000 §Calcular los puntos (start 25 000: 1 × 10 000, 2 × 5 000, 4 × 1 000,
10 × 100) and §Calcular los puntos finales (baseline 30 000; the example 56 800 / 32 400 /
19 100 / −8 300 → +47 / +2 / −11 / −38); rulesets rows 18–21 (honba 300, +1 after a dealer
win or a draw, 0 after another player's win; noten 3 000 in all), row 27 and §4 decision 3
(bust below zero; …500 rounds down), §4 decision 4 (kostaryov: 0 or less is out); the hands'
values come from the `mahjong` oracle.
"""

import re
from itertools import product
from pathlib import Path

import pytest

import mjlearn.lessons
from mjlearn.exercises import generate
from mjlearn.i18n import render_game_end
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset
from mjlearn.table import (STARTING_SET, ExhaustiveDraw, GameState, Sticks, final_scores,
                           game_end, game_final_scores, new_game, pay_with_sticks,
                           round_half_down_1000, settle, win_from_score)
from riichi_oracle import score_with_mahjong

STANDARD = get_ruleset("standard")
DENOMINATIONS = (10_000, 5_000, 1_000, 100)


def fewest_sticks(payer: dict, payee: dict, amount: int) -> int:
    """Brute force: the fewest sticks that can move so that exactly ``amount`` changes hands."""
    best = None
    ranges = [range(-payee.get(d, 0), payer.get(d, 0) + 1) for d in DENOMINATIONS]
    for nets in product(*ranges):
        if sum(d * n for d, n in zip(DENOMINATIONS, nets)) == amount:
            moved = sum(abs(n) for n in nets)
            best = moved if best is None else min(best, moved)
    return best


def test_starting_points_and_sticks():
    assert STARTING_SET.as_dict() == {10_000: 1, 5_000: 2, 1_000: 4, 100: 10}
    assert STARTING_SET.value == 25_000
    assert new_game(STANDARD).scores == (25_000,) * 4


@pytest.mark.parametrize("payer, payee, amount, moved", [
    # "two sticks of 1 000 and one stick of 100 back move only three"
    ({10_000: 1, 5_000: 2, 1_000: 4, 100: 10}, {10_000: 1, 5_000: 2, 1_000: 4, 100: 10}, 1_900, 3),
    # the cell: 2 700 with only two sticks of 100
    ({5_000: 1, 1_000: 3, 100: 2}, {1_000: 1, 100: 5}, 2_700, 6),
])
def test_fewest_sticks(payer, payee, amount, moved):
    assert fewest_sticks(payer, payee, amount) == moved
    payment = pay_with_sticks(Sticks.of(payer), Sticks.of(payee), amount)
    assert payment.moved == moved
    assert payment.given.value - payment.change.value == amount


@pytest.mark.parametrize("tenpai, deltas", [
    ({0}, (3_000, -1_000, -1_000, -1_000)),
    ({0, 1}, (1_500, 1_500, -1_500, -1_500)),
    ({0, 1, 2}, (1_000, 1_000, 1_000, -3_000)),
    (set(), (0, 0, 0, 0)),
    ({0, 1, 2, 3}, (0, 0, 0, 0)),
])
def test_noten_payments(tenpai, deltas):
    assert settle(new_game(STANDARD), ExhaustiveDraw(tenpai=tenpai), STANDARD).deltas == deltas


def test_the_draw_table_splits_the_3000_between_the_players():
    # 10 draw: with two tenpai, each noten player pays 1,500, 750 to each tenpai player
    text = (Path(mjlearn.lessons.__file__).parent / "source" / "10_game.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:4]]
            for line in text.splitlines() if re.match(r"^\| [1-3] \|", line)}
    assert rows == {"1": ["1,000", "3,000, 1,000 from each"],
                    "2": ["1,500, 750 to each tenpai player", "1,500, 750 from each"],
                    "3": ["3,000, 1,000 to each tenpai player", "1,000"]}
    result = settle(new_game(STANDARD), ExhaustiveDraw(tenpai={0, 2}), STANDARD)
    noten = [(s.params["payer"], s.params["receiver"], s.value) for s in result.steps
             if s.code == "settle.noten"]
    assert noten == [(1, 0, 750), (1, 2, 750), (3, 0, 750), (3, 2, 750)]
    assert "receives 1,500 from each" not in text


def test_the_lesson_game():
    state = new_game(STANDARD)
    # East 1: the dealer's riichi ron on player 3 (seat 2); the oracle's payment
    first = dict(hand="234m567p234678s88p", win="2s", riichi=True, seat_wind="E")
    assert score_with_mahjong(first)["payments"] == {"discarder": 5_800}
    round_ = settle(state, win_from_score(score(Situation(**first)), 0, 2), STANDARD, riichi=[0])
    assert round_.deltas == (5_800, 0, -5_800, 0)
    state = round_.after
    assert (state.dealer, state.honba, state.riichi_sticks) == (0, 1, 0)   # renchan, +1 honba
    # East 1, one honba: player 2's riichi, only player 2 tenpai; the dealer is noten
    round_ = settle(state, ExhaustiveDraw(tenpai={1}), STANDARD, riichi=[1])
    state = round_.after
    assert (state.dealer, state.honba, state.riichi_sticks) == (1, 2, 1)
    assert sum(state.scores) + 1_000 * state.riichi_sticks == 100_000
    # East 2, two honba: player 4's tsumo; 100 per honba from each of the three others
    third = dict(hand="123456789p234s55m", win="9p", tsumo=True, seat_wind="W")
    assert score_with_mahjong(third)["payments"] == {"dealer": 2_600, "non_dealer": 1_300}
    round_ = settle(state, win_from_score(score(Situation(**third)), 3), STANDARD)
    assert round_.deltas == (-1_500, -2_800, -1_500, 1_300 * 2 + 2_600 + 3 * 200 + 1_000)
    state = round_.after
    assert (state.dealer, state.honba, state.riichi_sticks) == (2, 0, 0)
    # East 3: daisangen on the dealer's discard; player 3 goes below zero: bust
    fourth = dict(hand="123m99p555666777z", win="7z", seat_wind="W")
    assert score_with_mahjong(fourth)["payments"] == {"discarder": 32_000}
    state = settle(state, win_from_score(score(Situation(**fourth)), 0, 2), STANDARD).after
    assert state.scores[2] < 0
    end = game_end(state, STANDARD)
    assert end.over and end.busted == (2,)
    assert render_game_end(end, "en") == "The game is over: player 3 is bust."   # the cell
    # seed 000's method by hand: the others round, subtract 30 000; the first takes the rest
    others = {seat: (round_half_down_1000(p) - 30_000) // 1_000
              for seat, p in enumerate(state.scores) if seat != 0}
    assert game_final_scores(state, STANDARD).scores == (-sum(others.values()), others[1],
                                                        others[2], others[3])


def test_bust_by_preset():
    level = GameState(scores=(45_000, 30_000, 25_000, 0))
    assert [game_end(level, get_ruleset(name)).over for name in ("standard", "kostaryov", "ema")] \
        == [False, True, False]
    assert [render_game_end(game_end(level, get_ruleset(name)), "en")
            for name in ("standard", "kostaryov", "ema")] == [
        "The game goes on.", "The game is over: player 4 is bust.", "The game goes on."]


def test_seed_000_final_score_and_rounding():
    points = (56_800, 32_400, 19_100, -8_300)
    assert final_scores(points, STANDARD).scores == (47, 2, -11, -38)
    # oka: 4 × (30 000 − 25 000) go to the first player: 26.8 + 20 → 47 (rounded)
    assert 4 * (STANDARD.return_points - STANDARD.start_points) == 20_000
    assert [round_half_down_1000(p) for p in (32_500, 32_600, -8_300, -8_500)] == \
        [32_000, 33_000, -8_000, -9_000]
    # uma +15/+5/−5/−15 thousand on top: the losers +2+5, −11−5, −38−15; the first the rest
    with_uma = STANDARD.with_options(uma=(15_000, 5_000, -5_000, -15_000))
    assert final_scores(points, with_uma).scores == (62, 7, -16, -53)


def test_the_exercises_fit_the_lesson():
    sticks = generate("pay_with_sticks", 4, 2)          # change makes it shorter
    payer = dict(zip(DENOMINATIONS, sticks.data["payer"]))
    payee = dict(zip(DENOMINATIONS, sticks.data["payee"]))
    assert fewest_sticks(payer, payee, sticks.data["amount"]) < \
        fewest_sticks(payer, {}, sticks.data["amount"])
    round_ = generate("round_settlement", 1, 1)         # honba and sticks on the table
    assert round_.data["honba"] and round_.data["sticks"]
    final = generate("final_score", 3, 2)               # a …500 to round, below first place
    points = final.data["points"]
    assert any(p % 1_000 == 500 for p in points if p != max(points))
