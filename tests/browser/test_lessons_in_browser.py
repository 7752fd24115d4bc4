"""A lesson in each of the five languages, opened and run in JupyterLab in headless Chromium.

One JupyterLab server (the launcher of ``dev.py start``), one browser; for each language
JupyterLab's interface language is switched the way ``--lang`` switches it, the tiles
lesson is opened and run cell by cell in its kernel, and the page must show the lesson's
prose and the engine's output in that language, the menus in that language, and no error,
traceback, stderr or broken widget. A screenshot per language goes to build/screenshots/.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from mjlearn import find_waits, parse_waiting_hand
from mjlearn.i18n import render_waits, tile_name
from mjlearn.lessons.catalogs import translations
from mjlearn.lessons.lab import UI_LOCALES
from mjlearn.lessons.menus import SEPARATOR, menu_path

from tests.browser.lab_harness import LessonPage, bounded, browser_problems, lesson_cell, visible_text

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "es", "it", "pl", "ru")
RUN_MENU, KERNEL_MENU = 3, 4  # File, Edit, View, Run, Kernel


def jupyterlab_text(lang: str, english: str) -> str:
    """JupyterLab's own translation of an interface string, from the installed pack."""
    if lang == "en":
        return english
    locale = UI_LOCALES[lang]
    package = importlib.import_module(f"jupyterlab_language_pack_{locale}")
    catalog = Path(package.__file__).parent / "locale" / locale / "LC_MESSAGES" / "jupyterlab.json"
    return json.loads(catalog.read_text(encoding="utf-8"))[english][0]


