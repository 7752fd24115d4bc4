"""The hand builder driven as a learner drives it: palette clicks, a tile of the hand
selected, the call buttons, every control of the win, in the five languages. Each result
is the engine's own (``score(Situation(…))``) and its numbers are the `mahjong` package's
(tests/riichi_oracle.py: ``expected_result``)."""

from __future__ import annotations

import json
import shlex

import pytest

from mjlearn.checks import describe
from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.hand import check_copies
from mjlearn.i18n import (SUPPORTED_LANGUAGES, format_call, format_count, render_error,
                          render_score_html, tile_label)
from mjlearn.riichi import Situation, score
from mjlearn.riichi.share import read_line, situation_line
from mjlearn.table.calls import Call
from mjlearn.tiles import format_tiles, parse_tiles, sorted_tiles
from mjlearn.widgets import ExerciseWidget, HandBuilder
from mjlearn.widgets.labels import label
from tests.riichi_oracle import expected_result

LANGS = SUPPORTED_LANGUAGES


def click(builder: HandBuilder, tiles: str) -> None:
    for tile in parse_tiles(tiles):
        assert builder.palette[tile.code].click is not None
        builder.palette[tile.code].click()


def select(builder: HandBuilder, tiles: str) -> None:
    """Click the hand's tiles ``tiles`` (each once, leftmost copy not yet selected)."""
    for tile in parse_tiles(tiles):
        index = next(i for i, t in enumerate(builder.tiles)
                     if t == tile and i not in builder.selected)
        builder.hand_buttons[index].click()


def oracle(**situation) -> dict:
    data = {"melds": [], "seat_wind": "S", "round_wind": "E", **situation}
    data["melds"] = [{"type": t, "tiles": m} for t, m in data["melds"]]
    return expected_result(data)[0]


def same_as_engine(builder: HandBuilder, **situation) -> None:
    """The builder's situation is ``situation`` (its tiles sorted, as the builder sorts
    them), and its result the engine's."""
    expected = score(Situation(**situation))
    sorted_hand = format_tiles(sorted_tiles(parse_tiles(situation["hand"])))
    assert builder.situation == Situation(**{**situation, "hand": sorted_hand})
    assert builder.result.to_json() == expected.to_json()


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_built_by_clicks_scores_as_the_engine_and_mahjong_say(lang):
    b = HandBuilder(lang=lang)
    assert b.message == label("builder_empty", lang)
    click(b, "234567m345p22s67s")
    assert b.message == label("builder_tenpai", lang, tiles=format_count("tiles", 13, lang),
                              waits="5-8s")
    click(b, "8s")
    b.tsumo.value = True
    b.flags["riichi"].value = True
    b.target_buttons["dora"].value = True
    click(b, "1m")
    b.target_buttons["ura"].value = True
    click(b, "9s")
    b.honba.value = 1
    b.riichi_sticks.value = 2
    situation = dict(hand="234567m345p22678s", win="8s", tsumo=True, riichi=True, dora="1m",
                     ura="9s", honba=1, riichi_sticks=2)
    same_as_engine(b, **situation)
    theirs = oracle(**situation)
    assert (b.result.han, b.result.fu, b.result.total) == (theirs["han"], theirs["fu"],
                                                           theirs["total"]) == (5, 20, 10300)
    # the call, honba included: a mangan, 2,000–4,000, and 100 a payer
    call = Call("split", (theirs["payments"]["non_dealer"] + 100, theirs["payments"]["dealer"] + 100))
    assert format_call(b.call_out(), lang) == format_call(call, lang)
    assert format_call(call, lang) in b.message
    assert label("builder_call_line", lang, call=format_call(call, lang)) in b.payments.value
    b.honba.value = 0     # no honba: the call line says nothing of them
    plain = format_call(b.call_out(), lang)
    assert label("builder_call_line_plain", lang, call=plain) in b.payments.value
    if lang == "en":
        assert "At the table the winner calls 2,000–4,000." in b.payments.value
        assert "honba" not in b.payments.value.split("calls")[1].split(".")[0]
    b.honba.value = 1
    # the explanation is the lessons' renderer, at the level chosen; a click opens it all
    assert b.explanation.value == render_score_html(b.result, lang, "fu")
    b.detail.value = "all"
    assert b.explanation.value == render_score_html(b.result, lang, "all")


