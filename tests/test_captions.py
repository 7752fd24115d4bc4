"""A worked example's caption (who won, and how) and an explanation capped at what a
lesson has taught (the English review of lessons 00–06, gaps 2 and 3)."""

from __future__ import annotations

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.i18n import render_score_html, render_situation, render_situation_html
from mjlearn.riichi import Situation, score


def test_the_caption_names_seat_round_dealer_and_way_of_winning():
    assert render_situation(Situation("345m234567p567s77s", win="7p", riichi=True), "en") == \
        "South seat (non-dealer), East round: won by ron after riichi."
    assert render_situation(Situation("111z234m567p678s99p", win="9p", seat_wind="E",
                                      tsumo=True), "en") == \
        "East seat (dealer), East round: won by tsumo."
    assert render_situation(Situation("111z234m567p678s99p", win="9p", seat_wind="W",
                                      round_wind="S"), "ru") == \
        "Место — Запад (недилер), раунд — Юг: победа по Ron (на чужом сбросе)."


def test_without_wind_tiles_the_caption_names_only_dealer_or_not():
    hand = Situation("123m789m123p789p99s", win="9s", tsumo=True, rules="kostaryov")
    assert render_situation(hand, "en") == "A non-dealer, won by tsumo."
    assert render_situation(hand.with_changes(seat_wind="E"), "it") == \
        "Vince il mazziere, per tsumo."   # the source's «per tsumo»


def test_the_caption_is_escaped_html_and_refuses_what_is_not_a_situation():
    html = render_situation_html(Situation("345m234567p567s77s", win="7p"), "es")
    assert html.startswith('<p class="mjlearn-caption" lang="es"><b>Asiento Sur (no Dealer)')
    with pytest.raises(MjlearnError):
        render_situation("345m234567p567s77s")


def test_an_explanation_capped_before_fu_shows_no_fu_nor_points():
    # riichi, iipeikou, chanta: 4 han, 40 fu, a mangan of 8,000 (mahjong 2.1.0 agrees)
    result = score(Situation("111222333m789s11z", win="3m", riichi=True))
    whole = render_score_html(result, "en", detail="yaku")
    capped = render_score_html(result, "en", detail="yaku", upto="dora")
    assert "basic points" in whole and "mangan" in whole and "40 fu" in whole
    assert "basic points" not in capped and "mangan" not in capped and "40 fu" not in capped
    assert 'data-code="fu.' in whole and 'data-code="fu.' not in capped
    assert "Show every step" in capped and "In all, the hand is worth 4 han." in capped
    assert "The fu and the points of this hand come in later lessons." in capped


def test_capped_at_its_own_level_nothing_is_folded():
    result = score(Situation("111222333m789s11z", win="3m", riichi=True))
    html = render_score_html(result, "en", detail="wait", upto="wait")
    assert "<details" not in html and "Riichi" not in html
    assert "come in later lessons" in html
    with pytest.raises(MjlearnError):
        render_score_html(result, "en", detail="dora", upto="yaku")


def test_a_yakuman_capped_says_nothing_of_fu_to_come():
    result = score(Situation("123m555666777z44p", win="4p"))   # daisangen
    html = render_score_html(result, "en", detail="yaku", upto="dora")
    assert "Daisangen" in html and "In all, the hand is a yakuman." in html
    assert "basic points" not in html and "later lessons" not in html
