"""The offline JupyterLite site (``python3 dev.py site``): its size, how long a learner
waits for the first lesson, and an exercise's check → feedback in the browser's kernel.

    .venv/bin/python benchmarks/bench_site.py              # builds build/site/ first
    .venv/bin/python benchmarks/bench_site.py --no-build --checks 7

The site is served on 127.0.0.1 (``tools/site_build.py serve``, as ``dev.py site
--serve``) and opened in headless Chromium (Debian's ``/usr/bin/chromium``) with every
request to another host blocked.

* **size**: the files of ``build/site/``, and the three big parts (JupyterLab's app, the
  Pyodide runtime, the wheels);
* **cold**: a new browser profile (empty cache, no service worker) opens the first
  lesson's address (``lab/en/index.html?path=en/01_tiles.ipynb``) and runs its first
  cell (``import mjlearn``): from ``goto`` to that cell's execution count, the kernel
  idle. The kernel (Pyodide and every wheel of the lock) starts with the page;
* **warm**: the same profile opens the same address again (the browser's cache and
  JupyterLite's service worker in place);
* **check → feedback**: in the fu lesson (run to its end), the first exercise answered
  ``--checks`` times, each timed from the click on Check to the feedback on the page.

Aim (issue 15): the first lesson interactive in under 20 s cold, under 5 s warm.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.lab_harness import LessonPage, launch_chromium  # noqa: E402
from tests.browser.site_harness import (SITE, SiteServer, build_site, first_cell_done,  # noqa: E402
                                        offline_context)


def size_of(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def report_size() -> None:
    files, total = size_of(SITE)
    wheels = sum(p.stat().st_size for p in (SITE / "static/pyodide").glob("*.whl"))
    runtime = size_of(SITE / "static/pyodide")[1] - wheels
    app = size_of(SITE / "build")[1] + size_of(SITE / "extensions")[1]
    print(f"site: {files} files, {total / 1e6:.1f} MB (JupyterLab app {app / 1e6:.1f} MB, "
          f"Pyodide runtime {runtime / 1e6:.1f} MB, "
          f"{len(list((SITE / 'static/pyodide').glob('*.whl')))} wheels {wheels / 1e6:.1f} MB)")


def open_first_lesson(context, server) -> float:
    lesson = LessonPage(context.new_page(), server)
    start = time.monotonic()
    lesson.open("en/01_tiles.ipynb", timeout_ms=180_000)
    first_cell_done(lesson.page, timeout_ms=180_000)
    elapsed = time.monotonic() - start
    lesson.close()
    return elapsed


def check_to_feedback(context, server, checks: int) -> list[float]:
    from mjlearn.exercises import generate, get_kind, expected_answer

    lesson = LessonPage(context.new_page(), server)
    lesson.open("en/07_fu.ipynb", timeout_ms=180_000)
    lesson.run_all(timeout_ms=300_000)
    page = lesson.page
    q = generate("count_fu", 3, 1)        # the lesson's first exercise (seed 3, level 1)
    wrong = next(m.answer(q) for m in get_kind("count_fu").misconceptions
                 if m.answer is not None and m.answer(q) not in (None, expected_answer(q)))
    lesson.scroll_to_cell("exercise-fu")
    box = page.locator(".mjlearn-exercise .widget-text input").first
    button = page.locator(".mjlearn-exercise .widget-button", has_text="Check").first
    times = []
    for n in range(checks):
        # alternate a wrong and a right answer so that every check changes the feedback
        answer = str(wrong if n % 2 == 0 else expected_answer(q))
        box.fill(answer)
        page.wait_for_function("() => !document.querySelector('.mjlearn-exercise "
                               ".mjlearn-feedback')", timeout=30_000)
        start = time.monotonic()
        button.click()
        page.locator(".mjlearn-exercise .mjlearn-feedback").first.wait_for(timeout=30_000)
        times.append(time.monotonic() - start)
        if n % 2 == 1:     # solved: the next exercise's question, then the same again
            page.locator(".mjlearn-exercise .widget-button", has_text="Next exercise").first.click()
            page.wait_for_timeout(300)
            q = generate_from_page(page)
            wrong = next(m.answer(q) for m in get_kind("count_fu").misconceptions
                         if m.answer is not None and m.answer(q) not in (None, expected_answer(q)))
    lesson.close()
    return times


def generate_from_page(page):
    """The question now shown in the lesson's first exercise, drawn again here: the
    widget's next seed (``mjlearn.exercises.tutor.quiz.seed_sequence``) is not on the page, so
    the kernel is asked."""
    from mjlearn.exercises import generate

    seed = page.evaluate("""async () => {
        const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        const future = kernel.requestExecute({code:
            "import gc\\nfrom mjlearn.widgets import ExerciseWidget\\n"
            + "print([w.question.seed for w in gc.get_objects() if type(w) is ExerciseWidget"
            + " and w.question.kind == 'count_fu' and w.question.difficulty == 1"
            + " and not w.question.constraints][0])", silent: false, store_history: false});
        let out = '';
        future.onIOPub = msg => { if (msg.header.msg_type === 'stream') out += msg.content.text; };
        await future.done;
        return out.trim();
    }""")
    return generate("count_fu", int(seed), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use build/site/ as it is")
    parser.add_argument("--checks", type=int, default=6)
    args = parser.parse_args()
    if not args.no_build:
        start = time.monotonic()
        build_site()
        print(f"build: {time.monotonic() - start:.0f} s (caches warm)")
    report_size()
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    from playwright.sync_api import sync_playwright

    server = SiteServer()
    server.start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            try:
                context = offline_context(browser, server)
                cold = open_first_lesson(context, server)
                warm = open_first_lesson(context, server)
                print(f"first lesson, first cell done: cold {cold:.1f} s (aim < 20 s), "
                      f"warm {warm:.1f} s (aim < 5 s)")
                times = check_to_feedback(context, server, args.checks)
                print(f"check → feedback in the browser: median {statistics.median(times) * 1000:.0f} ms, "
                      f"max {max(times) * 1000:.0f} ms over {len(times)} checks")
                assert context.outside == [], context.outside
                print("requests to other hosts: none")
                context.close()
            finally:
                browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