def test_the_hand_is_sorted_as_a_player_sorts_it_and_the_last_tile_is_the_win():
    b = HandBuilder(lang="en")
    click(b, "9s1z5p0p1m")
    assert "".join(t.code for t in b.tiles) == "1m0p5p9s1z"
    assert b.win.code == "1m"
    # the hand picture shows the winning tile apart
    assert 'class="mjlearn-tile mjlearn-win"' in b.picture.value


def test_a_fifth_copy_is_refused_counting_the_sets_and_the_indicators():
    b = HandBuilder(lang="pl")
    click(b, "555z")
    select(b, "555z")
    b.meld_buttons["pon"].click()
    b.target_buttons["dora"].value = True
    click(b, "5z")
    assert [t.code for t in b.dora] == ["5z"]
    before = (b.tiles, tuple(b.melds), b.dora)
    b.target_buttons["hand"].value = True
    assert b.click("5z") is False
    b.palette["5z"].click()
    assert (b.tiles, tuple(b.melds), b.dora) == before
    assert b.message == label("picker_fifth_copy", "pl", tile=tile_label("5z", "pl"), count=4)


def test_red_fives_are_those_the_rules_have():
    b = HandBuilder(lang="en")
    shown = [c for c in ("0m", "0p", "0s") if b.palette[c].layout.display != "none"]
    assert shown == ["0m", "0p", "0s"]
    click(b, "0p0p")                     # standard has two red 5p
    assert b.click("0p") is False       # not a third
    assert b.message == render_error(MjlearnError("too_many_red_fives", suit="p", count=3,
                                                  allowed=2), "en")
    b.rules_choice.value = "ema"        # EMA plays without red fives
    assert all(b.palette[c].layout.display == "none" for c in ("0m", "0p", "0s"))


@pytest.mark.parametrize("lang", LANGS)
def test_calls_from_the_selected_tiles_drawn_as_at_the_table(lang):
    b = HandBuilder(lang=lang)
    click(b, "234s")
    assert b.meld_buttons["chi"].disabled
    assert b.meld_buttons["chi"].tooltip == label("builder_need", lang, count=3)
    select(b, "234s")
    assert not b.meld_buttons["chi"].disabled
    b.meld_buttons["chi"].click()
    click(b, "1111z")
    select(b, "1111z")
    b.meld_buttons["ankan"].click()
    click(b, "666p")
    select(b, "666p")
    b.meld_buttons["pon"].click()
    click(b, "789m55z")
    assert b.message.startswith(format_count("tiles", 15, lang))
    # rinshan needs a kan (there is one) and tsumo
    assert b.flags["rinshan"].disabled
    assert b.flags["rinshan"].tooltip == render_error(
        MjlearnError("flag_requires", flag="rinshan", requires="tsumo"), lang)
    b.tsumo.value = True
    assert not b.flags["rinshan"].disabled
    b.flags["rinshan"].value = True
    situation = dict(hand="789m55z", win="5z", melds=[("chi", "234s"), ("ankan", "1111z"),
                                                       ("pon", "666p")], tsumo=True, rinshan=True)
    same_as_engine(b, **situation)
    theirs = oracle(**situation)
    assert (b.result.han, b.result.fu, b.result.total) == (theirs["han"], theirs["fu"],
                                                           theirs["total"])
    # the closed kan's outer tiles face down, the called sets beside the hand
    assert b.picture.value.count("mjlearn-face-down") == 2
    # riichi cannot be declared with called sets: disabled, the engine's reason on hover
    assert b.flags["riichi"].disabled
    assert b.flags["riichi"].tooltip == render_error(
        MjlearnError("flag_requires", flag="riichi", requires="closed_hand"), lang)
    b.meld_undo[1].click()      # the closed kan goes back into the hand
    assert len(b.melds) == 2 and sum(t.code == "1z" for t in b.tiles) == 4


