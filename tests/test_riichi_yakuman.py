"""Yakuman, double yakuman (seed 001's four), stacking, cap, kazoe, local yakuman, and
the three presets' differences (rulesets §1 rows 4–6, §2.3, §2.4)."""

import pytest

from mjlearn.errors import MjlearnError

from riichi_helpers import ron, sc, yaku


@pytest.mark.parametrize("hand, win, kw, expected, pay", [
    ("119m19p19s1234567z", "7z", {}, {"kokushi": 13}, 32000),
    ("19m19p19s1234567z1m", "1m", {}, {"kokushi_13": 26}, 64000),
    ("111m222p333s444z99s", "1m", {"tsumo": True}, {"suuankou": 13}, 32000),
    ("111m222p333s444z99s", "9s", {}, {"suuankou_tanki": 26}, 64000),
    ("555z666z777z123m44p", "3m", {}, {"daisangen": 13}, 32000),
    ("111z222z333z44z123m", "3m", {}, {"shousuushii": 13}, 32000),
    ("111z222z333z55m", "5m", {"melds": [("pon", "444z")]}, {"daisuushii": 26}, 64000),
    ("111z222z444z77z", "7z", {"melds": [("pon", "666z")]}, {"tsuuiisou": 13}, 32000),
    ("111m999m111p11s", "1s", {"melds": [("pon", "999p")]}, {"chinroutou": 13}, 32000),
    ("223344s666s888s66z", "6z", {}, {"ryuuiisou": 13}, 32000),
    ("11123456789999m", "1m", {}, {"chuuren": 13}, 32000),
    ("11123455678999m", "5m", {}, {"junsei_chuuren": 26}, 64000),
])
def test_yakuman_non_dealer_ron(hand, win, kw, expected, pay):
    r = sc(hand, win=win, **kw)
    assert yaku(r) == expected
    assert r.yakuman == sum(expected.values()) // 13
    assert r.limit == "yakuman"
    total = ron(r) if not kw.get("tsumo") else r.payments.amounts["dealer"] + 2 * r.payments.amounts["non_dealer"]
    assert total == pay


def test_suuankou_by_ron_on_a_shanpon_is_not_yakuman():
    # toitoi 2 + sanankou 2; 20+10 + 4 (111m, by ron: open) + 4 + 4 + 8 = 50 fu: mangan
    r = sc("111m222p333s444z99s", win="1m")
    assert yaku(r) == {"toitoi": 2, "sanankou": 2} and r.fu == 50 and ron(r) == 8000


def test_suukantsu():
    r = sc("77m", win="7m", melds=[("kan", "2222m"), ("kan", "3333p"), ("shouminkan", "4444s"),
                                   ("ankan", "0555s")])    # one 5s of four is red
    assert yaku(r) == {"suukantsu": 13} and ron(r) == 32000


def test_tenhou_and_chiihou():
    t = sc("123m456p789s11122z", win="2z", tsumo=True, tenhou=True, seat_wind="E")
    assert yaku(t) == {"tenhou": 13} and t.payments.amounts == {"non_dealer": 16000}
    assert t.total == 48000
    c = sc("123m456p789s11122z", win="2z", tsumo=True, chiihou=True, seat_wind="W")
    assert yaku(c) == {"chiihou": 13} and c.payments.amounts == {"dealer": 16000, "non_dealer": 8000}


def test_tenhou_needs_the_dealer():
    with pytest.raises(MjlearnError) as error:
        sc("123m456p789s11122z", win="2z", tsumo=True, tenhou=True, seat_wind="S")
    assert error.value.params == {"flag": "tenhou", "requires": "dealer"}


def test_renhou_off_yakuman_or_mangan():
    hand = dict(win="8s", renhou=True, seat_wind="S")
    off = sc("234567m345p22s678s", **hand)
    assert "renhou" not in yaku(off)
    assert any(s.code == "note.yaku_not_in_rules" for s in off.trace)
    as_yakuman = sc("234567m345p22s678s", rules={"renhou": "yakuman"}, **hand)
    assert yaku(as_yakuman) == {"renhou": 13} and ron(as_yakuman) == 32000
    ema = sc("234567m345p22s678s", rules="ema", **hand)     # EMA: a mangan, alone
    assert yaku(ema) == {"renhou": 5} and ron(ema) == 8000


def test_yakuman_stack_in_standard_not_in_ema_and_cap():
    # daisangen + tsuuiisou
    hand = dict(win="2z", melds=[("pon", "111z")])
    r = sc("555z666z777z22z", **hand)
    assert yaku(r) == {"daisangen": 13, "tsuuiisou": 13} and r.yakuman == 2 and ron(r) == 64000
    e = sc("555z666z777z22z", rules="ema", **hand)
    assert r.han == 26 and e.yakuman == 1 and ron(e) == 32000
    assert any(s.code == "note.yakuman_not_cumulative" for s in e.trace)
    capped = sc("555z666z777z22z", rules={"yakuman_cap": 1}, **hand)
    assert capped.yakuman == 1 and ron(capped) == 32000


