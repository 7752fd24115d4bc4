"""Whole-hand scoring: the spec's §8 worked examples, the choice of arrangement, who won,
the Kajongg DMJL profile, and that every number comes from the trace."""

import pytest

from mjlearn.classic import score_hand, totals
from mjlearn.i18n import render_classic_score, render_step

# §8: concealed kong of terminals, melded pung of green dragons, concealed pung of
# simples, a (melded) chow, pair of East winds; prevailing wind East.
HAND = "[1111m] (666z) 222p (345s) 11z"


@pytest.mark.parametrize("hand, seat, points, raw, final", [
    # East wins, self-drawn East wind (completes the pair)
    (f"{HAND} last=1z/drawn", "E", 68, 136, 140),
    # East wins on a discarded East wind
    (f"{HAND} last=1z/claimed", "E", 66, 132, 130),
    # West wins, self-drawn East wind
    (f"{HAND} last=1z/drawn", "W", 66, 132, 130),
    # West wins on East's discarded green dragon, completing the pung
    ("[1111m] 666z 222p (345s) 11z last=6z/claimed", "W", 62, 124, 120),
])
def test_worked_examples_of_section_8(hand, seat, points, raw, final):
    score = score_hand(hand, seat, "E")
    assert score.won
    assert (score.points, score.doubles, score.raw, score.total) == (points, 1, raw, final)


def test_first_worked_example_itemised():
    score = score_hand(f"{HAND} last=1z/drawn", "E", "E")
    items = [(s.code, s.value) for s in score.items]
    assert items == [
        ("classic.set.kong", 32), ("classic.set.pung", 4), ("classic.set.chow", 0),
        ("classic.set.pung", 4), ("classic.pair.seat_wind", 2), ("classic.pair.round_wind", 2),
        ("classic.bonus.going_out", 20), ("classic.bonus.self_drawn", 2),
        ("classic.bonus.out_on_pair", 2), ("classic.double.dragon_set", 1),
    ]
    assert [s.code for s in score.trace][:2] == ["classic.player.winner", "classic.arrangement.chosen"]
    assert [s.params for s in score.trace if s.code == "classic.round"] == [{"raw": 136, "rounded": 140}]


# Four Winds §5: calling on 2-2-3-4 bamboo and winning on 2 bamboo may be counted as
# completing the pair (out on a pair, 2 points) rather than the chow 2-3-4 (nothing).
ARRANGEMENT_HAND = "999p 222p 678m 22234s last=2s/drawn"


def test_best_arrangement_completes_the_pair_not_the_chow():
    score = score_hand(ARRANGEMENT_HAND, "S", "E")
    chosen = next(s for s in score.trace if s.code == "classic.arrangement.chosen")
    groups = list(chosen.params["groups"])
    assert groups[chosen.params["winning"]] == "<22s>"
    # 8 + 4 (concealed pungs) + 20 + 10 (concealed) + 2 (self-drawn) + 2 (out on the pair)
    assert (score.points, score.total) == (46, 50)


def test_the_trace_says_the_other_arrangement_scored_less():
    score = score_hand(ARRANGEMENT_HAND, "S", "E")
    others = [s.params for s in score.trace if s.code == "classic.arrangement.alternative"]
    assert len(others) == 1
    assert list(others[0]["groups"])[others[0]["winning"]] == "<234s>"
    assert others[0]["total"] == 40  # 44 without the pair bonus


def test_pungs_are_chosen_over_chows_when_they_score_more():
    score = score_hand("111222333m 789p 55z last=5z/drawn", "S", "E")
    assert sorted(s.params["tiles"] for s in score.trace if s.code == "classic.set.pung") == \
        ["111m", "222m", "333m"]
    alternatives = [s.params["total"] for s in score.trace if s.code == "classic.arrangement.alternative"]
    assert alternatives and max(alternatives) < score.total


def test_a_complete_hand_with_its_last_tile_is_the_winners():
    assert score_hand(f"{HAND} last=1z/drawn", "E", "E").won


def test_a_hand_without_a_last_tile_is_a_losers():
    score = score_hand("[1111m] (666z) 222p (345s) 1z", "S", "E")
    assert not score.won
    # 32 + 4 + 4, dragon double; no winner points
    assert (score.points, score.doubles, score.total) == (40, 1, 80)
    assert [s.code for s in score.trace][:3] == [
        "classic.player.loser", "classic.arrangement.chosen", "classic.unscored_tiles"]


def test_loser_scores_every_pung_and_pair_held():
    score = score_hand("555z 77z 11z 22m 3m4m5m6p", "S", "E", winner=False)
    codes = [s.code for s in score.items]
    assert codes.count("classic.set.pung") == 1
    assert "classic.pair.dragon" in codes and "classic.pair.round_wind" in codes
    # 8 + 2 + 2 + 0, one dragon double
    assert (score.points, score.total) == (12, 20)


def test_totals_are_computed_from_the_trace():
    for hand, seat in [(f"{HAND} last=1z/drawn", "E"), ("[5555z] [6666z] (1111m) 222p 77z last=2p/drawn", "S"),
                       ("19m19p19s12345677z last=7z/drawn", "S")]:
        score = score_hand(hand, seat, "E")
        t = totals(score.trace)
        assert (t.points, t.doubles, t.raw, t.rounded, t.total, t.limit_hand) == (
            score.points, score.doubles, score.raw, score.rounded, score.total, score.limit_hand)


def test_structured_input_scores_like_the_notation():
    structured = {
        "groups": [{"tiles": "1111m", "origin": "concealed_kong"}, {"tiles": "666z"},
                   {"tiles": "345s", "origin": "melded"}],
        "concealed": "222p11z", "last": "1z", "how": "drawn",
    }
    assert score_hand(structured, "E", "E").total == 140


