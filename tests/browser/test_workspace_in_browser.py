"""The learner's workspace, used as a learner uses it: start the lessons in Polish, run the
fu lesson, answer its exercise, write a note and save; then the repository is unchanged
(the notebook drift check passes) and the learner's copy holds the work. Starting again in
Russian opens none of the Polish tabs, and keeps the Polish work."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from mjlearn.lessons.build import NOTEBOOKS_DIR, REPOSITORY, differences
from mjlearn.lessons.lab import jupyterlab_workspace
from mjlearn.lessons.messages import text
from mjlearn.lessons.workspace import lesson_file

from tests.browser.lab_harness import (LabServer, LessonPage, bounded, browser_problems,
                                       chromium_browser, lesson_cell, need_chromium, visible_text)

pytestmark = pytest.mark.browser

NOTE = "Moja notatka: 20 fu za wygraną, +2 za trójkę schowaną prostych."


def offline_feedback(lang: str, answer: str) -> tuple[str, str]:
    """What the fu lesson's exercise says to ``answer``, computed without a browser."""
    import mjlearn
    from mjlearn.widgets import ExerciseWidget  # noqa: F401  (the cell's own name)

    mjlearn.set_language(lang)
    try:
        widget = eval(lesson_cell("07_fu", "exercise-fu"))  # the cell is one expression
        widget.answer.value = answer
        widget.check_button.click()
        return visible_text(widget.feedback.value), widget.check_button.description
    finally:
        mjlearn.set_language("en")


def saved_layout(server: LabServer, lang: str, wanted: str, timeout: float = 20) -> str:
    """JupyterLab's saved workspace of ``lang`` once it mentions ``wanted``."""
    deadline = time.monotonic() + timeout
    data = ""
    while time.monotonic() < deadline:
        with server.request(f"/lab/api/workspaces/{jupyterlab_workspace(lang)}") as response:
            data = response.read().decode()
        if wanted in data:
            return data
        time.sleep(0.5)
    return data


def test_work_stays_in_the_learners_copy_and_each_language_has_its_own_tabs(tmp_path):
    need_chromium()

    committed = {path: path.read_bytes() for path in sorted(NOTEBOOKS_DIR.glob("*/*.ipynb"))}
    said_wrong, check_label = offline_feedback("pl", "10")
    copy = tmp_path / "workspace" / lesson_file("pl", "07_fu")

    polish = LabServer(tmp_path, "pl")
    polish.start()
    try:
        # The terminal: where the learner's copy is, then the address, last.
        assert polish.lines == [text("workspace", "pl", path=polish.root),
                                text("url", "pl", url=polish.address)]
        assert f"/lab/workspaces/mjlearn-pl/tree/{lesson_file('pl', '00_start')}?token=" \
            in polish.address
        with chromium_browser() as browser:
            lesson = LessonPage(browser.new_page(viewport={"width": 1280, "height": 900}),
                                polish)
            lesson.open(lesson_file("pl", "07_fu"), reset=False)
            assert lesson.page.evaluate(
                "() => window.jupyterapp.shell.currentWidget.title.label") == "07_fu-pl.ipynb"
            lesson.run_all()
            lesson.scroll_to_cell("exercise-fu")
            exercise = lesson.cell("exercise-fu")  # not the worked examples above it
            lesson.type_in_widget_text("10", within=exercise)
            lesson.click_widget_button(check_label, within=exercise)
            lesson.page.locator(f"{exercise} .widget-html-content", has_text=said_wrong[:25]) \
                .first.wait_for(timeout=30_000)
            assert browser_problems(lesson) == []
            # The learner's own note, in a cell of their own, saved with the lesson.
            bounded(lesson.page, """async (note) => {
                const panel = window.jupyterapp.shell.currentWidget;
                panel.content.activeCellIndex = panel.content.widgets.length - 1;
                await window.jupyterapp.commands.execute('notebook:insert-cell-below');
                await window.jupyterapp.commands.execute('notebook:change-cell-to-markdown');
                panel.content.activeCell.model.sharedModel.setSource(note);
            }""", NOTE)
            lesson.save()
            lesson.screenshot("workspace-07_fu-pl")
            # A second Polish tab, the one a Russian start must not reopen.
            lesson.command("docmanager:open", {"path": lesson_file("pl", "14_classic")})
            lesson.wait_for_lesson(lesson_file("pl", "14_classic"))
            assert lesson_file("pl", "14_classic") in saved_layout(
                polish, "pl", lesson_file("pl", "14_classic"))
    finally:
        polish.stop()

    # The learner's copy holds the work: the note and the outputs of the cells run.
    saved = json.loads(copy.read_text(encoding="utf-8"))
    assert NOTE in ["".join(cell["source"]) for cell in saved["cells"]]
    assert any(cell.get("execution_count") for cell in saved["cells"] if cell["cell_type"] == "code")
    # The repository is unchanged: the notebook drift check passes, byte for byte.
    assert {path: path.read_bytes() for path in sorted(NOTEBOOKS_DIR.glob("*/*.ipynb"))} == committed
    assert differences() == []
    check = subprocess.run([sys.executable, "-m", "mjlearn.lessons", "build", "--check"],
                           cwd=REPOSITORY, capture_output=True, text=True)
    assert check.returncode == 0, check.stderr

    russian = LabServer(tmp_path, "ru")  # the same learner, starting again in Russian
    russian.start()
    try:
        assert russian.lines == [text("workspace", "ru", path=russian.root),
                                 text("url", "ru", url=russian.address)]
        with chromium_browser() as browser:
            lesson = LessonPage(browser.new_page(viewport={"width": 1280, "height": 900}),
                                russian)
            lesson.page.goto(russian.address)  # what the learner opens: the printed address
            lesson.wait_for_lesson(lesson_file("ru", "00_start"))
            bounded(lesson.page, "async () => { await window.jupyterapp.restored; }")
            lesson.page.wait_for_timeout(1500)  # anything a restored layout would reopen
            assert lesson.open_documents() == [lesson_file("ru", "00_start")]
            with russian.request("/api/sessions") as response:
                sessions = json.loads(response.read())
            assert [s["path"] for s in sessions] == [lesson_file("ru", "00_start")]
            lesson.screenshot("workspace-00_start-ru")
    finally:
        russian.stop()
    # Starting again kept the Polish work.
    assert NOTE in copy.read_text(encoding="utf-8")