def translated(lang: str, english: str) -> str:
    return translations(lang).get(english, english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tiles_lesson_runs_in_the_learners_language(lab, browser, lang):
    lab.set_language(lang)
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open(f"notebooks/{lang}/01_tiles.ipynb")
        lesson.run_all()
        text = lesson.text()

        # The lesson's prose, in this language.
        assert translated(lang, "# Tiles and the mpsz notation").lstrip("# ") in text
        assert translated(lang, "## Which tile is dora").lstrip("# ") in text
        # The engine's live output, in this language: the kernel ran the language cell.
        waits = render_waits(find_waits(parse_waiting_hand("23m456p789s111z55z")), lang)
        for line in waits.splitlines():
            assert line in text
        assert f"{tile_name('7z', lang)} → {tile_name('5z', lang)}" in text
        # JupyterLab itself speaks this language (its language pack, its locale setting).
        assert jupyterlab_text(lang, "Name") in lesson.file_browser_header()
        assert jupyterlab_text(lang, "Run All Cells") in lesson.menu_items(RUN_MENU)
        # The menu paths the lessons name are the ones on the screen, title and item (the
        # Spanish and Italian packs keep "Run" and "Kernel" in English, and so do they).
        titles = lesson.menu_titles()
        for name, position in (("run_all", RUN_MENU), ("restart_run_all", KERNEL_MENU)):
            title, item = menu_path(lang, name).split(SEPARATOR)
            assert titles[position] == title and item in lesson.menu_items(position)

        assert browser_problems(lesson) == []
        lesson.scroll_to_cell("waits")  # the worked example: a hand's waits
        assert lesson.screenshot(f"01_tiles-{lang}").stat().st_size > 10_000
    finally:
        lesson.close()


def test_start_page_links_open_the_next_lesson(lab, browser):
    """The table of contents works as a learner uses it: click, and the lesson opens."""
    lab.set_language("pl")
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open("notebooks/pl/00_start.ipynb")
        lesson.run_all()
        assert browser_problems(lesson) == []
        title = translated("pl", "# Tiles and the mpsz notation").lstrip("# ")
        lesson.page.locator(".jp-RenderedMarkdown a", has_text=title).first.click()  # the contents; the last cell links it too
        lesson.wait_for_lesson("notebooks/pl/01_tiles.ipynb")
        assert title in lesson.text()
    finally:
        lesson.close()


def test_a_lesson_opened_and_left_untouched_is_not_modified(lab, browser):
    """Once its kernel has started, JupyterLab writes the kernel's language info into the
    notebook; the learner's copy already holds it, so a lesson only looked at is not
    "modified" and closing it asks nothing."""
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open("notebooks/es/09_payments.ipynb")
        reported = bounded(
            lesson.page, "async () => (await window.jupyterapp.shell.currentWidget.sessionContext"
            ".session.kernel.info).language_info")
        assert reported["name"] == "python" and reported["version"]
        lesson.page.wait_for_timeout(1500)   # the panel handles the kernel's info
        notebook = "window.jupyterapp.shell.currentWidget.context.model"
        assert lesson.page.evaluate(f"() => {notebook}.getMetadata('language_info')") == reported
        assert lesson.page.evaluate(f"() => {notebook}.dirty") is False
    finally:
        lesson.close()


def test_the_harness_answers_an_exercise_through_the_page(lab, browser):
    """What the exercise lessons do: pick a tile by its picture, press the check button,
    read the feedback — the page must show what the same widget computes without a
    browser (a first miss: not yet, a hint, and no answer)."""
    import nbformat
    from playwright.sync_api import expect

    from mjlearn.exercises import answer_text, expected_answer
    from mjlearn.tiles import parse_tiles
    from mjlearn.widgets import ExerciseWidget

    source = 'from mjlearn.widgets import ExerciseWidget\nExerciseWidget("find_waits", seed=42, difficulty=2, lang="en")'
    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}})
    notebook.cells = [nbformat.v4.new_code_cell(source)]
    (lab.root / "exercise.ipynb").write_text(nbformat.writes(notebook), encoding="utf-8")
    offline = ExerciseWidget("find_waits", seed=42, difficulty=2, lang="en")
    right = expected_answer(offline.question)
    assert parse_tiles("1m")[0].kind not in right   # so 1m alone is a miss
    offline.picker.palette["1m"].click()
    assert offline.answer.value == "1m"
    offline.check_button.click()
    expected = visible_text(offline.feedback.value)
    assert "mjlearn-wrong" in offline.feedback.value
    assert answer_text(offline.question, right, "en") not in expected

    lab.set_language("en")
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open("exercise.ipynb")
        lesson.run_all()
        lesson.page.locator(".jp-OutputArea-output .widget-button").first.wait_for()
        lesson.click_tile("1m")
        # the picture fills the one answer field (through the kernel), as typing "1m" would
        expect(lesson.page.locator(".jp-OutputArea-output .widget-text input").first) \
            .to_have_value("1m", timeout=30_000)
        lesson.click_widget_button(offline.check_button.description)
        feedback = lesson.page.locator(".mjlearn-feedback", has_text=expected[:20])
        feedback.first.wait_for(timeout=30_000)
        assert visible_text(feedback.first.inner_html()) == expected
        assert browser_problems(lesson) == []
    finally:
        lesson.close()


def test_the_final_quiz_runs_in_the_page_question_by_question(lab, browser):
    """The final quiz in Russian: a wrong first answer is scored, the next button moves on
    to question 2 of 9 — what the same QuizWidget shows without a browser."""
    import mjlearn

    setup, source = lesson_cell("16_final_quiz", "setup"), lesson_cell("16_final_quiz", "quiz-run")
    mjlearn.set_language("ru")
    try:
        names: dict = {}
        exec(setup, names)  # the lesson's own first cell: the quiz's number and kinds
        offline = eval(source, names)
        first_position = visible_text(offline.position_label.value)
        offline.answer.value = "1z"  # a single honour: never all the waits of question 1
        offline.check_button.click()
        said_wrong = visible_text(offline.feedback.value)
        offline.next_button.click()
        second_position = visible_text(offline.position_label.value)
    finally:
        mjlearn.set_language("en")
    assert first_position != second_position

    lab.set_language("ru")
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open("notebooks/ru/16_final_quiz.ipynb")
        lesson.run_all()
        page = lesson.page
        page.locator(".widget-html-content", has_text=first_position).first.wait_for(
            timeout=60_000)
        lesson.type_in_widget_text("1z")
        lesson.click_widget_button(offline.check_button.description)
        page.locator(".widget-html-content", has_text=said_wrong[:25]).first.wait_for(
            timeout=30_000)
        lesson.click_widget_button(offline.next_button.description)
        page.locator(".widget-html-content", has_text=second_position).first.wait_for(
            timeout=30_000)
        assert browser_problems(lesson) == []
        lesson.screenshot("16_final_quiz-ru")
    finally:
        lesson.close()


