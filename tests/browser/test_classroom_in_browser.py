"""Classroom mode (``dev.py start --classroom``) in Chromium, as a teacher uses it on a
projector: the lesson picker, a lesson without code whose exercise answers through the
page, large type and tiles at 1920×1080 and 1280×720, the loading screen in the lesson's
language, nothing requested from another host, and the kernel shut down when the page
closes. Screenshots go to build/screenshots/."""

from __future__ import annotations

import json
import time
import urllib.error
from urllib.parse import urlparse

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from mjlearn.lessons.build import NOTEBOOKS_DIR
from mjlearn.lessons.catalogs import translations
from mjlearn.lessons.lab import notebook_title
from mjlearn.lessons.messages import text

from tests.browser.lab_harness import (SCREENSHOTS, Launcher, chromium_browser, lesson_cell,
                                       running, visible_text)

pytestmark = pytest.mark.browser

# Records every text the loading screen shows (it is gone once the lesson is ready).
_WATCH_LOADING = """
window.__mjlearnLoading = [];
const watch = () => {
  const element = document.getElementById("loading_text");
  const shown = element && element.textContent;
  if (shown && window.__mjlearnLoading.at(-1) !== shown) window.__mjlearnLoading.push(shown);
};
setInterval(watch, 5);
document.addEventListener("DOMContentLoaded", watch);
"""


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    with running(Launcher(tmp_path_factory.mktemp("classroom"), ["classroom", "--lang", "es"],
                          "classroom-es")) as server:
        yield server


@pytest.fixture(scope="module")
def chromium(classroom):
    with chromium_browser() as browser:
        yield browser


def offline_fu_feedback(answer: str) -> tuple[str, str]:
    """The Spanish fu exercise's feedback to ``answer`` and its check button's label."""
    import mjlearn
    from mjlearn.widgets import ExerciseWidget  # noqa: F401  (the cell's own name)

    mjlearn.set_language("es")
    try:
        offline = eval(lesson_cell("07_fu", "exercise-fu"))
        offline.answer.value = answer
        offline.check_button.click()
        return visible_text(offline.feedback.value), offline.check_button.description
    finally:
        mjlearn.set_language("en")


