"""A miss teaches: feedback by attempt (mjlearn.exercises.tutor).

The first wrong answer gets the named diagnosis, or "not yet" and a hint, never the
answer; the answer and the whole explanation come after the last try or on request;
then a similar question on the same skill. The hands are worked out by hand from the
rules (fu items of the Italian and Polish guides)."""

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import (CALL, CORRECT, DIAGNOSED, INTEGER, KINDS, MULTIPLE_CHOICE, NOT_YET,
                               REVEALED, TILE, TILE_SET, Tries, answer_text, check,
                               display_answer, expected_answer, first_hint, generate, hints,
                               respond, reveal_answer, similar, skills_of)
from mjlearn.exercises.kinds.riichi_kinds import question as hand_question
from mjlearn.i18n import SUPPORTED_LANGUAGES, Call, render_step
from mjlearn.rules import get_ruleset

# 111m 555p 234s 678s 99p, ron on 1m with riichi: 20 + 10 (closed ron) + 4 (111m: the ron
# completed it, so open) + 4 (555p, concealed simples) = 38 → 40 fu.
HAND = {"hand": "11m055p234678s99p1m", "win": "1m", "melds": [], "tsumo": False,
        "riichi": True, "seat_wind": "S", "round_wind": "E", "rules": "standard"}
WRONG_UNKNOWN = 90          # no known mistake gives 90
WRONG_KNOWN = 30            # the closed-ron 10 fu forgotten: 28 → 30


def fu_question():
    return hand_question("count_fu", 0, 1, get_ruleset("standard"), HAND, INTEGER)


def codes(fb):
    return [s.code for s in fb.steps]


def test_a_first_recognised_miss_names_the_mistake_and_not_the_answer():
    q = fu_question()
    assert expected_answer(q) == 40
    tries, fb = Tries(q).check(str(WRONG_KNOWN), "en")
    assert fb.status == DIAGNOSED and not fb.revealed and fb.answer is None
    assert codes(fb) == ["feedback.two_slips", "misconception.forgot_closed_ron_fu",
                         "feedback.or_perhaps",
                         "feedback.try_again"]   # or 38 rounded down: both give 30
    assert fb.explanation == () and fb.skill == "fu.closed_ron"
    text = [render_step(s, "en") for s in fb.steps]
    assert text == ["Two different slips give this answer; check which one you made.",
                    "You forgot the 10 fu for winning by ron with a closed hand.",
                    "Or: You rounded 38 fu down: the fu are always rounded up to the "
                    "next ten, never down.",
                    "Try again: you have 1 more try before the answer is shown."]
    assert tries.misses == 1 and not tries.finished


def test_a_first_unknown_miss_says_not_yet_and_gives_the_first_hint():
    # 90 is more than the items add up to: the learner counted something that is not
    # there, so the hint asks what that was, rather than name an item the hand has (the
    # closed ron's +10, which the learner very likely got right: the third English review)
    q = fu_question()
    _tries, fb = Tries(q).check(str(WRONG_UNKNOWN), "pl")
    assert fb.status == NOT_YET and fb.answer is None and not fb.revealed
    assert codes(fb) == ["feedback.not_yet", "exercise.fu.too_many", "feedback.try_again"]
    assert fb.hint == first_hint(q, fb.verdict) and fb.hint not in hints(q)
    assert first_hint(q) == hints(q)[0]               # without an answer: the first step
    assert fb.verdict.misconception is None


def test_the_second_miss_shows_the_answer_with_the_whole_explanation():
    q = fu_question()
    tries, _ = Tries(q).check(str(WRONG_UNKNOWN))
    tries, fb = tries.check(str(WRONG_KNOWN))
    assert fb.status == REVEALED and fb.revealed and fb.offer_similar
    assert fb.answer == 40 and fb.explanation == hints(q)
    # the mistake is still named, then the answer
    assert codes(fb) == ["feedback.two_slips", "misconception.forgot_closed_ron_fu",
                         "feedback.or_perhaps",
                         "feedback.answer"]
    assert render_step(fb.steps[-1], "en") == "The right answer: 40."
    assert tries.finished and tries.revealed


