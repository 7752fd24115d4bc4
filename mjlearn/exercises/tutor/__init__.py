"""The tutor: tries, feedback and hints on a question (:mod:`.tries`), the review within
a session (:mod:`.review`), spacing across days with FSRS (:mod:`.spacing`), timed drills
(:mod:`.timing`) and the printed quiz (:mod:`.quiz`)."""

from .tries import (CORRECT, DEFAULT_ATTEMPTS, DIAGNOSED, NOT_YET, REVEALED, STATUSES, Feedback,
                    Tries, draw, first_hint, respond, reveal_answer, sets_the_trap, similar)

__all__ = ["Feedback", "Tries", "respond", "reveal_answer", "first_hint", "similar", "draw",
           "sets_the_trap",
           "CORRECT", "DIAGNOSED", "NOT_YET", "REVEALED", "STATUSES", "DEFAULT_ATTEMPTS"]
