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
from .progress import (JOURNAL_SUFFIX, MAX_LEARNER, SCHEMA_VERSION, ProgressStore, StoreError,
                       _error, default_path)

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
        self._unsaved: list[dict] = []   # answers in memory the drive has not taken yet
        super().__init__(":memory:", learner, lang=lang)

    @property
    def journal(self) -> Path | None:
        """The journal beside the drive's file (None without a file)."""
        return None if self.file is None else Path(f"{self.file}{JOURNAL_SUFFIX}")

    # --- the file ------------------------------------------------------------------

    def _stamp(self) -> tuple | None:
        try:
            stat = self.file.stat()
        except FileNotFoundError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def _open(self) -> None:
        self._loading = True
        try:
            super()._open()                      # an empty database, the current schema
            if self.file is not None:
                self._load()
        finally:
            self._loading = False
        if not self.read_only:
            super()._import_journal()            # (into the file's database, then saved)

    def _import_journal(self) -> None:
        if not self._loading:
            super()._import_journal()

    def _journal_imported(self) -> bool:
        return self._save()

    def _fail(self, exc: BaseException) -> None:
        self.error = _error(exc, self.file if self.file is not None else ":memory:")

    def _load(self) -> None:
        """Read the file into the database (nothing to read: keep what is there). The
        answers the drive has not taken yet are written into it again."""
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
        self._seen = stamp
        if version > SCHEMA_VERSION:             # a newer version's file: read, never written
            self.read_only = True
            self.error = StoreError("store_newer", path=str(self.file))
            return
        if version < SCHEMA_VERSION:
            self._migrate(version)
        for row in self._unsaved:
            with self._transaction():
                self._apply(row)

    def _refresh(self) -> bool:
        """Read the file again if it changed since it was last read or written (an
        upload, another lesson's answers). False (and ``error`` set) when it cannot be
        read: the database in memory is kept."""
        if self.file is None or self._stamp() == self._seen:
            return True
        try:
            self._load()
        except Exception as exc:
            self._fail(exc)
            return False
        return True

    def _save(self) -> bool:
        if self.file is None:
            self._unsaved.clear()
            return True
        if self.read_only:
            return False
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            self.file.write_bytes(self._db.serialize())
        except Exception as exc:
            self._fail(exc)
            return False
        self._seen = self._stamp()
        self._unsaved.clear()
        return True

    # --- the store's own calls, with the file around them ----------------------------

    def _commit(self, row: dict) -> bool:
        """Into the database in memory (the drive's latest file, read again if it
        changed), then the whole file to the drive. An answer the drive refused stays
        in memory and is written with the next one, or into the journal at close."""
        if self._db is None or self.read_only:
            return False
        self._refresh()
        if not super()._commit(row):
            return False
        self._unsaved.append(row)
        return self._save()

    def close(self) -> None:
        """The drive's file written a last time; what it still refuses goes to the
        journal beside it."""
        if self._db is not None and self._unsaved and not self._save():
            waiting, self._pending = self._pending, list(self._unsaved)
            if self._journal_pending():      # (in memory they are already: not again)
                self._unsaved.clear()
            self._pending = waiting
        super().close()

    def set_setting(self, key: str, value: str) -> bool:
        if self._db is None or not self._refresh():
            return False
        return super().set_setting(key, value) and self._save()

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
