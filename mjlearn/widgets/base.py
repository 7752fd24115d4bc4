"""What every mjlearn widget shares: its language, and showing errors in it."""

from __future__ import annotations

import functools
import threading

from ..checks import bad_argument, check_bool, check_int, check_items, check_text, describe
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


SEED_RANGE = (-2 ** 63, 2 ** 63 - 1)   # what the progress store can keep (SQLite's int64)
MAX_KINDS = 100


def _store(argument: str, value: object) -> None:
    from .progress import DEFAULT_STORE
    if value is None or (isinstance(value, str) and value == DEFAULT_STORE):
        return
    if isinstance(value, (str, bytes)) or not callable(getattr(value, "record", None)):
        raise bad_argument(argument, "progress_store", value)


def _clock(argument: str, value: object) -> None:
    if value is not None and not callable(value):
        raise bad_argument(argument, "clock", value)


def _kinds(argument: str, value: object) -> None:
    for kind in (value,) if isinstance(value, str) else check_items(argument, value, "list",
                                                                  MAX_KINDS):
        check_text(argument, kind, 100)


def _optional_bool(argument: str, value: object) -> None:
    if value is not None:
        check_bool(argument, value)


def _seed(argument: str, value: object) -> None:
    if value is not None:
        check_int(argument, value, *SEED_RANGE)


# What each option of the widgets' constructors must be, by its name: checked before a
# widget is made, so a wrong one is a typed error (rendered by the lesson), never a
# TypeError from inside ipywidgets or an endless loop over an endless iterator. (The
# number of attempts and of questions are checked where they are used, by the exercises.)
_OPTION_CHECKS = {
    "seed": _seed, "store": _store, "clock": _clock, "kinds": _kinds,
    "timed": check_bool, "review": check_bool, "adaptive": check_bool, "dashboard": check_bool,
    "distinct": check_bool, "red_fives": check_bool, "set_default": check_bool,
    "picker": _optional_bool,
    "max_tiles": lambda a, v: check_int(a, v, 1, 136),
    "revealed": lambda a, v: v is None or check_int(a, v, 0, 10 ** 6),
    "difficulty": lambda a, v: check_int(a, v, 1, 10),
    "value": check_text, "ask": lambda a, v: check_text(a, v, 100),
    "mode": lambda a, v: check_text(a, v, 100), "blank": lambda a, v: check_text(a, v, 100),
}


def check_layout(cls: type, options: dict, own: tuple[str, ...] = ("children",)) -> None:
    """The options a widget passes on to ipywidgets: each must be one of its traits
    (``layout``, ``style``…) that it does not set itself; anything else (``self=``, a
    misspelt option) is refused."""
    traits = cls.class_traits()
    for name, value in options.items():
        trait = traits.get(name) if isinstance(name, str) and name not in own else None
        try:
            if trait is None or trait.read_only:
                raise ValueError(name)
            trait.validate(None, value)
        except Exception:   # not a trait, or a value it does not take (TraitError …)
            raise MjlearnError("bad_option", option=describe(name, 40),
                               value=describe(value, 40)) from None


def check_options(**options: object) -> None:
    """Check a widget's options by name (see ``_OPTION_CHECKS``)."""
    for name, value in options.items():
        _OPTION_CHECKS[name](name, value)


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
