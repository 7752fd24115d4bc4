"""A learner's progress: every answer, a mastery per skill and a spaced review, in SQLite.

    store = ProgressStore()                      # the user's data directory (platformdirs)
    store.record(question, verdict, lang="pl", attempt=1)   # never raises; False: not saved
    store.mastery(lang="pl", ruleset="standard")  # per skill, for a chart
    store.review_question(lang="pl")              # a due skill again: same ruleset, constraints
    store.difficulty("count_fu", lang="pl")       # rises after a streak, eases after misses
    store.error                                   # a StoreError to show, or None
    store.personal_best("count_fu", difficulty=2) # the fastest right first answer, seconds
    store.record_round("speed", right=7, count=8, median=6.4)   # a timed round, kept

**Keyed by learner, language and ruleset.** Each row names its learner (the store's
``learner``), the language the learner answered in and the question's ruleset; mastery,
review and difficulty are per (learner, language, ruleset).

**Nothing lost.** Each answer is written in its own transaction (``BEGIN IMMEDIATE`` …
``COMMIT``) and committed before :meth:`ProgressStore.record` returns True; SQLite's
write-ahead log keeps a committed answer through a killed kernel (SIGKILL), and several
kernels may write to one file at once (a writer waits up to ``timeout`` seconds for the
other). Every value is checked before SQLite sees it (a seed beyond SQLite's 64 bits is
refused, ``store_bad_value``, and holds nothing else back). An answer that cannot be
written, whatever the reason (a busy file, a full disk, anything else), is kept pending
and written with the next one, or when the store closes (at the latest when the kernel
ends); one that still cannot be written then is appended to the journal beside the file
(``progress.sqlite3.journal``, one JSON line per answer), which the next open imports,
each answer once.

**Damaged rows** (a hand-edited or foreign file: text where a number belongs,
constraints that are not JSON) are read around: the call gives what the sound rows
say, the answer is still written (a damaged skill starts again from its first box), and
the damage is reported once (:meth:`ProgressStore.take_damaged`). A file written by a
newer version (its ``user_version`` above :data:`SCHEMA_VERSION`) is opened read-only,
with a localized message (``store_newer``): it is read, and never written.


**Never in the way.** A damaged, read-only, locked or unreachable file becomes a
:class:`StoreError` (a typed error with a localized message, in :attr:`ProgressStore.error`)
and the exercise goes on without saving: nothing here raises into a lesson.

The default file is ``progress.sqlite3`` in the user's data directory
(``platformdirs.user_data_path("mjlearn")``: ``~/.local/share/mjlearn`` on Linux, or
``$XDG_DATA_HOME/mjlearn``). A file of the first version (attempts only) is migrated on
opening: its attempts gain the new columns and are replayed into the skills' boxes.
Score and streak are derived from the attempts, never stored beside them.

**Timed answers.** An answer may carry the seconds it took (a timed drill:
``record(…, seconds=6.4)``); :meth:`ProgressStore.personal_best` is the fastest right first
answer of a kind and level. A finished speed round is kept whole
(:meth:`ProgressStore.record_round`: how many right, of how many, and the median time), so
a learner sees accuracy and speed improve from one round to the next
(:meth:`ProgressStore.rounds`). A file of version 2 gains the ``seconds`` column on opening.

**Every answer counts the same way** (version 4): a second try counts like a first in the
totals, in each skill's answers and mastery (:mod:`..tutor.review`), and a skill is due
in the session only once it has been missed. **Across days** each missed skill is a card
of the FSRS scheduler (:mod:`..tutor.spacing`): :meth:`ProgressStore.due` lists the skills
due in the session and the cards due today, :meth:`ProgressStore.next_review` the day
of the next one. A file of version 3 (Leitner boxes only) gains the columns and its skills
are made again from its answers, replayed in order at the times they were given: the
boxes, the counts and the cards are what they would have been. ``store.now`` is the wall
clock (``time.time``; a test passes its own). Version 5 adds the ``settings`` table (what a
learner chooses once, such as their rules); a file of any earlier version gains what it lacks.
"""

from __future__ import annotations

import atexit
import errno
import json
import math
import os
import random
import sqlite3
import time
import uuid
import weakref
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...checks import bad_argument, check_optional_text, check_text
from ...errors import MjlearnError, register_error_codes
from ..base import Question, Verdict
from ..tutor.review import SkillState, due_order, next_difficulty, update

register_error_codes({
    "store_corrupt": ("path",),
    "store_read_only": ("path",),
    "store_locked": (),
    "store_unavailable": ("path",),
    "store_full": ("path",),
    "store_newer": ("path",),
    "store_damaged": ("path",),
    "store_bad_value": (),
})

INT64 = (-2 ** 63, 2 ** 63 - 1)   # what an INTEGER column holds
JOURNAL_SUFFIX = ".journal"

SCHEMA_VERSION = 5
DEFAULT_TIMEOUT = 2.0        # seconds a writer waits for another kernel's transaction

# The stores still open, closed when the kernel (or any Python process) ends normally, so an
# answer left waiting for a busy file gets its last try (held weakly: a store nobody
# uses any more goes away as usual).
_OPEN_STORES: "weakref.WeakSet[ProgressStore]" = weakref.WeakSet()


@atexit.register
def _close_open_stores() -> None:
    for store in list(_OPEN_STORES):
        try:
            store.close()
        except sqlite3.Error:       # (a store opened in another thread: SQLite refuses)
            store._journal_pending()    # its answers still waiting go to the journal
        except Exception:           # nothing raises at a kernel's end
            pass