def test_an_open_kan_and_an_added_kan():
    b = HandBuilder(lang="en")
    for meld_type, tiles in (("kan", "2222m"), ("shouminkan", "7777p")):
        click(b, tiles)
        select(b, tiles)
        b.meld_buttons[meld_type].click()
    click(b, "345s66z777s")
    b.tsumo.value = True
    situation = dict(hand="345s66z777s", win="7s", melds=[("kan", "2222m"), ("shouminkan", "7777p")],
                     tsumo=True, seat_wind="S", round_wind="E")
    # no yaku: 14 tiles, the line says so; with a dora indicator, that dora are not yaku
    assert b.result is None
    assert b.message == label("builder_no_yaku", "en", tiles=format_count("tiles", 16, "en"))
    b.target_buttons["dora"].value = True
    click(b, "5z")
    assert b.message == label("builder_no_yaku_dora", "en", tiles=format_count("tiles", 16, "en"))
    # haitei gives a yaku; now it scores
    b.flags["haitei"].value = True
    situation.update(dora="5z", haitei=True)
    same_as_engine(b, **situation)
    theirs = oracle(**situation)
    assert (b.result.han, b.result.fu, b.result.total) == (theirs["han"], theirs["fu"], theirs["total"])


# Every control of the win, one at a time, on a hand each suits; each checked against the
# engine and mahjong.
CONTROLS = [
    ("riichi", dict(hand="123m456p789s23455s", win="2s"), {"riichi": True}),
    ("double_riichi", dict(hand="123m456p789s23455s", win="2s"), {"double_riichi": True}),
    ("ippatsu", dict(hand="123m456p789s23455s", win="2s", riichi=True), {"ippatsu": True}),
    ("haitei", dict(hand="123m456p789s23455s", win="2s", tsumo=True), {"haitei": True}),
    ("houtei", dict(hand="123m456p789s23455s", win="2s"), {"houtei": True}),
    ("chankan", dict(hand="123m456p789s23455s", win="2s"), {"chankan": True}),
    ("tenhou", dict(hand="123m456p789s23455s", win="2s", tsumo=True, seat_wind="E"),
     {"tenhou": True}),
    ("chiihou", dict(hand="123m456p789s23455s", win="2s", tsumo=True), {"chiihou": True}),
    ("seat_wind", dict(hand="123m456p789s23455s", win="2s", riichi=True), {"seat_wind": "E"}),
    ("round_wind", dict(hand="123m456p789s11z222z", win="2z", riichi=True),
     {"round_wind": "S"}),
    ("honba", dict(hand="123m456p789s23455s", win="2s", riichi=True), {"honba": 3}),
    ("riichi_sticks", dict(hand="123m456p789s23455s", win="2s", riichi=True),
     {"riichi_sticks": 2}),
]


def _set(b: HandBuilder, key: str, value) -> None:
    if key in b.flags:
        b.flags[key].value = value
    else:
        getattr(b, key).value = value


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key,base,change", CONTROLS, ids=[c[0] for c in CONTROLS])
def test_every_control_of_the_win(lang, key, base, change):
    b = HandBuilder(lang=lang)
    b.load(**base)
    same_as_engine(b, **base)
    before = b.result.total
    _set(b, key, change[key])
    situation = {**base, **change}
    same_as_engine(b, **situation)
    theirs = oracle(**situation)
    assert (b.result.han, b.result.total) == (theirs["han"], theirs["total"])
    if not b.result.yakuman:            # (a yakuman's fu are not counted: mjlearn says 0)
        assert b.result.fu == theirs["fu"]
    assert b.result.total != before
    # each control is labelled in the learner's language
    control = b.flags[key] if key in b.flags else getattr(b, key)
    assert control.description and control.tooltip


