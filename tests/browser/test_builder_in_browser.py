"""The hand builder used in JupyterLab as a learner uses it: the yaku lesson run in Spanish,
its builder cleared, a hand from a game built by clicking the palette's tile pictures (found
by their accessible names, the last one from the keyboard), ron and riichi chosen, and the page's
line, explanation and payments are what the widget computes offline for the same clicks.
Then axe-core (bundled by axe-playwright-python) finds no serious or critical violation in
the builder nor in the lesson's first exercise."""

from __future__ import annotations

import pytest

from mjlearn.i18n import tile_label, yaku_name
from mjlearn.tiles import parse_tiles
from mjlearn.widgets import HandBuilder
from mjlearn.widgets.labels import label

from tests.browser.lab_harness import LessonPage, browser_problems, lesson_cell, visible_text

pytestmark = pytest.mark.browser

LANG = "es"
# a hand from a game: closed, four sequences and a pair, won on 4p by ron after riichi
HAND = "234m678m35p33s567s4p"
SERIOUS = ("serious", "critical")


def preloaded(lang: str) -> HandBuilder:
    """The lesson's builder (its cell), holding the lesson's last example."""
    return HandBuilder("234567m345p22s678s", win="8s", tsumo=True, riichi=True, detail="yaku",
                       lang=lang)


def offline(lang: str) -> HandBuilder:
    """The same clicks without a browser."""
    builder = preloaded(lang)
    builder.clear_button.click()
    for tile in parse_tiles(HAND):
        builder.palette[tile.code].click()
    builder.tsumo.value = False
    builder.flags["riichi"].value = True
    return builder


def serious_violations(page, selector: str) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    assert page.locator(selector).count() == 1
    results = Axe().run(page, context=selector, options={"resultTypes": ["violations"]})
    checked = results.response["passes"] + results.response["violations"]
    assert any(rule["id"] == "button-name" for rule in checked)     # the widget was checked
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['html'][:120] for n in v['nodes']]}"
            for v in results.response["violations"] if v["impact"] in SERIOUS]


def test_a_hand_built_by_clicking_in_jupyterlab(lab, browser):
    lab.set_language(LANG)
    lesson = LessonPage(browser.new_page(), lab)
    try:
        lesson.open(f"notebooks/{LANG}/03_yaku.ipynb")
        lesson.run_all(timeout_ms=240_000)
        assert browser_problems(lesson) == []
        lesson.scroll_to_cell("own-hand-builder")
        scope = f"{lesson.cell('own-hand-builder')} .mjlearn-builder"
        page = lesson.page
        builder = page.locator(scope)
        status = builder.locator(".mjlearn-builder-status")
        # preloaded with the lesson's last example
        assert "HandBuilder(" in lesson_cell("03_yaku", "own-hand-builder")
        status.filter(has_text=preloaded(LANG).message).wait_for(timeout=30_000)

        builder.get_by_role("button", name=label("picker_clear", LANG), exact=True).click()
        status.filter(has_text=label("builder_empty", LANG)).wait_for(timeout=30_000)
        tiles = parse_tiles(HAND)
        for tile in tiles[:-1]:
            builder.get_by_role("button", name=tile_label(tile, LANG), exact=True).first.click()
        # the winning tile from the keyboard
        last = builder.get_by_role("button", name=tile_label(tiles[-1], LANG), exact=True).first
        last.focus()
        page.keyboard.press("Enter")
        # the clear keeps how the last hand was won: this one was won by ron
        builder.get_by_role("button", name=label("builder_ron", LANG), exact=True).click()
        builder.get_by_role("checkbox", name=yaku_name("riichi", LANG), exact=True).check()

        expected = offline(LANG)
        assert expected.result is not None
        status.filter(has_text=expected.message).wait_for(timeout=30_000)
        assert visible_text(status.inner_html()) == expected.message
        explanation = visible_text(builder.locator(".mjlearn-score").first.inner_html())
        assert explanation and explanation in visible_text(expected.explanation.value)
        assert visible_text(expected.payments.value) in visible_text(builder.inner_html())
        # a click opens the whole explanation
        builder.locator("details.mjlearn-more > summary").first.click()
        assert builder.locator("details.mjlearn-more").first.get_attribute("open") is not None
        assert browser_problems(lesson) == []
        lesson.screenshot(f"builder-{LANG}")

        assert serious_violations(page, scope) == []
        exercise = f"{lesson.cell('exercise-name')} .mjlearn-exercise"
        assert serious_violations(page, exercise) == []
    finally:
        lesson.close()
