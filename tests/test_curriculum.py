"""The curriculum map (issue 24, item 1): no lesson uses a concept before a lesson teaches it.

"Uses" is found, not only declared: the terms of the English prose, the yaku, dora, fu and
payment steps of the worked examples (each written-out ``Situation`` scored by the engine),
and the skills and yaku of each exercise's questions, the first one and those the learner
draws next (mjlearn.lessons.curriculum).
"""

from __future__ import annotations

import re

import pytest

from mjlearn.lessons import lesson_paths, load_lesson, parse_lesson
from mjlearn.lessons import curriculum
from mjlearn.lessons.source import LessonSourceError


@pytest.fixture(scope="module")
def lessons():
    return [load_lesson(path) for path in lesson_paths()]


def test_no_lesson_uses_a_concept_before_a_lesson_introduces_it(lessons):
    assert curriculum.problems(lessons) == []


def test_the_first_lessons_declare_what_they_teach(lessons):
    known = set(curriculum.concepts())
    # every lesson but the sources and the final quiz teaches something new
    for lesson in lessons[1:15]:
        assert lesson.introduces, f"{lesson.name} introduces nothing"
        assert set(lesson.introduces) <= known
    first = curriculum.introduced_at(lessons)
    names = [lesson.name for lesson in lessons]
    # what the English review found used too early (gaps 1, 6, 14, 20), now taught first
    for concept, lesson in [("table.seats", "01_tiles"), ("hand.sets", "01_tiles"),
                            ("score.fu", "01_tiles"), ("score.yaku", "01_tiles"),
                            ("yaku.tanyao", "01_tiles"), ("table.sticks", "01_tiles"),
                            ("table.wall", "01_tiles"), ("hand.kan", "02_waits"),
                            ("yaku.sanankou", "04_yaku_more"), ("dora.ura", "06_dora"),
                            # and the skills of the later lessons' exercises, each where
                            # its lesson teaches it
                            ("fu.ron_triplet", "07_fu"), ("fu.open_minimum", "07_fu"),
                            ("pay.basic_points", "08_points"), ("pay.kiriage", "08_points"),
                            ("pay.honba", "09_payments"), ("table.riichi_sticks", "09_payments"),
                            ("sticks.change", "10_game"), ("final.baseline", "10_game"),
                            ("call.form", "11_at_the_table"), ("table.pao", "12_table_rules"),
                            ("table.chombo", "12_table_rules"),
                            ("rules.house_rules", "13_family_rules"),
                            ("classic.points", "14_classic"),
                            ("classic.losers_settle", "14_classic")]:
        assert names[first[concept][0]] == lesson, concept


SAMPLE = """\
%% markdown intro
%%@ introduces hand.sets
# A lesson

A triplet is three identical tiles.

%% markdown early
Tanyao, a hand of simples ([Later](02_b.ipynb)).

It is worth a han.

%% code example
score(Situation("123m456p789s11z555z", win="5z"))
"""

LATER = """\
%% markdown later
%%@ introduces yaku.tanyao score.han
# Later

Tanyao.
"""


def test_the_check_finds_a_term_and_an_example_used_too_early():
    lessons = [parse_lesson(SAMPLE, "01_a"), parse_lesson(LATER, "02_b")]
    found = curriculum.problems(lessons)
    # the tanyao of the prose links to the lesson that teaches it: a pointer, not a use;
    # the han it names is not linked, and the example's yakuhai is taught nowhere
    assert "01_a:early: prose uses score.han before any lesson introduces it (02_b introduces it)" in found
    assert not any("early: prose uses yaku.tanyao" in p for p in found)
    assert "01_a:example: example uses yaku.yakuhai_haku before any lesson introduces it" in found
    assert not any("intro:" in p for p in found)


def test_a_scored_hand_that_shows_where_the_course_leads_is_no_use():
    # the start page opens with one whole hand scored (issue 24's round-2 review, gap 11):
    # marked ``%%@ preview``, like a contents list, its yaku and fu are no uses yet
    code = 'score(Situation("123m456p789s11z555z", win="5z"))\n'
    shown = parse_lesson(f"%% code goal\n%%@ preview\n%%@ display\n{code}", "00_a")
    assert shown.cells[0].preview and shown.cells[0].display
    assert curriculum.problems([shown]) == []
    plain = parse_lesson(f"%% code goal\n%%@ display\n{code}", "00_a")
    assert "00_a:goal: example uses yaku.yakuhai_haku before any lesson introduces it" in \
        curriculum.problems([plain])


