"""Every yaku of seed 000 with its closed/open han (rulesets §2.1; san ankou 2 han, §3 S2).

Expected han, fu and payments come from the rules: fu counted by hand from the seeds' fu
list, payments from seed 001's table (fu × 2^(2+han), ×4 or ×6, rounded up to 100).
"""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.rules import STANDARD

from riichi_helpers import ron, sc, yaku


def test_riichi_pinfu_tanyao_ron():
    r = sc("234567m345p22s678s", win="8s", riichi=True)
    assert yaku(r) == {"riichi": 1, "pinfu": 1, "tanyao": 1}
    assert (r.han, r.fu, ron(r)) == (3, 30, 3900)


def test_ippatsu_adds_one():
    r = sc("234567m345p22s678s", win="8s", riichi=True, ippatsu=True)
    assert yaku(r)["ippatsu"] == 1 and (r.han, ron(r)) == (4, 7700)


def test_double_riichi_replaces_riichi():
    r = sc("234567m345p22s678s", win="8s", double_riichi=True)
    assert "riichi" not in yaku(r) and yaku(r)["double_riichi"] == 2
    assert r.han == 4


def test_menzen_tsumo_and_pinfu_tsumo_is_20_fu():
    r = sc("234567m345p22s678s", win="8s", tsumo=True)
    assert yaku(r) == {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1}
    # 3 han 20 fu non-dealer tsumo: basic 640 -> dealer 1300, others 700 (seed 002 row 20 fu)
    assert (r.han, r.fu, r.payments.amounts) == (3, 20, {"dealer": 1300, "non_dealer": 700})


def test_open_tanyao_kuitan_and_without_it():
    open_hand = dict(win="2s", melds=[("chi", "678s")])
    r = sc("234567m345p22s", **open_hand)
    assert yaku(r) == {"tanyao": 1}
    assert (r.han, r.fu, ron(r)) == (1, 30, 1000)     # open ron, no fu: 30
    with pytest.raises(MjlearnError) as error:
        sc("234567m345p22s", rules={"kuitan": False}, **open_hand)
    assert error.value.code == "no_yaku"


def test_iipeikou_closed_only():
    r = sc("112233m456789p55s", win="6p")
    assert yaku(r) == {"iipeikou": 1, "pinfu": 1}
    assert (r.fu, ron(r)) == (30, 2000)
    opened = sc("112233m456p55s", win="6p", melds=[("chi", "789p")], haitei=False, houtei=True)
    assert "iipeikou" not in yaku(opened)
    assert any(s.code == "note.yaku_lost_open" and s.params["yaku"] == "iipeikou" for s in opened.trace)


def test_ryanpeikou_beats_chiitoitsu():
    # ryanpeikou 3 + tanyao 1 = 4 han, 20+10+2 (tanki) = 32 -> 40 fu: mangan 8000;
    # the chiitoitsu reading is only 3 han 25 fu (3200).
    r = sc("223344m667788p55s", win="5s")
    assert yaku(r) == {"ryanpeikou": 3, "tanyao": 1}
    assert (r.han, r.fu, ron(r)) == (4, 40, 8000)
    assert r.reading.form == "standard"
    assert any(a.reading.form == "chiitoitsu" and (a.han, a.fu) == (3, 25) for a in r.alternatives)


def test_sanshoku_closed_and_open():
    r = sc("123m123p123s456s99m", win="4s")
    assert yaku(r) == {"sanshoku": 2, "pinfu": 1} and ron(r) == 3900
    o = sc("123m123p456s99m", win="4s", melds=[("chi", "123s")])
    assert yaku(o) == {"sanshoku": 1} and (o.fu, ron(o)) == (30, 1000)
    assert any(s.code == "note.open_reduction" and s.params["closed"] == 2 for s in o.trace)


def test_ittsuu_closed_and_open():
    r = sc("123456789m234p55s", win="9m")
    assert yaku(r) == {"ittsuu": 2, "pinfu": 1} and ron(r) == 3900
    o = sc("456789m234p55s", win="9m", melds=[("chi", "123m")])
    assert yaku(o) == {"ittsuu": 1} and ron(o) == 1000


def test_chanta_closed_and_open():
    # 20 + 10 closed ron + 8 (concealed 999m) + 2 penchan = 40
    r = sc("123m789p789s999m44z", win="3m")
    assert yaku(r) == {"chanta": 2} and (r.fu, ron(r)) == (40, 2600)
    o = sc("123m789s999m44z", win="3m", melds=[("chi", "789p")])
    assert yaku(o) == {"chanta": 1} and (o.fu, ron(o)) == (30, 1000)


