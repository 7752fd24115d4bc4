"""The twelve limit hands of seed 004 (spec §6), the 500 limit and "roof off"."""

import pytest

from mjlearn.classic import score_hand

LIMIT_HANDS = [
    ("all_green", "(234s) (666s) 888s 666z 22s last=2s/claimed", "S"),
    ("four_kongs", "[1111m] (2222p) {3333s} (4444z) 55m last=5m/claimed", "S"),
    ("hidden_treasure", "222m 444p 666s 333z 99m last=9m/claimed", "S"),
    ("three_great_scholars", "(555z) (666z) 777z 234m 99m last=9m/drawn", "S"),
    ("four_great_winds", "(111z) (222z) (333z) 444z 99m last=9m/drawn", "S"),
    ("four_small_winds", "(111z) (222z) (333z) 44z 234m last=4m/drawn", "S"),
    ("all_honours", "(111z) (222z) 555z 666z 77z last=7z/drawn", "S"),
    ("all_terminals", "(111m) (999m) 111p 999s 11s last=1s/drawn", "S"),
    ("nine_gates", "11123455678999m last=5m/claimed", "S"),
    ("thirteen_orphans", "19m19p19s12345677z last=7z/drawn", "S"),
    ("heavenly_hand", "234m 456p 678s 222s 55z last=5z src=dealt", "E"),
    ("earthly_hand", "234m 456p 678s 222s 55z last=5z/claimed src=dealt", "S"),
]


@pytest.mark.parametrize("name, hand, seat", LIMIT_HANDS)
def test_limit_hand_scores_500_and_nothing_else(name, hand, seat):
    score = score_hand(hand, seat, "E")
    assert score.won
    assert (score.total, score.limit_hand) == (500, name)
    assert [s.code for s in score.items][0] == f"classic.limit.{name}"
    assert not [s for s in score.trace if s.code.startswith(("classic.set.", "classic.double."))]


def test_every_limit_hand_of_the_seed_is_tested():
    from mjlearn.classic import EUROPEAN_CLASSIC
    assert sorted(name for name, _h, _s in LIMIT_HANDS) == sorted(EUROPEAN_CLASSIC.limit_hands)


def test_several_limit_hands_are_still_one_limit():
    score = score_hand("(111z) (222z) (333z) 444z 55z last=5z/drawn", "S", "E")
    limits = [s for s in score.trace if s.code.startswith("classic.limit.")]
    assert [s.code for s in limits] == ["classic.limit.four_great_winds", "classic.limit.all_honours"]
    assert [s.value for s in limits] == [500, None]
    assert score.total == 500


def test_hidden_treasure_needs_the_discard_to_complete_the_pair():
    # the discarded 2m completes a pung, which is therefore melded: no hidden treasure
    score = score_hand("222m 444p 666s 333z 99m last=2m/claimed", "S", "E")
    assert score.limit_hand is None
    assert "classic.limit.hidden_treasure" not in [s.code for s in score.trace]


def test_nine_gates_must_be_one_suit_and_concealed():
    score = score_hand("(111m) 23455678999m last=5m/claimed", "S", "E")
    assert score.limit_hand is None


def test_limit_hands_are_winner_only():
    # a loser holding three dragon pungs has doubles, not the limit
    score = score_hand("(555z) (666z) 777z 3m5m7m9m", "S", "E", winner=False)
    assert score.limit_hand is None
    # (4 + 4 + 8) x 2**3 = 128 -> 130
    assert (score.points, score.doubles, score.total) == (16, 3, 130)


BIG_HAND = "[5555z] [6666z] (1111m) 222p 77z last=2p/drawn"


def test_point_hands_are_capped_at_500():
    score = score_hand(BIG_HAND, "S", "E")
    # 32 + 32 + 16 + 4 + 2 (dragon pair) + 20 + 2 (self-drawn) = 108;
    # doubles: two dragon kongs, little three dragons, no chows = 4 -> 1728 -> 1730 -> 500
    assert (score.points, score.doubles, score.raw, score.rounded) == (108, 4, 1728, 1730)
    assert score.total == 500 and score.capped
    assert [s.params for s in score.trace if s.code == "classic.cap"] == [{"score": 1730, "limit": 500}]


def test_roof_off_lifts_the_cap_on_point_hands_but_not_on_limit_hands():
    assert score_hand(BIG_HAND, "S", "E", roof_off=True).total == 1730
    assert score_hand(LIMIT_HANDS[0][1], "S", "E", roof_off=True).total == 500


def test_rounding_to_the_nearest_ten():
    # Four Winds' examples: 136 -> 140, 124 -> 120, 132 -> 130 (see test_classic_score)
    from mjlearn.classic.score import round_to_10
    assert [round_to_10(n) for n in (136, 124, 132, 130, 4)] == [140, 120, 130, 130, 0]
