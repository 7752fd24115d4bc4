"""The figures lesson 05 (yakuman) states in its prose, checked against the rules and the
reference package ``mahjong`` (through ``riichi_oracle``), and the engine's agreement.

Prose figures: a yakuman is 8 000 basic points, four times a mangan (2 000); the closed
full flush of the kazoe example reaches 14 han, a kazoe yakuman in ``standard`` and a
sanbaiman in ``ema``; the four-winds hand is four limits in ``standard`` and one in
``ema``; the 13-sided kokushi is double in ``standard``, single in ``ema``; the double
yakuman lists per preset; EMA's renhou is a fixed 5 han.
"""

from __future__ import annotations

import pytest

from mjlearn.riichi import Situation, score
from mjlearn.riichi.points import basic_points
from mjlearn.rules import get_ruleset

from riichi_oracle import expected_result

# rulesets §1 row 32: yakuman 8000 basic points, mangan 2000 (basic ≥ 2000 or 5 han)
YAKUMAN_BASIC = 8_000
MANGAN_BASIC = 2_000


def _both(situation: dict) -> tuple[dict, object]:
    oracle, _rows = expected_result(situation)
    engine = score(Situation.from_json(situation))
    return oracle, engine


def test_yakuman_is_four_mangan():
    rules = get_ruleset("standard")
    assert YAKUMAN_BASIC == 4 * MANGAN_BASIC
    assert basic_points(0, 0, rules, yakuman=1).basic == YAKUMAN_BASIC
    assert basic_points(5, 30, rules).basic == MANGAN_BASIC


@pytest.mark.parametrize("rules, limit, yakuman", [("standard", "kazoe_yakuman", 0),
                                                   ("kostaryov", "kazoe_yakuman", 0),
                                                   ("ema", "sanbaiman", 0)])
def test_kazoe_example_is_14_han(rules, limit, yakuman):
    # riichi 1 + tsumo 1 + pinfu 1 + tanyao 1 + iipeikou 1 + chinitsu 6 + three 8p dora
    # (indicator 7p) = 14 han; no five beyond the two plain 5p of the standard set
    sit = {"hand": "234p234p567p678p88p", "win": "8p", "tsumo": True, "riichi": True,
           "dora": "7p", "seat_wind": "S", "rules": rules}
    oracle, engine = _both(sit)
    assert oracle["han"] == engine.han == 14
    assert oracle["limit"] == engine.limit == limit
    assert engine.yakuman == yakuman


@pytest.mark.parametrize("rules, multiple", [("standard", 4), ("ema", 1)])
def test_four_winds_stacking(rules, multiple):
    sit = {"hand": "111222333444z55m", "win": "5m", "tsumo": True, "seat_wind": "E",
           "rules": rules}
    oracle, engine = _both(sit)
    assert oracle["yakuman"] == engine.yakuman == multiple
    assert oracle["total"] == engine.total


@pytest.mark.parametrize("rules, multiple", [("standard", 2), ("ema", 1)])
def test_kokushi_13_sided(rules, multiple):
    sit = {"hand": "19m19p19s1234567z9s", "win": "9s", "seat_wind": "S", "rules": rules}
    oracle, engine = _both(sit)
    assert oracle["yakuman"] == engine.yakuman == multiple
    assert oracle["total"] == engine.total == multiple * 4 * YAKUMAN_BASIC


@pytest.mark.parametrize("win, tsumo, ids", [
    ("7z", True, {"suuankou"}),
    ("7z", False, {"toitoi", "sanankou", "yakuhai_chun"}),
    ("2z", True, {"suuankou_tanki"}),
    ("2z", False, {"suuankou_tanki"}),
])
def test_suuankou_four_ways(win, tsumo, ids):
    sit = {"hand": "111m333p555s777z22z", "win": win, "tsumo": tsumo, "seat_wind": "S"}
    oracle, engine = _both(sit)
    assert {y["id"] for y in oracle["yaku"]} == {y.id for y in engine.yaku} == ids
    assert oracle["total"] == engine.total


def test_double_yakuman_lists():
    # rulesets §1 row 4
    assert get_ruleset("standard").double_yakuman == {
        "kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"}
    assert get_ruleset("kostaryov").double_yakuman == {"suuankou_tanki", "junsei_chuuren"}
    assert get_ruleset("ema").double_yakuman == frozenset()


def test_optional_yakuman_off_in_every_preset_and_ema_renhou_mangan():
    for name in ("standard", "kostaryov", "ema"):
        rules = get_ruleset(name)
        for option in ("daisharin", "suurenkou", "daichisei", "paarenchan"):
            assert getattr(rules, option) is False
    assert get_ruleset("standard").renhou == "off"
    assert get_ruleset("ema").renhou == 5               # EMA p.5: a five-fan yaku
    sit = {"hand": "234m567p234678s88p", "win": "2s", "renhou": True, "seat_wind": "S",
           "rules": "ema"}
    oracle, engine = _both(sit)
    assert oracle["han"] == engine.han == 5
    assert oracle["limit"] == engine.limit == "mangan"


@pytest.mark.parametrize("rules, limit", [("standard", "sanbaiman"),
                                          ({"preset": "standard", "daisharin": True}, "yakuman")])
def test_daisharin_switch(rules, limit):
    sit = {"hand": "22334455667788p", "win": "8p", "seat_wind": "S", "rules": rules}
    oracle, engine = _both(sit)
    assert oracle["limit"] == engine.limit == limit


def test_kostaryov_all_green_with_8_sou():
    # rulesets §4 decision 4: the family's all green follows the standard tiles, the 8 of
    # bamboo missing from seed 003's list being a slip. The lesson's hand, 22 33 44 666 88s
    # 666z won by ron on the green dragon, is all green: one yakuman, 32,000 from the
    # discarder to a non-dealer (rulesets §1 row 32: 8,000 basic points × 4), as `mahjong`
    # scores it; a table that reads the list literally switches the 8 off
    sit = {"hand": "22334466688s666z", "win": "6z", "seat_wind": "S", "rules": "kostaryov"}
    oracle, _engine = _both(dict(sit, rules="standard"))
    assert [y["id"] for y in oracle["yaku"]] == ["ryuuiisou"]
    engine = score(Situation.from_json(sit))
    assert [y.id for y in engine.yaku] == ["ryuuiisou"] and engine.yakuman == 1
    assert engine.payments.amounts == {"discarder": 4 * YAKUMAN_BASIC} == {"discarder": 32_000}
    literal = score(Situation.from_json(dict(sit, rules={"preset": "kostaryov",
                                                         "ryuuiisou_8s": False})))
    assert "ryuuiisou" not in [y.id for y in literal.yaku] and not literal.yakuman


# seed 003: "Можно использовать только: 2-бамбук, 3-бамбук, 4-бамбук, 6-бамбук, зелёный дракон"
FAMILY_GREEN = {"2s", "3s", "4s", "6s", "6z"}


def test_the_lessons_green_hand_holds_an_8_outside_the_familys_list():
    # the hand the lesson shows under both rulesets: its tiles are the family's list plus
    # the 8 of bamboo, the very tile the decision puts back
    hand = "22334466688s666z"
    digits, tiles = "", set()
    for ch in hand:
        if ch.isdigit():
            digits += ch
        else:
            tiles |= {d + ch for d in digits}
            digits = ""
    assert tiles - FAMILY_GREEN == {"8s"}
    for rules in ("standard", "kostaryov"):
        result = score(Situation(hand, win="6z", seat_wind="S", rules=rules))
        assert [y.id for y in result.yaku] == ["ryuuiisou"] and result.total == 32_000
