"""``LanguageSelector``: pick en/es/it/pl/ru; every registered widget re-renders."""

from __future__ import annotations

import ipywidgets as widgets

from ..i18n import SUPPORTED_LANGUAGES, resolve_language, set_language
from .base import check_layout
from .labels import label

# Each language by its own name (an endonym reads the same in every language).
ENDONYMS = {"en": "English", "es": "Español", "it": "Italiano", "pl": "Polski",
            "ru": "Русский"}


class LanguageSelector(widgets.HBox):
    """``sel = LanguageSelector(); sel.register(view, exercise)``; choosing a language
    calls ``set_language`` on each registered widget. With ``set_default=True`` it also
    sets the process default (``mjlearn.set_language``) for cells that pass no ``lang``."""

    def __init__(self, /, lang: str | None = None, *, set_default: bool = False, **kwargs) -> None:
        check_layout(type(self), kwargs)
        lang = resolve_language(lang)
        self.caption = widgets.Label()
        self.dropdown = widgets.Dropdown(
            options=[(ENDONYMS[code], code) for code in SUPPORTED_LANGUAGES], value=lang)
        super().__init__(children=[self.caption, self.dropdown], **kwargs)
        self.set_default = set_default
        self.registered: list = []
        self.dropdown.observe(self._changed, names="value")
        self._relabel()

    @property
    def value(self) -> str:
        return self.dropdown.value

    @value.setter
    def value(self, lang: str) -> None:
        self.dropdown.value = resolve_language(lang)

    def register(self, *targets) -> "LanguageSelector":
        """Widgets (anything with ``set_language``) to re-render on a switch; each is
        switched to the current choice at once."""
        for target in targets:
            self.registered.append(target)
            target.set_language(self.value)
        return self

    def _relabel(self) -> None:
        self.caption.value = label("language", self.value)

    def _changed(self, change) -> None:
        lang = change["new"]
        if self.set_default:
            set_language(lang)
        self._relabel()
        for target in self.registered:
            target.set_language(lang)
