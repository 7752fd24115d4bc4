"""``TryWaits("13m456p789s111z55z")``: a box where a learner types a hand of 13 tiles and
sees its tiles and its waits, or a message that says what to correct (lessons 01–02).

Drivable without a browser: set ``w.box.value`` and read ``w.result.value``."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ..errors import MjlearnError
from .base import Localized
from .card import StaticCard
from .labels import label
from .svg import row_html


class TryWaits(StaticCard, widgets.VBox, Localized):
    card_title = "card_waits"

    def card_parts(self) -> tuple[str, str]:
        return "", self.result.value

    def __init__(self, hand: str = "", *, lang: str | None = None) -> None:
        from ..checks import check_text

        check_text("hand", hand)
        self._init_language(lang)
        self.box = widgets.Text(value=hand, continuous_update=False,
                                description=label("picker_hand", self.lang),
                                style={"description_width": "initial"},
                                layout=widgets.Layout(width="auto", max_width="32em"))
        self.result = widgets.HTML()
        self.box.observe(lambda _change: self.refresh(), names="value")
        super().__init__(children=[self.box, self.result])
        self.add_class("mjlearn-try-waits")
        self.refresh()

    def refresh(self) -> None:
        self.box.description = label("picker_hand", self.lang)
        from ..hand import parse_waiting_hand
        from ..readings import find_waits
        from ..i18n import render_error, render_waits_html

        text = self.box.value.strip()
        if not text:
            self.result.value = ""
            return
        try:
            waiting = parse_waiting_hand(text)
        except MjlearnError as error:
            self.result.value = f'<p lang="{self.lang}">{escape(render_error(error, self.lang))}</p>'
            return
        self.result.value = (row_html([waiting.concealed], self.lang)
                             + render_waits_html(find_waits(waiting), self.lang))
