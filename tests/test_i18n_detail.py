"""The explanation's level of detail (a rendering choice over one trace) and the scoring
tables laid out as the Italian han-and-fu page lays them out."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjlearn.i18n import DETAIL_LEVELS, render_score, render_score_html
from mjlearn.i18n.detail import riichi_summary_at, visible_steps
from mjlearn.i18n.points_tables import limits_rows, points_table_rows
from mjlearn.riichi import Situation, score
from mjlearn.rules import get_ruleset

# A closed ron after riichi, pinfu and tanyao, one dora: 4 han 30 fu, 7 700.
HAND = Situation("345m456p234678s66p", win="2s", riichi=True, dora="3p")
# Every family a level adds, in order.
FAMILIES = {"wait": {"reading"}, "yaku": {"yaku"}, "dora": {"dora"}, "fu": {"fu"},
            "points": {"points"}, "payments": {"payment"}}


def test_each_level_adds_its_own_steps_to_the_ones_before():
    result = score(HAND)
    seen: set[str] = set()
    for level in DETAIL_LEVELS[:-1]:
        seen |= FAMILIES[level]
        shown = visible_steps(result.trace, level)
        assert {s.family for s in shown} == seen, level
        # the trace's order, nothing invented
        assert list(shown) == [s for s in result.trace if s in shown]
    assert visible_steps(result.trace, "all") == result.trace
    # the rounding note about the Spanish guide (on request: the lesson on the sources asks
    # for it) is a note: only the whole explanation has it. 1 920 basic points: the guide's
    # 1 900 × 4 = 7 600, the rules' 7 680 rounded up to 7 700.
    noted = score(replace(HAND, rules={"preset": "standard", "seed_000_rounding_note": True}))
    assert "note.seed_000_rounding" in {s.code for s in noted.trace}
    assert "note.seed_000_rounding" not in {s.code for s in visible_steps(noted.trace, "payments")}


def test_the_summary_says_only_what_the_level_has_taught():
    result = score(HAND)
    assert riichi_summary_at(result, "wait", "en") == []
    # riichi, pinfu, tanyao
    assert riichi_summary_at(result, "yaku", "en") == ["In all, the hand is worth 3 han."]
    assert riichi_summary_at(result, "dora", "en") == ["In all, the hand is worth 4 han."]
    assert riichi_summary_at(result, "fu", "en") == ["In all, the hand is worth 4 han and 30 fu."]
    assert riichi_summary_at(result, "points", "en") == [
        "In all, the hand is worth 4 han and 30 fu."]
    assert riichi_summary_at(result, "payments", "en")[1:] == [
        "The discarder pays 7,700 points.", "The winner gains 7,700 points."]


def test_a_yakuman_is_summed_up_as_a_yakuman_at_every_level_from_the_yaku_on():
    result = score(Situation("123m555666777z44p", win="4p"))
    for level in ("yaku", "dora", "fu", "points"):
        assert riichi_summary_at(result, level, "en") == ["In all, the hand is a yakuman."]
    # a yakuman counts no fu: said once fu are taught, never as "0 fu"
    fu_note = {level: "note.yakuman_fu" in {s.code for s in visible_steps(result.trace, level)}
               for level in DETAIL_LEVELS}
    assert fu_note == {"wait": False, "yaku": False, "dora": False, "fu": True,
                       "points": True, "payments": True, "all": True}
    assert not any("0 fu" in render_score(result, "en", level) for level in DETAIL_LEVELS)


def test_the_text_and_the_html_fold_the_rest_one_click_away():
    result = score(HAND)
    text = render_score(result, "en", "yaku")
    assert text.splitlines()[2:] == ["Riichi: +1 han.", "Pinfu (no-points hand): +1 han.",
                                     "Tanyao (all simples): +1 han.", "",
                                     "In all, the hand is worth 3 han."]
    html = render_score_html(result, "es", "dora")
    short, _, folded = html.partition("<details")
    assert 'data-code="dora.dora"' in short and 'data-code="fu.' not in short
    assert "<summary>Ver todos los pasos</summary>" in folded
    assert render_score_html(result, "es") in folded   # the whole explanation, unchanged
    assert "<details" not in render_score_html(result, "es", "all")


def test_an_unknown_level_is_refused():
    # a typed error, as for any bad argument of a public function (issue 14)
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error

    for level in ("everything", None, 3):
        with pytest.raises(MjlearnError) as error:
            visible_steps(score(HAND).trace, level)
        assert error.value.code == "bad_argument"
        assert error.value.params["argument"] == "detail"
    assert render_error(error.value, "en") == \
        "“detail” cannot be 3: it needs a level of detail of the explanation."
    with pytest.raises(MjlearnError):
        render_score(score(HAND), "en", "everything")


# --- the scoring tables, as players read them -----------------------------------------

# The Italian page «Punteggio: han e fu», its ron table, cell by cell: han rows, fu columns
# 25–70, "non mazziere / mazziere" (seeds/001; rulesets §3.2: every cell checked).
SEED_001_RON = {
    1: ["—", "1.000 / 1.500", "1.300 / 2.000", "1.600 / 2.400", "2.000 / 2.900", "2.300 / 3.400"],
    2: ["1.600 / 2.400", "2.000 / 2.900", "2.600 / 3.900", "3.200 / 4.800", "3.900 / 5.800",
        "4.500 / 6.800"],
    3: ["3.200 / 4.800", "3.900 / 5.800", "5.200 / 7.700", "6.400 / 9.600", "7.700 / 11.600",
        "Mangan"],
    4: ["6.400 / 9.600", "7.700 / 11.600", "Mangan", "Mangan", "Mangan", "Mangan"],
}


def test_the_ron_table_reads_as_the_italian_page_prints_it():
    rows = points_table_rows(get_ruleset("standard"), "ron", "it")
    head, *body = rows
    assert head[:7] == ["han \\ fu", "25", "30", "40", "50", "60", "70"]   # no 20-fu column
    for row in body:
        assert row[1:7] == SEED_001_RON[int(row[0])], row[0]


def test_a_non_dealers_tsumo_cell_gives_the_non_dealers_share_first():
    rows = points_table_rows(get_ruleset("standard"), "tsumo", "en")
    head = rows[0]
    one_han = rows[1]
    assert one_han[head.index("30")] == "300 / 500"      # 240 → 300 from each, 480 → 500
    assert rows[2][head.index("20")] == "400 / 700"      # pinfu tsumo, 2 han
    dealer = points_table_rows(get_ruleset("standard"), "dealer_tsumo", "en")
    assert dealer[1][dealer[0].index("30")] == "500"


def test_the_limits_table_names_every_column_and_every_limit():
    standard = limits_rows(get_ruleset("standard"), "en")
    assert all(standard[0]) and standard[0][:2] == ["Limit", "Han"]
    assert [row[:2] for row in standard[1:]] == [
        ["Mangan", "5"], ["Haneman", "6–7"], ["Baiman", "8–10"], ["Sanbaiman", "11–12"],
        ["Kazoe yakuman", "13+"], ["Yakuman", "—"]]
    assert standard[1][2:] == ["8,000 / 12,000", "2,000 / 4,000", "4,000"]
    ema = limits_rows(get_ruleset("ema"), "en")
    assert [row[:2] for row in ema[1:]][-2:] == [["Sanbaiman", "11+"], ["Yakuman", "—"]]
