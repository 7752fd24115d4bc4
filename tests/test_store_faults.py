"""The progress store never loses an acknowledged answer (issue 28): each fault of the
reliability report is planted, answers are given through it, and the answers are counted
in the database afterwards.

An answer is *acknowledged* when ``record`` returns True (committed to the database, or
to the journal beside it when the database cannot be written). An answer that meets a
fault is kept pending, whatever the fault, and written with the next one or at close;
what still cannot be written at close goes to the journal, which the next open imports.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import ProgressStore, check, expected_answer, generate
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_error

ROOT = Path(__file__).resolve().parent.parent


def questions(n: int, kind: str = "count_fu"):
    return [generate(kind, seed, 1) for seed in range(1, n + 1)]


def answer(store, question, right: bool = True, **options):
    given = expected_answer(question) if right else "1"
    return store.record(question, check(question, given), **options)


def rows(path, learner: str | None = None) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        sql = "SELECT learner, kind, seed FROM attempts"
        return db.execute(sql + (" WHERE learner = ?" if learner else "") + " ORDER BY id",
                          (learner,) if learner else ()).fetchall()
    finally:
        db.close()


def shown(error) -> str:
    texts = [render_error(error, lang) for lang in SUPPORTED_LANGUAGES]
    assert all(texts) and len(set(texts)) == len(texts)
    assert "{" not in texts[0]
    return texts[0]


# --- values SQLite cannot hold ----------------------------------------------------------

def test_a_seed_beyond_sqlite_s_range_is_refused_by_generate():
    for seed in (2 ** 63, -2 ** 63 - 1, 10 ** 30):
        with pytest.raises(MjlearnError) as error:
            generate("count_fu", seed, 1)
        assert error.value.code == "out_of_range"
        assert error.value.params["maximum"] == 2 ** 63 - 1
    assert generate("count_fu", 2 ** 63 - 1, 1).seed == 2 ** 63 - 1


def test_overflowing_values_are_refused_before_sqlite_and_poison_nothing(tmp_path):
    """The report: a seed of 2**63 made every later answer raise (0 of 3 saved)."""
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path, learner="ana")
    good = questions(3)
    bad = dataclasses.replace(good[0], seed=2 ** 63)       # a question made by hand
    assert answer(store, bad) is False
    assert store.error.code == "store_bad_value" and store.pending == 0
    shown(store.error)
    acknowledged = [answer(store, q) for q in good]
    assert acknowledged == [True, True, True] and store.error is None
    assert answer(store, good[0], seconds=float("nan")) is True     # no time kept for NaN
    assert answer(store, good[1], seconds=10 ** 400) is True        # nor for a huge one
    store.close()
    assert [s for _l, _k, s in rows(path)] == [1, 2, 3, 1, 2]


# --- a damaged file: text in numeric columns, constraints that are not JSON ---------------

def damaged(tmp_path, statements: list[str]) -> Path:
    path = tmp_path / "p.sqlite3"
    with ProgressStore(path, learner="ana") as store:
        for q in questions(4):
            assert answer(store, q, right=False) is True
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize("statements", [
    ["UPDATE skills SET box = 'x', due = 'y'"],
    ["UPDATE skills SET seen = 'many', right = X'00', mastery = 'high'"],
    ["UPDATE clocks SET questions = 'z'"],
    ["UPDATE skills SET constraints = 'not json'"],
    ["UPDATE skills SET constraints = '[1, 2]', difficulty = 'hard'"],
    ["UPDATE attempts SET correct = 'yes', seed = 'seven' WHERE id = 1"],
], ids=["box-due", "counts", "clock", "constraints", "constraints-list", "attempt"])
def test_damaged_rows_are_read_around_and_reported_once(tmp_path, statements):
    path = damaged(tmp_path, statements)
    store = ProgressStore(path, learner="ana")
    later = questions(6)[4:]
    acknowledged = [answer(store, q) for q in later]
    # every call a lesson makes goes on, whatever the rows hold
    store.mastery()
    store.due()
    store.review_question()
    store.score()
    store.difficulty("count_fu")
    store.attempts()
    assert acknowledged == [True, True] and store.pending == 0
    report = store.take_damaged()
    assert report.code == "store_damaged"
    assert "damaged" in shown(report)
    store.mastery()
    store.due()
    assert store.take_damaged() is None                 # reported once
    store.close()
    assert [s for _l, _k, s in rows(path)][-2:] == [5, 6]
    assert len(rows(path)) == 6


# --- a full disk -----------------------------------------------------------------------

def fill_up(db) -> None:
    """The file can grow no more (its pages capped, as a full disk stops it), and every
    table an answer goes to is full to its last byte (rows of a learner "filler")."""
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    statements = [
        "INSERT INTO attempts (learner, kind, seed, difficulty, ruleset, correct, created,"
        " skills) VALUES ('filler', 'k', 0, 1, 'r', 0, 0, randomblob(?))",
        "INSERT INTO skills (learner, lang, ruleset, skill, box, due, seen, right, mastery,"
        " kind, difficulty, constraints) VALUES ('filler', 'l', 'r', randomblob(?) || random(),"
        " 0, 0, 0, 0, 0, 'k', 1, '{}')",
        "INSERT INTO clocks VALUES ('filler', randomblob(?) || random(), 'r', 0)",
        "INSERT INTO settings VALUES ('filler', randomblob(?) || random(), 'x')"]
    for statement in statements:
        for size in (2048, 256, 32, 4, 1):
            while True:
                try:
                    db.execute(statement, (size,))
                except sqlite3.OperationalError as error:
                    assert "full" in str(error)
                    break


def make_room(db) -> None:
    for table in ("attempts", "skills", "clocks", "settings"):
        db.execute(f"DELETE FROM {table} WHERE learner = 'filler'")
    db.execute("PRAGMA max_page_count = 1073741823")


def test_a_full_database_keeps_every_answer_pending_until_there_is_room(tmp_path):
    """SQLite's own full-disk error (SQLITE_FULL, "database or disk is full"), planted
    by capping the file's pages: the report kept 15 of 45 answers."""
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path, learner="ana")
    given = questions(45)
    for q in given[:15]:
        assert answer(store, q) is True
    fill_up(store._db)
    assert [answer(store, q) for q in given[15:30]] == [False] * 15   # kept pending
    assert store.pending == 15 and store.error.code == "store_full"
    assert "full" in shown(store.error)
    make_room(store._db)                                # the learner makes room
    for q in given[30:]:
        assert answer(store, q) is True             # the room is back: all written
    assert store.pending == 0 and store.error is None
    store.close()
    assert [s for _l, _k, s in rows(path, "ana")] == list(range(1, 46))


