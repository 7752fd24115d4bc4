"""QuizWidget driven headless: the questions of ``mjlearn quiz`` in the same order; in
test mode (the default) each answer is locked in and nothing is said until the end, where
the score and every question's answer and explanation match ``mjlearn quiz --answers``;
in practice mode each question teaches like an exercise and first answers are scored."""

import html
import re

import pytest

from mjlearn.cli.quiz import text_quiz
from mjlearn.errors import MjlearnError
from mjlearn.exercises import expected_answer
from mjlearn.exercises.tutor.quiz import quiz_questions
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step
from mjlearn.trace import step
from mjlearn.widgets import QuizWidget

KINDS = ["count_han", "classic_hand_score"]
SEED, COUNT = 11, 2


def right(question):
    return str(expected_answer(question))


def wrong(question):
    return str(expected_answer(question) + 1)


def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


def visible(html_text):
    # (a power is a superscript in HTML, "2<sup>3</sup>", and "2^3" in plain text)
    html_text = re.sub(r"<sup>(\d+)</sup>", r"^\1", html_text)
    html_text = re.sub(r"<sup>([^<]*)</sup>", r"^(\1)", html_text)
    return html.unescape(re.sub(r"<[^>]+>", "\n", html_text))


def test_the_widget_shows_the_quiz_questions_in_order():
    expected = quiz_questions(SEED, KINDS, COUNT)
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en", store=None)
    assert list(w.questions) == expected
    shown = [w.question]
    for _ in range(len(expected) - 1):
        w.next_button.click()
        shown.append(w.question)
    assert shown == expected


def test_position_and_next_button_in_two_languages():
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en", store=None)
    assert "Question 1 of 4" in w.position_label.value
    assert w.next_button.description == "Next question"
    w.set_language("pl")
    assert "Pytanie 1 z 4" in w.position_label.value
    for _ in range(3):
        w.next_button.click()
    assert "Pytanie 4 z 4" in w.position_label.value
    assert w.next_button.description == "Zobacz wynik"


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_a_test_reports_only_at_the_end_and_matches_the_answer_key(lang):
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang=lang, store=None)
    assert w.mode == "test"
    # the learner sees no score, no hint and no answer while the test runs
    assert w.stats.layout.display == "none"
    assert w.hint_button.layout.display == w.show_answer_button.layout.display == "none"
    answers = [wrong, right, None, right]
    for n, give in enumerate(answers):
        if give is not None:
            shown = answer(w, give(w.question))
            assert "mjlearn-correct" not in shown and "mjlearn-wrong" not in shown
            assert 'data-code="note"' in shown                  # "answer saved"
            assert w.answer.disabled and w.check_button.disabled   # locked in
            assert answer(w, right(w.question)) == shown          # a second answer: nothing
            assert w.explanation.revealed == 0 and w.summary.value == ""
        w.next_button.click()
    assert w.finished and w.score()[:2] == (2, 3)
    shown = visible(w.summary.value)
    # the same answer key as the teacher's printout, in the same language
    printed = text_quiz(w.questions, SEED, lang, answers=True)
    heading = render_step(step("quiz.answer_key"), lang)
    key_lines = [line for line in printed.split(heading + "\n", 1)[1].splitlines() if line]
    step_lines = [line.strip().split(". ", 1)[1] for line in key_lines if line.startswith("   ")]
    answer_lines = [line.split(". ", 1)[1] for line in key_lines if not line.startswith("   ")]
    assert len(answer_lines) == 4 and step_lines
    for line in answer_lines + step_lines:
        assert line in shown, line
    assert w.summary.value.count("mjlearn-correct") == 2
    assert w.summary.value.count("mjlearn-wrong") == 2
    assert 'data-code="quiz.not_answered"' in w.summary.value
    assert w.summary.value.count('data-code="quiz.your_answer"') == 3


def test_a_test_in_english_and_restart():
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en", store=None)
    assert w.check_button.description == "Save my answer"
    assert "Answer saved" in answer(w, right(w.question))
    for _ in range(4):
        w.next_button.click()
    assert "You answered 1 of 4 questions right." in w.summary.value
    assert f"Your answer: {right(w.questions[0])}" in visible(w.summary.value)
    assert w.restart_button.layout.display is None
    assert w.restart_button.layout.width == "auto"          # never truncated
    w.set_language("it")
    assert w.restart_button.description == "Ricomincia il quiz"
    w.restart_button.click()
    assert not w.finished and w.question == w.questions[0] and w.score() == (0, 0, 0)
    assert not w.answer.disabled and w.summary.value == ""


def test_garbage_in_a_test_is_explained_and_locks_nothing():
    w = QuizWidget(["count_han"], seed=SEED, count=1, lang="ru", store=None)
    shown = answer(w, "zz")
    assert 'role="alert"' in shown and 'lang="ru"' in shown
    assert not w.test.locked(0)
    w.answer.value = "3"
    assert w.feedback.value == ""


def test_practice_mode_teaches_and_scores_first_answers():
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en", mode="practice", store=None)
    shown = answer(w, wrong(w.question))
    assert "mjlearn-wrong" in shown and 'data-code="feedback.answer"' not in shown
    answer(w, right(w.question))
    assert w.score() == (0, 1, 0)
    assert w.score_label.value == "Score: 0 of 1 answer right"
    w.next_button.click()
    answer(w, right(w.question))
    w.next_button.click()
    w.next_button.click()
    w.next_button.click()
    assert w.finished and "You answered 1 of 4 questions right." in w.summary.value
    assert w.check_button.disabled and w.next_button.disabled


def test_bad_kinds_counts_and_modes_are_typed_errors():
    for args, kwargs, code in (([[]], {}, "unknown_exercise_kind"),
                               ([["no_such_kind"]], {}, "unknown_exercise_kind"),
                               ([["count_han"]], {"count": 0}, "bad_option"),
                               ([["count_han"]], {"mode": "exam"}, "bad_option")):
        with pytest.raises(MjlearnError) as error:
            QuizWidget(*args, seed=1, store=None, **kwargs)
        assert error.value.code == code