def test_junchan_closed_and_open():
    r = sc("123m789p789s999m11p", win="3m")
    assert yaku(r) == {"junchan": 3} and (r.fu, ron(r)) == (40, 5200)
    o = sc("123m789s999m11p", win="3m", melds=[("chi", "789p")])
    assert yaku(o) == {"junchan": 2} and (o.fu, ron(o)) == (30, 2000)


def test_toitoi_open():
    # 20 + 2 + 2 (open 222m, 333p) + 4 + 4 (concealed 777s, 888m) + 2 tanki = 34 -> 40
    r = sc("777s888m55s", win="5s", melds=[("pon", "222m"), ("pon", "333p")])
    assert yaku(r) == {"toitoi": 2, "tanyao": 1}
    assert (r.han, r.fu, ron(r)) == (3, 40, 5200)


def test_closed_toitoi_with_ron_on_shanpon_is_sanankou_not_suuankou():
    # rulesets §3 S6: the triplet completed by ron counts as open
    r = sc("222m333p777s88m55s8m", win="8m")
    assert yaku(r) == {"toitoi": 2, "sanankou": 2, "tanyao": 1}
    assert r.yakuman == 0 and ron(r) == 8000


def test_sanankou_is_two_han():
    # seed 000 says 3 han: wrong (rulesets §3 S2). 20+10+4+4+4 = 42 -> 50 fu.
    r = sc("222m333p777s456m99s", win="6m")
    assert yaku(r) == {"sanankou": 2}
    assert (r.fu, ron(r)) == (50, 3200)


def test_sankantsu():
    # 20 + 8 + 8 (open kans of simples) + 16 (closed kan) = 52 -> 60 fu
    r = sc("456m99s", win="6m", melds=[("kan", "2222m"), ("kan", "3333p"), ("ankan", "7777s")])
    assert yaku(r) == {"sankantsu": 2}
    assert (r.fu, ron(r)) == (60, 3900)


def test_sanshoku_doukou():
    r = sc("222m222p456m99s", win="6m", melds=[("pon", "222s")])
    assert yaku(r) == {"sanshoku_doukou": 2}
    assert (r.fu, ron(r)) == (30, 2000)


def test_shousangen_with_its_two_yakuhai():
    r = sc("555z666z77z123m456p", win="6p")
    assert yaku(r) == {"yakuhai_haku": 1, "yakuhai_hatsu": 1, "shousangen": 2}
    assert (r.han, ron(r)) == (4, 8000)


def test_honroutou_toitoi_sanankou():
    r = sc("111m999p111s444z99s", win="4z")
    assert yaku(r) == {"toitoi": 2, "sanankou": 2, "honroutou": 2}
    assert (r.han, r.limit, ron(r)) == (6, "haneman", 12000)


def test_honroutou_with_seven_pairs():
    r = sc("11m99m11p99p11s99s11z", win="1z")
    assert yaku(r) == {"chiitoitsu": 2, "honroutou": 2}
    assert (r.fu, ron(r)) == (25, 6400)


def test_honitsu_closed_and_open():
    r = sc("123m345m789m333z44z", win="9m")
    assert yaku(r) == {"honitsu": 3} and (r.fu, ron(r)) == (40, 5200)
    o = sc("345m789m333z44z", win="9m", melds=[("chi", "123m")])
    assert yaku(o) == {"honitsu": 2} and (o.fu, ron(o)) == (30, 2000)


def test_chinitsu_closed_and_open():
    r = sc("123m345m567m789m99m", win="1m")
    assert yaku(r) == {"chinitsu": 6, "pinfu": 1}
    assert (r.limit, ron(r)) == ("haneman", 12000)
    o = sc("123m567m789m99m", win="1m", melds=[("chi", "345m")])
    assert yaku(o) == {"chinitsu": 5}
    assert (o.limit, ron(o)) == ("mangan", 8000)


def test_chiitoitsu_ron_and_tsumo():
    r = sc("11m77m33p99p55s22s44z", win="4z")
    assert yaku(r) == {"chiitoitsu": 2} and (r.fu, ron(r)) == (25, 1600)
    t = sc("11m77m33p99p55s22s44z", win="4z", tsumo=True)
    assert t.han == 3 and t.payments.amounts == {"dealer": 1600, "non_dealer": 800}


@pytest.mark.parametrize("honour, yaku_id", [("5z", "yakuhai_haku"), ("6z", "yakuhai_hatsu"),
                                             ("7z", "yakuhai_chun")])
