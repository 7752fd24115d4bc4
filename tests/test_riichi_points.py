"""Basic points and payments, pinned to seed 001's ron table and the formula's known values."""

import pytest

from mjlearn.riichi.points import basic_points, payments
from mjlearn.rules import EMA, STANDARD, get_ruleset

# Seed 001, "Tabella dei punti": ron, non-dealer / dealer (None = no such hand / Mangan)
SEED_001_RON = {
    (1, 30): (1000, 1500), (1, 40): (1300, 2000), (1, 50): (1600, 2400), (1, 60): (2000, 2900),
    (1, 70): (2300, 3400),
    (2, 25): (1600, 2400), (2, 30): (2000, 2900), (2, 40): (2600, 3900), (2, 50): (3200, 4800),
    (2, 60): (3900, 5800), (2, 70): (4500, 6800),
    (3, 25): (3200, 4800), (3, 30): (3900, 5800), (3, 40): (5200, 7700), (3, 50): (6400, 9600),
    (3, 60): (7700, 11600), (3, 70): (8000, 12000),
    (4, 25): (6400, 9600), (4, 30): (7700, 11600), (4, 40): (8000, 12000),
    (4, 50): (8000, 12000), (4, 60): (8000, 12000), (4, 70): (8000, 12000),
}


@pytest.mark.parametrize("han_fu, expected", sorted(SEED_001_RON.items()))
def test_seed_001_ron_table(han_fu, expected):
    han, fu = han_fu
    basic = basic_points(han, fu, STANDARD).basic
    non_dealer = payments(basic, dealer=False, tsumo=False, rules=STANDARD)
    dealer = payments(basic, dealer=True, tsumo=False, rules=STANDARD)
    assert (non_dealer.amounts["discarder"], dealer.amounts["discarder"]) == expected


# Seed 001, "Mangan e oltre"
@pytest.mark.parametrize("han, limit, ron", [
    (5, "mangan", (8000, 12000)), (6, "haneman", (12000, 18000)), (7, "haneman", (12000, 18000)),
    (8, "baiman", (16000, 24000)), (10, "baiman", (16000, 24000)),
    (11, "sanbaiman", (24000, 36000)), (12, "sanbaiman", (24000, 36000)),
    (13, "kazoe_yakuman", (32000, 48000)), (20, "kazoe_yakuman", (32000, 48000)),
])
def test_limits(han, limit, ron):
    result = basic_points(han, 30, STANDARD)
    assert result.limit == limit
    got = tuple(payments(result.basic, d, False, STANDARD).amounts["discarder"] for d in (False, True))
    assert got == ron


def test_ema_kazoe_is_sanbaiman():
    assert basic_points(13, 30, EMA).limit == "sanbaiman"
    assert basic_points(13, 30, EMA).basic == 6000


def test_kiriage_option():
    assert basic_points(4, 30, STANDARD).basic == 1920
    kiriage = STANDARD.with_options(kiriage=True)
    assert basic_points(4, 30, kiriage).limit == "mangan"
    assert basic_points(3, 60, kiriage).basic == 2000


def test_tsumo_payments_round_each_payment_up():
    # 30 fu 1 han non-dealer tsumo: basic 240 -> 300 / 500 (rulesets S1)
    pay = payments(240, dealer=False, tsumo=True, rules=STANDARD)
    assert pay.amounts == {"dealer": 500, "non_dealer": 300}
    assert pay.hand_total == 1100
    # seed 000 would round 240 to 200 first: 400 + 2*200 = 800, and the trace says so when
    # asked to (the note is off by default)
    assert not [s for s in pay.steps if s.code == "note.seed_000_rounding"]
    noted = payments(240, dealer=False, tsumo=True,
                     rules=STANDARD.with_options(seed_000_rounding_note=True))
    note = [s for s in noted.steps if s.code == "note.seed_000_rounding"]
    assert note and note[0].params["seed_total"] == 800
    dealer = payments(320, dealer=True, tsumo=True, rules=STANDARD)
    assert dealer.amounts == {"non_dealer": 700}


def test_yakuman_multiples_and_cap():
    assert basic_points(0, 0, STANDARD, yakuman=2).basic == 16000
    capped = STANDARD.with_options(yakuman_cap=1)
    assert basic_points(0, 0, capped, yakuman=3).basic == 8000


def test_honba_and_sticks():
    ron = payments(2000, dealer=False, tsumo=False, rules=STANDARD, honba=2, riichi_sticks=1)
    assert ron.amounts == {"discarder": 8000}
    assert (ron.honba, ron.sticks, ron.total) == (600, 1000, 9600)
    tsumo = payments(2000, dealer=False, tsumo=True, rules=STANDARD, honba=1)
    assert tsumo.honba == 300 and tsumo.total == 8300


def test_get_ruleset_errors():
    from mjlearn.errors import MjlearnError
    with pytest.raises(MjlearnError) as info:
        get_ruleset("tenhou")
    assert info.value.code == "unknown_ruleset"
    with pytest.raises(MjlearnError) as info:
        get_ruleset({"preset": "ema", "kuitan": "yes"})
    assert info.value.code == "bad_rule_value"
    with pytest.raises(MjlearnError) as info:
        get_ruleset({"nope": 1})
    assert info.value.code == "unknown_rule_option"
    assert get_ruleset({"preset": "ema", "kiriage": True}).kiriage
