"""What the native reviews of es, it, pl and ru found in the exercises (locales/*/REVIEW.md),
each with the rule it comes from, and a sweep that renders every exercise a generator can
make — every kind, every difficulty, every constraint it declares, every preset — in the
five languages, so that no prompt, hint, explanation or answer is left without a sentence.

The expected values are the rules' own: docs/rulesets.md ("A player who cannot pay",
"Pao, abortive draws and chombo under the family rules"), seed 003 (the Kostaryov family
plays without winds; its final score is the points each player holds), EMA §3.4.6 (a
false riichi is a chombo: the hand is void).
"""

from __future__ import annotations

import re

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import (KINDS, Tries, check, expected_answer, first_hint, generate,
                               hints)
from mjlearn.exercises.answers import display_answer
from mjlearn.i18n import render_step, seat_list
from mjlearn.rules import PRESETS, get_ruleset
from mjlearn.widgets.exercise import prompt_text
from mjlearn.exercises.answers.messages import FORMATTERS

LANGS = ("en", "es", "it", "pl", "ru")

# The values each constraint is asked with (None: no constraint). A kind that declares a
# constraint missing here fails the sweep's own check, so a new constraint is swept too.
CONSTRAINT_VALUES = {
    **{flag: (True, False) for flag in ("open", "kan", "tsumo", "dealer", "dealer_wins", "draw",
                                         "wrap", "exhausted", "chombo")},
    "yakuman": (True,),
    "closed_ron_fu": (40,), "fu": (30, 70), "han": (2, 6),
    "differs_from": ("standard", "ema"),
    "indicators": (1, 3), "waits": (1, 3), "shape": ("kanchan", "tanki"),
    "answer": ("tile", "count"), "profile": ("european_classic", "kajongg_dmjl"),
    "winner": ("E", "S"), "sticks": (0, 2), "amount": (100, 5500), "yaku": ("tanyao", "toitoi"),
}
# Questions drawn per combination of difficulty and constraint, the presets taking turns
# seed by seed: whole Riichi hands are long to explain in five languages, so they get one
# each (several dozen in all per kind), the others six.
PER_COMBINATION = {"name_yaku": 1, "count_han": 1, "count_fu": 1, "hand_payments": 1}
DEFAULT_PER_COMBINATION = 6
RULESETS = tuple(PRESETS)


def _cases(kind):
    """(seed, difficulty, ruleset, constraints): every difficulty with no constraint and
    with each value of each constraint the kind declares."""
    spec = KINDS[kind]
    variants = [{}] + [{name: value} for name in spec.constraints
                       for value in CONSTRAINT_VALUES.get(name, ())]
    count = PER_COMBINATION.get(kind, DEFAULT_PER_COMBINATION)
    n = 0
    for difficulty in spec.difficulties:
        for constraints in variants:
            for _ in range(count):
                yield n, difficulty, RULESETS[n % len(RULESETS)], constraints
                n += 1


def _texts(question, lang):
    """Everything a learner reads of one question: the prompt, the first hint, the
    whole explanation and the revealed answer."""
    yield prompt_text(question, lang)
    yield render_step(first_hint(question), lang)
    for step in hints(question):
        yield render_step(step, lang)
    _tries, revealed = Tries(question).reveal()
    for step in revealed.steps:
        yield render_step(step, lang)


def test_every_declared_constraint_is_swept():
    declared = {name for spec in KINDS.values() for name in spec.constraints}
    assert declared <= set(CONSTRAINT_VALUES), declared - set(CONSTRAINT_VALUES)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_exercise_renders_in_every_language(kind):
    """No MissingMessageError, no placeholder left, no input notation: for every difficulty and
    constraint the kind declares, under every preset, many seeds."""
    made = 0
    for seed, difficulty, ruleset, constraints in _cases(kind):
        try:
            question = generate(kind, seed, difficulty, ruleset, **constraints)
        except MjlearnError as error:   # constraints no question can meet here
            assert error.code == "impossible_constraints", (kind, constraints, error)
            continue
        made += 1
        for lang in LANGS:
            for text in _texts(question, lang):
                assert text and not re.search(r"\{\w+\}", text), (question, lang, text)
                assert "last=" not in text, (question, lang, text)
    assert made > 0