def guarded_context(browser, port: int, size: tuple[int, int]):
    """A browser context that lets only this machine's classroom server answer: every
    request to another host is refused, and recorded."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    elsewhere: list[str] = []

    def only_here(route) -> None:
        url = urlparse(route.request.url)
        if url.scheme in ("data", "blob") or (url.hostname == "127.0.0.1" and url.port == port):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", only_here)
    context.add_init_script(_WATCH_LOADING)
    return context, elsewhere


def kernel_alive(classroom: Launcher, kernel_id: str) -> bool:
    try:
        with classroom.request(f"/api/kernels/{kernel_id}"):
            return True
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def test_the_index_picks_a_lesson_in_the_teachers_language(classroom, chromium):
    assert classroom.lines == [text("classroom_url", "es", url=classroom.address)]
    assert "/voila/tree?token=" in classroom.address
    context, elsewhere = guarded_context(chromium, classroom.port, (1920, 1080))
    try:
        page = context.new_page()
        page.goto(classroom.address)
        assert page.locator("h2").text_content() == text("index_heading", "es")
        titles = [notebook_title(path.read_bytes())
                  for path in sorted((NOTEBOOKS_DIR / "es").glob("*.ipynb"))]
        links = page.locator("ol.mjlearn-lessons a")
        assert [visible_text(link) for link in links.all_inner_texts()] == [
            f"{path.stem[:2]} {title}" for path, title in
            zip(sorted((NOTEBOOKS_DIR / "es").glob("*.ipynb")), titles)]
        page.screenshot(path=str(SCREENSHOTS / "classroom-index-es-1920x1080.png"))
        page.locator("a", has_text="Polski").click()  # the same index in another language
        page.wait_for_url("**/voila/tree/pl")
        assert page.locator("h2").text_content() == text("index_heading", "pl")
        assert elsewhere == []
    finally:
        context.close()


def test_a_spanish_lesson_as_an_app_hides_the_code_and_checks_an_answer(classroom, chromium):
    expected, check = offline_fu_feedback("0")
    context, elsewhere = guarded_context(chromium, classroom.port, (1280, 900))
    try:
        page = context.new_page()
        page.goto(classroom.address)
        page.locator("ol.mjlearn-lessons a", has_text="07").click()
        # the exercise's own check button (the worked examples above it have theirs)
        button = page.locator(".mjlearn-exercise .widget-button", has_text=check)
        button.first.wait_for(timeout=120_000)
        body = page.locator("body").text_content() or ""
        assert translations("es")["# Fu: the small points"].lstrip("# ") in body
        assert "ExerciseWidget(" not in body and "render_score_html" not in body
        for alarm in ("Error displaying widget", "Traceback"):
            assert alarm not in body
        page.locator(".mjlearn-exercise .widget-text input").first.fill("0")
        button.first.click()
        page.locator(".widget-html-content", has_text=expected[:25]).first.wait_for(
            timeout=30_000)
        page.screenshot(path=str(SCREENSHOTS / "classroom-07_fu-es.png"))
        assert elsewhere == []
    finally:
        context.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lesson_on_the_projector_is_large_local_localized_and_lets_its_kernel_go(
        classroom, chromium, size):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    lesson = "07_fu"
    title = notebook_title((NOTEBOOKS_DIR / "es" / f"{lesson}.ipynb").read_bytes())
    context, elsewhere = guarded_context(chromium, classroom.port, size)
    try:
        page = context.new_page()
        # Straight to the lesson, as `--lesson 07` opens it: no index visited first.
        page.goto(classroom.address.replace("/voila/tree?", f"/voila/render/es/{lesson}.ipynb?"))
        page.locator("g.mjlearn-tile").first.wait_for(timeout=120_000)
        page.wait_for_function("() => !document.getElementById('loading')", timeout=120_000)

        # The loading screen spoke Spanish: the lesson's title, then its parts counted.
        shown = page.evaluate("() => window.__mjlearnLoading")
        cells = len(json.loads((NOTEBOOKS_DIR / "es" / f"{lesson}.ipynb").read_text())["cells"])
        steps = {text("loading_step", "es", index=i, count=cells) for i in range(1, cells + 1)}
        assert shown and set(shown) <= steps, shown
        assert page.evaluate("() => document.documentElement.lang") == "es"
        assert page.title() == title
        page.screenshot(path=str(SCREENSHOTS / f"classroom-{lesson}-es-{size[0]}x{size[1]}.png"))

        # Large type, large tiles, nothing wider than the screen.
        size_of = "(element) => parseFloat(getComputedStyle(element).fontSize)"
        assert page.eval_on_selector("body", size_of) >= 20
        assert page.eval_on_selector(".jp-RenderedMarkdown p", size_of) >= 20
        assert page.eval_on_selector(".widget-button", size_of) >= 20
        # Tiles at least 60 px wide at both sizes. The classroom draws a tile 88 px high
        # (65 px wide) whatever the screen, over the notebook's shrink-to-fit: on a projector
        # at 1280×720 that is a larger share of the same wall than at 1920×1080, and still
        # fits, since a hand's groups wrap and its widest group, a concealed hand of 14
        # tiles (955 px), fits a 1280-px line. So no tile is shrunk, and none is cut off.
        boxes = page.eval_on_selector_all(
            "g.mjlearn-tile", "(tiles) => tiles.map(t => t.getBoundingClientRect())"
                              ".map(box => [box.width, box.right])")
        widths = [width for width, _right in boxes]
        assert len(widths) > 20 and min(widths) >= 60, widths
        assert max(right for _width, right in boxes) <= size[0], boxes
        assert page.evaluate("() => document.documentElement.scrollWidth") <= size[0]
        panel = page.locator("#rendered_cells")  # the part that scrolls: never sideways
        assert panel.evaluate("(cells) => cells.scrollWidth <= cells.clientWidth")
        page.keyboard.press("PageDown")  # a clicker scrolls the lesson without a click first
        page.wait_for_function("() => document.getElementById('rendered_cells').scrollTop > 0")
        lines = page.eval_on_selector_all(
            ".jp-RenderedMarkdown p", "(ps) => ps.map(p => p.getBoundingClientRect().width)")
        assert max(lines) <= 1000, lines  # about 70 characters a line, never 1920 px
        page.locator(".widget-button").first.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOTS /
                                 f"classroom-{lesson}-exercise-es-{size[0]}x{size[1]}.png"))
        # The hand builder at the lesson's end, in large type: its line and its tile buttons
        # as large as the tiles of the pictures (issue 29).
        builder = page.locator(".mjlearn-builder")
        builder.locator(".mjlearn-builder-status").wait_for(timeout=30_000)
        assert page.eval_on_selector(".mjlearn-builder-status", size_of) >= 26
        buttons = page.eval_on_selector_all(
            ".mjlearn-builder .mjlearn-tile-button",
            "(bs) => bs.filter(b => b.offsetParent).map(b => b.getBoundingClientRect().width)")
        assert len(buttons) >= 34 and min(buttons) >= 60, buttons
        builder.locator(".mjlearn-builder-status").scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOTS /
                                 f"classroom-{lesson}-builder-es-{size[0]}x{size[1]}.png"))

        # Nothing was asked of another host: no CDN fonts, icons or scripts.
        assert elsewhere == []

        # Closing the page shuts its kernel down (Voilà's beacon, with its _xsrf cookie).
        kernel = page.evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data').textContent)"
            ".kernelId")
        assert kernel_alive(classroom, kernel)
        page.close(run_before_unload=True)
        deadline = time.monotonic() + 20
        while kernel_alive(classroom, kernel) and time.monotonic() < deadline:
            time.sleep(0.3)
        assert not kernel_alive(classroom, kernel)
        assert "_xsrf' argument missing" not in classroom.log()
    finally:
        context.close()


def test_a_page_that_never_says_goodbye_leaves_a_kernel_the_culler_will_stop(classroom):
    """A lesson rendered and then abandoned without its unload event (here: fetched and
    never connected, as a page killed with the browser leaves it): its kernel has no
    connection, which is what Voilà's culler, on in the classroom, stops after ten idle
    minutes; the log says the culler runs with the classroom's settings."""
    import re
    import urllib.request

    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    address = classroom.address.replace("/voila/tree?", "/voila/render/it/00_start.ipynb?")
    with opener.open(address, timeout=120) as response:
        page = response.read().decode()
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page)[1]
    try:
        with classroom.request(f"/api/kernels/{kernel}") as response:
            assert json.loads(response.read())["connections"] == 0
        log = (classroom.workspace.state / "classroom" / "voila.log").read_text(
            encoding="utf-8", errors="replace")   # the whole log: the line comes early
        assert "Culling kernels with idle durations > 600 seconds at 60 second intervals" in log
    finally:
        classroom.request(f"/api/kernels/{kernel}", method="DELETE").close()


