"""The fu at a glance of lesson 11, checked against the ``mahjong`` oracle: a closed ron
starts at 30, so with items of 2 to 10 it is 40 fu and with items of 12 to 20 it is 50
(the lesson once said "a closed ron with anything at all is 40 fu")."""

from __future__ import annotations

from pathlib import Path

import pytest
from riichi_oracle import score_with_mahjong

import mjlearn.lessons
from mjlearn.riichi import Situation, score

SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "11_at_the_table.md"
ITEMS = ("fu.set", "fu.pair", "fu.wait")


def closed_ron(hand, win):
    return {"hand": hand, "win": win, "riichi": True, "seat_wind": "S", "round_wind": "E",
            "rules": "standard", "tsumo": False, "melds": []}


@pytest.mark.parametrize("hand, win, items, fu", [
    ("234m567p123s678s55m", "2s", 2, 40),        # a penchan
    ("444p345m678p234s55m", "2s", 4, 40),        # the self-check: a concealed 444p
    ("999m456p234s678s55m", "3s", 10, 40),       # a concealed 999m and a kanchan: 8 + 2
    ("456m789p123999s11z", "3s", 12, 50),        # lesson 07's first hand: 8 + 2 + 2
    ("111m999p123s456s77s", "7s", 18, 50),       # 8 + 8 + a ron-completed 777s, 2
])
def test_a_closed_ron_is_40_fu_up_to_10_of_items_and_50_beyond(hand, win, items, fu):
    sit = closed_ron(hand, win)
    result = score(Situation.from_json(sit))
    assert sum(s.value for s in result.trace if s.code in ITEMS) == items
    assert result.fu == fu == score_with_mahjong(sit)["fu"]


def test_the_lesson_states_the_rule_its_table_gives():
    text = SOURCE.read_text(encoding="utf-8")
    assert "| closed, won by ron | 30 | nothing | 2 to 10 | 12 to 20 |" in text
    assert "40 with items of up to 10, 50 once they pass 10" in text
    assert "with anything at all is 40" not in text and "with any item is 40" not in text