RECENT = 12                  # first answers of a kind looked at for its difficulty
DEFAULT_LANG = "en"

SCHEMA = """
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    learner TEXT NOT NULL,
    kind TEXT NOT NULL,
    seed INTEGER NOT NULL,
    difficulty INTEGER NOT NULL,
    ruleset TEXT NOT NULL,
    correct INTEGER NOT NULL,
    misconception TEXT,
    created REAL NOT NULL,
    lang TEXT NOT NULL DEFAULT 'en',
    skills TEXT NOT NULL DEFAULT '',
    skill TEXT,
    constraints TEXT NOT NULL DEFAULT '{}',
    attempt INTEGER NOT NULL DEFAULT 1,
    seconds REAL
);
CREATE INDEX IF NOT EXISTS attempts_by_learner ON attempts (learner, id);
CREATE INDEX IF NOT EXISTS attempts_by_key ON attempts (learner, lang, ruleset, kind, id);
CREATE TABLE IF NOT EXISTS skills (
    learner TEXT NOT NULL,
    lang TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    skill TEXT NOT NULL,
    box INTEGER NOT NULL,
    due INTEGER NOT NULL,
    seen INTEGER NOT NULL,
    right INTEGER NOT NULL,
    mastery REAL NOT NULL,
    kind TEXT NOT NULL,
    difficulty INTEGER NOT NULL,
    constraints TEXT NOT NULL,
    missed INTEGER NOT NULL DEFAULT 0,
    recent TEXT NOT NULL DEFAULT '',
    card TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (learner, lang, ruleset, skill)
);
CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    learner TEXT NOT NULL,
    lang TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    name TEXT NOT NULL,
    right INTEGER NOT NULL,
    count INTEGER NOT NULL,
    median REAL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS clocks (
    learner TEXT NOT NULL,
    lang TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    questions INTEGER NOT NULL,
    PRIMARY KEY (learner, lang, ruleset)
);
CREATE TABLE IF NOT EXISTS settings (
    learner TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (learner, key)
)
"""
# What a learner chooses once and keeps with their progress (version 5 added the table):
# "ruleset", the rules their exercises use (a preset's name).
SETTINGS = ("ruleset",)
# The columns version 1 lacked, added by the migration.
V1_MISSING = (("lang", "TEXT NOT NULL DEFAULT 'en'"), ("skills", "TEXT NOT NULL DEFAULT ''"),
              ("skill", "TEXT"), ("constraints", "TEXT NOT NULL DEFAULT '{}'"),
              ("attempt", "INTEGER NOT NULL DEFAULT 1"))
# The column version 2 lacked: the seconds a timed answer took.
V2_MISSING = (("seconds", "REAL"),)
# The skills' columns version 3 lacked: waiting for review, the latest answers, the card.
V3_MISSING = (("missed", "INTEGER NOT NULL DEFAULT 0"), ("recent", "TEXT NOT NULL DEFAULT ''"),
              ("card", "TEXT NOT NULL DEFAULT ''"))


MAX_LEARNER = 200           # characters of a learner's name
MAX_TIMEOUT = 3600          # seconds to wait for a locked file


class StoreError(MjlearnError):
    """The progress file cannot be used: ``store_corrupt``, ``store_read_only``,
    ``store_locked`` or ``store_unavailable`` (``path`` names the file). Rendered like
    any error: ``mjlearn.i18n.render_error(store.error, lang)``."""


def default_path() -> Path:
    """``progress.sqlite3`` in the user's data directory."""
    from platformdirs import user_data_path

    return Path(user_data_path("mjlearn", appauthor=False)) / "progress.sqlite3"


def _is_locked(exc: BaseException) -> bool:
    """Whether SQLite said another connection holds the file."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def _error(exc: BaseException, path: Any) -> StoreError:
    """The typed error for what SQLite or the file system said."""
    text = str(exc).lower()
    where = str(path)
    if _is_locked(exc):
        return StoreError("store_locked")
    if isinstance(exc, sqlite3.OperationalError) and "full" in text or \
            isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return StoreError("store_full", path=where)
    if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
        return StoreError("store_read_only", path=where)
    if isinstance(exc, sqlite3.DatabaseError) and (
            "not a database" in text or "malformed" in text or "corrupt" in text
            or not isinstance(exc, sqlite3.OperationalError)):
        return StoreError("store_corrupt", path=where)
    return StoreError("store_unavailable", path=where)


@dataclass(frozen=True, slots=True)
class Attempt:
    kind: str
    seed: int
    difficulty: int
    ruleset: str
    correct: bool
    misconception: str | None
    lang: str = DEFAULT_LANG
    skills: tuple[str, ...] = ()
    skill: str | None = None
    attempt: int = 1


@dataclass(frozen=True, slots=True)
class Score:
    correct: int
    total: int
    streak: int        # right answers in a row, ending with the latest attempt
    best_streak: int


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished timed round: ``right`` of ``count`` questions, the ``median`` time of
    its answers in seconds (None when none was timed)."""

    right: int
    count: int
    median: float | None

    @property
    def accuracy(self) -> float:
        return self.right / self.count if self.count else 0.0