@pytest.mark.parametrize("lang", ("en", "ru"))
def test_the_first_lesson_reads_as_a_beginner_sees_it(lab, browser, lang):
    """Issue 24: no plumbing first, the table drawn before anything is scored, a try-it
    box labelled for a learner. The setup's imports are folded away (JupyterLab honours
    the cell's ``jupyter.source_hidden``); the seat picture names its winds and the dealer
    in the lesson's language."""
    from mjlearn.i18n import name, tile_label
    from mjlearn.widgets.labels import label

    lab.set_language(lang)
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open(f"notebooks/{lang}/01_tiles.ipynb")
        lesson.run_all()
        setup = lesson.cell("setup")
        assert lesson.page.locator(f"{setup} .jp-InputPlaceholder").count() == 1
        assert lesson.page.locator(f"{setup} .cm-editor:visible").count() == 0
        table = lesson.page.locator(f"{lesson.cell('table-run')} svg[role=img]").first
        assert tile_label("1z", lang) in (table.get_attribute("aria-label") or "")
        assert name("role", "dealer", lang) in (table.text_content() or "")
        box = lesson.page.locator(f"{lesson.cell('try-run')} .widget-label").first
        assert label("picker_hand", lang) in (box.text_content() or "")
        assert browser_problems(lesson) == []
        lesson.scroll_to_cell("table")
        assert lesson.screenshot(f"01_tiles-table-{lang}").stat().st_size > 10_000
    finally:
        lesson.close()


# JupyterLab's rendered-HTML table, as its stylesheet lays one out (14 px, cells padded
# 0.5em, amounts right-aligned), in the column a notebook gives an output in a window about
# 1,100 px wide.
_NOTEBOOK_COLUMN = """<style>
body { font: 14px sans-serif; margin: 0; }
.column { width: 950px; }
table { border-collapse: collapse; border-spacing: 0; }
th, td { padding: 0.5em; text-align: right; vertical-align: middle; }
</style><div class="column">{table}</div>"""


def test_the_table_of_limits_fits_a_notebook_column_without_a_scroll_bar(browser):
    """Lesson 08's limits (a row per limit, a column per kind of payment, headed by a
    sentence each) once needed 1,100 px and more on one line: its headings wrap now, and
    every figure is still there, each amount whole. (The module's browser: a second
    Playwright in one session fails.)"""
    from mjlearn.i18n.points_tables import limits_rows, render_points_limits_html
    from mjlearn.rules import get_ruleset

    rules = get_ruleset("standard")
    page = browser.new_page()
    page.set_viewport_size({"width": 1100, "height": 800})
    try:
        for lang in LANGUAGES:
            page.set_content(_NOTEBOOK_COLUMN.replace(
                "{table}", render_points_limits_html(rules, lang)))
            width = page.evaluate("() => document.querySelector('table').scrollWidth")
            assert width <= 950, (lang, width)
            shown = page.evaluate("() => [...document.querySelectorAll('tbody tr')].map("
                                  "row => [...row.children].map(cell => cell.innerText))")
            wanted = limits_rows(rules, lang)[1:]
            assert [[" ".join(c.split()) for c in row] for row in shown] == \
                [[" ".join(c.split()) for c in row] for row in wanted], lang
            # an amount never breaks inside itself ("12 000" stays on one line)
            heights = page.evaluate("() => [...document.querySelectorAll('td span')].map("
                                    "span => span.getClientRects().length)")
            assert heights and set(heights) == {1}, lang
    finally:
        page.close()


def test_a_promise_the_page_never_settles_fails_the_wait_after_its_time(browser):
    """The harness's waits on JupyterLab's promises (a kernel ready, a run finished) end:
    one that never settles fails after its time with the reason, where Playwright alone
    would wait for ever; one that settles gives its value."""
    page = browser.new_page()
    try:
        with pytest.raises(Exception, match="no answer in 300 ms"):
            bounded(page, "async () => await new Promise(() => {})", timeout_ms=300)
        assert bounded(page, "async (n) => n + 1", 41) == 42
    finally:
        page.close()
