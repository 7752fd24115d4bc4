"""What the fifth fresh Italian review (2026-12-02) asked of the engine's texts and the
Italian lessons, pinned as the learner reads them: seven pairs written apart in every
language; a pinfu gloss that does not contradict a 30-fu hand; «nessuna» (and each
language's "none") for the dash; error examples that fit, and a hand of the wrong size that
says why; count_han's extra yaku said as a likely slip; the yaku question that warns that
not every option is a yaku; the cheat sheet's double yakuman and valued pair; the engine's
calques; …500 rounded «verso il basso» said without ambiguity; the lessons' wording; a
command's own usage for an option it does not know; the tsumo line without «dal muro».
Each test asserts the corrected rendering and that the old one is gone."""

import json
import re
from pathlib import Path

import pytest

from mjlearn.errors import MjlearnError
from mjlearn.exercises import generate, parse_answer
from mjlearn.i18n import render_error, render_step
from mjlearn.i18n.markers import N_, NP_
from mjlearn.i18n.text import fill, translate
from mjlearn.trace import Step

NOTEBOOKS = Path(__file__).parent.parent / "notebooks" / "it"


def _lesson(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _cli(capsys, *argv: str, lang: str = "it") -> str:
    from mjlearn.cli import main
    main([*argv, "--lang", lang])
    return capsys.readouterr().out


def _error(call, lang: str = "it") -> str:
    with pytest.raises(MjlearnError) as raised:
        call()
    return render_error(raised.value, lang)


def _feedback(kind, answer, lang, **settings) -> str:
    from mjlearn.widgets import ExerciseWidget
    widget = ExerciseWidget(kind, lang=lang, **settings)
    widget.answer.value = answer
    widget.check_button.click()
    text = re.sub(r"<[^>]+>", " ", widget.feedback.value).replace("&#x27;", "'")
    return " ".join(text.split())


# --- 2. seven pairs are written apart, as the sets are ----------------------------------------

@pytest.mark.parametrize("lang, first", [
    ("it", "La mano si legge come sette coppie: 11m 33m 55p 77p 99s 11z 22z."),
    ("en", "The hand reads as seven pairs: 11m 33m 55p 77p 99s 11z 22z."),
    ("es", "La mano se descompone en siete parejas: 11m 33m 55p 77p 99s 11z 22z."),
    ("pl", "Podział ręki to siedem par: 11m 33m 55p 77p 99s 11z 22z."),
    ("ru", "Рука разбирается так: семь пар — 11m 33m 55p 77p 99s 11z 22z."),
])
def test_seven_pairs_are_written_apart(capsys, lang, first):
    out = _cli(capsys, "score", "1133m5577p99s1122z", "--win", "2z", lang=lang)
    assert out.splitlines()[0] == first
    assert "11m33m" not in out


def test_thirteen_orphans_and_four_sets_keep_their_form(capsys):
    assert _cli(capsys, "score", "19m19p19s1234567z7z", "--win", "7z").splitlines()[0] == (
        "La mano si legge come tredici orfani: 19m 19p 19s 12345677z, una tessera per ogni "
        "terminale e ogni onore, e 77z come coppia.")
    assert _cli(capsys, "score", "234567m34566p678s", "--win", "6s").splitlines()[0] == (
        "La mano si legge come quattro gruppi e una coppia: 234m 567m 345p 678s 66p.")


# --- 3. the pinfu's gloss says its shape, not «senza fu» beside a 30-fu hand --------------------

@pytest.mark.parametrize("lang, name, old", [
    ("it", "Pinfu (tutte sequenze, attesa su due lati)", "mano senza fu"),
    ("es", "Pinfu (todo secuencias, espera bilateral)", "No Fu"),
])
def test_the_pinfu_gloss_says_its_shape(capsys, lang, name, old):
    assert translate(NP_("yaku", "Pinfu (no-points hand)"), lang) == name
    out = _cli(capsys, "score", "234567m34566p678s", "--win", "6s", "--riichi", lang=lang)
    assert f"{name}: +1 han." in out.splitlines()
    assert old not in out
    from mjlearn.i18n.cheatsheet import cheat_sheet_text
    from mjlearn.rules import STANDARD
    from mjlearn.table.cheatsheet import cheat_sheet
    sheet = cheat_sheet_text(cheat_sheet(STANDARD), lang)
    assert re.search(rf"^{re.escape(name)} +1 +—$", sheet, re.M)
    assert old not in sheet


def test_the_pinfu_in_running_text_and_in_lesson_15():
    from mjlearn.exercises.answers.messages import STEP_MESSAGES  # noqa: F401
    assert render_step(Step("misconception.yaku_left_out", {"yaku": "pinfu"}), "it") == (
        "Hai lasciato fuori il pinfu (tutte sequenze, attesa su due lati): questa mano ha anche "
        "quello.")
    text = _lesson("15_sources.ipynb")
    assert "Una «ровная рука» non guadagna fu oltre la base;" in text
    assert "mano senza fu" not in text


# --- 4. the furiten prompt speaks to the learner -------------------------------------------

def test_the_furiten_prompt_says_puoi():
    text = translate(N_("You declared riichi with this hand, and your own discards are "
                        "{discards}. On which tiles may it win by ron? Write every one in mpsz, "
                        "for example 36m, or a dash (-) if none."), "it")
    assert "Su quali tessere puoi vincere per ron?" in text
    assert "può vincere" not in text


# --- 5. the word for "none" is read as the dash ----------------------------------------------

@pytest.mark.parametrize("lang, words", [
    ("it", ("nessuna", "Nessuno", "niente", "Nessuna.")),
    ("es", ("ninguna", "Ninguno", "nada")),
    ("pl", ("żadna", "Żaden", "nic", "zadna")),
    ("ru", ("никакой", "Нет", "ничего")),
    ("en", ("none", "Nothing", "no tile")),
])
def test_none_is_the_dash(lang, words):
    question = generate("furiten", seed=3)
    for word in words:
        assert parse_answer(question, word, lang) == frozenset()
    assert parse_answer(question, "none", lang) == frozenset()   # English in every language
    assert parse_answer(question, "-", lang) == frozenset()


def test_another_languages_none_is_not_read():
    question = generate("furiten", seed=3)
    with pytest.raises(MjlearnError):
        parse_answer(question, "żadna", "it")
    assert parse_answer(question, "36m", "it") == frozenset({2, 5})


# --- 6. error examples that fit, a size that says why ----------------------------------------

def test_the_abortive_draw_number_example_is_a_count():
    question = generate("abortive_draw", seed=1)
    assert _error(lambda: parse_answer(question, "x", "it")) == (
        "«x» non è un numero: scrivilo in cifre, per esempio 1.")
    assert _error(lambda: parse_answer(question, "x", "en"), "en") == (
        "“x” is not a whole number: type it in digits, for example 1.")


@pytest.mark.parametrize("lang, expected", [
    ("it", "La mano ha 14 tessere nascoste, ma con 1 gruppo chiamato ne deve avere 11."),
    ("en", "The hand has 14 tiles in hand, but with 1 called set it should have 11."),
    ("es", "Hay 14 fichas en la mano, pero con 1 grupo declarado debería haber 11."),
    ("pl", "Przy 1 zgłoszonej grupie w ręce powinno być 11, a ręka ma 14 kamieni."),
    ("ru", "В руке 14 тайлов, а при 1 объявленном сете должно быть 11."),
])
def test_a_called_set_says_why_the_hand_is_smaller(capsys, lang, expected):
    from mjlearn.cli import main
    assert main(["score", "22234m567p789s111z", "--meld", "pon:777z", "--win", "4m",
                 "--lang", lang]) == 2
    err = capsys.readouterr().err.strip()
    assert err == expected


def test_two_called_sets_and_too_few_tiles():
    from mjlearn.hand import parse_hand
    assert _error(lambda: parse_hand("23m456p11z", melds=[("pon", "777z"), ("chi", "789s")])) == (
        "Oltre a 2 gruppi chiamati, la mano ha solo 7 tessere: ne deve avere 8.")
    assert _error(lambda: parse_hand("23m456p11z", melds=[("pon", "777z"), ("chi", "789s")]),
                  "en") == "The hand has only 7 tiles in hand, but with 2 called sets it should have 8."
    # without a called set the sentence stays as it was
    assert _error(lambda: parse_hand("123456789m123p")) == (
        "La mano ha solo 12 tessere, ma ne deve avere 14.")


@pytest.mark.parametrize("lang, expected", [
    ("it", "La mano ha 14 tessere, ma ne deve avere 13: scrivi la mano senza la tessera vincente."),
    ("en", "The hand has 14 tiles, but it should have 13: type the hand without its winning tile."),
    ("es", "La mano tiene 14 fichas, pero debería tener 13: escríbela sin su ficha ganadora."),
    ("pl", "Ręka ma 14 kamieni, a powinna mieć 13: wpisz ją bez zwycięskiego kamienia."),
    ("ru", "В руке 14 тайлов, а должно быть 13: введите руку без победного тайла."),
])
def test_try_waits_with_the_winning_tile_says_to_leave_it_out(lang, expected):
    from mjlearn.widgets.try_waits import TryWaits
    box = TryWaits("123m456p789s111z55z", lang=lang)
    assert re.sub(r"<[^>]+>", "", box.result.value) == expected
    # fifteen tiles are no winning tile too many: the plain sentence
    box.box.value = "123m456p789s111z555z"
    assert "13" in box.result.value and "vincente" not in box.result.value


# --- 7. count_han's extra yaku is a likely slip -------------------------------------------------

@pytest.mark.parametrize("lang, expected", [
    ("it", "✗ Può darsi che tu abbia contato il tanyao (solo semplici), ma questa mano non ce "
           "l'ha: hai 1 han di troppo."),
    ("en", "✗ You may have counted Tanyao (all simples), but this hand does not have it: that is "
           "1 han too many."),
    ("es", "✗ Puede que hayas contado Tanyao (todo simples), pero esta mano no lo tiene: llevas "
           "1 han de más."),
    ("pl", "✗ Możliwe, że liczysz układ „same kamienie 2–8 (Tanyao)”, ale ta ręka go nie "
           "ma: to o 1 duży punkt (Han/Fan) za dużo."),
    ("ru", "✗ Похоже, вы посчитали яку Tanyao (только простые 2–8), но в этой руке его нет: "
           "это на 1 хан больше."),
])
def test_an_extra_yaku_is_a_likely_slip(lang, expected):
    text = _feedback("count_han", "3", lang, seed=2, difficulty=1, taught=3)
    assert text.startswith(expected)
    assert "non contarlo" not in text and "leave out the" not in text


def test_the_likely_slip_after_or_perhaps_says_perhaps_once():
    text = _feedback("count_han", "7", "it", seed=41, difficulty=3, taught=6)
    assert ("Ma può anche essere quest'altra svista. Può darsi che tu abbia contato il pinfu (tutte sequenze, "
            "attesa su due lati), ma questa mano non ce l'ha: hai 1 han di troppo.") in text


# --- 8. the yaku question with the dora among its options ----------------------------------------

@pytest.mark.parametrize("lang, warning", [
    ("it", "Quali yaku ha? Attenzione: non tutte le voci sono yaku. Scegli tutti gli yaku giusti "
           "fra Chanta"),
    ("en", "Which yaku does it have? Not every option is a yaku. Choose all that apply: "
           "Chanta"),
    ("es", "¿Qué yaku tiene? No todas las opciones son yaku. Elige todos los que correspondan: "
           "Chanta"),
    ("pl", "Jakie układy specjalne (Yaku) ma ta ręka? Nie każda z opcji jest układem specjalnym."),
    ("ru", "Какие у неё яку? Не каждый вариант — яку."),
])
def test_lesson_03s_yaku_question_says_not_every_option_is_a_yaku(lang, warning):
    question = generate("name_yaku", seed=31, difficulty=2, open=True, taught=3)
    assert "dora" in question.choices
    text = render_step(Step(*question.prompt), lang)
    assert warning in text


def test_a_yaku_question_without_dora_keeps_its_wording():
    question = generate("name_yaku", seed=2, difficulty=1, taught=3)
    assert "dora" not in question.choices
    text = render_step(Step(*question.prompt), "it")
    assert "Quali yaku ha? Scegli tutti gli yaku giusti fra " in text
    assert "non tutte le voci" not in text


# --- 9. the cheat sheet -------------------------------------------------------------------------

def test_the_cheat_sheet_names_a_double_yakuman_and_the_valued_pair(capsys):
    out = _cli(capsys, "cheatsheet")
    assert ("Suuankou con attesa sulla coppia: doppio yakuman, Suukantsu (quattro kan)" in out)
    assert "Daisuushii (quattro venti maggiori): doppio yakuman, Tsuuiisou" in out
    assert ", doppio," not in out
    assert "Coppia di tessere di valore" in out.splitlines()
    assert "Coppia di valore (tessere di valore)" not in out


# --- 10. the engine's calques --------------------------------------------------------------------

def test_the_winds_read_line(capsys):
    out = _cli(capsys, "score", "11z234m567p999s345p", "--win", "5p", "--seat", "E", "--riichi")
    assert out.splitlines()[0] == "Venti: il vincitore siede a Est (E), il vento del giro è Est (E)."
    assert "Venti letti" not in out


def test_the_nine_gates_wait_in_all(capsys):
    out = _cli(capsys, "waits", "1112345678999m")
    assert out.splitlines()[-1] == "La mano è un nove porte con attesa a 9 vie."
    assert "l'attesa è questa" not in out


def test_suucha_riichi_that_the_rules_lack():
    import mjlearn.table.abortive  # noqa: F401  (registers the abortive draws' error codes)
    text = render_error(MjlearnError("abortive_draw_not_in_rules", kind="suucha_riichi"), "it")
    assert text == "Con queste regole il Suucha riichi (quattro riichi) non annulla la mano."
    assert "per il caso" not in text


# --- 11. …500 rounded towards the smaller number ------------------------------------------------

def test_the_final_rounding_says_which_way():
    text = " ".join(_lesson("10_game.ipynb").split())
    # the English (the fourth English review) now says it too: to the lower thousand,
    # below zero as well, with both examples
    assert ("Il motore porta sempre **…500 al migliaio inferiore**, anche sotto zero, così gli "
            "stessi punti danno sempre lo stesso punteggio: 32.500 diventa 32.000, e −8.500 "
            "diventa −9.000.") in text
    assert "(…500 al migliaio inferiore)" in text
    assert "per difetto" not in text
    assert "Il motore arrotonda …500 verso il basso, cioè verso il numero più piccolo, allo " \
           "stesso modo" in " ".join(_lesson("15_sources.ipynb").split())
    assert translate(N_("Final points are rounded to the nearest {unit}, and an amount that ends "
                        "in 500 is rounded down, not up."), "it") == (
        "I punti finali si arrotondano al {unit} più vicino, e una cifra che finisce in 500 si "
        "arrotonda verso il basso, cioè verso il numero più piccolo, non verso l'alto.")
    assert translate(NP_("rule value", "to the nearest 1,000 (…500 down), in thousands"),
                     "it") == "al migliaio più vicino (…500 verso il basso), in migliaia"


# --- 12. the lessons' wording -------------------------------------------------------------------

@pytest.mark.parametrize("lesson, said, gone", [
    ("10_game.ipynb", "I punti non si segnano su carta: si tengono con le **bacchette** (tenbou)",
     "I punti non si scrivono"),
    ("06_dora.ipynb", "un cinque rosso di caratteri, due cinque rossi di cerchi e un cinque rosso "
     "di bambù", "5 ross"),
    ("06_dora.ipynb", "la tua mano ha un cinque rosso di cerchi e uno normale", "un 5 rosso"),
    ("02_waits.ipynb", "la coppia è formata da due tessere uguali", "la coppia sono due"),
    ("02_waits.ipynb", "<code>3456s</code> è un nobetan: si legge come <code>345s</code> più un 6 "
     "di bambù da solo, che attende un altro <code>6s</code>, oppure come un 3 di bambù da solo, "
     "che attende un altro <code>3s</code>, più <code>456s</code>; ogni volta un'attesa sulla "
     "coppia.",
     "<code>345s</code> che attende <code>6s</code>"),
])
def test_the_lessons_wording(lesson, said, gone):
    text = " ".join(_lesson(lesson).split())
    assert said in text
    assert gone not in text


# --- 13. an option a command does not know: that command's usage ---------------------------------

def test_an_unknown_option_shows_the_commands_usage(capsys):
    from mjlearn.cli import main
    with pytest.raises(SystemExit) as exited:
        main(["table", "--kind", "foo", "--lang", "it"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("uso: mjlearn table [-h]")
    assert "mjlearn table: errore: argomenti non riconosciuti: --kind foo" in err
    assert "COMANDO" not in err


# --- 14. the tsumo line, rinshan too --------------------------------------------------------------

def test_the_tsumo_line_says_who_drew(capsys):
    out = _cli(capsys, "score", "11123m456p789s", "--meld", "kan:1111z", "--rinshan", "--tsumo",
               "--win", "3m")
    assert "Vittoria per tsumo (tessera pescata da te): +2 fu." in out.splitlines()
    assert "dal muro" not in out
    assert fill(translate(N_("Won by tsumo (self-draw): +{value}."), "it"), {"value": "2 fu"}) == (
        "Vittoria per tsumo (tessera pescata da te): +2 fu.")
