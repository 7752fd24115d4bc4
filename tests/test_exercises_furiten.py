"""The ``furiten`` exercise kind: checked against an oracle built from the rules' text
(EMA 2016 §3.4.5) over waits found by the ``mahjong`` package, not by the engine."""

from __future__ import annotations

from collections import Counter

import pytest
from mahjong.agari import Agari

from mjlearn.exercises import (Tries, check, display_answer, expected_answer, first_hint,
                               generate, hints)
from mjlearn.exercises.kinds.furiten import furiten_state
from mjlearn.i18n import render_step
from mjlearn.tiles import parse_tiles
from mjlearn.trace import Step


def oracle_waits(hand: str) -> set[int]:
    counts = Counter(t.kind for t in parse_tiles(hand))
    return {kind for kind in range(34) if counts[kind] < 4 and
            Agari().is_agari([counts[k] + (k == kind) for k in range(34)])}


def oracle_ron_tiles(data) -> set[int]:
    """EMA §3.4.5: a wait among the own discards bars every ron; a winning tile let pass
    bars every ron until the player's next draw, or to the end of the hand after riichi."""
    waits = oracle_waits(data["hand"])
    discarded = {t.kind for t in parse_tiles(data["discards"])}
    if waits & discarded:
        return set()
    if "passed" in data and parse_tiles(data["passed"])[0].kind in waits:
        after_riichi = data.get("riichi") and data.get("after_riichi")
        if after_riichi or data["when"] == "since_draw":
            return set()
    return waits


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4])
def test_the_answer_is_every_wait_or_no_tile_as_the_rules_say(difficulty):
    answers = Counter()
    for seed in range(150):
        question = generate("furiten", seed, difficulty)
        assert expected_answer(question) == frozenset(oracle_ron_tiles(question.data))
        answers[bool(expected_answer(question))] += 1
    if difficulty < 4:  # both kinds of answer come up at every level
        assert answers[True] > 20 and answers[False] > 20, answers


def test_the_same_seed_is_the_same_question():
    assert generate("furiten", 11, 3) == generate("furiten", 11, 3)
    assert generate("furiten", 11, 3).data == generate("furiten", 11, 3).data


def test_a_dash_answers_no_tile_and_is_shown_as_one():
    question = next(q for q in (generate("furiten", s, 1) for s in range(50))
                    if not expected_answer(q))
    assert check(question, "-").correct and check(question, " — ").correct
    assert display_answer(question, frozenset()) == "-"


def first(difficulty, prompt, ron: bool):
    for seed in range(300):
        question = generate("furiten", seed, difficulty)
        if question.prompt[0] == prompt and bool(expected_answer(question)) == ron:
            return question
    raise AssertionError(f"no {prompt} question")


def named(question, answer) -> str | None:
    verdict = check(question, answer)
    assert not verdict.correct
    return verdict.misconception


def code(tiles) -> str:
    return "".join(t.code for t in tiles)


def test_the_typical_mistakes_are_named():
    # one of several waits discarded: barring only that tile
    q = first(2, "prompt.furiten", ron=False)
    state = furiten_state(q.data["hand"], q.data["discards"])
    discarded = {t.kind for t in parse_tiles(q.data["discards"])}
    others = [t for t in state.waits if t.kind not in discarded]
    assert named(q, code(others)) == "misconception.furiten_only_that_tile"
    assert named(q, code(state.waits)) == "misconception.furiten_own_discard_missed"
    # a winning tile let pass since the last draw, then after it
    q = first(3, "prompt.furiten.since_draw", ron=False)
    assert named(q, code(furiten_state(q.data["hand"]).waits)) == \
        "misconception.furiten_passed_missed"
    q = first(3, "prompt.furiten.before_draw", ron=True)
    assert named(q, "-") == "misconception.furiten_passed_kept"
    # after a riichi the furiten lasts
    q = first(4, "prompt.furiten.riichi", ron=False)
    assert named(q, code(furiten_state(q.data["hand"]).waits)) == \
        "misconception.furiten_riichi_missed"
    # a clean hand with waits left out
    q = first(2, "prompt.furiten", ron=True)
    waits = furiten_state(q.data["hand"]).waits
    assert named(q, code(waits[:1])) == "misconception.missed_wait"


