"""What the second fresh Spanish review (2026-12-02, r2-es) asked of the engine, the widgets
and the lessons, pinned as the learner reads it: a fu item is a «concepto» (a «partida» is
the game), the sticks are «palos Tenbou», one word per concept (trío, cantar, ficha de
reemplazo, ronda Este, el uma), the EMA total said plainly, the engine's `<222p>` explained,
and four-digit numbers without a separator, as the RAE writes them."""

import json
import re
from pathlib import Path

import pytest

from mjlearn.cli import main
from mjlearn.errors import MjlearnError
from mjlearn.i18n import render_error, render_step
from mjlearn.trace import step
from mjlearn.widgets.labels import label

NOTEBOOKS = Path(__file__).parent.parent / "notebooks" / "es"


def _lesson(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _cli(capsys, *args: str) -> tuple[int, str]:
    try:
        code = main(["--lang", "es", *args])
    except SystemExit as leaving:
        code = leaving.code
    captured = capsys.readouterr()
    return code, captured.out + captured.err


# --- 7, 8, 9. the engine's templates ------------------------------------------------------------

def test_renhou_says_what_does_not_count_without_a_wrong_plural():
    import mjlearn.riichi  # noqa: F401
    text = render_step(step("note.renhou_not_cumulative", han=1), "es")
    assert text == ("El Renhou no se suma a otros yaku ni a los Dora, que aquí darían 1 han más: "
                    "no cuentan.")


def test_the_ema_total_says_what_the_scores_must_add_up_to(capsys):
    code, out = _cli(capsys, "final-score", "40000", "30000", "20000", "10000", "--rules", "ema")
    assert code
    assert ("Las puntuaciones suman 100.000 puntos, pero con estas reglas deben sumar 120.000 "
            "puntos (4 × 30.000), lo que tienen los jugadores al empezar.") in out


def test_the_uma_is_masculine_in_the_error_too():
    assert "el uma de los puestos 1 a 4" in render_error(MjlearnError("bad_uma", value="x"), "es")


def test_the_round_is_named_ronda_este():
    from mjlearn.i18n.captions import render_situation
    from mjlearn.riichi import Situation
    assert render_situation(Situation("123m456p789s11z222z", win="2z"), "es").startswith(
        "Asiento Sur (no Dealer), ronda Este: ")


def test_the_replacement_tile_is_one_word_in_the_cli_help(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "es", "score", "--help"])
    help_text = re.sub(r"\s+", " ", capsys.readouterr().out)
    assert "ganada con la ficha de reemplazo tras un kan (Rinshan)" in help_text
    assert "reposición" not in help_text


# --- 18, 23. hints and small labels --------------------------------------------------------------

def test_a_hint_after_a_colon_is_not_capitalised():
    from mjlearn.i18n.text import translate
    from mjlearn.i18n.markers import N_
    assert translate(N_("Not yet. Here is a hint."), "es") == "Todavía no. Aquí tienes una pista."
    assert translate(N_("Or: {item}"), "es") == "O bien este otro. {item}"


def test_the_progress_bar_says_how_many_were_right():
    assert label("progress_answers", "es", count=5, correct=1) == "5 respuestas, acertadas: 1"


def test_the_hand_builder_says_what_the_winner_takes():
    assert label("builder_win_button", "es") == "Convertirla en la ficha ganadora"


def test_the_fu_rounding_hint_sums_the_items():
    from mjlearn.i18n.text import translate
    from mjlearn.i18n.markers import N_
    assert translate(N_("Add up the items, then round up to the next ten, never down: 32 fu "
                        "become 40."), "es").startswith("Suma los conceptos y redondea")


# --- the lessons ------------------------------------------------------------------------------------

def test_a_fu_item_is_a_concepto():
    assert "contar los fu de una mano ganadora concepto a concepto" in _lesson("07_fu.ipynb")


def test_the_game_lesson_title_names_the_tenbou_sticks():
    title = ("Una partida entera: los palos Tenbou, quién es el Dealer, la quiebra y la "
             "puntuación final")
    assert f"# {title}" in _lesson("10_game.ipynb")
    assert f"[{title}](10_game.ipynb)" in _lesson("00_start.ipynb")


def test_one_word_per_concept_in_the_lessons():
    tiles, waits = _lesson("01_tiles.ipynb"), _lesson("02_waits.ipynb")
    assert "la palabra queda en algunos nombres, como espera de set." in tiles
    assert "un **Kan añadido** (shouminkan; la guía lo llama cuarteto tardío)" in waits
    # a set is named by its shape; the call that makes it open is taught with the calls
    assert "tres fichas iguales (un trío) o cuatro fichas iguales (un cuarteto)" in waits
    assert "dos tríos de dragones" in _lesson("12_table_rules.ipynb")
    assert "cada llamada a la función de puntuación recibe el reglamento" in _lesson(
        "13_family_rules.ipynb")


def test_the_classic_notation_explains_the_angle_brackets():
    # (a row of its own would change the English table: the note goes in the concealed row)
    assert ("| `222p 234s 11z` | fichas ocultas, que el motor agrupa de la forma que más puntúa; "
            "en sus explicaciones escribe cada combinación oculta así agrupada entre los signos "
            "< y > |") in _lesson("14_classic.ipynb")


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_four_digit_numbers_have_no_separator(name):
    # «1000», «8000»; from five digits on, «25.000» (the RAE's rule, as the engine writes)
    found = re.findall(r"(?<![\d.,])\d\.\d{3}(?![\d]|[.,]\d)", _lesson(name))
    assert not found, (name, found)


def test_the_guides_names_are_given_where_the_course_differs():
    assert "con la mano cerrada; la guía lo llama simplemente *Tsumo*." in _lesson(
        "03_yaku.ipynb")
    assert "(la guía añade que algunas reglas solo la admiten en caracteres)" in _lesson(
        "05_yakuman.ipynb")


def test_pao_says_the_liable_player_discarded_the_tile():
    import mjlearn.table.pao  # noqa: F401  (registers the pao steps)
    text = render_step(step("settle.pao_liable", seat=3, kind="daisangen", share="all"), "es")
    assert text.startswith("Pao: el jugador 4 descartó la ficha del trío que aseguró Daisangen")


def test_a_double_yakuman_is_worth_like_every_total():
    from mjlearn.i18n.text import translate
    from mjlearn.i18n.markers import N_
    assert translate(N_("In all, the hand is a double yakuman."), "es") == (
        "En total, la mano vale un doble Yakuman.")
