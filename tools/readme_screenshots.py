"""Take the README's screenshots of the lessons (docs/*.png) in JupyterLab + Chromium.

    .venv/bin/python tools/readme_screenshots.py

Uses the browser tests' harness (Debian's chromium, JupyterLab on 127.0.0.1). Run it again
after a lesson's look changes; the pictures are committed, the tests never compare them.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPOSITORY))

from tests.browser.lab_harness import (LabServer, LessonPage, browser_problems,  # noqa: E402
                                       launch_chromium)

# (language, lesson, cell to scroll to, answers to type into the first exercise, file)
SHOTS = [
    ("es", "03_yaku", "hand-one-run", (), "lesson-yaku-es.png"),
    ("pl", "07_fu", "exercise-fu", ("40",), "exercise-fu-pl.png"),
]


def main() -> int:
    from playwright.sync_api import sync_playwright

    docs = REPOSITORY / "docs"
    docs.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server = LabServer(Path(tmp))
        server.start()
        browser = launch_chromium(playwright)
        context = browser.new_context(viewport={"width": 1280, "height": 860})
        try:
            for lang, lesson_name, cell, answers, filename in SHOTS:
                server.set_language(lang)
                lesson = LessonPage(context.new_page(), server)
                try:
                    lesson.open(f"notebooks/{lang}/{lesson_name}.ipynb")
                    lesson.run_all()
                    problems = browser_problems(lesson)
                    if problems:
                        print(f"{lang}/{lesson_name}: {problems}", file=sys.stderr)
                        return 1
                    lesson.scroll_to_cell(cell)
                    for answer in answers:
                        lesson.type_in_widget_text(answer)
                        lesson.page.locator(".jp-OutputArea-output .widget-button").first.click()
                        lesson.page.wait_for_timeout(1500)
                    lesson.page.wait_for_timeout(800)
                    shutil.copy(lesson.screenshot(f"readme-{filename[:-4]}"), docs / filename)
                    print(f"wrote docs/{filename}")
                finally:
                    lesson.close()
        finally:
            context.close()
            browser.close()
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