# --- 1. the false riichi (every language crashed) -------------------------------------------

def test_the_false_riichi_chombo_is_asked_and_answered():
    question = generate("abortive_draw", 0, 3, "standard", chombo=True)
    d = question.data
    assert (d["outcome"], d["reason"]) == ("chombo", "false_riichi")
    assert d["seat"] in d["riichi"]
    # EMA §3.4.6 / docs/rulesets.md §3: a chombo voids the hand — no honba added, the
    # riichi sticks put down in it go back, the same dealer deals again.
    assert expected_answer(question) == (d["honba"], d["sticks"], d["dealer"] + 1)
    assert "not ready (not tenpai)" in prompt_text(question, "en")
    for lang in LANGS:
        assert prompt_text(question, lang)


# --- 2. pao (and any payment) under the family rules: the points are in the question -------

def test_pao_under_the_family_rules_gives_the_points_it_depends_on():
    question = generate("pao", 11, 2, "kostaryov")
    d = question.data
    assert get_ruleset("kostaryov").pay_what_you_hold
    # The liable player holds 17,300 and owes half of a dealer's daisangen, 24,000, after
    # putting down 1,000 for riichi: they pay the 16,300 they hold (docs/rulesets.md, "A
    # player who cannot pay"); the discarder pays their 24,000 half; the winner takes both
    # and the stick on the table and the one put down: 24,000 + 16,300 + 2,000.
    assert d["scores"] == (28000, 27000, 17300, 26700)
    assert expected_answer(question) == (-24000, 0, -17300, 42300)
    text = prompt_text(question, "en")
    assert text.startswith("At the start of the hand players 1 to 4 hold 28,000, 27,000, "
                           "17,300, and 26,700; under the Kostaryov family rules, a player "
                           "who cannot pay all they owe pays what they hold and is out.")
    assert "17.300" in prompt_text(question, "it") and "17\u00a0300" in prompt_text(question, "ru")


def test_round_settlement_under_the_family_rules_gives_the_points_too():
    question = generate("round_settlement", 23, 3, "kostaryov")
    # 12 han is a sanbaiman (basic 6,000): a dealer's ron is 6 × 6,000 = 36,000, plus 2
    # honba × 300, but the discarder holds 26,800 and pays just that; the winner adds the
    # stick on the table and player 4's riichi stick.
    assert question.data["scores"][1] == 26800
    assert expected_answer(question) == (28800, -26800, 0, -1000)
    assert "26,800" in prompt_text(question, "en")


def test_no_points_where_the_rules_let_a_player_go_below_zero():
    for ruleset in ("standard", "ema"):
        assert not get_ruleset(ruleset).pay_what_you_hold
        question = generate("pao", 11, 2, ruleset)
        assert question.prompt[0].startswith("prompt.pao."), question.prompt
        assert "At the start of the hand" not in prompt_text(question, "en")


# --- 3. no winds under rules played without them --------------------------------------------

WIND_WORDS = {"en": r"\bwind", "es": r"\bviento", "it": r"\bvento", "pl": r"\bwiat",
              "ru": r"\bветер|\bветр"}


@pytest.mark.parametrize("kind", ["name_yaku", "count_han", "count_fu", "hand_payments"])
def test_family_rules_prompts_name_no_wind(kind):
    assert not get_ruleset("kostaryov").winds
    for seed in range(6):
        question = generate(kind, seed, 2, "kostaryov")
        dealer = question.data["situation"]["seat_wind"] == "E"
        english = prompt_text(question, "en")
        assert english.startswith("The dealer won" if dealer else "A non-dealer won"), english
        for lang in LANGS:
            # the situation, without the question's own words (a yaku's name, such as
            # Polish Honitsu's "ze smokami i wiatrami", is the i18n layer's)
            question_text = render_step(question.prompt[1]["question"], lang)
            text = prompt_text(question, lang).replace(question_text, "")
            assert not re.search(WIND_WORDS[lang], text, re.I), (lang, text)
    # the standard rules still name both winds
    assert "seat wind" in prompt_text(generate(kind, 0, 2, "standard"), "en")


