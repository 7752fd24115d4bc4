"""Exercises checked by the engine: generators, checkers, misconceptions and hints.

    from mjlearn.exercises import generate, check, hints
    q = generate("find_waits", seed=7, difficulty=2)
    verdict = check(q, "36m", lang="pl")     # Verdict(correct, expected, given, misconception…)
    steps = hints(q)                          # trace steps, rendered by mjlearn.i18n

No answer is stored: ``check`` asks the engine every time.

Kinds: ``dora_from_indicator``, ``find_waits`` and ``furiten`` (tiles, :mod:`.furiten`); ``name_yaku``, ``count_han``,
``count_fu``, ``hand_payments`` (a whole Riichi hand, :mod:`.riichi_kinds`,
:mod:`.payments`); ``han_fu_to_points``; ``round_settlement``, ``final_score``,
``pay_with_sticks`` (the table, :mod:`.table_kinds`); ``classic_hand_score``,
``classic_settlement`` (:mod:`.classic_kinds`). ``mjlearn quiz`` prints any of them.
"""

from . import (classic_kinds, dora, furiten, payments, riichi_kinds,  # noqa: F401
               table_kinds, waits)  # (each registers its kind)
from .answers import display_answer, parse_answer
from .base import (ANSWER_TYPES, INTEGER, MULTIPLE_CHOICE, POINTS, POINTS_LIST, SINGLE_CHOICE,
                   TILE, TILE_SET, Misconception, Question, Verdict, diagnose, recomputed)
from .registry import (KINDS, ExerciseKind, check, expected_answer, feedback, generate, get_kind,
                       hints, register_kind)

__all__ = [
    "generate", "check", "hints", "feedback", "expected_answer", "KINDS", "ExerciseKind", "get_kind",
    "register_kind", "Question", "Verdict", "Misconception", "recomputed", "diagnose",
    "parse_answer", "display_answer", "ANSWER_TYPES", "TILE", "TILE_SET", "INTEGER",
    "POINTS", "POINTS_LIST", "SINGLE_CHOICE", "MULTIPLE_CHOICE",
]
