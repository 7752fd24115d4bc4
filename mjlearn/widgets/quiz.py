"""``QuizWidget``: a fixed list of exercises of several kinds — the very questions, in
the same order, that ``mjlearn quiz --seed N --kinds … --count K`` prints for a teacher
— shown one at a time with "question i of n", the running score and a summary at the end.

It is an :class:`~.exercise.ExerciseWidget` that walks a ready question list
(:func:`mjlearn.exercises.quiz.quiz_questions`) instead of drawing new ones; checking,
hints, feedback and the explanation are the exercise widget's own. Only the first check
of each question counts towards the score: a learner may try again, as in class, but a
quiz grades the first answer.
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable

import ipywidgets as widgets

from ..errors import MjlearnError
from ..exercises import KINDS, Verdict
from ..exercises.quiz import quiz_questions
from .exercise import ExerciseWidget
from .labels import label

MAX_COUNT = 200  # questions per kind, the limit of the ``quiz`` command too


class QuizWidget(ExerciseWidget):
    """``QuizWidget(["count_han", "count_fu"], seed=7, count=3, lang="it")``: ``count``
    questions of each kind, kind after kind, as ``mjlearn quiz`` lists them.

    Drive it like the exercise widget (``answer.value``, ``check_button.click()``,
    ``next_button.click()``); after the last question Next shows the summary
    (``summary.value``) and ``restart_button`` starts again from question 1.
    """

    def __init__(self, kinds: str | Iterable[str], seed: int, count: int = 5,
                 difficulty: int = 1, *, ruleset: str = "standard", lang: str | None = None,
                 picker: bool = False, **constraints: Any) -> None:
        kinds = [kinds] if isinstance(kinds, str) else list(kinds)
        if not kinds:
            raise MjlearnError("unknown_exercise_kind", kind="", known=", ".join(sorted(KINDS)))
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
            raise MjlearnError("bad_option", option="count", value=str(count))
        self.kinds, self.count = tuple(kinds), count
        self.questions = tuple(quiz_questions(seed, kinds, count, difficulty, ruleset,
                                              **constraints))
        self.index = 0
        self.finished = False
        self.results: list[bool | None] = [None] * len(self.questions)  # first answers
        self._answer_order: list[bool] = []  # the same, in the order they were given
        self.position_label = widgets.HTML()
        self.summary = widgets.HTML()
        self.restart_button = widgets.Button()
        self.restart_button.on_click(lambda _b: self.restart())
        super().__init__(kinds[0], seed=seed, difficulty=difficulty, ruleset=ruleset,
                         lang=lang, picker=picker, **constraints)
        self.children = (self.position_label, *self.children, self.summary, self.restart_button)

    # --- moving through the quiz ---------------------------------------------------

    def _start(self) -> None:
        self._go(0)

    def _go(self, index: int) -> None:
        self.index, self.finished = index, False
        self._state = ()
        self.show(self.questions[index])

    def next(self, seed: int | None = None) -> None:
        """The next question; after the last one, the summary. (``seed`` is ignored:
        a quiz's questions are fixed.)"""
        if self.finished:
            return
        if self.index + 1 < len(self.questions):
            self._go(self.index + 1)
        else:
            self.finished = True
            self._state = ()
            self.refresh()

    def restart(self) -> None:
        """The same questions again from the first, the score back to zero."""
        self.results = [None] * len(self.questions)
        self._answer_order = []
        self._go(0)

    def check(self) -> Verdict | None:
        return None if self.finished else super().check()

    def hint(self) -> bool:
        return False if self.finished else super().hint()

    # --- the score: first answers only --------------------------------------------

    def _count(self, verdict: Verdict) -> None:
        if self.results[self.index] is None:
            self.results[self.index] = verdict.correct
            self._answer_order.append(verdict.correct)

    def score(self) -> tuple[int, int, int]:
        """(questions right, questions answered, right first answers in a row)."""
        right = sum(r is True for r in self.results)
        answered = sum(r is not None for r in self.results)
        streak = 0
        for correct in reversed(self._answer_order):
            if not correct:
                break
            streak += 1
        return right, answered, streak

    # --- rendering -----------------------------------------------------------------

    def refresh(self) -> None:
        super().refresh()
        lang, total = self.lang, len(self.questions)
        position = label("quiz_position", lang, number=self.index + 1, total=total)
        self.position_label.value = (f'<p class="mjlearn-quiz-position" lang="{lang}">'
                                     f"<strong>{escape(position)}</strong></p>")
        last = self.index + 1 == total
        self.next_button.description = label("quiz_finish" if last else "quiz_next", lang)
        for control in (self.answer, self.check_button, self.hint_button,
                        self.show_all_button, self.next_button):
            control.disabled = self.finished
        if self.finished:
            right = self.score()[0]
            text = label("quiz_summary", lang, correct=right, count=total)
            self.summary.value = (f'<div class="mjlearn-quiz-summary" lang="{lang}">'
                                  f"<p><strong>{escape(text)}</strong></p></div>")
        else:
            self.summary.value = ""
        self.restart_button.description = label("quiz_restart", lang)
        self.restart_button.layout.display = None if self.finished else "none"


__all__ = ["QuizWidget"]
