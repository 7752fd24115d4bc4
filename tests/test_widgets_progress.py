"""The review at the end of each lesson, the "my progress" dashboard and its chart, driven
headless: a missed skill comes back with the same ruleset and constraints; the dashboard
shows each skill's mastery as an SVG bar chart, localized, readable in both themes."""

import html
import re
import xml.etree.ElementTree as ET

import pytest

from mjlearn.exercises import ProgressStore, expected_answer, skill_name
from mjlearn.i18n import SUPPORTED_LANGUAGES, name, render_error
from mjlearn.lessons.build import render_all
from mjlearn.widgets import ExerciseWidget, ProgressDashboard, ReviewWidget
from mjlearn.widgets.chart import Bar, bar_chart_svg

NS = "{http://www.w3.org/2000/svg}"


def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


def miss_a_payment(store, lang="en", ruleset="standard", word=""):
    """A hand_payments question answered with a named mistake (one whose code holds
    ``word``) under ``ruleset``."""
    from exercise_cases import misconception_cases
    question, wrong = next(
        (q, w) for code, (q, w) in misconception_cases("hand_payments").items()
        if word in code and q.ruleset == ruleset)
    w = ExerciseWidget(question.kind, seed=question.seed, difficulty=question.difficulty,
                       ruleset=question.ruleset, lang=lang, store=store, adaptive=False,
                       **dict(question.constraints))
    assert w.question == question
    answer(w, " / ".join(str(a) for a in wrong))
    assert "mjlearn-wrong" in w.feedback.value
    return question, w


# --- the chart ----------------------------------------------------------------------------

def test_the_chart_draws_one_bar_per_skill_in_the_pages_own_colours():
    bars = [Bar("Honba", 0.25, "4 answers"), Bar("Fu of the wait", 1.0), Bar("Dora", None)]
    svg = bar_chart_svg(bars, "pl", title="Opanowanie", empty="jeszcze nie")
    root = ET.fromstring(svg)
    assert root.get("aria-label") == "Opanowanie" and "max-width:100%" in root.get("style")
    groups = list(root.iter(f"{NS}g"))
    assert [g.get("data-value") for g in groups] == ["0.250", "1.000", ""]
    titles = [g.find(f"{NS}title").text for g in groups]
    assert titles == ["Honba: 25% · 4 answers", "Fu of the wait: 100%", "Dora: jeszcze nie"]
    # text and tracks in currentColor: dark on a light page, light on a dark one
    texts = list(root.iter(f"{NS}text"))
    assert {t.get("fill") for t in texts} == {"currentColor"}
    widths = [float(r.get("width")) for g in groups for r in g.iter(f"{NS}rect")
              if r.get("fill") != "currentColor"]
    assert widths == [60.0, 240.0]          # a quarter and a full bar; none for "not tried"
    assert bar_chart_svg([Bar("x", 0.5)], "ru", title="t", empty="-").count("50\xa0%") == 2


# --- the dashboard ------------------------------------------------------------------------

@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_the_dashboard_shows_mastery_per_skill_in_the_learners_language(tmp_path, lang):
    store = ProgressStore(tmp_path / "p.sqlite3")
    empty = ProgressDashboard(store=store, lang=lang)
    assert 'data-code="note"' in empty.body.value and "<svg" not in empty.body.value
    question, _ = miss_a_payment(store, lang, word="honba")
    right = ExerciseWidget("count_fu", seed=3, lang=lang, store=store, adaptive=False)
    answer(right, str(expected_answer(right.question)))
    board = ProgressDashboard(store=store, lang=lang)
    svg = re.search(r"<svg.*?</svg>", board.body.value, re.S).group(0)
    root = ET.fromstring(svg)
    labels = [t.text for t in root.iter(f"{NS}text") if t.get("text-anchor") == "end"]
    mastery = {m.skill: m for m in store.mastery(lang=lang)}
    assert skill_name("pay.honba", lang) in labels
    for skill, m in mastery.items():
        assert skill_name(skill, lang) in labels
        bar = next(g for g in root.iter(f"{NS}g")
                   if g.find(f"{NS}title").text.startswith(skill_name(skill, lang) + ":"))
        assert float(bar.get("data-value")) == pytest.approx(m.level, abs=1e-3)
    assert mastery["pay.honba"].level == 0.0
    assert all(mastery[s].level > 0 for s in right.question.skills)
    assert f'lang="{lang}"' in board.body.value


def test_the_dashboard_has_one_chart_per_ruleset_and_updates(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    board = ProgressDashboard(store=store, lang="it")
    w = ExerciseWidget("count_han", seed=3, lang="it", store=store, ruleset="ema")
    answer(w, str(expected_answer(w.question)))
    board.update_button.click()
    assert board.body.value.count("<svg") == 1
    assert html.escape(name("ruleset", "ema", "it")) in board.body.value
    assert board.update_button.description == "Aggiorna"


def test_a_failing_store_is_a_message_on_the_dashboard(tmp_path):
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"garbage" * 500)
    store = ProgressStore(path)
    board = ProgressDashboard(store=store, lang="ru")
    assert html.escape(render_error(store.error, "ru")) in board.store_message.value


# --- the review ---------------------------------------------------------------------------

def test_a_missed_skill_comes_back_in_the_review_with_its_ruleset(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    review = ReviewWidget(store=store, lang="en", seed=1)
    assert review.status.value == ""                            # nothing due yet
    question, _ = miss_a_payment(store, ruleset="ema")
    review.refresh()
    assert "skill is waiting for review" in review.status.value or \
        "skills are waiting for review" in review.status.value
    assert review.start()
    drawn = review.exercise.question
    assert (drawn.kind, drawn.ruleset, drawn.difficulty) == \
        (question.kind, question.ruleset, question.difficulty)
    assert dict(drawn.constraints) == dict(question.constraints)
    assert drawn.seed != question.seed
    # answered right, the skill rests; with nothing due the review says so
    answer(review.exercise, " / ".join(str(a) for a in expected_answer(drawn)))
    assert "mjlearn-correct" in review.exercise.feedback.value
    while review.exercise is not None:
        q = review.exercise.question
        answer(review.exercise, " / ".join(map(str, expected_answer(q)))
               if isinstance(expected_answer(q), tuple) else str(expected_answer(q)))
        review.exercise.next_button.click()
    assert "Nothing to review right now" in review.status.value


def test_the_review_opens_my_progress(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    review = ReviewWidget(store=store, lang="pl")
    assert review.dashboard_box.children == ()
    assert review.progress_button.description == "Mój postęp" or review.progress_button.description
    review.progress_button.click()
    assert review.dashboard_box.children == (review.dashboard,)
    review.progress_button.click()
    assert review.dashboard_box.children == ()
    start = ReviewWidget(store=store, lang="pl", dashboard=True)
    assert start.dashboard_box.children == (start.dashboard,)
    assert not ReviewWidget(store=store).start()               # nothing due: a note


def test_every_lesson_ends_with_the_review_and_the_start_page_with_my_progress():
    rendered = render_all(("en",))
    for path, data in rendered.items():
        cells = __import__("json").loads(data)["cells"]
        review = next(c for c in cells if c["id"] == "mjlearn-review")
        source = "".join(review["source"])
        assert source.startswith("from mjlearn.widgets import ReviewWidget\n")
        assert source.endswith("ReviewWidget(dashboard=True)" if path.stem == "00_start"
                               else "ReviewWidget()")
        assert cells[-2] is review and cells[-1]["id"] == "mjlearn-navigation"
