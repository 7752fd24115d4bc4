"""The fresh Russian review of 2026-12-02 (issue 25, ``locales/ru/REVIEW.md``): the engine
findings, pinned word for word. Where a finding was a logic bug (a settlement that names
an unchanged round as changed, or a round wind under rules without winds; an empty answer
called "not a whole number"; a count of answers that asks one amount "separated by /",
or counts scores as amounts), the fix and its test cover the five languages. The
rendering before the fix is in the comment above each expected string."""

from __future__ import annotations

import pytest

import mjlearn.exercises  # noqa: F401  (registers the exercises' step codes)
from mjlearn.errors import MjlearnError
from mjlearn.exercises import generate
from mjlearn.exercises.answers.forms import parse_answer
from mjlearn.hand import parse_waiting_hand
from mjlearn.i18n import render_error, render_step
from mjlearn.i18n.answers import AnswerError, parse_int, parse_points
from mjlearn.i18n.render import waits_lines
from mjlearn.readings import find_waits
from mjlearn.rules import get_ruleset
from mjlearn.table import GameState, Win, settle
from mjlearn.trace import Step

STANDARD = get_ruleset("standard")
KOSTARYOV = get_ruleset("kostaryov")


def _step(code, lang, **params):
    return render_step(Step(code, params, None), lang)


def _last_line(rules, dealer, lang):
    """The settlement's closing note after a non-dealer Ron (basic 960) from ``dealer``'s
    deal: the deal passes to the next player."""
    state = GameState(scores=(25000,) * 4, dealer=dealer)
    result = settle(state, Win(winner=(dealer + 1) % 4, basic=960, discarder=(dealer + 2) % 4),
                    rules)
    return render_step(result.steps[-1], lang)


# --- finding 9: the round wind said only when it changes, never without winds --------------

@pytest.mark.parametrize("lang, expected", [
    # was «…; ветер раунда теперь Восток, а на счётчике хонба 0.»
    ("ru", "Дилером становится игрок 2; ветер раунда по-прежнему Восток, на счётчике хонба 0."),
    ("en", "The deal passes to player 2; the round wind is East, and the honba counter is 0."),
])
def test_an_unchanged_round_is_not_said_to_change(lang, expected):
    assert _last_line(STANDARD, 0, lang) == expected


@pytest.mark.parametrize("lang, expected", [
    # was «Дилером становится игрок 1; ветер раунда теперь Юг, а на счётчике хонба 0.»
    ("ru", "Дилером становится игрок 1, и начинается новый раунд: ветер раунда теперь Юг, на "
           "счётчике хонба 0."),
    # was "The deal passes to player 1; the round wind is South, and the honba counter is 0."
    ("en", "The deal passes to player 1, and the South round begins; the honba counter is 0."),
    ("es", "El jugador 1 pasa a ser el Dealer y empieza una ronda nueva: el viento de ronda "
           "es ahora Sur, y el contador de honba está en 0."),
    ("it", "Il turno di mazziere passa al giocatore 1 e comincia un nuovo giro: il vento del "
           "giro ora è Sud, e il contatore degli honba è a 0."),
    ("pl", "Wschodem (rozdającym) zostaje gracz 1 i zaczyna się nowa runda: wiatr rundy to "
           "teraz Południe, a licznik powtórzeń (Honba) wynosi 0."),
])
def test_a_new_round_is_said_when_the_deal_comes_back(lang, expected):
    # the fourth dealer (player 4) loses the deal: it is back with player 1, East → South
    assert _last_line(STANDARD, 3, lang) == expected


@pytest.mark.parametrize("lang, expected", [
    # was «Дилером становится игрок 2; ветер раунда теперь Восток, а на счётчике хонба 0.»
    ("ru", "Дилером становится игрок 2, на счётчике хонба 0."),
    ("en", "The deal passes to player 2, and the honba counter is 0."),
    ("es", "El jugador 2 pasa a ser el Dealer, y el contador de honba está en 0."),
    ("it", "Il turno di mazziere passa al giocatore 2, e il contatore degli honba è a 0."),
    ("pl", "Wschodem (rozdającym) zostaje gracz 2, a licznik powtórzeń (Honba) wynosi 0."),
])
def test_rules_without_winds_name_no_round_wind(lang, expected):
    assert not KOSTARYOV.winds
    assert _last_line(KOSTARYOV, 0, lang) == expected
    assert _last_line(KOSTARYOV, 3, lang) == expected.replace("2", "1", 1)


