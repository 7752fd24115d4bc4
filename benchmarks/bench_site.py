"""The offline JupyterLite site (``python3 dev.py site``): how long a learner waits for the
first engine output of a lesson, against the floor of the same site's bare kernel, cold
and warm, in one run; and an exercise's check → feedback in the browser's kernel.

    .venv/bin/python benchmarks/bench_site.py              # builds build/site/ first
    .venv/bin/python benchmarks/bench_site.py --no-build --checks 6 --profile

The site is served on 127.0.0.1 (``tools/site_build.py serve``, as ``dev.py site
--serve``) and opened in headless Chromium (Debian's ``/usr/bin/chromium``) with every
request to another host blocked.

* **lesson**: the fu lesson's address (``lab/en/index.html?path=en/07_fu.ipynb``, as the
  front page links a lesson), then *Run All* as soon as the lesson is on the page: from
  ``goto`` to the first engine output on the page (the first worked hand's score);
* **bare kernel**: the same site, a notebook whose only cell is ``1 + 1`` (served by the
  benchmark beside the lessons, so the site itself is unchanged), the same way: from
  ``goto`` to ``2`` on the page. Before the first run the site's files are read once
  through the server and JupyterLab is opened once in a profile thrown away, so that the
  first run (the cold lesson) does not also pay the disk's and the browser's first start. Every kernel of the site loads the same packages at
  start, so the ratio is what the lesson itself adds;
* **cold**: a new browser profile (empty cache, no service worker, no kernel snapshot) for
  each of the two; **warm**: the same profile opening the same address again (the
  browser's cache, JupyterLite's service worker and the kernel's memory snapshot in
  place). A cold page stays open until its kernel's snapshot is kept (at most a minute,
  not counted: a learner's first visit lasts longer than its first output);
* **the lesson without the snapshot**: the same lesson, cold and warm, in a third profile
  whose ``jupyter-lite.json`` points the kernel at the runtime's own ``pyodide.mjs`` (the
  site as it was before its kernel started from a snapshot), for what the snapshot saves
  and costs. The six runs take turns: lesson cold, bare cold, lesson without the snapshot
  cold, then the same three warm;
* **check → feedback**: in the fu lesson (run to its end), the first exercise answered
  ``--checks`` times, each timed from the click on Check to the feedback on the page.

``--profile`` also prints where a start's time goes: a timeline of the page's own marks
(the page loaded, JupyterLab's app made, its plugins activated and how many, the layout
restored, the kernel's worker made, the lesson on the page, its kernel asked for, the
kernel idle, the first execute request sent, the kernel busy on it, the first output
message, the watched output), the kernel's console lines on the same clock (the snapshot
read, the runtime instantiated, the start from the snapshot), each file the kernel
fetched (the runtime, every wheel: size and time), Pyodide's own lines (what it loads)
and the first cells' run times in the kernel.

It prints one line on standard output, in the issue's form (everything else, the size,
the load average, the profile, goes to standard error):

    site ratio: first engine output cold X s (bare kernel A s, ratio R), warm Y s (bare
    kernel B s, ratio S); check → feedback median M ms

Goal (issue 27): R ≤ 1.5, S ≤ 1.5, and a warm visit at least 3× faster than a cold one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.lab_harness import LessonPage, launch_chromium  # noqa: E402
from tests.browser.site_harness import SITE, SiteServer, offline_context  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from site_build import lesson_url  # noqa: E402
from site_kernel import KERNEL_PLUGIN, RUNTIME_URL  # noqa: E402

LESSON = "en/07_fu.ipynb"
FIRST_OUTPUT = "hand-one-run"       # the lesson's first cell whose output is the engine's
BARE = "en/bare-kernel.ipynb"
NOTEBOOK = "window.jupyterapp?.shell.currentWidget"

# The page's marks, in ms since the navigation started: the page parsed and loaded,
# JupyterLab's app made, its plugins activated (``started``, with how many) and its layout
# restored, the kernel's worker made, the lesson on the page, its kernel asked for, the
# kernel idle (ready), the first execute request sent, the kernel busy on it, the first
# output message received, the watched cell's first output (set by ``first_output``). The
# page's ``timeOrigin`` (ms since the epoch) puts the kernel's console lines on the same
# clock.
MARKS = """(() => {
    const marks = {};
    window.__mjlearnMarks = marks;
    window.__mjlearnTimeOrigin = performance.timeOrigin;
    const now = () => performance.now();
    document.addEventListener('DOMContentLoaded', () => { marks.dom_ready ??= now(); });
    window.addEventListener('load', () => { marks.page_loaded ??= now(); });
    const NativeWorker = window.Worker;
    window.Worker = function (url, options) {
        marks.kernel_worker ??= now();
        return new NativeWorker(url, options);
    };
    window.Worker.prototype = NativeWorker.prototype;
    const poll = setInterval(() => {
        const app = window.jupyterapp;
        if (app && !marks.app) {
            marks.app = now();
            app.started.then(() => {
                marks.plugins_activated ??= now();
                marks.plugins = app.listPlugins().filter(id => app.isPluginActivated(id)).length;
            });
            app.restored.then(() => { marks.layout_restored ??= now(); });
        }
        const panel = app?.shell?.currentWidget;
        if (!panel?.sessionContext) return;
        marks.notebook ??= now();
        const kernel = panel.sessionContext.session?.kernel;
        if (kernel) marks.kernel_asked ??= now();
        if (kernel && !kernel.__mjlearnWatched) {
            kernel.__mjlearnWatched = true;
            kernel.anyMessage.connect((_, { direction, msg }) => {
                const type = msg.header.msg_type;
                if (direction === 'send' && type === 'execute_request') marks.execute_sent ??= now();
                if (direction === 'recv' && type === 'status' && msg.content.execution_state === 'busy'
                    && msg.parent_header?.msg_type === 'execute_request') marks.execute_busy ??= now();
                if (direction === 'recv' && ['stream', 'display_data', 'execute_result', 'error']
                    .includes(type)) marks.first_output_message ??= now();
            });
        }
        if (kernel?.status === 'idle') marks.kernel_idle ??= now();
        if (marks.kernel_idle && marks.output) clearInterval(poll);
    }, 10);
})();"""


def bare_notebook() -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": "bare",
                       "metadata": {}, "outputs": [], "source": ["1 + 1"]}],
            "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)",
                                        "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def serve_bare_notebook(context, server: SiteServer) -> None:
    """The bare kernel's notebook, served as if it were one of the site's files: listed in
    its folder's contents and fetched from ``files/``."""
    body = json.dumps(bare_notebook())
    folder, name = BARE.rsplit("/", 1)

    def listing(route) -> None:
        response = route.fetch()
        data = response.json()
        data["content"].append({**data["content"][0], "name": name, "path": BARE,
                                "size": len(body), "type": "notebook"})
        route.fulfill(response=response, json=data)

    context.route(f"{server.origin}/api/contents/{folder}/all.json*", listing)
    context.route(f"{server.origin}/files/{BARE}*",
                  lambda route: route.fulfill(body=body, content_type="application/json"))


