"""The pictures of lessons 01–02 (mjlearn.widgets.table_svg) and the try-it box (TryWaits)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from mjlearn.i18n import format_points, name, render_waits
from mjlearn.widgets import TryWaits, kans_svg, seats_svg, sticks_svg, wall_svg
from mjlearn.widgets.labels import label
from mjlearn.widgets.table_svg import STARTING_STICKS, STICK_VALUES

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "es", "it", "pl", "ru")


def tiles(svg: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if "data-tile" in g.attrib]


def position(g: ET.Element) -> tuple[float, float]:
    x, y = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", g.attrib["transform"]).groups()
    return float(x), float(y)


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_has_east_the_dealer_at_the_bottom_and_the_turn_counter_clockwise(lang):
    svg = seats_svg(lang)
    found = tiles(svg)
    assert [g.attrib["data-tile"] for g in found] == ["1z", "2z", "3z", "4z", "1z"]  # + round
    (bx, by), (rx, ry), (tx, ty), (lx, ly) = (position(g) for g in found[:4])
    # bottom, then right, top and left: East → South → West → North, counter-clockwise
    assert by > ry == ly > ty and rx > bx == tx > lx
    assert name("role", "dealer", lang) in svg
    assert len(re.findall(r"<path d=\"M [^\"]* A ", svg)) == 4   # an arrow from each seat to the next


def test_another_dealer_moves_the_winds_round():
    found = tiles(seats_svg("en", dealer=1))
    assert [g.attrib["data-tile"] for g in found[:4]] == ["4z", "1z", "2z", "3z"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("dealer", range(4))
def test_the_dealer_label_stays_inside_the_picture(lang, dealer):
    # lesson 10 draws East 2 (the dealer on the right): its label was cut off at the edge
    root = ET.fromstring(seats_svg(lang, dealer=dealer))
    size = float(root.attrib["viewBox"].split()[2])
    pill = [r for r in root.iter(f"{SVG}rect") if r.attrib.get("rx") == "11"]
    assert len(pill) == 1
    left, width = float(pill[0].attrib["x"]), float(pill[0].attrib["width"])
    assert 0 <= left and left + width <= size


@pytest.mark.parametrize("lang", LANGS)
def test_the_sticks_are_the_four_denominations_a_player_starts_with(lang):
    svg = sticks_svg(lang)
    ET.fromstring(svg)
    assert STICK_VALUES == (10_000, 5_000, 1_000, 100)
    # 25,000 points: one 10,000, two 5,000, four 1,000 and ten 100
    assert sum(v * n for v, n in zip(STICK_VALUES, STARTING_STICKS)) == 25_000
    for value, count in zip(STICK_VALUES, STARTING_STICKS):
        assert format_points(value, lang) in svg and f"× {count}" in svg


def test_the_wall_sets_the_dead_wall_apart_with_the_indicator_face_up():
    found = tiles(wall_svg("3s", "en"))
    assert len(found) == 26                                   # 13 stacks of two
    up = [g for g in found if "mjlearn-face-down" not in g.attrib["class"]]
    assert [g.attrib["data-tile"] for g in up] == ["3s"]
    xs = sorted({position(g)[0] for g in found})
    dead = xs[6:]
    assert len(dead) == 7 and position(up[0])[0] == dead[2]    # the third stack's top tile
    assert xs[6] - xs[5] > xs[1] - xs[0]                      # a gap before the dead wall


def test_the_three_kans_show_the_concealed_ones_outer_tiles_face_down():
    found = tiles(kans_svg("en"))
    codes = [g.attrib["data-tile"] for g in found]
    assert codes == ["5p"] * 4 + ["7s"] * 4 + ["1z"] * 4
    down = [i for i, g in enumerate(found) if "mjlearn-face-down" in g.attrib["class"]]
    assert down == [0, 3]
    turned = [i for i, g in enumerate(found) if "rotate(90" in g.attrib["transform"]]
    assert turned == [4, 8, 9]   # the called tile of the open kan; the added kan's two


@pytest.mark.parametrize("lang", LANGS)
def test_the_try_it_box_is_labelled_for_a_learner_and_shows_the_waits(lang):
    box = TryWaits("13m456p789s111z55z", lang=lang)
    assert box.box.description == label("picker_hand", lang) != "hand"
    import mjlearn
    waits = mjlearn.find_waits(mjlearn.parse_waiting_hand("13m456p789s111z55z"))
    first_line = render_waits(waits, lang).splitlines()[0]
    assert first_line.split(":")[0] in box.result.value
    box.box.value = "13m456p"
    assert "Traceback" not in box.result.value and box.result.value.startswith("<p")
    box.box.value = ""
    assert box.result.value == ""
