"""The fresh reviews' findings (locales/<lang>/REVIEW.md, 2026-12-02) still open after the
first fixes, pinned as the learner reads them in the five languages: the non-dealers of a
tsumo counted in words in the form after "of" («из трёх», «z trzech»), and the rest below."""

import pytest

import mjlearn.exercises  # noqa: F401  (registers the exercises' step codes)
from mjlearn.i18n import render_step
from mjlearn.riichi.points import payments
from mjlearn.rules import get_ruleset

STANDARD = get_ruleset("standard")


def _tsumo_lines(basic, dealer, lang):
    steps = payments(basic, dealer=dealer, tsumo=True, rules=STANDARD).steps
    return [render_step(s, lang) for s in steps if s.code == "payment.tsumo"]


# --- ru 15: digits in one line, words in the next ----------------------------------------

@pytest.mark.parametrize("lang, two, three", [
    ("en", "Each of the two non-dealers pays 640 × 1 = 640, rounded up to the next 100: 700.",
     "Each of the three non-dealers pays 640 × 2 = 1,280, rounded up to the next 100: 1,300."),
    ("es", "Cada uno de los dos no Dealers paga 640 × 1 = 640, redondeado a la centena "
           "superior: 700.",
     "Cada uno de los tres no Dealers paga 640 × 2 = 1280, redondeado a la centena superior: "
     "1300."),
    ("it", "Ognuno dei due non mazzieri paga 640 × 1 = 640, arrotondato al centinaio "
           "superiore: 700.",
     "Ognuno dei tre non mazzieri paga 640 × 2 = 1.280, arrotondato al centinaio superiore: "
     "1.300."),
    ("pl", "Każdy z dwóch pozostałych graczy płaci 640 × 1 = 640, co po zaokrągleniu w górę do "
           "pełnej setki daje 700.",
     "Każdy z trzech pozostałych graczy płaci 640 × 2 = 1280, co po zaokrągleniu w górę do "
     "pełnej setki daje 1300."),
    ("ru", "Каждый из двух недилеров платит 640 × 1 = 640, с округлением вверх до сотни — 700.",
     "Каждый из трёх недилеров платит 640 × 2 = 1\u00a0280, с округлением вверх до сотни — 1\u00a0300."),
])
def test_the_paying_non_dealers_are_counted_in_words(lang, two, three):
    # 20 fu 3 han: 640 basic points; a non-dealer's tsumo (two non-dealers pay 640 → 700),
    # the dealer's (three pay 1,280 → 1,300)
    assert _tsumo_lines(640, False, lang)[0] == two
    assert _tsumo_lines(640, True, lang) == [three]


# --- ru 17, it 17: a first hint that says something -----------------------------------------

def _first_hint(kind, seed, answer, lang):
    from mjlearn.exercises import check, first_hint, generate
    q = generate(kind, seed, difficulty=2)
    return q, render_step(first_hint(q, check(q, answer, lang)), lang)


@pytest.mark.parametrize("lang, text", [
    ("en", "That is more han than this hand has: which yaku or dora did you count that it does "
           "not hold?"),
    ("es", "Son más han de los que tiene esta mano: ¿qué yaku o qué Dora has contado que la mano "
           "no tiene?"),
    ("it", "Sono più han di quelli che ha questa mano: quale yaku o quale dora hai contato che la "
           "mano non ha?"),
    ("pl", "To więcej dużych punktów (Han/Fan), niż ma ta ręka: który układ albo którą dorę "
           "liczysz, choć ręka ich nie ma?"),
    ("ru", "Столько ханов у этой руки нет: что вы насчитали лишнего — какое яку или какую дору?"),
])
def test_too_many_han_asks_what_is_not_there(lang, text):
    from mjlearn.exercises import expected_answer, generate
    q = generate("count_han", 6, difficulty=2)
    assert expected_answer(q) == 1        # Yakuhai (green dragon) alone
    assert _first_hint("count_han", 6, "3", lang)[1] == text
    # too few keeps the step the answer cannot hold
    assert _first_hint("count_han", 6, "0", "en")[1] == "Yakuhai (green dragon): +1 han."