def test_family_rules_prompts_agree_with_how_many_dora_indicators():
    seen = set()
    for seed in range(200):
        question = generate("count_han", seed, 3, "kostaryov")
        indicators = question.data["situation"].get("dora", "")
        count = len(indicators) // 2 if isinstance(indicators, str) else len(indicators)
        if not count or count in seen:
            continue
        seen.add(count)
        english = prompt_text(question, "en")
        singular = "The dora indicator is " in english
        assert singular == (count == 1) and (("The dora indicators are " in english) == (count > 1))
        spanish = prompt_text(question, "es")
        assert ("El indicador Dora es " in spanish) == (count == 1), spanish
    assert {1, 2} <= seen


def test_kyuushu_kyuuhai_without_winds_is_terminals_and_dragons():
    found = 0
    for seed in range(60):
        question = generate("abortive_draw", seed, 1, "kostaryov")
        if question.data["outcome"] != "kyuushu_kyuuhai":
            continue
        found += 1
        assert "nine different terminals and dragons" in prompt_text(question, "en")
        for lang in LANGS:
            assert not re.search(WIND_WORDS[lang], prompt_text(question, lang), re.I)
        # and the same draw under the standard rules counts the winds among the honours
        standard = generate("abortive_draw", seed, 1, "standard")
        if standard.data["outcome"] == "kyuushu_kyuuhai":
            assert "terminals and honours" in prompt_text(standard, "en")
    assert found


# --- 4. the final score is the points held under the family rules ---------------------------

def test_the_family_rules_final_score_is_the_points_held_unsigned():
    question = generate("final_score", 3, 2, "kostaryov")
    # seed 003: no baseline, no uma, no rounding: the final score is what each one holds
    assert question.data["points"] == (33800, 30600, 3100, 32500)
    assert expected_answer(question) == (33800, 30600, 3100, 32500)
    assert check(question, "33800 / 30600 / 3100 / 32500").correct
    answer = FORMATTERS["answer"](display_answer(question, expected_answer(question)), "ru")
    assert answer == "игрок 1: 33\u00a0800; игрок 2: 30\u00a0600; игрок 3: 3\u00a0100; " \
                     "игрок 4: 32\u00a0500"
    last = render_step(hints(question)[-1], "en")
    assert last == "The final scores of players 1 to 4 are the points they hold: 33,800, " \
                   "30,600, 3,100, and 32,500."
    assert "+" not in answer and "+" not in last


def test_a_final_score_from_a_baseline_keeps_its_sign():
    # EMA: points − 30,000 + uma (EMA §3.6): a result, signed
    question = generate("final_score", 3, 2, "ema")
    answer = FORMATTERS["answer"](display_answer(question, expected_answer(question)), "en")
    assert re.search(r"\+\d", answer) and "−" in answer


# --- 5. the Classic hand's last tile in words ------------------------------------------------

def test_the_classic_prompt_says_the_last_tile_in_words():
    question = generate("classic_hand_score", 3, 2, "standard")
    assert question.data["classic_hand"] == "(444z) (6666p) [7777z] (345m) 33m last=3m/claimed"
    assert prompt_text(question, "en") == (
        "Classic European mahjong. The player whose seat wind is West goes out with (444z) "
        "(6666p) [7777z] (345m) 33m; the last tile, the 3 of characters (3m), was claimed from "
        "a discard. The prevailing wind is South. What does the hand score?")
    for lang in LANGS[1:]:
        text = prompt_text(question, lang)
        assert not re.search(r"last=|claimed|drawn", text), (lang, text)
    # The answer is the hand's, as the Classic spec scores it (§3): an exposed pung of
    # North 4, an exposed kong of dots 8, a concealed kong of red dragons 32, the chow and
    # the pair of 3m nothing, going out 20: 64; one double for the dragons' kong: 128,
    # rounded to 130 (the last tile claimed: no self-draw points).
    assert expected_answer(question) == 130


def test_a_drawn_last_tile_is_said_drawn_from_the_wall():
    for seed in range(40):
        question = generate("classic_hand_score", seed, 1, "standard")
        if question.data["classic_hand"].endswith("/drawn"):
            assert "was drawn from the wall" in prompt_text(question, "en")
            return
    pytest.fail("no hand won on a tile drawn from the wall")


# --- 6. field labels keep the translators' capitals -----------------------------------------

