"""The widgets' link to the learner's progress store.

Every exercise keeps its answers in the learner's own store unless told not to
(``store=None``): ``DEFAULT_STORE`` is :func:`mjlearn.exercises.default_store`, in the
user's data directory, keyed by learner, language and ruleset. A store is a file on a
disk, and a file can be corrupt, read-only or locked: the store then keeps a typed error
(``store.error``) instead of raising, and :class:`StoreLink` hands it to the widget,
which shows it in the learner's language and goes on without saving.
"""

from __future__ import annotations

import random
import sqlite3
import threading
from typing import Any

from ..errors import MjlearnError
from ..exercises import Question

DEFAULT_STORE = "default"   # ``store=`` default: the learner's own store
# What a store object not of this package might raise: never into a lesson.
STORE_FAILURES = (MjlearnError, sqlite3.Error, OSError)


class StoreLink:
    """A store as a widget uses it: opened with the widget, each call guarded.

    ``store`` is ``DEFAULT_STORE``, a :class:`~mjlearn.exercises.ProgressStore`, or None
    (no progress kept). After each call, ``failed`` says whether the store failed and
    ``error`` is its typed error (None when it gave none)."""

    def __init__(self, store: Any, lang: str, ruleset: str | None) -> None:
        self._spec = store
        self.lang, self.ruleset = lang, ruleset
        self.error: MjlearnError | None = None
        self.failed = False
        # The widget is made by a cell, in the kernel's main thread: the store is opened
        # (the default one) or was opened (one given) there.
        self._owner = threading.get_ident()
        self._store = None
        if store == DEFAULT_STORE:
            from ..exercises import default_store

            self._store = self._guard(default_store)
            error = getattr(self._store, "error", None)
            self.failed, self.error = error is not None, error
        elif store is not None:
            self._store = store

    @property
    def active(self) -> bool:
        """Whether progress is kept at all (even if the store fails right now)."""
        return self._spec is not None

    @property
    def store(self):
        """The store (None without one).

        SQLite ties a connection to the thread that opened it, and ipykernel 7 hands some
        widget messages to another thread (Enter in a text field arrives on a subshell
        thread): called from a thread other than the store's own, the link opens the same
        file once more for that thread (the store is made for several connections: WAL,
        one per kernel)."""
        store = self._store
        if store is None or threading.get_ident() == self._owner or \
                str(getattr(store, "path", ":memory:")) == ":memory:":
            return store
        return _thread_store(store, threading.get_ident())

    def set_language(self, lang: str) -> None:
        self.lang = lang

    def _guard(self, call, *args, store=None, **kwargs):
        try:
            result = call(*args, **kwargs)
        except Exception as error:   # a store never raises; one given by hand might
            self.failed = True
            self.error = error if isinstance(error, MjlearnError) else None
            return None
        store = store if store is not None else self._store
        error = getattr(store, "error", None) if store is not None else None
        if error is None:            # damaged rows read around: said once
            take = getattr(store, "take_damaged", None)
            error = take() if callable(take) else None
        self.failed, self.error = error is not None, error
        return result

    def _call(self, method: str, *args, **kwargs):
        store = self.store
        if store is None:
            return None
        return self._guard(getattr(store, method), *args, store=store, **kwargs)

    # --- what the widgets ask -----------------------------------------------------------

    def record(self, question: Question, verdict, attempt: int = 1,
               seconds: float | None = None) -> bool:
        """Keep one answer (with the seconds a timed answer took); False when it was not
        saved."""
        extra = {} if seconds is None else {"seconds": seconds}
        return bool(self._call("record", question, verdict, lang=self.lang, attempt=attempt,
                               **extra))

    def personal_best(self, kind: str, difficulty: int) -> float | None:
        """The fastest right first answer to ``kind`` at ``difficulty``; None without one."""
        found = self._call("personal_best", kind, lang=self.lang,
                           ruleset=self.ruleset or "standard", difficulty=difficulty)
        return found if isinstance(found, (int, float)) and not self.failed else None

    def record_round(self, name: str, right: int, count: int, median: float | None) -> bool:
        return bool(self._call("record_round", name, right=right, count=count, median=median,
                               lang=self.lang, ruleset=self.ruleset or "standard"))

    def rounds(self, name: str) -> tuple:
        return self._call("rounds", name, lang=self.lang,
                          ruleset=self.ruleset or "standard") or ()

    def score(self) -> tuple[int, int, int] | None:
        """(right, total, streak) of this language and ruleset; None without a store."""
        found = self._call("score", lang=self.lang, ruleset=self.ruleset)
        if found is None or self.failed:  # a store that cannot be read has no score
            return None
        return found.correct, found.total, found.streak

    def review_question(self, rng: random.Random) -> Question | None:
        return self._call("review_question", rng, lang=self.lang, ruleset=self.ruleset)

    def difficulty(self, kind: str, current: int) -> int:
        found = self._call("difficulty", kind, lang=self.lang,
                           ruleset=self.ruleset or "standard", current=current)
        return current if found is None else found

    def mastery(self, ruleset: str) -> tuple:
        return self._call("mastery", lang=self.lang, ruleset=ruleset) or ()

    def due(self) -> tuple:
        return self._call("due", lang=self.lang, ruleset=self.ruleset) or ()

    def next_review(self):
        """When the next review falls due after today (None: none waiting)."""
        found = self._call("next_review", lang=self.lang, ruleset=self.ruleset)
        return None if self.failed else found

    def rulesets(self) -> list[str]:
        """The rulesets this learner has answered in (in this language)."""
        attempts = self._call("attempts", lang=self.lang) or ()
        return list(dict.fromkeys(a.ruleset for a in attempts))


# (id of the store, thread) → (the store, its twin); bounded, the oldest going first
_THREAD_STORES: dict[tuple[int, int], tuple[Any, Any]] = {}
_THREAD_STORES_MAX = 64
_LOCK = threading.Lock()


def _thread_store(store, thread: int):
    """The same store file opened for ``thread`` (kept for the next call from it)."""
    from ..exercises import ProgressStore

    key = (id(store), thread)
    with _LOCK:
        entry = _THREAD_STORES.get(key)
        if entry is None or entry[0] is not store:   # (an id reused by another store)
            while len(_THREAD_STORES) >= _THREAD_STORES_MAX:
                del _THREAD_STORES[next(iter(_THREAD_STORES))]
            entry = _THREAD_STORES[key] = (store, ProgressStore(
                store.path, learner=store.learner, lang=store.lang))
    return entry[1]


__all__ = ["DEFAULT_STORE", "StoreLink", "STORE_FAILURES"]
