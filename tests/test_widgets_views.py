"""HandView, TilePicker, ExplanationView and LanguageSelector driven headless."""

import xml.etree.ElementTree as ET

import pytest

from mjlearn.errors import HandError, TileError
from mjlearn.exercises import generate, hints
from mjlearn.hand import parse_hand
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error_html, render_step, tile_label
from mjlearn.widgets import ExplanationView, HandView, LanguageSelector, TilePicker

NS = "{http://www.w3.org/2000/svg}"


def svg_of(view_html):
    start = view_html.index("<svg")
    return ET.fromstring(view_html[start:view_html.index("</svg>") + 6])


def test_hand_view_sets_melds_apart_and_marks_the_winning_tile():
    view = HandView("123m456p789s12z", win="2z", melds=[("pon", "777z")], lang="en")
    root = svg_of(view.value)
    tiles = [g.get("data-tile") for g in root.iter(f"{NS}g")]
    assert tiles == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z",
                     "7z", "7z", "7z", "2z"]
    assert [g.get("data-tile") for g in root.iter(f"{NS}g")
            if "mjlearn-win" in g.get("class")] == ["2z"]
    assert view.mpsz == "123m456p789s1z"


def test_hand_view_takes_a_hand_object_and_switches_language():
    hand = parse_hand("234m0p67p11122333s", win="1s")
    view = HandView(hand, lang="en")
    titles = [t.text for t in svg_of(view.value).iter(f"{NS}title")]
    assert tile_label("0p", "en") in titles and titles[-1] == tile_label("1s", "en")
    assert 'class="mjlearn-tile mjlearn-red-five"' in view.value
    for lang in SUPPORTED_LANGUAGES:
        view.set_language(lang)
        titles = [t.text for t in svg_of(view.value).iter(f"{NS}title")]
        assert titles[-1] == tile_label("1s", lang)


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_hand_view_shows_bad_text_as_a_localized_message(lang):
    view = HandView("12q", lang=lang)
    assert view.value == render_error_html(TileError("unknown_character", char="q", position=2), lang)
    view.show("11112m")
    assert "<svg" in view.value  # the view draws tiles; the hand rules belong to the picker
    view.show("")
    assert view.value == ""


def test_picker_builds_a_hand_by_clicking():
    picker = TilePicker(lang="en")
    for code in ("3m", "1m", "2m", "0p", "7z"):
        picker.palette[code].click()
    assert picker.value == "123m0p7z" and picker.mpsz.value == "123m0p7z"
    assert [b.description for b in picker.hand_buttons] == ["1m", "2m", "3m", "0p", "7z"]
    picker.hand_buttons[1].click()
    assert picker.value == "13m0p7z"
    assert "<svg" in picker.preview.value
    picker.clear_button.click()
    assert picker.value == "" and picker.hand_buttons == []


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
    picker.value = "garbage"
    assert picker.value == "9999m" and 'role="alert"' in picker.message.value


def test_picker_tooltips_follow_the_language():
    picker = TilePicker(lang="en")
    picker.palette["6z"].click()
    for lang in SUPPORTED_LANGUAGES:
        picker.set_language(lang)
        assert picker.palette["5p"].tooltip == tile_label("5p", lang)
        assert picker.hand_buttons[0].tooltip == tile_label("6z", lang)
    assert picker.palette["0s"].style.text_color == "#d0202a"


def test_explanation_view_reveals_collapsible_steps():
    steps = hints(generate("find_waits", 4, 3))
    view = ExplanationView(steps, lang="en", revealed=0)
    assert view.body.value == ""
    assert view.reveal_next()
    assert view.body.value.count("<details") == 1
    assert "<summary>Step 1</summary>" in view.body.value
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
