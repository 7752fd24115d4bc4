"""A miss teaches: feedback by attempt, the answer only when it is time, then a similar one.

The learner's answers to one question go through a :class:`Tries` (frozen: each call
returns the next state and a :class:`Feedback`)::

    tries = Tries(question)                       # attempts=2: the answer after 2 misses
    tries, fb = tries.check("40", lang="pl")      # fb.status: "diagnosed" or "not_yet"
    tries, fb = tries.check("30", lang="pl")      # "correct", or "revealed" after 2 misses
    tries, fb = tries.reveal()                    # "Show answer": the answer, explained
    next_question = similar(question)             # same kind, ruleset, constraints, skill

What each status says (``fb.steps``, rendered by the i18n layer):

* ``correct`` — "Correct!";
* ``diagnosed`` — a wrong answer that a misconception explains, before the last try: the
  named diagnosis and "try again"; never the answer;
* ``not_yet`` — a wrong answer nobody recognises, before the last try: "not yet" and the
  first hint (``fb.hint``); never the answer;
* ``revealed`` — the last try missed, or the learner asked: the diagnosis (if any; else
  the step the answer goes wrong at, where the kind can tell) and the answer (``fb.answer``), with the whole explanation (``fb.explanation``); a similar
  question is offered (``fb.offer_similar``).

:func:`respond` and :func:`reveal_answer` are the same as pure functions of a question, a
verdict and how many misses came before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ...checks import (MAX_COUNT, accepts, check_bool, check_int, check_mapping, describe,
                       instance_of, optional)
from ...errors import MjlearnError
from ...trace import Step, step
from ..answers import messages  # noqa: F401  (registers the step codes)
from ..answers.forms import display_answer
from ..base import QUESTION, VERDICT, Question, Verdict, diagnosis_step
from ..registry import (check, check_seed, expected_answer, generate_with, get_kind,
                        hints)

CORRECT = "correct"
DIAGNOSED = "diagnosed"
NOT_YET = "not_yet"
REVEALED = "revealed"
STATUSES = (CORRECT, DIAGNOSED, NOT_YET, REVEALED)
DEFAULT_ATTEMPTS = 2
SIMILAR_TRIES = 40          # seeds tried for a similar question that has the skill
TRAP_TRIES = 600            # seeds tried for one where the missed mistake can be made again


def _count(low: int):
    return lambda argument, value: check_int(argument, value, low, MAX_COUNT)


def _name(argument: str, value: Any) -> str:
    from ...checks import check_text
    return check_text(argument, value, 40)


RNG = instance_of(random.Random, "random_generator")


@dataclass(frozen=True, slots=True)
class Feedback:
    """What to tell the learner after one answer (or a reveal).

    ``steps`` is what to say now, as trace steps for the i18n layer; ``verdict`` the
    checked answer (None for a reveal without an answer); ``attempt`` how many answers
    this question has had, this one included; ``answer`` the expected answer in display
    form and ``explanation`` the whole explanation, both only once ``revealed``; ``hint``
    the hint offered after an unrecognised miss; ``offer_similar`` whether to offer a
    similar question now.
    """

    status: str
    steps: tuple[Step, ...]
    verdict: Verdict | None = None
    attempt: int = 0
    revealed: bool = False
    answer: Any = None
    explanation: tuple[Step, ...] = ()
    hint: Step | None = None
    offer_similar: bool = False

    @property
    def correct(self) -> bool:
        return self.status == CORRECT

    @property
    def skill(self) -> str | None:
        """The skill of the recognised mistake (None when right or not recognised)."""
        return self.verdict.skill if self.verdict is not None else None


# a located step as the first hint words it: where to look, not yet where it goes wrong
LOOK_AGAIN = {"exercise.table.first_differs": "exercise.table.look_again"}


@accepts(question=QUESTION, verdict=optional(VERDICT))
def first_hint(question: Question, verdict: Verdict | None = None) -> Step:
    """The hint offered after a miss nobody recognises: one that does not give the
    answer away. With the learner's ``verdict``, the first step of the explanation whose
    value the learner's answer cannot come from, where the kind can tell; else the
    kind's own hint, else the first explanation step."""
    spec = get_kind(question.kind)
    if verdict is not None and not verdict.correct and spec.locate is not None:
        found = spec.locate(question, verdict.given)
        if found is not None:
            # the first hint points where to look; the last try says it goes wrong there
            if found.code in LOOK_AGAIN:
                return step(LOOK_AGAIN[found.code], **found.params)
            return found
    if spec.hint is not None:
        return spec.hint(question)
    return hints(question)[0]


