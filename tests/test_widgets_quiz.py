"""QuizWidget driven headless: the questions of ``mjlearn quiz`` in the same order,
"question i of n", localized feedback for a right and a wrong answer, the score counting
first answers only, the summary at the end, restart and bad input."""

import html

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import check, expected_answer, feedback
from mjlearn.exercises.quiz import quiz_questions
from mjlearn.i18n import render_step
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


def test_the_widget_shows_the_quiz_questions_in_order():
    expected = quiz_questions(SEED, KINDS, COUNT)
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en")
    assert list(w.questions) == expected
    shown = [w.question]
    for _ in range(len(expected) - 1):
        w.next_button.click()
        shown.append(w.question)
    assert shown == expected
    assert [q.kind for q in shown] == ["count_han", "count_han",
                                       "classic_hand_score", "classic_hand_score"]


def test_position_and_next_button_in_two_languages():
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en")
    assert "Question 1 of 4" in w.position_label.value
    assert w.next_button.description == "Next question"
    w.set_language("pl")
    assert "Pytanie 1 z 4" in w.position_label.value
    for _ in range(3):
        w.next_button.click()
    assert "Pytanie 4 z 4" in w.position_label.value
    assert w.next_button.description == "Zobacz wynik"


@pytest.mark.parametrize("lang", ["es", "ru"])
def test_right_and_wrong_answers_get_localized_feedback(lang):
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang=lang)
    for text, css in ((wrong(w.question), "mjlearn-wrong"), (right(w.question), "mjlearn-correct")):
        shown = answer(w, text)
        assert css in shown and f'lang="{lang}"' in shown
        verdict = check(w.question, text, lang)
        lines = [render_step(s, lang) for s in feedback(w.question, verdict)]
        assert lines and all(html.escape(line) in shown for line in lines)
        assert all(render_step(s, "en") != line
                   for s, line in zip(feedback(w.question, verdict), lines))


def test_only_the_first_answer_counts_and_the_summary_counts_right():
    w = QuizWidget(KINDS, seed=SEED, count=COUNT, lang="en")
    # question 1: wrong, then right (still wrong for the quiz)
    answer(w, wrong(w.question))
    answer(w, right(w.question))
    assert w.score() == (0, 1, 0)
    assert w.score_label.value == "Score: 0 of 1 answer right"
    w.next_button.click()
    answer(w, right(w.question))           # question 2: right
    w.next_button.click()
    answer(w, right(w.question))           # question 3: right
    w.next_button.click()                  # question 4: skipped
    assert w.score() == (2, 3, 2)
    assert w.summary.value == "" and w.restart_button.layout.display == "none"
    w.next_button.click()
    assert w.finished
    assert "Quiz finished: 2 of 4 questions right." in w.summary.value
    assert w.check_button.disabled and w.next_button.disabled
    assert w.restart_button.layout.display is None
    w.set_language("it")
    assert "Quiz finito: 2 risposte giuste su 4 domande." in w.summary.value
    assert w.restart_button.description == "Ricomincia il quiz"
    assert w.check() is None  # nothing to check once finished
    w.restart_button.click()
    assert not w.finished and w.question == w.questions[0] and w.score() == (0, 0, 0)
    assert "Domanda 1 di 4" in w.position_label.value and w.summary.value == ""


def test_bad_kinds_and_counts_are_typed_errors():
    with pytest.raises(MjlearnError) as error:
        QuizWidget([], seed=1)
    assert error.value.code == "unknown_exercise_kind"
    with pytest.raises(MjlearnError) as error:
        QuizWidget(["no_such_kind"], seed=1)
    assert error.value.code == "unknown_exercise_kind"
    with pytest.raises(MjlearnError) as error:
        QuizWidget(["count_han"], seed=1, count=0)
    assert error.value.code == "bad_option"
