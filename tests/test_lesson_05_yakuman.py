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
    # seed 003 lists all green without the 8 of bamboo, and kostaryov plays it as the
    # family wrote it (issue 13 item 11; docs/rulesets.md): this hand is no yakuman there
    sit = {"hand": "22334466888s666z", "win": "6z", "seat_wind": "S", "rules": "kostaryov"}
    oracle, engine = _both(sit)
    assert sorted(y["id"] for y in oracle["yaku"]) == sorted(y.id for y in engine.yaku)
    assert "ryuuiisou" not in [y.id for y in engine.yaku] and not engine.yakuman
    with_8s = dict(sit, rules={"preset": "kostaryov", "ryuuiisou_8s": True})
    oracle, engine = _both(with_8s)
    assert [y["id"] for y in oracle["yaku"]] == [y.id for y in engine.yaku] == ["ryuuiisou"]


# seed 003: "Можно использовать только: 2-бамбук, 3-бамбук, 4-бамбук, 6-бамбук, зелёный дракон"
FAMILY_GREEN = {"2s", "3s", "4s", "6s", "6z"}


def test_the_kostaryov_sections_green_hand_is_all_green_under_every_reading():
    # the lesson's hand has no 8 of bamboo: all green by the family's own list, and by the
    # standard rules (the oracle), whichever way the family's missing 8 is read
    hand = "22333344666s666z"
    digits, tiles = "", set()
    for ch in hand:
        if ch.isdigit():
            digits += ch
        else:
            tiles |= {d + ch for d in digits}
            digits = ""
    assert tiles <= FAMILY_GREEN
    oracle, _engine = _both({"hand": hand, "win": "3s", "seat_wind": "S", "rules": "standard"})
    assert [y["id"] for y in oracle["yaku"]] == ["ryuuiisou"]
    family = score(Situation(hand, win="3s", seat_wind="S", rules="kostaryov"))
    assert [y.id for y in family.yaku] == ["ryuuiisou"] and family.yakuman == 1