@pytest.mark.parametrize("lang", LANGS)
def test_the_ruleset_control(lang):
    b = HandBuilder(lang=lang).load("123m456p789s11z222z", win="2z", riichi=True, round_wind="S")
    assert [name for _text, name in b.rules_choice.options] == ["standard", "kostaryov", "ema"]
    b.rules_choice.value = "ema"
    same_as_engine(b, hand="123m456p789s11z222z", win="2z", riichi=True, round_wind="S", rules="ema")
    # without winds (the Kostaryov family rules): a wind tile cannot be in the hand, and
    # the winds' lists are disabled with the reason; the dealer is a box of its own
    b.load("123m456p789s55z666z", win="6z", riichi=True)
    b.rules_choice.value = "kostaryov"
    assert b.round_wind.disabled and b.seat_wind.disabled
    assert b.round_wind.tooltip == label("builder_no_winds", lang, rules=__import__(
        "mjlearn.i18n.render", fromlist=["x"]).ruleset_under("kostaryov", lang))
    assert b.dealer.layout.display != "none"
    b.dealer.value = True
    situation = dict(hand="123m456p789s55z666z", win="6z", riichi=True, seat_wind="E",
                     rules="kostaryov")
    same_as_engine(b, **situation)
    theirs = oracle(**situation)
    assert b.result.total == theirs["total"]
    assert b.click("1z") is False
    assert b.palette["1z"].layout.display == "none"


@pytest.mark.parametrize("lang", LANGS)
def test_controls_that_cannot_apply_are_disabled_with_the_reason(lang):
    b = HandBuilder(lang=lang).load("123m456p789s23455s", win="2s")
    reasons = {
        "ippatsu": MjlearnError("flag_requires", flag="ippatsu", requires="riichi"),
        "haitei": MjlearnError("flag_requires", flag="haitei", requires="tsumo"),
        "rinshan": MjlearnError("flag_requires", flag="rinshan", requires="tsumo"),
        "tenhou": MjlearnError("flag_requires", flag="tenhou", requires="tsumo"),
    }
    for flag, error in reasons.items():
        assert b.flags[flag].disabled, flag
        assert b.flags[flag].tooltip == render_error(error, lang)
    assert b.target_buttons["ura"].disabled
    assert b.target_buttons["ura"].tooltip == render_error(
        MjlearnError("flag_requires", flag="ura", requires="riichi"), lang)
    b.tsumo.value = True
    assert b.flags["rinshan"].tooltip == render_error(
        MjlearnError("flag_requires", flag="rinshan", requires="kan"), lang)
    assert b.flags["tenhou"].tooltip == render_error(
        MjlearnError("flag_requires", flag="tenhou", requires="dealer"), lang)
    assert b.flags["houtei"].disabled
    # a flag that can no longer apply is unticked: haitei, then back to ron
    b.flags["haitei"].value = True
    b.tsumo.value = False
    assert not b.flags["haitei"].value and b.flags["haitei"].disabled
    # the ura indicators go with riichi
    b.flags["riichi"].value = True
    b.target_buttons["ura"].value = True
    click(b, "3p")
    assert [t.code for t in b.ura] == ["3p"]
    b.flags["riichi"].value = False
    assert b.ura == () and b.target == "hand"


