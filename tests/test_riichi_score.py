"""Whole hands through the pipeline: payments, limits, honba and sticks, the trace, JSON.

Numbers come from seed 001's ron table, seed 002's tsumo tables (30+ fu rows, which
rulesets §3 P8 confirms), the limit tables, and the formula; never from the engine.
"""

import json

import pytest
from hypothesis import given, settings, strategies as st

from mjlearn.errors import MjlearnError
from mjlearn.i18n import score_json
from mjlearn.riichi import Situation, score
from mjlearn.trace import total

from riichi_helpers import ron, sc, yaku

PINFU = dict(hand="234567m345p22s678s", win="8s")          # riichi + pinfu + tanyao ron: 3 han 30 fu
OPEN_1_30 = dict(hand="123m456p789s55s", win="5s", melds=[("pon", "777z")])   # chun, 30 fu


@pytest.mark.parametrize("seat, tsumo, amounts, gained", [
    # 1 han 30 fu (open chun, 20 + 4 + 2 tanki = 26 -> 30): seed 001 ron 1000 / 1500,
    # seed 002 tsumo "Wschód płaci 500, pozostali po 300" / "każdy … po 500"
    ("S", False, {"discarder": 1000}, 1000),
    ("E", False, {"discarder": 1500}, 1500),
    ("S", True, {"dealer": 500, "non_dealer": 300}, 1100),
    ("E", True, {"non_dealer": 500}, 1500),
])
def test_payments_one_han_thirty_fu(seat, tsumo, amounts, gained):
    r = sc(**OPEN_1_30, seat_wind=seat, tsumo=tsumo)
    assert (r.han, r.fu) == (1, 30)
    assert r.payments.amounts == amounts and r.total == gained


@pytest.mark.parametrize("seat, expected", [("S", 3900), ("E", 5800)])
def test_three_han_thirty_fu_ron(seat, expected):
    assert ron(sc(**PINFU, riichi=True, seat_wind=seat)) == expected


def test_mangan_by_four_han_forty_fu():
    # closed ron: riichi + tanyao + 2 dora (3s -> 4s, the pair);
    # 20 + 10 + 4 (concealed 222m) + 2 (kanchan 35m) = 36 -> 40
    r = sc("222m456p678s35m44s4m", win="4m", riichi=True, dora="3s")
    assert (r.han, r.fu, r.limit, ron(r)) == (4, 40, "mangan", 8000)


def test_no_kiriage_four_han_thirty_fu_is_7700():
    r = sc(**PINFU, riichi=True, ippatsu=True)
    assert (r.han, r.fu, r.limit, ron(r)) == (4, 30, None, 7700)
    k = sc(**PINFU, riichi=True, ippatsu=True, rules={"kiriage": True})
    assert (k.limit, ron(k)) == ("mangan", 8000)


@pytest.mark.parametrize("dora, ura, han, limit, non_dealer_ron", [
    # the hand holds 2m 5m 8s once and 2s twice: 1m -> 2m (1), 4m -> 5m (1), 7s -> 8s (1),
    # 1s -> 2s (2); riichi + pinfu + tanyao = 3 han, 30 fu
    ("", "", 3, None, 3900), ("1m", "", 4, None, 7700), ("1m4m", "", 5, "mangan", 8000),
    ("1s1m", "", 6, "haneman", 12000), ("1m4m1s", "", 7, "haneman", 12000),
    ("1m4m1s7s", "", 8, "baiman", 16000), ("1m4m1s7s1s", "", 10, "baiman", 16000),
    ("1s1s1s1m4m", "", 11, "sanbaiman", 24000), ("1s1s1s1s7s", "", 12, "sanbaiman", 24000),
    ("1s1s1s1s7s", "1m", 13, "kazoe_yakuman", 32000),
])
def test_limits_through_dora(dora, ura, han, limit, non_dealer_ron):
    r = sc("234567m345p22s678s", win="8s", riichi=True, dora=dora, ura=ura)
    assert (r.han, r.limit, ron(r)) == (han, limit, non_dealer_ron)
    assert r.dora + r.ura == han - 3


