"""The Kajongg DMJL profile's own rules (spec §9.1), and the trace contract: every
registered classic step code is produced by some hand, with the registered parameters."""

import pytest

from mjlearn.classic import KAJONGG_DMJL, ClassicError, score_hand, settle
from mjlearn.errors import MjlearnError
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
    score = score_hand("(123m) (456p) 789s 234s 55m last=5m/drawn ann=original_call", "S", "E", **K)
    codes = [s.code for s in score.items]
    assert "classic.double.zero_points" in codes and "classic.double.original_call" in codes
    # Kajongg (rulecode.py MahJonggWithOriginalCall): fewer than three sets exposed
    late = score_hand("(123m) (456p) (789s) 234s 55m last=5m/claimed ann=original_call", "S", "E", **K)
    assert "classic.double.original_call" not in [s.code for s in late.items]


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
    ("555z 222p 678s 234m 99m last=4m/drawn", "S", K),
    ("(555z) (222p) (678s) 456m 99m last=5m/claimed", "S", K),
    ("(123m) (456p) 789s 234s 55m last=5m/drawn ann=original_call", "S", K),
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
    ("bonus=2f2y", "S", K),
    ("(111m) (345m) (999m) (678m) 22m last=1m/claimed lastgroup=(111m)", "E", K),
    ("(11m) (234m) (567m) 89m1234z last=1m/claimed lastgroup=(11m)", "E", K),
    ("111m44556p222s1111z last=5p/drawn", "E", K),
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


# --- issue 13: Classic scored as Kajongg scores it -------------------------------------------
# Numbers from KDE Kajongg's src/scoringtest.py (the line of each case in the version
# reproduced in tests/data/kajongg_dmjl_scoring.json), src/predefined.py and src/rulecode.py;
# european_classic from classic_european_spec.md and seed 004.

def _items(score):
    return [(s.code, s.value) for s in score.items]


def test_dmjl_own_flower_and_own_season_is_one_double():
    # scoringtest.py line 194: 'fs ys' for South -> NoWin(8, 1)
    score = score_hand("bonus=2f2y", "S", "E", **K)
    assert (score.won, score.points, score.doubles) == (False, 8, 1)
    assert ("classic.double.own_flower_and_season", 1) in _items(score)
    # line 192: own flower alone ('fe' for East) -> NoWin(4): no own-flower double in DMJL
    alone = score_hand("bonus=1f", "E", "E", **K)
    assert (alone.points, alone.doubles) == (4, 0)


def test_dmjl_all_flowers_is_one_double_and_each_bonus_tile_four_points():
    # line 193: 'fs fw fe fn' for East -> NoWin(16, 1)
    score = score_hand("bonus=1234f", "E", "E", **K)
    assert (score.points, score.doubles) == (16, 1)
    assert [c for c, _v in _items(score) if c.startswith("classic.double.")] == ["classic.double.all_flowers"]


def test_switching_flowers_on_keeps_the_profiles_own_table():
    # european_classic's own table is §4.4's: own flower 1 double, own season 1 double
    european = score_hand("(555z) 3m5m7m9m2p4p6p8p3s7s bonus=1f1y", "E", "E", winner=False, flowers=True)
    assert ("classic.double.own_flower", 1) in _items(european)
    assert ("classic.double.own_season", 1) in _items(european)
    assert european.doubles == 3              # and the pung of dragons
    # kajongg_dmjl switched off and on again keeps the DMJL table (src/predefined.py)
    dmjl = KAJONGG_DMJL.with_options(flowers=False).with_options(flowers=True)
    assert dmjl.flowers == KAJONGG_DMJL.flower_table
    score = score_hand("(555z) 3m5m7m9m2p4p6p8p3s7s bonus=1f1y", "E", "E", winner=False, profile=dmjl)
    assert [c for c, _v in _items(score) if c.startswith("classic.double.")] == \
        ["classic.double.dragon_set", "classic.double.own_flower_and_season"]


