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
        self.now = time.time          # the wall clock of the answers and the cards
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
        on this question: every answer counts in its skills' answers and mastery; a
        first answer moves the Leitner boxes and the difficulty, a wrong one marks its
        skills missed, and each skill's card is rated once per question. ``seconds``: how long a timed answer took. False when it could not be
        saved (see :attr:`error`); an answer refused because the file was busy is written
        with the next one."""
        timed = None if seconds is None else max(0.0, float(seconds))
        row = (question, verdict, self._lang(lang), int(attempt), float(self.now()), timed)
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
        row = {"learner": self.learner, "kind": question.kind, "seed": int(question.seed),
               "difficulty": int(question.difficulty), "ruleset": question.ruleset,
               "correct": int(bool(verdict.correct)), "misconception": verdict.misconception,
               "created": created, "lang": lang, "skills": ",".join(skills),
               "skill": verdict.skill, "constraints": _json(question.constraints),
               "attempt": attempt, "seconds": seconds}
        inserted = self._db.execute(
            f"INSERT INTO attempts ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
            tuple(row.values()))
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
        return row[0] if row else 0

    def _state(self, key: tuple, skill: str) -> SkillState:
        row = self._db.execute(
            "SELECT box, due, seen, right, mastery, kind, difficulty, constraints, missed,"
            " recent, card FROM skills WHERE learner = ? AND lang = ? AND ruleset = ? AND skill = ?", (*key, skill)).fetchone()
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
               " constraints, missed, recent, card FROM skills WHERE learner = ? AND lang = ?")
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

    # --- what the learner chose -------------------------------------------------------

    def setting(self, key: str, default: str | None = None) -> str | None:
        """A choice the learner made (``"ruleset"``), or ``default`` if none yet."""
        if key not in SETTINGS:
            raise bad_argument("key", "setting", key)
        rows = self._read("SELECT value FROM settings WHERE learner = ? AND key = ?",
                          (self.learner, key))
        return rows[0][0] if rows else default

    def set_setting(self, key: str, value: str) -> bool:
        """Keep a choice (``set_setting("ruleset", "ema")``); False when it could not be
        saved (see :attr:`error`)."""
        if key not in SETTINGS:
            raise bad_argument("key", "setting", key)
        check_text("value", value, 40)
        return self._commit((self.learner, key, value), self._write_setting)

    def _write_setting(self, *row) -> None:
        self._db.execute("INSERT OR REPLACE INTO settings (learner, key, value) VALUES (?, ?, ?)",
                         row)

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
