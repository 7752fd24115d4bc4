"""Spacing across days: a learner's answers replayed over simulated days, each skill's
card checked against ``fsrs`` itself.

The test drives ``fsrs`` directly — its own scheduler, made here with the options the
project states (no learning steps, no fuzz) — with the ratings worked out by hand from
the rules the project states (:mod:`mjlearn.exercises.tutor.spacing`): a skill becomes a
card at its first miss; each question rates each skill it showed once, by the first
answer that showed it: wrong, Again; right at the first try, Good; right at a later try,
Hard. Within a session a missed skill stays due until a later question's first answer
is right. An old store (schema 3, Leitner boxes only) opens and gets the same cards.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

import fsrs
import pytest

from mjlearn.exercises import ProgressStore, check, expected_answer, generate, get_kind
from mjlearn.exercises.store.progress import SCHEMA_VERSION

START = datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc)   # noon: the same day in any zone
DORA, FU, HONBA = "dora.indicator_cycle", "fu.closed_ron", "pay.honba"


def the_fsrs_scheduler() -> fsrs.Scheduler:
    return fsrs.Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def dora_question(seed):
    q = generate("dora_from_indicator", seed, 1)
    assert q.skills == (DORA,)
    return q


def fu_question(seed=1):
    q = generate("count_fu", seed, 1)
    assert q.skills == (FU,)
    return q


def honba_question(seed):
    q = generate("hand_payments", seed, 3)
    assert HONBA in q.skills and len(q.skills) > 1
    return q


def right(q) -> str:
    answer = expected_answer(q)
    return " / ".join(map(str, answer)) if isinstance(answer, tuple) else str(answer)


def wrong(q) -> str:
    if q.kind == "dora_from_indicator":
        return "1z" if right(q) != "1z" else "2z"
    if q.kind == "count_fu":
        return "110"
    return " / ".join("100" for _ in q.fields)     # a payment nobody would recognise


def forgot_honba(q) -> str:
    found = next(m for m in get_kind(q.kind).misconceptions
                 if m.code == "misconception.forgot_honba").answer(q)
    return " / ".join(map(str, found))


# The learner, day by day: (day, minutes after noon, question, the tries in order).
STORY = [
    (0, 0, lambda: dora_question(0), ["wrong", "right"]),
    (0, 1, fu_question, ["right"]),                 # never missed: no card
    (0, 2, lambda: honba_question(1), ["wrong", "right"]),   # not recognised: all its skills
    (0, 3, lambda: dora_question(1), ["right"]),
    (1, 0, lambda: dora_question(2), ["right"]),
    (1, 5, fu_question, ["wrong", "right"]),        # fu's first miss: its card starts
    (2, 0, lambda: honba_question(2), ["forgot_honba", "right"]),  # the others: Hard
    (4, 0, lambda: dora_question(3), ["wrong", "wrong"]),
    (4, 1, fu_question, ["right"]),
    (9, 0, lambda: dora_question(4), ["right"]),
    (9, 2, lambda: honba_question(3), ["right"]),
    (20, 0, lambda: dora_question(5), ["right"]),
]


def test_each_skills_card_is_what_fsrs_makes_of_the_learners_answers():
    store = ProgressStore(":memory:", lang="en")
    clock = {"now": START}
    store.now = lambda: clock["now"].timestamp()
    scheduler = the_fsrs_scheduler()
    cards: dict[str, fsrs.Card] = {}          # fsrs's own, driven here
    missed: set[str] = set()                  # waiting in the session
    grades: list[fsrs.Rating] = []
    seen_due: list[set[str]] = []
    for day, minutes, ask, tries in STORY:
        when = START + timedelta(days=day, minutes=minutes)
        clock["now"] = when
        # before the question: what is due today is the cards due and the skills missed
        expected_due = missed | {s for s, c in cards.items()
                                 if c.due.astimezone().date() <= when.astimezone().date()}
        assert {i.skill for i in store.due()} == expected_due, (day, minutes)
        seen_due.append(expected_due)
        q = ask()
        rated: set[str] = set()
        for attempt, how in enumerate(tries, start=1):
            clock["now"] = when + timedelta(seconds=20 * (attempt - 1))
            given = {"right": right, "wrong": wrong, "forgot_honba": forgot_honba}[how](q)
            verdict = check(q, given)
            assert verdict.correct is (how == "right")
            if how == "wrong":
                assert verdict.skill is None          # a mistake nobody recognises
            shown = q.skills if verdict.correct or verdict.skill is None else (verdict.skill,)
            assert store.record(q, verdict, attempt=attempt)
            for skill in shown:
                if skill in rated:
                    continue
                rated.add(skill)
                grade = (fsrs.Rating.Again if not verdict.correct else
                         fsrs.Rating.Good if attempt == 1 else fsrs.Rating.Hard)
                if skill not in cards and grade != fsrs.Rating.Again:
                    continue                          # never missed: no card yet
                card = cards.get(skill) or fsrs.Card()
                cards[skill], _ = scheduler.review_card(card, grade, clock["now"])
                grades.append(grade)
                if not verdict.correct:
                    missed.add(skill)
                elif attempt == 1:
                    missed.discard(skill)
        mastery = {m.skill: m for m in store.mastery()}
        for skill, card in cards.items():
            assert mastery[skill].next_review == card.due, (day, minutes, skill)
        assert all(mastery[s].next_review is None for s in mastery if s not in cards)
    # every rating was given, and days came with cards due and days without
    assert {fsrs.Rating.Again, fsrs.Rating.Hard, fsrs.Rating.Good} <= set(grades)
    assert any(seen_due) and not all(seen_due)
    # the story's cards, in the end: every skill of the honba questions, dora and fu
    assert set(cards) == set(honba_question(1).skills) | {DORA, FU}
    clock["now"] = START + timedelta(days=400)
    assert {i.skill for i in store.due()} == set(cards)     # everything comes back, in time


def test_the_review_says_the_day_of_the_next_card():
    store = ProgressStore(":memory:", lang="es")
    store.now = lambda: START.timestamp()
    q = dora_question(0)
    store.record(q, check(q, wrong(q)))
    store.record(q, check(q, right(q)), attempt=2)
    # due now, in the session (missed); its card comes back on the day fsrs says
    assert [i.skill for i in store.due()] == [DORA]
    card, _ = the_fsrs_scheduler().review_card(fsrs.Card(), fsrs.Rating.Again, START)
    assert store.next_review() == card.due
    q2 = dora_question(1)
    store.record(q2, check(q2, right(q2)))            # right first time: rests till its day
    card, _ = the_fsrs_scheduler().review_card(card, fsrs.Rating.Good, START)
    assert store.due() == () and store.next_review() == card.due
    from mjlearn.widgets import ReviewWidget
    from mjlearn.i18n import format_day

    review = ReviewWidget(store=store, lang="es")
    assert f"Próximo repaso: {format_day(card.due, 'es')}." in review.status.value


# The tables of schema 3 (before the cards), as that version created them.
V3_SKILLS = """
CREATE TABLE skills (
    learner TEXT NOT NULL, lang TEXT NOT NULL, ruleset TEXT NOT NULL, skill TEXT NOT NULL,
    box INTEGER NOT NULL, due INTEGER NOT NULL, seen INTEGER NOT NULL, right INTEGER NOT NULL,
    mastery REAL NOT NULL, kind TEXT NOT NULL, difficulty INTEGER NOT NULL,
    constraints TEXT NOT NULL, PRIMARY KEY (learner, lang, ruleset, skill));
