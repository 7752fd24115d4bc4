"""``ReviewWidget``: spaced review at the end of every lesson and on the start page.

The skills the learner missed come back, each as a new question of the kind, difficulty,
ruleset and constraints of the question that showed the mistake
(:meth:`mjlearn.exercises.ProgressStore.review_question`): in the session after the next
question, and across days when the skill's FSRS card falls due. It says how many skills
are due today and the day of the next review (a localized date). An answer here counts
like any other. "My progress" opens the :class:`~.dashboard.ProgressDashboard` below.

The lesson build appends ``ReviewWidget()`` to every lesson (``mjlearn.lessons.build``),
so no lesson source has to: it reads the store when the learner presses "Start the
review", not when the notebook runs, so it sees the answers given in the lesson above.
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as widgets

from ..exercises import Question
from ..i18n import format_day
from .base import Localized, check_options
from .card import StaticCard
from .dashboard import ProgressDashboard
from .exercise import ExerciseWidget, note_html, store_note_html
from .labels import label
from .progress import DEFAULT_STORE, StoreLink
from .style import stylesheet, wrapping_row


class _ReviewExercise(ExerciseWidget):
    """An exercise whose questions come from the review queue."""

    def __init__(self, /, owner: "ReviewWidget", first: Question, **options: Any) -> None:
        self._owner, self._ready = owner, first
        super().__init__(first.kind, seed=first.seed, difficulty=first.difficulty,
                         ruleset=first.ruleset, adaptive=False, **options)

    def _start(self) -> None:
        self.show(self._ready)

    def next(self, seed: int | None = None) -> None:
        question = self.progress.review_question(self._rng)
        if question is None:
            self._owner.finish()
        else:
            self._state = ()
            self.show(question)


class ReviewWidget(StaticCard, widgets.VBox, Localized):
    """``ReviewWidget()``; ``start_button.click()`` draws the first question due (the
    exercise is then ``review.exercise``), ``progress_button.click()`` shows or hides
    "my progress" (open from the start with ``dashboard=True``)."""

    card_title = "card_review"

    def card_parts(self) -> tuple[str, str]:
        return self.intro.value, ""

    def __init__(self, *, store: Any = DEFAULT_STORE, lang: str | None = None,
                 dashboard: bool = False, seed: int | None = None, attempts: int = 2) -> None:
        check_options(store=store, dashboard=dashboard, seed=seed)
        self._init_language(lang)
        self._store, self.attempts = store, attempts
        self.progress = StoreLink(store, self.lang, None)
        self._rng = random.Random(seed)
        self.title = widgets.HTML()
        self.intro = widgets.HTML()
        self.status = widgets.HTML()
        self.store_message = widgets.HTML()
        self.start_button = widgets.Button(button_style="primary",
                                           layout=widgets.Layout(width="auto", min_width="10em"))
        self.progress_button = widgets.Button(layout=widgets.Layout(width="auto",
                                                                    min_width="10em"))
        self.start_button.on_click(lambda _b: self.start())
        self.progress_button.on_click(lambda _b: self.toggle_dashboard())
        self.exercise: _ReviewExercise | None = None
        self.exercise_box = widgets.VBox()
        self.dashboard: ProgressDashboard | None = None
        self.dashboard_box = widgets.VBox()
        super().__init__(children=[stylesheet(), self.title, self.intro, self.status,
                                   wrapping_row([self.start_button, self.progress_button]),
                                   self.store_message, self.exercise_box, self.dashboard_box])
        self.add_class("mjlearn-review")
        self._finished = False
        if dashboard:
            self.toggle_dashboard()
        self.refresh()

    def due_count(self) -> int:
        return len(self.progress.due())

    def start(self) -> bool:
        """Draw the first question due; False (and a note) when nothing is due."""
        self._finished = False
        question = self.progress.review_question(self._rng)
        if question is None:
            self.finish()
            return False
        self.exercise = _ReviewExercise(self, question, lang=self.lang, store=self._store,
                                        attempts=self.attempts)
        self.exercise_box.children = [self.exercise]
        self.refresh()
        return True

    def finish(self) -> None:
        """Nothing (more) is due: the exercise goes, a note says so."""
        self._finished = True
        self.exercise = None
        self.exercise_box.children = []
        self.refresh()

    def toggle_dashboard(self) -> None:
        if self.dashboard is None:
            self.dashboard = ProgressDashboard(store=self._store, lang=self.lang)
            self.dashboard_box.children = [self.dashboard]
        elif self.dashboard_box.children:
            self.dashboard_box.children = []
        else:
            self.dashboard.refresh()
            self.dashboard_box.children = [self.dashboard]
        self.refresh()

    def set_language(self, lang: str) -> None:
        super().set_language(lang)
        for child in (self.exercise, self.dashboard):
            if child is not None:
                child.set_language(lang)

    def refresh(self) -> None:
        lang = self.lang
        self.progress.set_language(lang)
        self.title.value = f'<h3 lang="{lang}">{escape(label("review_title", lang))}</h3>'
        self.intro.value = f'<p lang="{lang}">{escape(label("review_intro", lang))}</p>'
        self.start_button.description = label("review_start", lang)
        shown = bool(self.dashboard_box.children)
        self.progress_button.description = label("progress_hide" if shown else "progress_button",
                                                 lang)
        if self.exercise is not None:
            self.status.value = ""
        else:
            lines = []
            due = 0 if self._finished else self.due_count()
            if due:
                lines.append(label("review_due", lang, count=due))
            later = self.progress.next_review()
            if later is not None:
                lines.append(label("review_next", lang, date=format_day(later, lang)))
            said = "".join(f'<p lang="{lang}">{escape(line)}</p>' for line in lines)
            self.status.value = (note_html(label("review_nothing", lang), lang) + said
                                 if self._finished else said)
        self.start_button.layout.display = "none" if self.exercise is not None else None
        self.store_message.value = store_note_html(self.progress, lang)


__all__ = ["ReviewWidget"]
