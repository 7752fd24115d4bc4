import pytest
from hypothesis import given, settings, strategies as st

from mjlearn.errors import HandError, MjlearnError
from mjlearn.hand import Meld, make_meld, parse_hand, parse_waiting_hand
from mjlearn.tiles import Tile, format_tiles, parse_tiles


def test_hand_with_melds_and_win():
    hand = parse_hand("234567m22s678s", win="8s", melds=[("pon", "777z")])
    assert hand.win.code == "8s"
    assert len(hand.concealed) == 11
    assert not hand.is_closed
    closed = parse_hand("234567m22s678s", win="8s", melds=[("ankan", "1111p")])
    assert closed.is_closed and closed.melds[0].is_kan


def test_win_written_plain_for_a_held_red_five():
    hand = parse_hand("234067m22s678s", win="5m", melds=[("pon", "777z")])
    assert hand.win.red


@pytest.mark.parametrize("kwargs, code, params", [
    (dict(concealed="123456789m123456p"), "too_many_tiles", {"count": 15, "expected": 14}),
    (dict(concealed="123456789m123p"), "too_few_tiles", {"count": 12, "expected": 14}),
    (dict(concealed="234567m22s67s", melds=[("pon", "777z")]), "too_few_tiles_called",
     {"count": 10, "expected": 11, "melds": 1}),
    (dict(concealed="11111m234567899p"), "too_many_copies", {"tile": "1m", "count": 5}),
    (dict(concealed="123m456p789s11222z", extra_tiles="1z1z1z"), "too_many_copies",
     {"tile": "1z", "count": 5}),
    (dict(concealed="123m456p789s11z", melds=[("pon", "1113z")]), "bad_meld",
     {"meld": "1113z", "meld_type": "pon"}),
    (dict(concealed="123m456p789s11z", melds=[("chi", "123z")]), "bad_meld",
     {"meld": "123z", "meld_type": "chi"}),
    (dict(concealed="123m456p789s11z", melds=[("chi", "89m1p")]), "bad_meld",
     {"meld": "89m1p", "meld_type": "chi"}),
    (dict(concealed="123m456p789s11z", melds=[("steal", "111z")]), "unknown_meld_type",
     {"meld_type": "steal"}),
    (dict(concealed="123456789m11222z", win="3z"), "win_tile_not_in_hand", {"tile": "3z"}),
])
def test_hand_errors(kwargs, code, params):
    with pytest.raises(HandError) as info:
        parse_hand(**kwargs)
    assert info.value.code == code
    assert info.value.params == params


def test_four_copies_in_melds_and_hand_are_counted_together():
    with pytest.raises(HandError) as info:
        parse_waiting_hand("1m2345678p11z", melds=[("kan", "1111m")])
    assert info.value.params == {"tile": "1m", "count": 5}


def test_meld_sorts_its_tiles_and_keeps_red():
    meld = make_meld({"type": "chi", "tiles": "645p"})
    assert meld.code == "456p"
    assert Meld("pon", parse_tiles("055p")).tiles[0].red


kinds = st.integers(0, 33).map(Tile)


@settings(max_examples=300)
@given(st.lists(kinds, max_size=18), st.lists(st.tuples(
    st.sampled_from(["chi", "pon", "kan", "ankan", "shouminkan", "x"]),
    st.lists(kinds, max_size=5)), max_size=4), st.one_of(st.none(), kinds))
def test_fuzzed_hands_raise_only_our_error(concealed, melds, win):
    try:
        parse_hand(concealed, win, [(t, ts) for t, ts in melds])
    except MjlearnError:
        pass
    try:
        parse_waiting_hand(format_tiles(concealed) if concealed else "", [(t, ts) for t, ts in melds])
    except MjlearnError:
        pass
