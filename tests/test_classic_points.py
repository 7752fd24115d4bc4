"""Points for sets, pairs and the winner's additional points: every row of spec §4.1–4.3.

Expected values are copied from the spec's tables, never computed by the engine."""

from dataclasses import replace

import pytest

from mjlearn.classic import EUROPEAN_CLASSIC, parse_compact, score_hand
from mjlearn.tiles import parse_tiles

# Single suit tiles that make no pung, pair or honour: they pad a loser's hand.
FILLER = ("3m", "5m", "7m", "9m", "2p", "4p", "6p", "8p", "3s", "5s", "7s", "9s")


def loser(groups: str, bare: str = "", seat="S", round_wind="E"):
    """A loser holding the given groups, padded with filler tiles to a legal size."""
    written = f"{groups} {bare}".strip() or bare
    hand = parse_compact(written)
    held = {t.kind for t in hand.concealed} | {k for g in hand.groups for k in g.kinds}
    pad = [code for code in FILLER if parse_tiles(code)[0].kind not in held]
    missing = 13 + hand.n_kongs - hand.n_tiles
    return score_hand(f"{written} {''.join(pad[:missing])}", seat, round_wind, winner=False)


def values(score, code):
    return [s.value for s in score.trace if s.code == code]


# §4.1: (written set, code, expected points)
SET_ROWS = [
    ("(234m)", "classic.set.chow", 0),
    ("<234m>", "classic.set.chow", 0),
    ("(666p)", "classic.set.pung", 2),
    ("666p", "classic.set.pung", 4),
    ("(111s)", "classic.set.pung", 4),
    ("999s", "classic.set.pung", 8),
    ("(444z)", "classic.set.pung", 4),       # winds (North)
    ("444z", "classic.set.pung", 8),
    ("(555z)", "classic.set.pung", 4),       # dragons (White)
    ("777z", "classic.set.pung", 8),
    ("(6666p)", "classic.set.kong", 8),
    ("[6666p]", "classic.set.kong", 16),
    ("(1111s)", "classic.set.kong", 16),
    ("[9999s]", "classic.set.kong", 32),
    ("(4444z)", "classic.set.kong", 16),
    ("[4444z]", "classic.set.kong", 32),
    ("(6666z)", "classic.set.kong", 16),
    ("[6666z]", "classic.set.kong", 32),
]


@pytest.mark.parametrize("written, code, points", SET_ROWS)
def test_set_points(written, code, points):
    assert values(loser(written), code) == [points]


def test_kong_on_a_claimed_discard_scores_as_melded_by_default():
    assert values(loser("{2222m}"), "classic.set.kong") == [8]
    assert values(loser("{1111m}"), "classic.set.kong") == [16]


def test_kong_on_a_claimed_discard_is_configurable():
    millington = replace(EUROPEAN_CLASSIC, claimed_kong_concealed=True)
    score = score_hand("{2222m} 3m5m7m9m2p4p6p8p3s7s", "S", "E", winner=False, profile=millington)
    assert values(score, "classic.set.kong") == [16]
    # still a claim: the winner's hand is not concealed
    won = score_hand("{2222m} 222p 678s 567m 99m last=7m/drawn", "S", "E", profile=millington)
    assert values(won, "classic.set.kong") == [16]
    assert values(won, "classic.bonus.concealed_hand") == []


# §4.2 pairs, scored by a loser sitting South in an East round
@pytest.mark.parametrize("pair, code, points", [
    ("55z", "classic.pair.dragon", 2),
    ("66z", "classic.pair.dragon", 2),
    ("22z", "classic.pair.seat_wind", 2),
    ("11z", "classic.pair.round_wind", 2),
    ("33z", "classic.pair.other", 0),
    ("55m", "classic.pair.other", 0),
])
def test_pair_points(pair, code, points):
    assert values(loser("", pair), code) == [points]


def test_pair_of_seat_and_prevailing_wind_scores_both():
    score = loser("", "11z", seat="E", round_wind="E")
    assert values(score, "classic.pair.seat_wind") == [2]
    assert values(score, "classic.pair.round_wind") == [2]
    assert score.points == 4


# §4.3: a winner's hand with melded dragon and simple pungs and a melded chow
BASE = "(555z) (222p) (678s)"


def winner(rest: str, **kw):
    return score_hand(f"{BASE} {rest}", "S", "E", winner=True, **kw)


def test_going_out_is_20_and_always_there():
    score = winner("234m 99m last=4m/claimed")
    assert values(score, "classic.bonus.going_out") == [20]
    # 4 (melded dragon pung) + 2 (melded simples pung) + 20, one dragon double
    assert (score.points, score.doubles, score.total) == (26, 1, 50)


def test_self_drawn_last_tile_is_2():
    score = winner("234m 99m last=4m/drawn")
    assert values(score, "classic.bonus.self_drawn") == [2]
    assert score.points == 28


@pytest.mark.parametrize("bare, last", [("123m", "3m"), ("789m", "7m"), ("123m", "2m"), ("456m", "5m")])
def test_one_chance_chow_is_2(bare, last):
    # edge 1-2 waiting 3, edge 8-9 waiting 7, closed 1-3 waiting 2 and 4-6 waiting 5
    score = winner(f"{bare} 99m last={last}/claimed")
    assert values(score, "classic.bonus.one_chance") == [2]


def test_open_wait_chow_earns_nothing():
    score = winner("234m 99m last=2m/claimed")
    assert values(score, "classic.bonus.one_chance") == []
    assert values(score, "classic.bonus.out_on_pair") == []


def test_going_out_on_a_pair_is_2():
    score = winner("234m 99m last=9m/claimed")
    assert values(score, "classic.bonus.out_on_pair") == [2]


def test_concealed_hand_is_10_even_when_won_on_a_discard():
    score = score_hand("555z 222p 678s 234m 99m last=4m/claimed", "S", "E", winner=True)
    assert values(score, "classic.bonus.concealed_hand") == [10]
    # 8 (concealed dragon pung) + 4 (concealed simples pung) + 20 + 10 = 42, doubled = 84
    assert (score.points, score.total) == (42, 80)


def test_concealed_kong_keeps_the_hand_concealed_but_a_claimed_kong_does_not():
    concealed = score_hand("[5555z] 222p 678s 234m 99m last=4m/drawn", "S", "E")
    claimed = score_hand("{5555z} 222p 678s 234m 99m last=4m/drawn", "S", "E")
    assert values(concealed, "classic.bonus.concealed_hand") == [10]
    assert values(claimed, "classic.bonus.concealed_hand") == []


def test_a_pung_completed_by_a_discard_is_melded():
    score = score_hand("555z 222p 678s 234m 99m last=5z/claimed", "S", "E", winner=True)
    pungs = {s.params["tiles"]: (s.params["state"], s.value) for s in score.trace
             if s.code == "classic.set.pung"}
    assert pungs == {"555z": ("melded", 4), "222p": ("concealed", 4)}


def test_a_pung_completed_by_a_drawn_tile_stays_concealed():
    score = score_hand("555z 222p 678s 234m 99m last=5z/drawn", "S", "E")
    pungs = {s.params["tiles"]: s.value for s in score.trace if s.code == "classic.set.pung"}
    assert pungs == {"555z": 8, "222p": 4}


def test_loser_never_scores_winner_points():
    score = loser("(555z)", "99m")
    assert not [s for s in score.trace if s.code.startswith("classic.bonus.")]
