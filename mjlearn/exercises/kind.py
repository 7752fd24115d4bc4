"""An exercise kind and the table of registered kinds: what the answers, the skills and the
registry's calls look a question's kind up in (kept apart from :mod:`.registry`, whose calls
read answers, so that the answers can ask a kind for its fields)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any, Callable

from ..checks import check_instance, describe
from ..errors import MjlearnError, register_error_codes
from ..trace import Step
from .base import Field, Misconception, Question

register_error_codes({"unknown_exercise_kind": ("kind", "known")})


@dataclass(frozen=True, slots=True)
class ExerciseKind:
    """A kind of exercise: how to build one, what the engine says the answer is, which
    mistakes it recognises (most specific first), and the explanation steps.

    ``skills`` tags a question with the skills it exercises; ``hint`` is the first hint
    offered after a miss that no misconception explains (default: the first explanation
    step, for kinds whose first step does not give the answer away); ``fields`` the
    labelled answer fields of a several-amount answer. ``locate`` is the hint after a miss
    that no misconception explains, given the learner's answer: the first step whose
    value that answer cannot come from (None: ``hint``'s)."""

    name: str
    build: Callable[..., Question]          # (rng, seed, difficulty, ruleset, **constraints)
    expected: Callable[[Question], Any]      # the engine's answer, canonical form
    misconceptions: tuple[Misconception, ...]
    explain: Callable[[Question], tuple[Step, ...]]
    difficulties: tuple[int, ...]
    constraints: tuple[str, ...]
    skills: Callable[[Question], Any] | None = None
    hint: Callable[[Question], Step] | None = None
    fields: Callable[[Question], tuple[Field, ...]] | None = None
    locate: Callable[[Question, Any], Step | None] | None = None


# The modules of mjlearn.exercises.kinds that register the kinds when imported: loaded by
# the table the first time it is read (a plug-in table, filled on demand), so that importing
# the exercises, or a widget, costs nothing until a question is drawn or looked up.
KIND_MODULES = ("calls", "classic_kinds", "dora", "furiten", "payments", "riichi_kinds",
                "table_kinds", "table_rules", "waits")


class _KindTable(dict):
    """The registered kinds by name; reading it first imports every kind's module."""

    loaded = False

    def load(self) -> None:
        if not self.loaded:
            self.loaded = True
            for module in KIND_MODULES:
                import_module(f"{__package__}.kinds.{module}")

    def __getitem__(self, name):
        self.load()
        return super().__getitem__(name)

    def __contains__(self, name) -> bool:
        self.load()
        return super().__contains__(name)

    def __iter__(self):
        self.load()
        return super().__iter__()

    def __len__(self) -> int:
        self.load()
        return super().__len__()

    def get(self, name, default=None):
        self.load()
        return super().get(name, default)

    def keys(self):
        self.load()
        return super().keys()

    def values(self):
        self.load()
        return super().values()

    def items(self):
        self.load()
        return super().items()


KINDS: dict[str, ExerciseKind] = _KindTable()


def register_kind(kind: ExerciseKind) -> ExerciseKind:
    check_instance("kind", kind, ExerciseKind, "result")
    KINDS[kind.name] = kind
    return kind


def get_kind(name: str) -> ExerciseKind:
    try:
        return KINDS[name]
    except (KeyError, TypeError):
        raise MjlearnError("unknown_exercise_kind", kind=describe(name),
                           known=", ".join(sorted(KINDS))) from None


def fields_of(question: Question) -> tuple[Field, ...]:
    """The labelled answer fields of ``question`` (empty for a single answer)."""
    if _question(question).fields:
        return question.fields
    spec = get_kind(question.kind)
    return spec.fields(question) if spec.fields is not None else ()


def _question(question: Any) -> Question:
    return check_instance("question", question, Question, "question")
