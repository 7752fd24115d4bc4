"""The tutor in JupyterLab, as a learner meets it, in each of the five languages.

In the fu lesson the learner answers its first exercise wrong — the page names the mistake
and does not give the answer —, asks for a hint, answers right with Enter, and opens "my
progress" at the end of the lesson, where the answers just given show on the chart.
Each step's page is what the same widgets compute without a browser, in that language.
Right and wrong are drawn in colour (with an icon) that reads in the light and the dark
theme, and the buttons and tiles wrap (or shrink) in an 800-pixel window instead of being
cut off. Screenshots of each step go to build/screenshots/ (light and dark).
"""

from __future__ import annotations

import pytest

from tests.browser.lab_harness import LessonPage, browser_problems, lesson_cell, visible_text

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "es", "it", "pl", "ru")
EXERCISE_CELL = "exercise-fu"   # the first of the lesson's four exercises
REVIEW = ".mjlearn-review"


def offline_story(lang: str) -> dict:
    """What the lesson's fu exercise says at each step, computed without a browser."""
    import mjlearn
    from mjlearn.exercises import KINDS, answer_text, check, expected_answer
    from mjlearn.trace import step
    from mjlearn.i18n import render_step
    from mjlearn.widgets import ExerciseWidget, ReviewWidget  # noqa: F401  (the cells' names)

    mjlearn.set_language(lang)
    try:
        w = eval(lesson_cell("07_fu", EXERCISE_CELL))  # the lesson's cell is one expression
        q = w.question
        right = str(expected_answer(q))
        # a wrong answer the engine recognises (the lesson's question must have one)
        wrong = next(str(m.answer(q)) for m in KINDS["count_fu"].misconceptions
                     if m.answer is not None and m.answer(q) not in (None, expected_answer(q))
                     and check(q, str(m.answer(q))).misconception == m.code)
        w.answer.value = wrong
        w.check_button.click()
        diagnosis = visible_text(w.feedback.value)
        w.hint_button.click()
        hint = visible_text(w.explanation.body.value)
        w.answer.value = right
        w.check_button.click()
        said_right = visible_text(w.feedback.value)
        review = ReviewWidget(store=None)
        story = {
            "check": w.check_button.description, "hint": w.hint_button.description,
            "wrong": wrong, "right": right, "diagnosis": diagnosis, "hint_text": hint,
            "said_right": said_right,
            "answer_sentence": render_step(step("feedback.answer",
                                                answer=answer_text(q, expected_answer(q), lang)),
                                           lang),
            "progress": review.progress_button.description,
        }
        review.toggle_dashboard()
        story["progress_title"] = visible_text(review.dashboard.title.value)
        from mjlearn.i18n.fu_chart import FU_CHART_MESSAGES
        from mjlearn.i18n.text import translate
        story["chart_title"] = translate(FU_CHART_MESSAGES["title"], lang)
        return story
    finally:
        mjlearn.set_language("en")


def set_theme(lesson: LessonPage, dark: bool) -> None:
    theme = "JupyterLab Dark" if dark else "JupyterLab Light"
    lesson.command("apputils:change-theme", {"theme": theme})
    lesson.page.wait_for_function(
        f"() => document.body.dataset.jpThemeLight === '{'false' if dark else 'true'}'",
        timeout=30_000)
    lesson.page.wait_for_timeout(500)   # the theme's stylesheet applied


