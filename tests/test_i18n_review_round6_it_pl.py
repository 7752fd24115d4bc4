"""What the sixth fresh Italian and Polish reviews (2026-12-02) asked, pinned as the
learner reads it: the lessons' wording in each language, the winner's own stick, the named
waits' summary, the pay-with-sticks sentence, the cheat sheet's pair that scores fu, and the
Polish learner spoken to when an answer counts too much. Each test asserts the corrected
rendering and that the old one is gone."""

import json
from pathlib import Path

import pytest

from mjlearn.i18n.markers import N_
from mjlearn.i18n.text import fill, translate

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"


def _lessons(lang: str) -> str:
    texts = []
    for path in sorted((NOTEBOOKS / lang).glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts += ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]
    return " ".join(" ".join(texts).split())


@pytest.mark.parametrize("lang, said, gone", [
    ("it", "Il giocatore 2 dichiara un falso ron", "chiama un falso ron"),
    ("it", "poi dichiara una falsa vittoria", "chiama una falsa vittoria"),
    ("it", "Quasi tutti sono vinti dal giocatore seduto a Sud, un non mazziere",
     "Quasi tutti li vince"),
    ("it", "la pagina «Punteggio: han e fu», in italiano. Gli altri", "prima di tutto"),
    ("pl", "dobiera z muru kamień, który kończy tę rękę", "ostatni kamień tej ręki"),
    ("pl", "Cztery rodzaje Yakumana liczą się podwójnie", "Cztery Yakumany liczą się"),
    ("pl", "wystarczy jedna trójka albo para dająca Fu", "unktowan"),
])
def test_the_lessons_wording(lang, said, gone):
    text = _lessons(lang)
    assert said in text
    assert gone not in text


def test_the_named_wait_is_said_plainly_in_italian(capsys):
    from mjlearn.cli import main
    main(["waits", "1112345678999m", "--lang", "it"])
    assert "La mano è un nove porte con attesa a 9 vie." in capsys.readouterr().out


def test_the_winners_own_stick_is_given_back_in_italian(capsys):
    from mjlearn.cli import main
    assert main(["score", "234567m345p22s678s", "--win", "2s", "--riichi", "--sticks", "1",
                 "--lang", "it"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert "Quella bacchetta era sua e gli viene solo restituita" in last
    assert "soltanto" not in last


def test_pay_with_sticks_says_fewer_would_do_in_polish():
    message = translate(N_("You paid without change and moved {count}; with change, {best} are "
                           "enough."), "pl")
    assert fill(message, {"count": "5 pałeczek", "best": "2 pałeczki"}) == (
        "Zapłacono bez reszty, przekazując 5 pałeczek; z wydaniem reszty wystarczyłoby mniej: "
        "2 pałeczki.")


def test_the_cheat_sheet_names_the_pair_that_scores_fu_in_polish():
    from mjlearn.i18n.cheatsheet import cheat_sheet_text
    from mjlearn.rules import STANDARD
    from mjlearn.table.cheatsheet import cheat_sheet

    text = cheat_sheet_text(cheat_sheet(STANDARD), "pl")
    assert "Para dająca Fu" in text and "unktowan" not in text


def test_too_many_fu_speaks_to_the_polish_learner():
    message = translate(N_("That is more fu than this hand has: which item (a set, the pair, the "
                           "wait or the way it was won) did you count that it does not hold?"),
                        "pl")
    assert message == ("To więcej Fu, niż ma ta ręka: który składnik (grupę, parę, oczekiwanie "
                       "albo sposób wygranej) liczysz, choć ręka go nie ma?")
