"""Scoring tables from the engine against seeds 001 and 002 (rulesets §3.2, §3.3 P8)."""

import pytest

from mjlearn.rules import EMA, KOSTARYOV, STANDARD
from mjlearn.table.seed_002 import SEED_002_LIMITS, SEED_002_TABLES
from mjlearn.table.tables import (FU_ROWS, HAN_COLUMNS, limits_table, score_table,
                                  seed_002_errata, seed_002_value)

MANGAN = "Mangan"
# Seed 001, "Tabella dei punti (fino a 4 han)": ron, "non mazziere / mazziere"
SEED_001_RON = {
    1: {25: None, 30: (1000, 1500), 40: (1300, 2000), 50: (1600, 2400), 60: (2000, 2900), 70: (2300, 3400)},
    2: {25: (1600, 2400), 30: (2000, 2900), 40: (2600, 3900), 50: (3200, 4800), 60: (3900, 5800),
        70: (4500, 6800)},
    3: {25: (3200, 4800), 30: (3900, 5800), 40: (5200, 7700), 50: (6400, 9600), 60: (7700, 11600),
        70: MANGAN},
    4: {25: (6400, 9600), 30: (7700, 11600), 40: MANGAN, 50: MANGAN, 60: MANGAN, 70: MANGAN},
}
# Seed 001, "Mangan e oltre": (limit, han as printed, non-dealer ron, dealer ron)
SEED_001_LIMITS = [
    ("mangan", "5", 8000, 12000), ("haneman", "6–7", 12000, 18000), ("baiman", "8–10", 16000, 24000),
    ("sanbaiman", "11–12", 24000, 36000), ("kazoe_yakuman", "13+", 32000, 48000),
    ("yakuman", "—", 32000, 48000),
]

NON_DEALER_RON = score_table(STANDARD, dealer=False, tsumo=False)
DEALER_RON = score_table(STANDARD, dealer=True, tsumo=False)


@pytest.mark.parametrize("han, fu", [(h, f) for h in SEED_001_RON for f in SEED_001_RON[h]])
def test_seed_001_ron_table(han, fu):
    expected = SEED_001_RON[han][fu]
    non_dealer, dealer = NON_DEALER_RON.cell(han, fu), DEALER_RON.cell(han, fu)
    if expected is None:
        assert non_dealer.payments is None and dealer.payments is None
        assert non_dealer.impossible == "chiitoitsu_2_han"
    elif expected == MANGAN:
        assert non_dealer.limit == dealer.limit == "mangan"
        assert (non_dealer.payments["discarder"], dealer.payments["discarder"]) == (8000, 12000)
    else:
        assert non_dealer.limit is None
        assert (non_dealer.payments["discarder"], dealer.payments["discarder"]) == expected


def _han_text(row):
    if row.han_min is None:
        return "—"
    if row.han_max is None:
        return f"{row.han_min}+"
    return str(row.han_min) if row.han_min == row.han_max else f"{row.han_min}–{row.han_max}"


def test_seed_001_limits_table():
    non_dealer = limits_table(STANDARD, dealer=False)
    dealer = limits_table(STANDARD, dealer=True)
    got = [(n.limit, _han_text(n), n.payments["discarder"], d.payments["discarder"])
           for n, d in zip(non_dealer, dealer)]
    assert got == SEED_001_LIMITS


# rulesets.md §3.3 P8: every wrong cell of seed 002, (table, fu, han): (printed, correct)
P8 = {
    ("ron_dealer", 25, 1): (2400, None), ("ron_dealer", 25, 2): (4800, 2400),
    ("ron_dealer", 25, 3): (9600, 4800), ("ron_dealer", 25, 4): (None, 9600),
    ("ron_non_dealer", 25, 1): (1600, None), ("ron_non_dealer", 25, 2): (3200, 1600),
    ("ron_non_dealer", 25, 3): (6400, 3200), ("ron_non_dealer", 25, 4): (None, 6400),
    ("tsumo_dealer", 20, 1): (700, None), ("tsumo_dealer", 20, 2): (1300, 700),
    ("tsumo_dealer", 20, 3): (2600, 1300), ("tsumo_dealer", 20, 4): (None, 2600),
    ("tsumo_dealer", 25, 1): (1600, None), ("tsumo_dealer", 25, 2): (3200, None),
    ("tsumo_dealer", 25, 3): (None, 1600), ("tsumo_dealer", 25, 4): (None, 3200),
    ("tsumo_non_dealer", 20, 1): ((700, 400), None), ("tsumo_non_dealer", 20, 2): ((1300, 700), (700, 400)),
    ("tsumo_non_dealer", 20, 3): ((2600, 1300), (1300, 700)),
    ("tsumo_non_dealer", 20, 4): (None, (2600, 1300)),
    ("tsumo_non_dealer", 25, 1): ((1600, 800), None), ("tsumo_non_dealer", 25, 2): ((700, 400), None),
    ("tsumo_non_dealer", 25, 3): (None, (1600, 800)), ("tsumo_non_dealer", 25, 4): (None, (3200, 1600)),
}


def test_seed_002_errata_are_exactly_p8():
    errata = seed_002_errata()
    assert {(e.table, e.fu, e.han): (e.printed, e.engine) for e in errata} == P8
    assert len(errata) == len(P8) == 24


