"""What the fifth fresh Polish review (locales/pl/REVIEW.md, 2026-12-02) found, pinned as
the learner reads it: a wrong dora tile told why it does not follow the indicator, a call
of the right form sent to its amount, the riichi sticks' pronoun, a score line as written
on the board, the exercise and command-line messages reworded, the reason an open
all-simples hand has no yaku without kuitan, the kan dora line, and one term per concept
(«nierozdający», «komplet», «kolejka», «punkt odniesienia», «nie kończy», «paleta kamieni»,
one accusative of Mangan and Yakuman)."""

from pathlib import Path

import pytest

import mjlearn.exercises.answers.messages  # noqa: F401  (registers the step codes)
from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.exercises import check, generate
from mjlearn.exercises.tutor.tries import respond
from mjlearn.i18n import render_error, render_step
from mjlearn.rules import STANDARD
from mjlearn.table.state import GameState
from mjlearn.table.settle import Win, settle
from mjlearn.i18n.results import table_settlement_lines

LANGS = ("en", "es", "it", "pl", "ru")
ROOT = Path(__file__).resolve().parent.parent


def _cli(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err.strip()


def _strings(lang, domain):
    from babel.messages.pofile import read_po
    with (ROOT / f"locales/{lang}/LC_MESSAGES/{domain}.po").open("rb") as handle:
        return [s for m in read_po(handle) if m.id
                for s in ([m.string] if isinstance(m.string, str) else m.string)]


def _first_reply(kind, seed, answer, lang, **constraints):
    question = generate(kind, seed, **constraints)
    return [render_step(s, lang) for s in respond(question, check(question, answer, lang)).steps]


# --- 2. the dora: a tile that is not the indicator is told the order, not "the indicator" ---

@pytest.mark.parametrize("lang, said", [
    ("pl", "Kamień 5s (bambus 5) nie następuje po kamieniu 9s (bambus 9): po 9 kolor zaczyna "
           "się znowu od 1."),
    ("en", "The 5 of bamboo (5s) does not come after the 9 of bamboo (9s): after a 9 the suit "
           "starts again at 1."),
])
def test_a_red_five_after_a_nine_is_told_the_suit_starts_again(lang, said):
    # seed 13 with wrap: the indicator is 9s, the dora 1s; the learner typed 0s
    reply = _first_reply("dora_from_indicator", 13, "0s", lang, wrap=True)
    assert reply[1] == said
    assert not any("indykator nie jest dorą" in line or "not the dora itself" in line
                   for line in reply)


@pytest.mark.parametrize("lang", LANGS)
def test_the_wrong_tile_line_names_the_indicator_in_every_language(lang):
    reply = _first_reply("dora_from_indicator", 13, "2s", lang, wrap=True)
    assert "9s" in reply[1] and "2s" in reply[1]


def test_the_indicator_itself_keeps_its_own_diagnosis():
    reply = _first_reply("dora_from_indicator", 13, "9s", "pl", wrap=True)
    assert reply[0] == "To sam indykator, kamień 9s (bambus 9). Dorą jest kamień następny po nim."


# --- 3. the call: the right form with a wrong amount is sent to the amount -----------------

@pytest.mark.parametrize("lang, answer, said", [
    ("pl", "po 2600", "Forma ogłoszenia jest dobra, ale kwota nie: policz ją jeszcze raz od "
                      "punktów podstawowych. Punkty podstawowe = Fu × 2^(2 + Han) = 30 × "
                      "2^(2 + 3) = 960."),
    ("en", "2600 all", "The form of the call is right, but not the amount: work it out again "
                       "from the basic points. Basic points = fu × 2^(2 + han) = 30 × 2^(2 + 3) "
                       "= 960."),
])
def test_a_call_of_the_right_form_is_told_about_its_amount(lang, answer, said):
    # seed 114: the dealer's tsumo, 3 han 30 fu, called «po 2000»
    reply = _first_reply("call_score", 114, answer, lang)
    assert reply[1] == said


@pytest.mark.parametrize("lang", LANGS)
def test_the_amount_hint_exists_in_every_language(lang):
    reply = _first_reply("call_score", 114, {"pl": "po 2600"}.get(lang, "2600 all"), lang)
    assert "960" in reply[1]


# --- 4, 5. the riichi sticks' pronoun, a score line as on the board -------------------------

def test_the_sticks_line_says_which_stick_is_the_winners_own(capsys):
    out = _cli(capsys, "--lang", "pl", "score", "123m456p789s234s55m", "--win", "5m",
               "--riichi", "--sticks", "2")[1].splitlines()
    assert out[-1] == ("Wliczając 2 zakłady (Riichi) ze stołu, zwycięzca zbiera 1300 + 2000 = "
                       "3300 punktów. Jeden z tych zakładów to jego własny, który po prostu do "
                       "niego wraca, więc na czysto ręka przynosi mu 2300 punktów.")


@pytest.mark.parametrize("lang, stays, moves", [
    ("pl", "Gracz 1: 25\u00a0000 punktów, bez zmian.",
     "Gracz 2: 25\u00a0000 → 28\u00a0900 punktów (+3900)."),
    ("en", "Player 1: 25,000 points, unchanged.", "Player 2: 25,000 → 28,900 points (+3,900)."),
])
def test_a_score_line_is_written_as_on_the_board(lang, stays, moves):
    state = GameState(scores=(25000, 25000, 25000, 25000))
    _steps, scores = table_settlement_lines(settle(state, Win(winner=1, basic=960, discarder=3),
                                                   STANDARD), lang)
    assert scores[1:3] == [stays, moves]
    assert not any("zamiast" in line for line in scores)


def test_the_score_output_ends_with_a_newline(capsys):
    # the review saw «…7700 punktów.Podanie…»: its capture joined stdout and stderr
    out = _cli(capsys, "--lang", "pl", "score", "123m456p789s234s55m", "--win", "5m",
               "--riichi")[1]
    assert out.endswith("punktów.\n")


# --- 6. the exercise messages -------------------------------------------------------------

@pytest.mark.parametrize("kind, answer, said", [
    ("name_yaku", "banan", "Odpowiedzi „banan” nie ma na liście. Możliwe odpowiedzi to: "),
    ("round_settlement", "1 2 3", "Nie wiadomo, jaką liczbę oznacza „1 2 3”: wpisz całą liczbę "
                                  "samymi cyframi, np. 11600 albo 11\u00a0600."),
    ("count_han", "-3", "Ta liczba nie może być ujemna ani mieć znaku: zamiast „-3” wpisz same "
                        "cyfry."),
    ("abortive_draw", "a/b/c", "„a” nie jest liczbą całkowitą: wpisz ją cyframi, na przykład 1."),
])
def test_an_unreadable_answer_reads_as_the_review_asked(kind, answer, said):
    with pytest.raises(MjlearnError) as error:
        check(generate(kind, 1), answer, "pl")
    assert render_error(error.value, "pl").startswith(said)


# --- 7. the command line ------------------------------------------------------------------

@pytest.mark.parametrize("args, said", [
    (("score", "123m456p789s234s55m", "--win", "5m", "--dora", "9z"),
     "W „--dora”: kamień 9z nie istnieje: wiatry i smoki to kamienie od 1z do 7z."),
    (("final-score", "40000", "30000", "20000", "9000"),
     "Wyniki sumują się do 99\u00a0000 punktów, a powinny dać 100\u00a0000 punktów (4 × "
     "25\u00a0000, tyle, ile gracze mieli na początku gry)."),
    (("final-score", "1", "2", "3"), "Do gry potrzeba 4 graczy; liczba podanych wartości: 3."),
    (("score", "123m406p789s234s55m", "--win", "5m", "--rules", "ema"),
     "Według zasad EMA gra się bez czerwonych piątek: zapisz 0p jako zwykłą piątkę, 5p."),
])
def test_the_command_line_messages_read_as_the_review_asked(capsys, args, said):
    code, _out, err = _cli(capsys, "--lang", "pl", *args)
    assert code != 0 and err.replace(" ", "\u00a0") == said.replace(" ", "\u00a0")


def test_the_english_totals_say_what_they_should_be(capsys):
    err = _cli(capsys, "--lang", "en", "final-score", "40000", "30000", "20000", "9000")[2]
    assert err == ("The scores add up to 99,000 points, but they should add up to 100,000 "
                   "points (4 × 25,000, what the players held at the start of the game).")


# --- 8. kuitan switched off: the reason ----------------------------------------------------

KUITAN_OFF = ("score", "234m567p22s", "--meld", "chi:345s", "--meld", "pon:888p", "--win", "2s",
              "--rules", '{"preset":"standard","kuitan":false}')


@pytest.mark.parametrize("lang, said", [
    ("pl", "Ta ręka nie ma żadnego układu specjalnego (Yaku), więc nie może wygrać: same "
           "kamienie 2–8 (Tanyao) w otwartej ręce (Kuitan) są w tych zasadach wyłączone."),
    ("en", "This hand has no yaku, so it cannot win: all simples (tanyao) does not count in an "
           "open hand under these rules (no kuitan)."),
    ("it", "Questa mano non ha yaku, quindi non può vincere: con queste regole il tanyao (solo "
           "semplici) non vale a mano aperta (niente kuitan)."),
])
def test_an_open_all_simples_hand_without_kuitan_says_why(capsys, lang, said):
    assert _cli(capsys, "--lang", lang, *KUITAN_OFF)[2] == said


def test_a_hand_without_yaku_for_another_reason_says_nothing_of_kuitan(capsys):
    err = _cli(capsys, "--lang", "pl", "score", "234m567p22s", "--meld", "chi:345s", "--meld",
               "pon:888p", "--win", "2s", "--rules", '{"preset":"standard","kuitan":true}')[2]
    assert err == ""                    # with kuitan, the same hand wins (tanyao)
    assert _cli(capsys, "--lang", "pl", "score", "123m789s234s99m", "--win", "9m",
                "--meld", "chi:123p")[2] == ("Ta ręka nie ma żadnego układu specjalnego (Yaku), "
                                             "więc nie może wygrać.")


# --- 14. the kan dora line, in every language ----------------------------------------------

@pytest.mark.parametrize("lang, said", [
    ("pl", "Indykator punktów bonusowych za czwórkę (Kan Dora) to bambus 5 (5s), więc dorą jest "
           "też kamień 6s (bambus 6); ręka ma 1 taki kamień: +1 Han."),
    ("en", "The kan dora indicator is the 5 of bamboo (5s), so the 6 of bamboo (6s) is dora too; "
           "the hand holds 1 copy: +1 han."),
    ("es", "El indicador Kan Dora es el 5 de bambús (5s), así que el 6 de bambús (6s) también es "
           "Dora; la mano tiene 1 copia: +1 han."),
    ("it", "L'indicatore di kan dora è il 5 di bambù (5s), quindi anche il 6 di bambù (6s) è "
           "dora; la mano ne ha 1 copia: +1 han."),
    ("ru", "Индикатор Kan-dora — пятёрка бамбука (5s), значит, тайл 6s (шестёрка бамбука) — тоже "
           "дора; в руке 1 такой тайл: +1 хан."),
])
def test_the_second_indicator_is_the_kan_doras(capsys, lang, said):
    out = _cli(capsys, "--lang", lang, "score", "234m456p678s55m", "--meld", "kan:8888m",
               "--win", "5m", "--dora", "3p5s")[1].splitlines()
    assert said in out
    # the first indicator keeps the plain dora line
    assert sum("5s" in line and "3p" not in line for line in out if "(5s)" in line) == 1


# --- 9–13, 15. one term per concept --------------------------------------------------------

@pytest.mark.parametrize("old, new", [
    ("gracz inny niż Wschód", "nierozdający"),
    ("gracza innego niż Wschód", "nierozdającego"),
    ("graczowi innemu niż Wschód", "nierozdającemu"),
    ("Zestaw do mahjonga riichi", "Komplet do mahjonga riichi"),
    ("zestaw nadal ma 136", "komplet nadal ma 136"),
    ("Kilka tur temu", "Kilka kolejek temu"),
    ("odejmuje się podstawę", "odejmuje się punkt odniesienia"),
    ("nie uzupełnia ręki", "nie kończy ręki"),
    ("wybieraku", "palecie kamieni"),
    ("płaci **Mangana**", "płaci **Mangan**"),
    ("płaci całego Yakumana", "płaci cały Yakuman"),
    ("rozdawanie przechodzi", "rola rozdającego przechodzi"),
])
def test_one_polish_term_per_concept(old, new):
    text = "\n".join(_strings("pl", "mjlearn") + _strings("pl", "lessons"))
    assert old not in text and new in text


def test_the_non_dealer_is_defined_once_from_the_long_form():
    lessons = _strings("pl", "lessons")
    assert sum("**gracze inni niż Wschód**, krótko: **nierozdający**" in s for s in lessons) == 1


def test_the_sources_word_for_the_discarder_is_named():
    assert any("(w „Punktacji”: gracz powodujący wygraną, stąd „Powodujący płaci”)" in s
               for s in _strings("pl", "lessons"))


def test_a_set_in_a_hand_is_a_group():
    assert ("Policzono {set} jako grupę schowaną, a jest otwarta: otwarta jest warta o połowę "
            "mniej.") in _strings("pl", "mjlearn")


# --- 13, 16. the smaller calques ------------------------------------------------------------

@pytest.mark.parametrize("old, new", [
    ("wiersz ręki udostępnionej z budowania ręki",
     "wiersz skopiowany z narzędzia „Budowanie ręki”"),
    ("w tenpai są tylko: {tenpai}", "w tenpai są tylko {tenpai}"),
    ("płaci {amount}; otrzymuje {receiver}", "płaci {amount}, a dostaje je {receiver}"),
    ("{count} chombo, od wyniku końcowego",
     "{seat} popełnił {count} chombo: od jego wyniku końcowego odejmuje się {penalty}"),
    ("Umiejętności, w których był błąd, wracają tutaj",
     "Tu wracają umiejętności, w których popełniłeś błąd (według zasad tej lekcji)"),
    ("Zasady „Punktacja” liczą od gracza", "Zasady „Punktacja” można odczytać jako liczenie"),
])
def test_the_smaller_findings_read_as_the_review_asked(old, new):
    text = "\n".join(_strings("pl", "mjlearn") + _strings("pl", "lessons"))
    assert old not in text and new in text


def test_an_unknown_command_is_not_called_an_option(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "scor"])
    err = capsys.readouterr().err
    assert ("„scor” nie pasuje tutaj: wybierz jedno z tych słów: waits, score, table, "
            "final-score, classic, quiz, cheatsheet.") in err
    assert "opcją" not in err