# Lessons 07–12, each in one language (every language met once, Spanish twice): on the
# projector at both sizes, every table and every explanation fits its column.
FITTING = {"07_fu": "es", "08_points": "it", "09_payments": "pl", "10_game": "ru",
           "11_at_the_table": "en", "12_table_rules": "es"}

# Every table, every explanation (the engine's numbered steps) and every other output of
# the lesson that sticks out of its column: its right edge past the column's, or a table's
# cell past the box the table scrolls in. Returns what was checked and what is cut.
_CUT_OFF = """() => {
    const column = (element) => {
        const box = element.closest('.jp-OutputArea-output, .jp-RenderedHTMLCommon, .jp-Cell');
        const rect = box.getBoundingClientRect(), style = getComputedStyle(box);
        return [rect.left + parseFloat(style.paddingLeft) - 1,
                rect.right - parseFloat(style.paddingRight) + 1];
    };
    const describe = (element, box, limit) =>
        `${element.tagName.toLowerCase()}.${element.className} «${
            (element.textContent || '').trim().slice(0, 50)}» ${Math.round(box.left)}–${
            Math.round(box.right)} px in ${Math.round(limit[0])}–${Math.round(limit[1])} px`;
    const cells = document.getElementById('rendered_cells');
    const tables = [...cells.querySelectorAll('table')];
    const explanations = [...cells.querySelectorAll('ol.mjlearn-steps, .mjlearn-score, '
        + '.mjlearn-classic-settlement, .mjlearn-final, .mjlearn-game-end, .mjlearn-waits')];
    const cut = [];
    for (const element of [...tables, ...explanations]) {
        const limit = column(element.parentElement);
        const box = element.getBoundingClientRect();
        if (box.width === 0) continue;                   // a hidden part (an answer not shown)
        if (box.right > limit[1] || box.left < limit[0] || box.right > window.innerWidth) {
            // name the widest part inside, the one that does not wrap
            const parts = [...element.querySelectorAll('*')].filter(
                part => part.getBoundingClientRect().right > limit[1]);
            const widest = parts.at(-1) || element;
            cut.push(describe(element, box, limit) + ' (' + widest.tagName.toLowerCase() + ' '
                     + (widest.getAttribute('style') || '') + ' «'
                     + (widest.textContent || '').trim().slice(0, 60) + '»)');
        }
    }
    for (const table of tables) {
        const shown = table.parentElement.getBoundingClientRect();
        for (const cell of table.querySelectorAll('th, td')) {
            const box = cell.getBoundingClientRect();
            if (box.width && box.right > Math.min(shown.right, window.innerWidth) + 1)
                cut.push(describe(cell, box, [shown.left, shown.right]));
        }
    }
    return {tables: tables.length, explanations: explanations.length, cut,
            page: document.documentElement.scrollWidth <= window.innerWidth};
}"""


