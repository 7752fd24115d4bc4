"""``--classroom --quiz SEED`` in Chromium: the quiz ``mjlearn quiz --seed SEED`` prints,
one question at a time, in large type, its answer and explanation shown by a key."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from urllib.parse import urlparse

import pytest

from mjlearn.exercises.tutor.quiz import answer_key, quiz_questions
from mjlearn.i18n import render_step, text_html
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
        for size in ((1920, 1080), (1280, 720)):
            page.set_viewport_size({"width": size[0], "height": size[1]})
            page.keyboard.press("Home")
            for number, entry in enumerate(answer_key(questions), 1):
                assert shown.count() == 1
                assert shown.locator(".mjlearn-position").text_content() == label(
                    "quiz_position", LANG, number=number, total=len(questions))
                assert shown.locator(".mjlearn-prompt").text_content() == prompts[number - 1]
                answer = shown.locator(".mjlearn-answer")
                assert not answer.is_visible()
                if number == 1 and size == (1920, 1080):
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
                    shown_text(render_step(s, LANG)) for s in entry.steps]
                # However long the explanation, it scrolls up to above the bar of buttons:
                # scrolled to its end, its last step is whole, over the bar, and not cut
                # at the side either.
                assert explanation_fits(page), (size, number)
                if number == 1 and size == (1920, 1080):
                    page.screenshot(path=str(SCREENSHOTS / f"classroom-quiz-{LANG}-answer.png"))
                if number < len(questions):
                    page.keyboard.press("r")
                    assert not answer.is_visible()
                page.keyboard.press("ArrowRight")
            # The last question stays, and the answer shown on it with it; the left arrow
            # goes back.
            assert shown.locator(".mjlearn-position").text_content() == label(
                "quiz_position", LANG, number=len(questions), total=len(questions))
            assert shown.locator(".mjlearn-answer").is_visible()
            page.keyboard.press("ArrowLeft")
            assert shown.locator(".mjlearn-prompt").text_content() == prompts[-2]
            assert not shown.locator(".mjlearn-answer").is_visible()
        page.screenshot(path=str(SCREENSHOTS / f"classroom-quiz-{LANG}-1280x720.png"))
        # A page on its own: nothing asked of any host, this machine's included.
        assert {urlparse(u).scheme for u in requested} <= {"file", "data"}


# Scrolled to the end of the questions' area, the shown explanation's last step lies above
# the bar of buttons, and no part of the answer is wider than the page.
_EXPLANATION_FITS = """() => {
    const main = document.querySelector("main");
    main.scrollTop = main.scrollHeight;
    const answer = document.querySelector("section.mjlearn-question:not([hidden]) .mjlearn-answer");
    const last = [...answer.querySelectorAll("li")].at(-1) || answer;
    const bar = document.querySelector("nav").getBoundingClientRect();
    const box = last.getBoundingClientRect();
    return box.bottom <= bar.top + 0.5 && box.top >= 0
        && answer.getBoundingClientRect().right <= window.innerWidth
        && document.documentElement.scrollWidth <= window.innerWidth;
}"""


def shown_text(text: str) -> str:
    """What the page shows of a step: its HTML (powers as superscripts) read as text."""
    return html.unescape(re.sub(r"<[^>]+>", "", text_html(text)))


def explanation_fits(page) -> bool:
    return page.evaluate(_EXPLANATION_FITS)
