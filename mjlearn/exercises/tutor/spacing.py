"""Spacing across days: each skill a learner has missed is a card of the FSRS scheduler.

Within a session the review counts questions (:mod:`.review`: a missed skill comes back
after the next question). Across days each skill is scheduled the way the field
schedules flash cards: by FSRS (the Free Spaced Repetition Scheduler, Anki's own), through
the ``fsrs`` package. A skill becomes a card at its first miss — a skill never missed is
never due — and from then on every question that shows it is one review of its card.

**Ratings.** A question rates each skill it showed once, by the first answer that showed
it (:func:`rating`):

* a wrong answer: **Again** (the skill was missed);
* right at the first try: **Good**;
* right at a later try (the question was missed before, on another of its skills):
  **Hard**.

**The scheduler** is FSRS with its default parameters and retention (0.9), without
learning steps (the minutes between reviews within a day are the session's questions,
not the card's) and without fuzz, so a learner's schedule is the same every run
(:data:`SCHEDULER_OPTIONS`). A card is kept as the package's own JSON.

``fsrs`` is imported when a card is first reviewed, not with the package.
"""

from __future__ import annotations

from datetime import date, datetime, timezone

AGAIN, HARD, GOOD = 1, 2, 3          # fsrs.Rating values
SCHEDULER_OPTIONS = {"learning_steps": (), "relearning_steps": (), "enable_fuzzing": False}

_scheduler = None


def scheduler():
    """The FSRS scheduler every card is reviewed by (made once)."""
    global _scheduler
    if _scheduler is None:
        from fsrs import Scheduler

        _scheduler = Scheduler(**SCHEDULER_OPTIONS)
    return _scheduler


def rating(correct: bool, first: bool) -> int:
    """The rating of one answer for a skill it showed: wrong, Again; right at the first
    try, Good; right at a later try, Hard."""
    if not correct:
        return AGAIN
    return GOOD if first else HARD


def _utc(when: float) -> datetime:
    return datetime.fromtimestamp(float(when), tz=timezone.utc)


def review(card: str, grade: int, when: float) -> str:
    """The card (its JSON; ``""``: the skill has none yet) after a review rated ``grade``
    at ``when`` (seconds since the epoch). A skill without a card gets one at its first
    miss only: any other rating leaves it without one (``""``)."""
    from fsrs import Card, Rating

    if not card:
        if grade != AGAIN:
            return ""
        current = Card(card_id=1, due=_utc(when))
    else:
        current = Card.from_json(card)
    reviewed, _log = scheduler().review_card(current, Rating(grade), _utc(when))
    return reviewed.to_json()


def due_at(card: str) -> datetime | None:
    """When the card is next due (UTC); None without a card."""
    if not card:
        return None
    import json

    return datetime.fromisoformat(json.loads(card)["due"])


def local_day(when: datetime) -> date:
    """The learner's calendar day of a moment (the machine's time zone)."""
    return when.astimezone().date()


def due_on(card: str, today: date) -> bool:
    """Whether a card is due on ``today`` (or was due before)."""
    due = due_at(card)
    return due is not None and local_day(due) <= today


__all__ = ["AGAIN", "HARD", "GOOD", "SCHEDULER_OPTIONS", "rating", "review", "due_at",
           "due_on", "local_day", "scheduler"]
