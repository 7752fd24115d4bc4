"""The lessons as an offline JupyterLite site (``python3 dev.py site``), in headless
Chromium with every request to another host blocked: the Polish fu lesson runs in the
browser's own Python (Pyodide), its exercise answered wrong then right with the localized
feedback, the menus in Polish, progress kept in the browser's storage; then the final
quiz is answered and its answers downloaded, and ``mjlearn quiz grade`` grades the file
as the quiz did. Screenshots go to build/screenshots/site-*.png."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from mjlearn.lessons.build import REPOSITORY
from mjlearn.lessons.source import SOURCE_DIR
from tests.browser.lab_harness import (SCREENSHOTS, LessonPage, bounded, browser_problems,
                                       chromium_browser, lesson_cell, need_chromium, running,
                                       visible_text)
from tests.browser.site_harness import SITE, SiteServer, build_site, offline_context
from tests.browser.test_tutor_in_browser import offline_story
from tests.test_site_kernel import PYODIDE_KERNEL_LANGUAGE_INFO

sys.path.insert(0, str(REPOSITORY / "tools"))
from site_build import lesson_url, start_url  # noqa: E402

pytestmark = pytest.mark.browser

EXERCISE = ".mjlearn-exercise"
FINAL_QUIZ = next(SOURCE_DIR.glob("*_final_quiz.md")).stem   # the last lesson
QUIZ = ".mjlearn-quiz"


@pytest.fixture(scope="module")
def site():
    need_chromium()
    build_site()
    with running(SiteServer()) as server:
        yield server


@pytest.fixture(scope="module")
def browser(site):
    with chromium_browser() as chromium:
        yield chromium


def notebook_text(path) -> str:
    return "\n".join("".join(cell["source"])
                     for cell in json.loads(path.read_text(encoding="utf-8"))["cells"])


def test_the_site_holds_everything_it_loads(site):
    """Every wheel of the lock is in the site, nothing names another host, and the
    mjlearn wheel speaks the five languages."""
    lock = json.loads((SITE / "static/pyodide/pyodide-lock.json").read_text())
    names = set(lock["packages"])
    for entry in lock["packages"].values():
        assert "://" not in entry["file_name"]
        assert (SITE / "static/pyodide" / entry["file_name"]).is_file()
        assert all(d.lower().replace("_", "-") in names for d in entry["depends"])
    assert {"mjlearn", "babel", "ipywidgets", "micropip", "pyodide-kernel"} <= names
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (SITE / "static/pyodide" / name).is_file()
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    plugin = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    # the kernel starts through the site's boot module (a memory snapshot after the first
    # visit: test_a_second_visit_starts_from_the_snapshot_with_its_lesson_alone)
    assert plugin["pyodideUrl"] == "./static/pyodide/mjlearn-boot.mjs"
    assert (SITE / "static/pyodide/mjlearn-boot.mjs").is_file()
    assert {"pyodide_kernel", "ipywidgets", "mjlearn"} <= set(
        plugin["loadPyodideOptions"]["mjlearnSnapshot"]["imports"])
    assert plugin["disablePyPIFallback"] is True
    assert {"mjlearn", "babel", "ipywidgets"} <= set(plugin["loadPyodideOptions"]["packages"])
    wheel = SITE / "static/pyodide" / lock["packages"]["mjlearn"]["file_name"]
    with zipfile.ZipFile(wheel) as archive:
        catalogs = {n for n in archive.namelist() if n.endswith("mjlearn.mo")}
    assert {f"mjlearn/locales/{lang}/LC_MESSAGES/mjlearn.mo"
            for lang in ("en", "es", "it", "pl", "ru")} <= catalogs
    from mjlearn.lessons import lesson_paths
    from mjlearn.lessons.messages import text
    lessons = {f"{p.stem}.ipynb" for p in lesson_paths()}
    assert {"07_fu.ipynb", "11_at_the_table.ipynb", f"{FINAL_QUIZ}.ipynb"} <= lessons
    for lang in ("en", "es", "it", "pl", "ru"):      # every lesson, in every language
        assert {p.name for p in (SITE / "files" / lang).glob("*.ipynb")} == lessons
        # each lesson says what the site's kernel will say it is, so opening one changes
        # nothing in it (JupyterLab would ask to save a lesson nobody touched)
        for notebook in (SITE / "files" / lang).glob("*.ipynb"):
            metadata = json.loads(notebook.read_text(encoding="utf-8"))["metadata"]
            assert metadata["language_info"] == PYODIDE_KERNEL_LANGUAGE_INFO, notebook
        # nothing on the site sends a learner to a terminal; the start page says where
        # the work is kept and how the progress file travels, in the lesson's language
        for notebook in (SITE / "files" / lang).glob("*.ipynb"):
            assert "dev.py" not in notebook.read_text(encoding="utf-8"), notebook
        start = notebook_text(SITE / "files" / lang / "00_start.ipynb")
        assert text("site_where", lang, file="mjlearn-progress.sqlite3") in start
        assert text("site_switching", lang) in start
        assert (SITE / "lab" / lang / "index.html").is_file()
    for page in SITE.glob("**/*.html"):
        assert "cdn.jsdelivr" not in page.read_text(encoding="utf-8", errors="replace")


def test_the_front_page_opens_each_language_start_page_in_one_click(site, browser):
    context = offline_context(browser, site)
    page = context.new_page()
    try:
        page.goto(site.origin + "/")
        links = page.locator("ul.mjlearn-languages a")
        assert links.count() == 5
        polish = page.locator('li[lang="pl"] a')
        assert "Polski" in polish.inner_text()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "site-index.png"))
        polish.click()
        page.wait_for_function("() => window.jupyterapp?.shell.currentWidget?.context?.path "
                               "=== 'pl/00_start.ipynb'", timeout=60_000)
        # JupyterLab's own menus in Polish (its language pack, bundled in the site)
        assert page.locator("#jp-menu-panel .lm-MenuBar-item").first.inner_text() == "Plik"
        # and JupyterLite's own Download (how progress is exported), lent from that pack
        page.locator(".jp-DirListing-item", has_text="00_start").first.click(button="right")
        page.locator(".lm-Menu-itemLabel:visible").first.wait_for()
        labels = page.locator(".lm-Menu-itemLabel:visible").all_text_contents()
        assert "Pobierz" in labels and "Download" not in labels
        page.screenshot(path=str(SCREENSHOTS / "site-file-menu-pl.png"))
        page.keyboard.press("Escape")
        assert context.outside == []
    finally:
        context.close()


def test_polish_fu_lesson_offline_wrong_then_right_then_the_quiz_answers(site, browser,
                                                                         tmp_path):
    story = offline_story("pl")   # what the same exercise says in JupyterLab's tutor test
    context = offline_context(browser, site)
    lesson = LessonPage(context.new_page(), site)
    page = lesson.page
    try:
        lesson.open("pl/07_fu.ipynb", timeout_ms=120_000)
        lesson.run_all(timeout_ms=240_000)
        assert browser_problems(lesson) == []
        assert "Silnik" in lesson.text() or "Fu" in lesson.text()
        assert lesson.menu_items(0)[0]           # the File menu opens …
        assert page.locator("#jp-menu-panel .lm-MenuBar-item").first.inner_text() == "Plik"
        page.locator(f"{EXERCISE} .widget-button", has_text=story["check"]).first.wait_for()
        lesson.scroll_to_cell("exercise-fu")
        feedback = page.locator(f"{EXERCISE} .mjlearn-feedback")

        lesson.type_in_widget_text(story["wrong"], within=EXERCISE)
        lesson.click_widget_button(story["check"], within=EXERCISE)
        page.locator(f"{EXERCISE} .mjlearn-wrong").first.wait_for(timeout=60_000)
        assert visible_text(feedback.first.inner_html()) == story["diagnosis"]
        lesson.screenshot("site-07_fu-wrong-pl")

        lesson.type_in_widget_text(story["right"], within=EXERCISE)
        lesson.click_widget_button(story["check"], within=EXERCISE)
        page.locator(f"{EXERCISE} .mjlearn-correct").first.wait_for(timeout=60_000)
        assert visible_text(feedback.first.inner_html()) == story["said_right"]
        # the answers went to the browser's storage: no store note, and the file is there
        assert page.locator(f"{EXERCISE} .mjlearn-store-note").count() == 0
        stored = bounded(page, "async () => (await window.jupyterapp.serviceManager.contents"
                               ".get('mjlearn-progress.sqlite3', {content: false})).name")
        assert stored == "mjlearn-progress.sqlite3"
        lesson.screenshot("site-07_fu-right-pl")
        assert browser_problems(lesson) == []
        lesson.close()

        lesson = LessonPage(context.new_page(), site)
        quiz_answers_downloaded(lesson, tmp_path)
        assert context.outside == []
    finally:
        if not lesson.page.is_closed():
            lesson.close()
        context.close()


def quiz_answers_downloaded(lesson: LessonPage, tmp_path) -> None:
    """The final quiz in Polish: the questions with an answer box answered (the first
    wrong, the others right), those with labelled fields or choices skipped; then the
    name and "Download my answers"."""
    from mjlearn.exercises import expected_answer
    from mjlearn.exercises.store.answer_files import QuizSpec, grade_class
    from mjlearn.widgets.labels import label
    from tests.widget_cases import a_wrong_answer, typed

    setup = lesson_cell(FINAL_QUIZ, "setup")
    names: dict = {}
    exec(setup.replace("from mjlearn.widgets import QuizWidget", ""), names)
    spec = QuizSpec(names["QUIZ_NUMBER"], tuple(names["KINDS"]), 1)
    questions = spec.questions()
    page = lesson.page
    lesson.open(f"pl/{FINAL_QUIZ}.ipynb", timeout_ms=120_000)
    lesson.run_all(timeout_ms=240_000)
    lesson.scroll_to_cell("quiz-run")
    sent = []
    for n, q in enumerate(questions):
        answer = None
        box = page.locator(f"{QUIZ} .widget-text input:visible")
        if not q.fields and box.count():
            value = a_wrong_answer(q) if n == 0 else expected_answer(q)
            answer = typed(q, value)
            box.first.fill(answer)
            lesson.click_widget_button(label("quiz_lock", "pl"), within=QUIZ)
            page.locator(f"{QUIZ} .mjlearn-feedback").first.wait_for(timeout=60_000)
        sent.append(answer)
        finish = label("quiz_finish" if n == len(questions) - 1 else "quiz_next", "pl")
        lesson.click_widget_button(finish, within=QUIZ)
        if n < len(questions) - 1:
            page.locator(f"{QUIZ} .mjlearn-quiz-position",
                         has_text=label("quiz_position", "pl", number=n + 2,
                                        total=len(questions))).wait_for(timeout=60_000)
    page.locator(f"{QUIZ} .mjlearn-quiz-summary").wait_for(timeout=60_000)
    name = page.locator(f"{QUIZ} .mjlearn-quiz-name input")
    name.scroll_into_view_if_needed()
    lesson.screenshot(f"site-{FINAL_QUIZ}-results-pl")
    name.fill("Agnieszka Nowak")
    link = page.locator(f"{QUIZ} a.mjlearn-quiz-download-link")
    page.wait_for_function("() => document.querySelector('a.mjlearn-quiz-download-link')"
                           "?.download.includes('agnieszka')", timeout=30_000)
    link.scroll_into_view_if_needed()
    assert link.inner_text() == label("quiz_download", "pl")
    lesson.screenshot(f"site-{FINAL_QUIZ}-download-pl")
    with page.expect_download(timeout=30_000) as download:
        link.click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name == "mjlearn-quiz-7-agnieszka-nowak.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["seed"], data["kinds"], data["count"], data["language"], data["name"]) == \
        (7, list(spec.kinds), 1, "pl", "Agnieszka Nowak")
    assert data["answers"] == sent
    (student,) = grade_class([(path.name, path.read_bytes())], spec).students
    answered = [a is not None for a in sent]
    assert [e.correct for e in student.report.entries] == \
        [ok and n > 0 for n, ok in enumerate(answered)]
    # the quiz's own result on the page says the same score
    summary = visible_text(page.locator(f"{QUIZ} .mjlearn-quiz-summary").inner_html())
    from mjlearn.i18n import render_step
    assert render_step(student.report.summary, "pl") in summary
    assert browser_problems(lesson) == []
    lesson.close()


def test_a_hand_built_by_clicking_on_the_site(site, browser):
    """The start page's hand builder in the browser's own Python: a hand clicked tile by
    tile (by the tiles' names) says what the engine says offline, and the explanation and
    payments follow (issue 29)."""
    from mjlearn.i18n import tile_label
    from mjlearn.tiles import parse_tiles
    from mjlearn.widgets import HandBuilder

    hand = "234m678m35p33s567s4p"
    expected = HandBuilder(lang="pl")
    for tile in parse_tiles(hand):
        expected.palette[tile.code].click()
    context = offline_context(browser, site)
    lesson = LessonPage(context.new_page(), site)
    try:
        lesson.open("pl/00_start.ipynb", timeout_ms=120_000)
        lesson.run_all(timeout_ms=240_000)
        scope = f"{lesson.cell('own-hand-builder')} .mjlearn-builder"
        builder = lesson.page.locator(scope)
        for tile in parse_tiles(hand):
            builder.get_by_role("button", name=tile_label(tile, "pl"), exact=True).first.click()
        status = builder.locator(".mjlearn-builder-status")
        status.filter(has_text=expected.message).wait_for(timeout=60_000)
        text = visible_text(builder.inner_html())
        assert visible_text(expected.payments.value) in text
        assert visible_text(expected.explanation.value)[:200] in text
        assert browser_problems(lesson) == []
        lesson.screenshot("site-00_start-builder-pl")
        assert context.outside == []
    finally:
        lesson.close()
        context.close()


def test_the_kernel_boot_module_keeps_a_snapshot_and_starts_from_it_under_node(site):
    """tools/site_kernel_boot.mjs with the site's own runtime and a wheel of its lock,
    under Node (Cache Storage kept in memory by the script): the first start keeps a
    snapshot; the next ones start from it with the module imported, the package's files
    and metadata back and new random numbers; a broken snapshot or another build's key
    means a normal start (and a new snapshot, the old one deleted); two kernels keeping
    theirs at once leave one that serves."""
    if shutil.which("node") is None:       # in CI (.ci/run installs it) a skip would hide it
        if os.environ.get("MJLEARN_REQUIRE_BROWSER"):
            pytest.fail("node is not installed")
        pytest.skip("node is not installed")
    script = REPOSITORY / "tests/browser/kernel_snapshot_check.mjs"
    runtime = SITE / "static/pyodide"
    done = subprocess.run(["node", str(script), str(runtime / "mjlearn-boot.mjs"), f"{runtime}/"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    starts = {line["label"]: line for line in lines if "label" in line}

    def said(label, words):
        return any(words in text for text in starts[label]["said"])

    assert said("first", "snapshot kept") and not said("first", "started from the snapshot")
    for label in ("second", "third", "after broken"):
        assert said(label, "started from the snapshot"), starts[label]
        assert not said(label, "snapshot kept")
    assert said("broken", "did not start") and said("broken", "snapshot kept")
    assert said("rebuilt", "snapshot kept") and not said("rebuilt", "started from")
    assert starts["no settings"]["said"] == [] and starts["no settings"]["imported"] == []
    for start in starts.values():
        assert start["answer"] == 42 and start["six"] == "1.17.0" and start["loaded"] == ["six"]
        assert start["path_head"] == ["", "/lib/python314.zip"]      # one "" before the rest
    for label in ("first", "second", "third", "broken", "after broken", "rebuilt",
                  "after two tabs"):
        assert starts[label]["imported"] == ["six", "email.message"]
    assert len({starts[label]["random"] for label in ("second", "third", "after broken")}) == 3
    assert said("after two tabs", "started from the snapshot")
    assert lines[-1] == {"kept": ["build-3/files", "build-3/memory"]}


def kernel_output(page, code: str) -> str:
    """What ``code`` prints in the current notebook's kernel."""
    return bounded(page, """async (code) => {
        const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        const future = kernel.requestExecute({code, silent: false, store_history: false});
        let out = '';
        future.onIOPub = msg => {
            if (msg.header.msg_type === 'stream') out += msg.content.text;
            if (msg.header.msg_type === 'error') out += msg.content.ename + ': ' + msg.content.evalue;
        };
        await future.done;
        return out;
    }""", code, 120_000)


def test_a_second_visit_starts_from_the_snapshot_with_its_lesson_alone(site, browser):
    """A first visit by the start page's link, lesson 07 opened from it: two lessons open,
    neither asking to be saved, and the kernel's memory kept. Then lesson 07's own link (as
    the front page and a teacher give it): that lesson alone, one kernel, started from the
    snapshot, and the lesson runs in it to its end, its exercise answering a wrong answer."""
    from mjlearn.riichi import Situation, score

    context = offline_context(browser, site)
    said: list[str] = []
    documents = "() => [...window.jupyterapp.shell.widgets('main')].filter(w => w.context)"
    try:
        page = context.new_page()
        page.on("console", lambda message: said.append(message.text))
        lesson = LessonPage(page, site)
        page.goto(f"{site.origin}/{start_url('en')}")
        lesson.wait_for_lesson("en/00_start.ipynb", timeout_ms=180_000)
        lesson.command("docmanager:open", {"path": "en/07_fu.ipynb"})
        lesson.wait_for_lesson("en/07_fu.ipynb", timeout_ms=180_000)
        assert lesson.open_documents() == ["en/00_start.ipynb", "en/07_fu.ipynb"]
        page.wait_for_function(f"() => ({documents})().every(w => "
                               "w.sessionContext.session?.kernel?.status === 'idle')",
                               timeout=180_000)
        assert page.evaluate(f"() => ({documents})().map(w => w.context.model.dirty)") == \
            [False, False]
        for _ in range(180):          # kept while the kernels went on starting
            if any("snapshot kept" in text for text in said):
                break
            page.wait_for_timeout(1000)
        assert any("snapshot kept" in text for text in said), said
        page.close()

        said.clear()
        page = context.new_page()
        page.on("console", lambda message: said.append(message.text))
        lesson = LessonPage(page, site)
        page.goto(f"{site.origin}/{lesson_url('en/07_fu.ipynb')}")
        lesson.wait_for_lesson("en/07_fu.ipynb", timeout_ms=180_000)
        lesson.run_all(timeout_ms=240_000)
        assert browser_problems(lesson) == []
        # the exercise's widgets talk to the restored kernel: a wrong answer is diagnosed
        story = offline_story("en")
        lesson.scroll_to_cell("exercise-fu")
        lesson.type_in_widget_text(story["wrong"], within=EXERCISE)
        lesson.click_widget_button(story["check"], within=EXERCISE)
        page.locator(f"{EXERCISE} .mjlearn-wrong").first.wait_for(timeout=60_000)
        assert visible_text(page.locator(f"{EXERCISE} .mjlearn-feedback").first.inner_html()) \
            == story["diagnosis"]
        assert lesson.open_documents() == ["en/07_fu.ipynb"]
        kernels = page.evaluate("() => [...window.jupyterapp.serviceManager.kernels.running()]"
                                ".length")
        assert kernels == 1
        assert any("started from the snapshot" in text for text in said), said
        expected = score(Situation("456m789p123999s11z", win="3s", riichi=True)).fu
        assert kernel_output(page, "from mjlearn.riichi import Situation, score\n"
                             "print(score(Situation('456m789p123999s11z', win='3s', "
                             "riichi=True)).fu)").strip() == str(expected)
        assert context.outside == []
        lesson.close()
    finally:
        context.close()
