"""Whole results in words: the English sentences a teacher would say, and their HTML."""

from mjlearn.i18n import render_score, render_score_html, render_step
from mjlearn.riichi import Situation, score
from mjlearn.trace import Step


def scored(**situation):
    return score(Situation.from_json(situation))


def test_riichi_explanation_in_english():
    # 1 han (red dragon pon) 30 fu, non-dealer ron: 30 × 2^3 = 240 basic, ×4 = 960 → 1000
    # (seed 001's table); 2 honba: +600; 1 riichi stick: +1000.
    result = scored(hand="123m456p789s11z", melds=[{"type": "pon", "tiles": "777z"}], win="1z",
                    seat_wind="S", honba=2, riichi_sticks=1)
    lines = render_score(result, "en").splitlines()
    assert "Yakuhai: red dragon: +1 han." in lines
    assert "Basic points = fu × 2^(2 + han) = 30 × 2^(2 + 1) = 240." in lines
    assert "The discarder pays 240 × 4 = 960, rounded up to the hundred: 1,000." in lines
    assert "Honba (2 honba): the discarder adds 600 points." in lines
    assert lines[-3:] == ["In all: 1 han and 30 fu.", "The discarder pays 1,000 points.",
                          "The winner gains 2,600 points."]


def test_seed_000_rounding_note_calls_it_a_mistake_and_shows_both_numbers():
    note = Step("note.seed_000_rounding", {"seed_total": 1200, "total": 1500})
    assert render_step(note, "en") == (
        "Careful: seed 000 rounds the basic points to the hundred before multiplying. That is "
        "a mistake: it would give 1,200 points, but the right total is 1,500 points.")


def test_why_not_notes():
    assert render_step(Step("note.pinfu_refused", {"reason": "wait", "detail": "kanchan"}), "en") == (
        "No pinfu: the wait is kanchan (closed wait), and pinfu needs a two-sided wait (ryanmen).")
    assert render_step(Step("fu.closed_ron", {}, 10), "en") == "Closed hand won by ron: +10 fu."


def test_score_html_is_a_list_of_steps_then_the_summary():
    result = scored(hand="234567m345p22s678s", win="8s", tsumo=True, riichi=True, dora="1m")
    html = render_score_html(result, "pl")
    assert html.startswith('<div class="mjlearn-score" lang="pl"><ol class="mjlearn-steps">')
    assert html.count("<li ") == len(result.trace)
    assert '<div class="mjlearn-summary">' in html and html.endswith("</p></div></div>")
