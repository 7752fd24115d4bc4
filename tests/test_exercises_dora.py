"""dora_from_indicator: answers checked against the `mahjong` package's plus_dora, seeds
reproducible, every misconception named, hints in order."""

import random

import pytest
from mahjong.constants import FIVE_RED_MAN, FIVE_RED_PIN, FIVE_RED_SOU
from mahjong.utils import plus_dora

from mjlearn.errors import MjlearnError
from mjlearn.exercises import INTEGER, TILE, check, expected_answer, feedback, generate, hints
from mjlearn.i18n import SUPPORTED_LANGUAGES, render_step
from mjlearn.tiles import Tile, parse_tiles

KIND = "dora_from_indicator"
AKA_136 = {4: FIVE_RED_MAN, 13: FIVE_RED_PIN, 22: FIVE_RED_SOU}


def oracle_dora_kind(indicator: int) -> int:
    """The one kind the `mahjong` package counts as dora for this indicator."""
    hits = [k for k in range(34) if plus_dora(k * 4 + 1, [indicator * 4 + 1]) == 1]
    assert len(hits) == 1
    return hits[0]


def oracle_count(hand: str, indicators, aka: bool) -> int:
    """Dora of a hand by the `mahjong` package: tiles in 136 format, the first red five
    of a suit as its aka id (the package knows one per suit), any further red 5p by hand."""
    free = {k: [1, 2, 3, 0] if k in AKA_136 else [0, 1, 2, 3] for k in range(34)}
    total = 0
    for t in parse_tiles(hand):
        if t.red and AKA_136[t.kind] % 4 in free[t.kind]:
            free[t.kind].remove(AKA_136[t.kind] % 4)
            tile_136 = AKA_136[t.kind]
        else:
            tile_136 = t.kind * 4 + free[t.kind].pop(0)
            total += int(aka and t.red)  # a second red five of the same suit
        total += plus_dora(tile_136, [k * 4 + 1 for k in indicators], add_aka_dora=aka)
    return total


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4])
def test_thousands_of_answers_agree_with_the_mahjong_package(difficulty):
    rng = random.Random(difficulty)
    for _ in range(1000):
        q = generate(KIND, rng.randrange(10**9), difficulty)
        if q.answer_type == TILE:
            assert expected_answer(q) == Tile(oracle_dora_kind(q.data["indicators"][0]))
        else:
            assert q.answer_type == INTEGER
            assert expected_answer(q) == oracle_count(q.data["hand"], q.data["indicators"],
                                                      q.data["aka"])


def test_wrap_arounds_by_the_rules():
    cases = {"9m": "1m", "9p": "1p", "9s": "1s", "4z": "1z", "7z": "5z", "1z": "2z", "5z": "6z"}
    for indicator, dora in cases.items():
        kind = parse_tiles(indicator)[0].kind
        seed = next(s for s in range(5000)
                    if generate(KIND, s, 2).data["indicators"] == (kind,))
        q = generate(KIND, seed, 2)
        assert check(q, dora).correct
        assert not check(q, indicator).correct


def test_difficulties_shape_the_questions():
    for seed in range(300):
        one = generate(KIND, seed, 1)
        assert one.answer_type == TILE and one.data["indicators"][0] < 27
        assert one.data["indicators"][0] % 9 != 8  # no wrap-around yet
        assert generate(KIND, seed, 3).answer_type == INTEGER
        assert len(generate(KIND, seed, 4).data["indicators"]) in (2, 3)
    assert all(generate(KIND, s, 2, wrap=True).data["indicators"][0] in (8, 17, 26, 30, 33)
               for s in range(100))
    assert len(generate(KIND, 5, 3, indicators=3).data["indicators"]) == 3
    assert all(not generate(KIND, s, 4, ruleset="ema").data["aka"] for s in range(50))
    assert all("0" not in generate(KIND, s, 4, ruleset="ema").data["hand"] for s in range(50))


def test_same_seed_same_question_and_other_seeds_vary():
    assert generate(KIND, 42, 4) == generate(KIND, 42, 4)
    assert generate(KIND, 42, 4).data == generate(KIND, 42, 4).data
    assert len({generate(KIND, s, 4).data["hand"] for s in range(50)}) > 40


def test_bad_constraints_are_typed_errors():
    for call in (lambda: generate(KIND, 1, 9), lambda: generate(KIND, 1, 1, colour="red"),
                 lambda: generate(KIND, 1, 1, answer="tile", indicators=3),
                 lambda: generate("no_such_kind", 1, 1)):
        with pytest.raises(MjlearnError):
            call()