def test_show_answer_reveals_at_any_time_and_a_right_answer_after_it_counts_no_try():
    q = fu_question()
    tries, fb = Tries(q).reveal()
    assert fb.status == REVEALED and fb.answer == 40 and fb.verdict is None
    tries, fb = tries.check("40")
    assert fb.status == CORRECT and tries.misses == 0


def test_attempts_sets_how_many_misses_come_before_the_answer():
    q = fu_question()
    tries = Tries(q, attempts=3)
    for n in (1, 2):
        tries, fb = tries.check(str(WRONG_UNKNOWN))
        assert fb.status == NOT_YET and fb.attempt == n
    assert render_step(fb.steps[-1], "en") == \
        "Try again: you have 1 more try before the answer is shown."
    tries, fb = tries.check(str(WRONG_UNKNOWN))
    assert fb.status == REVEALED
    # one try: the first miss shows the answer
    assert Tries(q, attempts=1).check(str(WRONG_KNOWN))[1].status == REVEALED
    with pytest.raises(MjlearnError):
        Tries(q, attempts=0)


def test_a_right_answer_is_correct_and_an_unreadable_one_uses_no_try():
    q = fu_question()
    with pytest.raises(MjlearnError):
        Tries(q).check("forty")
    tries, fb = Tries(q).check("40")
    assert fb.status == CORRECT and codes(fb) == ["feedback.correct"] and tries.solved


def test_respond_is_the_same_as_a_pure_function():
    q = fu_question()
    verdict = check(q, WRONG_KNOWN)
    assert respond(q, verdict, 0).status == DIAGNOSED
    assert respond(q, verdict, 1) == reveal_answer(q, verdict, 2)


def _first_miss(question):
    """A wrong answer of the question's own type."""
    right = expected_answer(question)
    if question.answer_type == INTEGER:
        return right + 37
    if question.answer_type == TILE:
        return "5z" if right.code != "5z" else "6z"
    if question.answer_type == TILE_SET:
        return frozenset({33}) if 33 not in right else frozenset({32})
    if question.answer_type == MULTIPLE_CHOICE:
        return frozenset(c for c in question.choices if c not in right) or frozenset({"chiitoitsu"})
    if question.answer_type == CALL:
        return Call(right.form, tuple(a + 1700 for a in right.amounts))
    return tuple(a + 1700 for a in right)


@pytest.mark.parametrize("lang", SUPPORTED_LANGUAGES)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_first_miss_shows_the_answer(kind, lang):
    for seed in range(4):
        q = generate(kind, seed, KINDS[kind].difficulties[-1])
        _tries, fb = Tries(q).check(_first_miss(q), lang)
        assert fb.status in (DIAGNOSED, NOT_YET) and fb.answer is None and not fb.explanation
        hint = first_hint(q, fb.verdict)
        allowed = {"feedback.not_yet", "feedback.try_again", "feedback.or_perhaps",
                   "feedback.two_slips", "feedback.several_slips", hint.code}
        assert all(s.code in allowed or s.code.startswith("misconception.") for s in fb.steps)
        assert hint != hints(q)[-1]                   # the last step sums up the answer
        if q.answer_type in (TILE, TILE_SET, MULTIPLE_CHOICE):
            text = " ".join(render_step(s, lang) for s in fb.steps)
            assert answer_text(q, expected_answer(q), lang) not in text
        _tries, shown = Tries(q, attempts=1).check(_first_miss(q), lang)
        assert render_step(shown.steps[-1], lang).endswith(
            answer_text(q, expected_answer(q), lang) + ".")


def test_a_dora_tile_question_hints_at_the_rule_not_the_tile():
    q = generate("dora_from_indicator", 3, 1)
    assert q.answer_type == TILE
    assert first_hint(q).code == "exercise.dora.hint" and hints(q)[0].code != "exercise.dora.hint"


