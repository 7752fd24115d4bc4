"""What the third fresh Italian review (2026-12-02, r3-it) asked of the Italian lessons and
engine texts, pinned as the learner reads them: the four yakuman forms that count double
(not four yakuman), the dealer's 1.5 times said of the basic points, the rounding of the
dealer's payment on its own, «annunciare» for a score, the source's «ripetizione del
mazziere», the learner addressed as «tu» in the furiten questions."""

import json
from pathlib import Path

import pytest

from mjlearn.i18n.markers import N_, NP_
from mjlearn.i18n.text import fill, translate
from mjlearn.widgets.labels import label

NOTEBOOKS = Path(__file__).parent.parent / "notebooks" / "it"


def _lesson(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _flat(text: str) -> str:
    return " ".join(text.split())


# --- 1. four forms count double, not four yakuman ------------------------------------------

def test_the_summary_names_four_double_forms():
    text = _flat(_lesson("05_yakuman.ipynb"))
    assert ("Quattro forme valgono un doppio yakuman: kokushi con attesa a 13 vie, suuankou "
            "con attesa sulla coppia, junsei chuuren e daisuushii.") in text
    assert "Quattro yakuman valgono" not in text


# --- 2. the dealer's one and a half times is of the basic points ----------------------------

def test_the_dealer_gets_one_and_a_half_times_the_basic_points():
    points = _flat(_lesson("08_points.ipynb"))
    assert ("Così il mazziere incassa una volta e mezza i punti base di un non mazziere "
            "(6 × invece di 4 ×; dopo l'arrotondamento la cifra può essere un po' diversa)") in points
    table = _flat(_lesson("11_at_the_table.ipynb"))
    assert ("Il mazziere incassa una volta e mezza i punti base, ma il suo pagamento si arrotonda "
            "per conto suo: 2.000 al non mazziere, 2.900 al mazziere.") in table


# --- 4, 6, 9, 11, 15: the engine's words -------------------------------------------------------

def test_the_hand_builder_announces_without_honba_too():
    assert label("builder_call_line_plain", "it", call="400–800") == (
        "Al tavolo il vincitore annuncia 400–800.")


def test_the_first_step_is_its_own_sentence():
    assert fill(translate(N_("Work it through again from the first step: {item}"), "it"),
                {"item": "Il giocatore 4 ha 32.500 punti."}) == (
        "Rifai il calcolo dal primo passo. Il giocatore 4 ha 32.500 punti.")


def test_a_many_sided_wait_is_named_plainly():
    assert fill(translate(N_("Together, these waits make a {wait}."), "it"),
                {"wait": "kokushi con attesa a 13 vie"}) == (
        "La mano è un kokushi con attesa a 13 vie.")


def test_tenhou_is_won_on_the_tiles_dealt():
    assert translate(N_("the dealer won on the deal (tenhou)"), "it") == (
        "il mazziere ha vinto con le tessere della distribuzione, prima di pescare (tenhou)")


def test_the_first_takes_minus_the_sum_of_the_others():
    assert translate(NP_("option", "first place taking minus the sum of the others"), "it") == (
        "il primo prende l'opposto della somma degli altri")


# --- 5, 7, 8, 12, 13, 14, 16, 19: the lessons' wording ---------------------------------------

@pytest.mark.parametrize("lesson, said, gone", [
    ("00_start.ipynb", "tre ([Le tessere e la notazione mpsz](01_tiles.ipynb) li mostra, "
     "[I dora di ogni tipo](06_dora.ipynb) dice quanti sono)", "(01_tiles.ipynb) li mostra)"),
    ("10_game.ipynb", "è equidistante dal migliaio inferiore e da quello superiore.",
     "vicino al migliaio sotto"),
    ("11_at_the_table.ipynb", "Ogni han raddoppia i punti base, e lo stesso succede se "
     "raddoppiano i fu.", "lo stesso fa raddoppiare"),
    ("05_yakuman.ipynb", "Eccone sei, ciascuno con una mano calcolata dal motore:", "Sei di loro"),
    ("09_payments.ipynb", "(è la «ripetizione del mazziere» della pagina "
     "«Punteggio: han e fu»)", "(che resta mazziere) "),
    ("04_yaku_more.ipynb", "viene vinta in cinque circostanze diverse:", "cinque momenti"),
    ("02_waits.ipynb", "Su quali tessere puoi vincere per ron? Scrivile tutte, oppure un trattino "
     "(`-`) se non puoi vincere per ron su nessuna.", "tessere può vincere"),
    ("10_game.ipynb", "**Est 2, 2 honba.**", "Est 2, due honba"),
])
def test_the_lesson_wording(lesson, said, gone):
    text = _flat(_lesson(lesson))
    assert said in text
    assert gone not in text


def test_the_furiten_question_speaks_to_the_learner():
    asked = translate(N_("This hand is tenpai, and your own discards are {discards}. On which "
                         "tiles may it win by ron? Write every one in mpsz, for example 36m, or "
                         "a dash (-) if none."), "it")
    assert "Su quali tessere puoi vincere per ron?" in asked


# --- 3. the source's tsumo split is exact before rounding only --------------------------------

def test_the_tsumo_split_erratum():
    # 1 han 30 fu: 240 basic points; 240 and 480 rounded up to 300 and 500, 1,100 in all,
    # while the ron pays 960 rounded up to 1,000
    text = _flat(_lesson("15_sources.ipynb"))
    assert ("**Metà e un quarto.** «il mazziere paga metà e ogni non mazziere un quarto» è esatto "
            "solo prima dell'arrotondamento: lo tsumo di un non mazziere con 1 han e 30 fu si paga "
            "300 / 500, 1.100 in tutto, più dei 1.000 del ron.") in text


# --- 15. the cheat sheet's doubles ------------------------------------------------------------

def test_a_double_yakuman_has_one_pair_of_brackets():
    assert fill(translate(NP_("cheat sheet", "{yakuman}: double"), "it"),
                {"yakuman": "Daisuushii (quattro venti maggiori)"}) == (
        "Daisuushii (quattro venti maggiori): doppio yakuman")
