"""HandView, TilePicker, ExplanationView and LanguageSelector driven headless."""

import re
import xml.etree.ElementTree as ET

import pytest

from mjlearn.errors import HandError, TileError
from mjlearn.exercises import generate, hints
from mjlearn.hand import parse_hand
from mjlearn.tiles import parse_tiles
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error_html, render_step, tile_label
from mjlearn.widgets import ExplanationView, HandView, LanguageSelector, TilePicker

NS = "{http://www.w3.org/2000/svg}"


def svgs_of(view_html):
    """Every <svg> of a picture (one per group of tiles), parsed."""
    return [ET.fromstring(m) for m in re.findall(r"<svg.*?</svg>", view_html, re.S)]


def tiles_of(view_html):
    return [g for root in svgs_of(view_html) for g in root.iter(f"{NS}g")]


def test_hand_view_draws_the_hand_as_at_the_table():
    """The concealed tiles, the winning tile set apart, then each called set; a concealed
    kan with its two outer tiles face down."""
    view = HandView("123m456p789s1z2z", win="2z", melds=[("pon", "777z"), ("ankan", "1111p")],
                    lang="en")
    groups = [[g.get("data-tile") for g in root.iter(f"{NS}g")] for root in svgs_of(view.value)]
    assert groups == [["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z"], ["2z"],
                      ["7z", "7z", "7z"], ["1p", "1p", "1p", "1p"]]
    assert [g.get("data-tile") for g in tiles_of(view.value)
            if "mjlearn-win" in g.get("class")] == ["2z"]
    down = [i for i, g in enumerate(tiles_of(view.value)) if "mjlearn-face-down" in g.get("class")]
    assert down == [14, 17]                 # the kan's first and last tile
    assert view.mpsz == "123m456p789s1z"
    # the row wraps between groups in a narrow window, and is one image for a screen reader
    assert 'style="display:flex;flex-wrap:wrap' in view.value
    assert 'role="img" aria-label="123m456p789s1z 2z (winning tile) 777z 1111p"' in view.value
    margins = re.findall(r'class="mjlearn-group" style="margin-left:(\d+)px', view.value)
    assert [int(m) for m in margins] == [0, 10, 22, 22]   # the winning tile apart, sets further


