"""The fifth fresh English review (docs/reviews/en-course-round5.md): the feedback it found
opaque or at odds with the lessons.

Temporary furiten ends at the player's own next discard (lesson 02); the table's figures
are worked from the rules (final score: points rounded to the thousand, …500 down, from a
30,000 baseline; first place takes minus the others' sum), not read off the code.
"""

from __future__ import annotations

import pytest

import mjlearn.exercises.kinds.furiten  # noqa: F401  (its messages)
from mjlearn.exercises import Tries, check, expected_answer, generate
from mjlearn.i18n.render import render_step
from mjlearn.trace import Step, step

LANGS = ("en", "es", "it", "pl", "ru")


def lines(q, answer, tries=1, lang="en"):
    t = Tries(q)
    for _ in range(tries):
        t, fb = t.check(answer)
    return [render_step(s, lang) for s in fb.steps]


def _furiten(prompt, ron):
    for seed in range(300):
        q = generate("furiten", seed, 3)
        if q.prompt[0] == prompt and bool(expected_answer(q)) == ron:
            return q
    raise AssertionError(prompt)


# --- 1. temporary furiten ends at your own next discard --------------------------------

@pytest.mark.parametrize("code", ["misconception.furiten_passed_kept",
                                  "misconception.furiten_passed_missed",
                                  "furiten.passed_now", "furiten.passed_over"])
def test_temporary_furiten_is_said_as_the_lesson_says(code):
    en = render_step(Step(code, {"tile": "9m"}, None), "en")
    assert "draw or call" not in en and "until you draw" not in en
    assert "discard" in en


def test_the_tile_let_pass_earlier_no_longer_bars_ron():
    q = _furiten("prompt.furiten.before_draw", ron=True)
    assert check(q, "-").misconception == "misconception.furiten_passed_kept"
    text = " ".join(lines(q, "-"))
    assert "only counts until your next discard, unless it happens after a riichi" in text
    assert "you have drawn and discarded since" in text


# --- 2. two slips said as two ------------------------------------------------------------

def test_two_slips_are_named_as_the_two_possibilities():
    # a closed ron of 40 fu answered 30: the 10 fu of the closed ron left out (40 − 10),
    # or 38 fu rounded down instead of up — two slips, both named
    from tests.test_exercises_tutor import WRONG_KNOWN, fu_question
    got = lines(fu_question(), str(WRONG_KNOWN))
    assert got[0] == "Two different slips give this answer; check which one you made."
    assert got[1].startswith("You forgot the 10 fu")
    assert got[2].startswith("Or: You rounded 38 fu down")
    assert not any("another slip" in g for g in got)


@pytest.mark.parametrize("lang, opening, other", [
    ("es", "Hay dos despistes distintos", "O bien este otro. "),
    ("it", "Due sviste diverse", "Ma può anche essere quest'altra svista. "),
    ("pl", "Do tej odpowiedzi prowadzą dwa różne błędy", "Może to być też ten drugi błąd. "),
    ("ru", "К этому ответу ведут две разные ошибки", "А может быть, другая ошибка. "),
])
def test_two_slips_in_every_language(lang, opening, other):
    from tests.test_exercises_tutor import WRONG_KNOWN, fu_question
    got = lines(fu_question(), str(WRONG_KNOWN), lang=lang)
    assert got[0].startswith(opening) and got[2].startswith(other)


def test_three_slips_are_several():
    assert render_step(step("feedback.several_slips"), "en") == (
        "Several different slips give this answer; check which one you made.")


# --- 3. the table's answer: where to start, as a teacher says it -------------------------

def test_the_table_says_which_player_to_start_with():
    # 20,700 / 32,400 / 30,800 / 16,100 → 21 / 32 / 31 / 16 thousand: −9, +22, +1, −14
    q = generate("final_score", 3)
    assert expected_answer(q) == (-9, 22, 1, -14)
    assert lines(q, "-9/22/0/-14", tries=2)[0] == (
        "Start with player 3, whose amount goes wrong at this step: Player 3 holds 30,800 "
        "points, rounded to 31,000 points.")


