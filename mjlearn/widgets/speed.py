"""``SpeedRound``: a timed round of mixed, realistic questions, as a scorer meets them at
the table — the fu of a hand, a cell of the table, a call, who pays what — one try each,
the clock running on every question.

It ends with the round's accuracy and median time beside the learner's previous round and
best round (the progress store keeps every finished round), then each question's answer
and explanation. "Another speed round" draws new questions.
"""

from __future__ import annotations

import random
from html import escape
from typing import Any, Iterable

from ..exercises import SPEED_KINDS, speed_questions, speed_summary, target_seconds
from ..exercises.store.progress import RoundResult
from ..exercises.tutor.timing import SpeedSummary, TimedAnswer
from ..i18n import format_percent, format_seconds
from .base import check_options, serialized
from .labels import label
from .progress import DEFAULT_STORE
from .quiz import QuizWidget, report_html

ROUND_NAME = "speed"     # how the store names the speed round's results


def summary_html(summary: SpeedSummary, history: tuple[RoundResult, ...], lang: str) -> str:
    """This round's accuracy and median time, then how it compares with the rounds
    before it (``history``: the finished rounds before this one, oldest first)."""
    values = {"right": summary.right, "count": summary.count,
              "accuracy": format_percent(summary.accuracy, lang)}
    if summary.median is not None:
        lines = [label("speed_summary", lang, seconds=format_seconds(summary.median, lang),
                       **values)]
    else:
        lines = [label("speed_summary_untimed", lang, **values)]
    if summary.on_target:
        lines.append(label("speed_on_target", lang, count=summary.on_target))
    timed = [r for r in history if r.median is not None]
    if not history:
        lines.append(label("speed_first", lang))
    else:
        last = history[-1]
        if last.median is not None:
            lines.append(label("speed_previous", lang, right=last.right, count=last.count,
                               seconds=format_seconds(last.median, lang)))
        if summary.accuracy > last.accuracy:
            lines.append(label("speed_more_right", lang))
        if summary.median is not None and last.median is not None and summary.median < last.median:
            lines.append(label("speed_faster", lang))
        if timed:
            best = max(timed, key=lambda r: (r.accuracy, -r.median))
            if best is not last:
                lines.append(label("speed_best", lang, right=best.right, count=best.count,
                                   seconds=format_seconds(best.median, lang)))
    items = "".join(f"<p>{escape(line)}</p>" for line in lines)
    return (f'<div class="mjlearn-speed-summary mjlearn-feedback mjlearn-note" lang="{lang}">'
            f"{items}</div>")


class SpeedRound(QuizWidget):
    """``SpeedRound(seed=11, count=8, lang="pl")``: ``count`` questions of ``kinds``
    (:data:`~mjlearn.exercises.SPEED_KINDS` by default) at the level of real play, mixed,
    one try each, timed.

    Drive it like the quiz widget: ``answer.value``, ``check_button.click()``,
    ``next_button.click()``; after the last question ``summary.value`` holds the round's
    accuracy and median time (``w.result()``), and ``restart_button`` starts a new
    round."""

    def card_title_key(self) -> str:
        return "card_speed"

    def __init__(self, seed: int | None = None, count: int = 8, *,
                 kinds: Iterable[str] = SPEED_KINDS, ruleset: str = "standard",
                 lang: str | None = None, store: Any = DEFAULT_STORE, clock: Any = None,
                 picker: bool | None = None) -> None:
        check_options(seed=seed, kinds=kinds, store=store, clock=clock,
                      picker=picker)
        self.round_seed = seed if seed is not None else random.randrange(2**31)
        self._answers: dict[int, TimedAnswer] = {}
        self._history: tuple[RoundResult, ...] = ()
        self._kept = False
        super().__init__(list(kinds), seed=self.round_seed, count=count, difficulty=2,
                         ruleset=ruleset, lang=lang, mode="practice", picker=picker,
                         store=store, attempts=1, timed=True, clock=clock)
        self.add_class("mjlearn-speed-round")

    def _questions(self, seed: int, kinds: list[str], count: int, difficulty: int,
                   ruleset: str, **constraints: Any) -> list:
        return speed_questions(seed, count, kinds, ruleset)

    def _reset(self) -> None:
        super()._reset()
        self._answers = {}
        self._kept = False

    def _count(self, fb) -> None:
        first = not self.test.locked(self.index)
        super()._count(fb)
        if first and fb.verdict is not None:
            self._answers[self.index] = TimedAnswer(fb.verdict.correct, self._seconds(fb))

    def result(self) -> SpeedSummary:
        """The round so far: accuracy over its questions, median time of the answers."""
        answers = [self._answers.get(i) for i in range(len(self.questions))]
        return speed_summary(answers, [target_seconds(q) for q in self.questions])

    @serialized
    def next(self, seed: int | None = None) -> None:
        super().next(seed)
        if self.finished and not self._kept:
            # the rounds before this one, then this one kept for the next time
            self._history = tuple(self.progress.rounds(ROUND_NAME))
            summary = self.result()
            self.progress.record_round(ROUND_NAME, summary.right, summary.count, summary.median)
            self._kept = True
            self.refresh()

    @serialized
    def restart(self) -> None:
        """A new round: new questions, the clock and the score from zero."""
        self.round_seed = random.Random(self.round_seed).randrange(2**31)
        self.questions = tuple(self._questions(self.round_seed, list(self.kinds),
                                               len(self.questions), 2, self.ruleset))
        super().restart()

    def refresh(self) -> None:
        super().refresh()
        if self.finished:
            self.clock_view.layout.display = "none"
            # the round's summary says the score once ("6 of 8 answers right (75 %)…"),
            # so the questions follow without the quiz's own score line
            self.summary.value = summary_html(self.result(), self._history, self.lang) + \
                report_html(self.test.report(), self.lang, score=False)
            self.restart_button.description = label("speed_again", self.lang)
        else:
            self.clock_view.layout.display = None


__all__ = ["SpeedRound", "summary_html", "ROUND_NAME"]