# --- finding 14: an empty answer is asked for, not called "not a whole number" -------------

@pytest.mark.parametrize("lang, expected", [
    # was ««» — не целое число: введите его цифры, с пробелами или без.»
    ("ru", "Введите ответ: целое число, например 30."),
    # was "“” is not a whole number: type its digits, with or without spaces."
    ("en", "Type your answer: a whole number, such as 30."),
    ("es", "Escribe tu respuesta: un número entero, por ejemplo 30."),
    ("it", "Scrivi la risposta: un numero intero, per esempio 30."),
    ("pl", "Wpisz odpowiedź: liczbę całkowitą, na przykład 30."),
])
@pytest.mark.parametrize("parse", [parse_int, parse_points])
@pytest.mark.parametrize("typed", ["", "   "])
def test_an_empty_answer_asks_for_a_number(parse, typed, lang, expected):
    # (the example is one the question could take: 30 for fu)
    with pytest.raises(AnswerError) as caught:
        parse(typed, lang, example=30)
    assert caught.value.message == expected


# --- finding 5: the count of amounts, for one amount and for numbers -----------------------

def _count_error(kind, answer, lang, **constraints):
    question = next(q for seed in range(200)
                    if (q := generate(kind, seed)).data.get("amounts") == constraints["amounts"])
    with pytest.raises(MjlearnError) as caught:
        parse_answer(question, answer, lang)
    return render_error(caught.value, lang)


@pytest.mark.parametrize("lang, expected", [
    # was «В ответе 2 суммы, а нужно 1 — через косую черту (/).»
    ("ru", "В ответе 2 суммы, а нужна одна: впишите одно число без косой черты."),
    ("en", "This answer has 2 amounts, but the question asks for one: type a single number, "
           "with no /."),
    ("es", "Esta respuesta tiene 2 cantidades, pero la pregunta pide una sola: escribe un único "
           "número, sin /."),
    ("it", "Questa risposta ha 2 importi, ma la domanda ne chiede uno solo: scrivi un solo "
           "numero, senza /."),
    ("pl", "Ta odpowiedź ma 2 kwoty, a pytanie prosi o jedną: wpisz jedną liczbę, bez znaku /."),
])
def test_one_amount_is_asked_without_a_slash(lang, expected):
    assert _count_error("han_fu_to_points", "1000 / 2000", lang, amounts=1) == expected


@pytest.mark.parametrize("lang, expected", [
    # was «В ответе 5 сумм, а нужно 4 — через косую черту (/).»
    ("ru", "В ответе 5 чисел, а нужно 4 — через косую черту (/)."),
    ("en", "This answer has 5 numbers, but the question asks for 4, separated by /."),
    ("es", "Esta respuesta tiene 5 números, pero la pregunta pide 4, separados por /."),
    ("it", "Questa risposta ha 5 numeri, ma la domanda ne chiede 4, separati da /."),
    ("pl", "Ta odpowiedź ma 5 liczb, a pytanie prosi o 4, oddzielone znakiem /."),
])
def test_final_scores_are_counted_as_numbers(lang, expected):
    assert _count_error("final_score", "1/2/3/4/5", lang, amounts=4) == expected


def test_amounts_paid_are_still_counted_as_amounts():
    assert _count_error("hand_payments", "1000 / 2000 / 3000", "ru", amounts=2) == \
        "В ответе 3 суммы, а нужно 2 — через косую черту (/)."


# --- findings 2, 7, 11: Russian templates -----------------------------------------------------

def test_the_furiten_waits_follow_a_dash():
    # was «Значит, рука может выиграть Ron на: единица цифр (1m) и четвёрка цифр (4m).»
    # then «её ожидание — 1m и 4m» (one wait for two tiles): the number agrees now
    assert _step("furiten.ron_tiles", "ru", waits=("1m", "4m")) == \
        "Значит, рука может выиграть Ron на этих тайлах: единица цифр (1m) и четвёрка цифр (4m)."


