"""The figures lesson 04 (more yaku) states in prose: the han table, closed and open, as
riichi_rulesets.md §2.1 gives them for ``standard``, checked against ``mahjong`` 2.1.0's
yaku values, against the engine's yaku table and against the lesson's own table; and the
example hands the prose describes, scored by the oracle and by the engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mahjong.hand_calculating.yaku_config import YakuConfig

import mjlearn.lessons
from mjlearn.riichi import Situation, score
from mjlearn.riichi.yaku import YAKU_BY_ID
from tests.riichi_oracle import expected_result

SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "04_yaku_more.md"

# rulesets.md §2.1, `standard` column: (closed, open); None = closed only
HAN = {
    "ippatsu": (1, None), "haitei": (1, 1), "houtei": (1, 1), "rinshan": (1, 1),
    "chankan": (1, 1), "double_riichi": (2, None), "chiitoitsu": (2, None),
    "sanshoku": (2, 1), "ittsuu": (2, 1), "chanta": (2, 1), "toitoi": (2, 2),
    "sanankou": (2, 2), "sanshoku_doukou": (2, 2), "sankantsu": (2, 2), "honroutou": (2, 2),
    "shousangen": (2, 2), "honitsu": (3, 2), "junchan": (3, 2), "ryanpeikou": (3, None),
    "chinitsu": (6, 5),
}
# our id -> mahjong 2.1.0's YakuConfig attribute
MAHJONG_NAMES = {"ittsuu": "ittsu", "chanta": "chantai", "sanshoku_doukou": "sanshoku_douko",
                 "honroutou": "honroto", "shousangen": "shosangen", "ryanpeikou": "ryanpeiko",
                 "double_riichi": "daburu_riichi"}
# the lesson's table rows, by their first cell
ROWS = {
    "Ippatsu": ("ippatsu",), "Haitei, houtei, rinshan kaihou, chankan":
        ("haitei", "houtei", "rinshan", "chankan"),
    "Double riichi": ("double_riichi",), "Chiitoitsu": ("chiitoitsu",),
    "Sanshoku doujun": ("sanshoku",), "Ittsuu": ("ittsuu",), "Chanta": ("chanta",),
    "Toitoi": ("toitoi",), "San ankou": ("sanankou",), "Sanshoku doukou": ("sanshoku_doukou",),
    "Sankantsu": ("sankantsu",), "Honroutou": ("honroutou",), "Shousangen": ("shousangen",),
    "Honitsu": ("honitsu",), "Junchan": ("junchan",), "Ryanpeikou": ("ryanpeikou",),
    "Chinitsu": ("chinitsu",),
}


@pytest.mark.parametrize("yaku", HAN)
def test_the_oracle_and_the_engine_give_the_han_of_the_table(yaku):
    closed, opened = HAN[yaku]
    oracle = getattr(YakuConfig(), MAHJONG_NAMES.get(yaku, yaku))
    assert (oracle.han_closed, oracle.han_open or None) == (closed, opened)
    assert (YAKU_BY_ID[yaku].closed, YAKU_BY_ID[yaku].open) == (closed, opened)


def test_the_lesson_table_says_the_same():
    rows = {}
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] in ROWS:
            rows[cells[0]] = (int(cells[2]), None if cells[3] == "—" else int(cells[3]))
    assert rows.keys() == ROWS.keys()
    for first, ids in ROWS.items():
        for yaku in ids:
            assert rows[first] == HAN[yaku], first


def _situation(hand, win, melds=(), rules="standard", **flags):
    return {"hand": hand, "win": win, "melds": [{"type": t, "tiles": m} for t, m in melds],
            "seat_wind": "S", "round_wind": "E", "rules": rules, **flags}


# (situation, yaku with their han, as the prose describes them)
EXAMPLES = [
    # sanankou is 2 han (seed 000 says 3): riichi 1 + sanankou 2
    (_situation("111m333p555s789m22z", "8m", riichi=True), {"riichi": 1, "sanankou": 2}),
    # ittsuu and honitsu lose one han open, yakuhai keeps its own
    (_situation("123456m789m11z555z", "1z"), {"ittsuu": 2, "yakuhai_haku": 1, "honitsu": 3}),
    (_situation("123456m789m11z", "1z", [("pon", "555z")]),
     {"ittsuu": 1, "yakuhai_haku": 1, "honitsu": 2}),
    # triplet yaku: none loses a han open
    (_situation("111m999p111z99s", "9s", [("pon", "111s")]),
     {"toitoi": 2, "sanankou": 2, "honroutou": 2, "yakuhai_round_wind": 1}),
    # shousangen on top of two yakuhai
    (_situation("555z666z77z123m456p", "7z"),
     {"yakuhai_haku": 1, "yakuhai_hatsu": 1, "shousangen": 2}),
    # chinitsu replaces honitsu
    (_situation("12345678966677s", "1s"), {"ittsuu": 2, "chinitsu": 6}),
    # ryanpeikou, not chiitoitsu
    (_situation("112233m445566p77s", "7s", riichi=True), {"riichi": 1, "ryanpeikou": 3}),
    # junchan under standard, chanta only under kostaryov
    (_situation("123m789m123p789p99s", "9s", riichi=True), {"riichi": 1, "junchan": 3}),
    (_situation("123m789m123p789p99s", "9s", rules="kostaryov", riichi=True),
     {"riichi": 1, "chanta": 2}),
    # rinshan keeps its han in an open hand; menzen tsumo is lost
    (_situation("234m567p678s88p", "8p", [("kan", "2222s")], tsumo=True, rinshan=True),
     {"rinshan": 1, "tanyao": 1}),
]
EXAMPLES += [
    (_situation("567m345p11p345678s", "8s", riichi=True, **moment),
     dict({"riichi": 1, "pinfu": 1}, **extra))
    for moment, extra in (({"ippatsu": True}, {"ippatsu": 1}),
                          ({"tsumo": True, "haitei": True}, {"menzen_tsumo": 1, "haitei": 1}),
                          ({"houtei": True}, {"houtei": 1}), ({"chankan": True}, {"chankan": 1}))
]
# the double wind: the dealer's triplet of East in the East round counts twice
EXAMPLES.append((dict(_situation("111z234m567p678s99p", "9p"), seat_wind="E"),
                 {"yakuhai_seat_wind": 1, "yakuhai_round_wind": 1}))


def _engine(situation):
    return score(Situation.from_json(situation))


@pytest.mark.parametrize("situation, yaku", EXAMPLES)
def test_the_example_hands(situation, yaku):
    oracle, _applied = expected_result(situation)
    assert {y["id"]: y["han"] for y in oracle["yaku"]} == yaku
    result = _engine(situation)
    assert {y.id: y.han for y in result.yaku} == yaku
    assert result.han == oracle["han"] == sum(yaku.values())


def test_double_riichi_is_two_han_in_place_of_riichi():
    situation = _situation("567m345p11p345678s", "8s", riichi=True, double_riichi=True)
    oracle, _ = expected_result(situation)
    assert oracle["han"] == 3 == _engine(situation).han   # double riichi 2 + pinfu
    assert {y.id for y in _engine(situation).yaku} == {"double_riichi", "pinfu"}


def test_sanrenkou_is_an_option_worth_two_han():
    # three triplets in a row in one suit (the Spanish guide's local yaku), off by default
    hand = ("444555666s123m99p", "9p")
    off = score(Situation(*hand))
    on = score(Situation(*hand, rules={"preset": "standard", "sanrenkou": True}))
    assert "sanrenkou" not in {y.id for y in off.yaku}
    assert {y.id: y.han for y in on.yaku}["sanrenkou"] == 2 and on.han == off.han + 2


def test_the_hands_the_prose_describes_are_in_the_lesson():
    text = SOURCE.read_text(encoding="utf-8")
    for situation, _yaku in EXAMPLES:
        assert situation["hand"] in text
    assert re.search(r"san ankou 3 han", text) and "15_sources.ipynb#es-san-ankou" in text
