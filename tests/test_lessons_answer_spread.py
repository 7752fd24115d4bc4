"""Exercise sets that cannot be guessed (issue 26): in no lesson does one answer come back
in more than half of the exercises of one kind (lesson 07 once had three of its four fu
exercises answering 30, so guessing 30 scored 75 %).

The exercises are read from the lessons' sources (``mjlearn/lessons/source/*.md``): every
``ExerciseWidget(...)`` call of a code cell, its arguments taken as the widget takes them
(kind, seed, difficulty, ruleset, the rest constraints), and each question generated as
the widget generates its first one; every ``SpeedRound(...)`` call, its questions drawn
as the round draws them (``speed_questions``). The engine answers each."""

import ast
from collections import Counter
from pathlib import Path

import pytest

from mjlearn.exercises import expected_answer, generate

SOURCES = Path(__file__).resolve().parent.parent / "mjlearn" / "lessons" / "source"
# the widget's own options: not constraints of the question
WIDGET_OPTIONS = {"lang", "store", "review", "picker", "attempts", "adaptive", "timed", "clock"}
SHARE = 0.5


def code_cells(text: str):
    """(cell name, source) of each ``%% code`` cell of a lesson source."""
    name, lines = None, []
    for line in text.splitlines() + ["%% end"]:
        if line.startswith("%%"):
            if name is not None:
                yield name, "\n".join(lines)
            parts = line.split()
            name = parts[2] if len(parts) > 2 and parts[1] == "code" else None
            if len(parts) == 2 and parts[1] == "code":
                name = "(unnamed)"
            lines = []
        elif name is not None:
            lines.append(line)


def widget_calls(source: str, widget: str, names: tuple[str, ...]):
    """The keyword form of each ``widget(...)`` call in a cell's source."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == widget:
            args = [ast.literal_eval(a) for a in node.args]
            kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
            yield {**dict(zip(names, args)), **kwargs}


def cell_questions(source: str):
    """(set, question) of the questions a cell shows first: each exercise widget's (the
    lesson's set of its kind), each speed round's (a set of its own)."""
    from mjlearn.exercises.tutor.timing import SPEED_KINDS, speed_questions
    for call in widget_calls(source, "ExerciseWidget", ("kind", "seed", "difficulty")):
        kind = call.pop("kind", "find_waits")
        seed, difficulty = call.pop("seed"), call.pop("difficulty", 1)
        ruleset = call.pop("ruleset", "standard")
        constraints = {k: v for k, v in call.items() if k not in WIDGET_OPTIONS}
        yield "exercises", generate(kind, seed, difficulty, ruleset, **constraints)
    for call in widget_calls(source, "SpeedRound", ("seed", "count")):
        for question in speed_questions(call["seed"], call.get("count", 8),
                                        call.get("kinds", SPEED_KINDS),
                                        call.get("ruleset", "standard")):
            yield "speed round", question


def lesson_exercises():
    """{(lesson, kind): [(cell, answer), …]} over every lesson's exercise widgets, and
    {(lesson, "cell: kind"): …} for each speed round."""
    found: dict[tuple[str, str], list] = {}
    for path in sorted(SOURCES.glob("*.md")):
        for cell, source in code_cells(path.read_text("utf-8")):
            for group, question in cell_questions(source):
                key = question.kind if group == "exercises" else f"{cell}: {question.kind}"
                found.setdefault((path.stem, key), []).append((cell, expected_answer(question)))
    return found


EXERCISES = lesson_exercises()


def test_the_lessons_have_exercise_sets():
    assert len(EXERCISES) >= 30
    assert len(EXERCISES[("07_fu", "count_fu")]) == 4


@pytest.mark.parametrize("lesson,kind", sorted(k for k, v in EXERCISES.items() if len(v) >= 2))
def test_no_answer_comes_back_in_more_than_half_of_a_set(lesson, kind):
    answers = [answer for _cell, answer in EXERCISES[(lesson, kind)]]
    commonest, times = Counter(map(repr, answers)).most_common(1)[0]
    print(f"\n{lesson} {kind}: {answers}")
    assert times / len(answers) <= SHARE, (commonest, EXERCISES[(lesson, kind)])


def test_the_fu_exercises_spread_over_the_realistic_range():
    # every lesson's fu exercises together: at least three values, none above half
    fu = [a for (lesson, kind), v in EXERCISES.items() if kind.endswith("count_fu")
          for _c, a in v]
    assert len(set(fu)) >= 3
    assert Counter(fu).most_common(1)[0][1] / len(fu) <= SHARE, fu
