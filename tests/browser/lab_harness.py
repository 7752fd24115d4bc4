"""Drive JupyterLab in headless Chromium: start a server, open a lesson, run it, look at it.

The server is started with the launcher of ``python3 dev.py start`` (``mjlearn.lessons.lab``)
on 127.0.0.1, a free port and a random token, with ``window.jupyterapp`` exposed so the
tests run JupyterLab commands by id (menus are translated; command ids are not). Chromium
is Debian's ``/usr/bin/chromium`` driven by Playwright — never a downloaded browser.

The widget helpers (:meth:`LessonPage.click_widget_button`, :meth:`type_in_widget_text`,
:meth:`widget_html`) are what the exercise lessons' browser tests answer exercises with.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from mjlearn.lessons.build import NOTEBOOKS_DIR, REPOSITORY
from mjlearn.lessons.classroom import free_port
from mjlearn.lessons.lab import lab_command, lab_environment, write_settings
from tests.notebook_checks import lesson_output_problems

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
SCREENSHOTS = REPOSITORY / "build" / "screenshots"
# Every cell in the DOM (JupyterLab's default windowing leaves off-screen cells out).
_NOTEBOOK_SETTINGS = Path("@jupyterlab", "notebook-extension", "tracker.jupyterlab-settings")


class LabServer:
    """A JupyterLab server for the tests, with its own settings and workspaces.

    It serves a copy of ``notebooks/``: running a lesson (and JupyterLab's autosave) must
    never touch the committed notebooks that ``build --check`` compares.
    """

    def __init__(self, lab_dir: Path) -> None:
        self.root = lab_dir / "root"
        self.settings_dir = lab_dir / "user-settings"
        self.workspaces_dir = lab_dir / "workspaces"
        self.log_path = lab_dir / "jupyterlab.log"
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 90) -> None:
        write_settings(self.settings_dir, "en")
        tracker = self.settings_dir / _NOTEBOOK_SETTINGS
        tracker.parent.mkdir(parents=True, exist_ok=True)
        tracker.write_text(json.dumps({"windowingMode": "none"}), encoding="utf-8")
        shutil.copytree(NOTEBOOKS_DIR, self.root / "notebooks")
        command = lab_command("en", port=self.port, open_browser=False, token=self.token,
                              root=self.root, expose_app=True)
        env = lab_environment(self.settings_dir, self.workspaces_dir)
        # the learner's progress (the exercises' default store) starts empty, in the
        # server's own directory
        env["XDG_DATA_HOME"] = str(self.root.parent / "data")
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(command, env=env, cwd=self.root, stdout=log,
                                            stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited ({self.process.returncode}):\n{self.log()}")
            try:
                with self._request("/api/status") as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"JupyterLab did not answer in {timeout} s:\n{self.log()}")

    def _request(self, path: str, method: str = "GET"):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        # Loopback only: never through a proxy the environment may name.
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        return opener.open(request, timeout=5)

    def set_language(self, lang: str) -> None:
        """JupyterLab's interface language for the pages opened from now on."""
        write_settings(self.settings_dir, lang)

    def url(self, notebook: str) -> str:
        """A lesson's URL (``?reset``: a fresh layout, not the last test's tabs)."""
        return f"http://127.0.0.1:{self.port}/lab/tree/{notebook}?reset&token={self.token}"

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")[-4000:]

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        try:  # the clean way: the server shuts its kernels down too
            self._request("/api/shutdown", method="POST").close()
            self.process.wait(timeout=15)
        except (urllib.error.URLError, ConnectionError, subprocess.TimeoutExpired):
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


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


class LessonPage:
    """One lesson open in JupyterLab in a Playwright page."""

    def __init__(self, page, server: LabServer) -> None:
        self.page = page
        self.server = server

    def open(self, notebook: str, timeout_ms: int = 60_000) -> None:
        self.page.goto(self.server.url(notebook))
        self.wait_for_lesson(notebook, timeout_ms)

    def wait_for_lesson(self, notebook: str, timeout_ms: int = 60_000) -> None:
        """Until ``notebook`` is the current tab, loaded, with its kernel ready."""
        self.page.wait_for_function(
            f"() => window.jupyterapp && {_NOTEBOOK} && {_NOTEBOOK}.sessionContext "
            f"&& {_NOTEBOOK}.context.path === {json.dumps(notebook)}", timeout=timeout_ms)
        self.page.evaluate(f"async () => {{ await {_NOTEBOOK}.context.ready; "
                           f"await {_NOTEBOOK}.sessionContext.ready; }}")
        # The cells are drawn from the model a moment after it is ready.
        self.page.wait_for_function(
            f"() => {_NOTEBOOK}.content.widgets.length === {_NOTEBOOK}.content.model.cells.length"
            f" && {_NOTEBOOK}.content.model.cells.length > 0", timeout=timeout_ms)

    def close(self) -> None:
        """Shut the lesson's kernel down and close the page."""
        self.page.evaluate(f"async () => {{ await {_NOTEBOOK}?.sessionContext?.shutdown(); }}")
        self.page.close()

    def command(self, command_id: str, args: dict | None = None) -> None:
        self.page.evaluate("([id, args]) => window.jupyterapp.commands.execute(id, args)",
                           [command_id, args or {}])

    def run_all(self, timeout_ms: int = 120_000) -> None:
        self.command("notebook:run-all-cells")
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

    def file_browser_header(self) -> str:
        return self.page.locator(".jp-DirListing-header").first.text_content() or ""

    def scroll_to_cell(self, cell_id: str) -> None:
        """Scroll the cell with this id (the lesson source's cell id) to the top."""
        self.page.evaluate(f"""async (id) => {{
            const notebook = {_NOTEBOOK}.content;
            const index = [...notebook.model.cells].findIndex(cell => cell.id === id);
            if (index < 0) throw new Error(`no cell ${{id}}`);
            await notebook.scrollToItem(index, 'start');
        }}""", cell_id)

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

    def widget_html(self, index: int = 0, within: str = "") -> str:
        scope = within or ".jp-OutputArea-output"
        return self.page.locator(f"{scope} .widget-html-content").nth(index).inner_html()


def lesson_cell(lesson: str, cell_id: str) -> str:
    """The source of a code cell of a lesson (the same in every language)."""
    from mjlearn.lessons import load_lesson
    from mjlearn.lessons.source import SOURCE_DIR

    cells = {cell.id: cell for cell in load_lesson(SOURCE_DIR / f"{lesson}.md").cells}
    return cells[cell_id].text


def visible_text(html: str) -> str:
    """What a learner reads of an HTML fragment: the text, spaces collapsed."""
    import re

    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


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
