"""What the fresh Polish review (locales/pl/REVIEW.md, 2026-12-02) found, pinned as the
learner reads it: the Polish wording, and the engine and CLI fixes it asked for in every
language (a tsumo pair typed with a dash, the mpsz message for a letter without digits,
--rules and --uma with their own messages, the total of final-score with sticks, the
dealer's tsumo answer, score --explain)."""

import pytest

from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.exercises import check, expected_answer, generate
from mjlearn.i18n import render_step
from mjlearn.trace import Step


def _prompt(kind, seed, difficulty, lang):
    return render_step(Step(*generate(kind, seed, difficulty).prompt), lang)


def _cli(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out.strip(), captured.err.strip()


# --- 1. the indicators are the subject: "Indykator(y) punktów bonusowych (Dora) to …" ------

def test_one_dora_indicator_is_named_as_the_indicator():
    assert _prompt("dora_from_indicator", 0, 1, "pl") == (
        "Indykator punktów bonusowych (Dora) to kółko 5 (5p). Który kamień jest dorą? Wpisz go "
        "w zapisie mpsz, np. 5m.")


def test_several_indicators_and_their_ura_are_named_as_indicators():
    text = _prompt("count_fu", 0, 3, "pl")
    assert ("Indykatory punktów bonusowych (Dora) to wiatr południowy (2z) i bambus 7 (7s), a "
            "indykatory schowanych punktów bonusowych (Uradora) — bambus 5 (5s) i bambus 4 "
            "(4s).") in text
    assert "wskazuj" not in text


# --- 3. "To nie jest Pinfu", not "Nie ma ręki bez małych punktów" ---------------------------

def test_a_refused_pinfu_reads_in_polish(capsys):
    code, out, _err = _cli(capsys, "--lang", "pl", "score", "123m456p789s234s55m", "--win", "5m",
                           "--riichi")
    assert code == 0
    assert ("To nie jest Pinfu: tu jest oczekiwanie na parę (Tanki), a Pinfu wymaga "
            "oczekiwania obustronnego (Ryanmen).") in out.splitlines()


# --- 9. one wins with a hand: "wygrywa … ręką wartą" ----------------------------------------

def test_a_hand_is_won_with_not_won():
    assert _prompt("han_fu_to_points", 3, 3, "pl").startswith(
        "Nierozdający wygrywa przez dobranie z muru (Tsumo) ręką wartą 5 dużych "
        "punktów (Han/Fan) i 30 małych punktów (Fu).")


# --- 2. a tsumo pair typed as it is called, "2000-4000", is read as "2000 / 4000" ----------

@pytest.mark.parametrize("typed", ["2000-4000", "2000 – 4000", "2 000–4 000", "2000—4000"])
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_tsumo_pair_with_a_dash_is_read_as_two_amounts(typed, lang):
    question = generate("han_fu_to_points", 3, 3)
    # 5 han is a mangan: 2,000 basic points, a non-dealer's tsumo 2,000 / 4,000
    assert (question.data["han"], question.data["tsumo"], question.data["dealer"]) == (5, True,
                                                                                        False)
    assert expected_answer(question) == (2000, 4000)
    assert check(question, typed, lang).correct


def test_a_dash_in_signed_amounts_is_still_a_minus():
    # a change of score (round_settlement) may be negative: "-" there is never a separator
    for seed in range(40):
        question = generate("round_settlement", seed, 1)
        if question.data.get("signed"):
            break
    right = expected_answer(question)
    typed = " / ".join(str(a) for a in right)
    assert check(question, typed).correct
    with pytest.raises(MjlearnError):      # "0-2900": no number, never "0 / 2900"
        check(question, typed.replace(" / ", "-", 1))


# --- 5. a suit letter with no digits before it ---------------------------------------------

@pytest.mark.parametrize("lang, message", [
    ("pl", "Przed literą „z” na pozycji 1 brakuje cyfr: najpierw wpisz numery kamieni, np. 11z."),
    ("en", "The letter “z” in position 1 has no digits before it: write the tiles' numbers "
           "first, for example 11z."),
    ("es", "Delante de la letra «z» en la posición 1 faltan los números: escribe primero los "
           "números de las fichas, por ejemplo 11z."),
])
def test_a_letter_without_digits_is_said_so(capsys, lang, message):
    assert _cli(capsys, "--lang", lang, "waits", "zz")[::2] == (2, message)


def test_a_character_outside_mpsz_keeps_its_message(capsys):
    assert _cli(capsys, "--lang", "pl", "waits", "12x")[::2] == (
        2, "Symbol „x” na pozycji 3 nie należy do zapisu mpsz: wpisz cyfry, a po nich m, p, s "
           "lub z.")


# --- 6. score --explain is the explanation score always prints -----------------------------

def test_score_explain_is_accepted_and_prints_the_same(capsys):
    hand = ["score", "234567m34566p678s", "--win", "6s", "--riichi", "--dora", "5m"]
    plain = _cli(capsys, "--lang", "pl", *hand)
    assert plain[0] == 0
    assert _cli(capsys, "--lang", "pl", *hand, "--explain") == plain


# --- 7. the CLI's own messages --------------------------------------------------------------

@pytest.mark.parametrize("lang, message", [
    ("pl", "Wyniki (100\xa0000 punktów) razem z zakładami (Riichi) na stole (1000 punktów) dają "
           "101\xa0000 punktów, a powinny dać 100\xa0000 punktów, tyle, ile gracze mieli na początku "
           "gry."),
    ("en", "The scores (100,000 points) and the riichi sticks on the table (1,000 points) make "
           "101,000 points, but they should make 100,000 points, what the players held at the "
           "start of the game."),
])
def test_final_score_names_both_sums_with_sticks(capsys, lang, message):
    assert _cli(capsys, "--lang", lang, "final-score", "30000", "30000", "20000", "20000",
                "--riichi-sticks", "1")[::2] == (2, message)


def test_final_score_without_sticks_keeps_its_message(capsys):
    assert _cli(capsys, "--lang", "pl", "final-score", "25000", "25000", "25000",
                "24000")[::2] == (
        2, "Wyniki sumują się do 99\xa0000 punktów, a powinny dać 100\xa0000 punktów (4 × 25\xa0000, "
           "tyle, ile gracze mieli na początku gry).")


@pytest.mark.parametrize("lang, message", [
    ("pl", "„{bad” nie jest ani nazwą zestawu zasad (standard, kostaryov lub ema), ani "
           "obiektem JSON."),
    ("en", "“{bad” is neither the name of a ruleset (standard, kostaryov, or ema) nor a JSON "
           "object."),
])
def test_score_rules_that_are_not_json_get_the_options_message(capsys, lang, message):
    assert _cli(capsys, "--lang", lang, "score", "234567m34566p678s", "--win", "6s", "--rules",
                "{bad")[::2] == (2, message)


@pytest.mark.parametrize("uma", ["1,2", "a,b,c,d"])
def test_uma_says_it_needs_four_numbers(capsys, uma):
    assert _cli(capsys, "--lang", "pl", "final-score", "30000", "30000", "20000", "20000",
                "--uma", uma)[::2] == (
        2, f"„{uma}” to nie jest uma: --uma wymaga czterech liczb całkowitych, umy miejsc od 1 "
           "do 4 w tysiącach, np. --uma=15,5,-5,-15.")


# --- 8. the dealer's tsumo: the three others pay, not "each player besides East" -----------

@pytest.mark.parametrize("lang, label", [
    ("pl", "każdy z trzech pozostałych graczy płaci 1000"),
    ("en", "each of the three others pays 1,000"),
    ("ru", "каждый из трёх остальных платит 1\xa0000"),
])
def test_a_dealer_tsumo_answer_names_the_three_others(capsys, lang, label):
    code, out, _err = _cli(capsys, "--lang", lang, "quiz", "--seed", "7", "--answers")
    assert code == 0
    assert any(line.endswith(label) for line in out.splitlines()), out


# --- the lessons' Polish prose (4, 10, 13) and the engine's dragon cycle -------------------

def _markdown(lesson):
    import json
    from pathlib import Path
    notebook = json.loads((Path(__file__).parent.parent / "notebooks" / "pl" / lesson)
                          .read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in notebook["cells"]
                     if c["cell_type"] == "markdown")


def test_the_pinfu_definition_keeps_its_genitive():
    assert ("- **Pinfu**: zamknięta ręka z czterech sekwensów i pary, która nie daje małych "
            "punktów (Fu) — nie smoków, nie wiatru rundy i nie wiatru gracza — wygrana na "
            "oczekiwaniu obustronnym.") in _markdown("03_yaku.ipynb")


def test_the_round_wind_is_tied_to_the_sources_wind_of_the_deal():
    assert ("Wiatr bieżącej rundy (**wiatr rundy**; to o nim mówią zasady „Punktacja”, pisząc "
            "o parze „wiatrów gracza lub wiatrów rozdania”)" in _markdown("01_tiles.ipynb"))
    assert ("„wiatrów gracza lub wiatrów rozdania” (w lekcjach: wiatru gracza lub wiatru "
            "rundy)" in _markdown("07_fu.ipynb"))


def test_the_dragon_cycle_has_one_order_in_lessons_and_engine():
    assert ("- wśród smoków w kolejności zielony → czerwony → biały → zielony (to ten sam cykl co "
            "biały → zielony → czerwony → biały).") in _markdown("01_tiles.ipynb")
    assert "smoki zielony → czerwony → biały → zielony." in _markdown("06_dora.ipynb")
    from mjlearn.tiles import tile
    assert render_step(Step("exercise.dora.dragon_cycle",
                            {"indicator": tile("5z"), "tile": tile("6z")}), "pl") == (
        "Smoki idą w kolejności zielony, czerwony, biały i znów zielony: indykator biały smok "
        "(5z) wskazuje kamień 6z (zielony smok).")


# --- 7, 18, 19: the CLI's and the engine's Polish wording -------------------------------------

@pytest.mark.parametrize("args, message", [
    (["final-score", "1", "2", "3"], "Do gry potrzeba 4 graczy; liczba podanych wartości: 3."),
    (["score", "234567m34566p678s", "--win", "6s", "--seat", "Q"],
     "„Q” nie oznacza wiatru: w „--seat” wpisz E, S, W lub N, litery angielskie (W = Zachód, "
     "od West), albo nazwę wiatru: wschód, południe, zachód, północ."),
    (["score", "234567m345p678s66p", "--meld", "chi:246s", "--win", "6p"],
     "„246s” to nie jest sekwens (Chi), więc tych kamieni nie można tak zgłosić."),
])
def test_polish_cli_errors_read_naturally(capsys, args, message):
    assert _cli(capsys, "--lang", "pl", *args)[::2] == (2, message)


def test_final_score_says_the_place_as_a_teacher_does(capsys):
    code, out, _err = _cli(capsys, "--lang", "pl", "final-score", "56800", "32400", "19100",
                           "-8300")
    assert code == 0
    assert "Gracz 4 zajmuje 4. miejsce, mając −8300 punktów; wynik końcowy: −38." in \
        out.splitlines()


@pytest.mark.parametrize("lesson, text", [
    # 11: what the lessons take from Punktacja
    ("00_start.ipynb", "Pierwszy z nich to polskie zasady „Punktacja”: lekcje używają ich "
                       "słownictwa i porównują z nimi każdą liczbę."),
    # 12: the source counts from the stick's owner, and the quotation stays the subject
    # (softened by the fifth review: one reading of the source, not its only one)
    ("09_payments.ipynb", "Zasady „Punktacja” można odczytać jako liczenie od gracza, który "
                          "położył zakład, a nie od odrzucającego; wtedy zakład może trafić do "
                          "innego zwycięzcy"),
    ("15_sources.ipynb", "Według zasad zakład zabiera „wygrany rozdania najbliżej na prawo od "
                         "przegranego z zakładem”, czyli zwycięzca najbliższy graczowi, który "
                         "położył zakład."),
    # 15: one name for the rounds
    ("12_table_rules.ipynb", "Gra to runda Wschodu i runda Południa"),
    ("12_table_rules.ipynb", "**Runda Zachodu.**"),
    # 9: one wins with a hand, not a hand
    ("05_yakuman.ipynb", "Nierozdający wygrywa z Yakumanem po dobraniu z muru (Tsumo)."),
    ("11_at_the_table.ipynb", "Nierozdający wygrywa przez dobranie z muru ręką wartą 4 "
                              "Han i 30 Fu."),
    ("11_at_the_table.ipynb", "Wschód wygrywa z Hanemanem przez dobranie z muru"),
    ("12_table_rules.ipynb", "gracz 2 dostaje 3900 od gracza 3"),
    ("12_table_rules.ipynb", "gracz 4, Wschód, wygrywa z Manganem i"),
    # 19: the smaller style points
    ("07_fu.ipynb", "Schowana trójka lub czwórka jest warta dwa razy więcej niż otwarta"),
    ("07_fu.ipynb", "| trójka kamieni 1 lub 9, smoków lub wiatrów: otwarta / schowana |"),
    ("11_at_the_table.ipynb", "Wschód dostaje o połowę więcej, ale jego kwotę zaokrągla się "
                              "osobno:"),
    ("11_at_the_table.ipynb", "twój rekord, zapisywany razem z postępami"),
    ("12_table_rules.ipynb", "tak jak przy Manganie wygranym przez dobranie z muru, tylko w "
                             "drugą stronę:"),
])
def test_the_polish_lessons_read_as_the_review_asked(lesson, text):
    assert text in _markdown(lesson)


# --- 16: the classic limit hand by the name of the Riichi yaku ------------------------------

def test_the_three_dragons_limit_hand_has_the_yakus_name():
    assert "| Trzy wielkie smoki | trójki lub czwórki wszystkich trzech smoków" in \
        _markdown("14_classic.ipynb")
    assert render_step(Step("classic.limit.three_great_scholars", {}), "pl") == \
        "Układ limitowy: trzy wielkie smoki."
    assert ("gracz 1 wygrywa na nim z trzema wielkimi smokami (Daisangen), czyli z Yakumanem."
            in _markdown("10_game.ipynb"))