def without_snapshot(config: dict) -> None:
    """The site as it was before its kernel started from a snapshot: the kernel's
    ``pyodideUrl`` back at the runtime's own ``pyodide.mjs``."""
    plugin = config["litePluginSettings"][KERNEL_PLUGIN]
    plugin["pyodideUrl"] = RUNTIME_URL
    plugin["loadPyodideOptions"].pop("mjlearnSnapshot", None)


def new_context(browser, server: SiteServer, configure=None):
    context = offline_context(browser, server, configure)
    context.snapshots = configure is None
    serve_bare_notebook(context, server)
    context.add_init_script(MARKS)
    context.fetched = []
    context.on("requestfinished", lambda request: context.fetched.append(request))
    return context


def first_output(context, server: SiteServer, notebook: str, cell_id: str | None,
                 timeout_ms: int = 300_000) -> dict:
    """Open ``notebook``'s address, *Run All* once it is on the page, and wait for the
    first output of ``cell_id`` (None: the first cell). Returns the seconds and the
    profile's figures. Before the page is closed, the kernel's snapshot is given the time
    to be kept (a learner's first visit lasts longer than its first output): at most a
    minute, not counted."""
    page = context.new_page()
    lines: list[tuple[float, str]] = []
    page.on("console", lambda message: lines.append((time.time(), message.text)))
    context.fetched.clear()
    lesson = LessonPage(page, server)
    start = time.monotonic()
    page.goto(f"{server.origin}/{lesson_url(notebook)}")     # as the front page links it
    page.wait_for_function(f"() => {NOTEBOOK}?.context?.path === {json.dumps(notebook)} && "
                           f"{NOTEBOOK}.context.isReady && "
                           f"{NOTEBOOK}.content.model.cells.length > 0", timeout=timeout_ms)
    # Run All once the session has its kernel (starting): not awaited, the command's promise
    # is the end of the whole run
    page.evaluate(f"async () => {{ await {NOTEBOOK}.sessionContext.ready; "
                  "window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    index = (f"Array.from({NOTEBOOK}.content.model.cells).findIndex(c => c.id === "
             f"{json.dumps(cell_id)})" if cell_id else "0")
    page.wait_for_function(f"() => {NOTEBOOK}.content.model.cells.get({index})"
                           ".outputs.length > 0", timeout=timeout_ms)
    elapsed = time.monotonic() - start
    page.evaluate("() => { window.__mjlearnMarks.output = performance.now(); }")
    restored = any("started from the snapshot" in text for _, text in lines)
    if context.snapshots and not restored:
        for _ in range(60):
            if any(text.startswith(("mjlearn kernel: snapshot kept", "mjlearn kernel: no snapshot"))
                   for _, text in lines):
                break
            page.wait_for_timeout(1000)
    marks = page.evaluate("() => window.__mjlearnMarks")
    origin = page.evaluate("() => window.__mjlearnTimeOrigin") / 1000
    said = [(at - origin, text) for at, text in lines]     # s since the navigation started
    cells = page.evaluate(CELL_TIMES)
    files = [(r.url.rsplit("/", 1)[-1].split("?")[0], r.sizes()["responseBodySize"],
              r.timing["responseEnd"] - r.timing["requestStart"], r.timing["startTime"])
             for r in context.fetched if "/static/pyodide/" in r.url]
    lesson.close()
    return {"seconds": elapsed, "marks": marks, "lines": said, "files": files,
            "cells": cells}


# The run time of each code cell run so far (JupyterLab's execution timing metadata).
CELL_TIMES = f"""() => {NOTEBOOK}.content.model.toJSON().cells
    .filter(c => c.cell_type === 'code' && c.metadata?.execution)
    .slice(0, 8).map(c => {{
        const e = c.metadata.execution;
        const t = k => Date.parse(e[k]);
        return [c.id, (t('shell.execute_reply') - t('iopub.execute_input')) / 1000];
    }})"""


def print_profile(name: str, run: dict) -> None:
    plugins = run["marks"].pop("plugins", None)
    marks = ", ".join(f"{k.replace('_', ' ')} {v / 1000:.2f} s"
                      for k, v in sorted(run["marks"].items(), key=lambda kv: kv[1]))
    note(f"  {name}: {run['seconds']:.1f} s — {marks}"
         + (f" ({plugins} plugins activated)" if plugins is not None else ""))
    files = sorted(run["files"], key=lambda f: f[3])
    if files:
        total = sum(f[1] for f in files)
        note(f"    {len(files)} runtime files and wheels fetched, {total / 1e6:.1f} MB: "
              + ", ".join(f"{n} {s / 1e3:.0f} kB {t:.0f} ms" for n, s, t, _ in files))
    for at, text in run["lines"]:
        if text.startswith(("Loading", "Loaded", "Didn't find", "mjlearn")) or "import time" in text:
            note(f"    {at:6.2f} s  {text[:300]}")
    if run["cells"]:
        note("    cells run (s): " + ", ".join(f"{i} {t:.2f}" for i, t in run["cells"]))


# What the lesson's first cells cost in a fresh kernel of the site, statement by statement
# (the lesson's language cell, its setup cell, its first worked hand), in seconds.
KERNEL_PROFILE = """
import time
def _timed(statement):
    start = time.perf_counter()
    exec(statement, globals())
    return time.perf_counter() - start
for _statement in ["import mjlearn", "mjlearn.set_language('en')",
                   "from IPython.display import HTML, display",
                   "from mjlearn.i18n import format_count, render_score_html, render_waits",
                   "from mjlearn.riichi import Situation, score",
                   "from mjlearn.widgets import ExerciseWidget, HandView",
                   "HandView('456m789p123999s11z', win='3s')",
                   "render_score_html(score(Situation('456m789p123999s11z', win='3s', "
                   "riichi=True)), detail='fu')"]:
    print(f"{_timed(_statement):6.2f} s  {_statement}")
import sys
print(f"{len([m for m in sys.modules if m.startswith('mjlearn')])} mjlearn modules loaded")
"""


def kernel_profile(context, server: SiteServer) -> str:
    """:data:`KERNEL_PROFILE` run in a new kernel of the site (the bare notebook's)."""
    page = context.new_page()
    lesson = LessonPage(page, server)
    page.goto(f"{server.origin}/{lesson_url(BARE)}")
    lesson.wait_for_lesson(BARE, timeout_ms=300_000)
    page.wait_for_function(f"() => {NOTEBOOK}.sessionContext.session?.kernel?.status === 'idle'",
                           timeout=300_000)
    out = page.evaluate("""async (code) => {
        const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        const future = kernel.requestExecute({code, silent: false, store_history: false});
        let out = '';
        future.onIOPub = msg => {
            if (msg.header.msg_type === 'stream') out += msg.content.text;
            if (msg.header.msg_type === 'error') out += msg.content.evalue;
        };
        await future.done;
        return out;
    }""", KERNEL_PROFILE)
    lesson.close()
    return out


def check_to_feedback(context, server, checks: int) -> list[float]:
    from mjlearn.exercises import expected_answer, generate, get_kind

    lesson = LessonPage(context.new_page(), server)
    lesson.open(LESSON, timeout_ms=180_000)
    lesson.run_all(timeout_ms=300_000)
    page = lesson.page
    q = generate("count_fu", 3, 1, taught=7)   # the lesson's first exercise, as it draws it
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
            + " and dict(w.question.constraints) == {'taught': 7}][0])",
            silent: false, store_history: false});
        let out = '';
        future.onIOPub = msg => { if (msg.header.msg_type === 'stream') out += msg.content.text; };
        await future.done;
        return out.trim();
    }""")
    return generate("count_fu", int(seed), 1, taught=7)


def size_of(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def report_size() -> None:
    files, total = size_of(SITE)
    wheels = sum(p.stat().st_size for p in (SITE / "static/pyodide").glob("*.whl"))
    runtime = size_of(SITE / "static/pyodide")[1] - wheels
    app = size_of(SITE / "build")[1] + size_of(SITE / "extensions")[1]
    note(f"site: {files} files, {total / 1e6:.1f} MB (JupyterLab app {app / 1e6:.1f} MB, "
          f"Pyodide runtime {runtime / 1e6:.1f} MB, "
          f"{len(list((SITE / 'static/pyodide').glob('*.whl')))} wheels {wheels / 1e6:.1f} MB)")


def read_whole_site(server: SiteServer) -> None:
    """Every file of the site read once through the server before the first run, so the
    first run (the cold lesson) does not also pay for the machine's disk cache."""
    import urllib.request

    for path in sorted(SITE.rglob("*")):
        if path.is_file():
            url = f"{server.origin}/{path.relative_to(SITE).as_posix()}"
            with urllib.request.urlopen(urllib.parse.quote(url, safe=":/")) as response:
                response.read()