def test_dora_counts_indicator_by_indicator():
    r = sc("234567m345p22s678s", win="8s", riichi=True, dora="1m1m", ura="1s")
    # 1m -> 2m: one 2m in hand, counted twice (two indicators); ura 1s -> 2s: the pair, 2
    assert (r.dora, r.ura, r.han) == (2, 2, 7)
    assert r.limit == "haneman" and ron(r) == 12000


def test_red_fives_count_with_aka_and_not_in_ema():
    r = sc("234067m345p22s678s", win="8s", riichi=True)
    assert r.aka == 1 and r.han == 4
    no_aka = sc("234067m345p22s678s", win="8s", riichi=True, rules={"aka": False})
    assert no_aka.aka == 0 and no_aka.han == 3
    with pytest.raises(MjlearnError) as error:
        sc("234067m345p22s678s", win="8s", riichi=True, rules="ema")
    # EMA has no red five at all: said so, with the plain five to write (not "at most 0")
    assert error.value.code == "no_red_fives"
    assert dict(error.value.params) == {"red": "0m", "plain": "5m", "ruleset": "ema"}


def test_honba_and_sticks():
    r = sc(**PINFU, riichi=True, honba=2, riichi_sticks=3)
    assert r.payments.amounts == {"discarder": 3900}
    assert r.total == 3900 + 600 + 3000
    t = sc(**PINFU, riichi=True, tsumo=True, honba=1, riichi_sticks=1)
    # riichi tsumo pinfu tanyao: 4 han 20 fu, basic 1280: dealer 2600, others 1300
    assert t.payments.amounts == {"dealer": 2600, "non_dealer": 1300}
    assert t.total == 2600 + 2 * 1300 + 300 + 1000


def test_seed_000_rounding_note_when_it_changes_the_payment():
    noted = {"preset": "standard", "seed_000_rounding_note": True}  # off unless asked for
    r = sc(**OPEN_1_30, tsumo=True, rules=noted)
    notes = [s for s in r.trace if s.code == "note.seed_000_rounding"]
    assert notes and notes[0].params == {"seed_total": 800, "total": 1100}
    assert not [s for s in sc(**OPEN_1_30, tsumo=True).trace
                if s.code == "note.seed_000_rounding"]
    mangan = sc("222m456p678s35m44s4m", win="4m", riichi=True, dora="3s", rules=noted)
    assert not [s for s in mangan.trace if s.code == "note.seed_000_rounding"]


def test_reading_choice_sanankou_over_iipeikou():
    # 111222333m: three concealed pungs (sanankou) beat three chows (iipeikou + pinfu)
    r = sc("111222333m456p88s", win="6p")
    assert yaku(r) == {"sanankou": 2}
    chosen = [s for s in r.trace if s.code == "reading.chosen"][0]
    assert chosen.params["sets"] == ("111m", "222m", "333m", "456p") and chosen.params["count"] == 2
    alternative = [s for s in r.trace if s.code == "reading.alternative"][0]
    assert (alternative.params["han"], alternative.params["fu"]) == (2, 30)


def test_reading_choice_by_wait_fu():
    # 123345m: win 3m as penchan of 123m (riichi, 20+10+2 = 32 -> 40 fu: 1300) or
    # ryanmen of 345m (riichi + pinfu, 30 fu: 2000); the better one is taken
    r = sc("123345m456p789s22z", win="3m", riichi=True, seat_wind="W")
    assert yaku(r) == {"riichi": 1, "pinfu": 1} and (r.fu, ron(r)) == (30, 2000)
    alternative = [s for s in r.trace if s.code == "reading.alternative"][0]
    assert (alternative.params["wait"], alternative.params["han"], alternative.params["fu"]) == \
        ("penchan", 1, 40)