# --- the Kajongg DMJL profile (§9.1) ------------------------------------------------

def test_kajongg_does_not_round():
    score = score_hand(f"{HAND} last=1z/drawn", "E", "E", profile="kajongg_dmjl")
    # §8 row 1 with Kajongg's values: out on a pair of majors is 4, and the East wind was
    # the only tile the hand waited on (+2): 72 points, one double, 144 unrounded
    assert (score.points, score.raw, score.total) == (72, 144, 144)
    score = score_hand("[1111m] 666z 222p (345s) 11z last=6z/claimed", "W", "E", profile="kajongg_dmjl")
    assert score.total == 124


def test_kajongg_concealed_hand_is_a_double_not_points():
    score = score_hand("555z 222p 678s 234m 99m last=4m/drawn", "S", "E", profile="kajongg_dmjl")
    codes = [s.code for s in score.items]
    assert "classic.bonus.concealed_hand" not in codes
    assert "classic.double.concealed_hand" in codes


def test_kajongg_only_possible_tile_counts_any_wait_shape():
    # 5m is the only tile completing 4-6m: closed wait
    closed = score_hand("(555z) (222p) (678s) 456m 99m last=5m/claimed", "S", "E", profile="kajongg_dmjl")
    assert [s.value for s in closed.items if s.code == "classic.bonus.only_possible_tile"] == [2]
    # 3-4m waits on 2m or 5m: not the only possible tile
    open_wait = score_hand("(555z) (222p) (678s) 234m 99m last=2m/claimed", "S", "E", profile="kajongg_dmjl")
    assert not [s for s in open_wait.items if s.code == "classic.bonus.only_possible_tile"]


def test_kajongg_little_four_winds_is_a_double_for_all_players():
    hand = "(111z) (222z) (333z) 44z 234m last=4m/drawn"
    european = score_hand(hand, "S", "E")
    kajongg = score_hand(hand, "S", "E", profile="kajongg_dmjl")
    assert european.limit_hand == "four_small_winds"
    assert kajongg.limit_hand is None
    assert "classic.double.little_four_winds" in [s.code for s in kajongg.items]


def test_kajongg_loser_with_big_four_winds_has_two_doubles():
    score = score_hand("(111z) (222z) (333z) 444z 5m", "S", "E", winner=False, profile="kajongg_dmjl")
    assert [s.value for s in score.items if s.code == "classic.double.four_great_winds"] == [2]


def test_flowers_and_seasons_module():
    hand = "(123m) (456p) (789s) 234m 99m bonus=2f2y1f3f4f last=4m/drawn"
    score = score_hand(hand, "S", "E", flowers=True)
    codes = [s.code for s in score.items]
    assert codes.count("classic.bonus_tile.flower") == 4 and codes.count("classic.bonus_tile.season") == 1
    assert {"classic.double.own_flower", "classic.double.own_season", "classic.double.all_flowers"} <= set(codes)
    # 5 x 4 + 20 + 2 (self-drawn) = 42, three doubles
    assert (score.points, score.doubles, score.total) == (42, 3, 340)


# --- a loser's arrangement in words (spec §3: only complete sets and pairs held score) -----

def test_a_loser_with_no_set_or_pair_says_there_is_none():
    score = score_hand("258m 369p 147s 2345z", "N", "E")
    assert not score.won and score.arrangement.groups == ()
    assert (score.points, score.doubles, score.total) == (0, 0, 0)
    chosen = next(s for s in score.trace if s.code == "classic.arrangement.chosen")
    assert render_step(chosen, "en") == \
        "This hand holds no complete set and no pair, so there is nothing to arrange."
    assert render_step(chosen, "ru") == \
        "В этой руке нет ни одного полного сета и ни одной пары, так что раскладывать нечего."
    assert "): ." not in render_classic_score(score, "en")


def test_thirteen_orphans_says_what_it_is_instead_of_an_empty_list():
    score = score_hand("19m19p19s12345677z last=7z/drawn", "S", "E")
    chosen = next(s for s in score.trace if s.code == "classic.arrangement.chosen")
    assert render_step(chosen, "en") == ("The hand is thirteen orphans: one of each terminal "
                                         "and honour, and a second copy of one of them.")


def test_a_losers_chows_are_sets_worth_nothing_not_loose_tiles():
    # §4.1: a chow scores 0, melded or concealed; only tiles in no set or pair are loose.
    score = score_hand("456m 789p 345s 3z 9s 4z 6z", "N", "E")
    chows = [(s.params["tiles"], s.params["state"], s.value)
             for s in score.trace if s.code == "classic.set.chow"]
    assert chows == [("456m", "concealed", 0), ("789p", "concealed", 0), ("345s", "concealed", 0)]
    loose = next(s for s in score.trace if s.code == "classic.unscored_tiles")
    assert loose.params["tiles"] == "9s346z"
    assert (score.points, score.doubles, score.total) == (0, 0, 0)
    text = render_classic_score(score, "en")
    assert "Chow 456m (concealed): 0 points." in text
    assert "Tiles in no set or pair score nothing: 9s346z." in text


def test_a_losers_chows_do_not_change_what_the_hand_scores():
    # a concealed pung of dragons (8) and its double beside two chows: 8 × 2 = 16 → 20
    score = score_hand("555z 123m 456m 9p 1s7s 3z", "S", "E")
    codes = [s.params["tiles"] for s in score.trace if s.code == "classic.set.chow"]
    assert sorted(codes) == ["123m", "456m"]
    loose = next(s for s in score.trace if s.code == "classic.unscored_tiles")
    assert loose.params["tiles"] == "9p17s3z"
    assert (score.points, score.doubles, score.total) == (8, 1, 20)