def _find(difficulty, predicate, **constraints):
    for seed in range(20000):
        q = generate(KIND, seed, difficulty, **constraints)
        if predicate(q):
            return q
    raise AssertionError("no such question")


def test_tile_misconceptions_are_named():
    q = _find(1, lambda q: q.data["indicators"] == (3,))  # 4m indicates 5m
    assert check(q, "5m").correct and check(q, "0m").correct  # a red five is a 5m
    assert check(q, "4m").misconception == "misconception.indicator_is_dora"
    assert check(q, "3m").misconception == "misconception.counted_backwards"
    assert check(q, "6m").misconception is None
    north = _find(2, lambda q: q.data["indicators"] == (30,))
    assert check(north, "5z").misconception == "misconception.honours_as_one_suit"
    red = _find(2, lambda q: q.data["indicators"] == (33,))
    verdict = check(red, "1z")
    assert verdict.misconception == "misconception.honours_as_one_suit"
    texts = [render_step(s, "en") for s in feedback(red, verdict)]
    assert texts == ["Not quite. The answer is white dragon (5z).",
                     "Winds and dragons are two separate cycles: after North comes East, and "
                     "after the red dragon the white dragon. Here the indicator is the red "
                     "dragon (7z)."]


def _count_answer(q, **kwargs):
    from mjlearn.exercises.kinds.dora import count_dora
    return count_dora(q, **kwargs)


def test_count_misconceptions_are_named():
    q = _find(4, lambda q: q.data["aka"] and "0" in q.data["hand"]
              and len({_count_answer(q), _count_answer(q, with_red=False),
                       _count_answer(q, indicators=q.data["indicators"][:1]),
                       _count_answer(q, dora_of=lambda k: k)}) == 4)
    right = expected_answer(q)
    assert check(q, str(right)).correct
    named = {
        "misconception.forgot_red_fives": _count_answer(q, with_red=False),
        "misconception.first_indicator_only": _count_answer(q, indicators=q.data["indicators"][:1]),
        "misconception.counted_indicator_tiles": _count_answer(q, dora_of=lambda k: k),
    }
    for code, answer in named.items():
        verdict = check(q, str(answer))
        assert verdict.misconception == code
        assert verdict.expected == right and verdict.given == answer
        for lang in SUPPORTED_LANGUAGES:
            assert all(render_step(s, lang) for s in feedback(q, verdict))
    reds = sum(t.red for t in parse_tiles(q.data["hand"]))
    forgot = check(q, str(named["misconception.forgot_red_fives"]))
    assert render_step(feedback(q, forgot)[1], "en") == (
        f"You left out the red fives: each one is a dora, and this hand holds {reds} red "
        f"five{'s' if reds != 1 else ''}.")


def test_garbage_answers_are_typed_errors():
    tile_q = generate(KIND, 1, 1)
    count_q = generate(KIND, 1, 3)
    for q, text in ((tile_q, "x"), (tile_q, "12m"), (tile_q, ""), (count_q, "three"),
                    (count_q, "1.5"), (count_q, "-2")):
        with pytest.raises(MjlearnError):
            check(q, text)


def test_hints_name_the_wrap_around_and_add_up():
    north = _find(2, lambda q: q.data["indicators"] == (30,))
    assert [render_step(s, "en") for s in hints(north)] == [
        "After North the winds start again at East: the North wind (4z) indicates the East "
        "wind (1z)."]
    nine = _find(2, lambda q: q.data["indicators"] == (17,))
    assert [s.code for s in hints(nine)] == ["exercise.dora.wrap_nine"]
    red = _find(2, lambda q: q.data["indicators"] == (33,))
    assert [s.code for s in hints(red)] == ["exercise.dora.dragon_wrap"]
    for seed in range(200):
        q = generate(KIND, seed, 4)
        steps = hints(q)
        assert steps[-1].code == "exercise.dora.total"
        assert steps[-1].params["han"] == expected_answer(q)
        counted = sum(s.params["count"] for s in steps
                      if s.code in ("exercise.dora.count_tile", "exercise.dora.red_fives"))
        assert counted == expected_answer(q)
        for lang in SUPPORTED_LANGUAGES:
            assert all(render_step(s, lang) for s in steps)


def test_hands_use_only_the_fives_a_set_has():
    # standard: one red 5m, two red 5p, one red 5s among the four copies of each
    plain_available = {4: 3, 13: 2, 22: 3}
    for seed in range(500):
        q = generate(KIND, seed, 4)
        tiles = parse_tiles(q.data["hand"])
        for five, available in plain_available.items():
            plain = sum(1 for t in tiles if t.kind == five and not t.red)
            plain += q.data["indicators"].count(five)
            assert plain <= available
