"""The Spanish fixes of the fresh native review (locales/es/REVIEW.md, 2026-12-02), pinned
as the learner reads them: the lesson cells (lessons catalog) and the engine's renderings.

The guide «Calcular los puntos» uses «set» for the triplet only («Yaku de sets», «Espera de
set», «Suuankou: cuatro sets cerrados») and «combinaciones» for any group («manos diferentes
a 4 combinaciones + pareja»); its Ippatsu is «salir en el turno justo a continuación de
declarar Riichi»; its payment table says «NoDealer Tsumo Todos pagan» and «Dealer Tsumo Todos
pagan: NoDealers= 2XPB»; its final score rounds «a la cifra de 1000 más cercana». The
standard preset holds four red fives, (1, 2, 1), as the guide's set does.
"""

from __future__ import annotations

import mjlearn
from mjlearn.i18n import render_waits
from mjlearn.i18n.cheatsheet import cheat_sheet_text
from mjlearn.i18n.render import name, render_step
from mjlearn.lessons.build import translate_cell
from mjlearn.lessons.catalogs import translations
from mjlearn.lessons.source import SOURCE_DIR, load_lesson
from mjlearn.rules import get_ruleset
from mjlearn.table.cheatsheet import cheat_sheet
from mjlearn.table.settle import step

ES = translations("es")


def cell(lesson: str, cell_id: str) -> str:
    found = [c for c in load_lesson(SOURCE_DIR / f"{lesson}.md").cells if c.id == cell_id]
    assert len(found) == 1, (lesson, cell_id)
    return translate_cell(found[0], ES)


# --- «set» is the guide's trío; the generic group is a «combinación» --------------------

def test_lesson_01_defines_the_combination_and_glosses_the_guides_set():
    text = cell("01_tiles", "hand") + cell("01_tiles", "hand-wins")   # one cell, split in two
    assert ("casi siempre cuatro **combinaciones** y una **pareja** (dos fichas iguales). Una "
            "combinación es una **secuencia**") in text
    assert ("La guía «Calcular los puntos» llama *set* al trío; la palabra queda en algunos "
            "nombres, como espera de set.") in text
    assert "para acabar una combinación: un **Chi**" in text
    assert "Hay un cuarto tipo de combinación, cuatro fichas iguales" in text
    assert "fu** (minipuntos) por sus combinaciones, su pareja" in cell("01_tiles", "scoring")
    assert ("Una mano ganadora son cuatro combinaciones (secuencias o tríos) y una pareja"
            in cell("01_tiles", "summary"))


def test_lessons_02_07_11_call_the_generic_group_a_combination():
    assert ("Una combinación también puede ser de cuatro fichas iguales: un **cuarteto** (Kan). "
            "Cuenta como una sola combinación,") in cell("02_waits", "kans")
    assert "2 por un tsumo (salvo con Pinfu), las combinaciones, una pareja" in cell("07_fu", "summary")
    assert "(las combinaciones, la pareja y la espera)" in cell("11_at_the_table", "glance")
    assert ("suma las piezas de las combinaciones, la pareja y la espera"
            in cell("11_at_the_table", "summary"))


def test_the_engine_glosses_toitoihou_with_trios():
    assert name("yaku", "toitoi", "es") == "Toitoihou (solo tríos)"


# --- one Ippatsu ----------------------------------------------------------------------------

def test_ippatsu_is_worded_one_way_everywhere():
    assert name("yaku", "ippatsu", "es") == "Ippatsu (ganar en la primera vuelta tras el riichi)"
    assert ("- **Ippatsu** (1 han, cerrado): ganas en la primera vuelta tras el riichi (como muy "
            "tarde, con tu siguiente robo)") in cell("04_yaku_more", "situational")
    assert ("| Ippatsu | ganar en la primera vuelta tras el riichi | 1 | — |"
            in cell("04_yaku_more", "table"))
    assert cell("13_family_rules", "ippatsu").startswith(
        "**Ippatsu.** Ganar en la primera vuelta tras el riichi, sin ningún canto entre medias.")


def test_lesson_04_notes_the_guides_loose_ippatsu():
    assert ("Y su Ippatsu, «salir en el turno justo a continuación de declarar Riichi», quiere "
            "decir ganar en la primera vuelta tras el riichi, hasta tu siguiente robo incluido."
            in cell("04_yaku_more", "table-guide"))


# --- lesson 06: one red-five count ----------------------------------------------------------

