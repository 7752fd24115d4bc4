"""The figures lesson 08 (points) states in prose, checked against the rules and the
``mahjong`` oracle, and the engine checked to agree with them.

Sources: rulesets rows 7, 30 and 32 and §3 (S1, P8) in ``shared/riichi_rulesets.md``;
``mahjong`` 2.1.0's ``ScoresCalculator`` and ``HandCalculator`` (through
``riichi_oracle``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from riichi_oracle import score_with_mahjong

import mjlearn.lessons
from mjlearn.riichi import Situation, score
from mjlearn.riichi.points import basic_points, payments
from mjlearn.rules import PRESETS, get_ruleset
from mjlearn.table import seed_002_errata

STANDARD = get_ruleset("standard")
SOURCE = Path(mjlearn.lessons.__file__).parent / "source" / "08_points.md"


def oracle(han: int, fu: int, *, dealer: bool = False, tsumo: bool = False, kiriage: bool = False) -> dict:
    config = HandConfig(is_tsumo=tsumo, player_wind=27 if dealer else 28, round_wind=27,
                        options=OptionalRules(kiriage=kiriage))
    return ScoresCalculator.calculate_scores(han, fu, config, False)


def test_basic_points_formula_for_30_fu():
    # "basic points = fu × 2^(2 + han)"
    assert [basic_points(h, 30, STANDARD).basic for h in (1, 2, 3, 4)] == [240, 480, 960, 1920]


@pytest.mark.parametrize("han, basic, limit", [
    (5, 2000, "mangan"), (6, 3000, "haneman"), (7, 3000, "haneman"), (8, 4000, "baiman"),
    (10, 4000, "baiman"), (11, 6000, "sanbaiman"), (12, 6000, "sanbaiman"),
    (13, 8000, "kazoe_yakuman"),
])
def test_limits_table_of_the_lesson(han, basic, limit):
    points = basic_points(han, 30, STANDARD)
    assert (points.basic, points.limit) == (basic, limit)
    # the oracle: a non-dealer's ron pays 4 × basic at every limit
    assert oracle(han, 30)["main"] == 4 * basic


def test_kazoe_per_preset():
    assert basic_points(13, 30, get_ruleset("kostaryov")).limit == "kazoe_yakuman"
    ema = basic_points(13, 30, get_ruleset("ema"))
    assert (ema.basic, ema.limit) == (6000, "sanbaiman")
    assert basic_points(1, 1, STANDARD, yakuman=1).basic == 8000


@pytest.mark.parametrize("han, fu", [(4, 40), (3, 70)])
def test_formula_past_2000_is_a_mangan(han, fu):
    assert fu * 2 ** (2 + han) > 2000
    assert oracle(han, fu)["main"] == 8000
    assert basic_points(han, fu, STANDARD).basic == 2000


@pytest.mark.parametrize("han, fu", [(4, 30), (3, 60)])
def test_kiriage_is_an_option_off_in_every_preset(han, fu):
    assert fu * 2 ** (2 + han) == 1920
    assert not any(rules.kiriage for rules in PRESETS.values())
    assert oracle(han, fu)["main"] == 7700 == payments(basic_points(han, fu, STANDARD).basic, False, False, STANDARD).amounts["discarder"]
    kiriage = get_ruleset({"preset": "standard", "kiriage": True})
    assert oracle(han, fu, kiriage=True)["main"] == 8000
    assert basic_points(han, fu, kiriage).basic == 2000


def test_the_four_payments_of_40_fu_1_han():
    basic = basic_points(1, 40, STANDARD).basic
    assert basic == 320
    ron, dealer_ron = oracle(1, 40), oracle(1, 40, dealer=True)
    tsumo, dealer_tsumo = oracle(1, 40, tsumo=True), oracle(1, 40, dealer=True, tsumo=True)
    assert (ron["main"], dealer_ron["main"]) == (1300, 2000)
    assert (tsumo["main"], tsumo["additional"]) == (700, 400)
    assert dealer_tsumo["main"] == 700
    assert payments(basic, False, False, STANDARD).amounts == {"discarder": 1300}
    assert payments(basic, True, False, STANDARD).amounts == {"discarder": 2000}
    assert payments(basic, False, True, STANDARD).amounts == {"non_dealer": 400, "dealer": 700}
    assert payments(basic, True, True, STANDARD).amounts == {"non_dealer": 700}


def test_seed_000_rounding_hand():
    # tanyao only, 1 han 30 fu, ron: 240 basic; the seed's 200 × 4 = 800, the rules' 1 000
    melds = [("chi", "345s"), ("pon", "666p")]
    mahjong = score_with_mahjong({"hand": "234m567p88s", "win": "8s", "rules": "standard",
                                  "melds": [{"type": t, "tiles": m} for t, m in melds],
                                  "seat_wind": "S", "round_wind": "E", "tsumo": False})
    assert (mahjong["han"], mahjong["fu"], mahjong["payments"]) == (1, 30, {"discarder": 1000})
    seed_000 = round(240 / 100) * 100 * 4
    assert seed_000 == 800
    # the lesson asks for the note: it is off by default
    result = score(Situation("234m567p88s", win="8s", melds=melds,
                             rules={"preset": "standard", "seed_000_rounding_note": True}))
    assert (result.han, result.fu, result.basic_points) == (1, 30, 240)
    assert result.payments.amounts == {"discarder": 1000}
    note = [s for s in result.trace if s.code == "note.seed_000_rounding"]
    assert [(s.params["seed_total"], s.params["total"]) for s in note] == [(800, 1000)]


# rulesets §3 P8: every wrong cell of seed 002's tables, (table, fu, han, printed, right)
P8 = {
    ("ron_dealer", 25, 1, 2400, None), ("ron_dealer", 25, 2, 4800, 2400),
    ("ron_dealer", 25, 3, 9600, 4800), ("ron_dealer", 25, 4, None, 9600),
    ("ron_non_dealer", 25, 1, 1600, None), ("ron_non_dealer", 25, 2, 3200, 1600),
    ("ron_non_dealer", 25, 3, 6400, 3200), ("ron_non_dealer", 25, 4, None, 6400),
    ("tsumo_dealer", 20, 1, 700, None), ("tsumo_dealer", 20, 2, 1300, 700),
    ("tsumo_dealer", 20, 3, 2600, 1300), ("tsumo_dealer", 20, 4, None, 2600),
    ("tsumo_dealer", 25, 1, 1600, None), ("tsumo_dealer", 25, 2, 3200, None),
    ("tsumo_dealer", 25, 3, None, 1600), ("tsumo_dealer", 25, 4, None, 3200),
    ("tsumo_non_dealer", 20, 1, (700, 400), None), ("tsumo_non_dealer", 20, 2, (1300, 700), (700, 400)),
    ("tsumo_non_dealer", 20, 3, (2600, 1300), (1300, 700)), ("tsumo_non_dealer", 20, 4, None, (2600, 1300)),
    ("tsumo_non_dealer", 25, 1, (1600, 800), None), ("tsumo_non_dealer", 25, 2, (700, 400), None),
    ("tsumo_non_dealer", 25, 3, None, (1600, 800)), ("tsumo_non_dealer", 25, 4, None, (3200, 1600)),
}


def test_seed_002_wrong_cells_are_only_the_20_and_25_fu_rows():
    errata = seed_002_errata(STANDARD)
    assert {(e.table, e.fu, e.han, e.printed, e.engine) for e in errata} == P8
    assert len(errata) == len(P8) == 24
    assert {e.fu for e in errata} == {20, 25}   # 30–70 fu rows and the limit tables are right


def test_the_seed_002_errata_render_as_one_small_table_per_printed_table():
    """The lesson's errata cell: every wrong cell once, the seed's number → the right one."""
    from mjlearn.i18n import render_seed_002_errata_html
    from mjlearn.rules import get_ruleset
    from mjlearn.table import seed_002_errata

    standard = get_ruleset("standard")
    html = render_seed_002_errata_html(seed_002_errata(standard), standard, "pl")
    assert html.count("→") == 24  # rulesets P8: 24 wrong cells
    assert html.count("<table") == 4
    # 25 fu, 2 han, dealer's ron: seed 002 prints 4 800; 25 × 2^(2+2) × 6 = 2 400
    assert "4800 → 2400" in html  # Polish groups only five digits or more (STYLE.md)
    # 25 fu, 1 han, dealer's ron: no such hand (seven pairs are 2 han at least)
    assert "2400 → —" in html


# --- "a tsumo always brings in as much as a ron with the same han and fu, or a little more" ---

from mjlearn.table import limits_table, score_table  # noqa: E402


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("dealer", [False, True])
def test_a_tsumo_never_brings_in_less_than_the_ron_anywhere_in_the_tables(preset, dealer):
    """Every han and fu of the tables, every limit: each payment is rounded up on its own,
    so the sum of a tsumo's payments is at least the ron's (and never more than 300 above
    it: three payers, each rounded up by less than 100)."""
    rules = get_ruleset(preset)
    ron, tsumo = score_table(rules, dealer, False), score_table(rules, dealer, True)
    checked = 0
    for cell in ron.cells:
        other = tsumo.cell(cell.han, cell.fu)
        if cell.payments is None or other.payments is None:
            continue
        paid = sum(amount * (2 if role == "non_dealer" and not dealer else
                             3 if role == "non_dealer" else 1)
                   for role, amount in other.payments.items())
        assert cell.payments["discarder"] <= paid < cell.payments["discarder"] + 300, (cell.han, cell.fu)
        checked += 1
    assert checked >= 30
    for ron_limit, tsumo_limit in zip(limits_table(rules, dealer, False), limits_table(rules, dealer, True)):
        paid = sum(amount * (2 if role == "non_dealer" and not dealer else
                             3 if role == "non_dealer" else 1)
                   for role, amount in tsumo_limit.payments.items())
        assert paid == ron_limit.payments["discarder"]   # limits are round: exactly the same


def test_the_legend_example_400_700():
    # "400 / 700 means 400 from each of the two non-dealers and 700 from the dealer, 1 500
    # in all, a little more than the ron's 1 300"
    basic = basic_points(1, 40, STANDARD).basic
    tsumo = payments(basic, False, True, STANDARD)
    assert list(tsumo.amounts.items()) == [("non_dealer", 400), ("dealer", 700)]
    assert 2 * 400 + 700 == 1500 > payments(basic, False, False, STANDARD).amounts["discarder"] == 1300
    # the explanation says the non-dealers' share first, too
    assert [s.params["payer"] for s in tsumo.steps if s.code == "payment.tsumo"] == ["non_dealer", "dealer"]


def test_the_self_check_figures():
    # 3 han 30 fu: 960 basic, ron 3 900; tsumo 1 000 / 2 000
    assert basic_points(3, 30, STANDARD).basic == 960
    assert payments(960, False, False, STANDARD).amounts == {"discarder": 3900}
    assert payments(960, False, True, STANDARD).amounts == {"non_dealer": 1000, "dealer": 2000}


def test_the_whole_hand_of_the_lesson():
    # tanyao, menzen tsumo and riichi; 30 fu; a non-dealer's tsumo: 1 000 / 2 000
    result = score(Situation("345m666p234s678s55m", win="5m", tsumo=True, riichi=True))
    assert {y.id for y in result.yaku} == {"riichi", "menzen_tsumo", "tanyao"}
    assert (result.han, result.fu) == (3, 30)
    assert result.payments.amounts == {"non_dealer": 1000, "dealer": 2000}


def test_a_double_yakuman_is_two_yakuman_not_four_mangans():
    # 08 yakuman-pays: a yakuman 8,000 basic points (4 × a mangan's 2,000), a double 16,000
    single, double = (basic_points(0, 0, STANDARD, yakuman=n).basic for n in (1, 2))
    mangan = basic_points(5, 30, STANDARD).basic
    assert (mangan, single, double) == (2_000, 4 * 2_000, 2 * 8_000)
    # mahjong: a non-dealer's ron of a double yakuman is 64,000, 4 × 16,000
    assert ScoresCalculator.calculate_scores(26, 40, HandConfig(), True)["main"] == 4 * double
    text = SOURCE.read_text(encoding="utf-8")
    assert "a double yakuman is twice a yakuman, 16,000 basic points" in text
    assert "four times a mangan." not in text


def test_the_kiriage_example_labels_its_two_lists():
    # two cells, each after a line that says which it is; the engine: 1,920 then a mangan
    text = SOURCE.read_text(encoding="utf-8")
    assert text.index("**without kiriage mangan**") < text.index("%% code kiriage-run") \
        < text.index("**with kiriage mangan**") < text.index("%% code kiriage-with-run")
    kiriage = get_ruleset({"preset": "standard", "kiriage": True})
    assert (basic_points(4, 30, STANDARD).basic, basic_points(4, 30, kiriage).basic) == (1_920, 2_000)