def test_each_mistake_belongs_to_the_rule_it_misses_and_the_question_has_that_skill():
    cases = [  # (question, a wrong answer, the skill it shows)
        (first(2, "prompt.furiten", ron=False), "waits", "furiten.own_discard"),
        (first(3, "prompt.furiten.since_draw", ron=False), "waits", "furiten.temporary"),
        (first(3, "prompt.furiten.before_draw", ron=True), "-", "furiten.temporary"),
        (first(4, "prompt.furiten.riichi", ron=False), "waits", "furiten.riichi"),
        (first(2, "prompt.furiten", ron=True), "one wait", "waits.find"),
    ]
    for q, wrong, skill in cases:
        waits = furiten_state(q.data["hand"]).waits
        answer = {"waits": code(waits), "one wait": code(waits[:1])}.get(wrong, wrong)
        assert check(q, answer).skill == skill
        assert {"waits.find", "furiten.own_discard", skill} <= set(q.skills)
    # a tile let pass before the riichi is the temporary furiten, not the lasting one
    before = first(4, "prompt.furiten.riichi_before", ron=True)
    assert "furiten.temporary" in before.skills and "furiten.riichi" not in before.skills
    for seed in range(6):
        q = generate("furiten", seed, 1)
        barred = () if oracle_ron_tiles(q.data) else ("furiten.every_wait",)
        assert q.skills == ("waits.find", "furiten.own_discard") + barred


def test_the_first_hint_says_where_to_look_and_never_names_a_tile():
    hinted = {}
    for difficulty in (1, 2, 3, 4):
        for seed in range(12):
            q = generate("furiten", seed, difficulty)
            _tries, fb = Tries(q).check("7z" if 33 not in expected_answer(q) else "6z", "en")
            if fb.hint is not None:
                hinted.setdefault(q.prompt[0], set()).add(fb.hint.code)
                assert not fb.hint.params and fb.hint.code != hints(q)[0].code
    assert hinted["prompt.furiten"] == {"furiten.hint.discards"}
    assert hinted["prompt.furiten.since_draw"] == {"furiten.hint.passed"}
    assert hinted["prompt.furiten.riichi"] == {"furiten.hint.riichi"}
    # the waits are the answer of a hand that is not furiten: the hint does not list them
    assert render_step(first_hint(first(1, "prompt.furiten", ron=True)), "en") == (
        "First find every tile the hand waits on. Then look for each of them among your "
        "own discards, and remember what furiten forbids.")


def test_the_hints_walk_through_the_rule_and_end_with_the_answer():
    q = first(3, "prompt.furiten.since_draw", ron=False)
    codes = [s.code for s in hints(q)]
    assert codes == ["furiten.waits", "furiten.no_own_discard", "furiten.passed_now",
                     "furiten.every_wait", "furiten.ron_none"]
    q = first(3, "prompt.furiten.before_draw", ron=True)
    assert [s.code for s in hints(q)][-2:] == ["furiten.passed_over", "furiten.ron_tiles"]


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
def test_every_question_and_hint_reads_in_each_language(lang):
    for difficulty in (1, 2, 3, 4):
        for seed in range(8):
            q = generate("furiten", seed, difficulty)
            prompt = render_step(Step(*q.prompt), lang)
            assert "{" not in prompt and "-" in prompt
            for hint in hints(q):
                assert "{" not in render_step(hint, lang)


def test_the_rule_as_a_lesson_shows_it():
    # 23m waits on 1m and 4m; the 4m in the own discards bars the 1m too
    state = furiten_state("23m456p789s11122z", discards="9m4m1z")
    assert [t.code for t in state.waits] == ["1m", "4m"] and state.furiten and not state.ron_tiles
    clean = furiten_state("23m456p789s11122z", discards="9m5m1z")
    assert not clean.furiten and [t.code for t in clean.ron_tiles] == ["1m", "4m"]