def test_zero_point_hand_ignores_bonus_tiles():
    # line 203: 'c1c2c3 c7c8c9 b2b3b4 c5c5 s1s2s3 fw yw Lc1c1c2c3', West in a North round
    # -> Win(28, 2): 20 + 4 + 4; zero point hand 1 + own flower and own season 1
    score = score_hand("(123m) (789m) (234s) (55m) (123p) bonus=3f3y last=1m/claimed lastgroup=(123m)",
                       "W", "N", **K)
    assert (score.won, score.points, score.doubles) == (True, 28, 2)
    assert ("classic.double.zero_points", 1) in _items(score)
    # line 205: a pair of dragons is 2 points, so no zero point hand -> Win(30, 1)
    dragons = score_hand("(123m) (789m) (234s) (77z) (123p) bonus=3f3y last=1m/claimed lastgroup=(123m)",
                         "W", "N", **K)
    assert (dragons.points, dragons.doubles) == (30, 1)


def test_dmjl_a_kong_on_a_claimed_tile_keeps_the_hand_concealed():
    # line 508: hidden treasure with the claimed kong c4c4c4C4 -> Win(limits=1)
    score = score_hand("{4444m} [8888s] 333m33p111z last=1z/drawn lastgroup=<111z> src=dead_wall", "E", "E", **K)
    assert score.limit_hand == "hidden_treasure" and score.total == 500
    # ... and it scores as an exposed kong of terminals, 16 (a concealed one is 32), while it
    # counts towards three concealed pungs: line 610 -> Win(54, 2)
    kong = score_hand("(111s) {9999m} 111p22244s last=2s/drawn lastgroup=<222s>", "E", "E", **K)
    assert (kong.points, kong.doubles) == (54, 2)
    assert ("classic.set.kong", 16) in _items(kong)
    assert ("classic.double.three_concealed_pungs", 1) in _items(kong)


def test_dmjl_the_set_a_claimed_tile_completes_is_exposed():
    # lines 645 and 647: the same bamboo hand with the last tile of the wall discarded;
    # drawn, its dragon pair is concealed -> Win(62, 5) with "only concealed melds";
    # claimed, the pair is exposed -> Win(52, 3), no concealed double
    drawn = score_hand("111123444777s77z bonus=1234f last=7z/drawn lastgroup=<77z> src=wall_last_tile_discard",
                       "E", "E", **K)
    assert (drawn.points, drawn.doubles) == (62, 5)
    assert ("classic.double.concealed_hand", 1) in _items(drawn)
    claimed = score_hand("(77z) 111123456789s bonus=1234f last=7z/claimed lastgroup=(77z) "
                         "src=wall_last_tile_discard", "E", "E", **K)
    assert (claimed.points, claimed.doubles) == (52, 3)
    assert "classic.double.concealed_hand" not in [c for c, _v in _items(claimed)]


def test_european_classic_keeps_its_own_concealment():
    # §4.3: concealed hand 10 points "the winning tile may be a discard"; a kong made on
    # a claimed discard is a claim (the hand is no longer concealed)
    on_discard = score_hand("555z 222p 678s 234m 99m last=4m/claimed", "S", "E")
    assert ("classic.bonus.concealed_hand", 10) in _items(on_discard)
    claimed_kong = score_hand("555z {2222p} 678s 234m 99m last=4m/claimed", "S", "E")
    assert "classic.bonus.concealed_hand" not in [c for c, _v in _items(claimed_kong)]


@pytest.mark.parametrize("hand, limit", [
    # lines 257 and 267: 111 + 999 + a pair of 2, 5 or 8 + two chows, one suit -> limit
    ("(111m) (345m) (999m) (678m) 22m last=1m/claimed lastgroup=(111m)", "squirming_snake"),
    ("(111p) (234p) (999p) (678p) 55p last=1p/claimed lastgroup=(111p)", "squirming_snake"),
])
def test_squirming_snake(hand, limit):
    score = score_hand(hand, "E", "E", **K)
    assert (score.won, score.limit_hand, score.total) == (True, limit, 500)
    assert score_hand(hand, "E", "E").limit_hand is None      # not in european_classic