@dataclass(frozen=True, slots=True)
class Mastery:
    """One skill on the progress chart: ``level`` from 0 to 1 (None: too few answers to
    tell), the answers ``seen`` and ``right`` (every try), the Leitner ``box``, whether
    it is ``due`` for review (in the session or today) and when its card is next due
    (``next_review``, UTC; None: never missed)."""

    skill: str
    level: float | None
    seen: int
    right: int
    box: int
    due: bool
    next_review: Any = None


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """A skill due for review and the question to draw for it: ``due`` is how many
    questions ago it fell due in the session (0 for a card due today only), ``card_due``
    when its card fell due (UTC; None without a card)."""

    skill: str
    kind: str
    difficulty: int
    ruleset: str
    constraints: dict
    box: int
    due: int
    card_due: Any = None


class ProgressStore:
    """The progress of one learner (``learner``) in one SQLite file.

    ``lang`` is the language used when a call does not name one. Nothing raises: a
    failure is kept in :attr:`error` (a :class:`StoreError`) and the call returns what
    it can (False, an empty list, None)."""

    def __init__(self, path: str | os.PathLike | None = None, learner: str = "default", *,
                 lang: str | None = None, timeout: float = DEFAULT_TIMEOUT) -> None:
        # the arguments are checked (a typed error); what the file does is kept in .error
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise bad_argument("path", "text", path)
        if isinstance(path, str):
            check_text("path", path)
        name = os.fspath(path) if path is not None else ""
        if isinstance(name, str) and not _nameable(name) or isinstance(name, bytes) and \
                b"\0" in name:
            raise bad_argument("path", "text", path)  # a NUL, a lone surrogate
        check_text("learner", learner, MAX_LEARNER)
        if not _nameable(learner):
            raise bad_argument("learner", "text", learner)
        check_optional_text("lang", lang, 40)
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) \
                or not 0 <= timeout <= MAX_TIMEOUT:
            raise bad_argument("timeout", "seconds", timeout)
        self.path = default_path() if path is None else path
        self.learner = str(learner)
        self.lang = lang
        self.timeout = timeout
        self.error: StoreError | None = None
        self.now = time.time          # the wall clock of the answers and the cards
        self.read_only = False       # a file of a newer version: read, never written
        self.damaged: StoreError | None = None   # damaged rows met (reported once)
        self._damage_reported = False
        self._db: sqlite3.Connection | None = None
        self._pending: list[dict] = []
        # Opening waits for another kernel as long as ``timeout`` says, as a write does:
        # some of the opening's steps (the switch to WAL of a file another kernel is
        # creating at that moment) are answered "locked" at once, without SQLite's own
        # wait, so the opening is tried again until the timeout has passed.
        deadline = time.monotonic() + timeout
        while True:
            try:
                self._open()
                break
            except Exception as exc:     # nothing raises into a lesson
                if self._db is not None:
                    self._db.close()
                    self._db = None
                if _is_locked(exc) and time.monotonic() < deadline:
                    time.sleep(0.05)
                    continue
                self._fail(exc)
                break
        if self._db is not None:
            _OPEN_STORES.add(self)

    # --- opening and migrating -------------------------------------------------------

    def _open(self) -> None:
        memory = str(self.path) == ":memory:"
        if not memory:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode: every ``with self._transaction()`` block is one transaction.
        self._db = sqlite3.connect(str(self.path), isolation_level=None, timeout=self.timeout)
        self._db.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            # a newer version's file: read it as it is, never write (not even its mode)
            self._db.close()
            self._db = sqlite3.connect(f"{Path(self.path).resolve().as_uri()}?mode=ro",
                                       uri=True, isolation_level=None, timeout=self.timeout)
            self.read_only = True
            self.error = StoreError("store_newer", path=str(self.path))
            return
        self._db.execute("PRAGMA journal_mode=MEMORY" if memory else "PRAGMA journal_mode=WAL")
        # WAL with synchronous=NORMAL: a committed transaction survives the process being
        # killed (only a power cut can lose the last ones), at a fraction of FULL's cost.
        self._db.execute("PRAGMA synchronous=NORMAL")
        if version < SCHEMA_VERSION:
            self._migrate(version)
        self._import_journal()


    def _migrate(self, version: int) -> None:
        with self._transaction():
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(attempts)")}
            old_rows = bool(columns) and "lang" not in columns
            if columns:      # an older file: add the columns it lacks
                for name, kind in (V1_MISSING if old_rows else ()) + V2_MISSING:
                    if name not in columns:
                        self._db.execute(f"ALTER TABLE attempts ADD COLUMN {name} {kind}")
            skill_columns = {row[1] for row in self._db.execute("PRAGMA table_info(skills)")}
            if skill_columns:
                for name, kind in V3_MISSING:
                    if name not in skill_columns:
                        self._db.execute(f"ALTER TABLE skills ADD COLUMN {name} {kind}")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            if old_rows:
                self._fill_skills()
            if columns:
                self._replay()
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _fill_skills(self) -> None:
        """Version 1 kept attempts only: give each its skills (the question drawn again
        from its kind, seed, difficulty and ruleset)."""
        from ..registry import KINDS, generate
        from ..skills import skills_of

        rows = self._db.execute("SELECT id, kind, seed, difficulty, ruleset, misconception"
                                " FROM attempts ORDER BY id").fetchall()
        for row_id, kind, seed, difficulty, ruleset, code in rows:
            try:
                question = generate(kind, seed, difficulty, ruleset)
            except (MjlearnError, KeyError, TypeError, ValueError):
                continue
            skill = next((m.skill for m in KINDS[kind].misconceptions if m.code == code), None)
            self._db.execute("UPDATE attempts SET skills = ?, skill = ? WHERE id = ?",
                             (",".join(skills_of(question)), skill, row_id))

    def _replay(self) -> None:
        """The skills made again from every answer, in the order and at the time each
        was given (an older file's boxes become this version's counts and cards)."""
        self._db.execute("DELETE FROM skills")
        self._db.execute("DELETE FROM clocks")
        names = ("id", "learner", "lang", "kind", "seed", "difficulty", "ruleset", "correct",
                 "skills", "skill", "constraints", "attempt", "created")
        rows = self._db.execute(f"SELECT {', '.join(names)} FROM attempts ORDER BY id").fetchall()
        for values in rows:
            row = dict(zip(names, values))
            if row["skills"]:
                self._schedule(row, row["id"])

    def _transaction(self):
        return _Transaction(self._db)

    def _fail(self, exc: BaseException) -> None:
        self.error = _error(exc, self.path)

    def _damage(self) -> None:
        """A row that is not what its columns say: read around it, say so once."""
        if self.damaged is None:
            self.damaged = StoreError("store_damaged", path=str(self.path))

    def take_damaged(self) -> StoreError | None:
        """The damage met in the file, the first time it is asked for (a widget shows
        it once); None after that, and when the file is sound."""
        if self.damaged is None or self._damage_reported:
            return None
        self._damage_reported = True
        return self.damaged


    @property
    def available(self) -> bool:
        """Whether the file is open (reads work; writes may still fail)."""
        return self._db is not None

    @property
    def pending(self) -> int:
        """Answers kept in memory because the file was busy, written with the next one."""
        return len(self._pending)

    def close(self) -> None:
        """Close the file; an answer still waiting is written first (one more try,
        within the store's timeout), and one that still cannot be written goes to the
        journal beside the file, which the next open imports."""
        if self._db is not None:
            if self._pending:
                self._flush()
            if self._pending:
                self._journal_pending()
            self._db.close()
            self._db = None
        _OPEN_STORES.discard(self)

    # --- the journal: answers the file could not take ---------------------------------

    @property
    def journal(self) -> Path | None:
        """The journal beside the file (None for a database in memory)."""
        return None if str(self.path) == ":memory:" else Path(f"{self.path}{JOURNAL_SUFFIX}")

    def _journal_pending(self) -> bool:
        """Append every answer still pending to the journal (durably); True when done."""
        journal = self.journal
        if not self._pending or journal is None:
            return not self._pending
        lines = "".join(json.dumps(row, ensure_ascii=True, sort_keys=True) + "\n"
                        for row in self._pending)
        try:
            with _locked(journal, "a") as out:
                out.write(lines)
                out.flush()
                os.fsync(out.fileno())
        except Exception as exc:     # the disk refuses that too: nothing more to try
            self._fail(exc)
            return False
        self._pending.clear()
        return True

    def _journal_imported(self) -> bool:
        """Whether the answers just imported are kept for good (the journal can go)."""
        return True

    def _import_journal(self) -> None:
        """Write the journal's answers into the file (each once: their ids are kept),
        then remove it. A journal that cannot be imported now waits for the next open."""
        journal = self.journal
        if journal is None or not journal.exists():
            return
        try:
            with _locked(journal, "r+") as handle:
                rows = []
                for line in handle.read().splitlines():
                    try:
                        row = _checked_row(json.loads(line))
                    except (ValueError, RecursionError):
                        self._damage()
                        continue
                    rows.append(row)
                with self._transaction():
                    self._db.execute("CREATE TABLE IF NOT EXISTS journal_imported"
                                     " (id TEXT PRIMARY KEY)")
                    for row in rows:
                        if self._db.execute("SELECT 1 FROM journal_imported WHERE id = ?",
                                            (row["id"],)).fetchone() is None:
                            self._apply(row)
                            self._db.execute("INSERT INTO journal_imported (id) VALUES (?)",
                                             (row["id"],))
                if self._journal_imported():
                    handle.truncate(0)
                    journal.unlink()
        except FileNotFoundError:    # another kernel imported it meanwhile
            pass
        except Exception as exc:
            self._fail(exc)

    def __enter__(self) -> "ProgressStore":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _lang(self, lang: str | None) -> str:
        from ...i18n import resolve_language

        return resolve_language(lang if lang is not None else self.lang)

    # --- writing ---------------------------------------------------------------------

    def record(self, question: Question, verdict: Verdict, *, lang: str | None = None,
               attempt: int = 1, seconds: float | None = None) -> bool:
        """Keep one answer (committed when this returns True). ``attempt`` is its number
        on this question: every answer counts in its skills' answers and mastery; a
        first answer moves the Leitner boxes and the difficulty, a wrong one marks its
        skills missed, and each skill's card is rated once per question. ``seconds``: how long a timed answer took. False when it could not be
        saved (see :attr:`error`); an answer refused because the file was busy is written
        with the next one."""
        lang = self._lang(lang)
        try:
            row = self._answer_row(question, verdict, lang, attempt, seconds)
        except Exception:            # a value SQLite cannot hold, a question made by hand
            self.error = StoreError("store_bad_value")
            return False
        return self._commit(row)

    def _answer_row(self, question: Question, verdict: Verdict, lang: str | None,
                    attempt: Any, seconds: Any) -> dict:
        """The answer as the row it becomes, every value checked (a typed error, before
        SQLite sees any of them)."""
        from ..skills import skills_of

        timed = None                 # a time that is no number of seconds is not kept
        if seconds is not None and not isinstance(seconds, (bool, str, bytes)):
            try:
                value = float(seconds)
            except (TypeError, ValueError, ArithmeticError):
                value = math.nan
            timed = max(0.0, value) if math.isfinite(value) else None
        skills = skills_of(question)
        return _checked_row({
            "type": "answer", "id": uuid.uuid4().hex, "learner": self.learner,
            "kind": question.kind, "seed": question.seed, "difficulty": question.difficulty,
            "ruleset": question.ruleset, "correct": int(bool(verdict.correct)),
            "misconception": verdict.misconception, "created": float(self.now()),
            "lang": lang, "skills": ",".join(skills), "skill": verdict.skill,
            "constraints": _json(question.constraints), "attempt": int(attempt),
            "seconds": timed})

    def _commit(self, row: dict) -> bool:
        """Write ``row`` with any answer still pending; True when ``row`` is in the file."""
        if self._db is None or self.read_only:
            return False
        self._pending.append(row)
        self._flush()
        return row not in self._pending

    def _flush(self) -> bool:
        """Write every answer pending, in one transaction; if that fails, one by one, so
        an answer that cannot be written holds no other back. What fails, whatever the
        reason, stays pending for the next try."""
        if self._db is None or self.read_only or not self._pending:
            return not self._pending
        try:
            with self._transaction():
                for row in self._pending:
                    self._apply(row)
        except Exception as exc:
            self._fail(exc)
            if self.error.code == "store_locked" or len(self._pending) == 1:
                return False         # (every one would wait for the lock again)
            kept = []
            for row in self._pending:
                try:
                    with self._transaction():
                        self._apply(row)
                except Exception as one:
                    self._fail(one)
                    kept.append(row)
            self._pending = kept
            if not kept:
                self.error = None
            return not kept
        self._pending.clear()
        self.error = None
        return True

    def _apply(self, row: dict) -> None:
        if row["type"] == "setting":
            self._db.execute("INSERT OR REPLACE INTO settings (learner, key, value)"
                             " VALUES (?, ?, ?)", (row["learner"], row["key"], row["value"]))
            return
        if row["type"] == "round":
            self._db.execute("INSERT INTO rounds (learner, lang, ruleset, name, right, count,"
                             " median, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             tuple(row[c] for c in _ROUND_COLUMNS))
            return
        inserted = self._db.execute(
            f"INSERT INTO attempts ({', '.join(_ANSWER_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(_ANSWER_COLUMNS))})",
            tuple(row[c] for c in _ANSWER_COLUMNS))
        self._schedule(row, inserted.lastrowid)

    def _schedule(self, row: dict, row_id: int) -> None:
        """Count an answer for each skill it showed — all of the question's when right;
        the misconception's skill when a recognised mistake; all of them when a mistake
        nobody recognised (the part that went wrong is unknown) —, and review the cards:
        each skill once per question, by the first answer that showed it
        (:func:`~..tutor.spacing.rating`)."""
        from ..tutor.spacing import rating, review

        key = (row["learner"], row["lang"], row["ruleset"])
        correct, skill = bool(row["correct"]), row["skill"]
        first = int(row["attempt"]) <= 1
        count = self._clock(key)
        now = count if first else max(count - 1, 0)   # a later try: its question's count
        skills = tuple(x for x in row["skills"].split(",") if x)
        touched = skills if correct or skill is None else (skill,)
        rated = set() if first else self._rated(row, row_id)
        for name in touched:
            state = self._state(key, name)
            new = update(state, correct, now, row["kind"], int(row["difficulty"]),
                         row["constraints"], first=first)
            card = new.card if name in rated else review(new.card, rating(correct, first),
                                                         row["created"])
            self._db.execute(
                "INSERT OR REPLACE INTO skills (learner, lang, ruleset, skill, box, due, seen,"
                " right, mastery, kind, difficulty, constraints, missed, recent, card)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*key, name, new.box, new.due, new.seen, new.right, new.mastery, new.kind,
                 new.difficulty, new.constraints, new.missed, new.recent, card))
        if first:
            self._db.execute("INSERT OR REPLACE INTO clocks (learner, lang, ruleset, questions)"
                             " VALUES (?, ?, ?, ?)", (*key, count + 1))

    def _rated(self, row: dict, row_id: int) -> set[str]:
        """The skills the earlier tries of this question showed (their cards were rated
        by those tries): the answers before ``row_id`` back to the question's first."""
        rows = self._db.execute(
            "SELECT kind, seed, difficulty, ruleset, correct, skills, skill, attempt"
            " FROM attempts WHERE learner = ? AND lang = ? AND id < ? ORDER BY id DESC"
            " LIMIT 20", (row["learner"], row["lang"], row_id)).fetchall()
        question = (row["kind"], int(row["seed"]), int(row["difficulty"]), row["ruleset"])
        shown: set[str] = set()
        for kind, seed, difficulty, ruleset, correct, skills, skill, attempt in rows:
            if (kind, seed, difficulty, ruleset) != question:
                break
            names = tuple(x for x in skills.split(",") if x)
            shown.update(names if correct or skill is None else (skill,))
            if attempt <= 1:
                break
        return shown

    def _clock(self, key: tuple) -> int:
        row = self._db.execute("SELECT questions FROM clocks WHERE learner = ? AND lang = ?"
                               " AND ruleset = ?", key).fetchone()
        if row and not _is_int(row[0]):
            self._damage()
            return 0
        return row[0] if row else 0

    def _state(self, key: tuple, skill: str) -> SkillState:
        row = self._db.execute(
            "SELECT box, due, seen, right, mastery, kind, difficulty, constraints, missed,"
            " recent, card FROM skills WHERE learner = ? AND lang = ? AND ruleset = ? AND skill = ?", (*key, skill)).fetchone()
        state = _skill_state(skill, row) if row else SkillState(skill)
        if state is None:            # a damaged row: the skill starts again
            self._damage()
            return SkillState(skill)
        return state

    # --- reading ---------------------------------------------------------------------

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        if self._db is None:
            return []
        try:
            with closing(self._db.execute(sql, params)) as rows:
                return rows.fetchall()
        except Exception as exc:     # (text that is not UTF-8 too)
            if not self.read_only:
                self._fail(exc)
            return []

    def _sound(self, rows: list[tuple], check) -> list[tuple]:
        """The rows ``check`` accepts; the others are damage, read around."""
        kept = [row for row in rows if check(row)]
        if len(kept) != len(rows):
            self._damage()
        return kept

    def attempts(self, *, lang: str | None = None, ruleset: str | None = None) -> list[Attempt]:
        """Every answer of the learner, oldest first (of one language or ruleset, when
        named)."""
        sql = ("SELECT kind, seed, difficulty, ruleset, correct, misconception, lang, skills,"
               " skill, attempt FROM attempts WHERE learner = ?")
        params: list[Any] = [self.learner]
        if lang is not None:
            sql += " AND lang = ?"
            params.append(lang)
        if ruleset is not None:
            sql += " AND ruleset = ?"
            params.append(ruleset)
        rows = self._sound(self._read(sql + " ORDER BY id", tuple(params)), _attempt_row)
        return [Attempt(k, s, d, r, bool(c), m, lg, tuple(x for x in sk.split(",") if x), sl, a)
                for k, s, d, r, c, m, lg, sk, sl, a in rows]

    def score(self, *, lang: str | None = None, ruleset: str | None = None) -> Score:
        correct = total = streak = best = 0
        for attempt in self.attempts(lang=lang, ruleset=ruleset):
            total += 1
            if attempt.correct:
                correct += 1
                streak += 1
                best = max(best, streak)
            else:
                streak = 0
        return Score(correct, total, streak, best)

    def _states(self, lang: str, ruleset: str | None) -> list[tuple[str, SkillState]]:
        sql = ("SELECT ruleset, skill, box, due, seen, right, mastery, kind, difficulty,"
               " constraints, missed, recent, card FROM skills WHERE learner = ? AND lang = ?")
        params: list[Any] = [self.learner, lang]
        if ruleset is not None:
            sql += " AND ruleset = ?"
            params.append(ruleset)
        states = []
        for row in self._read(sql, tuple(params)):
            state = _skill_state(row[1], row[2:]) if isinstance(row[0], str) else None
            if state is None:
                self._damage()
            else:
                states.append((row[0], state))
        return states

    def _clocks(self, lang: str) -> dict[str, int]:
        rows = self._read("SELECT ruleset, questions FROM clocks WHERE learner = ? AND lang = ?",
                          (self.learner, lang))
        return dict(self._sound(rows, lambda r: isinstance(r[0], str) and _is_int(r[1])))

    def mastery(self, *, lang: str | None = None, ruleset: str = "standard") -> tuple[Mastery, ...]:
        """Each skill the learner has met (in this language and ruleset), in the order of
        :data:`~mjlearn.exercises.skills.SKILLS`: data for a progress chart."""
        from ..skills import SKILLS

        from ..tutor.spacing import due_at

        lang = self._lang(lang)
        due = {i.skill for i in self.due(lang=lang, ruleset=ruleset)}
        states = {s.skill: s for _r, s in self._states(lang, ruleset)}
        return tuple(Mastery(k, states[k].level, states[k].seen, states[k].right,
                             states[k].box, k in due, due_at(states[k].card))
                     for k in SKILLS if k in states)

    def _today(self):
        from datetime import datetime, timezone

        from ..tutor.spacing import local_day

        return local_day(datetime.fromtimestamp(float(self.now()), tz=timezone.utc))

    def due(self, *, lang: str | None = None, ruleset: str | None = None) -> tuple[ReviewItem, ...]:
        """The skills due for review now (of every ruleset unless one is named): first
        those missed in the session whose next question has come, the most overdue
        first (``due`` of an item: how many questions ago it fell due), then the cards
        due today, the earliest first. A skill never missed is never due."""
        from ..tutor.spacing import due_at, due_on

        lang = self._lang(lang)
        clocks = self._clocks(lang)
        today = self._today()
        by_ruleset: dict[str, list[SkillState]] = {}
        for name, state in self._states(lang, ruleset):
            by_ruleset.setdefault(name, []).append(state)
        session, cards = [], []
        for name, states in by_ruleset.items():
            now = clocks.get(name, 0)
            soon = due_order(states, now)
            for s in soon:
                session.append(ReviewItem(s.skill, s.kind, s.difficulty, name,
                                          json.loads(s.constraints), s.box, now - s.due,
                                          due_at(s.card)))
            for s in states:
                if s not in soon and due_on(s.card, today):
                    cards.append(ReviewItem(s.skill, s.kind, s.difficulty, name,
                                            json.loads(s.constraints), s.box, 0, due_at(s.card)))
        session.sort(key=lambda i: (-i.due, i.skill, i.ruleset))
        cards.sort(key=lambda i: (i.card_due, i.skill, i.ruleset))
        return tuple(session + cards)

    def next_review(self, *, lang: str | None = None, ruleset: str | None = None):
        """When the next card falls due after today (UTC), None when no card is waiting
        beyond today (nothing missed yet, or everything due already)."""
        from ..tutor.spacing import due_at, local_day

        today = self._today()
        later = [due_at(s.card) for _r, s in self._states(self._lang(lang), ruleset) if s.card]
        later = [d for d in later if local_day(d) > today]
        return min(later) if later else None

    def review_question(self, rng: random.Random | None = None, *, lang: str | None = None,
                        ruleset: str | None = None, **generate_options: Any) -> Question | None:
        """A new question on the first skill due (a missed one first): the kind, difficulty, ruleset and
        constraints of the question that last showed it, a fresh seed (so the learner
        practises the skill, not the answer); None when nothing is due."""
        from ..tutor.tries import draw

        ruleset = generate_options.pop("ruleset", ruleset)
        rng = rng or random.Random()
        for item in self.due(lang=lang, ruleset=ruleset):
            try:
                return draw(item.kind, item.difficulty, item.ruleset,
                            dict(item.constraints, **generate_options), skill=item.skill, rng=rng)
            except MjlearnError:
                continue
        return None

    def difficulty(self, kind: str, *, lang: str | None = None, ruleset: str = "standard",
                   current: int | None = None) -> int:
        """The level to ask next for ``kind``: one up after a streak of right first
        answers at the current level, one down after misses in a row. ``current``
        defaults to the level of the latest question of that kind (else the lowest)."""
        from ..registry import get_kind

        levels = get_kind(kind).difficulties
        rows = self._read(
            "SELECT difficulty, correct FROM attempts WHERE learner = ? AND lang = ? AND"
            " ruleset = ? AND kind = ? AND attempt = 1 ORDER BY id DESC LIMIT ?",
            (self.learner, self._lang(lang), ruleset, kind, RECENT))
        rows = self._sound(rows, lambda r: _is_int(r[0]) and _is_int(r[1]))
        recent = [(d, bool(c)) for d, c in reversed(rows)]
        if current is None:
            current = recent[-1][0] if recent else levels[0]
        return next_difficulty(recent, current, levels)

    # --- timed drills ------------------------------------------------------------------

    def personal_best(self, kind: str, *, lang: str | None = None, ruleset: str = "standard",
                      difficulty: int | None = None) -> float | None:
        """The fastest right first answer of ``kind`` (at ``difficulty``, when named), in
        seconds; None before the first one."""
        sql = ("SELECT MIN(seconds) FROM attempts WHERE learner = ? AND lang = ? AND"
               " ruleset = ? AND kind = ? AND attempt = 1 AND correct = 1 AND"
               " seconds IS NOT NULL")
        params: list[Any] = [self.learner, self._lang(lang), ruleset, kind]
        if difficulty is not None:
            sql += " AND difficulty = ?"
            params.append(int(difficulty))
        rows = self._read(sql, tuple(params))
        best = rows[0][0] if rows else None
        if best is not None and not (isinstance(best, (int, float)) and math.isfinite(best)):
            self._damage()           # (MIN over text sorts text last: a damaged column)
            return None
        return best

    def record_round(self, name: str, *, right: int, count: int, median: float | None,
                     lang: str | None = None, ruleset: str = "standard") -> bool:
        """Keep a finished timed round (``name``: which drill, "speed" for the speed
        round). False when it could not be saved."""
        try:
            timed = None if median is None else float(median)
            row = _checked_row({
                "type": "round", "id": uuid.uuid4().hex, "learner": self.learner,
                "lang": self._lang(lang), "ruleset": ruleset, "name": name, "right": right,
                "count": count, "median": timed if timed is None or math.isfinite(timed)
                else None, "created": float(self.now())})
        except Exception:
            self.error = StoreError("store_bad_value")
            return False
        return self._commit(row)

    # --- what the learner chose -------------------------------------------------------

    def setting(self, key: str, default: str | None = None) -> str | None:
        """A choice the learner made (``"ruleset"``), or ``default`` if none yet."""
        if key not in SETTINGS:
            raise bad_argument("key", "setting", key)
        rows = self._read("SELECT value FROM settings WHERE learner = ? AND key = ?",
                          (self.learner, key))
        if rows and not isinstance(rows[0][0], str):
            self._damage()
            return default
        return rows[0][0] if rows else default

    def set_setting(self, key: str, value: str) -> bool:
        """Keep a choice (``set_setting("ruleset", "ema")``); False when it could not be
        saved (see :attr:`error`)."""
        if key not in SETTINGS:
            raise bad_argument("key", "setting", key)
        check_text("value", value, 40)
        try:
            row = _checked_row({"type": "setting", "id": uuid.uuid4().hex,
                                "learner": self.learner, "key": key, "value": value})
        except Exception:
            self.error = StoreError("store_bad_value")
            return False
        return self._commit(row)

    def rounds(self, name: str, *, lang: str | None = None,
               ruleset: str = "standard") -> tuple[RoundResult, ...]:
        """The rounds of ``name`` this learner finished (in this language and ruleset),
        oldest first."""
        rows = self._read("SELECT right, count, median FROM rounds WHERE learner = ? AND"
                          " lang = ? AND ruleset = ? AND name = ? ORDER BY id",
                          (self.learner, self._lang(lang), ruleset, str(name)))
        rows = self._sound(rows, lambda r: _is_int(r[0]) and _is_int(r[1]) and (
            r[2] is None or isinstance(r[2], (int, float))))
        return tuple(RoundResult(r, c, m) for r, c, m in rows)

    def mistakes(self) -> list[tuple[str, int]]:
        """(kind, difficulty) pairs whose latest attempt was wrong, most recent first."""
        latest: dict[tuple[str, int], bool] = {}
        for attempt in self.attempts():
            key = (attempt.kind, attempt.difficulty)
            latest.pop(key, None)
            latest[key] = attempt.correct
        return [key for key, correct in reversed(latest.items()) if not correct]


