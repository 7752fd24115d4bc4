"""Spaced review, mastery and difficulty as pure functions (the store keeps their state).

**Every answer counts the same way.** Each answer — a first try or a later one — counts
once for each skill it showed (all of the question's when right or not recognised, the
mistake's skill when a mistake was named): in the skill's answers (``seen``, ``right``),
in its mastery and in the learner's totals.

**Review within a session, counted in questions.** A skill is due only once it has been
missed: a wrong answer marks it ``missed`` and due after the next question (box 0); it
stays due until a later question's first answer shows it right (a right second try, after
the hint of a miss, does not clear it). Each right first answer moves it a Leitner box up
(due :data:`INTERVALS`\\ [*b*] questions later, for the order of a long review). The clock
is the learner's count of questions, not the wall clock. Across days the skills missed
are cards of the FSRS scheduler (:mod:`.spacing`).

**Mastery** of a skill is the share of right answers among its latest
:data:`RECENT_ANSWERS` answers; with fewer than :data:`MIN_ANSWERS` answers there are too
few to tell (``level`` None).

**Difficulty** rises one level after :data:`STREAK_UP` right first answers in a row at
the current level and eases one level after :data:`MISSES_DOWN` misses in a row.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Sequence

INTERVALS = (1, 2, 4, 8, 16, 32)     # questions until due again, by box
MAX_BOX = len(INTERVALS) - 1
RECENT_ANSWERS = 10                  # the answers a skill's mastery is the share of
MIN_ANSWERS = 3                      # fewer: too few answers to tell
STREAK_UP = 3
MISSES_DOWN = 2


@dataclass(frozen=True, slots=True)
class SkillState:
    """One skill of one learner: Leitner ``box``, the question count when it is ``due``,
    answers ``seen`` and ``right``, ``mastery`` (0–1, the share of right answers among
    the ``recent`` ones: "1" right, "0" wrong, oldest first), and the question to draw
    for its review: ``kind``, ``difficulty``, ``constraints`` (JSON text) of the last
    question that exercised it (the last one missed, when it was missed); ``missed``
    while it waits for review in the session, and its FSRS ``card`` (JSON, ``""``
    until its first miss)."""

    skill: str
    box: int = 0
    due: int = 0
    seen: int = 0
    right: int = 0
    mastery: float = 0.0
    kind: str = ""
    difficulty: int = 1
    constraints: str = "{}"
    missed: int = 0
    recent: str = ""
    card: str = ""

    @property
    def level(self) -> float | None:
        """The mastery shown: None with too few answers to tell."""
        return self.mastery if self.seen >= MIN_ANSWERS else None


def update(state: SkillState, correct: bool, now: int, kind: str, difficulty: int,
           constraints: str, first: bool = True) -> SkillState:
    """The skill after an answer given at question count ``now`` (``first``: the
    question's first answer)."""
    recent = (state.recent + ("1" if correct else "0"))[-RECENT_ANSWERS:]
    mastery = round(recent.count("1") / len(recent), 6)
    counts = {"seen": state.seen + 1, "right": state.right + bool(correct),
              "mastery": mastery, "recent": recent}
    if correct and not first:            # right after a miss: still waiting for review
        return replace(state, **counts)
    # a missed skill answered right keeps the question of the miss for its review
    keep = correct and state.missed and state.kind
    recipe = {} if keep else {"kind": kind, "difficulty": difficulty, "constraints": constraints}
    box = min(state.box + 1, MAX_BOX) if correct else 0
    return replace(state, box=box, due=now + INTERVALS[box], missed=0 if correct else 1,
                   **counts, **recipe)


def due_order(states: Iterable[SkillState], now: int) -> list[SkillState]:
    """The skills due in the session at question count ``now``: the missed ones whose
    next question has come, the most overdue first."""
    return sorted((s for s in states if s.missed and s.due <= now),
                  key=lambda s: (s.due, s.skill))


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
           "RECENT_ANSWERS", "MIN_ANSWERS", "STREAK_UP", "MISSES_DOWN"]