@accepts(question=QUESTION, verdict=VERDICT)
def diagnosis_steps(question: Question, verdict: Verdict) -> list[Step]:
    """The named mistake, and another one that gives the same answer ("or perhaps …")."""
    if verdict.misconception is None:
        return []
    first = diagnosis_step(question, verdict)
    if not verdict.also:
        return [first]
    # more than one slip gives this answer: say so, then name each
    opening = "feedback.two_slips" if len(verdict.also) == 1 else "feedback.several_slips"
    steps = [step(opening), first]
    for code, params, skill in verdict.also:
        other = replace(verdict, misconception=code, params=params, skill=skill, also=())
        steps.append(step("feedback.or_perhaps", item=diagnosis_step(question, other)))
    return steps


def _what_went_wrong(question: Question, verdict: Verdict) -> list[Step]:
    """After the last try, the one sentence before the answer: the named mistake, else
    (where the kind can tell) the first step of the explanation the answer cannot come
    from; nothing when neither is known."""
    named = diagnosis_steps(question, verdict)
    if named:
        return named
    spec = get_kind(question.kind)
    found = spec.locate(question, verdict.given) if spec.locate is not None else None
    if found is None:
        # no step to name: the kind's own hint (what the hand is worth, what to look at),
        # else the explanation's first step, says where to start, so the last try teaches
        # too
        if spec.hint is not None:
            return [spec.hint(question)]
        first = hints(question)[0]
        return [first] if first.family == "exercise" else [step("feedback.start_here",
                                                                 item=first)]
    # an explanation step is quoted; a hint the kind words itself ("more han than the
    # hand has") is a sentence already
    return [found] if found.family == "exercise" else [step("feedback.went_wrong", item=found)]


@accepts(question=QUESTION, verdict=optional(VERDICT), attempt=_count(0))
def reveal_answer(question: Question, verdict: Verdict | None = None, attempt: int = 0) -> Feedback:
    """The answer and the whole explanation (after the last miss, or on request)."""
    shown = display_answer(question, expected_answer(question))
    steps = (diagnosis_steps(question, verdict) if verdict is not None and not verdict.correct else []) + \
        [step("feedback.answer", answer=shown)]
    return Feedback(REVEALED, tuple(steps), verdict, attempt, True, shown, hints(question),
                    offer_similar=True)


@accepts(question=QUESTION, verdict=VERDICT, misses_before=_count(0), attempts=_count(1))
def respond(question: Question, verdict: Verdict, misses_before: int = 0,
            attempts: int = DEFAULT_ATTEMPTS) -> Feedback:
    """The feedback on ``verdict``, the learner's answer after ``misses_before`` wrong
    ones, when the answer is shown after ``attempts`` wrong answers."""
    attempt = misses_before + 1
    if verdict.correct:
        return Feedback(CORRECT, (step("feedback.correct"),), verdict, attempt)
    if attempt >= max(1, attempts):
        fb = reveal_answer(question, verdict, attempt)
        # the last try: what went wrong, in one sentence, before the answer
        return replace(fb, steps=tuple(_what_went_wrong(question, verdict)) + fb.steps[-1:])
    left = attempts - attempt
    if verdict.misconception is not None:
        steps = diagnosis_steps(question, verdict) + [step("feedback.try_again", count=left)]
        return Feedback(DIAGNOSED, tuple(steps), verdict, attempt)
    hint = first_hint(question, verdict)
    steps = (step("feedback.not_yet"), hint, step("feedback.try_again", count=left))
    return Feedback(NOT_YET, steps, verdict, attempt, hint=hint)


@dataclass(frozen=True, slots=True)
class Tries:
    """One learner on one question: how many wrong answers so far, whether it is solved
    or its answer shown. Immutable: :meth:`check` and :meth:`reveal` return the next
    state with the feedback. An unreadable answer raises the typed error of
    :func:`~mjlearn.exercises.check` and uses no try."""

    question: Question
    attempts: int = DEFAULT_ATTEMPTS
    misses: int = 0
    solved: bool = False
    revealed: bool = False

    def __post_init__(self) -> None:
        QUESTION("question", self.question)
        if isinstance(self.attempts, bool) or not isinstance(self.attempts, int) or self.attempts < 1:
            raise MjlearnError("bad_option", option="attempts", value=describe(self.attempts, 20))
        check_int("attempts", self.attempts, 1, MAX_COUNT)
        check_int("misses", self.misses, 0, MAX_COUNT)
        check_bool("solved", self.solved)
        check_bool("revealed", self.revealed)

    @property
    def finished(self) -> bool:
        """Solved, or its answer shown: a new answer no longer counts."""
        return self.solved or self.revealed

    def check(self, answer: Any, lang: str | None = None) -> tuple["Tries", Feedback]:
        verdict = check(self.question, answer, lang)
        if self.finished:
            # after the answer is out, the learner may type it to see it accepted
            status = CORRECT if verdict.correct else REVEALED
            fb = reveal_answer(self.question, verdict, self.misses + 1) if not verdict.correct \
                else Feedback(status, (step("feedback.correct"),), verdict, self.misses + 1,
                              revealed=self.revealed)
            return replace(self, solved=self.solved or verdict.correct), fb
        fb = respond(self.question, verdict, self.misses, self.attempts)
        return replace(self, misses=self.misses + (not verdict.correct),
                       solved=verdict.correct, revealed=fb.revealed), fb

    def reveal(self) -> tuple["Tries", Feedback]:
        """The learner pressed "Show answer"."""
        return replace(self, revealed=True), reveal_answer(self.question, None, self.misses)

    @property
    def counts(self) -> bool:
        """Whether the next answer is the learner's own (not after the answer was shown)."""
        return not self.finished


