"""The registry of exercise kinds, and the three calls every kind answers.

``generate(kind, seed, difficulty, **constraints)``, ``check(question, answer, lang)``
and ``hints(question)`` dispatch on ``question.kind``; a kind registers itself with
:func:`register_kind` when its module is imported.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Callable

from ..checks import (MAX_COUNT, MAX_POINTS, bad_argument, check_bool, check_instance, check_int,
                      check_text, describe)
from ..errors import MjlearnError, register_error_codes
from ..trace import Step
from .answers.forms import parse_answer
from .base import Question, Verdict, diagnose, diagnosis_step
from .kind import KINDS, ExerciseKind, _question, fields_of, get_kind, register_kind
from .skills import check_skills

register_error_codes({
    "bad_difficulty": ("difficulty", "known"),
    "bad_constraint": ("constraint", "known"),
    "impossible_constraints": (),
})


def _flag(name: str, value: Any) -> None:
    check_bool(name, value)


def _whole(low: int, high: int) -> Callable[[str, Any], Any]:
    return lambda name, value: check_int(name, value, low, high)


def _word(name: str, value: Any) -> None:
    check_text(name, value, 40)


# The type (and range) of each constraint a kind may take; ``None`` always means "no
# constraint". Checked before a generator loops, so a wrong type fails at once instead
# of after thousands of attempts (``exhausted=100`` is not ``exhausted=True``).
CONSTRAINT_CHECKS: dict[str, Callable[[str, Any], Any]] = {
    **{name: _flag for name in ("open", "kan", "tsumo", "yakuman", "wrap", "dealer",
                                "dealer_wins", "exhausted")},
    "closed_ron_fu": _whole(20, 130), "fu": _whole(20, 130), "han": _whole(1, 13),
    "indicators": _whole(1, 5), "waits": _whole(1, 13), "sticks": _whole(0, MAX_COUNT),
    "amount": _whole(100, MAX_POINTS),
    **{name: _word for name in ("differs_from", "shape", "answer", "profile", "winner", "yaku")},
}
SEEDS = (-2 ** 63, 2 ** 63 - 1)   # what the progress store keeps (SQLite's 64 bits)
CURRICULUM_LESSONS = (0, 99)   # ``taught=N``: a lesson's number


def generate(kind: str, seed: int, difficulty: int = 1, ruleset: str = "standard",
             **constraints: Any) -> Question:
    """A question of ``kind`` built from ``random.Random(seed)`` alone."""
    return generate_with(kind, seed, difficulty, ruleset, constraints)


def generate_with(kind: str, seed: int, difficulty: int, ruleset: Any,
                  constraints: Mapping[str, Any]) -> Question:
    """:func:`generate` with the constraints as a mapping (from a file, a store, a
    caller's dict): a key that names one of generate's own parameters ("kind", "seed" …)
    is an unknown constraint like any other, never Python's TypeError."""
    import random

    if not isinstance(constraints, Mapping):
        raise bad_argument("constraints", "mapping", constraints)
    constraints = dict(constraints)

    from ..rules import get_ruleset

    spec = get_kind(kind)
    check_int("seed", seed, *SEEDS)
    if type(difficulty) is not int or difficulty not in spec.difficulties:
        raise MjlearnError("bad_difficulty", difficulty=describe(difficulty),
                           known=", ".join(map(str, spec.difficulties)))
    # ``taught`` is every kind's: the lesson the course has reached (see .curriculum)
    own = {name: value for name, value in constraints.items() if name != "taught"}
    for name, value in own.items():
        if type(name) is not str or name not in spec.constraints:
            raise MjlearnError("bad_constraint", constraint=describe(name),
                               known=", ".join((*spec.constraints, "taught")))
        if value is not None and name in CONSTRAINT_CHECKS:
            CONSTRAINT_CHECKS[name](name, value)
    rules = get_ruleset(ruleset)
    taught = constraints.get("taught")
    if taught is None:
        question = spec.build(random.Random(seed), seed, difficulty, rules, **own)
        return complete(question, constraints)
    return _taught_question(spec, seed, difficulty, rules, own, constraints)


# How many seeds "taught up to lesson N" tries before it says no question fits.
TAUGHT_TRIES = 400


def _taught_question(spec: ExerciseKind, seed: int, difficulty: int, rules: Any, own: dict,
                     constraints: dict) -> Question:
    """The first question, from ``seed`` and then from the seeds ``random.Random(seed)``
    draws, that draws only on what lessons 00 to ``taught`` introduce. Each question keeps
    the seed it was built from, so the same seed rebuilds it without the constraint."""
    import random

    from .curriculum import within

    check_int("taught", constraints["taught"], *CURRICULUM_LESSONS)
    seeds = random.Random(seed)
    candidate = seed
    for _ in range(TAUGHT_TRIES):
        try:
            question = complete(spec.build(random.Random(candidate), candidate, difficulty,
                                           rules, **own), constraints)
        except MjlearnError as error:
            if error.code != "impossible_constraints":
                raise
        else:
            if within(question, constraints["taught"]):
                return question
        candidate = seeds.randrange(2 ** 31)
    raise MjlearnError("impossible_constraints")


def complete(question: Question, constraints: dict | None = None) -> Question:
    """``question`` with its constraints, labelled fields and skills filled in."""
    spec = get_kind(_question(question).kind)
    changes: dict[str, Any] = {}
    if constraints is not None:
        changes["constraints"] = {k: v for k, v in constraints.items() if v is not None}
    if not question.fields and spec.fields is not None:
        changes["fields"] = spec.fields(question)
    if not question.skills and spec.skills is not None:
        changes["skills"] = check_skills(spec.skills(question))
    return replace(question, **changes) if changes else question


def check_seed(argument: str, seed: Any) -> int:
    """A seed of ``random.Random``: a whole number within :data:`SEEDS`."""
    return check_int(argument, seed, *SEEDS)


def expected_answer(question: Question) -> Any:
    return get_kind(_question(question).kind).expected(question)


def check(question: Question, answer: Any, lang: str | None = None) -> Verdict:
    """Check an answer against the engine: typed text ("2 000 / 1 000", "Riichi, Tanyao"),
    one value per labelled field (a mapping ``{field key: text or int}``), or the answer
    already in canonical form (a set of yaku ids from toggle buttons, a tuple of ints).

    Unreadable text raises a typed :class:`MjlearnError` (the widget shows it)."""
    spec = get_kind(_question(question).kind)
    given = parse_answer(question, answer, lang)
    taught = (question.constraints or {}).get("taught")
    rank = None
    if type(taught) is int:     # a lesson's question: its own topic first
        from .curriculum import topic_rank
        rank = topic_rank(taught)
    return diagnose(question, given, spec.expected(question), spec.misconceptions, rank)


def hints(question: Question) -> tuple[Step, ...]:
    """The explanation of the answer, one step per hint."""
    return get_kind(_question(question).kind).explain(question)


def feedback(question: Question, verdict: Verdict) -> tuple[Step, ...]:
    """The whole feedback on a verdict, the answer included: right, or wrong with the
    right answer, then the misconception recognised (if any). It is what a revealed
    question says; a learner's first miss gets :func:`mjlearn.exercises.respond`, which
    never shows the answer."""
    from ..trace import step
    from .answers.forms import display_answer

    _question(question)
    check_instance("verdict", verdict, Verdict, "result")
    if verdict.correct:
        return (step("feedback.correct"),)
    steps = [step("feedback.incorrect", answer=display_answer(question, verdict.expected))]
    if verdict.misconception:
        steps.append(diagnosis_step(question, verdict))
    return tuple(steps)