def test_an_exported_page_shows_the_hand_without_widgets():
    """nbconvert keeps a widget's output only when the notebook holds the widget state;
    otherwise it takes the next type of the bundle. The bundle carries the picture as HTML,
    so an exported lesson shows the tiles (the widget's own, with the winning tile apart)."""
    import nbformat
    from nbconvert import HTMLExporter

    view = HandView("123m456p789s1z2z", win="2z", melds=[("pon", "777z")], lang="en")
    bundle = view._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/html"] == view.value
    cell = nbformat.v4.new_code_cell("HandView(...)", outputs=[nbformat.v4.new_output(
        "display_data", data={key: value for key, value in bundle.items()})])
    page, _ = HTMLExporter().from_notebook_node(nbformat.v4.new_notebook(cells=[cell]))
    drawn = [[g.get("data-tile") for g in root.iter(f"{NS}g")] for root in svgs_of(page)
             if root.get("class") != "jp-icon"]
    assert [group for group in drawn if group] == [
        ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z"], ["2z"], ["7z", "7z", "7z"]]
    assert HandView("", lang="en")._repr_mimebundle_().get("text/html") is None


def test_a_face_down_tile_shows_its_back_but_keeps_its_name():
    from mjlearn.widgets.svg import BACK, tile_body
    body = tile_body(parse_tiles("0p")[0], "pl", face_down=True)
    assert BACK in body and "<circle" not in body
    assert f"<title>{tile_label('0p', 'pl')}</title>" in body


def test_hand_view_takes_a_hand_object_and_switches_language():
    hand = parse_hand("234m0p67p11122333s", win="1s")
    view = HandView(hand, lang="en")
    titles = [t.text for root in svgs_of(view.value) for t in root.iter(f"{NS}title")]
    assert tile_label("0p", "en") in titles and titles[-1] == tile_label("1s", "en")
    assert 'class="mjlearn-tile mjlearn-red-five"' in view.value
    for lang in SUPPORTED_LANGUAGES:
        view.set_language(lang)
        titles = [t.text for root in svgs_of(view.value) for t in root.iter(f"{NS}title")]
        assert titles[-1] == tile_label("1s", lang)


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_hand_view_shows_bad_text_as_a_localized_message(lang):
    view = HandView("12q", lang=lang)
    assert view.value == render_error_html(TileError("unknown_character", char="q", position=2), lang)
    view.show("11112m")
    assert "<svg" in view.value  # the view draws tiles; the hand rules belong to the picker
    view.show("")
    assert view.value == ""


def test_picker_builds_a_hand_by_clicking_tile_pictures():
    picker = TilePicker(lang="en")
    for code in ("3m", "1m", "2m", "0p", "7z"):
        picker.palette[code].click()
    assert picker.value == "123m0p7z" and picker.text.value == "123m0p7z"
    assert [b._dom_classes[-1] for b in picker.hand_buttons] == \
        ["mjlearn-t-1m", "mjlearn-t-2m", "mjlearn-t-3m", "mjlearn-t-0p", "mjlearn-t-7z"]
    picker.hand_buttons[1].click()
    assert picker.value == "13m0p7z"
    picker.clear_button.click()
    assert picker.value == "" and picker.hand_buttons == []


def test_the_picker_buttons_show_the_hands_own_pictures():
    import base64
    from mjlearn.widgets.style import PICKER_TILES, tile_button_css
    from mjlearn.widgets.svg import tile_svg
    picker = TilePicker(lang="en")
    css = picker.children[0].value               # its stylesheet
    assert len(picker.palette) == len(PICKER_TILES) == 37
    for tile in PICKER_TILES:
        button = picker.palette[tile.code]
        assert button.description == "" and f"mjlearn-t-{tile.code}" in button._dom_classes
        picture = base64.b64encode(tile_svg(tile, "en", titled=False).encode()).decode()
        assert f".widget-button.mjlearn-t-{tile.code} {{ background-image: " \
               f'url("data:image/svg+xml;base64,{picture}"); }}' in css
    assert tile_button_css() in css
    rows = [child for child in picker.children if getattr(child, "layout", None)
            and child.layout.flex_flow == "row wrap"]
    assert len(rows) >= 4                         # the palette rows wrap at 800 px


def test_the_picker_refuses_a_fifth_copy_counting_the_tiles_in_sight():
    picker = TilePicker(lang="en", held=parse_tiles("1112345678999m"))
    picker.palette["1m"].click()                   # the fourth 1m: fine
    assert picker.value == "1m"
    picker.palette["1m"].click()                   # a fifth: refused, said why
    assert picker.value == "1m"
    assert picker.message.value == (
        '<p class="mjlearn-error" role="alert" lang="en">Each tile exists only four times, '
        "and the hand already holds 3 copies of the 1 of characters (1m): it cannot be one "
        "more.</p>")
    picker.set_held(())
    picker.palette["1m"].click()
    assert picker.value == "11m" and picker.message.value == ""


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_picker_refuses_impossible_hands_with_a_localized_message(lang):
    picker = TilePicker(lang=lang, max_tiles=5)
    for _ in range(4):
        picker.palette["1z"].click()
    picker.palette["1z"].click()
    assert picker.value == "1111z"
    assert picker.message.value == render_error_html(
        HandError("too_many_copies", tile="1z", count=5), lang)
    picker.palette["2z"].click()
    picker.palette["3z"].click()
    assert picker.value == "11112z"
    assert picker.message.value == render_error_html(
        HandError("too_many_tiles", count=6, expected=5), lang)
    picker.text.value = "12k"
    assert picker.message.value == render_error_html(
        TileError("unknown_character", char="k", position=2), lang)
    assert picker.value == "11112z"
    picker.text.value = "55p"
    assert picker.value == "55p" and picker.message.value == ""
    picker.value = "9999m"
    assert picker.value == "9999m"
    picker.text.value = "12k"              # typed text that is not tiles: said at once
    assert 'role="alert"' in picker.message.value
    picker.value = "garbage"
    assert picker.value == "9999m" and 'role="alert"' in picker.message.value


def test_picker_tooltips_follow_the_language():
    picker = TilePicker(lang="en")
    picker.palette["6z"].click()
    for lang in SUPPORTED_LANGUAGES:
        picker.set_language(lang)
        assert picker.palette["5p"].tooltip == tile_label("5p", lang)
        assert picker.hand_buttons[0].tooltip == tile_label("6z", lang)
        assert picker.help.value and picker.clear_button.description


def test_explanation_view_reveals_collapsible_steps():
    steps = hints(generate("find_waits", 4, 3))
    view = ExplanationView(steps, lang="en", revealed=0)
    assert view.body.value == ""
    assert view.reveal_next()
    assert view.body.value.count("<details") == 1
    assert "<summary>Step 1</summary>" in view.body.value
    # numbered once: the list itself carries no numbers ("1. ▼ Step 1" no more)
    assert 'style="list-style:none;padding-left:0"' in view.body.value
    view.reveal_all()
    assert view.body.value.count("<details") == len(steps)
    assert view.texts() == [render_step(s, "en") for s in steps]
    assert not view.reveal_next()
    assert view.note.value == "That was the last step of the explanation."
    view.set_language("pl")
    assert view.texts() == [render_step(s, "pl") for s in steps]


def test_language_selector_re_renders_its_widgets_only_when_asked():
    view = HandView("19m19p19s1234567z", lang="en")
    picker = TilePicker(lang="en")
    selector = LanguageSelector().register(view, picker)
    assert [label for label, _code in selector.dropdown.options] == \
        ["English", "Español", "Italiano", "Polski", "Русский"]
    selector.dropdown.value = "ru"
    assert view.lang == picker.lang == "ru"
    assert tile_label("1z", "ru") in view.value
    from mjlearn.i18n import current_language
    assert current_language() == "en"  # the process default is left alone …
    LanguageSelector("it", set_default=True).dropdown.value = "pl"
    assert current_language() == "pl"  # … unless asked