def test_dragon_yakuhai_open(honour, yaku_id):
    r = sc("123m456p789s99s", win="9s", melds=[("pon", honour * 3)])
    assert yaku(r) == {yaku_id: 1}


def test_double_wind_pung_is_two_han():
    r = sc("123m456p789s55s", win="5s", melds=[("pon", "111z")], seat_wind="E", round_wind="E")
    assert yaku(r) == {"yakuhai_seat_wind": 1, "yakuhai_round_wind": 1}
    # dealer ron, 2 han; 20 + 4 (open 111z) + 2 tanki = 26 -> 30 fu: 2900
    assert (r.fu, ron(r)) == (30, 2900)


def test_wind_that_is_neither_seat_nor_round_is_no_yaku():
    with pytest.raises(MjlearnError) as error:
        sc("123m456p789s55s", win="5s", melds=[("pon", "444z")], seat_wind="S", round_wind="E")
    assert error.value.code == "no_yaku"


@pytest.mark.parametrize("flag, extra", [
    ("haitei", {"tsumo": True}), ("houtei", {}),
    # a robbed tile is the fourth copy: the winner holds no other, so it cannot be the pair
    ("chankan", {"win": "7s"}),
    ("rinshan", {"tsumo": True, "melds": [("chi", "123m"), ("kan", "8888p")]}),
])
def test_one_han_situational_yaku_count_on_open_hands(flag, extra):
    extra = dict(extra)
    melds = extra.pop("melds", [("chi", "123m")])
    win = extra.pop("win", "5s")
    hand = "456p789s55s" + ("" if len(melds) == 2 else "222m")
    r = sc(hand, win=win, melds=melds, **{flag: True}, **extra)
    assert yaku(r) == {flag: 1}


def test_haitei_and_rinshan_exclude_each_other():
    with pytest.raises(MjlearnError) as error:
        sc("456p789s55s", win="5s", tsumo=True, haitei=True, rinshan=True,
           melds=[("chi", "123m"), ("kan", "8888p")])
    assert error.value.code == "flags_conflict"


def test_dora_alone_is_no_yaku():
    with pytest.raises(MjlearnError) as error:
        sc("234567m345p22s", win="2s", melds=[("chi", "789s")], dora="1m4m")
    assert error.value.code == "no_yaku"
    assert error.value.params == {"dora": 2, "aka": 0, "ura": 0}


def test_stable_ids_are_those_being_translated():
    from mjlearn.riichi.yaku import YAKU
    from mjlearn.riichi.yakuman import YAKUMAN
    translated = set(
        "riichi ippatsu menzen_tsumo pinfu tanyao iipeikou yakuhai_haku yakuhai_hatsu "
        "yakuhai_chun yakuhai_seat_wind yakuhai_round_wind rinshan chankan haitei houtei "
        "double_riichi sanshoku ittsuu chanta chiitoitsu toitoi sanankou sankantsu "
        "sanshoku_doukou shousangen honroutou junchan ryanpeikou honitsu chinitsu renhou "
        "nagashi_mangan isshoku_sanjun sanrenkou kokushi kokushi_13 suuankou suuankou_tanki "
        "daisangen shousuushii daisuushii tsuuiisou chinroutou ryuuiisou chuuren "
        "junsei_chuuren suukantsu tenhou chiihou suurenkou daisharin daichikurin daisuurin "
        "daichisei paarenchan".split())
    ours = {y.id for y in YAKU} | {y.id for y in YAKUMAN} | {"nagashi_mangan"}
    assert ours == translated


def test_isshoku_sanjun_is_a_switch():
    # 111222333m: three concealed pungs (sanankou 2, 20+10+8+4+4 = 46 -> 50 fu: 3200) or
    # three identical chows (off: iipeikou + pinfu 2 han 30 fu = 2000; on: isshoku sanjun
    # 3 + pinfu 1 = 4 han 30 fu = 7700). The best reading wins either way.
    hand = "111222333m456p88s"
    off = sc(hand, win="6p")
    assert yaku(off) == {"sanankou": 2} and ron(off) == 3200
    on = sc(hand, win="6p", rules={"isshoku_sanjun": True})
    assert yaku(on) == {"isshoku_sanjun": 3, "pinfu": 1} and ron(on) == 7700


def test_sanrenkou_is_a_switch():
    # pungs 222 333 444m: sanankou 2 (+ sanrenkou 2 when on), 20+10+4+4+4 = 42 -> 50 fu
    on = sc("222333444m789p11s", win="9p", rules={"sanrenkou": True})
    assert yaku(on) == {"sanankou": 2, "sanrenkou": 2} and ron(on) == 8000
    off = sc("222333444m789p11s", win="9p")
    assert yaku(off) == {"sanankou": 2} and ron(off) == 3200


