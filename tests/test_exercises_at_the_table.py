"""The exercises "at the table" (issue 17): calling a score out in each language's
convention, pao, abortive draws and chombo, furiten's skills, and the timed drills' data
(target times, the speed round, its summary, the store's times and rounds).

Amounts come from the sources, never from the code under test: the Italian han-and-fu
page's ron table, the Polish scoring rules' tsumo tables ("Wschód płaci 2000, pozostali po
1000"), EMA 2016 §3.3.9 for pao ("the liable player must pay the full value … the
discarder and the liable player share the payment equally; only the discarder pays for any
counters"), wiki:Tochuu ryuukyoku for abortive draws ("the honba count increases by one",
"the seat winds do not rotate", "all riichi bets remain on the table") and EMA §3.4.6 for
chombo (the hand is void: the riichi bets are returned, no counter, the same dealer).
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from pathlib import Path

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import (ProgressStore, Question, check, expected_answer, generate,
                               hints, speed_questions, speed_summary, target_seconds)
from mjlearn.exercises.store.progress import SCHEMA_VERSION
from mjlearn.exercises.tutor.timing import SPEED_KINDS, TimedAnswer
from mjlearn.exercises.tutor import Tries, first_hint
from mjlearn.i18n import Call, format_call, parse_call, render_error, render_step
from mjlearn.trace import Step

NBSP = "\u00a0"


# --- calling a score out -------------------------------------------------------------------

@pytest.mark.parametrize("lang, split, each, ron", [
    ("en", "2,000–3,900", "2,600 all", "11,600"),
    ("es", "2000–3900", "2600 todos", "11.600"),       # the Spanish guide: "Todos pagan"
    ("it", "2.000–3.900", "2.600 a testa", "11.600"),
    ("pl", "2000–3900", "po 2600", f"11{NBSP}600"),     # the Polish rules: "płaci po"
    ("ru", f"2{NBSP}000–3{NBSP}900", f"по 2{NBSP}600", f"11{NBSP}600"),
])
def test_a_call_is_written_in_each_languages_convention(lang, split, each, ron):
    assert format_call(Call("split", (2000, 3900)), lang) == split
    assert format_call(Call("all", (2600,)), lang) == each
    assert format_call(Call("ron", (11600,)), lang) == ron
    # and read back, as typed by a player of that language
    assert parse_call(split, lang) == Call("split", (2000, 3900))
    assert parse_call(each, lang) == Call("all", (2600,))
    assert parse_call(ron, lang) == Call("ron", (11600,))


@pytest.mark.parametrize("text, lang, call", [
    ("2000-3900", "en", Call("split", (2000, 3900))),
    ("2.000 / 3.900", "it", Call("split", (2000, 3900))),
    ("1000・2000", "en", Call("split", (1000, 2000))),
    ("2600 all", "ru", Call("all", (2600,))),          # "all" is understood at every table
    ("2 600 олл", "ru", Call("all", (2600,))),
    ("2600 с каждого", "ru", Call("all", (2600,))),
    ("po 4 000", "pl", Call("all", (4000,))),
    ("4000 a todos", "es", Call("all", (4000,))),
    ("  7,700 ", "en", Call("ron", (7700,))),
])
def test_a_call_may_be_typed_in_many_ways(text, lang, call):
    assert parse_call(text, lang) == call


@pytest.mark.parametrize("text", ["", "all", "2000-3900-1000", "po 1000-2000", "2,6", "mangan",
                                  "-2000"])
def test_what_is_no_call_is_a_localized_error_showing_the_three_forms(text):
    with pytest.raises(MjlearnError) as caught:
        parse_call(text, "pl")
    assert caught.value.code == "unreadable_call"
    message = render_error(caught.value, "pl")
    assert "7700" in message and "2000–3900" in message and "po 2600" in message


def call_question(han, fu, dealer, tsumo, honba=0):
    return Question("call_score", 0, 3 if honba else 2, "standard",
                    {"han": han, "fu": fu, "dealer": dealer, "tsumo": tsumo, "honba": honba},
                    ("prompt.call_score", {}), "call")


@pytest.mark.parametrize("han, fu, dealer, tsumo, honba, call", [
    # the Italian page's ron table ("non mazziere / mazziere")
    (3, 30, False, False, 0, Call("ron", (3900,))),
    (3, 30, True, False, 0, Call("ron", (5800,))),
    (4, 30, True, False, 0, Call("ron", (11600,))),
    (2, 25, False, False, 0, Call("ron", (1600,))),
    # the Polish rules' tsumo tables: "Wschód płaci 2000, pozostali po 1000", "po 2000"
    (3, 30, False, True, 0, Call("split", (1000, 2000))),
    (3, 30, True, True, 0, Call("all", (2000,))),
    (1, 30, False, True, 0, Call("split", (300, 500))),
    (4, 40, False, True, 0, Call("split", (2000, 4000))),      # a mangan
    (6, 0, True, True, 0, Call("all", (6000,))),                # a dealer's haneman
    # honba: 300 more from a discarder, 100 more from each payer of a tsumo
    (4, 30, False, True, 1, Call("split", (2100, 4000))),
    (3, 30, False, False, 2, Call("ron", (4500,))),
])
def test_the_call_is_the_sources_amount_in_the_players_form(han, fu, dealer, tsumo, honba, call):
    assert expected_answer(call_question(han, fu, dealer, tsumo, honba)) == call


@pytest.mark.parametrize("typed, lang, mistake", [
    ("2000", "en", "misconception.call_form"),        # the dealer's tsumo without "all"
    ("6000", "es", "misconception.call_total"),       # what the winner receives in all
    ("1000-2000", "it", "misconception.paid_as_non_dealer"),   # called as a non-dealer's
])
def test_a_dealers_tsumo_called_wrongly_is_named(typed, lang, mistake):
    q = call_question(3, 30, True, True)
    verdict = check(q, typed, lang)
    assert not verdict.correct and verdict.misconception == mistake


def test_a_non_dealers_tsumo_with_the_dealers_share_first_is_named():
    q = call_question(3, 30, False, True)
    assert check(q, "2000-1000", "pl").misconception == "misconception.tsumo_amounts_swapped"
    assert check(q, "po 2000", "pl").misconception == "misconception.paid_as_dealer"
    assert check(q, "1000–2000", "pl").correct


def test_a_call_question_shows_examples_that_are_never_its_answer():
    for seed in range(40):
        q = generate("call_score", seed, 2)
        answer = expected_answer(q)
        assert answer not in (q.prompt[1]["split"], q.prompt[1]["all"])
        assert "call.form" in q.skills


# --- pao ------------------------------------------------------------------------------------

def pao_question(winner, liable, discarder, dealer=0, honba=0, sticks=0, kind="daisangen",
                 riichi=()):
    return Question("pao", 0, 2, "standard",
                    {"scores": (25_000,) * 4, "dealer": dealer, "honba": honba, "sticks": sticks,
                     "winner": winner, "discarder": discarder, "liable": liable, "yakuman": kind,
                     "riichi": riichi, "amounts": 4, "signed": True},
                    ("prompt.pao.tsumo", {}), "points_list")


def test_the_liable_player_pays_the_whole_tsumo_honba_included():
    # a non-dealer's yakuman, 32,000: all from the liable player; 2 honba, 600, from them too
    q = pao_question(winner=2, liable=3, discarder=None, honba=2, sticks=1)
    assert expected_answer(q) == (0, 0, 32_000 + 600 + 1_000, -32_600)


def test_a_ron_by_a_third_player_is_shared_and_only_the_discarder_pays_the_honba():
    # the dealer's yakuman, 48,000: 24,000 each; 1 honba, 300, from the discarder alone
    q = pao_question(winner=0, liable=1, discarder=2, honba=1)
    assert expected_answer(q) == (48_300, -24_000, -24_300, 0)
    verdict = check(q, "+48300 / 0 / -48300 / 0", "en")
    assert verdict.misconception == "misconception.pao_ignored" and verdict.skill == "table.pao"
    assert check(q, "+48300 / -48300 / 0 / 0").misconception == \
        "misconception.pao_liable_pays_ron"
    assert check(q, "+48300 / -24150 / -24150 / 0").misconception == \
        "misconception.pao_honba_shared"


def test_the_liable_player_who_deals_in_pays_it_all():
    q = pao_question(winner=1, liable=3, discarder=3)
    assert expected_answer(q) == (0, 32_000, 0, -32_000)


def test_a_liable_tsumo_with_the_honba_split_three_ways_is_named():
    q = pao_question(winner=2, liable=3, discarder=None, honba=1)
    assert check(q, "-100 / -100 / +32300 / -32100").misconception == \
        "misconception.pao_honba_split"


# --- abortive draws and chombo ------------------------------------------------------------------

def abortive_question(outcome, honba=1, sticks=1, dealer=2, riichi=(), seat=None):
    return Question("abortive_draw", 0, 3, "standard",
                    {"scores": (25_000, 25_000, 24_000, 25_000), "dealer": dealer,
                     "honba": honba, "sticks": sticks, "outcome": outcome, "seat": seat,
                     "riichi": riichi, "amounts": 3, "reason": "furiten_ron"},
                    ("prompt.abortive.draw", {}), "points_list")


def test_an_abortive_draw_adds_a_counter_keeps_the_sticks_and_the_dealer():
    q = abortive_question("suucha_riichi", riichi=(0, 1, 2, 3))
    # 1 + 1 counters; the stick there before and the four put down stay; player 3 again
    assert expected_answer(q) == (2, 5, 3)
    assert check(q, "2 / 1 / 3").misconception == "misconception.abortive_sticks_returned"
    assert check(q, "1 / 5 / 3").misconception == "misconception.abortive_honba_kept"
    assert check(q, "0 / 5 / 3").misconception == "misconception.abortive_honba_reset"
    assert check(q, "2 / 5 / 4").misconception == "misconception.abortive_deal_passes"


def test_a_chombo_leaves_the_counter_returns_the_sticks_and_deals_again():
    q = abortive_question("chombo", riichi=(1,), seat=0)
    assert expected_answer(q) == (1, 1, 3)
    assert check(q, "2 / 1 / 3").misconception == "misconception.chombo_honba_added"
    assert check(q, "1 / 2 / 3").misconception == "misconception.chombo_sticks_kept"
    assert check(q, "1 / 1 / 4").misconception == "misconception.chombo_deal_passes"


def test_abortive_questions_follow_the_ruleset():
    for seed in range(20):
        q = generate("abortive_draw", seed, 2, "kostaryov")
        assert q.data["outcome"] in ("kyuushu_kyuuhai", "suucha_riichi", "suukaikan")
        q = generate("abortive_draw", seed, 3, "ema")      # EMA: no abortive draw, chombo only
        assert q.data["outcome"] == "chombo"
    with pytest.raises(MjlearnError):
        generate("abortive_draw", 1, 1, "ema")


# --- furiten, reused ---------------------------------------------------------------------------

def test_furiten_questions_have_skills_and_a_hint_that_keeps_the_waits_back():
    seen = set()
    for level in (1, 2, 3, 4):
        for seed in range(15):
            q = generate("furiten", seed, level)
            assert "waits.find" in q.skills and "furiten.own_discard" in q.skills
            seen.update(q.skills)
            assert first_hint(q).code.startswith("furiten.hint.") and hints(q)[0].code == "furiten.waits"
    assert {"furiten.temporary", "furiten.riichi", "furiten.every_wait"} <= seen


# --- the corpus of typical mistakes -----------------------------------------------------------

def test_the_corpus_covers_the_new_kinds_mistakes():
    corpus = json.loads((Path(__file__).parent / "data" / "typical_mistakes.json")
                        .read_text("utf-8"))
    codes = Counter(e["diagnosis"] for e in corpus
                    if e["kind"] in ("call_score", "pao", "abortive_draw", "furiten"))
    for code in ("call_form", "call_total", "pao_ignored", "pao_liable_pays_ron",
                 "pao_honba_shared", "pao_honba_split", "abortive_honba_kept",
                 "abortive_honba_reset", "abortive_sticks_returned", "abortive_deal_passes",
                 "chombo_honba_added", "chombo_sticks_kept", "chombo_deal_passes",
                 "furiten_only_that_tile", "furiten_own_discard_missed",
                 "furiten_passed_missed", "furiten_passed_kept", "furiten_riichi_missed"):
        assert codes["misconception." + code] >= 3, code


# --- timed drills ---------------------------------------------------------------------------

def test_a_target_time_per_question():
    assert target_seconds(call_question(3, 30, False, True)) == 10.0
    assert target_seconds(call_question(3, 30, False, True, honba=1)) == 15.0
    assert target_seconds(generate("count_fu", 1, 3)) == 30.0
    assert target_seconds(generate("classic_hand_score", 1, 1)) == 60.0   # the default


def test_a_speed_round_mixes_realistic_questions_the_same_for_a_seed():
    questions = speed_questions(11, 8)
    assert [q.kind for q in questions] == [q.kind for q in speed_questions(11, 8)]
    assert Counter(q.kind for q in questions) == {kind: 2 for kind in SPEED_KINDS}
    assert {q.difficulty for q in questions} == {2}                        # real play
    assert [q.kind for q in questions] != [q.kind for q in speed_questions(12, 8)]
    with pytest.raises(MjlearnError):
        speed_questions(1, 0)


def test_the_summary_is_accuracy_and_median_time():
    answers = [TimedAnswer(True, 4.0), TimedAnswer(False, 12.0), None, TimedAnswer(True, 6.0),
               TimedAnswer(True, None)]
    summary = speed_summary(answers, [10, 10, 10, 5, 10])
    assert (summary.right, summary.count, summary.answered) == (3, 5, 4)
    assert summary.accuracy == 0.6 and summary.median == 6.0 and summary.on_target == 1


def test_the_store_keeps_each_timed_answer_the_personal_best_and_every_round():
    store = ProgressStore(":memory:", lang="pl")
    q = call_question(3, 30, False, True)
    store.record(q, check(q, "1000-2000"), seconds=7.5)
    store.record(q, check(q, "1000-2000"), seconds=5.25)
    store.record(q, check(q, "2000-1000"), seconds=2.0)          # wrong: no best
    store.record(q, check(q, "1000-2000"), attempt=2, seconds=1.0)   # a second try: no best
    assert store.personal_best("call_score", difficulty=2) == 5.25
    assert store.personal_best("call_score", difficulty=3) is None
    assert store.personal_best("call_score", lang="en") is None
    assert store.record_round("speed", right=5, count=8, median=9.5)
    assert store.record_round("speed", right=7, count=8, median=6.0)
    assert [(r.right, r.count, r.median) for r in store.rounds("speed")] == [(5, 8, 9.5),
                                                                            (7, 8, 6.0)]
    assert store.rounds("speed", ruleset="ema") == ()


V2_ATTEMPTS = """
CREATE TABLE attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, learner TEXT NOT NULL,
    kind TEXT NOT NULL, seed INTEGER NOT NULL, difficulty INTEGER NOT NULL,
    ruleset TEXT NOT NULL, correct INTEGER NOT NULL, misconception TEXT, created REAL NOT NULL,
    lang TEXT NOT NULL DEFAULT 'en', skills TEXT NOT NULL DEFAULT '', skill TEXT,
    constraints TEXT NOT NULL DEFAULT '{}', attempt INTEGER NOT NULL DEFAULT 1);