@pytest.mark.parametrize("lang, text", [
    ("en", "Start from the basic points, fu × 2^(2 + han), or those of the limit the hand "
           "reaches; the discarder pays a dealer six times that, rounded up to the next 100."),
    ("es", "Empieza por los puntos básicos, fu × 2^(2 + han), o los del límite al que llegue la "
           "mano; el oponente que descartó le paga al Dealer seis veces esa cantidad, redondeada "
           "a la centena superior."),
    ("it", "Parti dai punti base, fu × 2^(2 + han), o da quelli del limite che la mano "
           "raggiunge; chi ha scartato ne paga al mazziere sei volte tanto, arrotondato al "
           "centinaio superiore."),
    ("pl", "Zacznij od punktów podstawowych: Fu × 2^(2 + Han) albo punkty limitu, do którego "
           "ręka dochodzi; gracz, który odrzucił zwycięski kamień, płaci Wschodowi ich "
           "sześciokrotność, zaokrągloną w górę do pełnej setki."),
    ("ru", "Начните с Base: фу × 2^(2 + хан) или Base лимита, до которого дошла рука; "
           "сбросивший платит дилеру вшестеро больше, с округлением вверх до сотни."),
])
def test_the_points_hint_is_the_method_not_the_basic_points(lang, text):
    q, hint = _first_hint("han_fu_to_points", 6, "11700", lang)
    assert (q.data["han"], q.data["fu"], q.data["dealer"], q.data["tsumo"]) == (4, 30, True, False)
    assert hint == text


def test_a_whole_hands_payments_hint_says_where_to_start():
    assert _first_hint("hand_payments", 6, "1400", "ru")[1] == (
        "Сначала сосчитайте ханы — яку, потом дору — и фу с округлением вверх до десятка; "
        "потом уже Base и то, что платит каждый игрок.")


# --- ru 9: a round wind under the rules without winds is refused, in every language --------