def test_not_a_squirming_snake():
    # line 261: c4c5c6 instead of c3c4c5 (no 3) -> Win(28, 3): true colour game only
    score = score_hand("(111m) (456m) (999m) (678m) 22m last=1m/claimed lastgroup=(111m)", "E", "E", **K)
    assert (score.limit_hand, score.points, score.doubles) == (None, 28, 3)


@pytest.mark.parametrize("profile", ["european_classic", "kajongg_dmjl"])
def test_heavens_blessing_needs_no_last_tile(profile):
    # seed 004: "Mano Celestial — El Este sale con la mano repartida"; Kajongg line 716
    # 'S4S5S6 RS1S2S3B6B6B7B7B8B8B5B5 fn yn m1' -> Win(limits=1)
    flowers = "bonus=4f4y " if profile == "kajongg_dmjl" else ""
    score = score_hand(f"<456p> 123p55667788s {flowers}src=dealt", "E", "E", profile=profile)
    assert (score.won, score.limit_hand, score.total) == (True, "heavenly_hand", 500)


def test_kajongg_input_model():
    # line 236: 14 tiles that are not mahjong -> NoWin(): 0, won false
    not_mj = score_hand("(11m) (234m) (567m) 89m1234z last=1m/claimed lastgroup=(11m)", "E", "E", **K)
    assert (not_mj.won, not_mj.total) == (False, 0)
    assert [s.code for s in not_mj.trace] == ["classic.not_mahjong"]
    # line 280: 13 tiles with a last tile -> scored as a loser's: NoWin(16)
    short = score_hand("1113455678999m last=3m/drawn", "E", "E", **K)
    assert (short.won, short.points, short.doubles) == (False, 16, 0)
    # line 191: a partial hand -> NoWin(8, 1)
    partial = score_hand("(777z) bonus=1f last=7z/claimed lastgroup=(777z)", "E", "E", **K)
    assert (partial.won, partial.points, partial.doubles) == (False, 8, 1)
    # line 752: 15 tiles, no kong -> NoWin(): Kajongg's "Long Hand" scores 0
    long_hand = score_hand("111m44556p222s1111z last=5p/drawn", "E", "E", **K)
    assert (long_hand.won, long_hand.total) == (False, 0)
    assert [s.code for s in long_hand.trace] == ["classic.long_hand"]
    # line 560: the last tile of the wall (mz) and a claimed tile -> Win(70, 3)
    moon = "(222p) [9999m] 111p11122s last=2p/claimed lastgroup=(222p) src=wall_last_tile"
    score = score_hand(moon, "E", "E", **K)
    assert (score.won, score.points, score.doubles) == (True, 70, 3)


def test_european_classic_stays_strict():
    moon = "(222p) [9999m] 111p11122s last=2p/claimed lastgroup=(222p) src=wall_last_tile"
    with pytest.raises(ClassicError) as caught:
        score_hand(moon, "E", "E")
    assert caught.value.code == "classic_source_conflict"
    with pytest.raises(MjlearnError) as caught:
        score_hand("(11m) (234m) (567m) 89m1234z last=1m/claimed lastgroup=(11m)", "E", "E")
    assert caught.value.code == "not_a_winning_hand"
    with pytest.raises(ClassicError) as caught:
        score_hand("1113455678999m last=3m/drawn", "E", "E", winner=False)
    assert caught.value.code == "classic_loser_went_out"
    # the Kajongg model can be chosen for european_classic too, and refused by name
    assert score_hand("1113455678999m last=3m/drawn", "E", "E", input_model="kajongg").won is False
    with pytest.raises(ClassicError) as caught:
        score_hand("1113455678999m", "E", "E", input_model="lenient")
    assert (caught.value.code, caught.value.params) == ("bad_option", {"option": "input_model",
                                                                       "value": "lenient"})