def _mount_tmpfs(where: Path, size: str) -> bool:
    if os.geteuid() != 0 or not shutil.which("mount"):
        return False
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True)
    return done.returncode == 0


@pytest.fixture
def small_disk(tmp_path):
    disk = tmp_path / "disk"
    if not _mount_tmpfs(disk, "2m"):
        pytest.skip("no small tmpfs can be mounted here (needs root)")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def test_a_full_tmpfs_loses_no_answer(small_disk):
    path = small_disk / "p.sqlite3"
    store = ProgressStore(path, learner="ana")
    given = questions(45)
    acknowledged = [answer(store, q) for q in given[:15]]
    filler = small_disk / "filler"
    try:                                             # fill the disk to its last byte
        with filler.open("wb", buffering=0) as out:
            for size in (65536, 4096, 512, 1):
                try:
                    while True:
                        out.write(b"\0" * size)
                except OSError as error:
                    assert error.errno == errno.ENOSPC
    except OSError as error:
        assert error.errno == errno.ENOSPC
    meanwhile = [answer(store, q) for q in given[15:30]]
    assert store.pending >= 1 or all(meanwhile)
    filler.unlink()                                  # the learner makes room
    acknowledged += meanwhile + [answer(store, q) for q in given[30:]]
    store.close()
    assert store.pending == 0
    reopened = ProgressStore(path, learner="ana")    # (a journal, if any, is imported)
    reopened.close()
    assert [s for _l, _k, s in rows(path)] == list(range(1, 46))
    assert acknowledged[:15] == [True] * 15 and acknowledged[30:] == [True] * 15


def test_an_answer_the_disk_refuses_at_close_goes_to_the_journal(tmp_path, monkeypatch):
    """The database cannot be written at close (full): the answer goes to the journal
    beside it, and the next open imports it."""
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path, learner="ana")
    first, second = questions(2)
    assert answer(store, first) is True
    fill_up(store._db)
    assert answer(store, second) is False and store.pending == 1
    store.close()
    journal = Path(f"{path}.journal")
    assert journal.exists() and store.pending == 0
    assert [s for _l, _k, s in rows(path, "ana")] == [1]
    db = sqlite3.connect(path)
    make_room(db)
    db.commit()
    db.close()
    again = ProgressStore(path, learner="ana")
    assert [s for _l, _k, s in rows(path, "ana")] == [1, 2] and not journal.exists()
    assert again.attempts()[-1].seed == 2 and again.mastery()
    again.close()
    ProgressStore(path, learner="ana").close()       # imported once, not twice
    assert len(rows(path, "ana")) == 2


# --- a lock held over the kernel's exit ----------------------------------------------------

