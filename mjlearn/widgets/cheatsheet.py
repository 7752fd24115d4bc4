"""``CheatSheetOffer``: the printable cheat sheet, offered where a learner starts.

The rules to choose (standard, the Kostaryov family's, EMA's, by their names in the
learner's language), then the engine's one-page sheet for them in that language
(``mjlearn cheatsheet --rules … --lang … --html``): a link that saves it as an HTML page
to open in a browser and print on A4, and the page itself, folded, to look at here.
Nothing is written to disk: the link carries the page.
"""

from __future__ import annotations

import base64
from html import escape
import ipywidgets as widgets

from ..i18n.cheatsheet import cheat_sheet_html
from ..rules import PRESETS, get_ruleset
from ..table import cheat_sheet
from .base import Localized
from .card import StaticCard
from .labels import label
from .ruleset_picker import ruleset_option
from .style import stylesheet

PREVIEW_HEIGHT = 560     # pixels: the top of the page, the rest a scroll away


class CheatSheetOffer(StaticCard, widgets.VBox, Localized):
    """``CheatSheetOffer(lang="pl")``: pick the rules, save or look at the page.

    ``w.rules.value`` is the chosen preset; ``w.page()`` the page's HTML;
    ``w.link.value`` and ``w.preview.value`` what the learner sees."""

    card_title = "card_sheet"

    def __init__(self, ruleset: str = "standard", *, lang: str | None = None) -> None:
        self._init_language(lang)
        self.rules = widgets.Dropdown(options=list(PRESETS), value=get_ruleset(ruleset).name,
                                      style={"description_width": "initial"},
                                      layout=widgets.Layout(width="auto"))
        self.link = widgets.HTML()
        self.preview = widgets.HTML()
        self.rules.observe(lambda _change: self.refresh(), names="value")
        super().__init__(children=[stylesheet(), self.rules, self.link, self.preview])
        self.add_class("mjlearn-cheatsheet-offer")
        self.refresh()

    def page(self) -> str:
        """The sheet of the chosen rules in the learner's language, as a whole page."""
        return cheat_sheet_html(cheat_sheet(get_ruleset(self.rules.value)), self.lang)

    def file_name(self) -> str:
        return f"mjlearn-cheatsheet-{self.rules.value}-{self.lang}.html"

    def refresh(self) -> None:
        lang = self.lang
        self.rules.description = label("sheet_rules", lang)
        self.rules.options = [(ruleset_option(name, lang), name) for name in PRESETS]
        page = self.page()
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        self.link.value = (
            f'<p lang="{lang}"><a class="mjlearn-sheet-link" download="{self.file_name()}" '
            f'href="data:text/html;charset=utf-8;base64,{data}" target="_blank">'
            f'{escape(label("sheet_download", lang))}</a> — '
            f'{escape(label("sheet_print", lang))}</p>')
        title = escape(label("sheet_preview", lang), quote=True)
        self.preview.value = (
            f'<details lang="{lang}"><summary>{escape(label("sheet_preview", lang))}</summary>'
            f'<iframe class="mjlearn-sheet-preview" title="{title}" '
            f'srcdoc="{escape(page, quote=True)}" style="box-sizing:border-box;width:100%;height:{PREVIEW_HEIGHT}px;'
            f'border:1px solid #bbb;background:#fff"></iframe></details>')


__all__ = ["CheatSheetOffer"]