def test_labels_are_written_mid_sentence_as_translated():
    question = generate("hand_payments", 5, 2, "standard", tsumo=True)
    expected = expected_answer(question)
    shown = display_answer(question, expected)
    texts = {lang: FORMATTERS["answer"](shown, lang) for lang in LANGS}
    assert texts["en"] == "each non-dealer pays 500; the dealer pays 1,000"
    assert texts["pl"] == "każdy gracz poza Wschodem płaci 500; Wschód (rozdający) płaci 1000"
    assert texts["es"] == "cada no Dealer paga 500; el Dealer paga 1000"
    assert texts["it"] == "ogni non mazziere paga 500; il mazziere paga 1.000"
    assert texts["ru"] == "каждый недилер платит 500; дилер платит 1\u00a0000"


def test_a_label_in_the_widget_starts_with_a_capital():
    from mjlearn.exercises import field_label
    question = generate("hand_payments", 5, 2, "standard", tsumo=True)
    labels = [field_label(f, "pl") for f in question.fields]
    assert labels == ["Każdy gracz poza Wschodem płaci", "Wschód (rozdający) płaci"]
    assert [field_label(f, "en") for f in question.fields] == [
        "Each non-dealer pays", "The dealer pays"]


# --- 7. players listed with their articles, the verb agreeing with how many -----------------

def test_seat_list_puts_each_language_s_article():
    assert seat_list((0, 1), "it") == "il giocatore 1 e il giocatore 2"
    assert seat_list((2,), "es") == "el jugador 3"
    assert seat_list((0, 3), "es") == "el jugador 1 y el jugador 4"
    assert seat_list((0, 1), "en") == "player 1 and player 2"
    assert seat_list((1, 2), "pl") == "gracz 2 i gracz 3"
    assert seat_list((), "ru") == render_step_nobody("ru")


def render_step_nobody(lang):
    from mjlearn.i18n.render import seats_label
    return seats_label((), lang)


def _riichi_sentence(question, lang):
    code, params = question.prompt
    return render_step(params["riichi"], lang)


def _round_with(count: int):
    for seed in range(400):
        question = generate("round_settlement", seed, 2, "standard")
        if len(question.data["riichi"]) == count:
            return question
    raise AssertionError(count)


def test_one_declarer_takes_a_singular_verb_and_several_a_plural_one():
    one, two = _round_with(1), _round_with(2)
    p1 = one.data["riichi"][0] + 1
    a, b = (s + 1 for s in two.data["riichi"])
    assert _riichi_sentence(one, "es") == f"Durante la mano declaró riichi el jugador {p1}."
    assert _riichi_sentence(two, "es") == \
        f"Durante la mano declararon riichi el jugador {a} y el jugador {b}."
    assert _riichi_sentence(one, "it") == f"Durante la mano ha dichiarato riichi il giocatore {p1}."
    assert _riichi_sentence(two, "it") == \
        f"Durante la mano hanno dichiarato riichi il giocatore {a} e il giocatore {b}."
    assert _riichi_sentence(one, "ru") == f"В этой раздаче Riichi объявил игрок {p1}."
    assert _riichi_sentence(two, "ru") == f"В этой раздаче Riichi объявили игрок {a} и игрок {b}."
    assert _riichi_sentence(one, "pl") == f"W tym rozdaniu zakład (Riichi) ogłosił gracz {p1}."
    assert _riichi_sentence(two, "pl") == \
        f"W tym rozdaniu zakład (Riichi) ogłosili gracz {a} i gracz {b}."
    # the sentence stands in the prompt itself
    assert f"declararon riichi el jugador {a} y el jugador {b}." in prompt_text(two, "es")


def test_the_forgotten_deposit_agrees_too():
    question = _round_with(1)
    seat = question.data["riichi"][0]
    from mjlearn.trace import step
    text = render_step(step("misconception.forgot_riichi_deposit", seats=(seat,)),
                       "es")
    assert text.endswith(f"y en esta mano declaró riichi el jugador {seat + 1}.")
    text = render_step(step("misconception.forgot_riichi_deposit", seats=(0, 2)),
                       "it")
    assert text.endswith("l'hanno dichiarato il giocatore 1 e il giocatore 3.")