def test_pinfu_tsumo_option_off():
    r = sc("234567m345p22s678s", win="8s", tsumo=True, rules={"pinfu_tsumo": False})
    assert "pinfu" not in yaku(r)
    assert r.fu == 30
    notes = [s for s in r.trace if s.code == "note.pinfu_refused"]
    assert notes and notes[0].params["reason"] == "tsumo"


def test_pinfu_refused_for_the_wait_and_for_a_valued_pair():
    kanchan = sc("234567m345p22s68s7s", win="7s", riichi=True)
    note = [s for s in kanchan.trace if s.code == "note.pinfu_refused"]
    assert note[0].params == {"reason": "wait", "detail": "kanchan"}
    valued = sc("234567m345p55z678s", win="8s", riichi=True)
    note = [s for s in valued.trace if s.code == "note.pinfu_refused"]
    assert note[0].params["reason"] == "valued_pair"
    assert STANDARD.pinfu_tsumo


def test_family_gates_never_hide_a_yaku():
    """A reading that fails its family's gate (too few chows, too few triplets) has none
    of the family's yaku: checked predicate by predicate on generated hands, every yaku
    switched on (the gate only saves work, it never decides)."""
    from riichi_oracle import situations

    from mjlearn.readings import readings
    from mjlearn.riichi import Situation
    from mjlearn.riichi.view import HandFacts, ReadingView
    from mjlearn.riichi.yaku import FAMILY_GATES, YAKU

    gated = [y for y in YAKU if y.family in FAMILY_GATES]
    checked = 0
    for data in situations(800, seed=31):
        s = Situation.from_json(data)
        facts = HandFacts(s)
        for r in readings(s.hand):
            v = ReadingView(r, facts)
            for y in gated:
                if not FAMILY_GATES[y.family](v):
                    checked += 1
                    assert not y.test(v, s), (y.id, data)
    assert checked > 1000


def test_the_yakuman_gate_never_hides_a_yakuman():
    """A reading that fails the yakuman gate (no hand-wide shape, not four sets of three
    or four, a standard form) has no yakuman, every local yakuman switched on: checked
    yakuman by yakuman on generated hands (the gate only saves work, it never decides)."""
    from riichi_oracle import situations

    from mjlearn.readings import readings
    from mjlearn.riichi import Situation
    from mjlearn.riichi.view import HandFacts, ReadingView
    from mjlearn.riichi.yakuman import YAKUMAN

    rules = {"preset": "standard", "daisharin": True, "daisharin_all_suits": True,
             "daichisei": True, "paarenchan": True, "suurenkou": True, "renhou": "yakuman"}
    checked = 0
    from mjlearn.errors import MjlearnError

    for data in situations(800, seed=37):
        try:
            s = Situation.from_json({**data, "rules": rules})
        except MjlearnError:        # a variant's own rules made this hand valid
            continue
        facts = HandFacts(s)
        for r in readings(s.hand):
            v = ReadingView(r, facts)
            if facts.yakuman_shaped or len(v.triplets) == 4 or not v.standard:
                continue
            checked += 1
            for y in YAKUMAN:
                assert not y.test(v, s), (y.id, data)
    assert checked > 500


# --- the yaku's expressions against the plain statement of each rule ---------------------

def _th(kind):
    return kind >= 27 or kind % 9 in (0, 8)


def _all_sets_have(v, test):
    return test(v.pair) and all(test(c) or test(c + 2) for c in v.chis) \
        and all(test(t[0]) for t in v.triplets)


def _three_in_a_row(kinds):
    return any(k < 27 and k % 9 <= 6 and k + 1 in kinds and k + 2 in kinds for k in kinds)


