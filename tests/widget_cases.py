"""Answers as a learner types them, right and wrong, for any question (shared by the
widget tests and ``benchmarks/bench_feedback.py``)."""

from __future__ import annotations

from mjlearn.exercises import (CALL, KINDS, MULTIPLE_CHOICE, POINTS, POINTS_LIST, TILE,
                               TILE_SET, expected_answer)
from mjlearn.i18n import Call, format_call
from mjlearn.tiles import Tile, kind_code


def typed(question, value) -> str:
    """How a learner types ``value`` (an answer in canonical form) for ``question``."""
    if question.answer_type == TILE_SET:
        return "".join(kind_code(k) for k in sorted(value))
    if question.answer_type == TILE:
        return value.code
    if question.answer_type == MULTIPLE_CHOICE:
        return ", ".join(sorted(value))
    if question.answer_type == POINTS_LIST:
        return " / ".join(str(a) for a in value)
    if question.answer_type == CALL:
        return format_call(value, "en")
    return str(value)


def a_wrong_answer(question, *, recognised: bool = False):
    """A wrong answer of the right shape: with ``recognised``, the first mistake the kind
    recomputes for this question (when it has one), else the right answer nudged."""
    right = expected_answer(question)
    if recognised:
        for m in KINDS[question.kind].misconceptions:
            wrong = m.answer(question) if m.answer else None
            if wrong is not None and wrong != right:
                return wrong
    kind = question.answer_type
    if kind == TILE:
        return Tile((right.kind + 1) % 34)
    if kind == TILE_SET:
        return right ^ {next(k for k in range(34) if k not in right)}
    if kind == MULTIPLE_CHOICE:
        return (right ^ {question.choices[0]}) or {question.choices[1]}
    if kind == POINTS_LIST:
        return tuple(a + 100 for a in right)
    if kind == POINTS:
        return right + 100
    if kind == CALL:
        return Call(right.form, tuple(a + 100 for a in right.amounts))
    return right + 1
