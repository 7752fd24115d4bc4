"""A quiz's test mode (answers locked in, the score and every explanation at the end, as
``mjlearn quiz --answers`` prints them) and the skills every question and every mistake
belong to."""

import pytest

from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.exercises import (KINDS, SKILLS, QuizTest, answer_key, check, expected_answer,
                               generate, hints, skill_name, skills_of)
from mjlearn.exercises.tutor.quiz import quiz_questions
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error, render_step
from mjlearn.tiles import Tile

KIND_LIST = ["count_fu", "han_fu_to_points", "find_waits"]


def typed(question, answer) -> str:
    """How a learner types ``answer``: amounts with "/", tiles in mpsz."""
    if isinstance(answer, tuple):
        return " / ".join(map(str, answer))
    if isinstance(answer, frozenset):
        return "".join(Tile(k).code for k in sorted(answer))
    return str(answer)


def test_a_test_says_nothing_until_the_end_and_locks_each_answer():
    test = QuizTest.for_seed(7, KIND_LIST, 2)
    assert len(test.questions) == 6 and test.answered == 0 and not test.finished
    first = test.questions[0]
    test = test.answer(0, str(expected_answer(first) + 10), "en")       # wrong
    assert test.locked(0) and test.answered == 1
    with pytest.raises(MjlearnError) as error:
        test.answer(0, str(expected_answer(first)), "en")                # locked in
    assert error.value.code == "answer_locked"
    assert render_error(error.value, "en") == \
        "Question 1 is already answered: in a test, the first answer counts."
    with pytest.raises(MjlearnError):
        test.answer(1, "lots", "en")                                       # unreadable
    assert not test.locked(1)
    for i, q in enumerate(test.questions[1:], 1):
        test = test.answer(i, typed(q, expected_answer(q)), "en")
    assert test.finished
    report = test.report()
    assert (report.correct, report.total) == (5, 6)
    assert [e.correct for e in report.entries] == [False] + [True] * 5
    assert render_step(report.summary, "en") == "You answered 5 of 6 questions right."


def test_the_end_of_a_test_is_the_answer_key_the_quiz_command_prints(capsys):
    questions = quiz_questions(7, KIND_LIST, 2)
    report = QuizTest(tuple(questions)).report()
    assert [e.key for e in report.entries] == list(answer_key(questions))
    assert all(e.given is None and not e.correct for e in report.entries)
    assert main(["quiz", "--seed", "7", "--kinds", ",".join(KIND_LIST), "--count", "2",
                 "--lang", "pl", "--answers"]) == 0
    out = capsys.readouterr().out
    for entry in report.entries:
        assert render_step(entry.key.answer_step, "pl") in out
        for s in entry.key.steps:
            assert render_step(s, "pl") in out
        assert entry.key.steps == hints(entry.key.question)


def test_a_wrong_answer_in_a_test_report_names_its_mistake():
    q = generate("han_fu_to_points", 3, 2, tsumo=True, dealer=False)
    right = expected_answer(q)
    test = QuizTest((q,)).answer(0, f"{right[1]} / {right[0]}", "en")
    (entry,) = test.report().entries
    assert entry.diagnosis.code == "misconception.tsumo_amounts_swapped" and not entry.correct
    # the learner's answer, labelled like the key's: the two amounts the other way round
    assert [a for _f, a in entry.given] == [right[1], right[0]]
    assert [f.key for f, _a in entry.given] == [f.key for f, _a in entry.key.answer]


# --- skills ----------------------------------------------------------------------------

@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_question_is_tagged_and_every_mistake_has_a_skill(kind):
    spec = KINDS[kind]
    assert all(m.skill in SKILLS for m in spec.misconceptions), kind
    for seed in range(5):
        q = generate(kind, seed, spec.difficulties[-1])
        assert q.skills and set(q.skills) <= set(SKILLS)
        assert skills_of(q) == q.skills


def test_the_skills_follow_what_the_question_holds():
    honba = generate("hand_payments", 4, 3)          # level 3: honba on the table
    assert "pay.honba" in honba.skills
    assert "pay.honba" not in generate("hand_payments", 4, 1).skills
    dealer_ron = generate("han_fu_to_points", 2, 2, dealer=True, tsumo=False)
    assert "pay.dealer_multiplier" in dealer_ron.skills
    assert generate("dora_from_indicator", 1, 1).skills == ("dora.indicator_cycle",)
    waits = [generate("find_waits", s, 4, exhausted=True) for s in range(2)]
    assert all("waits.exhausted" in q.skills for q in waits)
    forgot = next(m for m in KINDS["hand_payments"].misconceptions
                  if m.code == "misconception.forgot_honba").answer(honba)
    assert check(honba, forgot).skill == "pay.honba"


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
def test_every_skill_has_a_learners_name(lang):
    names = [skill_name(s, lang) for s in SKILLS]
    assert all(n and "." not in n and "_" not in n for n in names)
    assert len(set(names)) == len(names)
    assert skill_name("pay.honba", "en") == "Honba counters"
