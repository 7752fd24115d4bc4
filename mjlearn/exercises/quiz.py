"""A quiz: the questions an :class:`~mjlearn.widgets.ExerciseWidget` shows for a seed,
kind by kind, so a teacher can print what the class sees in the notebooks.

A widget made with ``seed=N`` shows the exercise of seed ``N`` first, then draws each
next seed from ``random.Random(N)``; :func:`seed_sequence` is that sequence, and the
widget and the ``quiz`` command both use it.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from .base import Question
from .registry import generate

SEED_RANGE = 2**31


def seed_sequence(seed: int) -> Iterator[int]:
    """``seed``, then the seeds the widget's Next button draws."""
    rng = random.Random(seed)
    yield seed
    while True:
        yield rng.randrange(SEED_RANGE)


def quiz_questions(seed: int, kinds: list[str], count: int, difficulty: int = 1,
                   ruleset: str = "standard", **constraints: Any) -> list[Question]:
    """``count`` questions of each kind, in the order given, each kind's sequence the one
    a widget for that kind and ``seed`` shows."""
    questions = []
    for kind in kinds:
        seeds = seed_sequence(seed)
        questions += [generate(kind, next(seeds), difficulty, ruleset, **constraints)
                      for _ in range(count)]
    return questions
