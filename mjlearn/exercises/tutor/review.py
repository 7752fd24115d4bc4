"""Spaced review, mastery and difficulty as pure functions (the store keeps their state).

**Leitner boxes, counted in questions.** Each skill of a learner (per language and
ruleset) sits in a box from 0 to :data:`MAX_BOX`. A question's first answer moves each
skill it exercised: right, one box up; wrong, back to box 0. A skill in box *b* is due
again :data:`INTERVALS`\\ [*b*] questions later, so a missed skill comes back after the
next question and a mastered one rarely. The clock is the learner's count of answered
questions, not the wall clock: a learner who comes back after a week finds every due
skill waiting, and a scripted learner in a test sees the same schedule every run.

**Mastery** of a skill is an exponentially weighted share of right first answers
(:data:`MASTERY_WEIGHT` for the latest), from 0 to 1: it rises as soon as the learner
starts answering right and forgets old misses at a steady rate.

**Difficulty** rises one level after :data:`STREAK_UP` right first answers in a row at
the current level and eases one level after :data:`MISSES_DOWN` misses in a row.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Sequence

INTERVALS = (1, 2, 4, 8, 16, 32)     # questions until due again, by box
MAX_BOX = len(INTERVALS) - 1
MASTERY_WEIGHT = 0.35
STREAK_UP = 3
MISSES_DOWN = 2


@dataclass(frozen=True, slots=True)
class SkillState:
    """One skill of one learner: Leitner ``box``, the question count when it is ``due``,
    first answers ``seen`` and ``right``, ``mastery`` (0–1), and the question to draw
    for its review: ``kind``, ``difficulty``, ``constraints`` (JSON text) of the last
    question that exercised it (the last one missed, when it was missed)."""

    skill: str
    box: int = 0
    due: int = 0
    seen: int = 0
    right: int = 0
    mastery: float = 0.0
    kind: str = ""
    difficulty: int = 1
    constraints: str = "{}"


def update(state: SkillState, correct: bool, now: int, kind: str, difficulty: int,
           constraints: str) -> SkillState:
    """The skill after a first answer given at question count ``now``."""
    box = min(state.box + 1, MAX_BOX) if correct else 0
    mastery = state.mastery + MASTERY_WEIGHT * ((1.0 if correct else 0.0) - state.mastery)
    # a missed skill answered right keeps the question of the miss for its review
    keep = correct and state.seen and state.box == 0 and state.kind
    recipe = {} if keep else {"kind": kind, "difficulty": difficulty, "constraints": constraints}
    return replace(state, box=box, due=now + INTERVALS[box], seen=state.seen + 1,
                   right=state.right + bool(correct), mastery=round(mastery, 6), **recipe)


def due_order(states: Iterable[SkillState], now: int) -> list[SkillState]:
    """The skills due at question count ``now``: the lowest box (a missed skill) first,
    then the most overdue."""
    return sorted((s for s in states if s.seen and s.due <= now),
                  key=lambda s: (s.box, s.due, s.skill))


def next_difficulty(recent: Sequence[tuple[int, bool]], current: int,
                    levels: Sequence[int]) -> int:
    """The level to ask next, from the latest first answers of one kind (oldest first,
    ``(difficulty, correct)``) and the level asked now."""
    levels = sorted(levels)
    if current not in levels:
        current = levels[0]
    at = levels.index(current)
    streak = 0
    for difficulty, correct in reversed(recent):
        if difficulty != current or not correct:
            break
        streak += 1
    misses = 0
    for difficulty, correct in reversed(recent):
        if correct:
            break
        misses += 1
    if streak >= STREAK_UP and at + 1 < len(levels):
        return levels[at + 1]
    if misses >= MISSES_DOWN and at > 0:
        return levels[at - 1]
    return current


__all__ = ["SkillState", "update", "due_order", "next_difficulty", "INTERVALS", "MAX_BOX",
           "MASTERY_WEIGHT", "STREAK_UP", "MISSES_DOWN"]
