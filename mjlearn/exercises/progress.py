"""A learner's progress: every attempt in a local SQLite file (standard library only).

Each attempt is written in its own transaction and committed before :meth:`record`
returns, so a kernel restart (or a crash) loses nothing that was acknowledged; SQLite's
journal makes each write all-or-nothing. The default file lives in the user's data
directory (``$XDG_DATA_HOME/mjlearn/progress.sqlite3``, else
``~/.local/share/mjlearn/progress.sqlite3``); pass ``path`` to keep it elsewhere, or
``":memory:"`` for a throw-away store.

Score and streak are derived from the attempts, never stored beside them, so they cannot
disagree. "Review my mistakes" draws new exercises of the kinds the learner got wrong
and has not since answered right.
"""

from __future__ import annotations

import os
import random
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from .base import Question, Verdict

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
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS attempts_by_learner ON attempts (learner, id);
"""


def default_path() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "mjlearn" / "progress.sqlite3"


@dataclass(frozen=True, slots=True)
class Attempt:
    kind: str
    seed: int
    difficulty: int
    ruleset: str
    correct: bool
    misconception: str | None


@dataclass(frozen=True, slots=True)
class Score:
    correct: int
    total: int
    streak: int        # right answers in a row, ending with the latest attempt
    best_streak: int


class ProgressStore:
    """The attempts of one or more learners in one SQLite file."""

    def __init__(self, path: str | os.PathLike | None = None, learner: str = "default") -> None:
        self.path = default_path() if path is None else path
        if str(self.path) != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self.learner = learner
        # Autocommit mode: every ``with self._db`` block is one explicit transaction.
        self._db = sqlite3.connect(str(self.path), isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL" if str(self.path) != ":memory:" else "PRAGMA journal_mode=MEMORY")
        with self._transaction():
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)

    def _transaction(self):
        return _Transaction(self._db)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "ProgressStore":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def record(self, question: Question, verdict: Verdict) -> None:
        """Keep one attempt; committed when this returns."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO attempts (learner, kind, seed, difficulty, ruleset, correct,"
                " misconception, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (self.learner, question.kind, int(question.seed), int(question.difficulty),
                 question.ruleset, int(bool(verdict.correct)), verdict.misconception,
                 time.time()))

    def attempts(self) -> list[Attempt]:
        with closing(self._db.execute(
                "SELECT kind, seed, difficulty, ruleset, correct, misconception FROM attempts"
                " WHERE learner = ? ORDER BY id", (self.learner,))) as rows:
            return [Attempt(k, s, d, r, bool(c), m) for k, s, d, r, c, m in rows]

    def score(self) -> Score:
        correct = total = streak = best = 0
        for attempt in self.attempts():
            total += 1
            if attempt.correct:
                correct += 1
                streak += 1
                best = max(best, streak)
            else:
                streak = 0
        return Score(correct, total, streak, best)

    def mistakes(self) -> list[tuple[str, int]]:
        """(kind, difficulty) pairs whose latest attempt was wrong, most recent first."""
        latest: dict[tuple[str, int], bool] = {}
        for attempt in self.attempts():
            key = (attempt.kind, attempt.difficulty)
            latest.pop(key, None)
            latest[key] = attempt.correct
        return [key for key, correct in reversed(latest.items()) if not correct]

    def review_question(self, rng: random.Random | None = None, **generate_options):
        """A fresh exercise of a kind the learner got wrong (None when there is none).

        The seed is new, so the learner practises the skill rather than the answer."""
        from .registry import generate

        mistakes = self.mistakes()
        if not mistakes:
            return None
        rng = rng or random.Random()
        kind, difficulty = rng.choice(mistakes)
        return generate(kind, rng.randrange(2**31), difficulty, **generate_options)


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type, exc, tb) -> None:
        self.db.execute("ROLLBACK" if exc_type else "COMMIT")
