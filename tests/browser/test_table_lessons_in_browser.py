"""The lessons "at the table" (11 and 12) in JupyterLab in headless Chromium, in each of
the five languages, and a timed drill answered through the page.

Each lesson is opened in the learner's workspace and run whole: its prose and the
engine's live output must read in that language (a call as that language says it, a
refusal of the EMA rules, the scorekeeper's check), with no error, traceback, stderr or
broken widget. In the calls drill, after Run All, the clock must wait for the learner,
then tick in the page itself from the first click (the counter's custom property grows
while the kernel hears nothing), and a right answer typed and sent with Enter must stop
it: the time kept is the page's, from the click to Enter. The start page offers the cheat sheet of the
learner's language. Screenshots go to build/screenshots/.
"""

from __future__ import annotations

import base64
import re

import pytest

from mjlearn.lessons.catalogs import translations
from tests.browser.lab_harness import LessonPage, browser_problems, lesson_cell, visible_text

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "es", "it", "pl", "ru")
EXERCISE = ".mjlearn-exercise"
CALLS_DRILL = "drill-calls-run"   # lesson 11's timed drill: calling the score, level 1


def translated(lang: str, english: str) -> str:
    return translations(lang).get(english, english)


def expected_texts(lang: str) -> dict:
    """What the engine writes in the two lessons, computed without a browser."""
    import mjlearn
    from mjlearn.errors import MjlearnError
    from mjlearn.exercises import expected_answer
    from mjlearn.i18n import format_call, format_points, render_error, render_step
    from mjlearn.riichi.points import basic_value
    from mjlearn.rules import get_ruleset
    from mjlearn.table import AbortiveDraw, GameState, call_of, settle
    from mjlearn.trace import step
    from mjlearn.widgets import ExerciseWidget  # noqa: F401  (the cell's name)

    standard = get_ruleset("standard")
    mjlearn.set_language(lang)
    try:
        call = call_of(basic_value(3, 30, standard), False, True, standard)
        try:
            settle(GameState(scores=(25_000,) * 4, dealer=1, honba=1, riichi_sticks=1),
                   AbortiveDraw("suucha_riichi"), get_ruleset("ema"), riichi=[0, 1, 2, 3])
        except MjlearnError as error:
            refusal = render_error(error, lang)
        drill = eval(lesson_cell("11_at_the_table", "drill-calls-run"), {
            "ExerciseWidget": ExerciseWidget})
        q = drill.question
        return {"call": render_step(step("call.answer", call=call), lang),
                "refusal": refusal, "total": format_points(100_000, lang),
                "drill_answer": format_call(expected_answer(q), lang),
                "check": drill.check_button.description}
    finally:
        mjlearn.set_language("en")


def open_and_run(lesson: LessonPage, lang: str, name: str) -> None:
    lesson.open(f"notebooks/{lang}/{name}.ipynb")
    lesson.run_all(timeout_ms=240_000)


def lesson_page(lab, browser, lang: str) -> LessonPage:
    """A page of JupyterLab speaking ``lang``."""
    lab.set_language(lang)
    return LessonPage(browser.new_page(), lab)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_at_the_table_run_in_the_learners_language(lab, browser, lang):
    expected = expected_texts(lang)
    lesson = lesson_page(lab, browser, lang)
    try:
        open_and_run(lesson, lang, "11_at_the_table")
        text = lesson.text()
        assert translated(lang, "# At the table: scoring fast").lstrip("# ") in text
        assert translated(lang, "## Calling the score out").lstrip("# ") in text
        assert expected["call"] in text
        assert browser_problems(lesson) == []
        lesson.scroll_to_cell("drill-calls")
        lesson.screenshot(f"11_at_the_table-{lang}")

        open_and_run(lesson, lang, "12_table_rules")
        text = lesson.text()
        title = "# The rules that move points: pao, abortive draws, chombo and the end of the game"
        assert translated(lang, title).lstrip("# ") in text
        assert expected["refusal"] in text and expected["total"] in text
        assert browser_problems(lesson) == []
        lesson.scroll_to_cell("scorekeeper-pao")
        lesson.screenshot(f"12_table_rules-{lang}")
    finally:
        lesson.close()


