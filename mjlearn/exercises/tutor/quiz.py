"""A quiz: the questions an :class:`~mjlearn.widgets.ExerciseWidget` shows for a seed,
kind by kind, so a teacher can print what the class sees in the notebooks; its answer
key; and its test mode.

A widget made with ``seed=N`` shows the exercise of seed ``N`` first, then draws each
next seed from ``random.Random(N)``; :func:`seed_sequence` is that sequence, and the
widget and the ``quiz`` command both use it.

**The answer key** (:func:`answer_key`) is one :class:`KeyEntry` per question: its
number, the answer in display form and the explanation steps. ``mjlearn quiz --answers``
prints it, the classroom screen's quiz reveals it question by question, and a quiz in
test mode ends with it, so all three say the same. :func:`question_lines` is what they
write under a question's prompt (its hand and called sets in mpsz).

**Test mode** (:class:`QuizTest`, the default for a teacher's quiz): each answer is
locked in when given, nothing is said about it until the end, and then
:meth:`QuizTest.report` gives the score and, per question, the learner's answer, whether
it was right, the mistake recognised and the answer key's entry.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Iterator

from ...checks import accepts, check_int, check_items, describe
from ...errors import MjlearnError, register_error_codes
from ...trace import Step, step
from ..answers.forms import display_answer
from ..base import QUESTION, VERDICT, Question, Verdict, diagnosis_step
from ..registry import check, check_seed, expected_answer, generate_with, hints

SEED_RANGE = 2**31
MAX_QUESTIONS = 100         # questions of one kind in a quiz (a printed quiz has a few)
register_error_codes({"answer_locked": ("number",)})


def seed_sequence(seed: int) -> Iterator[int]:
    """``seed``, then the seeds the widget's Next button draws."""
    rng = random.Random(seed)
    yield seed
    while True:
        yield rng.randrange(SEED_RANGE)


def _kinds(argument: str, kinds: Any) -> tuple[str, ...]:
    kinds = check_items(argument, kinds, maximum=50)
    for kind in kinds:
        if type(kind) is not str:
            from ..registry import get_kind
            get_kind(kind)              # the typed unknown_exercise_kind
    return kinds


# The final quiz (lesson 16's QuizWidget, ``mjlearn quiz --seed N`` and the classroom's
# ``--quiz N`` by default): one question of each of these kinds, in this order. All of
# them are Riichi, the course's main path (lessons 00-12): Classic European mahjong is an
# appendix (lesson 14), and a teacher adds it with ``--kinds``.
FINAL_QUIZ_KINDS = ("find_waits", "name_yaku", "count_han", "count_fu", "han_fu_to_points",
                    "hand_payments", "round_settlement", "final_score", "call_score")
FINAL_QUIZ_COUNT = 1


def _questions(argument: str, questions: Any) -> tuple[Question, ...]:
    questions = check_items(argument, questions)
    for question in questions:
        QUESTION(argument, question)
    return questions


@accepts(seed=check_seed, kinds=_kinds,
         count=lambda argument, value: check_int(argument, value, 0, MAX_QUESTIONS))
def quiz_questions(seed: int, kinds: list[str], count: int, difficulty: int = 1,
                   ruleset: str = "standard", **constraints: Any) -> list[Question]:
    """``count`` questions of each kind, in the order given, each kind's sequence the one
    a widget for that kind and ``seed`` shows."""
    questions = []
    for kind in kinds:
        seeds = seed_sequence(seed)
        questions += [generate_with(kind, next(seeds), difficulty, ruleset, constraints)
                      for _ in range(count)]
    return questions


def question_lines(question: Question) -> tuple[Step, ...]:
    """The hand and the called sets of ``question`` in mpsz, as steps: the lines a
    printed quiz and the classroom screen write under its prompt."""
    lines = []
    if "hand" in question.data:
        lines.append(step("quiz.hand", hand=question.data["hand"]))
    if question.data.get("melds"):
        lines.append(step("quiz.melds", sets=" ".join(question.data["melds"])))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class KeyEntry:
    """One line of the answer key: question ``number`` (from 1), the ``answer`` in
    display form (what the i18n ``answer`` format writes) and the explanation ``steps``."""

    number: int
    question: Question
    answer: Any
    steps: tuple[Step, ...]

    @property
    def answer_step(self) -> Step:
        """ "Answer: …" as a step, for the i18n layer."""
        return step("quiz.answer", answer=self.answer)