def _json(constraints) -> str:
    return json.dumps(dict(constraints), sort_keys=True, allow_nan=False)


_ANSWER_COLUMNS = ("learner", "kind", "seed", "difficulty", "ruleset", "correct",
                   "misconception", "created", "lang", "skills", "skill", "constraints",
                   "attempt", "seconds")
_ROUND_COLUMNS = ("learner", "lang", "ruleset", "name", "right", "count", "median", "created")
_TEXT, _OPTIONAL_TEXT, _INT, _REAL, _OPTIONAL_REAL = "text", "text?", "int", "real", "real?"
_ROW_TYPES = {
    "answer": {"id": _TEXT, "learner": _TEXT, "kind": _TEXT, "seed": _INT, "difficulty": _INT,
               "ruleset": _TEXT, "correct": _INT, "misconception": _OPTIONAL_TEXT,
               "created": _REAL, "lang": _TEXT, "skills": _TEXT, "skill": _OPTIONAL_TEXT,
               "constraints": _TEXT, "attempt": _INT, "seconds": _OPTIONAL_REAL},
    "round": {"id": _TEXT, "learner": _TEXT, "lang": _TEXT, "ruleset": _TEXT, "name": _TEXT,
              "right": _INT, "count": _INT, "median": _OPTIONAL_REAL, "created": _REAL},
    "setting": {"id": _TEXT, "learner": _TEXT, "key": _TEXT, "value": _TEXT},
}