def sets_the_trap(question: Question, misconception: str) -> bool | None:
    """Whether ``question`` is one where the mistake ``misconception`` can be made again:
    the kind recomputes that mistake for it and gets another answer than the right one.
    None when the kind cannot tell (the mistake is no recomputation)."""
    spec = get_kind(question.kind)
    found = [m for m in spec.misconceptions if m.code == misconception and m.answer is not None]
    if not found:
        return None
    right = expected_answer(question)
    for m in found:
        wrong = m.answer(question)
        if wrong is not None and wrong != right:
            return True
    return False


@accepts(constraints=optional(check_mapping), skill=optional(_name), rng=optional(RNG),
         avoid=optional(check_seed), misconception=optional(_name))
def draw(kind: str, difficulty: int, ruleset: str, constraints: dict | None = None,
         skill: str | None = None, rng: random.Random | None = None,
         avoid: int | None = None, misconception: str | None = None) -> Question:
    """A fresh question of ``kind`` with these settings, on ``skill`` when one is named:
    seeds are tried until the question exercises it (the first question drawn if none
    of :data:`SIMILAR_TRIES` does). With ``misconception`` (the mistake just made), the
    question must also be one where that mistake can be made again (after a ron-completed
    triplet counted concealed, another hand with a ron-completed triplet), within
    :data:`TRAP_TRIES` seeds. ``avoid`` is a seed not to use."""
    from ..skills import skills_of

    rng = rng or random.Random()
    if misconception is not None:
        trapped = _draw_trap(kind, difficulty, ruleset, dict(constraints or {}), skill, rng,
                             avoid, misconception)
        if trapped is not None:
            return trapped
    constraints = dict(constraints or {})
    for name in constraints:
        if type(name) is not str:
            raise MjlearnError("bad_constraint", constraint=describe(name),
                               known=", ".join(get_kind(kind).constraints))
    first = None
    refused: list[MjlearnError] = []
    for candidate in _candidates(kind, difficulty, ruleset, constraints, rng, avoid,
                                 SIMILAR_TRIES, refused):
        first = first or candidate
        if skill is None or skill in skills_of(candidate):
            return candidate
    if first is None:
        raise refused[-1] if refused else MjlearnError("impossible_constraints")
    return first


def _candidates(kind: str, difficulty: int, ruleset: str, constraints: dict,
                rng: random.Random, avoid: int | None, tries: int,
                refused: list[MjlearnError]):
    """The questions of up to ``tries`` seeds drawn from ``rng`` (never ``avoid``); a seed
    the constraints cannot pose is skipped and its error kept in ``refused``."""
    for _ in range(tries):
        seed = rng.randrange(2**31)
        if seed == avoid:
            continue
        try:
            candidate = generate_with(kind, seed, difficulty, ruleset, constraints)
        except MjlearnError as error:
            if error.code != "impossible_constraints":
                raise
            refused.append(error)
            continue
        yield candidate


def _draw_trap(kind: str, difficulty: int, ruleset: str, constraints: dict, skill: str | None,
               rng: random.Random, avoid: int | None, misconception: str) -> Question | None:
    """The first of :data:`TRAP_TRIES` seeds whose question sets the trap of
    ``misconception`` (None: none does, or the kind cannot tell)."""
    for candidate in _candidates(kind, difficulty, ruleset, constraints, rng, avoid,
                                 TRAP_TRIES, []):
        trap = sets_the_trap(candidate, misconception)
        if trap is None:
            return None
        if trap:
            return candidate
    return None


@accepts(question=QUESTION, skill=optional(_name), rng=optional(RNG),
         misconception=optional(_name))
def similar(question: Question, skill: str | None = None, rng: random.Random | None = None,
            misconception: str | None = None) -> Question:
    """"A similar one": a new question on the same skill — same kind, difficulty,
    ruleset and constraints, another seed. With ``skill`` (the skill just missed), the
    new question exercises that skill too, when one can be found; with ``misconception``
    (the mistake just named), it is one where the same mistake can be made again."""
    rng = rng or random.Random(question.seed * 7919 + 17)
    return draw(question.kind, question.difficulty, question.ruleset,
                dict(question.constraints), skill, rng, avoid=question.seed,
                misconception=misconception)


__all__ = ["Feedback", "Tries", "respond", "reveal_answer", "first_hint", "similar", "draw",
           "sets_the_trap", "diagnosis_steps",
           "CORRECT", "DIAGNOSED", "NOT_YET", "REVEALED", "STATUSES", "DEFAULT_ATTEMPTS"]