@pytest.mark.parametrize("lang", LANGS)
def test_partial_and_impossible_hands_say_what_they_are(lang):
    b = HandBuilder(lang=lang)
    click(b, "1234m")
    assert b.message == label("builder_partial", lang, tiles=format_count("tiles", 4, lang),
                              count=9)
    b.load("12345m456p789s11z")
    assert b.message == label("builder_tenpai", lang, tiles=format_count("tiles", 13, lang),
                              waits="3-6m")
    b.load("1234m456p789s111z")
    assert b.message == label("builder_tenpai", lang, tiles=format_count("tiles", 13, lang),
                              waits="1-4m")
    b.load("1357m2468p13579s")
    assert b.message == label("builder_not_tenpai", lang, tiles=format_count("tiles", 13, lang))
    b.load("1357m2468p13579s9s")
    assert b.message == label("builder_not_winning", lang, reason=render_error(
        MjlearnError("not_a_winning_hand"), lang))
    assert b.result is None and b.situation is not None
    b.load("123m456m789m12p34s", win="4s", dora="4s")
    assert b.message.startswith(format_count("tiles", 13, lang))
    # bad input: the engine's typed error, rendered, never a traceback
    b.load("123x")
    with pytest.raises(MjlearnError) as bad:
        parse_tiles("123x")
    assert b.message == render_error(bad.value, lang)
    b.load("123m456p789s23455s", win="2s", ippatsu=True)   # unticked: it cannot apply
    assert not b.flags["ippatsu"].value
    b.load("123m456p789s23455s", win="2s", renhou=True, tsumo=True)
    assert b.message == render_error(MjlearnError("flag_requires", flag="renhou",
                                                  requires="ron"), lang)


def test_typing_mpsz_and_a_shared_line():
    b = HandBuilder(lang="es")
    b.text.value = "234567m345p22678s"
    assert b.win.code == "8s" and b.result is not None
    b.flags["riichi"].value = True
    b.honba.value = 2
    line = b.share_line
    assert line == "234567m345p22678s --win 8s --riichi --honba 2"
    other = HandBuilder(lang="ru")
    other.share.value = line
    assert other.situation == b.situation
    other.text.value = "11111m"          # a fifth copy typed: refused, the hand kept
    assert other.situation == b.situation
    with pytest.raises(MjlearnError) as fifth:
        check_copies(parse_tiles("11111m"))
    assert other.message == render_error(fifth.value, "ru")
    other.text.value = "12"
    with pytest.raises(MjlearnError) as bad:
        parse_tiles("12")
    assert other.message == render_error(bad.value, "ru")


