"""Doubles: every row of spec §5.1 (all players) and §5.2 (winner only)."""

import pytest

from mjlearn.classic import score_hand


def codes(score, prefix="classic.double."):
    return sorted(s.code[len(prefix):] for s in score.trace if s.code.startswith(prefix))


# §5.1, scored for a loser (13 tiles + kongs) sitting South in an East round
@pytest.mark.parametrize("hand, expected, doubles", [
    ("(555z) 3m5m7m9m2p4p6p8p3s7s", ["dragon_set"], 1),
    ("[6666z] 3m5m7m9m2p4p6p8p3s7s", ["dragon_set"], 1),
    ("(555z) 666z 5m7m9m2p4p6p8s", ["dragon_set", "dragon_set"], 2),
    ("(222z) 3m5m7m9m2p4p6p8p3s7s", ["seat_wind_set"], 1),
    ("(111z) 3m5m7m9m2p4p6p8p3s7s", ["round_wind_set"], 1),
    ("(555z) (666z) 77z 3m5m7m9m2p", ["dragon_set", "dragon_set", "little_three_dragons"], 3),
    ("(333z) 3m5m7m9m2p4p6p8p3s7s", [], 0),  # West: neither seat nor prevailing wind
])
def test_doubles_for_all_players(hand, expected, doubles):
    score = score_hand(hand, "S", "E", winner=False)
    assert codes(score) == expected
    assert score.doubles == doubles


def test_seat_wind_that_is_also_prevailing_earns_two_doubles():
    score = score_hand("(111z) 3m5m7m9m2p4p6p8p3s7s", "E", "E", winner=False)
    assert codes(score) == ["round_wind_set", "seat_wind_set"]
    # melded wind pung 4 points, doubled twice
    assert (score.points, score.total) == (4, 20)


def test_three_concealed_pungs_is_off_by_default_and_on_in_kajongg():
    hand = "222m 444p 666s 3m5m7m9m"
    assert codes(score_hand(hand, "S", "E", winner=False)) == []
    kajongg = score_hand(hand, "S", "E", winner=False, profile="kajongg_dmjl")
    assert codes(kajongg) == ["three_concealed_pungs"]


def test_doubles_for_all_players_count_for_the_winner_too():
    score = score_hand("(555z) (222z) 111z 234p 99m last=9m/drawn", "S", "E")
    assert codes(score) == ["dragon_set", "round_wind_set", "seat_wind_set"]


# §5.2, winner only (seat South, round East)
@pytest.mark.parametrize("hand, expected", [
    ("(222m) (444p) (666s) 888m 99p last=9p/claimed", ["no_chows"]),
    ("(123m) (456m) 777m 333z 99m last=9m/claimed", ["one_suit_with_honours"]),
    ("(123m) (456m) 777m 789m 99m last=9m/claimed", ["one_suit"]),
    ("(111m) (999p) 333z 444z 11s last=1s/claimed", ["no_chows", "terminals_and_honours"]),
    ("(123m) (456p) (789s) 234m 99m last=4m/drawn src=wall_last_tile", ["last_wall_tile"]),
    ("(123m) (456p) (789s) 234m 99m last=4m/claimed src=wall_last_tile_discard", ["last_wall_discard"]),
    ("(123m) (456p) (789s) 234m 99m last=4m/drawn src=dead_wall", ["loose_tile"]),
    ("(123m) (456p) (789s) 234m 99m last=4m/claimed src=robbed_kong", ["robbing_kong"]),
])
def test_doubles_for_the_winner_only(hand, expected):
    assert codes(score_hand(hand, "S", "E")) == expected


def test_one_suit_is_three_doubles():
    score = score_hand("(123m) (456m) 777m 789m 99m last=9m/claimed", "S", "E")
    # 4 (concealed pung of 7m) + 20 + 2 (out on the pair) = 26, x 2**3 = 208 -> 210
    assert (score.points, score.doubles, score.raw, score.total) == (26, 3, 208, 210)


def test_a_loser_never_gets_winner_only_doubles():
    # one suit, no chows, terminals: a winner would have doubles for all of it
    score = score_hand("(111m) 999m 11p 3m5m7m 2s4s", "S", "E", winner=False)
    assert codes(score) == []


def test_doubles_multiply_basic_points():
    score = score_hand("(555z) (666z) 77z 3m5m7m9m2p", "S", "E", winner=False)
    # 4 + 4 + 2 (dragon pair) = 10, three doubles
    assert (score.points, score.doubles, score.raw, score.total) == (10, 3, 80, 80)