def test_no_yaku_and_not_a_winning_hand():
    with pytest.raises(MjlearnError) as error:
        sc("234567m345p22s", win="2s", melds=[("chi", "789s")])
    assert error.value.code == "no_yaku"
    with pytest.raises(MjlearnError) as error:
        sc("123456789m12345p", win="5p")
    assert error.value.code == "not_a_winning_hand"


def test_fu_do_not_matter_at_five_han_note():
    r = sc(**PINFU, riichi=True, dora="1m4m")
    assert any(s.code == "note.fu_irrelevant" for s in r.trace)


# --- the trace totals ---------------------------------------------------------------------

def assert_totals(r):
    if r.yakuman:
        assert r.han == 13 * total(r.trace, "yakuman")
    else:
        assert r.han == total(r.trace, "yaku") + total(r.trace, "dora")
    assert r.fu == total(r.fu_items, "fu") == total(r.trace, "fu")
    assert r.total == total(r.trace, "payment")
    assert r.total == r.payments.total
    assert all(s in r.trace for s in r.fu_items)


@st.composite
def situations(draw):
    kinds = []
    groups = []
    for _ in range(4):
        if draw(st.booleans()):
            first = draw(st.integers(0, 2)) * 9 + draw(st.integers(0, 6))
            groups.append(("chi", first))
        else:
            groups.append(("pon", draw(st.integers(0, 33))))
    pair = draw(st.integers(0, 33))
    melds, concealed = [], []
    for shape, first in groups:
        tiles = [first, first + 1, first + 2] if shape == "chi" else [first] * 3
        if draw(st.integers(0, 3)) == 0:
            melds.append({"type": shape if shape == "chi" else draw(st.sampled_from(["pon", "kan", "ankan"])),
                          "tiles": tiles})
        else:
            concealed += tiles
    concealed += [pair, pair]
    from mjlearn.tiles import kind_code

    def text(ks):
        return "".join(kind_code(k) for k in sorted(ks))

    def meld_text(meld):
        kinds = meld["tiles"]
        return text([kinds[0]] * 4) if meld["type"] in ("kan", "ankan") else text(kinds)

    meld_json = [{"type": m["type"], "tiles": meld_text(m)} for m in melds]
    closed = all(m["type"] == "ankan" for m in melds)
    return {
        "hand": text(concealed), "win": kind_code(draw(st.sampled_from(concealed))),
        "melds": meld_json, "tsumo": draw(st.booleans()),
        "riichi": closed and draw(st.booleans()),
        "seat_wind": draw(st.sampled_from("ESWN")), "round_wind": draw(st.sampled_from("ES")),
        "dora": text(draw(st.lists(st.integers(0, 33), max_size=3))),
        "honba": draw(st.integers(0, 3)), "riichi_sticks": draw(st.integers(0, 2)),
        "rules": draw(st.sampled_from(["standard", "ema", {"preset": "standard", "kuitan": False}])),
    }


@settings(max_examples=400, deadline=None)
@given(situations())
def test_every_trace_total_is_the_sum_of_its_steps(data):
    try:
        r = score(Situation.from_json(data))
    except MjlearnError:
        return
    assert_totals(r)
    out = score_json(data)
    assert (out["han"], out["fu"], out["total"]) == (r.han, r.fu, r.total)


# --- JSON ---------------------------------------------------------------------------------

def test_score_json_keys_and_values():
    out = score_json({"hand": "234567m345p22s678s", "win": "8s", "tsumo": True, "riichi": True,
                      "dora": "1m", "seat_wind": "E"})
    assert set(out) == {"han", "fu", "yaku", "dora", "aka", "ura", "yakuman", "limit",
                        "basic_points", "payments", "total", "fu_items", "trace"}
    assert out["yaku"] == [{"id": "riichi", "han": 1}, {"id": "menzen_tsumo", "han": 1},
                           {"id": "pinfu", "han": 1}, {"id": "tanyao", "han": 1}]
    assert (out["han"], out["fu"], out["limit"], out["basic_points"]) == (5, 20, "mangan", 2000)
    assert out["payments"] == {"non_dealer": 4000} and out["total"] == 12000
    json.dumps(out)


