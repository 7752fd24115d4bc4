"""The compact notation of spec §10, structured input, and typed errors for bad input."""

import pytest

from mjlearn.classic import ClassicError, format_compact, parse_compact, score_hand
from mjlearn.classic.notation import CLAIMED_KONG, CONCEALED_KONG, FIXED, MELDED
from mjlearn.errors import ERROR_CODES, HandError, MjlearnError, TileError


def test_the_spec_example_parses():
    hand = parse_compact("[1111s] 222567888s <77z> bonus=1f2y last=7z/drawn lastgroup=<77z>")
    assert [(g.shape, g.code, g.origin) for g in hand.groups] == [
        ("kong", "1111s", CONCEALED_KONG), ("pair", "77z", FIXED)]
    assert [t.code for t in hand.concealed] == ["2s", "2s", "2s", "5s", "6s", "7s", "8s", "8s", "8s"]
    assert [b.code for b in hand.bonus] == ["1f", "2y"]
    assert (hand.last.code, hand.claimed, hand.last_group.code) == ("7z", False, "77z")
    assert hand.n_tiles == 15 and hand.n_kongs == 1


def test_brackets_give_origins():
    hand = parse_compact("(111z) {2222m} [3333p] <456s> 55z")
    assert [g.origin for g in hand.groups] == [MELDED, CLAIMED_KONG, CONCEALED_KONG, FIXED]


def test_source_and_announcements():
    hand = parse_compact("234m 456p 678s 222s 55z last=5z/claimed src=robbed_kong ann=original_call")
    assert (hand.source, hand.claimed, hand.announcements) == ("robbed_kong", True, ("original_call",))
    # the source alone says how the last tile came
    assert parse_compact("234m 456p 678s 222s 55z last=5z src=wall").claimed is False


def test_lastgroup_may_name_tiles_written_bare():
    hand = parse_compact("234m 456p 678s 222s 55z last=5z/drawn lastgroup=<55z>")
    assert hand.last_group in hand.groups and hand.n_tiles == 14


@pytest.mark.parametrize("text", [
    "(111z) {2222m} [3333p] <456s> 55z",
    "[1111s] 222567888s <77z> bonus=1f2y last=7z/drawn lastgroup=<77z>",
    "234m 456p 678s 222s 55z last=5z/claimed src=robbed_kong ann=original_call",
])
def test_format_round_trips(text):
    hand = parse_compact(text)
    assert parse_compact(format_compact(hand)) == hand


@pytest.mark.parametrize("text, code, params", [
    ("(123z) 11m", "classic_bad_group", {"group": "(123z)", "bracket": "()"}),
    ("<124m> 11m", "classic_bad_group", {"group": "<124m>", "bracket": "<>"}),
    ("[111m] 11m", "classic_kong_expected", {"group": "[111m]", "bracket": "[]"}),
    ("(111m 11m", "classic_bad_token", {"token": "(111m"}),
    ("111m foo=1", "classic_bad_token", {"token": "foo=1"}),
    ("111m last=1m/thrown", "classic_bad_last", {"value": "1m/thrown"}),
    ("111m last=1m", "classic_bad_last", {"value": "1m"}),
    ("111m src=sky", "classic_bad_source", {"source": "sky"}),
    ("111m ann=riichi", "classic_bad_announcement", {"announcement": "riichi"}),
    ("111m last=1m/drawn src=discard", "classic_source_conflict", {"source": "discard", "how": "drawn"}),
    ("111m last=2m/drawn", "classic_last_not_in_hand", {"tile": "2m"}),
    ("111m bonus=5f", "classic_bad_bonus", {"token": "5f"}),
    ("111m last=1m/drawn last=1m/drawn", "classic_duplicate_key", {"key": "last"}),
    ("(111m) last=1m/drawn lastgroup=(111m)", "classic_source_conflict", {"source": "unknown", "how": "drawn"}),
])
def test_bad_notation_is_a_typed_error(text, code, params):
    with pytest.raises(ClassicError) as caught:
        parse_compact(text)
    assert (caught.value.code, caught.value.params) == (code, params)
    assert set(params) == set(ERROR_CODES[code])


def test_bad_tiles_are_tile_errors():
    with pytest.raises(TileError) as caught:
        parse_compact("111x")
    assert caught.value.code == "unknown_character"


def test_five_copies_is_a_hand_error():
    with pytest.raises(HandError) as caught:
        score_hand("(1111m) 1m23456789p 11z last=1z/drawn", "S", "E")
    assert (caught.value.code, caught.value.params) == ("too_many_copies", {"tile": "1m", "count": 5})


def test_a_loser_marked_as_having_gone_out():
    with pytest.raises(ClassicError) as caught:
        score_hand("[1111m] (666z) 222p (345s) 11z last=1z/drawn", "S", "E", winner=False)
    assert (caught.value.code, caught.value.params) == ("classic_loser_went_out", {"tile": "1z"})


def test_a_loser_cannot_hold_a_melded_pair():
    with pytest.raises(ClassicError) as caught:
        score_hand("(11z) 123456789m 55p", "S", "E", winner=False)
    assert caught.value.code == "classic_loser_melded_pair"


@pytest.mark.parametrize("hand, winner, code", [
    ("[1111m] (666z) 222p (345s) 12z last=1z/drawn", None, "not_a_winning_hand"),
    ("[1111m] (666z) 222p (345s) 11z", True, "missing_win_tile"),
    ("(666z) 222p (345s) 11z last=1z/drawn", True, "too_few_tiles"),
    ("[1111m] (666z) 222p (345s) 1z 2z", False, "too_many_tiles"),
])
def test_hands_of_the_wrong_shape(hand, winner, code):
    with pytest.raises(MjlearnError) as caught:
        score_hand(hand, "S", "E", winner=winner)
    assert caught.value.code == code


@pytest.mark.parametrize("kwargs, code", [
    ({"seat_wind": "X"}, "classic_bad_wind"),
    ({"round_wind": "5z"}, "classic_bad_wind"),
    ({"profile": "bmja"}, "bad_option"),
])
def test_bad_options(kwargs, code):
    with pytest.raises(MjlearnError) as caught:
        score_hand("(555z) 3m5m7m9m2p4p6p8p3s7s", winner=False, **kwargs)
    assert caught.value.code == code


def test_bonus_tiles_need_the_flowers_module():
    with pytest.raises(ClassicError) as caught:
        score_hand("(555z) 3m5m7m9m2p4p6p8p3s7s bonus=1f", "S", "E", winner=False)
    assert (caught.value.code, caught.value.params) == ("classic_flowers_off", {"tiles": "1f"})


@pytest.mark.parametrize("data, field", [
    ({"groups": "111m"}, "groups"),
    ({"groups": [{"tiles": "111m", "origin": "stolen"}]}, "groups.origin"),
    ({"concealed": 5}, "concealed"),
    ({"colour": "red"}, "colour"),
    ({"concealed": "11m", "last": "1m", "how": "flew"}, "how"),
])
def test_bad_structured_input(data, field):
    with pytest.raises(ClassicError) as caught:
        score_hand(data)
    assert (caught.value.code, caught.value.params) == ("classic_bad_field", {"field": field})
