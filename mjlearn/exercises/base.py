"""The exercise contract: frozen questions and verdicts, answer types, misconceptions.

An exercise kind is a generator and a checker around an engine: ``generate(seed,
difficulty, **constraints)`` builds a :class:`Question` from ``random.Random(seed)``
alone (so the same seed is the same exercise in every language), and ``check`` asks the
engine for the answer every time — nothing stores an answer key that could go stale.

A wrong answer is explained by recomputing it under each *misconception* of the kind,
in order, and naming the first one that reproduces what the learner wrote.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ..checks import accepts, bad_argument, check_text, instance_of
from ..rules import PRESETS, Ruleset
from ..trace import Step, step, tile_set_params


# What the learner is asked to give, and how the widget reads it.
TILE = "tile"              # one tile, in mpsz ("5m")
TILE_SET = "tile_set"      # a set of tile kinds, order and repeats ignored ("36m")
INTEGER = "integer"        # a count (han, fu, dora)
POINTS = "points"          # points, digit grouping allowed ("11 600")
# several amounts in a stated order, separated by "/" or ";" ("3 900 / 2 000", "+8 300 /
# -8 300 / 0 / 0"): a comma or a space may be digit grouping, so neither separates
POINTS_LIST = "points_list"
SINGLE_CHOICE = "single_choice"
MULTIPLE_CHOICE = "multiple_choice"
# a score called out as players do ("7,700", "2,000–3,900", "2,600 all"), in the learner's
# words (mjlearn.i18n.calls): read into a Call
CALL = "call"
ANSWER_TYPES = (TILE, TILE_SET, INTEGER, POINTS, POINTS_LIST, SINGLE_CHOICE, MULTIPLE_CHOICE,
                CALL)


def frozen_mapping(data: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return data if isinstance(data, MappingProxyType) else MappingProxyType(dict(data or {}))


@dataclass(frozen=True, slots=True)
class Field:
    """One labelled answer field of a question whose answer is several amounts: who pays
    or whose score changes. ``key`` is stable data (``"dealer"``, ``"non_dealer"``,
    ``"discarder"``, ``"seat_0"`` … ``"seat_3"``, ``"east"`` …, ``"sticks_10000"`` …);
    ``label`` is ``(step code, params)``, rendered by the i18n layer
    (:func:`mjlearn.exercises.field_label`). The fields are in the order of the typed
    "a / b" form, so a mapping ``{key: value}`` and the typed form are the same answer."""

    key: str
    label: tuple[str, Mapping[str, Any]]

    def __post_init__(self) -> None:
        check_text("key", self.key, 40)
        label = self.label
        if not isinstance(label, (tuple, list)) or len(label) != 2 or type(label[0]) is not str \
                or not (label[1] is None or isinstance(label[1], Mapping)):
            raise bad_argument("label", "step", label)
        code, params = label
        object.__setattr__(self, "label", (code, frozen_mapping(params)))


@dataclass(frozen=True, slots=True)
class Question:
    """One exercise, as data. ``data`` holds what the engine needs (mpsz strings, tile
    kinds…); ``prompt`` is ``(prompt code, params)`` rendered by the i18n layer.

    ``constraints`` are those it was generated with (so :func:`~mjlearn.exercises.similar`
    and the review draw the same skill again); ``fields`` the labelled answer fields of a
    several-amount answer (empty otherwise); ``skills`` the skill ids it exercises
    (:mod:`mjlearn.exercises.skills`), filled in by ``generate``."""

    kind: str
    seed: int
    difficulty: int
    ruleset: str
    data: Mapping[str, Any]
    prompt: tuple[str, Mapping[str, Any]]
    answer_type: str
    choices: tuple[str, ...] = ()
    constraints: Mapping[str, Any] = field(default_factory=dict)
    fields: tuple[Field, ...] = ()
    skills: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "data", frozen_mapping(self.data))
        object.__setattr__(self, "constraints", frozen_mapping(self.constraints))
        object.__setattr__(self, "fields", tuple(self.fields))
        object.__setattr__(self, "skills", tuple(self.skills))
        code, params = self.prompt
        object.__setattr__(self, "prompt", (code, frozen_mapping(params)))
        if self.answer_type not in ANSWER_TYPES:
            raise ValueError(f"unknown answer type {self.answer_type!r}")

    def __hash__(self) -> int:
        return hash((self.kind, self.seed, self.difficulty, self.ruleset))


def plays_with_winds(question: Question) -> bool:
    """Whether the question's rules have wind tiles (``Ruleset.winds``; the Kostaryov
    family rules do not): the names its answer and its steps show depend on it."""
    rules = PRESETS.get(question.ruleset)
    return rules is None or rules.winds


def named_for(subject: Question | Ruleset) -> dict[str, Any]:
    """The parameter a step about a question (or under a ruleset) carries so that the
    i18n layer names its yaku for that set of tiles: ``{"winds": False}`` under rules
    without wind tiles, else nothing (mjlearn.i18n.render.WITHOUT_WINDS_FORMATS)."""
    return tile_set_params(subject.winds if isinstance(subject, Ruleset)
                           else plays_with_winds(subject))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The result of checking one answer.

    ``expected`` and ``given`` are in the answer type's canonical form (a :class:`Tile`,
    a ``frozenset`` of kinds, an ``int``…). ``misconception`` is a stable code naming the
    recognised mistake (None when correct or not recognised), ``params`` its details,
    ``skill`` the skill the misconception belongs to (None when there is none).
    ``also``: another mistake that gives the same answer, as ``(code, params, skill)``
    (the feedback names it too: "or perhaps …").
    """

    correct: bool
    expected: Any
    given: Any
    misconception: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    skill: str | None = None
    also: tuple = ()

    def __post_init__(self) -> None:
        if type(self.correct) is not bool:
            raise bad_argument("correct", "true_or_false", self.correct)
        for name in ("misconception", "skill"):
            if getattr(self, name) is not None and not isinstance(getattr(self, name), str):
                raise bad_argument(name, "text", getattr(self, name))
        if not isinstance(self.params, Mapping):
            raise bad_argument("params", "mapping", self.params)
        object.__setattr__(self, "params", frozen_mapping(self.params))
        object.__setattr__(self, "also", tuple((code, frozen_mapping(params), skill)
                                               for code, params, skill in self.also))