def test_a_similar_one_keeps_kind_level_rules_and_constraints():
    q = generate("hand_payments", 11, 3, "ema", tsumo=True)
    other = similar(q, skill="pay.honba")
    assert (other.kind, other.difficulty, other.ruleset) == ("hand_payments", 3, "ema")
    assert dict(other.constraints) == {"tsumo": True} and other.seed != q.seed
    assert other.data["situation"]["tsumo"] and "pay.honba" in skills_of(other)
    assert similar(q) == similar(q)          # the same offer for the same question


def test_display_answer_for_toggles_is_names_not_ids():
    q = generate("name_yaku", 5, 2)
    shown = display_answer(q, expected_answer(q))
    from mjlearn.i18n import yaku_name
    for lang in SUPPORTED_LANGUAGES:
        text = answer_text(q, expected_answer(q), lang)
        assert all(yaku_name(y, lang) in text for y in shown)
        assert "_" not in text


# --- a question on a given hand (the worked examples' estimates) -------------------------

def test_a_question_on_a_given_hand_is_checked_like_an_exercise():
    from mjlearn.exercises import question_for
    # riichi and the red 5p: 2 han; 40 fu (above): 40 × 2^4 = 640 basic points, × 4 on a
    # ron = 2 560, rounded up: 2 600
    fu = question_for("count_fu", HAND)
    assert expected_answer(fu) == 40 and fu.skills and fu.answer_type == INTEGER
    assert check(fu, "30").misconception == "misconception.forgot_closed_ron_fu"
    pay = question_for("hand_payments", HAND)
    assert expected_answer(pay) == (2600,) and [f.key for f in pay.fields] == ["discarder"]
    assert check(pay, "2000").misconception is not None or not check(pay, "2000").correct
    yaku = question_for("name_yaku", HAND)
    assert expected_answer(yaku) == {"riichi"} and "riichi" in yaku.choices
    assert check(yaku, "Riichi", "en").correct
    # the winning tile defaults to the last tile written, as in the engine
    assert question_for("count_fu", {k: v for k, v in HAND.items() if k != "win"}).data[
        "situation"]["win"] == "1m"
    with pytest.raises(MjlearnError) as error:
        question_for("find_waits", HAND)
    assert error.value.code == "unknown_exercise_kind"
    with pytest.raises(MjlearnError):                 # no yaku: open, no riichi, no yakuhai
        question_for("count_han", dict(HAND, riichi=False, hand="11m055p678s99p1m",
                                       melds=[{"type": "chi", "tiles": "234s"}]))


def test_a_yakuman_payment_before_lesson_08_is_hinted_in_points():
    """Lesson 05's payment exercise: the learner has not met basic points yet (lesson 08
    teaches them), so the first hint says what a yakuman pays, in points: 8,000 basic
    points × 4 to a non-dealer, × 6 to the dealer. From lesson 08 on (and with no lesson),
    the hint is the one of any whole hand: where to start."""
    from mjlearn.exercises import generate
    from mjlearn.exercises.tutor.tries import first_hint, respond
    from mjlearn.i18n import render_steps

    question = generate("hand_payments", seed=52, difficulty=2, yakuman=True, taught=5)
    given = {field.key: 100 for field in question.fields}
    feedback = respond(question, check(question, given, lang="en"))
    assert feedback.status == NOT_YET
    hints = {lang: render_steps(respond(question, check(question, given, lang=lang)).steps,
                                lang=lang)[1] for lang in SUPPORTED_LANGUAGES}
    # (the fourth English review: "pays … to a non-dealer" read as the payer)
    assert hints == {
        "en": "A yakuman won by a non-dealer is worth 32,000 points, won by the dealer 48,000 "
              "points; on a tsumo the dealer pays twice a non-dealer's share.",
        "es": "Un Yakuman vale 32.000 puntos si lo gana un jugador que no es el Dealer, y "
              "48.000 puntos si lo gana el Dealer; en un tsumo, el Dealer paga el doble que "
              "cada uno de los demás.",
        "it": "Uno yakuman vinto da un non mazziere vale 32.000 punti, vinto dal mazziere "
              "48.000 punti; per tsumo il mazziere paga il doppio della quota di un non "
              "mazziere.",
        "pl": "Yakuman wygrany przez nierozdającego jest wart 32\xa0000 punktów, "
              "wygrany przez Wschód (rozdającego) 48\xa0000 punktów; przy dobraniu z muru "
              "(Tsumo) Wschód płaci dwa razy więcej niż każdy z pozostałych.",
        "ru": "Якуман, выигранный недилером, стоит 32\xa0000 очков, выигранный дилером — "
              "48\xa0000 очков; при Tsumo дилер платит вдвое больше, чем каждый недилер.",
    }
    for later in ({"taught": 8}, {}):
        again = generate("hand_payments", seed=52, difficulty=2, yakuman=True, **later)
        assert first_hint(again).code == "exercise.points.hint_hand"