def test_a_lock_held_over_exit_loses_no_answer(tmp_path):
    """The report: locked when the kernel exits, the pending answer was lost. The
    kernel here ends with another program still holding the file."""
    path = tmp_path / "p.sqlite3"
    ProgressStore(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    program = textwrap.dedent("""
        import sys
        from mjlearn.exercises import ProgressStore, check, expected_answer, generate
        store = ProgressStore(sys.argv[1], learner="ana", timeout=0.05)
        q = generate("count_fu", 7, 1)
        print(store.record(q, check(q, expected_answer(q))), store.pending)
    """)          # (the process ends; the file is still locked)
    try:
        done = subprocess.run([sys.executable, "-c", program, str(path)], capture_output=True,
                              text=True, cwd=ROOT, timeout=120)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert done.returncode == 0 and done.stdout.split() == ["False", "1"], done.stderr
    assert done.stderr == ""
    assert rows(path) == []                          # not in the file yet: in the journal
    assert Path(f"{path}.journal").exists()
    ProgressStore(path, learner="ana").close()       # the next open imports it
    assert rows(path) == [("ana", "count_fu", 7)]


# --- a file of a newer version --------------------------------------------------------------

def test_a_newer_schema_is_opened_read_only_with_a_localized_message(tmp_path):
    path = tmp_path / "p.sqlite3"
    with ProgressStore(path, learner="ana") as store:
        assert answer(store, questions(1)[0]) is True
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    store = ProgressStore(path, learner="ana")
    assert store.available and store.read_only
    assert store.error.code == "store_newer"
    assert shown(store.error).startswith("Your progress file was written by a newer")
    assert store.attempts()[0].seed == 1             # read, as far as it can be
    assert answer(store, questions(2)[1]) is False   # not written into a file it may break
    store.close()
    assert path.read_bytes() == before
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 99


# --- the browser's store ----------------------------------------------------------------------

def _snapshot_store():
    try:
        from mjlearn.exercises.store.browser_store import SnapshotStore
    except ImportError:
        from mjlearn.exercises.browser_store import SnapshotStore
    return SnapshotStore


def test_the_browser_store_keeps_an_answer_its_drive_refused(tmp_path, monkeypatch):
    """The drive refuses a write (full), then the file changes under the store (another
    lesson saved): the answer not yet on the drive is not lost with the reload."""
    SnapshotStore = _snapshot_store()
    drive = tmp_path / "mjlearn-progress.sqlite3"
    store = SnapshotStore(drive, "ana")
    other = SnapshotStore(drive, "ana")
    first, second, third, fourth = questions(4)
    assert answer(store, first) is True
    real_write = Path.write_bytes

    def full(self, data):
        if self == drive:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(self, data)

    monkeypatch.setattr(Path, "write_bytes", full)
    assert answer(store, second) is False
    assert store.error.code == "store_full"
    monkeypatch.setattr(Path, "write_bytes", real_write)
    assert answer(other, third) is True              # another lesson writes the drive
    assert answer(store, fourth, seconds=4.5) is True
    store.close()
    other.close()
    reader = SnapshotStore(drive, "ana")
    assert sorted(a.seed for a in reader.attempts()) == [1, 2, 3, 4]
    reader.close()


def test_the_browser_store_opens_a_newer_file_read_only(tmp_path):
    SnapshotStore = _snapshot_store()
    drive = tmp_path / "mjlearn-progress.sqlite3"
    with ProgressStore(drive) as store:
        assert answer(store, questions(1)[0]) is True
    db = sqlite3.connect(drive)
    db.execute("PRAGMA user_version = 42")
    db.commit()
    db.close()
    before = drive.read_bytes()
    store = SnapshotStore(drive)
    assert store.error.code == "store_newer" and store.read_only
    assert answer(store, questions(2)[1]) is False
    store.close()
    assert drive.read_bytes() == before


def test_the_browser_store_journals_what_its_drive_refuses_at_close(tmp_path, monkeypatch):
    SnapshotStore = _snapshot_store()
    drive = tmp_path / "mjlearn-progress.sqlite3"
    store = SnapshotStore(drive, "ana")
    first, second = questions(2)
    assert answer(store, first) is True
    real_write = Path.write_bytes

    def full(self, data):
        if self == drive:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(self, data)

    monkeypatch.setattr(Path, "write_bytes", full)
    assert answer(store, second) is False
    store.close()                                    # the drive still refuses the file
    monkeypatch.setattr(Path, "write_bytes", real_write)
    assert Path(f"{drive}.journal").exists()
    reader = SnapshotStore(drive, "ana")             # the journal imported, then saved
    assert [a.seed for a in reader.attempts()] == [1, 2]
    assert not Path(f"{drive}.journal").exists()
    reader.close()
    assert [a.seed for a in SnapshotStore(drive, "ana").attempts()] == [1, 2]


def test_a_setting_the_disk_refuses_is_kept_like_an_answer(tmp_path, monkeypatch):
    """(SQLite's "database or disk is full" raised for the settings' row.)"""
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path, learner="ana")
    assert answer(store, questions(1)[0]) is True
    real_apply = ProgressStore._apply

    def full(self, row):
        if row["type"] == "setting":
            raise sqlite3.OperationalError("database or disk is full")
        return real_apply(self, row)

    monkeypatch.setattr(ProgressStore, "_apply", full)
    assert store.set_setting("ruleset", "ema") is False and store.pending == 1
    assert store.error.code == "store_full"
    store.close()                                    # still full: to the journal
    monkeypatch.setattr(ProgressStore, "_apply", real_apply)
    assert ProgressStore(path, learner="ana").setting("ruleset") == "ema"
