"""The figures lesson 06 (dora) states in its prose, checked against the rules and the
reference package ``mahjong`` (through ``riichi_oracle``), and the engine's agreement.

Prose figures: the kan's indicator makes the four tiles of the kan dora; the ura and red
examples; riichi + pinfu + tanyao is 3 han, one dora 4 han, two dora 5 han (a mangan);
red fives per preset (seed 000's one 5m, two 5p, one 5s; none in EMA); at most five
indicators (the first and one per kan).
"""

from __future__ import annotations

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset

from riichi_oracle import expected_result

KAN_HAND = {"hand": "234m567p45688s", "win": "6s", "tsumo": True, "seat_wind": "S",
            "melds": [{"type": "ankan", "tiles": "2222p"}], "dora": "7z1p"}


def _both(situation: dict):
    oracle, _rows = expected_result(situation)
    engine = score(Situation.from_json(situation))
    return oracle, engine


@pytest.mark.parametrize("changes, han, dora, ura, aka", [
    ({}, 6, 4, 0, 0),
    ({"riichi": True, "ura": "3m5s"}, 9, 4, 2, 0),
    ({"riichi": True, "ura": "3m5s", "hand": "234m067p45688s"}, 10, 4, 2, 1),
])
def test_kan_ura_red_examples(changes, han, dora, ura, aka):
    oracle, engine = _both({**KAN_HAND, **changes})
    assert oracle["han"] == engine.han == han
    assert (oracle["dora"], oracle["ura"], oracle["aka"]) == (engine.dora, engine.ura, engine.aka) \
        == (dora, ura, aka)
    assert oracle["total"] == engine.total


@pytest.mark.parametrize("indicator, han, limit", [("9s", 3, None), ("1m", 4, None), ("7p", 5, "mangan")])
def test_dora_lift_to_mangan(indicator, han, limit):
    sit = {"hand": "234m567p234678s88p", "win": "2s", "riichi": True, "dora": indicator,
           "seat_wind": "S"}
    oracle, engine = _both(sit)
    assert oracle["han"] == engine.han == han
    assert oracle["limit"] == engine.limit == limit
    assert oracle["total"] == engine.total


def test_red_fives_per_preset():
    # rulesets §1 row 3 and §4 decision 1
    assert get_ruleset("standard").red_fives == (1, 2, 1) and get_ruleset("standard").aka
    assert get_ruleset("kostaryov").red_fives == (1, 2, 1) and get_ruleset("kostaryov").aka
    assert get_ruleset("ema").red_fives == (0, 0, 0) and not get_ruleset("ema").aka


def test_red_five_replaces_a_five_and_ura_needs_riichi():
    with pytest.raises(MjlearnError) as info:
        Situation("234m555p045p678s88s", win="4p")
    assert info.value.code == "too_many_copies"
    with pytest.raises(MjlearnError) as info:
        Situation("234m567p234678s88p", win="2s", dora="1m", ura="7p")
    assert info.value.code == "flag_requires"


def test_at_most_five_indicators():
    Situation("234m567p234678s88p", win="2s", riichi=True, dora="1m2m3m4m5m")
    with pytest.raises(MjlearnError):
        Situation("234m567p234678s88p", win="2s", riichi=True, dora="1m2m3m4m5m6m")