def _nameable(text: str) -> bool:
    """Text SQLite and the file system take: no NUL, no lone surrogate."""
    if "\0" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_int(value: Any) -> bool:
    return type(value) is int and INT64[0] <= value <= INT64[1]


def _fits(value: Any, kind: str) -> bool:
    if value is None:
        return kind in (_OPTIONAL_TEXT, _OPTIONAL_REAL)
    if kind in (_TEXT, _OPTIONAL_TEXT):
        return isinstance(value, str) and len(value) <= 100_000 and _nameable(value)
    if kind == _INT:
        return _is_int(value)
    return type(value) in (int, float) and math.isfinite(value)


def _checked_row(row: Any) -> dict:
    """``row`` if every value fits its column (ValueError otherwise): an answer made by
    hand, a journal line someone edited, a seed of 2**63 never reach SQLite."""
    types = _ROW_TYPES.get(row.get("type")) if isinstance(row, dict) else None
    if types is None or set(row) != {"type", *types} or \
            not all(_fits(row[name], kind) for name, kind in types.items()):
        raise ValueError("a row that does not fit the store's columns")
    if row["type"] == "answer":
        try:
            constraints = json.loads(row["constraints"])
        except (ValueError, RecursionError):
            constraints = None
        if not isinstance(constraints, dict):
            raise ValueError("constraints that are not a JSON object")
    return row