@pytest.mark.parametrize("lang, text", [
    ("es", "Empieza por el jugador 3, cuya cantidad se tuerce en este paso: "),
    ("it", "Comincia dal giocatore 3: il suo importo è già sbagliato a questo passo. "),
    ("pl", "Zacznij od gracza 3 – w tym kroku jego kwota zaczyna się rozjeżdżać: "),
    ("ru", "Начните с игрока 3 — ошибка в его сумме появляется на этом шаге: "),
])
def test_the_table_start_in_every_language(lang, text):
    q = generate("final_score", 3)
    assert lines(q, "-9/22/0/-14", tries=2, lang=lang)[0].startswith(text)


@pytest.mark.parametrize("lang", LANGS)
def test_no_first_differs_jargon_is_left(lang):
    from mjlearn.i18n.markers import N_
    from mjlearn.i18n.text import translate
    en = translate(N_("Your total goes wrong at this step: {item}"), "en")
    assert "first differs" not in en and "{item}" in translate(
        N_("Your total goes wrong at this step: {item}"), lang)


# --- 4. four players' answers: the first hint points at the player, the last try differs --

def test_pao_points_at_the_liable_players_payment():
    # player 1's daisangen ron on player 4's discard, player 3 liable: 32,000 split in
    # halves of 16,000, the discarder adds 300 for 1 honba, the winner takes the 1,000
    # stick: +33,300 / 0 / −16,000 / −16,300. Player 3's −32,000 counts their half twice.
    q = generate("pao", 0, 2)
    assert expected_answer(q) == (33300, 0, -16000, -16300)
    first = lines(q, "33300/0/-32000/-16300")
    assert first[1] == ("Look again at player 3's amount, and at this step: Pao: player 3 "
                        "pays player 1 the liable share, 16,000 points.")
    last = lines(q, "33300/0/-32000/-16300", tries=2)
    assert last[0] == ("Start with player 3, whose amount goes wrong at this step: Pao: "
                       "player 3 pays player 1 the liable share, 16,000 points.")
    assert last[0] not in first


@pytest.mark.parametrize("kind, args, answer", [
    ("final_score", (3,), "-9/22/0/-14"),
    ("round_settlement", (5, 2), "-1000/-5500/0/8500"),
    ("pao", (0, 2), "33300/0/-16000/0"),
])
def test_the_second_try_does_not_repeat_the_first_hint(kind, args, answer):
    q = generate(kind, *args)
    first, last = lines(q, answer), lines(q, answer, tries=2)
    assert first[0] == "Not yet. Here is a hint."
    assert not set(first) & set(last)


@pytest.mark.parametrize("lang, text", [
    ("es", "Vuelve a mirar la cantidad del jugador 3, y en concreto este paso: "),
    ("it", "Ricontrolla l'importo del giocatore 3, e in particolare questo passo: "),
    ("pl", "Sprawdź jeszcze raz kwotę gracza 3, zwłaszcza ten krok: "),
    ("ru", "Ещё раз посмотрите на сумму игрока 3, особенно на этот шаг: "),
])
def test_the_first_hint_in_every_language(lang, text):
    q = generate("final_score", 3)
    assert lines(q, "-9/22/0/-14", lang=lang)[1].startswith(text)


# --- 5. a final score with a decimal part is a score not yet rounded -----------------------

@pytest.mark.parametrize("lang, text", [
    ("en", "“+3.8” is not a whole number: final scores count whole thousands. Round each "
           "player's points to the thousand first (…500 goes down), so 33,800 points count "
           "as 34."),
    ("es", "«+3.8» no es un número entero: la puntuación final se cuenta en millares enteros."),
    ("it", "«+3.8» non è un numero intero: i punti finali si contano in migliaia intere."),
    ("pl", "„+3.8” nie jest liczbą całkowitą: wynik końcowy liczy się w pełnych tysiącach."),
    ("ru", "«+3.8» — не целое число: итоговый счёт считают в целых тысячах."),
])
def test_a_decimal_final_score_is_told_to_round(lang, text):
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error
    # 33,800 points: 33.8 thousand, rounded to 34 (…500 and below go down)
    q = generate("final_score", 3)
    with pytest.raises(MjlearnError) as raised:
        Tries(q).check("+3.8/22/1/-14", lang)
    assert raised.value.code == "decimal_final_score"
    assert render_error(raised.value, lang).startswith(text)


def test_a_decimal_elsewhere_is_still_unclear():
    # "11.6" for a payment may be 11,600 mistyped: it stays "can be read in more than one way"
    from mjlearn.i18n.answers import AnswerError, parse_points
    with pytest.raises(AnswerError) as raised:
        parse_points("11.6", "en")
    assert raised.value.code == "ambiguous_number"
