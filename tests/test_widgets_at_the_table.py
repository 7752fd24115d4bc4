"""The widgets of issue 17, driven without a browser: a timed drill (a clock, the target
time, the personal best the store keeps), the speed round (accuracy and median time,
compared with the rounds before), and the cheat sheet offered on the start page."""

from __future__ import annotations

import base64
import html as html_module
import re

import pytest

from mjlearn.exercises import ProgressStore, expected_answer
from mjlearn.i18n import format_call
from mjlearn.widgets import CheatSheetOffer, ExerciseWidget, SpeedRound
from mjlearn.widgets.answers import press_enter

from tests.widget_cases import typed


class Clock:
    """A clock a test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


def text(html: str) -> str:
    return html_module.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def right(question, lang="en") -> str:
    answer = expected_answer(question)
    return format_call(answer, lang) if question.answer_type == "call" else typed(question, answer)


def test_a_timed_drill_shows_the_clock_the_target_and_then_the_time_taken():
    clock, store = Clock(), ProgressStore(":memory:")
    w = ExerciseWidget("call_score", seed=3, difficulty=1, timed=True, clock=clock, store=store,
                       lang="en")
    assert w.clock_view in w.children
    running = w.clock_view.value
    # drawn, the clock waits for the learner: a lesson run whole draws every drill at once
    assert 'class="mjlearn-clock mjlearn-clock-running"' not in running and 'role="timer"' in running
    assert "The clock starts when you start to answer." in text(running)
    assert "Target: 8 sec" in text(running) and "best" not in text(running)
    clock.wait(40)                                    # not looked at yet: not timed
    w.answer.value = right(w.question)                # the first interaction starts it
    clock.wait(6.4)
    press_enter(w.answer)
    assert w.answer_seconds == pytest.approx(6.4)
    shown = text(w.clock_view.value)
    assert "Answered in 6.4 sec, within the target of 8 sec." in shown
    assert "A new personal best!" in shown
    assert store.personal_best("call_score", difficulty=1) == pytest.approx(6.4)
    # the next question: the best is shown while the clock runs; slower, it stays the best
    w.next_button.click()
    assert "Your best: 6.4 sec" in text(w.clock_view.value)
    w.answer.value = right(w.question)
    clock.wait(11)
    w.check_button.click()
    assert text(w.clock_view.value).startswith("◷ Answered in 11 sec; the target is 8 sec.")
    assert "Your best: 6.4 sec" in text(w.clock_view.value)


def test_only_the_first_answer_is_timed_and_a_shown_answer_is_not():
    clock = Clock()
    w = ExerciseWidget("han_fu_to_points", seed=5, difficulty=2, timed=True, clock=clock,
                       store=None, lang="pl")
    w.answer.value = "1 / 1" if len(w.question.fields) == 2 else "1"
    clock.wait(3)
    w.check_button.click()                            # wrong: timed, no best
    assert w.answer_seconds == pytest.approx(3) and "Nowy rekord" not in w.clock_view.value
    clock.wait(20)
    w.answer.value = right(w.question)
    w.check_button.click()                            # the second try keeps the first time
    assert w.answer_seconds == pytest.approx(3)
    w.next_button.click()
    w.show_answer_button.click()
    assert w.answer_seconds is None
    assert "Odpowiedź została pokazana" in text(w.clock_view.value)


def test_the_clock_speaks_the_learners_language_and_keeps_its_time_when_switched():
    clock = Clock()
    w = ExerciseWidget("count_fu", seed=2, difficulty=2, timed=True, clock=clock, store=None,
                       lang="ru")
    assert "Цель: 20 с" in text(w.clock_view.value)
    assert "--mjlearn-after: \" с\"" in w.clock_view.value.replace("&quot;", '"')
    w.answer.value = "3"
    clock.wait(12.7)
    w.set_language("es")                              # redrawn, 12 seconds already gone
    assert "--mjlearn-delay: -12s" in w.clock_view.value and "Objetivo: 20 s" in text(
        w.clock_view.value)


def test_the_page_measures_the_time_from_the_learners_first_interaction():
    """What the page's script says through the hidden field: its own milliseconds since
    the first focus, click or key are the time kept (the kernel adds only the moment
    since the last message); a message about an earlier question is ignored."""
    clock, store = Clock(), ProgressStore(":memory:")
    w = ExerciseWidget("call_score", seed=3, difficulty=1, timed=True, clock=clock, store=store,
                       lang="en")
    assert w.clock_sink in w.children and w.clock_sink.layout.display == "none"
    token = w.stopwatch.token
    assert f'data-token="{token}"' in w.clock_view.value and "onerror=" in w.clock_view.value
    clock.wait(91)                                    # Run All: the drill is not reached yet
    w.clock_sink.value = f"{token}:start"             # the learner focuses the field
    clock.wait(3)
    w.clock_sink.value = f"{token - 1}:60000"         # an earlier question's: ignored
    w.answer.value = right(w.question)
    w.clock_sink.value = f"{token}:4200"              # Enter pressed, 4.2 s in the page
    clock.wait(0.3)                                   # the message's way to the kernel
    press_enter(w.answer)
    assert w.answer_seconds == pytest.approx(4.5)
    assert store.personal_best("call_score", difficulty=1) == pytest.approx(4.5)
    # the next question has its own token; the old one's messages no longer count
    w.next_button.click()
    assert w.stopwatch.token == token + 1 and not w.stopwatch.running
    w.clock_sink.value = f"{token}:1000"
    assert not w.stopwatch.running


@pytest.mark.parametrize("kind", ["find_waits", "name_yaku", "hand_payments", "call_score"])
def test_showing_a_question_does_not_start_its_clock(kind):
    """Tile pickers, toggles and fields are cleared for each question: that is no
    interaction of the learner's."""
    w = ExerciseWidget(kind, seed=3, timed=True, store=None)
    assert not w.stopwatch.running
    w.next_button.click()
    assert not w.stopwatch.running