def recorded_seconds(lab, kind: str) -> list[float]:
    """The times the learner's store keeps for ``kind`` (the launcher's own store)."""
    import sqlite3

    path = lab.folder / "data" / "mjlearn" / "progress.sqlite3"
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT seconds FROM attempts WHERE kind = ? AND seconds IS NOT NULL"
                          " ORDER BY id", (kind,)).fetchall()
    return [row[0] for row in rows]


def test_a_timed_drill_starts_its_clock_when_the_learner_starts(lab, browser):
    """Run All draws every drill at once: the calls drill's clock waits, untouched, while
    the learner reads on; it starts ticking in the page at the first click in the drill,
    and the time kept is the page's, from that click to Enter."""
    lang = "pl"
    expected = expected_texts(lang)
    lesson = lesson_page(lab, browser, lang)
    page = lesson.page
    try:
        open_and_run(lesson, lang, "11_at_the_table")
        drill = page.locator(f"{lesson.cell(CALLS_DRILL)} {EXERCISE}")
        clock = drill.locator(".mjlearn-clock[data-token]")
        clock.wait_for(timeout=30_000)
        ticking = ("el => parseInt(getComputedStyle(el, '::after')"
                   ".getPropertyValue('--mjlearn-seconds'))")
        page.wait_for_timeout(4_000)                 # the learner reads the lesson first
        assert drill.locator(".mjlearn-clock-running").count() == 0
        assert clock.evaluate(ticking) == 0
        assert drill.locator(".mjlearn-clock-waiting").is_visible()
        now = "() => performance.now()"
        box = drill.locator(".widget-text:not(.mjlearn-clock-sink) input").first
        before_click = page.evaluate(now)
        box.click()                                  # the first interaction
        after_click = page.evaluate(now)
        running = drill.locator(".mjlearn-clock-running")
        running.wait_for(timeout=5_000)
        first = running.evaluate(ticking)
        page.wait_for_timeout(2_500)
        assert running.evaluate(ticking) >= first + 2  # the page counts the seconds
        assert not drill.locator(".mjlearn-clock-waiting").is_visible()
        box.fill(expected["drill_answer"])
        before_enter = page.evaluate(now)
        box.press("Enter")
        after_enter = page.evaluate(now)
        drill.locator(".mjlearn-feedback.mjlearn-correct").wait_for(timeout=30_000)
        shown = visible_text(drill.locator(".mjlearn-clock-line").first.inner_html())
        assert re.match(r"◷ Odpowiedź po \d+(,\d)? s", shown), shown
        assert drill.locator(".mjlearn-clock-running").count() == 0
        kept = recorded_seconds(lab, "call_score")
        assert len(kept) == 1, kept
        # from the click to Enter, as the page measured it (a little more for the way
        # the last message takes to the kernel), never the time the drill sat unreached
        shortest = (before_enter - after_click) / 1000
        longest = (after_enter - before_click) / 1000 + 0.5
        assert shortest <= kept[0] <= longest, (shortest, kept[0], longest)
        assert browser_problems(lesson) == []
        drill.scroll_into_view_if_needed()
        lesson.screenshot("11_at_the_table-timed-drill-pl")
    finally:
        lesson.close()


def test_the_start_page_offers_the_cheat_sheet_in_its_language(lab, browser):
    lang = "ru"
    lesson = lesson_page(lab, browser, lang)
    try:
        open_and_run(lesson, lang, "00_start")
        link = lesson.page.locator("a.mjlearn-sheet-link").first
        link.wait_for(timeout=30_000)
        assert link.get_attribute("download") == f"mjlearn-cheatsheet-standard-{lang}.html"
        page = base64.b64decode(link.get_attribute("href").split("base64,", 1)[1]).decode()
        assert "шпаргалка" in page and "<table" in page
        assert browser_problems(lesson) == []
        lesson.page.locator(".mjlearn-cheatsheet-offer summary").first.click()
        preview = lesson.page.frame_locator("iframe.mjlearn-sheet-preview")
        preview.locator("table").first.wait_for(timeout=30_000)
        lesson.scroll_to_cell("cheat-sheet")
        lesson.screenshot(f"00_start-cheat-sheet-{lang}")
    finally:
        lesson.close()
