"""The figures lesson 13 (seed 003's family rules) states, checked against the seeds, the
rulesets sheet and the `mahjong` oracle, and the engine's agreement with them.

Standard values come from the oracle; kostaryov values from seed 003's own lists (chanta
2 han closed, dragon yakuhai 1 han each, no junchan, shousangen or ippatsu; payments
4 × Base on a ron) with the rulesets' §4 decision 4 (complete lists, all green with the 8 of
bamboo, 0 or less is out) and the inherited rounding up to 100 (rulesets row 30).
"""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import expected_answer, generate
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset
from mjlearn.table import GameState, final_scores, game_end
from riichi_oracle import score_with_mahjong


def both(**situation):
    return (score(Situation(rules="standard", **situation)),
            score(Situation(rules="kostaryov", **situation)))


def yaku_ids(result):
    return sorted(s.params["yaku"] for s in result.trace if s.code == "yaku.han")


def round_up_100(points):
    return -(-points // 100) * 100


def test_no_winds():
    hand = dict(hand="234m567p234s11122z", win="2z", seat_wind="S")
    assert score_with_mahjong(hand)["han"] == score(Situation(**hand)).han == 1
    with pytest.raises(MjlearnError) as caught:
        score(Situation(rules="kostaryov", **hand))
    assert caught.value.code == "no_wind_tiles"


def test_junchan_is_chanta():
    hand = dict(hand="123m789m123p789s99p", win="3p", seat_wind="S")
    oracle = score_with_mahjong(hand)
    standard, family = both(**hand)
    assert (standard.han, yaku_ids(standard)) == (oracle["han"], ["junchan"]) == (3, ["junchan"])
    assert standard.payments.amounts == oracle["payments"]
    # seed 003: chanta closed 2 han; 40 fu (20 + 10 closed ron + 2 penchan → 40)
    assert (family.han, family.fu, yaku_ids(family)) == (2, 40, ["chanta"])
    assert family.payments.amounts == {"discarder": round_up_100(4 * 40 * 2 ** (2 + 2))}


def test_shousangen():
    hand = dict(hand="234m678p55z666z777z", win="4m", seat_wind="S")
    oracle = score_with_mahjong(hand)
    standard, family = both(**hand)
    assert "shousangen" in [y["id"] for y in oracle["yaku"]]
    assert (standard.han, standard.limit) == (oracle["han"], "mangan")
    assert standard.payments.amounts == oracle["payments"] == {"discarder": 8_000}
    assert (family.han, yaku_ids(family)) == (2, ["yakuhai_chun", "yakuhai_hatsu"])


def test_ippatsu():
    hand = dict(hand="234m567p234678s88p", win="2s", riichi=True, ippatsu=True, seat_wind="S")
    standard, family = both(**hand)
    assert standard.han == score_with_mahjong(hand)["han"] == 4
    assert "ippatsu" not in yaku_ids(family) and family.han == 3


@pytest.mark.parametrize("win, multiple", [("5m", 2), ("6m", 1)])
def test_double_nine_gates_is_the_nine_sided_wait(win, multiple):
    hand = dict(hand="11123455678999m", win=win, seat_wind="S")
    assert score_with_mahjong(hand)["yakuman"] == multiple
    assert score(Situation(rules="kostaryov", **hand)).yakuman == multiple


def test_all_green_with_eights():
    # seed 003's ryuuiisou lists 2, 3, 4, 6 sou and the green dragon; rulesets §4 decision 4:
    # the missing 8 is the seed's slip, the family's all green follows the standard tiles.
    # Switched off, the option plays the list literally
    hand = dict(hand="22334466888s666z", win="6z", seat_wind="S")
    assert score_with_mahjong(hand)["yakuman"] == 1
    assert score(Situation(rules="kostaryov", **hand)).yakuman == 1
    literal = {"preset": "kostaryov", "ryuuiisou_8s": False}
    assert score(Situation(rules=literal, **hand)).yakuman == 0
    assert score(Situation(rules="kostaryov", hand="22233344466s666z", win="6z",
                           seat_wind="S")).yakuman == 1

def test_rounding_open_tanyao_and_open_ron_fu():
    hand = dict(hand="234m567p88s", win="4m", melds=[("chi", "234s"), ("chi", "678s")],
                dora="1m", seat_wind="S")
    base = 30 * 2 ** (2 + 2)
    assert 4 * base == 1_920 and round_up_100(4 * base) == 2_000
    for result in both(**hand):
        assert (result.han, result.fu) == (2, 30)
        assert result.payments.amounts == {"discarder": 2_000}


def test_end_of_game():
    after_south = GameState(scores=(41_000, 33_500, 24_500, 1_000), round_wind=2)
    assert game_end(after_south, get_ruleset("standard")).over
    assert not game_end(after_south, get_ruleset("kostaryov")).over
    points = (41_200, 33_500, 25_600, -300)
    assert final_scores(points, get_ruleset("kostaryov")).scores == points


def test_the_exercise_hand_loses_junchan():
    # the lesson's count_han: 789m 99p 123s 123s 789s, closed ron on 1s — junchan (3 han
    # closed) in standard, only chanta (2 han closed) for the family: 4 han against 5
    question = generate("count_han", 6, 2, "kostaryov", differs_from="standard")
    situation = dict(question.data.get("situation", question.data))
    standard = score(Situation.from_json({**situation, "rules": "standard"}))
    family = score(Situation.from_json(situation))
    assert set(yaku_ids(standard)) == {"pinfu", "iipeikou", "junchan"}
    assert set(yaku_ids(family)) == {"pinfu", "iipeikou", "chanta"}
    assert (family.han, standard.han) == (4, 5)
    assert expected_answer(question) == 4


def test_the_payments_exercise_pays_less_for_the_family():
    # riichi, tsumo and chanta (2 han closed): 4 han 30 fu, basic 30 × 2^6 = 1 920, so
    # 2 000 from each other non-dealer and 3 900 from the dealer (the non-dealers' share
    # first); in standard junchan makes it 5 han, a mangan: 2 000 / 4 000
    question = generate("hand_payments", 5, 1, "kostaryov", differs_from="standard")
    situation = dict(question.data["situation"])
    assert situation["tsumo"] and situation["seat_wind"] != "E"
    assert 30 * 2 ** (2 + 4) == 1_920
    assert expected_answer(question) == (2_000, 3_900)
    standard = score(Situation.from_json({**situation, "rules": "standard"}))
    assert standard.payments.amounts == {"dealer": 4_000, "non_dealer": 2_000}


def test_the_lessons_green_hand_holds_the_8_the_family_left_out():
    # seed 003 lists "только" 2, 3, 4, 6 of bamboo and the green dragon; the lesson's hand
    # adds three 8s, and is all green under both rulesets (rulesets §4 decision 4; standard:
    # the oracle), one yakuman: 32,000 from the discarder
    hand = dict(hand="22334466888s666z", win="6z", seat_wind="S")
    assert set(hand["hand"][:11]) == set("23468") and hand["hand"][11:] == "s666z"
    assert score(Situation(rules="kostaryov", **hand)).payments.amounts == {"discarder": 32_000}
    assert score_with_mahjong(hand)["yakuman"] == 1
    assert score(Situation(rules="kostaryov", **hand)).yakuman == 1
