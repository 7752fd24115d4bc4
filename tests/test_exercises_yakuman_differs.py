"""The constraints ``yakuman=True`` and ``differs_from=<preset>`` of the whole-hand kinds,
across many seeds, and the ruleset named in ``han_fu_to_points``'s prompt.

Every yakuman question is a yakuman for the ``mahjong`` package too, and what it pays is
the rules' arithmetic written out here: 8 000 basic points per yakuman (rulesets §1 row
32), × 4 or 6 for a ron, × 2 or 1 for a tsumo, rounded up to 100 (seed 001), 300 per honba
from the discarder or 100 from each payer of a tsumo. Every ``differs_from`` question has
an answer, by the oracle, that changes when the same hand is scored under the other preset.
"""

from __future__ import annotations

import random

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import check, expected_answer, generate, hints
from mjlearn.exercises.kinds.riichi_hands import situation_json
from mjlearn.i18n import render_step
from mjlearn.i18n.numbers import format_number
from mjlearn.trace import step
from mjlearn.widgets import ExerciseWidget
from riichi_oracle import expected_result

from exercise_cases import answer_text

RULESETS = ("standard", "ema", "kostaryov")
YAKUMAN_BASIC = 8_000


def oracle(situation: dict) -> dict:
    result, _applied = expected_result(situation_json(situation))
    assert "error" not in result, (situation, result)
    return result


def up_100(value: int) -> int:
    return (value + 99) // 100 * 100


def yakuman_payments(multiple: int, situation: dict) -> tuple[int, ...]:
    basic = YAKUMAN_BASIC * multiple
    dealer, tsumo, honba = situation["seat_wind"] == "E", situation["tsumo"], situation.get("honba", 0)
    if not tsumo:
        return (up_100(basic * (6 if dealer else 4)) + 300 * honba,)
    if dealer:
        return (up_100(2 * basic) + 100 * honba,)
    # a non-dealer's tsumo: each non-dealer's share first, then the dealer's
    return (up_100(basic) + 100 * honba, up_100(2 * basic) + 100 * honba)


def questions(kind: str, count: int, seed: int, **constraints):
    rng = random.Random(seed)
    for _ in range(count):
        yield generate(kind, rng.randrange(2**31), rng.choice((1, 2, 3)), rng.choice(RULESETS),
                       **constraints)


# --- yakuman=True ----------------------------------------------------------------------

def test_yakuman_names_agree_with_the_mahjong_package():
    seen = {r: set() for r in RULESETS}
    for q in questions("name_yaku", 600, seed=11, yakuman=True):
        result = oracle(q.data["situation"])
        assert result["yakuman"] >= 1, q
        ids = frozenset(y["id"] for y in result["yaku"])
        if q.ruleset == "ema":
            # "Yakuman are not cumulative": the engine names the one that counts, mahjong
            # lists every yakuman of the hand
            assert len(expected_answer(q)) == 1 and expected_answer(q) <= ids, q
        else:
            assert expected_answer(q) == ids, q
        assert expected_answer(q) <= set(q.choices), q
        seen[q.ruleset] |= expected_answer(q)
    # several kinds, built rather than found: the brief's eight in standard
    assert {"daisangen", "kokushi", "tsuuiisou", "shousuushii", "chinroutou", "ryuuiisou",
            "chuuren"} <= seen["standard"]
    assert {"suuankou", "suuankou_tanki"} & seen["standard"]
    # the family plays neither winds nor kokushi (seed 003's list)
    assert seen["kostaryov"] and not seen["kostaryov"] & {"kokushi", "tsuuiisou", "shousuushii"}


def test_yakuman_payments_are_the_rules_arithmetic():
    doubles = 0
    for q in questions("hand_payments", 600, seed=12, yakuman=True):
        sit = q.data["situation"]
        result = oracle(sit)
        multiple = result["yakuman"]
        assert multiple >= 1, q
        if q.ruleset == "ema":
            assert multiple == 1       # EMA: no double yakuman, yakuman not cumulative
        doubles += multiple > 1
        assert expected_answer(q) == yakuman_payments(multiple, sit), q
    assert doubles                     # double and stacked yakuman come up


def test_a_double_yakuman_paid_as_single_is_named():
    for seed in range(200):
        q = generate("hand_payments", seed, 2, "standard", yakuman=True)
        sit = q.data["situation"]
        if oracle(sit)["yakuman"] == 2:
            break
    else:
        pytest.fail("no double yakuman in 200 seeds")
    single = yakuman_payments(1, sit)
    verdict = check(q, single)
    assert not verdict.correct and verdict.misconception == "misconception.yakuman_paid_single"
    assert verdict.params["multiple"] == 2


def test_yakuman_is_not_offered_where_han_or_fu_are_counted():
    for kind in ("count_han", "count_fu"):
        with pytest.raises(MjlearnError) as error:
            generate(kind, 1, 1, yakuman=True)
        assert error.value.code == "bad_constraint"
    with pytest.raises(MjlearnError) as error:
        generate("count_fu", 1, 1, "kostaryov", differs_from="standard")
    assert error.value.code == "bad_constraint"


def test_without_the_constraint_no_hand_is_a_yakuman():
    for q in questions("name_yaku", 200, seed=13):
        assert oracle(q.data["situation"])["yakuman"] == 0, q


# --- differs_from ----------------------------------------------------------------------

def oracle_answer(kind: str, result: dict, situation: dict):
    if kind == "count_han":
        return result["han"]
    if kind == "name_yaku":
        return frozenset(y["id"] for y in result["yaku"])
    roles = ("discarder",) if not situation["tsumo"] else ("non_dealer",) \
        if situation["seat_wind"] == "E" else ("non_dealer", "dealer")
    each = situation.get("honba", 0) * (100 if situation["tsumo"] else 300)
    return tuple(result["payments"][r] + each for r in roles)


