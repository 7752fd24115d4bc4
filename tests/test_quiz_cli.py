"""``mjlearn quiz``: the same quiz for the same seed, in the learner's language, with an
answer key that explains each answer step by step, as text or HTML."""

import subprocess
import sys

import pytest

from mjlearn.cli import main
from mjlearn.exercises import hints
from mjlearn.exercises.tutor.quiz import quiz_questions
from mjlearn.i18n import render_error, render_step
from mjlearn.errors import MjlearnError
from mjlearn.widgets import ExerciseWidget
from mjlearn.widgets.exercise import prompt_text

KINDS = "count_fu,hand_payments,final_score"


def quiz(capsys, *args):
    assert main(["quiz", *args]) == 0
    return capsys.readouterr().out


def test_same_seed_same_quiz_and_another_seed_another(capsys):
    first = quiz(capsys, "--seed", "7", "--kinds", KINDS, "--count", "3", "--lang", "pl")
    again = quiz(capsys, "--seed", "7", "--kinds", KINDS, "--count", "3", "--lang", "pl")
    other = quiz(capsys, "--seed", "8", "--kinds", KINDS, "--count", "3", "--lang", "pl")
    assert first == again and first != other


def test_the_quiz_is_what_the_notebook_widget_shows(capsys):
    out = quiz(capsys, "--seed", "7", "--kinds", "count_fu", "--count", "3", "--lang", "ru")
    widget = ExerciseWidget("count_fu", seed=7, lang="ru")
    for _ in range(3):
        assert prompt_text(widget.question, "ru") in out
        assert widget.question.data["hand"] in out
        widget.next_button.click()


def test_answers_carry_the_answer_and_every_step(capsys):
    out = quiz(capsys, "--seed", "3", "--kinds", KINDS, "--count", "2", "--lang", "es", "--answers")
    questions = quiz_questions(3, KINDS.split(","), 2)
    assert len(questions) == 6
    key = out[out.index(render_step_title("es")):]
    for q in questions:
        for s in hints(q):
            assert render_step(s, "es") in key
    without = quiz(capsys, "--seed", "3", "--kinds", KINDS, "--count", "2", "--lang", "es")
    assert render_step_title("es") not in without and out.startswith(without.rstrip("\n"))


def render_step_title(lang):
    from mjlearn.trace import step
    return render_step(step("quiz.answer_key"), lang)


def test_english_answer_line(capsys):
    out = quiz(capsys, "--seed", "5", "--kinds", "han_fu_to_points", "--count", "1", "--lang", "en",
               "--answers")
    q = quiz_questions(5, ["han_fu_to_points"], 1)[0]
    assert not q.data["tsumo"] and q.data["han"] <= 4  # a ron below mangan: the formula applies
    # the rules' arithmetic, written here: fu × 2^(2+han) × 4 (6 for the dealer), up to 100
    raw = q.data["fu"] * 2 ** (2 + q.data["han"]) * (6 if q.data["dealer"] else 4)
    amount = min(-(-raw // 100) * 100, 12000 if q.data["dealer"] else 8000)
    # grouped the English way, labelled with who pays
    assert f"Question 1. Answer: the discarder pays {amount:,}\n" in out
    assert out.startswith("Mahjong quiz number 5\n")


def test_html_quiz_is_a_page_with_pictures_and_the_key(capsys):
    out = quiz(capsys, "--seed", "4", "--kinds", "count_han,classic_settlement", "--count", "2",
               "--lang", "it", "--answers", "--html")
    assert out.startswith("<!DOCTYPE html>") and '<html lang="it">' in out
    assert out.count('<li data-kind="count_han">') == 2 and "<svg" in out
    assert 'class="mjlearn-answers"' in out and 'data-code="' in out


def test_an_unknown_kind_is_a_localized_error():
    result = subprocess.run([sys.executable, "-m", "mjlearn", "quiz", "--seed", "1", "--kinds",
                             "count_yaku", "--lang", "pl"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    expected = render_error(MjlearnError("unknown_exercise_kind", kind="count_yaku",
                                         known=", ".join(sorted(__import__("mjlearn.exercises",
                                         fromlist=["KINDS"]).KINDS))), "pl")
    assert result.stderr.strip() == expected


@pytest.mark.parametrize("count", [0, 101, 150])
def test_a_count_beyond_a_quiz_s_size_is_one_message_with_the_range(count, capsys):
    # the command and the quiz itself allow the same numbers (1 to 100 of each kind), and
    # the learner is told which
    assert main(["quiz", "--seed", "1", "--kinds", "name_yaku", "--count", str(count),
                 "--lang", "it"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == render_error(MjlearnError("out_of_range", argument="--count", value=str(count),
                                            minimum=1, maximum=100), "it")
    assert "1" in err and "100" in err


@pytest.mark.parametrize("kind", ["name_yaku", "round_settlement", "pay_with_sticks",
                                  "classic_hand_score"])
def test_every_kind_prints(kind, capsys):
    out = quiz(capsys, "--seed", "2", "--kinds", kind, "--count", "2", "--lang", "en", "--answers")
    assert out.count("Question 1.") == 2 and out.count("Question 2.") == 2


def test_without_kinds_it_is_the_final_quiz_of_lesson_16(capsys):
    # `mjlearn quiz --seed N [--answers]`, as lesson 16 and the README give it: the final
    # quiz's nine kinds (the lesson's own KINDS cell), one question of each
    import re
    from pathlib import Path

    import mjlearn.lessons
    source = (Path(mjlearn.lessons.__file__).parent / "source" / "16_final_quiz.md").read_text()
    lesson_kinds = re.search(r"KINDS = (\[.*?\])", source, re.S).group(1)
    kinds = ",".join(eval(lesson_kinds))
    for extra in ((), ("--answers",)):
        short = quiz(capsys, "--seed", "5", "--lang", "es", *extra)
        full = quiz(capsys, "--seed", "5", "--kinds", kinds, "--count", "1", "--lang", "es", *extra)
        assert short == full
    assert len(re.findall(r"^Pregunta \d+\.", quiz(capsys, "--seed", "5", "--lang", "es"), re.M)) == 9
    twice = quiz(capsys, "--seed", "5", "--count", "2")
    assert len(re.findall(r"^Question \d+\.", twice, re.M)) == 18
    # with --kinds the count stays 5 a kind
    assert len(re.findall(r"^Question \d+\.", quiz(capsys, "--seed", "5", "--kinds", "count_fu"),
                          re.M)) == 5
    assert 'print("mjlearn quiz --seed", QUIZ_NUMBER)' in source


def test_a_quiz_without_its_seed_is_refused_in_the_learners_words(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["quiz", "--lang", "es"])
    assert stop.value.code == 2 and "--seed" in capsys.readouterr().err
