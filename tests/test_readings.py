"""Decomposition and waits, checked against facts of the game and an independent oracle.

The oracle is the `mahjong` package's agari check (a test dependency only): it decides
whether 14 tiles form a complete hand, knowing nothing of our decomposition.
"""

import pytest
from hypothesis import given, settings, strategies as st
from mahjong.agari import Agari

from mjlearn.hand import parse_hand, parse_waiting_hand
from mjlearn.readings import (CHUUREN_9, KOKUSHI, KOKUSHI_13, find_waits, readings,
                              decompositions)
from mjlearn.tiles import Tile, counts_of, kind_code, parse_tiles

AGARI = Agari()


def wait_codes(text, **kw):
    waits = find_waits(parse_waiting_hand(text, **kw))
    return [kind_code(k) for k in waits.tiles]


def shapes(text, **kw):
    waits = find_waits(parse_waiting_hand(text, **kw))
    return {kind_code(k): set(s) for k, s in zip(waits.tiles, waits.shapes)}


def test_pure_nine_gates_waits_on_all_nine():
    assert wait_codes("1112345678999m") == [f"{n}m" for n in range(1, 10)]
    assert find_waits(parse_waiting_hand("1112345678999m")).multi_sided == CHUUREN_9


def test_kanchan_fragment_waits_only_on_the_middle():
    assert shapes("13m", partial=True) == {"2m": {"kanchan"}}
    assert shapes("13m456p789s11z222z") == {"2m": {"kanchan"}}


def test_classic_shapes():
    assert shapes("12m456p789s11z222z") == {"3m": {"penchan"}}
    assert shapes("89m456p789s11z222z") == {"7m": {"penchan"}}
    assert shapes("45m456p789s11z222z") == {"3m": {"ryanmen"}, "6m": {"ryanmen"}}
    assert shapes("55m456p789s11z222z") == {"5m": {"shanpon"}, "1z": {"shanpon"}}
    assert shapes("5m456p789s111z222z") == {"5m": {"tanki"}}
    # 3456m with no other pair: a double tanki (nobeotan), not a ryanmen
    assert shapes("3456m456p789s222z") == {"3m": {"tanki"}, "6m": {"tanki"}}
    # 2345m with a pair elsewhere is not tenpai; 23456m + pair waits ryanmen on 1-4-7
    assert shapes("23456m11p789s222z") == {"1m": {"ryanmen"}, "4m": {"ryanmen"}, "7m": {"ryanmen"}}


def test_thirteen_orphans_waits():
    with_pair = find_waits(parse_waiting_hand("119m19p19s123456z"))
    assert [kind_code(k) for k in with_pair.tiles] == ["7z"]
    assert with_pair.shapes == ((KOKUSHI,),)
    without_pair = find_waits(parse_waiting_hand("19m19p19s1234567z"))
    assert len(without_pair.tiles) == 13 and without_pair.multi_sided == KOKUSHI_13


def test_four_held_copies_are_not_a_wait():
    waits = find_waits(parse_waiting_hand("5555m123p456s789s"))
    assert not waits.is_tenpai and [kind_code(k) for k in waits.exhausted] == ["5m"]
    # 1111m held in a kan: the 1m tanki is gone; 11m23m would be a wait on 1m and 4m
    assert wait_codes("23m456p789s11z", melds=[("kan", "1111m")]) == ["4m"]


def test_seven_pairs_reading_and_waits():
    assert shapes("1133557799m11p2z") == {"2z": {"tanki"}}
    hand = parse_hand("1133557799m11p22z", win="2z")
    assert [r.form for r in readings(hand)] == ["chiitoitsu"]
    # four of a kind are not two pairs
    assert not find_waits(parse_waiting_hand("1111335577m11p2z")).tiles


def test_ryanpeikou_hand_has_both_readings():
    hand = parse_hand("112233m556677p55s", win="5s")
    forms = sorted(r.form for r in readings(hand))
    assert forms == ["chiitoitsu", "standard"]


def test_every_reading_of_a_triplet_run():
    # 111222333m: three pons or three identical chis
    hand = parse_hand("111222333m44455p", win="5p")
    got = {tuple(sorted((g.shape, kind_code(g.first)) for g in r.groups)) for r in readings(hand)}
    assert got == {
        (("chi", "1m"), ("chi", "1m"), ("chi", "1m"), ("pon", "4p")),
        (("pon", "1m"), ("pon", "2m"), ("pon", "3m"), ("pon", "4p")),
    }


def test_win_tile_can_complete_different_sets():
    # winning 3m in 123m345m: penchan of 123 or ryanmen of 345
    hand = parse_hand("123345m456p789s22z", win="3m")
    waits = sorted(r.wait for r in readings(hand))
    assert waits == ["penchan", "ryanmen"]


def test_called_melds_are_groups_of_every_reading():
    hand = parse_hand("234m55p678s", win="5p", melds=[("pon", "777z"), ("chi", "123s")])
    (reading,) = readings(hand)
    assert reading.wait == "tanki"
    assert [g.is_called for g in reading.groups] == [False, False, True, True]


# --- property tests against the oracle --------------------------------------------

def _is_agari(counts):
    return AGARI.is_agari(counts)


hand13 = st.lists(st.integers(0, 33), min_size=13, max_size=13).filter(
    lambda ks: max(ks.count(k) for k in set(ks)) <= 4)


@st.composite
def near_tenpai(draw):
    """Mostly tenpai hands: a random complete hand minus one tile."""
    suit = draw(st.integers(0, 3))
    kinds = []
    for _ in range(4):
        if draw(st.booleans()):
            s = draw(st.integers(0, 2)) * 9 + draw(st.integers(0, 6))
            kinds += [s, s + 1, s + 2]
        else:
            k = draw(st.integers(0, 33))
            kinds += [k, k, k]
    p = draw(st.integers(0, 33))
    kinds += [p, p]
    if max(kinds.count(k) for k in kinds) > 4:
        # too many copies: any legal 13 tiles plus a fourteenth kind not yet held four times
        kinds = draw(hand13)
        kinds.append(next(k for k in range(34) if kinds.count(k) < 4))
    drop = draw(st.integers(0, 13))
    del kinds[drop]
    return kinds


@settings(max_examples=400, deadline=None)
@given(st.one_of(hand13, near_tenpai()))
def test_waits_agree_with_oracle(kinds):
    hand = parse_waiting_hand([Tile(k) for k in kinds])
    waits = find_waits(hand)
    counts = counts_of(hand.concealed)
    expected = []
    for k in range(34):
        if counts[k] >= 4:
            continue
        counts[k] += 1
        if _is_agari(counts):
            expected.append(k)
        counts[k] -= 1
    assert list(waits.tiles) == expected
    for k in waits.tiles:
        full = parse_hand([Tile(x) for x in kinds] + [Tile(k)], win=Tile(k))
        assert readings(full), "every reported winning tile has a reading"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=14, max_size=14).filter(
    lambda ks: max(ks.count(k) for k in set(ks)) <= 4))
def test_every_decomposition_uses_exactly_the_tiles(kinds):
    counts = counts_of(Tile(k) for k in kinds)
    for sets, pair in decompositions(counts):
        used = [0] * 34
        used[pair] += 2
        for shape, first in sets:
            for k in ((first, first + 1, first + 2) if shape == "chi" else (first,) * 3):
                used[k] += 1
        assert used == counts
    assert bool(decompositions(counts)) or not AGARI.is_agari(counts) or \
        sum(1 for n in counts if n == 2) == 7 or sum(counts[k] for k in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)) == 14
