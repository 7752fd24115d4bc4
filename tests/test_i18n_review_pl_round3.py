"""What the third fresh Polish review (2026-12-02) found, pinned as the learner reads it:
the fu diagnosis agreeing in number, «Symbol» for a character outside mpsz (a «znak» is a
suit here), siedem par in words, «domyka» for the winning tile, one verb per declaration
(ogłosić for Riichi and the score, zgłosić for Chi/Pon/Kan), «wygrał tą ręką», the
agari-yame line, the final score as «ma wynik», and the lesson prose (the errata's third
slip, the ambiguous «przegrany z zakładem», «fragment większej całości»)."""

from pathlib import Path

import pytest

from mjlearn.cli import main
from mjlearn.exercises import INTEGER, check
from mjlearn.exercises.kinds.riichi_kinds import question as hand_question
from mjlearn.exercises.registry import feedback
from mjlearn.i18n import render_step
from mjlearn.rules import get_ruleset
from mjlearn.table.final import final_scores

ROOT = Path(__file__).resolve().parent.parent


def _strings(domain):
    from babel.messages.pofile import read_po
    with (ROOT / f"locales/pl/LC_MESSAGES/{domain}.po").open("rb") as handle:
        return [m.string for m in read_po(handle) if m.id and isinstance(m.string, str)]