PRAGMA user_version = 2;
"""


def test_a_second_version_file_gains_the_times(tmp_path):
    path = tmp_path / "v2.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(V2_ATTEMPTS)
    db.execute("INSERT INTO attempts (learner, kind, seed, difficulty, ruleset, correct, created)"
               " VALUES ('default', 'count_fu', 3, 1, 'standard', 1, 1.0)")
    db.commit()
    db.close()
    with ProgressStore(path) as store:
        assert store.error is None and store.score().total == 1
        q = call_question(3, 30, False, True)
        assert store.record(q, check(q, "1000-2000"), seconds=3.0)
        assert store.personal_best("call_score", difficulty=2) == 3.0
        assert store.record_round("speed", right=1, count=1, median=3.0)
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_every_new_prompt_reads_in_every_language():
    for kind, level in (("call_score", 3), ("pao", 2), ("abortive_draw", 3)):
        for seed in range(6):
            q = generate(kind, seed, level)
            for lang in ("en", "es", "it", "pl", "ru"):
                text = render_step(Step(*q.prompt), lang)
                assert "{" not in text and text[0].isupper()
            _tries, fb = Tries(q).check(_nudged(q), "ru")
            assert fb.answer is None


def _nudged(question):
    right = expected_answer(question)
    if isinstance(right, Call):
        return Call(right.form, tuple(a + 100 for a in right.amounts))
    return tuple(a + 1 for a in right)