@pytest.mark.parametrize("lang, expected", [
    ("en", "The game is played without wind tiles under the Kostaryov family rules, so it has "
           "no round wind: leave out --round."),
    ("es", "Con las reglas de la familia Kostariov se juega sin fichas de viento, así que no hay "
           "viento de ronda: quita --round."),
    ("it", "Con le regole della famiglia Kostaryov si gioca senza le tessere dei venti, quindi "
           "non c'è un vento del giro: togli --round."),
    ("pl", "Według zasad rodziny Kostariowów gra się bez wiatrów, więc nie ma wiatru rundy: usuń "
           "--round."),
    ("ru", "По правилам семьи Костарёвых играют без ветров, поэтому ветра раунда нет: уберите "
           "--round."),
])
def test_a_round_wind_under_the_family_rules_is_an_error(lang, expected, capsys):
    from mjlearn.cli import main
    assert main(["--lang", lang, "score", "234567m34566p678s", "--win", "6s", "--rules",
                 "kostaryov", "--round", "S"]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == expected and captured.out == ""
    # without --round the family's hand scores, and the standard rules take any round
    assert main(["score", "234567m34566p678s", "--win", "6s", "--rules", "kostaryov"]) == 0
    assert main(["score", "234567m34566p678s", "--win", "6s", "--round", "S"]) == 0


# --- pl 7: "X — to możliwe tylko wtedy…" ---------------------------------------------------

@pytest.mark.parametrize("option, expected", [
    ("--ura", "Podanie indykatorów schowanych punktów bonusowych (Uradora) wchodzi w grę tylko "
              "wtedy, gdy ogłoszono zakład (Riichi)."),
    ("--ippatsu", "Wygrana w pierwszej kolejce po zakładzie (Ippatsu) wchodzi w grę tylko wtedy, "
                  "gdy ogłoszono zakład (Riichi)."),
    ("--tenhou", "Ręka niebios (Tenhou) wchodzi w grę tylko wtedy, gdy wygrana jest przez "
                 "dobranie z muru (Tsumo)."),
])
def test_a_flag_that_needs_another_says_so_in_a_sentence(option, expected, capsys):
    from mjlearn.cli import main
    extra = ["1m"] if option == "--ura" else []
    assert main(["--lang", "pl", "score", "234567m34566p678s", "--win", "6s", option,
                 *extra]) == 2
    assert capsys.readouterr().err.strip() == expected


# --- pl 17: compact lines do not repeat the glosses ------------------------------------------

def test_polish_lists_han_and_fu_compactly_and_glosses_them_in_sentences(capsys):
    from mjlearn.cli import main
    assert main(["--lang", "pl", "score", "234567m34566p678s", "--win", "6s", "--riichi",
                 "--dora", "5m"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Zakład (Riichi): +1 Han." in lines
    assert "Zamknięta ręka wygrana na odrzuconym kamieniu (Ron): +10 Fu." in lines
    # the fu's first mention and the total are sentences: the whole term
    assert "Każda wygrana ręka ma na start 20 małych punktów (Fu)." in lines
    assert "W sumie ręka ma 4 duże punkty (Han/Fan) i 30 małych punktów (Fu)." in lines
    # the other languages keep their one unit
    assert main(["--lang", "ru", "score", "234567m34566p678s", "--win", "6s", "--riichi"]) == 0
    assert "Riichi: +1 хан." in capsys.readouterr().out.splitlines()


def test_the_polish_table_heads_its_rows_and_columns_compactly(capsys):
    from mjlearn.cli import main
    assert main(["--lang", "pl", "table"]) == 0
    rows = capsys.readouterr().out.splitlines()
    head = next(r for r in rows if r.startswith("Han \\ Fu"))
    assert head.split()[3:5] == ["20", "Fu"] and "(Fu)" not in head
    assert any(r.split()[:2] == ["1", "Han"] for r in rows)


# --- es 10: a value beside its winning tile is a label, not a sentence after a dash --------

@pytest.mark.parametrize("lang, five, six", [
    ("en", "double yakuman", "yakuman"), ("es", "doble Yakuman", "Yakuman"),
    ("it", "doppio yakuman", "yakuman"), ("pl", "podwójny Yakuman", "Yakuman"),
    ("ru", "двойной якуман", "якуман"),
])
def test_the_nine_gates_value_is_a_label(lang, five, six):
    from mjlearn.i18n.results import riichi_value
    from mjlearn.riichi import Situation, score
    # 1112345678999m + 5m: the pure nine gates, a double yakuman under the family rules;
    # the same tiles won on the 6m waited on three tiles only: a single yakuman
    won = {w: score(Situation("11123455678999m", win=w, rules="kostaryov")) for w in ("5m", "6m")}
    assert (won["5m"].yakuman, won["6m"].yakuman) == (2, 1)
    assert riichi_value(won["5m"], lang) == five
    assert riichi_value(won["6m"], lang) == six


def test_an_ordinary_value_label_is_compact():
    from mjlearn.i18n.results import riichi_value
    from mjlearn.riichi import Situation, score
    result = score(Situation("234567m34566p678s", win="6s", riichi=True))   # 3 han 30 fu
    assert [riichi_value(result, lang) for lang in ("en", "pl", "ru")] == [
        "3 han, 30 fu", "3 Han, 30 Fu", "3 хана, 30 фу"]


# --- it 25, ru 14: a tile count that can never wait is refused by waits --------------------

@pytest.mark.parametrize("lang, expected", [
    ("en", "The hand has only 3 tiles, but it should have 13."),
    ("it", "La mano ha solo 3 tessere, ma ne deve avere 13."),
    ("ru", "В руке только 3 тайла, а должно быть 13."),
])
def test_waits_refuses_a_count_that_cannot_wait(lang, expected, capsys):
    from mjlearn.cli import main
    assert main(["--lang", lang, "waits", "123m"]) == 2
    assert capsys.readouterr().err.strip() == expected
    # the shapes a lesson talks about still answer (13m waits on 2m, 1234m on 1m and 4m)
    assert main(["waits", "13m"]) == 0 and main(["waits", "1234m"]) == 0


# --- it 20: «gli altri cinque» read as «the other 5» --------------------------------------

def test_the_red_fives_message_names_the_other_fives_as_tiles():
    from mjlearn.errors import MjlearnError
    from mjlearn.i18n import render_error
    text = render_error(MjlearnError("too_many_plain_fives", count=3, suit="p", allowed=2,
                                     red="0p"), "it")
    assert text == ("La mano ha 3 cinque normali di cerchi, ma il set ne ha solo 2, perché gli "
                    "altri 5 di cerchi sono rossi. Scrivine uno come cinque rosso, 0p.")


# --- the answer's waits agree with how many tiles there are ----------------------------------

@pytest.mark.parametrize("lang, one, two", [
    ("ru", "Рука ждёт этот тайл: единица точек (1p).",
     "Рука ждёт эти тайлы: единица точек (1p) и четвёрка точек (4p)."),
    ("es", "La mano espera esta ficha: el 1 de círculos (1p).",
     "La mano espera estas fichas: el 1 de círculos (1p) y el 4 de círculos (4p)."),
])
def test_the_waits_sentence_agrees_with_its_count(lang, one, two):
    from mjlearn.exercises.kinds.furiten import furiten_state
    assert render_step(furiten_state("123456789m1p234s").steps[0], lang) == one
    assert render_step(furiten_state("123456789m1234p").steps[0], lang) == two


# --- pl 3: the Pinfu gloss does not say "a hand without fu" --------------------------------

def test_the_polish_pinfu_is_a_hand_without_extra_fu(capsys):
    from mjlearn.cli import main
    from mjlearn.i18n.render import yaku_name
    assert yaku_name("pinfu", "pl") == "ręka bez dodatkowych małych punktów (Pinfu)"
    assert main(["--lang", "pl", "score", "234567m34566p678s", "--win", "6s", "--tsumo"]) == 0
    assert ("Pinfu wygrane przez dobranie z muru (Tsumo): dobranie nie dodaje 2 Fu, więc ręka "
            "zostaje przy 20 małych punktach (Fu).") in capsys.readouterr().out.splitlines()


# --- an empty answer is asked for in the question's form ----------------------------------

@pytest.mark.parametrize("kind, lang, expected", [
    ("round_settlement", "en", "Type your answer: 4 amounts separated by /, as the question asks."),
    ("round_settlement", "ru", "Введите ответ: 4 суммы через /, как просит вопрос."),
    ("final_score", "pl", "Wpisz odpowiedź: 4 liczby oddzielone znakiem /, tak jak prosi pytanie."),
    ("final_score", "it", "Scrivi la risposta: 4 numeri separati da /, come chiede la domanda."),
    ("round_settlement", "es", "Escribe tu respuesta: 4 cantidades separadas por /, como pide la "
                               "pregunta."),
    ("count_fu", "ru", "Введите ответ: целое число, например 30."),
])
def test_an_empty_answer_is_asked_for_in_the_questions_form(kind, lang, expected):
    from mjlearn.errors import MjlearnError
    from mjlearn.exercises import check, generate
    from mjlearn.i18n import render_error
    q = generate(kind, 3, difficulty=2)
    with pytest.raises(MjlearnError) as refused:
        check(q, "", lang)
    assert render_error(refused.value, lang) == expected


# --- English: a place is an ordinal ("finishes 2nd", not "finishes in place 2") ------------

def test_the_final_lines_say_the_place_as_an_ordinal(capsys):
    from mjlearn.cli import main
    assert main(["final-score", "56800", "32400", "19100", "-8300"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == [
        "Player 1 finishes 1st with 56,800 points: final score +47.",
        "Player 2 finishes 2nd with 32,400 points: final score +2.",
        "Player 3 finishes 3rd with 19,100 points: final score \u221211.",
        "Player 4 finishes 4th with \u22128,300 points: final score \u221238."]
    assert main(["--lang", "ru", "final-score", "56800", "32400", "19100", "-8300"]) == 0
    assert capsys.readouterr().out.splitlines()[4] == (
        "Игрок 4 занимает 4-е место: у него \u22128\u00a0300 очков, итоговый счёт \u221238.")


# --- es 10, it 12: settlement lines --------------------------------------------------------

def test_the_honba_and_several_winners_lines_read_naturally():
    from mjlearn.trace import step
    import mjlearn.table.settle  # noqa: F401  (registers the settlement codes)
    assert render_step(step("settle.honba", None, payer=1, receiver=2, amount=600, honba=2),
                       "it") == "Con 2 honba sul tavolo, il giocatore 2 paga 600 punti in più al giocatore 3."
    text = render_step(step("settle.winners_order", None, discarder=1, winners=(2, 3)), "it")
    assert text == ("Più giocatori vincono sullo stesso scarto: vengono pagati in ordine di turno "
                    "a partire da chi segue il giocatore 2, cioè il giocatore 3 e il giocatore 4.")


# --- it 13: a concealed kan robbed without chankan is not "possible only with" itself -------

@pytest.mark.parametrize("lang, expected", [
    ("en", "Robbing a concealed kan is one case of robbing a kan: mark the win as chankan too."),
    ("it", "Rubare un kan nascosto è un caso di chankan (vittoria rubando il kan): segna anche "
           "la vittoria come chankan."),
    ("ru", "Победа на тайл из скрытого kan — частный случай Chankan: отметьте победу ещё и как "
           "Chankan."),
])
def test_chankan_ankan_alone_says_it_is_a_case_of_chankan(lang, expected, capsys):
    from mjlearn.cli import main
    assert main(["--lang", lang, "score", "234567m34566p678s", "--chankan-ankan"]) == 2
    assert capsys.readouterr().err.strip() == expected


# --- it 15: one form for the way a hand is won, «per ron / per tsumo» ----------------------

def test_the_italian_cheat_sheet_says_per_ron():
    from mjlearn.i18n.cheatsheet import cheat_sheet_text
    from mjlearn.rules import get_ruleset
    from mjlearn.table.cheatsheet import cheat_sheet
    text = cheat_sheet_text(cheat_sheet(get_ruleset("standard")), "it")
    assert "con il ron" not in text
    lines = [line.rsplit("  ", 1)[0].strip() for line in text.splitlines()]
    assert {"Mano chiusa vinta per ron", "Pinfu vinto per tsumo, in tutto",
            "Mano aperta vinta per ron senza altri fu, in tutto"} <= set(lines)
    assert "Un tris completato per ron conta come aperto." in text.splitlines()


# --- es 6: an empty box is asked for in the answer's form -----------------------------------

@pytest.mark.parametrize("kind, lang, expected", [
    ("dora_from_indicator", "es", "Escribe tu respuesta: una ficha en notación mpsz, por ejemplo 5m."),
    ("find_waits", "en", "Type your answer: the tiles in mpsz notation, such as 36m."),
    ("name_yaku", "es", "Escribe tu respuesta: uno o más de los nombres de la lista, separados "
                        "por comas."),
    ("call_score", "ru", "Введите ответ: счёт так, как его объявляют игроки, например 2 000–3 900."),
    ("abortive_draw", "it", "Scrivi la risposta: 3 numeri separati da /, come chiede la domanda."),
])
def test_an_empty_box_is_asked_for_in_the_answers_form(kind, lang, expected):
    from mjlearn.errors import MjlearnError
    from mjlearn.exercises import check, generate
    from mjlearn.i18n import render_error
    with pytest.raises(MjlearnError) as refused:
        check(generate(kind, 5, difficulty=2), "  ", lang)
    assert render_error(refused.value, lang) == expected


# --- it 27: a reading chosen among several says the engine chose it -------------------------

@pytest.mark.parametrize("lang, expected", [
    ("en", "The hand can be read in 2 ways; the engine keeps the one that scores the most: four sets "
           "and a pair, 111m 222m 333m 444s 55s."),
    ("it", "La mano si può leggere in 2 modi; il motore tiene la lettura che vale di più: "
           "quattro gruppi e una coppia, 111m 222m 333m 444s 55s."),
])
def test_the_chosen_reading_says_the_engine_keeps_it(lang, expected, capsys):
    from mjlearn.cli import main
    assert main(["--lang", lang, "score", "111222333m44455s", "--win", "5s", "--tsumo"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == expected


def test_the_italian_engine_says_per_ron_everywhere():
    from tests.i18n_samples import LANGUAGES  # noqa: F401  (the catalogs are the ones shipped)
    from mjlearn.i18n.catalogs import translations
    import re
    catalog = translations("it")
    texts = [t for t in getattr(catalog, "_catalog", {}).values() if isinstance(t, str)]
    assert texts and not [t for t in texts if re.search(r"\b[Ii]n (ron|tsumo)\b", t)]


# --- es 6: the learner's text is echoed exactly, commas included ---------------------------

def test_an_unknown_choice_echoes_the_text_as_typed():
    from mjlearn.errors import MjlearnError
    from mjlearn.exercises import check, generate
    from mjlearn.i18n import render_error
    q = generate("name_yaku", 5, difficulty=2)
    with pytest.raises(MjlearnError) as refused:
        check(q, "foo, Yakuhai", "es")
    assert render_error(refused.value, "es").startswith("«foo, Yakuhai» no es ninguna de las opciones")