# --- every try teaches (issue 24): the last miss too ------------------------------------

def _last_try(kind, seed, difficulty, first, second, **constraints):
    q = generate(kind, seed, difficulty, "standard", **constraints)
    tries, _ = Tries(q).check(first, "en")
    _tries, fb = tries.check(second, "en")
    return q, [render_step(s, "en") for s in fb.steps]


def test_a_last_miss_forgetting_the_riichi_stick_of_a_pao_is_named():
    # lesson 12: daisangen by ron from player 2 (riichi, 1 honba), player 4 liable: the
    # winner gets 16,000 + 16,000 + 300 + the riichi stick 1,000 = 33,300; player 2 pays
    # 16,000 + 300 and their riichi stick: -17,300. Without any stick: +32,300 / -16,300.
    q, text = _last_try("pao", 122, 2, "+33300/-16300/0/-16000", "+32300/-16300/0/-16000",
                        taught=12)
    assert expected_answer(q) == (33300, -17300, 0, -16000)
    assert text == ["You forgot every riichi stick: each riichi declared in this hand puts a "
                    "stick on the table, and the winner takes every stick there, 1 riichi "
                    "stick in all.",
                    "The right answer: player 1: +33,300; player 2: −17,300; player 3 (the "
                    "dealer): 0; player 4: −16,000."]


def test_an_answer_no_fu_count_can_end_on_says_the_fu_are_rounded():
    # lesson 07: 30 fu by tsumo; 25 is the seven pairs' count alone
    q, text = _last_try("count_fu", 3, 1, "90", "25", taught=7)
    assert expected_answer(q) == 30
    assert text[0] == ("Only seven pairs count 25 fu, and this hand is not seven pairs: its fu "
                       "are rounded up to a multiple of ten.")
    # 40 fu by ron; 32 is no total of fu
    q, text = _last_try("count_fu", 74, 1, "90", "32", tsumo=False, taught=7)
    assert expected_answer(q) == 40
    assert text[0] == ("A hand's fu are always rounded up to a multiple of ten (only seven "
                       "pairs count 25 fu), so 32 fu cannot be its total: add up the items, "
                       "then round up to the next ten.")


def test_a_last_miss_nothing_explains_still_says_where_to_start():
    # name_yaku has no hint of its own and no step to locate: the explanation's first
    # step is given before the answer (honitsu, the seat and the round wind here; naming
    # honitsu alone leaves out two yaku, and no mistake the tutor knows explains which)
    q = generate("name_yaku", 5, 2, "standard")
    tries, _ = Tries(q).check("chiitoitsu", "en")
    _t, fb = tries.check("honitsu", "en")
    assert [render_step(s, "en") for s in fb.steps] == [
        "Work it through again from the first step: The hand reads as four sets and a pair: "
        "123p 111z 456p 234p 66z.",
        "The right answer: Honitsu (half flush), Yakuhai (round wind), and Yakuhai (seat "
        "wind)."]
