"""Drive JupyterLab in headless Chromium: start the lessons, open a lesson, run it, look at it.

The server is what ``python3 dev.py start`` runs: the launcher ``python -m mjlearn.lessons
lab`` itself, on a learner's workspace in a temporary folder (``--workspace``), a free
port and ``--no-browser``; the harness reads the address, token included, from the last
line the launcher prints. A test-only Jupyter configuration (``JUPYTER_CONFIG_DIR``)
exposes ``window.jupyterapp``, so the tests run JupyterLab commands by id (menus are
translated; command ids are not). Chromium is Debian's ``/usr/bin/chromium`` driven by
Playwright — never a downloaded browser.

The widget helpers (:meth:`LessonPage.click_widget_button`, :meth:`type_in_widget_text`,
:meth:`click_tile`, :meth:`widget_html`) are what the exercise lessons' browser tests answer
exercises with; :meth:`LessonPage.cell` narrows them to one cell of a lesson.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from mjlearn.lessons.build import REPOSITORY
from mjlearn.lessons.lab import free_port, jupyterlab_workspace, write_settings
from mjlearn.lessons.workspace import Workspace, lesson_file
from tests.notebook_checks import lesson_output_problems

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
SCREENSHOTS = REPOSITORY / "build" / "screenshots"
# Every cell in the DOM (JupyterLab's default windowing leaves off-screen cells out).
_NOTEBOOK_SETTINGS = Path("@jupyterlab", "notebook-extension", "tracker.jupyterlab-settings")
_ADDRESS = re.compile(r"(http://127\.0\.0\.1:(\d+)/\S*\?token=([0-9a-f]+))\s*$")
# A lesson named the way the repository names it (notebooks/pl/07_fu.ipynb).
_REPOSITORY_LESSON = re.compile(r"^notebooks/([a-z]{2})/(\d\d_[a-z0-9_]+)\.ipynb$")


class Launcher:
    """``python -m mjlearn.lessons ARGS…`` run as a learner or a teacher runs it (what
    ``python3 dev.py start`` becomes), on a workspace in ``folder/workspace``; it is ready
    when the last line it printed ends with an address."""

    def __init__(self, folder: Path, args: list[str], name: str,
                 env: dict[str, str] | None = None) -> None:
        self.folder = folder
        self.workspace = Workspace(folder / "workspace")
        self.root = self.workspace.root
        self.port = free_port()
        self.command = [sys.executable, "-m", "mjlearn.lessons", *args, "--no-browser",
                        "--workspace", str(self.root), "--port", str(self.port)]
        # The learner's progress (the exercises' default store, platformdirs) starts empty
        # in this folder: not the test process's own store, which holds the answers the
        # tests give offline (two misses there would lower the level the page shows).
        # A second launcher on the same folder is the same learner, progress kept.
        self.env = dict(os.environ, PYTHONUNBUFFERED="1", XDG_DATA_HOME=str(folder / "data"),
                        **(env or {}))
        self.output_path = folder / f"launcher-{name}.log"
        self.token = ""
        self.address = ""
        self.lines: list[str] = []
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 120) -> None:
        with self.output_path.open("wb") as output:
            self.process = subprocess.Popen(self.command, env=self.env, cwd=REPOSITORY,
                                            stdout=output, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.lines = self.output().splitlines()
            found = _ADDRESS.search(self.lines[-1]) if self.lines else None
            if found:
                self.address, self.token = found[1], found[3]
                return
            if self.process.poll() is not None:
                raise RuntimeError(f"the launcher exited ({self.process.returncode}):\n"
                                   f"{self.output()}\n{self.log()}")
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"no address in {timeout} s:\n{self.output()}\n{self.log()}")

    def output(self) -> str:
        """What the launcher printed (the learner's terminal)."""
        return self.output_path.read_text(encoding="utf-8", errors="replace")

    def log(self) -> str:
        """The end of the server's own log (JupyterLab's or Voilà's)."""
        logs = [self.workspace.state / "jupyterlab.log",
                self.workspace.state / "classroom" / "voila.log"]
        return "".join(path.read_text(encoding="utf-8", errors="replace")[-4000:]
                       for path in logs if path.exists())

    def request(self, path: str, method: str = "GET"):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        # Loopback only: never through a proxy the environment may name.
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        return opener.open(request, timeout=5)

    def stop(self) -> None:
        """Stop it as Ctrl+C does: the launcher stops its server and the kernels."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=40)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class LabServer(Launcher):
    """The lessons as a learner starts them (``python3 dev.py start --lang LANG``).

    ``LabServer(folder, lang)`` keeps the workspace in ``folder/workspace``; a second
    server on the same folder is the learner starting again. :attr:`root` is the served
    workspace: running a lesson (and JupyterLab's autosave) never touches the committed
    notebooks that ``build --check`` compares.
    """

    def __init__(self, lab_dir: Path, lang: str = "en") -> None:
        config = lab_dir / "jupyter-config"  # for the tests only: window.jupyterapp
        config.mkdir(parents=True, exist_ok=True)
        (config / "jupyter_lab_config.json").write_text(
            json.dumps({"LabApp": {"expose_app_in_browser": True}}), encoding="utf-8")
        super().__init__(lab_dir, ["lab", "--lang", lang], f"lab-{lang}",
                         {"JUPYTER_CONFIG_DIR": str(config)})
        self.lang = lang
        self.settings_dir = self.workspace.jupyterlab_dir / "user-settings"
        self.workspaces_dir = self.workspace.jupyterlab_dir / "workspaces"

    def start(self, timeout: float = 120) -> None:
        tracker = self.settings_dir / _NOTEBOOK_SETTINGS
        if not tracker.exists():
            tracker.parent.mkdir(parents=True, exist_ok=True)
            tracker.write_text(json.dumps({"windowingMode": "none"}), encoding="utf-8")
        super().start(timeout)

    def set_language(self, lang: str) -> None:
        """JupyterLab's interface language for the pages opened from now on."""
        write_settings(self.settings_dir, lang)

    @staticmethod
    def path(notebook: str) -> str:
        """A notebook's path in the workspace; a lesson may be named as the repository
        names it (``notebooks/pl/07_fu.ipynb`` → ``pl/07_fu-pl.ipynb``)."""
        found = _REPOSITORY_LESSON.match(notebook)
        return lesson_file(found[1], found[2]) if found else notebook

    def url(self, notebook: str, reset: bool = True) -> str:
        """A notebook's URL in the JupyterLab workspace of its language (``?reset``: a
        fresh layout, not the last test's tabs)."""
        path = self.path(notebook)
        lang = path.split("/", 1)[0] if re.match(r"^[a-z]{2}/", path) else self.lang
        query = f"?reset&token={self.token}" if reset else f"?token={self.token}"
        return (f"http://127.0.0.1:{self.port}/lab/workspaces/{jupyterlab_workspace(lang)}"
                f"/tree/{path}{query}")


_NOTEBOOK = "window.jupyterapp.shell.currentWidget"

_RUN_FINISHED = f"""() => {{
    const panel = {_NOTEBOOK};
    const kernel = panel.sessionContext.session?.kernel;
    if (!kernel || kernel.status !== 'idle') return false;
    for (const cell of panel.content.model.cells) {{
        if (cell.type === 'code' && cell.executionCount === null) return false;
    }}
    return true;
}}"""

_OUTPUTS = f"""() => {{
    const outputs = [];
    for (const cell of {_NOTEBOOK}.content.model.cells) {{
        if (cell.type === 'code') outputs.push(...cell.outputs.toJSON());
    }}
    return outputs;
}}"""


def bounded(page, function: str, arg=None, timeout_ms: int = 60_000):
    """``page.evaluate`` of an async ``function`` (called with ``arg``), failing after
    ``timeout_ms`` instead of waiting for ever: Playwright bounds its waits, not a promise
    the page never settles (a kernel that never starts, a run that never ends)."""
    wrapper = ("async ([arg, ms]) => { let timer; try { return await Promise.race([("
               + function + ")(arg), new Promise((_, reject) => { timer = setTimeout("
               "() => reject(new Error(`no answer in ${ms} ms`)), ms); })]); }"
               " finally { clearTimeout(timer); } }")
    return page.evaluate(wrapper, [arg, timeout_ms])


def dialogs(page) -> str:
    """The text of any dialog JupyterLab shows (a kernel error, a kernel to pick)."""
    try:
        shown = page.locator(".jp-Dialog").all_inner_texts()
    except Exception as error:      # a page that no longer answers
        return f"(the page does not answer: {error})"
    return "dialogs: " + (" | ".join(" ".join(text.split()) for text in shown) or "none")


class LessonPage:
    """One lesson open in JupyterLab in a Playwright page."""

    def __init__(self, page, server: LabServer) -> None:
        self.page = page
        self.server = server

    def open(self, notebook: str, timeout_ms: int = 60_000, reset: bool = True) -> None:
        self.page.goto(self.server.url(notebook, reset=reset))
        self.wait_for_lesson(notebook, timeout_ms)

    def wait_for_lesson(self, notebook: str, timeout_ms: int = 60_000) -> None:
        """Until ``notebook`` is the current tab, loaded, with its kernel ready."""
        notebook = self.server.path(notebook)
        self.page.wait_for_function(
            f"() => window.jupyterapp && {_NOTEBOOK} && {_NOTEBOOK}.sessionContext "
            f"&& {_NOTEBOOK}.context.path === {json.dumps(notebook)}", timeout=timeout_ms)
        try:
            bounded(self.page, f"async () => {{ await {_NOTEBOOK}.context.ready; "
                               f"await {_NOTEBOOK}.sessionContext.ready; }}", timeout_ms=timeout_ms)
        except Exception as error:
            raise AssertionError(f"{notebook}: its kernel is not ready ({error}); "
                                 f"{dialogs(self.page)}\n{self.server.log()}") from None
        # The cells are drawn from the model a moment after it is ready.
        self.page.wait_for_function(
            f"() => {_NOTEBOOK}.content.widgets.length === {_NOTEBOOK}.content.model.cells.length"
            f" && {_NOTEBOOK}.content.model.cells.length > 0", timeout=timeout_ms)

    def close(self) -> None:
        """Shut the lesson's kernel down and close the page."""
        try:
            bounded(self.page, f"async () => {{ await {_NOTEBOOK}?.sessionContext?.shutdown(); }}",
                    timeout_ms=30_000)
        finally:
            self.page.close()

    def open_documents(self) -> list[str]:
        """The paths of the documents open in JupyterLab's main area: its tabs."""
        return self.page.evaluate("() => [...window.jupyterapp.shell.widgets('main')]"
                                  ".map(widget => widget.context?.path).filter(Boolean)")

    def save(self) -> None:
        """Save the current notebook, as Ctrl+S does."""
        bounded(self.page, f"async () => {{ await {_NOTEBOOK}.context.save(); }}")

    def command(self, command_id: str, args: dict | None = None, timeout_ms: int = 60_000) -> None:
        bounded(self.page, "async ([id, args]) => { await window.jupyterapp.commands.execute(id, "
                           "args); }", [command_id, args or {}], timeout_ms)

    def run_all(self, timeout_ms: int = 120_000) -> None:
        try:
            self.command("notebook:run-all-cells", timeout_ms=timeout_ms)
        except Exception as error:
            raise AssertionError(f"Run All did not finish ({error}); {dialogs(self.page)}\n"
                                 f"{self.server.log()}") from None
        self.page.wait_for_function(_RUN_FINISHED, timeout=timeout_ms)

    def outputs(self) -> list[dict]:
        """Every output of every code cell, as nbformat JSON (from the notebook model)."""
        return self.page.evaluate(_OUTPUTS)

    def text(self) -> str:
        """The rendered notebook's text: prose, code and outputs."""
        return self.page.locator(".jp-NotebookPanel:visible .jp-Notebook").text_content() or ""

    def menu_items(self, position: int) -> list[str]:
        """The labels of the main menu at ``position`` (0 File, 3 Run …), menu closed after."""
        self.page.locator("#jp-menu-panel .lm-MenuBar-item").nth(position).click()
        menu = self.page.locator(".lm-Menu:visible .lm-Menu-itemLabel")
        menu.first.wait_for()
        labels = [label for label in menu.all_text_contents() if label]
        self.page.keyboard.press("Escape")
        return labels

    def menu_titles(self) -> list[str]:
        """The main menu bar's titles, as shown (File, Edit, View, Run, Kernel …)."""
        return self.page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_text_contents()

    def file_browser_header(self) -> str:
        return self.page.locator(".jp-DirListing-header").first.text_content() or ""

    def _cell_node(self, cell_id: str):
        """The page's element of the cell with this id (the lesson source's cell id)."""
        return self.page.evaluate_handle(f"""(id) => {{
            const notebook = {_NOTEBOOK}.content;
            const index = [...notebook.model.cells].findIndex(cell => cell.id === id);
            if (index < 0) throw new Error(`no cell ${{id}}`);
            return notebook.widgets[index].node;
        }}""", cell_id)

    def scroll_to_cell(self, cell_id: str) -> None:
        """Scroll the cell with this id to the top: where the page lays it out now (after
        a resize too, when JupyterLab's own scrollToItem still goes by the old sizes)."""
        self._cell_node(cell_id).evaluate("(node) => node.scrollIntoView({block: 'start'})")

    def cell(self, cell_id: str) -> str:
        """A CSS selector for the cell with this id, to narrow the widget helpers to it:
        ``within=f"{lesson.cell('exercise-fu')} .mjlearn-exercise"`` (a lesson holds several
        exercises, and worked examples above them). JupyterLab puts no cell id in the page,
        so the cell's element is marked with it."""
        self._cell_node(cell_id).evaluate("(node, id) => { node.dataset.mjlearnCell = id; }",
                                          cell_id)
        return f'[data-mjlearn-cell="{cell_id}"]'

    def screenshot(self, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path

    # --- widgets: what the exercise lessons are answered with ---------------------------
    # ``within`` narrows each helper to the widgets under a CSS selector: an mjlearn
    # widget carries its class (".mjlearn-exercise", ".mjlearn-worked-example",
    # ".mjlearn-review" …), so a test answers the exercise, not the example above it.
    def click_widget_button(self, label: str, index: int = 0, within: str = "") -> None:
        scope = within or ".jp-OutputArea-output"
        self.page.locator(f"{scope} .widget-button", has_text=label).nth(index).click()

    def type_in_widget_text(self, text: str, index: int = 0, submit: bool = False,
                            within: str = "") -> None:
        scope = within or ".jp-OutputArea-output"
        box = self.page.locator(f"{scope} .widget-text input, "
                                f"{scope} .widget-textarea textarea").nth(index)
        box.fill(text)
        if submit:
            box.press("Enter")

    def click_tile(self, code: str, within: str = "") -> None:
        """Pick a tile by its picture in a tile picker (``code`` in mpsz: "1m", "0p")."""
        scope = within or ".jp-OutputArea-output"
        self.page.locator(f"{scope} .mjlearn-picker .mjlearn-t-{code}").first.click()

    def widget_html(self, index: int = 0, within: str = "") -> str:
        scope = within or ".jp-OutputArea-output"
        return self.page.locator(f"{scope} .widget-html-content").nth(index).inner_html()


def visible_text(html: str) -> str:
    """What a person reads of an HTML fragment: its text, spaces collapsed."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


def lesson_cell(lesson: str, cell_id: str) -> str:
    """The source of a code cell of a lesson (the same in every language)."""
    from mjlearn.lessons import load_lesson
    from mjlearn.lessons.source import SOURCE_DIR

    cells = {cell.id: cell for cell in load_lesson(SOURCE_DIR / f"{lesson}.md").cells}
    return cells[cell_id].text


def browser_problems(lesson: LessonPage) -> list[str]:
    """What a learner must never see on the page: errors, tracebacks, broken widgets."""
    problems = lesson_output_problems(lesson.outputs())
    text = lesson.text()
    for alarm in ("Error displaying widget", "Traceback (most recent call last)"):
        if alarm in text:
            problems.append(f"{alarm!r} on the page")
    if lesson.page.locator(".jp-OutputArea-output[data-mime-type*='stderr']").count():
        problems.append("stderr output on the page")
    return problems


def launch_chromium(playwright):
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS,
                                      headless=True)


@contextmanager
def chromium_browser():
    """Debian's Chromium under Playwright, closed afterwards."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def running(server: Launcher):
    """A started launcher (a browser test's server), stopped afterwards."""
    need_chromium()
    server.start()
    try:
        yield server
    finally:
        server.stop()


def need_chromium() -> None:
    """Skip a browser test when there is no chromium — fail it instead in CI
    (``MJLEARN_REQUIRE_BROWSER=1``, set by .ci/run), where a skip would hide it."""
    import pytest

    missing = require_chromium()
    if missing:
        if os.environ.get("MJLEARN_REQUIRE_BROWSER"):
            pytest.fail(missing)
        pytest.skip(missing)


def require_chromium() -> str | None:
    """None when the browser tests can run, else why not."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    return None