@pytest.mark.parametrize("kind", ["count_han", "hand_payments", "name_yaku"])
@pytest.mark.parametrize("ruleset, other", [("kostaryov", "standard"), ("standard", "kostaryov")])
def test_differs_from_changes_the_answer(kind, ruleset, other):
    rng = random.Random(f"{kind}-{ruleset}")
    for _ in range(150):
        q = generate(kind, rng.randrange(2**31), rng.choice((1, 2, 3)), ruleset, differs_from=other)
        sit = q.data["situation"]
        ours = oracle_answer(kind, oracle(sit), sit)
        theirs = oracle_answer(kind, oracle(dict(sit, rules=other)), sit)
        assert expected_answer(q) == ours != theirs, q


def test_differs_from_refuses_a_ruleset_it_cannot_compare():
    with pytest.raises(MjlearnError) as error:
        generate("count_han", 1, 1, "kostaryov", differs_from="kostaryov")
    assert error.value.code == "impossible_constraints"
    with pytest.raises(MjlearnError) as error:
        generate("count_han", 1, 1, "kostaryov", differs_from="house")
    assert error.value.code == "unknown_ruleset"


def test_the_default_questions_do_not_change():
    # the constraints draw nothing from the seed's random numbers unless asked for: a
    # constraint left at None is the question without it
    for kind in ("count_han", "hand_payments", "name_yaku"):
        for seed in (6, 16):
            plain = generate(kind, seed, 2, "kostaryov")
            extra = {"yakuman": None} if kind != "count_han" else {}
            assert generate(kind, seed, 2, "kostaryov", differs_from=None, **extra) == plain
            assert plain.data == generate(kind, seed, 2, "kostaryov").data


# --- han_fu_to_points names the ruleset ------------------------------------------------

@pytest.mark.parametrize("ruleset, lang, name", [
    ("ema", "en", "Under the EMA rules, "), ("ema", "es", "Con las reglas de la EMA, "),
    ("kostaryov", "ru", "По правилам семьи Костарёвых "),
    ("kostaryov", "pl", "Według zasad rodziny Kostariowów "),
    ("kostaryov", "it", "Con le regole della famiglia Kostaryov, "),
])
def test_a_non_standard_ruleset_is_named(ruleset, lang, name):
    q = generate("han_fu_to_points", 2, 3, ruleset, han=13)
    code, params = q.prompt
    assert code == "prompt.han_fu_to_points.ruleset" and params["ruleset"] == ruleset
    assert render_step(step(code, **params), lang).startswith(name)


def test_the_standard_ruleset_is_not_named():
    q = generate("han_fu_to_points", 6, 3, "standard", han=13)
    assert q.prompt[0] == "prompt.han_fu_to_points" and "ruleset" not in q.prompt[1]


# --- the widget ----------------------------------------------------------------------

def answer(widget, text):
    widget.answer.value = text
    widget.check_button.click()
    return widget.feedback.value


@pytest.mark.parametrize("lang", ["es", "ru"])
@pytest.mark.parametrize("kind, ruleset, constraints", [
    ("name_yaku", "standard", {"yakuman": True}),
    ("hand_payments", "standard", {"yakuman": True}),
    ("count_han", "kostaryov", {"differs_from": "standard"}),
    ("hand_payments", "kostaryov", {"differs_from": "standard"}),
])
def test_the_widget_accepts_the_right_answer(kind, ruleset, constraints, lang):
    for seed in (5, 9):
        w = ExerciseWidget(kind, seed=seed, difficulty=3, ruleset=ruleset, lang=lang, **constraints)
        assert w.question == generate(kind, seed, 3, ruleset, **constraints)
        right = expected_answer(w.question)
        typed = " / ".join(format_number(a, lang) for a in right) if isinstance(right, tuple) \
            else answer_text(w.question, right)      # payments with the language's grouping
        shown = answer(w, typed)
        assert "mjlearn-correct" in shown, (typed, shown)
        assert w.verdict.correct


def test_ordinary_yaku_beside_a_yakuman_are_named():
    # lesson 05's exercise: 123s 555z 666z 777z 66m by tsumo — daisangen, and the
    # white-dragon triplet is no yakuhai on a yakuman hand
    q = generate("name_yaku", 9, 2, yakuman=True)
    ids = frozenset(y["id"] for y in oracle(q.data["situation"])["yaku"])
    assert ids == expected_answer(q) == {"daisangen"}
    verdict = check(q, "daisangen, yakuhai_haku", "es")
    assert verdict.misconception == "misconception.yaku_beside_yakuman"
    assert verdict.params["yaku"] == "yakuhai_haku"
    assert check(q, "daisangen", "ru").correct


def test_every_yakuman_named_under_ema_is_a_misconception():
    # EMA: "Yakuman are not cumulative" — the hand counts one yakuman, the others are
    # named in the hints and, when the learner lists them, in the feedback
    for seed in range(300):
        q = generate("name_yaku", seed, 1, "ema", yakuman=True)
        ids = frozenset(y["id"] for y in oracle(q.data["situation"])["yaku"])
        if len(ids) > 1:
            break
    else:
        pytest.fail("no hand of several yakuman in 300 seeds")
    assert len(expected_answer(q)) == 1 and expected_answer(q) < ids
    other = sorted(ids - expected_answer(q))[0]
    assert other in q.choices
    verdict = check(q, expected_answer(q) | {other})
    assert verdict.misconception == "misconception.yakuman_not_cumulative"
    assert verdict.params["yaku"] == other
    assert any(s.code == "note.yakuman_not_cumulative" for s in hints(q))