# What the exercise layer's public functions check their arguments against.
QUESTION = instance_of(Question, "question")
VERDICT = instance_of(Verdict, "result")
FIELD = instance_of(Field, "answer_field")


@accepts(question=QUESTION, verdict=VERDICT)
def diagnosis_step(question: Question, verdict: Verdict) -> Step | None:
    """The misconception ``verdict`` recognised, as a step the i18n layer renders (its
    yaku named for the question's set of tiles); None when it names none."""
    if verdict.misconception is None:
        return None
    return step(verdict.misconception, **{**verdict.params, **named_for(question)})


# A misconception looks at the question, the learner's parsed answer and the right one,
# and returns its params when it explains the answer (None otherwise).
Matcher = Callable[[Question, Any, Any], Mapping[str, Any] | None]


@dataclass(frozen=True, slots=True)
class Misconception:
    """``answer``, for a recomputed misconception, is the answer it leads to (None where
    it does not apply): what a teacher's key or a test can show as the typical mistake.
    ``skill`` is the skill it belongs to (:mod:`mjlearn.exercises.skills`)."""

    code: str
    match: Matcher
    answer: Callable[[Question], Any] | None = None
    skill: str | None = None
    # where the same answer also follows from other slips this one was chosen over:
    # (code, params, skill) of each, for "or perhaps …"
    others: Callable[[Question, Any, Any], tuple] | None = None


def recomputed(code: str, mistaken_answer: Callable[[Question], Any],
               params: Callable[[Question], Mapping[str, Any]] | None = None,
               skill: str | None = None) -> Misconception:
    """The common case: a misconception *is* a different computation. It explains the
    learner's answer when recomputing the question under it gives exactly that answer
    (and that answer is not the right one)."""
    def match(question: Question, given: Any, expected: Any) -> Mapping[str, Any] | None:
        wrong = mistaken_answer(question)
        if wrong is None or wrong == expected or wrong != given:
            return None
        return params(question) if params else {}
    return Misconception(code, match, mistaken_answer, skill)


def _numeric(given: Any) -> bool:
    """A count or amounts: an answer two slips can share by chance."""
    if isinstance(given, tuple):
        return bool(given) and all(type(a) is int for a in given)
    return type(given) is int


def diagnose(question: Question, given: Any, expected: Any,
             misconceptions: tuple[Misconception, ...],
             rank: Callable[[str | None], int] | None = None) -> Verdict:
    """Correct, or the first misconception (in the kind's order, most specific first)
    that reproduces the learner's answer. With ``rank`` (a skill's weight: the lesson that
    taught it, where the question is one of a lesson's), the misconceptions that reproduce
    the answer are taken by rank first, the highest (the lesson's own topic) first; the
    next one of another skill that gives the same answer is kept in ``also``."""
    if given == expected:
        return Verdict(True, expected, given)
    found = []
    for misconception in misconceptions:
        params = misconception.match(question, given, expected)
        if params is not None and misconception.code not in (m.code for m, _ in found):
            found.append((misconception, params))
    if not found:
        return Verdict(False, expected, given)
    if rank is not None:
        found.sort(key=lambda pair: -rank(pair[0].skill))     # stable: the kind's order within
    (first, params), *others = found
    # another explanation of a number, of another skill (two slips that give the same
    # count or amounts; for tiles or names the answer itself shows which slip it is, and
    # one that says the same thing in other words adds nothing)
    candidates = [(m.code, p, m.skill) for m, p in others]
    if first.others is not None:
        candidates += list(first.others(question, given, expected))
    also = tuple(c for c in candidates
                 if c[2] != first.skill and c[0] != first.code and _numeric(given))[:1]
    return Verdict(False, expected, given, first.code, params, first.skill, also)