def test_a_fifth_copy_is_said_without_a_garbled_apposition():
    # was «1m — тайл единица цифр завершил бы руку, но все четыре уже в ней, поэтому…»
    lines = waits_lines(find_waits(parse_waiting_hand("1111m234p567s999s")), "ru")
    assert lines[-1] == ("1m (единица цифр) завершил бы руку, но все четыре его копии уже в "
                         "руке, поэтому это не ожидание.")


def test_a_double_wind_pair_uses_the_course_terms():
    # was «Пара 11z — ветер, который одновременно и свой, и ветер раунда: +4 фу.»
    text = _step("fu.pair", "ru", pair="11z", reason="double_wind", value=4)
    assert text.startswith("Пара 11z — ветер, который одновременно и ветер места, и ветер "
                           "раунда: +4")


# --- the lessons' Russian prose (findings 3, 4, 6, 10, 12) -------------------------------------

def _ru_lessons():
    from pathlib import Path

    from babel.messages.pofile import read_po
    path = Path(__file__).resolve().parent.parent / "locales/ru/LC_MESSAGES/lessons.po"
    with path.open("rb") as handle:
        return [m.string for m in read_po(handle) if m.id and isinstance(m.string, str)]


RU_LESSONS_FIXED = [
    # 3, lesson 01: was «только у игрока перед вами» (read as the player opposite)
    ("у игрока перед вами", "только со сброса игрока слева — того, кто ходит прямо перед вами"),
    # 6, lesson 10: «первый игрок» read as «игрок 1»
    ("кроме первого,", "Каждый игрок, кроме занявшего первое место, округляет"),
    ("Первый игрок получает", "Игрок на первом месте получает сумму остальных"),
    ("их забирает первый игрок", "их забирает игрок, занявший первое место, — прежде чем"),
    ("не выбудет первый игрок", "пока кто-нибудь из игроков не выбудет"),
    # 4, lessons 09, 12, 05: rules the family never states
    ("где об этом ничего не сказано", "Семья Костарёвых об этом не пишет; по их правилам движок "
                                      "складывает якуманы, как в стандартных правилах."),
    # 10: one term per concept
    ("Каждая хонба", "Каждая единица на счётчике хонба добавляет 300 очков"),
    ("Какая кость", "## Какой тайл — дора"),
    ("отмените кан", "отмените kan и объявите его заново как скрытый kan (ankan)."),
    # 12: calques
    ("Многие правила спрашивают", "Для многих правил важно, к какой группе относится тайл:"),
    ("во многих местах ценятся", "Терминалы, ветра и драконы часто ценятся выше"),
    # the fourth English review: the boxes on the family's several winners and pao are gone
    # (no score changes there), and lesson 10 says the standard rules have no uma
    ("к этому **уму**", "**Ума** — это премия за место, которая добавляется к итоговому счёту"),
    ("с прибавкой в половину", "почему дилер получает в полтора раза больше"),
    ("В этих другой игрок", "В следующих руках другой игрок только что сбросил"),
    ("В вашем руководстве", "В исходных документах"),
    ("понятый как 9-стороннее", "Double Chuuren, в трактовке движка — 9-стороннее ожидание"),
    ("в руке тринадцати сирот", "Если у руки «тринадцать сирот» до победы было"),
    ("записанной в записи", "результат выигравшей руки, записанной так, как показано выше."),
    ("как Tsumo наоборот", "как при Tsumo, только платит нарушитель:"),
]


@pytest.mark.parametrize("before, after", RU_LESSONS_FIXED)
def test_the_russian_lessons_say_it_as_a_teacher_would(before, after):
    texts = _ru_lessons()
    assert not [t for t in texts if before in t]
    assert [t for t in texts if after in t]


def _ru(msgid):
    from mjlearn.i18n.markers import N_
    from mjlearn.i18n.text import translate
    return translate(N_(msgid), "ru")


def test_the_russian_cli_names_player_1():
    # was «…, иначе первый игрок)»
    assert _ru("the dealer (default: East when the players are named by their winds, else the "
               "first player)") == \
        "дилер (по умолчанию — Восток, если игроки названы по ветрам, иначе игрок 1)"


