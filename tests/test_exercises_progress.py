"""The progress store: attempts survive reopening the file, score and streak follow the
attempts, review mode draws the kinds got wrong, a failed write leaves nothing behind."""

import random
import sqlite3

import pytest

from mjlearn.exercises import check, expected_answer, generate
from mjlearn.exercises.store.progress import ProgressStore, default_path


def _answer(q, right: bool) -> str:
    if q.kind == "dora_from_indicator":
        return expected_answer(q).code if right else "1z" if expected_answer(q).kind != 27 else "2z"
    kinds = sorted(expected_answer(q))
    from mjlearn.tiles import kind_code
    return "".join(kind_code(k) for k in (kinds if right else kinds[:1] + [33 if 33 not in kinds else 32]))


def _attempt(store, kind, seed, difficulty, right):
    q = generate(kind, seed, difficulty)
    verdict = check(q, _answer(q, right))
    assert verdict.correct is right
    store.record(q, verdict)


def test_attempts_survive_reopening(tmp_path):
    path = tmp_path / "nested" / "progress.sqlite3"
    with ProgressStore(path, learner="ana") as store:
        _attempt(store, "find_waits", 1, 1, True)
        _attempt(store, "find_waits", 2, 1, False)
        _attempt(store, "dora_from_indicator", 3, 2, True)
        _attempt(store, "dora_from_indicator", 4, 2, True)
    with ProgressStore(path, learner="ana") as again:
        score = again.score()
        assert (score.correct, score.total, score.streak, score.best_streak) == (3, 4, 2, 2)
        assert [a.seed for a in again.attempts()] == [1, 2, 3, 4]
        assert not again.attempts()[1].correct and again.attempts()[2].correct
    with ProgressStore(path, learner="piotr") as other:  # learners are kept apart
        assert other.score().total == 0


def test_every_record_is_committed_at_once(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    _attempt(store, "find_waits", 1, 1, True)
    # Another connection (a restarted kernel) sees it without the first one closing.
    rows = sqlite3.connect(path).execute("SELECT count(*) FROM attempts").fetchone()
    assert rows == (1,)
    store.close()


def test_a_failed_write_is_rolled_back(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    with pytest.raises(sqlite3.IntegrityError):
        with store._transaction():
            store._db.execute("INSERT INTO attempts (learner, kind, seed, difficulty, ruleset,"
                              " correct, misconception, created) VALUES"
                              " ('x', 'k', 1, 1, 'standard', 1, NULL, 0)")
            store._db.execute("INSERT INTO attempts (learner) VALUES (NULL)")
    assert store._db.execute("SELECT count(*) FROM attempts").fetchone() == (0,)


def test_review_draws_only_kinds_still_wrong(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    assert store.review_question() is None
    _attempt(store, "find_waits", 1, 2, False)
    _attempt(store, "dora_from_indicator", 2, 1, False)
    _attempt(store, "dora_from_indicator", 3, 1, True)  # fixed since
    assert store.mistakes() == [("find_waits", 2)]
    rng = random.Random(5)
    for _ in range(5):
        q = store.review_question(rng)
        assert (q.kind, q.difficulty) == ("find_waits", 2)
        assert q.seed != 1  # a fresh exercise of the same skill


def test_default_path_is_in_the_users_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "mjlearn" / "progress.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_path() == tmp_path / ".local" / "share" / "mjlearn" / "progress.sqlite3"
    store = ProgressStore()
    assert (tmp_path / ".local" / "share" / "mjlearn" / "progress.sqlite3").exists()
    store.close()
