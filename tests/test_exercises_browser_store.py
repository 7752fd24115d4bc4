"""The progress store of the browser (JupyterLite): SQLite in memory, saved as a whole file
after each answer, read again when the file changed (an upload, another lesson)."""

import sqlite3
from pathlib import Path

from mjlearn.exercises import ProgressStore, check, expected_answer, generate, get_kind
from mjlearn.exercises.store import browser_store
from mjlearn.exercises.store.browser_store import FILE_NAME, SnapshotStore, store_for_this_place
from mjlearn.i18n import render_error


def question_and_wrong(seed=1):
    q = generate("hand_payments", seed, 3)
    wrong = next(m for m in get_kind(q.kind).misconceptions
                 if m.code == "misconception.forgot_honba").answer(q)
    return q, check(q, wrong), check(q, expected_answer(q))


def test_answers_reach_the_file_and_come_back_in_the_next_visit(tmp_path):
    path = tmp_path / FILE_NAME
    store = SnapshotStore(path, lang="pl")
    assert not path.exists()                 # nothing answered, nothing written
    q, wrong, right = question_and_wrong()
    assert store.record(q, wrong) and store.record(q, right, attempt=2)
    assert path.exists() and store.error is None
    # the file is a plain SQLite database: the same file a desktop store reads
    desktop = ProgressStore(path, lang="pl")
    assert [(a.correct, a.attempt) for a in desktop.attempts()] == [(False, 1), (True, 2)]
    desktop.close()
    again = SnapshotStore(path, lang="pl")   # the page opened again
    assert [(a.correct, a.misconception) for a in again.attempts()] == \
        [(False, "misconception.forgot_honba"), (True, None)]
    # the miss counts for its skill, the right second try for every skill of the question
    counts = {m.skill: (m.seen, m.right, m.due) for m in again.mastery()}
    assert set(counts) == set(q.skills) and counts["pay.honba"] == (2, 1, True)
    assert all(counts[s] == (1, 1, False) for s in set(q.skills) - {"pay.honba"})


def test_two_lessons_open_at_once_lose_nothing(tmp_path):
    path = tmp_path / FILE_NAME
    first, second = SnapshotStore(path, lang="es"), SnapshotStore(path, lang="es")
    q1, wrong1, _ = question_and_wrong(1)
    q2, _, right2 = question_and_wrong(2)
    assert first.record(q1, wrong1)
    assert second.record(q2, right2)         # reads the first one's answer before writing
    assert first.score().total == 2 and second.score().total == 2
    assert [a.seed for a in SnapshotStore(path).attempts()] == [q1.seed, q2.seed]


def test_an_imported_file_replaces_what_the_page_had(tmp_path):
    """Import: the learner uploads a progress file over the old one."""
    elsewhere = tmp_path / "elsewhere.sqlite3"
    q, wrong, right = question_and_wrong(5)
    other = SnapshotStore(elsewhere)
    assert other.record(q, wrong) and other.record(q, right, attempt=2)
    path = tmp_path / FILE_NAME
    here = SnapshotStore(path)
    assert here.record(*question_and_wrong(6)[::2])
    path.write_bytes(elsewhere.read_bytes())  # the upload
    assert [a.seed for a in here.attempts()] == [q.seed, q.seed]
    assert here.export_bytes() == elsewhere.read_bytes()


def test_a_file_that_is_not_a_progress_file_is_a_clear_error_never_an_exception(tmp_path,
                                                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)        # a short path, as the browser's /drive/… is
    path = Path(FILE_NAME)
    path.write_bytes(b"these are not the answers you are looking for" * 20)
    store = SnapshotStore(path, lang="it")
    q, wrong, _ = question_and_wrong()
    assert store.record(q, wrong) is False
    assert store.error is not None and store.error.code == "store_corrupt"
    assert FILE_NAME in render_error(store.error, "it")
    # a good file uploaded over it is read again
    good = Path("good.sqlite3")
    assert SnapshotStore(good).record(q, wrong)
    path.write_bytes(good.read_bytes())
    fresh = SnapshotStore(path, lang="it")
    assert fresh.error is None and fresh.score().total == 1


def test_without_a_drive_the_progress_lasts_the_session(monkeypatch, tmp_path):
    monkeypatch.setattr(browser_store, "IN_BROWSER", True)
    monkeypatch.setattr(browser_store, "DRIVE", tmp_path / "no-drive")
    store = store_for_this_place()
    assert isinstance(store, SnapshotStore) and store.file is None
    q, wrong, _ = question_and_wrong()
    assert store.record(q, wrong) and store.score().total == 1
    monkeypatch.setattr(browser_store, "DRIVE", tmp_path)
    store = store_for_this_place()
    assert store.file == tmp_path / FILE_NAME
    assert store.record(q, wrong) and sqlite3.connect(tmp_path / FILE_NAME).execute(
        "SELECT count(*) FROM attempts").fetchone() == (1,)