@accepts(questions=_questions)
def answer_key(questions) -> tuple[KeyEntry, ...]:
    """The answer key of a quiz: what ``mjlearn quiz --answers`` prints and what a quiz
    in test mode shows at the end."""
    return tuple(KeyEntry(n, q, display_answer(q, expected_answer(q)), hints(q))
                 for n, q in enumerate(questions, 1))


@dataclass(frozen=True, slots=True)
class ReportEntry:
    """One question at the end of a test: the ``key`` entry, the learner's ``given``
    answer in display form (None: not answered) and the ``verdict`` (None: not
    answered)."""

    key: KeyEntry
    given: Any
    verdict: Verdict | None

    @property
    def correct(self) -> bool:
        return self.verdict is not None and self.verdict.correct

    @property
    def diagnosis(self) -> Step | None:
        """The mistake recognised, as a step (None when right, unanswered or unknown)."""
        v = self.verdict
        if v is None or v.correct or v.misconception is None:
            return None
        return diagnosis_step(self.key.question, v)


@dataclass(frozen=True, slots=True)
class QuizReport:
    """The end of a test: ``correct`` of ``total`` right, and each question's entry."""

    entries: tuple[ReportEntry, ...]

    @property
    def correct(self) -> int:
        return sum(e.correct for e in self.entries)

    @property
    def total(self) -> int:
        return len(self.entries)

    @property
    def summary(self) -> Step:
        return step("quiz.score", correct=self.correct, count=self.total)


@dataclass(frozen=True, slots=True)
class QuizTest:
    """A quiz in test mode. ``answer(i, text, lang)`` locks in the answer to question
    ``i`` (from 0) and returns the next state; a second answer to the same question is
    refused (``answer_locked``), an unreadable one raises its typed error and locks
    nothing. Nothing is said about an answer until :meth:`report`."""

    questions: tuple[Question, ...]
    verdicts: tuple[Verdict | None, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "questions", _questions("questions", self.questions))
        verdicts = check_items("verdicts", self.verdicts)
        for verdict in verdicts:
            if verdict is not None:
                VERDICT("verdicts", verdict)
        if len(verdicts) != len(self.questions):
            verdicts = (None,) * len(self.questions)
        object.__setattr__(self, "verdicts", verdicts)

    def _index(self, index: Any) -> int:
        """A question's index, from 0."""
        return check_int("index", index, 0, max(len(self.questions) - 1, 0))

    @classmethod
    def for_seed(cls, seed: int, kinds: list[str], count: int, difficulty: int = 1,
                 ruleset: str = "standard", **constraints: Any) -> "QuizTest":
        """The test of the questions ``mjlearn quiz --seed`` prints."""
        return cls(tuple(quiz_questions(seed, kinds, count, difficulty, ruleset, **constraints)))

    def answer(self, index: int, answer: Any, lang: str | None = None) -> "QuizTest":
        index = self._index(index)
        if self.verdicts[index] is not None:
            raise MjlearnError("answer_locked", number=index + 1)
        verdict = check(self.questions[index], answer, lang)
        verdicts = list(self.verdicts)
        verdicts[index] = verdict
        return replace(self, verdicts=tuple(verdicts))

    def locked(self, index: int) -> bool:
        return self.verdicts[self._index(index)] is not None

    @property
    def answered(self) -> int:
        return sum(v is not None for v in self.verdicts)

    @property
    def finished(self) -> bool:
        return self.answered == len(self.questions)

    def report(self) -> QuizReport:
        """The score and every question's answer and explanation (unanswered questions
        count as wrong)."""
        entries = []
        for key, verdict in zip(answer_key(self.questions), self.verdicts):
            given = None if verdict is None else display_answer(key.question, verdict.given)
            entries.append(ReportEntry(key, given, verdict))
        return QuizReport(tuple(entries))


__all__ = ["seed_sequence", "quiz_questions", "question_lines", "KeyEntry", "answer_key", "ReportEntry",
           "QuizReport", "QuizTest"]
