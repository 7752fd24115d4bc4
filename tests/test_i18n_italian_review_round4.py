"""What the fourth fresh Italian review (2026-12-02) asked of the Italian lessons and engine
texts, pinned as the learner reads them: the exercises say that the dealer (East) won, or
a non-dealer and where they sit, in every language; «i dora non sono yaku»; a number that
is no number is answered with an example of the question's kind and no word on spaces;
the cheat sheet names the valued pairs; one title for lesson 12; the page's «l'han della
mano» in the Italian errata; the lessons' wording (riichi not valid, a pon not «aperto»,
the red fives of the standard rules, the dealer who keeps the deal)."""

import json
from pathlib import Path

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import generate, parse_answer
from mjlearn.exercises.kinds.riichi_kinds import prompt
from mjlearn.i18n import AnswerError, parse_int, parse_points, render_error, render_step
from mjlearn.i18n.markers import N_, NP_
from mjlearn.i18n.text import translate
from mjlearn.rules import STANDARD
from mjlearn.trace import Step, step

NOTEBOOKS = Path(__file__).parent.parent / "notebooks" / "it"


def _lesson(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _prompt(seat: str, lang: str, dora: str = "", ura: str = "") -> str:
    sit = {"riichi": False, "tsumo": seat == "E", "win": "1m", "seat_wind": seat,
           "round_wind": "E", "dora": dora, "ura": ura}
    code, params = prompt(sit, step("question.count_fu"), STANDARD)
    return render_step(Step(code, params), lang)


# --- 1. the dealer is named the dealer, a non-dealer by where they sit --------------------

@pytest.mark.parametrize("lang, dealer, non_dealer", [
    ("it", "Il mazziere (seduto a Est) ha vinto questa mano per tsumo. La tessera vincente era "
           "l'1 di caratteri (1m), e il vento del giro è Est. Quanti fu vale?",
     "Il giocatore seduto a Sud, un non mazziere, ha vinto questa mano per ron. La tessera "
     "vincente era l'1 di caratteri (1m), e il vento del giro è Est. Quanti fu vale?"),
    ("en", "The dealer, whose seat wind is East, won this hand by tsumo. The winning tile was "
           "the 1 of characters (1m), and the round wind was East. How many fu is it worth?",
     "A non-dealer, whose seat wind is South, won this hand by ron. The winning tile was the "
     "1 of characters (1m), and the round wind was East. How many fu is it worth?"),
])
def test_the_prompt_says_who_won(lang, dealer, non_dealer):
    assert _prompt("E", lang) == dealer
    assert _prompt("S", lang) == non_dealer


@pytest.mark.parametrize("lang, dealer, non_dealer", [
    ("es", "El Dealer, con viento de asiento Este, ganó", "Un no Dealer, con viento de asiento Sur, ganó"),
    ("pl", "Wschód (rozdający) wygrał", "Nierozdający, którego wiatrem jest Południe, wygrał"),
    ("ru", "Дилер (его ветер места — Восток) выиграл", "Недилер (его ветер места — Юг) выиграл"),
])
def test_the_prompt_says_who_won_in_every_language(lang, dealer, non_dealer):
    assert _prompt("E", lang).startswith(dealer)
    assert _prompt("S", lang).startswith(non_dealer)


def test_the_prompt_with_dora_and_ura_names_the_dealer_too():
    assert _prompt("E", "it", dora="3p", ura="7s").startswith(
        "Il mazziere (seduto a Est) ha vinto questa mano per tsumo. La tessera")
    assert "L'indicatore di dora è il 3 di cerchi (3p), quello di ura dora il 7 di bambù (7s)." \
        in _prompt("E", "it", dora="3p", ura="7s")
    assert _prompt("W", "it", dora="3p").startswith(
        "Il giocatore seduto a Ovest, un non mazziere, ha vinto")


def test_the_old_prompt_is_gone():
    for seat in "ESWN":
        for lang in ("it", "en"):
            text = _prompt(seat, lang, dora="3p")
            assert "vento del posto" not in text and "The player whose" not in text


# --- 3. the dora are not yaku -------------------------------------------------------------

def test_the_dora_are_not_yaku():
    assert render_error(MjlearnError("no_yaku", dora=2, aka=0, ura=0), "it") == (
        "Questa mano non ha yaku, quindi non può vincere: i suoi dora valgono 2 han, ma i dora "
        "non sono yaku.")
    assert translate(N_("Dora are not a yaku: they add han to a hand that already has a yaku."),
                     "it") == "I dora non sono yaku: aggiungono han a una mano che ha già uno yaku."
    assert translate(N_("The dora add {han}, but they are not a yaku: a hand needs a yaku of its "
                        "own to win."), "it") == (
        "I dora aggiungono {han}, ma non sono yaku: per vincere la mano ha bisogno di uno yaku suo.")


# --- 6. a number that is no number: an example of the question's kind ----------------------

def _error(question, text, lang):
    with pytest.raises(MjlearnError) as raised:
        parse_answer(question, text, lang)
    return render_error(raised.value, lang)


def test_a_fu_count_gets_a_fu_example():
    fu = generate("count_fu", seed=3)
    assert _error(fu, "abc", "it") == "«abc» non è un numero: scrivilo in cifre, per esempio 30."
    assert _error(fu, "abc", "en") == "“abc” is not a whole number: type it in digits, for example 30."
    assert _error(fu, "", "it") == "Scrivi la risposta: un numero intero, per esempio 30."
    assert _error(generate("count_han", seed=3), "abc", "it") == (
        "«abc» non è un numero: scrivilo in cifre, per esempio 3.")


@pytest.mark.parametrize("lang, expected", [
    ("it", "«abc» non è un numero: scrivilo in cifre, per esempio 11.600 o 11600."),
    ("en", "“abc” is not a whole number: type it in digits, for example 11,600 or 11600."),
    ("es", "«abc» no es un número entero: escríbelo en cifras, por ejemplo 11.600 o 11600."),
    ("pl", "„abc” nie jest liczbą całkowitą: wpisz ją cyframi, na przykład 11\u00a0600 albo 11600."),
    ("ru", "«abc» — не число: введите целое число цифрами, например 11\u00a0600 или 11600."),
])
def test_points_get_a_grouped_and_a_plain_example(lang, expected):
    with pytest.raises(AnswerError) as raised:
        parse_points("abc", lang)
    assert raised.value.message == expected


def test_the_spaces_clause_is_gone():
    for lang in ("it", "en", "es", "pl", "ru"):
        with pytest.raises(AnswerError) as raised:
            parse_int("abc", lang)
        message = raised.value.message
        assert "spazi" not in message and "spaces" not in message and "espacios" not in message
        assert "spacj" not in message and "пробел" not in message
        assert "30" in message


# --- 9. the cheat sheet's valued pairs -------------------------------------------------------

def test_the_cheat_sheet_names_the_valued_pairs():
    from mjlearn.i18n.cheatsheet import cheat_sheet_html, cheat_sheet_text
    from mjlearn.table.cheatsheet import cheat_sheet
    lines = cheat_sheet_text(cheat_sheet(STANDARD), "it").splitlines()
    heading = lines.index("Coppia di tessere di valore")
    assert lines[heading + 1].startswith("Coppia di draghi ")
    assert lines[heading + 1].endswith(" 2")
    assert ('<tr><th class="label" colspan="2">Coppia di tessere di valore</th></tr>'
            in cheat_sheet_html(cheat_sheet(STANDARD), "it"))
    assert "Valued pair" in cheat_sheet_text(cheat_sheet(STANDARD), "en").splitlines()


# --- 12, 13: the command line and the yaku question ---------------------------------------

def test_a_missing_argument_is_required(capsys):
    from mjlearn.cli import main
    with pytest.raises(SystemExit) as exited:
        main(["final-score", "--lang", "it"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "errore: sono richiesti i seguenti argomenti: PUNTI" in err
    assert "mancano questi argomenti" not in err


def test_the_yaku_question_asks_for_the_right_yaku():
    assert translate(N_("Which yaku does it have? Choose all that apply: {choices}. You may also type "
                        "their names, separated by commas."), "it") == (
        "Quali yaku ha? Scegli tutti gli yaku giusti fra {choices}. Puoi anche scriverne i nomi, "
        "separati da virgole.")


# --- seven pairs and pinfu in running text: one form, in lower case -------------------------

@pytest.mark.parametrize("english, italian", [
    ("Only seven pairs count 25 fu, and this hand is not seven pairs: its fu are rounded up to "
     "a multiple of ten.",
     "Solo le sette coppie (chiitoitsu) contano 25 fu, e questa mano non è un chiitoitsu: i suoi "
     "fu si arrotondano per eccesso alla decina."),
    ("Seven pairs count exactly 25 fu: they are not rounded up to 30.",
     "Le sette coppie (chiitoitsu) contano esattamente 25 fu: non si arrotondano a 30."),
    ("You added the 2 fu of the tsumo, but pinfu won by tsumo gets no fu for it: the hand "
     "counts 20 fu.",
     "Hai aggiunto i 2 fu dello tsumo, ma il pinfu vinto per tsumo non li riceve: la mano conta "
     "20 fu."),
])
def test_yaku_in_running_text_are_lower_case(english, italian):
    assert translate(N_(english), "it") == italian


# --- 2, 4, 5, 11: the lessons' wording ---------------------------------------------------------

@pytest.mark.parametrize("lesson, said, gone", [
    ("09_payments.ipynb", "il riichi non è valido e la bacchetta non si paga, o viene restituita.",
     "non è mai valso"),
    ("07_fu.ipynb", "con un pon di draghi rossi e un kan nascosto", "pon aperto"),
    ("04_yaku_more.ipynb", "vinci per ron sulla tessera che un altro giocatore aggiunge a un pon "
     "che ha già chiamato, per farne un kan.", "pon aperto"),
    ("06_dora.ipynb", "Le regole standard usano **quattro** cinque rossi:", "set standard"),
    ("06_dora.ipynb", "I cinque rossi delle regole standard:", "Il set standard"),
    ("09_payments.ipynb", "ogni volta che vince il mazziere, che così conserva il turno (è la "
     "«ripetizione del mazziere» della pagina «Punteggio: han e fu»), e dopo ogni mano",
     "che resta mazziere"),
])
def test_the_lesson_wording(lesson, said, gone):
    text = _flat(_lesson(lesson))
    assert said in text
    assert gone not in text


def test_no_lesson_says_pon_aperto():
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        assert "pon aperto" not in _lesson(path.name), path.name


# --- 10. one title for lesson 12 ---------------------------------------------------------------

def test_lesson_12_has_one_title():
    title = "Le regole che spostano i punti"
    assert f"\n# {title}\n" in _lesson("12_table_rules.ipynb")
    assert f"[{title}](12_table_rules.ipynb): il pao" in _flat(_lesson("00_start.ipynb"))
    for lesson in ("11_at_the_table.ipynb", "13_family_rules.ipynb"):
        assert f"[{title}](12_table_rules.ipynb)" in _lesson(lesson)
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        assert "spostano i punti: pao" not in _lesson(path.name), path.name


# --- 8. the page's «l'han della mano» -------------------------------------------------------

def test_the_hand_s_han_erratum_is_in_the_italian_errata_only():
    text = _flat(_lesson("15_sources.ipynb"))
    assert ('<a id="it-han"></a>**Gli han della mano.** «Quello è l\'han della mano» vuol dire '
            'tutti gli han della mano insieme, il loro totale: due righe prima la pagina stessa '
            'scrive al plurale «gli han», come le lezioni.') in text
    # after the page's other errata, before the Polish rules
    assert text.index('id="it-calls"') < text.index('id="it-han"') < text.index('id="pl-rules"')
    for lang in ("en", "es", "pl", "ru"):
        other = (NOTEBOOKS.parent / lang / "15_sources.ipynb").read_text(encoding="utf-8")
        assert 'id="it-han"' not in other
