"""What the fourth fresh Polish review (locales/pl/REVIEW.md, 2026-12-02) found, pinned as
the learner reads it: the winds typed by name in the learner's language (a Polish «W» is
Wschód, the engine's W is West), a point answer with its unit, the dora tile «dora»,
declined, and never «punkt bonusowy», one word per concept (domknięta, takie same,
udział), the reworded sentences, the two gaps of the errata, and a bad --win said first."""

import json
from pathlib import Path

import pytest

import mjlearn.exercises.answers.messages  # noqa: F401  (registers the step codes)
from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.exercises import generate
from mjlearn.exercises.answers.forms import parse_answer
from mjlearn.i18n import render_step, wait_name, yaku_name
from mjlearn.i18n.typed_words import read_wind, strip_point_unit
from mjlearn.tiles import tile
from mjlearn.trace import Step

HAND = ["234m456p678s222s55m", "--win", "5m"]


def _cli(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out.strip(), captured.err.strip()


def _catalog(lang, domain):
    from babel.messages.pofile import read_po
    path = Path(__file__).resolve().parent.parent / f"locales/{lang}/LC_MESSAGES/{domain}.po"
    with path.open("rb") as handle:
        return [s for m in read_po(handle) if m.id
                for s in ([m.string] if isinstance(m.string, str) else m.string)]


# --- 1. the winds: the English letters, or the wind's name in the learner's language ----------

@pytest.mark.parametrize("typed, lang, letter", [
    ("W", "pl", "W"), ("w", "pl", "W"), ("zachód", "pl", "W"), ("Zachod", "pl", "W"),
    ("ZACH", "pl", "W"), ("wschód", "pl", "E"), ("Wsch", "pl", "E"), ("południe", "pl", "S"),
    ("Poludnie", "pl", "S"), ("płd", "pl", "S"), ("PÓŁNOC", "pl", "N"), ("Płn", "pl", "N"),
    ("west", "pl", "W"),                        # English names in every language
    ("oeste", "es", "W"), ("Sur", "es", "S"), ("ovest", "it", "W"), ("nord", "it", "N"),
    ("Запад", "ru", "W"), ("восток", "ru", "E"), ("North", "en", "N"),
])
def test_a_wind_is_read_from_its_letter_or_its_name(typed, lang, letter):
    assert read_wind(typed, lang) == letter


@pytest.mark.parametrize("typed, lang", [("Z", "pl"), ("zachód", "es"), ("oeste", "it"),
                                         ("", "pl"), ("wiatr", "pl")])
def test_a_word_that_names_no_wind_in_that_language_is_no_wind(typed, lang):
    assert read_wind(typed, lang) is None


def test_the_polish_west_typed_by_name_scores_as_the_letter_w(capsys):
    by_name = _cli(capsys, "--lang", "pl", "score", *HAND, "--seat", "zachód", "--json")
    by_letter = _cli(capsys, "--lang", "pl", "score", *HAND, "--seat", "W", "--json")
    assert by_name[0] == by_letter[0] == 0
    assert json.loads(by_name[1]) == json.loads(by_letter[1])


@pytest.mark.parametrize("seat, said", [
    ("W", "Odczytane wiatry: wiatr gracza, który wygrał, to Zachód (W), a wiatr rundy to "
          "Wschód (E)."),
    ("Wschód", "Odczytane wiatry: wiatr gracza, który wygrał, to Wschód (E), a wiatr rundy to "
               "Wschód (E)."),
])
def test_the_score_says_which_wind_it_read(capsys, seat, said):
    code, out, _ = _cli(capsys, "--lang", "pl", "score", *HAND, "--seat", seat)
    assert code == 0 and out.splitlines()[0] == said


def test_no_wind_typed_no_winds_line(capsys):
    assert not _cli(capsys, "--lang", "pl", "score", *HAND)[1].startswith("Odczytane")


def test_a_polish_z_is_refused_with_the_letters_and_the_names(capsys):
    assert _cli(capsys, "--lang", "pl", "score", *HAND, "--seat", "Z")[::2] == (
        2, "„Z” nie oznacza wiatru: w „--seat” wpisz E, S, W lub N, litery angielskie "
           "(W = Zachód, od West), albo nazwę wiatru: wschód, południe, zachód, północ.")


def test_the_polish_help_says_the_letters_are_english(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "score", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert ("wiatr gracza, który wygrał: E, S, W lub N to litery angielskie (E = Wschód, S = "
            "Południe, W = Zachód, od West, N = Północ); można też wpisać nazwę wiatru po "
            "polsku, np. zachód (domyślnie S; Wschód to rozdający)") in text
    assert ("wiatr rundy: E, S, W lub N to litery angielskie (W = Zachód, od West); można też "
            "wpisać nazwę wiatru po polsku, np. wschód (domyślnie E)") in text
    assert "E, S, W lub N (domyślnie S; E to Wschód, rozdający)" not in text


# --- 4. a point answer may end with its unit ----------------------------------------------------

@pytest.mark.parametrize("typed, lang, left", [
    ("1000 punktów", "pl", "1000"), ("1 000 pkt", "pl", "1 000"), ("8000 punkty", "pl", "8000"),
    ("8000 pkt.", "pl", "8000"), ("8000 points", "en", "8000"), ("8,000 pts", "en", "8,000"),
    ("3900 puntos", "es", "3900"), ("3900 punti", "it", "3900"), ("12 000 очков", "ru", "12 000"),
    ("−8000 punktów", "pl", "−8000"), ("8000 points", "pl", "8000"),
    # not a unit of points: left as typed, for the number reader to refuse
    ("1000 Fu", "pl", "1000 Fu"), ("punktów", "pl", "punktów"), ("1000 puntos", "it", "1000 puntos"),
])
def test_a_trailing_unit_word_is_dropped(typed, lang, left):
    assert strip_point_unit(typed, lang) == left


@pytest.mark.parametrize("typed, lang", [("1000 punktów", "pl"), ("1000 pkt", "pl"),
                                         ("1,000 points", "en"), ("1000 puntos", "es"),
                                         ("1000 punti", "it"), ("1000 очков", "ru")])
def test_a_points_answer_with_its_unit_reads_as_the_number(typed, lang):
    question = generate("han_fu_to_points", 1, 1)
    assert parse_answer(question, typed, lang) == parse_answer(question, "1000", lang) == (1000,)


def test_a_unit_that_is_not_points_is_still_refused():
    question = generate("han_fu_to_points", 1, 1)
    with pytest.raises(MjlearnError):
        parse_answer(question, "1000 Fu", "pl")


# --- 2, 3. the dora tile: «dora», declined; the points it gives: «punkty bonusowe (Dora)» -----

def test_the_dora_and_ura_lines_name_the_tile_dora(capsys):
    out = _cli(capsys, "--lang", "pl", "score", "123m406p789s234s55m", "--win", "5m", "--riichi",
               "--dora", "7s", "--ura", "4m")[1].splitlines()
    assert ("Indykator punktów bonusowych (Dora) to bambus 7 (7s), więc dorą jest kamień 8s "
            "(bambus 8); ręka ma 1 taki kamień: +1 Han.") in out
    assert ("Indykator schowanych punktów bonusowych (Uradora) to znak 4 (4m), więc schowaną "
            "dorą jest kamień 5m (znak 5); ręka ma 2 takie kamienie: +2 Han.") in out
    assert ("Ręka ma 1 czerwoną piątkę, która liczy się jako dora (Akadora): czerwona piątka "
            "kółek (0p), +1 Han.") in out


@pytest.mark.parametrize("code, params, said", [
    ("exercise.dora.hint", {}, "Sam indykator nie jest dorą: dora to kamień, który następuje "
                               "po nim w kolejności jego koloru."),
    ("exercise.dora.count_tile", {"tile": tile("8s"), "count": 2},
     "Dorą jest kamień 8s (bambus 8), a ręka ma 2 takie kamienie."),
    ("exercise.dora.red_fives", {"count": 1},
     "Każda czerwona piątka to jeszcze jedna dora, a ręka ma 1 czerwoną piątkę."),
    ("misconception.forgot_red_fives", {"count": 2},
     "Pominięto czerwone piątki: każda z nich to dora, a ta ręka ma 2 czerwone piątki."),
    ("misconception.red_five_counted_once", {"han": 1},
     "Czerwona piątka, która jest też dorą wskazaną przez indykator, liczy się dwa razy: raz "
     "jako czerwona, raz jako dora. Policzono ją tylko raz, więc wynik jest za niski o 1 duży "
     "punkt (Han/Fan)."),
    ("misconception.counted_backwards", {"indicator": tile("4p")},
     "To kamień poprzedzający indykator kółko 4 (4p), a dorą jest kamień następny, nie "
     "poprzedni."),
    ("misconception.indicator_is_dora", {"indicator": tile("4p")},
     "To sam indykator, kamień 4p (kółko 4). Dorą jest kamień następny po nim."),
    ("exercise.dora.next_number", {"indicator": tile("4p"), "tile": tile("5p")},
     "Dorą jest kamień o 1 większy w kolorze indykatora: indykator kółko 4 (4p) wskazuje "
     "kamień 5p (kółko 5)."),
    # (the sixth review: the learner is spoken to, not «policzono»)
    ("exercise.han.too_many", {}, "To więcej dużych punktów (Han/Fan), niż ma ta ręka: który "
                                  "układ albo którą dorę liczysz, choć ręka ich nie ma?"),
])
def test_the_exercises_call_the_tile_dora(code, params, said):
    assert render_step(Step(code, params), "pl") == said


def test_the_dora_question_asks_which_tile_is_the_dora():
    assert render_step(Step(*generate("dora_from_indicator", 0, 1).prompt), "pl") == (
        "Indykator punktów bonusowych (Dora) to kółko 5 (5p). Który kamień jest dorą? Wpisz go "
        "w zapisie mpsz, np. 5m.")


# a tile is never a bonus point, nor «premiowy»; the tile's name is declined
GONE_EVERYWHERE = ["punktem bonusowym", "jeden punkt bonusowy, a", "to punkt bonusowy",
                   "jako punkt bonusowy", "premiow", "Liczenie Dora", "jako Dora",
                   "identyczn", "uzupełniona odrzucon", "część Wschodu", "jaką część", "którą część",
                   "swoją część", "na jedną z dwóch par"]


@pytest.mark.parametrize("domain", ["mjlearn", "lessons"])
def test_the_old_polish_wording_is_gone(domain):
    strings = _catalog("pl", domain)
    left = [(old, s) for old in GONE_EVERYWHERE for s in strings if old in s
            and not (old == "identyczn" and "identycznych kamieni" in s)]
    assert not left


# the lessons, old → new
PL_LESSONS_FIXED = [
    # 2: «dora» declined
    ("jest Dora dwa razy", "każdy bambus 9 jest dorą dwa razy, raz dla każdego indykatora"),
    ("to jeszcze jedna Dora", "Każda czerwona piątka w ręce to jeszcze jedna dora, bez względu"),
    ("Dora dodają Han", "Dory dodają Han jak każde Yaku"),
    ("czyni Dora", "indykator czwórki, kółko 1, czyni dorami wszystkie cztery kamienie czwórki"),
    ("znaleźć Dora", "czytać kamienie, znaleźć dorę i oczekiwanie ręki"),
    ("razem z Dora", "razem z dorami"),
    ("Yaku i Dora", "ze zwykłych Yaku i dor"),
    ("jego Dora, znak 1", "znak 9 (jego dory, znaku 1, nie ma w ręce), bambus 5 (jedna dora, "
                          "bambus 6) i znak 6 (dwie dory, para znaków 7)"),
    # 3: the tile is not a bonus point; the points it gives keep the source's name
    ("znajdziesz punkt bonusowy (Dora), który", "znajdziesz dorę (kamień wskazany przez "
                                                "indykator, za który dostaje się punkt bonusowy)"),
    ("Ile Dora?", "a indykatorem jest kółko 4. Ile punktów bonusowych (Dora) ma ręka?"),
    ("Który kamień każdy indykator czyni", "Który kamień staje się dorą przy każdym z tych "
                                           "indykatorów?"),
    ("Punkty bonusowe (Dora) to kamienie", "Dory to kamienie, które dają punkty bonusowe (Dora): "
                                           "każda dora w wygrywającej ręce dodaje 1 duży punkt"),
    ("kamienie to **punkty bonusowe za czwórkę", "kamienie dają **punkty bonusowe za czwórkę "
                                                  "(Kan Dora)**"),
    ("zgadnij: punkty bonusowe (Dora) schowanej", "## Najpierw zgadnij: dory schowanej czwórki"),
    ("Który kamień to Dora", "## Który kamień jest dorą"),
    # 5: the tsumo columns without the heavy glosses
    ("wygrywającemu graczowi innemu niż Wschód (najpierw część",
     "Te same dwie kolumny przy Tsumo. W pierwszej wygrywa nierozdający: najpierw ile "
     "płaci każdy z dwóch pozostałych graczy, potem ile płaci Wschód. W drugiej: ile każdy płaci "
     "Wschodowi."),
    ("ile odrzucający płaci graczowi innemu niż Wschód i Wschodowi",
     "przy Ron — ile płaci odrzucający, obok siebie, gdy wygrywa nierozdający i gdy "
     "wygrywa Wschód"),
    # 6, 11, 14, 15
    ("trzymają rekord", "Rekord należy do dwóch rąk, obu limitowych"),
    ("więcej niż jeden gracz zrobił", "**suukaikan**: zgłoszono w sumie cztery czwórki, ale nie "
                                      "zrobił ich jeden gracz."),
    ("(na jedną z dwóch par)", "Shanpon** (na trójkę z jednej z dwóch par)"),
    ("razem z oka", "ze zmienionym znakiem, razem z premią oka."),
    # 7: Pon only for the call
    ("dołożona do trójki (Pon)", "albo dołożona do zgłoszonej trójki (Pon)"),
    # 10: one word for the share and for «the same»
    ("płaci największą część", "płaci największy udział"),
    ("czyli dwa identyczne sekwensy", "czyli dwa takie same sekwensy, 123 i 123"),
    # 8, 9: the errata's two gaps
    ("@@", "Nie mówią też, że trójka domknięta kamieniem odrzuconym przez innego gracza "
           "(Shanpon wygrany na Ron) liczy się do Fu jako otwarta, choć ręka zostaje zamknięta"),
    ("@@", "„Dzielone między graczy” przy powtórzeniach (Honba) znaczy zaś przy Tsumo: po 100 za "
           "licznik od każdego z trzech pozostałych graczy, także od Wschodu, a nie 300 "
           "podzielone jak sama ręka"),
]


@pytest.mark.parametrize("old, new", PL_LESSONS_FIXED)
def test_the_polish_lessons_read_as_the_fourth_review_asked(old, new):
    strings = _catalog("pl", "lessons")
    assert not any(old in s for s in strings)
    assert any(new in s for s in strings)


@pytest.mark.parametrize("anchor, words", [
    ("pl-tsumo-fu", {"es": "un trío completado con el descarte de otro jugador",
                     "it": "un tris completato dallo scarto di un altro giocatore",
                     "ru": "тройка, которую закрыл сброс другого игрока"}),
    ("pl-riichi-sticks", {"es": "100 por contador de cada uno de los otros tres, también del "
                                "Dealer",
                          "it": "100 per contatore da ciascuno degli altri tre, mazziere compreso",
                          "ru": "100 за каждый счётчик с каждого из трёх остальных, включая "
                                "дилера"}),
])
def test_the_errata_gaps_are_in_every_language(anchor, words):
    for lang, said in words.items():
        assert any(s.startswith(f'<a id="{anchor}"></a>') and said in s
                   for s in _catalog(lang, "lessons")), lang


# --- 10, 14, 16: the engine's words ----------------------------------------------------------

@pytest.mark.parametrize("yaku, said", [
    ("iipeikou", "dwa takie same sekwensy (Iipeikou)"),
    ("ryanpeikou", "dwie pary takich samych sekwensów (Ryanpeikou)"),
    ("isshoku_sanjun", "trzy takie same sekwensy (Isshoku Sanjun)"),
])
def test_the_same_sequences_are_takie_same(yaku, said):
    assert yaku_name(yaku, "pl") == said


def test_the_shanpon_wait_waits_for_a_triplet():
    assert wait_name("shanpon", "pl") == "oczekiwanie na trójkę z jednej z dwóch par (Shanpon)"


def test_the_cheat_sheet_says_domknieta(capsys):
    out = _cli(capsys, "--lang", "pl", "cheatsheet")[1].splitlines()
    assert "Trójka domknięta odrzuconym kamieniem (Ron) liczy się jak otwarta." in out


def test_the_fu_rounding_line_has_no_item_of_its_own(capsys):
    out = _cli(capsys, "--lang", "pl", "score", *HAND)[1].splitlines()
    assert ("36 małych punktów (Fu) po zaokrągleniu w górę do pełnej dziesiątki to 40 małych "
            "punktów (Fu); zaokrąglenie dodało 4 Fu.") in out
    assert not any("dziesiątki" in line and line.endswith("+4 Fu.") for line in out)


# --- 12: a winning tile that is no tile is said before the hand's size -------------------------
# (the message goes on after the colon in lower case since the fifth Polish review)

def test_a_bad_win_tile_is_said_before_the_size_and_names_its_option(capsys):
    code, _, err = _cli(capsys, "--lang", "pl", "score", "123m456p789s1112z", "--win", "9x")
    assert code == 2
    assert err == ("W „--win”: symbol „x” na pozycji 2 nie należy do zapisu mpsz: wpisz cyfry, "
                   "a po nich m, p, s lub z.")


@pytest.mark.parametrize("lang, said", [
    ("pl", "W „--dora”: symbol „q” na pozycji 2 nie należy do zapisu mpsz: wpisz cyfry, a po "
           "nich m, p, s lub z."),
    ("es", "En «--dora»: el carácter «q» en la posición 2 no forma parte de la notación mpsz: "),
    ("it", "In «--dora»: il carattere «q» in posizione 2 non fa parte della notazione mpsz: "),
    ("ru", "В «--dora»: символ «q» на позиции 2 не входит в запись mpsz: "),
])
def test_a_bad_indicator_names_its_option(capsys, lang, said):
    code, _, err = _cli(capsys, "--lang", lang, "score", *HAND, "--dora", "9q")
    assert code == 2 and err.startswith(said)


def test_a_good_win_tile_leaves_the_size_error(capsys):
    assert _cli(capsys, "--lang", "pl", "score", "123m456p789s1112z", "--win", "9m")[2] == (
        "Ręka ma tylko 13 kamieni, a powinna mieć 14.")
