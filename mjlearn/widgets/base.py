"""What every mjlearn widget shares: its language, and showing errors in it."""

from __future__ import annotations

import functools
import threading

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


def serialized(method):
    """One action at a time per widget: ipykernel 7 may deliver a widget's messages on
    another thread (Enter arrives on a subshell thread) while the main thread handles a
    click, and an exercise's state must not change under a check."""
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        lock = self.__dict__.get("_action_lock")
        if lock is None:
            lock = self.__dict__.setdefault("_action_lock", threading.RLock())
        with lock:
            return method(self, *args, **kwargs)
    return wrapper