def test_the_first_place_gets_the_sum_of_the_others():
    # was «{seat} получает сумму остальных ({others}) с обратным знаком, …»
    assert _ru("{seat} scores minus the sum of the others ({others}), so that the scores add "
               "up to zero: {value}.") == ("{seat}, занявший первое место, получает сумму "
                                           "остальных ({others}) с обратным знаком, чтобы в "
                                           "сумме вышел ноль: {value}.")


# --- finding 1: the family's capped payments, taught in lesson 13 ---------------------------

def test_a_family_player_who_cannot_pay_pays_all_and_is_out():
    # the lesson's example: player 4, with 1 000 left, deals into player 2's mangan (8 000)
    state = GameState(scores=(41000, 33500, 24500, 1000), round_wind=2)
    result = settle(state, Win(winner=1, basic=2000, discarder=3), KOSTARYOV)
    assert result.after.scores == (41000, 34500, 24500, 0)
    lines = [render_step(s, "ru") for s in result.steps]
    assert ("Игрок 4 должен 8\u00a0000 очков, но у него только 1\u00a0000 очков: отдаёт всё "
            "(получает игрок 2) и выбывает из партии.") in lines


def test_lesson_13_teaches_the_cap_and_scores_no_one_below_zero():
    from pathlib import Path
    source = (Path(__file__).resolve().parent.parent
              / "mjlearn/lessons/source/13_family_rules.md").read_text(encoding="utf-8")
    assert "%% code capped-run" in source and "-300" not in source
    texts = _ru_lessons()
    assert [t for t in texts if t.startswith(
        "Игрок, который «не может выплатить требуемую сумму», выбывает, пишет семья")]
    assert [t for t in texts if "палочки можно разменивать, чтобы заплатить ровно сумму" in t]


# --- finding 19: minor polish ----------------------------------------------------------------

def test_menzen_tsumo_writes_tsumo_as_the_course_does():
    from mjlearn.i18n import yaku_name
    # was «Menzen Tsumo (победа tsumo закрытой рукой)»
    assert yaku_name("menzen_tsumo", "ru") == "Menzen Tsumo (победа Tsumo закрытой рукой)"


# --- finding 8: the family's own typos, flagged as the Spanish guide's are ---------------------

def test_the_family_typos_are_listed_in_lesson_15():
    texts = _ru_lessons()
    typos = [t for t in texts if t.startswith('<a id="ru-typos"></a>**Опечатки.**')]
    assert len(typos) == 1
    for wrong, right in (("Ситуционные яку", "ситуационные яку"), ("многождущий", "многожидающий"),
                         ("в взаиморасчёты", "во взаиморасчёты"), ("6 хан»", "6 ханов")):
        assert wrong in typos[0] and right in typos[0]
    assert [t for t in texts if "«многождущий [sic] вариант Chuuren Poutou" in t]


# --- finding 16: "dora included" only where the hand shows dora --------------------------------

def _count_han_prompt(with_indicators, lang):
    from mjlearn.exercises import generate
    for difficulty in (1, 2, 3, 4):
        for seed in range(60):
            q = generate("count_han", seed, difficulty)
            if bool(q.data["indicators"]) == with_indicators and "0" not in q.data["hand"]:
                return render_step(Step(q.prompt[0], q.prompt[1], None), lang)
    raise AssertionError("no such question")


@pytest.mark.parametrize("lang, expected", [
    # was «Сколько ханов она стоит вместе с дорой?» with no indicator given
    ("ru", "Индикаторов доры нет. Сколько ханов стоит рука?"),
    ("en", "This hand holds no dora. How many han is it worth?"),
])
def test_a_hand_without_indicators_is_not_asked_with_dora(lang, expected):
    assert _count_han_prompt(False, lang).endswith(expected)


def test_a_hand_with_indicators_is_asked_with_dora():
    assert _count_han_prompt(True, "ru").endswith("Сколько ханов она стоит вместе с дорой?")


def test_lesson_13_says_why_a_game_after_south_goes_on():
    # finding 18: was «Вот партия после раунда Юга, где у всех ещё больше нуля:»
    assert [t for t in _ru_lessons() if t.endswith(
        "Вот партия, которая по стандартным правилам уже закончилась бы (после раунда Юга), а у "
        "всех ещё больше нуля:")]
