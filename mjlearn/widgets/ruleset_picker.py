"""``RulesetPicker()``: the learner picks the rules of their exercises once, on the start
page; the choice is kept with their progress (the store's ``"ruleset"`` setting), and
every :class:`~mjlearn.widgets.ExerciseWidget` made without ``ruleset=`` follows it.

Drivable without a browser: ``w.rules.value = "ema"`` saves the choice, ``w.message.value``
says what was kept (or why it could not be)."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from ..i18n.render import name as name_of, ruleset_name
from ..rules import PRESETS
from .base import Localized, error_html
from .card import StaticCard
from .labels import label
from .progress import DEFAULT_STORE, StoreLink

DEFAULT_RULESET = "standard"


def chosen_ruleset(store: Any) -> str:
    """The rules the learner chose (a preset's name), the standard rules until they do."""
    chosen = None
    if store is not None and getattr(store, "available", False):
        chosen = store.setting("ruleset")
    return chosen if chosen in PRESETS else DEFAULT_RULESET


def ruleset_option(name: str, lang: str) -> str:
    """A ruleset as a drop-down lists it: its title («Regole standard», "Standard rules"),
    the same in every list of rules (the start page's picker, the cheat sheet's)."""
    return name_of("ruleset_title", name, lang)


class RulesetPicker(StaticCard, widgets.VBox, Localized):

    card_title = "card_rules"

    def __init__(self, *, lang: str | None = None, store: Any = DEFAULT_STORE) -> None:
        self._init_language(lang)
        self.progress = StoreLink(store, self.lang, None)
        self.rules = widgets.Dropdown(options=[(ruleset_option(n, self.lang), n) for n in PRESETS],
                                      value=chosen_ruleset(self.progress.store),
                                      style={"description_width": "initial"},
                                      layout=widgets.Layout(width="auto"))
        self.message = widgets.HTML()
        self.note = widgets.HTML()
        self._saved = False
        self.rules.observe(lambda _change: self._save(), names="value")
        super().__init__(children=[self.rules, self.message, self.note])
        self.add_class("mjlearn-ruleset-picker")
        self.refresh()

    def _save(self) -> None:
        store = self.progress.store
        self._saved = True
        if store is not None and not store.set_setting("ruleset", self.rules.value):
            self._saved = False
        self.refresh()

    def refresh(self) -> None:
        self.rules.description = label("ruleset_choice", self.lang)
        self.rules.options = [(ruleset_option(n, self.lang), n) for n in PRESETS]
        store = self.progress.store
        error = getattr(store, "error", None) if store is not None else None
        if error is not None:           # the choice could not be read or kept: say why
            self.message.value = error_html(error, self.lang)
        elif self._saved:
            said = label("ruleset_saved", self.lang,
                         ruleset=ruleset_name(self.rules.value, self.lang))
            self.message.value = f'<p lang="{self.lang}">{escape(said)}</p>'
        else:
            self.message.value = ""
        note = escape(label("ruleset_note", self.lang))
        self.note.value = f'<p lang="{self.lang}"><em>{note}</em></p>'