@pytest.mark.parametrize("bad, code", [
    ({"hand": "123m"}, "too_few_tiles"),
    ({"hand": "234567m345p22s678s", "wind": "E"}, "unknown_key"),
    ({"hand": "234567m345p22s678s", "ippatsu": True}, "flag_requires"),
    ({"hand": "234567m345p22s678s", "ura": "1m"}, "flag_requires"),
    ({"hand": "234567m345p22s678s", "seat_wind": "X"}, "bad_wind"),
    ({"hand": "234567m345p22s678s", "honba": -1}, "bad_value"),
    ({"hand": "234567m345p22s678s", "riichi": "yes"}, "bad_value"),
    ({"hand": "234567m345p22s678s", "rules": "tenhou"}, "unknown_ruleset"),
    ({"hand": "234567m345p22s678s", "rules": {"kuitan": 3}}, "bad_rule_value"),
    ({"hand": "22m2m567m345p22s678s", "win": "8s", "dora": "2m2m"}, "too_many_copies"),
    ({"hand": "234567m345p22s678s", "melds": "pon:777z"}, "bad_value"),
    ({"hand": "234567m345p22s678s", "dora": "1m2m3m4m5m6m"}, "too_many_indicators"),
    ("not a dict", "bad_value"),
])
def test_score_json_errors(bad, code):
    out = score_json(bad)
    assert out["error"]["code"] == code
    assert set(out["error"]) == {"code", "params", "message"} and out["error"]["message"]


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["hand", "win", "melds", "tsumo", "riichi", "dora", "ura",
                                        "seat_wind", "honba", "rules", "ippatsu", "other"]),
                       st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.text(max_size=12),
                                 st.lists(st.text(max_size=4), max_size=3),
                                 st.lists(st.fixed_dictionaries({"type": st.text(max_size=5),
                                                                 "tiles": st.text(max_size=5)}), max_size=2))))
def test_score_json_never_raises(data):
    out = score_json(data)
    assert "error" in out or "han" in out


def test_nagashi_mangan_is_settled_at_the_draw():
    from mjlearn.riichi.nagashi import nagashi_payments
    from mjlearn.rules import STANDARD
    with pytest.raises(MjlearnError) as error:
        nagashi_payments(False, STANDARD)
    assert error.value.code == "rule_not_in_ruleset"
    on = STANDARD.with_options(nagashi_mangan=True)
    assert nagashi_payments(False, on).amounts == {"dealer": 4000, "non_dealer": 2000}
    assert nagashi_payments(True, on).amounts == {"non_dealer": 4000}
    assert nagashi_payments(True, on).total == 12000


