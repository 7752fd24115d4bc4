"""Fu item by item (seed 000 §Calcular, seed 001 §Contare i fu, seed 002 §Małe punkty,
EMA §4.1.1). Each expectation is counted by hand from those rules."""

import pytest

from riichi_helpers import sc


def items(result):
    return [(s.code, s.value, dict(s.params)) for s in result.fu_items if s.value is not None]


def fu_of(result, code):
    return [s for s in result.fu_items if s.code == code]


def test_closed_ron_pinfu_is_30():
    r = sc("234567m345p22s678s", win="8s", riichi=True)
    assert items(r) == [("fu.base", 20, {}), ("fu.closed_ron", 10, {})]
    assert r.fu == 30


def test_pinfu_tsumo_is_20_without_the_tsumo_fu():
    r = sc("234567m345p22s678s", win="8s", tsumo=True)
    assert items(r) == [("fu.base", 20, {})]
    assert any(s.code == "note.pinfu_tsumo_no_fu" for s in r.fu_items)


def test_tsumo_two_fu_and_kanchan_two_fu():
    # 20 + 2 tsumo + 2 kanchan = 24 -> 30
    r = sc("234567m345p22s68s7s", win="7s", tsumo=True)
    assert [i[:2] for i in items(r)] == [("fu.base", 20), ("fu.tsumo", 2), ("fu.wait", 2),
                                         ("fu.rounding", 6)]
    assert fu_of(r, "fu.wait")[0].params == {"wait": "kanchan", "tile": "7s"}
    assert r.fu == 30


def test_penchan_and_tanki_two_fu_shanpon_and_ryanmen_none():
    penchan = sc("12m3m456p789s555z11s", win="3m")
    assert fu_of(penchan, "fu.wait")[0].params["wait"] == "penchan"
    tanki = sc("123m456p789s555z1s1s", win="1s")
    assert fu_of(tanki, "fu.wait")[0].params["wait"] == "tanki"
    shanpon = sc("123m456p789s55z11s5z", win="5z")
    assert not fu_of(shanpon, "fu.wait")


@pytest.mark.parametrize("meld, concealed, value", [
    (("pon", "222m"), None, 2),       # open simple triplet
    (("pon", "111m"), None, 4),       # open terminal triplet
    (("pon", "777z"), None, 4),       # open honour triplet
    (("kan", "2222m"), None, 8),      # open simple quad
    (("kan", "9999p"), None, 16),     # open terminal quad
    (("shouminkan", "3333s"), None, 8),
    (("ankan", "2222m"), None, 16),   # closed simple quad
    (("ankan", "1111z"), None, 32),   # closed honour quad
])
def test_set_fu_of_melds(meld, concealed, value):
    r = sc("456p789s11s", win="1s", melds=[meld, ("chi", "345m")], rinshan=False, houtei=True)
    sets = fu_of(r, "fu.set")
    assert [s.value for s in sets] == [value]
    assert sets[0].params["set"] == meld[1]


def test_concealed_triplets_simple_4_terminal_8():
    r = sc("222m999p456s78s11z9s", win="9s", seat_wind="S", round_wind="S", riichi=True)
    sets = {s.params["set"]: s.value for s in fu_of(r, "fu.set")}
    assert sets == {"222m": 4, "999p": 8}


def test_triplet_completed_by_ron_counts_open():
    # shanpon wait on 2m/9p, ron on 9p: 999p is open (4), 222m stays concealed (4)
    r = sc("222m99p456s789s11z9p", win="9p", riichi=True, seat_wind="W")
    sets = {s.params["set"]: (s.value, s.params["open"]) for s in fu_of(r, "fu.set")}
    assert sets == {"222m": (4, False), "999p": (4, True)}
    tsumo = sc("222m99p456s789s11z9p", win="9p", riichi=True, seat_wind="W", tsumo=True)
    assert {s.params["set"]: s.value for s in fu_of(tsumo, "fu.set")}["999p"] == 8


@pytest.mark.parametrize("pair, seat, round_, value, reason", [
    ("55z", "S", "E", 2, "dragon"),
    ("22z", "S", "E", 2, "seat_wind"),
    ("11z", "S", "E", 2, "round_wind"),
    ("11z", "E", "E", 4, "double_wind"),
    ("44z", "S", "E", 0, None),
])
def test_valued_pair(pair, seat, round_, value, reason):
    r = sc("234567m345p678s" + pair, win=pair[0] + "z", riichi=True, seat_wind=seat, round_wind=round_)
    pairs = fu_of(r, "fu.pair")
    if value:
        assert [(p.value, p.params["reason"], p.params["pair"]) for p in pairs] == [(value, reason, pair)]
    else:
        assert not pairs


def test_double_wind_pair_option_two():
    r = sc("234567m345p678s11z", win="1z", riichi=True, seat_wind="E", round_wind="E",
           rules={"double_wind_pair_fu": 2})
    assert [p.value for p in fu_of(r, "fu.pair")] == [2]


def test_open_ron_without_fu_is_30_and_option_off_20():
    r = sc("234567m22s678s", win="8s", melds=[("chi", "345p")])
    assert [i[:2] for i in items(r)] == [("fu.base", 20), ("fu.open_pinfu", 10)]
    assert r.fu == 30 and r.payments.amounts == {"discarder": 1000}
    off = sc("234567m22s678s", win="8s", melds=[("chi", "345p")], rules={"open_pinfu_fu": False})
    # 1 han 20 fu: 20 x 8 x 4 = 640 -> 700 (rulesets §3 I1: what 001 applied literally gives)
    assert off.fu == 20 and off.payments.amounts == {"discarder": 700}


def test_open_tsumo_without_fu_is_22_rounded_to_30():
    r = sc("234567m22s678s", win="8s", melds=[("chi", "345p")], tsumo=True)
    assert [i[:2] for i in items(r)] == [("fu.base", 20), ("fu.tsumo", 2), ("fu.rounding", 8)]
    assert r.fu == 30


def test_seven_pairs_always_25():
    r = sc("11m77m33p99p55s22s44z", win="4z", tsumo=True)
    assert items(r) == [("fu.chiitoitsu", 25, {})]


def test_rounding_step_and_high_fu_hand():
    # closed ron: 20 + 10 + 32 (ankan 1z) + 32 (ankan 9p) + 8 (concealed 999m)
    # + 2 (pair 55z) + 2 (tanki) = 106 -> 110 (houtei is the yaku; chankan could not be:
    # it robs the fourth copy of a tile, and this hand holds another 5z)
    r = sc("999m123s5z5z", win="5z", seat_wind="S", round_wind="S",
           melds=[("ankan", "1111z"), ("ankan", "9999p")], houtei=True)
    assert r.fu == 110
    assert [(s.value, dict(s.params)) for s in fu_of(r, "fu.rounding")] == [(4, {"raw": 106, "rounded": 110})]
    # the same with an open kan of 9p: 20 + 32 + 16 + 8 + 2 + 2 = 80, no closed-ron fu
    r2 = sc("999m123s5z5z", win="5z", melds=[("ankan", "1111z"), ("kan", "9999p")], houtei=True,
            seat_wind="W")
    assert r2.fu == 80 and not fu_of(r2, "fu.closed_ron")


def test_every_fu_item_names_its_set_or_pair():
    r = sc("222m999p456s78s11z9s", win="9s", seat_wind="E", round_wind="E", riichi=True)
    for s in r.fu_items:
        if s.code == "fu.set":
            assert s.params["set"] in ("222m", "999p")
        if s.code == "fu.pair":
            assert s.params["pair"] == "11z"
