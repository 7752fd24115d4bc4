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
``COMMIT``) and committed before :meth:`ProgressStore.record` returns; SQLite's
write-ahead log keeps a committed answer through a killed kernel (SIGKILL), and several
kernels may write to one file at once (a writer waits up to ``timeout`` seconds for the
other). An answer that cannot be written because the file is busy is kept and written
with the next one.

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
"""

from __future__ import annotations

import atexit
import json
import os
import random
import sqlite3
import time
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
})

SCHEMA_VERSION = 3
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
)
"""
# The columns version 1 lacked, added by the migration.
V1_MISSING = (("lang", "TEXT NOT NULL DEFAULT 'en'"), ("skills", "TEXT NOT NULL DEFAULT ''"),
              ("skill", "TEXT"), ("constraints", "TEXT NOT NULL DEFAULT '{}'"),
              ("attempt", "INTEGER NOT NULL DEFAULT 1"))
# The column version 2 lacked: the seconds a timed answer took.
V2_MISSING = (("seconds", "REAL"),)


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


def _error(exc: BaseException, path: Any) -> StoreError:
    """The typed error for what SQLite or the file system said."""
    text = str(exc).lower()
    where = str(path)
    if isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
        return StoreError("store_locked")
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
    """One skill on the progress chart: ``level`` from 0 to 1, the first answers
    ``seen`` and ``right``, the Leitner ``box`` and whether it is ``due`` for review."""

    skill: str
    level: float
    seen: int
    right: int
    box: int
    due: bool


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """A skill due for review and the question to draw for it."""

    skill: str
    kind: str
    difficulty: int
    ruleset: str
    constraints: dict
    box: int
    due: int


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
        check_text("learner", learner, MAX_LEARNER)
        check_optional_text("lang", lang, 40)
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) \
                or not 0 <= timeout <= MAX_TIMEOUT:
            raise bad_argument("timeout", "seconds", timeout)
        self.path = default_path() if path is None else path
        self.learner = str(learner)
        self.lang = lang
        self.timeout = timeout
        self.error: StoreError | None = None
        self._db: sqlite3.Connection | None = None
        self._pending: list[tuple] = []
        try:
            self._open()
        except (sqlite3.Error, OSError) as exc:
            self._fail(exc)
            if self._db is not None:
                self._db.close()
                self._db = None
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
        self._db.execute("PRAGMA journal_mode=MEMORY" if memory else "PRAGMA journal_mode=WAL")
        # WAL with synchronous=NORMAL: a committed transaction survives the process being
        # killed (only a power cut can lose the last ones), at a fraction of FULL's cost.
        self._db.execute("PRAGMA synchronous=NORMAL")
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version < SCHEMA_VERSION:
            self._migrate(version)

    def _migrate(self, version: int) -> None:
        with self._transaction():
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(attempts)")}
            old_rows = bool(columns) and "lang" not in columns
            if columns:      # an older file: add the columns it lacks
                for name, kind in (V1_MISSING if old_rows else ()) + V2_MISSING:
                    if name not in columns:
                        self._db.execute(f"ALTER TABLE attempts ADD COLUMN {name} {kind}")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            if old_rows:
                self._replay()
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _replay(self) -> None:
        """Version 1 kept attempts only: give each its skills (the question drawn again
        from its kind, seed, difficulty and ruleset) and replay them into the boxes."""
        from ..registry import KINDS, generate
        from ..skills import skills_of

        rows = self._db.execute("SELECT id, learner, kind, seed, difficulty, ruleset, correct,"
                                " misconception FROM attempts ORDER BY id").fetchall()
        for row_id, learner, kind, seed, difficulty, ruleset, correct, code in rows:
            try:
                question = generate(kind, seed, difficulty, ruleset)
            except (MjlearnError, KeyError, TypeError, ValueError):
                continue
            skill = next((m.skill for m in KINDS[kind].misconceptions if m.code == code), None)
            skills = skills_of(question)
            self._db.execute("UPDATE attempts SET skills = ?, skill = ? WHERE id = ?",
                             (",".join(skills), skill, row_id))
            self._schedule(learner, DEFAULT_LANG, question, bool(correct), skill)

    def _transaction(self):
        return _Transaction(self._db)

    def _fail(self, exc: BaseException) -> None:
        self.error = _error(exc, self.path)

    @property
    def available(self) -> bool:
        """Whether the file is open (reads work; writes may still fail)."""
        return self._db is not None

    @property
    def pending(self) -> int:
        """Answers kept in memory because the file was busy, written with the next one."""
        return len(self._pending)

    def close(self) -> None:
        """Close the file; an answer still waiting because the file was busy is written
        first (one more try, within the store's timeout), so closing loses nothing that
        can still be saved."""
        if self._db is not None:
            if self._pending:
                self._flush()
            self._db.close()
            self._db = None
        _OPEN_STORES.discard(self)

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
        on this question: only a first answer moves the skills' boxes, mastery and
        difficulty. ``seconds``: how long a timed answer took. False when it could not be
        saved (see :attr:`error`); an answer refused because the file was busy is written
        with the next one."""
        timed = None if seconds is None else max(0.0, float(seconds))
        row = (question, verdict, self._lang(lang), int(attempt), time.time(), timed)
        return self._commit(row, self._write)

    def _commit(self, row: tuple, write) -> bool:
        """Write ``row`` (and any answer still pending) in one transaction."""
        if self._db is None:
            return False
        self._pending.append((write, row))
        return self._flush()

    def _flush(self) -> bool:
        """Write every answer pending, in one transaction; one the file was too busy for
        waits for the next try."""
        try:
            with self._transaction():
                for how, pending in self._pending:
                    how(*pending)
        except sqlite3.Error as exc:
            self._fail(exc)
            if self.error.code != "store_locked":
                self._pending.clear()        # it will not work better next time
            return False
        self._pending.clear()
        self.error = None
        return True

    def _write(self, question: Question, verdict: Verdict, lang: str, attempt: int,
               created: float, seconds: float | None = None) -> None:
        from ..skills import skills_of

        skills = skills_of(question)
        constraints = _json(question.constraints)
        self._db.execute(
            "INSERT INTO attempts (learner, kind, seed, difficulty, ruleset, correct,"
            " misconception, created, lang, skills, skill, constraints, attempt, seconds)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (self.learner, question.kind, int(question.seed), int(question.difficulty),
             question.ruleset, int(bool(verdict.correct)), verdict.misconception, created,
             lang, ",".join(skills), verdict.skill, constraints, attempt, seconds))
        if attempt == 1:
            self._schedule(self.learner, lang, question, bool(verdict.correct), verdict.skill)

    def _schedule(self, learner: str, lang: str, question: Question, correct: bool,
                  skill: str | None) -> None:
        """Move the boxes of the skills a first answer showed: all of the question's
        when right; the misconception's skill when a recognised mistake; all of them
        when a mistake nobody recognised (the part that went wrong is unknown)."""
        from ..skills import skills_of

        key = (learner, lang, question.ruleset)
        now = self._clock(key)
        touched = skills_of(question) if correct or skill is None else (skill,)
        constraints = _json(question.constraints)
        for name in touched:
            state = self._state(key, name)
            new = update(state, correct, now, question.kind, question.difficulty, constraints)
            self._db.execute(
                "INSERT OR REPLACE INTO skills (learner, lang, ruleset, skill, box, due, seen,"
                " right, mastery, kind, difficulty, constraints)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*key, name, new.box, new.due, new.seen, new.right, new.mastery, new.kind,
                 new.difficulty, new.constraints))
        self._db.execute("INSERT OR REPLACE INTO clocks (learner, lang, ruleset, questions)"
                         " VALUES (?, ?, ?, ?)", (*key, now + 1))

    def _clock(self, key: tuple) -> int:
        row = self._db.execute("SELECT questions FROM clocks WHERE learner = ? AND lang = ?"
                               " AND ruleset = ?", key).fetchone()
        return row[0] if row else 0

    def _state(self, key: tuple, skill: str) -> SkillState:
        row = self._db.execute(
            "SELECT box, due, seen, right, mastery, kind, difficulty, constraints FROM skills"
            " WHERE learner = ? AND lang = ? AND ruleset = ? AND skill = ?", (*key, skill)).fetchone()
        return SkillState(skill, *row) if row else SkillState(skill)

    # --- reading ---------------------------------------------------------------------

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        if self._db is None:
            return []
        try:
            with closing(self._db.execute(sql, params)) as rows:
                return rows.fetchall()
        except sqlite3.Error as exc:
            self._fail(exc)
            return []

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
        rows = self._read(sql + " ORDER BY id", tuple(params))
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
               " constraints FROM skills WHERE learner = ? AND lang = ?")
        params: list[Any] = [self.learner, lang]
        if ruleset is not None:
            sql += " AND ruleset = ?"
            params.append(ruleset)
        return [(row[0], SkillState(*row[1:])) for row in self._read(sql, tuple(params))]

    def _clocks(self, lang: str) -> dict[str, int]:
        rows = self._read("SELECT ruleset, questions FROM clocks WHERE learner = ? AND lang = ?",
                          (self.learner, lang))
        return dict(rows)

    def mastery(self, *, lang: str | None = None, ruleset: str = "standard") -> tuple[Mastery, ...]:
        """Each skill the learner has met (in this language and ruleset), in the order of
        :data:`~mjlearn.exercises.skills.SKILLS`: data for a progress chart."""
        from ..skills import SKILLS

        lang = self._lang(lang)
        now = self._clocks(lang).get(ruleset, 0)
        states = {s.skill: s for _r, s in self._states(lang, ruleset)}
        return tuple(Mastery(k, states[k].mastery, states[k].seen, states[k].right,
                             states[k].box, states[k].due <= now)
                     for k in SKILLS if k in states)

    def due(self, *, lang: str | None = None, ruleset: str | None = None) -> tuple[ReviewItem, ...]:
        """The skills due for review now: the missed ones (the lowest box) first, then the
        most overdue (of every ruleset unless one is named). ``due`` of an item is how
        many questions ago it fell due."""
        lang = self._lang(lang)
        clocks = self._clocks(lang)
        by_ruleset: dict[str, list[SkillState]] = {}
        for name, state in self._states(lang, ruleset):
            by_ruleset.setdefault(name, []).append(state)
        items = []
        for name, states in by_ruleset.items():
            now = clocks.get(name, 0)
            for s in due_order(states, now):
                items.append(ReviewItem(s.skill, s.kind, s.difficulty, name,
                                        json.loads(s.constraints), s.box, now - s.due))
        items.sort(key=lambda i: (i.box, -i.due, i.skill, i.ruleset))
        return tuple(items)

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
        return rows[0][0] if rows and rows[0][0] is not None else None

    def record_round(self, name: str, *, right: int, count: int, median: float | None,
                     lang: str | None = None, ruleset: str = "standard") -> bool:
        """Keep a finished timed round (``name``: which drill, "speed" for the speed
        round). False when it could not be saved."""
        row = (self.learner, self._lang(lang), ruleset, str(name), int(right), int(count),
               None if median is None else float(median), time.time())
        return self._commit(row, self._write_round)

    def _write_round(self, *row) -> None:
        self._db.execute("INSERT INTO rounds (learner, lang, ruleset, name, right, count,"
                         " median, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)

    def rounds(self, name: str, *, lang: str | None = None,
               ruleset: str = "standard") -> tuple[RoundResult, ...]:
        """The rounds of ``name`` this learner finished (in this language and ruleset),
        oldest first."""
        rows = self._read("SELECT right, count, median FROM rounds WHERE learner = ? AND"
                          " lang = ? AND ruleset = ? AND name = ? ORDER BY id",
                          (self.learner, self._lang(lang), ruleset, str(name)))
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
    return json.dumps(dict(constraints), sort_keys=True)


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
