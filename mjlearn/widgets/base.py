"""What every mjlearn widget shares: its language, and showing errors in it."""

from __future__ import annotations

from ..errors import MjlearnError
from ..i18n import render_error_html, resolve_language


class Localized:
    """A widget that renders its text in ``self.lang`` and can switch language.

    ``set_language`` is what :class:`~mjlearn.widgets.LanguageSelector` calls."""

    lang: str

    def _init_language(self, lang: str | None) -> None:
        self.lang = resolve_language(lang)

    def set_language(self, lang: str) -> None:
        self.lang = resolve_language(lang)
        self.refresh()

    def refresh(self) -> None:  # each widget re-renders everything it shows
        raise NotImplementedError


def error_html(error: MjlearnError, lang: str) -> str:
    """A typed error as the localized HTML fragment the widgets show."""
    return render_error_html(error, lang)