def _cli(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err.strip()


# --- 1. «32 małe punkty … nie może być»: the verb agrees with «odpowiedź» ---------------

def test_the_fu_total_diagnosis_agrees_in_number():
    # 111m 555p 234s 678s 99p, ron on 1m: 38 → 40 fu; 32 ends on 2, so it is no total
    sit = {"hand": "11m055p234678s99p1m", "win": "1m", "melds": [], "tsumo": False,
           "riichi": True, "seat_wind": "S", "round_wind": "E", "rules": "standard"}
    q = hand_question("count_fu", 0, 1, get_ruleset("standard"), sit, INTEGER)
    verdict = check(q, 32)
    assert verdict.misconception == "misconception.fu_not_a_total"
    text = " ".join(render_step(s, "pl") for s in feedback(q, verdict))
    assert ("tylko układ „siedem par (Chiitoitsu)” liczy 25 małych punktów. Dlatego twoja "
            "odpowiedź, 32 małe punkty (Fu), nie może być ich sumą:") in text


# --- 2. a character outside mpsz is a «symbol», not a «znak» (the suit) ---------------

def test_a_character_outside_mpsz_is_a_symbol(capsys):
    assert _cli(capsys, "--lang", "pl", "waits", "12x")[::2] == (
        2, "Symbol „x” na pozycji 3 nie należy do zapisu mpsz: wpisz cyfry, a po nich m, p, s "
           "lub z.")


# --- 10, 11: «domyka» as the lessons say; «siedem par» in words -------------------------

def test_the_winning_tile_closes_its_set_and_seven_pairs_is_in_words(capsys):
    out = _cli(capsys, "--lang", "pl", "score", "123m456p789p678s55m", "--win", "6s",
               "--riichi", "--explain")[1].splitlines()
    assert ("Zwycięski kamień, bambus 6 (6s), domyka 678s: to oczekiwanie obustronne "
            "(Ryanmen).") in out
    out = _cli(capsys, "--lang", "pl", "score", "1122m3344p5566s77z", "--win", "7z",
               "--riichi", "--explain")[1].splitlines()
    assert "Siedem par (Chiitoitsu): +2 Han." in out
    assert not any("7 par" in s for s in _strings("mjlearn"))


# --- 8, 17: the command line's help ------------------------------------------------------

def test_the_help_says_zgloszenie_and_the_first_east(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "score", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "bez żadnego zgłoszenia (Chi, Pon, Kan) w międzyczasie (Ippatsu)" in help_text
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "final-score", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "zaczynając od gracza, który był Wschodem w pierwszym rozdaniu" in help_text


# --- 15: a score is «ma wynik», not «dostaje −4» ----------------------------------------

def test_the_final_score_steps_say_ma_wynik():
    result = final_scores([26000, 24000, 28000, 22000], get_ruleset("standard"))
    lines = [render_step(s, "pl") for s in result.steps]
    assert "Gracz 1 ma wynik (26\u00a0000 − 30\u00a0000) ÷ 1000 = −4." in lines
    assert lines[-1] == ("Gracz 3 ma wynik równy sumie wyników pozostałych (−4, −6 i −8) ze "
                         "znakiem przeciwnym, żeby wyniki sumowały się do zera: +18.")


# --- 7, 9, 12, 18: the catalog's wording -----------------------------------------------

@pytest.mark.parametrize("old, new", [
    ("gra dalej: gra toczy się dalej", "ale postanawia grać dalej: rozdaje ponownie."),
    ("wygrał tę rękę", "wygrał tą ręką"),
    ("wywołani", "bez żadnego zgłoszenia (Chi, Pon, Kan)"),
    ("zapowied", "Przy stole zwycięzca ogłasza {call}"),
    ("zapowiada", "tak, jak ogłaszają go gracze"),
    ("uzupełnia {set}", "domyka {set}"),
    ("udział każdego z pozostałych graczy, a potem Wschodu przy",
     "Wpisz: przy Ron jedną kwotę ({ron}); przy Tsumo nierozdającego najpierw"),
])
def test_the_engine_catalog_reads_as_the_third_review_asked(old, new):
    strings = _strings("mjlearn")
    assert not any(old in s for s in strings)
    assert any(new in s for s in strings)


# --- 4, 5, 6, 9, 12, 13, 14, 20: the lessons ----------------------------------------------

@pytest.mark.parametrize("old, new", [
    ("dwa drobne błędy", "„32 małych punktów” (powinno być: 32 małe punkty)"),
    ("@@", "Gdyby „przegrany” znaczył tu odrzucającego, jak zwykle w tych zasadach, zdanie "
           "mówiłoby to samo co zwykła zasada"),
    ("wyjątek z całości", "Tekst rodziny to tylko fragment większej całości"),
    ("jak zwykle robi Wschód", "jak zwykle robi to Wschód"),
    ("z zakładem czy bez", "niezależnie od tego, czy sam ogłosił zakład (Riichi)"),
    ("policzyć Chiitoitsu", "Czy ręka może mieć jednocześnie Chiitoitsu i Iipeikou?"),
    ("zapowied", "ogłosiłeś Riichi przy swoim pierwszym"),
    ("zapowiadają", "Gracze ogłaszają to w tej samej kolejności"),
    ("po zapowiedzi Kan", "który dobierasz po zgłoszeniu Kan"),
    ("(Ron) rękę wartą", "na odrzuconym kamieniu (Ron) ręką wartą 2000"),
    ("Kolejka idzie", "Gra toczy się przeciwnie do ruchu wskazówek zegara"),
])
def test_the_polish_lessons_read_as_the_third_review_asked(old, new):
    strings = [" ".join(s.split()) for s in _strings("lessons")]
    assert not any(old in s for s in strings)
    assert any(new in s for s in strings)


# --- 22: the suit of the plain fives glosses «kolor», not «piątki» ----------------------

def test_too_many_plain_fives_name_their_suit_as_a_colour(capsys):
    code, _, err = _cli(capsys, "--lang", "pl", "score", "123m555p789s234s55m", "--win", "5m")
    assert code == 2
    assert err == ("Ręka ma 3 zwykłe piątki w jednym kolorze (kółka), a komplet ma w nim tylko "
                   "2, bo pozostałe piątki są czerwone. Zapisz jedną z nich jako czerwoną "
                   "piątkę, 0p.")


# --- 9: Ron and Tsumo are announced (ogłosić), as Riichi is; Chi/Pon/Kan are zgłoszenia --

@pytest.mark.parametrize("old, new", [
    ("Zanim zgłosisz Ron", "Zanim ogłosisz Ron albo Tsumo, sprawdź"),
    ("Zgłoszenie Ron", "Ogłoszenie Ron mimo furiten to fałszywa wygrana: chombo."),
])
def test_ron_is_announced_in_the_lessons(old, new):
    strings = [" ".join(s.split()) for s in _strings("lessons")]
    assert not any(old in s for s in strings)
    assert any(new in s for s in strings)
