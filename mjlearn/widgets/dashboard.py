"""``ProgressDashboard``: "my progress" — how many answers, and the mastery of each skill
as a bar chart, per set of rules, in the learner's language.

The data come from the progress store (:meth:`mjlearn.exercises.ProgressStore.mastery`:
the skills met, each with its mastery from 0 to 1 and its answers); the chart is SVG
drawn in Python (:mod:`.chart`), readable in the light and the dark theme.

Every answer counts the same way, a second try like a first: in the totals above the
chart and in the row of each skill it showed. A bar is the share of right answers among a
skill's latest answers (:data:`~mjlearn.exercises.tutor.review.RECENT_ANSWERS`); with
fewer than :data:`~mjlearn.exercises.tutor.review.MIN_ANSWERS` it is "too few answers to
tell", not a short red bar. One line under the chart says so.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from ..exercises import SKILLS, skill_name
from ..exercises.tutor.review import RECENT_ANSWERS
from ..i18n import name
from .base import Localized, check_options
from .card import StaticCard
from .chart import Bar, bar_chart_svg
from .exercise import note_html, store_note_html
from .labels import label
from .progress import DEFAULT_STORE, StoreLink
from .style import stylesheet, wrapping_row

RULESET_ORDER = ("standard", "ema", "kostaryov")


def mastery_bars(mastery, lang: str) -> list[Bar]:
    """One bar per skill of the areas the learner has met (skills of those areas not
    tried yet are grey), in the order of :data:`~mjlearn.exercises.SKILLS`."""
    met = {m.skill: m for m in mastery if m.seen}
    areas = {skill.split(".", 1)[0] for skill in met}
    bars = []
    for skill in SKILLS:
        if skill.split(".", 1)[0] not in areas:
            continue
        m = met.get(skill)
        if m is None:
            bars.append(Bar(skill_name(skill, lang), None))
        else:
            note = label("progress_answers", lang, count=m.seen, correct=m.right)
            bars.append(Bar(skill_name(skill, lang), m.level, note,
                            label("progress_too_few", lang)))
    return bars


class ProgressDashboard(StaticCard, widgets.VBox, Localized):
    """``ProgressDashboard()``: the learner's progress from the default store (or
    ``store=``); ``update_button.click()`` (or :meth:`refresh`) reads it again."""

    card_title = "card_progress"

    def __init__(self, *, store: Any = DEFAULT_STORE, lang: str | None = None) -> None:
        check_options(store=store)
        self._init_language(lang)
        self.progress = StoreLink(store, self.lang, None)
        self.title = widgets.HTML()
        self.body = widgets.HTML()
        self.store_message = widgets.HTML()
        self.update_button = widgets.Button(layout=widgets.Layout(width="auto", min_width="8em"))
        self.update_button.on_click(lambda _b: self.refresh())
        super().__init__(children=[stylesheet(), self.title, self.body,
                                   wrapping_row([self.update_button]), self.store_message])
        self.add_class("mjlearn-dashboard")
        self.refresh()

    def charts(self) -> dict[str, list[Bar]]:
        """The bars of each ruleset the learner has answered in."""
        found = {}
        rulesets = self.progress.rulesets()
        for ruleset in sorted(rulesets, key=lambda r: (RULESET_ORDER + (r,)).index(r)):
            bars = mastery_bars(self.progress.mastery(ruleset), self.lang)
            if bars:
                found[ruleset] = bars
        return found

    def refresh(self) -> None:
        lang = self.lang
        self.progress.set_language(lang)
        self.title.value = f'<h3 lang="{lang}">{escape(label("progress_title", lang))}</h3>'
        self.update_button.description = label("progress_update", lang)
        score = self.progress.score()
        charts = self.charts()
        if not charts:
            self.body.value = note_html(label("progress_empty", lang), lang)
        else:
            parts = [f'<div class="mjlearn-progress" lang="{lang}">']
            if score is not None:
                right, total, _streak = score
                parts.append(f"<p>{escape(label('progress_totals', lang, count=total, correct=right))}</p>")
            title = label("progress_chart", lang)
            for ruleset, bars in charts.items():
                if len(charts) > 1 or ruleset != "standard":
                    heading = label("progress_ruleset", lang, ruleset=name("ruleset", ruleset, lang))
                    parts.append(f"<h4>{escape(heading)}</h4>")
                parts.append(bar_chart_svg(bars, lang, title=title,
                                           empty=label("progress_not_tried", lang)))
            legend = label("progress_legend", lang, count=RECENT_ANSWERS)
            parts.append(f'<p class="mjlearn-legend"><small>{escape(legend)}</small></p></div>')
            self.body.value = "".join(parts)
        self.store_message.value = store_note_html(self.progress, lang)


__all__ = ["ProgressDashboard", "mastery_bars"]
