"""Tile pictures: well-formed SVG, a localized <title>, suits told apart, red fives red."""

import xml.etree.ElementTree as ET

import pytest

from mjlearn.i18n import SUPPORTED_LANGUAGES, tile_label
from mjlearn.tiles import ALL_KINDS, Tile, parse_tiles
from mjlearn.widgets.svg import BLUE, GREEN, RED, row_svg, tile_svg

NS = "{http://www.w3.org/2000/svg}"
ALL_TILES = ALL_KINDS + tuple(Tile(k, red=True) for k in (4, 13, 22))


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_every_tile_is_well_formed_with_its_localized_title(lang):
    for tile in ALL_TILES:
        root = ET.fromstring(tile_svg(tile, lang))
        assert root.tag == f"{NS}svg"
        titles = [t.text for t in root.iter(f"{NS}title")]
        assert titles == [tile_label(tile, lang)]
        assert root.get("aria-label") == tile_label(tile, lang)


def _colours(svg: str) -> set[str]:
    root = ET.fromstring(svg)
    picture = [e for e in root.iter() if e.tag not in (f"{NS}svg", f"{NS}g", f"{NS}title")][1:]
    return {e.get(a) for e in picture for a in ("fill", "stroke")} - {None, "none", "#fbf8ef"}


def test_red_fives_are_red_and_only_red():
    for code in ("0m", "0p", "0s"):
        tile = parse_tiles(code)[0]
        assert _colours(tile_svg(tile)) == {RED}
        assert 'class="mjlearn-tile mjlearn-red-five"' in tile_svg(tile)
    # the plain fives of dots and bamboo are not all red
    assert {BLUE, GREEN} & _colours(tile_svg(parse_tiles("5p")[0]))
    assert GREEN in _colours(tile_svg(parse_tiles("5s")[0]))


def test_suits_are_drawn_differently():
    def shapes(code):
        root = ET.fromstring(tile_svg(parse_tiles(code)[0]))
        return [e.tag.removeprefix(NS) for e in root.iter()]
    assert shapes("7p").count("circle") == 14       # seven dots, ring and centre
    assert shapes("7s").count("rect") == 1 + 7     # face + seven sticks
    assert "萬" in tile_svg(parse_tiles("3m")[0]) and "三" in tile_svg(parse_tiles("3m")[0])
    for code, char in zip(("1z", "2z", "3z", "4z", "6z", "7z"), "東南西北發中"):
        assert char in tile_svg(parse_tiles(code)[0])
    white = ET.fromstring(tile_svg(parse_tiles("5z")[0]))
    assert not [e for e in white.iter(f"{NS}text")]   # a framed blank
    assert len(list(white.iter(f"{NS}rect"))) == 3
    assert len({tile_svg(t) for t in ALL_TILES}) == len(ALL_TILES)


def test_a_row_sets_groups_apart_and_marks_the_winning_tile():
    groups = [parse_tiles("123m"), parse_tiles("777z"), parse_tiles("2z")]
    svg = row_svg(groups, "en", marked={(2, 0)}, label="<hand> & co")
    root = ET.fromstring(svg)  # the label is escaped
    tiles = [g for g in root.iter(f"{NS}g")]
    assert len(tiles) == 7
    xs = [float(g.get("transform").split("(")[1].split(",")[0]) for g in tiles]
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    assert gaps[0] == gaps[1] < gaps[2]  # 123m touch, the pon stands apart
    assert tiles[-1].get("class") == "mjlearn-tile mjlearn-win"
    assert root.get("aria-label") == "<hand> & co"
