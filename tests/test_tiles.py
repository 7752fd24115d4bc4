import pytest
from hypothesis import given, strategies as st

from mjlearn.errors import MjlearnError, TileError
from mjlearn.tiles import (ALL_KINDS, Tile, format_tiles, is_simple, is_terminal, next_kind,
                           parse_tiles, tile)


def codes(text):
    return [t.code for t in parse_tiles(text)]


def test_parse_mpsz_groups_and_red_fives():
    assert codes("123m456p0s77z") == ["1m", "2m", "3m", "4p", "5p", "6p", "0s", "7z", "7z"]
    red = tile("0p")
    assert red.red and red.kind == 13 and red.number == 5 and red.suit == "p"
    assert tile("5p") != red and tile("5p").kind == red.kind


def test_there_are_34_kinds_with_the_seeds_categories():
    assert len(ALL_KINDS) == 34
    assert sum(t.is_honour for t in ALL_KINDS) == 7
    assert sum(t.is_terminal for t in ALL_KINDS) == 6
    assert sum(t.is_simple for t in ALL_KINDS) == 21
    assert [t.code for t in ALL_KINDS if t.is_dragon] == ["5z", "6z", "7z"]
    assert [t.code for t in ALL_KINDS if t.is_wind] == ["1z", "2z", "3z", "4z"]
    assert is_terminal(tile("9s").kind) and not is_simple(tile("1p").kind)


@pytest.mark.parametrize("indicator, dora", [
    ("6s", "7s"),   # seed 000: 6 of bamboo -> 7 of bamboo
    ("9p", "1p"),   # seed 000: 9 of dots -> 1 of dots
    ("9m", "1m"), ("1m", "2m"), ("0m", "6m"),
    ("1z", "2z"), ("2z", "3z"), ("3z", "4z"), ("4z", "1z"),   # E-S-W-N-E
    ("5z", "6z"), ("6z", "7z"), ("7z", "5z"),                 # white-green-red-white
])
def test_next_tile_for_dora(indicator, dora):
    assert tile(indicator).next().code == dora


@pytest.mark.parametrize("text, code, params", [
    ("", "empty_input", {}),
    ("   ", "empty_input", {}),
    ("123x", "unknown_character", {"char": "x", "position": 3}),
    # a suit letter with no digits before it has its own message (the fresh Polish review)
    ("m", "suit_without_digits", {"char": "m", "position": 0}),
    ("123", "digits_without_suit", {"digits": "123", "count": 3}),
    ("8z", "honour_out_of_range", {"digit": 8}),
    ("0z", "red_honour", {}),
])
def test_parse_errors_are_typed(text, code, params):
    with pytest.raises(TileError) as info:
        parse_tiles(text)
    assert info.value.code == code
    assert info.value.params == params


tiles_strategy = st.lists(
    st.one_of(st.integers(0, 33).map(Tile), st.sampled_from([4, 13, 22]).map(lambda k: Tile(k, True))),
    min_size=1, max_size=20)


@given(tiles_strategy)
def test_format_then_parse_is_identity(tiles):
    assert parse_tiles(format_tiles(tiles)) == tuple(tiles)


@given(tiles_strategy)
def test_parse_then_format_is_identity_on_canonical_text(tiles):
    text = format_tiles(tiles)
    assert format_tiles(parse_tiles(text)) == text


@given(st.text(max_size=30))
def test_fuzzed_text_raises_only_our_error(text):
    try:
        parse_tiles(text)
    except MjlearnError:
        pass


@given(st.text(alphabet="0123456789mpsz xMPSZ", max_size=30))
def test_fuzzed_near_mpsz_raises_only_our_error(text):
    try:
        tiles = parse_tiles(text)
    except MjlearnError:
        return
    assert format_tiles(parse_tiles(format_tiles(tiles))) == format_tiles(tiles)


def test_a_new_suit_group_reads_as_the_full_reader_reads_it():
    # groups not kept yet are read through a table per suit; the tiles (the same shared
    # objects), their counts and every mistake are those of the full reader
    import random
    from mjlearn import tiles as tiles_module
    from mjlearn.errors import MjlearnError
    rng = random.Random(14)
    for _ in range(3000):
        suit = rng.choice("mpsz")
        group = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 5))) + suit
        try:
            expected = tiles_module._parse_tiles(group)
        except MjlearnError as error:
            expected = (error.code, error.params)
        tiles_module._GROUPS.pop(group, None)
        try:
            read, counts = tiles_module.tiles_and_counts(group)
        except MjlearnError as error:
            assert (error.code, error.params) == expected, group
            continue
        assert len(read) == len(expected) and all(a is b for a, b in zip(read, expected)), group
        assert counts == tuple(sum(t.kind == k for t in expected) for k in range(34)), group
