"""The progress store where SQLite cannot keep a file: in the browser (JupyterLite).

Pyodide has SQLite, but its file system lives in memory and is gone when the page is
closed; a database kept open on JupyterLite's drive (the browser's own storage, under
``/drive``) cannot be written in place. :class:`SnapshotStore` therefore keeps the
learner's progress in an in-memory SQLite database and writes it as a whole file after
every answer: ``mjlearn-progress.sqlite3`` at the top of the file browser, where it stays
in the browser's storage from one visit to the next. That file is also the way to take
the progress elsewhere: download it from the file browser (export), upload it on
another computer or browser (import); the store reads it again whenever the file changed
under it, so an upload or another lesson's answers are never overwritten.

Everything :class:`~.progress.ProgressStore` promises still holds: nothing raises into a
lesson, a failure is a :class:`~.progress.StoreError` in ``error``.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path

from ...checks import check_text
from .progress import MAX_LEARNER, SCHEMA_VERSION, ProgressStore, _error, default_path

IN_BROWSER = sys.platform == "emscripten"
DRIVE = Path("/drive")                   # JupyterLite's contents, in the browser's storage
FILE_NAME = "mjlearn-progress.sqlite3"


def browser_path() -> Path | None:
    """Where the progress file goes in the browser: the top of JupyterLite's drive (None
    when no drive is mounted: the progress then lasts as long as the page)."""
    return DRIVE / FILE_NAME if DRIVE.is_dir() else None


class SnapshotStore(ProgressStore):
    """A :class:`~.progress.ProgressStore` in memory, saved as a whole file after each
    change and read again when the file changed (``path``: that file; None keeps
    nothing beyond the session)."""

    def __init__(self, path: str | os.PathLike | None, learner: str = "default", *,
                 lang: str | None = None) -> None:
        self.file = None if path is None else Path(path)
        self._seen: tuple | None = None
        super().__init__(":memory:", learner, lang=lang)

    # --- the file ------------------------------------------------------------------

    def _stamp(self) -> tuple | None:
        try:
            stat = self.file.stat()
        except FileNotFoundError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def _open(self) -> None:
        super()._open()                          # an empty database, the current schema
        if self.file is not None:
            self._load()

    def _fail(self, exc: BaseException) -> None:
        self.error = _error(exc, self.file if self.file is not None else ":memory:")

    def _load(self) -> None:
        """Read the file into the database (nothing to read: keep what is there)."""
        stamp = self._stamp()
        if stamp is None:
            self._seen = None
            return
        data = bytearray(self.file.read_bytes())
        if data[:16] == b"SQLite format 3\x00" and data[18:20] == b"\x02\x02":
            # a desktop store's file (write-ahead log): read it in the rollback mode
            # a database in memory has (its log was folded in when it was closed)
            data[18:20] = b"\x01\x01"
        db = sqlite3.connect(":memory:", isolation_level=None)
        try:
            db.deserialize(bytes(data))
            version = db.execute("PRAGMA user_version").fetchone()[0]
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            db.close()
            raise
        if self._db is not None:
            self._db.close()
        self._db = db
        if version < SCHEMA_VERSION:
            self._migrate(version)
        self._seen = stamp

    def _refresh(self) -> bool:
        """Read the file again if it changed since it was last read or written (an
        upload, another lesson's answers). False (and ``error`` set) when it cannot be
        read: the database in memory is kept."""
        if self.file is None or self._stamp() == self._seen:
            return True
        try:
            self._load()
        except (sqlite3.Error, OSError) as exc:
            self._fail(exc)
            return False
        return True

    def _save(self) -> bool:
        if self.file is None:
            return True
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            self.file.write_bytes(self._db.serialize())
        except (sqlite3.Error, OSError) as exc:
            self._fail(exc)
            return False
        self._seen = self._stamp()
        return True

    # --- the store's own calls, with the file around them ----------------------------

    def record(self, question, verdict, *, lang: str | None = None, attempt: int = 1) -> bool:
        if self._db is None:
            return False
        if not self._refresh():
            return False
        return super().record(question, verdict, lang=lang, attempt=attempt) and self._save()

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        self._refresh()
        return super()._read(sql, params)

    def export_bytes(self) -> bytes:
        """The whole progress as the bytes of a SQLite file (what the drive keeps)."""
        self._refresh()
        return self._db.serialize()


def store_for_this_place(learner: str = "default") -> ProgressStore:
    """The default store: a file in the user's data directory, or in the browser a
    :class:`SnapshotStore` on JupyterLite's drive."""
    if IN_BROWSER:
        return SnapshotStore(browser_path(), learner)
    return ProgressStore(learner=learner)


_DEFAULT_STORES: dict[tuple[str, str], ProgressStore] = {}


def default_store(learner: str = "default") -> ProgressStore:
    """The store the widgets use when none is given: one per learner and process, in
    the user's data directory (in the browser, JupyterLite's drive: see
    :class:`SnapshotStore`). Never raises (a failure is in its ``error``); a
    ``learner`` that is not a name is a typed error."""
    check_text("learner", learner, MAX_LEARNER)
    key = (str(default_path()), learner)
    store = _DEFAULT_STORES.get(key)
    if store is None or not store.available:
        store = _DEFAULT_STORES[key] = store_for_this_place(learner)
    return store


__all__ = ["IN_BROWSER", "FILE_NAME", "browser_path", "SnapshotStore", "store_for_this_place",
           "default_store"]