def _attempt_row(row: tuple) -> bool:
    kind, seed, difficulty, ruleset, correct, misconception, lang, skills, skill, attempt = row
    return (isinstance(kind, str) and _is_int(seed) and _is_int(difficulty)
            and isinstance(ruleset, str) and _is_int(correct) and _fits(misconception, _OPTIONAL_TEXT)
            and isinstance(lang, str) and isinstance(skills, str)
            and _fits(skill, _OPTIONAL_TEXT) and _is_int(attempt))


def _skill_state(skill: str, row: tuple) -> SkillState | None:
    """A skill's row as its state; None when the row is damaged (text where a number
    belongs, constraints that are not a JSON object)."""
    box, due, seen, right, mastery, kind, difficulty, constraints, missed, recent, card = row
    if not (all(_is_int(v) for v in (box, due, seen, right, difficulty, missed))
            and type(mastery) in (int, float) and math.isfinite(mastery)
            and all(isinstance(v, str) for v in (kind, constraints, recent, card))
            and set(recent) <= {"0", "1"}):
        return None
    try:
        if not isinstance(json.loads(constraints), dict):
            return None
        if card:
            from datetime import datetime

            read = json.loads(card)
            if not isinstance(read, dict) or not isinstance(read.get("due"), str):
                return None
            datetime.fromisoformat(read["due"])
    except (ValueError, RecursionError):
        return None
    return SkillState(skill, box, due, seen, right, mastery, kind, difficulty, constraints,
                      missed, recent, card)


class _locked:
    """The journal opened with an exclusive lock (``flock``, where there is one), so two
    kernels never append and import at once; a journal removed while waiting for the
    lock is opened again."""

    def __init__(self, path: Path, mode: str) -> None:
        self.path, self.mode, self.handle = path, mode, None

    def __enter__(self):
        try:
            import fcntl
        except ImportError:          # (no flock: the browser has one kernel per page)
            fcntl = None
        for _ in range(10):
            self.handle = open(self.path, self.mode, encoding="utf-8", errors="replace")
            if fcntl is None:
                return self.handle
            fcntl.flock(self.handle.fileno(), fcntl.LOCK_EX)
            if os.fstat(self.handle.fileno()).st_nlink:
                return self.handle
            self.handle.close()      # imported and removed meanwhile: a new journal
        return self.handle

    def __exit__(self, *exc) -> None:
        self.handle.close()


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.db.execute("COMMIT")
        else:
            try:
                self.db.execute("ROLLBACK")
            except sqlite3.Error:
                pass
