"""Lesson 14 (the final quiz) says its widget shows what the teacher's command prints: the
command the lesson prints and the widget cell must name the same quiz, and what the
lesson's prose says about that quiz (nine questions, all Riichi, questions 2, 3, 4 and 6
on the same hand, quiz number 7) must hold."""

from __future__ import annotations

import contextlib
import io
import shlex

from mjlearn.cli import main as cli_main
from mjlearn.lessons import load_lesson
from mjlearn.lessons.source import lesson_paths
from mjlearn.widgets import QuizWidget, prompt_text


def lesson():
    return load_lesson(next(p for p in lesson_paths() if p.name == "16_final_quiz.md"))


def cells() -> dict[str, str]:
    return {c.id: c.text for c in lesson().cells}


def run(*ids: str) -> tuple[dict, str]:
    """Run some of the lesson's code cells in one namespace: (the names, what they print)."""
    names: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for cell_id in ids:
            exec(cells()[cell_id], names)  # the lesson's own code, as the notebook runs it
    return names, out.getvalue()


def teacher_command() -> dict[str, str]:
    _, printed = run("setup", "teacher-run")
    words = shlex.split(printed.strip())[2:]
    return {words[i].lstrip("-"): words[i + 1] for i in range(0, len(words), 2)}


def lesson_widget(lang: str | None = None) -> QuizWidget:
    names, _ = run("setup")
    return QuizWidget(names["KINDS"], seed=names["QUIZ_NUMBER"], count=1, lang=lang)


def test_the_widget_cell_and_the_command_name_the_same_quiz():
    # the lesson prints the short command, `mjlearn quiz --seed 7`: the final quiz by default
    command = teacher_command()
    names, _ = run("setup")
    widget = eval(cells()["quiz-run"], names)
    assert command == {"seed": "7"}
    assert int(command["seed"]) == names["QUIZ_NUMBER"] == 7   # "this one is quiz number 7"
    assert [q.kind for q in widget.questions] == names["KINDS"]
    assert "quiz number 7" in cells()["how"]


def test_the_command_prints_the_widgets_questions(capsys):
    command = teacher_command()
    widget = lesson_widget("pl")
    assert cli_main(["quiz", "--seed", command["seed"], "--lang", "pl"]) == 0
    printed = capsys.readouterr().out
    prompts = [prompt_text(q, "pl") for q in widget.questions]
    positions = [printed.index(p) for p in prompts]
    assert positions == sorted(positions) and printed.count("Pytanie ") == len(prompts) == 9


def test_what_the_prose_says_about_the_quiz():
    questions = lesson_widget().questions
    assert len(questions) == 9
    # all nine about Riichi: Classic European mahjong is an appendix (lesson 14), not in
    # a beginner's final quiz; the ninth is lesson 11's call of a score
    assert not any(q.kind.startswith("classic_") for q in questions)
    assert questions[8].kind == "call_score"
    assert "Classic" not in cells()["title"] and "Classic" not in cells()["questions"]
    same_hand = {questions[i].data["hand"] for i in (1, 2, 3, 5)}
    assert len(same_hand) == 1 and questions[0].data["hand"] not in same_hand
