"""The exercise kinds of part 2 driven through ExerciseWidget, in every language: the
right answer accepted, each listed misconception named in the feedback, garbage answered
with a localized message, the hints revealed in order."""

import html

import pytest

from mjlearn.exercises import KINDS, expected_answer, feedback, hints
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step
from mjlearn.widgets import ExerciseWidget

from exercise_cases import PART_2, answer_text, constraints_of, misconception_cases

LANGS = SUPPORTED_LANGUAGES


def widget_for(question, lang):
    return ExerciseWidget(question.kind, seed=question.seed, difficulty=question.difficulty,
                          ruleset=question.ruleset, lang=lang, **constraints_of(question))


def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


def test_every_kind_of_the_issue_is_registered():
    assert set(PART_2) <= set(KINDS)
    for kind in PART_2:
        assert KINDS[kind].misconceptions, kind


@pytest.mark.parametrize("kind", PART_2)
def test_every_misconception_has_a_question_that_shows_it(kind):
    assert set(misconception_cases(kind)) == {m.code for m in KINDS[kind].misconceptions}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", PART_2)
def test_each_misconception_is_named_in_the_widget(kind, lang):
    for code, (question, wrong) in misconception_cases(kind).items():
        w = widget_for(question, lang)
        assert w.question == question
        shown = answer(w, answer_text(question, wrong))
        assert "mjlearn-wrong" in shown and f'data-code="{code}"' in shown, (code, shown)
        named = next(s for s in feedback(question, w.verdict) if s.code == code)
        assert html.escape(render_step(named, lang)) in shown
        right = answer(w, answer_text(question, expected_answer(question)))
        assert "mjlearn-correct" in right and 'data-code="feedback.correct"' in right


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", PART_2)
def test_garbage_gets_a_localized_message_and_hints_come_in_order(kind, lang):
    w = ExerciseWidget(kind, seed=11, difficulty=KINDS[kind].difficulties[-1], lang=lang)
    for garbage in ("zz", "1.5", "", "12 / x"):
        shown = answer(w, garbage)
        assert shown.startswith('<p class="mjlearn-error"') and 'role="alert"' in shown
        assert f'lang="{lang}"' in shown
    assert w.score() == (0, 0, 0)
    steps = hints(w.question)
    assert len(steps) >= 2
    for n in range(1, len(steps) + 1):
        w.hint_button.click()
        assert w.explanation.texts() == [render_step(s, lang) for s in steps[:n]]
    assert "mjlearn-correct" in answer(w, answer_text(w.question, expected_answer(w.question)))


def test_english_feedback_names_the_mistake():
    question, wrong = misconception_cases("count_fu")["misconception.forgot_closed_ron_fu"]
    w = widget_for(question, "en")
    shown = answer(w, str(wrong))
    assert "You forgot the 10 fu for winning by ron with a closed hand." in shown
    assert str(expected_answer(question)) not in shown   # a first miss: never the answer
    shown = answer(w, str(wrong))
    assert f"The right answer: {expected_answer(question)}." in shown


def test_a_list_answer_with_the_wrong_number_of_amounts_is_explained():
    w = ExerciseWidget("round_settlement", seed=3, lang="en")
    assert "This answer has 2 amounts, but the question asks for 4, separated by /." in \
        answer(w, "1000 / -1000")


def test_quiz_sequence_is_the_widgets_sequence():
    from mjlearn.exercises.tutor.quiz import quiz_questions
    w = ExerciseWidget("count_fu", seed=21, difficulty=2)
    quiz = quiz_questions(21, ["count_fu"], 3, difficulty=2)
    for question in quiz:
        assert w.question == question
        w.next_button.click()