def test_the_check_finds_an_exercise_that_draws_a_later_yaku():
    # name_yaku seed 2: among the next questions a learner draws, a san ankou (what the
    # English review found in lesson 03)
    lesson = parse_lesson('%% code ex\nExerciseWidget("name_yaku", seed=2, difficulty=1)\n', "03_c")
    concepts = curriculum.exercise_uses(lesson.cells[0].text)
    assert "yaku.sanankou" in concepts and "yaku.identify" in concepts
    assert any("uses yaku.sanankou" in p for p in curriculum.problems([lesson]))


def test_an_undeclared_use_of_an_earlier_concept_is_named():
    first = "%% markdown a\n%%@ introduces score.han\nHan.\n"
    second = "%% markdown b\n%%@ introduces score.fu\nFu and han.\n"
    found = curriculum.problems([parse_lesson(first, "01_a"), parse_lesson(second, "02_b")])
    assert found == ["02_b:b: prose uses score.han of 01_a: declare it (%%@ uses score.han)"]


@pytest.mark.parametrize("text, message", [
    ("%%@ uses a.b\n%% markdown a\nx\n", ":1: a directive before the first cell"),
    ("%% markdown a\n%%@ teaches a.b\nx\n", "unknown directive 'teaches'"),
    ("%% markdown a\n%%@ uses Tanyao\nx\n", "needs concept ids"),
    ("%% code a\n%%@ fold\nx\n", "belongs to a markdown cell"),
    ("%% markdown a\n%%@ fold\nonly a summary\n", "starts with a one-line summary"),
])
def test_a_bad_directive_is_refused_with_its_line(text, message):
    with pytest.raises(LessonSourceError, match=re.escape(message)):
        parse_lesson(text, "00_bad", "bad.md")


def exercise_cells():
    for path in lesson_paths():
        lesson = load_lesson(path)
        for cell in lesson.cells:
            for exercise in curriculum.exercises_of(cell.text) if cell.kind == "code" else ():
                yield lesson.name, cell.id, exercise


@pytest.mark.parametrize("name, cell, exercise", list(exercise_cells()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_an_exercise_draws_only_what_its_lesson_has_taught(name, cell, exercise, lessons):
    number = int(name[:2])
    assert exercise.constraints.get("taught") == number, (
        f"{name}:{cell}: every exercise of lesson {number} says taught={number}")
    taught = curriculum.taught_up_to(lessons, number)
    for question in curriculum.exercise_questions(exercise):
        later = curriculum.question_concepts(question) - taught
        assert not later, f"{name}:{cell}: seed {question.seed} draws {sorted(later)}"


def test_taught_up_to_lesson_3_draws_no_yaku_of_a_later_lesson():
    # The English review: level-1 name_yaku draws needed yaku lesson 03 had not taught (a
    # san ankou, ryanpeikou …; lesson 03 now introduces honitsu, chinitsu, ittsuu and
    # sanshoku in its "bigger yaku"), seed 2 itself a san ankou.
    import random

    from mjlearn.exercises import generate
    from mjlearn.exercises.curriculum import question_concepts, taught_up_to

    taught = taught_up_to(3)
    assert "yaku.tanyao" in taught and "yaku.sanankou" not in taught
    seeds = random.Random(300).sample(range(2 ** 31), 300)
    free = [generate("name_yaku", seed, 1) for seed in seeds]
    later = [q for q in free if question_concepts(q) - taught]
    assert later and any("yaku.sanankou" in question_concepts(q) for q in later)
    held = [generate("name_yaku", seed, 1, taught=3) for seed in seeds]
    assert [q for q in held if question_concepts(q) - taught] == []
    assert all(dict(q.constraints)["taught"] == 3 for q in held)


def test_a_taught_question_is_rebuilt_from_its_seed_alone():
    # the progress store replays a question from its kind, seed, level and rules
    from mjlearn.exercises import generate

    question = generate("count_han", 2, 1, taught=3)
    assert question.seed != 2          # seed 2's own hand holds a san ankou
    again = generate("count_han", question.seed, 1)
    assert dict(again.data) == dict(question.data)
    assert generate("count_han", 2, 1, taught=3) == question


@pytest.mark.parametrize("value", [-1, 100, "3", 2.5, True])
def test_taught_is_a_lesson_number(value):
    from mjlearn import MjlearnError
    from mjlearn.exercises import generate

    with pytest.raises(MjlearnError):
        generate("name_yaku", 2, 1, taught=value)