CREATE TABLE clocks (learner TEXT NOT NULL, lang TEXT NOT NULL, ruleset TEXT NOT NULL,
    questions INTEGER NOT NULL, PRIMARY KEY (learner, lang, ruleset));
"""


def test_an_old_store_with_boxes_opens_and_gets_its_cards(tmp_path):
    fresh = ProgressStore(tmp_path / "new.sqlite3", lang="en")
    clock = {"now": START}
    fresh.now = lambda: clock["now"].timestamp()
    for day, minutes, ask, tries in STORY[:7]:
        q = ask()
        for attempt, how in enumerate(tries, start=1):
            clock["now"] = START + timedelta(days=day, minutes=minutes, seconds=20 * attempt)
            given = {"right": right, "wrong": wrong, "forgot_honba": forgot_honba}[how](q)
            fresh.record(q, check(q, given), attempt=attempt)
    fresh.close()
    # the same answers in a file of schema 3: its attempts, its boxes, no cards
    old = tmp_path / "old.sqlite3"
    source = sqlite3.connect(tmp_path / "new.sqlite3")
    schema = source.execute("SELECT sql FROM sqlite_master WHERE name = 'attempts'").fetchone()[0]
    db = sqlite3.connect(old)
    db.execute(schema)
    db.executescript(V3_SKILLS)
    db.executemany(f"INSERT INTO attempts VALUES ({', '.join('?' * 15)})",
                   source.execute("SELECT * FROM attempts ORDER BY id"))
    db.executemany("INSERT INTO skills VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   source.execute("SELECT learner, lang, ruleset, skill, box, due, seen, right,"
                                  " 0.5, kind, difficulty, constraints FROM skills"))
    db.executemany("INSERT INTO clocks VALUES (?, ?, ?, ?)", source.execute("SELECT * FROM clocks"))
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    migrated = ProgressStore(old, lang="en")
    assert migrated.error is None
    assert sqlite3.connect(old).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    again = ProgressStore(tmp_path / "new.sqlite3", lang="en")
    for store in (migrated, again):
        store.now = lambda: (START + timedelta(days=3)).timestamp()
    # the boxes' file now holds what the answers make: the same counts, due list and cards
    assert migrated.mastery() == again.mastery()
    assert migrated.due() == again.due() and migrated.due() != ()
    cards = {m.skill: m.next_review for m in migrated.mastery()}
    assert cards[DORA] is not None and cards[FU] is not None and cards[HONBA] is not None