def test_lesson_06_says_the_engine_plays_four_red_fives_unless_the_option_changes():
    assert get_ruleset("standard").red_fives == (1, 2, 1)
    text = cell("06_dora", "red")
    assert "El juego estándar tiene **cuatro** cincos rojos" in text
    assert ("juegan con **tres**, uno por palo; el motor también puede jugar así si cambias su "
            "opción de los cincos rojos, que por defecto deja los cuatro de la guía.") in text


# --- notes on the guide ---------------------------------------------------------------------

def test_lesson_07_says_the_guide_never_rounds_fu():
    assert ("22 fu se quedan en 30. Tu guía, «Calcular los puntos», no dice que los fu se "
            "redondeen a la decena; su único redondeo es el de los puntos básicos, y ese es "
            "erróneo, como cuentan las erratas de la guía.") in cell("07_fu", "items")


def test_lesson_10_calls_the_final_rounding_the_engines_convention():
    assert ("Es una convención del motor, no de la guía «Calcular los puntos», que solo dice «a "
            "la cifra de 1000 más cercana»: otros clubes redondean el …500 hacia arriba, así que "
            "acordadlo en vuestra mesa.") in cell("10_game", "half")


def test_lesson_11_quotes_the_guides_payment_table_exactly():
    text = cell("11_at_the_table", "calls-language")
    assert "«Dealer tsumo Todos pagan»" not in text
    assert ("La guía «Calcular los puntos» escribe «Todos pagan» en los dos tsumo, el de un no "
            "Dealer y el del Dealer («Dealer Tsumo Todos pagan: NoDealers= 2XPB»): allí solo "
            "quiere decir que pagan todos.") in text


def test_lesson_00_says_why_the_menu_keeps_an_english_word():
    # the menu paths are in the folded box "menus" (the third English review: the first
    # page lighter), with the reason the Spanish pack keeps English words
    assert "**{menu_restart_run_all}**" in cell("00_start", "menus")
    assert ("el menú «Run» y la «and» se quedan en inglés porque la traducción española de "
            "JupyterLab está incompleta.") in cell("00_start", "menus")
    assert "menu_" not in cell("00_start", "change-it")


# --- engine strings -------------------------------------------------------------------------

def test_the_many_sided_waits_are_named_hands():
    nine = render_waits(mjlearn.find_waits(mjlearn.parse_waiting_hand("1112345678999m")), lang="es")
    assert ("Juntas, estas esperas forman un Chuuren Poutou (nueve puertas) con espera de 9 "
            "fichas.") in nine
    kokushi = render_waits(mjlearn.find_waits(mjlearn.parse_waiting_hand("19m19p19s1234567z")),
                           lang="es")
    assert "Juntas, estas esperas forman un Kokushi Musou con espera de 13 fichas." in kokushi


def test_the_deal_passing_says_who_becomes_dealer():
    assert render_step(step("settle.deal_passes", None, dealer=1, round_wind="east", honba=0),
                       "es").startswith("El jugador 2 pasa a ser el Dealer; el viento de ronda es Este")


def test_the_cheat_sheet_option_label_is_a_statement():
    lines = cheat_sheet_text(cheat_sheet(get_ruleset("ema")), "es").splitlines()
    assert "Si el primer puesto recibe la suma de los demás cambiada de signo: no — estándar: sí" in lines


def test_the_family_is_kostariov_in_spanish():
    assert name("ruleset", "kostaryov", "es") == "las reglas de la familia Kostariov"
    assert "Las reglas de la familia Kostariov son un reglamento propio (`rules=\"kostaryov\"`)" \
        in cell("13_family_rules", "summary")


def test_the_seat_help_says_the_wind_letters_are_english(capsys):
    import pytest
    from mjlearn.cli import main
    with pytest.raises(SystemExit):
        main(["--lang", "es", "score", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert ("el viento de asiento del ganador: E, S, W o N, las iniciales inglesas (W es West, "
            "el Oeste), o el nombre del viento en español, como oeste (por defecto S; el Este es "
            "el Dealer)") in help_text


def test_the_exercises_call_the_generic_group_a_combination():
    import mjlearn.exercises.tutor.quiz  # noqa: F401  (registers the quiz's step codes)
    from mjlearn.trace import step as trace_step
    from mjlearn.widgets.labels import label
    assert label("faded.fu.set", "es", set="777z") == "¿Cuántos fu vale la combinación 777z en esta mano?"
    assert (render_step(trace_step("quiz.melds", sets="777z 1111p"), "es")
            == "Combinaciones cantadas y cuartetos: 777z 1111p")
