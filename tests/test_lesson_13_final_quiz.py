"""Lesson 13 (the final quiz) says its widget shows what the teacher's command prints:
the command in the fenced block and the widget cell must name the same quiz, and what
the lesson's prose says about that quiz (nine questions, one classic, questions 2, 3, 4
and 6 on the same hand) must hold."""

from __future__ import annotations

import ast
import re
import shlex

from mjlearn.cli import main as cli_main
from mjlearn.lessons import load_lesson
from mjlearn.lessons.source import lesson_paths
from mjlearn.widgets import QuizWidget, prompt_text


def lesson():
    return load_lesson(next(p for p in lesson_paths() if p.name == "13_final_quiz.md"))


def teacher_command() -> dict[str, str]:
    markdown = "\n\n".join(c.text for c in lesson().cells if c.kind == "markdown")
    line = re.search(r"^```\n(mjlearn quiz .*)\n```$", markdown, re.M).group(1)
    words = shlex.split(line)[2:]
    return {words[i].lstrip("-"): words[i + 1] for i in range(0, len(words), 2)}


def widget_call() -> ast.Call:
    code = next(c.text for c in lesson().cells if c.kind == "code" and "QuizWidget(" in c.text)
    return next(node for node in ast.walk(ast.parse(code)) if isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "QuizWidget")


def test_the_widget_cell_and_the_command_name_the_same_quiz():
    command, call = teacher_command(), widget_call()
    kinds = ast.literal_eval(call.args[0])
    keywords = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    assert command["kinds"].split(",") == kinds
    assert int(command["seed"]) == keywords["seed"] and int(command["count"]) == keywords["count"]
    assert set(keywords) == {"seed", "count"}  # difficulty and ruleset: both defaults


def test_the_command_prints_the_widgets_questions(capsys):
    command = teacher_command()
    widget = QuizWidget(command["kinds"].split(","), seed=int(command["seed"]),
                        count=int(command["count"]), lang="pl")
    assert cli_main(["quiz", "--seed", command["seed"], "--count", command["count"],
                     "--kinds", command["kinds"], "--lang", "pl"]) == 0
    printed = capsys.readouterr().out
    prompts = [prompt_text(q, "pl") for q in widget.questions]
    positions = [printed.index(p) for p in prompts]
    assert positions == sorted(positions)


def test_what_the_prose_says_about_the_quiz():
    command = teacher_command()
    questions = QuizWidget(command["kinds"].split(","), seed=int(command["seed"]),
                           count=int(command["count"])).questions
    assert len(questions) == 9
    assert [q.kind.startswith("classic_") for q in questions] == [False] * 8 + [True]
    same_hand = {questions[i].data["hand"] for i in (1, 2, 3, 5)}
    assert len(same_hand) == 1 and questions[0].data["hand"] not in same_hand
