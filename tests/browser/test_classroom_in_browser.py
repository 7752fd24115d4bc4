"""Classroom mode: a lesson served by Voilà (``dev.py start --classroom``) in Chromium —
prose, pictures and widgets without code, and an exercise that answers through the page."""

from __future__ import annotations

import re
import secrets
import shutil
import subprocess

import pytest

from mjlearn.lessons.build import NOTEBOOKS_DIR
from mjlearn.lessons.catalogs import translations
from mjlearn.lessons.classroom import free_port, lesson_url, voila_command, wait_until_serving

from tests.browser.lab_harness import SCREENSHOTS, launch_chromium, need_chromium

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    need_chromium()
    root = tmp_path_factory.mktemp("classroom") / "notebooks"
    shutil.copytree(NOTEBOOKS_DIR, root)
    port, token = free_port(), secrets.token_hex(16)
    log = (root.parent / "voila.log").open("w")
    process = subprocess.Popen(voila_command(port, token, root), cwd=root, stdout=log,
                               stderr=subprocess.STDOUT)
    try:
        assert wait_until_serving(lesson_url(port, "en", "00_start")), "Voilà did not start"
        yield port, token
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def visible(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


def test_a_spanish_lesson_as_an_app_hides_the_code_and_checks_an_answer(classroom):
    from playwright.sync_api import sync_playwright

    import mjlearn
    from mjlearn.widgets import ExerciseWidget

    mjlearn.set_language("es")
    try:
        offline = ExerciseWidget("count_fu", seed=3, difficulty=1)  # the lesson's exercise
        offline.answer.value = "0"
        offline.check_button.click()
        expected = visible(offline.feedback.value)
    finally:
        mjlearn.set_language("en")

    port, token = classroom
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(lesson_url(port, "es", "07_fu", token))
            # the exercise's own check button (the worked examples above it have theirs)
            check = page.locator(".mjlearn-exercise .widget-button",
                                 has_text=offline.check_button.description)
            check.first.wait_for(timeout=120_000)
            text = page.locator("body").text_content() or ""
            assert translations("es")["# Fu: the small points"].lstrip("# ") in text
            assert "ExerciseWidget(" not in text and "render_score_html" not in text
            for alarm in ("Error displaying widget", "Traceback"):
                assert alarm not in text
            page.locator(".mjlearn-exercise .widget-text input").first.fill("0")
            check.first.click()
            page.locator(".widget-html-content", has_text=expected[:25]).first.wait_for(
                timeout=30_000)
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / "classroom-07_fu-es.png"))
        finally:
            browser.close()