# Each rule as the seeds state it, on the lists of a reading (the yaku table says the same
# with bit masks of kinds, which is what the scorer runs).
PLAIN_STATEMENTS = {
    "pinfu": lambda v, s: len(v.chis) == 4 and v.wait == "ryanmen"
    and not v.facts.is_valued_pair(v.pair) and (not s.tsumo or s.rules.pinfu_tsumo),
    "iipeikou": lambda v, s: len(v.chis) >= 2 and v.identical_chi_pairs() == 1,
    "ryanpeikou": lambda v, s: len(v.chis) == 4 and v.identical_chi_pairs() == 2,
    "sanshoku": lambda v, s: any(c < 9 and c + 9 in v.chis and c + 18 in v.chis for c in v.chis),
    "ittsuu": lambda v, s: any(c % 9 == 0 and c + 3 in v.chis and c + 6 in v.chis for c in v.chis),
    "sanshoku_doukou": lambda v, s: any(k < 9 and k + 9 in v.triplet_set and k + 18 in v.triplet_set
                                        for k in v.triplet_set),
    "sanrenkou": lambda v, s: _three_in_a_row(v.triplet_set),
    "yakuhai_haku": lambda v, s: 31 in v.triplet_set,
    "yakuhai_hatsu": lambda v, s: 32 in v.triplet_set,
    "yakuhai_chun": lambda v, s: 33 in v.triplet_set,
    "yakuhai_seat_wind": lambda v, s: s.seat_wind in v.triplet_set,
    "yakuhai_round_wind": lambda v, s: s.round_wind in v.triplet_set,
    "shousangen": lambda v, s: v.pair >= 31 and v.count_triplets({31, 32, 33}) == 2,
    # (a chow is asked for unless the rules define chanta without it: seed 003)
    "chanta": lambda v, s: v.standard and (bool(v.chis) or not s.rules.chanta_needs_chow)
    and _all_sets_have(v, _th),
    "junchan": lambda v, s: not v.facts.has_honour and v.standard
    and (bool(v.chis) or not s.rules.chanta_needs_chow) and _all_sets_have(v, _th),
}


def test_yaku_expressions_match_the_plain_statement_of_their_rule():
    from riichi_oracle import situations

    from mjlearn.readings import readings
    from mjlearn.riichi import Situation
    from mjlearn.riichi.view import HandFacts, ReadingView
    from mjlearn.riichi.yaku import YAKU_BY_ID

    seen = {name: 0 for name in PLAIN_STATEMENTS}
    for data in situations(1500, seed=41):
        s = Situation.from_json(data)
        facts = HandFacts(s)
        for r in readings(s.hand):
            v = ReadingView(r, facts)
            for name, plain in PLAIN_STATEMENTS.items():
                expected = plain(v, s)
                assert YAKU_BY_ID[name].test(v, s) is expected, (name, data)
                seen[name] += expected
    # every rule was seen holding, not only failing
    assert all(seen[name] for name in seen if name not in ("sanrenkou",)), seen


# --- issue 13 items 11 and 14: the family rules as written (seed 003) --------------------------

def test_kostaryov_chanta_needs_no_chow():
    # seed 003 "Chanta — в каждом наборе есть терминал (1 или 9) или дракон; закрытая рука
    # → 2 хан, открытая рука → 1 хан": no chow asked for (docs/rulesets.md)
    closed = sc("111m999p555z11s666z", win="6z", rules="kostaryov")    # ron on a shanpon wait
    assert yaku(closed)["chanta"] == 2
    opened = sc("111m999p555z11s", win="1s", melds=[("pon", "666z")], rules="kostaryov")
    assert yaku(opened) == {"toitoi": 2, "sanankou": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1,
                            "chanta": 1}
    # the standard rules keep the chow: this hand is honroutou there, not chanta
    standard = sc("111m999p555z11s", win="1s", melds=[("pon", "666z")])
    assert "chanta" not in yaku(standard) and yaku(standard)["honroutou"] == 2
    # a hand with a chow is chanta either way
    with_chow = sc("123m999p555z11s", win="1s", melds=[("pon", "666z")], rules="kostaryov")
    assert yaku(with_chow)["chanta"] == 1


def test_kostaryov_ryuuiisou_keeps_the_standard_tiles():
    # seed 003 §3.1.4 lists 2, 3, 4, 6 bamboo and 發; rulesets §4 decision 4: the missing 8
    # is a slip, all green follows the standard tiles (seed 000, EMA §4.2.5)
    green = sc("22233344466s666z", win="6z", seat_wind="S", rules="kostaryov")
    assert yaku(green) == {"ryuuiisou": 13} and ron(green) == 32000
    with_eights = sc("22334466888s666z", win="6z", seat_wind="S", rules="kostaryov")
    assert yaku(with_eights) == {"ryuuiisou": 13} and ron(with_eights) == 32000
    literal = {"preset": "kostaryov", "ryuuiisou_8s": False}
    assert "ryuuiisou" not in yaku(sc("22334466888s666z", win="6z", seat_wind="S", rules=literal))
    assert yaku(sc("22334466888s666z", win="6z", seat_wind="S")) == {"ryuuiisou": 13}
