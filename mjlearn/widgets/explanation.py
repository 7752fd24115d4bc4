"""``ExplanationView``: the steps of an explanation, revealed one at a time, each a
collapsible ``<details>`` rendered by the i18n layer. The list itself is not numbered:
each step's summary ("Step 1") is its only number."""

from __future__ import annotations

from html import escape
from typing import Iterable

import ipywidgets as widgets

from ..i18n import render_step, text_html
from ..trace import Step
from ..checks import bad_argument, check_items
from ..i18n import resolve_language
from .base import Localized, check_layout, check_options
from .labels import label


MAX_STEPS = 10_000


def _steps(value: object) -> tuple[Step, ...]:
    steps = check_items("steps", value, "step", MAX_STEPS)
    if not all(isinstance(s, Step) for s in steps):
        raise bad_argument("steps", "step", value)
    return steps


class ExplanationView(widgets.VBox, Localized):
    """``ExplanationView(steps)``; ``reveal_next()`` shows one more step (a hint),
    ``reveal_all()`` the whole trace. ``revealed`` counts the steps shown."""

    def __init__(self, /, steps: Iterable[Step] = (), *, lang: str | None = None,
                 revealed: int | None = None, **kwargs) -> None:
        check_layout(type(self), kwargs)
        check_options(revealed=revealed)
        steps = _steps(steps)
        resolve_language(lang)
        self.heading = widgets.Label()
        self.body = widgets.HTML()
        self.note = widgets.Label()
        super().__init__(children=[self.heading, self.body, self.note], **kwargs)
        self._init_language(lang)
        self.set_steps(steps, revealed)

    def set_steps(self, steps: Iterable[Step], revealed: int | None = None) -> None:
        check_options(revealed=revealed)
        self.steps = _steps(steps)
        self.revealed = len(self.steps) if revealed is None else max(0, min(revealed, len(self.steps)))
        self._exhausted = False
        self.refresh()

    def reveal_next(self) -> bool:
        """Show one more step; False (and a note saying so) when all are shown."""
        if self.revealed >= len(self.steps):
            self._exhausted = True
            self.refresh()
            return False
        self.revealed += 1
        self.refresh()
        return True

    def reveal_all(self) -> None:
        self.revealed = len(self.steps)
        self.refresh()

    def texts(self) -> list[str]:
        """The revealed steps as text, in order."""
        return [render_step(s, self.lang) for s in self.steps[:self.revealed]]

    def refresh(self) -> None:
        self.heading.value = label("explanation", self.lang) if self.revealed else ""
        items = []
        for number, (s, text) in enumerate(zip(self.steps, self.texts()), start=1):
            summary = escape(label("step", self.lang, number=number))
            items.append(f'<li class="mjlearn-step" data-code="{escape(s.code, quote=True)}">'
                         f"<details open><summary>{summary}</summary>"
                         f"<span>{text_html(text)}</span></details></li>")
        self.body.value = (f'<ol class="mjlearn-steps" lang="{self.lang}" '
                           f'style="list-style:none;padding-left:0">{"".join(items)}</ol>'
                           if items else "")
        self.note.value = label("no_more_hints", self.lang) if self._exhausted else ""
        # nothing revealed yet: no empty space under the exercise
        self.layout.display = None if items or self._exhausted else "none"