def test_seed_002_errata_say_why_a_cell_is_impossible():
    reasons = {(e.table, e.fu, e.han): e.reason for e in seed_002_errata() if e.engine is None}
    assert reasons == {
        ("ron_dealer", 25, 1): "chiitoitsu_2_han", ("ron_non_dealer", 25, 1): "chiitoitsu_2_han",
        ("tsumo_dealer", 20, 1): "pinfu_tsumo_2_han", ("tsumo_non_dealer", 20, 1): "pinfu_tsumo_2_han",
        ("tsumo_dealer", 25, 1): "chiitoitsu_tsumo_3_han", ("tsumo_dealer", 25, 2): "chiitoitsu_tsumo_3_han",
        ("tsumo_non_dealer", 25, 1): "chiitoitsu_tsumo_3_han",
        ("tsumo_non_dealer", 25, 2): "chiitoitsu_tsumo_3_han",
    }


KINDS = {"ron_dealer": (True, False), "ron_non_dealer": (False, False),
         "tsumo_dealer": (True, True), "tsumo_non_dealer": (False, True)}
RIGHT_CELLS = [(t, fu, han, printed) for t, rows in SEED_002_TABLES.items() for fu, cells in rows.items()
               for han, printed in zip(HAN_COLUMNS, cells) if (t, fu, han) not in P8]


def test_seed_002_right_cells_count():
    # 6 + 6 + 7 + 7 rows of 4 cells, less P8's 24 cells
    assert len(RIGHT_CELLS) == 26 * 4 - 24


@pytest.mark.parametrize("table, fu, han, printed", RIGHT_CELLS)
def test_seed_002_right_cells(table, fu, han, printed):
    engine = score_table(STANDARD, *KINDS[table]).cell(han, fu)
    assert seed_002_value(engine.payments, table) == printed


@pytest.mark.parametrize("table", sorted(SEED_002_LIMITS))
def test_seed_002_limit_tables(table):
    dealer, tsumo = KINDS[table]
    rows = {row.han_min: seed_002_value(row.payments, table) for row in limits_table(STANDARD, dealer, tsumo)}
    assert {han: rows[han] for han in SEED_002_LIMITS[table]} == SEED_002_LIMITS[table]


def test_seed_002_printed_tables_as_the_seed_prints_them():
    # a few cells read straight from the seed text, including the stray 25 fu 2 han value
    assert SEED_002_TABLES["tsumo_non_dealer"][25] == ((1600, 800), (700, 400), None, None)
    assert SEED_002_TABLES["tsumo_dealer"][25] == (1600, 3200, None, None)
    assert SEED_002_TABLES["ron_dealer"][30][3] == 11600


def test_table_shape_and_impossible_cells():
    table = score_table(STANDARD, dealer=False, tsumo=True)
    assert len(table.cells) == len(FU_ROWS) * len(HAN_COLUMNS) == 44
    assert [c.fu for c in table.cells if c.payments is None] == [20, 25, 25]
    assert all(c.impossible == "ron_20_fu" for c in NON_DEALER_RON.cells if c.fu == 20)


@pytest.mark.parametrize("han, fu, dealer, tsumo, amounts", [
    # formula values: fu * 2^(2+han), x4/x6 ron, x1/x2 tsumo, each rounded up to 100 (seed 001)
    (1, 110, False, False, {"discarder": 3600}),     # 3520
    (2, 110, True, False, {"discarder": 10600}),     # 10560
    (1, 80, False, True, {"dealer": 1300, "non_dealer": 700}),   # 640
    (3, 20, True, True, {"non_dealer": 1300}),       # 640 x 2
])
def test_high_fu_cells(han, fu, dealer, tsumo, amounts):
    assert dict(score_table(STANDARD, dealer, tsumo).cell(han, fu).payments) == amounts


def test_kiriage_variant_rounds_4_han_30_fu():
    table = score_table(STANDARD.with_options(kiriage=True))
    assert table.cell(4, 30).limit == "mangan"
    assert table.cell(4, 30).payments["discarder"] == 8000


def test_open_pinfu_fu_off_makes_20_fu_ron_possible():
    # open hand, ron, nothing but the 20 base fu: 1 han = 20 * 8 * 4 = 640 -> 700 (seed 001 I1)
    table = score_table(STANDARD.with_options(open_pinfu_fu=False))
    assert table.cell(1, 20).payments["discarder"] == 700


def test_no_pinfu_tsumo_rule():
    table = score_table(STANDARD.with_options(pinfu_tsumo=False), tsumo=True)
    assert {c.impossible for c in table.cells if c.fu == 20} == {"no_pinfu_tsumo"}


def test_ema_limits_have_no_kazoe_yakuman():
    rows = limits_table(EMA)
    assert [(r.limit, r.han_min, r.han_max) for r in rows] == [
        ("mangan", 5, 5), ("haneman", 6, 7), ("baiman", 8, 10), ("sanbaiman", 11, None), ("yakuman", None, None)]


def test_kostaryov_tables_match_standard():
    # seed 003 uses the same fu, limits and multipliers (rulesets §3.4, last item)
    assert score_table(KOSTARYOV).cells == score_table(STANDARD).cells