@pytest.mark.parametrize("lesson", sorted(FITTING))
def test_every_table_and_explanation_fits_the_projector(classroom, chromium, lesson):
    lang = FITTING[lesson]
    context, elsewhere = guarded_context(chromium, classroom.port, (1920, 1080))
    try:
        page = context.new_page()
        page.goto(classroom.address.replace("/voila/tree?", f"/voila/render/{lang}/{lesson}.ipynb?"))
        page.wait_for_function("() => !document.getElementById('loading')", timeout=180_000)
        page.locator("#rendered_cells .jp-OutputArea-output").first.wait_for(timeout=60_000)
        for size in ((1920, 1080), (1280, 720)):   # one render, both screens: it re-flows
            page.set_viewport_size({"width": size[0], "height": size[1]})
            try:    # the widgets' boxes take their new width a moment after the screen's
                page.wait_for_function(f"() => ({_CUT_OFF})().cut.length === 0",
                                       timeout=15_000)
            except PlaywrightTimeout:
                pass                                   # still cut: named below
            found = page.evaluate(_CUT_OFF)
            assert found["cut"] == [], (size, found["cut"])
            assert found["page"], size
            assert found["tables"] + found["explanations"] > 0, found
            if lesson == "08_points":   # its three tables of limits, its scoring tables
                assert found["tables"] >= 5, found
                page.locator("table.mjlearn-limits").first.scroll_into_view_if_needed()
                page.screenshot(path=str(SCREENSHOTS / f"classroom-08_points-{lang}-limits-"
                                                       f"{size[0]}x{size[1]}.png"))
        assert elsewhere == []
    finally:
        context.close()