@pytest.mark.parametrize("situation", [
    dict(hand="234567m345p22678s", win="8s", tsumo=True, riichi=True, dora="1m", ura="9s",
         honba=1, riichi_sticks=2, seat_wind="E"),
    dict(hand="789m55z", win="5z", melds=[("chi", "234s"), ("ankan", "1111z"), ("pon", "666p")],
         tsumo=True, rinshan=True, round_wind="S"),
    dict(hand="123m456p789s55z666z", win="6z", riichi=True, seat_wind="E", rules="kostaryov"),
    dict(hand="123m456p789s23455s", win="2s", double_riichi=True, ippatsu=True, rules="ema"),
])
def test_the_shared_line_is_read_back_by_load_and_by_mjlearn_score(situation, capsys):
    b = HandBuilder(lang="it").load(**situation)
    line = b.share_line
    assert Situation(**read_line(line)) == b.situation
    assert score(b.situation).to_json() == score(Situation(**situation)).to_json()
    assert HandBuilder(lang="en").load(line).situation == b.situation
    expected = score(Situation(**situation)).to_json()
    # pasted after "mjlearn score" (the words as a shell splits them) …
    assert main(["score", *shlex.split(line), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == expected
    # … or the whole line as one argument
    assert main(["score", line, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == expected
    assert situation_line(Situation(**read_line(line))) == line


def test_a_shared_line_with_a_word_that_is_not_an_option():
    b = HandBuilder(lang="en").load("234567m345p22678s --win 8s --richi")
    assert b.message == render_error(MjlearnError("bad_share_line", text="",
                                                    word=describe("--richi", 20)), "en")


@pytest.mark.parametrize("kind", ["name_yaku", "count_han", "count_fu", "hand_payments"])
def test_practice_hands_like_this(kind):
    b = HandBuilder(lang="pl").load("234567m345p22678s", win="8s", dora="1m")
    widget = b.practice(kind, seed=11)
    assert isinstance(widget, ExerciseWidget) and b.practice_area.children == (widget,)
    assert widget.lang == "pl"
    drawn = score(Situation.from_json(widget.question.data["situation"]))
    if kind == "count_fu":
        assert drawn.fu == b.result.fu == 30
    else:
        ids = {y.id for y in drawn.yaku}
        assert widget.question.constraints["yaku"] in {y.id for y in b.result.yaku} & ids
        assert not widget.question.constraints["open"]


def test_a_handout_of_the_hand_and_its_whole_explanation():
    b = HandBuilder(lang="ru").load("234567m345p22678s", win="8s", riichi=True, tsumo=True)
    snippet = b.handout_html()
    assert render_score_html(b.result, "ru", "all") in snippet
    assert snippet.count("<svg") >= 1 and b.share_line.replace("'", "") in snippet
    assert "download=" in b.handout_link.value


@pytest.mark.parametrize("lang", LANGS)
def test_every_tile_button_and_control_has_a_name_in_the_learners_language(lang):
    b = HandBuilder(lang=lang).load("234567m345p22678s", win="8s", melds=(), dora="1m")
    for code, button in b.palette.items():
        assert button.tooltip == tile_label(code, lang)
    for button, tile in zip(b.hand_buttons, b.tiles):
        assert button.tooltip.startswith(tile_label(tile, lang))
    assert b.hand_buttons[-1].tooltip == f"{tile_label('8s', lang)}, {label('winning_tile', lang)}"
    assert b.dora_buttons[0].tooltip == label("builder_indicator", lang, tile=tile_label("1m", lang))
    select(b, "2m")
    assert b.hand_buttons[0].tooltip == label("builder_selected", lang, tile=tile_label("2m", lang))
    named = [*b.flags.values(), b.seat_wind, b.round_wind, b.honba, b.riichi_sticks,
             b.rules_choice, b.detail, b.practice_kind, b.share, b.text]
    assert all(c.description for c in named)
    buttons = [b.remove_button, b.win_button, b.practice_button, b.clear_button,
               *b.meld_buttons.values(), *b.target_buttons.values()]
    assert all(c.description for c in buttons)
    assert [o[0] for o in b.tsumo.options] == [label("builder_ron", lang), label("builder_tsumo", lang)]


def test_the_language_can_change_and_the_hand_stays():
    b = HandBuilder(lang="en").load("234567m345p22678s", win="8s", riichi=True)
    b.set_language("pl")
    assert b.message == label("builder_wins", "pl", tiles=format_count("tiles", 14, "pl"),
                              value=label("builder_han_fu", "pl", han=format_count("han_short", 3, "pl"),
                                          fu=format_count("fu_short", 30, "pl")),
                              call=format_call(Call("ron", (3900,)), "pl"))


def test_the_detail_shown_first():
    b = HandBuilder("234567m345p22678s", win="8s", riichi=True, lang="it", detail="yaku")
    assert b.explanation.value == render_score_html(b.result, "it", "yaku")
    with pytest.raises(MjlearnError):
        HandBuilder(detail="everything")


def test_large_type_for_the_classroom():
    b = HandBuilder(lang="es", large=True)
    assert "mjlearn-large" in b._dom_classes
    assert b.palette["1m"].layout.width == "60px"


@pytest.mark.parametrize("text,code", [(None, "bad_value"), ("", "missing_hand"),
                                       ("123m --win", "bad_share_line"),
                                       ('"unclosed', "bad_share_line"),
                                       ("123m 456p", "bad_share_line"),
                                       ("123m --honba x", "bad_value"),
                                       ("123m --rules nosuch", "unknown_ruleset")])
def test_a_line_that_is_not_a_shared_hand_is_a_typed_error(text, code):
    with pytest.raises(MjlearnError) as error:
        read_line(text)
    assert error.value.code == code
    for lang in LANGS:
        assert render_error(error.value, lang)


def test_flag_blocker_checks_its_arguments():
    from mjlearn.riichi.situation import flag_blocker
    for args in ((1, {}), ("riichi", None), ("nosuch", {})):
        with pytest.raises(MjlearnError):
            flag_blocker(*args)
    assert flag_blocker("riichi", {"closed": True}) is None
    assert flag_blocker("ippatsu", {"closed": True}).code == "flag_requires"
