"""The Kajongg DMJL profile's own rules (spec §9.1), and the trace contract: every
registered classic step code is produced by some hand, with the registered parameters."""

import pytest

from mjlearn.classic import score_hand, settle
from mjlearn.trace import STEP_CODES

K = {"profile": "kajongg_dmjl"}

KAJONGG_LIMITS = [
    ("concealed_one_suit", "123m 456m 678m 222m 99m last=9m/drawn"),
    ("plum_blossom", "(123m) (456p) (789s) 345p 55z last=5p/drawn src=dead_wall"),
    ("moon_from_the_sea", "(123m) (456p) (789s) 123p 55z last=1p/drawn src=wall_last_tile"),
    ("scratching_carrying_pole", "(123m) (456p) (789s) 234s 55z last=2s/claimed src=robbed_kong"),
    ("twofold_fortune", "[1111m] [2222p] (789s) 345s 55z last=5z/drawn src=dead_wall ann=twofold_fortune"),
]


@pytest.mark.parametrize("name, hand", KAJONGG_LIMITS)
def test_kajongg_extra_limit_hands(name, hand):
    assert score_hand(hand, "S", "E", **K).limit_hand == name
    assert score_hand(hand, "S", "E").limit_hand is None  # not limit hands in european_classic


def test_kajongg_hidden_treasure_needs_a_self_drawn_last_tile():
    on_discard = "222m 444p 666s 333z 99m last=9m/claimed"
    assert score_hand(on_discard, "S", "E").limit_hand == "hidden_treasure"
    assert score_hand(on_discard, "S", "E", **K).limit_hand is None
    assert score_hand(on_discard.replace("claimed", "drawn"), "S", "E", **K).limit_hand == "hidden_treasure"


def test_kajongg_nine_gates_needs_the_pure_wait():
    pure = "11112345678999m last=1m/drawn"      # 1112345678999 + 1
    impure = "11112345678999m last=5m/drawn"    # the 13 before the 5 were not the gates
    assert score_hand(pure, "S", "E", **K).limit_hand == "nine_gates"
    assert score_hand(impure, "S", "E", **K).limit_hand != "nine_gates"
    assert score_hand(impure, "S", "E").limit_hand == "nine_gates"


def test_kajongg_zero_point_hand_and_original_call():
    score = score_hand("(123m) (456p) (789s) 234s 55m last=5m/claimed ann=original_call", "S", "E", **K)
    codes = [s.code for s in score.items]
    assert "classic.double.zero_points" in codes and "classic.double.original_call" in codes


def test_kajongg_three_concealed_pungs_counts_a_kong_on_a_claimed_discard():
    score = score_hand("{2222m} 444p 666s 3m5m7m9m", "S", "E", winner=False, **K)
    assert [s.value for s in score.items if s.code == "classic.double.three_concealed_pungs"] == [1]


def test_kajongg_loser_with_three_great_scholars_has_two_doubles():
    score = score_hand("(555z) (666z) 777z 3m5m7m9m", "S", "E", winner=False, **K)
    assert [s.value for s in score.items if s.code == "classic.double.three_great_scholars"] == [2]


# --- the trace contract ---------------------------------------------------------------

CORPUS = [
    ("[1111m] (666z) 222p (345s) 11z last=1z/drawn", "E", {}),
    ("[1111m] (666z) 222p (345s) 1z", "S", {}),
    ("999p 222p 678m 22234s last=2s/drawn", "S", {}),
    ("(555z) (222p) (678s) 123m 99m last=3m/claimed", "S", {}),
    ("555z 222p 678s 234m 99m last=4m/claimed", "S", {}),
    ("(555z) (666z) 77z 3m5m7m9m2p", "S", {"winner": False}),
    ("(333z) 11z 22z 3m5m7m9m2p4p", "S", {"winner": False}),
    ("(555z) (222z) 111z 234p 99m last=9m/drawn", "S", {}),
    ("(444z) (6666p) [9999s] 3m5m7m9m", "S", {"winner": False}),
    ("222m 444p 666s 3m5m7m9m", "S", {"winner": False, **K}),
    ("(111z) (222z) (333z) 44z 234m last=4m/drawn", "S", K),
    ("(111z) (222z) (333z) 44z 234m last=4m/drawn", "S", {}),
    ("(111z) (222z) (333z) 444z 5m", "S", {"winner": False, **K}),
    ("(555z) (666z) 777z 3m5m7m9m", "S", {"winner": False, **K}),
    ("(222m) (444p) (666s) 888m 99p last=9p/claimed", "S", {}),
    ("(123m) (456m) 777m 333z 99m last=9m/claimed", "S", {}),
    ("(123m) (456m) 777m 789m 99m last=9m/claimed", "S", {}),
    ("(111m) (999p) 333z 444z 11s last=1s/claimed", "S", {}),
    ("(123m) (456p) (789s) 234m 99m last=4m/drawn src=wall_last_tile", "S", {}),
    ("(123m) (456p) (789s) 234m 99m last=4m/claimed src=wall_last_tile_discard", "S", {}),
    ("(123m) (456p) (789s) 234m 99m last=4m/drawn src=dead_wall", "S", {}),
    ("(123m) (456p) (789s) 234m 99m last=4m/claimed src=robbed_kong", "S", {}),
    ("555z 222p 678s 234m 99m last=4m/claimed", "S", K),
    ("(555z) (222p) (678s) 456m 99m last=5m/claimed", "S", K),
    ("(123m) (456p) (789s) 234s 55m last=5m/claimed ann=original_call", "S", K),
    ("(123m) (456p) (789s) 234m 99m bonus=1f2f3f4f1y2y3y4y last=4m/drawn", "S", {"flowers": True}),
    ("[5555z] [6666z] (1111m) 222p 77z last=2p/drawn", "S", {}),
    ("(234s) (666s) 888s 666z 22s last=2s/claimed", "S", {}),
    ("[1111m] (2222p) {3333s} (4444z) 55m last=5m/claimed", "S", {}),
    ("222m 444p 666s 333z 99m last=9m/claimed", "S", {}),
    ("(555z) (666z) 777z 234m 99m last=9m/drawn", "S", {}),
    ("(111z) (222z) (333z) 444z 55z last=5z/drawn", "S", {}),
    ("(111z) (222z) 555z 666z 77z last=7z/drawn", "S", {}),
    ("(111m) (999m) 111p 999s 11s last=1s/drawn", "S", {}),
    ("11123455678999m last=5m/claimed", "S", {}),
    ("19m19p19s12345677z last=7z/drawn", "S", {}),
    ("234m 456p 678s 222s 55z last=5z src=dealt", "E", {}),
    ("234m 456p 678s 222s 55z last=5z/claimed src=dealt", "S", {}),
    *((hand, "S", K) for _name, hand in KAJONGG_LIMITS),
]


def _corpus_steps():
    for hand, seat, kwargs in CORPUS:
        yield from score_hand(hand, seat, "E", **kwargs).trace
    yield from settle([50, 80, 20, 0], "W", "E").trace
    yield from settle([50, 80, 20, 0], None, "E").trace


def test_every_step_carries_its_registered_parameters():
    for s in _corpus_steps():
        assert s.code in STEP_CODES
        assert tuple(sorted(s.params)) == tuple(sorted(STEP_CODES[s.code])), s.code


def test_every_registered_classic_code_is_produced_by_some_hand():
    produced = {s.code for s in _corpus_steps()}
    registered = {c for c in STEP_CODES if c.startswith("classic.")}
    assert registered - produced == set()