def test_ema_has_no_double_yakuman():
    r = sc("19m19p19s1234567z1m", win="1m", rules="ema")
    assert r.yakuman == 1 and ron(r) == 32000
    d = sc("111z222z333z55m", win="5m", melds=[("pon", "444z")], rules="ema")
    assert yaku(d) == {"daisuushii": 13} and ron(d) == 32000


def test_dora_are_ignored_on_a_yakuman():
    r = sc("555z666z777z123m44p", win="3m", dora="4z")
    assert r.dora == 0 and ron(r) == 32000


KAZOE_HAND = dict(hand="112233m456m789m99m", win="6m", riichi=True, dora="9m")


def test_kazoe_yakuman_and_ema_sanbaiman():
    # riichi 1 + pinfu 1 + iipeikou 1 + ittsuu 2 + chinitsu 6 = 11, dora 9m -> 1m x2 = 13
    r = sc(**KAZOE_HAND)
    assert r.han == 13 and r.limit == "kazoe_yakuman" and ron(r) == 32000
    assert r.yakuman == 0
    e = sc(**KAZOE_HAND, rules="ema")
    assert e.han == 13 and e.limit == "sanbaiman" and ron(e) == 24000


def test_kazoe_stacked_option():
    r = sc(**KAZOE_HAND, rules={"kazoe": "stacked"})
    assert r.limit == "kazoe_yakuman" and ron(r) == 32000


def test_daisharin_and_other_suits_are_switches():
    hand = dict(hand="22334455667788p", win="8p")
    plain = sc(**hand)
    assert "daisharin" not in yaku(plain)
    on = sc(**hand, rules={"daisharin": True})
    assert yaku(on) == {"daisharin": 13} and ron(on) == 32000
    sou = dict(hand="22334455667788s", win="8s")
    assert "daichikurin" not in yaku(sc(**sou, rules={"daisharin": True}))
    both = {"daisharin": True, "daisharin_all_suits": True}
    assert yaku(sc(**sou, rules=both)) == {"daichikurin": 13}
    assert yaku(sc(hand="22334455667788m", win="8m", rules=both)) == {"daisuurin": 13}


def test_daichisei_switch_is_a_double_yakuman():
    hand = dict(hand="11223344556677z", win="7z")
    assert yaku(sc(**hand)) == {"tsuuiisou": 13}
    r = sc(**hand, rules={"daichisei": True})
    assert yaku(r) == {"daichisei": 26} and ron(r) == 64000


def test_suurenkou_switch():
    hand = dict(hand="222333444555m11p", win="1p", tsumo=True)
    assert "suurenkou" not in yaku(sc(**hand))
    assert "suurenkou" in yaku(sc(**hand, rules={"suurenkou": True}))


def test_paarenchan_switch():
    hand = dict(hand="234567m345p22s678s", win="8s", seat_wind="E", paarenchan=8)
    assert "paarenchan" not in yaku(sc(**hand))
    r = sc(**hand, rules={"paarenchan": True})
    assert yaku(r) == {"paarenchan": 13} and ron(r) == 48000


# --- kostaryov (seed 003) ------------------------------------------------------------------

def test_kostaryov_rejects_wind_tiles():
    with pytest.raises(MjlearnError) as error:
        sc("123m456p789s11z222m", win="2m", rules="kostaryov")
    assert error.value.code == "no_wind_tiles"
    with pytest.raises(MjlearnError) as error:
        sc("234567m345p22s678s", win="8s", riichi=True, dora="1z", rules="kostaryov")
    assert error.value.params["tile"] == "1z"


def test_kostaryov_junchan_hand_scores_chanta():
    r = sc("123m789p789s999m11p", win="3m", rules="kostaryov")
    assert yaku(r) == {"chanta": 2}
    assert ron(r) == 2600


def test_kostaryov_shousangen_hand_scores_only_its_yakuhai():
    r = sc("555z666z77z123m456p", win="6p", rules="kostaryov")
    assert yaku(r) == {"yakuhai_haku": 1, "yakuhai_hatsu": 1}


def test_kostaryov_has_no_ippatsu_and_double_riichi_is_a_riichi():
    r = sc("234567m345p22s678s", win="8s", riichi=True, ippatsu=True, rules="kostaryov")
    assert yaku(r) == {"riichi": 1, "pinfu": 1, "tanyao": 1}
    assert any(s.code == "note.yaku_not_in_rules" and s.params["yaku"] == "ippatsu" for s in r.trace)
    d = sc("234567m345p22s678s", win="8s", double_riichi=True, rules="kostaryov")
    assert yaku(d) == {"riichi": 1, "pinfu": 1, "tanyao": 1}


