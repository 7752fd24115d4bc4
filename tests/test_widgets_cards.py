"""An exported page (nbconvert HTML without the widget state) shows each widget's card:
what the widget is, its question and picture where it has one, where to use it; in the
learner's language, never the Python repr. JupyterLab still gets the widget's view."""

from __future__ import annotations

import re

import pytest

from mjlearn.riichi import Situation
from mjlearn.widgets import (CheatSheetOffer, ExerciseWidget, FadedExample, HandBuilder,
                             ProgressDashboard, QuizWidget, ReviewWidget, RulesetPicker,
                             SpeedRound, TilePicker, TryWaits, WorkedExample)

VIEW = "application/vnd.jupyter.widget-view+json"
REPR = re.compile(r"\w+\((children|value|layout)=|<style|\w+Widget\(")

ANSWER = {"en": "Open this lesson in JupyterLab to answer it.",
          "es": "Abre esta lección en JupyterLab para responder.",
          "it": "Apri questa lezione in JupyterLab per rispondere.",
          "pl": "Otwórz tę lekcję w JupyterLab, aby odpowiedzieć.",
          "ru": "Откройте этот урок в JupyterLab, чтобы ответить."}
USE = {"en": "Open this lesson in JupyterLab to use it.",
       "es": "Abre esta lección en JupyterLab para usarlo.",
       "it": "Apri questa lezione in JupyterLab per usarlo.",
       "pl": "Otwórz tę lekcję w JupyterLab, aby z tego skorzystać.",
       "ru": "Откройте этот урок в JupyterLab, чтобы им воспользоваться."}

FU_HAND = Situation("234m456p88s", win="8s", tsumo=True, melds=[("pon", "999m"), ("kan", "5555z")])

# (factory, its title in en / es / it / pl / ru, whether it asks a question: True; it
# says what it is for: None; neither: False)
WIDGETS = [
    (lambda lang: ExerciseWidget("count_fu", seed=3, lang=lang, store=None),
     ("Exercise", "Ejercicio", "Esercizio", "Ćwiczenie", "Упражнение"), True),
    (lambda lang: ExerciseWidget("count_fu", seed=3, lang=lang, store=None, timed=True),
     ("Timed drill", "Ejercicio cronometrado", "Esercizio a tempo", "Ćwiczenie na czas",
      "Упражнение на время"), True),
    (lambda lang: QuizWidget("count_fu", seed=1, count=2, lang=lang, store=None),
     ("Quiz", "Cuestionario", "Quiz", "Quiz", "Тест"), True),
    (lambda lang: SpeedRound(seed=1, count=2, lang=lang, store=None),
     ("Speed round", "Ronda rápida", "Serie veloce", "Szybka runda", "Скоростной раунд"), True),
    (lambda lang: WorkedExample(FU_HAND, ask="fu", lang=lang),
     ("Worked example", "Ejemplo resuelto", "Esempio svolto", "Rozwiązany przykład",
      "Разобранный пример"), True),
    (lambda lang: FadedExample(FU_HAND, blank="fu.rounding", lang=lang),
     ("Example to complete", "Ejemplo para completar", "Esempio da completare",
      "Przykład do uzupełnienia", "Пример для самостоятельного решения"), True),
    (lambda lang: HandBuilder("123m456p789s1z2z", win="2z", lang=lang),
     ("Hand builder", "Constructor de manos", "Costruttore di mani", "Budowanie ręki",
      "Конструктор руки"), False),
    (lambda lang: ReviewWidget(store=None, lang=lang),
     ("Review", "Repaso", "Ripasso", "Powtórka", "Повторение"), None),
    (lambda lang: RulesetPicker(store=None, lang=lang),
     ("Choose your rules", "Elige tus reglas", "Scegli le tue regole", "Wybierz swoje zasady",
      "Выберите свои правила"), False),
    (lambda lang: CheatSheetOffer(lang=lang),
     ("Cheat sheet", "Chuleta", "Promemoria", "Ściągawka", "Шпаргалка"), False),
    (lambda lang: TryWaits("1112345678999m", lang=lang),
     ("Try the waits", "Prueba las esperas", "Prova le attese", "Sprawdź oczekiwania",
      "Проверьте ожидания"), False),
    (lambda lang: ProgressDashboard(store=None, lang=lang),
     ("Your progress", "Tu progreso", "I tuoi progressi", "Twoje postępy", "Ваш прогресс"),
     False),
    (lambda lang: TilePicker(lang=lang),
     ("Tile picker", "Selector de fichas", "Selettore di tessere", "Wybór kamieni",
      "Выбор тайлов"), False),
]


@pytest.mark.parametrize("lang", ["en", "es", "it", "pl", "ru"])
@pytest.mark.parametrize("case", range(len(WIDGETS)))
def test_each_widget_has_a_localized_card_and_no_repr(case, lang):
    make, titles, asks = WIDGETS[case]
    title = titles[["en", "es", "it", "pl", "ru"].index(lang)]
    widget = make(lang)
    bundle = widget._repr_mimebundle_()
    assert VIEW in bundle                       # JupyterLab still draws the widget
    plain, html = bundle["text/plain"], bundle["text/html"]
    assert not REPR.search(plain), plain
    assert "<style" not in html
    action = ANSWER[lang] if asks else USE[lang]
    assert plain.startswith(f"{title}. " if asks is False else f"{title}: ")
    assert plain.endswith(action)
    assert f"<strong>{title}</strong>" in html and action in html and f'lang="{lang}"' in html


def test_an_exercise_card_carries_its_question_and_picture():
    widget = ExerciseWidget("count_fu", seed=3, lang="en", store=None)
    plain = widget._repr_mimebundle_()["text/plain"]
    assert plain.startswith("Exercise: A non-dealer, whose seat wind is North, won this hand "
                            "by tsumo. The winning tile was the 2 of characters (2m)")
    assert "How many fu is it worth? Open this lesson in JupyterLab to answer it." in plain
    html = widget._repr_mimebundle_()["text/html"]
    assert widget.picture.value and widget.picture.value in html


def test_an_exported_page_shows_the_card():
    import nbformat
    from nbconvert import HTMLExporter

    bundle = ExerciseWidget("count_fu", seed=3, lang="it", store=None)._repr_mimebundle_()
    cell = nbformat.v4.new_code_cell("ExerciseWidget(...)", outputs=[nbformat.v4.new_output(
        "display_data", data=dict(bundle))])
    page, _ = HTMLExporter().from_notebook_node(nbformat.v4.new_notebook(cells=[cell]))
    assert "Apri questa lezione in JupyterLab per rispondere." in page
    assert "ExerciseWidget(" not in page.replace("ExerciseWidget(...)", "")
