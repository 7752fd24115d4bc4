"""``--classroom --quiz SEED`` in Chromium: the quiz ``mjlearn quiz --seed SEED`` prints,
one question at a time, in large type, its answer and explanation shown by a key."""

from __future__ import annotations

import subprocess
import sys
from urllib.parse import urlparse

import pytest

from mjlearn.exercises.tutor.quiz import answer_key, quiz_questions
from mjlearn.i18n import render_step
from mjlearn.lessons.build import REPOSITORY
from mjlearn.lessons.classroom.quiz import FINAL_QUIZ_KINDS
from mjlearn.lessons.messages import text
from mjlearn.trace import step
from mjlearn.widgets.exercise import prompt_text
from mjlearn.widgets.labels import label

from tests.browser.lab_harness import SCREENSHOTS, chromium_browser, need_chromium

pytestmark = pytest.mark.browser

SEED, LANG = 7, "pl"


def test_the_quiz_on_the_screen_is_the_printed_quiz_one_question_at_a_time(tmp_path):
    need_chromium()

    launched = subprocess.run(
        [sys.executable, "-m", "mjlearn.lessons", "classroom", "--quiz", str(SEED), "--lang", LANG,
         "--no-browser", "--workspace", str(tmp_path / "workspace")],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=300)
    assert launched.returncode == 0, launched.stderr
    *_, last = launched.stdout.splitlines()
    url = last.rsplit(" ", 1)[-1]
    assert last == text("quiz_ready", LANG, url=url) and url.startswith("file://")

    # The teacher's printed quiz: the same questions, in the same order.
    printed = subprocess.run(
        [sys.executable, "-m", "mjlearn", "quiz", "--seed", str(SEED), "--count", "1",
         "--kinds", ",".join(FINAL_QUIZ_KINDS), "--lang", LANG],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=300).stdout
    questions = quiz_questions(SEED, list(FINAL_QUIZ_KINDS), 1)
    prompts = [prompt_text(q, LANG) for q in questions]
    for number, prompt in enumerate(prompts, 1):
        assert f"{render_step(step('quiz.question', number=number), LANG)}. {prompt}" in printed

    with chromium_browser() as browser:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        requested = []
        page.on("request", lambda request: requested.append(request.url))
        page.goto(url)
        shown = page.locator("section.mjlearn-question:visible")
        for number, entry in enumerate(answer_key(questions), 1):
            assert shown.count() == 1
            assert shown.locator(".mjlearn-position").text_content() == label(
                "quiz_position", LANG, number=number, total=len(questions))
            assert shown.locator(".mjlearn-prompt").text_content() == prompts[number - 1]
            answer = shown.locator(".mjlearn-answer")
            assert not answer.is_visible()
            if number == 1:
                body = "(element) => parseFloat(getComputedStyle(element).fontSize)"
                assert page.eval_on_selector("body", body) >= 20
                assert shown.locator(".mjlearn-prompt").evaluate(body) >= 28
                widths = shown.locator("g.mjlearn-tile").evaluate_all(
                    "(tiles) => tiles.map(t => t.getBoundingClientRect().width)")
                assert widths and min(widths) >= 60, widths
                page.screenshot(path=str(SCREENSHOTS / f"classroom-quiz-{LANG}-question.png"))
            page.keyboard.press("r")  # the reveal key: the answer key's entry, explained
            assert answer.is_visible()
            assert answer.locator("p").text_content() == render_step(entry.answer_step, LANG)
            assert answer.locator("li").all_text_contents() == [
                render_step(s, LANG) for s in entry.steps]
            if number == 1:
                page.screenshot(path=str(SCREENSHOTS / f"classroom-quiz-{LANG}-answer.png"))
            page.keyboard.press("r")
            assert not answer.is_visible()
            page.keyboard.press("ArrowRight")
        # The last question stays; the left arrow goes back.
        assert shown.locator(".mjlearn-position").text_content() == label(
            "quiz_position", LANG, number=len(questions), total=len(questions))
        page.keyboard.press("ArrowLeft")
        assert shown.locator(".mjlearn-prompt").text_content() == prompts[-2]
        # A page on its own: nothing asked of any host, this machine's included.
        assert {urlparse(u).scheme for u in requested} <= {"file", "data"}