def test_a_question_checked_before_its_clock_started_has_no_time_and_no_best():
    clock, store = Clock(), ProgressStore(":memory:")
    w = ExerciseWidget("call_score", seed=3, difficulty=1, timed=True, clock=clock, store=store,
                       lang="en")
    w.controls.answer.value = right(w.question)
    w.stopwatch = type(w.stopwatch)(clock, w.stopwatch.token)   # as if nobody had touched it
    clock.wait(120)
    w.check_button.click()
    assert w.solved and w.answer_seconds is None
    assert store.personal_best("call_score", difficulty=1) is None
    assert "Answered in" not in text(w.clock_view.value)
    assert "Target: 8 sec" in text(w.clock_view.value)


def test_an_untimed_exercise_has_no_clock():
    w = ExerciseWidget("count_fu", seed=2, store=None)
    assert w.clock_view not in w.children and w.clock_view.value == ""


def play(round_, clock, seconds, right_answers, lang):
    for index, wait in enumerate(seconds):
        clock.wait(30)                                # before the learner starts: not timed
        q = round_.question
        round_.answer.value = right(q, lang) if index in right_answers else (
            "1" if q.answer_type in ("integer", "call") else " / ".join("1" for _ in q.fields))
        clock.wait(wait)
        round_.check_button.click()
        round_.next_button.click()


def test_a_speed_round_ends_with_accuracy_and_median_time_and_remembers_it():
    clock, store = Clock(), ProgressStore(":memory:", lang="it")
    first = SpeedRound(seed=11, count=4, clock=clock, store=store, lang="it")
    assert len(first.questions) == 4 and first.timed and first.attempts == 1
    assert {q.kind for q in first.questions} == {"count_fu", "han_fu_to_points", "call_score",
                                                 "hand_payments"}
    play(first, clock, [5, 9, 4, 20], right_answers={0, 1, 2}, lang="it")
    assert first.finished
    summary = first.result()
    assert (summary.right, summary.count, summary.median) == (3, 4, 7.0)
    shown = text(first.summary.value)
    assert "Hai fatto 3 su 4 (75%), con un tempo mediano di 7 s." in shown
    assert "La tua prima serie veloce" in shown
    assert [(r.right, r.count, r.median) for r in store.rounds("speed")] == [(3, 4, 7.0)]
    # another round: new questions, compared with the first
    first.restart_button.click()
    assert not first.finished and first.index == 0
    play(first, clock, [3, 3, 4, 4], right_answers={0, 1, 2, 3}, lang="it")
    shown = text(first.summary.value)
    assert "Hai fatto 4 su 4 (100%), con un tempo mediano di 3,5 s." in shown
    assert "Nella serie precedente avevi fatto 3 su 4, con un tempo mediano di 7 s." in shown
    assert "Più risposte giuste dell'ultima volta." in shown and "Più veloce" in shown
    assert len(store.rounds("speed")) == 2


def test_a_new_speed_round_draws_new_questions():
    round_ = SpeedRound(seed=3, count=4, store=None)
    before = [(q.kind, q.seed) for q in round_.questions]
    round_.restart()
    assert [(q.kind, q.seed) for q in round_.questions] != before


@pytest.mark.parametrize("lang, title", [("pl", "Punktacja Riichi w pigułce"),
                                         ("ru", "шпаргалка")])
def test_the_cheat_sheet_is_offered_in_the_learners_language_for_any_rules(lang, title):
    offer = CheatSheetOffer(lang=lang)
    assert [value for _name, value in offer.rules.options] == ["standard", "kostaryov", "ema"]
    link = re.search(r'download="([^"]+)" href="data:text/html;charset=utf-8;base64,([^"]+)"',
                     offer.link.value)
    assert link and link[1] == f"mjlearn-cheatsheet-standard-{lang}.html"
    page = base64.b64decode(link[2]).decode("utf-8")
    assert title in page and page == offer.page() and "<iframe" in offer.preview.value
    offer.rules.value = "ema"
    assert "mjlearn-cheatsheet-ema-" in offer.link.value
    assert base64.b64decode(re.search(r"base64,([^\"]+)", offer.link.value)[1]).decode() != page
