"""Timed drills: a target time per question, the speed round, and its summary.

At a table a hand is scored in seconds. A timed exercise
(``ExerciseWidget(…, timed=True)``) shows a clock, the question's target time
(:func:`target_seconds`) and the learner's personal best, which the progress store keeps
(:meth:`~mjlearn.exercises.ProgressStore.personal_best`).

**Target times** are data (:data:`TARGET_SECONDS`): what a teacher expects of a player who
has learnt the lesson, by kind and level — a call or a cell of the table read in a few
seconds, the fu of a hand in well under half a minute, a whole settlement in a minute.

**The speed round** (:func:`speed_questions`) mixes the kinds a scorer meets at the
table, on realistic hands only (level 2 of each kind: hands, han and fu drawn as often as
in real play, :mod:`.realism`), in an order drawn from the seed. Its summary
(:func:`speed_summary`) is the accuracy and the median time, so a learner sees both
improve from one round to the next.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from typing import Iterable, Sequence

from ...checks import (MAX_SECONDS, accepts, check_bool, check_instance, check_int, check_items,
                       check_real, check_text)
from ...errors import MjlearnError
from ..base import QUESTION, Question
from .quiz import _kinds, seed_sequence
from ..registry import check_seed, generate, get_kind

# Seconds a question should take once the lesson is learnt, by kind and level (the last
# level given holds for the levels above it).
TARGET_SECONDS: dict[str, dict[int, float]] = {
    "dora_from_indicator": {1: 5, 2: 10, 4: 15},
    "find_waits": {1: 15, 2: 25, 3: 40},
    "furiten": {1: 15, 3: 20},
    "count_fu": {1: 25, 2: 20, 3: 30},
    "count_han": {1: 25, 3: 40},
    "name_yaku": {1: 30, 3: 45},
    "han_fu_to_points": {1: 8, 2: 10, 3: 12},
    "call_score": {1: 8, 2: 10, 3: 15},
    "hand_payments": {1: 40, 3: 60},
    "round_settlement": {1: 60, 2: 75},
    "pao": {1: 45, 2: 60},
    "abortive_draw": {1: 20, 3: 25},
    "final_score": {1: 60, 2: 90},
    "pay_with_sticks": {1: 30, 2: 45},
}
DEFAULT_TARGET = 60.0

# What a speed round mixes: the questions a scorer answers at the table.
SPEED_KINDS = ("count_fu", "han_fu_to_points", "call_score", "hand_payments")
SPEED_LEVEL = 2          # real play (see :mod:`.realism`)
MAX_SPEED_COUNT = 50


@accepts(question=QUESTION)
def target_seconds(question: Question) -> float:
    """The target time of ``question``: its kind's, at its level."""
    table = TARGET_SECONDS.get(question.kind)
    if not table:
        return DEFAULT_TARGET
    level = max((lvl for lvl in table if lvl <= question.difficulty), default=min(table))
    return float(table[level])


@accepts(seed=check_seed, kinds=_kinds, ruleset=lambda a, v: check_text(a, v, 100),
         count=lambda a, v: check_int(a, v, 1, MAX_SPEED_COUNT))
def speed_questions(seed: int, count: int = 8, kinds: Sequence[str] = SPEED_KINDS,
                    ruleset: str = "standard") -> list[Question]:
    """``count`` realistic questions of ``kinds`` mixed: each kind in turn as often as
    ``count`` allows, the order shuffled by ``seed``; the same seed, the same round."""
    kinds = list(kinds)
    if not kinds:
        raise MjlearnError("unknown_exercise_kind", kind="", known=", ".join(SPEED_KINDS))
    for kind in kinds:
        get_kind(kind)
    rng = random.Random(seed)
    order = [kinds[i % len(kinds)] for i in range(count)]
    rng.shuffle(order)
    seeds = seed_sequence(seed)
    questions = []
    for kind in order:
        level = max((lvl for lvl in get_kind(kind).difficulties if lvl <= SPEED_LEVEL),
                    default=get_kind(kind).difficulties[0])
        questions.append(generate(kind, next(seeds), level, ruleset))
    return questions


@dataclass(frozen=True, slots=True)
class TimedAnswer:
    """One answered question of a timed round: right or not, and its seconds (None: the
    answer was shown before any was given)."""

    correct: bool
    seconds: float | None

    def __post_init__(self) -> None:
        # what speed_summary compares with the target times: checked here, where it is made
        check_bool("correct", self.correct)
        if self.seconds is not None:
            check_real("seconds", self.seconds, 0, MAX_SECONDS)


@dataclass(frozen=True, slots=True)
class SpeedSummary:
    """A timed round: ``right`` of ``count`` questions answered right first time,
    ``answered`` of them answered at all, the ``median`` seconds of the timed answers,
    and how many answers came within their target time (``on_target``)."""

    right: int
    count: int
    answered: int
    median: float | None
    on_target: int

    @property
    def accuracy(self) -> float:
        return self.right / self.count if self.count else 0.0


def speed_summary(answers: Iterable[TimedAnswer | None], targets: Sequence[float] = ()
                  ) -> SpeedSummary:
    """The summary of a round: one entry per question (None: not answered), and each
    question's target time when known."""
    answers = check_items("answers", answers)
    for answer in answers:
        if answer is not None:
            check_instance("answers", answer, TimedAnswer, "timed_answer")
    targets = check_items("targets", targets)
    for target in targets:
        check_real("targets", target, 0, MAX_SECONDS, expected="seconds")
    timed = [a.seconds for a in answers if a is not None and a.seconds is not None]
    on_target = sum(1 for a, t in zip(answers, targets)
                    if a is not None and a.correct and a.seconds is not None and a.seconds <= t)
    return SpeedSummary(right=sum(1 for a in answers if a is not None and a.correct),
                        count=len(answers),
                        answered=sum(1 for a in answers if a is not None),
                        median=statistics.median(timed) if timed else None,
                        on_target=on_target)


__all__ = ["TARGET_SECONDS", "SPEED_KINDS", "target_seconds", "speed_questions",
           "TimedAnswer", "SpeedSummary", "speed_summary"]