def warm_up_browser(browser, server: SiteServer) -> None:
    """JupyterLab opened once, without a notebook (no kernel), in a profile of its own that
    is then thrown away: the browser's own first start is not counted in the first run
    (always the cold lesson's), and neither measured profile has any of the site cached."""
    context = offline_context(browser, server)
    page = context.new_page()
    page.goto(f"{server.origin}/lab/en/index.html")
    page.wait_for_function("() => window.jupyterapp?.shell", timeout=300_000)
    context.close()


def note(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use build/site/ as it is")
    parser.add_argument("--checks", type=int, default=6)
    parser.add_argument("--profile", action="store_true", help="where each start's time goes")
    args = parser.parse_args()
    if not args.no_build:
        start = time.monotonic()
        subprocess.run([sys.executable, str(ROOT / "tools" / "site_build.py"), "build"],
                       check=True, cwd=ROOT, stdout=sys.stderr)
        note(f"build: {time.monotonic() - start:.0f} s")
    report_size()
    note(f"load average (1/5/15 min) at the start: {load()} on {os.cpu_count()} cores")
    from playwright.sync_api import sync_playwright

    server = SiteServer()
    server.start()
    read_whole_site(server)
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            try:
                warm_up_browser(browser, server)
                lesson_profile, bare_profile = (new_context(browser, server),
                                                new_context(browser, server))
                plain_profile = new_context(browser, server, without_snapshot)
                runs = {}
                for visit in ("cold", "warm"):
                    runs["lesson", visit] = first_output(lesson_profile, server, LESSON,
                                                         FIRST_OUTPUT)
                    runs["bare", visit] = first_output(bare_profile, server, BARE, None)
                    runs["lesson without the snapshot", visit] = first_output(
                        plain_profile, server, LESSON, FIRST_OUTPUT)
                if args.profile:
                    note("where the time goes (s since the address was opened):")
                    for (name, visit), run in runs.items():
                        print_profile(f"{name} {visit}", run)
                    note("  the lesson's first cells in a new kernel of the site:")
                    for line in kernel_profile(bare_profile, server).splitlines():
                        note(f"    {line}")
                times = check_to_feedback(lesson_profile, server, args.checks)
                outside = lesson_profile.outside + bare_profile.outside + plain_profile.outside
                assert outside == [], outside
                for context in (lesson_profile, bare_profile, plain_profile):
                    context.close()
            finally:
                browser.close()
    finally:
        server.stop()
    cold, warm = runs["lesson", "cold"]["seconds"], runs["lesson", "warm"]["seconds"]
    bare_cold, bare_warm = runs["bare", "cold"]["seconds"], runs["bare", "warm"]["seconds"]
    plain_cold = runs["lesson without the snapshot", "cold"]["seconds"]
    plain_warm = runs["lesson without the snapshot", "warm"]["seconds"]
    note(f"the lesson without the kernel's snapshot (the site's kernel started as before): "
         f"cold {plain_cold:.1f} s, warm {plain_warm:.1f} s (cold / warm {plain_cold / plain_warm:.2f}×)")
    note(f"check → feedback: {len(times)} checks, max {max(times) * 1000:.0f} ms; "
          f"cold / warm {cold / warm:.2f}× (goal ≥ 3); no request to another host; "
          f"load average at the end {load()}")
    print(f"site ratio: first engine output cold {cold:.1f} s (bare kernel {bare_cold:.1f} s, "
          f"ratio {cold / bare_cold:.2f}), warm {warm:.1f} s (bare kernel {bare_warm:.1f} s, "
          f"ratio {warm / bare_warm:.2f}); check → feedback median "
          f"{statistics.median(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
