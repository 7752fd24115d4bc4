"""The registry of exercise kinds, and the three calls every kind answers.

``generate(kind, seed, difficulty, **constraints)``, ``check(question, answer, lang)``
and ``hints(question)`` dispatch on ``question.kind``; a kind registers itself with
:func:`register_kind` when its module is imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..errors import MjlearnError, register_error_codes
from ..trace import Step
from .answers import parse_answer
from .base import Misconception, Question, Verdict, diagnose

register_error_codes({
    "unknown_exercise_kind": ("kind", "known"),
    "bad_difficulty": ("difficulty", "known"),
    "bad_constraint": ("constraint", "known"),
    "impossible_constraints": (),
})


@dataclass(frozen=True, slots=True)
class ExerciseKind:
    """A kind of exercise: how to build one, what the engine says the answer is, which
    mistakes it recognises (most specific first), and the explanation steps."""

    name: str
    build: Callable[..., Question]          # (rng, seed, difficulty, ruleset, **constraints)
    expected: Callable[[Question], Any]      # the engine's answer, canonical form
    misconceptions: tuple[Misconception, ...]
    explain: Callable[[Question], tuple[Step, ...]]
    difficulties: tuple[int, ...]
    constraints: tuple[str, ...]


KINDS: dict[str, ExerciseKind] = {}


def register_kind(kind: ExerciseKind) -> ExerciseKind:
    KINDS[kind.name] = kind
    return kind


def get_kind(name: str) -> ExerciseKind:
    try:
        return KINDS[name]
    except (KeyError, TypeError):
        raise MjlearnError("unknown_exercise_kind", kind=str(name)[:40],
                           known=", ".join(sorted(KINDS))) from None


def generate(kind: str, seed: int, difficulty: int = 1, ruleset: str = "standard",
             **constraints: Any) -> Question:
    """A question of ``kind`` built from ``random.Random(seed)`` alone."""
    import random

    from ..rules import get_ruleset

    spec = get_kind(kind)
    if difficulty not in spec.difficulties:
        raise MjlearnError("bad_difficulty", difficulty=difficulty,
                           known=", ".join(map(str, spec.difficulties)))
    for name in constraints:
        if name not in spec.constraints:
            raise MjlearnError("bad_constraint", constraint=name,
                               known=", ".join(spec.constraints))
    rules = get_ruleset(ruleset)
    return spec.build(random.Random(seed), seed, difficulty, rules, **constraints)


def expected_answer(question: Question) -> Any:
    return get_kind(question.kind).expected(question)


def check(question: Question, answer: Any, lang: str | None = None) -> Verdict:
    """Check an answer (typed text, or already in canonical form) against the engine.

    Unreadable text raises a typed :class:`MjlearnError` (the widget shows it)."""
    spec = get_kind(question.kind)
    given = parse_answer(question, answer, lang) if isinstance(answer, str) else answer
    return diagnose(question, given, spec.expected(question), spec.misconceptions)


def hints(question: Question) -> tuple[Step, ...]:
    """The explanation of the answer, one step per hint."""
    return get_kind(question.kind).explain(question)


def feedback(question: Question, verdict: Verdict) -> tuple[Step, ...]:
    """What to tell the learner about a verdict, as steps: right, or wrong with the
    right answer, then the misconception recognised (if any)."""
    from ..trace import step
    from .answers import display_answer

    if verdict.correct:
        return (step("feedback.correct"),)
    steps = [step("feedback.incorrect", answer=display_answer(question, verdict.expected))]
    if verdict.misconception:
        steps.append(step(verdict.misconception, **verdict.params))
    return tuple(steps)