# Seed 001's ron table, reproduced through whole hands (fu counted by hand in each comment)
SEED_001_HANDS = [
    # 1 han: open chun (20 + 4 open 777z + 2 tanki = 26 -> 30)
    ((1, 30), (1000, 1500), dict(hand="123m456p789s55s", win="5s", melds=[("pon", "777z")])),
    # 20 + 4 + 8 (concealed 111m) + 2 = 34 -> 40
    ((1, 40), (1300, 2000), dict(hand="111m456p789s55s", win="5s", melds=[("pon", "777z")])),
    # 20 + 4 + 8 + 8 (111m, 999p) + 2 = 42 -> 50
    ((1, 50), (1600, 2400), dict(hand="111m999p789s55s", win="5s", melds=[("pon", "777z")])),
    # 20 + 32 (ankan 1m) + 4 + 2 = 58 -> 60
    ((1, 60), (2000, 2900), dict(hand="456p789s55s", win="5s", melds=[("ankan", "1111m"), ("pon", "777z")])),
    # 20 + 32 + 8 (999p) + 4 + 2 = 66 -> 70
    ((1, 70), (2300, 3400), dict(hand="999p789s55s", win="5s", melds=[("ankan", "1111m"), ("pon", "777z")])),
    # chiitoitsu 25
    ((2, 25), (1600, 2400), dict(hand="11m77m33p99p55s22s44z", win="4z")),
    # riichi pinfu: 20 + 10
    ((2, 30), (2000, 2900), dict(hand="234567m345p22s789s", win="9s", riichi=True)),
    # haku (concealed, 8) + chun (open, 4): 20 + 8 + 4 + 2 tanki = 34 -> 40
    ((2, 40), (2600, 3900), dict(hand="123m555z55s", win="5s", melds=[("pon", "777z"), ("chi", "456p")])),
    ((3, 25), (3200, 4800), dict(hand="11m77m33p99p55s22s44z", win="4z", riichi=True)),
    ((3, 30), (3900, 5800), dict(hand="234567m345p22s678s", win="8s", riichi=True)),
    # riichi tanyao iipeikou, kanchan: 20 + 10 + 2 = 32 -> 40
    ((3, 40), (5200, 7700), dict(hand="223344m456p68s22s7s", win="7s", riichi=True)),
    # riichi haku chun: 20 + 10 + 8 + 8 + 2 tanki = 48 -> 50
    ((3, 50), (6400, 9600), dict(hand="123m555z777z456p55s", win="5s", riichi=True)),
    ((4, 25), (6400, 9600), dict(hand="22m77m33p66p55s88s44s", win="4s", riichi=True)),
    ((4, 30), (7700, 11600), dict(hand="234567m345p22s678s", win="8s", riichi=True, ippatsu=True)),
]


@pytest.mark.parametrize("han_fu, expected, hand", SEED_001_HANDS, ids=[str(h[0]) for h in SEED_001_HANDS])
def test_seed_001_ron_table_through_whole_hands(han_fu, expected, hand):
    non_dealer = sc(**hand, seat_wind="S")
    dealer = sc(**hand, seat_wind="E")
    assert (non_dealer.han, non_dealer.fu) == han_fu
    assert (ron(non_dealer), ron(dealer)) == expected


# Seed 002's tsumo tables (30+ fu rows, correct per rulesets §3 P8) through whole hands
@pytest.mark.parametrize("hand, han_fu, non_dealer_tsumo, dealer_tsumo", [
    # riichi tsumo pinfu tanyao: 4 han 20 fu -> 2600 / 1300; dealer 2600 each
    (dict(hand="234567m345p22s678s", win="8s", riichi=True), (4, 20), (2600, 1300), 2600),
    # tsumo + iipeikou + tanyao + riichi, kanchan: 20 + 2 + 2 = 24 -> 30, 4 han
    (dict(hand="223344m456p68s22s7s", win="7s", riichi=True), (4, 30), (3900, 2000), 3900),
    # open chun tsumo: 20 + 4 + 2 + 2 = 28 -> 30, 1 han: 500 / 300; dealer 500 each
    (dict(hand="123m456p789s55s", win="5s", melds=[("pon", "777z")]), (1, 30), (500, 300), 500),
])
def test_seed_002_tsumo_tables_through_whole_hands(hand, han_fu, non_dealer_tsumo, dealer_tsumo):
    r = sc(**hand, tsumo=True, seat_wind="W")
    assert (r.han, r.fu) == han_fu
    assert (r.payments.amounts["dealer"], r.payments.amounts["non_dealer"]) == non_dealer_tsumo
    d = sc(**hand, tsumo=True, seat_wind="E")
    assert d.payments.amounts == {"non_dealer": dealer_tsumo}


def test_results_stay_frozen():
    import dataclasses
    r = sc(**PINFU, riichi=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.han = 13
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.yaku[0].han = 5
    assert dataclasses.replace(r.yaku[0], han=2).han == 2