def computed(lesson: LessonPage, selector: str, prop: str) -> str:
    return lesson.page.evaluate(
        "([sel, prop]) => getComputedStyle(document.querySelector(sel))[prop]",
        [selector, prop])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_learner_misses_gets_a_hint_answers_right_and_opens_my_progress(lab, browser, lang):
    story = offline_story(lang)
    assert story["diagnosis"] and story["answer_sentence"] not in story["diagnosis"]

    lab.set_language(lang)
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open(f"notebooks/{lang}/07_fu.ipynb")
        lesson.run_all()
        page = lesson.page
        # the fu flowchart, drawn in the page in the lesson's language; the double wind
        # pair's other reading (2 fu) shows its count, its steps folded until the learner
        # opens them
        page.locator(".mjlearn-fu-chart figcaption", has_text=story["chart_title"]).wait_for()
        box = page.locator(f"{lesson.cell('double-wind-run')} details").first
        assert box.get_attribute("open") is None
        lesson.scroll_to_cell("double-wind-run")
        box.locator("summary").click()
        assert box.get_attribute("open") is not None
        # this exercise, not the worked examples above it nor the exercises after it
        exercise = f"{lesson.cell(EXERCISE_CELL)} .mjlearn-exercise"
        page.locator(f"{exercise} .widget-button", has_text=story["check"]).first.wait_for()
        lesson.scroll_to_cell(EXERCISE_CELL)
        feedback = page.locator(f"{exercise} .mjlearn-feedback")

        # 1. wrong: the mistake is named, the answer is not given
        lesson.type_in_widget_text(story["wrong"], within=exercise)
        lesson.click_widget_button(story["check"], within=exercise)
        feedback.first.wait_for(timeout=30_000)
        page.locator(f"{exercise} .mjlearn-wrong", has_text=story["diagnosis"][2:30]).wait_for()
        shown = visible_text(feedback.first.inner_html())
        assert shown == story["diagnosis"]
        assert story["answer_sentence"] not in visible_text(page.locator(exercise).inner_html())
        assert "✗" in shown
        lesson.screenshot(f"tutor-07_fu-diagnosis-{lang}")

        # 2. a hint: the first step of the engine's explanation
        lesson.click_widget_button(story["hint"], within=exercise)
        page.locator(f"{exercise} .mjlearn-steps", has_text=story["hint_text"][10:40]).wait_for(
            timeout=30_000)
        lesson.screenshot(f"tutor-07_fu-hint-{lang}")

        # 3. right, with Enter: the wrong feedback went as soon as the answer changed
        lesson.type_in_widget_text(story["right"], within=exercise)
        page.locator(f"{exercise} .mjlearn-wrong").wait_for(state="detached", timeout=30_000)
        lesson.type_in_widget_text(story["right"], within=exercise, submit=True)
        page.locator(f"{exercise} .mjlearn-correct").wait_for(timeout=30_000)
        assert visible_text(feedback.first.inner_html()) == story["said_right"]
        # Enter arrives on another thread of the kernel: the answer is saved all the same
        assert page.locator(f"{exercise} .mjlearn-store-note").count() == 0
        light = computed(lesson, f"{exercise} .mjlearn-correct", "backgroundColor")
        assert light not in ("rgba(0, 0, 0, 0)", "transparent")
        lesson.screenshot(f"tutor-07_fu-right-{lang}")

        # 4. "my progress" at the end of the lesson: the answers just given are on it
        lesson.scroll_to_cell("mjlearn-review")
        lesson.click_widget_button(story["progress"], within=REVIEW)
        chart = page.locator(f"{REVIEW} svg.mjlearn-chart")
        chart.first.wait_for(timeout=30_000)
        assert story["progress_title"] in page.locator(REVIEW).inner_text()
        assert page.locator(f"{REVIEW} svg.mjlearn-chart g.mjlearn-bar").count() >= 1
        chart.first.scroll_into_view_if_needed()
        lesson.screenshot(f"tutor-progress-{lang}")

        if lang in ("en", "pl"):   # the same page in the dark theme, and at 800 pixels
            set_theme(lesson, dark=True)
            try:
                dark = computed(lesson, f"{exercise} .mjlearn-correct", "backgroundColor")
                text = computed(lesson, f"{exercise} .mjlearn-correct", "color")
                assert dark != light and _luminance(text) > _luminance(dark)
                lesson.screenshot(f"tutor-progress-{lang}-dark")
                lesson.scroll_to_cell(EXERCISE_CELL)
                lesson.screenshot(f"tutor-07_fu-right-{lang}-dark")
            finally:
                set_theme(lesson, dark=False)
            page.set_viewport_size({"width": 800, "height": 900})
            lesson.scroll_to_cell(EXERCISE_CELL)
            page.wait_for_timeout(300)
            for box in page.locator(f"{exercise} .widget-button, {exercise} svg").all():
                if box.is_visible():
                    right_edge = box.bounding_box()
                    assert right_edge["x"] + right_edge["width"] <= 800, "cut off at 800 px"
            lesson.screenshot(f"tutor-07_fu-800px-{lang}")
            page.set_viewport_size({"width": 1280, "height": 900})
        assert browser_problems(lesson) == []
    finally:
        lesson.close()


def _luminance(css_colour: str) -> float:
    """Relative brightness of "rgb(r, g, b)" (0 dark … 1 light)."""
    import re
    r, g, b = (int(x) for x in re.findall(r"\d+", css_colour)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
