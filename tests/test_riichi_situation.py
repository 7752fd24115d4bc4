"""Building a situation: defaults, JSON keys, and typed errors for every bad input."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.riichi import Situation
from mjlearn.rules import EMA, KOSTARYOV, STANDARD

HAND = "234567m345p22s678s"


def test_defaults_south_seat_east_round_standard_rules():
    s = Situation(hand=HAND)
    assert (s.seat_wind, s.round_wind) == (28, 27)
    assert not s.is_dealer and s.rules is STANDARD
    assert s.win.code == "8s"            # the last tile written


def test_from_json_uses_the_issue_keys():
    s = Situation.from_json({
        "hand": "234m456p55p678s", "win": "5p", "melds": [{"type": "pon", "tiles": "777z"}],
        "tsumo": True, "seat_wind": "E", "round_wind": "S", "dora": "1m", "honba": 2,
        "riichi_sticks": 1, "paarenchan": 0, "rules": {"preset": "ema"}})
    assert s.is_dealer and s.tsumo and s.honba == 2 and s.rules == EMA
    assert [m.type for m in s.melds] == ["pon"] and s.dora[0].code == "1m"
    assert Situation.from_json({"hand": HAND, "rules": "kostaryov"}).rules is KOSTARYOV


@pytest.mark.parametrize("kw, code, params", [
    ({"ippatsu": True}, "flag_requires", {"flag": "ippatsu", "requires": "riichi"}),
    ({"haitei": True}, "flag_requires", {"flag": "haitei", "requires": "tsumo"}),
    ({"houtei": True, "tsumo": True}, "flag_requires", {"flag": "houtei", "requires": "ron"}),
    ({"chankan": True, "tsumo": True}, "flag_requires", {"flag": "chankan", "requires": "ron"}),
    ({"rinshan": True, "tsumo": True}, "flag_requires", {"flag": "rinshan", "requires": "kan"}),
    ({"ura": "1m"}, "flag_requires", {"flag": "ura", "requires": "riichi"}),
    ({"chiihou": True, "tsumo": True, "seat_wind": "E"}, "flag_requires",
     {"flag": "chiihou", "requires": "non_dealer"}),
    ({"renhou": True, "seat_wind": "E"}, "flag_requires", {"flag": "renhou", "requires": "non_dealer"}),
    ({"tsumo": True, "haitei": True, "riichi": True, "tenhou": True, "seat_wind": "E"},
     "flags_conflict", {"flag": "riichi", "other": "tenhou"}),
    ({"seat_wind": "X"}, "bad_wind", {"key": "seat_wind", "value": "'X'"}),
    ({"honba": -1}, "bad_value", {"key": "honba", "value": "-1"}),
    ({"dora": "1m1m1m1m1m1m"}, "too_many_indicators", {"key": "dora", "count": 6, "allowed": 5}),
    ({"dora": "2m2m2m2m"}, "too_many_copies", {"tile": "2m", "count": 5}),
])
def test_bad_situations(kw, code, params):
    with pytest.raises(MjlearnError) as error:
        Situation(hand="2234567m345p22s678s"[1:], **kw)
    assert error.value.code == code and error.value.params == params


def test_riichi_needs_a_closed_hand():
    with pytest.raises(MjlearnError) as error:
        Situation(hand="234567m22s678s", melds=[("chi", "345p")], riichi=True)
    assert error.value.params == {"flag": "riichi", "requires": "closed_hand"}


def test_closed_kan_keeps_riichi_possible():
    # the standard set's four 5p are two plain and two red (rulesets §4 decision 1)
    s = Situation(hand="234567m22s678s", melds=[("ankan", "0055p")], riichi=True)
    assert s.is_closed


def test_red_fives_per_ruleset():
    # seed 000's set: one red 5m, two red 5p, one red 5s (rulesets §4 decision 1)
    assert Situation(hand="234067m340p22s678s", win="8s", dora="0p").hand
    with pytest.raises(MjlearnError) as error:
        Situation(hand="234067m345p22s678s", win="8s", dora="0m")
    assert error.value.params == {"suit": "m", "count": 2, "allowed": 1}
    with pytest.raises(MjlearnError) as error:
        Situation(hand="234067m345p22s678s", win="8s", rules="ema")
    # the EMA rules play no red fives at all: the error says so (the fifth Polish review)
    assert error.value.code == "no_red_fives"


def test_kostaryov_has_no_wind_tiles():
    with pytest.raises(MjlearnError) as error:
        Situation(hand="234567m345p678s44z", rules="kostaryov")
    assert error.value.params == {"tile": "4z", "ruleset": "kostaryov"}


def test_unknown_json_key_and_bad_melds():
    with pytest.raises(MjlearnError) as error:
        Situation.from_json({"hand": HAND, "dealer": True})
    assert error.value.params == {"key": "dealer"}
    with pytest.raises(MjlearnError) as error:
        Situation.from_json({"hand": HAND, "melds": [{"type": "pon", "tiles": "777z", "from": 2}]})
    assert error.value.code == "bad_value"
    with pytest.raises(MjlearnError) as error:
        Situation.from_json({"hand": "234m456p55p678s", "melds": [{"type": "pon", "tiles": "778m"}]})
    assert error.value.code == "bad_meld"


def test_double_riichi_is_a_riichi():
    assert Situation(hand=HAND, double_riichi=True).riichi


def test_with_changes_validates_again():
    s = Situation(hand=HAND, riichi=True, seat_wind="W")
    t = s.with_changes(tsumo=True)
    assert t.tsumo and t.riichi and t.seat_wind == 29 and t.hand == s.hand
    with pytest.raises(MjlearnError):
        s.with_changes(riichi=False, ippatsu=True)


def test_a_red_five_in_a_called_chow_counts_as_the_red_one():
    # three plain 5m in the hand and the red 5m in a called 345m: the four fives of the set
    s = Situation(hand="555m234p678p22s", win="2s", melds=[("chi", "340m")],
                  seat_wind="E", round_wind="E")
    assert s.hand_counts[2] == ("0m",)
    with pytest.raises(MjlearnError) as error:      # a fourth plain 5m is one too many
        Situation(hand="555m234p678p22s", win="2s", melds=[("chi", "345m")])
    assert error.value.code == "too_many_plain_fives"


# --- issue 13 item 8: flags that cannot happen together, refused -----------------------------

def test_ippatsu_with_rinshan_is_refused():
    # the rinshan tile comes after the winner's own kan, and any kan ends ippatsu
    # (EMA §4.2.1 "broken by any … kong … including concealed kongs")
    with pytest.raises(MjlearnError) as error:
        Situation(hand="234567m22s678s", melds=[("ankan", "1111p")], riichi=True, ippatsu=True,
                  rinshan=True, tsumo=True)
    assert (error.value.code, error.value.params) == ("ippatsu_with_rinshan", {})


@pytest.mark.parametrize("hand, win", [
    ("234567m345p22s678s", "2s"),     # the pair: the winner holds another 2s
    ("234567m345p222s77s", "2s"),     # a triplet wait: two more 2s
    ("123m123m345p22s678s", "1m"),    # a run, but the hand holds another 1m
])
def test_chankan_on_a_tile_the_winner_holds_is_refused(hand, win):
    # chankan robs the fourth copy as another player adds it to a pon: the other three
    # copies are in that pon (EMA §4.2.1 Chan kan; seed 000 §Yaku "un cuarteto tardío")
    with pytest.raises(MjlearnError) as error:
        Situation(hand=hand, win=win, chankan=True)
    assert (error.value.code, error.value.params) == ("chankan_tile_held", {"tile": win})


def test_chankan_on_the_only_copy_is_fine():
    assert Situation(hand=HAND, win="8s", chankan=True).chankan


# thirteen orphans waiting on the 1m alone (the pair is 7z): a 1m robbed from a kan
KOKUSHI_ON_1M = "9m19p19s12345677z1m"


def test_robbing_a_concealed_kan_is_for_thirteen_orphans_where_the_rules_allow_it():
    from mjlearn.riichi import score
    # EMA §3.3.7: "A concealed kong can be robbed only for Thirteen Orphans"
    r = score(Situation(hand=KOKUSHI_ON_1M, win="1m", chankan=True, chankan_ankan=True, rules="ema"))
    assert r.yakuman == 1 and [y.id for y in r.yaku] == ["kokushi"]
    with pytest.raises(MjlearnError) as error:
        score(Situation(hand=HAND, win="8s", chankan=True, chankan_ankan=True))
    assert (error.value.code, error.value.params) == \
        ("flag_requires", {"flag": "chankan_ankan", "requires": "kokushi"})
    with pytest.raises(MjlearnError) as error:
        Situation(hand=HAND, win="8s", chankan_ankan=True)
    assert (error.value.code, error.value.params) == ("chankan_ankan_alone", {})
    # a ruleset whose chankan robs only a tile added to a pon (seed 003) refuses it
    with pytest.raises(MjlearnError) as error:
        Situation(hand=KOKUSHI_ON_1M, win="1m", chankan=True, chankan_ankan=True,
                  rules={"preset": "standard", "kokushi_robs_ankan": False})
    assert (error.value.code, error.value.params) == \
        ("rule_not_in_ruleset", {"rule": "kokushi_robs_ankan", "ruleset": "standard"})


def test_the_counts_kept_for_the_scorer_are_the_hand_s_tiles():
    # hand_counts, counted once as the situation is checked: each element against a plain
    # count of the hand's own tiles (concealed; with the melds; the red fives; the kinds held)
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from riichi_oracle import situations

    checked = 0
    for data in situations(400, seed=31, standard_share=0.5):
        try:
            s = Situation.from_json(data)
        except MjlearnError:
            continue
        concealed = [0] * 34
        for t in s.hand.concealed:
            concealed[t.kind] += 1
        held = list(concealed)
        for meld in s.hand.melds:
            for t in meld.tiles:
                held[t.kind] += 1
        reds = [t for t in (*s.hand.concealed, *(t for m in s.hand.melds for t in m.tiles)) if t.red]
        assert s.hand_counts[0] == tuple(concealed) and s.hand_counts[1] == tuple(held)
        assert sorted(s.hand_counts[2]) == sorted(t.code for t in reds)
        assert s.hand_counts[3] == sum(1 << 8 * k for k in range(34) if held[k])
        checked += 1
    assert checked > 350