def test_kostaryov_omits_sankantsu_and_sanshoku_doukou():
    r = sc("222m222p456m99s", win="6m", melds=[("pon", "222s")], houtei=True, rules="kostaryov")
    assert yaku(r) == {"houtei": 1}


def test_kostaryov_double_yakuman():
    r = sc("111m222p333s555z66z", win="6z", rules="kostaryov")
    assert yaku(r) == {"suuankou_tanki": 26} and ron(r) == 64000


def test_real_yakuman_beats_kazoe_of_the_same_value():
    # 222p 333p 444p + ankan 9p + 11p by tsumo: suuankou (yakuman), not the 16-han
    # kazoe reading 123p 123p 234p 44p (oracle finding B1)
    r = sc("11222333444p", win="4p", melds=[("ankan", "9999p")], tsumo=True, double_riichi=True,
           dora="1m3p", ura="1m2p")
    assert r.yakuman == 1 and r.limit == "yakuman" and "suuankou" in yaku(r)
    alternative = [s for s in r.trace if s.code == "reading.alternative"]
    assert alternative and alternative[0].params["han"] >= 13


def test_four_fold_yakuman_stack_in_standard():
    # daisuushii (double) + suuankou tanki (double) = 4 x 8000 basic
    r = sc("111z222z333z444z55m", win="5m")
    assert yaku(r) == {"suuankou_tanki": 26, "daisuushii": 26}
    assert r.yakuman == 4 and ron(r) == 128000


def test_yakuman_evaluator_matches_the_table():
    """The compiled evaluator of each ruleset's yakuman table finds exactly what reading
    the table row by row (evaluate_yakuman) finds, on generated hands, local yakuman on."""
    from riichi_oracle import situations

    from mjlearn.readings import readings
    from mjlearn.riichi import Situation
    from mjlearn.riichi.evaluate import tables
    from mjlearn.riichi.view import HandFacts, ReadingView
    from mjlearn.riichi.yakuman import evaluate_yakuman

    rules = {"preset": "standard", "daisharin": True, "daisharin_all_suits": True,
             "daichisei": True, "paarenchan": True, "suurenkou": True, "renhou": "yakuman"}
    found = 0
    for data in situations(600, seed=43):
        for spec in (rules, data.get("rules")):
            try:
                s = Situation.from_json({**data, "rules": spec})
            except MjlearnError:
                continue
            _, _, table, evaluator = tables(s.rules)
            facts = HandFacts(s)
            for r in readings(s.hand):
                v = ReadingView(r, facts)
                expected = evaluate_yakuman(table, v, s)
                assert evaluator(v, s) == expected, data
                found += bool(expected)
    assert found > 20


# --- issue 13 item 9: yakuman results -----------------------------------------------------------

def test_a_yakuman_says_fu_do_not_count_instead_of_counting_them():
    # seed 003 §3.1.4 "При якумане fu/han/dora можно даже не считать"
    r = sc("555z666z777z123m44p", win="3m")
    codes = [s.code for s in r.trace]
    assert "note.yakuman_fu" in codes
    assert not [c for c in codes if c.startswith("fu.")]
    assert r.fu == 0 and r.fu_items == ()
    assert r.han == 13 and ron(r) == 32000         # the total still comes from the steps


@pytest.mark.parametrize("hand, win, kw, expected", [
    # daisangen + tsuuiisou, capped at one yakuman: the yaku add up to han
    ("555z666z777z22z", "2z", {"melds": [("pon", "111z")]}, {"daisangen": 13}),
    # a double yakuman capped at one
    ("111m222p333s444z99s", "9s", {}, {"suuankou_tanki": 13}),
])
def test_a_yakuman_cap_shows_in_the_yaku_too(hand, win, kw, expected):
    r = sc(hand, win=win, rules={"yakuman_cap": 1}, **kw)
    assert yaku(r) == expected and r.han == 13 == sum(y.han for y in r.yaku)
    assert ron(r) == 32000
    assert any(s.code == "yakuman.cap" for s in r.trace)


@pytest.mark.parametrize("hand, win, plain", [
    ("19m19p19s1234567z1m", "1m", "kokushi"),           # 13-sided wait
    ("111m222p333s444z99s", "9s", "suuankou"),          # pair wait
    ("11123455678999m", "5m", "chuuren"),               # nine-sided wait
])
def test_ema_never_names_a_double_yakuman(hand, win, plain):
    # EMA p.5 and §4.2.5: no double yakuman, so no double form is named either
    r = sc(hand, win=win, rules="ema")
    assert yaku(r) == {plain: 13} and ron(r) == 32000
    assert [s.params["yaku"] for s in r.trace if s.code == "yakuman.found"] == [plain]
